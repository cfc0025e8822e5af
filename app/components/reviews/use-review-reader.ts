import { useRouteLoaderData } from "react-router";

import { NO_REVIEW_MARKS, type ReviewReaderAt } from "~/lib/review-marks";
import { valuesDown } from "~/lib/viewer-layer";
import type { ReviewReaderValues } from "~/server/reviewed-pages/page.server";

/** The reader's marks and review form of a reviewed page, where the page keeps them (a visitor's when absent). */
export function useReviewReader(at: ReviewReaderAt): ReviewReaderValues {
  const found = valuesDown(useRouteLoaderData(at.routeId), at.path) as Partial<ReviewReaderValues> | undefined;
  return { reviewMarks: found?.reviewMarks ?? NO_REVIEW_MARKS, reviewForm: found?.reviewForm ?? { mode: "visitor" } };
}
