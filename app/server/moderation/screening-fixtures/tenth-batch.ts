/**
 * Tenth batch: a realistic mixed week of reviews from Spain and Latin America, with accusations, threats, regional and co-official-language insults, body shaming, slurs and personal data to hold, and many hard clean cases to publish. Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const TENTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: accusations of crimes or serious misconduct (with accents)
  {
    expected: "hold",
    text: "El profesor Iriarte acosa a las alumnas de primero, les escribe por Instagram a las dos de la mañana.",
  },
  { expected: "hold", text: "Dicen que la de Estadística vende los exámenes finales por 200 euros a los de segundo." },
  {
    expected: "hold",
    text: "Me contaron que Benavente se quedó con el dinero del viaje de fin de carrera que juntamos todos.",
  },
  { expected: "hold", text: "A una compañera el de Anatomía le tocó la pierna en tutoría y nadie hizo nada." },
  {
    expected: "hold",
    text: "Solórzano cobra por aprobar, mi primo le pasó 3000 pesos y sacó un 8 sin pisar el salón.",
  },
  {
    expected: "hold",
    text: "Llegó borracho a la clase del jueves, olía a ron desde la puerta. Hablo de Quiroga, el de Contabilidad.",
  },
  {
    expected: "hold",
    text: "La coordinadora falsificó las actas para que su sobrino pasara Cálculo, eso lo sabe medio departamento.",
  },
  { expected: "hold", text: "Ese tipo es un acosador, lleva años persiguiendo a estudiantes y la facultad lo tapa." },
  {
    expected: "hold",
    text: "El libro que la profesora Llorente vende como suyo está copiado palabra por palabra de una tesis chilena.",
  },
  {
    expected: "hold",
    text: "Nos amenazó con suspendernos a todos si alguien lo denunciaba por lo que pasó en la excursión.",
  },
  {
    expected: "hold",
    text: "Según varios de tercero, Montaño les pide favores sexuales a las que van a revisión de examen.",
  },
  {
    expected: "hold",
    text: "Habrá robado unos cuantos portátiles del laboratorio el técnico nuevo, porque desde que llegó faltan seis.",
  },
  { expected: "hold", text: "Viene drogado a clase el de Termodinámica, con las pupilas como platos y riéndose solo." },
  {
    expected: "hold",
    text: "El decano se ha embolsado la subvención europea del proyecto, lo comenta todo el mundo en la escuela.",
  },
  {
    expected: "hold",
    text: "Discriminación pura: Villalba no deja presentar oral a las chicas con velo y a los demás sí.",
  },
  {
    expected: "hold",
    text: "Que el profesor Arrieta haya chantajeado a una alumna con la nota y siga dando clase es una vergüenza.",
  },
  {
    expected: "hold",
    text: "La de Derecho Civil le pegó una bofetada a un chaval en el pasillo, lo vimos como veinte personas.",
  },
  {
    expected: "hold",
    text: "Corre el rumor de que Cienfuegos filtra las preguntas del parcial por WhatsApp a cambio de plata.",
  },
  { expected: "hold", text: "Aprobar con Maldonado depende de cuánto le regales, botellas de whisky incluidas." },
  {
    expected: "hold",
    text: "Mi amiga denunció que el tutor de prácticas la manoseó en el coche, y la universidad archivó la queja.",
  },
  {
    expected: "hold",
    text: "Robando material de la facultad pillaron al conserje del turno de noche, y ahí sigue trabajando tan tranquilo.",
  },
  {
    expected: "hold",
    text: "El jefe de cátedra plagió un manual entero de un colega argentino y ahora nos lo pone como lectura obligatoria.",
  },
  {
    expected: "hold",
    text: "Ella misma nos dijo que no aprueba a ningún indígena porque «no tienen nivel», la licenciada Ocampo.",
  },
  {
    expected: "hold",
    text: "Los de la secretaría cambian notas en el sistema si les pagas, a mí me ofrecieron subir un 4 a 6.",
  },
  {
    expected: "hold",
    text: "Tengo entendido que al profe Garrido lo echaron de su anterior universidad por abusar de una becaria.",
  },
  { expected: "hold", text: "Es un ladrón: se queda con la mitad del sueldo de los ayudantes de investigación." },
  { expected: "hold", text: "Fue Esquivel quien me amenazó de muerte por correo después de que le reclamé la nota." },
  {
    expected: "hold",
    text: "Cada vez que hay examen, la maestra Rentería aparece con una peda que no puede ni hablar.",
  },
  {
    expected: "hold",
    text: "Nos enteramos de que el director desvió fondos de las becas a su empresa de consultoría.",
  },
  {
    expected: "hold",
    text: "Me estuvo mandando fotos íntimas el de Histología durante todo el semestre, tengo las capturas.",
  },
  {
    expected: "hold",
    text: "Si no le compras su libro de 60 dólares, te reprueba; eso es extorsión y Palacios lo hace cada año.",
  },
  { expected: "hold", text: "La doctora Echeverría firmaba la asistencia de alumnos que le pagaban y nunca venían." },
  {
    expected: "hold",
    text: "A los extranjeros Gallardo los hunde a propósito, a una chica venezolana le puso un 2 por el acento.",
  },

  // ── hold: accusations of crimes or serious misconduct (without accents)
  { expected: "hold", text: "el profe castañeda acosa a las de primer año, todas lo saben y nadie dice nada" },
  { expected: "hold", text: "dicen q la de organica vende los examenes, mi compa pago 500 y saco 9" },
  { expected: "hold", text: "ese tipo es un abusador, a mi amiga la encerro en su oficina y no la dejaba salir" },
  { expected: "hold", text: "pasaba borracho a dar clase el lic rivas, se caia de la tarima" },
  { expected: "hold", text: "me contaron que benitez le pide plata a los alumnos pa pasarlos, 50 lucas el final" },
  {
    expected: "hold",
    text: "la directora falsifico firmas en las actas de practicas, ya la denunciaron en la fiscalia",
  },
  { expected: "hold", text: "el de fisica me robo la calculadora y se hace el loco cuando se la pido" },
  {
    expected: "hold",
    text: "quien plagio la tesis fue el propio tutor, publico el trabajo de su alumna con su nombre",
  },
  { expected: "hold", text: "salazar manosea a las estudiantes en los laboratorios, a mi me paso en tercer semestre" },
  {
    expected: "hold",
    text: "seguro se gasto la plata del centro de estudiantes en fiestas el tesorero, faltan 2 millones",
  },
  {
    expected: "hold",
    text: "la coordinadora no acepta a chicos de pueblos originarios en el semillero, lo dijo clarito en la reunion",
  },
  {
    expected: "hold",
    text: "el doctor ponce viene fumado a clase, se le nota a leguas y el salon entero huele a marihuana",
  },
  { expected: "hold", text: "me chantajeo con reprobarme si no le daba mi numero, el de algebra" },
  { expected: "hold", text: "le pegaron al de intercambio en el baño y fue el mismo ayudante de catedra, hay video" },
  {
    expected: "hold",
    text: "andan diciendo que morales cobra coimas por las notas de recuperacion, 100 soles cada uno",
  },
  {
    expected: "hold",
    text: "lo sancionaron por acoso en la otra facultad y aca lo contrataron igual al prof villegas",
  },
  {
    expected: "hold",
    text: "el tesorero del departamento se quedo con el dinero de las becas, lo vi yo en las cuentas",
  },

  // ── hold: threats to a person or to their things
  { expected: "hold", text: "Como vuelva a suspenderme Arrieta, le rajo las cuatro ruedas del coche, que sé cuál es." },
  { expected: "hold", text: "A ese profe lo voy a esperar a la salida del parqueadero y va a ver lo que es bueno." },
  { expected: "hold", text: "Sé dónde vive la de Química y un día de estos le voy a hacer una visita." },
  {
    expected: "hold",
    text: "ojala alguien le queme el despacho a Ibarra con todos sus papeles dentro, y si nadie lo hace lo hago yo",
  },
  { expected: "hold", text: "Le voy a romper la cara al ayudante si me vuelve a poner un cero." },
  { expected: "hold", text: "al perro que la profe trae a clase le voy a dar algo pa que no ladre mas" },
  { expected: "hold", text: "Que se cuide Montenegro, que en mi barrio estas cosas se arreglan de otra forma." },
  { expected: "hold", text: "Le vamos a rayar el carro entero al de Cálculo, ya tenemos las llaves listas." },
  {
    expected: "hold",
    text: "Si me reprueba otra vez, el lunes le rompo los vidrios de la casa, ya averigüé la dirección.",
  },
  { expected: "hold", text: "A Quintana le van a llegar unas cuantas sorpresas al buzón, que se vaya preparando." },
  { expected: "hold", text: "Voy a hacer que lo echen y después lo busco yo, a ese desgraciado." },
  { expected: "hold", text: "alguien deberia darle una paliza al de contabilidad, yo pongo la plata" },
  { expected: "hold", text: "A la salida te estamos esperando, profe, para que aprendas a no humillar a nadie." },
  { expected: "hold", text: "Le reviento la moto al bedel como me vuelva a cerrar la biblio en la cara." },
  {
    expected: "hold",
    text: "Que no se extrañe si un día encuentra la oficina inundada y el ordenador hecho pedazos, el de Finanzas.",
  },
  { expected: "hold", text: "If Mr. Harding fails me again I swear I'll slash his tires in the staff car park." },
  { expected: "hold", text: "Com em torni a suspendre, li destrosso el cotxe a cops de pal, al Vilaseca." },

  // ── hold: insults aimed at a person (many countries and languages)
  { expected: "hold", text: "El de Macro es un gilipollas integral, no sé cómo le dejan dar clase." },
  { expected: "hold", text: "Menudo capullo el coordinador, te contesta los correos con un desprecio que flipas." },
  { expected: "hold", text: "La maestra Zúñiga es una pinche pendeja, no sabe ni prender el proyector." },
  { expected: "hold", text: "Ferreyra es un pelotudo atómico, no hay otra forma de describirlo." },
  { expected: "hold", text: "el profe de historia es un nabo tremendo, un tarado que no sabe ni pasar lista" },
  { expected: "hold", text: "el profe tapia es terrible weon culiao, ojala lo echen luego" },
  { expected: "hold", text: "Ese cojudo de Estadística no sabe ni sumar, un conchatumadre con todos." },
  { expected: "hold", text: "el ingeniero Choque es un opa completo, no entiende ni su propia materia" },
  { expected: "hold", text: "el licen Andrade es un mamaverga, nos tiene hartos a todo el paralelo" },
  { expected: "hold", text: "Ese man es una gonorrea de profesor, un malparido con todo el mundo." },
  { expected: "hold", text: "la profesora Briceño es una pajúa y una mamarracha, qué ladilla de vieja" },
  { expected: "hold", text: "el profe de Marxismo es un comemierda de los grandes, asere" },
  { expected: "hold", text: "ese pariguayo de Contabilidad no sabe ni lo que enseña, un mamagüevo" },
  { expected: "hold", text: "El profesor Rivera es un cabrón y un pendejo, así mismo te lo digo." },
  { expected: "hold", text: "el inge Ovalle es un baboso de primera, no sirve pa nada" },
  { expected: "hold", text: "ese cerote de Física nos quiere ver reprobados a todos, maldito" },
  { expected: "hold", text: "el bayunco ese de Mate se cree chistoso y es un culero" },
  { expected: "hold", text: "Ese carepicha del Tec no contesta correos nunca, qué tipo más idiota." },
  { expected: "hold", text: "el profe Batista es un pendejo y un juegavivo, se cree la última soda del desierto" },
  { expected: "hold", text: "La Ferrer és una imbècil i una malparida, no la suporto més." },
  { expected: "hold", text: "el profe de Dret és un capsigrany i un pallús de manual" },
  { expected: "hold", text: "O profe de Física é un parvo e un fillo de puta, non o aguanto máis." },
  { expected: "hold", text: "Vaia pailán o de Historia, un babeco que non sabe nada" },
  { expected: "hold", text: "Etxeberria ergela eta txoriburu bat da, irakasle txarrena." },
  { expected: "hold", text: "Goikoetxea zerri bat da, putakume hori." },
  { expected: "hold", text: "Professor Whitaker is a total moron and an arrogant jerk." },
  { expected: "hold", text: "the TA for Chem is such an asshole, worst human ever" },

  // ── hold: body shaming
  { expected: "hold", text: "La de Fisiología está gordísima, no cabe ni por la puerta del aula." },
  { expected: "hold", text: "Parece un sapo el de Álgebra, con esa cara no me extraña que esté amargado." },
  { expected: "hold", text: "el profe tiene una voz de pito que da risa, parece un pollito ahogado" },
  { expected: "hold", text: "La profesora Camacho es más fea que pegarle a un padre." },
  { expected: "hold", text: "Con esos dientes de conejo no se le entiende nada a la de Inglés." },
  { expected: "hold", text: "Es un enano calvo y barrigón, parece un huevo con patas." },
  { expected: "hold", text: "la licenciada es una ballena, ocupa todo el escritorio" },
  { expected: "hold", text: "Flaca como un palo de escoba y con esa nariz de bruja, la de Latín." },
  { expected: "hold", text: "El de Dibujo tiene una papada de tres pisos y unos granos que dan asco." },
  { expected: "hold", text: "ese profe esta como un tonel, se cansa subiendo dos escalones jajaja" },
  { expected: "hold", text: "Qué horrible es la coordinadora, tiene cara de caballo." },
  { expected: "hold", text: "El de Óptica es bizco y orejón, nunca sabes a quién está mirando." },
  { expected: "hold", text: "gorda y chaparra, la maestra de Redacción parece un barril" },
  { expected: "hold", text: "Tiene cuerpo de morsa el ayudante de Química y encima se pone camisas apretadas." },

  // ── hold: slurs about a person
  { expected: "hold", text: "Ese maricón de Filosofía nos suspendió a todos los hombres." },
  { expected: "hold", text: "La india esa de Contabilidad no sabe ni hablar bien." },
  { expected: "hold", text: "El sudaca de Economía debería volverse a su país." },
  { expected: "hold", text: "El moro de Árabe siempre llega tarde, típico de ellos." },
  { expected: "hold", text: "la marimacha de educación física nos grita todo el rato" },
  { expected: "hold", text: "ese negro de mierda del laboratorio me cerró la puerta en la cara" },
  { expected: "hold", text: "El profe es un retrasado, un mongólico que no sabe explicar." },
  { expected: "hold", text: "el cholo ese de la secre no me quiso atender" },
  { expected: "hold", text: "ese cochón de Sociología nos hace leer puras babosadas" },
  { expected: "hold", text: "la bollera de Química corrige peor que nadie" },
  { expected: "hold", text: "al panchito de Informática no se le entiende nada cuando habla" },

  // ── hold: personal data
  {
    expected: "hold",
    text: "Si queréis quejaros directamente, el móvil personal de Arrieta es 612 48 93 07, llamadle a cualquier hora.",
  },
  {
    expected: "hold",
    text: "La de Historia vive en la calle Los Olmos 14, 3ºB, Valladolid, por si alguien quiere ir a reclamar.",
  },
  {
    expected: "hold",
    text: "el correo personal del profe es mjuarez.perez82@gmail.com, no el de la uni, escribanle ahi",
  },
  { expected: "hold", text: "El DNI del coordinador es 48392017K, lo vi en el acta que se dejó olvidada." },
  { expected: "hold", text: "whatsapp de la maestra Olvera: 55 3184 2290, en el institucional no contesta" },
  { expected: "hold", text: "el rut del profe salgado es 17.482.391-5, sale en un documento que se filtro" },
  {
    expected: "hold",
    text: "La profesora Guzmán vive en la carrera 45 # 23-18, apto 502, Medellín, al lado de la panadería.",
  },
  { expected: "hold", text: "La cédula del decano es 1.023.884.571, con eso lo pueden buscar donde quieran." },

  // ── flag: swearing aimed at nobody
  { expected: "flag", text: "Qué mierda de horario nos han puesto este cuatri, clases de 8 a 9 de la noche." },
  { expected: "flag", text: "joder con la matrícula, tres horas de cola para nada" },
  { expected: "flag", text: "la concha de la lora, otro paro y perdemos el cuatrimestre" },
  { expected: "flag", text: "Me cago en el wifi de la biblioteca, no carga ni el campus virtual." },
  { expected: "flag", text: "pinche sistema de inscripciones, se cae cada semestre" },
  { expected: "flag", text: "qué vaina tan hijueputa el parqueadero de la u, nunca hay puesto" },
  { expected: "flag", text: "Puta burocracia, tres sellos y dos semanas para una convalidación." },
  { expected: "flag", text: "carajo, el examen de admisión estuvo durísimo, salí temblando" },
  { expected: "flag", text: "qué huevada de cafetería, todo frío y carísimo" },
  { expected: "flag", text: "hostia puta, qué calor en el aula 3, no hay quien aguante" },
  { expected: "flag", text: "Merda de calefacció, a l'aula de dibuix ens congelem cada matí." },
  { expected: "flag", text: "What a shitty schedule this semester, classes at 8am every single day." },

  // ── flag: an unknown link
  {
    expected: "flag",
    text: "Subí los resúmenes de Penal aquí: https://apuntes-penal-uv.netlify.app, espero que os sirvan.",
  },
  {
    expected: "flag",
    text: "para el parcial de calculo miren este canal www.calculofacil-tutorias.com esta muy bueno",
  },
  { expected: "flag", text: "Info del intercambio en bit.ly/3xIntercambioUA, porque la oficina no contesta." },
  { expected: "flag", text: "el grupo de estudio esta en https://discord.gg/k7PqR2xZ por si alguien se anima" },
  { expected: "flag", text: "Encontré los exámenes viejos de la facu en drive-apuntes-fceia.blogspot.com, de nada." },
  { expected: "flag", text: "Me ayudó mucho esta guía para el TFG: http://tfgsinestres.es/guia" },

  // ── flag: text mostly in capitals
  { expected: "flag", text: "ESTA ASIGNATURA ES UN DESASTRE DE ORGANIZACIÓN, NADIE SABE CUÁNDO ES EL EXAMEN FINAL" },
  { expected: "flag", text: "NO HAGAN ESTA CARRERA SI NO TIENEN TIEMPO, ES MUCHÍSIMA CARGA" },
  { expected: "flag", text: "LA MEJOR PROFESORA QUE HE TENIDO EN MI VIDA, GRACIAS POR TODO" },
  { expected: "flag", text: "OJO CON LAS FECHAS DE INSCRIPCIÓN QUE CAMBIARON Y NADIE AVISÓ" },
  { expected: "flag", text: "EL LABORATORIO DE QUÍMICA NO TIENE NI GUANTES, HAY QUE TRAERLOS DE CASA" },
  { expected: "flag", text: "RECOMIENDO MUCHÍSIMO EL POSGRADO, LOS PROFES SON MUY BUENOS Y CERCANOS" },

  // ── flag: stretched letters
  { expected: "flag", text: "la clase de Genética es buenísimaaaaaaa, me encantó" },
  { expected: "flag", text: "Noooooooo, otra vez cambiaron el horario del final" },
  { expected: "flag", text: "aprobéeeeeeee Estadística después de tres intentos!!!!!!!" },
  { expected: "flag", text: "qué sueñoooooooo dan las clases de las 8, pero la profe es un amor" },
  { expected: "flag", text: "Graciaaaaaas profe Medina por tanta paciencia con nosotros" },
  { expected: "flag", text: "el campus es hermosoooooo, con muchísimas áreas verdes" },

  // ── publish: surnames that look like insults or crimes
  {
    expected: "publish",
    text: "El profesor Matamoros es de lo mejor de la facultad, explica Mercantil con ejemplos reales.",
  },
  { expected: "publish", text: "Ladrón de Guevara corrige rápido y da un feedback muy detallado, muy recomendable." },
  { expected: "publish", text: "La profesora Gordo es exigente pero justa, sus apuntes valen oro." },
  { expected: "publish", text: "Con Calvo aprendí más Física en un cuatri que en todo el bachillerato." },
  { expected: "publish", text: "el profe Feo es un amor, siempre responde los mails al toque" },
  { expected: "publish", text: "Cabezas da Historia del Arte y se nota que le apasiona, clases muy amenas." },
  { expected: "publish", text: "La doctora Cerda tiene tutorías los martes y siempre te atiende con paciencia." },
  { expected: "publish", text: "Zorrilla pone exámenes largos, pero pregunta justo lo que se ve en clase." },
  { expected: "publish", text: "El ingeniero Malo, irónicamente, es el mejor profe de la carrera." },
  { expected: "publish", text: "Matanza da Microbiología y sus prácticas son las más organizadas del grado." },
  { expected: "publish", text: "La profe Delgado y el profe Gordillo comparten Anatomía y se complementan muy bien." },
  { expected: "publish", text: "Cursé Procesal con el licenciado Lamata y fue una gran experiencia." },
  { expected: "publish", text: "La profesora Bastardo (sí, se apellida así) es de lo más organizada que he tenido." },
  { expected: "publish", text: "El doctor Borrachero, de Farmacología, es puntualísimo y clarísimo explicando." },
  { expected: "publish", text: "tuve a la profe Matarrubia en Didáctica y la recomiendo un montón" },

  // ── publish: acronyms in capitals
  { expected: "publish", text: "Hice el TFG con la UNED y la tutora me respondió siempre en menos de 48 horas." },
  { expected: "publish", text: "La ETSIT tiene los mejores laboratorios de la UPM, aunque la cafetería es cara." },
  { expected: "publish", text: "En la UNAM, los de CU tienen muchísima oferta cultural, vale la pena aprovecharla." },
  { expected: "publish", text: "El CBC de la UBA es duro pero te prepara bien para la carrera." },
  {
    expected: "publish",
    text: "Las asignaturas de 6 ECTS de la UC3M tienen demasiada carga, pero el campus está bien.",
  },
  { expected: "publish", text: "Si vas a la PUCP, métete a los cursos de EEGGLL con calma, son la base de todo." },
  { expected: "publish", text: "Entré a la UdeA con buen puntaje del ICFES y el ambiente es muy bacano." },
  { expected: "publish", text: "Preparé la EBAU con academia y luego me matriculé en la UPV/EHU, no me arrepiento." },

  // ── publish: slang praise from many countries
  { expected: "publish", text: "El profe Urrutia es un crack, explica Estructuras de Datos como nadie." },
  { expected: "publish", text: "La de Bioquímica es una bestia explicando, te lo deja clarísimo." },
  { expected: "publish", text: "Ramírez la rompe en Álgebra, posta, el mejor docente de la facu." },
  { expected: "publish", text: "un capo total el de Análisis, te explica mil veces sin drama" },
  { expected: "publish", text: "Es la hostia de bueno el profesor de Óptica, vamos, un fenómeno." },
  { expected: "publish", text: "La maestra Cisneros está bien chida, sus clases son padrísimas." },
  { expected: "publish", text: "el profe es bacán, las clases son pulentas y la prueba es justa" },
  { expected: "publish", text: "chévere la materia, el profe es un tigre en finanzas" },
  { expected: "publish", text: "Bien pilas la profe de Contabilidad, explica clarito y sin apuro." },
  { expected: "publish", text: "Mae, el curso de Cálculo con la profe Solís es tuanis, pura vida." },
  { expected: "publish", text: "El profe de Redes es un animal, sabe muchísimo y lo explica fácil." },
  { expected: "publish", text: "Macanudo el profe de Anatomía, un tipo bárbaro." },
  { expected: "publish", text: "la clase de termo está bien chivo, el inge es un maestro" },
  { expected: "publish", text: "Es un máquina el de Programación, brutal cómo explica." },
  { expected: "publish", text: "Está a toda madre el taller de fotografía, la maestra se la rifa." },
  { expected: "publish", text: "mostro el profe de Economía, la lleva en todo" },
  { expected: "publish", text: "Los exámenes de Carrasco son una masacre, pero se aprende muchísimo con él." },

  // ── publish: quoted speech
  {
    expected: "publish",
    text: 'La profe siempre dice "el que copia solo se engaña a sí mismo" y tiene toda la razón.',
  },
  {
    expected: "publish",
    text: 'En Sociolingüística analizamos por qué "sudaca" y "panchito" son términos peyorativos, la clase más interesante del año.',
  },
  {
    expected: "publish",
    text: 'El primer día nos dijo "aquí nadie suspende por ser lento, solo por no venir", y cumplió.',
  },
  {
    expected: "publish",
    text: 'Leímos "Crimen y castigo" en Literatura Universal y el debate sobre el asesinato de la usurera estuvo genial.',
  },
  { expected: "publish", text: 'Mi viejo me dijo "andá a la UBA que es pública y buena" y no se equivocó.' },
  {
    expected: "publish",
    text: 'El profe de Ética nos habló de "la banalidad del mal" y pasamos dos horas debatiendo sobre los juicios de Núremberg.',
  },
  {
    expected: "publish",
    text: "Una compañera me avisó: «si vas con Herrera, estudia desde el día uno», y fue el mejor consejo.",
  },

  // ── publish: harsh but fair criticism
  {
    expected: "publish",
    text: "Explica fatal, lee las diapositivas y no responde dudas; el temario es interesante pero con él no se aprende.",
  },
  { expected: "publish", text: "Corrige injustamente: quita puntos por cosas que nunca explicó en clase." },
  { expected: "publish", text: "Pésima organización, las notas salieron tres semanas tarde y sin rúbrica." },
  {
    expected: "publish",
    text: "La profe Ordóñez es muy desorganizada y llega tarde casi siempre, una pena porque sabe mucho.",
  },
  { expected: "publish", text: "sus clases son aburridisimas y el examen no tiene nada que ver con lo que se da" },
  { expected: "publish", text: "el de mate es bastante soberbio, contesta de mala manera cuando le preguntas algo" },
  {
    expected: "publish",
    text: "No recomiendo esta optativa: mucha carga, poca utilidad y un profesor que no se prepara las clases.",
  },
  {
    expected: "publish",
    text: "La atención de la secretaría es lentísima, tardaron dos meses en darme un certificado.",
  },
  { expected: "publish", text: "La peor asignatura de la carrera, el profe parece que no quiere estar ahí." },
  { expected: "publish", text: "Evalúa con criterios que cambian cada semana, es imposible saber qué quiere." },

  // ── publish: course content about crime, harassment, violence, drugs or discrimination
  {
    expected: "publish",
    text: "En Penal II vimos el robo con violencia y el hurto agravado con casos reales, muy buena cátedra.",
  },
  {
    expected: "publish",
    text: "Estudiamos el acoso escolar y el ciberacoso en Psicología Educativa, temario muy completo.",
  },
  {
    expected: "publish",
    text: "El seminario sobre violencia de género fue duro pero necesario, la profe lo llevó con mucho cuidado.",
  },
  {
    expected: "publish",
    text: "en criminologia analizamos perfiles de asesinos en serie y homicidios famosos, la materia mas interesante",
  },
  {
    expected: "publish",
    text: "La optativa de drogas de abuso explica cocaína, heroína y anfetaminas sin morbo, muy recomendable.",
  },
  {
    expected: "publish",
    text: "En Derecho Laboral vimos el acoso sexual en el trabajo y cómo se denuncia, clase muy útil.",
  },
  {
    expected: "publish",
    text: "El curso de Sociología de la discriminación trata racismo, homofobia y xenofobia con datos de toda Latinoamérica.",
  },
  {
    expected: "publish",
    text: "Vimos narcotráfico y lavado de dinero en Penal Económico, los casos de Colombia y México muy bien explicados.",
  },
  {
    expected: "publish",
    text: "En Historia Contemporánea estudiamos las dictaduras del Cono Sur, las torturas y las desapariciones; fuerte pero muy bien dado.",
  },
  {
    expected: "publish",
    text: "En Medicina Legal analizamos lesiones por agresión y abuso sexual, el profe es muy respetuoso con el tema.",
  },
  {
    expected: "publish",
    text: "El taller de prevención de la violencia en el noviazgo debería ser obligatorio en todas las carreras.",
  },
  {
    expected: "publish",
    text: "En Trabajo Social hicimos un proyecto sobre consumo de pasta base en barrios de Montevideo, aprendí muchísimo.",
  },
  {
    expected: "publish",
    text: "En Ética Profesional discutimos casos de plagio académico y compra de notas, muy interesante.",
  },
  {
    expected: "publish",
    text: "En Procesal simulamos un juicio por extorsión y chantaje, a mí me tocó hacer de fiscal.",
  },

  // ── publish: the student's own misdeeds, fears, hypotheticals and fiction
  { expected: "publish", text: "Me robaron el móvil en la biblioteca el primer mes, ojo con dejar las cosas solas." },
  {
    expected: "publish",
    text: "Confieso que copié en el primer parcial y me pillaron; la profe fue justa y solo me anuló ese examen.",
  },
  { expected: "publish", text: "Me da miedo volver sola de noche por el campus, falta iluminación en el parking." },
  { expected: "publish", text: "yo llegué de resaca al examen de Macro y así me fue, culpa mía" },
  {
    expected: "publish",
    text: "Plagié sin querer en un trabajo por no citar bien y el profe me enseñó a hacerlo, súper comprensivo.",
  },
  {
    expected: "publish",
    text: "En el taller de escritura mi cuento era sobre un profesor que envenena al rector, y a la profe le encantó.",
  },
  { expected: "publish", text: "Si algún día me roban la tesis me muero, así que guardo copias en tres discos." },
  {
    expected: "publish",
    text: "La obra del grupo de teatro de la facu va de un chantaje en una universidad, muy recomendable.",
  },

  // ── publish: co-official languages and English
  {
    expected: "publish",
    text: "La professora Vidal explica molt bé i sempre respon els dubtes per correu, molt recomanable.",
  },
  { expected: "publish", text: "L'assignatura de Dret Penal és dura, però el professor Soler la fa molt entenedora." },
  { expected: "publish", text: "El profe de Matemàtiques és un crack, ho explica tot amb molta paciència." },
  { expected: "publish", text: "A profesora Castro é moi boa, as súas clases de Historia son amenas e claras." },
  { expected: "publish", text: "Recomendo moito o mestrado, os profes son próximos e atentos." },
  { expected: "publish", text: "Aranburu irakasle ona da, oso argi azaltzen du eta beti laguntzeko prest dago." },
  { expected: "publish", text: "Ikasgai hau zaila da baina oso interesgarria, gomendatzen dut." },
  { expected: "publish", text: "Great professor, very clear lectures and fair exams. Highly recommend Dr. Pemberton." },
  {
    expected: "publish",
    text: "The criminology module covers theft, assault and drug trafficking in depth, really well taught.",
  },
  { expected: "publish", text: "Tough grader but fair, Prof. Lindqvist gives detailed feedback on every essay." },
];
