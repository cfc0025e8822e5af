/**
 * The professor's reply to a review of them: one per review, written by the verified account that
 * manages the professor's profile, screened like every text (a held reply waits for a moderator,
 * and its author is sent the statement of reasons), moderated, hidden, noticed and appealed like
 * a comment (it is moderated content: lib/moderation.ts).
 */
import { sql } from "drizzle-orm";

import { getDb, isUniqueViolation } from "~/server/db/client.server";
import { announceDecision, recordScreening } from "~/server/decisions/statements.server";
import { screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { type ScreenedWrite, STATUS_OF_OUTCOME } from "~/server/screening/screening.server";

/** The review a reply answers, as the permission needs it; null when it is not public. */
export async function findRepliedReview(reviewId: string): Promise<{ professorId: string | null } | null> {
  const { rows } = await getDb().execute<{ professorId: string | null }>(sql`
    SELECT professor_id AS "professorId" FROM reviews WHERE id = ${reviewId} AND moderation_status IN ('published', 'flagged')`);
  return rows[0] ?? null;
}

export class ReplyExists extends Error {}

/** Screens and stores the reply (permission decided). Throws ReplyExists on a second reply to the review. */
export async function addReply(userId: string, reviewId: string, text: string): Promise<ScreenedWrite> {
  const screening = await screenAgainstCatalog(text);
  const status = STATUS_OF_OUTCOME[screening.outcome];
  try {
    const { write, decisionId } = await getDb().transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO review_replies (review_id, user_id, reply, moderation_status, moderation_note)
        VALUES (${reviewId}, ${userId}, ${text}, ${status}, ${screening.note}) RETURNING id`);
      const id = rows[0]!.id;
      return {
        write: { id, status, note: screening.note },
        decisionId: await recordScreening(tx, "review_reply", id, userId, screening),
      };
    });
    announceDecision(decisionId);
    return write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ReplyExists();
    throw error;
  }
}
