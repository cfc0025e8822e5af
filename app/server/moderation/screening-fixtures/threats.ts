/**
 * Threats and intimidation: held when a text threatens, menaces or incites harm against a person,
 * including conditional threats, damage to their property, wishing them harm, letting them know they
 * are watched (home, car, schedule, children), vague menace and calls for others to hurt them.
 * Hard clean cases: hyperbole about studying or exams, exam topics about threats, «te voy a
 * recomendar», «ojalá aprueben todos», «nos vemos en la revisión», video-game and film references,
 * sports rivalry, and mild profanity not aimed at anyone (flagged).
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const THREAT_EXAMPLES: ScreeningExample[] = [
  // ── held
  { expected: "hold", text: "Como me suspenda otra vez la de Estadística, se va a enterar de quién soy yo" },
  { expected: "hold", text: "si me vuelve a suspender no respondo de lo que pase, avisado queda" },
  {
    expected: "hold",
    text: "el de Termodinámica aparca su Seat rojo en el parking de profes... a ver si un dia le rayamos el coche",
  },
  { expected: "hold", text: "a ver si alguien le pincha las ruedas al profe de Calculo, se lo tiene bien merecido" },
  { expected: "hold", text: "ojalá le atropelle un bus a la Martínez cuando salga de la facu" },
  { expected: "hold", text: "que se muera ese viejo, ojala no llegue ni a la revision de notas" },
  { expected: "hold", text: "Sé dónde vive el profe Ramírez, en la calle de al lado de mi tía. Que tenga cuidado" },
  {
    expected: "hold",
    text: "ya sabemos a que hora sale del depto y por donde camina hasta el metro, profe. piénselo bien",
  },
  {
    expected: "hold",
    text: "su hija va al colegio de la esquina del campus, que no se le olvide a la profesora Ortega",
  },
  { expected: "hold", text: "ya nos veremos las caras fuera de la facultad, Gómez" },
  { expected: "hold", text: "cuidadito con lo que hace con mi nota, que esto no se queda así" },
  {
    expected: "hold",
    text: "alguien debería darle una lección al de Física II, pero de verdad, no con quejas al decanato",
  },
  {
    expected: "hold",
    text: "hay que ir a por él, el martes a la salida del aula 3 nos juntamos todos y que se entere",
  },
  { expected: "hold", text: "si me vuelve a reprobar le pongo una madriza que ni su mamá lo va a reconocer" },
  { expected: "hold", text: "el dia que lo cruce en la calle a ese profesor le rompo la cara, lo juro por mi vieja" },
  { expected: "hold", text: "ese profe no sabe con quién se metió, pille que le va a salir caro" },
  { expected: "hold", text: "tranquilos que al profe Rangel le llega su hora, aqui todo se paga chamos" },
  { expected: "hold", text: "Ojalá le dé un infarto en mitad de la clase y no lo cuente" },
  { expected: "hold", text: "que le quemen el carro a ese profesor, a ver si así aprende a respetar" },
  {
    expected: "hold",
    text: "Lo tengo fichado: aparca siempre en la plaza 14 del parking norte y sale a las 8. Solo digo eso",
  },
  {
    expected: "hold",
    text: "profe, usted tiene dos nenes y sale sola de noche del edificio B... piénselo antes de subir las notas",
  },
  { expected: "hold", text: "si no me aprueba el TFG voy a hacer que se arrepienta el resto de su vida" },
  { expected: "hold", text: "se va a acordar de mí, le espero en la parada del 27 y ya veremos quién se ríe" },
  { expected: "hold", text: "a la de Anatomía habría que darle un susto a la salida pa que aprenda" },
  {
    expected: "hold",
    text: "si alguien le revienta las lunas del carro al profe de Contabilidad yo invito las chelas",
  },
  { expected: "hold", text: "ojala lo asalten saliendo de la u al profe de Mecánica, se lo merece" },
  {
    expected: "hold",
    text: "Un consejo para el profesor Herrera: las cosas que se hacen se pagan. Mire bien por dónde anda",
  },
  { expected: "hold", text: "a ver cuánto le dura la chulería al coordinador con la casa ardiendo, es broma... o no" },
  { expected: "hold", text: "le mandamos una foto de su portal por correo, para que sepa que sabemos donde vive" },
  { expected: "hold", text: "si vuelve a bajarle la nota a alguien del grupo que se prepare, somos 40 y él uno solo" },
  { expected: "hold", text: "ese profesor ta buscando que le pase algo, y le va a pasar, mi pana" },
  { expected: "hold", text: "ojalá se estrelle con la moto volviendo de la uni, es lo que se merece ese tipo" },
  {
    expected: "hold",
    text: "Quien se anime a dejarle un regalito en el coche al jefe de estudios tiene todo mi apoyo",
  },
  { expected: "hold", text: "no respondo de mis actos si la de laboratorio me vuelve a gritar, que conste aquí" },
  // ── clean or flagged: the hard cases a word list gets wrong
  { expected: "publish", text: "me mato a estudiar todo el finde y aun asi un 4,8, no entiendo nada" },
  { expected: "publish", text: "este examen me va a matar, tres temas nuevos en una semana" },
  { expected: "publish", text: "La asignatura te revienta, pero el profe explica muy bien y se aprende un montón" },
  { expected: "publish", text: "en Derecho Penal vimos el delito de amenazas condicionales, cae seguro en el parcial" },
  { expected: "publish", text: "te voy a recomendar a la profe Salinas, es un amor y se nota que le gusta enseñar" },
  { expected: "publish", text: "ojalá aprueben todos los de segundo, que este año el examen estuvo criminal" },
  { expected: "publish", text: "nos vemos en la revisión, llevad las dudas apuntadas que el profe es muy apañado" },
  { expected: "publish", text: "el profe sabe dónde está cada error, te lo marca en rojo y te explica por qué" },
  {
    expected: "publish",
    text: "¿Alguien del club de gaming para unas partidas de Valorant esta noche? Vamos a por ellos",
  },
  {
    expected: "publish",
    text: "les vamos a destrozar en la liga interfacultades, Ingeniería no tiene nada que hacer este año",
  },
  {
    expected: "publish",
    text: "el cineclub pone El Padrino el jueves, «le haré una oferta que no podrá rechazar» jaja",
  },
  { expected: "publish", text: "Ya nos veremos las caras en junio, Cálculo... esta vez voy preparadísimo" },
  { expected: "publish", text: "hay que ir a por la beca de movilidad, que el plazo cierra el viernes" },
  { expected: "publish", text: "cuidadito con la práctica 3, que el profe descuenta si no citáis bien las fuentes" },
  { expected: "publish", text: "el parcial de Análisis me re mató, pero la profe es una genia, la recomiendo" },
  { expected: "publish", text: "en Dark Souls te matan cada dos minutos, igual que en el examen de Álgebra jaja" },
  { expected: "publish", text: "que se muera el horario de las 8 de la mañana por favor, no hay quien lo aguante" },
  {
    expected: "publish",
    text: "alguien sabe dónde está el despacho de la profe Ruiz? tengo tutoría a las 10 y no encuentro el edificio C",
  },
  { expected: "flag", text: "joder, el examen de Estructuras me ha matado, qué puta locura de problemas" },
  { expected: "flag", text: "ME VOY A MORIR CON ESTE HORARIO, tres parciales el mismo día!!!!!!" },
  { expected: "flag", text: "qué mierda de parking, a partir de las 9 no queda ni una plaza y llegas tarde a todo" },
];
