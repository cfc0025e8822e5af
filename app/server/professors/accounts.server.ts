/**
 * A professor account's own page (/profile): the profile it manages with its summary figures and
 * its settings (whether the name is shown, whether to be e-mailed each new review), or the claim
 * it waits on.
 */
import { sql } from "drizzle-orm";

import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";

export interface ProfessorAccount {
  /** The profile the account manages (a claim approved); null until then. */
  managed: {
    id: string;
    name: string;
    isNamePublic: boolean;
    notifyNewReviews: boolean;
    reviewCount: number;
    averageRating: number | null;
    averageDifficulty: number | null;
    wouldTakeAgainYes: number;
    wouldTakeAgainAnswers: number;
    universityName: string;
  } | null;
  /** The claim waiting for a moderator, with the name as the public reads it. */
  pending: { professorId: string; createdAt: Date; emailConfirmed: boolean } | null;
}

export async function readProfessorAccount(userId: string): Promise<ProfessorAccount> {
  const { rows } = await getDb().execute<{
    managed: ProfessorAccount["managed"];
    pending: { professorId: string; createdAt: string; emailConfirmed: boolean } | null;
  }>(sql`
    SELECT
      (SELECT json_build_object('id', p.id, 'name', p.name, 'isNamePublic', p.is_name_public, 'notifyNewReviews', p.notify_new_reviews, 'reviewCount', p.review_count,
          'averageRating', p.average_rating, 'averageDifficulty', p.average_difficulty, 'wouldTakeAgainYes', p.would_take_again_yes,
          'wouldTakeAgainAnswers', p.would_take_again_answers, 'universityName', u.name)
        FROM professors p JOIN universities u ON u.id = p.university_id WHERE p.claimed_by = ${userId}) AS managed,
      (SELECT json_build_object('professorId', c.professor_id, 'createdAt', c.created_at, 'emailConfirmed', (SELECT email_verified FROM "user" WHERE id = c.user_id))
        FROM professor_claims c WHERE c.user_id = ${userId} AND c.status = 'pending') AS pending`);
  const row = rows[0]!;
  return {
    managed: row.managed,
    pending: row.pending ? { ...row.pending, createdAt: new Date(row.pending.createdAt) } : null,
  };
}

/**
 * Saves the managed profile's settings (permission decided: the account manages `professorId`): a
 * change of the name's visibility is the professor's own decision, written to the audit log like a
 * moderator's.
 */
export async function saveProfessorSettings(
  userId: string,
  professorId: string,
  settings: { isNamePublic: boolean; notifyNewReviews: boolean },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ isNamePublic: boolean }>(
      sql`SELECT is_name_public AS "isNamePublic" FROM professors WHERE id = ${professorId} AND claimed_by = ${userId} FOR UPDATE`,
    );
    const current = rows[0];
    if (!current) return;
    await tx.execute(
      sql`UPDATE professors SET is_name_public = ${settings.isNamePublic}, notify_new_reviews = ${settings.notifyNewReviews} WHERE id = ${professorId}`,
    );
    if (current.isNamePublic !== settings.isNamePublic) {
      await writeAudit(tx, {
        actorId: userId,
        action: "professor.name_visibility",
        targetType: "professor",
        targetId: professorId,
        reason: null,
        details: { isNamePublic: settings.isNamePublic },
      });
    }
  });
}
