/**
 * The review and report forms' schemas: the actions' authority (SPEC §5, §9). Kept
 * server-side so the browser never loads zod; the forms share the limits from lib/.
 */
import { z } from "zod";

import { REVIEW_COMMENT_MAX } from "~/lib/review-forms";
import { REPORT_REASONS, REVIEW_REPLY_MAX } from "~/lib/review-interaction-forms";
import { formatMark, GRADE_LABELS, GRADE_MARKS, gradeOfMark, GRADES, SITTINGS } from "~/lib/review-scales";
import { REVIEW_TAGS_MAX, reviewTagKeys } from "~/lib/review-tags";
import { categoryField, FINISHED_STAGE, VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined),
    z.string().max(max, message).optional(),
  );
const emptyAsMissing = (value: unknown) => (value === "" || value == null ? undefined : value);
const optionalUuid = z.preprocess(emptyAsMissing, z.uuid("Selección no válida").optional());
const rating = z.coerce
  .number({ error: "Por favor, selecciona una valoración" })
  .int("Por favor, selecciona una valoración")
  .min(1, "Por favor, selecciona una valoración")
  .max(5, "Por favor, selecciona una valoración");
const commentTooLong = `El comentario no puede superar los ${REVIEW_COMMENT_MAX} caracteres`;
/** Required: a year (the action checks it is one the form offers for the university's country). */
const academicYear = z.preprocess(
  emptyAsMissing,
  z
    .string({ error: "Indica el curso académico de tu experiencia" })
    .regex(/^\d{4}$/, "Elige un curso de la lista")
    .transform(Number),
);
const difficultyLevel = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: "La dificultad va de 1 a 5" })
    .int("La dificultad va de 1 a 5")
    .min(1, "La dificultad va de 1 a 5")
    .max(5, "La dificultad va de 1 a 5")
    .optional(),
);
const wouldTakeAgain = z.preprocess(emptyAsMissing, z.enum(["yes", "no", "unsure"], "Opción no válida").optional());
const workloadBand = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: "Elige una franja de horas de la lista" })
    .int("Elige una franja de horas de la lista")
    .min(1, "Elige una franja de horas de la lista")
    .max(5, "Elige una franja de horas de la lista")
    .optional(),
);
/** Checkboxes named "tags": none, one or several keys of the kind's vocabulary, each once (the messages about the field as a whole). */
const tags = (kind: "professor" | "subject") => {
  const vocabulary = new Set(reviewTagKeys(kind));
  return z.preprocess(
    (value) => (value == null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.string(), "Elige etiquetas de la lista")
      .transform((keys) => [...new Set(keys)])
      .refine((keys) => keys.every((key) => vocabulary.has(key)), "Elige etiquetas de la lista")
      .refine((keys) => keys.length <= REVIEW_TAGS_MAX, `Elige ${REVIEW_TAGS_MAX} etiquetas como mucho`),
  );
};
const grade = z.preprocess(emptyAsMissing, z.enum(GRADES, "Elige una calificación de la lista").optional());
/** 0–10 with one decimal at most, written with a comma or a point ("7,5"). */
const gradeMark = z.preprocess(
  emptyAsMissing,
  z
    .string()
    .trim()
    .regex(/^(10|[0-9])([.,][0-9])?$/, "La nota va de 0 a 10, con un decimal como mucho")
    .transform((mark) => Number(mark.replace(",", ".")))
    .optional(),
);
const gradeSitting = z.preprocess(emptyAsMissing, z.enum(SITTINGS, "Elige una convocatoria de la lista").optional());

export const professorReviewSchema = z.object({
  rating,
  academicYear,
  difficultyLevel,
  wouldTakeAgain,
  workloadBand,
  tags: tags("professor"),
  comment: z
    .string({ error: "Escribe tu comentario" })
    .trim()
    .min(1, "Escribe tu comentario")
    .max(REVIEW_COMMENT_MAX, commentTooLong),
  attendanceMandatory: checkbox,
  tips: optionalText(REVIEW_COMMENT_MAX, `Los consejos no pueden superar los ${REVIEW_COMMENT_MAX} caracteres`),
  subjectId: optionalUuid,
});

export const subjectReviewSchema = z
  .object({
    rating,
    academicYear,
    difficultyLevel,
    wouldTakeAgain,
    workloadBand,
    tags: tags("subject"),
    attendanceMandatory: checkbox,
    textbookRequired: checkbox,
    grade,
    gradeMark,
    gradeSitting,
    professorId: optionalUuid,
    comment: optionalText(REVIEW_COMMENT_MAX, commentTooLong),
  })
  .superRefine((values, context) => {
    const { grade: chosen, gradeMark: mark } = values;
    if (chosen && mark !== undefined) {
      const marks = GRADE_MARKS[chosen];
      if (!marks)
        context.addIssue({ code: "custom", path: ["gradeMark"], message: `Un ${GRADE_LABELS[chosen]} no lleva nota` });
      else if (mark < marks[0] || mark > marks[1]) {
        context.addIssue({
          code: "custom",
          path: ["gradeMark"],
          message: `Un ${GRADE_LABELS[chosen]} va de ${formatMark(marks[0])} a ${formatMark(marks[1])}`,
        });
      }
    }
    if (values.gradeSitting && !chosen && mark === undefined)
      context.addIssue({
        code: "custom",
        path: ["grade"],
        message: "Indica también la calificación de esa convocatoria",
      });
  })
  // A mark alone says its grade.
  .transform((values) => ({
    ...values,
    grade: values.grade ?? (values.gradeMark === undefined ? undefined : gradeOfMark(values.gradeMark)),
  }));

/** A category's stars: optional (a first-year student may not know the practical training yet). */
const categoryRating = (label: string) =>
  z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: `«${label}» va de 1 a 5 estrellas` })
      .int(`«${label}» va de 1 a 5 estrellas`)
      .min(1, `«${label}» va de 1 a 5 estrellas`)
      .max(5, `«${label}» va de 1 a 5 estrellas`)
      .optional(),
  );
const studyStage = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: "Indica en qué curso estás o si ya la terminaste" })
    .int("Elige una opción de la lista")
    .min(1, "Elige una opción de la lista")
    .max(FINISHED_STAGE, "Elige una opción de la lista"),
);

/** A student's verdict on their career or university: overall and per-category stars, «¿Volverías…?», stage, text. */
export function verdictReviewSchema(kind: VerdictKind) {
  const categories = VERDICT_CATEGORIES[kind];
  return z
    .object({
      rating,
      wouldTakeAgain,
      studyStage,
      comment: z
        .string({ error: "Escribe tu opinión" })
        .trim()
        .min(1, "Escribe tu opinión")
        .max(REVIEW_COMMENT_MAX, commentTooLong),
      ...Object.fromEntries(
        categories.map((category) => [categoryField(category.key), categoryRating(category.label)]),
      ),
    })
    .transform((values) => {
      const ratings = values as unknown as Record<string, number | undefined>;
      return {
        rating: values.rating,
        wouldTakeAgain: values.wouldTakeAgain,
        studyStage: values.studyStage,
        comment: values.comment,
        categoryRatings: categories.map((category) => ratings[categoryField(category.key)] ?? null),
      };
    });
}

export type VerdictReviewInput = z.infer<ReturnType<typeof verdictReviewSchema>>;
export type ProfessorReviewInput = z.infer<typeof professorReviewSchema>;
export type SubjectReviewInput = z.infer<typeof subjectReviewSchema>;

export const reviewReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, "Elige un motivo de la lista"),
  description: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim() : undefined),
    z.string().max(REVIEW_REPLY_MAX, `La descripción no puede superar los ${REVIEW_REPLY_MAX} caracteres`).optional(),
  ),
});
