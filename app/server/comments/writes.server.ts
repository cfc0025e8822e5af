/**
 * Adding and deleting a comment, for every kind of target: the text is screened, the row and the
 * target's counter are written in one transaction, and only a public comment is in the counter
 * (a held one is counted when a moderator publishes it, and its author is sent the statement of
 * reasons, statements.server.ts). Each kind says where its rows live.
 */
import { isPubliclyVisible, type ModeratedContentKind, type ModerationStatus } from "~/lib/moderation";
import { getDb, type Transaction } from "~/server/db/client.server";
import { announceDecision, recordScreening } from "~/server/decisions/statements.server";
import { screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { type ScreenedWrite, STATUS_OF_OUTCOME } from "~/server/screening/screening.server";

interface CommentRow {
  userId: string;
  text: string;
  moderationStatus: ModerationStatus;
  moderationNote: string | null;
}

/** Where one kind of comment is stored, given how its pages name the target (an id, a slug). */
export interface CommentRows<Target> {
  kind: Exclude<ModeratedContentKind, "review" | "post">;
  /** The id of the row holding the counter; the kinds whose counters move with other writes lock it here. */
  targetOf(tx: Transaction, target: Target): Promise<string>;
  insert(tx: Transaction, targetId: string, row: CommentRow): Promise<string>;
  /** The deleted comment's status; undefined when it was not there (a second click). */
  remove(tx: Transaction, targetId: string, commentId: string): Promise<ModerationStatus | undefined>;
  moveCounter(tx: Transaction, targetId: string, by: 1 | -1): Promise<void>;
}

/** Screens and stores a comment; only a public one moves its target's counter. */
export async function addComment<Target>(
  rows: CommentRows<Target>,
  userId: string,
  target: Target,
  text: string,
): Promise<ScreenedWrite> {
  const screening = await screenAgainstCatalog(text);
  const status = STATUS_OF_OUTCOME[screening.outcome];
  const { write, decisionId } = await getDb().transaction(async (tx) => {
    const targetId = await rows.targetOf(tx, target);
    const id = await rows.insert(tx, targetId, {
      userId,
      text,
      moderationStatus: status,
      moderationNote: screening.note,
    });
    if (isPubliclyVisible(status)) await rows.moveCounter(tx, targetId, 1);
    return {
      write: { id, status, note: screening.note },
      decisionId: await recordScreening(tx, rows.kind, id, userId, screening),
    };
  });
  announceDecision(decisionId);
  return write;
}

/** Deletes a comment of the target; a comment already gone changes nothing. */
export async function deleteComment<Target>(
  rows: CommentRows<Target>,
  target: Target,
  commentId: string,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const targetId = await rows.targetOf(tx, target);
    const status = await rows.remove(tx, targetId, commentId);
    if (status && isPubliclyVisible(status)) await rows.moveCounter(tx, targetId, -1);
  });
}
