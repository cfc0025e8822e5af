/**
 * Likes, comments and reports on reviews (SPEC §2 "Reviews", §7). Each write and the review's
 * stored counter change together (a like in one statement, likes.server.ts; the others in one
 * transaction), so `likes_count`, `comments_count` and
 * `reports_count` always equal their rows. Callers decide permission first (permissions.server.ts).
 * Comments are as anonymous as reviews: no query here returns who wrote one, only whether it is
 * the viewer's own and whether it comes from the review's author.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

import { COMMENT_KINDS, type CommentPage } from "~/lib/comments";
import { plural } from "~/lib/format";
import type { LikeState } from "~/lib/interactions";
import { isPubliclyVisible } from "~/lib/moderation";
import type { CommunityRule } from "~/lib/moderation-decisions";
import { REPORT_MESSAGES, type ReportReason } from "~/lib/review-interaction-forms";
import { lockReviewAggregates, reviewAggregateKeys } from "~/server/aggregates.server";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { addComment, type CommentRows, deleteComment } from "~/server/comments/writes.server";
import { readPage } from "~/server/core/pagination.server";
import { getDb, isUniqueViolation, type Transaction } from "~/server/db/client.server";
import { professors, reviewComments, reviewReports, reviews, subjects } from "~/server/db/schema";
import { announceDecision, recordContentDecision, recordScreening } from "~/server/decisions/statements.server";
import { setContentStatusIn } from "~/server/decisions/visibility.server";
import { REVIEW_LIKES, setLike } from "~/server/likes.server";
import { isPublicStatus } from "~/server/public-content.server";
import { type ReviewWithTarget, reviewWithTargetColumns, withReviewTarget } from "~/server/reviews/reads.server";
import { screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { type ScreenedWrite, statusAfterEdit } from "~/server/screening/screening.server";

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

/**
 * The review shown above its comments or report form, as every reader sees it (`markedForViewer`
 * marks it for a signed-in one); callers checked it is visible.
 */
export const getReviewSummary = sharedRead(
  "reviews.getReviewSummary",
  async (reviewId: string): Promise<ReviewSummary | null> => {
    const [row] = await getDb()
      .select({
        ...reviewWithTargetColumns,
        reportsCount: reviews.reportsCount,
        isOwn: sql<boolean>`false`,
        userHasLiked: sql<boolean>`false`,
        userHasReported: sql<boolean>`false`,
      })
      .from(reviews)
      .leftJoin(professors, eq(professors.id, reviews.professorId))
      .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
      .where(eq(reviews.id, reviewId));
    return row ? withReviewTarget(row) : null;
  },
);

/* ------------------------------------------------------------------ comments */

/**
 * One page of a review's public comments, oldest first (SPEC §7), with the total; never who wrote
 * them. As every reader sees it: `commentsMarkedForViewer` marks the viewer's own.
 */
export const listReviewComments = sharedRead(
  "reviews.listReviewComments",
  async (reviewId: string, page: number = 1): Promise<CommentPage> => {
    const db = getDb();
    const read = await readPage(
      page,
      COMMENT_KINDS.review.pageSize,
      // The review's stored counter of its public comments (kept with them, checked by the drift test).
      async () =>
        (await db.select({ total: reviews.commentsCount }).from(reviews).where(eq(reviews.id, reviewId)))[0]?.total ??
        0,
      (limit, offset) =>
        db
          .select({
            id: reviewComments.id,
            text: reviewComments.comment,
            createdAt: reviewComments.createdAt,
            // A minute of grace: fixing a typo right away is not worth an 'editado' mark.
            edited: sql<boolean>`${reviewComments.updatedAt} > ${reviewComments.createdAt} + interval '1 minute'`,
            isOwn: sql<boolean>`false`,
            authorName: sql<null>`NULL`,
            authorId: sql<null>`NULL`,
            byTargetAuthor: sql<boolean>`coalesce(${reviewComments.userId} = ${reviews.userId}, false)`,
          })
          .from(reviewComments)
          .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
          .where(publicCommentOf(reviewId))
          .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id))
          .limit(limit)
          .offset(offset),
    );
    return { comments: read.rows, total: read.total, page: read.page, pageCount: read.pageCount };
  },
);

/** A review's comments page, as its route loads it and the comments dialog fetches it. */
export interface ReviewCommentsPage {
  review: ReviewSummary;
  thread: CommentPage;
  signedIn: boolean;
}

/** A page of comments read for every reader (shared, so copied, never changed) with the viewer's own marked: one query. */
export async function commentsMarkedForViewer(thread: CommentPage, viewerId: string | null): Promise<CommentPage> {
  if (viewerId === null || thread.comments.length === 0) return thread;
  const ids = thread.comments.map((comment) => comment.id);
  const own = await getDb()
    .select({ id: reviewComments.id })
    .from(reviewComments)
    .where(and(inArray(reviewComments.id, ids), eq(reviewComments.userId, viewerId)));
  const ownIds = new Set(own.map((row) => row.id));
  return {
    ...thread,
    comments: thread.comments.map((comment) => (ownIds.has(comment.id) ? { ...comment, isOwn: true } : comment)),
  };
}

function publicCommentOf(reviewId: string) {
  return and(eq(reviewComments.reviewId, reviewId), isPublicStatus(reviewComments.moderationStatus));
}

/** A review's comments: the review's counter moves by one in place, an atomic increment. */
const REVIEW_COMMENTS: CommentRows<string> = {
  kind: "review_comment",
  targetOf: async (_tx, reviewId) => reviewId,
  async insert(tx, reviewId, row) {
    const [inserted] = await tx
      .insert(reviewComments)
      .values({
        reviewId,
        userId: row.userId,
        comment: row.text,
        moderationStatus: row.moderationStatus,
        moderationNote: row.moderationNote,
      })
      .returning({ id: reviewComments.id });
    return inserted!.id;
  },
  async remove(tx, reviewId, commentId) {
    const [deleted] = await tx
      .delete(reviewComments)
      .where(and(eq(reviewComments.id, commentId), eq(reviewComments.reviewId, reviewId)))
      .returning({ status: reviewComments.moderationStatus });
    return deleted?.status;
  },
  async moveCounter(tx, reviewId, by) {
    await tx
      .update(reviews)
      .set({ commentsCount: sql`${reviews.commentsCount} + ${by}` })
      .where(eq(reviews.id, reviewId));
  },
};

/** Screens and stores a comment; only a public one moves the review's counter. */
export function addReviewComment(userId: string, reviewId: string, comment: string): Promise<ScreenedWrite> {
  return addComment(REVIEW_COMMENTS, userId, reviewId, comment);
}

/** Screens the new text again; the state change (and the review's counter) goes through the visibility module. */
/** Null when the comment is gone (deleted, or its review deleted, since the permission was decided). */
export async function updateReviewComment(commentId: string, comment: string): Promise<ScreenedWrite | null> {
  const screening = await screenAgainstCatalog(comment);
  const updated = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: reviewComments.moderationStatus,
        note: reviewComments.moderationNote,
        userId: reviewComments.userId,
      })
      .from(reviewComments)
      .where(eq(reviewComments.id, commentId))
      .for("update");
    if (!current) return null;
    await tx.update(reviewComments).set({ comment, updatedAt: new Date() }).where(eq(reviewComments.id, commentId));
    const moderation = statusAfterEdit(current, screening);
    await setContentStatusIn(tx, "review_comment", commentId, moderation.status, moderation.note);
    return {
      write: { id: commentId, ...moderation },
      decisionId: await recordScreening(tx, "review_comment", commentId, current.userId, screening, {
        previous: current.status,
        next: moderation.status,
      }),
    };
  });
  announceDecision(updated?.decisionId);
  return updated?.write ?? null;
}

export function deleteReviewComment(reviewId: string, commentId: string): Promise<void> {
  return deleteComment(REVIEW_COMMENTS, reviewId, commentId);
}

/* ------------------------------------------------------------------ reports */

export class DuplicateReportError extends Error {}

/**
 * Stores a report for the moderators, in one transaction that also moves the review to the queue:
 * the first report flags it, and reports pending from `hideThreshold` distinct students hide it
 * until a moderator decides. The aggregate rows a hide recomputes are locked first, then
 * the review row, in the order of every review write, so parallel reports queue up there and each
 * one counts the reports committed before it: the review is hidden exactly when the threshold is
 * reached, never twice, never drifting. Throws DuplicateReportError on a second report by the same user.
 */
export async function reportReview(
  userId: string,
  reviewId: string,
  report: { reason: ReportReason; description?: string },
  hideThreshold: number,
): Promise<void> {
  try {
    const decisionId = await getDb().transaction(async (tx) => {
      const review = await reviewAggregateKeys(tx, reviewId);
      if (!review) throw new Error(`La reseña ${reviewId} no existe`);
      await lockReviewAggregates(tx, review.target, review.universityId);
      const [locked] = await tx
        .select({ status: reviews.moderationStatus })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for("update");
      if (!locked) throw new Error(`La reseña ${reviewId} no existe`);
      await tx
        .insert(reviewReports)
        .values({ reviewId, userId, reason: report.reason, description: report.description ?? null });
      await tx
        .update(reviews)
        .set({ reportsCount: sql`${reviews.reportsCount} + 1` })
        .where(eq(reviews.id, reviewId));
      // A statement of its own after the locks: it sees every report committed before them.
      const [{ reporters }] = await tx
        .select({ reporters: count() })
        .from(reviewReports)
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "pending")));
      if (!isPubliclyVisible(locked.status)) return null;
      if (reporters! >= hideThreshold) {
        await setContentStatusIn(tx, "review", reviewId, "hidden", autoHiddenNote(reporters!));
        return recordContentDecision(tx, "review", reviewId, {
          restriction: "hidden",
          rule: await ruleOfReports(tx, reviewId),
          facts: autoHiddenNote(reporters!),
          source: "report",
          decidedBy: null,
        });
      }
      if (locked.status === "published") {
        await setContentStatusIn(
          tx,
          "review",
          reviewId,
          "flagged",
          `Reportada por ${plural(reporters, "estudiante", "estudiantes")}.`,
        );
      }
      return null;
    });
    announceDecision(decisionId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateReportError(REPORT_MESSAGES.duplicate);
    throw error;
  }
}

/** The rule a review hidden by reports breaks, after the reason most of its pending reports give. */
const RULE_OF_REPORT_REASON: Record<ReportReason, CommunityRule> = {
  spam: "publicidad",
  inappropriate: "respeto",
  offensive: "respeto",
  false_information: "experiencia",
  other: "respeto",
};

async function ruleOfReports(tx: Transaction, reviewId: string): Promise<CommunityRule> {
  const [top] = await tx
    .select({ reason: reviewReports.reason })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "pending")))
    .groupBy(reviewReports.reason)
    .orderBy(desc(count()), reviewReports.reason)
    .limit(1);
  return RULE_OF_REPORT_REASON[(top?.reason as ReportReason | undefined) ?? "other"];
}

/** The note of a review the report threshold hid, for its author and the moderators. */
function autoHiddenNote(reporters: number): string {
  return `Oculta automáticamente por reportes de ${plural(reporters, "estudiante", "estudiantes")}, a la espera de que un moderador la revise.`;
}
