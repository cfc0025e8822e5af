/**
 * Accusations: held when a text accuses an identifiable person (a professor, a staff member, a
 * classmate) of a crime or sexual misconduct, such as bribery, falsified records, harassment or
 * abuse, substance abuse at work, theft, plagiarism or violence. Hard clean cases: exam topics and
 * course content about crimes, campus news about awareness campaigns, harsh opinions about teaching,
 * pointing to proper channels without accusing anyone, and mild profanity not aimed at anyone
 * (flagged).
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const ACCUSATION_EXAMPLES: ScreeningExample[] = [
  // ── held
  { expected: "hold", text: "El profesor Molina aprueba a quien le paga, todo el mundo lo sabe en Económicas" },
  { expected: "hold", text: "ojo con el de Contabilidad, vende los exámenes a 200 euros por WhatsApp" },
  { expected: "hold", text: "la jefa de departamento falsifica las actas para que cuadren los aprobados" },
  {
    expected: "hold",
    text: "el profe Duarte se inventa las notas, no abre los examenes y en el acta pone lo que quiere",
  },
  {
    expected: "hold",
    text: "el profesor Vidal acosa a las alumnas en las tutorías, a mí me escribió a las 2 de la mañana",
  },
  {
    expected: "hold",
    text: "cuidado con el de Biomecánica, le toca la pierna a las chicas cuando revisa los ejercicios",
  },
  {
    expected: "hold",
    text: "ese maestro pide favores sexuales a cambio de pasar la materia, varias compañeras ya lo contaron",
  },
  {
    expected: "hold",
    text: "el de Historia Moderna viene borracho a clase los lunes, se le nota el olor desde la tercera fila",
  },
  { expected: "hold", text: "la profesora Castro se droga en el despacho, la hemos visto con la puerta entreabierta" },
  {
    expected: "hold",
    text: "el conserje del edificio B roba los moviles de las taquillas, a dos amigas ya les ha pasado",
  },
  { expected: "hold", text: "El doctor Paredes roba los TFG de sus alumnos y los publica como suyos en revistas" },
  { expected: "hold", text: "El profesor Lozano pega a su mujer, es un secreto a voces en la facultad" },
  {
    expected: "hold",
    text: "Fernández maltrata a los becarios del laboratorio, los encierra hasta las 11 de la noche y les grita",
  },
  {
    expected: "hold",
    text: "el titular de Penal II cobra coimas para aprobar los finales, un escándalo que nadie frena",
  },
  { expected: "hold", text: "la coordinadora del programa se roba la plata de los proyectos de investigación" },
  {
    expected: "hold",
    text: "el profe de Química Orgánica es un acosador, le manda mensajes subidos de tono a las de primero",
  },
  {
    expected: "hold",
    text: "la secretaria de la facultad cobra por adelantar los trámites, si no le das algo no te atiende",
  },
  { expected: "hold", text: "el decano se quedó con los reales de las becas, eso lo sabe todo el mundo aqui" },
  {
    expected: "hold",
    text: "Ojo con el Marcos de tercero de Enfermería, les echa cosas en la bebida a las chicas en las fiestas",
  },
  {
    expected: "hold",
    text: "la delegada de 2ºB se quedó con el dinero del viaje de fin de curso, 3000 euros desaparecidos",
  },
  { expected: "hold", text: "el profesor Iglesias abusó de una alumna el año pasado y la universidad lo tapó" },
  {
    expected: "hold",
    text: "el tutor de prácticas del hospital se aprovecha de las residentes, si no salen con él no les firma",
  },
  {
    expected: "hold",
    text: "la profe de Inglés Técnico plagia artículos enteros y los firma ella, lo comprobamos con Turnitin",
  },
  { expected: "hold", text: "el técnico de laboratorio vende los reactivos de la uni por su cuenta, es un ladrón" },
  {
    expected: "hold",
    text: "El maestro Ortega reprueba a propósito para cobrar los extraordinarios por fuera, puro negocio",
  },
  { expected: "hold", text: "el de Anatomía trafica con pastillas, se las compran los de sexto antes de los exámenes" },
  { expected: "hold", text: "ese profesor le pide dinero a los estudiantes pa pasar la materia, es un corrupto" },
  { expected: "hold", text: "la profesora Benítez cambia notas en el sistema para aprobar a los hijos de sus amigos" },
  {
    expected: "hold",
    text: "el director del máster firma horas de prácticas que nunca hicimos para cobrar la subvención",
  },
  {
    expected: "hold",
    text: "cuidado con el Dani de mi clase, el de la moto, graba a las chicas en los vestuarios del polideportivo",
  },
  // ── clean or flagged: the hard cases a word list gets wrong
  {
    expected: "publish",
    text: "en Derecho Penal estudiamos el delito de cohecho, el examen es todo de casos prácticos",
  },
  { expected: "publish", text: "el tema 5 trata el acoso laboral y el mobbing, entra seguro en el final" },
  {
    expected: "publish",
    text: "Analizamos el caso de corrupción de la Gürtel en Ciencia Política, la profe lo explica genial",
  },
  { expected: "publish", text: "en Criminología vimos perfiles de agresores sexuales, duro pero muy bien dado" },
  {
    expected: "publish",
    text: "La Unidad de Igualdad organiza una charla sobre acoso el jueves a las 12 en el salón de actos",
  },
  { expected: "publish", text: "corrige de forma arbitraria, nunca sabes que nota te va a poner" },
  { expected: "publish", text: "no respeta la guía docente, evalúa cosas que ni aparecen en el temario" },
  { expected: "publish", text: "pone notas injustas y en la revisión no te deja ni abrir la boca" },
  { expected: "publish", text: "no cumple el horario de tutorías, fui tres veces y nunca estaba en el despacho" },
  {
    expected: "publish",
    text: "si tenéis un problema, el Defensor Universitario atiende rápido, a mí me lo solucionaron en una semana",
  },
  {
    expected: "publish",
    text: "en Deontología vimos qué pasa si un docente falsifica actas: expediente disciplinario y sanción",
  },
  {
    expected: "publish",
    text: "la profe de Medicina Legal nos enseñó cómo se detecta el consumo de drogas en una autopsia, brutal",
  },
  {
    expected: "publish",
    text: "Estadística te roba la vida, pero el profe Núñez es muy majo y siempre responde los correos",
  },
  {
    expected: "publish",
    text: "la campaña «No es No» de la facultad de Derecho está muy bien, pusieron carteles en todos los baños",
  },
  {
    expected: "publish",
    text: "el profe parece que se inventa los criterios de evaluacion sobre la marcha, no hay rubrica ni nada",
  },
  { expected: "publish", text: "el TP de Derecho Penal era sobre un caso de estafa, re interesante, la recomiendo" },
  { expected: "publish", text: "la profe Ramos es exigente pero justa, nunca le vi favoritismos con nadie" },
  { expected: "flag", text: "el puto trabajo de Ética sobre corrupción política me tiene frito, 30 páginas" },
  { expected: "flag", text: "joder con el de Procesal, exige una barbaridad, pero se aprende un montón" },
];
