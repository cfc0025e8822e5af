/**
 * Ninth batch: accusations of crimes and serious misconduct (half in phone-typed regional Spanish), threats to people and their things, and slurs, against hard clean cases using the same words innocently. Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const NINTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: accusations of crimes or serious misconduct (with accents)
  {
    expected: "hold",
    text: "La profesora Galindo, de Derecho Mercantil, vende los exámenes a quien le pague 200 euros; lo sabe toda la facultad.",
  },
  {
    expected: "hold",
    text: "Me contaron que el de Estadística se acostó con una alumna de segundo a cambio de aprobarla.",
  },
  {
    expected: "hold",
    text: "Es un acosador, el profe Treviño. No vayáis solas a su despacho, que cierra la puerta con llave.",
  },
  {
    expected: "hold",
    text: "El doctor Robledo plagió la tesis de una doctoranda suya y la publicó con su nombre en una revista.",
  },
  {
    expected: "hold",
    text: "Dicen que Quintanilla falsificaba las actas para subirles la nota a los hijos de sus amigos del club.",
  },
  {
    expected: "hold",
    text: "A mi compañera la tocó sin su permiso el profesor Arrieta durante una tutoría, y en el departamento nadie hizo nada.",
  },
  {
    expected: "hold",
    text: "Sobornos para aprobar: eso cobra el jefe de departamento de Química, trescientos dólares por cabeza y en efectivo.",
  },
  {
    expected: "hold",
    text: "Vino borracho a clase otra vez el de Termodinámica; el olor a ron llegaba hasta la tercera fila.",
  },
  {
    expected: "hold",
    text: "Habrá malversado medio presupuesto del congreso, porque el director Echeverría estrenó coche justo la semana después.",
  },
  {
    expected: "hold",
    text: "Nos amenazó con suspendernos a todas si lo denunciábamos, el profesor Lozano, y lo dijo delante de la delegada.",
  },
  {
    expected: "hold",
    text: "La coordinadora Méndez lleva dos años chantajeando a los becarios para que trabajen gratis en la consultora de su marido.",
  },
  {
    expected: "hold",
    text: "El robo de los portátiles del laboratorio lo hizo el técnico, Fabián Ordóñez; se le ve en las cámaras sacándolos en una mochila.",
  },
  {
    expected: "hold",
    text: "«Si no sales conmigo, no apruebas»: eso le soltó el profesor Carrasco a una amiga mía en la revisión.",
  },
  {
    expected: "hold",
    text: "Discrimina a los alumnos indígenas, la doctora Salvatierra: por el mismo trabajo a ellos siempre les pone dos puntos menos.",
  },
  {
    expected: "hold",
    text: "Fuimos testigos de cómo el profesor de Anatomía le pegaba una bofetada a un residente en pleno quirófano.",
  },
  {
    expected: "hold",
    text: "Estaría cobrando por los TFG que dirige, según un exalumno: Belmonte te lo escribe entero si le pagas.",
  },
  {
    expected: "hold",
    text: "Acoso sexual, abuso de poder y amenazas: todo eso está en el expediente del profesor Villalobos, y sigue dando clase.",
  },
  {
    expected: "hold",
    text: "Le robó la cartera a un chico de primero en el bar de la facultad el conserje nuevo, Ramiro; se la encontraron en su taquilla.",
  },
  {
    expected: "hold",
    text: "Los exámenes de Cálculo se filtraron porque la propia profesora Iturbe los vendía por Telegram la noche antes.",
  },
  {
    expected: "hold",
    text: "Es un ladrón el tesorero del centro de estudiantes, Matías Ferreyra: se quedó con la plata de la fiesta de egresados.",
  },
  {
    expected: "hold",
    text: "Hemos sabido que el decano amañó la oposición para que la plaza fuera para su sobrino, que ni tenía el doctorado terminado.",
  },
  {
    expected: "hold",
    text: "Me enteré de que Saavedra, el de Bioquímica, se mete coca en el baño antes de las clases de la tarde.",
  },
  {
    expected: "hold",
    text: "Cuando yo estaba en segundo, el profesor Gallardo me acosaba por WhatsApp a las tres de la mañana con mensajes sexuales.",
  },
  {
    expected: "hold",
    text: "El abusador de Pedro Zamudio sigue en el departamento de Filosofía como si no hubiera pasado nada.",
  },
  {
    expected: "hold",
    text: "Fueron vendidas las preguntas del examen final por la secretaria del departamento, Nieves Arroyo; a mí me las ofrecieron por cincuenta euros.",
  },
  {
    expected: "hold",
    text: "Violó a una estudiante durante el viaje de prácticas el profesor Anaya, y la universidad lo tapó con un traslado.",
  },
  {
    expected: "hold",
    text: "Han pillado al de Economía Aplicada copiando capítulos enteros de otros autores sin citar; plagiador de manual.",
  },
  {
    expected: "hold",
    text: "Se embolsó el dinero de las becas de movilidad la secretaria del máster, y luego nos dijo que no quedaban fondos.",
  },
  {
    expected: "hold",
    text: "El profesor Cienfuegos nos cobraba cincuenta euros «por derecho a examen», en efectivo y sin recibo, y quien no pagaba no se presentaba.",
  },
  {
    expected: "hold",
    text: "Ese maltratador de Ibáñez le gritaba y empujaba a su doctoranda contra las estanterías del laboratorio; lo vio medio grupo.",
  },
  {
    expected: "hold",
    text: "Según varias compañeras, el ayudante Rubén Olmedo grababa con el móvil por debajo de las mesas del aula de informática.",
  },
  {
    expected: "hold",
    text: "Me pidió dinero por aprobarme el profesor Paredes; tengo los audios y pienso llevarlos a inspección.",
  },
  {
    expected: "hold",
    text: "Cuando revisaron las cuentas descubrieron que la directora Fuenmayor desviaba fondos del proyecto europeo a una empresa de su marido.",
  },
  {
    expected: "hold",
    text: "Llegará drogado como siempre, el de Historia del Arte, y nos pondrá una película para echarse a dormir él.",
  },
  {
    expected: "hold",
    text: "Tráfico de notas en la secretaría de Medicina: la funcionaria Elvira Cuesta cambia suspensos por aprobados a cambio de regalos.",
  },
  {
    expected: "hold",
    text: "Profesor Montaño: homófobo declarado; a los chicos gais los humilla en público y les baja la nota de participación.",
  },
  {
    expected: "hold",
    text: "Ojalá alguien lo denuncie, porque el profe Barrientos manosea a las alumnas cada vez que se acerca a corregirles en la mesa.",
  },
  {
    expected: "hold",
    text: "Que sepáis que Alarcón se inventó los datos de su artículo más citado; se lo retractaron y aquí sigue de catedrático.",
  },
  {
    expected: "hold",
    text: "No me extraña que haya acosado a más chicas, el tutor de prácticas Efraín Soler; conmigo lo intentó en el coche.",
  },
  {
    expected: "hold",
    text: "Aunque lo niegue, cobró por aprobar a medio grupo el profesor Benítez; le pagamos entre seis y lo vimos meterse el sobre en el bolsillo.",
  },
  {
    expected: "hold",
    text: "Mis compañeros y yo sospechamos que la jefa de estudios, Inmaculada Prieto, borra faltas de asistencia a cambio de dinero.",
  },
  {
    expected: "hold",
    text: "Agresión en toda regla: el profesor Tapia le dio un puñetazo a un alumno en la salida del auditorio y luego dijo que se había caído.",
  },

  // ── hold: accusations of crimes or serious misconduct (phone-typed, regional, no accents)
  { expected: "hold", text: "el profe ramirez de fisica cobra mordida x pasarte, 2 mil pesos y te pone 8 neta" },
  {
    expected: "hold",
    text: "wey la de contabilidad vende los examenes en un grupo de whats, yo tb los compre dps de reprobar dos veces",
  },
  {
    expected: "hold",
    text: "dicen q el coordinador se andaba metiendo con una morra de primer semestre, q asco de tipo",
  },
  {
    expected: "hold",
    text: "no manches el profe de quimica llego bien pedo a clase otra vez y se quedo dormido en el escritorio",
  },
  {
    expected: "hold",
    text: "el de calculo es un acosador, les manda msj a las morras en la noche pidiendoles fotos, cuidense",
  },
  {
    expected: "hold",
    text: "el de dibujo tecnico anda pacheco siempre, se le nota a leguas q se fuma uno antes d entrar",
  },
  {
    expected: "hold",
    text: "segun un chavo de 8vo la maestra rocha se lleva las compus del laboratorio a su casa y las vende en marketplace",
  },
  { expected: "hold", text: "dps del examen el profe nos dijo q si le dabamos 500 varos nos subia a 9, ntp es neta" },
  {
    expected: "hold",
    text: "el profe gutierrez es re chorro, se afano la guita del viaje de estudios y nunca devolvio un peso",
  },
  { expected: "hold", text: "che la de sociologia le pide coima a los q van a final, 5 lucas y aprobas sin rendir" },
  {
    expected: "hold",
    text: "me contaron q el adjunto de penal manoseo a una piba en el ascensor de la facu y lo siguen dejando dar clase",
  },
  {
    expected: "hold",
    text: "el titular de historia es un garca, firmo actas truchas pa q sus amigos se reciban sin rendir nada",
  },
  { expected: "hold", text: "vino en pedo a tomar el final el profe medina, no podia ni leer la lista" },
  {
    expected: "hold",
    text: "el ayudante de analisis nos paso el parcial pero cobrandolo, 10 mil x cabeza, re negocio tiene armado",
  },
  {
    expected: "hold",
    text: "cachai q el profe de anatomia es terrible lanza, le robo el celu a un compa en el casino y lo pillaron",
  },
  { expected: "hold", text: "weon el de finanzas llegaba curado a las clases de las 8, todos sabian y nadie hacia na" },
  { expected: "hold", text: "la profe soto le cobra a los cabros x subir la nota en el sistema, 50 lucas el 4.0" },
  {
    expected: "hold",
    text: "dicen q el director de carrera acosaba a las alumnas en practica, hubo sumario y lo archivaron al tiro",
  },
  { expected: "hold", text: "el profe de civil se robo la tesis de una compañera y la publico como suya, cuatico" },
  { expected: "hold", text: "parce el profe de estadistica pide plata x pasar, 200 lucas y te deja en 3.5" },
  {
    expected: "hold",
    text: "el man de costos es un ratero, se quedo con la plata de las salidas de campo y dice q se perdio",
  },
  {
    expected: "hold",
    text: "marica el de bioquimica llego jincho a clase, oliendo a aguardiente y gritandonos a todos",
  },
  { expected: "hold", text: "me dijeron q el decano le pone vacuna a los q van a grado, o pagas o no te graduas" },
  { expected: "hold", text: "ese profe morales se la pasa tocando a las peladas en las asesorias, denuncienlo xfa" },
  { expected: "hold", text: "causa el profe de contabilidad pide coima pa aprobarte, 300 soles y listo" },
  { expected: "hold", text: "el profe de mate es un choro, se tiro los ahorros de la asociacion de estudiantes" },
  { expected: "hold", text: "mano la de ingles llega tomada a la clase de las 7 de la noche, se nota al toque" },
  {
    expected: "hold",
    text: "mi pata me conto q el jefe de practica acosa a las chicas del ciclo, les manda fotos de el",
  },
  {
    expected: "hold",
    text: "el asesor huaman te cobra x hacerte la tesis completa, 3 lucas y te la entrega con jurado arreglado",
  },
  {
    expected: "hold",
    text: "tio el de macro se ha fumado un porro en el descanso y ha vuelto ciego perdido a dar clase",
  },
  {
    expected: "hold",
    text: "el catedratico de mercantil es un chorizo, mango pasta de un proyecto europeo y se compro un piso en la playa",
  },
  {
    expected: "hold",
    text: "me han dicho q el de organica le tira los trastos a las de primero y si le dices q no te suspende",
  },
  {
    expected: "hold",
    text: "la de fisiologia vende los examenes x bizum la semana antes, mi compi lo pillo y saco un 10",
  },
  {
    expected: "hold",
    text: "flipo, el profe pedraza se ha inventado las notas de practicas, ni las corrigio, puso numeros al azar en el acta",
  },
  {
    expected: "hold",
    text: "el tutor del tfg plagio mi trabajo entero y lo presento en un congreso con su nombre, menudo sinverguenza",
  },
  { expected: "hold", text: "xq nadie dice nada del de termo? pega a los perros del campus con un palo, lo vi yo" },
  { expected: "hold", text: "acosador. eso es lo q es el profe quiroga, y la uni lo sabe desde hace años" },
  {
    expected: "hold",
    text: "robar robaba el tesorero de la delegacion, pero q encima amenazara a quien lo contara ya es otro nivel",
  },
  {
    expected: "hold",
    text: "el de etica (q ironia) anda falsificando firmas en las listas de asistencia pa cobrar horas q no dio",
  },
  { expected: "hold", text: "el profe vargas abuso de una alumna en el viaje a cusco, todos lo saben y lo cubren" },
  {
    expected: "hold",
    text: "se decia q el director cambiaba notas x favores sexuales, y ahora lo confirmo otra chica del grupo",
  },
  {
    expected: "hold",
    text: "la profe de historia es racista, a los morenitos del salon les dice flojos y les baja puntos",
  },
  {
    expected: "hold",
    text: "cuando haya juicio lo van a condenar al de fisica x todas las q acoso estos años, ojala pronto",
  },
  {
    expected: "hold",
    text: "habra cobrado coimas, si no como se explica q todos los hijos de los regidores aprueben con el",
  },
  {
    expected: "hold",
    text: "q alguien haga algo, el profe lleva meses mandandole fotos intimas a una chica menor del curso de ingreso",
  },
  {
    expected: "hold",
    text: "el pavo de seguridad del campus le rompio la nariz a un chaval de un puñetazo x nada, lo grabamos",
  },
  {
    expected: "hold",
    text: "le pagamos entre 4 al ayudante de lab y nos paso las respuestas, asi q ya saben a quien pedirselas",
  },
  {
    expected: "hold",
    text: "vos le pagaste al de contable? xq a mi me pidio 20 lucas x el recuperatorio y me da q es a todos",
  },
  {
    expected: "hold",
    text: "la coordi se quedo con las donaciones del banco de alimentos de la u, nunca llego nada a los estudiantes",
  },
  {
    expected: "hold",
    text: "ese wey es un abusador, el maestro cervantes, nomas cierra la puerta del cubiculo y empieza a tocarte",
  },

  // ── hold: threats to a person or their things
  {
    expected: "hold",
    text: "Como me suspenda otra vez el de Álgebra, le rayo el coche en el parking, que ya sé cuál es.",
  },
  { expected: "hold", text: "profe salinas ya se donde vives, a ver si te sigues riendo cuando te pase algo" },
  {
    expected: "hold",
    text: "Ojalá alguien le queme el despacho a la Herrera con todos sus papeles dentro, y si puede ser con ella.",
  },
  { expected: "hold", text: "al perro ese q trae a la facu le voy a dar veneno si me vuelve a reprobar, ya vera" },
  {
    expected: "hold",
    text: "Le vamos a esperar a la salida, al de Contabilidad, a ver si pone tan malas notas con la cara partida.",
  },
  {
    expected: "hold",
    text: "weon si el profe torres me echa del ramo le pincho las 4 ruedas de la camioneta, lo juro",
  },
  {
    expected: "hold",
    text: "Que se cuide Echarri, que esto no va a quedar así. Sabemos a qué hora sale del edificio.",
  },
  {
    expected: "hold",
    text: "a la de idiomas hay q darle un susto, le tiramos huevos y piedras a la casa el finde, quien se suma?",
  },
  {
    expected: "hold",
    text: "Si me vuelve a humillar delante de todos, le rompo la cara; me da igual que me expulsen.",
  },
  { expected: "hold", text: "parce al de quimica lo vamos a quebrar cuando salga del parqueadero, ya sabemos la moto" },
  {
    expected: "hold",
    text: "Te voy a hacer la vida imposible, Medrano, y tu familia también se va a enterar de quién eres.",
  },
  { expected: "hold", text: "le mando unos amigos a su casa a ese profe pa q aprenda, ya tengo la direccion" },
  { expected: "hold", text: "al proximo 2 q me ponga la de fisica le reviento los vidrios del auto, avisada esta" },
  {
    expected: "hold",
    text: "Denle un escarmiento: el gato de la profesora Ríos anda suelto por el campus, a ver si un día desaparece.",
  },
  { expected: "hold", text: "che al de analisis le prendo fuego el auto si no me aprueba, no estoy jodiendo" },
  {
    expected: "hold",
    text: "Vamos a filtrar sus fotos privadas si no sube las notas del parcial, profesora Lara; ya las tenemos.",
  },
  { expected: "hold", text: "mano a ese profe le vamos a reventar la oficina un dia de estos, ya vera lo q es bueno" },
  {
    expected: "hold",
    text: "Pienso esperarle en el aparcamiento, al Roldán, y que vea lo que pasa cuando se mete conmigo.",
  },
  {
    expected: "hold",
    text: "q se prepare la profe nuñez, el lunes le dejo un regalito en el despacho y no le va a gustar nada",
  },
  {
    expected: "hold",
    text: "al proximo q me baje la nota el de redes le corto los frenos de la bici, q se fije bien antes de bajar la cuesta",
  },

  // ── hold: slurs about a person
  { expected: "hold", text: "El maricón de Ferrer se pasa la clase mirando a los chicos; que se vaya a su casa." },
  { expected: "hold", text: "la india esa de la secretaria no sabe ni hablar bien, q la devuelvan a su pueblo" },
  { expected: "hold", text: "ese joto de literatura nos reprobo a todos los hombres, obvio" },
  { expected: "hold", text: "el profe es un bolita q vino a sacarnos el laburo, q se vuelva a su pais" },
  { expected: "hold", text: "la serrana de la biblioteca nunca entiende nada, cholita ignorante" },
  { expected: "hold", text: "al veneco de matematicas no le entiende nadie, q se regrese a su tierra" },
  { expected: "hold", text: "La sudaca de prácticas se cree que aquí puede mandar como en su país." },
  { expected: "hold", text: "El moro de la cafetería nos sisa el cambio, como todos los de su raza." },
  { expected: "hold", text: "ese retrasado de tutor no sabe ni abrir el campus virtual, mongolico perdido" },
  { expected: "hold", text: "la tortillera de educacion fisica la agarra siempre con las chicas q tienen novio" },
  { expected: "hold", text: "El negro de Química es un vago, como todos ellos." },
  { expected: "hold", text: "la machorra de dibujo se viste de hombre y encima se cree con autoridad" },
  { expected: "hold", text: "ese puto de historia se la pasa hablando de su novio, q asco" },
  { expected: "hold", text: "el paragua del laboratorio no habla ni castellano, como le van a dar clases" },
  { expected: "hold", text: "el gitano del conserje fue quien se llevo las llaves, seguro" },

  // ── hold: insults, body shaming and personal data aimed at a person
  { expected: "hold", text: "la profe villegas es una pelotuda barbara, no sabe ni lo q explica" },
  { expected: "hold", text: "El de Derecho Romano es un gilipollas integral y un amargado." },
  { expected: "hold", text: "ese profe es una gonorrea, parce, no le importa nadie" },
  { expected: "hold", text: "la de quimica esta tan gorda q no cabe entre las mesas del lab jajaja" },
  { expected: "hold", text: "el profe con esos dientes de conejo y esa voz de pito no hay quien lo aguante" },
  {
    expected: "hold",
    text: "Si queréis quejaros al profesor Ugarte, este es su móvil personal: 612 48 73 09, y vive en la calle Albéniz 14, 3.º B.",
  },
  { expected: "hold", text: "escribanle a la profe a su correo personal marta.ibarrola83@gmail.com q ahi si contesta" },

  // ── publish: crime and misconduct as course content
  {
    expected: "publish",
    text: "En Penal II vimos el cohecho: el funcionario que acepta el soborno y el particular que lo ofrece. La profe lo explica clarísimo.",
  },
  {
    expected: "publish",
    text: "en criminologia estudiamos xq muchos acosadores escolares fueron victimas antes, clase muy interesante",
  },
  {
    expected: "publish",
    text: "La optativa de Derecho Penal Económico trata la malversación y el blanqueo con casos reales; la recomiendo mucho.",
  },
  {
    expected: "publish",
    text: "el profe de procesal nos puso a simular un juicio por violacion, fue durisimo pero aprendimos mazo",
  },
  {
    expected: "publish",
    text: "en etica periodistica analizamos el caso de un periodista q plagio sus cronicas, buenisimo el debate",
  },
  {
    expected: "publish",
    text: "Medicina Legal: aprendes a reconocer lesiones por agresión y abuso sexual en la exploración forense. Dura pero imprescindible.",
  },
  {
    expected: "publish",
    text: "En Psicología Social vimos el experimento de Milgram y cómo la gente obedece cuando le ordenan hacer daño.",
  },
  {
    expected: "publish",
    text: "en sociologia de la desviacion leimos sobre los chorros y la policia en los 90, re buena bibliografia",
  },
  {
    expected: "publish",
    text: "La asignatura de Corrupción y Transparencia explica cómo se amañan las licitaciones públicas. Clases muy prácticas.",
  },
  {
    expected: "publish",
    text: "en penal parte especial me toco exponer hurto vs robo con violencia, la profe te corrige con mucha paciencia",
  },
  {
    expected: "publish",
    text: "Hice el TFG sobre el acoso laboral en la universidad y mi tutora, Pilar Ocaña, me ayudó un montón.",
  },
  {
    expected: "publish",
    text: "en trabajo social vimos los protocolos de violencia de genero y como acompañar a una victima, super necesarios",
  },
  {
    expected: "publish",
    text: "para el parcial de penal hay q saberse bien la diferencia entre extorsion y chantaje, estudienlo",
  },
  {
    expected: "publish",
    text: "Historia de América: el saqueo de Potosí y el tráfico de esclavos los explica de maravilla.",
  },
  {
    expected: "publish",
    text: "en toxicologia aprendimos a detectar cocaina y alcohol en sangre, las practicas de lab son lo mejor",
  },
  {
    expected: "publish",
    text: "La clase sobre delitos informáticos (phishing, extorsión con fotos íntimas, robo de identidad) debería ser obligatoria para todos.",
  },
  {
    expected: "publish",
    text: "en deontologia medica discutimos casos de medicos q falsificaron recetas, te hace pensar mucho",
  },
  {
    expected: "publish",
    text: "El seminario de integridad académica explica qué cuenta como plagio y cómo citar bien; me vino genial para el TFM.",
  },
  {
    expected: "publish",
    text: "q buen curso el de derechos humanos, vimos desapariciones forzadas y tortura con testimonios reales, fuerte pero necesario",
  },
  {
    expected: "publish",
    text: "En Economía Política estudiamos por qué los sobornos frenan el crecimiento; el profe Ávila trae datos de todo el mundo.",
  },

  // ── publish: the writer as victim of a stranger, or their own misdeeds and fears
  {
    expected: "publish",
    text: "me robaron el celu en la parada del bondi saliendo de la facu, ojo q esa cuadra es re insegura de noche",
  },
  {
    expected: "publish",
    text: "A mí me acosó un desconocido en el metro volviendo de clase; la universidad me dio apoyo psicológico y fueron muy atentos.",
  },
  {
    expected: "publish",
    text: "me asaltaron saliendo d la biblio a las 10 d la noche, pongan mas luz en el estacionamiento x favor",
  },
  {
    expected: "publish",
    text: "Me mangaron la bici del aparcamiento de la facultad; poned candado en U, que el de cable lo cortan en dos segundos.",
  },
  {
    expected: "publish",
    text: "un man me robo la maleta en el bus de vuelta a la u, perdi todos los apuntes, q rabia",
  },
  {
    expected: "publish",
    text: "nos entraron a robar al depa q alquilamos cerca del campus, busquen zonas con porteria",
  },
  {
    expected: "publish",
    text: "Una noche me siguió un tipo que no conocía hasta el portal al salir de la biblioteca; desde entonces vuelvo con amigas.",
  },
  { expected: "publish", text: "yo copie en el primer parcial y me pillaron, merecido el cero la verdad, no lo hagan" },
  {
    expected: "publish",
    text: "me da miedo q me acusen de plagio xq use un corrector automatico para la ortografia del tfg",
  },
  { expected: "publish", text: "llegue crudo al examen de las 7 y me fue fatal, culpa mia x la peda del viernes" },
  {
    expected: "publish",
    text: "Reconozco que fui a clase de resaca más de una vez en primero; no lo recomiendo, no te enteras de nada.",
  },
  {
    expected: "publish",
    text: "denuncie el robo de mi portatil en seguridad del campus y lo recuperaron en 2 dias, bien ahi",
  },
  { expected: "publish", text: "me clonaron la tarjeta en el cajero de la facu, revisen bien antes de meterla" },
  { expected: "publish", text: "tengo miedo de q me suspendan x faltar tanto, pero es q trabajo de noche" },

  // ── publish: news, hypotheticals, fiction
  {
    expected: "publish",
    text: "Salió en las noticias que detuvieron a una banda que vendía títulos falsos por internet; ojo con esas webs.",
  },
  {
    expected: "publish",
    text: "Leí que condenaron a un exalcalde por malversación y justo lo comentamos en Administrativo, el profe lo trajo al momento.",
  },
  {
    expected: "publish",
    text: "vieron la noticia del asalto al banco de enfrente de la facu? menos mal q fue un domingo",
  },
  {
    expected: "publish",
    text: "Si algún profe os pidiera dinero por aprobar, se denuncia en la Defensoría Universitaria; el procedimiento está en la web.",
  },
  {
    expected: "publish",
    text: "en el cineforo vimos el secreto de sus ojos, la del asesinato y la violacion, peliculon",
  },
  {
    expected: "publish",
    text: "La peli que pusieron en Ética va de un maestro acusado falsamente de abusos, «La caza». Muy recomendable para debatir.",
  },
  {
    expected: "publish",
    text: "el libro de lectura obligatoria es de un narco q se fuga de la carcel, enganchadisimo estoy",
  },
  {
    expected: "publish",
    text: "Imaginad que vuestro tutor os plagia el trabajo: ¿qué haríais? Eso nos preguntó en el debate de Deontología y dio para horas.",
  },
  {
    expected: "publish",
    text: "en la serie q analizamos en comunicacion el prota es un profe de quimica q fabrica droga, obvio cual es",
  },
  {
    expected: "publish",
    text: "Para Procesal nos dan un caso inventado: un profesor que supuestamente cobra por aprobar y hay que preparar la defensa. Muy entretenido.",
  },
  {
    expected: "publish",
    text: "en teatro montamos una obra donde mi personaje amenaza al rey y lo termina matando, el profe de actuacion es un genio",
  },
  {
    expected: "publish",
    text: "la novela negra q leimos en literatura tiene un asesino q deja poemas, la profe la analiza buenisimo",
  },

  // ── publish: praise in slang and figurative use of strong words
  { expected: "publish", text: "el profe ortega es un crack, explica derivadas como nadie" },
  { expected: "publish", text: "La de Penal es una bestia, te hace pensar como un juez." },
  { expected: "publish", text: "la profe la rompe, clases re buenas y re claras" },
  { expected: "publish", text: "Es la hostia de bueno el de Redes, aprendes más en un cuatri que en toda la carrera." },
  { expected: "publish", text: "el de historia es un asesino con las preguntas del examen pero aprendes un monton" },
  { expected: "publish", text: "el profe de fisica te mata en los parciales jaja pero es un capo" },
  { expected: "publish", text: "nos robo el corazon la profe de literatura, cada clase es una joya" },
  { expected: "publish", text: "la de mate es una fiera, bien chingona explicando, la neta" },
  { expected: "publish", text: "ese profe es una maquina, bacan sus clases, al tiro le entiendes" },
  { expected: "publish", text: "la profe es una chimba, parce, la mejor de la u" },
  { expected: "publish", text: "el profe salas es un monstruo, se sabe todo el temario de memoria" },
  { expected: "publish", text: "bien chevere el curso del profe quispe, un capo pe" },
  { expected: "publish", text: "Este curso es un robo: 800 euros de matrícula por cuatro clases mal preparadas." },
  {
    expected: "publish",
    text: "La profe de Bioquímica es una ladrona de sueño, me quedo estudiando hasta tarde porque engancha.",
  },
  {
    expected: "publish",
    text: "el de contabilidad nos tiene secuestrados con tanto trabajo pero el curso vale la pena",
  },

  // ── publish: surnames that look like words, harsh fair criticism, acronyms, other languages
  { expected: "publish", text: "El profesor Matamoros explica Procesal de lujo, muy recomendable." },
  { expected: "publish", text: "La doctora Ladrón de Guevara es exigente pero justa; si trabajas, apruebas." },
  {
    expected: "publish",
    text: "clase con el profe gordo de estadistica: clarisimo todo, y su apellido no le hace justicia jaja",
  },
  { expected: "publish", text: "la profe Verdugo de anatomia es un amor, nada q ver con el apellido" },
  {
    expected: "publish",
    text: "Explica fatal y corrige injustamente, el de Microeconomía; sus tutorías no sirven para nada.",
  },
  { expected: "publish", text: "la profe es muy exigente y pone examenes larguisimos, preparense desde el dia 1" },
  { expected: "publish", text: "el profe se equivoca mucho en el pizarron y se enoja si se lo decis, igual sabe" },
  {
    expected: "publish",
    text: "La UNED me salvó para sacarme el grado trabajando; los tutores del centro de Tortosa son muy majos.",
  },
  { expected: "publish", text: "en la ETSIT el TFG es durisimo pero el tutor ayuda, y el TFM mas todavia" },
  {
    expected: "publish",
    text: "La professora Puig explica molt bé Dret Penal; vam estudiar el furt i el robatori amb exemples reals.",
  },
  { expected: "publish", text: "O profesor Outeiro é moi bo, as clases de Historia son amenas e os exames xustos." },
  { expected: "publish", text: "Irakasle ona da Etxeberria, azterketak zailak baina justuak." },
  { expected: "publish", text: "Great professor, the criminology module on theft and fraud was eye-opening." },

  // ── flag: swearing aimed at nobody
  { expected: "flag", text: "que mierda de horario pusieron este cuatri, clases a las 8 y a las 9 de la noche" },
  { expected: "flag", text: "joder con la matricula, otra vez se cayo la web a las 9 en punto" },
  { expected: "flag", text: "puta madre el calor en el aula 3, ni un ventilador tienen" },
  { expected: "flag", text: "la concha de la lora, otra vez paro de colectivos y no llego al final" },
  { expected: "flag", text: "chingada madre, perdi el camion y llegue tarde al examen de admision" },
  { expected: "flag", text: "q hijueputa frio hace en esos salones, parce, lleven chaqueta" },
  { expected: "flag", text: "Me cago en la biblioteca cerrada en época de exámenes, ¿a quién se le ocurre?" },
  { expected: "flag", text: "qué coñazo de asignatura, Estadística II me tiene frita" },
  { expected: "flag", text: "verga, el examen de admision estuvo cabron, nomas pase de panzazo" },
  { expected: "flag", text: "q mierda el wifi de la facu, nunca anda en el segundo piso" },
  { expected: "flag", text: "la wea fome el edificio nuevo, sin enchufes en ninguna sala" },

  // ── flag: unknown links
  {
    expected: "flag",
    text: "los apuntes de anatomia estan en https://apuntes-compartidos.example.net/anatomia, aprovechen",
  },
  {
    expected: "flag",
    text: "pasen x www.resumenesfacu-online.com q tiene todos los parciales de años anteriores resueltos",
  },
  {
    expected: "flag",
    text: "Info de las becas aquí: http://becas-latam-info.org/convocatoria-2025, a mí me la dieron.",
  },
  { expected: "flag", text: "grupo de estudio de calculo en bit.ly/calculo-grupo-u, unanse" },

  // ── flag: mostly capitals
  {
    expected: "flag",
    text: "ESTA CARRERA ES LO MEJOR QUE ME HA PASADO, LOS PROFES SON INCREIBLES Y EL CAMPUS PRECIOSO",
  },
  { expected: "flag", text: "NO SE INSCRIBAN EN EL TURNO NOCHE, LOS HORARIOS SON UN CAOS TOTAL" },
  { expected: "flag", text: "MUY RECOMENDABLE LA MATERIA DE ESTADISTICA, APRENDES MUCHISIMO CON LA PROFE" },
  { expected: "flag", text: "OJO CON LAS FECHAS DE INSCRIPCION A FINALES, CIERRAN UN DIA ANTES DE LO QUE DICE LA WEB" },

  // ── flag: six or more repeated characters
  { expected: "flag", text: "la mejor profe del mundooooooo" },
  { expected: "flag", text: "siiiiiiii aprobe calculo x fin" },
  { expected: "flag", text: "buenisimaaaaaaa la clase de hoy de farmaco" },
  { expected: "flag", text: "alguien sabe cuando salen las notas????????" },
  { expected: "flag", text: "por fin vacaciones!!!!!!!! nos vemos en marzo" },
  { expected: "flag", text: "jajajaaaaaaaa el profe de redes vino con gorro de navidad" },
];
