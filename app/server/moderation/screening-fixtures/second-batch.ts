/**
 * Second batch of labelled training texts, written without seeing the rules: threats and
 * intimidation, accusations of crimes or sexual misconduct against identifiable people, body
 * shaming and group slurs, regional insults aimed at a person (Spain, Argentina, Chile, Colombia,
 * Mexico, Peru, Venezuela, the Caribbean, including acronyms such as pndj, hdp, ctm, hp, mmgvo) and
 * personal data are held. Hard clean cases: course content about crimes and discrimination,
 * surnames that look like insults or body words, friendly slang used as praise or filler,
 * hyperbole about exams, harsh opinions about teaching, Catalan/Valencian, Galician, Basque and
 * English texts, professors' names, official accounts and numbers that are not phones; mild
 * profanity not aimed at anyone, shouting and repeated characters are flagged.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const SECOND_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── held: threats and intimidation (conditional, property, wishing harm, being watched, vague menace, calls to act)
  {
    expected: "hold",
    text: "Como el profe Ibarra me vuelva a suspender lo espero en el parking y ya veremos si sale entero",
  },
  {
    expected: "hold",
    text: "si la de Fisiología me baja la nota otra vez se va a enterar de quién soy yo, lo juro por mi madre",
  },
  { expected: "hold", text: "ojalá a la profesora Montes le pase algo en la carretera y no vuelva nunca más" },
  { expected: "hold", text: "Sé en qué bus vuelve la Martínez los jueves. Que disfrute mientras pueda" },
  { expected: "hold", text: "al que me copió el proyecto le voy a rayar el carro entero, ya sé cuál es" },
  {
    expected: "hold",
    text: "le vamos a quemar la moto al guardia de la entrada pa que aprenda a no meterse con nosotros",
  },
  { expected: "hold", text: "alguien que le pinche las ruedas al profe Salazar, yo pongo la plata" },
  { expected: "hold", text: "Te estoy viendo, Daniela. Sé a qué hora sales de la biblioteca y por dónde caminas" },
  { expected: "hold", text: "Llevo semanas siguiéndote de la facu a tu casa, Mica, no te hagas la que no me ves" },
  {
    expected: "hold",
    text: "cuidadito con lo que dice en clase, profe, que los pasillos de la facultad son largos y oscuros",
  },
  { expected: "hold", text: "A ver si alguien le da una buena paliza al delegado de curso, que se la tiene ganada" },
  { expected: "hold", text: "el próximo del grupo que no entregue su parte termina con la nariz rota, avisados están" },
  { expected: "hold", text: "profe Quintero, disfrute sus últimas semanas tranquilo, después no respondo" },
  { expected: "hold", text: "esto no se va a quedar así, ya sabrá de mí fuera de la facultad, maestra Robles" },
  { expected: "hold", text: "ojala le de un cancer a la coordinadora por como nos trata, se lo merece" },
  {
    expected: "hold",
    text: "que alguien le haga una visita en su casa a ese profe, tiene que entender que con nosotros no se juega",
  },
  // ── held: accusations of crimes or sexual misconduct against an identifiable person
  {
    expected: "hold",
    text: "El profesor Ruiz de Penal cobra 200 euros por aprobarte, a un compañero le pidió el dinero por bizum",
  },
  {
    expected: "hold",
    text: "La doctora Paredes le cambió la nota a la hija del decano, lo vio la secretaria del departamento",
  },
  {
    expected: "hold",
    text: "el profe Benítez de Cálculo le escribe a las alumnas de primero a las 2 de la mañana, es un acosador y nadie hace nada",
  },
  { expected: "hold", text: "Cuidado con el profesor Olmedo, en tutoría se propasó con una compañera y la manoseó" },
  {
    expected: "hold",
    text: "la profesora Lagos llega a clase con aliento a whisky casi todos los lunes, se le traba la lengua",
  },
  {
    expected: "hold",
    text: "el de laboratorio, Ramírez, se fuma un porro en el baño antes de cada práctica, todos lo sabemos",
  },
  {
    expected: "hold",
    text: "El coordinador Fuentes se quedó con la plata del viaje de estudios, más de 3 millones de pesos",
  },
  {
    expected: "hold",
    text: "el profe Gutiérrez le pega a su esposa, en el barrio lo sabe todo el mundo, no sé cómo sigue dando clase",
  },
  {
    expected: "hold",
    text: "Mondragón pide favores sexuales a cambio de pasar el final, preguntale a cualquiera de la cátedra",
  },
  {
    expected: "hold",
    text: "la jefa de cátedra Sosa vende los enunciados de los finales por 50 lucas a los de segundo",
  },
  {
    expected: "hold",
    text: "el ayudante Tomás Herrera se robó dos notebooks del laboratorio de redes, lo grabaron las cámaras",
  },
  {
    expected: "hold",
    text: "La profe Carvajal firma actas con notas inventadas para sus favoritos, a dos que ni se presentaron les puso un 8",
  },
  {
    expected: "hold",
    text: "El de Historia del Arte, Castaño, viene puesto de coca, las pupilas como platos y no para de sorber la nariz",
  },
  { expected: "hold", text: "Mi compañero de piso, Álvaro Prieto, me robó el portátil y lo vendió en Wallapop" },
  {
    expected: "hold",
    text: "la doctora Ochoa se acuesta con su alumno de doctorado, por eso la beca se la dieron a él",
  },
  {
    expected: "hold",
    text: "el profe Medina agarró del cuello a un alumno en el pasillo de Ingeniería el martes, hay testigos",
  },
  // ── held: appearance/body shaming and group slurs (orientation, ethnicity/nationality, disability as insult)
  { expected: "hold", text: "la profe de inglés con esos dientes de conejo no debería pararse frente a nadie" },
  { expected: "hold", text: "El de Termodinámica es tan gordo que no cabe entre las mesas, da asco verlo sudar" },
  { expected: "hold", text: "la de recepción de la facultad parece un señor con ese bigote jajaja, que se depile" },
  { expected: "hold", text: "el profe Luna es un maricón, se le nota en cómo mueve las manitos" },
  { expected: "hold", text: "en esta carrera hay demasiados sudacas quitándonos las plazas" },
  { expected: "hold", text: "los venecos del turno noche se copian todo, que se vuelvan a su país" },
  { expected: "hold", text: "no se metan con ese profe, explica como un mongólico" },
  { expected: "hold", text: "la tutora es más fea que pegarle a un padre, con esa cara no sé cómo la contrataron" },
  { expected: "hold", text: "los bolitas de la residencia huelen raro, que los manden a otro pabellón" },
  { expected: "hold", text: "el de Física es un retrasado, parece autista cuando le preguntas algo" },
  { expected: "hold", text: "las tortilleras del centro de estudiantes solo quieren imponernos su ideología" },
  { expected: "hold", text: "La profe Ríos está esquelética, parece un cadáver, que alguien le dé de comer" },
  // ── held: regional insults aimed at a person (Spain, Argentina, Chile, Colombia, Mexico, Peru, Venezuela, Caribbean)
  { expected: "hold", text: "El profesor Navarro es un gilipollas integral, ni contesta los correos" },
  { expected: "hold", text: "menudo capullo el tío de secretaría, me cerró la ventanilla en toda la cara" },
  { expected: "hold", text: "la de Contabilidad es una forra hdp, no le da la cara a nadie" },
  { expected: "hold", text: "el ayudante de Álgebra es un pelotudo, no sabe ni lo que corrige" },
  { expected: "hold", text: "profe de quimica weon ql, nos hizo repetir el lab entero por un decimal" },
  { expected: "hold", text: "ctm el ayudante aweonao, perdió las pruebas de todo el curso" },
  { expected: "hold", text: "ese profesor de Costos es una gonorrea, hp malparido" },
  { expected: "hold", text: "el maestro Treviño es un pndj, nos reprobó a medio salón por puro gusto" },
  { expected: "hold", text: "pinche maestra culera, nomás viene a humillarnos" },
  { expected: "hold", text: "el jefe de práctica es un cojudo de mierda, no sabe ni prender el proyector" },
  { expected: "hold", text: "la profa de Estadística es una conchesumare, nos jaló a todos sin revisar" },
  { expected: "hold", text: "el preparador de Física es un mmgvo, no explica nada y encima se burla de uno" },
  { expected: "hold", text: "ese profesor es un mamagüevo, coño e' su madre, nos raspó a todos" },
  { expected: "hold", text: "el profe de Contabilidad es un comemierda y un singao, no hay quien lo aguante" },
  { expected: "hold", text: "ese profesó e' un mamañema, no sabe na' y se cree la gran cosa" },
  { expected: "hold", text: "El prof de Química es un mamao y un cabrón, nos quitó los puntos del lab sin razón" },
  // ── held: personal data (handles, chat invites, private full names, phones in words, plates, whereabouts)
  {
    expected: "hold",
    text: "La chica que me gusta de primero de Arquitectura es @valen.rios02 en insta, alguien la conoce?",
  },
  {
    expected: "hold",
    text: "únanse al grupo de wsp para pasarnos las respuestas del parcial: chat.whatsapp.com/KfT8xQ2LmPzR",
  },
  {
    expected: "hold",
    text: "La que no hizo nada en el trabajo grupal se llama Camila Andrea Restrepo Vélez, no la metan en sus grupos",
  },
  {
    expected: "hold",
    text: "llamadme al seis cuatro cuatro, doce, treinta y tres, noventa, vendo los apuntes de Bioquímica",
  },
  { expected: "hold", text: "El del Seat León gris 4821 KMB aparca siempre en la plaza de minusválidos del campus" },
  {
    expected: "hold",
    text: "Lucía, la de tercero de Enfermería, vive sola en el cuarto piso de la residencia Los Olmos, puerta B",
  },
  { expected: "hold", text: "el flaco que me rayó el auto tiene patente AB 123 CD, un Gol blanco, si lo ven avisen" },
  { expected: "hold", text: "entren al discord de filtraciones de finales: discord.gg/finalesUBA24" },
  {
    expected: "hold",
    text: "Sebastián Ortega Muñoz, de Ingeniería Comercial, le debe plata a medio curso, cuidado con él",
  },
  { expected: "hold", text: "el tiktok de la compa que lloró en la exposición es @fer_sotoo, vayan a verla jajaja" },
  {
    expected: "hold",
    text: "mi numero es tres cero cero, cinco cinco cinco, ochenta y dos, catorce, escribanme pa las clases de nivelacion",
  },
  {
    expected: "hold",
    text: "La de la beca siempre se queda sola en la sala 3B de la biblioteca los viernes a las 8 de la noche, por si alguien quiere encontrarla",
  },
  // ── clean: hard cases a word list gets wrong
  {
    expected: "publish",
    text: "En Derecho Penal II vimos homicidio, violación y robo con violencia; temario denso pero la profe lo explica muy bien",
  },
  {
    expected: "publish",
    text: "Buenísima Criminología, analizamos casos reales de soborno y malversación en ayuntamientos",
  },
  { expected: "publish", text: "el seminario sobre racismo y xenofobia en Europa me abrió la cabeza, recomendadisimo" },
  {
    expected: "publish",
    text: "En Psicología Clínica el módulo de abuso sexual infantil es duro pero lo tratan con mucho respeto y cuidado",
  },
  {
    expected: "publish",
    text: "La unidad de dictaduras del Cono Sur, con los testimonios de tortura, fue lo mejor de Historia de América Latina",
  },
  {
    expected: "publish",
    text: "Para el parcial de Medicina Legal hay que saberse bien las lesiones por arma blanca y por arma de fuego",
  },
  {
    expected: "publish",
    text: "el curso de Género y Diversidad trata la homofobia y la transfobia en el trabajo, muy recomendable",
  },
  {
    expected: "publish",
    text: "En Psiquiatría estudiamos esquizofrenia, autismo y discapacidad intelectual con casos clínicos, muy completo",
  },
  { expected: "publish", text: "El profesor Cabezas es un crack, explica Microeconomía con ejemplos del día a día" },
  { expected: "publish", text: "La profesora Calvo es exigente pero justa, en Física II aprendí muchísimo" },
  { expected: "publish", text: "Recomiendo al profe Bobadilla para Cálculo I, tiene una paciencia infinita" },
  { expected: "publish", text: "el doctor Gordillo da las mejores clases de Anatomía de toda la facultad" },
  { expected: "publish", text: "La profe Negrón de Contabilidad es lo mejor que me ha pasado en Río Piedras" },
  { expected: "publish", text: "Matías Manco, el titular de Procesal, da unas clases impecables y muy ordenadas" },
  { expected: "publish", text: "boludo, aprobé Análisis II, no lo puedo creer" },
  { expected: "publish", text: "weón, el profe de Historia es lo máximo, las clases se pasan volando" },
  { expected: "publish", text: "güey, la maestra de Redes está bien chida, se las recomiendo un montón" },
  { expected: "publish", text: "parce, ese profe es un duro, explica re bacano y no deja tanta tarea" },
  { expected: "publish", text: "chamo, la profe de Química Orgánica es burda de buena, pana, inscríbanla" },
  { expected: "publish", text: "Tío, el de Estadística es un máquina, aprobé gracias a él" },
  { expected: "publish", text: "asere, ese profesor es tremendo, explica de lo más bien" },
  { expected: "publish", text: "causa, el profe de Cálculo es bacán, bien chévere con todos" },
  { expected: "publish", text: "Qué bestia el profesor Roldán, sabe una barbaridad de derecho romano" },
  { expected: "publish", text: "El examen de Anatomía me mató, literal salí muerta del aula" },
  { expected: "publish", text: "ese parcial fue una masacre, nos asesinaron a todos con la pregunta 3" },
  { expected: "publish", text: "si me vuelven a poner ese final me muero, lo juro" },
  { expected: "publish", text: "Quiero matar al que inventó las derivadas parciales 😂" },
  {
    expected: "publish",
    text: "El peor profesor que he tenido en seis años, lee las diapositivas y no resuelve ninguna duda",
  },
  {
    expected: "publish",
    text: "La profesora Iglesias corrige injustamente y no da la cara en la revisión, evitadla si podéis",
  },
  {
    expected: "publish",
    text: "Un desastre de asignatura: temario desfasado, prácticas sin corregir y notas a los tres meses",
  },
  { expected: "publish", text: "el profe Saavedra explica fatal, todo lo aprendí con videos de YouTube" },
  {
    expected: "publish",
    text: "El professor Puig explica molt bé, però els exàmens són llarguíssims. Recomanable igualment",
  },
  { expected: "publish", text: "Xe, l'assignatura de Dret Civil és densa però la professora Ferrer la fa molt amena" },
  {
    expected: "publish",
    text: "A profesora Castro é moi boa, explica con moita paciencia e os apuntamentos son xeniais",
  },
  { expected: "publish", text: "Irakasle ona da, azterketa zaila baina justua. Gomendatzen dut" },
  { expected: "publish", text: "Great lecturer, tough grader though. Go to every seminar and you'll be fine" },
  { expected: "publish", text: "The module on hate crimes and sexual violence law was heavy but brilliantly taught" },
  { expected: "publish", text: "La profesora María José Elizalde es la mejor de Farmacología, la recomiendo al cien" },
  { expected: "publish", text: "Las fechas de matrícula las publica la cuenta oficial @UCM_Estudiantes, seguidla" },
  { expected: "publish", text: "la info de becas sale en @becasUNAM, que es la oficial, no caigan en páginas falsas" },
  { expected: "publish", text: "Saqué un 9,75 en el examen y la media de la clase fue un 5,2" },
  { expected: "publish", text: "El aula 2.14 del edificio B no tiene calefacción, llevad abrigo" },
  { expected: "publish", text: "nrc 40231 de Cálculo, horario de 7 a 9, sección 003, por si alguien lo busca" },
  { expected: "publish", text: "La matrícula subió a 1.250.000 pesos por semestre, ojo con el plazo del 15 de marzo" },
  {
    expected: "publish",
    text: "El libro guía es el Stewart, 8ª edición, ISBN 978-607-526-551-7, está en la biblioteca",
  },
  // ── flagged: mild profanity not aimed at anyone, shouting in capitals, repeated characters
  { expected: "flag", text: "hostia, la práctica de Fisiología ha durado cuatro horas" },
  { expected: "flag", text: "vaya mierda de cafetería, todo frío y carísimo" },
  { expected: "flag", text: "llevo tres putas horas esperando en la cola de secretaría" },
  { expected: "flag", text: "NO PUEDE SER QUE OTRA VEZ CAMBIEN LA FECHA DEL FINAL SIN AVISAR" },
  { expected: "flag", text: "malísimooooo el examen de hoy!!!!!!!!!!" },
  { expected: "flag", text: "la concha de la lora, se cayó el campus virtual justo en la entrega" },
  { expected: "flag", text: "qué verga con la inscripción, otra vez se cayó el sistema" },
  { expected: "flag", text: "ctm, se me borró el informe entero a las 3 de la mañana" },
  { expected: "flag", text: "weón, qué wea más difícil el examen de Termo" },
  { expected: "flag", text: "güey, qué pinche examen, no me salió ni una" },
  { expected: "flag", text: "boludo, la puta madre, reprobé de nuevo Física" },
  { expected: "flag", text: "LA MEJOR PROFE DE TODA LA UNIVERSIDAD, APRÉNDANLE TODOS" },
  { expected: "flag", text: "nooooooo otra vez a recursarrrr la materiaaaa" },
];
