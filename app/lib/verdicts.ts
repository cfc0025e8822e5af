/**
 * Students' verdict on their degree and their university: the categories each is rated on, the
 * stage of studies the student writes from, and the figures stored for each (their order is the
 * order of `reviews.category_ratings` and of the stored counts: never reorder, only append).
 */

/** What a verdict is about: the student's own career or own university. */
export type VerdictKind = "career" | "university";

export interface VerdictCategory {
  key: string;
  label: string;
  /** What a student weighs when rating it (the form's hint). */
  hint: string;
}

export const VERDICT_CATEGORIES: Record<VerdictKind, readonly VerdictCategory[]> = {
  career: [
    { key: "docencia", label: "Calidad de la docencia", hint: "Cómo enseña el profesorado y cuánto se aprende" },
    {
      key: "organizacion",
      label: "Organización y coordinación",
      hint: "Horarios, calendario de exámenes, coordinación entre asignaturas",
    },
    { key: "carga", label: "Carga de trabajo llevadera", hint: "5 estrellas: se puede llevar al día sin agobio" },
    {
      key: "practicas",
      label: "Prácticas y salidas profesionales",
      hint: "Prácticas en empresas, orientación, empleo al terminar",
    },
    { key: "ambiente", label: "Ambiente entre estudiantes", hint: "Compañerismo, grupos de estudio, asociaciones" },
  ],
  university: [
    { key: "instalaciones", label: "Instalaciones", hint: "Aulas, laboratorios, espacios de estudio" },
    {
      key: "servicios",
      label: "Biblioteca y servicios",
      hint: "Biblioteca, wifi, comedor, deportes, atención al estudiante",
    },
    { key: "administracion", label: "Administración y secretaría", hint: "Matrícula, trámites, becas" },
    { key: "campus", label: "Vida en el campus", hint: "Actividades, cultura, asociaciones" },
    { key: "ubicacion", label: "Ubicación y transporte", hint: "Cómo se llega y qué hay alrededor" },
    { key: "movilidad", label: "Movilidad internacional", hint: "Erasmus y otros intercambios" },
  ],
};

/** A category rating's field in the form: `categoria-docencia`. */
export const categoryField = (key: string) => `categoria-${key}`;

/** The last course a degree can have; a stage after it says the student finished. */
export const LAST_COURSE = 6;
/** The stage of a student who finished the degree. */
export const FINISHED_STAGE = LAST_COURSE + 1;

export const STUDY_STAGES: readonly { value: number; label: string }[] = [
  ...Array.from({ length: LAST_COURSE }, (_, index) => ({ value: index + 1, label: `Estoy en ${index + 1}.º curso` })),
  { value: FINISHED_STAGE, label: "Ya la terminé" },
];

export function studyStageLabel(stage: number): string {
  return STUDY_STAGES.find((option) => option.value === stage)?.label ?? "";
}

export const VERDICT_QUESTIONS: Record<VerdictKind, { again: string; againShort: string; title: string }> = {
  career: {
    again: "¿Volverías a elegir esta carrera?",
    againShort: "Volvería a elegirla",
    title: "Opiniones sobre la carrera",
  },
  university: {
    again: "¿Volverías a elegir esta universidad?",
    againShort: "Volvería a elegirla",
    title: "Opiniones sobre la universidad",
  },
};

/** The stored figures of a career's or a university's verdict (careers.verdict_*, universities.verdict_*). */
export type VerdictFigures = {
  verdictCount: number;
  verdictAverage: number | null;
  /** How many gave 1, 2, 3, 4 and 5 stars overall. */
  verdictRatingCounts: number[];
  /** Per category in VERDICT_CATEGORIES order, how many gave 1…5 stars: five numbers per category. */
  verdictCategoryCounts: number[];
  verdictAgainYes: number;
  verdictAgainAnswers: number;
};

export interface CategorySummary {
  key: string;
  label: string;
  /** How many rated it, and how many gave each of 1–5 stars. */
  answers: number;
  counts: number[];
  average: number | null;
}

/** Each category's answers, star counts and average, from the stored counts. */
export function categorySummaries(kind: VerdictKind, counts: readonly number[]): CategorySummary[] {
  return VERDICT_CATEGORIES[kind].map((category, index) => {
    const stars = Array.from({ length: 5 }, (_, star) => counts[index * 5 + star] ?? 0);
    const answers = stars.reduce((sum, n) => sum + n, 0);
    const total = stars.reduce((sum, n, star) => sum + n * (star + 1), 0);
    return {
      key: category.key,
      label: category.label,
      answers,
      counts: stars,
      average: answers > 0 ? total / answers : null,
    };
  });
}

/** The minimum of verdicts a ranking asks of a career or a university before ranking it. */
export const RANKING_MIN_VERDICTS: Record<VerdictKind, number> = { career: 3, university: 5 };

/** A page's first view shows a few verdicts and a link to them all (`?opiniones=todas`), paged. */
export const ALL_VERDICTS_PARAM = "opiniones";
export const VERDICTS_FIRST_VIEW = 2;
const VERDICTS_PAGE_SIZE = 10;

/** How many verdicts the page shows: a few on its first view, a page of them once asked for all, sorted or paged. */
export function verdictPageSize(params: URLSearchParams, list: { page: number; sort: string }): number {
  const asked = params.get(ALL_VERDICTS_PARAM) === "todas" || list.page > 1 || list.sort !== "recientes";
  return asked ? VERDICTS_PAGE_SIZE : VERDICTS_FIRST_VIEW;
}
