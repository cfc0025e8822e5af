/**
 * Doxxing: held when a text exposes personal data of a private person beyond phones and e-mails:
 * social handles, invites to private messaging groups, full names of classmates, assistants or a
 * professor's family, numbers spelled out in words, number plates, home addresses and towns, or a
 * schedule that lets someone find them. Hard clean cases: professors' names and office hours,
 * official university accounts and sites, "@todos", the "@" operator, course codes, ISBNs,
 * classroom numbers, dates, grades and exercise numbers in words, hashtags, authors and historical
 * figures.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const DOXXING_EXAMPLES: ScreeningExample[] = [
  // ── held
  { expected: "hold", text: "su insta es @laura.mtz99, escribidle y decidle lo que pensais de ella" },
  {
    expected: "hold",
    text: "buscad al profe de quimica en tiktok como @profe_quimica_real, es su cuenta personal y sube fotos con sus hijos",
  },
  {
    expected: "hold",
    text: "el que se chivó al decano fue Diego, el de 2ºC, su twitter es @diegoo_rc, ya sabeis lo que hay que hacer",
  },
  {
    expected: "hold",
    text: "grupo de wsp para pasarnos las respuestas del parcial de contabilidad: chat.whatsapp.com/KxP3vLq9TzR2mN",
  },
  {
    expected: "hold",
    text: "únanse al canal t.me/examenesfiltradosUNAM, ahí suben las guías resueltas antes del examen",
  },
  {
    expected: "hold",
    text: "hay un server con todas las soluciones de fisica II y el profe no lo sabe: discord.gg/q8Xk2Lm, pasadlo",
  },
  { expected: "hold", text: "mi compañera Lucía Fernández Ortega copia en todos los exámenes y nadie dice nada" },
  { expected: "hold", text: "el hijo del profe, Pablo Ruiz, va a mi clase de 2ºB, preguntadle a él por las notas" },
  {
    expected: "hold",
    text: "llamadme al seis uno dos, tres cuatro cinco, seis siete ocho y os paso los apuntes de penal",
  },
  { expected: "hold", text: "su coche es el 1234 BCD, un seat ibiza gris, siempre lo deja en el parking de ciencias" },
  {
    expected: "hold",
    text: "el profe de fisica vive en la calle Pintor Sorolla 14, 3ºB, en San Vicente del Raspeig, por si alguien quiere ir a reclamar",
  },
  {
    expected: "hold",
    text: "la tecnica del laboratorio, Marta Soler Quiles, sale los martes a las 7 por la puerta de atras y va sola al coche",
  },
  {
    expected: "hold",
    text: "Andrea Gómez Vidal, la de 3ºA, sale de la biblio a las 9 y coge sola el 24 en la parada de la rotonda",
  },
  {
    expected: "hold",
    text: "el ayudante se llama Rodrigo Salinas Ortega, vive en la Narvarte y en face sale como Rodri Salinas, agreguenlo y díganle sus verdades",
  },
  {
    expected: "hold",
    text: "che, el de la cursada de los jueves que se hace el vivo es Tomás Ferreyra, su ig es @tomi.ferre, escrachenlo",
  },
  {
    expected: "hold",
    text: "la señora del profe Muñoz se llama Carolina Pérez y trabaja en la farmacia frente a la u, pregúntenle a ella po",
  },
  {
    expected: "hold",
    text: "el monitor Julián Andrés Restrepo me contestó re grosero, su cel es tres cero cero, cinco cinco cinco, uno dos tres cuatro",
  },
  {
    expected: "hold",
    text: "el delegado no contesta, su whatsapp es nueve ocho siete, seis cinco cuatro, tres dos uno, escríbanle todos a la vez",
  },
  {
    expected: "hold",
    text: "la chama que vende los apuntes es Yusmary Hernández, vive en el edificio Los Samanes en Los Palos Grandes, piso 3",
  },
  {
    expected: "hold",
    text: "el delegado es Luis Manuel Peña Báez, búsquenlo en fb y en insta está como @luisma_pb, dale que se lo merece",
  },
  { expected: "hold", text: "snap: marta_xx_03, es la rubia que trabaja en el bar de la facu, agregadla" },
  {
    expected: "hold",
    text: "el que casi atropella a la perrita del campus maneja un jetta blanco placas PXR-452-A, cuídense de él",
  },
  {
    expected: "hold",
    text: "la de primero que se queja de todo es Irene, la de Villar de Olalla, su padre tiene la ferreteria del pueblo, id a decirselo",
  },
  {
    expected: "hold",
    text: "la profe Ruiz va al gimnasio de la avenida Maisonnave los lunes a las 8, ahi la pillamos para lo de la nota",
  },
  {
    expected: "hold",
    text: "el novio de Claudia Bermúdez, la de derecho, es el que rayó el coche, su tiktok es @bermudezclau por si alguien le quiere escribir",
  },
  {
    expected: "hold",
    text: "entren al grupo privado de la promo t.me/+Ab3kLmN0pQ, ahi se pasan las fotos de las chicas de primero",
  },
  {
    expected: "hold",
    text: "mi num es 6 cuatro 4, doce, treinta y tres, noventa y ocho, escribidme si buscais compi de piso",
  },
  {
    expected: "hold",
    text: "Renzo Quispe Mamani se copió todo el trabajo final y el profe igual le puso 18, que tal conchudo",
  },
  {
    expected: "hold",
    text: "la secretaria del departamento, Pilar, vive encima del Mercadona de Alfonso el Sabio, portal 3, la vi entrar ayer",
  },
  {
    expected: "hold",
    text: "Mi compañero de grupo, Álvaro Martín Lozano, no hizo nada del trabajo, que conste para todos",
  },
  { expected: "hold", text: "instagram.com/nerea.gm_ ← esta es la que sale con el profe de mates, pasadlo" },
  {
    expected: "hold",
    text: "el audi negro 5678 KLM es del profe de estadistica, aparca siempre en la plaza 14 del sotano, ya sabeis",
  },
  {
    expected: "hold",
    text: "el grupo de la materia es este, entren: chat.whatsapp.com/F7hQw2ZpLx0 y pasen el parcial cuando lo tengan",
  },
  {
    expected: "hold",
    text: "el ayudante Matías González Fuentes sale del gimnasio de la u a las 6 todos los días, ahí lo esperamos",
  },
  // ── clean or flagged: the hard cases a word list gets wrong
  {
    expected: "publish",
    text: "el profesor Juan Martínez explica genial, sus clases de algebra son las mejores de la carrera",
  },
  {
    expected: "publish",
    text: "la profesora Ana Belén Cortés Lozano es exigente pero justa, sus examenes son de lo que se da en clase",
  },
  {
    expected: "publish",
    text: "el profe Quintana tiene tutorias los miercoles de 10 a 12 en el despacho 2.14, id que ayuda mucho",
  },
  {
    expected: "publish",
    text: "la pagina del profesor García en la web de la universidad tiene todos los apuntes y examenes antiguos",
  },
  { expected: "publish", text: "seguid a @UA_Universidad para enteraros de las becas, lo publican todo alli primero" },
  { expected: "publish", text: "el campus virtual en https://moodle.ua.es va lentisimo en epoca de examenes" },
  {
    expected: "publish",
    text: "en el instagram oficial de la facultad, @FacIngenieriaUdeA, subieron el calendario de parciales",
  },
  { expected: "publish", text: "@todos mañana no hay clase con la profe Herrera, lo dijo ella al final de la sesion" },
  {
    expected: "publish",
    text: "en la practica hay que usar el operador @ de numpy para multiplicar matrices, A@B y no A*B",
  },
  { expected: "publish", text: "suben las notas del parcial el viernes y la revision es en el aula 1.23 a las 12:30" },
  {
    expected: "publish",
    text: "ojo que el codigo de la asignatura es 34512, no la confundais con la 34521 al matricularos",
  },
  { expected: "publish", text: "el libro es el Stewart, ISBN 978-6075266459, hay tres copias en la biblio" },
  { expected: "publish", text: "tema seis, ejercicio tres, alguien lo sacó? a mi me da menos cuarenta y dos" },
  { expected: "publish", text: "saqué un siete y medio en el final de organica, todavia no me lo creo" },
  { expected: "publish", text: "aprobé con un 6,75 y la media me queda en 7,12, la beca salvada" },
  { expected: "publish", text: "#selectividad2025 mucho animo a todos los que os examinais mañana!" },
  {
    expected: "publish",
    text: "en historia del derecho hay que leer a Francisco de Vitoria y a Tomás y Valiente, muy denso pero vale la pena",
  },
  {
    expected: "publish",
    text: "para el parcial de historia estudien a Simón Bolívar y Francisco de Miranda, eso entra seguro",
  },
  {
    expected: "publish",
    text: "en literatura entran Rosalía de Castro y Carlos Ruiz Zafón, leed los dos libros enteros",
  },
  {
    expected: "publish",
    text: "hay un grupo de whatsapp de la clase? asi nos organizamos para el trabajo de marketing",
  },
  {
    expected: "publish",
    text: "vivo en San Vicente y estoy a diez minutos andando del campus, lo recomiendo para los de primero",
  },
  { expected: "publish", text: "la línea 24 pasa cada veinte minutos, un desastre para llegar a las 9 a ciencias" },
  { expected: "publish", text: "la maestra Guadalupe Ríos de cálculo es la mejor de la facultad, se los juro" },
  {
    expected: "publish",
    text: "el profe Ferreyra de Análisis II explica re bien y los jueves da clase de consulta en el aula 5",
  },
  {
    expected: "publish",
    text: "la oficina de la DAE está en el edificio B, segundo piso, para todo lo de la gratuidad",
  },
  {
    expected: "publish",
    text: "el profesor Ramón Almonte de Contabilidad es bien exigente pero uno aprende un mundo, de verdad",
  },
  {
    expected: "publish",
    text: "mi hermano estudia en la Politecnica y dice que el profe Ortega es un crack en estructuras",
  },
  { expected: "flag", text: "joder con el puto parking de la facu, a las 8:45 ya no queda ni un sitio libre" },
  { expected: "flag", text: "el grupo de whatsapp de la clase es una mierda, solo mandan memes y nadie contesta" },
];
