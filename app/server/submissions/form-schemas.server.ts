/**
 * The submit form's schemas (SPEC §5 Submissions): one per kind, the action's authority. Names are
 * trimmed with their inner spaces collapsed; optional fields are absent when left empty. Whether
 * the chosen country, university and career exist is checked against the database afterwards
 * (actions.server.ts).
 */
import { z } from "zod";

import { COURSE_YEAR_RANGE, TERM_CHOICES } from "~/lib/study-plan";
import { SUBMISSION_LIMITS as L, type SubmissionKind } from "~/lib/submission-forms";

const SELECT_FROM_LIST = "Selecciona una opción de la lista";

/** Text with its spaces collapsed; "" when absent. */
const cleaned = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : ""),
  z.string(),
);
/** A text area's text, trimmed, keeping its lines. */
const trimmed = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

const requiredText = (missing: string, max: number, tooLong: string, min = 1, tooShort = missing) =>
  cleaned.pipe(z.string().min(1, missing).min(min, tooShort).max(max, tooLong));

const optionalText = (max: number, tooLong: string, text = cleaned) =>
  text.pipe(z.string().max(max, tooLong)).transform((value) => (value === "" ? undefined : value));

const name = (missing: string) =>
  requiredText(
    missing,
    L.nameMax,
    `El nombre no puede superar los ${L.nameMax} caracteres`,
    L.nameMin,
    "El nombre es demasiado corto",
  );

const uuidChoice = (missing: string) =>
  cleaned.pipe(z.string().min(1, missing).pipe(z.uuid(SELECT_FROM_LIST))).transform((value) => value.toLowerCase());

const countryChoice = cleaned
  .pipe(
    z
      .string()
      .min(1, "Selecciona el país")
      .regex(/^\d{1,9}$/, SELECT_FROM_LIST),
  )
  .transform(Number);

/** A web address; one typed without its scheme ('www.ua.es') is taken as https. */
const website = optionalText(L.websiteMax, `La dirección web no puede superar los ${L.websiteMax} caracteres`).pipe(
  z
    .string()
    .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    }, "Escribe una dirección web válida, por ejemplo https://www.universidad.es")
    .optional(),
);

const universitySubmissionSchema = z.object({
  nombre: name("Escribe el nombre de la universidad"),
  pais: countryChoice,
  ciudad: requiredText("Escribe la ciudad", L.cityMax, `La ciudad no puede superar los ${L.cityMax} caracteres`),
  web: website,
  siglas: optionalText(L.acronymMax, `Las siglas no pueden superar los ${L.acronymMax} caracteres`),
});

const careerSubmissionSchema = z.object({
  universidad: uuidChoice("Selecciona la universidad"),
  nombre: name("Escribe el nombre de la carrera"),
  descripcion: optionalText(
    L.descriptionMax,
    `La descripción no puede superar los ${L.descriptionMax} caracteres`,
    trimmed,
  ),
  duracion: cleaned.pipe(
    z
      .string()
      .regex(/^(\d{1,2})?$/, `La duración va de ${L.durationMin} a ${L.durationMax} años`)
      .transform((value) => (value === "" ? undefined : Number(value)))
      .refine(
        (value) => value === undefined || (value >= L.durationMin && value <= L.durationMax),
        `La duración va de ${L.durationMin} a ${L.durationMax} años`,
      ),
  ),
});

/** An optional subject of the professor's career (the one they teach), chosen from the list. */
const optionalUuidChoice = cleaned
  .pipe(z.union([z.literal(""), z.uuid(SELECT_FROM_LIST)]))
  .transform((value) => (value === "" ? undefined : value.toLowerCase()));

const professorSubmissionSchema = z.object({
  universidad: uuidChoice("Selecciona la universidad"),
  carrera: uuidChoice("Selecciona la carrera"),
  asignatura: optionalUuidChoice,
  nombre: name("Escribe el nombre del profesor"),
  departamento: optionalText(L.departmentMax, `El departamento no puede superar los ${L.departmentMax} caracteres`),
  correo: optionalText(L.emailMax, `El correo no puede superar los ${L.emailMax} caracteres`).pipe(
    z.email("Escribe un correo electrónico válido").optional(),
  ),
});

const COURSE_YEAR_MESSAGE = `El curso va de ${COURSE_YEAR_RANGE.min}.º a ${COURSE_YEAR_RANGE.max}.º`;
const CREDITS_MESSAGE = `Los créditos van de ${String(L.creditsMin).replace(".", ",")} a ${L.creditsMax}, en medios créditos (por ejemplo 6 o 4,5)`;

const subjectSubmissionSchema = z.object({
  carrera: uuidChoice("Selecciona la carrera"),
  nombre: name("Escribe el nombre de la asignatura"),
  curso: cleaned.pipe(
    z
      .string()
      .min(1, "Selecciona el curso")
      .regex(/^\d{1,2}$/, COURSE_YEAR_MESSAGE)
      .transform(Number)
      .refine((year) => year >= COURSE_YEAR_RANGE.min && year <= COURSE_YEAR_RANGE.max, COURSE_YEAR_MESSAGE),
  ),
  semestre: cleaned.pipe(
    z
      .string()
      .min(1, "Selecciona el semestre")
      .transform((value, context) => {
        const term = TERM_CHOICES.find((choice) => choice.id === value);
        if (!term) {
          context.addIssue({ code: "custom", message: SELECT_FROM_LIST });
          return z.NEVER;
        }
        return term.semester;
      }),
  ),
  // Written as Spanish writes it (4,5) or with a point.
  creditos: cleaned.pipe(
    z
      .string()
      .regex(/^(\d{1,2}([.,]5|[.,]0)?)?$/, CREDITS_MESSAGE)
      .transform((value) => (value === "" ? undefined : Number(value.replace(",", "."))))
      .refine(
        (credits) => credits === undefined || (credits >= L.creditsMin && credits <= L.creditsMax),
        CREDITS_MESSAGE,
      ),
  ),
});

type UniversitySubmission = z.infer<typeof universitySubmissionSchema>;
type CareerSubmission = z.infer<typeof careerSubmissionSchema>;
type ProfessorSubmission = z.infer<typeof professorSubmissionSchema>;
type SubjectSubmission = z.infer<typeof subjectSubmissionSchema>;

export type SubmissionInput =
  | { kind: "universidad"; values: UniversitySubmission }
  | { kind: "carrera"; values: CareerSubmission }
  | { kind: "profesor"; values: ProfessorSubmission }
  | { kind: "asignatura"; values: SubjectSubmission };

export const SUBMISSION_SCHEMAS = {
  universidad: universitySubmissionSchema,
  carrera: careerSubmissionSchema,
  profesor: professorSubmissionSchema,
  asignatura: subjectSubmissionSchema,
} satisfies Record<SubmissionKind, z.ZodType>;
