/**
 * A page with reviews (a subject, a professor, a career, a university) as this viewer sees it: what
 * every reader sees, the viewer's marks on its reviews, and what the review form shows them.
 */
import type { RouterContextProvider } from "react-router";

import { academicTermsOf, offeredAcademicYears } from "~/lib/academic-terms";
import type { ReviewListQuery } from "~/lib/review-list";
import { getViewer } from "~/server/auth/session.server";
import { decideReviewCreation, type ReviewTargetRef } from "~/server/permissions.server";
import {
  getOwnReview,
  type OwnReviewValues,
  type ReviewPage,
  reviewPageForViewer,
} from "~/server/reviews/reads.server";
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

/**
 * A subject's or a professor's page as this viewer sees it: what every reader sees (`read`, a
 * shared read), the viewer's marks on its reviews, and what the review form shows them, together.
 * Null when there is no such page.
 */
export async function loadReviewedPage<Page extends { reviews: ReviewPage }>(
  context: Readonly<RouterContextProvider>,
  target: ReviewTargetRef,
  list: ReviewListQuery,
  read: (id: string, list: ReviewListQuery) => Promise<Page | null>,
): Promise<(Page & { reviewForm: ReviewFormState }) | null> {
  const [shared, reviewForm] = await Promise.all([read(target.id, list), loadReviewFormState(context, target)]);
  if (!shared) return null;
  return { ...shared, reviews: await reviewPageForViewer(shared.reviews, getViewer(context)?.id ?? null), reviewForm };
}

async function loadReviewFormState(
  context: Readonly<RouterContextProvider>,
  target: ReviewTargetRef,
): Promise<ReviewFormState> {
  const viewer = getViewer(context);
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
