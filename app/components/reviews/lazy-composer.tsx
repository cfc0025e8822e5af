/** The review form, the biggest component of the review pages, loaded apart from their first script (eager-lazy.tsx). */
import { eagerLazy } from "~/components/eager-lazy";

export const ReviewComposer = eagerLazy(() =>
  import("~/components/reviews/review-form").then((module) => module.ReviewComposer),
);
