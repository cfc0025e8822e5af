/**
 * Writing reviews. The review row, its details row and the stored aggregates it feeds are written
 * in one transaction that first locks the rows of those aggregates — the author's university, then
 * the professor, subject, career or university reviewed (then a subject's career) — so concurrent
 * writes feeding the same aggregate queue up, and each
 * recompute, a statement of its own after the lock, reads every committed row (under READ
 * COMMITTED a statement sees what committed before it started): nothing can drift. Every writer of
 * reviews takes the locks in this order (account deletion too), so they cannot deadlock.
 * Callers decide permission first (permissions.server.ts). Every text goes through the screening
 * (screening/screening.server.ts) first: a held review is stored as pending and counts nowhere.
 */
import { eq } from "drizzle-orm";

import { isPubliclyVisible, type ModerationStatus } from "~/lib/moderation";
import { lockReviewAggregates, refreshReviewAggregates } from "~/server/aggregates.server";
import type { Viewer } from "~/server/auth/session.server";
import { getDb, isUniqueViolation, type Transaction } from "~/server/db/client.server";
import { professorReviewDetails, reviews, subjectReviewDetails } from "~/server/db/schema";
import { announceDecision, recordScreening } from "~/server/decisions/statements.server";
import { REVIEW_MESSAGES, type ReviewTargetRef } from "~/server/permissions.server";
import { tellProfessorOfReview } from "~/server/professors/review-alerts.server";
import type {
  ProfessorReviewInput,
  SubjectReviewInput,
  VerdictReviewInput,
} from "~/server/reviews/form-schemas.server";
import { screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";
import { type ScreeningResult, STATUS_OF_OUTCOME, statusAfterEdit } from "~/server/screening/screening.server";

export type ReviewInput =
  | { kind: "professor"; values: ProfessorReviewInput }
  | { kind: "subject"; values: SubjectReviewInput }
  | { kind: "career"; values: VerdictReviewInput }
  | { kind: "university"; values: VerdictReviewInput };

export class DuplicateReviewError extends Error {}

function reviewColumns(input: ReviewInput) {
  if (input.kind === "career" || input.kind === "university") {
    const { rating, comment, wouldTakeAgain, categoryRatings, studyStage } = input.values;
    return { rating, comment, wouldTakeAgain: wouldTakeAgain ?? null, categoryRatings, studyStage };
  }
  const { values } = input;
  return {
    rating: values.rating,
    academicYear: values.academicYear,
    workloadBand: values.workloadBand ?? null,
    tags: values.tags,
    comment: values.comment ?? null,
    difficultyLevel: values.difficultyLevel ?? null,
    wouldTakeAgain: values.wouldTakeAgain ?? null,
  };
}

async function writeDetails(tx: Transaction, reviewId: string, input: ReviewInput) {
  if (input.kind === "career" || input.kind === "university") return;
  if (input.kind === "professor") {
    const details = {
      attendanceMandatory: input.values.attendanceMandatory,
      tips: input.values.tips ?? null,
      subjectId: input.values.subjectId ?? null,
    };
    await tx
      .insert(professorReviewDetails)
      .values({ reviewId, ...details })
      .onConflictDoUpdate({ target: professorReviewDetails.reviewId, set: details });
  } else {
    const { values } = input;
    const details = {
      attendanceMandatory: values.attendanceMandatory,
      textbookRequired: values.textbookRequired,
      grade: values.grade ?? null,
      gradeMark: values.gradeMark ?? null,
      gradeSitting: values.gradeSitting ?? null,
      professorId: values.professorId ?? null,
    };
    // A grade written as text before the form asked the scale stays until the student gives one on it.
    const replacesText = values.grade ? { gradeReceived: null } : {};
    await tx
      .insert(subjectReviewDetails)
      .values({ reviewId, ...details })
      .onConflictDoUpdate({ target: subjectReviewDetails.reviewId, set: { ...details, ...replacesText } });
  }
}

/** The written texts of a review, as the screening reads them. */
function screenReview(input: ReviewInput): Promise<ScreeningResult> {
  return screenAgainstCatalog([input.values.comment, input.kind === "professor" ? input.values.tips : null]);
}

/** The review written and the moderation state it is in (pending: its author is told why). */
export interface ReviewWrite {
  id: string;
  status: ModerationStatus;
  note: string | null;
}

/** Creates the viewer's review of the target. Throws DuplicateReviewError when one exists. */
export async function createReview(viewer: Viewer, target: ReviewTargetRef, input: ReviewInput): Promise<ReviewWrite> {
  const screening = await screenReview(input);
  try {
    const { write, decisionId } = await getDb().transaction(async (tx) => {
      const locked = await lockReviewAggregates(tx, target, viewer.profile?.universityId);
      const [row] = await tx
        .insert(reviews)
        .values({
          userId: viewer.id,
          reviewType: target.kind,
          professorId: target.kind === "professor" ? target.id : null,
          subjectId: target.kind === "subject" ? target.id : null,
          careerId: target.kind === "career" ? target.id : null,
          universityId: target.kind === "university" ? target.id : null,
          ...reviewColumns(input),
          moderationStatus: STATUS_OF_OUTCOME[screening.outcome],
          moderationNote: screening.note,
        })
        .returning({ id: reviews.id });
      await writeDetails(tx, row!.id, input);
      await refreshReviewAggregates(tx, locked);
      return {
        write: { id: row!.id, status: STATUS_OF_OUTCOME[screening.outcome], note: screening.note },
        decisionId: await recordScreening(tx, "review", row!.id, viewer.id, screening),
      };
    });
    announceDecision(decisionId);
    if (target.kind === "professor" && isPubliclyVisible(write.status)) tellProfessorOfReview(write.id);
    return write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateReviewError(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/**
 * Updates an existing review (ownership already decided) and its details; the new text is screened
 * again. Null when the review is gone (deleted since the permission was decided).
 */
export async function updateReview(
  viewer: Viewer,
  reviewId: string,
  target: ReviewTargetRef,
  input: ReviewInput,
): Promise<ReviewWrite | null> {
  const screening = await screenReview(input);
  const updated = await getDb().transaction(async (tx) => {
    const locked = await lockReviewAggregates(tx, target, viewer.profile?.universityId);
    const [current] = await tx
      .select({ status: reviews.moderationStatus, note: reviews.moderationNote })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!current) return null;
    const moderation = statusAfterEdit(current, screening);
    await tx
      .update(reviews)
      .set({
        ...reviewColumns(input),
        moderationStatus: moderation.status,
        moderationNote: moderation.note,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId));
    await writeDetails(tx, reviewId, input);
    await refreshReviewAggregates(tx, locked);
    return {
      write: { id: reviewId, ...moderation },
      decisionId: await recordScreening(tx, "review", reviewId, viewer.id, screening, {
        previous: current.status,
        next: moderation.status,
      }),
    };
  });
  announceDecision(updated?.decisionId);
  return updated?.write ?? null;
}

/** Deletes a review (ownership already decided); details, likes, comments and reports cascade. */
export async function deleteReview(viewer: Viewer, reviewId: string, target: ReviewTargetRef): Promise<void> {
  await getDb().transaction(async (tx) => {
    const locked = await lockReviewAggregates(tx, target, viewer.profile?.universityId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await refreshReviewAggregates(tx, locked);
  });
}
