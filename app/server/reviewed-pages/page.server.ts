/**
 * A page with reviews (a subject, a professor, a career, a university) as this viewer sees it: what
 * every reader sees, the viewer's marks on its reviews, and what the review form shows them.
 */
import type { RouterContextProvider } from "react-router";

import { academicTermsOf, offeredAcademicYears } from "~/lib/academic-terms";
import type { ReviewListQuery } from "~/lib/review-list";
import type { ReviewMarks } from "~/lib/review-marks";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { decideReviewCreation, type ReviewTargetRef } from "~/server/permissions.server";
import { getOwnReview, type OwnReviewValues, reviewMarksFor, type ReviewPage } from "~/server/reviews/reads.server";
import { countryCodeOf } from "~/server/teaching/reads.server";

/** What the page's review form shows this viewer: the login call, the reason for refusal, or the form. */
export type ReviewFormState =
  | { mode: "visitor" }
  | { mode: "refused"; title?: string; message: string }
  | ({ mode: "create" } & AcademicYearChoice)
  | ({ mode: "edit"; review: OwnReviewValues } & AcademicYearChoice);

/** The academic years the form offers, in the words of the university's country ("Curso 2025-26", "Año académico 2026"). */
export interface AcademicYearChoice {
  academicYearField: string;
  academicYears: { year: number; label: string }[];
}

export type TeachingTargetRef = { kind: "professor" | "subject"; id: string };

/** The years a review of `target` may describe today, and how its country names them (a verdict asks none). */
export async function academicYearChoice(target: ReviewTargetRef): Promise<AcademicYearChoice & { offered: number[] }> {
  if (target.kind === "career" || target.kind === "university")
    return { academicYearField: "", academicYears: [], offered: [] };
  const terms = academicTermsOf(await countryCodeOf({ kind: target.kind, id: target.id }));
  const offered = offeredAcademicYears(new Date(), terms);
  return {
    academicYearField: terms.academicYearField,
    academicYears: offered.map((year) => ({ year, label: terms.academicYearLabel(year) })),
    offered,
  };
}

/** What a reviewed page shows only its reader: their marks on its reviews and their review form. */
export interface ReviewReaderValues {
  reviewMarks: ReviewMarks;
  reviewForm: ReviewFormState;
}

/**
 * A subject's or a professor's page as this viewer sees it: what every reader sees (`read`, a
 * shared read) with the viewer's marks on its reviews and what the review form shows them, apart
 * (the reviewed routes' layer, http/viewer-layers.server.ts). Null when there is no such page.
 */
export async function loadReviewedPage<Page extends { reviews: ReviewPage }>(
  context: Readonly<RouterContextProvider>,
  target: ReviewTargetRef,
  list: ReviewListQuery,
  read: (id: string, list: ReviewListQuery) => Promise<Page | null>,
): Promise<(Page & ReviewReaderValues) | null> {
  const viewer = getViewer(context);
  const [shared, reviewForm] = await Promise.all([read(target.id, list), loadReviewFormState(viewer, target)]);
  if (!shared) return null;
  const reviewMarks = await reviewMarksFor(
    shared.reviews.reviews.map((review) => review.id),
    viewer?.id ?? null,
  );
  return { ...shared, reviewMarks, reviewForm };
}

/** The reader's values of a reviewed page whose list shows `reviewIds`. */
export async function reviewReaderValues(
  viewer: Viewer | null,
  target: ReviewTargetRef,
  reviewIds: readonly string[],
): Promise<ReviewReaderValues> {
  const [reviewMarks, reviewForm] = await Promise.all([
    reviewMarksFor(reviewIds, viewer?.id ?? null),
    loadReviewFormState(viewer, target),
  ]);
  return { reviewMarks, reviewForm };
}

async function loadReviewFormState(viewer: Viewer | null, target: ReviewTargetRef): Promise<ReviewFormState> {
  const decision = await decideReviewCreation(viewer, target);
  if (decision.allowed) {
    const { academicYearField, academicYears } = await academicYearChoice(target);
    return { mode: "create", academicYearField, academicYears };
  }
  if (decision.status === 401) return { mode: "visitor" };
  if (decision.ownReviewId) {
    const [review, { academicYearField, academicYears }] = await Promise.all([
      getOwnReview(decision.ownReviewId, viewer!.id),
      academicYearChoice(target),
    ]);
    if (review) return { mode: "edit", review, academicYearField, academicYears };
  }
  return { mode: "refused", title: decision.title, message: decision.message };
}
