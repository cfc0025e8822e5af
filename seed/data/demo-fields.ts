/**
 * Which field of study each real degree belongs to, and the departments that plausibly teach its
 * subjects. The departments are generic names of the kind Spanish universities use, not the
 * official list of any one university; demo professors take theirs from here (see demo-people.ts).
 */

export type DegreeField = "computing" | "industrial" | "business" | "law" | "journalism" | "psychology" | "medicine" | "nursing";

/** Fields whose subjects include laboratory or clinical practicals. */
export const LAB_FIELDS: readonly DegreeField[] = ["computing", "industrial", "psychology", "medicine", "nursing"];
/** Fields whose subjects include numerical problems, formulas and calculators. */
export const NUMERATE_FIELDS: readonly DegreeField[] = ["computing", "industrial", "business", "psychology", "medicine", "nursing"];

/** Keyed by the exact degree name of data/careers.ts: a degree missing here stops the seed. */
const FIELD_BY_DEGREE: Record<string, DegreeField> = {
  "Grado en Ingeniería Informática": "computing",
  "Grado en Ingeniería Informática - Ingeniería del Software": "computing",
  "Grado en Ingeniería en Tecnologías Industriales": "industrial",
  "Grado en Administración y Dirección de Empresas": "business",
  "Grado en Derecho": "law",
  "Grado en Periodismo": "journalism",
  "Grado en Psicología": "psychology",
  "Grado en Medicina": "medicine",
  "Grado en Enfermería": "nursing",
};

export function degreeField(degreeName: string): DegreeField {
  const field = FIELD_BY_DEGREE[degreeName];
  if (!field) throw new Error(`La titulación «${degreeName}» no tiene campo de estudio en demo-fields.ts`);
  return field;
}

interface FieldDepartments {
  /** First match wins, so the more specific patterns come first. */
  rules: readonly (readonly [RegExp, string])[];
  /** The degree's own department: final projects, placements and whatever no rule names. */
  fallback: string;
}

const d = (name: string) => `Departamento de ${name}`;

const DEPARTMENTS: Record<DegreeField, FieldDepartments> = {
  computing: {
    rules: [
      [/cálculo|álgebra|matemátic|numérico|optimización/i, d("Matemática Aplicada")],
      [/estadística|probabilidad/i, d("Estadística e Investigación Operativa")],
      [/físic/i, d("Física Aplicada")],
      [/electricidad|electrónic|circuitos|sistemas digitales/i, d("Tecnología Electrónica")],
      [/sistemas (y tecnologías )?de (la )?información|proyectos? (informátic|software|de sistemas)/i, d("Lenguajes y Sistemas Informáticos")],
      [/empresa|gestión empresarial/i, d("Organización de Empresas")],
      [/computadores|sistemas operativos|linux|servidores|infraestructura|nube|concurren|distribuid/i, d("Arquitectura y Tecnología de Computadores")],
      [/redes|seguridad/i, d("Ingeniería Telemática")],
      [/inteligen|aprendizaje|big data|conocimiento|visión|robótica|metaheur|evolutiva|lógica|autómatas|computación|algor|información/i, d("Ciencia de la Computación e Inteligencia Artificial")],
    ],
    fallback: d("Lenguajes y Sistemas Informáticos"),
  },
  industrial: {
    rules: [
      [/cálculo|álgebra|ecuaciones|numéricos/i, d("Matemática Aplicada")],
      [/estadística|organización|economía|proyectos/i, d("Ingeniería de Organización y Estadística")],
      [/físic/i, d("Física Aplicada")],
      [/químic/i, d("Química Industrial")],
      [/dibujo/i, d("Ingeniería Gráfica")],
      [/resistencia|estructuras/i, d("Mecánica de Medios Continuos y Teoría de Estructuras")],
      [/materiales/i, d("Ciencia de Materiales")],
      [/eléctric|circuitos/i, d("Ingeniería Eléctrica")],
      [/electrón|automática|robótica|programación/i, d("Ingeniería Electrónica y Automática")],
      [/termo|fluidos|calor|energ|medioambient/i, d("Ingeniería Energética")],
    ],
    fallback: d("Ingeniería Mecánica"),
  },
  business: {
    rules: [
      [/matemátic|estadística|econometr/i, d("Métodos Cuantitativos para la Economía y la Empresa")],
      [/contab|auditor|estados financieros/i, d("Contabilidad")],
      [/fiscal/i, d("Derecho Financiero y Tributario")],
      [/derecho/i, d("Derecho Mercantil")],
      [/financ|valoración/i, d("Finanzas Empresariales")],
      [/marketing|comerci|mercados/i, d("Comercialización e Investigación de Mercados")],
      [/macro|micro/i, d("Análisis Económico")],
      [/historia/i, d("Historia e Instituciones Económicas")],
      [/economía (española|mundial)/i, d("Economía Aplicada")],
    ],
    fallback: d("Organización de Empresas"),
  },
  law: {
    rules: [
      [/procesal|mediación|arbitraje/i, d("Derecho Procesal")],
      [/penal|criminolog|penitenciari/i, d("Derecho Penal y Criminología")],
      [/civil|consumo/i, d("Derecho Civil")],
      [/constitucional|parlamentario/i, d("Derecho Constitucional")],
      [/internacional privado|extranjería/i, d("Derecho Internacional Privado")],
      [/internacional público|unión europea|derechos humanos/i, d("Derecho Internacional Público y Relaciones Internacionales")],
      [/administrativ|urbanístico|ambiental|medio ambiente|sanitario/i, d("Derecho Administrativo")],
      [/mercantil|concursal|competencia/i, d("Derecho Mercantil")],
      [/trabajo|seguridad social/i, d("Derecho del Trabajo y de la Seguridad Social")],
      [/financiero|tributario/i, d("Derecho Financiero y Tributario")],
      [/economía|hacienda/i, d("Economía Aplicada")],
      [/romano/i, d("Derecho Romano")],
      [/historia/i, d("Historia del Derecho y de las Instituciones")],
      [/filosofía|teoría del derecho/i, d("Filosofía del Derecho")],
      [/eclesiástico/i, d("Derecho Eclesiástico del Estado")],
      [/ciencia política/i, d("Ciencia Política y de la Administración")],
    ],
    fallback: d("Derecho Civil"),
  },
  journalism: {
    rules: [
      [/historia del periodismo/i, d("Historia de la Comunicación Social")],
      [/historia/i, d("Historia Contemporánea")],
      [/lengua|literatura/i, d("Lengua Española y Teoría de la Literatura")],
      [/política|opinión pública/i, d("Ciencia Política y de la Administración")],
      [/economía/i, d("Economía Aplicada")],
      [/estructura social|métodos de investigación/i, d("Sociología: Metodología y Teoría")],
      [/derecho/i, d("Derecho Constitucional")],
      [/audiovisual|televis|radiof|fotoperiod/i, d("Comunicación Audiovisual y Publicidad")],
      [/teoría de la comunicación|documentación|institucional|ética/i, d("Ciencias de la Comunicación Aplicada")],
    ],
    fallback: d("Periodismo y Nuevos Medios"),
  },
  psychology: {
    rules: [
      [/antropolog/i, d("Antropología Social")],
      [/análisis de datos|psicometr|diseños|métodos|investigación/i, d("Metodología de las Ciencias del Comportamiento")],
      [/psicobiolog|biológic|psicofisiolog|psicofarmac|neuropsic/i, d("Psicobiología")],
      [/aprendizaje|atención|percepción|memoria|pensamiento|motivación|fundamentos de psicología|historia de la psicología/i, d("Psicología Básica")],
      [/desarrollo|educaci|educativa|infancia|gerontolog|orientación/i, d("Psicología Evolutiva y de la Educación")],
      [/social|grupos|organizaciones|trabajo|consumidor|comunitaria|psicosocial|tráfico|deporte|jurídica|forense/i, d("Psicología Social y de las Organizaciones")],
    ],
    fallback: d("Personalidad, Evaluación y Tratamiento Psicológicos"),
  },
  medicine: {
    rules: [
      [/anatomía patológica/i, d("Anatomía Patológica")],
      [/anatom|embriolog/i, d("Anatomía y Embriología Humana")],
      [/histolog|biología celular/i, d("Biología Celular e Histología")],
      [/bioquím|genétic/i, d("Bioquímica y Biología Molecular")],
      [/^fisiolog/i, d("Fisiología")],
      [/farmacolog/i, d("Farmacología")],
      [/microbiolog|inmunolog|infecciosas/i, d("Microbiología")],
      [/pediatr|obstetricia|ginecolog/i, d("Pediatría, Obstetricia y Ginecología")],
      [/psiquiatr|psicología médica/i, d("Psiquiatría y Psicología Médica")],
      [/radiolog|física médica|biofísica/i, d("Radiología y Medicina Física")],
      [/cirugía|anestesi|traumatolog|\burolog|oftalmolog|otorrino/i, d("Cirugía")],
      [/epidemiolog|preventiva|salud pública|bioestadística|historia de la medicina|legal|bioética/i, d("Salud Pública e Historia de la Ciencia")],
    ],
    fallback: d("Medicina"),
  },
  nursing: {
    rules: [
      [/bioquímica/i, d("Bioquímica y Biología Molecular")],
      [/estructura y función|fisiopatología/i, d("Fisiología")],
      [/farmacolog/i, d("Farmacología")],
      [/^psicología/i, d("Psicología de la Salud")],
      [/comunitaria|salud pública|bioestadística|nutrición/i, d("Enfermería Comunitaria, Medicina Preventiva y Salud Pública")],
    ],
    fallback: d("Enfermería"),
  },
};

/** Placements and final projects belong to the degree's own department, whatever their wording. */
const DEGREE_OWN_SUBJECT = /prácticas|prácticum|rotatorio|trabajo fin de grado/i;

/** The department that teaches a subject of a degree of this field. */
export function departmentFor(field: DegreeField, subjectName: string): string {
  const { rules, fallback } = DEPARTMENTS[field];
  if (DEGREE_OWN_SUBJECT.test(subjectName)) return fallback;
  return rules.find(([pattern]) => pattern.test(subjectName))?.[1] ?? fallback;
}

/** Every department a professor of this field may belong to. */
export function fieldDepartments(field: DegreeField): string[] {
  const { rules, fallback } = DEPARTMENTS[field];
  return [...new Set([...rules.map(([, department]) => department), fallback])];
}
