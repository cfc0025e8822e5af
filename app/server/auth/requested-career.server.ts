/**
 * The career a student could not find at sign-up («Mi carrera no aparece»), created when they
 * confirm their university address: published at once as «pendiente de confirmar», theirs, with its
 * plan open to build and review the same day. Moderators confirm, rename or merge it afterwards (the
 * queue of student additions). The request written at sign-up is settled by it, so it leaves the
 * moderators' proposals. Waiting for the confirmation keeps addresses nobody owns from adding careers.
 */
import { sql } from "drizzle-orm";

import { foldText } from "~/lib/search-text";
import { getDb } from "~/server/db/client.server";

/** Creates (or finds, if a classmate's made it first) the career the student asked for, and makes it theirs. */
export async function settleRequestedCareer(userId: string): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; name: string; universityId: string }>(sql`
      SELECT s.id, s.career_name AS name, s.career_university_id AS "universityId"
      FROM submissions s JOIN user_profiles p ON p.id = s.user_id AND p.career_id IS NULL AND p.university_id = s.career_university_id
      WHERE s.user_id = ${userId} AND s.for_profile AND s.submission_type = 'career' AND s.status = 'pending'
      ORDER BY s.created_at LIMIT 1 FOR UPDATE OF s`);
    const request = rows[0];
    if (!request) return null;
    // Two students asking for one career at once make one career, not twins.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`careers:${request.universityId}`}, 0))`);
    const { rows: listed } = await tx.execute<{ id: string; name: string }>(
      sql`SELECT id, name FROM careers WHERE university_id = ${request.universityId}`,
    );
    const same = listed.find((career) => foldText(career.name) === foldText(request.name));
    const careerId =
      same?.id ??
      (
        await tx.execute<{ id: string }>(sql`
          INSERT INTO careers (name, university_id, added_by_student, added_by) VALUES (${request.name}, ${request.universityId}, true, ${userId}) RETURNING id`)
      ).rows[0]!.id;
    await tx.execute(sql`UPDATE user_profiles SET career_id = ${careerId}, updated_at = now() WHERE id = ${userId}`);
    await tx.execute(
      sql`UPDATE submissions SET status = 'approved', reviewed_at = now(), result_entity_id = ${careerId} WHERE id = ${request.id}`,
    );
    return careerId;
  });
}
