/**
 * The review and report forms' schemas: the actions' authority (SPEC §5, §9). Kept
 * server-side so the browser never loads zod; the forms share the limits from lib/.
 */
import { z } from "zod";

import { offeredAcademicYears } from "~/lib/academic-year";
import { REVIEW_COMMENT_MAX } from "~/lib/review-forms";
import { REPORT_REASONS, REVIEW_REPLY_MAX } from "~/lib/review-interaction-forms";

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? value.trim() : undefined), z.string().max(max, message).optional());
const emptyAsMissing = (value: unknown) => (value === "" || value == null ? undefined : value);
const optionalUuid = z.preprocess(emptyAsMissing, z.uuid("Selección no válida").optional());
const rating = z.coerce
  .number({ error: "Por favor, selecciona una valoración" })
  .int("Por favor, selecciona una valoración")
  .min(1, "Por favor, selecciona una valoración")
  .max(5, "Por favor, selecciona una valoración");
const commentTooLong = `El comentario no puede superar los ${REVIEW_COMMENT_MAX} caracteres`;
/** Required: one of the courses the form offers on the day it is posted (none in the future). */
const academicYear = z.preprocess(
  emptyAsMissing,
  z
    .string({ error: "Indica el curso académico de tu experiencia" })
    .regex(/^\d{4}$/, "Elige un curso de la lista")
    .transform(Number)
    .refine((year) => offeredAcademicYears(new Date()).includes(year), "Elige un curso de la lista"),
);
const difficultyLevel = z.preprocess(
  emptyAsMissing,
  z.coerce.number({ error: "La dificultad va de 1 a 5" }).int("La dificultad va de 1 a 5").min(1, "La dificultad va de 1 a 5").max(5, "La dificultad va de 1 a 5").optional(),
);
const wouldTakeAgain = z.preprocess(emptyAsMissing, z.enum(["yes", "no", "unsure"], "Opción no válida").optional());

export const professorReviewSchema = z.object({
  rating,
  academicYear,
  difficultyLevel,
  wouldTakeAgain,
  comment: z.string({ error: "Escribe tu comentario" }).trim().min(1, "Escribe tu comentario").max(REVIEW_COMMENT_MAX, commentTooLong),
  attendanceMandatory: checkbox,
  tips: optionalText(REVIEW_COMMENT_MAX, `Los consejos no pueden superar los ${REVIEW_COMMENT_MAX} caracteres`),
  subjectId: optionalUuid,
});

export const subjectReviewSchema = z.object({
  rating,
  academicYear,
  difficultyLevel,
  wouldTakeAgain,
  attendanceMandatory: checkbox,
  textbookRequired: checkbox,
  gradeReceived: optionalText(20, "La nota no puede superar los 20 caracteres"),
  professorId: optionalUuid,
  comment: optionalText(REVIEW_COMMENT_MAX, commentTooLong),
});

export type ProfessorReviewInput = z.infer<typeof professorReviewSchema>;
export type SubjectReviewInput = z.infer<typeof subjectReviewSchema>;

export const reviewReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, "Elige un motivo de la lista"),
  description: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined),
    z.string().max(REVIEW_REPLY_MAX, `La descripción no puede superar los ${REVIEW_REPLY_MAX} caracteres`).optional(),
  ),
});
