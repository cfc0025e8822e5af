/**
 * Reading submissions (SPEC §7 get_remaining_submissions, §2 /profile): the student's quota for the
 * rolling day, their own requests, and whether what they propose already exists.
 */
import { and, type AnyColumn, desc, eq, sql } from "drizzle-orm";

import type { FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import type { Option } from "~/lib/options";
import {
  SUBMISSION_WINDOW_HOURS,
  type SubmissionField,
  type SubmissionKind,
  SUBMISSIONS_PER_DAY,
  type SubmissionStatus,
  type SubmissionValues,
} from "~/lib/submission-forms";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { listCareerOptions, listSubjectOptions } from "~/server/catalog/home.server";
import { listUniversityOptionsIn } from "~/server/catalog/reads.server";
import { type Database, getDb } from "~/server/db/client.server";
import { countries, submissions, universities } from "~/server/db/schema";
import type { SubmissionInput } from "~/server/submissions/form-schemas.server";

type Executor = Pick<Database, "execute">;

/** SPEC §3 "rate-limit result". */
export interface SubmissionQuota {
  canSubmit: boolean;
  submissionsToday: number;
  remaining: number;
  /** When the oldest of the day's submissions stops counting; null while one can submit. */
  nextAvailableAt: Date | null;
}

/**
 * The student's submissions of the last 24 hours and, at the limit, when the third newest of them
 * leaves the window (the moment a new one is allowed). A request for the student's own career (at
 * registration, «Mi carrera no aparece»; only the first) is not counted. One query on submissions_user_recent_idx.
 */
export async function readQuota(db: Executor, userId: string): Promise<SubmissionQuota> {
  const window = sql.raw(`interval '${SUBMISSION_WINDOW_HOURS} hours'`);
  // Only the first request for the student's own career is free: more would be requests like any.
  const ownCareerRequest = sql`(SELECT f.id FROM submissions f WHERE f.user_id = ${userId} AND f.for_profile ORDER BY f.created_at LIMIT 1)`;
  const { rows } = await db.execute<{ n: number; next: Date | string | null }>(sql`
    SELECT count(*)::int AS n,
      (SELECT s.created_at + ${window} FROM submissions s
        WHERE s.user_id = ${userId} AND s.created_at > now() - ${window} AND s.id IS DISTINCT FROM ${ownCareerRequest}
        ORDER BY s.created_at DESC OFFSET ${SUBMISSIONS_PER_DAY - 1} LIMIT 1) AS next
    FROM submissions WHERE user_id = ${userId} AND created_at > now() - ${window} AND id IS DISTINCT FROM ${ownCareerRequest}`);
  const submissionsToday = Number(rows[0]?.n ?? 0);
  const remaining = Math.max(0, SUBMISSIONS_PER_DAY - submissionsToday);
  const next = rows[0]?.next;
  return {
    canSubmit: remaining > 0,
    submissionsToday,
    remaining,
    nextAvailableAt: remaining > 0 || !next ? null : new Date(next),
  };
}

export function getRemainingSubmissions(userId: string): Promise<SubmissionQuota> {
  return readQuota(getDb(), userId);
}

export interface OwnSubmission {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  /** The name proposed. */
  name: string;
  /** Where it belongs: the university of a career, the career and university of a professor. */
  context: string | null;
  createdAt: Date;
  /** The moderator's note or reason for a rejection, once reviewed. */
  moderatorNote: string | null;
  /** The page of the university, career or professor an approval created or linked to. */
  resultPath: string | null;
}

/** The form's name of each stored submission type. */
export const KIND_OF_TYPE = {
  university: "universidad",
  career: "carrera",
  professor: "profesor",
  subject: "asignatura",
} as const;
/** The public page of each kind of entry (an approved request links to its entry). */
export const ENTITY_PATHS = {
  university: "/universidad/",
  career: "/career/",
  professor: "/profesor/",
  subject: "/subject/",
} as const;

/** How many of their requests /profile lists, newest first. */
const OWN_SUBMISSIONS_SHOWN = 50;

/** The student's submissions (or the one `id`), newest first, with what each proposed. One query. */
async function selectOwnSubmissions(userId: string, limit: number, id?: string): Promise<OwnSubmission[]> {
  const careerUniversity = sql`(SELECT u.name FROM universities u WHERE u.id = ${submissions.careerUniversityId})`;
  const careerPlace = (careerId: AnyColumn) =>
    sql`(SELECT c.name || ' · ' || u.name FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.id = ${careerId})`;
  const rows = await getDb()
    .select({
      id: submissions.id,
      type: submissions.submissionType,
      status: submissions.status,
      name: sql<string>`coalesce(${submissions.universityName}, ${submissions.careerName}, ${submissions.professorName}, ${submissions.subjectName}, '')`,
      context: sql<
        string | null
      >`CASE ${submissions.submissionType} WHEN 'university' THEN ${submissions.universityCity} WHEN 'career' THEN ${careerUniversity}
        WHEN 'professor' THEN ${careerPlace(submissions.professorCareerId)} ELSE ${careerPlace(submissions.subjectCareerId)} END`,
      createdAt: submissions.createdAt,
      moderatorNote: submissions.moderatorNote,
      resultEntityId: submissions.resultEntityId,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), id ? eq(submissions.id, id) : undefined))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  return rows.map(({ type, resultEntityId, ...row }) => ({
    ...row,
    kind: KIND_OF_TYPE[type],
    resultPath: resultEntityId ? `${ENTITY_PATHS[type]}${resultEntityId}` : null,
  }));
}

/** The latest request of the career a student could not find (their profile's career until a moderator decides), or null. */
export async function findOwnCareerRequest(
  userId: string,
): Promise<{ name: string; status: "pending" | "approved" | "rejected"; moderatorNote: string | null } | null> {
  const [row] = await getDb()
    .select({
      name: sql<string>`coalesce(${submissions.careerName}, '')`,
      status: submissions.status,
      moderatorNote: submissions.moderatorNote,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.forProfile, true)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(1);
  return row ?? null;
}

export function listOwnSubmissions(userId: string): Promise<OwnSubmission[]> {
  return selectOwnSubmissions(userId, OWN_SUBMISSIONS_SHOWN);
}

/** One of the student's submissions (the confirmation after sending), or null. */
export async function getOwnSubmission(id: string, userId: string): Promise<OwnSubmission | null> {
  const [submission] = await selectOwnSubmissions(userId, 1, id);
  return submission ?? null;
}

/**
 * What the chosen country, university and career must be: existing, shown (enabled), and the
 * career of the chosen university. One query; the fields that fail, with their messages.
 */
export async function referenceProblems(input: SubmissionInput): Promise<FieldErrors<SubmissionField>> {
  const country = input.kind === "universidad" ? input.values.pais : null;
  const universityId = input.kind === "carrera" || input.kind === "profesor" ? input.values.universidad : null;
  const careerId = input.kind === "profesor" || input.kind === "asignatura" ? input.values.carrera : null;
  const subjectId = input.kind === "profesor" ? (input.values.asignatura ?? null) : null;
  const { rows } = await getDb().execute<{
    country: boolean;
    university: boolean;
    career: boolean;
    subject: boolean;
  }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM countries WHERE id = ${country}) AS country,
      EXISTS (SELECT 1 FROM universities WHERE id = ${universityId} AND is_enabled) AS university,
      EXISTS (SELECT 1 FROM careers c JOIN universities u ON u.id = c.university_id
        WHERE c.id = ${careerId} AND c.is_enabled AND u.is_enabled AND (${universityId}::uuid IS NULL OR c.university_id = ${universityId})) AS career,
      EXISTS (SELECT 1 FROM subjects WHERE id = ${subjectId} AND career_id = ${careerId}) AS subject`);
  const found = rows[0]!;
  const problems: FieldErrors<SubmissionField> = {};
  if (country !== null && !found.country) problems.pais = "Selecciona un país de la lista";
  if (universityId !== null && !found.university) problems.universidad = "Selecciona una universidad de la lista";
  if (careerId !== null && !found.career)
    problems.carrera = universityId
      ? "Selecciona una carrera de la universidad elegida"
      : "Selecciona una carrera de la lista";
  if (subjectId !== null && !found.subject) problems.asignatura = "Selecciona una asignatura de la carrera elegida";
  return problems;
}

export interface SubmissionFormOptions {
  /** The values with a university not of the country, a career not of the university, or a subject not of the career cleared (SPEC §2). */
  values: SubmissionValues;
  universities: Option[];
  careers: Option[];
  /** The subjects of the chosen career (a professor's request may name the one they teach). */
  subjects: Option[];
}

/**
 * The dependent selects' options for the chosen country, university and career: the universities
 * of the country, the careers of the university, the subjects of the career. Choosing another
 * country clears the university, another university the career, another career the subject. The
 * reads run together.
 */
export async function submissionFormOptions(values: SubmissionValues): Promise<SubmissionFormOptions> {
  const countryId = /^\d{1,9}$/.test(values.pais) ? Number(values.pais) : null;
  const universityId = isUuid(values.universidad) ? values.universidad.toLowerCase() : null;
  const careerId = isUuid(values.carrera) ? values.carrera.toLowerCase() : null;
  const [universities, careersOfChoice, subjectsOfChoice] = await Promise.all([
    countryId === null ? Promise.resolve([]) : listUniversityOptionsIn(countryId),
    universityId === null ? Promise.resolve([]) : listCareerOptions(universityId),
    careerId === null ? Promise.resolve([]) : listSubjectOptions(careerId),
  ]);
  const universidad = universityId && universities.some((option) => option.id === universityId) ? universityId : "";
  const careers = universidad ? careersOfChoice : [];
  const carrera = careerId && careers.some((option) => option.id === careerId) ? careerId : "";
  const subjects = carrera ? subjectsOfChoice : [];
  const subjectId = values.asignatura.toLowerCase();
  const asignatura = subjects.some((option) => option.id === subjectId) ? subjectId : "";
  return { values: { ...values, universidad, carrera, asignatura }, universities, careers, subjects };
}

/** The country of a university (the submit form starts at the student's own university). */
export const countryOfUniversity = sharedRead(
  "submissions.countryOfUniversity",
  async (universityId: string): Promise<{ id: number; code: string } | null> => {
    const [row] = await getDb()
      .select({ id: countries.id, code: countries.code })
      .from(universities)
      .innerJoin(countries, eq(countries.id, universities.countryId))
      .where(eq(universities.id, universityId))
      .limit(1);
    return row ?? null;
  },
);
