/**
 * Reading submissions (SPEC §7 get_remaining_submissions, §2 /profile): the student's quota for the
 * rolling day, their own requests, and whether what they propose already exists.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FieldErrors } from "~/lib/form-errors";
import { isUuid } from "~/lib/ids";
import type { Option } from "~/lib/options";
import {
  SUBMISSION_WINDOW_HOURS,
  SUBMISSIONS_PER_DAY,
  type SubmissionField,
  type SubmissionKind,
  type SubmissionStatus,
  type SubmissionValues,
} from "~/lib/submission-forms";
import { listUniversityOptionsIn } from "../catalog.server";
import { getDb, type Database } from "../db/client.server";
import { readEachTime, type ShareableRead } from "../http/page-data.server";
import { nameEquals } from "../db/name-search.server";
import { careers, professors, submissions, universities } from "../db/schema";
import { listCareerOptions } from "../home.server";
import type { SubmissionInput } from "./form-schemas.server";

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
 * leaves the window (the moment a new one is allowed). One query on submissions_user_recent_idx.
 */
export async function readQuota(db: Executor, userId: string): Promise<SubmissionQuota> {
  const window = sql.raw(`interval '${SUBMISSION_WINDOW_HOURS} hours'`);
  const { rows } = await db.execute<{ n: number; next: Date | string | null }>(sql`
    SELECT count(*)::int AS n,
      (SELECT s.created_at + ${window} FROM submissions s
        WHERE s.user_id = ${userId} AND s.created_at > now() - ${window}
        ORDER BY s.created_at DESC OFFSET ${SUBMISSIONS_PER_DAY - 1} LIMIT 1) AS next
    FROM submissions WHERE user_id = ${userId} AND created_at > now() - ${window}`);
  const submissionsToday = Number(rows[0]?.n ?? 0);
  const remaining = Math.max(0, SUBMISSIONS_PER_DAY - submissionsToday);
  const next = rows[0]?.next;
  return { canSubmit: remaining > 0, submissionsToday, remaining, nextAvailableAt: remaining > 0 || !next ? null : new Date(next) };
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
export const KIND_OF_TYPE = { university: "universidad", career: "carrera", professor: "profesor" } as const;
/** The public page of each kind of entry (an approved request links to its entry). */
export const ENTITY_PATHS = { university: "/universidad/", career: "/career/", professor: "/profesor/" } as const;

/** How many of their requests /profile lists, newest first. */
export const OWN_SUBMISSIONS_SHOWN = 50;

/** The student's submissions (or the one `id`), newest first, with what each proposed. One query. */
async function selectOwnSubmissions(userId: string, limit: number, id?: string): Promise<OwnSubmission[]> {
  const careerUniversity = sql`(SELECT u.name FROM universities u WHERE u.id = ${submissions.careerUniversityId})`;
  const professorPlace = sql`(SELECT c.name || ' · ' || u.name FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.id = ${submissions.professorCareerId})`;
  const rows = await getDb()
    .select({
      id: submissions.id,
      type: submissions.submissionType,
      status: submissions.status,
      name: sql<string>`coalesce(${submissions.universityName}, ${submissions.careerName}, ${submissions.professorName}, '')`,
      context: sql<string | null>`CASE ${submissions.submissionType} WHEN 'university' THEN ${submissions.universityCity} WHEN 'career' THEN ${careerUniversity} ELSE ${professorPlace} END`,
      createdAt: submissions.createdAt,
      moderatorNote: submissions.moderatorNote,
      resultEntityId: submissions.resultEntityId,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), id ? eq(submissions.id, id) : undefined))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
  return rows.map(({ type, resultEntityId, ...row }) => ({ ...row, kind: KIND_OF_TYPE[type], resultPath: resultEntityId ? `${ENTITY_PATHS[type]}${resultEntityId}` : null }));
}

export function listOwnSubmissions(userId: string): Promise<OwnSubmission[]> {
  return selectOwnSubmissions(userId, OWN_SUBMISSIONS_SHOWN);
}

/** One of the student's submissions (the confirmation after sending), or null. */
export async function getOwnSubmission(id: string, userId: string): Promise<OwnSubmission | null> {
  const [submission] = await selectOwnSubmissions(userId, 1, id);
  return submission ?? null;
}

export interface ExistingEntity {
  kind: SubmissionKind;
  id: string;
  name: string;
}

/**
 * A visible university (anywhere), career (of the same university) or professor (of the same
 * university) with the proposed name, accent- and case-insensitively (case and accents do not
 * make a name new). A professor whose name is
 * not public is never matched: the answer would reveal the name.
 */
export async function findExistingEntity(kind: SubmissionKind, name: string, universityId: string | null): Promise<ExistingEntity | null> {
  const db = getDb();
  if (kind === "universidad") {
    const [row] = await db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(and(eq(universities.isEnabled, true), nameEquals(universities.searchName, name)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  if (!universityId) return null;
  if (kind === "carrera") {
    const [row] = await db
      .select({ id: careers.id, name: careers.name })
      .from(careers)
      .where(and(eq(careers.universityId, universityId), eq(careers.isEnabled, true), nameEquals(careers.searchName, name)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  const [row] = await db
    .select({ id: professors.id, name: professors.name })
    .from(professors)
    .where(and(eq(professors.universityId, universityId), eq(professors.isNamePublic, true), nameEquals(professors.searchName, name)))
    .limit(1);
  return row ? { kind, ...row } : null;
}

/**
 * What the chosen country, university and career must be: existing, shown (enabled), and the
 * career of the chosen university. One query; the fields that fail, with their messages.
 */
export async function referenceProblems(input: SubmissionInput): Promise<FieldErrors<SubmissionField>> {
  const country = input.kind === "universidad" ? input.values.pais : null;
  const universityId = input.kind === "universidad" ? null : input.values.universidad;
  const careerId = input.kind === "profesor" ? input.values.carrera : null;
  const { rows } = await getDb().execute<{ country: boolean; university: boolean; career: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM countries WHERE id = ${country}) AS country,
      EXISTS (SELECT 1 FROM universities WHERE id = ${universityId} AND is_enabled) AS university,
      EXISTS (SELECT 1 FROM careers WHERE id = ${careerId} AND university_id = ${universityId} AND is_enabled) AS career`);
  const found = rows[0]!;
  const problems: FieldErrors<SubmissionField> = {};
  if (country !== null && !found.country) problems.pais = "Selecciona un país de la lista";
  if (universityId !== null && !found.university) problems.universidad = "Selecciona una universidad de la lista";
  if (careerId !== null && !found.career) problems.carrera = "Selecciona una carrera de la universidad elegida";
  return problems;
}

export interface SubmissionFormOptions {
  /** The values with a university not of the country, or a career not of the university, cleared (SPEC §2). */
  values: SubmissionValues;
  universities: Option[];
  careers: Option[];
}

/**
 * The dependent selects' options for the chosen country and university: the universities of the
 * country, the careers of the university. Choosing another country clears the university, and
 * another university the career. Two queries, run together; `share` may share their answers
 * between requests (the same for every reader).
 */
export async function submissionFormOptions(values: SubmissionValues, share: ShareableRead = readEachTime): Promise<SubmissionFormOptions> {
  const countryId = /^\d{1,9}$/.test(values.pais) ? Number(values.pais) : null;
  const universityId = isUuid(values.universidad) ? values.universidad.toLowerCase() : null;
  const [universities, careersOfChoice] = await Promise.all([
    countryId === null ? Promise.resolve([]) : share(`opciones:universidades-del-pais:${countryId}`, () => listUniversityOptionsIn(countryId)),
    universityId === null ? Promise.resolve([]) : share(`opciones:carreras:${universityId}`, () => listCareerOptions(universityId)),
  ]);
  const universidad = universityId && universities.some((option) => option.id === universityId) ? universityId : "";
  const careers = universidad ? careersOfChoice : [];
  const careerId = values.carrera.toLowerCase();
  const carrera = careers.some((option) => option.id === careerId) ? careerId : "";
  return { values: { ...values, universidad, carrera }, universities, careers };
}

/** The country of a university (the submit form starts at the student's own university). */
export async function countryOfUniversity(universityId: string): Promise<number | null> {
  const [row] = await getDb().select({ countryId: universities.countryId }).from(universities).where(eq(universities.id, universityId)).limit(1);
  return row?.countryId ?? null;
}
