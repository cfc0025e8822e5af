/**
 * Students' verdicts on a career or a university (lib/verdicts.ts): a page of the verdicts as every
 * reader sees them (shared between readers). Their stored figures are read with the page's head
 * (catalog/reads.server.ts).
 */
import type { ReviewListQuery } from "~/lib/review-list";
import type { VerdictKind } from "~/lib/verdicts";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { listReviews, type ReviewPage } from "~/server/reviews/reads.server";

/** A page of `pageSize` public verdicts on a career or a university, newest first or as the list asks. */
export const getVerdictPage = sharedRead(
  "reviews.getVerdictPage",
  async (kind: VerdictKind, id: string, list: ReviewListQuery, pageSize: number): Promise<{ reviews: ReviewPage }> => ({
    reviews: await listReviews(kind === "career" ? { careerId: id } : { universityId: id }, list, pageSize),
  }),
);
