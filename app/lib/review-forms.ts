/** The review forms' limits and texts (SPEC §5 Professor review, Subject review); the schemas are reviews/form-schemas.server.ts. */

export const REVIEW_COMMENT_MAX = 500;

/** What a review page's action does, by posted `intent` (reviewed-pages/actions.server.ts). */
export const REVIEW_INTENTS = ["crear", "editar", "eliminar", "me-gusta"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** What a review is about: a subject or a professor, or a student's verdict on their career or university. */
export const REVIEW_KINDS = ["professor", "subject", "career", "university"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** What a review is about: a subject or professor, or (a verdict) the student's own career or university. */
export type ReviewTargetRef = { kind: ReviewKind; id: string };
/** Where the page of each kind of review target is (its id follows). */
export const REVIEW_TARGET_PATHS: Record<ReviewKind, string> = {
  professor: "/profesor/",
  subject: "/subject/",
  career: "/career/",
  university: "/universidad/",
};
/** What each kind of review target is called before its name. */
export const REVIEW_TARGET_LABELS: Record<ReviewKind, string> = {
  professor: "Profesor",
  subject: "Asignatura",
  career: "Carrera",
  university: "Universidad",
};

/** The reviews of teaching: a subject or a professor (tags, workload, difficulty, grades). */
export type ReviewSubjectKind = "subject" | "professor";

/** The pages' not-found messages (SPEC §8 "Loading"), also the answer to a review of an unknown target. */
/** The id of the review form's section: 'Editar' and 'Compartir mi Experiencia' links land on it. */
export const COMPOSER_ANCHOR = "compartir";
/** The page's query that opens the review form (with the anchor, it lands on it). */
export const WRITE_REVIEW_QUERY = "escribir=1";

export const REVIEW_TARGET_NOT_FOUND = {
  professor: "Profesor no encontrado",
  subject: "Asignatura no encontrada",
  career: "Carrera no encontrada",
  university: "Universidad no encontrada",
} as const;
