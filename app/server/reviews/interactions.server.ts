/**
 * Likes, comments and reports on reviews (SPEC §2 "Reviews", §7). Each write and the review's
 * stored counter change together (a like in one statement, likes.server.ts; the others in one
 * transaction), so `likes_count`, `comments_count` and
 * `reports_count` always equal their rows. Callers decide permission first (permissions.server.ts).
 * Comments are as anonymous as reviews: no query here returns who wrote one, only whether it is
 * the viewer's own and whether it comes from the review's author.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { COMMENT_KINDS, type CommentPage } from "~/lib/comments";
import type { LikeState } from "~/lib/interactions";
import { REVIEW_LIKES, setLike } from "../likes.server";
import { REPORT_MESSAGES, type ReportReason } from "~/lib/review-interaction-forms";
import { getDb, isUniqueViolation } from "../db/client.server";
import { professors, reviewComments, reviewReports, reviews, subjects } from "../db/schema";
import { readPage } from "../pagination.server";
import { reviewWithTargetColumns, viewerLikedSql, viewerReportedSql, viewerWroteSql, withReviewTarget, type ReviewWithTarget } from "./reads.server";

/* ------------------------------------------------------------------ likes */

/** Sets the viewer's like on a review to `wanted` (or flips it when undefined): see likes.server.ts. */
export function setReviewLike(userId: string, reviewId: string, wanted?: boolean): Promise<LikeState> {
  return setLike(REVIEW_LIKES, userId, reviewId, wanted);
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
      .returning({ id: reviewComments.id });
    if (deleted.length === 0) return;
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
