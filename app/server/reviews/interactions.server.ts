/**
 * Likes, comments and reports on reviews (SPEC §2 "Reviews", §7). Each write and the review's
 * stored counter change in one transaction, so `likes_count`, `comments_count` and
 * `reports_count` always equal their rows. Callers decide permission first (permissions.server.ts).
 * Comments are as anonymous as reviews: no query here returns who wrote one, only whether it is
 * the viewer's own and whether it comes from the review's author.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { COMMENT_KINDS, type CommentPage } from "~/lib/comments";
import { isPubliclyVisible } from "~/lib/moderation";
import type { LikeState } from "~/lib/interactions";
import { REPORT_MESSAGES, type ReportReason } from "~/lib/review-interaction-forms";
import { getDb, isUniqueViolation } from "../db/client.server";
import { professors, reviewComments, reviewLikes, reviewReports, reviews, subjects } from "../db/schema";
import { readPage } from "../pagination.server";
import { reviewWithTargetColumns, viewerLikedSql, viewerReportedSql, viewerWroteSql, withReviewTarget, type ReviewWithTarget } from "./reads.server";

/* ------------------------------------------------------------------ likes */

/**
 * Sets the viewer's like on a review to `wanted` (or flips it when undefined) and returns the new
 * state. The review row is locked first, so a double click or two tabs queue up: asking for the
 * state that already holds changes nothing, and the counter moves by exactly one per real change.
 */
export async function setReviewLike(userId: string, reviewId: string, wanted?: boolean): Promise<LikeState> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ likesCount: number }>(sql`SELECT likes_count AS "likesCount" FROM reviews WHERE id = ${reviewId} FOR UPDATE`);
    const locked = rows[0];
    if (!locked) throw new Error(`La reseña ${reviewId} no existe`);
    // A separate statement after the lock: under READ COMMITTED it sees the like rows committed by
    // whoever held the lock before (a subquery of the locking statement would use its older snapshot).
    const mine = await tx.select({ one: sql`1` }).from(reviewLikes).where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)));
    const current = { likesCount: locked.likesCount, liked: mine.length > 0 };
    const liked = wanted ?? !current.liked;
    if (liked === current.liked) return { liked, likesCount: current.likesCount };
    if (liked) await tx.insert(reviewLikes).values({ reviewId, userId });
    else await tx.delete(reviewLikes).where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)));
    const [updated] = await tx
      .update(reviews)
      .set({ likesCount: sql`${reviews.likesCount} + ${liked ? 1 : -1}` })
      .where(eq(reviews.id, reviewId))
      .returning({ likesCount: reviews.likesCount });
    return { liked, likesCount: updated!.likesCount };
  });
}

/* ------------------------------------------------------------------ the review a comment page is about */

export interface ReviewSummary extends ReviewWithTarget {
  reportsCount: number;
  isOwn: boolean;
  userHasLiked: boolean;
  userHasReported: boolean;
}

/** The review shown above its comments or report form; callers checked it is visible. */
export async function getReviewSummary(reviewId: string, viewerId: string | null): Promise<ReviewSummary | null> {
  const [row] = await getDb()
    .select({
      ...reviewWithTargetColumns,
      reportsCount: reviews.reportsCount,
      isOwn: viewerWroteSql(viewerId),
      userHasLiked: viewerLikedSql(viewerId),
      userHasReported: viewerReportedSql(viewerId),
    })
    .from(reviews)
    .leftJoin(professors, eq(professors.id, reviews.professorId))
    .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
    .where(eq(reviews.id, reviewId));
  return row ? withReviewTarget(row) : null;
}

/* ------------------------------------------------------------------ comments */

/** One page of a review's comments, oldest first (SPEC §7), with the total; never who wrote them. */
export async function listReviewComments(reviewId: string, viewerId: string | null, page = 1): Promise<CommentPage> {
  const db = getDb();
  const read = await readPage(
    page,
    COMMENT_KINDS.review.pageSize,
    async () => (await db.select({ total: count() }).from(reviewComments).where(eq(reviewComments.reviewId, reviewId)))[0]!.total,
    (limit, offset) =>
      db
        .select({
          id: reviewComments.id,
          text: reviewComments.comment,
          createdAt: reviewComments.createdAt,
          // A minute of grace: fixing a typo right away is not worth an 'editado' mark.
          edited: sql<boolean>`${reviewComments.updatedAt} > ${reviewComments.createdAt} + interval '1 minute'`,
          isOwn: viewerId ? sql<boolean>`coalesce(${reviewComments.userId} = ${viewerId}, false)` : sql<boolean>`false`,
          authorName: sql<null>`NULL`,
          authorId: sql<null>`NULL`,
          byTargetAuthor: sql<boolean>`coalesce(${reviewComments.userId} = ${reviews.userId}, false)`,
        })
        .from(reviewComments)
        .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
        .where(eq(reviewComments.reviewId, reviewId))
        .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id))
        .limit(limit)
        .offset(offset),
  );
  return { comments: read.rows, total: read.total, page: read.page, pageCount: read.pageCount };
}

export async function addReviewComment(userId: string, reviewId: string, comment: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.insert(reviewComments).values({ reviewId, userId, comment }).returning({ id: reviewComments.id });
    await tx
      .update(reviews)
      .set({ commentsCount: sql`${reviews.commentsCount} + 1` })
      .where(eq(reviews.id, reviewId));
    return row!.id;
  });
}

export async function updateReviewComment(commentId: string, comment: string): Promise<void> {
  await getDb().update(reviewComments).set({ comment, updatedAt: new Date() }).where(eq(reviewComments.id, commentId));
}

export async function deleteReviewComment(reviewId: string, commentId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(reviewComments)
      .where(and(eq(reviewComments.id, commentId), eq(reviewComments.reviewId, reviewId)))
      .returning({ status: reviewComments.moderationStatus });
    // Only a public comment is in the count (a comment already gone changes nothing).
    if (!deleted[0] || !isPubliclyVisible(deleted[0].status)) return;
    await tx
      .update(reviews)
      .set({ commentsCount: sql`${reviews.commentsCount} - 1` })
      .where(eq(reviews.id, reviewId));
  });
}

/* ------------------------------------------------------------------ reports */

export class DuplicateReportError extends Error {}

/** Stores a report for the moderators. Throws DuplicateReportError on a second report by the same user. */
export async function reportReview(userId: string, reviewId: string, report: { reason: ReportReason; description?: string }): Promise<void> {
  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(reviewReports).values({ reviewId, userId, reason: report.reason, description: report.description ?? null });
      await tx
        .update(reviews)
        .set({ reportsCount: sql`${reviews.reportsCount} + 1` })
        .where(eq(reviews.id, reviewId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateReportError(REPORT_MESSAGES.duplicate);
    throw error;
  }
}
