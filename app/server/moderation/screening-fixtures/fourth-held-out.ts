/**
 * Fourth held-out batch: Spanish-language student reviews from Spain and Latin America (plus co-official languages and English) covering accusations, threats, slurs, regional insults, body shaming, personal data, links, shouting and clean hard cases.
 * It was written without seeing the screening rules and must never be used to tune them; it only measures them.
 */
import type { ScreeningClass } from "~/server/moderation/screening-fixtures/types";

export const FOURTH_HELD_OUT: ScreeningClass[] = [
  {
    name: "hold: accusations (with accents)",
    examples: [
      {
        expected: "hold",
        text: "El profesor Anselmo Quintero acosa a las alumnas de primero en las tutorías, todas lo sabemos.",
      },
      { expected: "hold", text: "Me tocó el trasero en la revisión del examen y encima me dijo que me calmara." },
      { expected: "hold", text: "Bermúdez cobra por aprobar: doscientas lucas y tenés el siete asegurado." },
      { expected: "hold", text: "Es un acosador, chicas, no vayan solas a su despacho bajo ningún concepto." },
      { expected: "hold", text: "Ladrón. Se quedó con la plata que juntamos todo el curso para la salida de campo." },
      {
        expected: "hold",
        text: "La profe Rosalía Ibarra le pegó una bofetada a un compañero durante la práctica de campo.",
      },
      {
        expected: "hold",
        text: "Le copió la tesis entera a una alumna suya y la publicó en una revista con su nombre.",
      },
      { expected: "hold", text: "Se metía coca en el baño de profesores antes de la clase, se le notaba muchísimo." },
      { expected: "hold", text: "El de prácticas me chantajeó: o salía a cenar con él o me suspendía la asignatura." },
      {
        expected: "hold",
        text: "El doctor Echeverría abusó de una estudiante en el viaje de fin de curso y la facultad lo tapó.",
      },
      { expected: "hold", text: "Ha falsificado las actas del año pasado, gente que ni se presentó aparece aprobada." },
      { expected: "hold", text: "El tipo es un corrupto, acepta coimas para subir notas a los que pueden pagar." },
      { expected: "hold", text: "Os juro que a varias nos ha tocado la pierna por debajo de la mesa en tutorías." },
      { expected: "hold", text: "Fue él quien golpeó al conserje el año pasado, no se dejen engañar por su sonrisa." },
      {
        expected: "hold",
        text: "La profesora Galdós nos pidió dinero en efectivo para aprobarnos en la recuperación.",
      },
      {
        expected: "hold",
        text: "Te ofrece subir la nota a cambio de favores sexuales, a mí me lo propuso en su oficina.",
      },
      {
        expected: "hold",
        text: "El catedrático Lozano Peña es un estafador: nos cobró un manual que nunca llegó a existir.",
      },
      { expected: "hold", text: "Le dio una cachetada a un alumno delante de todos porque no había hecho la tarea." },
      {
        expected: "hold",
        text: "Yo he visto cómo aceptaba regalos caros de los padres a cambio de aprobar a sus hijos.",
      },
      {
        expected: "hold",
        text: "Nos sobornó con puntos extra para que pusiéramos buenas notas en la encuesta docente.",
      },
      {
        expected: "hold",
        text: "Suspende a los estudiantes bolivianos solo por ser bolivianos, lo dijo él mismo en clase.",
      },
      { expected: "hold", text: "Tomás Ugarte roba reactivos del laboratorio y después los revende por fuera." },
      {
        expected: "hold",
        text: "Ella vende las preguntas del parcial a los de segundo, lo confirmo porque yo se las compré.",
      },
    ],
  },
  {
    name: "hold: accusations (no accents, as typed)",
    examples: [
      {
        expected: "hold",
        text: "la de practicas nos vendia los examenes a 50 euros por whatsapp, media clase los compro",
      },
      { expected: "hold", text: "ese wn se presento borracho a tomar el examen final, olia a pisco desde la puerta" },
      { expected: "hold", text: "el acoso que sufrimos con el en el laboratorio no se lo deseo a nadie" },
      { expected: "hold", text: "nos amenazo con suspendernos a todos si lo denunciabamos ante decanato" },
      { expected: "hold", text: "cambio las notas en el acta para aprobar a su sobrina que ni iba a clase" },
      {
        expected: "hold",
        text: "discrimina a las chicas indigenas, a ellas siempre les pone menos nota en los orales",
      },
      { expected: "hold", text: "manoseaba a las alumnas cuando se acercaba a corregirles en la mesa" },
      { expected: "hold", text: "me robo el portatil del aula y despues dijo que no lo habia visto" },
      { expected: "hold", text: "viene drogado a las clases de las 8, ojos rojos y hablando incoherencias" },
      { expected: "hold", text: "seguira acosando a las de primero si nadie lo denuncia de una vez" },
      { expected: "hold", text: "plagiador serial, sus libros son tesis de sus alumnos con su nombre en la tapa" },
      { expected: "hold", text: "estuvimos todos en la fiesta donde agarro a una de primero a la fuerza" },
      { expected: "hold", text: "le pagas al ayudante de catedra y te pasa el examen resuelto la noche antes" },
      {
        expected: "hold",
        text: "ese tipo es un chantajista, te amenaza con la nota si no le haces trabajos a su hijo",
      },
      { expected: "hold", text: "el lunes llego borracho y se cayo encima de una alumna en plena clase" },
      { expected: "hold", text: "mi compañera fue acosada por el durante todo el cuatrimestre y nadie la escucho" },
      { expected: "hold", text: "ella misma me confeso que le sube la nota en el acta a los que le caen bien" },
      { expected: "hold", text: "amenazo a mi amigo con ir a buscarlo a su casa si apelaba la nota" },
      { expected: "hold", text: "el de practicas traficaba pastillas en la residencia, todos le compraban" },
      { expected: "hold", text: "el profesor villalba fue denunciado por acoso y sigue dando clase como si nada" },
      { expected: "hold", text: "le decimos el tocador porque no deja las manos quietas con las alumnas" },
      { expected: "hold", text: "la profe Arrieta nos cobraba 30 mil pesos por cabeza para pasar el ramo" },
      { expected: "hold", text: "ese viejo es un abusador, a mi prima le hizo lo mismo hace dos años" },
    ],
  },
  {
    name: "hold: threats to things",
    examples: [
      { expected: "hold", text: "le voy a rayar el coche entero con una llave como me suspenda otra vez" },
      { expected: "hold", text: "le pincho las ruedas de la bici que deja en el patio, ya verá" },
      { expected: "hold", text: "ojalá se le queme la casa con todos sus apuntes dentro" },
      { expected: "hold", text: "si no me sube la nota le destrozo la moto en el parking" },
      {
        expected: "hold",
        text: "yo que el no dejaria el auto en el estacionamiento de la facu despues de publicar las notas",
      },
      { expected: "hold", text: "a ese despacho le vamos a romper todos los vidrios una noche de estas" },
      {
        expected: "hold",
        text: "sé cuál es su camioneta, la blanca, que no se sorprenda si un día amanece sin espejos",
      },
      { expected: "hold", text: "le voy a tirar el portátil por la ventana en la próxima tutoría" },
      { expected: "hold", text: "alguien debería prenderle fuego a su oficina con los exámenes dentro" },
      { expected: "hold", text: "cuidado con su carrito profe, en el parqueadero de la u pasan cosas" },
      { expected: "hold", text: "le vamos a llenar la casa de huevos y pintura si no cambia la nota" },
    ],
  },
  {
    name: "hold: threats and wishes of harm to people",
    examples: [
      { expected: "hold", text: "si me vuelve a suspender lo espero a la salida del parking y lo arreglamos a golpes" },
      { expected: "hold", text: "ojalá se muera ese desgraciado antes del final" },
      { expected: "hold", text: "le voy a partir la cara al de prácticas el próximo día que lo vea" },
      { expected: "hold", text: "que se cuide cuando salga tarde de la facultad, no digo más" },
      { expected: "hold", text: "ojala lo atropelle un bus camino a la facu" },
      { expected: "hold", text: "alguien debería darle una paliza a ese profesor para que aprenda" },
    ],
  },
  {
    name: "hold: body shaming",
    examples: [
      { expected: "hold", text: "la foca de Bioquímica no cabe ni por la puerta del aula" },
      { expected: "hold", text: "el enano de Macroeconomía se sube a una silla para escribir en la pizarra, patético" },
      { expected: "hold", text: "qué fea es la de Francés, no se le puede mirar a la cara" },
      { expected: "hold", text: "el barrigón de Termodinámica suda como un cerdo mientras explica" },
      { expected: "hold", text: "la profe de Anatomía es una tabla de planchar con patas" },
      { expected: "hold", text: "el narigón de Derecho Romano debería operarse antes de dar clase" },
      { expected: "hold", text: "la vaca de Estadística ocupa dos asientos en el examen" },
      { expected: "hold", text: "el gordo seboso de Hidráulica da asco" },
      { expected: "hold", text: "la de Marketing es un esqueleto andante, da grima verla" },
      { expected: "hold", text: "el cara de pizza del laboratorio, con esos granos nadie le presta atención" },
      { expected: "hold", text: "el chaparro de Cálculo se cree muy alto por ser doctor" },
    ],
  },
  {
    name: "hold: group words used as slurs about a person",
    examples: [
      { expected: "hold", text: "el de Economía es un maricón, se le nota en la voz" },
      { expected: "hold", text: "la profe de portugués es una sudaca que no sabe ni hablar bien" },
      { expected: "hold", text: "ese ayudante es un mongólico, no entiende ni sus propios ejercicios" },
      { expected: "hold", text: "el profe de Dibujo es un retrasado, tres semanas para corregir una lámina" },
      { expected: "hold", text: "la de Contabilidad es una gitana, te regatea hasta las décimas" },
      { expected: "hold", text: "el nuevo de Física es un indio bruto, no sabe ni explicar" },
      { expected: "hold", text: "el tutor de prácticas es un moro de mierda" },
      { expected: "hold", text: "la de Química es una tortillera amargada" },
      { expected: "hold", text: "ese profe es un cholo igualado que se cree doctor" },
      { expected: "hold", text: "el de Programación es un autista de mierda, no sabe tratar con nadie" },
      { expected: "hold", text: "el de Mate es un judío, no regala ni medio punto" },
      { expected: "hold", text: "el de Historia es un polaco de mierda que solo habla de lo suyo" },
      { expected: "hold", text: "ese maestro es un naco, se viste y habla como naco" },
    ],
  },
  {
    name: "hold: regional insults at a person (Southern Cone and Andes)",
    examples: [
      { expected: "hold", text: "El profe Sosa es un pelotudo importante, no sabe ni prender el proyector." },
      { expected: "hold", text: "la de Semiótica es una forra, te baja la nota por gusto" },
      { expected: "hold", text: "qué boludo el ayudante, nos hizo rehacer todo el TP por una coma" },
      { expected: "hold", text: "el de Contabilidad es un nabo total, no sabe lo que enseña" },
      { expected: "hold", text: "el profe Carrasco es un weón culiao, nos echó el ramo a todos" },
      { expected: "hold", text: "la profe de Cálculo es una aweonada, ni ella entiende sus pruebas" },
      { expected: "hold", text: "ese ayudante saco de wea se cree la muerte" },
      { expected: "hold", text: "el profe Tello es un cojudo de mierda, ni sabe su curso" },
      { expected: "hold", text: "ese profesor es un huevas, llega tarde y encima nos grita" },
      { expected: "hold", text: "el docente de Estadística es un opa, no sabe ni sumar" },
      { expected: "hold", text: "el profe de Derecho Civil es un tavy total, lee todo del libro" },
      { expected: "hold", text: "ese profesor es una gonorrea, nos rajó a todos por gusto" },
      { expected: "hold", text: "el licen de Química es un mamaverga, nos jala por gusto" },
      { expected: "hold", text: "el profesor Rangel es un mamagüevo con ínfulas" },
    ],
  },
  {
    name: "hold: insults at a person (Mexico, Caribbean, Spain)",
    examples: [
      { expected: "hold", text: "el profe Ortega es un pendejo que no sabe ni usar Excel" },
      { expected: "hold", text: "la maestra de Finanzas es bien culera, reprueba por gusto" },
      { expected: "hold", text: "ese maestro es un pinche mamón arrogante" },
      { expected: "hold", text: "el profesor Valdés es un comemierda de los grandes" },
      { expected: "hold", text: "ese profe es un pariguayo y un charlatán de primera" },
      { expected: "hold", text: "el profe de Auditoría es un mamao, no sabe na'" },
      { expected: "hold", text: "el de Estructuras es un gilipollas integral" },
      { expected: "hold", text: "menudo capullo el tutor de prácticas, ni contesta correos" },
      { expected: "hold", text: "la de Penal es una imbécil prepotente" },
    ],
  },
  {
    name: "hold: insults at a person (co-official languages)",
    examples: [
      { expected: "hold", text: "El professor de Física és un imbècil i un prepotent." },
      { expected: "hold", text: "La professora de Dret és una pocavergonya i una burra." },
      { expected: "hold", text: "Ese profesor é un pailán e un parvo, non o aguanto." },
      { expected: "hold", text: "Irakasle hori ergel hutsa da." },
    ],
  },
  {
    name: "hold: personal data",
    examples: [
      { expected: "hold", text: "Para reclamar llamadla a su móvil, 612 48 93 07, lo coge siempre." },
      {
        expected: "hold",
        text: "su mail personal es ramiro.villalta1971@hotmail.com, escríbanle ahí que responde más rápido",
      },
      {
        expected: "hold",
        text: "El profe Echenique vive en Av. Las Heras 2231, 4°B, por si alguien quiere ir a reclamarle",
      },
      { expected: "hold", text: "DNI de la profesora: 30.458.117, lo vi en el acta" },
      { expected: "hold", text: "Los viernes se queda sola en el laboratorio 3 hasta las 22, ahí la pueden encontrar" },
      { expected: "hold", text: "Su cuenta privada es @mauri.sepulveda.92, ahí sube fotos con sus hijos" },
      {
        expected: "hold",
        text: "La ayudante Camila Ruiz Tagle vive sola en el edificio frente a la biblioteca, depto 14",
      },
    ],
  },
  {
    name: "hold: several links to unknown sites",
    examples: [
      {
        expected: "hold",
        text: "Exámenes resueltos en https://parcialesfiltrados.xyz y también en http://bancodeexamenes-uni.top/fisica",
      },
      { expected: "hold", text: "Consigan las respuestas aquí: www.respuestas-rapidas.click y www.notasya.online" },
      {
        expected: "hold",
        text: "miren https://resumenes-pro.net/calc y https://aprobado-facil.site/guia-2 antes del parcial",
      },
    ],
  },
  {
    name: "flag: swearing not aimed at anyone",
    examples: [
      { expected: "flag", text: "joder con la bibliografía, catorce libros para una asignatura de cuatro créditos" },
      { expected: "flag", text: "la puta madre, otra vez cambiaron la fecha del parcial de Contabilidad" },
      { expected: "flag", text: "que mierda de horario nos pusieron este cuatri, clases a las 8 y a las 21" },
      { expected: "flag", text: "Hostia, qué difícil es Álgebra Lineal, pero se aprueba estudiando." },
      { expected: "flag", text: "coño, tres horas seguidas de Derecho Procesal sin un solo descanso" },
      { expected: "flag", text: "chucha, el control de Química Orgánica estuvo pesadísimo, nadie terminó" },
      { expected: "flag", text: "no mames, el examen de Probabilidad tenía 40 preguntas para una hora" },
      { expected: "flag", text: "puta madre, reprobé Cálculo Integral por dos décimas otra vez" },
      { expected: "flag", text: "me cago en la plataforma virtual, se cayó justo el día de la entrega" },
      { expected: "flag", text: "a la mierda los laboratorios de los sábados a las ocho de la mañana" },
      { expected: "flag", text: "verga, el proyecto final de Redes es enorme y solo hay tres semanas" },
      { expected: "flag", text: "carajo, nadie avisó que había que entregar el informe impreso y encuadernado" },
      { expected: "flag", text: "Qué cagada de organización tiene la facultad con el calendario de exámenes." },
      { expected: "flag", text: "la concha de la lora, otra vez sin aire acondicionado en el aula magna" },
      { expected: "flag", text: "putos ejercicios de integrales dobles, los soñaba de noche, pero al final aprendí" },
      { expected: "flag", text: "ostia tío, la práctica de Óptica es un coñazo aunque se aprende bastante" },
      { expected: "flag", text: "qué weá más larga el informe de Hidráulica, cuarenta páginas mínimo" },
      { expected: "flag", text: "cojones, sesenta páginas de lectura para el lunes en Filosofía del Lenguaje" },
    ],
  },
  {
    name: "flag: exactly one link to an unknown site",
    examples: [
      {
        expected: "flag",
        text: "Dejé mis resúmenes de Microeconomía en https://resumenes-micro-uy.site por si les sirven, el profe es muy claro.",
      },
      { expected: "flag", text: "Armamos un grupo de estudio para Anatomía, info en https://grupoanato2024.club" },
      {
        expected: "flag",
        text: "los ejercicios extra que recomendó la profe están en www.ejerciciosdefisica-resueltos.net",
      },
      {
        expected: "flag",
        text: "Encuesta sobre la carga de trabajo en Ingeniería, respondan porfa: https://encuestauni-carga.info/form1",
      },
      {
        expected: "flag",
        text: "Subí un mapa conceptual de Derecho Constitucional a http://mapasderecho-cr.online, ojalá ayude",
      },
      {
        expected: "flag",
        text: "Para practicar el oral de Francés usen https://parlons-ensemble.fun, a mí me sirvió mucho.",
      },
      {
        expected: "flag",
        text: "El blog donde explican Termodinámica mejor que nadie: www.termo-facil-blog.xyz/entropia",
      },
    ],
  },
  {
    name: "flag: mostly capitals",
    examples: [
      { expected: "flag", text: "ESTE PROFESOR ES EL MEJOR QUE TUVE EN TODA LA CARRERA DE ENFERMERIA" },
      { expected: "flag", text: "NO SE INSCRIBAN EN ESTA OPTATIVA SIN HABER APROBADO ESTADISTICA" },
      { expected: "flag", text: "POR FAVOR SUBAN LAS NOTAS DEL PARCIAL QUE YA PASARON TRES SEMANAS" },
      { expected: "flag", text: "LA MEJOR ASIGNATURA DE LA CARRERA, APRENDES MUCHISIMO CON LA PROFE NAVAS" },
      { expected: "flag", text: "NADIE ENTIENDE LOS ENUNCIADOS DEL EXAMEN, SON CONFUSOS Y LARGUISIMOS" },
      { expected: "flag", text: "OJO CON LA FECHA DE ENTREGA DEL TP FINAL QUE NO LA AVISAN" },
      { expected: "flag", text: "SUPER RECOMENDABLE, EXPLICA CON CALMA Y RESPONDE TODAS LAS DUDAS" },
    ],
  },
  {
    name: "flag: a character repeated six or more times",
    examples: [
      { expected: "flag", text: "noooooooo puede ser que el final de Física sea el mismo día que el de Química" },
      { expected: "flag", text: "Aprobééééééé Anatomía por fin, gracias profe Lamas" },
      { expected: "flag", text: "holaaaaaaa alguien sabe si la profe Rivas toma asistencia?" },
      { expected: "flag", text: "ufffffffff qué cuatrimestre más largo con Mecánica Racional" },
      { expected: "flag", text: "Me saqué un 10 en el final de Genética!!!!!!!!" },
      { expected: "flag", text: "zzzzzzzz las clases de las 8 de la mañana con diapositivas de 200 páginas" },
    ],
  },
  {
    name: "flag: the same word four or more times in a row",
    examples: [
      { expected: "flag", text: "estudien estudien estudien estudien que el parcial de Anatomía es larguísimo" },
      { expected: "flag", text: "gracias gracias gracias gracias profe Ortúzar por la paciencia" },
      { expected: "flag", text: "no no no no se metan a esa optativa sin saber Python" },
      { expected: "flag", text: "muy muy muy muy buena la cátedra de Genética de Poblaciones" },
    ],
  },
  {
    name: "publish: course content about crimes and misconduct",
    examples: [
      {
        expected: "publish",
        text: "En Derecho Penal II vimos robo, hurto y estafa con muchísimos casos reales; el profesor Almonte explica genial.",
      },
      {
        expected: "publish",
        text: "La unidad de acoso laboral en Psicología de las Organizaciones fue lo más útil del curso.",
      },
      {
        expected: "publish",
        text: "Criminología: el tema de abuso sexual infantil se trata con mucho respeto y datos, muy recomendable.",
      },
      {
        expected: "publish",
        text: "La materia analiza la corrupción en América Latina desde los 90, lecturas densas pero buenísimas.",
      },
      {
        expected: "publish",
        text: "En Ética Periodística estudiamos el plagio y cómo citar bien; la profe corrige con detalle.",
      },
      {
        expected: "publish",
        text: "Toxicología forense: drogas de abuso, cocaína, cannabis y opioides, con prácticas de laboratorio.",
      },
      {
        expected: "publish",
        text: "El seminario sobre soborno transnacional y compliance es exigente pero vale la pena.",
      },
      {
        expected: "publish",
        text: "Vimos agresión sexual y consentimiento en Medicina Legal, temas duros pero muy bien explicados.",
      },
      {
        expected: "publish",
        text: "la catedra de derecho penal economico trata fraude fiscal, lavado de activos y cohecho, muy practica",
      },
      {
        expected: "publish",
        text: "En Historia Contemporánea hay un bloque sobre genocidios y crímenes de guerra, fuerte pero necesario.",
      },
      {
        expected: "publish",
        text: "trabajamos casos de violencia de genero y acoso escolar en Psicologia Educativa, la profe es muy empatica",
      },
      {
        expected: "publish",
        text: "El parcial de Derecho Penal fue sobre un caso de homicidio y legítima defensa, justo lo que dimos en clase.",
      },
      {
        expected: "publish",
        text: "Sociología de la Desviación: narcotráfico, pandillas y cárceles; el profe trae invitados muy interesantes.",
      },
      {
        expected: "publish",
        text: "En Auditoría aprendimos a detectar falsificación de registros contables y fraude en estados financieros.",
      },
      {
        expected: "publish",
        text: "Derecho Laboral: el tema del acoso sexual en el trabajo y cómo denunciarlo estuvo muy completo.",
      },
      {
        expected: "publish",
        text: "Farmacologia: nos toco exponer sobre adicciones y sobredosis de opioides, buena materia",
      },
      {
        expected: "publish",
        text: "Literatura: leímos novelas sobre secuestro y tortura en la dictadura, lecturas que te marcan.",
      },
      {
        expected: "publish",
        text: "En Ciberseguridad vimos chantaje por ransomware, robo de identidad y phishing con ejemplos reales.",
      },
      {
        expected: "publish",
        text: "La clase de Victimología explica bien cómo acompañar a víctimas de abuso y agresión.",
      },
      {
        expected: "publish",
        text: "Derecho Internacional: el tema de las amenazas entre estados y el uso de la fuerza está muy bien planteado.",
      },
      {
        expected: "publish",
        text: "Examen de Criminalística: escena de un asesinato ficticio, hay que recoger huellas y muestras. Divertidísimo.",
      },
      {
        expected: "publish",
        text: "En Gestión Pública estudiamos casos de malversación y coimas en municipios, con sentencias reales.",
      },
      {
        expected: "publish",
        text: "Integridad academica es obligatoria y habla de plagio, compra de trabajos y venta de examenes; corta y util",
      },
      {
        expected: "publish",
        text: "Psiquiatría: el módulo de alcoholismo y consumo de drogas en universitarios es muy bueno.",
      },
      {
        expected: "publish",
        text: "Teoría del Estado: analizamos golpes de Estado y violencia política en el Cono Sur.",
      },
      {
        expected: "publish",
        text: "en Derecho Penal parte especial nos hicieron memorizar todos los tipos de lesiones y agresiones, pesado pero necesario",
      },
      {
        expected: "publish",
        text: "Bioética: debates sobre experimentación abusiva en humanos, Tuskegee y Núremberg, excelente nivel.",
      },
      {
        expected: "publish",
        text: "En Economía Política se discute el robo de tierras en la colonia y la deuda externa, muy crítica la profe.",
      },
      {
        expected: "publish",
        text: "Medicina legal: reconocer lesiones por golpes y maltrato es clave, y la doctora lo enseña muy bien.",
      },
      {
        expected: "publish",
        text: "La optativa de Derecho Penitenciario incluye visitas a una cárcel; conocés de cerca delitos como el hurto y el narcomenudeo.",
      },
    ],
  },
  {
    name: "publish: quoted or reported speech",
    examples: [
      {
        expected: "publish",
        text: "El profe siempre repite 'el que copia se engaña a sí mismo', y la verdad tiene razón.",
      },
      {
        expected: "publish",
        text: "En la primera clase nos dijo: 'aquí el soborno no existe, la nota se gana'. Y cumple.",
      },
      {
        expected: "publish",
        text: "Mi compañero dice que este profe 'te mata' en el final, pero si vas a clase se aprueba tranquilo.",
      },
    ],
  },
  {
    name: "publish: surnames that look like words",
    examples: [
      { expected: "publish", text: "La profesora Inés Gordo explica Termodinámica con una paciencia increíble." },
      { expected: "publish", text: "Con el doctor Calvo aprendí más de Anatomía que en todo el año anterior." },
      {
        expected: "publish",
        text: "Ladrón de Guevara es el mejor profe de Historia del Arte de la facultad, sus salidas al museo son top.",
      },
      { expected: "publish", text: "La profe Feo corrige rápido y da feedback en cada entrega, muy recomendable." },
      { expected: "publish", text: "El profesor Toca es exigente pero muy justo en Química Analítica." },
      { expected: "publish", text: "Bravo es tranquilísimo, explica con calma y responde todos los correos." },
      { expected: "publish", text: "Estadística con Cano: ejercicios claros y parciales parecidos a las guías." },
      { expected: "publish", text: "La profe Gil es buenísima en Fonética, se nota que ama lo que hace." },
      { expected: "publish", text: "Matamoros da Derecho Civil y es un amor, no falta nunca y explica con ejemplos." },
      { expected: "publish", text: "Con Pego en Dibujo Técnico aprendí a usar AutoCAD desde cero." },
    ],
  },
  {
    name: "publish: acronyms in capitals",
    examples: [
      { expected: "publish", text: "Materia clave para el TFG: te enseña a usar SPSS y normas APA sin drama." },
      { expected: "publish", text: "Las prácticas en la ONU y la OEA que consigue la coordinadora valen oro." },
      { expected: "publish", text: "Si vas a preparar el MIR, esta asignatura es perfecta para repasar Fisiología." },
      { expected: "publish", text: "En la UBA, el CBC de Química con este profe es muy llevadero." },
      { expected: "publish", text: "Explica SQL, ETL y BI con casos de empresas reales, muy práctico." },
      { expected: "publish", text: "Nos preparó para el EGEL del CENEVAL, los simulacros son muy parecidos al real." },
    ],
  },
  {
    name: "publish: praise in slang",
    examples: [
      { expected: "publish", text: "el profe Arancibia es un capo, explica Mecánica de Fluidos como si fuera fácil" },
      { expected: "publish", text: "qué bacán la profe Huamán, sus clases de Quechua son lo máximo" },
      { expected: "publish", text: "La clase de Redes con Ledesma está bien chida, qué padre cómo explica" },
      { expected: "publish", text: "Esta asignatura es la leche, el profe Beltrán es un crack" },
      { expected: "publish", text: "la profe Ximena Oyarzo es una máquina, se sabe el código civil de memoria" },
      { expected: "publish", text: "Qué chévere la materia de Diseño, el profe Urdaneta la rompe" },
      { expected: "publish", text: "Copadísima la cursada de Sociología con la profe Vidal, re recomendable" },
      { expected: "publish", text: "Bien bacano el profe Cuartas, explica Termo de una, sin enredos" },
      { expected: "publish", text: "Brutal la clase de Fisiología, la doctora Pazos es una bestia explicando" },
      { expected: "publish", text: "La profe de Inglés es una fiera, aprendí un montón en un cuatrimestre" },
    ],
  },
  {
    name: "publish: co-official languages and English",
    examples: [
      {
        expected: "publish",
        text: "La professora Montserrat Vilaró explica molt bé Dret Civil, els exàmens són justos i sempre respon els correus.",
      },
      {
        expected: "publish",
        text: "Una assignatura molt interessant, el professor Ferrer és exigent però just. La recomane.",
      },
      { expected: "publish", text: "Classes amenes i pràctiques útils; el Jordi Pujolràs domina la matèria." },
      { expected: "publish", text: "O profesor Outeiro explica moi ben e as prácticas de laboratorio son moi útiles." },
      { expected: "publish", text: "A materia é dura pero a profesora Rial axuda moito nas titorías." },
      { expected: "publish", text: "Irakasle ona da, azalpen argiak ematen ditu eta beti laguntzeko prest dago." },
      { expected: "publish", text: "Ikasgai oso interesgarria da, baina azterketa luzeegia da." },
      {
        expected: "publish",
        text: "Great course on Latin American economic history, Professor Saavedra gives clear lectures and fair exams.",
      },
      {
        expected: "publish",
        text: "Exchange student here: the Spanish Linguistics class was tough but the professor was super helpful.",
      },
      {
        expected: "publish",
        text: "Heavy reading load, but the seminar discussions with Dr. Etxeberria were the highlight of my semester.",
      },
    ],
  },
  {
    name: "publish: ordinary reviews, including harsh but fair criticism",
    examples: [
      {
        expected: "publish",
        text: "Explica fatal y va demasiado rápido, las diapositivas son de 2015. No la recomiendo para nada.",
      },
      {
        expected: "publish",
        text: "La profe Ocampo tarda meses en devolver los parciales corregidos, muy desorganizada.",
      },
      { expected: "publish", text: "el profe lee las diapos y ya, no aporta nada, mejor estudiar solo con el libro" },
      { expected: "publish", text: "Mucha teoría y cero práctica; para una ingeniería no tiene ningún sentido." },
      { expected: "publish", text: "Criterios de evaluación poco claros, nunca sabés por qué te quita puntos." },
      {
        expected: "publish",
        text: "Muy buena persona pero como docente deja bastante que desear, se pierde en sus propias explicaciones.",
      },
      { expected: "publish", text: "El final me mató, pero era justo: todo lo que preguntó lo vimos en clase." },
      { expected: "publish", text: "Este ramo te destruye mentalmente, pero sales sabiendo programar de verdad." },
      {
        expected: "publish",
        text: "Asignatura muy bien organizada, el aula virtual tiene todo: apuntes, vídeos y exámenes antiguos.",
      },
      {
        expected: "publish",
        text: "La profesora Lorena Achával responde dudas en el foro hasta las once de la noche, un lujo.",
      },
      {
        expected: "publish",
        text: "Si faltas a clase estás perdido, no sube nada y el examen sale de lo que dice en voz alta.",
      },
      { expected: "publish", text: "Tiene fama de dura, pero con constancia se aprueba. Hagan todas las guías." },
      {
        expected: "publish",
        text: "Horrible la organización del departamento: cambiaron la fecha del final dos veces.",
      },
      { expected: "publish", text: "me gustó mucho la parte de laboratorio, aunque los informes son eternos" },
      { expected: "publish", text: "El profe Ríos Mallea es exigente con la ortografía en los trabajos, ojo con eso." },
      { expected: "publish", text: "No recomiendo hacerla en verano, es el mismo temario en la mitad del tiempo." },
      { expected: "publish", text: "Clases muy participativas, debatimos cada lectura y eso ayuda un montón." },
      {
        expected: "publish",
        text: "Su método de evaluación continua es lo mejor: cuatro entregas y no hay examen final.",
      },
      { expected: "publish", text: "la materia es aburrida pero el profe hace lo que puede con chistes malos jaja" },
      { expected: "publish", text: "Poco accesible fuera de clase, casi nunca está en su horario de tutorías." },
      { expected: "publish", text: "Corrige con rúbrica y te la da antes, así sabes exactamente qué te piden." },
      {
        expected: "publish",
        text: "La carrera de Trabajo Social en esta uni tiene buenas prácticas en comunidades rurales.",
      },
      {
        expected: "publish",
        text: "Dio la materia entera en inglés sin avisar, varios nos perdimos las primeras semanas.",
      },
      {
        expected: "publish",
        text: "La profe Tamayo es súper estricta con la puntualidad, a los cinco minutos cierra la puerta.",
      },
      { expected: "publish", text: "Para mí la mejor docente de la licenciatura, cambió mi forma de ver la Historia." },
      { expected: "publish", text: "El examen oral da miedo pero el tribunal es tranquilo y te ayuda si te trabas." },
      { expected: "publish", text: "Demasiada carga de trabajo para solo tres créditos, habría que revisarlo." },
    ],
  },
];
