/** The list of reviews with its likes, comments and reports, loaded apart from the page's first script (eager-lazy.tsx). */
import { eagerLazy } from "~/components/eager-lazy";

export const ReviewsSection = eagerLazy(() =>
  import("~/components/reviews/review-list").then((module) => module.ReviewsSection),
);
