/**
 * Changing the moderation state of one piece of student-written content: a moderator
 * hides or restores it, the report threshold hides a review, a flag is cleared. One transaction
 * locks the row — after the aggregate rows it feeds, in the order every writer of those rows takes,
 * so it can never deadlock with them — writes the state and the note, and, when the row enters or
 * leaves public view, brings every stored value computed from public rows back in step:
 * - a review: its professor or subject rating and count, the subject's career totals and the
 *   author's university totals (recomputed from the public rows, aggregates.server.ts);
 * - a review comment: `reviews.comments_count`;
 * - a post comment: the post's `comments_count` (its popularity_score follows, a generated column);
 * - an article comment: `blog_posts.comments_count`;
 * - a post: `is_published`, which the feeds' partial indexes filter on.
 * Callers decide permission first (permissions.server.ts) and write the audit log.
 */
import { sql } from "drizzle-orm";

import { isPubliclyVisible, type ModeratedContentKind, type ModerationStatus } from "~/lib/moderation";
import { lockReviewAggregates, refreshReviewAggregates, reviewAggregateKeys } from "~/server/aggregates.server";
import { getDb, type Transaction } from "~/server/db/client.server";

export interface StatusChange {
  previous: ModerationStatus;
}

/**
 * Sets the moderation state and note of one row in its own transaction; null when the row does not
 * exist. See `setContentStatusIn` to do it inside a transaction that writes more (an audit row, a report).
 */
export function setContentStatus(
  kind: ModeratedContentKind,
  id: string,
  status: ModerationStatus,
  note: string | null,
): Promise<StatusChange | null> {
  return getDb().transaction((tx) => setContentStatusIn(tx, kind, id, status, note));
}

/** `setContentStatus` inside the caller's transaction. */
export function setContentStatusIn(
  tx: Transaction,
  kind: ModeratedContentKind,
  id: string,
  status: ModerationStatus,
  note: string | null,
): Promise<StatusChange | null> {
  return STATUS_WRITERS[kind](tx, { id, status, note });
}

interface Change {
  id: string;
  status: ModerationStatus;
  note: string | null;
}

/** +1 when the row enters public view, −1 when it leaves it, 0 when its visibility stays. */
function visibilityDelta(previous: ModerationStatus, next: ModerationStatus): -1 | 0 | 1 {
  const was = isPubliclyVisible(previous);
  const is = isPubliclyVisible(next);
  return was === is ? 0 : is ? 1 : -1;
}

const STATUS_WRITERS: Record<ModeratedContentKind, (tx: Transaction, change: Change) => Promise<StatusChange | null>> =
  {
    review: setReviewStatus,
    post: setPostStatus,
    review_comment: (tx, change) => setCommentStatus(tx, change, COMMENT_TABLES.review_comment),
    review_reply: setReplyStatus,
    post_comment: (tx, change) => setCommentStatus(tx, change, COMMENT_TABLES.post_comment),
    article_comment: (tx, change) => setCommentStatus(tx, change, COMMENT_TABLES.article_comment),
  };

interface CommentTable {
  comments: string;
  parentKey: string;
  parents: string;
  /**
   * Whether the parent row is locked before the comment row: the order the kind's own comment
   * writes take (a post and an article are locked first, posts/writes.server.ts and
   * blog/comments.server.ts; a review comment's writes touch the comment, then the review's counter).
   */
  lockParentFirst: boolean;
}

/** The comment tables and the counter their public rows feed (constants: used as identifiers). */
const COMMENT_TABLES = {
  review_comment: { comments: "review_comments", parentKey: "review_id", parents: "reviews", lockParentFirst: false },
  post_comment: {
    comments: "university_life_comments",
    parentKey: "post_id",
    parents: "university_life_posts",
    lockParentFirst: true,
  },
  article_comment: {
    comments: "blog_post_comments",
    parentKey: "post_id",
    parents: "blog_posts",
    lockParentFirst: true,
  },
} as const satisfies Record<string, CommentTable>;

/**
 * A review: the aggregate rows it feeds are locked before the review row (university → professor
 * or subject → career, as in reviews/writes.server.ts). A review's target never changes and a
 * profile's university cannot, so what the first read finds is what gets locked.
 */
async function setReviewStatus(tx: Transaction, change: Change): Promise<StatusChange | null> {
  const review = await reviewAggregateKeys(tx, change.id);
  if (!review) return null;
  const locked = await lockReviewAggregates(tx, review.target, review.universityId);
  const { rows } = await tx.execute<{ status: ModerationStatus }>(
    sql`SELECT moderation_status AS "status" FROM reviews WHERE id = ${change.id} FOR UPDATE`,
  );
  const previous = rows[0]?.status;
  // Deleted by its author while the locks were being taken.
  if (!previous) return null;
  await tx.execute(
    sql`UPDATE reviews SET moderation_status = ${change.status}, moderation_note = ${change.note} WHERE id = ${change.id}`,
  );
  if (visibilityDelta(previous, change.status) !== 0) await refreshReviewAggregates(tx, locked);
  return { previous };
}

/** A post: nothing else counts posts; `is_published` follows the state (a CHECK keeps them equal). */
async function setPostStatus(tx: Transaction, change: Change): Promise<StatusChange | null> {
  const { rows } = await tx.execute<{ status: ModerationStatus }>(
    sql`SELECT moderation_status AS "status" FROM university_life_posts WHERE id = ${change.id} FOR UPDATE`,
  );
  const previous = rows[0]?.status;
  if (!previous) return null;
  await tx.execute(sql`
    UPDATE university_life_posts SET moderation_status = ${change.status}, moderation_note = ${change.note},
      is_published = ${isPubliclyVisible(change.status)}
    WHERE id = ${change.id}`);
  return { previous };
}

/** A professor's reply: nothing counts replies. */
async function setReplyStatus(tx: Transaction, change: Change): Promise<StatusChange | null> {
  const { rows } = await tx.execute<{ status: ModerationStatus }>(
    sql`SELECT moderation_status AS "status" FROM review_replies WHERE id = ${change.id} FOR UPDATE`,
  );
  const previous = rows[0]?.status;
  if (!previous) return null;
  await tx.execute(
    sql`UPDATE review_replies SET moderation_status = ${change.status}, moderation_note = ${change.note} WHERE id = ${change.id}`,
  );
  return { previous };
}

/** A comment of any kind: lock (its parent, then) the comment, write its state, move the parent's counter. */
async function setCommentStatus(tx: Transaction, change: Change, table: CommentTable): Promise<StatusChange | null> {
  const comments = sql.raw(table.comments);
  const parents = sql.raw(table.parents);
  const parentKey = sql.raw(table.parentKey);
  if (table.lockParentFirst) {
    await tx.execute(
      sql`SELECT id FROM ${parents} WHERE id = (SELECT ${parentKey} FROM ${comments} WHERE id = ${change.id}) FOR UPDATE`,
    );
  }
  const { rows } = await tx.execute<{ parentId: string; status: ModerationStatus }>(
    sql`SELECT ${parentKey} AS "parentId", moderation_status AS "status" FROM ${comments} WHERE id = ${change.id} FOR UPDATE`,
  );
  const comment = rows[0];
  if (!comment) return null;
  await tx.execute(
    sql`UPDATE ${comments} SET moderation_status = ${change.status}, moderation_note = ${change.note} WHERE id = ${change.id}`,
  );
  const delta = visibilityDelta(comment.status, change.status);
  if (delta !== 0)
    await tx.execute(
      sql`UPDATE ${parents} SET comments_count = comments_count + ${delta} WHERE id = ${comment.parentId}`,
    );
  return { previous: comment.status };
}
