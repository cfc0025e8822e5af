/**
 * The submit form's kinds, fields, limits and texts (SPEC §2 "Submit", §3 submission, §5
 * Submissions, §8), shared by the page and the server. The schemas that enforce them are
 * server-side (submissions/form-schemas.server.ts).
 */
import { formatLongDateTime } from "~/lib/format";

/** SPEC §9: 3 submissions per student per rolling day. */
export const SUBMISSIONS_PER_DAY = 3;
export const SUBMISSION_WINDOW_HOURS = 24;

/** The four kinds, as the URL and the form name them (`?tipo=`), and as the database stores them. */
export const SUBMISSION_KINDS = ["universidad", "carrera", "profesor", "asignatura"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_TYPE_OF: Record<SubmissionKind, "university" | "career" | "professor" | "subject"> = {
  universidad: "university",
  carrera: "career",
  profesor: "professor",
  asignatura: "subject",
};

export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  universidad: "Universidad",
  carrera: "Carrera",
  profesor: "Profesor",
  asignatura: "Asignatura",
};

/** A subject is proposed for the student's own career (the form shows it, the server checks it). */
export const SUBJECT_REQUEST_MESSAGES = {
  notVerified: "Para proponer asignaturas necesitas confirmar tu correo universitario.",
  noCareer: "Podrás proponer asignaturas de tu carrera cuando el equipo de moderación la apruebe.",
  otherCareer: "Solo puedes proponer asignaturas de tu propia carrera.",
} as const;

export function parseSubmissionKind(value: string | null | undefined): SubmissionKind {
  return SUBMISSION_KINDS.find((kind) => kind === value) ?? "universidad";
}

/** Every field of the four forms (`pais` also narrows the universities of the career and professor forms). */
export const SUBMISSION_FIELDS = [
  "pais",
  "universidad",
  "carrera",
  "asignatura",
  "nombre",
  "ciudad",
  "web",
  "siglas",
  "descripcion",
  "duracion",
  "departamento",
  "correo",
  "curso",
  "semestre",
  "creditos",
] as const;
/** Longest text shown again in a field after a refusal or a GET step: enough for any field, bounded for any request. */
export const TYPED_VALUE_MAX = 2000;

export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];
export type SubmissionValues = Record<SubmissionField, string>;

export const EMPTY_SUBMISSION_VALUES: SubmissionValues = Object.fromEntries(
  SUBMISSION_FIELDS.map((field) => [field, ""]),
) as SubmissionValues;

/** The checkbox that sends a request although an entry with the same name exists. */
export const CONFIRM_DUPLICATE_FIELD = "confirmarDuplicado";

/** Where the confirmation of a sent request is shown (`/submit?enviada=<id>`). */
export const SENT_PARAM = "enviada";

/** The only multi-line field. */
export const SUBMISSION_TEXT_AREAS = ["descripcion"] as const;

export const SUBMISSION_LIMITS = {
  nameMin: 2,
  nameMax: 150,
  cityMax: 100,
  acronymMax: 20,
  websiteMax: 300,
  descriptionMax: 1000,
  departmentMax: 150,
  emailMax: 254,
  durationMin: 1,
  durationMax: 8,
  /** ECTS of one subject: half credits exist (4,5); a final project may reach 30. */
  creditsMin: 0.5,
  creditsMax: 30,
} as const;

export const SUBMISSION_STATUS_LABELS = { pending: "Pendiente", approved: "Aprobada", rejected: "Rechazada" } as const;
export type SubmissionStatus = keyof typeof SUBMISSION_STATUS_LABELS;

/** SPEC §8 "Submissions". */
export const SUBMISSION_MESSAGES = {
  signIn: "Debes iniciar sesión para realizar un envío.",
  failed: {
    universidad: "Error al enviar la solicitud de universidad",
    carrera: "Error al enviar la solicitud de carrera",
    profesor: "Error al enviar la solicitud de profesor",
    asignatura: "Error al enviar la solicitud de asignatura",
  } satisfies Record<SubmissionKind, string>,
  unexpected: "Ocurrió un error al procesar tu envío. Por favor, inténtalo de nuevo.",
  countriesFailed: "Error al cargar la lista de países",
  universitiesFailed: "Error al cargar la lista de universidades",
  careersFailed: "Error al cargar la lista de carreras",
  subjectsFailed: "Error al cargar la lista de asignaturas",
} as const;

/** SPEC §8: the refusal past the daily limit, with the moment the oldest of the day's submissions stops counting. */
export function dailyLimitMessage(nextAvailableAt: Date | string | null): string {
  const when = nextAvailableAt ? formatLongDateTime(nextAvailableAt) : "más tarde";
  return `Has alcanzado el límite de ${SUBMISSIONS_PER_DAY} solicitudes por día. Podrás enviar otra solicitud a partir de: ${when}`;
}
