import { formatReviewDate } from "~/components/reviews/review-labels";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { StarRating } from "~/components/ui/star-rating";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { REVIEW_TARGET_PATHS, type ReviewKind } from "~/lib/review-forms";
import type { ReviewSummary } from "~/server/reviews/interactions.server";
import type { ReviewWithTarget } from "~/server/reviews/reads.server";

export function reviewTargetHref(review: Pick<ReviewWithTarget, "reviewType" | "targetId">) {
  return `${REVIEW_TARGET_PATHS[review.reviewType]}${review.targetId}`;
}

/** The name of what was reviewed, as shown everywhere: a professor whose name is not public is 'Profesor Anónimo'. */
export function reviewTargetName(review: Pick<ReviewWithTarget, "reviewType" | "targetName">): string {
  return review.reviewType === "professor" ? (review.targetName ?? ANONYMOUS_PROFESSOR) : (review.targetName ?? "");
}

const SUMMARY_PREFIX: Record<ReviewKind, string> = {
  professor: "Reseña del profesor ",
  subject: "Reseña de la asignatura ",
  career: "Opinión sobre la carrera ",
  university: "Opinión sobre la universidad ",
};

/** The anonymous review a comments or report page is about, with a link to its page. */
export function ReviewSummaryCard({ review }: { review: ReviewSummary }) {
  const created = new Date(review.createdAt);
  return (
    <Card as="article" aria-label="Reseña">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {SUMMARY_PREFIX[review.reviewType]}
        <Link
          to={`${reviewTargetHref(review)}#resenas`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {reviewTargetName(review)}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StarRating value={review.rating} size="sm" />
        <time dateTime={created.toISOString()} className="text-sm text-slate-500 dark:text-slate-400">
          {formatReviewDate(created)}
        </time>
      </div>
      {review.comment && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{review.comment}</p>
      )}
    </Card>
  );
}
