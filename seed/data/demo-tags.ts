/**
 * Which tags a demo review may carry, so that they never contradict the review's own values or
 * what its text claims: a tag says something only where the stored values agree (attendance,
 * textbook, stars, difficulty, hours), and those values already follow the text's claims. A tag
 * about how a subject is taught that no stored value says (continuous assessment, group work…)
 * goes only on reviews without text, which cannot contradict it.
 *
 * The seed (demo-people.ts) and the synthetic data (synthetic/reviews.server.ts) both pick from
 * these rules; the demo-data tests check every stored tag against them.
 */
import type { ReviewSubjectKind } from "~/lib/review-forms";
import { REVIEW_TAGS } from "~/lib/review-tags";

export interface DemoTagRule {
  minRating?: number;
  maxRating?: number;
  minDifficulty?: number;
  maxDifficulty?: number;
  minWorkload?: number;
  maxWorkload?: number;
  attendanceMandatory?: boolean;
  textbookRequired?: boolean;
  /** Only on a review without text. */
  withoutComment?: boolean;
}

/** The stored values of a review a rule reads. */
export interface TaggedReviewFacts {
  rating: number;
  difficulty: number | null;
  workload: number | null;
  attendanceMandatory: boolean | null;
  textbookRequired: boolean | null;
  hasComment: boolean;
}

const PRAISE: DemoTagRule = { minRating: 4 };
const FAIR: DemoTagRule = { minRating: 3 };
const COMPLAINT: DemoTagRule = { maxRating: 2 };
const UNSTATED: DemoTagRule = { withoutComment: true };

export const DEMO_TAG_RULES: Record<ReviewSubjectKind, Record<string, DemoTagRule>> = {
  professor: {
    "explica-con-claridad": PRAISE,
    "disponible-en-tutorias": FAIR,
    "corrige-con-exigencia": { minDifficulty: 4 },
    "corrige-con-justicia": PRAISE,
    "clases-participativas": PRAISE,
    "asistencia-controlada": { attendanceMandatory: true },
    "apuntes-completos": FAIR,
    "ejemplos-practicos": PRAISE,
    "responde-los-correos": FAIR,
    "comentarios-utiles": PRAISE,
    "criterios-claros": FAIR,
    "examenes-dificiles": { minDifficulty: 4 },
    "manda-mucho-trabajo": { minWorkload: 4 },
    motiva: { minRating: 5 },
    cercano: PRAISE,
    "clases-poco-dinamicas": COMPLAINT,
    "lee-las-diapositivas": COMPLAINT,
    "poco-organizado": COMPLAINT,
  },
  subject: {
    "evaluacion-continua": UNSTATED,
    "examen-final-decisivo": UNSTATED,
    "mucho-trabajo-autonomo": { minWorkload: 4 },
    "practicas-utiles": PRAISE,
    "asistencia-controlada": { attendanceMandatory: true },
    "apuntes-completos": FAIR,
    "trabajos-en-grupo": UNSTATED,
    "temario-extenso": { minDifficulty: 3 },
    "muy-teorica": UNSTATED,
    "aplicada-a-la-profesion": PRAISE,
    "conocimientos-previos": { minDifficulty: 4 },
    "manual-imprescindible": { textbookRequired: true },
    "proyecto-final": UNSTATED,
    "exposiciones-orales": UNSTATED,
    llevadera: { maxDifficulty: 2, maxWorkload: 2 },
    "muchos-suspensos": { minDifficulty: 4, maxRating: 3 },
    "material-en-el-campus-virtual": UNSTATED,
    "contenido-interesante": PRAISE,
  },
};

/** Every tag of the vocabulary, in its order, with its rule (a tag without one would be an error here, not in the data). */
export function demoTagRules(kind: ReviewSubjectKind): { key: string; rule: DemoTagRule }[] {
  return REVIEW_TAGS[kind].map(({ key }) => {
    const rule = DEMO_TAG_RULES[kind][key];
    if (!rule) throw new Error(`La etiqueta ${key} no tiene regla para los datos de demostración`);
    return { key, rule };
  });
}

const within = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) || (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

/** Whether a review with these values may carry a tag of this rule. */
export function tagFits(rule: DemoTagRule, facts: TaggedReviewFacts): boolean {
  return (
    within(facts.rating, rule.minRating, rule.maxRating) &&
    within(facts.difficulty, rule.minDifficulty, rule.maxDifficulty) &&
    within(facts.workload, rule.minWorkload, rule.maxWorkload) &&
    (rule.attendanceMandatory === undefined || rule.attendanceMandatory === facts.attendanceMandatory) &&
    (rule.textbookRequired === undefined || rule.textbookRequired === facts.textbookRequired) &&
    (!rule.withoutComment || !facts.hasComment)
  );
}

/** How many tags a demo review carries: none for a third of them, else one to three. */
export const DEMO_TAGS_PER_REVIEW = [0, 0, 1, 1, 2, 3] as const;
