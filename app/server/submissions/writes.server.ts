/**
 * Writing a submission (SPEC §7 "Insert submission", §9: 3 per student per rolling day). The
 * daily limit is enforced in the same transaction as the insert, after locking the student's
 * account row: a student's submissions queue up there, so each one counts every submission
 * committed before it, and ten sent at once give exactly three rows.
 */
import { sql } from "drizzle-orm";

import { SUBMISSION_TYPE_OF } from "~/lib/submission-forms";
import { getDb } from "~/server/db/client.server";
import { submissions } from "~/server/db/schema";
import type { SubmissionInput } from "~/server/submissions/form-schemas.server";
import { readQuota } from "~/server/submissions/reads.server";

export class DailyLimitReached extends Error {
  constructor(readonly nextAvailableAt: Date | null) {
    super("Límite diario de solicitudes alcanzado");
  }
}

/** The submission's columns (SPEC §3 submission) for each kind. */
function columnsOf(input: SubmissionInput) {
  switch (input.kind) {
    case "universidad":
      return {
        universityName: input.values.nombre,
        universityCountryId: input.values.pais,
        universityCity: input.values.ciudad,
        universityWebsite: input.values.web ?? null,
        universityAcronym: input.values.siglas ?? null,
      };
    case "carrera":
      return {
        careerName: input.values.nombre,
        careerUniversityId: input.values.universidad,
        careerDescription: input.values.descripcion ?? null,
        careerDurationYears: input.values.duracion ?? null,
      };
    case "profesor":
      return {
        professorName: input.values.nombre,
        professorCareerId: input.values.carrera,
        professorDepartment: input.values.departamento ?? null,
        professorEmail: input.values.correo ?? null,
        professorSubjectId: input.values.asignatura ?? null,
      };
    case "asignatura":
      return {
        subjectName: input.values.nombre,
        subjectCareerId: input.values.carrera,
        subjectCourseYear: input.values.curso,
        subjectSemester: input.values.semestre,
        subjectCredits: input.values.creditos ?? null,
      };
  }
}

/** The free texts a student typed (not the web address or the professor's institutional e-mail, which are expected). */
export function submissionTexts(input: SubmissionInput): (string | null | undefined)[] {
  switch (input.kind) {
    case "universidad":
      return [input.values.nombre, input.values.ciudad, input.values.siglas];
    case "carrera":
      return [input.values.nombre, input.values.descripcion];
    case "profesor":
      return [input.values.nombre, input.values.departamento];
    case "asignatura":
      return [input.values.nombre];
  }
}

/**
 * Inserts the submission as pending (every request waits for a moderator), with what the screening
 * found for them, or throws DailyLimitReached when the student has used the day's three.
 */
export async function createSubmission(
  userId: string,
  input: SubmissionInput,
  screeningNote: string | null = null,
  forProfile = false,
): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    // NO KEY UPDATE: serializes this student's submissions without blocking their other writes
    // (rows referencing the account take KEY SHARE locks, which this one lets through).
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`);
    const quota = await readQuota(tx, userId);
    if (!quota.canSubmit) throw new DailyLimitReached(quota.nextAvailableAt);
    const [row] = await tx
      .insert(submissions)
      .values({
        userId,
        submissionType: SUBMISSION_TYPE_OF[input.kind],
        status: "pending",
        screeningNote,
        forProfile,
        ...columnsOf(input),
      })
      .returning({ id: submissions.id });
    return row!;
  });
}
