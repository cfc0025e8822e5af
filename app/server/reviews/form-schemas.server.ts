/**
 * The review and report forms' schemas: the actions' authority (SPEC §5, §9). Kept
 * server-side so the browser never loads zod; the forms share the limits from lib/.
 */
import { z } from "zod";

import { REVIEW_COMMENT_MAX } from "~/lib/review-forms";
import { REPORT_REASONS, REVIEW_REPLY_MAX } from "~/lib/review-interaction-forms";

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? value.trim() : undefined), z.string().max(max, message).optional());
const optionalUuid = z.preprocess((value) => (value === "" || value == null ? undefined : value), z.uuid("Selección no válida").optional());
const rating = z.coerce
  .number({ error: "Por favor, selecciona una valoración" })
  .int("Por favor, selecciona una valoración")
  .min(1, "Por favor, selecciona una valoración")
  .max(5, "Por favor, selecciona una valoración");
const commentTooLong = `El comentario no puede superar los ${REVIEW_COMMENT_MAX} caracteres`;

export const professorReviewSchema = z.object({
  rating,
  comment: z.string({ error: "Escribe tu comentario" }).trim().min(1, "Escribe tu comentario").max(REVIEW_COMMENT_MAX, commentTooLong),
  attendanceMandatory: checkbox,
  tips: optionalText(REVIEW_COMMENT_MAX, `Los consejos no pueden superar los ${REVIEW_COMMENT_MAX} caracteres`),
  subjectId: optionalUuid,
});

export const subjectReviewSchema = z.object({
  rating,
  difficultyLevel: z.preprocess(
    (value) => (value === "" || value == null ? undefined : value),
    z.coerce.number().int().min(1, "La dificultad va de 1 a 5").max(5, "La dificultad va de 1 a 5").optional(),
  ),
  wouldTakeAgain: z.preprocess((value) => (value === "" || value == null ? undefined : value), z.enum(["yes", "no", "unsure"], "Opción no válida").optional()),
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
