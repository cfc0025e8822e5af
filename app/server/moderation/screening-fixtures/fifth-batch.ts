/**
 * Fifth batch, of every class: accusations in many tenses and persons, threats to people and things, body shaming, slurs, regional insults and personal data (hold); loose swearing, single links, capitals and repetition (flag); course content about crimes, look-alike surnames, acronyms, slang praise, other languages and ordinary reviews (publish). Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const FIFTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: accusations of crimes or serious misconduct (varied verbs, tenses, persons, nouns)
  { expected: "hold", text: "El de practicas le toco la pierna a mi compañera en la tutoria y no fue la primera vez." },
  { expected: "hold", text: "Nos cobraba 50 euros por aprobar el parcial, lo sabe toda la facultad." },
  { expected: "hold", text: "la profe Ibarrola vende los examenes finales por whatsapp a 30 lucas cada uno" },
  { expected: "hold", text: "Me acoso durante todo el cuatrimestre con mensajes a las 2 de la mañana." },
  { expected: "hold", text: "es un acosador, ninguna chica quiere ir sola a su despacho en horario de tutorias" },
  { expected: "hold", text: "Ella se robó mi tesina entera y la publicó en una revista con su nombre." },
  { expected: "hold", text: "ese llega borracho a las clases de las 8, se le nota en el aliento y en como habla" },
  {
    expected: "hold",
    text: "Viene drogado a clase casi todos los viernes, tiene los ojos rojos y no se entera de nada",
  },
  { expected: "hold", text: "cambio las notas de sus favoritos en el acta despues de cerrarla, tengo capturas" },
  { expected: "hold", text: "Falsificaron el acta del TFM para que el sobrino del director se titulara a tiempo." },
  { expected: "hold", text: "Me pidió favores a cambio de subirme la nota, ya se imaginan de qué tipo." },
  { expected: "hold", text: "Garmendia le pegó un empujón a un alumno en el pasillo y lo tiró contra la pared." },
  {
    expected: "hold",
    text: "el profesor Toledo ha abusado de al menos dos alumnas de cuarto, hay gente que lo sabe y calla",
  },
  { expected: "hold", text: "Nos amenazó con suspendernos a todos si alguien lo denunciaba ante la inspección." },
  { expected: "hold", text: "Me va a hundir la nota final porque lo reporte a la defensoria, me lo dijo en la cara" },
  {
    expected: "hold",
    text: "plagio la mitad de su libro de un autor colombiano, comparamos los capitulos linea por linea",
  },
  { expected: "hold", text: "Es un ladron, se queda con la plata que pagamos para las salidas de campo." },
  { expected: "hold", text: "la coordinadora es una ladrona, desvio el dinero del congreso a su cuenta" },
  { expected: "hold", text: "el acoso que sufrimos en el laboratorio de la doctora Ferrán nunca lo investigó nadie" },
  {
    expected: "hold",
    text: "A las mujeres las suspende por ser mujeres y a los chicos les regala el aprobado, lo hace cada año.",
  },
  { expected: "hold", text: "No deja entrar al examen a las chicas que llevan velo, las echa del aula." },
  { expected: "hold", text: "me agarro del brazo y me zarandeo delante de toda la clase porque llegue tarde" },
  { expected: "hold", text: "Le dio una bofetada a un estudiante de primero en plena revisión de examen." },
  {
    expected: "hold",
    text: "Te chantajea: o le haces gratis el trabajo de su proyecto o te deja sin firma de practicas.",
  },
  { expected: "hold", text: "me chantajeo, o lo ponia como coautor de mi articulo o no me aprobaba el TFG" },
  { expected: "hold", text: "acepta sobornos, a un compa le aprobo la materia a cambio de un iphone" },
  {
    expected: "hold",
    text: "el de estadistica cobra por poner notas, 100 soles el aprobado y 200 si quieres sobresaliente",
  },
  { expected: "hold", text: "dicen que le mandaba fotos intimas a una alumna de segundo por instagram" },
  { expected: "hold", text: "Intentó besarme en la cena de fin de curso y cuando lo rechacé me suspendió." },
  { expected: "hold", text: "se sobrepasa con las alumnas en las revisiones, siempre les pone la mano en la cintura" },
  { expected: "hold", text: "Vendió las respuestas del examen de admisión a una academia del centro." },
  { expected: "hold", text: "Los portatiles del laboratorio los robo ella, la tecnica, la pillaron las camaras." },
  { expected: "hold", text: "El decano encubrió las agresiones de su amigo del departamento durante años." },
  { expected: "hold", text: "Sube la nota a quien acepte salir a cenar con el, a mi me lo propuso dos veces" },
  { expected: "hold", text: "el tutor me acuso de plagio cuando el que copio mi trabajo fue él" },
  { expected: "hold", text: "El profe Quintanilla es un abusador y en el departamento todos lo saben." },
  { expected: "hold", text: "Se emborracha antes de cada examen oral, una vez se cayo de la tarima" },
  { expected: "hold", text: "nos obliga a pagarle clases particulares en su casa si queremos aprobar la asignatura" },
  {
    expected: "hold",
    text: "Ha manipulado las encuestas de evaluacion docente para que no aparezcan las quejas contra ella.",
  },
  { expected: "hold", text: "me tocaba el pelo y la espalda mientras corregia, me dio miedo volver a tutoria" },
  { expected: "hold", text: "Amenaza con reprobar a quien no vote por su candidato en las elecciones del claustro." },
  { expected: "hold", text: "la de farmacologia se lleva los reactivos del laboratorio y los revende por internet" },
  { expected: "hold", text: "Me manoseó en el ascensor de la facultad y luego hizo como si nada." },
  { expected: "hold", text: "Discrimina a los alumnos indígenas, les pone peor nota sin leer lo que entregan." },
  { expected: "hold", text: "copia los trabajos de sus tesistas y los presenta como propios en los congresos" },
  { expected: "hold", text: "si no le lavas el auto los sabados no apruebas, literal, a mi me lo pidio" },
  { expected: "hold", text: "el acosador de Hidalgo sigue dando clase en el departamento como si nada hubiera pasado" },
  { expected: "hold", text: "Vos me acosaste todo el año con mensajes y ahora te haces el ofendido." },
  { expected: "hold", text: "Usted nos robó la beca de investigación para dársela a su ahijada, profesora." },
  { expected: "hold", text: "para aprobar con ella hay que pasarle un sobre por debajo de la puerta, asi funciona" },
  { expected: "hold", text: "Habia falsificado las firmas de asistencia para cobrar horas que nunca dio." },

  // ── hold: threats to property (car, house, office, bike, phone)
  { expected: "hold", text: "Sé cuál es su coche en el parking, a ver cuánto le dura la pintura." },
  { expected: "hold", text: "le vamos a ponchar las llantas al carro del profe Ledesma si no sube las notas" },
  { expected: "hold", text: "Ojala alguien le raye el auto entero, se lo tiene bien merecido" },
  { expected: "hold", text: "Que cuide bien su bici, ya sabemos dónde la deja candada cada mañana." },
  { expected: "hold", text: "Si me suspende otra vez le reviento las ventanas del despacho." },
  { expected: "hold", text: "su casa tiene un jardin muy bonito, seria una pena que se quemara" },
  { expected: "hold", text: "voy a tirar su celular al lago la proxima vez que lo deje en la mesa" },
  { expected: "hold", text: "alguien deberia destrozarle la moto a la de Contabilidad, a ver si aprende" },
  { expected: "hold", text: "Le pincharemos las ruedas hasta que se largue de la facultad." },
  { expected: "hold", text: "Le vamos a llenar la oficina de basura y a romperle la computadora." },
  { expected: "hold", text: "que no deje el portatil solo en el aula, no respondo de lo que le pase" },
  { expected: "hold", text: "Anoche le tiramos piedras a la ventana de su casa y la próxima va a ser peor." },
  { expected: "hold", text: "Un par de huevos contra la fachada de su casa y ya verás cómo aprende." },

  // ── hold: threats and harm wishes against people, surveillance, incitement
  { expected: "hold", text: "Sé a qué hora sale del departamento y por qué calle camina, que tenga cuidado." },
  { expected: "hold", text: "Como me vuelva a suspender no sale entero del campus." },
  { expected: "hold", text: "ojala le de un infarto en plena clase y no vuelva" },
  { expected: "hold", text: "alguien tendria que darle una buena paliza a ese profe, yo pongo la plata" },
  { expected: "hold", text: "Lo estamos vigilando, profe, cada paso que da dentro y fuera de la uni." },
  { expected: "hold", text: "Se va a arrepentir de lo que me hizo, ya verá lo que le espera." },
  { expected: "hold", text: "Si alguno se lo cruza en el estacionamiento, denle su merecido de mi parte." },

  // ── hold: body shaming
  { expected: "hold", text: "La profe de Termodinamica esta tan gorda que no cabe detras de la mesa" },
  { expected: "hold", text: "el de Algebra es un enano calvo con cara de sapo" },
  { expected: "hold", text: "Con esa papada la de Química debería dar la clase de espaldas." },
  { expected: "hold", text: "Tiene los dientes amarillos y torcidos, da asco cuando te habla de cerca" },
  { expected: "hold", text: "La ayudante es una vaca, se come todo el catering de las defensas" },
  { expected: "hold", text: "El profesor Benítez es un esqueleto andante, da grima lo flaco que está." },
  { expected: "hold", text: "la de Frances tiene una nariz que entra al aula dos minutos antes que ella" },
  { expected: "hold", text: "Ese profe huele a sobaco y tiene la cara llena de granos, que asco" },
  { expected: "hold", text: "la de Estadistica con esas piernas de elefante no deberia ponerse falda" },
  { expected: "hold", text: "El de Redes es un gordo seboso que suda como un cerdo en clase." },
  { expected: "hold", text: "orejon y cabezon, el profe de Historia parece un dibujito animado" },
  { expected: "hold", text: "La de Dibujo Técnico tiene más bigote que mi abuelo, qué horror verla." },
  { expected: "hold", text: "el de Farmacia es un tapon de metro y medio con barriga cervecera" },

  // ── hold: group words used as slurs against a person
  { expected: "hold", text: "La de Historia del Arte es una sudaca que no sabe ni hablar bien español." },
  { expected: "hold", text: "el profe de Bioquimica es un maricon, no le hagan caso a nada" },
  { expected: "hold", text: "Ese profesor es un mongolico, no sabe ni encender el proyector" },
  { expected: "hold", text: "la coordinadora es una bolita resentida, que se vuelva a su pais" },
  { expected: "hold", text: "El ayudante es un veneco de mierda, seguro compró el título." },
  { expected: "hold", text: "el de Fisica es un retrasado, explica como un subnormal" },
  { expected: "hold", text: "la profesora Quispe es una india bruta que no deberia enseñar" },
  { expected: "hold", text: "El de Matemática Financiera es un judío con los puntos, no regala ni medio." },
  { expected: "hold", text: "La profe de Química es una tortillera amargada, por eso nos trata así." },
  { expected: "hold", text: "El tutor es un moro de mierda y corrige como tal" },
  { expected: "hold", text: "ese profe es un cholo igualado que se cree superior" },

  // ── hold: regional insults aimed at a person
  { expected: "hold", text: "El de Análisis II es un pelotudo atómico, no sabe ni lo que dicta." },
  { expected: "hold", text: "che, la titular de la catedra es una boluda importante, no la banco mas" },
  { expected: "hold", text: "El profe de Contabilidad es un nabo y un gil de goma, bo." },
  { expected: "hold", text: "el profe de calculo es un weon culiao, no cacha nada" },
  { expected: "hold", text: "Ese cojudo de Costos no sabe ni sumar, causa, no lleven su curso." },
  { expected: "hold", text: "El ingeniero Saavedra es un opa, nadie le entiende ni jota" },
  { expected: "hold", text: "Ese man de Contabilidad es un lámpara y un pendejo, ñaño, no se le aguanta." },
  { expected: "hold", text: "la de Finanzas es una gonorrea de vieja, parce, insoportable" },
  { expected: "hold", text: "el profe Restrepo es un guevon, no sabe explicar ni la tabla del dos" },
  { expected: "hold", text: "Esa profe es una pajua y una jalabolas del decano, chamo." },
  { expected: "hold", text: "El maestro Ortega es un pendejo y un culero, no lo soporta ni su mamá" },
  { expected: "hold", text: "la miss de ingles es bien mamona y una pinche naca" },
  { expected: "hold", text: "Asere, el profe de Marxismo es un comemierda de primera." },
  { expected: "hold", text: "El profesor Almonte es un mamaguevo y un palomo, loco" },
  { expected: "hold", text: "El de Derecho Romano es un gilipollas y un capullo integral, tio." },
  { expected: "hold", text: "la profesora Arrieta es una imbecil y una pedante insoportable" },

  // ── hold: personal data
  { expected: "hold", text: "Su celular personal es el 311 482 9076, llámenlo a cualquier hora para reclamar." },
  { expected: "hold", text: "escribanle a su correo privado nadia.perales.r@hotmail.com y saturenselo" },
  {
    expected: "hold",
    text: "La de Genética vive en la calle Los Almendros 742, 3ºB, por si alguien quiere ir a reclamarle.",
  },
  { expected: "hold", text: "Aqui teneis el DNI del profesor Urdaneta: 48213765K, a ver que encontrais" },
  {
    expected: "hold",
    text: "Los jueves se queda sola en el laboratorio 4 hasta las diez de la noche, para quien quiera hablar con ella.",
  },
  { expected: "hold", text: "El insta privado del ayudante es @fercho_vallejo_92, siganlo y diganle lo que piensan" },
  {
    expected: "hold",
    text: "Su hija estudia en el colegio San Marcos y sale a las dos, por si alguien quiere saludarla.",
  },

  // ── hold: several links to unknown sites
  {
    expected: "hold",
    text: "Examenes resueltos en http://parciales-ya.xyz/fisica y en https://resumenes-pro.click/quimica",
  },
  { expected: "hold", text: "Miren www.notasfaciles.top y tambien www.descargaapuntes.biz, ahi esta todo gratis" },
  {
    expected: "hold",
    text: "Bajen todos los apuntes del curso aqui: https://drive-apuntes.online/a1 https://apuntesfree.site/b2 https://megaunis.info/c3",
  },

  // ── flag: swearing not aimed at anyone
  { expected: "flag", text: "Joder, qué parcial más largo, no me dio tiempo ni a repasar." },
  { expected: "flag", text: "me cago en todo, otra vez suspendi estadistica por medio punto" },
  { expected: "flag", text: "Hostia, el temario de Procesal es enorme, empezad pronto." },
  { expected: "flag", text: "que putada que cambiaran el horario a mitad del cuatrimestre" },
  { expected: "flag", text: "La puta madre, se cayó el campus virtual justo en la entrega final." },
  { expected: "flag", text: "coño, tres examenes en la misma semana, quien organiza esto" },
  { expected: "flag", text: "Mierda de horario, clases de 8 a 9 y luego nada hasta las 6." },
  { expected: "flag", text: "carajo, la biblioteca cerrada en plena epoca de examenes" },
  { expected: "flag", text: "verga, no entendi nada de termo, voy a tener que ver videos" },
  { expected: "flag", text: "Chucha, reprobé de nuevo el ramo, tercera vez ya" },
  { expected: "flag", text: "concha de la lora, perdi el colectivo y llegue tarde al final" },
  { expected: "flag", text: "Qué cagada de plan de estudios, metieron dos anuales en el mismo año." },
  { expected: "flag", text: "Me cago en la leche, la nota de corte sube cada año." },
  { expected: "flag", text: "a la mierda, me cambio de carrera despues de este cuatri" },

  // ── flag: exactly one link to an unknown site
  { expected: "flag", text: "Subí mis apuntes de Cálculo aquí: https://misapuntesuni.site/calculo" },
  { expected: "flag", text: "resumen de toda la materia en www.resumenesdelsur.com.ar por si a alguien le sirve" },
  { expected: "flag", text: "Hice una guía de ejercicios resueltos, está en http://guiasfisica.blog/tema3" },
  { expected: "flag", text: "para practicar el oral de ingles usen https://charlaingles.app, me ayudo mucho" },
  { expected: "flag", text: "El grupo de estudio se organiza en https://estudiamos-juntos.net/anatomia, únanse." },
  { expected: "flag", text: "Dejo el simulador de circuitos que usamos: circuitolab-uni.io/demo" },
  { expected: "flag", text: "Encuesta sobre la carga de trabajo del grado: https://encuestaalumnos.info/grado" },
  { expected: "flag", text: "banco de preguntas tipo test en https://testmedicos.es/farmaco, esta muy bien" },

  // ── flag: mostly capitals
  { expected: "flag", text: "NO COMPREN EL LIBRO, TODO ESTA EN LAS DIAPOSITIVAS DEL CAMPUS" },
  { expected: "flag", text: "EL EXAMEN FINAL ES ACUMULATIVO, ESTUDIEN DESDE EL PRIMER TEMA" },
  { expected: "flag", text: "MUY BUENA PROFESORA, SIEMPRE RESPONDE LOS CORREOS EL MISMO DIA" },
  { expected: "flag", text: "OJO QUE LAS PRACTICAS SON OBLIGATORIAS Y PASAN LISTA" },
  { expected: "flag", text: "LA MEJOR MATERIA DE TODA LA CARRERA, SIN DUDA ALGUNA" },
  { expected: "flag", text: "IMPORTANTE: LA REVISION DE NOTAS ES SOLO EL LUNES POR LA MAÑANA" },
  { expected: "flag", text: "NADIE AVISO QUE EL PARCIAL SE ADELANTABA UNA SEMANA" },
  { expected: "flag", text: "RECOMIENDO HACER TODOS LOS EJERCICIOS DE LA GUIA ANTES DEL FINAL" },

  // ── flag: a character repeated 6+ times
  { expected: "flag", text: "Aprobeeeeeeee por fin la materia mas dificil del grado" },
  { expected: "flag", text: "siiiiiiii, el profe publico las notas y aprobamos casi todos" },
  { expected: "flag", text: "Por qué el final es un sábado a las 8????????" },
  { expected: "flag", text: "Noooooooo, cambiaron la fecha del parcial otra vez" },
  { expected: "flag", text: "Que buena clase la de hoy!!!!!!!! me encanto el tema de redes" },

  // ── flag: a word repeated 4+ times in a row
  { expected: "flag", text: "Gracias gracias gracias gracias profe por su paciencia todo el año" },
  { expected: "flag", text: "estudien estudien estudien estudien que el final no perdona" },
  { expected: "flag", text: "Nunca nunca nunca nunca dejen la práctica para el último día" },
  { expected: "flag", text: "Ejercicios ejercicios ejercicios ejercicios, esa es la clave de esta materia" },
  { expected: "flag", text: "vayan vayan vayan vayan a las tutorias, sirven muchisimo" },

  // ── publish: course content about crimes and misconduct, quoted and reported speech
  {
    expected: "publish",
    text: "En Derecho Penal II vimos el acoso sexual como delito y la profe explica muy bien la jurisprudencia.",
  },
  {
    expected: "publish",
    text: "Criminología trata robos, homicidios y agresiones desde la estadística. Muy recomendable si te gustan los datos.",
  },
  {
    expected: "publish",
    text: "En Ética de la Investigación analizamos casos reales de plagio y falsificación de datos, temario muy útil.",
  },
  { expected: "publish", text: "El profe siempre dice «quien copia se roba a sí mismo», frase que me quedó grabada." },
  {
    expected: "publish",
    text: "Vimos una película en la que el protagonista amenaza con quemar la casa de su jefe y el debate posterior estuvo genial.",
  },
  {
    expected: "publish",
    text: "En Literatura leímos una novela en la que un maestro acosa a una alumna, la profesora guió el análisis con mucho tacto.",
  },
  {
    expected: "publish",
    text: "medicina legal: estudiamos lesiones por agresion y signos de abuso, clases duras pero necesarias",
  },
  {
    expected: "publish",
    text: "Psicología del Desarrollo tiene un tema entero sobre maltrato infantil y la profesora lo trata con rigor.",
  },
  {
    expected: "publish",
    text: "Historia Contemporánea: dictaduras, torturas y desapariciones. El profe no edulcora nada y se agradece.",
  },
  {
    expected: "publish",
    text: "En Derecho Administrativo el tema de cohecho y soborno de funcionarios es lo más difícil del temario.",
  },
  {
    expected: "publish",
    text: "En Toxicología vimos los efectos del alcohol y las drogas en la conducción, practicas muy interesantes.",
  },
  {
    expected: "publish",
    text: "En el seminario de periodismo aprendimos a cubrir denuncias de acoso sin revelar datos de las víctimas.",
  },
  {
    expected: "publish",
    text: "La unidad de ciberdelitos explica phishing, robo de identidad y chantaje con fotos íntimas, muy actual.",
  },
  {
    expected: "publish",
    text: "Mi abuela decía que el que roba a un ladrón tiene cien años de perdón, y el profe de Civil la citó en clase, jaja.",
  },
  {
    expected: "publish",
    text: "En la charla de bienvenida explicaron el protocolo contra el acoso de la universidad, todo muy claro.",
  },
  {
    expected: "publish",
    text: "Sociología del Trabajo: estudiamos la discriminación racial y de género en la contratación, bibliografía excelente.",
  },
  {
    expected: "publish",
    text: "En Teatro ensayamos una escena donde un personaje golpea a su hermano, el profe coreografió todo con cuidado.",
  },
  {
    expected: "publish",
    text: "Derecho Procesal Penal: simulamos un juicio por robo con violencia y a mí me tocó hacer de fiscal.",
  },
  {
    expected: "publish",
    text: "En Inmunología vimos cómo los linfocitos matan a las células infectadas, la profe lo explica de lujo.",
  },
  {
    expected: "publish",
    text: "Informática forense: aprendimos a rastrear quién filtró los datos en una brecha de seguridad simulada.",
  },
  {
    expected: "publish",
    text: "En Auditoría analizamos un caso de fraude contable de una empresa ficticia, muy entretenido.",
  },
  {
    expected: "publish",
    text: "La obra que leímos en Teatro Clásico va de un rey que envenena a su hermano, clases muy amenas.",
  },
  {
    expected: "publish",
    text: "Victimología es una optativa intensa: violencia de género, abuso sexual y atención a víctimas. Muy bien dada.",
  },
  {
    expected: "publish",
    text: "el profe de Penal repite que «el que amenaza pierde la ventaja», y lo usa para explicar la coacción",
  },
  {
    expected: "publish",
    text: "En Deontología Médica discutimos qué hacer si un colega llega borracho a una guardia, debate muy bueno.",
  },
  {
    expected: "publish",
    text: "Criminalística: huellas, balística y escenas del crimen. Las prácticas de laboratorio son lo mejor.",
  },
  {
    expected: "publish",
    text: "Historia de América: la profesora explica la esclavitud y el racismo colonial con fuentes primarias.",
  },
  {
    expected: "publish",
    text: "En Derecho Laboral vimos el despido por represalia y cómo se prueba, temario denso pero bien explicado.",
  },
  {
    expected: "publish",
    text: "Para Psicología Social vimos el documental sobre el experimento de la cárcel simulada, da para pensar.",
  },
  {
    expected: "publish",
    text: "En Filosofía del Derecho leímos un cuento donde un juez acepta sobornos, y el análisis fue buenísimo.",
  },
  {
    expected: "publish",
    text: "Economía del crimen: modelos sobre por qué la gente roba o evade impuestos. Raro pero interesante.",
  },
  {
    expected: "publish",
    text: "La asignatura de Integridad Académica explica qué cuenta como plagio y cómo citar bien, muy necesaria en primero.",
  },
  {
    expected: "publish",
    text: "En Microbiología aprendimos cómo los antibióticos destruyen la pared de las bacterias, práctica muy visual.",
  },
  {
    expected: "publish",
    text: "En el taller de escritura un compañero leyó un relato donde el narrador amenaza a su vecino, quedó muy logrado.",
  },
  {
    expected: "publish",
    text: "Derecho Internacional: crímenes de guerra y genocidio, temas pesados que el profe maneja con seriedad.",
  },
  {
    expected: "publish",
    text: "Como dice el personaje de la serie que vimos en clase, «aquí nadie sale limpio», y de eso va el tema de corrupción.",
  },

  // ── publish: surnames that look like words
  { expected: "publish", text: "La profesora Calvo explica muy bien la parte de integrales, recomendada." },
  { expected: "publish", text: "El doctor Ladrón de Guevara es exigente pero justísimo con las notas." },
  { expected: "publish", text: "matamoros da las clases de Física con muchos ejemplos y se entiende todo" },
  { expected: "publish", text: "El profesor Bastardo tiene unos apuntes buenísimos de Derecho Civil." },
  { expected: "publish", text: "La profe Feo es de lo mejor del departamento, super atenta en tutorías." },
  { expected: "publish", text: "con Gordillo aprendí más Química en un mes que en todo el bachillerato" },
  { expected: "publish", text: "El profesor Malo es en realidad buenísimo, el apellido engaña, jaja." },
  { expected: "publish", text: "La doctora Cabezas corrige rápido y deja comentarios útiles en cada práctica." },
  { expected: "publish", text: "Lobo explica Historia Medieval como si contara una serie, muy recomendable." },
  { expected: "publish", text: "Tuve a la profesora Delgado en Anatomía y sus esquemas me salvaron el parcial." },

  // ── publish: acronyms in capitals
  { expected: "publish", text: "Esta asignatura vale 6 ECTS pero la carga de trabajo es de 9, tenedlo en cuenta." },
  { expected: "publish", text: "El tutor de mi TFG me respondió siempre en menos de dos días." },
  { expected: "publish", text: "Si venís del CBC de la UBA, esta materia repasa todo lo de Álgebra." },
  { expected: "publish", text: "En la UNAM esta optativa se llena rápido, inscríbanse el primer día." },
  { expected: "publish", text: "Las lecturas están en PDF en el aula virtual y el profe las actualiza cada año." },
  { expected: "publish", text: "Preparé la EBAU con sus apuntes de Historia y saqué un nueve." },

  // ── publish: slang praise
  { expected: "publish", text: "El profe Iturbe es un crack, explica Cálculo como nadie." },
  { expected: "publish", text: "La de Física es una máquina, resuelve cualquier duda en dos minutos." },
  { expected: "publish", text: "Muy bacán el ramo, la profe Sepúlveda se pasa con las ayudantías." },
  { expected: "publish", text: "Qué chévere la clase de Marketing, el profesor Landaeta es lo máximo." },
  { expected: "publish", text: "esta bien chido el curso de Redes, el maestro Zavala explica padrisimo" },
  { expected: "publish", text: "La profesora Aldana es una capa total, sus clases de Semántica son bárbaras." },
  { expected: "publish", text: "El de Programación la rompe, sus clases son brutales de buenas." },
  { expected: "publish", text: "Es una bestia explicando Estadística, salí de cada clase entendiendo todo." },
  { expected: "publish", text: "La profe Montalvo la mató con la clase de hoy, todo el mundo aplaudió." },
  { expected: "publish", text: "Clases de lujo, muy guay el profe Recuero y encima majísimo." },

  // ── publish: co-official languages and English
  {
    expected: "publish",
    text: "La professora Vilaró explica molt bé i els exàmens són justos. Recomano l'assignatura.",
  },
  { expected: "publish", text: "M'ha agradat molt l'assignatura, les pràctiques de laboratori són molt útils." },
  { expected: "publish", text: "El professor Ferrer sempre respon els correus i les tutories valen la pena." },
  { expected: "publish", text: "Assignatura dura però ben organitzada, amb apunts clars i molts exercicis." },
  { expected: "publish", text: "O profesor Outeiro é moi claro e sempre responde os correos axiña." },
  { expected: "publish", text: "A materia de Xeografía paga a pena, as saídas de campo son xeniais." },
  { expected: "publish", text: "Irakasle oso ona da, azalpenak argiak dira eta beti laguntzeko prest dago." },
  { expected: "publish", text: "Ikasgai interesgarria da eta azterketa nahiko erraza izan zen." },
  { expected: "publish", text: "Great lecturer, clear slides and fair grading. Highly recommend this module." },
  { expected: "publish", text: "The workload is heavy but Dr. Hallworth makes the material really engaging." },
  { expected: "publish", text: "Took this course as an exchange student, the professor was patient and helpful." },

  // ── publish: ordinary reviews, including harsh but fair criticism
  { expected: "publish", text: "Explica fatal, lee las diapositivas sin mirar a la clase y no responde dudas." },
  {
    expected: "publish",
    text: "El examen fue durísimo, la mitad de la clase suspendió, pero avisó desde el primer día.",
  },
  { expected: "publish", text: "corrige lentisimo, tuvimos las notas del parcial una semana antes del final" },
  {
    expected: "publish",
    text: "Sus diapositivas parecen de 2005 y los ejemplos no tienen nada que ver con el examen.",
  },
  { expected: "publish", text: "Buena profesora, aunque a veces va demasiado rápido con las demostraciones." },
  { expected: "publish", text: "La materia es pesada pero el ayudante de los jueves salva a todos." },
  { expected: "publish", text: "No recomiendo esta optativa, mucha lectura y poca relación con la carrera." },
  { expected: "publish", text: "Las prácticas de laboratorio están muy bien montadas, aprendí un montón." },
  { expected: "publish", text: "el profe Arizmendi es muy desorganizado, cambia las fechas de entrega cada semana" },
  { expected: "publish", text: "Clases aburridas pero el material del aula virtual es completo y ordenado." },
  { expected: "publish", text: "Si vas a tutorías te explica todo con paciencia, en clase cuesta más seguirle." },
  { expected: "publish", text: "El temario es enorme para un cuatrimestre, habría que repartirlo en dos asignaturas." },
  { expected: "publish", text: "Me encantó Microeconomía, la profesora Urquiza pone ejemplos de la vida real." },
  {
    expected: "publish",
    text: "Muy exigente con la ortografía en los trabajos, así que revisad bien antes de entregar.",
  },
  { expected: "publish", text: "la catedra de Anatomia es la mas organizada de la facultad, todo con cronograma" },
  { expected: "publish", text: "El grado en Enfermería tiene muchísimas prácticas, cansa pero se aprende." },
  { expected: "publish", text: "Poca claridad en los criterios de evaluación, nunca sabes qué va a preguntar." },
  { expected: "publish", text: "La profe Coronel da muchísima bibliografía, con los resúmenes de clase alcanza." },
  {
    expected: "publish",
    text: "Contabilidad de Costos es difícil pero el profesor resuelve muchos ejercicios en la pizarra.",
  },
  { expected: "publish", text: "Es de esos profes que se nota que aman lo que enseñan, contagia las ganas." },
  { expected: "publish", text: "Las clases online tenían mal audio, pero subía las grabaciones el mismo día." },
  { expected: "publish", text: "no es un examen imposible, solo hay que hacer los problemas de las hojas" },
  {
    expected: "publish",
    text: "La carrera de Arquitectura te absorbe la vida, organizad bien el tiempo desde primero.",
  },
  { expected: "publish", text: "Muy puntual y respetuoso, aunque sus exámenes tipo test penalizan mucho los errores." },
  { expected: "publish", text: "El profesor Vidaurre habla muy bajito, conviene sentarse en las primeras filas." },
  { expected: "publish", text: "El curso de verano de Python fue corto pero intenso, lo repetiría." },
  { expected: "publish", text: "Cursé Álgebra Lineal con la profesora Maidana en Montevideo y fue un gran curso." },
  { expected: "publish", text: "Me costó mucho adaptarme al ritmo del ramo, pero las ayudantías ayudaron harto." },
  { expected: "publish", text: "Nada que ver con lo que dice la guía docente, el programa real es otro." },
  { expected: "publish", text: "La mejor asignatura del máster, proyectos reales con empresas de la zona." },
  { expected: "publish", text: "Le falta pedagogía, sabe muchísimo pero no sabe transmitirlo a primero." },
  { expected: "publish", text: "Recomiendo llevar la materia al día, el final de Bioquímica en Quito es largo." },
];
