/**
 * The five branches of knowledge of Spanish degrees (Real Decreto 822/2021, art. 14), and the
 * branch of a degree told from its name. The register this catalog comes from does not list the
 * branch, so it is derived by the rules below, checked on a labelled sample of real titles
 * (tests/knowledge-branches.test.ts prints their precision).
 */

export const KNOWLEDGE_BRANCHES = [
  "Artes y Humanidades",
  "Ciencias",
  "Ciencias de la Salud",
  "Ciencias Sociales y Jurídicas",
  "Ingeniería y Arquitectura",
] as const;

export type KnowledgeBranch = (typeof KNOWLEDGE_BRANCHES)[number];

/** Each branch as a URL names it (Explore's `rama`): lower case, unaccented, without the linking words. */
export const KNOWLEDGE_BRANCH_SLUGS: Record<KnowledgeBranch, string> = {
  "Artes y Humanidades": "artes-humanidades",
  Ciencias: "ciencias",
  "Ciencias de la Salud": "ciencias-salud",
  "Ciencias Sociales y Jurídicas": "ciencias-sociales-juridicas",
  "Ingeniería y Arquitectura": "ingenieria-arquitectura",
};

/** The branch a URL's slug names, or null for anything else. */
export function knowledgeBranchOfSlug(slug: string | null): KnowledgeBranch | null {
  return KNOWLEDGE_BRANCHES.find((branch) => KNOWLEDGE_BRANCH_SLUGS[branch] === slug) ?? null;
}

/** Lower case, no accents: "Ingeniería" and "ingenieria" read alike. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Rules in order: the first whose pattern the folded name matches decides. A few words whose
 * branch nothing else in the name changes come first ("Geografía y Gestión del Territorio" is
 * humanities, "Gastronomía" social sciences, any "…ingeniería…" engineering). Then health, for the
 * few names it shares with other branches ("Ciencias Biomédicas" is health, "Biomedical" too);
 * then engineering and architecture, which claims "Ingeniería …" whatever follows ("Ingeniería de
 * la Salud", "Ingeniería Biomédica" and "Ingeniería Química" are engineering); then the social and
 * legal sciences before the arts and humanities ("Filosofía, Política y Economía" is social,
 * "Filosofía" humanities), and the sciences last, as "Ciencias …" also names degrees of the others
 * ("Ciencias Políticas", "Ciencias de las Religiones").
 */
const RULES: [KnowledgeBranch, RegExp][] = [
  // Words whose branch the rest of the name does not change.
  ["Artes y Humanidades", /^geografia|francofon|ficcion y narracion/],
  [
    "Ciencias Sociales y Jurídicas",
    /^antropologia social|gastronom|culinari|criminalistica|global studies|estudios globales|international business|blue economy|industrias culturales/,
  ],
  [
    "Ingeniería y Arquitectura",
    /ingenier|engineering|computer science|communication networks|manufacturing|paisaj|\bmarina\b|navales|tecnologias marinas|tecnologias interactivas|sociedad de la informacion/,
  ],
  [
    "Ciencias de la Salud",
    /medicina|enfermeria|fisioterapia|odontologia|farmacia|nutricion|dietetica|psicologia|logopedia|terapia ocupacional|optica|optometria|podologia|veterinaria|biomedic|audiologia|\bsalud\b|actividad fisica|\bdeporte|paramedic|radiologia|laboratorio clinico|gerontolog|cuidados/,
  ],
  [
    "Ingeniería y Arquitectura",
    /arquitectura|edificacion|urbanismo|telecomunicacion|telematica|\bnaval\b|nautica|aeroespacial|aeronavegacion|informatica|\bsoftware\b|videojuego|robotica|inteligencia artificial|ciberseguridad|ciencia (?:e ingenieria )?de (?:los )?datos|datos masivos|tecnologias? de la informacion|computacion$|computadores|mecatronica|topografi|geomatica|\bminer|\benergia|energetic|sistemas de informacion|\bmultimedia\b|sonido e imagen|automocion|desarrollo de (?:aplicaciones|software)|full-stack|obras publicas/,
  ],
  [
    "Ciencias Sociales y Jurídicas",
    /derecho|juridic|economia|economic|empresa|administracion|direccion|finanzas|contabilidad|marketing|mercados|comercio|comercial|negocio|turismo|turistic|hoteler|educacion|magisterio|maestro|pedagogia|periodismo|comunicacion|publicidad|relaciones (?:publicas|laborales|internacionales)|recursos humanos|audiovisual|sociologia|trabajo social|criminolog|ciencias? politica|gestion publica|seguridad|policial|informacion y documentacion|documentacion|estudios internacionales|cooperacion|desarrollo|igualdad|protocolo|eventos|logistica|actuarial|ciencias sociales|militar|prevencion|emprend|liderazgo|analitica|gestion/,
  ],
  [
    "Artes y Humanidades",
    /historia|filologia|filosofia|humanidades|lengua|literatur|linguistic|estudios (?:ingleses|franceses|hispanicos|arabes|alemanes|italianos|clasicos|hebreos|catalanes|gallegos|vascos|romanicos|portugueses|literarios|culturales|de asia|de ingles|de catalan|de genero)|ingles|frances|aleman|catalan|gallego|portugues|espanol|traduccion|interpretacion|bellas artes|\barte\b|\bartes\b|musica|musicologia|arqueologia|antiguedad|religiones|teologia|diseno|conservacion y restauracion|conservacion-restauracion|restauracion|\bcine\b|cinematografia|animacion|fotografia|creacion|escritura|danza|escenic|patrimonio|culturas?\b|moda|ilustracion|efectos visuales|geografia e historia/,
  ],
  [
    "Ciencias",
    /matematic|fisica|quimica|biologia|bioquimica|biotecnologia|genetica|geologia|ambiental|ciencias del mar|ciencias de la mar|ciencias y tecnologias del mar|estadistica|microbiologia|bioinformatica|nanociencia|nanotecnologia|astrofisica|ecologia|enologia|^ciencias$|ciencias experimentales|alimentos|alimentari|neurociencia|antropologia|medio ambiente|sostenib|sustainab|naturaleza|\bagua\b|hidric|produccion animal|geografic/,
  ],
];

/** The branch of a degree by its name ("Grado en …"), or null when no rule says. */
export function branchOfDegree(name: string): KnowledgeBranch | null {
  const text = folded(name.replace(/^grado en /i, ""));
  for (const [branch, pattern] of RULES) if (pattern.test(text)) return branch;
  return null;
}
