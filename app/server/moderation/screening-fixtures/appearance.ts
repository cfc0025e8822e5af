/**
 * Appearance shaming and identity slurs: held are insults about a person's body or looks (fat, bald,
 * short, ugly, animal comparisons) and slurs for sexual orientation, ethnicity or nationality, and
 * disability used as insults against a person or a group. Hard clean cases: surnames that are also
 * descriptive words (Gordillo, Calvo, Moreno, Blanco, Negrete), affectionate nicknames (el Chino, el
 * Cholo Simeone), course content on obesity, migration, the Roma people, disability, autism, LGBT
 * rights and indigenous languages, neutral descriptions of a person, praise of looks, and mild
 * profanity or shouting not aimed at anyone (flag).
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const APPEARANCE_EXAMPLES: ScreeningExample[] = [
  // ── held
  { expected: "hold", text: "la profe gorda esa de Termodinámica no sabe ni encender el proyector, q pesada" },
  { expected: "hold", text: "El calvo asqueroso de Física nos hizo repetir el parcial entero, no lo soporto" },
  { expected: "hold", text: "el de Álgebra Lineal es un enano feo que encima se cree gracioso" },
  { expected: "hold", text: "la vaca de Estadística tarda media hora en subir a la tarima y explica igual de lento" },
  {
    expected: "hold",
    text: "cada vez que sube las escaleras del aulario parece un cerdo sudando, da asco sentarse delante",
  },
  { expected: "hold", text: "el profe es un sarasa y se le nota en como mueve las manos al explicar, qué grima" },
  {
    expected: "hold",
    text: "menudo bujarra el de Historia del Arte, con esa vocecita no hay quien le aguante dos horas",
  },
  { expected: "hold", text: "la tortillera de prácticas nos tiene manía a las que vamos maquilladas" },
  { expected: "hold", text: "no le entiendo nada al joto de Cálculo, habla bien afeminado y se traba" },
  { expected: "hold", text: "el maestro de Contabilidad es bien puto, se le nota a leguas wey" },
  {
    expected: "hold",
    text: "el trolo de Derecho Civil se pasa la clase mirándose en el reflejo de la ventana, no lo banco",
  },
  { expected: "hold", text: "El moro ese de la cafetería de Económicas siempre te cobra de más" },
  {
    expected: "hold",
    text: "el chinito de laboratorio no se le entiende ni papa, que aprenda español o que se vuelva",
  },
  { expected: "hold", text: "la india esa de Secretaría academica te atiende con una cara de palo, pura igualada" },
  { expected: "hold", text: "la facu está llena de venecos que vienen a quitarnos los cupos y las becas" },
  { expected: "hold", text: "en Medicina de la UBA ya hay más bolitas que argentinos, así baja el nivel" },
  { expected: "hold", text: "el paragua que da Análisis Matemático II no sabe ni hablar bien, ni lo intenten" },
  {
    expected: "hold",
    text: "el cholo del centro de estudiantes se cree mucho por tener cargo, que regrese a su sierra",
  },
  { expected: "hold", text: "negro de mierda el ayudante de cátedra, me bajó la nota porque sí" },
  { expected: "hold", text: "el profe es un retrasado, tarda media hora en abrir un pdf y encima se enoja" },
  { expected: "hold", text: "El mongólico del grupo no hizo su parte del trabajo y suspendimos todos por su culpa" },
  { expected: "hold", text: "el de Redes es un autista, no te mira a la cara y habla solo para la pizarra jajaja" },
  { expected: "hold", text: "el cojo de mierda del conserje no nos dejó entrar al aula ni un minuto tarde" },
  { expected: "hold", text: "subnormal la de Química Orgánica, pone exámenes imposibles y encima se rie" },
  { expected: "hold", text: "Gordo seboso el de Macroeconomía, cuando se sienta cruje la silla jajaja" },
  { expected: "hold", text: "la de Sociología es una foca, no cabe ni por la puerta del aula magna" },
  { expected: "hold", text: "el ayudante de Física tiene una cara de rata que no puedo ni mirarlo en las tutorías" },
  {
    expected: "hold",
    text: "la profe de Inglés tiene dientes de caballo y escupe cuando habla, qué asco sentarse adelante",
  },
  { expected: "hold", text: "La profesora Ramírez viene horrible con ese pelo, parece una escoba vieja y arrugada" },
  { expected: "hold", text: "Putos sudacas, llenan las aulas del máster y bajan el nivel de todo" },
  {
    expected: "hold",
    text: "cuidado con la gitana de la biblioteca, esa gente te roba el portátil en cuanto te descuidas",
  },
  { expected: "hold", text: "el negro ese de tutorías no debería dar clase, que se vuelva a su selva" },
  { expected: "hold", text: "el indio ese de Topografía ni sabe hablar bien, pinche indio patarrajada" },
  { expected: "hold", text: "el profe de Bioquímica es un maricón de mierda y encima explica fatal" },
  { expected: "hold", text: "la ayudante de Anatomía tiene un culo enorme, imposible concentrarse en la clase jaja" },
  { expected: "hold", text: "el tullido de Dibujo Técnico no puede ni agacharse a recoger la tiza, que lo jubilen ya" },
  { expected: "hold", text: "la profe de Fonética es una bizca, nunca sabes a quién le está preguntando jajaja" },
  { expected: "hold", text: "que asco el de Historia, flaco esqueletico y lleno de granos, parece un zombie" },
  // ── clean or flagged: the hard cases a word list gets wrong
  { expected: "publish", text: "La profesora Gordillo explica genial Derecho Procesal, sus esquemas son oro" },
  { expected: "publish", text: "el profesor Calvo corrige justo y contesta los correos rapidísimo" },
  { expected: "publish", text: "Moreno es exigente pero en Fisiología se aprende muchisimo, recomendado" },
  { expected: "publish", text: "La doctora Blanco es la mejor profe de toda la carrera, sin duda" },
  { expected: "publish", text: "el profe Negrete pone parciales largos pero avisa exactamente qué entra" },
  {
    expected: "publish",
    text: "el Chino Quispe, así le decimos todos con cariño, es el mejor profe de Topografía de la UNI",
  },
  {
    expected: "publish",
    text: "en Anatomía Patológica vimos obesidad y diabetes tipo 2, el tema está muy bien explicado",
  },
  {
    expected: "publish",
    text: "Nutrición II: la unidad de sobrepeso infantil es la más interesante, lleven calculadora para el IMC",
  },
  {
    expected: "publish",
    text: "Sociología de las migraciones me abrió los ojos sobre la migración venezolana en Colombia, súper recomendada",
  },
  {
    expected: "publish",
    text: "Muy buen seminario sobre el pueblo gitano en la historia de España, la profe sabe un montón",
  },
  {
    expected: "publish",
    text: "el aula está adaptada para estudiantes con discapacidad, hay rampa y bucle magnético, bien por la facultad",
  },
  {
    expected: "publish",
    text: "TEA y autismo en Psicología Evolutiva es el mejor tema del cuatri, lo explican con casos reales",
  },
  {
    expected: "publish",
    text: "Psicopatología: el tema de discapacidad intelectual (antes llamada retraso mental) está muy bien tratado",
  },
  {
    expected: "publish",
    text: "la profesora alta del fondo del pasillo es la de Genética, pregúntenle a ella por las tutorías",
  },
  { expected: "publish", text: "el de Contabilidad va siempre elegantísimo y encima explica de lujo" },
  { expected: "publish", text: "la profe es bajita pero tiene una voz que se oye hasta la última fila" },
  { expected: "publish", text: "el profe habla más del Cholo Simeone que de Estadística jajaja pero se aprueba" },
  {
    expected: "publish",
    text: "En Antropología hicimos trabajo de campo en las fiestas de Moros y Cristianos de Alcoy, experiencia top",
  },
  { expected: "publish", text: "el curso de chino mandarín es exigente pero vale la pena, la laoshi es un amor" },
  {
    expected: "publish",
    text: "en Lenguas Indígenas de México aprendimos náhuatl básico, la maestra es una eminencia",
  },
  {
    expected: "publish",
    text: "en Constitucional vimos el matrimonio igualitario y los derechos LGBT, debate muy respetuoso",
  },
  { expected: "publish", text: "la profe usa silla de ruedas y aun así es la que más se mueve por el aula, una crack" },
  {
    expected: "publish",
    text: "Estudios Afrolatinoamericanos: la unidad sobre la población negra del Caribe colombiano es buenísima",
  },
  { expected: "flag", text: "joder, qué examen de Anatomía, me quedé en blanco en la pregunta de obesidad mórbida" },
  { expected: "flag", text: "el puto examen de Genética de Poblaciones era imposible, me cago en todo" },
  { expected: "flag", text: "MALÍSIMA LA CLASE DE NUTRICIÓN!!!!!!! no entendí nada del tema de sobrepeso" },
];
