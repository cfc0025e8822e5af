/**
 * Eleventh batch: indirect and euphemistic accusations against professors and staff named in many ways, plus hard clean complaints, course content, own experiences and slang praise. Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const ELEVENTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: indirect or euphemistic accusations against professors and staff (with accents)
  {
    expected: "hold",
    text: "Marcelo Urquiza tiene las manos largas con las alumnas; a mí me tocó la cintura en una tutoría y no fue la única vez.",
  },
  {
    expected: "hold",
    text: "A la de prácticas se le va la mano con el vino antes de clase: llega oliendo a bodega y arrastrando las palabras.",
  },
  {
    expected: "hold",
    text: "El jefe de departamento aprueba a quien le hace favores, y no hablo de traerle un café precisamente.",
  },
  {
    expected: "hold",
    text: "En Mercantil las notas tienen precio: si pasas por el despacho de Ferreyra con un sobre, sales con un siete.",
  },
  {
    expected: "hold",
    text: "A Quiroga lo echaron de otra universidad por lo mismo, por meterse con las de primero, y aquí lo contrataron sin preguntar.",
  },
  {
    expected: "hold",
    text: "El coordinador se queda con lo que pagamos del material: los 40 euros del kit de disección nunca llegaron al laboratorio.",
  },
  {
    expected: "hold",
    text: "Ese se pone muy cariñoso con las chicas cuando cierra la puerta del despacho. Avisadas estáis.",
  },
  {
    expected: "hold",
    text: "Dicen que Benavídez cobra por unas «clases particulares» que garantizan el aprobado del final que pone él mismo.",
  },
  {
    expected: "hold",
    text: "Él no ha venido sobrio ni un solo lunes del cuatrimestre; los de la primera fila lo sabemos por el aliento.",
  },
  {
    expected: "hold",
    text: "Me contaron que la profesora Lascano le pasó el examen a su grupito a cambio de que la votaran en las elecciones al claustro.",
  },
  {
    expected: "hold",
    text: "A la de Anatomía le gusta invitar a los chicos a su casa «para repasar», y después les sube la nota. Lo sabe toda la facultad.",
  },
  {
    expected: "hold",
    text: "El director del máster se ha pagado las vacaciones con el dinero de las salidas de campo que pusimos nosotros.",
  },
  {
    expected: "hold",
    text: "Cuidado con Olmedo: a las que no aceptan tomar algo con él a solas, el suspenso se lo tienen asegurado.",
  },
  {
    expected: "hold",
    text: "Lo que presentó Villalba en el congreso de Granada se parece demasiado a mi TFG, con mis gráficas y todo, y mi nombre no aparece por ningún lado.",
  },
  {
    expected: "hold",
    text: "Sus «tutorías personalizadas» con alumnas de primero, con la persiana bajada, ya han llegado dos veces al rectorado.",
  },
  {
    expected: "hold",
    text: "Al de Fisiología hay que «invitarlo» a comer si quieres que la revisión salga bien; en mi curso lo hicieron tres y los tres aprobaron.",
  },
  {
    expected: "hold",
    text: "Nunca sabes cómo va a llegar Cifuentes: un día con los ojos rojos riéndose solo, otro dormido encima de la mesa. Viene fumado, no hay otra explicación.",
  },
  {
    expected: "hold",
    text: "La de secretaría te «arregla» el expediente si le das algo; a un compañero le cambiaron un suspenso por un aprobado de un día para otro.",
  },
  {
    expected: "hold",
    text: "Al coordinador de Erasmus las plazas le salen muy rentables: se las quedan los que pasan antes por caja.",
  },
  {
    expected: "hold",
    text: "La titular de Penal Especial no soporta a los alumnos gitanos; a Jonatan le bajó la nota por su apellido y se lo dijo a la cara.",
  },
  {
    expected: "hold",
    text: "Lo de que el doctor Arancibia se fuera de la Complutense no fue por voluntad propia: hubo denuncias de alumnas y se taparon.",
  },
  {
    expected: "hold",
    text: "Las impresoras 3D del taller acabaron en casa del de Dibujo Técnico, y a nosotros nos dijo que «se estropearon».",
  },
  {
    expected: "hold",
    text: "Como no le hagas caso fuera de clase, ese te la tiene jurada: a mi amiga le escribía por Instagram a las dos de la mañana y, cuando lo bloqueó, suspendió.",
  },
  {
    expected: "hold",
    text: "El jefe de estudios hizo desaparecer el acta de junio para que su hija no constara como suspensa; en septiembre apareció otra con un seis.",
  },
  {
    expected: "hold",
    text: "Aquí se sabe que la de Histología tiene tarifa: doscientos el parcial, trescientos cincuenta el final.",
  },
  {
    expected: "hold",
    text: "Ya lo han pillado dos veces con la petaca en el cajón y Montenegro sigue dando Química a las ocho de la mañana como si nada.",
  },
  {
    expected: "hold",
    text: "El profe Garay, que lleva la tesorería de la asociación, se ha comprado un portátil nuevo con nuestras cuotas.",
  },
  {
    expected: "hold",
    text: "Ojo con la de Psicología Social, que tiene la costumbre de abrazar a los alumnos por detrás y bajar la mano más de la cuenta.",
  },
  {
    expected: "hold",
    text: "En el departamento todos saben por qué lo trasladaron del campus de Sevilla: una alumna lo denunció y el expediente se «perdió».",
  },
  {
    expected: "hold",
    text: "Si le llevas un jamón por Navidad a Echeverría, tienes media asignatura hecha. Y no es una forma de hablar.",
  },
  {
    expected: "hold",
    text: "La profesora Medina le cambió la nota a un chico del equipo de fútbol porque se lo pidió el entrenador, que resulta que es su marido.",
  },
  {
    expected: "hold",
    text: "A ese le encanta «consolar» a las alumnas que lloran en la revisión, y el consuelo incluye pasarles la mano por la pierna.",
  },
  {
    expected: "hold",
    text: "Cuentan que la del turno de tarde vende el examen de recuperación a través de una alumna de cuarto que hace de intermediaria.",
  },
  {
    expected: "hold",
    text: "Ha vuelto a pasar: la titular de Microbiología firmó la asistencia de gente que no ha pisado el aula porque sus padres son del patronato.",
  },
  {
    expected: "hold",
    text: "No es casualidad que a Robledo le suban las notas a las chicas que le mandan fotos por privado; él mismo se las pide.",
  },
  {
    expected: "hold",
    text: "Al profesor Iturbe se le nota la resaca cada mañana, y más de una vez ha dado la clase con una lata de cerveza encima de la mesa.",
  },
  {
    expected: "hold",
    text: "Con Saldaña lo de «favor por favor» es real: a mi compañera le propuso aprobarla si pasaba la noche en su piso.",
  },
  {
    expected: "hold",
    text: "El catedrático tiene a tres becarios trabajando gratis en su empresa privada, pagados con los fondos del proyecto europeo.",
  },
  {
    expected: "hold",
    text: "Ya lo sabía todo el mundo en Ingeniería: la de Termodinámica saca sus publicaciones copiando tesis de otros países y traduciéndolas.",
  },
  {
    expected: "hold",
    text: "Habrá quien diga que son rumores, pero el coordinador del grado lleva años cobrando en negro los cursos de verano que imparte la universidad.",
  },
  {
    expected: "hold",
    text: "Las actas de Estructuras las rellena su secretaria con las notas que él le dicta de memoria, y a los que le caen mal les pone un cuatro aunque no se hayan presentado.",
  },
  {
    expected: "hold",
    text: "A la Dra. Peralta la pillaron en su anterior facultad vendiendo plazas de doctorado, y ahora dirige el programa aquí.",
  },
  {
    expected: "hold",
    text: "El de Farmacología siempre tiene prisa por salir al coche entre clase y clase, y vuelve con la nariz roja y sorbiendo; sacad vuestras conclusiones.",
  },
  {
    expected: "hold",
    text: "Los reembolsos del viaje de prácticas siguen sin llegar porque la coordinadora los ha ido cobrando a su cuenta; lo vimos en el extracto que nos enseñó la delegada.",
  },

  // ── hold: indirect or euphemistic accusations against professors and staff (no accents, lower case)
  {
    expected: "hold",
    text: "el de etica tiene las manos largas con las alumnas, a una de mi grupo la arrincono en el pasillo del sotano",
  },
  {
    expected: "hold",
    text: "a la de practicas se le va la mano con el alcohol antes de clase, llega a las 9 con un pedo que no se tiene en pie",
  },
  {
    expected: "hold",
    text: "las notas tienen precio con pizarro, preguntale a los de segundo cuanto pagaron por el 8",
  },
  {
    expected: "hold",
    text: "a ferrando lo echaron de otra universidad por lo mismo, por lo de las alumnas, y aca lo contrataron igual",
  },
  {
    expected: "hold",
    text: "el coordinador se queda con lo q pagamos del material, 30 euros por cabeza y seguimos sin batas ni gafas",
  },
  { expected: "hold", text: "ese aprueba a quien le hace favores, y ya sabeis de que tipo de favores hablo" },
  {
    expected: "hold",
    text: "la titular tiene su negocio montado, le pasas 100 pavos por bizum y te llega el examen la noche antes",
  },
  {
    expected: "hold",
    text: "dicen q el jefe de departamento le mete mano a las becarias, por eso ninguna le dura mas de tres meses",
  },
  {
    expected: "hold",
    text: "el profe de fisica siempre huele a porro y tiene los ojos como tomates, da clase colocadisimo",
  },
  {
    expected: "hold",
    text: "me contaron que la de contabilidad falsifico las actas de julio para tapar que no habia corregido los examenes",
  },
  {
    expected: "hold",
    text: "cuidado con el, le gusta quedar con alumnas de primero en bares y despues les sube la nota, ya hubo quejas",
  },
  {
    expected: "hold",
    text: "a mi me pidio dinero en la revision el de macroeconomia, 50 euros y me subia a aprobado, asi tal cual",
  },
  {
    expected: "hold",
    text: "soto es de los que te manda mensajitos a las 3 am tipo que haces despierta guapa, y si no contestas te suspende",
  },
  { expected: "hold", text: "con la de organica el aprobado se paga en efectivo, no estudiando" },
  {
    expected: "hold",
    text: "el de historia del arte se emborracha en el bar de la facu antes de cada clase de la tarde y entra dando tumbos",
  },
  {
    expected: "hold",
    text: "al coordinador lo pillaron en la otra sede metiendose la plata de las inscripciones y aca sigue como si nada",
  },
  {
    expected: "hold",
    text: "la de frances le tiene asco a los negros, a mi amigo de guinea le dijo que se volviera a su pais y lo suspende siempre",
  },
  {
    expected: "hold",
    text: "el director de tesis firmo como autor principal lo que escribio entera mi amiga, le robo el paper sin pestanear",
  },
  {
    expected: "hold",
    text: "ojo que molina anda acosando a las chicas por el campus virtual, les escribe cosas de su cuerpo en los comentarios de las tareas",
  },
  {
    expected: "hold",
    text: "lo trasladaron de la sede de mendoza por tocar a una alumna, en el depto lo sabe todo el mundo",
  },
  {
    expected: "hold",
    text: "la de anato te cobra el material de laboratorio en mano y nunca ves un recibo, esa plata va directo a su bolsillo",
  },
  {
    expected: "hold",
    text: "el del turno noche viene siempre medio borracho, se le traba la lengua y se duerme en el escritorio",
  },
  { expected: "hold", text: "esa tiene precio, el que le pasa lana aprueba y el que no se va a extraordinario" },
  {
    expected: "hold",
    text: "el jefe de catedra hizo que su sobrino aprobara sin rendir, le inventaron la nota en el sistema",
  },
  {
    expected: "hold",
    text: "no le digan a nadie pero el de quimica general vende las respuestas del parcial por whatsapp, yo vi los chats",
  },
  {
    expected: "hold",
    text: "gallardo se propasa con las alumnas en los viajes de practicas, en el de ibiza se metio de noche en el cuarto de dos chicas",
  },
  {
    expected: "hold",
    text: "la titular de constitucional aprueba a quien le lleva regalos caros, a una le regalaron un bolso de marca y saco un 10",
  },
  {
    expected: "hold",
    text: "el coordinador pidio colaboraciones voluntarias de 20 euros para un viaje que nunca existio, y la plata no la devolvio",
  },
  {
    expected: "hold",
    text: "el de mates nos dijo en clase que las mujeres no sirven para ingenieria y a las chicas les pone peor nota a proposito",
  },
  {
    expected: "hold",
    text: "de la profe cardenas dicen que amenazo a un alumno con suspenderlo si contaba lo que vio en su despacho",
  },
  {
    expected: "hold",
    text: "la de practicas clinicas te firma horas que no hiciste si le cuidas a los hijos los findes",
  },
  {
    expected: "hold",
    text: "ese tipo tiene historial, en la uni de antes lo suspendieron de empleo por meterse con alumnas menores de edad",
  },
  {
    expected: "hold",
    text: "el de redes tiene montado un chiringuito, su mujer da clases de apoyo a 80 euros y los que van sacan sobresaliente porque les pasa el examen",
  },
  {
    expected: "hold",
    text: "a villegas le gustan demasiado las de primero, las sube a su coche a la salida y una me conto que no la dejaba bajar",
  },
  {
    expected: "hold",
    text: "el vicerrector se embolso la subvencion del comedor, por eso seguimos comiendo lo mismo desde hace tres anos",
  },
  {
    expected: "hold",
    text: "lo de la profe de ingles es un secreto a voces, bebe en el bano entre clase y clase, lleva una botella de ron en el bolso",
  },
  {
    expected: "hold",
    text: "el de proyectos me dijo que si no le daba acceso a mi github me suspendia, y despues presento mi codigo como suyo",
  },
  {
    expected: "hold",
    text: "se rumorea que la jefa de estudios se cobra las convalidaciones, 300 euros por asignatura aunque no tengan nada que ver",
  },
  {
    expected: "hold",
    text: "el del lab de fisica se queda con las donaciones de la empresa, los osciloscopios nuevos estan en su casa",
  },
  {
    expected: "hold",
    text: "ella lo dijo claro el primer dia, sin su libro no hay aprobado, y el libro lo cobra ella en mano y sin factura",
  },
  {
    expected: "hold",
    text: "dicen que el profe rojas le paso la mano por el culo a una chica en la fiesta de fin de curso y la uni no hizo nada",
  },
  {
    expected: "hold",
    text: "el de economia aplicada viene puesto de coca, no para de hablar, suda como un pollo y se le van los ojos",
  },
  {
    expected: "hold",
    text: "si fuera solo una alumna vale, pero ya van cuatro que cuentan que la titular las toco en la revision",
  },
  {
    expected: "hold",
    text: "a los del equipo de rugby les regalan el aprobado en fisiologia, el entrenador le paga la cena al profe cada fin de temporada",
  },

  // ── hold: other classes (threats, insults, slurs, body shaming, personal data, direct accusations)
  {
    expected: "hold",
    text: "Como vuelva a suspenderme, le rayo el coche a Mendieta en el parking, que ya sé cuál es el suyo.",
  },
  { expected: "hold", text: "vamos a esperar a la tal ocampo a la salida y le vamos a enseñar lo que es bueno" },
  {
    expected: "hold",
    text: "Al perrito de Valdivia le puede pasar algo si sigue suspendiendo a medio curso, que lo saca a pasear por el campus.",
  },
  { expected: "hold", text: "el despacho de ese viejo va a arder cualquier dia, avisado queda" },
  { expected: "hold", text: "Gonzalo Ferrer es un acosador, que se sepa de una vez." },
  { expected: "hold", text: "la de teoria del estado plagio su tesis doctoral entera, pagina por pagina" },
  { expected: "hold", text: "La de Genética es una gilipollas de manual." },
  { expected: "hold", text: "el pelotudo de arce no sabe ni sumar y encima se hace el canchero" },
  { expected: "hold", text: "que pendejo es el de calculo, no sabe explicar ni la tabla del dos" },
  { expected: "hold", text: "la profe ruiz es una weona culia, nos humilla en cada clase" },
  { expected: "hold", text: "ese conchudo de Paredes nos bajó la nota a todos por gusto" },
  { expected: "hold", text: "qué culero el profe Zamora, se cree mucho y no sabe nada" },
  { expected: "hold", text: "el mamaguevo de contreras nos dejo esperando una hora y ni aviso" },
  { expected: "hold", text: "Ese profesor es un comemierda, no hay otra forma de decirlo." },
  { expected: "hold", text: "el de sistemas es una gonorrea, nos trata como si fueramos basura" },
  { expected: "hold", text: "la profe mora es una cojuda, no entiende ni su propio examen" },
  { expected: "hold", text: "la india esa de secretaria no te atiende si no le hablas bonito" },
  { expected: "hold", text: "el maricon de estadistica nos tiene hartos con sus trabajos" },
  { expected: "hold", text: "El gordo seboso de Termo suda tanto que te devuelve los exámenes mojados." },
  { expected: "hold", text: "la de latin tiene unos dientes de caballo que no te dejan concentrarte en nada" },
  {
    expected: "hold",
    text: "Salcedo tiene una vocecita de pito que parece un pato mareado, imposible aguantar dos horas.",
  },
  { expected: "hold", text: "la foca de bioestadistica no cabe por la puerta del aula" },
  {
    expected: "hold",
    text: "El profe Ibarra vive en la calle de los Almendros 14, 3.º B, por si alguien quiere ir a reclamarle en persona.",
  },
  {
    expected: "hold",
    text: "si alguien le quiere escribir al de optica su movil es 612 48 93 07, al correo de la uni no contesta",
  },
  { expected: "hold", text: "Su correo personal es lucia.fanjul.r84@gmail.com, escribidle ahí que ese sí lo lee." },
  { expected: "hold", text: "el dni de la coordinadora es 48392017K, salia en el acta que colgaron" },
  { expected: "hold", text: "En Puigvert és un imbècil i un fill de puta, no en tinc cap dubte." },
  { expected: "hold", text: "O de Física é un parvo e un cabrón, nin caso lle fagades." },
  { expected: "hold", text: "Zubizarreta irakaslea txoriburu eta astapotro bat da." },
  { expected: "hold", text: "Professor Hale is a total dickhead and a creep, avoid him." },
  { expected: "hold", text: "la de dibujo es una hija de puta, suspendio a media clase solo para joder" },
  { expected: "hold", text: "el enano de lagos ni llega a la parte de arriba de la pizarra, da pena verlo saltar" },

  // ── publish: harsh complaints that accuse no one of a crime
  {
    expected: "publish",
    text: "Es injusto corrigiendo: dos respuestas prácticamente iguales y a una le pone un 8 y a la otra un 5.",
  },
  {
    expected: "publish",
    text: "tiene favoritos, eso se nota desde el primer dia, los de la primera fila siempre salen a la pizarra",
  },
  {
    expected: "publish",
    text: "No devuelve los correos ni aunque le escribas cinco veces. Para una tutoría hay que perseguirlo por el pasillo.",
  },
  { expected: "publish", text: "aprobar con valcarcel es una loteria, depende del dia que tenga" },
  { expected: "publish", text: "la de practicas es durisima y encima explica fatal, no la recomiendo para nada" },
  {
    expected: "publish",
    text: "El jefe de departamento te contesta con monosílabos y de malas maneras; ir a hablar con él es un mal trago.",
  },
  {
    expected: "publish",
    text: "El coordinador nunca sabe nada: le preguntas por las fechas del TFG y te manda a secretaría, y secretaría te manda otra vez a él.",
  },
  {
    expected: "publish",
    text: "la titular lee las diapositivas y ya, cero esfuerzo, la asignatura se aprende sola con el libro",
  },
  {
    expected: "publish",
    text: "Pone exámenes que no tienen nada que ver con lo que da en clase. Frustrante a más no poder.",
  },
  {
    expected: "publish",
    text: "Parece que le da igual si aprendemos o no: llega tarde, se va pronto y no resuelve dudas.",
  },
  { expected: "publish", text: "sus criterios de correccion no los entiende ni el, cada año cambian" },
  { expected: "publish", text: "le tiene mania a la gente que pregunta mucho, eso no lo disimula" },
  { expected: "publish", text: "Es de los que suspenden al 70 % y luego se quejan de que no estudiamos." },
  { expected: "publish", text: "la revision de examen es un tramite, no te sube ni medio punto aunque tengas razon" },
  {
    expected: "publish",
    text: "Con él las notas tardan dos meses en salir y en el acta siempre hay algún error que luego hay que reclamar.",
  },
  {
    expected: "publish",
    text: "Sabe muchísimo, eso sí, pero de pedagogía no tiene ni idea y no sabe transmitir nada.",
  },
  { expected: "publish", text: "Es bastante prepotente y te hace sentir tonto por preguntar algo básico." },
  { expected: "publish", text: "la de estadistica se pasa media clase contando sus viajes, contenido cero" },
  {
    expected: "publish",
    text: "Sus exámenes son una trampa: preguntas con doble negación que no miden si sabes la materia.",
  },
  {
    expected: "publish",
    text: "Aprobar sus prácticas depende más de caerle bien que de saber; favoritismo de manual, aunque no creo que lo haga a propósito.",
  },
  { expected: "publish", text: "es exigente hasta lo absurdo, pide nivel de doctorado en segundo de carrera" },
  { expected: "publish", text: "El horario de tutorías que publica es ciencia ficción: nunca está en el despacho." },
  { expected: "publish", text: "se contradice todo el rato y despues te penaliza por hacer lo que el mismo dijo" },
  {
    expected: "publish",
    text: "El titular no se ha actualizado desde los noventa; sus apuntes tienen más años que yo.",
  },
  {
    expected: "publish",
    text: "Si vas a revisión con la de Civil, prepárate: te discute cada décima y casi nunca cede.",
  },
  {
    expected: "publish",
    text: "A la de Inglés se le va la mano con los trabajos: cuatro entregas en una misma semana.",
  },
  { expected: "publish", text: "tiene la mano muy dura corrigiendo, un 7 con ella vale como un 9 con otro" },
  { expected: "publish", text: "Con Ortega las notas tienen precio: horas y horas de biblioteca, no hay atajos." },
  {
    expected: "publish",
    text: "aprueba a quien hace los ejercicios que manda cada semana, asi de simple, el que no los hace lo tiene crudo",
  },
  {
    expected: "publish",
    text: "Se queda con nuestros exámenes y no deja verlos hasta el día de la revisión, que es a las tantas.",
  },
  {
    expected: "publish",
    text: "Nos obliga a comprar su propio libro, 45 euros en la librería del campus; legal será, pero no está bien.",
  },
  {
    expected: "publish",
    text: "vino de la universidad de oviedo el año pasado y se nota que tiene mucha experiencia, aunque es muy seco",
  },
  {
    expected: "publish",
    text: "El material del laboratorio se paga en secretaría, 25 euros, y te dan recibo; caro, pero todo en orden.",
  },
  {
    expected: "publish",
    text: "la coordinadora es un desastre organizando, nos entero del cambio de aula dos minutos antes",
  },

  // ── publish: crimes and misconduct as course content, fiction or hypotheticals
  {
    expected: "publish",
    text: "En Penal II vimos el cohecho y la prevaricación con casos reales; el temario es denso pero interesantísimo.",
  },
  {
    expected: "publish",
    text: "estudiamos el acoso laboral en psicologia de las organizaciones, muy buena la parte de protocolos",
  },
  {
    expected: "publish",
    text: "En Criminología analizamos casos de abuso sexual infantil y cómo se investigan; duro, pero necesario.",
  },
  {
    expected: "publish",
    text: "el tema de malversacion de caudales publicos es el mas largo de administrativo, preparaos",
  },
  {
    expected: "publish",
    text: "En Medicina Legal aprendimos a reconocer signos de agresión y de intoxicación etílica en urgencias.",
  },
  {
    expected: "publish",
    text: "Ética Profesional trata el plagio académico y la falsificación de datos; el trabajo final es sobre un caso de fraude científico.",
  },
  {
    expected: "publish",
    text: "en farmacologia vimos como actuan la cocaina y el alcohol en el sistema nervioso, clase top",
  },
  {
    expected: "publish",
    text: "Penal Especial: homicidio, lesiones, robo con fuerza y extorsión. Cero relleno, todo entra en el examen.",
  },
  {
    expected: "publish",
    text: "En Historia Contemporánea dimos la corrupción de la Restauración, el caciquismo y la compra de votos.",
  },
  {
    expected: "publish",
    text: "para el tfg de trabajo social estoy investigando el acoso sexual en la universidad, la encuesta esta en el campus virtual si alguien quiere responder",
  },
  {
    expected: "publish",
    text: "El seminario sobre discriminación racial en el mercado laboral fue lo mejor del cuatrimestre.",
  },
  {
    expected: "publish",
    text: "En Auditoría vimos cómo se detecta un desfalco en las cuentas de una empresa; muy práctico.",
  },
  {
    expected: "publish",
    text: "en literatura leimos una novela sobre un profesor que acosa a una alumna y el debate en clase estuvo buenisimo",
  },
  {
    expected: "publish",
    text: "La parte de amenazas y coacciones la explica con sentencias del Supremo, se agradece un montón.",
  },
  {
    expected: "publish",
    text: "En Sociología de la Educación hablamos de por qué algunos profes tienen favoritos sin darse cuenta.",
  },
  {
    expected: "publish",
    text: "En Enología el profe nos hace catar vino en clase, obviamente es parte del temario y se escupe.",
  },
  {
    expected: "publish",
    text: "Si un profe te pidiera dinero por aprobar, ¿dónde habría que denunciarlo? Pregunto por saber, a mí no me ha pasado.",
  },
  {
    expected: "publish",
    text: "mi relato para el taller de escritura va de una profesora que envenena al jefe de departamento, a la profe le encanto",
  },
  {
    expected: "publish",
    text: "Dr. Okafor's lectures on criminal law are brilliant, especially the unit on fraud and bribery.",
  },

  // ── publish: the writer's own experiences, misdeeds or fears
  {
    expected: "publish",
    text: "Me robaron el portátil en la biblioteca de la facultad y seguridad no hizo nada; ojo con dejar las cosas solas.",
  },
  {
    expected: "publish",
    text: "yo copie en el primer parcial de estadistica y me pillaron, suspendi con toda la razon",
  },
  {
    expected: "publish",
    text: "Confieso que llegué con resaca al examen de Álgebra después de San Alberto y así me fue.",
  },
  {
    expected: "publish",
    text: "Tengo miedo de que me acusen de plagio porque mi TFG se parece a otro sin querer; ¿alguien sabe cómo funciona el Turnitin?",
  },
  {
    expected: "publish",
    text: "a mi me acosaron en el instituto y por eso elegi psicologia, la carrera me esta ayudando mucho",
  },
  {
    expected: "publish",
    text: "Me emborraché en la cena de la carrera y no me acuerdo de la mitad; buena cena, peor resaca.",
  },
  {
    expected: "publish",
    text: "una vez le pedi a la profe que me subiera la nota por pena y obviamente me dijo que no, con razon",
  },
  { expected: "publish", text: "Me da miedo ir sola al parking del campus de noche, la iluminación es malísima." },
  {
    expected: "publish",
    text: "Reconozco que me colé en la biblioteca con el carné de un amigo en época de exámenes.",
  },

  // ── publish: slang praise, surnames that look like words, acronyms, other languages
  { expected: "publish", text: "Fuentes es un crack, explica Cálculo como si fuera fácil." },
  { expected: "publish", text: "la de organica es una bestia explicando, sales de clase entendiendolo todo" },
  { expected: "publish", text: "el de redes la rompe, el mejor profe que tuve en toda la carrera" },
  { expected: "publish", text: "El jefe de departamento es la hostia de bueno, se nota que le encanta lo que hace." },
  { expected: "publish", text: "la titular es una maquina, responde los mails en diez minutos" },
  { expected: "publish", text: "ese tipo es un animal de la programacion, un genio" },
  { expected: "publish", text: "la profe de anatomia es una genia, la re banco" },
  { expected: "publish", text: "el profe duarte es bien bacan, recomendadisimo" },
  { expected: "publish", text: "Es un pedazo de profesor, de los que te cambian la forma de ver la carrera." },
  { expected: "publish", text: "la de penal es una fiera, el examen es tremendo pero aprendes un monton" },
  { expected: "publish", text: "la coordi es un sol, te resuelve cualquier lio con los horarios" },
  { expected: "publish", text: "que chimba la clase de rincon, uno aprende full" },
  { expected: "publish", text: "La profe Salinas está bien chida, súper buena onda con todos." },
  { expected: "publish", text: "Tuve a Ladrón de Guevara en Derecho Romano y es de lo mejor de la facultad." },
  { expected: "publish", text: "El profesor Matamoros corrige rápido y pone ejemplos de la vida real." },
  { expected: "publish", text: "con gordo en economia politica se aprende muchisimo, sus apuntes son oro" },
  { expected: "publish", text: "La profesora Cabezas es exigente pero justa, la recomiendo." },
  {
    expected: "publish",
    text: "El profesor Feo explica Topología con una paciencia infinita, el mejor del departamento.",
  },
  {
    expected: "publish",
    text: "En la UNED el TFG se defiende online y el tribunal de la ETSIT fue muy amable conmigo.",
  },
  {
    expected: "publish",
    text: "Para el MIR hay que currar mucho, pero la UCM te prepara bien. La EBAU fue más fácil.",
  },
  { expected: "publish", text: "La professora Vidal explica molt bé i sempre respon els correus. Molt recomanable." },
  { expected: "publish", text: "O profesor de Historia é moi bo, as clases pásanse voando." },
  { expected: "publish", text: "Irakasle oso ona da, asko ikasi dut bere klaseetan." },
  { expected: "publish", text: "Great professor, tough grader but fair. Office hours are super helpful." },

  // ── flag: swearing aimed at nobody
  {
    expected: "flag",
    text: "Qué mierda de horario nos han puesto este cuatrimestre, clase de 8 a 9 y luego nada hasta las 6.",
  },
  { expected: "flag", text: "joder con el parcial de termo, no me salio ni un ejercicio" },
  { expected: "flag", text: "la cafeteria de la facu es una puta mierda, el cafe sabe a agua de fregar" },
  { expected: "flag", text: "Hostia puta, qué examen más largo, no me dio tiempo ni a la mitad." },
  { expected: "flag", text: "me cago en la plataforma virtual, se cae cada vez que hay una entrega" },
  { expected: "flag", text: "que coñazo de asignatura, tres horas seguidas leyendo leyes" },
  { expected: "flag", text: "la wifi de la biblio es una mierda, imposible estudiar ahi" },
  { expected: "flag", text: "puta madre, otra vez cambiaron la fecha del final" },
  { expected: "flag", text: "la concha de la lora con los horarios de este cuatri" },
  { expected: "flag", text: "que verga de semestre, todo junto en la misma semana" },
  { expected: "flag", text: "Carajo, la recuperación cae el mismo día que la de Química." },
  { expected: "flag", text: "pinche trafico para llegar al campus, siempre llego tarde a la primera" },
  { expected: "flag", text: "Cago en la leche, se me borró el TFG a dos días de la entrega." },
  { expected: "flag", text: "vaya puta locura de temario para un solo cuatrimestre" },
  { expected: "flag", text: "A la mierda la evaluación continua, tanta entrega para nada." },
  { expected: "flag", text: "me cago en todo, suspendi por una decima" },

  // ── flag: one unknown link
  {
    expected: "flag",
    text: "Subí mis apuntes de Microeconomía aquí: https://apuntes-libres-uni.net/micro2 por si os sirven.",
  },
  { expected: "flag", text: "info del examen en www.repasosexpress.es/calculo , a mi me ayudo bastante" },
  { expected: "flag", text: "encontre las soluciones del libro en bit.ly/solucionesfisica3 jeje" },
  { expected: "flag", text: "Grupo de estudio de Anatomía, entrad aquí: https://chat.whatsapp.com/Kx8fQ2mZ9aBcD" },
  { expected: "flag", text: "las diapos de la asignatura estan en http://drive-apuntes.org/histologia, muy completas" },
  { expected: "flag", text: "Simulacros de la EBAU gratis en https://examenes-simulados.com/ebau, me salvaron." },

  // ── flag: mostly capitals
  { expected: "flag", text: "EL PEOR HORARIO DE LA HISTORIA, NADIE PUEDE IR A LAS PRÁCTICAS DE LOS VIERNES" },
  { expected: "flag", text: "NO OS MATRICULÉIS EN ESTA OPTATIVA, ES MUCHÍSIMO TRABAJO PARA 3 CRÉDITOS" },
  { expected: "flag", text: "ATENCION: EL EXAMEN SE HA CAMBIADO AL AULA 2.04, PASADLO" },
  { expected: "flag", text: "LA MEJOR PROFE DE TODA LA CARRERA, GRACIAS POR TODO" },
  { expected: "flag", text: "QUE ALGUIEN ME EXPLIQUE POR QUE EL FINAL CAE EL MISMO DIA QUE EL DE FISICA" },
  { expected: "flag", text: "CARRERA MUY RECOMENDABLE, SALIDAS LABORALES BUENISIMAS" },
  { expected: "flag", text: "NO HAY ENCHUFES EN LA BIBLIOTECA NUEVA, QUIEN LA DISEÑÓ" },

  // ── flag: six or more repeated characters
  { expected: "flag", text: "aprobeeeeeeee por fin estadistica" },
  { expected: "flag", text: "Qué ganas de que acabe el cuatrimestreeeeeee" },
  { expected: "flag", text: "la profe es genial!!!!!!! la mejor que he tenido" },
  { expected: "flag", text: "noooooooo han puesto el final un sabado" },
  { expected: "flag", text: "jajajajjjjjjj el de historia con sus chistes malos otra vez" },
  { expected: "flag", text: "?????? alguien sabe cuando salen las notas de fisica" },
  { expected: "flag", text: "buenisimaaaaaaa la clase de hoy" },
  { expected: "flag", text: "Por fin viernessssss, sin clases hasta el lunes" },
  { expected: "flag", text: "Mmmmmmmm no sé si elegir Derecho o ADE, ¿consejos?" },
  { expected: "flag", text: "zzzzzzzz la clase de las 8 de la mañana" },
  { expected: "flag", text: "uffffff que parcial mas largo" },
];
