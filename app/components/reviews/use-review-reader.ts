import { useRouteLoaderData } from "react-router";

import { NO_REVIEW_MARKS, type ReviewReaderAt } from "~/lib/review-marks";
import type { ReviewReaderValues } from "~/server/reviewed-pages/page.server";

/** The reader's marks and review form of a reviewed page, where the page keeps them (a visitor's when absent). */
export function useReviewReader(at: ReviewReaderAt): ReviewReaderValues {
  let values: unknown = useRouteLoaderData(at.routeId);
  for (const key of at.path) values = (values as Record<string, unknown> | null | undefined)?.[key];
  const found = values as Partial<ReviewReaderValues> | null | undefined;
  return { reviewMarks: found?.reviewMarks ?? NO_REVIEW_MARKS, reviewForm: found?.reviewForm ?? { mode: "visitor" } };
}
