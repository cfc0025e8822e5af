/**
 * What a plan's rows are checked against: the subjects the career has. A row with the same name
 * (case and accents aside) is already there; a row whose name is close to one (trigram similarity)
 * is asked about, «¿Es la misma que …?», unless the two differ only in their number (Física I and
 * Física II are two subjects).
 */
import { sql } from "drizzle-orm";

import { foldText } from "~/lib/search-text";
import { getDb } from "~/server/db/client.server";

/** How alike two names must be (pg_trgm similarity of the folded names) to ask whether they are one subject. */
const NEAR_SIMILARITY = 0.55;

export interface ExistingMatch {
  /** The existing subject with the same name, as it is written. */
  same: string | null;
  /** The closest existing subject with a near name, as it is written. */
  near: string | null;
}

/** For each name, the career's subject with the same name or the closest near name. One query. */
export async function matchCareerSubjects(careerId: string, names: readonly string[]): Promise<ExistingMatch[]> {
  if (names.length === 0) return [];
  const { rows } = await getDb().execute<{ position: number; name: string; same: boolean }>(sql`
    SELECT typed.position::int AS position, closest.name, closest.same
    FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) WITH ORDINALITY AS typed(name, position)
    CROSS JOIN LATERAL (
      SELECT s.name, s.search_name = f_unaccent(lower(typed.name)) AS same
      FROM subjects s
      WHERE s.career_id = ${careerId}
        AND (s.search_name = f_unaccent(lower(typed.name)) OR similarity(s.search_name, f_unaccent(lower(typed.name))) >= ${NEAR_SIMILARITY})
      ORDER BY s.search_name = f_unaccent(lower(typed.name)) DESC, similarity(s.search_name, f_unaccent(lower(typed.name))) DESC
      LIMIT 1
    ) AS closest`);
  const matches: ExistingMatch[] = names.map(() => ({ same: null, near: null }));
  for (const row of rows) {
    const index = Number(row.position) - 1;
    if (row.same) matches[index] = { same: row.name, near: null };
    else if (!differByNumberOnly(names[index]!, row.name)) matches[index] = { same: null, near: row.name };
  }
  return matches;
}

/** A course's number or letter at the end of a name (Física I, Cálculo 2, Inglés B1). */
const TRAILING_NUMBER = /\s+(?:[ivx]+|\d+|[a-c]\d?)$/;

/** Whether two names are the same but for the number at their end: two subjects of one sequence. */
function differByNumberOnly(a: string, b: string): boolean {
  const [foldedA, foldedB] = [foldText(a), foldText(b)];
  if (foldedA === foldedB) return false;
  return foldedA.replace(TRAILING_NUMBER, "") === foldedB.replace(TRAILING_NUMBER, "");
}

export interface PlanSubjectRef {
  id: string;
  name: string;
  careerId: string;
  careerName: string;
  universityId: string;
  addedByStudent: boolean;
  addedBy: string | null;
  confirmed: boolean;
}

/** A subject with who added it and whether it is confirmed (its career and university enabled), or null. */
export async function findPlanSubject(subjectId: string): Promise<PlanSubjectRef | null> {
  const { rows } = await getDb().execute<{
    id: string;
    name: string;
    career_id: string;
    career_name: string;
    university_id: string;
    added_by_student: boolean;
    added_by: string | null;
    confirmed: boolean;
  }>(sql`
    SELECT s.id, s.name, s.career_id, c.name AS career_name, c.university_id, s.added_by_student, s.added_by, s.confirmed_at IS NOT NULL AS confirmed
    FROM subjects s JOIN careers c ON c.id = s.career_id AND c.is_enabled JOIN universities u ON u.id = c.university_id AND u.is_enabled
    WHERE s.id = ${subjectId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    careerId: row.career_id,
    careerName: row.career_name,
    universityId: row.university_id,
    addedByStudent: row.added_by_student,
    addedBy: row.added_by,
    confirmed: row.confirmed,
  };
}
