/** Shapes of the hand-curated catalog data that the seed loads. */

export interface UniversitySeed {
  /** Stable short key (usually the acronym in lower case); seeds derive stable ids from it. */
  key: string;
  /** Official Spanish name (or the official name in the co-official language where that is the usual one). */
  name: string;
  acronym: string | null;
  /**
   * Other names students use for it, besides `acronym`: other acronyms and short names ("UMU", "Complutense",
   * "Carlos III", "la Poli"). From the university's own site where it gives them, otherwise curated and reviewed here.
   */
  aliases?: string[];
  city: string;
  /** ISO 3166-1 alpha-2 code: ES, MX, AR, CO, CL, PE, ... */
  countryCode: string;
  website: string;
  /** Active e-mail domains, lower case: the main domain and the student sub-domain(s) where known. */
  emailDomains: string[];
  /** true = public (state-run), false = private. */
  isPublicInstitution: boolean;
  foundationYear?: number;
  /** One or two factual sentences in Spanish. */
  description?: string;
}

type SubjectCategoryName =
  | "Formación básica"
  | "Obligatoria"
  | "Optativa"
  | "Prácticas externas"
  | "Trabajo Fin de Grado";

interface SubjectSeed {
  name: string;
  courseYear: number;
  /** 1 or 2; null for a year-long subject. */
  semester: 1 | 2 | null;
  /** ECTS credits. */
  credits?: number;
  category: SubjectCategoryName;
}

export interface CareerSeed {
  universityKey: string;
  /** e.g. "Grado en Ingeniería Informática". */
  name: string;
  /** Branch of knowledge, e.g. "Ingeniería y Arquitectura", "Ciencias Sociales y Jurídicas". */
  area: string;
  description?: string;
  durationYears: number;
  campus?: string;
  modalidad?: "Presencial" | "Semipresencial" | "Online";
  plazasOfertadas?: number;
  /** Euros per ECTS credit for the 1st, 2nd, 3rd and 4th enrolment, where known. */
  precioCredito?: { first: number; second?: number; third?: number; fourth?: number };
  professionalOutcomes?: string;
  /** Official study-guide / degree web page. */
  url?: string;
  subjects: SubjectSeed[];
}
