/**
 * The short names students give their degrees. Official names are long («Grado en Administración y
 * Dirección de Empresas», «Grado en Ciencias de la Actividad Física y del Deporte») and are not what
 * students type («ADE», «CAFyD», «fisio», «teleco»): none of those letters need appear in the name. Each
 * abbreviation lists what it stands for, and the engine matches a career whose name holds every word
 * of one of those meanings.
 *
 * Only abbreviations in real use among Spanish students; the meanings were checked against the names
 * of the careers the site holds (data/careers.ts and the Ministry's register, data/ruct/), so each one
 * matches real names: «caminos» means «Ingeniería Civil», since no degree is called «Caminos».
 */

export const DEGREE_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  // Key: what a student types, folded (lower case, no accents, single spaces). Value: what it stands for,
  // each meaning folded the same way and made of words that appear in official Spanish degree names.
  // The full ADE name first; «administracion de empresas» also finds «Grado en Administración de
  // Empresas», which students of those universities call ADE too.
  ade: ["administracion y direccion de empresas", "administracion de empresas"],
  // Double degrees name both degrees; the register lists none, but one added by hand would match.
  "ade derecho": ["administracion y direccion de empresas derecho", "administracion de empresas derecho"],
  aero: ["aeroespacial", "aeronautica"],
  aeronautica: ["aeroespacial", "aeronautica"],
  aparejadores: ["arquitectura tecnica", "edificacion"],
  arqui: ["fundamentos de la arquitectura", "arquitectura"],
  // The architects' degree is registered as «Fundamentos de la Arquitectura»; «Arquitectura Técnica» is another.
  arquitectura: ["fundamentos de la arquitectura"],
  bbaa: ["bellas artes"],
  biotec: ["biotecnologia"],
  // «Ciencias de la Actividad Física y del Deporte» and «… y el Deporte»: the words both share.
  cafd: ["ciencias actividad fisica deporte"],
  cafyd: ["ciencias actividad fisica deporte"],
  caminos: ["ingenieria civil", "obras publicas"],
  cav: ["comunicacion audiovisual"],
  // «CC.» abbreviates «Ciencias» («CC. Ambientales», «CC. Políticas»).
  cc: ["ciencias"],
  ccaa: ["ciencias ambientales"],
  crimi: ["criminologia"],
  cyta: ["ciencia y tecnologia de los alimentos"],
  "derecho ade": ["derecho administracion y direccion de empresas", "administracion de empresas derecho"],
  enfer: ["enfermeria"],
  farma: ["farmacia"],
  // Finanzas y Contabilidad, also registered as «Contabilidad y Finanzas».
  fico: ["finanzas y contabilidad"],
  // Students say «filo» for both Filosofía and Filología.
  filo: ["filosofia", "filologia"],
  // The English degree kept its old name in students' speech: it is «Estudios Ingleses» now.
  "filologia inglesa": ["estudios ingleses", "filologia moderna ingles"],
  fisio: ["fisioterapia"],
  gade: ["administracion y direccion de empresas", "administracion de empresas"],
  gap: ["gestion y administracion publica"],
  // Filología Hispánica, Estudios Hispánicos, Lengua y Literatura Españolas, Español: Lengua y Literatura(s).
  hispanicas: ["hispanica", "hispanicos", "lengua y literatura espanolas", "espanol lengua"],
  ia: ["inteligencia artificial"],
  // Students say «industriales» for the whole industrial branch, Tecnologías Industriales first of all.
  industriales: ["tecnologias industriales", "ingenieria industrial"],
  inef: ["ciencias actividad fisica deporte"],
  infantil: ["educacion infantil"],
  // Teacher training is registered as «Maestro en …», «Magisterio en …» or plainly «Educación …».
  magisterio: ["maestro", "magisterio", "educacion primaria", "educacion infantil"],
  "magisterio infantil": ["educacion infantil"],
  "magisterio primaria": ["educacion primaria"],
  mates: ["matematicas"],
  minas: ["ingenieria minera", "recursos mineros"],
  mkt: ["marketing"],
  montes: ["forestal"],
  navales: ["naval"],
  nutri: ["nutricion humana y dietetica"],
  odonto: ["odontologia"],
  // «Políticas» is the degree: «Ciencias Políticas …» or, at some universities, «Ciencia Política …».
  politicas: ["ciencias politicas", "ciencia politica"],
  primaria: ["educacion primaria"],
  psico: ["psicologia"],
  publi: ["publicidad y relaciones publicas", "publicidad"],
  rrhh: ["recursos humanos"],
  rrii: ["relaciones internacionales"],
  rrll: ["relaciones laborales y recursos humanos", "relaciones laborales"],
  rrpp: ["relaciones publicas"],
  tei: ["traduccion e interpretacion"],
  // The telecommunication engineers' own degree first, then every degree of the branch.
  teleco: ["ingenieria de tecnologias de telecomunicacion", "telecomunicacion"],
  vete: ["veterinaria"],
};

/**
 * Words a query may carry that name no degree and narrow nothing («grado», «carrera de»). «universidad»
 * and its co-official spellings are here because requiring them would lose «Universitat de València» to
 * «universidad de valencia». Left out on purpose: «doble» (it asks for a double degree), «estudio» and
 * «uni» (a student still typing «estudios ingleses» or «unizar» passes through them), and «asignatura»
 * or «profesor» (they tell which kind is wanted).
 */
export const FILLER_WORDS: readonly string[] = [
  "carrera",
  "carreras",
  "de",
  "del",
  "e",
  "el",
  "en",
  "estudiar",
  "facultad",
  "grado",
  "grados",
  "la",
  "las",
  "los",
  "unibertsitatea",
  "universidad",
  "universidade",
  "universitat",
  "y",
];
