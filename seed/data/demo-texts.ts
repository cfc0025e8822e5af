/**
 * Demo texts for the seed: invented content, not real people or real reviews.
 *
 * Todo el contenido de este archivo es inventado y se usa únicamente para
 * poblar la base de datos de demostración de UniOpina. Los nombres combinan
 * nombres de pila corrientes con apellidos inventados que suenan a apellidos
 * hispanos (a propósito, ninguno de los más frecuentes), para que se lean
 * como personas sin parecerse a profesores ni estudiantes reales. Ninguna
 * reseña, publicación ni comentario procede de estudiantes reales.
 *
 * Texts carry the claims they make (attendance, textbook, difficulty, passing, the teacher's
 * gender, the degree they fit...), so demo-people.ts gives each one only to a review whose stored
 * values agree with it.
 */
import { type DegreeField,LAB_FIELDS, NUMERATE_FIELDS } from "./demo-fields";

export type Gender = "f" | "m";
export type Rating = 1 | 2 | 3 | 4 | 5;

/**
 * What a text says about the review (or the teacher) it is attached to. A claim left out means the
 * text says nothing about it; every claim present must agree with the stored values.
 */
export interface TextClaims {
  /** Reads naturally only on a review of this kind. */
  on?: "subject" | "professor";
  /** Mentions what only these degrees have: laboratories, programming, numerical problems… */
  fields?: readonly DegreeField[];
  /** Calls the teacher 'la profesora' or 'el profesor'. */
  gender?: Gender;
  attendanceMandatory?: boolean;
  textbookRequired?: boolean;
  wouldTakeAgain?: "yes" | "no";
  /** The difficulty levels (1–5, inclusive) the text describes. */
  difficulty?: readonly [number, number];
  /** The workload bands (1–5, inclusive: lib/review-scales.ts) the text describes. */
  workload?: readonly [number, number];
  /** The writer passed (true) or failed (false) the subject. */
  passed?: boolean;
}

export interface ClaimedText extends TextClaims {
  text: string;
}

/** A reply under a review: it must also fit the review's tone and what the review talks about. */
export interface ReplyText extends ClaimedText {
  /** The review ratings (inclusive) the reply agrees or argues with. */
  ratings?: readonly [number, number];
  /** The reply picks up something the review's comment must mention. */
  mentions?: RegExp;
}

const EASY = [1, 2] as const;
const MEDIUM = [3, 3] as const;
const HARD = [4, 5] as const;
const NOT_HARD = [1, 3] as const;
const NOT_EASY = [3, 5] as const;
/** Workload bands: 11 hours a week or more; 6 or more. */
const HEAVY = [4, 5] as const;
const NOT_LIGHT = [3, 5] as const;
const LOW = [1, 2] as const;
const HIGH = [4, 5] as const;

export const DEMO_FIRST_NAMES: readonly { name: string; gender: Gender }[] = [
  ...[
    "Lucía", "María", "Paula", "Sofía", "Martina", "Carmen", "Laura", "Marta", "Andrea", "Sara",
    "Alba", "Elena", "Claudia", "Valentina", "Camila", "Daniela", "Irene", "Noelia", "Ximena", "Guadalupe",
    "Rocío", "Nerea", "Ainhoa", "Julia", "Carla", "Inés", "Aitana", "Fernanda", "Natalia", "Beatriz",
  ].map((name) => ({ name, gender: "f" as const })),
  ...[
    "Alejandro", "Pablo", "Daniel", "Javier", "Hugo", "Diego", "Sergio", "Adrián", "Álvaro", "David",
    "Mateo", "Santiago", "Sebastián", "Iker", "Jorge", "Rubén", "Iván", "Marcos", "Gonzalo", "Miguel",
    "Raúl", "Andrés", "Tomás", "Nicolás", "Emilio", "Joaquín", "Rodrigo", "Óscar", "Mario", "Carlos",
  ].map((name) => ({ name, gender: "m" as const })),
];

/** Invented surnames in the Spanish style, none of them a frequent real one. */
export const DEMO_SURNAMES: readonly string[] = [
  "Albarreda", "Almenárez", "Arcolea", "Arzabalde", "Balmedo", "Barcenillo", "Bellaguarda", "Benaldía",
  "Bercediano", "Calcedano", "Candamiro", "Carrascueta", "Castrelano", "Cerezanos", "Cisneral", "Colmenillas",
  "Cornejal", "Dalmedo", "Encinardo", "Escaravid", "Espinalte", "Fontalba", "Fresnalde", "Galvarín",
  "Gorbeña", "Herradiel", "Iturbeña", "Lasarteta", "Ledestán", "Lobardín", "Maldonedo", "Manzaleda",
  "Marquieta", "Menduiña", "Montearce", "Montoreja", "Moraledo", "Navarredo", "Ochandiel", "Olmedano",
  "Ordubel", "Peñacastel", "Pradillano", "Quintaveda", "Rebollán", "Riberillo", "Roblanes", "Salcedín",
  "Santalices", "Sarrianez", "Sotolargo", "Tarazuela", "Tejedarro", "Torrealbar", "Urbedo", "Vallesca",
  "Vegallana", "Villarreda", "Zornoleta", "del Fresnal", "de Lobeda", "de la Olmeda",
];

/**
 * Short professor biographies, without a specialty or a gendered word so they fit any
 * department and any name. Each degree's professors share `any` plus their field's list, and no
 * biography appears twice in one degree.
 */
export const PROFESSOR_BIOS: Record<DegreeField | "any", readonly string[]> = {
  any: [
    "Lleva más de quince años dando clase en el grado y forma parte de la comisión académica de la titulación.",
    "Compagina la docencia con un grupo de investigación que participa en proyectos nacionales y europeos.",
    "Tutoriza cada curso varios Trabajos Fin de Grado y colabora con el programa de mentoría entre estudiantes.",
    "Ha impartido clase en universidades de Portugal e Italia dentro de programas de intercambio docente.",
    "Participa en proyectos de innovación docente sobre evaluación continua y aprendizaje basado en problemas.",
    "Coordina las tutorías de acogida para los estudiantes de nuevo ingreso.",
    "Antes de dedicarse a la universidad trabajó varios años fuera del ámbito académico, y esa experiencia se nota en los casos que lleva a clase.",
    "Ha publicado varios artículos sobre la materia que imparte y un manual docente pensado para sus estudiantes.",
    "Forma parte del equipo que organiza las jornadas de puertas abiertas y las charlas de orientación para bachillerato.",
    "Es responsable de la coordinación de horarios y exámenes de uno de los cursos del grado.",
  ],
  computing: [
    "Colabora con empresas tecnológicas de la zona en proyectos de transferencia del departamento.",
    "Cada año hace de mentor en el hackathon del campus y en los concursos de programación para estudiantes.",
    "Trabajó en el desarrollo de software antes de incorporarse a la universidad.",
  ],
  industrial: [
    "Trabajó en ingeniería de proyectos para el sector energético antes de incorporarse a la universidad.",
    "Dirige proyectos de investigación aplicada con empresas industriales de la región.",
    "Coordina el equipo de estudiantes que participa en la competición universitaria de vehículos.",
  ],
  business: [
    "Compagina la docencia con la consultoría para pequeñas y medianas empresas.",
    "Colabora con la cátedra de emprendimiento de la facultad y asesora proyectos de empresa de estudiantes.",
    "Trabajó en banca y en una auditora antes de dedicarse a la universidad.",
  ],
  law: [
    "Compagina las clases con el ejercicio de la abogacía.",
    "Coordina la clínica jurídica de la facultad, donde los estudiantes atienden consultas reales con supervisión.",
    "Ha participado en comisiones de expertos encargadas de informes sobre reformas legislativas.",
  ],
  journalism: [
    "Trabajó en radio y prensa escrita antes de incorporarse a la docencia universitaria.",
    "Sigue colaborando como columnista en un diario regional.",
    "Dirige el laboratorio de periodismo de datos de la facultad.",
  ],
  psychology: [
    "Compagina la docencia con la práctica profesional en un centro de atención psicológica.",
    "Colabora con el servicio de atención psicológica a estudiantes de la universidad.",
    "Coordina las prácticas externas del grado y la relación con los centros colaboradores.",
  ],
  medicine: [
    "Compagina la docencia con la actividad asistencial en el hospital universitario.",
    "Investiga en el instituto de investigación sanitaria asociado a la facultad.",
    "Tutoriza las rotaciones clínicas de los estudiantes de los últimos cursos.",
  ],
  nursing: [
    "Tiene una larga experiencia asistencial en el hospital universitario, donde sigue tutorizando prácticas clínicas.",
    "Coordina el Prácticum del grado y la relación con los centros de salud colaboradores.",
    "Trabajó muchos años en atención primaria antes de dedicarse a la docencia.",
  ],
};

/** Review comments by the rating they were written with. */
export const REVIEW_COMMENTS: Record<Rating, readonly ClaimedText[]> = {
  1: [
    { text: "Las clases consisten en leer las diapositivas tal cual, sin explicar nada más. Cuando preguntas algo te remite al libro. He aprendido más por mi cuenta con vídeos que en todo el cuatrimestre." },
    { text: "El examen no tenía nada que ver con lo que se vio en clase. La mitad de las preguntas eran de temas que ni siquiera se mencionaron. Suspendí y la revisión fue un trámite de cinco minutos.", passed: false },
    { text: "No contesta a los correos y en tutorías nunca está, aunque sea en el horario publicado. Con tanto temario, sentirse así de solo es muy frustrante." },
    { text: "La carga de trabajo es desproporcionada: una entrega cada semana, cada una de varias horas, y luego apenas cuentan en la nota final. Acabas descuidando el resto de asignaturas.", workload: HEAVY },
    { text: "Los apuntes del Campus Virtual están desactualizados, con errores en las fórmulas y ejercicios que no se corresponden con las soluciones. Nadie los ha revisado en años.", fields: NUMERATE_FIELDS },
    { text: "Muy poco respetuoso con las preguntas en clase. Si no entiendes algo, te hace sentir tonto delante de todos. Al final nadie pregunta nada.", gender: "m" },
    { text: "Pasa lista todos los días y la asistencia cuenta, pero las clases no aportan nada. Vas solo para que no te quiten puntos.", attendanceMandatory: true },
    { text: "Cambió los criterios de evaluación a mitad de cuatrimestre sin avisar por escrito. Lo que en la guía docente era un 20 % de prácticas de repente pasó a ser un 10 %." },
    { text: "No recomiendo a nadie esta asignatura con este profesor. Desorganización total: las notas de las prácticas salieron después del examen final.", gender: "m", wouldTakeAgain: "no" },
    { text: "Explica a una velocidad imposible y encima con una letra en la pizarra que no se entiende. Si te pierdes cinco minutos, ya no recuperas el hilo en toda la clase." },
    { text: "Las prácticas de laboratorio no tenían guion y el material estaba a medias. Perdimos sesiones enteras esperando a que funcionaran los equipos.", fields: LAB_FIELDS },
    { text: "La revisión del examen fue lamentable. No te deja ver la corrección con calma y no explica dónde están los fallos. Solo te dice que está bien corregido." },
    { text: "Una asignatura que podría ser interesante convertida en un ejercicio de memorizar listas. Ni un solo caso práctico en todo el curso.", on: "subject" },
    { text: "Falta muchísimo y las clases se recuperan cuando le viene bien, a veces con un día de aviso. Imposible organizarse si trabajas." },
    { text: "Mandó un trabajo en grupo sin ninguna pauta y luego lo corrigió con una rúbrica que nunca compartió. Nota baja a todos los grupos sin explicación." },
    { text: "El temario es enorme y el examen es tipo test con penalización durísima. Sabiendo la materia puedes suspender por dudar en tres preguntas.", difficulty: HARD },
    { text: "No sube nada al Campus Virtual. Ni diapositivas, ni ejercicios, ni soluciones. Si faltas un día por enfermedad, dependes de que alguien te pase los apuntes." },
    { text: "Se nota que no le interesa dar clase. Llega tarde, se va antes y en medio cuenta anécdotas que no tienen relación con la materia." },
    { text: "Peor experiencia de la carrera. Mala organización, exámenes injustos y cero disposición a escuchar. No volvería a pasar por esto.", wouldTakeAgain: "no" },
    { text: "Los ejercicios que pone en clase son triviales y los del examen son de otro nivel. No hay forma de prepararse con el material que da.", difficulty: HARD },
    { text: "En tutorías te atiende con prisa y sin mirar lo que le enseñas. Fui tres veces con dudas de la práctica y salí igual que entré." },
    { text: "Las notas tardaron más de un mes en salir y sin desglose. No sabes qué has hecho mal ni cómo mejorar para la recuperación." },
    { text: "Nada claro desde el primer día: la guía docente dice una cosa, en clase dice otra y en el foro del Campus Virtual una tercera." },
    { text: "Ridiculiza los errores de los trabajos leyéndolos en voz alta. Ambiente muy incómodo para aprender." },
    { text: "La carga de trabajo no tiene nada que ver con los créditos de la asignatura. Si puedes, no la juntes con otras pesadas en el mismo cuatrimestre.", on: "subject", workload: HEAVY },
    { text: "Obliga a comprar su propio manual, que además cambia de edición cada curso para que no sirvan los de segunda mano. Y luego en clase apenas lo usa.", textbookRequired: true },
    { text: "La asistencia no es obligatoria, y después de tres semanas entendí por qué casi nadie va: las clases no aportan nada que no esté en los apuntes.", attendanceMandatory: false },
    { text: "Me presenté dos veces y en ninguna la nota reflejó lo que sabía. Corrige sin criterios claros y no hay manera de saber qué quiere.", passed: false },
    { text: "Asignatura muy difícil y mal explicada. Sin compañeros que te ayuden, aprobarla es casi imposible.", on: "subject", difficulty: HARD },
    { text: "Las exposiciones orales se evalúan sin rúbrica y las notas parecen puestas al azar. A presentaciones muy parecidas les puso notas opuestas." },
    { text: "No volvería a cursarla con este profesor: explicaciones confusas, trato distante y ninguna ayuda cuando le pides orientación.", gender: "m", wouldTakeAgain: "no" },
    { text: "Con ella la asignatura se hace eterna. Lee sus apuntes durante dos horas y no admite preguntas hasta el final, cuando ya no queda tiempo.", gender: "f" },
  ],
  2: [
    { text: "Sabe muchísimo de la materia, pero no sabe transmitirla. Las clases son densas y cuesta seguirlas. Con el libro recomendado se entiende mejor.", textbookRequired: true },
    { text: "El examen final es muy difícil en comparación con los parciales. Los parciales te dan falsa confianza. Estudia para el final desde el principio.", difficulty: HARD },
    { text: "Las prácticas están bien planteadas, pero la teoría es un monólogo de dos horas. Si no llevas la lectura hecha, te pierdes." },
    { text: "Se nota que quiere ayudar, pero las explicaciones son caóticas. Salta de un tema a otro y al final no sabes qué entra." },
    { text: "Los apuntes del Campus Virtual son solo esquemas. Sin ir a clase no sirven para nada, y en clase va demasiado rápido para copiarlo todo." },
    { text: "Corrige con mucha dureza la forma: faltas de ortografía, formato, citas. Está bien exigirlo, pero a veces pesa más que el contenido." },
    { text: "La asistencia es obligatoria al 80 % y las clases no justifican tanta presencia. Lo útil son los seminarios de los viernes.", attendanceMandatory: true },
    { text: "Tardó mucho en publicar las notas de las entregas, así que llegamos al examen sin saber cómo íbamos. Mejoraría mucho con un poco más de feedback." },
    { text: "Las tutorías son útiles si vas con preguntas muy concretas. Si vas con dudas generales, te manda a repasar el tema y poco más." },
    { text: "Temario interesante, pero mal repartido: dedicamos semanas al primer tema y los dos últimos los dimos deprisa la última semana. Y claro, entraron en el examen." },
    { text: "No es mal profesor, pero los exámenes son largos para el tiempo que hay. Entrena haciendo ejercicios contrarreloj.", gender: "m" },
    { text: "El trabajo en grupo cuenta mucho y no hay forma de evaluar quién trabaja y quién no. Si te toca mal grupo, lo pagas." },
    { text: "En clase todo parece fácil, pero los problemas del examen tienen trampa. Haced los ejercicios de exámenes de años anteriores que circulan por la delegación.", fields: NUMERATE_FIELDS, difficulty: HARD },
    { text: "Muy teórica. Esperaba algo más aplicado. Aprobable, pero se hace larga.", on: "subject" },
    { text: "Las diapositivas tienen muchísimo texto y las lee casi todas. Al menos están completas y se puede estudiar de ahí sin comprar nada.", textbookRequired: false },
    { text: "Contesta los correos, pero con días de retraso. En época de exámenes eso no ayuda nada." },
    { text: "La evaluación continua exige mucha dedicación para luego contar solo un 30 %. Si no te da la vida, quizá compense ir al examen único.", workload: NOT_LIGHT },
    { text: "Aprobé, pero sin aprender demasiado. Se aprueba memorizando las preguntas de siempre.", on: "subject", passed: true, difficulty: NOT_HARD },
    { text: "Tiene días muy buenos y días en los que no hay quien le siga. Irregular. Mejor en las clases de problemas que en las de teoría.", fields: NUMERATE_FIELDS },
    { text: "La parte de laboratorio está bien, pero los informes se corrigen con criterios distintos según quién te toque en prácticas.", on: "subject", fields: LAB_FIELDS },
    { text: "Pide leer tres artículos por semana en inglés. Interesantes, pero nadie llega y en clase no se comentan lo suficiente." },
    { text: "El examen de recuperación fue bastante más fácil que el ordinario, lo cual no parece muy justo para los que aprobamos en la primera convocatoria.", passed: true },
    { text: "Es exigente, y eso no es malo, pero no da herramientas para llegar a ese nivel. Hay que buscar material externo.", difficulty: NOT_EASY },
    { text: "Clases poco dinámicas. Un poco de participación o algún ejemplo real haría la asignatura mucho más llevadera." },
    { text: "Cumple el programa, pero no resuelve dudas en clase porque dice que no hay tiempo. Id a tutorías desde el principio." },
    { text: "No pasa lista y, sinceramente, se nota que le da igual quién vaya. Las clases son una lectura del manual, así que acabé estudiando por mi cuenta.", attendanceMandatory: false, textbookRequired: true },
    { text: "El libro de la asignatura es obligatorio y caro, y el examen sale casi entero de sus capítulos. Las clases aportan poco más que un resumen.", on: "subject", textbookRequired: true },
    { text: "Suspendí la primera vez por no entender qué pedía en los ejercicios. En la segunda convocatoria aprobé a base de repetir exámenes antiguos.", passed: true },
    { text: "No la cursaría otra vez con este planteamiento: mucha teoría de memoria y casi nada de aplicación.", on: "subject", wouldTakeAgain: "no" },
    { text: "Profesora muy preparada, pero sus exámenes no se parecen a lo que trabaja en clase. Hay que ir a tutorías para entender qué espera.", gender: "f" },
  ],
  3: [
    { text: "Asignatura normal. Ni fácil ni difícil: si llevas los ejercicios al día, se aprueba sin problema. Las clases son algo monótonas.", on: "subject", difficulty: MEDIUM },
    { text: "Explica bien la teoría, pero los problemas los resuelve muy rápido. Recomiendo repasarlos en casa el mismo día.", fields: NUMERATE_FIELDS },
    { text: "El profesor es correcto y accesible. El examen es justo, aunque largo. Importante leer bien los enunciados.", gender: "m" },
    { text: "Los apuntes del Campus Virtual son completos, pero algo desordenados. Con un poco de trabajo propio se pueden convertir en un buen resumen." },
    { text: "Carga de trabajo media: unas cuantas prácticas obligatorias y un examen final. Nada del otro mundo si te organizas.", on: "subject", difficulty: NOT_HARD, workload: [2, 3] },
    { text: "Me gustó la parte práctica, la teórica se me hizo pesada. El examen premia más la memoria que la comprensión." },
    { text: "Depende mucho del grupo: en el de mañana las clases fueron más dinámicas que en el de tarde, según me contaron compañeros.", on: "subject" },
    { text: "Buen trato con los estudiantes, aunque a veces se enrolla con temas que no entran. Las tutorías sí merecen la pena." },
    { text: "Se aprueba, pero sacar nota es complicado. La corrección es muy estricta con los desarrollos incompletos.", difficulty: NOT_EASY },
    { text: "Las clases no son obligatorias y se nota en la asistencia. Lo que cuenta en clase está en las diapositivas, pero los ejemplos extra ayudan.", attendanceMandatory: false },
    { text: "Asignatura de relleno en el plan de estudios, pero el profesor intenta hacerla útil con casos actuales. Se agradece.", on: "subject", gender: "m" },
    { text: "Exámenes parecidos a los de años anteriores, así que practicar con ellos es la mejor estrategia." },
    { text: "Las prácticas están bien pensadas, pero hay poco tiempo en el laboratorio. Llevad el guion leído de casa.", fields: LAB_FIELDS },
    { text: "Profesor cercano, aunque algo desorganizado con las fechas. Apuntad todo lo que diga en clase porque no siempre lo sube al Campus Virtual.", gender: "m" },
    { text: "Ni me encantó ni la odié. Cumple. Si te interesa el tema, la disfrutarás más que yo.", on: "subject" },
    { text: "El trabajo final tiene mucho peso y la rúbrica es clara. El examen es más sencillo de lo que parece.", difficulty: NOT_HARD },
    { text: "Explica con claridad, pero el ritmo es lento y al final del cuatrimestre hubo que correr para terminar el temario." },
    { text: "La evaluación continua compensa: pequeños cuestionarios semanales que ayudan a llevar la materia al día." },
    { text: "Buenos materiales y bibliografía, aunque las clases son poco participativas. Más de lectura que de debate." },
    { text: "Me costó al principio por la notación, pero a partir del tercer tema todo encaja. Paciencia las primeras semanas.", fields: ["computing", "industrial", "business"] },
    { text: "Tutorías útiles, correos contestados a tiempo. El examen, algo rebuscado en la parte de teoría." },
    { text: "Tiene fama de dura y no es para tanto. Con constancia se aprueba, aunque con nota media.", on: "subject", difficulty: NOT_HARD },
    { text: "Contenido interesante, pero muy condensado. Los créditos se quedan cortos para todo lo que se intenta ver.", on: "subject" },
    { text: "Clases correctas, aunque le falta enlazar la teoría con ejemplos reales. Los seminarios compensan bastante." },
    { text: "Ni mejor ni peor que la media del departamento. Haz las entregas, estudia los exámenes antiguos y listo." },
    { text: "Pasa lista en cada sesión, lo cual agobia un poco, pero al menos las clases están bien preparadas y se aprovechan.", attendanceMandatory: true },
    { text: "Hace falta el manual: los ejercicios de clase salen de ahí y el examen también. En la biblioteca hay varios ejemplares.", on: "subject", textbookRequired: true },
    { text: "No hace falta comprar ningún libro: con las diapositivas y los ejercicios resueltos basta para aprobar.", on: "subject", textbookRequired: false },
    { text: "Aprobé tras estudiar bastante. No me arrepiento, pero tampoco la repetiría por gusto.", on: "subject", passed: true, wouldTakeAgain: "no" },
    { text: "La profesora explica bien, pero el examen tiene poco que ver con sus ejemplos de clase. Preparadlo con los exámenes antiguos.", gender: "f" },
    { text: "Volvería a cogerla, aunque con más tiempo libre: es interesante, pero no es de las que se preparan en una semana.", on: "subject", wouldTakeAgain: "yes", difficulty: NOT_EASY, workload: NOT_LIGHT },
  ],
  4: [
    { text: "Explica muy bien y se preocupa de que se entienda. El examen es exigente pero justo: si haces los ejercicios de clase, vas bien.", difficulty: NOT_EASY },
    { text: "Muy buena organización: calendario de entregas desde el primer día y todo el material en el Campus Virtual. Ojalá todos fueran así." },
    { text: "Las prácticas son lo mejor de la asignatura. Aprendes de verdad a usar las herramientas. El examen teórico es algo pesado, pero asequible.", on: "subject", fields: ["computing", "industrial", "business", "journalism", "psychology"] },
    { text: "Profesora cercana y con mucha paciencia en tutorías. Le pregunté la misma duda tres veces y me la explicó de tres formas distintas.", gender: "f" },
    { text: "Asignatura difícil, pero el profesor la hace llevadera. Pone muchos ejemplos y resuelve exámenes de otros años en clase.", on: "subject", gender: "m", difficulty: HARD },
    { text: "Buen feedback en los trabajos: te devuelve las entregas comentadas y eso ayuda mucho a mejorar en la siguiente." },
    { text: "Le quito una estrella porque el temario es muy largo, pero como docente es de lo mejor que he tenido." },
    { text: "Se nota que prepara las clases. Las diapositivas son claras y complementa con la pizarra cuando hace falta." },
    { text: "La evaluación continua está muy bien pensada y si la sigues llegas al final con la mitad de la nota asegurada." },
    { text: "Clases amenas y con participación. A veces se alarga en los debates, pero siempre con relación con la materia." },
    { text: "Muy accesible por correo y en el foro de la asignatura. Responde rápido incluso en época de exámenes." },
    { text: "Exige mucho en los informes de laboratorio, pero te enseña a escribir bien. Es algo que luego agradeces en el TFG.", fields: LAB_FIELDS },
    { text: "Los apuntes que sube al Campus Virtual son casi un libro. Con ellos y los problemas resueltos no hace falta ningún manual.", fields: NUMERATE_FIELDS, textbookRequired: false },
    { text: "Buen profesor, aunque el examen final fue algo más largo de lo esperado. Practicad con tiempo limitado.", gender: "m" },
    { text: "Una de las asignaturas más útiles del grado. Se ve la aplicación directa de todo lo que estudias.", on: "subject", wouldTakeAgain: "yes" },
    { text: "Clara, ordenada y justa corrigiendo. La revisión del examen fue detallada y explicó cada punto.", gender: "f" },
    { text: "Al principio parece muy serio, pero es muy buena gente y se implica mucho con quien muestra interés.", gender: "m" },
    { text: "Recomendable. El trabajo en grupo se evalúa con coevaluación, así que quien no trabaja lo paga en la nota.", wouldTakeAgain: "yes" },
    { text: "Hace que una materia árida sea interesante. Algunos temas van rápidos, pero siempre los retoma si se lo pides." },
    { text: "Muy buena asignatura si te gusta programar. Los enunciados de las prácticas son claros y los tests automáticos ayudan a comprobar.", on: "subject", fields: ["computing"] },
    { text: "Profesor exigente pero coherente: lo que pide en el examen es exactamente lo que ha trabajado en clase.", gender: "m", difficulty: NOT_EASY },
    { text: "Recomiendo ir a clase aunque no pase lista: los ejercicios que hace en la pizarra suelen parecerse mucho a los del examen.", attendanceMandatory: false },
    { text: "Gran disposición en tutorías y mucho respeto hacia los estudiantes. Solo mejoraría el ritmo de las primeras semanas." },
    { text: "Buen equilibrio entre teoría y práctica. Los seminarios con casos reales son muy útiles." },
    { text: "Notas publicadas rápido y con comentarios. Se agradece un profesor que cumple los plazos que pide a los demás.", gender: "m" },
    { text: "La asistencia es obligatoria, pero no me importó: cada clase tenía un caso práctico distinto y se aprendía más allí que estudiando en casa.", attendanceMandatory: true },
    { text: "Aprobé con nota gracias a los ejercicios semanales. No es una asignatura fácil, pero con constancia sale.", on: "subject", passed: true, difficulty: NOT_EASY },
    { text: "El manual que recomienda es imprescindible y se nota que lo conoce a fondo: cada clase sigue un capítulo y al final lo tienes todo estudiado.", textbookRequired: true },
    { text: "Sin libro de texto: todo está en sus apuntes, que son claros y están al día. Se agradece no tener que gastar en manuales.", textbookRequired: false },
    { text: "Una profesora muy organizada: publica las rúbricas antes de cada entrega y corrige en pocos días. La volvería a elegir.", gender: "f", wouldTakeAgain: "yes" },
  ],
  5: [
    { text: "El mejor profesor que he tenido en la carrera. Explica con una claridad increíble, se sabe el nombre de todo el mundo y consigue que te guste la asignatura.", gender: "m", wouldTakeAgain: "yes" },
    { text: "Si tienes la opción de elegir grupo, elige el suyo sin dudarlo. Clases dinámicas, ejemplos reales y exámenes muy bien planteados.", wouldTakeAgain: "yes" },
    { text: "Todo el material está en el Campus Virtual desde el primer día, con ejercicios resueltos y vídeos cortos de repaso. No hace falta comprar nada.", textbookRequired: false },
    { text: "Se implica muchísimo. Me dedicó tutorías extra cuando me atasqué con el temario y al final aprobé. Todo mi agradecimiento.", passed: true },
    { text: "Consigue que una asignatura que todos temen sea la favorita de muchos. Paciencia infinita con las dudas y mucho sentido del humor.", difficulty: NOT_EASY },
    { text: "Exámenes justos, corrección rápida y revisión en la que te explica cada fallo. Aprendes incluso de lo que haces mal." },
    { text: "Clases que se pasan volando. Combina teoría, casos prácticos y pequeños debates. Se aprende muchísimo sin darte cuenta." },
    { text: "Trata a los estudiantes como adultos y con mucho respeto. Siempre dispuesto a escuchar propuestas para mejorar la asignatura.", gender: "m" },
    { text: "Las prácticas están muy bien diseñadas, cada una construye sobre la anterior. Al final del cuatrimestre tienes un proyecto completo del que sentirte orgulloso.", fields: ["computing", "industrial"] },
    { text: "Una profesora vocacional. Te anima a participar, te corrige con cariño y te da recursos extra si quieres profundizar.", gender: "f" },
    { text: "Explica los conceptos difíciles con ejemplos cotidianos que no se te olvidan. Dos años después sigo acordándome de sus explicaciones." },
    { text: "Contesta los correos el mismo día y abre tutorías extra antes de los exámenes. Imposible pedir más." },
    { text: "Me hizo cambiar de opinión sobre la especialidad que quería elegir. Clases inspiradoras y muy bien preparadas." },
    { text: "Organización perfecta: guía docente clara, fechas cumplidas, rúbricas publicadas antes de cada entrega. Sabes en todo momento qué se espera de ti." },
    { text: "Consejo: no te saltes los cuestionarios semanales. Son cortos, suman nota y te obligan a llevar la materia al día. Con eso y las clases, el examen sale solo.", difficulty: NOT_HARD },
    { text: "Excelente docente y excelente persona. Cuando tuve un problema familiar me facilitó adaptar las entregas sin ningún problema." },
    { text: "Nunca había entendido esta materia hasta tener sus clases. Va paso a paso y no avanza hasta que la mayoría lo ha entendido." },
    { text: "La mejor asignatura del curso. Exigente, sí, pero con todas las herramientas para aprobar si trabajas.", on: "subject", wouldTakeAgain: "yes", difficulty: NOT_EASY },
    { text: "Da feedback individual de cada práctica en pocos días. Es increíble que le dé tiempo con tantos estudiantes." },
    { text: "Se nota que le apasiona lo que enseña y lo contagia. Sin pasar lista, las clases de los viernes a última hora estaban llenas, y eso lo dice todo.", attendanceMandatory: false },
    { text: "Muy claro en la pizarra, ordenado y sin prisas. Los apuntes que tomas en su clase valen oro para el examen.", gender: "m" },
    { text: "Las sesiones de problemas no son obligatorias, pero no te pierdas ninguna: resuelve ejercicios de exámenes antiguos y explica los errores típicos.", fields: NUMERATE_FIELDS, attendanceMandatory: false },
    { text: "Profesor cercano, justo y muy preparado. Hace que te sientas capaz incluso cuando la materia se complica.", gender: "m" },
    { text: "Gracias a sus tutorías encontré tema para el TFG. Te orienta, te recomienda lecturas y te conecta con gente del departamento." },
    { text: "Diez de diez. Clases útiles, trato humano y evaluación coherente. Ojalá hubiera más docentes así en la facultad." },
    { text: "Es la asignatura en la que más he aprendido en toda la carrera. Volvería a cursarla sin dudarlo.", on: "subject", wouldTakeAgain: "yes" },
    { text: "Aprobé sin agobios: lo explica todo tan bien que el examen no tiene misterio.", passed: true, difficulty: EASY },
    { text: "Pasa lista, pero nadie falta porque las clases merecen la pena de verdad. La recomiendo a cualquiera.", attendanceMandatory: true, wouldTakeAgain: "yes" },
    { text: "No es obligatorio ir a clase y aun así el aula se llena cada día. Eso dice mucho de cómo explica.", attendanceMandatory: false },
    { text: "Profesora brillante y muy humana. La asignatura es dura, pero nunca te sientes solo con las dudas.", gender: "f", difficulty: HARD },
    { text: "El libro que recomienda es buenísimo y ella lo complementa con ejemplos propios. De lo mejor de la facultad.", gender: "f", textbookRequired: true },
  ],
};

/** Tips of professor reviews. */
export const REVIEW_TIPS: readonly ClaimedText[] = [
  { text: "Haz las prácticas semanales: cuentan un 30 % de la nota." },
  { text: "Descarga los exámenes de años anteriores del Campus Virtual: se repiten los tipos de ejercicio." },
  { text: "Ve a tutorías antes del parcial, no la víspera del final." },
  { text: "Lleva el guion de laboratorio leído de casa o no te dará tiempo a terminar.", fields: LAB_FIELDS },
  { text: "Los cuestionarios del Campus Virtual son fáciles y suman nota: no te los saltes." },
  { text: "Apunta lo que dice en clase, no todo está en las diapositivas." },
  { text: "Empieza el trabajo en grupo el primer mes y reparte las tareas por escrito." },
  { text: "En el examen tipo test resta por fallo: deja en blanco si dudas entre tres." },
  { text: "Revisa la guía docente el primer día, los porcentajes de evaluación están ahí." },
  { text: "Pide la revisión del examen siempre: suele explicar los fallos con detalle." },
  { text: "Haz resúmenes por tema al acabar cada semana, el temario se acumula rápido." },
  { text: "Practica los problemas con cronómetro, el examen va muy justo de tiempo.", fields: NUMERATE_FIELDS },
  { text: "Participa en clase: la participación cuenta un 10 % y es fácil de conseguir." },
  { text: "Lee los artículos recomendados antes de los seminarios, los comenta y pregunta." },
  { text: "Cuida la ortografía en los trabajos, penaliza cada falta." },
  { text: "Forma un grupo de estudio para los problemas del tema 3, es el más difícil.", fields: NUMERATE_FIELDS },
  { text: "Escribe los correos con el asunto bien puesto y el código de la asignatura: así responde antes." },
  { text: "Entrega las prácticas aunque no estén perfectas: sin entregarlas no puedes presentarte al final." },
  { text: "Los vídeos de repaso que sube son muy buenos para la semana antes del examen." },
  { text: "Aprende bien la notación desde el principio, luego todo se construye sobre ella.", fields: ["computing", "industrial", "business"] },
  { text: "Si trabajas, pide la evaluación única en las primeras semanas, hay un plazo." },
  { text: "Repasa los ejercicios resueltos en clase: el examen suele incluir uno casi idéntico." },
  { text: "Usa el foro de la asignatura: contesta rápido y las dudas quedan para todos." },
  { text: "Para la exposición oral, ensaya el tiempo: corta en cuanto llegas al límite." },
  { text: "Ve a las sesiones de problemas aunque no sean obligatorias, es donde se aprende.", fields: NUMERATE_FIELDS, attendanceMandatory: false },
  { text: "Justifica todos los pasos en los problemas: puntúa el razonamiento aunque falle el resultado.", fields: NUMERATE_FIELDS },
  { text: "Trae calculadora no programable, no deja usar otra en el examen.", fields: NUMERATE_FIELDS },
  { text: "Empieza el informe final con tiempo: la rúbrica es exigente con la bibliografía." },
  { text: "Consulta las dudas del proyecto en tutoría antes de cada entrega parcial." },
  { text: "No dejes la parte de teoría para el final, el examen tiene mucho peso teórico." },
  { text: "No faltes: pasa lista al principio de cada clase y con más de tres faltas pierdes la evaluación continua.", attendanceMandatory: true },
  { text: "Como no pasa lista, es fácil descolgarse: ponte un horario fijo para ir a clase.", attendanceMandatory: false },
  { text: "Lleva los casos prácticos preparados: pregunta en clase a quien menos se lo espera." },
  { text: "Repasa la legislación actualizada antes del examen: siempre pregunta por las reformas recientes.", fields: ["law"] },
  { text: "En las prácticas clínicas pregunta todo lo que no sepas: valora mucho la iniciativa.", fields: ["medicine", "nursing"] },
  { text: "Lleva siempre una noticia reciente leída: empieza cada clase preguntando por la actualidad.", fields: ["journalism"] },
  { text: "Haz las prácticas de programación con tiempo, los tests automáticos no perdonan errores de formato.", fields: ["computing"] },
];

/** `passed: null` is a grade that says neither (not sat). */
export const GRADES_RECEIVED: readonly { text: string; passed: boolean | null }[] = [
  { text: "Notable (7,8)", passed: true },
  { text: "Aprobado", passed: true },
  { text: "Sobresaliente 9,2", passed: true },
  { text: "Aprobado en la convocatoria de julio", passed: true },
  { text: "Aprobado (5,4)", passed: true },
  { text: "Matrícula de Honor", passed: true },
  { text: "Notable alto, 8,6", passed: true },
  { text: "Sobresaliente", passed: true },
  { text: "Un 6,3", passed: true },
  { text: "Suspenso (4,2)", passed: false },
  { text: "Aprobé por evaluación continua con un 7", passed: true },
  { text: "Notable", passed: true },
  { text: "No presentado, la repito este año", passed: null },
  { text: "Aprobado raspado, un 5", passed: true },
  { text: "Suspenso", passed: false },
];

/** Replies that fellow students of the same degree write under a review. */
export const REVIEW_REPLIES: readonly ReplyText[] = [
  { text: "Totalmente de acuerdo, a mí me pasó exactamente lo mismo con el examen.", ratings: LOW, mentions: /examen/ },
  { text: "Yo lo viví de otra forma. En mi grupo las clases eran bastante claras.", ratings: LOW },
  { text: "¿Sabes si este año ha cambiado el sistema de evaluación?" },
  { text: "Gracias por el consejo de los exámenes antiguos, me han salvado.", mentions: /exámenes (antiguos|de (otros )?años)|años anteriores/ },
  { text: "Coincido en lo de las tutorías, siempre me ha atendido muy bien.", ratings: [3, 5], mentions: /tutoría/ },
  { text: "¿Las prácticas son en parejas o individuales?", mentions: /práctica/ },
  { text: "Pues a mí me pareció justo el examen, largo pero justo.", ratings: LOW, mentions: /examen/ },
  { text: "Muy útil la reseña, me toca el próximo curso." },
  { text: "¿Alguien sabe si se puede aprobar sin ir a clase?", attendanceMandatory: false },
  { text: "Lo del Campus Virtual es verdad, pero este curso ya están subiendo más material.", ratings: [1, 3], mentions: /Campus Virtual/ },
  { text: "No estoy de acuerdo con lo de la carga de trabajo. Si te organizas, es asumible.", ratings: LOW, mentions: /carga de trabajo/ },
  { text: "¿Qué libro recomendarías para complementar los apuntes?" },
  { text: "Suscribo cada palabra. Es de las mejores asignaturas de la carrera.", on: "subject", ratings: [5, 5] },
  { text: "Un poco exagerada la reseña, ¿no? Exigente sí, pero injusto no me parece.", ratings: LOW },
  { text: "¿Cuánto peso tenía el trabajo en grupo cuando la cursaste?", on: "subject", mentions: /trabajo en grupo/ },
  { text: "Me alegra leer esto, el próximo cuatrimestre me toca en su grupo.", on: "professor", ratings: HIGH },
  { text: "Gracias por tanto detalle, así da gusto leer reseñas." },
  { text: "A mí el examen de julio me pareció más difícil que el de enero, ojo." },
  { text: "¿Las clases se graban o hay que ir sí o sí?", attendanceMandatory: false },
  { text: "Confirmo lo de la revisión, merece mucho la pena ir.", ratings: [3, 5], mentions: /revisión/ },
  { text: "Yo la aprobé estudiando solo con sus apuntes, así que no es imposible.", on: "subject", ratings: LOW },
  { text: "¿Sigue pidiendo los informes en formato artículo?", mentions: /informe/ },
  { text: "Muy de acuerdo con lo de llevar la materia al día, es la clave.", mentions: /al día/ },
  { text: "¿El examen es tipo test o de desarrollo?" },
  { text: "Tampoco es para tanto, creo que depende mucho de cómo lleves la asignatura.", ratings: LOW },
  { text: "Me has convencido, voy a intentar cambiarme a su grupo.", on: "professor", ratings: HIGH },
  { text: "¿Sabes si admite entregas fuera de plazo con justificante?" },
  { text: "Lo mejor de la asignatura son los seminarios, totalmente.", ratings: [2, 5], mentions: /seminario/ },
  { text: "Yo tuve una experiencia peor, pero entiendo que cada curso es distinto.", ratings: [3, 5] },
  { text: "¿Hay examen de teoría y de problemas por separado?", fields: NUMERATE_FIELDS },
  { text: "Gracias, me tranquiliza leer que se puede aprobar con constancia.", mentions: /constancia/ },
  { text: "Le daría una estrella más, las tutorías compensan todo lo demás.", ratings: [2, 4], mentions: /tutoría/ },
  { text: "Es verdad que va rápido, yo grababa el audio de las clases con su permiso.", mentions: /velocidad|va demasiado rápido|muy rápido|van rápidos/ },
  { text: "¿Los vídeos de repaso siguen disponibles en el Campus Virtual?", mentions: /vídeos( cortos)? de repaso/ },
  { text: "Opino igual. Buena profesora, pero el temario es desproporcionado.", on: "professor", gender: "f", ratings: [2, 4], mentions: /temario es muy largo/ },
  { text: "Ojo, que este año han cambiado al coordinador de la asignatura.", on: "subject" },
  { text: "Muy buena reseña, respetuosa y útil. Así deberían ser todas." },
  { text: "¿Qué tal la parte de laboratorio? ¿Se puede recuperar si faltas?", fields: LAB_FIELDS },
  { text: "No me identifico nada con esta reseña, pero respeto tu experiencia." },
  { text: "Gracias por compartirlo, me viene muy bien para organizarme el cuatrimestre." },
  { text: "¿Recomiendas llevarla al día desde la primera semana o se puede remontar después?", on: "subject" },
  { text: "Me guardo la reseña para cuando me toque, gracias." },
  { text: "¿Cuántas horas a la semana le dedicabas más o menos?" },
  { text: "Igual que tú: a mí también me acabó gustando mucho.", ratings: HIGH },
  { text: "Qué pena leer esto, esperaba mucho más de esta asignatura.", on: "subject", ratings: LOW },
  { text: "A mí me pasó lo mismo con las notas, tardaron una eternidad.", mentions: /notas (tardaron|salieron)|publicar las notas/ },
];

export const LIFE_CATEGORIES: string[] = [
  "Eventos",
  "Deportes",
  "Fiestas",
  "Estudio",
  "Alojamiento",
  "Clubes y asociaciones",
  "Compraventa",
  "Consejos",
];

export interface LifePostTemplate {
  category: string;
  title: string;
  content: string;
  /** Who can have written it, when the post names the writer's degree or uses a gendered word. */
  author?: { fields?: readonly DegreeField[]; gender?: Gender };
  /** Replies written for this post (at least five): a post never shows the same one twice. */
  comments: readonly string[];
}

export const LIFE_POSTS: readonly LifePostTemplate[] = [
  // Eventos
  {
    category: "Eventos",
    title: "Jornada de bienvenida para primer curso el lunes en el salón de actos",
    content:
      "Hola a todos. El lunes a las 10:00 hay jornada de bienvenida en el salón de actos de la facultad. Presentan los servicios de la biblioteca, el Campus Virtual, el servicio de deportes y las asociaciones de estudiantes. Después hay una visita guiada por el campus en grupos pequeños. Si sois de primero, merece mucho la pena ir: te enteras de cosas que luego nadie te explica.",
    comments: [
      "Yo fui el año pasado y me vino genial para ubicarme en el campus.",
      "¿Hay que llevar algo o basta con presentarse?",
      "¿La visita guiada es solo por la mañana?",
      "Lo comparto en el grupo de primero, seguro que a alguien le interesa.",
      "Ojalá hubiera ido yo en su día, tardé medio curso en descubrir la mitad de los servicios.",
      "Gracias por avisar, no tenía ni idea.",
    ],
  },
  {
    category: "Eventos",
    title: "Feria de empleo y prácticas: ¿quién se anima?",
    content:
      "La semana que viene montan en el pabellón la feria de empleo con empresas de varios sectores. Hay charlas sobre cómo hacer el currículum y simulaciones de entrevista. Yo voy el miércoles por la mañana con un par de compañeros de tercero. Si alguien quiere venir con nosotros, que escriba por aquí. Consejo: llevad algunos currículums impresos y preparad una presentación de treinta segundos sobre vosotros.",
    comments: [
      "¡Me apunto! ¿Dónde quedamos exactamente?",
      "¿Sabes si hay empresas que ofrezcan prácticas de verano?",
      "Buen consejo lo de la presentación corta, el año pasado me pilló sin preparar.",
      "Yo no puedo el miércoles, pero iré el jueves por la tarde.",
      "¿Hace falta inscribirse antes para las simulaciones de entrevista?",
    ],
  },
  {
    category: "Eventos",
    title: "Charla abierta sobre salud mental en época de exámenes",
    content:
      "El servicio de atención psicológica de la universidad organiza una charla el jueves por la tarde en el aula magna. Hablarán de ansiedad ante los exámenes, de cómo organizar el estudio sin quemarse y de cuándo conviene pedir ayuda. Es gratuita y no hace falta inscribirse. Me parece una iniciativa muy buena y creo que deberíamos llenar la sala para que se repita.",
    comments: [
      "Gracias por compartirlo, me has animado a pedir ayuda.",
      "Qué buena iniciativa, a ver si se anima más gente.",
      "¿Se sabe si la grabarán? Ese día tengo prácticas.",
      "Habría que pedir a la universidad que difunda más estos servicios.",
      "Fui a una parecida el curso pasado y salí con ideas muy útiles para organizarme.",
    ],
  },
  {
    category: "Eventos",
    title: "Cineclub de los miércoles: este mes, ciclo de cine latinoamericano",
    content:
      "Recordad que el cineclub proyecta una película cada miércoles a las 19:00 en el aula 0.4. Este mes toca ciclo de cine latinoamericano, con coloquio al final. La entrada es libre y suele haber palomitas si llegas pronto. Es un plan genial para desconectar a mitad de semana y conocer gente de otras facultades.",
    comments: [
      "¿Se sabe ya qué películas ponen?",
      "Fui la semana pasada y el coloquio estuvo muy bien.",
      "¿Las películas son en versión original con subtítulos?",
      "Apunto la fecha, hace mucho que no voy al cine.",
      "Qué buen plan para los miércoles, gracias por recordarlo.",
    ],
  },
  {
    category: "Eventos",
    title: "Hackathon de 24 horas en la escuela de ingeniería",
    content:
      "Se abre la inscripción para el hackathon de primavera. Son 24 horas para desarrollar un proyecto en equipos de tres a cinco personas, con mentores de empresas y comida incluida. No hace falta ser de informática: buscan también gente de diseño, empresariales o comunicación. Nosotros somos tres de segundo de informática y buscamos a alguien que sepa de diseño o de presentaciones. ¡Escribidnos!",
    author: { fields: ["computing"] },
    comments: [
      "Yo me defiendo con el diseño de presentaciones, te escribo por privado.",
      "¿Hay que llevar portátil propio o lo ponen ellos?",
      "El año pasado estuvo genial, lo recomiendo aunque acabes sin dormir.",
      "¿Hasta cuándo está abierta la inscripción?",
      "¿Se puede ir solo y que te asignen equipo allí?",
    ],
  },
  {
    category: "Eventos",
    title: "Mercadillo solidario en el vestíbulo de la biblioteca",
    content:
      "El viernes hay mercadillo solidario en el vestíbulo de la biblioteca: libros de segunda mano, ropa, plantas y dulces caseros. Lo recaudado va para un proyecto de alfabetización que lleva una asociación del campus. Si tenéis cosas que donar, se pueden dejar en conserjería hasta el jueves.",
    comments: [
      "Tengo varios libros que ya no uso, los dejo mañana en conserjería.",
      "¿Se puede pagar con tarjeta o mejor llevar efectivo?",
      "El año pasado me llevé dos plantas que siguen vivas, así que repito.",
      "Qué buena causa, allí estaré.",
      "¿Aceptáis también material escolar para donar?",
    ],
  },
  {
    category: "Eventos",
    title: "Concurso de relato corto: plazo hasta final de mes",
    content:
      "El vicerrectorado de cultura ha convocado el concurso de relato corto para estudiantes. Tema libre, extensión máxima de cinco páginas y los textos se presentan con seudónimo. Hay premio y los relatos seleccionados se publican en una antología. Yo me voy a animar; si alguien quiere intercambiar textos para darnos opinión antes de enviarlos, encantada.",
    author: { gender: "f" },
    comments: [
      "Me animo al intercambio, tengo un borrador a medias.",
      "¿Dónde se consultan las bases completas?",
      "¿Se puede presentar más de un relato?",
      "Qué buena idea lo de leernos antes de enviarlos.",
      "Participé hace dos años y la antología quedó preciosa.",
    ],
  },
  {
    category: "Eventos",
    title: "Visita guiada al observatorio del campus",
    content:
      "El departamento de física organiza visitas nocturnas al observatorio del campus los jueves de este mes si el cielo está despejado. Las plazas son limitadas y hay que apuntarse en el formulario de la web del departamento. Fui el año pasado y ver Saturno con el telescopio fue una pasada. Abrigaos, que en la azotea hace frío.",
    comments: [
      "¿Y si está nublado se cambia de día o se pierde la plaza?",
      "Me acabo de apuntar para el último jueves, gracias.",
      "¿Pueden ir acompañantes que no sean de la universidad?",
      "Qué envidia lo de Saturno, a ver si este año hay suerte.",
      "Lo comparto con mis compañeros de piso, seguro que se animan.",
    ],
  },
  // Deportes
  {
    category: "Deportes",
    title: "Buscamos jugadores para el torneo de fútbol sala interfacultades",
    content:
      "Estamos montando equipo para el torneo de fútbol sala interfacultades y nos faltan dos jugadores, a ser posible un portero. Entrenamos los martes a las 20:00 en el pabellón. No hace falta ser un crack, lo importante es comprometerse a venir a los partidos, que son los sábados por la mañana. Escribid por aquí si os interesa.",
    comments: [
      "Si necesitas portero, yo me ofrezco. No soy muy bueno, pero pongo ganas.",
      "¿Cuántos partidos son en total?",
      "Los martes no puedo, ¿hay otro día de entrenamiento?",
      "¿Es un equipo mixto?",
      "Me interesa, te escribo por privado.",
    ],
  },
  {
    category: "Deportes",
    title: "Grupo para correr por el campus los martes y jueves",
    content:
      "Somos un grupo de seis personas que salimos a correr los martes y jueves a las 8:00 desde la puerta del comedor. Hacemos unos cinco o seis kilómetros a ritmo tranquilo, sin dejar a nadie atrás. Si estás empezando, es el sitio perfecto. Después vamos a desayunar juntos antes de clase.",
    comments: [
      "¿Se puede ir solo un día para probar?",
      "Justo estaba buscando algo así, el martes me paso.",
      "¿Salís también cuando llueve?",
      "Lo de desayunar después es lo que me ha convencido.",
      "Yo empecé así el año pasado y ahora aguanto diez kilómetros.",
    ],
  },
  {
    category: "Deportes",
    title: "¿Merece la pena el abono del gimnasio universitario?",
    content:
      "Estoy pensando en sacarme el abono anual del gimnasio del campus. ¿Qué tal está? ¿Se llena mucho a mediodía? Me interesan sobre todo las clases dirigidas de yoga y de ciclo indoor. Si alguien lo ha usado, agradecería opiniones antes de pagarlo, que no es poco dinero para un estudiante.",
    comments: [
      "Mi experiencia es buena, pero a mediodía se llena. Mejor a primera hora.",
      "Las clases de yoga están muy bien, aunque hay que reservar con días de antelación.",
      "Yo saqué el trimestral para probar y luego ya el anual.",
      "Compensa si vas al menos tres veces por semana.",
      "Las máquinas son algo viejas, pero los monitores son muy atentos.",
    ],
  },
  {
    category: "Deportes",
    title: "Liga de pádel: abiertas las inscripciones por parejas",
    content:
      "El servicio de deportes ha abierto la inscripción para la liga de pádel. Se juega por parejas, con niveles de iniciación, intermedio y avanzado. Yo busco pareja de nivel intermedio; juego desde hace un par de años y tengo disponibilidad por las tardes. Si te animas, déjame un comentario y hablamos.",
    comments: [
      "Yo juego a un nivel parecido y tengo las tardes libres, hablamos.",
      "¿Hay que tener pala propia o se puede alquilar?",
      "¿Cuánto cuesta la inscripción por pareja?",
      "Me encantaría, pero soy de nivel iniciación todavía.",
      "¿Los partidos son entre semana o en fin de semana?",
    ],
  },
  {
    category: "Deportes",
    title: "Equipo de voleibol mixto busca gente para esta temporada",
    content:
      "El equipo de voleibol mixto de la facultad busca gente nueva. Entrenamos dos días por semana y jugamos la liga universitaria. Tenemos jugadores de todos los niveles y el ambiente es muy bueno. La primera semana podéis venir a probar sin compromiso. Traed ropa cómoda y agua.",
    comments: [
      "¿Qué días entrenáis exactamente?",
      "Jugué en el instituto y lo echo de menos, me paso la primera semana.",
      "¿Aceptáis gente que no haya jugado nunca?",
      "Confirmo que el ambiente es buenísimo, llevo dos temporadas.",
      "¿Los partidos de liga son fuera del campus?",
    ],
  },
  {
    category: "Deportes",
    title: "Ruta de senderismo el domingo por la sierra",
    content:
      "El club de montaña organiza una ruta de dificultad baja este domingo. Son unos doce kilómetros con poco desnivel, apta para casi todo el mundo. Salimos en autobús desde el aparcamiento del campus a las 8:30 y volvemos a media tarde. Hay que apuntarse antes del viernes. Llevad comida, agua y calzado de montaña.",
    comments: [
      "¿Cuánto cuesta el autobús?",
      "Me apunto con dos compañeras de clase.",
      "¿Si llueve se suspende o se cambia de fecha?",
      "Las rutas del club siempre están muy bien organizadas.",
      "¿Sirven zapatillas de correr o hacen falta botas?",
    ],
  },
  {
    category: "Deportes",
    title: "Clases de escalada para principiantes en el rocódromo",
    content:
      "¿Sabíais que el pabellón tiene rocódromo? Este cuatrimestre hay un curso de iniciación a la escalada de ocho sesiones, con material incluido. Yo lo hice el año pasado sin haber escalado nunca y acabé enganchada. Los monitores son muy pacientes. Las plazas vuelan, así que si os interesa no lo dejéis para última hora.",
    author: { gender: "f" },
    comments: [
      "¿Las clases de escalada son para cualquier nivel?",
      "No sabía que había rocódromo, ¡gracias!",
      "¿Hay grupos por la tarde?",
      "Yo tengo algo de vértigo, ¿se puede hacer igualmente?",
      "Me he apuntado hoy y quedaban pocas plazas.",
    ],
  },
  // Fiestas
  {
    category: "Fiestas",
    title: "Fiesta de bienvenida de la facultad: horarios y entradas",
    content:
      "La delegación organiza la fiesta de bienvenida el jueves de la segunda semana de clase. Las entradas se venden en el local de la delegación en horario de mañana y son más baratas si las compras antes. Habrá música, concursos y un photocall. Recordad que es un evento para pasarlo bien: respeto, cuidado con el alcohol y volved a casa acompañados.",
    comments: [
      "¿Dónde se compran las entradas si no puedo ir por la mañana?",
      "El año pasado estuvo genial, lo recomiendo.",
      "¿Hasta qué hora dura?",
      "Gracias por el recordatorio del final, siempre viene bien.",
      "¿Pueden ir estudiantes de otras facultades?",
    ],
  },
  {
    category: "Fiestas",
    title: "Fiesta de la facultad: ¿se suspenden las clases por la tarde?",
    content:
      "¿Alguien sabe si el día de la fiesta del patrón hay clases por la tarde? En mi horario aparecen las prácticas de laboratorio, pero los de cursos superiores dicen que normalmente se trasladan. No quiero presentarme y encontrarme el aula vacía, ni tampoco faltar si al final hay clase.",
    author: { fields: ["computing", "industrial", "psychology", "medicine", "nursing"] },
    comments: [
      "Nadie sabe nada todavía, yo tengo la misma duda.",
      "El año pasado se trasladaron a la semana siguiente.",
      "Pregunta en secretaría, suelen publicar un aviso unos días antes.",
      "En mi grupo el profesor ya avisó de que no habría prácticas ese día.",
      "Mira el Campus Virtual de la asignatura, a veces lo cuelgan ahí.",
    ],
  },
  {
    category: "Fiestas",
    title: "Cena de fin de cuatrimestre de segundo curso",
    content:
      "Estamos organizando la cena de fin de cuatrimestre para todo segundo. La idea es hacerla el último viernes después del último examen, en un restaurante cerca del campus con menú cerrado. Para reservar necesitamos saber cuántos seremos, así que contestad en el formulario que hemos pasado por el grupo de clase antes del lunes.",
    comments: [
      "Contestado. ¿Hay opción vegetariana?",
      "¿Cuánto sale el menú más o menos?",
      "Qué ganas de celebrarlo después de los exámenes.",
      "¿Podemos llevar a alguien de otro curso?",
      "Yo no estoy en el grupo de clase, ¿me pasas el formulario?",
    ],
  },
  {
    category: "Fiestas",
    title: "Noche de juegos de mesa en la residencia",
    content:
      "Este sábado montamos noche de juegos de mesa en la sala común de la residencia. Tenemos bastantes juegos, pero si tenéis alguno, traedlo. Es un plan tranquilo, sin alcohol, ideal para los que no os apetece salir de fiesta pero queréis conocer gente. Empezamos a las 20:00 y cada uno trae algo de picar.",
    comments: [
      "Llevo un par de juegos de cartas y patatas.",
      "¿Puede ir gente que no viva en la residencia?",
      "Justo el tipo de plan que buscaba, gracias.",
      "¿Hasta qué hora se puede usar la sala común?",
      "El mes pasado hicimos algo parecido y salió muy bien.",
    ],
  },
  {
    category: "Fiestas",
    title: "Fiesta Erasmus de intercambio cultural",
    content:
      "La asociación de estudiantes internacionales organiza una fiesta de intercambio cultural: cada persona puede traer un plato típico de su país o región, y habrá música de todo el mundo. Es una forma genial de conocer a los estudiantes Erasmus que acaban de llegar. Si estás pensando en irte de Erasmus el año que viene, te vendrá bien hablar con ellos.",
    comments: [
      "Yo llevo una tortilla, que nunca falla.",
      "¿Dónde es exactamente?",
      "Me voy de Erasmus el año que viene, así que no me lo pierdo.",
      "El año pasado había comida de más de veinte países, una pasada.",
      "¿Hace falta avisar de lo que llevas para no repetir platos?",
    ],
  },
  {
    category: "Fiestas",
    title: "Se busca DJ para la fiesta de graduación",
    content:
      "La comisión de graduación de cuarto buscamos un DJ o alguien que se encargue de la música en la fiesta posterior al acto. Preferiblemente estudiante, para que quede todo en casa. Tenemos un presupuesto modesto. Si pinchas o conoces a alguien que lo haga, escríbenos por aquí.",
    comments: [
      "Un compañero de piso pincha en fiestas privadas, le paso el mensaje.",
      "¿Qué estilo de música buscáis?",
      "¿Ponéis vosotros el equipo de sonido?",
      "¿Para qué fecha es la fiesta?",
      "Te escribo por privado, tengo algo de experiencia.",
    ],
  },
  {
    category: "Fiestas",
    title: "Concierto de grupos del campus en la explanada",
    content:
      "El último jueves de mayo hay concierto en la explanada con cuatro grupos formados por estudiantes: pop, rock, un grupo de cumbia y un cantautor. La entrada es gratuita y habrá food trucks. Es la despedida del curso antes de los exámenes finales, así que aprovechad para desconectar un rato.",
    comments: [
      "Apunto la fecha. ¿Se sabe ya el orden de los grupos?",
      "El grupo de cumbia es buenísimo, los vi en las fiestas del barrio.",
      "¿A qué hora empieza?",
      "Perfecto para desconectar antes de los finales.",
      "¿Si llueve se traslada al pabellón?",
    ],
  },
  // Estudio
  {
    category: "Estudio",
    title: "Grupo de estudio de Cálculo para el parcial de noviembre",
    content:
      "Busco gente para formar un grupo de estudio de Cálculo de primero. La idea es quedar dos tardes por semana en la biblioteca, repasar la teoría del tema y hacer juntos los problemas de las hojas. Cada uno prepara un par de ejercicios y los explica a los demás. Somos tres de momento y nos vendría bien alguien más.",
    author: { fields: ["computing", "industrial"] },
    comments: [
      "Cuenta conmigo, voy a la biblioteca casi todas las tardes.",
      "¿Qué días habéis pensado?",
      "Explicar ejercicios a otros es la mejor forma de entenderlos, buena idea.",
      "¿Vais a empezar por los límites o directamente por derivadas?",
      "Yo la tengo aprobada, si os atascáis con algo preguntadme.",
    ],
  },
  {
    category: "Estudio",
    title: "Intercambio de apuntes de Derecho Romano",
    content:
      "Tengo apuntes completos de Derecho Romano del primer cuatrimestre, pasados a limpio y con esquemas. Me faltan los de Historia del Derecho del segundo. ¿Alguien quiere hacer intercambio? No busco dinero, solo que me paséis los vuestros. Si os interesa, dejadme un comentario.",
    author: { fields: ["law"] },
    comments: [
      "Yo tengo los de Historia del Derecho del segundo, hablamos.",
      "¿Tus apuntes siguen el manual o las clases?",
      "Me interesan también, aunque no tengo nada para intercambiar todavía.",
      "Qué buena idea, así nos ahorramos tiempo todos.",
      "¿Los tienes en digital?",
    ],
  },
  {
    category: "Estudio",
    title: "¿Qué sala de la biblioteca es mejor para concentrarse?",
    content:
      "Soy de primero y todavía no sé moverme por la biblioteca. La sala de la planta baja siempre está llena y hay bastante ruido. ¿Hay alguna sala más silenciosa? ¿Y se pueden reservar las salas de trabajo en grupo? Gracias de antemano.",
    comments: [
      "La sala de la tercera planta es la más silenciosa, te lo aseguro.",
      "Las salas de grupo se reservan en la web de la biblioteca con tu usuario.",
      "Por la mañana temprano hay sitio de sobra en cualquier planta.",
      "Yo uso la sala de revistas, casi nadie la conoce.",
      "Ojo, que en época de exámenes se llenan todas.",
    ],
  },
  {
    category: "Estudio",
    title: "Horario ampliado de la biblioteca en época de exámenes",
    content:
      "Para quien no lo sepa: durante las semanas de exámenes, la sala de estudio del edificio principal abre hasta la madrugada y también los fines de semana. Hay que llevar el carné universitario para entrar a partir de las 21:00. Suele llenarse por la tarde, así que si queréis sitio, mejor por la mañana.",
    comments: [
      "Confirmo lo de la biblioteca: por la mañana hay sitio de sobra.",
      "¿Sabes desde qué fecha empieza el horario ampliado?",
      "Muy útil, gracias por avisar.",
      "Os recomiendo ir pronto, que las mejores mesas vuelan.",
      "¿Vale el carné en el móvil o hay que llevar el físico?",
    ],
  },
  {
    category: "Estudio",
    title: "Mi método para no dejarlo todo para el final",
    content:
      "Después de suspender tres asignaturas en primero por estudiar a última hora, este año he cambiado de sistema. Cada domingo planifico la semana, estudio en bloques de cincuenta minutos con descansos y dedico el viernes a repasar lo de la semana con tarjetas de memoria. Llevo todas las asignaturas al día por primera vez. Os lo comparto por si a alguien le sirve.",
    comments: [
      "Ese método de los domingos me funciona también a mí. Cambia muchísimo.",
      "Lo he probado esta semana y de momento bien. A ver si aguanto.",
      "¿Qué aplicación usas para las tarjetas?",
      "Muy útil, gracias por tomarte el tiempo de escribirlo.",
      "Ojalá hubiera leído esto en primero.",
    ],
  },
  {
    category: "Estudio",
    title: "Busco compañero de idiomas: español por inglés",
    content:
      "Quiero mejorar mi inglés antes de irme de Erasmus el curso que viene. Busco a algún estudiante de intercambio que quiera practicar español a cambio. Podemos quedar una hora a la semana en la cafetería: media hora en cada idioma. Mi nivel de inglés es intermedio, así que paciencia conmigo.",
    comments: [
      "Yo también busco compañero de idiomas, pero de francés. ¿Alguien?",
      "La asociación de estudiantes internacionales organiza intercambios de idiomas los jueves.",
      "Una compañera de mi clase es de Irlanda y busca justo eso, se lo paso.",
      "Hice algo así el año pasado y mejoré muchísimo la conversación.",
      "¿A qué hora te vendría bien?",
    ],
  },
  {
    category: "Estudio",
    title: "Recursos gratuitos para aprender a programar en Python",
    content:
      "Para los de primero que estáis sufriendo con la asignatura de Programación: os recomiendo hacer muchos ejercicios pequeños, usar el depurador en vez de llenar el código de prints y leer los mensajes de error con calma. La biblioteca tiene acceso a varias plataformas de cursos con la cuenta de la universidad. Preguntad en el mostrador, que no todo el mundo lo sabe.",
    author: { fields: ["computing"] },
    comments: [
      "Lo del depurador me cambió la vida, de verdad.",
      "No sabía lo de las plataformas de la biblioteca, gracias.",
      "¿Alguna recomendación para practicar ejercicios de examen?",
      "Lo comparto en el grupo de clase, seguro que a alguien le interesa.",
      "Yo añadiría leer código de otros: se aprende muchísimo.",
    ],
  },
  {
    category: "Estudio",
    title: "Clases particulares de Química para primero",
    content:
      "Estoy en cuarto de Ingeniería en Tecnologías Industriales y doy clases particulares de Química I y Química II para los de primero. Puedo hacerlo en la biblioteca del campus o por videollamada. Tengo material propio con ejercicios de examen. Precio razonable y primera clase de prueba. Escríbeme si te interesa.",
    author: { fields: ["industrial"] },
    comments: [
      "¿Das clases en grupo o solo individuales?",
      "Te escribo por privado, me interesa mucho.",
      "¿Cuánto cobras por hora?",
      "¿Tienes disponibilidad los fines de semana?",
      "Me vendría genial para preparar el examen de junio.",
    ],
  },
  // Alojamiento
  {
    category: "Alojamiento",
    title: "Habitación libre en piso compartido a diez minutos del campus",
    content:
      "Se queda libre una habitación en nuestro piso a partir de septiembre. Somos tres estudiantes (dos chicas y un chico) de distintas carreras. La habitación es exterior, con escritorio, armario y cama de 135. El piso tiene calefacción, lavadora y buena conexión a internet. Buscamos a alguien tranquilo, ordenado y que respete los turnos de limpieza. Gastos aparte, se reparten entre los cuatro.",
    comments: [
      "¿Sigue disponible? Me vendría muy bien.",
      "¿El precio incluye los gastos o van aparte?",
      "¿Se puede ver el piso esta semana?",
      "¿Está cerca de alguna parada de autobús?",
      "Te escribo por privado, me interesa mucho.",
    ],
  },
  {
    category: "Alojamiento",
    title: "Busco piso compartido para el segundo cuatrimestre",
    content:
      "Vuelvo de mi Erasmus en febrero y busco habitación en piso compartido de febrero a junio. No fumo, no tengo mascotas y paso casi todo el día en la facultad. Me vale cualquier zona con buena conexión en autobús con el campus. Si sabéis de algo, os lo agradecería mucho.",
    comments: [
      "En mi edificio suele haber habitaciones por cuatrimestres, te aviso si sale algo.",
      "Mira también en la oficina de alojamiento, tienen una bolsa de pisos.",
      "Una compañera deja su habitación en febrero, te paso su contacto.",
      "Ánimo, en febrero suele haber más oferta que en septiembre.",
      "¿Qué presupuesto tienes más o menos?",
    ],
  },
  {
    category: "Alojamiento",
    title: "Consejos antes de firmar un contrato de alquiler",
    content:
      "Después de una mala experiencia, os dejo algunos consejos. Pedid siempre contrato por escrito y leedlo entero. Haced fotos del estado del piso el día que entráis y mandadlas por correo al casero. Aclarad qué gastos están incluidos y cómo se reparten. Pedid recibo de la fianza. Y desconfiad de cualquiera que os pida dinero antes de enseñaros el piso.",
    comments: [
      "Buenísimo el consejo de hacer fotos al entrar en el piso, a mí me ahorró un disgusto.",
      "Añadiría preguntar quién paga las reparaciones.",
      "La asesoría jurídica de la universidad revisa contratos gratis, por si a alguien le sirve.",
      "Muy útil, lo guardo para el año que viene.",
      "Lo de la fianza es clave, a una amiga no se la devolvieron.",
    ],
  },
  {
    category: "Alojamiento",
    title: "¿Residencia universitaria o piso? Opiniones",
    content:
      "Me voy a vivir fuera por primera vez y dudo entre la residencia del campus y un piso compartido. La residencia me da tranquilidad porque incluye comida y limpieza, pero es más cara. El piso me da más independencia. ¿Qué habéis elegido vosotros y qué tal os ha ido? Agradezco cualquier experiencia.",
    comments: [
      "Yo elegí residencia el primer año y piso después. Para empezar, la residencia ayuda mucho a conocer gente.",
      "El piso sale más barato, pero hay que organizarse con la compra y la limpieza.",
      "En la residencia hay horarios de comida fijos, tenlo en cuenta si tienes prácticas.",
      "Yo me arrepiento de no haber probado la residencia el primer año.",
      "Depende mucho de con quién compartas piso, la verdad.",
    ],
  },
  {
    category: "Alojamiento",
    title: "Estudio pequeño en alquiler, ideal para una persona",
    content:
      "Dejo mi estudio en junio porque termino la carrera. Es pequeño pero muy bien aprovechado: cocina americana, baño completo y mucha luz. Está a quince minutos andando de la facultad y el casero es muy correcto. Si os interesa, puedo pasaros su contacto para que concertéis una visita.",
    comments: [
      "¿Está amueblado?",
      "Me interesa, ¿me pasas el contacto por privado?",
      "¿Cuánto pagas al mes, si no es indiscreción?",
      "¿Admite mascotas pequeñas?",
      "Enhorabuena por terminar la carrera.",
    ],
  },
  {
    category: "Alojamiento",
    title: "Buscamos compañera de piso para el próximo curso",
    content:
      "Somos dos chicas de tercero de Enfermería y buscamos a una tercera compañera para el próximo curso. El piso está cerca del hospital universitario y tiene una habitación libre con balcón. Nos gusta tener buen ambiente en casa, pero también respetamos los horarios de estudio. Escríbenos y quedamos para que lo veas.",
    author: { fields: ["nursing"], gender: "f" },
    comments: [
      "Una amiga de segundo está buscando justo eso, le paso el mensaje.",
      "¿Cuánto es el alquiler de la habitación?",
      "¿Desde qué mes estaría libre?",
      "Lo de estar cerca del hospital es un lujo con las prácticas.",
      "¿Tiene calefacción el piso?",
    ],
  },
  {
    category: "Alojamiento",
    title: "Programa de convivencia con personas mayores",
    content:
      "No sé si lo conocéis, pero hay un programa de convivencia intergeneracional en el que estudiantes viven con personas mayores a cambio de compañía y ayuda en pequeñas tareas. Yo llevo un año y la experiencia es muy bonita. Te entrevistan antes para asegurarse de que encajas. Preguntad en la oficina de alojamiento de la universidad.",
    comments: [
      "Qué bonito el programa de convivencia, no lo conocía.",
      "¿Hay que pagar algo o es gratuito?",
      "Una amiga lo hizo y dice que fue de lo mejor de la carrera.",
      "¿Cuánto tiempo al día hay que dedicar a la compañía?",
      "Debería difundirse más, es una idea estupenda.",
    ],
  },
  {
    category: "Alojamiento",
    title: "Cuidado con los anuncios de pisos demasiado baratos",
    content:
      "Aviso: me ha escrito un supuesto casero que dice estar fuera del país y que me manda las llaves por mensajería si le pago antes la fianza. Es una estafa de manual. Nunca paguéis nada sin ver el piso y sin un contrato. Si os pasa algo parecido, avisad en la oficina de alojamiento para que alerten al resto.",
    comments: [
      "Me ha pasado algo parecido con un anuncio, mucho cuidado con eso.",
      "Gracias por avisar, a mí casi me la cuelan el año pasado.",
      "Conviene denunciarlo también, aunque parezca que no sirve de nada.",
      "Lo comparto en el grupo de la residencia.",
      "Si el precio es demasiado bueno para ser verdad, normalmente no lo es.",
    ],
  },
  // Clubes y asociaciones
  {
    category: "Clubes y asociaciones",
    title: "El club de debate busca nuevos miembros",
    content:
      "El club de debate de la universidad abre convocatoria de nuevos miembros. Nos reunimos los miércoles por la tarde para preparar torneos, trabajar la argumentación y perder el miedo a hablar en público. No hace falta experiencia previa: la mayoría empezamos sin haber debatido nunca. Ven un día a probar.",
    comments: [
      "Me da mucho miedo hablar en público, quizá es justo lo que necesito.",
      "¿Dónde os reunís?",
      "Fui el año pasado a un torneo como público y me encantó el nivel.",
      "¿Los torneos son fuera de la ciudad?",
      "Me ha encantado el ambiente del club, repetiré seguro.",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Voluntariado con el banco de alimentos del barrio",
    content:
      "La asociación de voluntariado busca gente para ayudar en el banco de alimentos dos sábados al mes. Las tareas son clasificar productos, preparar lotes y atender el reparto. Es un compromiso pequeño y se nota muchísimo. Además, la universidad reconoce créditos por horas de voluntariado en muchos grados.",
    comments: [
      "Yo me apunté al voluntariado y me reconocieron créditos, así que merece doblemente la pena.",
      "¿Hay que ir los dos sábados o se puede elegir?",
      "¿Cómo se inscribe uno?",
      "Qué buena iniciativa, me apunto.",
      "¿Se puede ir con amigos que no sean de la universidad?",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Coro universitario: audiciones abiertas",
    content:
      "El coro de la universidad hace audiciones la primera semana de octubre. Buscamos sobre todo voces masculinas, tenores y bajos. No hace falta saber leer partitura, aunque ayuda. Ensayamos los lunes y jueves y damos varios conciertos al año. Es una forma muy bonita de conocer gente de todas las carreras.",
    comments: [
      "¿Qué hay que preparar para la audición?",
      "Canté en un coro en el instituto, me animo.",
      "El concierto de Navidad del año pasado fue precioso.",
      "¿A qué hora son los ensayos?",
      "Se lo paso a un compañero que canta genial.",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Asociación de estudiantes de ingeniería: primera reunión del curso",
    content:
      "El martes celebramos la primera reunión del curso. Presentaremos los proyectos de este año: el equipo de robótica, los talleres de impresión 3D y las visitas a empresas. Si quieres participar en alguno, ven aunque seas de primero. Habrá pizza para los asistentes.",
    author: { fields: ["computing", "industrial"] },
    comments: [
      "¿En qué aula es la reunión?",
      "Me interesa mucho el equipo de robótica.",
      "¿Los talleres de impresión 3D tienen coste?",
      "La pizza ya me ha convencido, allí estaré.",
      "¿Las visitas a empresas son en horario de clase?",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Grupo de teatro: buscamos actores y técnicos",
    content:
      "El grupo de teatro universitario prepara una obra para representar en primavera. Buscamos personas para actuar, pero también para luces, sonido, vestuario y escenografía. Si nunca has hecho teatro, no pasa nada: empezamos con talleres de improvisación. Ensayos los viernes por la tarde en el aula de cultura.",
    comments: [
      "A mí me interesa la parte de luces y sonido.",
      "¿Qué obra vais a representar?",
      "Nunca he hecho teatro, pero me apetece probar.",
      "Vi vuestra obra del año pasado y fue increíble.",
      "¿Hay que ir a todos los ensayos?",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Club de lectura mensual en la biblioteca",
    content:
      "Cada mes elegimos un libro y nos juntamos el último jueves para comentarlo. Este mes leemos una novela corta, perfecta para empezar. Somos un grupo pequeño y muy variado: gente de letras, de ciencias y hasta algún profesor jubilado. La biblioteca nos reserva varios ejemplares para préstamo.",
    comments: [
      "¿Qué novela leéis este mes?",
      "Me apunto, hace tiempo que quiero volver a leer con regularidad.",
      "¿Se puede ir sin haber terminado el libro?",
      "Qué buena idea que la biblioteca reserve ejemplares.",
      "¿A qué hora os juntáis?",
    ],
  },
  {
    category: "Clubes y asociaciones",
    title: "Asociación de estudiantes latinoamericanos: encuentro de bienvenida",
    content:
      "Si acabas de llegar desde Latinoamérica para estudiar aquí, te invitamos al encuentro de bienvenida de la asociación. Compartiremos trucos para los trámites de extranjería, el empadronamiento y la tarjeta de transporte, y también un buen rato con comida casera. Venir de lejos es más fácil cuando tienes a quién preguntar.",
    comments: [
      "Llegué hace un mes desde México y me viene genial, gracias.",
      "¿Puede ir gente de aquí que quiera conocer a estudiantes latinoamericanos?",
      "Los trámites de extranjería son un lío, cualquier ayuda se agradece.",
      "¿Dónde es el encuentro?",
      "Qué bonita iniciativa.",
    ],
  },
  // Compraventa
  {
    category: "Compraventa",
    title: "Vendo libros de primero de Administración y Dirección de Empresas",
    content:
      "Vendo los manuales de Contabilidad Financiera, Microeconomía y Matemáticas Empresariales de primero. Están en buen estado, con algunos subrayados a lápiz. Los vendo juntos o por separado a mitad de precio. Se pueden ver en la cafetería de la facultad cualquier mañana.",
    author: { fields: ["business"] },
    comments: [
      "¿Cuánto pides por los libros?",
      "Me interesa el de Contabilidad, ¿sigue disponible?",
      "¿Son de la edición de este año?",
      "¿Podría verlos mañana a primera hora?",
      "Si no los vendes juntos, me quedo el de Microeconomía.",
    ],
  },
  {
    category: "Compraventa",
    title: "Calculadora científica como nueva",
    content:
      "Vendo calculadora científica no programable, de las que se permiten en los exámenes de la mayoría de asignaturas. La compré el año pasado y apenas la he usado porque me cambié de grado. Incluye funda e instrucciones. Entrega en mano en el campus.",
    comments: [
      "Cuidado con la calculadora: en algunas asignaturas solo dejan ciertos modelos, revisad la guía.",
      "¿Qué modelo es exactamente?",
      "¿Cuánto pides?",
      "Me interesa, ¿sigue disponible?",
      "¿Podemos quedar esta semana en la cafetería?",
    ],
  },
  {
    category: "Compraventa",
    title: "Busco bata de laboratorio y gafas de seguridad de segunda mano",
    content:
      "Empiezo las prácticas de laboratorio en febrero y necesito bata de talla M y gafas de protección. Si alguien de cursos superiores tiene y ya no las usa, se las compro. Mejor si están en buen estado, claro. Puedo pasar a recogerlas por cualquier facultad del campus.",
    author: { fields: ["industrial", "medicine", "nursing"] },
    comments: [
      "Tengo una bata de la talla M casi sin usar, te escribo.",
      "En la copistería de la facultad las venden bastante baratas, por si acaso.",
      "¿Te sirven unas gafas que se ponen encima de las de ver?",
      "Yo regalé la mía el año pasado, qué pena.",
      "Pregunta en la delegación, a veces tienen material de segunda mano.",
    ],
  },
  {
    category: "Compraventa",
    title: "Bicicleta urbana a buen precio",
    content:
      "Vendo bicicleta urbana con cesta y candado incluido. Es perfecta para moverte por el campus y la ciudad. Tiene algún arañazo pero está recién revisada: frenos, cadena y ruedas en buen estado. Me voy de Erasmus y no me la puedo llevar. Se puede probar antes de comprarla.",
    comments: [
      "¿Sigue disponible? Me vendría muy bien.",
      "¿Qué talla de cuadro es?",
      "¿Cuánto pides?",
      "¿La puedo probar este fin de semana?",
      "Disfruta mucho del Erasmus.",
    ],
  },
  {
    category: "Compraventa",
    title: "Regalo muebles por fin de contrato de alquiler",
    content:
      "Dejamos el piso a final de mes y regalamos una estantería, un escritorio plegable y una silla de oficina. Solo hay que venir a recogerlos, no podemos llevarlos. Preferimos que vayan a estudiantes que los necesiten. Escribid si os interesa algo y os pasamos la dirección en privado.",
    comments: [
      "Me interesa la estantería si sigue libre.",
      "¿La silla de oficina está en buen estado?",
      "Qué detalle, muchas gracias.",
      "¿Hasta qué día se pueden recoger?",
      "Yo me quedaría el escritorio, te escribo.",
    ],
  },
  {
    category: "Compraventa",
    title: "Compro apuntes de Anatomía bien organizados",
    content:
      "Estoy en primero de Medicina y Anatomía me está costando muchísimo. Si alguien tiene apuntes completos y bien organizados, con esquemas o dibujos, estoy dispuesta a pagar por ellos. También me vale un intercambio por apuntes de otras asignaturas.",
    author: { fields: ["medicine"], gender: "f" },
    comments: [
      "Yo tengo los de Anatomía del curso pasado con dibujos, te escribo.",
      "Te recomiendo el atlas de la biblioteca, a mí me salvó.",
      "¿Los necesitas de la parte de aparato locomotor o de todo?",
      "Anatomía cuesta a todo el mundo al principio, ánimo.",
      "En la delegación venden apuntes de otros años bastante completos.",
    ],
  },
  {
    category: "Compraventa",
    title: "Vendo portátil usado, ideal para tareas de clase",
    content:
      "Vendo portátil de hace unos tres años, suficiente para ofimática, navegar y programar a nivel de clase. La batería aguanta unas cuatro horas. Lo he formateado y está listo para usar. Puedo enseñarlo en la biblioteca para que lo probéis. Precio negociable.",
    comments: [
      "¿Cuánta memoria RAM tiene?",
      "¿Sigue disponible? Me vendría muy bien.",
      "¿Incluye el cargador?",
      "¿Cuánto pides más o menos?",
      "¿Podría verlo mañana por la tarde?",
    ],
  },
  // Consejos
  {
    category: "Consejos",
    title: "Diez cosas que me habría gustado saber en primer curso",
    content:
      "1. Ve a clase las primeras semanas aunque parezca que no pasa nada. 2. Lee la guía docente de cada asignatura. 3. Conoce el Campus Virtual a fondo. 4. Ve a tutorías, no muerden. 5. No compres todos los libros, muchos están en la biblioteca. 6. Apúntate a alguna actividad fuera de clase. 7. Organízate con un calendario. 8. Pide ayuda pronto. 9. Duerme. 10. Disfruta, que pasa muy rápido.",
    comments: [
      "Totalmente de acuerdo con el punto 4. Las tutorías me salvaron el curso.",
      "Ojalá hubiera leído esto en primero.",
      "El 9 es el más difícil de cumplir en época de exámenes.",
      "Añadiría: haz amigos de otros cursos, saben de todo.",
      "Muy buenos consejos, los guardo.",
    ],
  },
  {
    category: "Consejos",
    title: "Cómo pedir la revisión de un examen sin miedo",
    content:
      "Mucha gente no va a las revisiones por vergüenza, y es un error. Ir a la revisión es un derecho. Prepárate: repasa el examen, apunta las preguntas en las que crees que hay un error y pregunta con educación. Aunque no te suban la nota, entenderás qué se espera de ti en el próximo examen.",
    comments: [
      "A mí me subieron medio punto por una pregunta mal sumada.",
      "Muy útil, nunca he ido a una revisión por vergüenza.",
      "Ir con las dudas apuntadas cambia mucho la conversación.",
      "¿Sabes cuánto plazo hay para pedir la revisión?",
      "Gracias, me has animado a ir a la de la semana que viene.",
    ],
  },
  {
    category: "Consejos",
    title: "Erasmus: lo que nadie te cuenta antes de irte",
    content:
      "Volví hace un mes de mi Erasmus y os dejo mi experiencia. Cerrad bien el acuerdo de estudios antes de iros y guardad todos los correos con el coordinador. Buscad alojamiento con tiempo. Aprended algo del idioma local aunque las clases sean en inglés. Y no os encerréis solo con gente de vuestro país: es lo que más se aprovecha.",
    comments: [
      "Yo me fui de Erasmus el año pasado y suscribo todo lo que dices.",
      "Lo del acuerdo de estudios es clave, a mí casi no me convalidan una asignatura.",
      "¿Adónde te fuiste?",
      "Me voy en septiembre, lo guardo.",
      "Lo del idioma local es muy cierto, te abre muchas puertas.",
    ],
  },
  {
    category: "Consejos",
    title: "Cómo comer bien con poco presupuesto viviendo fuera",
    content:
      "Mis trucos de estudiante: cocinar el domingo para varios días, comprar legumbres, arroz y verduras de temporada, y repartir la compra básica entre los compañeros de piso. El menú del comedor universitario también sale muy bien de precio. Y llevar táper a clase te ahorra mucho dinero a lo largo del curso.",
    comments: [
      "Lo del domingo de cocinar es lo que más me ha ayudado.",
      "El menú del comedor está mejor de lo que la gente piensa.",
      "¿Alguna receta fácil para empezar?",
      "Con los compañeros de piso compramos al por mayor y sale mucho más barato.",
      "Muy útil, gracias por compartirlo.",
    ],
  },
  {
    category: "Consejos",
    title: "¿Cómo compagináis trabajo y estudios?",
    content:
      "Trabajo veinte horas a la semana en una tienda y estoy en segundo. Me cuesta llegar a todo, sobre todo a las prácticas obligatorias. He leído que se puede pedir matrícula a tiempo parcial o evaluación única en algunas asignaturas. ¿Alguien lo ha hecho? ¿Qué documentos os pidieron?",
    comments: [
      "Yo lo intenté y me pidieron el contrato de trabajo y un formulario del registro. Pregunta en secretaría.",
      "La evaluación única hay que pedirla en las primeras semanas, ojo con el plazo.",
      "Yo me matriculé a tiempo parcial y fue la mejor decisión.",
      "Habla también con los profesores, muchos ayudan con las prácticas.",
      "Ánimo, es duro pero se puede.",
    ],
  },
  {
    category: "Consejos",
    title: "Cómo escribir un correo a un profesor",
    content:
      "Parece obvio, pero no lo es. Usa tu correo institucional, pon en el asunto la asignatura y el motivo, saluda, preséntate con nombre y grupo, explica la duda de forma breve y despídete con educación. Nada de «oye» ni mensajes sin asunto. Verás que te responden antes y mejor.",
    comments: [
      "Lo del asunto es clave, comprobado.",
      "Debería explicarse en la jornada de bienvenida.",
      "Yo añadiría revisar la ortografía antes de enviarlo.",
      "Muy útil, lo comparto con los de primero.",
      "Desde que lo hago así me contestan mucho antes.",
    ],
  },
  {
    category: "Consejos",
    title: "Servicios de la universidad que casi nadie usa",
    content:
      "La mayoría de estudiantes no sabe que la universidad tiene servicio de orientación psicológica gratuito, asesoría jurídica para temas de alquiler, préstamo de portátiles en la biblioteca, cursos de idiomas con descuento y una oficina de empleo que te ayuda con el currículum. Pagas matrícula: ¡aprovéchalos!",
    comments: [
      "Habría que pedir a la universidad que difunda más estos servicios.",
      "No sabía lo del préstamo de portátiles, me viene genial.",
      "La oficina de empleo me revisó el currículum y me ayudó mucho.",
      "Mil gracias, este tipo de publicaciones son las que hacen falta.",
      "¿Los cursos de idiomas tienen plazas limitadas?",
    ],
  },
  {
    category: "Consejos",
    title: "Cómo elegir optativas sin arrepentirte",
    content:
      "Mi consejo: no elijáis optativas solo porque tengan fama de fáciles. Mirad la guía docente, los sistemas de evaluación y las reseñas de otros estudiantes. Pensad en qué queréis especializaros y en cómo encaja cada asignatura con vuestro horario. Y preguntad a compañeros de cursos superiores, que siempre saben más que nadie.",
    comments: [
      "Yo dudo entre dos optativas y este post me ha ayudado a decidirme.",
      "Lo del horario es importantísimo, yo acabé con huecos enormes.",
      "Las reseñas de aquí me han servido mucho para elegir.",
      "Totalmente de acuerdo, la optativa fácil suele ser la más aburrida.",
      "Muy buen consejo, gracias.",
    ],
  },
];

/** Readers' comments on blog articles: general enough for any of them. */
export const ARTICLE_COMMENTS: readonly string[] = [
  "Muy útil, me lo guardo para el año que viene.",
  "Ojalá lo hubiera leído en primero.",
  "Gracias por el artículo, está muy claro.",
  "Se lo he pasado a mis compañeros de clase.",
  "Justo lo que necesitaba esta semana.",
  "Me ha servido mucho, sobre todo la parte de los consejos.",
];

export const BLOG_CATEGORIES: { name: string; slug: string }[] = [
  { name: "Orientación", slug: "orientacion" },
  { name: "Vida universitaria", slug: "vida-universitaria" },
  { name: "Becas y ayudas", slug: "becas-y-ayudas" },
  { name: "Estudio", slug: "estudio" },
  { name: "Empleo", slug: "empleo" },
];

export const BLOG_AUTHORS: { fullName: string; bio: string }[] = [
  {
    fullName: "Lucía Carrascueta",
    bio: "Forma parte del equipo editorial de UniOpina y escribe sobre orientación académica y acceso a la universidad.",
  },
  {
    fullName: "Marcos Villarreda",
    bio: "Redactor del equipo editorial de UniOpina, especializado en becas, ayudas y trámites universitarios.",
  },
  {
    fullName: "Irene Fontalba",
    bio: "Integrante del equipo editorial de UniOpina que cubre vida universitaria, alojamiento y movilidad internacional.",
  },
  {
    fullName: "Javier de Lobeda",
    bio: "Miembro del equipo editorial de UniOpina centrado en técnicas de estudio, prácticas y primer empleo.",
  },
];

/**
 * The blog's articles, as staff would write them: most in HTML, the newest in Markdown (the
 * format is stored with each one). The seed derives each read time from the rendered text.
 */
export const BLOG_ARTICLES: {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  isFeatured: boolean;
  publishedAt: string;
  format: "html" | "markdown";
  body: string;
}[] = [
  {
    slug: "como-elegir-carrera-sin-agobiarte",
    title: "Cómo elegir carrera sin agobiarte: una guía práctica",
    excerpt:
      "Elegir grado es una decisión importante, pero no tiene por qué ser un salto al vacío. Te proponemos un método en cinco pasos para decidir con información y con calma.",
    category: "Orientación",
    author: "Lucía Carrascueta",
    isFeatured: true,
    publishedAt: "2025-06-10T08:00:00.000Z",
    format: "html",
    body: `<p>Pocas decisiones generan tanta presión a los diecisiete o dieciocho años como elegir carrera. Parece que de esa elección depende todo tu futuro, y es normal sentir vértigo. La buena noticia es que se puede decidir con método, y que ninguna decisión es tan irreversible como parece: hay gente que cambia de grado, que enlaza un máster de otra rama o que descubre su vocación trabajando. Aun así, conviene elegir bien desde el principio para ahorrarte tiempo, dinero y disgustos.</p>
<h2>1. Empieza por ti, no por la lista de grados</h2>
<p>Antes de abrir el catálogo de titulaciones, dedica un rato a pensar en ti. No se trata de encontrar «tu pasión», sino de reunir pistas.</p>
<ul>
<li><strong>¿Qué asignaturas te han resultado más fáciles o más interesantes?</strong> No siempre coinciden, y las dos cosas cuentan.</li>
<li><strong>¿Qué tipo de tareas disfrutas?</strong> Resolver problemas, escribir, tratar con personas, trabajar con las manos, crear, analizar datos...</li>
<li><strong>¿Cómo te imaginas un día normal de trabajo?</strong> En una oficina, en un hospital, en un laboratorio, en un aula, al aire libre, viajando.</li>
<li><strong>¿Qué valoras más?</strong> Estabilidad, salario, impacto social, creatividad, autonomía.</li>
</ul>
<p>Escribe las respuestas. Verlas en papel ayuda a detectar patrones que de cabeza se escapan.</p>
<h2>2. Haz una lista corta de grados</h2>
<p>Con esas pistas, elige entre tres y cinco grados que encajen. Para cada uno, busca la información oficial de las universidades que te interesen. En la web de cada titulación encontrarás el <strong>plan de estudios</strong>, que es la lista de asignaturas por curso. Léelo con atención: muchos estudiantes se llevan sorpresas en primero porque no sabían que su grado tenía tanta matemática, tanta química o tanta lectura.</p>
<p>Fíjate también en las menciones o itinerarios de los últimos cursos, en si hay prácticas externas obligatorias y en los programas de movilidad. Dos grados con el mismo nombre pueden ser bastante distintos según la universidad.</p>
<h2>3. Habla con personas reales</h2>
<p>La información oficial es necesaria, pero no suficiente. Lo que más ayuda es hablar con gente que esté estudiando o trabajando en aquello que te interesa.</p>
<ul>
<li>Pregunta a estudiantes de cursos superiores qué es lo que más y lo que menos les gusta de su carrera.</li>
<li>Acude a las jornadas de puertas abiertas: puedes asistir a clases de muestra, ver laboratorios y resolver dudas con el profesorado.</li>
<li>Lee opiniones de estudiantes sobre asignaturas y profesores, por ejemplo en UniOpina, para hacerte una idea del día a día.</li>
<li>Si puedes, habla con profesionales del sector. Te dirán cómo es realmente el trabajo, más allá de las series y los tópicos.</li>
</ul>
<blockquote>Una conversación de veinte minutos con alguien de tercero puede darte más información útil que una tarde entera leyendo folletos.</blockquote>
<h2>4. Ten en cuenta los aspectos prácticos</h2>
<p>Además de lo que te gusta, hay factores que influyen mucho en cómo vas a vivir los próximos cuatro años:</p>
<ol>
<li><strong>La nota de acceso.</strong> Consulta las notas de corte de años anteriores como referencia orientativa, sabiendo que cambian cada curso.</li>
<li><strong>El coste.</strong> Los precios de matrícula varían entre comunidades autónomas y entre universidades públicas y privadas. Suma también alojamiento, transporte y materiales si vas a estudiar fuera.</li>
<li><strong>La ubicación.</strong> Vivir en casa o irte a otra ciudad cambia mucho la experiencia, tanto en lo económico como en lo personal.</li>
<li><strong>Las salidas profesionales.</strong> Infórmate sobre la inserción laboral de la titulación. Muchas universidades publican estudios sobre la situación de sus egresados.</li>
</ol>
<h2>5. Decide y date permiso para ajustar</h2>
<p>Llega un momento en el que tienes que decidir con la información que tienes. Ordena tus opciones y piensa cuál te haría sentir mejor si te dijeran mañana que ya estás dentro. A veces esa reacción instintiva dice mucho.</p>
<p>Recuerda que también puedes poner varias opciones en la preinscripción, y que entrar en tu segunda o tercera opción no es un fracaso. Muchos estudiantes descubren que esa alternativa les encaja mejor de lo que esperaban.</p>
<h3>¿Y si me equivoco?</h3>
<p>Puede pasar, y no es el fin del mundo. Si tras unos meses ves que el grado no es para ti, habla con el servicio de orientación de tu universidad. Existen vías para cambiar de estudios y, en algunos casos, para reconocer créditos de asignaturas comunes. Lo importante es no quedarse años en una carrera que no te motiva por miedo a empezar de nuevo.</p>
<h2>En resumen</h2>
<ul>
<li>Conócete antes de mirar la oferta de grados.</li>
<li>Lee los planes de estudios, no solo los nombres de las carreras.</li>
<li>Habla con estudiantes y profesionales.</li>
<li>Ten en cuenta la nota, el coste y la ubicación.</li>
<li>Decide con calma y recuerda que siempre hay margen para ajustar el rumbo.</li>
</ul>
<p>Elegir carrera es el primer paso de un camino que tú vas a ir construyendo. No necesitas tenerlo todo claro hoy; necesitas dar un paso informado.</p>`,
  },
  {
    slug: "pau-ebau-notas-de-corte-como-funcionan",
    title: "PAU, EBAU y notas de corte: cómo funciona el acceso a la universidad",
    excerpt:
      "Fase general, fase específica, ponderaciones y notas de corte. Te explicamos de forma sencilla cómo se calcula tu nota de admisión y cómo interpretar las notas de corte.",
    category: "Orientación",
    author: "Lucía Carrascueta",
    isFeatured: false,
    publishedAt: "2025-07-02T08:00:00.000Z",
    format: "html",
    body: `<p>Cada año miles de estudiantes terminan el bachillerato y se enfrentan a la prueba de acceso a la universidad. Según la comunidad autónoma y el año, la has oído llamar selectividad, EBAU, EvAU o PAU. El nombre cambia, pero la lógica general es parecida en todo el país. En este artículo te explicamos cómo funciona y cómo se relaciona con las famosas notas de corte.</p>
<blockquote>Las normas concretas, fechas y materias pueden variar según la comunidad autónoma y cambiar de un curso a otro. Consulta siempre la información oficial de tu universidad o de tu comunidad.</blockquote>
<h2>Las dos partes de la prueba</h2>
<p>La prueba tiene, en líneas generales, dos partes con funciones distintas.</p>
<h3>La fase obligatoria o general</h3>
<p>Incluye los exámenes comunes a todo el alumnado y los de la materia troncal de tu modalidad de bachillerato. Con ella se calcula la <strong>nota de acceso</strong>, que combina la media del bachillerato con el resultado de la prueba. De forma general, el bachillerato pesa un 60 % y la prueba un 40 %, y para superar el acceso hay que llegar a un mínimo de 5 en esa combinación, con un mínimo también en la nota de la prueba.</p>
<p>La nota de acceso va de 0 a 10 y te permite entrar en la universidad. Pero si el grado que quieres tiene más solicitudes que plazas, entra en juego la segunda parte.</p>
<h3>La fase voluntaria o específica</h3>
<p>Aquí puedes examinarte de materias adicionales para subir nota. Cada universidad establece cuánto <strong>pondera</strong> cada materia para cada grado. Lo habitual es que una materia pondere 0,1 o 0,2 si está relacionada con el grado. Solo cuentan las dos materias que más puntos te aporten para esa titulación, y tienes que haber aprobado el examen para que sume.</p>
<h2>Cómo se calcula la nota de admisión</h2>
<p>La nota de admisión es la que se usa para ordenar a los solicitantes en cada grado. Su fórmula general es:</p>
<p><strong>Nota de admisión = nota de acceso + (ponderación × materia 1) + (ponderación × materia 2)</strong></p>
<p>Por eso la nota de admisión puede llegar hasta 14 puntos. Veamos un ejemplo inventado: una estudiante tiene una nota de acceso de 8. Se examina de dos materias que ponderan 0,2 para el grado que quiere y saca un 7 y un 9. Sumaría 1,4 y 1,8 puntos, con lo que su nota de admisión sería 11,2.</p>
<p>La misma estudiante podría tener una nota de admisión distinta para otro grado, porque las ponderaciones cambian según la titulación. Por eso es importante consultar las tablas de ponderaciones <em>antes</em> de elegir de qué te examinas en la fase voluntaria.</p>
<h2>Qué son las notas de corte</h2>
<p>La nota de corte es la nota de admisión del <strong>último estudiante que consiguió plaza</strong> en un grado en una universidad concreta. No la fija nadie de antemano: depende de cuántas personas lo solicitan, con qué notas y cuántas plazas hay.</p>
<p>Esto tiene varias consecuencias importantes:</p>
<ul>
<li>Las notas de corte que ves publicadas son las del curso anterior. Sirven como orientación, pero la de tu año puede subir o bajar.</li>
<li>Hay listas sucesivas. La nota de corte de la primera lista suele ser más alta que la final, porque algunas personas admitidas no se matriculan y van quedando plazas libres.</li>
<li>Existen cupos de reserva, por ejemplo para personas con discapacidad, deportistas de alto nivel o mayores de 25 años, con sus propias notas de corte.</li>
</ul>
<h2>La preinscripción: ordena bien tus preferencias</h2>
<p>Después de la prueba hay que hacer la preinscripción en las universidades donde quieras estudiar. Normalmente puedes indicar varias opciones por orden de preferencia. Algunos consejos:</p>
<ol>
<li><strong>Ordena por lo que de verdad prefieres</strong>, no por lo que crees que vas a conseguir. El sistema te asigna la opción más alta posible según tu nota.</li>
<li><strong>Incluye opciones seguras</strong> además de las ambiciosas, por si la nota de corte sube.</li>
<li><strong>Si te presentas a distintas comunidades</strong>, revisa los plazos de cada una, porque no siempre coinciden.</li>
<li><strong>Estate atento a las listas de espera</strong> y a los plazos de matrícula. Si no te matriculas a tiempo, puedes perder la plaza.</li>
</ol>
<h2>Preguntas frecuentes</h2>
<h3>¿Puedo volver a presentarme para subir nota?</h3>
<p>Sí. En general puedes presentarte de nuevo en convocatorias posteriores para mejorar la nota, y se tendrá en cuenta la mejor calificación obtenida. Comprueba las condiciones concretas en tu comunidad.</p>
<h3>¿Cuánto tiempo son válidas las materias de la fase voluntaria?</h3>
<p>Las calificaciones de la fase voluntaria tienen una validez limitada, normalmente de unos pocos cursos. La nota de acceso, en cambio, no caduca. Consulta los detalles en la normativa de tu comunidad.</p>
<h3>¿Y si vengo de Formación Profesional?</h3>
<p>Con un título de Técnico Superior puedes acceder a la universidad con la nota media del ciclo, y presentarte a la fase voluntaria para subir nota en los grados con más demanda.</p>
<h2>En resumen</h2>
<p>La prueba de acceso no es un único examen, sino un sistema con dos partes: una para entrar en la universidad y otra para competir por plaza en los grados con más demanda. Entender las ponderaciones y cómo funcionan las notas de corte te ayudará a tomar mejores decisiones y a preparar tu preinscripción con tranquilidad.</p>`,
  },
  {
    slug: "becas-ministerio-guia-basica",
    title: "Becas del Ministerio para estudios universitarios: guía básica",
    excerpt:
      "Quién puede pedirla, qué requisitos académicos y económicos se tienen en cuenta, qué componentes incluye y cómo solicitarla sin errores. Todo lo esencial sobre la beca de carácter general.",
    category: "Becas y ayudas",
    author: "Marcos Villarreda",
    isFeatured: true,
    publishedAt: "2025-08-28T08:00:00.000Z",
    format: "html",
    body: `<p>La beca de carácter general del Ministerio es la ayuda pública más conocida para estudiar en la universidad en España. Cada curso la solicitan cientos de miles de estudiantes y, aun así, muchas personas que podrían recibirla no la piden por desconocimiento o porque creen que no cumplen los requisitos. En esta guía te contamos lo básico para que no te pase.</p>
<blockquote>Las cuantías, umbrales y plazos cambian en cada convocatoria. Antes de solicitarla, lee siempre la convocatoria oficial del curso correspondiente.</blockquote>
<h2>¿Quién puede solicitarla?</h2>
<p>Pueden pedirla, en general, los estudiantes que vayan a cursar estudios oficiales de grado o de máster habilitante en universidades españolas, además de otros niveles no universitarios. Es necesario cumplir requisitos de nacionalidad o residencia, no tener ya un título del mismo nivel y cumplir dos tipos de requisitos: <strong>económicos</strong> y <strong>académicos</strong>.</p>
<h2>Requisitos económicos</h2>
<p>La beca se concede en función de la renta y el patrimonio de la <strong>unidad familiar</strong>. La convocatoria establece varios umbrales de renta según el número de miembros de la familia: cuanto más baja es la renta, más componentes de la beca puedes recibir.</p>
<p>Además de la renta, se tiene en cuenta el patrimonio: viviendas distintas de la habitual, rendimientos de capital, actividades económicas, etc. Superar ciertos límites patrimoniales puede hacer que se deniegue la beca aunque la renta sea baja.</p>
<h3>¿Y si soy independiente?</h3>
<p>Si quieres que se te considere independiente de tus padres, tendrás que demostrar medios económicos propios suficientes y la titularidad o el alquiler del domicilio en el que vives. Si no se acredita bien, se tendrán en cuenta los ingresos de tu familia.</p>
<h2>Requisitos académicos</h2>
<p>Para el primer curso, se suele exigir una nota mínima de acceso a la universidad. En los cursos siguientes, se tiene en cuenta el porcentaje de créditos aprobados el año anterior, que varía según la rama de conocimiento: las ramas con más dificultad media, como las de ingeniería y arquitectura, suelen tener porcentajes exigidos más bajos.</p>
<p>También es importante matricularse de un número mínimo de créditos. Con matrícula a tiempo parcial se puede acceder solo a algunos componentes de la beca.</p>
<h2>Qué componentes puede incluir</h2>
<p>La beca no es una cantidad única, sino la suma de varios componentes. Según tu situación, puedes recibir uno o varios:</p>
<ul>
<li><strong>Beca de matrícula:</strong> cubre el precio de los créditos de primera matrícula.</li>
<li><strong>Cuantía fija ligada a la renta:</strong> para estudiantes con rentas más bajas.</li>
<li><strong>Cuantía fija ligada a la residencia:</strong> si durante el curso vives fuera del domicilio familiar por motivo de estudios.</li>
<li><strong>Cuantía variable:</strong> se calcula con una fórmula que combina tu nota media y la renta familiar, y se reparte entre todos los beneficiarios con el crédito disponible.</li>
<li><strong>Otros complementos:</strong> en algunas convocatorias existen ayudas adicionales, por ejemplo por excelencia académica o para estudiantes con discapacidad.</li>
</ul>
<h2>Cómo y cuándo se solicita</h2>
<p>La solicitud se presenta por internet en la sede electrónica del Ministerio, normalmente en primavera, antes de saber la nota final o de tener la matrícula hecha. Esto sorprende a mucha gente: <strong>no esperes a estar matriculado</strong> para pedirla, porque el plazo puede haberse cerrado.</p>
<ol>
<li>Consulta la convocatoria del curso y comprueba fechas y requisitos.</li>
<li>Accede a la sede electrónica con tus credenciales y rellena el formulario.</li>
<li>Incluye a todos los miembros de la unidad familiar y autoriza la consulta de sus datos fiscales. Cada miembro mayor de edad debe dar su consentimiento.</li>
<li>Revisa la solicitud antes de enviarla y guarda el justificante.</li>
<li>Consulta periódicamente el estado de tu expediente y responde a tiempo a cualquier requerimiento de documentación.</li>
</ol>
<h2>Errores frecuentes</h2>
<ul>
<li><strong>Pedirla fuera de plazo</strong> por pensar que se solicita tras la matrícula.</li>
<li><strong>Olvidar a algún miembro de la familia</strong> o no recoger la firma de todos.</li>
<li><strong>No indicar la residencia</strong> fuera del domicilio familiar, y perder ese componente.</li>
<li><strong>No revisar el correo</strong> y no responder a un requerimiento de documentación.</li>
<li><strong>Dar por hecho que no te corresponde</strong> sin haber comprobado los umbrales.</li>
</ul>
<h2>¿Y si me la conceden y luego no apruebo?</h2>
<p>Recibir la beca implica un compromiso académico. Si no superas un porcentaje mínimo de los créditos matriculados o abandonas los estudios, es posible que tengas que devolver parte de lo recibido. Lee con atención esta parte de la convocatoria.</p>
<h2>Otras ayudas que conviene revisar</h2>
<p>Además de la beca del Ministerio, muchas comunidades autónomas, ayuntamientos y universidades tienen sus propias ayudas: para matrícula, para transporte, para alojamiento o para situaciones sobrevenidas. Pregunta en el servicio de becas de tu universidad; suele haber más opciones de las que parece.</p>
<p>Pedir la beca lleva un rato, pero puede marcar la diferencia en tus estudios. Si tienes dudas de si cumples los requisitos, lo mejor es solicitarla igualmente.</p>`,
  },
  {
    slug: "como-escribir-una-buena-resena-en-uniopina",
    title: "Cómo escribir una buena reseña de un profesor en UniOpina",
    excerpt:
      "Una reseña útil es concreta, respetuosa y pensada para quien viene detrás. Te contamos cómo funciona el anonimato y qué hace que una opinión ayude de verdad.",
    category: "Vida universitaria",
    author: "Irene Fontalba",
    isFeatured: false,
    publishedAt: "2025-09-15T08:00:00.000Z",
    format: "html",
    body: `<p>Cuando eliges optativas, grupo o incluso universidad, las opiniones de otros estudiantes valen oro. UniOpina nació precisamente para eso: para que la experiencia de quienes ya han cursado una asignatura sirva a quienes están a punto de empezarla. Pero no todas las reseñas ayudan por igual. En este artículo te contamos qué hace que una reseña sea útil y cómo escribirla de forma segura y respetuosa.</p>
<h2>Piensa en quién la va a leer</h2>
<p>La persona que lee tu reseña probablemente está decidiendo algo: si coger una optativa, cómo preparar un examen o qué esperar del curso. Antes de escribir, pregúntate: <em>¿qué me habría gustado saber a mí antes de empezar?</em> Esa pregunta te llevará directamente a la información más valiosa.</p>
<h2>Sé concreto</h2>
<p>Comparar estas dos reseñas ayuda a entenderlo:</p>
<blockquote>«Horrible, no vayáis.»</blockquote>
<blockquote>«Las clases de teoría van muy rápido y las diapositivas tienen poco texto, así que conviene tomar apuntes. El examen final se parece mucho a los de años anteriores. Las tutorías son útiles si vas con dudas concretas.»</blockquote>
<p>La primera expresa una emoción, pero no ayuda a nadie a tomar una decisión. La segunda describe la asignatura y da pistas prácticas. Algunos aspectos que puedes comentar:</p>
<ul>
<li><strong>Claridad:</strong> ¿se entienden las explicaciones? ¿Usa ejemplos?</li>
<li><strong>Evaluación:</strong> tipo de examen, peso de las prácticas, evaluación continua o única.</li>
<li><strong>Carga de trabajo:</strong> cuántas horas a la semana te ha llevado, número de entregas.</li>
<li><strong>Materiales:</strong> apuntes, diapositivas, ejercicios resueltos en el Campus Virtual.</li>
<li><strong>Disponibilidad:</strong> tutorías, respuesta a correos, foros.</li>
<li><strong>Consejos:</strong> qué harías diferente si volvieras a cursarla.</li>
</ul>
<h2>Respeto ante todo</h2>
<p>Puedes ser crítico, y de hecho las críticas bien argumentadas son muy útiles. Pero hay una diferencia enorme entre criticar la docencia y atacar a una persona.</p>
<ul>
<li>Habla de la <strong>actividad docente</strong>: clases, materiales, evaluación, trato en el aula.</li>
<li>No comentes el aspecto físico, la vida privada, la ideología o cualquier rasgo personal del profesor o profesora.</li>
<li>Evita insultos, burlas y expresiones despectivas. Un tono respetuoso hace que tu crítica sea más creíble.</li>
<li>No hagas acusaciones graves que no puedas sostener. Si has vivido una situación seria, como acoso o discriminación, usa los canales oficiales de tu universidad, que existen para protegerte.</li>
</ul>
<p>Las reseñas que no respetan las normas de la comunidad pueden ser moderadas o retiradas. No es censura: es la forma de que la plataforma siga siendo un lugar útil y justo para todos.</p>
<h2>Cómo funciona el anonimato</h2>
<p>En UniOpina tus reseñas se publican de forma anónima: el resto de usuarios no ve tu nombre ni tu correo. Aun así, hay cosas que pueden identificarte sin que te des cuenta. Para proteger tu privacidad:</p>
<ol>
<li>No incluyas datos personales tuyos ni de otras personas.</li>
<li>Evita detalles que solo tú podrías conocer, como una conversación privada muy concreta o una situación única en tu grupo.</li>
<li>No menciones a compañeros por su nombre.</li>
<li>Si prefieres ser aún más discreto, espera a terminar la asignatura para publicar la reseña.</li>
</ol>
<p>El anonimato está para que puedas opinar con libertad, no para decir lo que no dirías a la cara con educación. Una buena regla: escribe como si el profesor fuera a leerlo, porque puede que lo haga.</p>
<h2>La puntuación: úsala con cabeza</h2>
<p>La nota en estrellas es lo primero que se ve, así que intenta que refleje la experiencia global y no solo el resultado de tu examen. Sacar mala nota no convierte automáticamente a un profesor en malo, igual que aprobar sin esfuerzo no lo convierte en excelente. Si tienes sentimientos encontrados, explícalo en el texto: una reseña de tres estrellas bien argumentada puede ser de las más útiles.</p>
<h2>Añade contexto</h2>
<p>Indicar el curso académico, si fuiste a clase con regularidad o qué nota obtuviste ayuda a interpretar tu opinión. Las asignaturas cambian de un año a otro, y quien lee tu reseña sabrá valorar si tu experiencia sigue siendo aplicable.</p>
<h2>Lista rápida antes de publicar</h2>
<ul>
<li>¿He dado información concreta y útil?</li>
<li>¿He hablado de la docencia y no de la persona?</li>
<li>¿He evitado datos que me identifiquen a mí o a otros?</li>
<li>¿La puntuación refleja mi experiencia global?</li>
<li>¿Incluye algún consejo para quien venga detrás?</li>
</ul>
<p>Si la respuesta es sí a todo, tu reseña va a ayudar a mucha gente. Gracias por contribuir a que la comunidad universitaria sea un poco más transparente.</p>`,
  },
  {
    slug: "erasmus-plus-lo-basico-que-debes-saber",
    title: "Erasmus+: lo básico que debes saber antes de solicitarlo",
    excerpt:
      "Convocatoria, acuerdo de aprendizaje, reconocimiento de créditos y financiación. Una guía para entender el programa Erasmus+ y preparar tu estancia con tiempo.",
    category: "Becas y ayudas",
    author: "Marcos Villarreda",
    isFeatured: false,
    publishedAt: "2025-10-20T08:00:00.000Z",
    format: "html",
    body: `<p>Irse de Erasmus es, para muchos estudiantes, una de las mejores experiencias de la carrera: otro idioma, otra forma de estudiar, otra ciudad y amistades de medio mundo. Pero detrás de la foto de despedida en el aeropuerto hay un proceso con plazos y papeles que conviene conocer con antelación. Aquí tienes lo esencial.</p>
<h2>¿Qué es Erasmus+?</h2>
<p>Erasmus+ es el programa de la Unión Europea para la educación, la formación, la juventud y el deporte. Dentro de él, la movilidad de estudiantes permite cursar parte de tus estudios en una universidad de otro país participante, con reconocimiento académico de lo que apruebes allí. También existen movilidades para hacer prácticas en empresas o instituciones extranjeras.</p>
<p>Un detalle importante: durante tu estancia <strong>sigues matriculado en tu universidad</strong> y pagas la matrícula aquí. En la universidad de destino no pagas tasas académicas.</p>
<h2>Cuándo y cómo se solicita</h2>
<p>Cada universidad publica su convocatoria, normalmente durante el curso anterior a la estancia. Es decir, si quieres irte en tercero, lo habitual es solicitarlo en segundo. Por eso conviene empezar a informarse pronto.</p>
<ol>
<li><strong>Consulta los destinos.</strong> Tu facultad tiene acuerdos con universidades concretas para cada titulación. No puedes elegir cualquier universidad europea, sino las que tienen convenio con tu centro.</li>
<li><strong>Revisa los requisitos de idioma.</strong> Muchos destinos piden acreditar un nivel, a menudo un B1 o un B2, en el idioma de docencia.</li>
<li><strong>Presenta la solicitud</strong> en el plazo, ordenando los destinos por preferencia.</li>
<li><strong>Espera la adjudicación.</strong> Suele tenerse en cuenta el expediente académico y el nivel de idioma.</li>
<li><strong>Acepta la plaza</strong> en el plazo que te indiquen y completa la solicitud en la universidad de destino.</li>
</ol>
<h2>El acuerdo de aprendizaje</h2>
<p>El <strong>Learning Agreement</strong> o acuerdo de aprendizaje es el documento clave de tu Erasmus. En él se indica qué asignaturas vas a cursar en destino y por cuáles se reconocerán en tu universidad. Lo firman tú, tu coordinador académico y la universidad de destino.</p>
<p>Algunos consejos para que no te dé problemas:</p>
<ul>
<li>Compara bien los contenidos de las asignaturas, no solo los nombres.</li>
<li>Ten en cuenta el número de créditos ECTS. No tienen por qué coincidir uno a uno, pero el total debe ser coherente.</li>
<li>Si al llegar descubres que una asignatura no se ofrece o se solapa con otra, <strong>modifica el acuerdo</strong> dentro del plazo. No cambies de asignatura sin dejarlo por escrito.</li>
<li>Guarda todos los correos con tu coordinador.</li>
</ul>
<blockquote>El Learning Agreement es lo que garantiza que lo que apruebes fuera cuente en tu expediente. Trátalo como un contrato.</blockquote>
<h2>Financiación</h2>
<p>Los estudiantes seleccionados reciben una ayuda mensual de la Unión Europea cuya cuantía depende del país de destino, agrupado según su coste de vida. Además, puede haber ayudas complementarias para estudiantes con menos oportunidades, por ejemplo por motivos económicos o por discapacidad, y en algunos casos aportaciones de las comunidades autónomas o de la propia universidad.</p>
<p>Ten presente que la ayuda no suele cubrir todos los gastos, sobre todo en ciudades caras, y que el pago puede llegar en varios plazos. Haz un presupuesto realista antes de irte: alojamiento, transporte, comida, seguro y un margen para imprevistos.</p>
<h2>Antes de irte</h2>
<ul>
<li><strong>Alojamiento:</strong> empieza a buscar en cuanto tengas la plaza. Pregunta a la universidad de destino si ofrece residencias o listas de alojamientos recomendados.</li>
<li><strong>Documentación:</strong> comprueba que tu documento de identidad o pasaporte está en vigor y solicita la Tarjeta Sanitaria Europea si te corresponde.</li>
<li><strong>Seguro:</strong> revisa qué cubre el seguro que exige tu universidad y si necesitas uno adicional.</li>
<li><strong>Idioma:</strong> aprovecha los cursos de idiomas que ofrece el propio programa y tu universidad.</li>
<li><strong>Beca del Ministerio:</strong> si eres beneficiario, infórmate de cómo afecta la estancia a tus componentes y requisitos.</li>
</ul>
<h2>Durante y después de la estancia</h2>
<p>Al llegar tendrás que entregar un certificado de llegada y, al final, uno de estancia. Cuando vuelvas, la universidad de destino enviará tus calificaciones y tu centro las incorporará a tu expediente según el acuerdo de aprendizaje. Revisa que el reconocimiento sea correcto y reclama a tiempo si hay algún error.</p>
<h2>¿Merece la pena?</h2>
<p>La mayoría de quienes se van coinciden en que sí. Más allá de lo académico, ganas autonomía, idiomas y una capacidad de adaptación que se nota después en el trabajo. Si te lo estás planteando, empieza hoy: habla con la oficina de relaciones internacionales de tu facultad y con compañeros que hayan vuelto. Te ahorrarán muchos quebraderos de cabeza.</p>`,
  },
  {
    slug: "tecnicas-de-estudio-pomodoro-repaso-espaciado",
    title: "Técnicas de estudio que funcionan: Pomodoro, repaso espaciado y práctica activa",
    excerpt:
      "Releer y subrayar da sensación de avance, pero no es lo que más ayuda a recordar. Te explicamos tres técnicas con respaldo práctico y cómo combinarlas en tu semana.",
    category: "Estudio",
    author: "Javier de Lobeda",
    isFeatured: false,
    publishedAt: "2025-11-12T08:00:00.000Z",
    format: "html",
    body: `<p>Casi todos hemos pasado por lo mismo: horas delante de los apuntes, páginas y páginas subrayadas en fosforito y, al llegar al examen, la mente en blanco. El problema no suele ser la falta de esfuerzo, sino el método. Releer y subrayar dan una sensación de familiaridad con el temario que se confunde con saberlo. En este artículo repasamos tres técnicas sencillas que te ayudan a estudiar menos horas y recordar más.</p>
<h2>1. La técnica Pomodoro: concentración por bloques</h2>
<p>La técnica Pomodoro consiste en dividir el tiempo de estudio en bloques cortos de concentración total, separados por descansos breves. La versión clásica es así:</p>
<ol>
<li>Elige una tarea concreta, por ejemplo «resolver los ejercicios 1 a 5 del tema 3».</li>
<li>Pon un temporizador de 25 minutos y trabaja solo en esa tarea, sin móvil ni notificaciones.</li>
<li>Cuando suene, descansa 5 minutos: levántate, bebe agua, estira las piernas.</li>
<li>Tras cuatro bloques, haz un descanso más largo, de 15 a 30 minutos.</li>
</ol>
<p>Lo interesante no es el número exacto de minutos, sino la idea: <strong>un periodo limitado de atención plena es más productivo que una tarde entera de atención dispersa</strong>. Si 25 minutos se te quedan cortos, prueba con bloques de 40 o 50. Lo importante es respetar los descansos y no mirar el móvil durante el bloque.</p>
<h3>Trucos para que funcione</h3>
<ul>
<li>Deja el móvil en otra habitación o en modo avión.</li>
<li>Apunta en un papel las distracciones que te vengan a la cabeza y vuelve a la tarea.</li>
<li>Cuenta los bloques que haces cada día: ver el progreso motiva.</li>
</ul>
<h2>2. El repaso espaciado: estudiar en el momento justo</h2>
<p>Lo que aprendemos se olvida con rapidez si no lo repasamos. La buena noticia es que cada repaso hace que el recuerdo dure más. El <strong>repaso espaciado</strong> aprovecha esto: en lugar de estudiar todo de golpe la semana antes del examen, repasas cada tema varias veces, con intervalos cada vez más largos.</p>
<p>Un calendario orientativo podría ser:</p>
<ul>
<li>Primer repaso: al día siguiente de la clase.</li>
<li>Segundo repaso: unos días después.</li>
<li>Tercer repaso: una o dos semanas más tarde.</li>
<li>Repasos siguientes: cada pocas semanas hasta el examen.</li>
</ul>
<p>Puedes hacerlo con tarjetas de memoria en papel o con aplicaciones que programan automáticamente cuándo te toca repasar cada tarjeta. Funciona especialmente bien para vocabulario, definiciones, fórmulas, fechas o anatomía, pero también para conceptos más complejos si formulas bien las preguntas.</p>
<blockquote>Estudiar diez horas repartidas en dos semanas suele dar mejores resultados que estudiar diez horas en dos días.</blockquote>
<h2>3. La práctica activa: ponte a prueba</h2>
<p>La técnica más infravalorada es también la más sencilla: <strong>intentar recordar sin mirar</strong>. Cada vez que te obligas a recuperar una información de tu memoria, la refuerzas. Por eso hacer ejercicios, responder preguntas o explicar un tema en voz alta es mucho más eficaz que releerlo.</p>
<p>Algunas formas de practicarla:</p>
<ul>
<li>Cierra los apuntes y escribe todo lo que recuerdes de un tema. Después compara y completa.</li>
<li>Convierte los títulos de cada apartado en preguntas y respóndelas.</li>
<li>Haz exámenes de años anteriores en condiciones reales, con el tiempo cronometrado.</li>
<li>Explica el tema a un compañero o a una silla vacía. Si no puedes explicarlo de forma sencilla, todavía no lo dominas.</li>
</ul>
<h2>Cómo combinarlas en tu semana</h2>
<p>Estas técnicas no compiten entre sí, se complementan. Un ejemplo de organización semanal:</p>
<ol>
<li><strong>Domingo:</strong> planifica la semana. Decide qué temas vas a trabajar cada día y qué toca repasar.</li>
<li><strong>De lunes a jueves:</strong> estudia en bloques Pomodoro. Empieza cada sesión con diez minutos de repaso de lo anterior con tarjetas y dedica el resto a material nuevo y ejercicios.</li>
<li><strong>Viernes:</strong> sesión de práctica activa. Haz preguntas tipo examen de todo lo visto en la semana.</li>
<li><strong>Fin de semana:</strong> descanso real. Tu cerebro también consolida lo aprendido cuando descansas.</li>
</ol>
<h2>Lo que no debes olvidar</h2>
<p>Ninguna técnica compensa dormir poco. El sueño es fundamental para fijar lo que has estudiado, y las noches en vela antes del examen suelen restar más de lo que suman. Tampoco te obsesiones con el método perfecto: prueba, ajusta y quédate con lo que te funcione. Lo que marca la diferencia es la constancia.</p>`,
  },
  {
    slug: "como-encontrar-piso-compartido",
    title: "Cómo encontrar piso compartido (y convivir sin morir en el intento)",
    excerpt:
      "Presupuesto, búsqueda, visitas, contrato y normas de convivencia. Una guía paso a paso para encontrar habitación si vas a estudiar fuera de casa.",
    category: "Vida universitaria",
    author: "Irene Fontalba",
    isFeatured: false,
    publishedAt: "2026-03-04T08:00:00.000Z",
    format: "html",
    body: `<p>Irse a vivir fuera para estudiar es emocionante, pero encontrar piso puede convertirse en una pequeña odisea, sobre todo en ciudades con mucha demanda. Con algo de planificación y sentido común, el proceso es mucho más llevadero. Te contamos cómo afrontarlo paso a paso.</p>
<h2>1. Define tu presupuesto</h2>
<p>Antes de mirar anuncios, calcula cuánto puedes pagar al mes. No pienses solo en el alquiler de la habitación:</p>
<ul>
<li><strong>Gastos de suministros:</strong> luz, agua, gas e internet. Pregunta si están incluidos o se reparten aparte.</li>
<li><strong>Fianza y, a veces, garantías adicionales:</strong> tendrás que adelantarlas al firmar.</li>
<li><strong>Transporte:</strong> un piso más barato pero lejos puede salir caro en tiempo y en abonos.</li>
<li><strong>Comida y gastos comunes:</strong> productos de limpieza, utensilios de cocina, etc.</li>
</ul>
<p>Si eres beneficiario de una beca con componente de residencia o de alguna ayuda al alquiler para jóvenes, tenlo en cuenta, pero no cuentes con ese dinero hasta que esté concedido.</p>
<h2>2. Empieza a buscar con tiempo</h2>
<p>En muchas ciudades universitarias, los mejores pisos se alquilan antes del verano. Si ya sabes dónde vas a estudiar, no esperes a septiembre. Algunas fuentes útiles:</p>
<ul>
<li>La <strong>oficina de alojamiento</strong> de tu universidad, que suele tener bolsas de pisos y asesoramiento.</li>
<li>Los tablones de anuncios de la facultad y las secciones de alojamiento de comunidades de estudiantes, como Vida Universitaria en UniOpina.</li>
<li>Portales inmobiliarios y grupos de estudiantes de tu grado.</li>
<li>Compañeros de cursos superiores que terminan la carrera y dejan su habitación.</li>
</ul>
<h2>3. Visita el piso (siempre)</h2>
<p>Nunca pagues nada sin haber visto el piso, en persona o, si es imposible, con una videollamada en directo en la que puedas pedir que te enseñen cada rincón. Durante la visita, fíjate en:</p>
<ol>
<li>El estado de la habitación, el colchón y los muebles.</li>
<li>La luz natural, la humedad y el ruido de la calle.</li>
<li>La calefacción y cómo se paga.</li>
<li>El estado de la cocina y los electrodomésticos.</li>
<li>La conexión a internet, fundamental para estudiar.</li>
</ol>
<p>Y, sobre todo, habla con los que serán tus compañeros. Pregunta por sus horarios, si estudian o trabajan, cómo se organizan con la limpieza y qué esperan de la convivencia.</p>
<blockquote>Desconfía de cualquier anuncio con un precio muy por debajo del mercado, de caseros que «están fuera del país» o de quien te pida una señal antes de enseñarte la vivienda.</blockquote>
<h2>4. El contrato</h2>
<p>Pide siempre un contrato por escrito y léelo antes de firmar. Comprueba que incluye la duración, el precio, qué gastos están incluidos, la fianza y las condiciones para dejar la vivienda antes de tiempo. Si algo no está claro, pregunta. Algunas recomendaciones:</p>
<ul>
<li>Haz fotos y vídeo del estado del piso el día que entras y envíalas por correo al propietario. Te servirán para recuperar la fianza.</li>
<li>Pide recibo de todos los pagos o paga por transferencia.</li>
<li>Guarda una copia del contrato.</li>
<li>Si tienes dudas legales, muchas universidades y ayuntamientos ofrecen asesoría gratuita sobre alquiler a jóvenes.</li>
</ul>
<h2>5. Normas de convivencia: mejor al principio</h2>
<p>La mayoría de conflictos en pisos compartidos se deben a cosas pequeñas que se van acumulando: platos sin fregar, ruido a deshoras, gastos mal repartidos. Hablarlo al principio evita muchos problemas.</p>
<h3>Temas que conviene acordar</h3>
<ul>
<li><strong>Limpieza:</strong> un calendario rotativo de tareas comunes funciona mejor que la buena voluntad.</li>
<li><strong>Compras comunes:</strong> decide qué se compra a medias, como productos de limpieza o papel, y cómo se registra.</li>
<li><strong>Gastos:</strong> usa una aplicación o una hoja compartida para llevar las cuentas.</li>
<li><strong>Visitas:</strong> acordad cómo avisar si alguien se va a quedar a dormir.</li>
<li><strong>Horarios de descanso:</strong> sobre todo en época de exámenes.</li>
</ul>
<h2>6. Si surge un conflicto</h2>
<p>Cuando algo te moleste, díselo pronto y en privado, con calma y hablando de hechos concretos. Es más fácil resolver «la cocina se quedó sin limpiar toda la semana» que «nunca haces nada». Si el problema es con el propietario, por ejemplo por una reparación que no llega, comunícalo por escrito y guarda los mensajes.</p>
<h2>Alternativas al piso compartido</h2>
<p>No es la única opción. Las residencias universitarias y los colegios mayores ofrecen más servicios y facilitan conocer gente, aunque suelen costar más. Algunos programas de convivencia intergeneracional permiten vivir con una persona mayor a cambio de compañía. Valora qué necesitas y qué encaja con tu forma de ser.</p>
<p>Encontrar el piso ideal lleva tiempo, pero un buen hogar durante la carrera marca la diferencia. Busca con calma, haz preguntas y no firmes nada con prisas.</p>`,
  },
  {
    slug: "practicas-y-primer-empleo-guia",
    title: "Prácticas y primer empleo: cómo dar el salto desde la universidad",
    excerpt:
      "Prácticas curriculares y extracurriculares, currículum, entrevistas y red de contactos. Lo que conviene saber para empezar tu carrera profesional con buen pie.",
    category: "Empleo",
    author: "Javier de Lobeda",
    isFeatured: false,
    publishedAt: "2026-04-22T08:00:00.000Z",
    format: "html",
    body: `<p>El paso de la universidad al mundo laboral genera muchas dudas: por dónde empezar, cómo hacer un currículum sin experiencia, qué tipo de prácticas elegir. La buena noticia es que la universidad te ofrece muchas herramientas para preparar ese salto. La clave está en empezar antes del último curso.</p>
<h2>Prácticas curriculares y extracurriculares</h2>
<p>Las prácticas externas permiten aplicar lo que has aprendido en una empresa o institución, con un tutor en la entidad y otro en la universidad. Se realizan mediante un convenio entre ambas partes y hay dos tipos principales:</p>
<ul>
<li><strong>Curriculares:</strong> forman parte del plan de estudios, tienen créditos y se evalúan como una asignatura más. En algunos grados son obligatorias.</li>
<li><strong>Extracurriculares:</strong> son voluntarias y no forman parte del plan de estudios, aunque suelen aparecer en el Suplemento Europeo al Título. Puedes hacerlas mientras estés matriculado y cumplas las condiciones de tu universidad.</li>
</ul>
<p>Las condiciones, como la duración, la posible ayuda económica o el horario, dependen del convenio. Lee con atención la oferta y pregunta todo antes de aceptar. Recuerda que las prácticas son formativas: su objetivo es que aprendas, no cubrir un puesto de trabajo.</p>
<h2>Dónde encontrar ofertas</h2>
<ol>
<li><strong>La oficina de prácticas y empleo de tu universidad</strong>, que publica ofertas y gestiona los convenios.</li>
<li><strong>Las ferias de empleo del campus</strong>, donde puedes hablar directamente con las empresas.</li>
<li><strong>Tu propio departamento</strong>: muchos profesores tienen contactos con empresas y grupos de investigación.</li>
<li><strong>Portales de empleo y redes profesionales</strong>, con alertas configuradas por sector y ubicación.</li>
<li><strong>Candidaturas espontáneas</strong> a entidades que te interesen, bien dirigidas y personalizadas.</li>
</ol>
<h2>Un currículum sin apenas experiencia</h2>
<p>Es normal no tener experiencia laboral cuando estás estudiando. Lo importante es mostrar lo que sí tienes:</p>
<ul>
<li><strong>Formación:</strong> tu grado, las asignaturas más relacionadas con el puesto y tu nota media si es buena.</li>
<li><strong>Proyectos:</strong> trabajos de clase, prácticas de laboratorio, el TFG o proyectos personales. Describe qué hiciste y qué resultado obtuviste.</li>
<li><strong>Idiomas:</strong> con el nivel real y, si lo tienes, el certificado.</li>
<li><strong>Actividades:</strong> voluntariado, asociaciones, deporte de equipo, representación estudiantil. Demuestran compromiso y habilidades interpersonales.</li>
<li><strong>Competencias digitales</strong> concretas, sin exagerar.</li>
</ul>
<p>Mantén el currículum breve, claro y adaptado a cada oferta. Una carta de presentación corta y personalizada marca la diferencia frente a un envío masivo.</p>
<h2>La entrevista</h2>
<p>Prepararla es tan importante como el currículum.</p>
<ul>
<li>Investiga la empresa: qué hace, sus proyectos recientes, sus valores.</li>
<li>Prepara ejemplos concretos de situaciones en las que hayas resuelto un problema, trabajado en equipo o aprendido algo nuevo.</li>
<li>Ten preparadas un par de preguntas sobre el puesto, el equipo o la formación que vas a recibir.</li>
<li>Sé sincero: si no sabes algo, dilo y explica cómo lo aprenderías.</li>
</ul>
<blockquote>En una entrevista de prácticas nadie espera que lo sepas todo. Buscan interés, ganas de aprender y capacidad de trabajar con otros.</blockquote>
<h2>Durante las prácticas</h2>
<p>Una vez dentro, aprovecha al máximo la experiencia:</p>
<ol>
<li>Pregunta todo lo que no entiendas; es lo que se espera de ti.</li>
<li>Toma notas de lo que aprendes y de los proyectos en los que participas.</li>
<li>Pide feedback a tu tutor de forma periódica.</li>
<li>Cuida las relaciones con el equipo: muchas ofertas de empleo llegan por recomendación.</li>
<li>Si algo no funciona, como tareas que nada tienen que ver con tu formación, habla con tu tutor académico.</li>
</ol>
<h2>Tu red de contactos empieza en clase</h2>
<p>Tus compañeros de hoy serán los profesionales de mañana, y tus profesores conocen el sector. Participa en jornadas, seminarios y asociaciones. No se trata de coleccionar contactos, sino de construir relaciones basadas en el interés común.</p>
<h2>Y después de graduarte</h2>
<p>Muchas universidades mantienen sus servicios de empleo para titulados recientes: ofertas, orientación y cursos. Además, hay programas públicos de empleo juvenil que conviene consultar. El primer trabajo rara vez es el definitivo; lo importante es que te permita aprender y avanzar hacia lo que quieres.</p>`,
  },
  {
    slug: "como-gestionar-la-ansiedad-ante-los-examenes",
    title: "Cómo gestionar la ansiedad ante los exámenes",
    excerpt:
      "Sentir nervios antes de un examen es normal; que te bloqueen, no tiene por qué serlo. Estrategias prácticas para antes, durante y después, y cuándo pedir ayuda.",
    category: "Estudio",
    author: "Lucía Carrascueta",
    isFeatured: false,
    publishedAt: "2026-05-18T08:00:00.000Z",
    format: "html",
    body: `<p>Un poco de nervios antes de un examen es normal e incluso útil: te mantiene alerta y te ayuda a concentrarte. El problema aparece cuando la ansiedad es tan intensa que te impide estudiar, dormir o rendir en el examen como sabes que podrías. Si te pasa, no estás solo: es una de las consultas más frecuentes en los servicios de atención psicológica universitarios.</p>
<blockquote>Este artículo ofrece consejos generales y no sustituye la atención de un profesional. Si la ansiedad te afecta de forma intensa o continuada, busca ayuda.</blockquote>
<h2>Entender la ansiedad</h2>
<p>La ansiedad es una respuesta natural del cuerpo ante algo que percibe como una amenaza. Se acelera el corazón, se tensa la musculatura y la mente se pone en modo alerta. Ante un peligro físico, es útil; ante un examen, puede jugar en contra si se dispara demasiado.</p>
<p>Suele alimentarse de pensamientos del tipo «si suspendo, es un desastre» o «no me va a dar tiempo a nada». Reconocer estos pensamientos es el primer paso para manejarlos.</p>
<h2>Semanas antes: prevenir</h2>
<ul>
<li><strong>Planifica con tiempo.</strong> Gran parte de la ansiedad viene de sentir que no llegas. Un calendario realista, con días de margen, reduce mucho esa sensación.</li>
<li><strong>Divide el temario.</strong> «Estudiar Bioquímica» abruma; «repasar el tema 4 y hacer cinco ejercicios» es asumible.</li>
<li><strong>Practica con exámenes anteriores</strong> en condiciones reales. Cuanto más familiar sea la situación, menos amenazante resultará.</li>
<li><strong>Cuida lo básico:</strong> dormir, comer con regularidad y moverte. El ejercicio físico es una de las formas más eficaces de reducir el estrés.</li>
<li><strong>Limita la cafeína</strong>, sobre todo por la tarde, y las bebidas energéticas.</li>
</ul>
<h2>La noche anterior</h2>
<p>Resiste la tentación de estudiar hasta la madrugada. A esas alturas aprendes poco y duermes mal. Haz un repaso ligero de tus esquemas, prepara todo lo necesario para el examen (documentación, bolígrafos, calculadora permitida) y desconecta con algo que te relaje.</p>
<h2>El día del examen</h2>
<ol>
<li><strong>Llega con tiempo</strong>, pero no demasiado pronto: esperar mucho en la puerta rodeado de gente nerviosa contagia.</li>
<li><strong>Evita los repasos de última hora en grupo</strong> si te ponen más nervioso. Escuchar a alguien hablar de un tema que no has estudiado no ayuda.</li>
<li><strong>Respira.</strong> Una técnica sencilla: inspira por la nariz contando hasta cuatro, retén el aire un momento y suéltalo despacio por la boca contando hasta seis. Repite varias veces.</li>
<li><strong>Lee todo el examen antes de empezar</strong> y comienza por la pregunta que mejor sepas. Ganar confianza al principio ayuda con el resto.</li>
<li><strong>Si te bloqueas</strong>, suelta el bolígrafo, respira unas cuantas veces y pasa a otra pregunta. Vuelve luego a la que se te resistía.</li>
</ol>
<h3>Cambiar el diálogo interno</h3>
<p>Cuando aparezca un pensamiento del tipo «no sé nada», intenta cambiarlo por otro más realista: «he estudiado este tema, voy a empezar por lo que sé». No se trata de engañarte, sino de no dejarte arrastrar por el peor escenario.</p>
<h2>Después del examen</h2>
<p>Evita repasar obsesivamente las respuestas con tus compañeros nada más salir: no puedes cambiar nada y solo alimenta la preocupación. Date un pequeño premio y pasa página hasta que salgan las notas. Si el resultado no es el esperado, analiza qué falló con calma y acude a la revisión. Un examen no define tu valía.</p>
<h2>Cuándo pedir ayuda</h2>
<p>Conviene buscar apoyo profesional si:</p>
<ul>
<li>La ansiedad te impide estudiar durante días o semanas.</li>
<li>Tienes problemas de sueño persistentes o síntomas físicos intensos.</li>
<li>Evitas presentarte a los exámenes por miedo.</li>
<li>Sientes que estás perdiendo el control o que todo te supera.</li>
</ul>
<p>Muchas universidades cuentan con servicios de atención psicológica gratuitos para estudiantes, y también con unidades de atención a la diversidad que pueden valorar adaptaciones en los exámenes en determinados casos. Pedir ayuda no es un signo de debilidad, sino una forma de cuidarte. Y si en algún momento te encuentras en una situación de crisis, acude a los servicios de urgencias o a las líneas de atención disponibles.</p>
<p>La ansiedad ante los exámenes se puede aprender a gestionar. Con práctica, planificación y apoyo, los exámenes pueden pasar de ser un momento temido a uno simplemente exigente.</p>`,
  },
  {
    slug: "consejos-para-tu-trabajo-fin-de-grado",
    title: "Consejos para tu TFG: del tema a la defensa",
    excerpt:
      "Elegir tema y tutor, planificar, escribir, citar bien y preparar la defensa. Una hoja de ruta para afrontar el Trabajo Fin de Grado sin sobresaltos.",
    category: "Estudio",
    author: "Javier de Lobeda",
    isFeatured: false,
    publishedAt: "2026-10-07T08:00:00.000Z",
    format: "html",
    body: `<p>El Trabajo Fin de Grado es, para muchos estudiantes, el primer proyecto académico largo y autónomo. No hay clases semanales que marquen el ritmo ni un examen al final del cuatrimestre: tú decides cuánto avanzas cada semana. Esa libertad es una oportunidad, pero también el motivo por el que tantos TFG se acumulan en las últimas semanas. Aquí tienes una hoja de ruta para evitarlo.</p>
<h2>1. Elige bien el tema</h2>
<p>Un buen tema de TFG cumple tres condiciones: te interesa, es abarcable en el tiempo disponible y tiene relación con lo que has estudiado. Algunas ideas para encontrarlo:</p>
<ul>
<li>Repasa las asignaturas que más te han gustado y las preguntas que te quedaron abiertas.</li>
<li>Consulta las listas de temas que ofrecen los departamentos.</li>
<li>Si has hecho prácticas externas, piensa si surgió algún problema que pudieras analizar.</li>
<li>Lee TFG de cursos anteriores en el repositorio de tu universidad para hacerte una idea del nivel.</li>
</ul>
<p>El error más común es elegir un tema demasiado amplio. «El cambio climático» no es un tema de TFG; «el efecto de una medida concreta sobre un indicador concreto en un periodo concreto» se acerca mucho más.</p>
<h2>2. Elige bien al tutor o tutora</h2>
<p>Tu tutor va a acompañarte durante meses, así que la relación importa. Busca a alguien que conozca el tema y con quien te entiendas. Antes de comprometerte, pregunta:</p>
<ul>
<li>Con qué frecuencia se reúne con sus tutorizados.</li>
<li>Cómo prefiere recibir los avances y cuánto tarda en revisarlos.</li>
<li>Qué espera de ti en cuanto a autonomía.</li>
</ul>
<p>Las opiniones de estudiantes anteriores, por ejemplo en las reseñas de UniOpina, pueden darte pistas sobre su forma de trabajar.</p>
<h2>3. Planifica hacia atrás</h2>
<p>Empieza por la fecha de entrega y planifica hacia atrás. Reserva tiempo para cada fase:</p>
<ol>
<li><strong>Búsqueda bibliográfica y lectura.</strong></li>
<li><strong>Definición de objetivos y metodología.</strong></li>
<li><strong>Desarrollo:</strong> experimentos, análisis, diseño o trabajo de campo, según tu disciplina.</li>
<li><strong>Redacción.</strong></li>
<li><strong>Revisión</strong> por parte de tu tutor y correcciones.</li>
<li><strong>Preparación de la defensa.</strong></li>
</ol>
<p>Añade al menos un par de semanas de margen para imprevistos. Siempre los hay. Y fija con tu tutor entregas parciales: tener fechas intermedias es la mejor vacuna contra la procrastinación.</p>
<h2>4. Escribe desde el principio</h2>
<p>No esperes a «tenerlo todo claro» para empezar a escribir. Ve redactando mientras lees y trabajas: resúmenes de artículos, justificación del tema, descripción de la metodología. Esos borradores serán la base del texto final.</p>
<h3>Estructura habitual</h3>
<p>Aunque varía según la disciplina, la mayoría de TFG incluyen:</p>
<ul>
<li>Resumen y palabras clave, a menudo también en inglés.</li>
<li>Introducción y justificación.</li>
<li>Objetivos.</li>
<li>Marco teórico o estado de la cuestión.</li>
<li>Metodología.</li>
<li>Resultados y discusión.</li>
<li>Conclusiones, limitaciones y líneas futuras.</li>
<li>Bibliografía y anexos.</li>
</ul>
<p>Consulta la normativa de tu centro: suele indicar extensión, formato y apartados obligatorios.</p>
<h2>5. Cita siempre y bien</h2>
<p>Cualquier idea, dato o figura que no sea tuya debe estar citada. Elige el estilo de citas que te indique tu tutor o tu centro y aplícalo de forma coherente. Un gestor de referencias te ahorrará muchas horas. Ten en cuenta que muchas universidades revisan los trabajos con herramientas de detección de similitudes, y que el plagio puede tener consecuencias serias.</p>
<p>Si utilizas herramientas de inteligencia artificial, consulta la normativa de tu universidad y pregunta a tu tutor qué usos están permitidos. En cualquier caso, tú eres responsable de todo lo que firmas.</p>
<h2>6. Prepara la defensa</h2>
<p>La defensa suele consistir en una exposición breve ante un tribunal seguida de preguntas. Para prepararla:</p>
<ul>
<li>Resume lo esencial: qué pregunta te hiciste, cómo la abordaste, qué encontraste y qué significa.</li>
<li>Diseña diapositivas con poco texto y gráficos claros.</li>
<li>Ensaya en voz alta y cronométrate. Respeta el tiempo asignado.</li>
<li>Anticipa las preguntas: limitaciones del trabajo, decisiones metodológicas, posibles mejoras.</li>
<li>Haz un ensayo general ante amigos, familia o tu propio tutor.</li>
</ul>
<blockquote>Nadie conoce tu TFG mejor que tú. En la defensa, el tribunal quiere ver que entiendes lo que has hecho y sabes explicarlo.</blockquote>
<h2>Últimos consejos</h2>
<p>Haz copias de seguridad frecuentes en varios lugares. Cuida la ortografía y pide a alguien que lea el texto completo antes de entregarlo. Y no te compares con los demás: cada TFG avanza a su ritmo. Con planificación y constancia, terminarás con un trabajo del que sentirte orgulloso.</p>`,
  },
  {
    slug: "primer-ano-en-la-universidad",
    title: "Tu primer año en la universidad: lo que nos habría gustado saber",
    excerpt:
      "Guías docentes, créditos ECTS, convocatorias, tutorías y servicios que casi nadie usa en primero. Lo práctico para empezar la carrera con buen pie y sin sustos en febrero.",
    category: "Vida universitaria",
    author: "Irene Fontalba",
    isFeatured: true,
    publishedAt: "2026-09-01T08:00:00.000Z",
    format: "markdown",
    body: `Empezar la universidad es emocionante y, a la vez, un poco caótico. De repente tienes un correo institucional, un campus virtual, horarios que cambian cada cuatrimestre y nadie que te recuerde las fechas de entrega. La mayoría de los problemas de primero no vienen de la dificultad de las asignaturas, sino de no conocer cómo funciona la universidad. Aquí tienes lo que a muchos nos habría gustado saber el primer día.

## Antes de que empiecen las clases

- **Activa tu cuenta institucional** en cuanto te matricules. Con ella entrarás en el campus virtual, en la secretaría virtual y en la red wifi, y es la dirección a la que te escribirá el profesorado.
- **Revisa tu matrícula.** Comprueba que estás en los grupos y turnos que querías y que las asignaturas son las correctas. Los cambios de grupo suelen tener un plazo corto al inicio del curso.
- **Consulta el calendario académico** de tu centro: inicio y fin de clases, periodos de exámenes y días no lectivos. Apúntalo en tu agenda desde ya.
- **Haz la jornada de acogida** si tu facultad la organiza. Es la forma más rápida de ubicar aulas, biblioteca y secretaría, y de conocer a tus compañeros.

## La guía docente es tu mejor aliada

Cada asignatura tiene una **guía docente** pública con el temario, la bibliografía y, sobre todo, el **sistema de evaluación**: qué porcentaje vale cada examen, práctica o trabajo, si hay nota mínima en alguna parte y qué pasa si no puedes seguir la evaluación continua.

Léela la primera semana. Muchos suspensos de primero llegan por detalles que estaban escritos desde el principio: una práctica obligatoria que no se entregó, una nota mínima de 4 en el examen final o un porcentaje de asistencia exigido.

> Si algo de la guía docente no te queda claro, pregúntalo en clase o en tutoría durante las primeras semanas, no la víspera del examen.

## Créditos, horas y cómo repartir el esfuerzo

Los estudios de grado se miden en **créditos ECTS**, y cada crédito equivale a entre 25 y 30 horas de trabajo del estudiante, contando clases, prácticas y estudio personal. Una asignatura de 6 créditos supone, por tanto, unas 150 horas a lo largo del cuatrimestre. Dicho de otra forma: la mitad del trabajo ocurre fuera del aula.

Por eso funciona mucho mejor **estudiar un poco cada semana** que intentar recuperarlo todo en enero. Reserva bloques fijos en tu horario para repasar lo visto en clase y hacer ejercicios, igual que reservas las horas de clase.

## Convocatorias y permanencia

En general, cada asignatura tiene una **convocatoria ordinaria** y otra **extraordinaria** por curso. Suspender una no es el fin del mundo, pero conviene saber dos cosas:

1. **Las convocatorias son limitadas.** Cada universidad fija cuántas veces puedes presentarte a una misma asignatura.
2. **Existe una normativa de permanencia.** Muchas universidades exigen aprobar un mínimo de créditos en el primer curso para poder continuar en el grado. Busca la de tu universidad y léela: es corta y te evitará sorpresas.

Si un cuatrimestre se complica, habla con tu coordinador de titulación o con el servicio de orientación. A veces existe la opción de anular convocatoria o de reducir la matrícula al curso siguiente.

## Tutorías: el recurso que casi nadie usa

Todo el profesorado tiene **horas de tutoría** para resolver dudas, y en primero apenas se aprovechan. No hace falta llevar una duda enorme: basta con un ejercicio que no te sale o un concepto que no terminas de entender. Además, el profesorado conoce así tu nombre y tu interés, algo que nunca viene mal.

Antes de ir, revisa si hay que pedir cita por correo o por el campus virtual, y lleva la duda concreta preparada.

## Los servicios de la universidad

Tu matrícula incluye mucho más que clases. Merece la pena conocer:

- **La biblioteca**: préstamo de libros y portátiles, salas de estudio en grupo y cursos para buscar información y citar bien.
- **Deportes**: actividades y competiciones internas a precios reducidos para estudiantes.
- **El centro de idiomas**, con cursos y exámenes de certificación.
- **La atención psicológica y de orientación**, gratuita en muchas universidades. Pedir ayuda pronto es mucho más fácil que hacerlo cuando todo se ha acumulado.
- **La unidad de atención a la diversidad**, si necesitas adaptaciones por discapacidad o por otras circunstancias.

## La vida fuera del aula

La universidad también son las personas. Las **asociaciones de estudiantes**, los grupos de voluntariado, el deporte o la **delegación de estudiantes** son una forma estupenda de hacer amigos, aprender cosas que no están en ningún plan de estudios y sentirte parte del campus. Apúntate a algo en el primer mes, cuando todo el mundo está buscando su sitio.

## Una última recomendación

No te compares con los demás. Habrá compañeros que parezcan tenerlo todo claro y otros que lo pasen peor que tú en silencio. Primero es un año de adaptación: si al acabarlo conoces cómo funciona tu universidad, has encontrado tu forma de estudiar y tienes un grupo de gente con la que compartir el camino, has hecho un gran trabajo.

Y cuando termines el año, [cuéntales a los que vienen detrás cómo han sido tus asignaturas](/blog/como-escribir-una-buena-resena-en-uniopina): tu experiencia es justo la información que a ti te faltaba en septiembre.`,
  },
  {
    slug: "presupuesto-de-estudiante",
    title: "Presupuesto de estudiante: cómo organizar tu dinero durante la carrera",
    excerpt:
      "Alquiler, comida, transporte, material y ocio. Cómo hacer un presupuesto mensual realista, dónde ahorrar sin renunciar a todo y qué hacer con los imprevistos.",
    category: "Becas y ayudas",
    author: "Marcos Villarreda",
    isFeatured: false,
    publishedAt: "2026-11-10T08:00:00.000Z",
    format: "markdown",
    body: `Para mucha gente, la universidad es la primera vez que gestiona su propio dinero: una beca, la ayuda de la familia, un trabajo a tiempo parcial o una mezcla de todo. Sin un plan, es fácil llegar a mitad de mes con la cuenta temblando. Con uno sencillo, en cambio, se puede vivir con tranquilidad e incluso ahorrar algo. No necesitas ser un experto en finanzas; necesitas saber cuánto entra, cuánto sale y en qué.

## Paso 1: calcula lo que entra

Suma todos tus ingresos del curso y divídelos entre los meses que vas a estar estudiando. Ten en cuenta que algunos no llegan cada mes:

- **Las becas** suelen pagarse en uno o varios ingresos a lo largo del curso, no mes a mes. Repártelas tú.
- **Un trabajo de fin de semana o de verano** puede ser irregular: calcula con lo mínimo que esperas ganar, no con lo máximo.
- **La ayuda familiar**, si la tienes, conviene hablarla al principio de curso para saber con qué cuentas.

## Paso 2: apunta lo que sale

Durante un mes, anota **todos** tus gastos, también los pequeños: el café de la cafetería, la recarga del móvil o la suscripción que ya ni usas. Puedes hacerlo en una hoja de cálculo o con una aplicación de gastos. Al final del mes sabrás en qué se va realmente tu dinero, que casi nunca coincide con lo que creías.

## Paso 3: haz un presupuesto mensual

Con esos datos, reparte tus ingresos en categorías. Este es un ejemplo orientativo para alguien que estudia fuera de casa y comparte piso; las cantidades son inventadas y dependen mucho de la ciudad:

| Categoría | Ejemplo mensual | Consejo |
| --- | --- | --- |
| Alojamiento y suministros | 350 € | Pregunta qué incluye el alquiler antes de firmar |
| Comida | 180 € | Lista de la compra y cocinar para varios días |
| Transporte | 20 € | Consulta los abonos para jóvenes de tu zona |
| Material y fotocopias | 20 € | Biblioteca y libros de segunda mano |
| Teléfono e internet | 15 € | Revisa tu tarifa una vez al año |
| Ocio | 60 € | Decide la cantidad al principio del mes |
| Imprevistos y ahorro | 40 € | Apártalo nada más cobrar |

Lo importante no son las cifras exactas, sino que **cada euro tenga un destino** antes de gastarlo.

## Dónde se puede ahorrar sin renunciar a todo

- **La compra**: hacer una lista, comprar productos de temporada y cocinar en cantidad para varios días ahorra mucho más que renunciar al café.
- **El carné universitario**: muchos museos, cines, teatros y tiendas tienen descuentos para estudiantes. Pregunta siempre.
- **Los libros**: antes de comprar un manual, comprueba si está en la biblioteca o si alguien de un curso superior lo vende.
- **El transporte**: muchas comunidades y ciudades tienen abonos para jóvenes con precios reducidos. Compara con lo que pagas ahora.
- **Las suscripciones**: revisa cada pocos meses qué pagas y qué usas de verdad. Compartir planes familiares, cuando el servicio lo permite, también ayuda.
- **El banco**: busca una cuenta sin comisiones para jóvenes o estudiantes. Pagar comisiones cada mes es perder dinero sin darte cuenta.

## Los imprevistos existen

Un portátil que se rompe, una matrícula de segunda convocatoria, un viaje inesperado a casa... Los imprevistos no son una excepción: son parte de la vida. Por eso conviene tener un pequeño **fondo de emergencia**, aunque sea de unas decenas de euros al principio, y no tocarlo para caprichos.

Si un mes no llegas, no lo escondas. Habla con tu familia, infórmate de las ayudas de emergencia que tienen algunas universidades y revisa si cumples los requisitos de [las becas del Ministerio](/blog/becas-ministerio-guia-basica) y de tu comunidad autónoma. Pedir una ayuda a tiempo es mucho mejor que endeudarse.

## Cuidado con el dinero fácil

Desconfía de los préstamos rápidos y de los pagos aplazados para compras que no son imprescindibles: los intereses pueden ser muy altos y convertir un gasto pequeño en un problema grande. Lo mismo vale para las apuestas, por muy inocentes que parezcan al principio.

## En resumen

1. Calcula tus ingresos reales del curso y repártelos por meses.
2. Apunta tus gastos durante un mes para saber en qué se va el dinero.
3. Haz un presupuesto con un destino para cada euro.
4. Ahorra en lo que menos te importa, no en todo.
5. Ten un fondo para imprevistos y pide ayuda a tiempo si lo necesitas.

Organizar tu dinero no es vivir peor: es decidir tú en qué gastas, en lugar de descubrirlo a final de mes.`,
  },
];
