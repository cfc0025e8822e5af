/**
 * Students' verdicts on a career or a university (lib/verdicts.ts): the stored figures a page reads
 * with its head, and a page of the verdicts as every reader sees them (shared between readers).
 */
import type { ReviewListQuery } from "~/lib/review-list";
import type { VerdictKind } from "~/lib/verdicts";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { careers, universities } from "~/server/db/schema";
import { listReviews, type ReviewPage } from "~/server/reviews/reads.server";

/** The stored verdict figures of a career's or a university's row, to select with its page's head. */
export function verdictColumnsOf(table: typeof careers | typeof universities) {
  return {
    verdictCount: table.verdictCount,
    verdictAverage: table.verdictAverage,
    verdictRatingCounts: table.verdictRatingCounts,
    verdictCategoryCounts: table.verdictCategoryCounts,
    verdictAgainYes: table.verdictAgainYes,
    verdictAgainAnswers: table.verdictAgainAnswers,
  };
}

/** A page of `pageSize` public verdicts on a career or a university, newest first or as the list asks. */
export const getVerdictPage = sharedRead(
  "reviews.getVerdictPage",
  async (kind: VerdictKind, id: string, list: ReviewListQuery, pageSize: number): Promise<{ reviews: ReviewPage }> => ({
    reviews: await listReviews(kind === "career" ? { careerId: id } : { universityId: id }, list, pageSize),
  }),
);
