/**
 * A professor added by a student through a subject of their career: published at once, linked to
 * that subject (so listed under the career and reviewable by its students), and never a twin. The
 * same name at the same university, accents and case aside, is the same professor and is linked;
 * a near name is asked about only when the existing name is public, so the question never reveals
 * a name that is not. One transaction locks the student's account row (the day's limit holds under
 * parallel sends) and the university (two students adding the same professor make one).
 */
import { sql } from "drizzle-orm";

import { PROFESSOR_ADDITIONS_PER_DAY } from "~/lib/plan-form";
import { getDb } from "~/server/db/client.server";
import { nameEquals, nameSimilarity } from "~/server/db/name-search.server";
import { professors } from "~/server/db/schema";

/** How alike two names must be to ask whether they are one person. */
const NEAR_SIMILARITY = 0.6;

export class ProfessorDailyLimitReached extends Error {
  constructor() {
    super("Límite diario de profesores añadidos alcanzado");
  }
}

export interface ProfessorAddition {
  professorId: string;
  /** The subject already listed this professor: nothing was written. */
  alreadyTeaches: boolean;
}

/** The closest public name at the university that is near `name` but not the same, or null. */
export async function nearPublicProfessor(universityId: string, name: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ name: professors.name })
    .from(professors)
    .where(
      sql`${professors.universityId} = ${universityId} AND ${professors.isNamePublic} AND NOT ${nameEquals(professors.searchName, name)}
        AND ${nameSimilarity(professors.searchName, name)} >= ${NEAR_SIMILARITY}`,
    )
    .orderBy(sql`${nameSimilarity(professors.searchName, name)} DESC`)
    .limit(1);
  return row?.name ?? null;
}

export async function addSubjectProfessor(
  userId: string,
  subject: { id: string; universityId: string },
  input: { name: string; department: string | null },
): Promise<ProfessorAddition> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`professors:${subject.universityId}`}, 0))`);
    const { rows: same } = await tx.execute<{ id: string; teaches: boolean }>(sql`
      SELECT p.id, EXISTS (SELECT 1 FROM subject_professors sp WHERE sp.subject_id = ${subject.id} AND sp.professor_id = p.id) AS teaches
      FROM professors p WHERE p.university_id = ${subject.universityId} AND p.search_name = f_unaccent(lower(${input.name}))
      ORDER BY p.created_at LIMIT 1`);
    if (same[0]?.teaches) return { professorId: same[0].id, alreadyTeaches: true };
    const { rows: today } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM professors WHERE created_by = ${userId} AND added_by_student AND created_at > now() - interval '24 hours'`,
    );
    let professorId = same[0]?.id;
    if (!professorId) {
      if (Number(today[0]?.n ?? 0) >= PROFESSOR_ADDITIONS_PER_DAY) throw new ProfessorDailyLimitReached();
      const [created] = await tx
        .insert(professors)
        .values({
          name: input.name,
          universityId: subject.universityId,
          department: input.department,
          createdBy: userId,
          addedByStudent: true,
        })
        .returning({ id: professors.id });
      professorId = created!.id;
    }
    await tx.execute(
      sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${subject.id}, ${professorId}) ON CONFLICT DO NOTHING`,
    );
    return { professorId, alreadyTeaches: false };
  });
}
