import clsx from "clsx";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { LIKE_RETURN_FIELD } from "~/lib/review-interaction-forms";
import type { ReviewActionResult } from "~/server/reviews/actions.server";
import { ListIcon } from "~/components/ui/list-icon";

/**
 * The like toggle (SPEC §4 "Review like"): a fetcher form posting to the page's action, so it is a
 * plain form post without JavaScript. It asks for the state it shows the opposite of, so a double
 * click or a second tab never counts twice; the new state shows at once and falls back to the
 * server's if the post fails. Until JavaScript runs, the post reloads the page: the form then asks
 * the action to bring the student back to this review rather than to the top of the page.
 */
export function LikeButton({ reviewId, liked, likesCount, className }: { reviewId: string; liked: boolean; likesCount: number; className?: string }) {
  const fetcher = useFetcher<ReviewActionResult>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("liked");
  let shownLiked = liked;
  let shownCount = likesCount;
  if (typeof pending === "string" && (pending === "true") !== liked) {
    shownLiked = pending === "true";
    shownCount += shownLiked ? 1 : -1;
  }
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" preventScrollReset className="inline-flex items-center gap-2">
      <input type="hidden" name="intent" value="me-gusta" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      {!hydrated && <input type="hidden" name={LIKE_RETURN_FIELD} value="1" />}
      <button
        type="submit"
        aria-pressed={shownLiked}
        aria-label={`Me gusta (${shownCount})`}
        title={shownLiked ? "Quitar me gusta" : "Me gusta"}
        className={clsx(className, shownLiked && "text-rose-600 dark:text-rose-400")}
      >
        <ListIcon name={shownLiked ? "heart-filled" : "heart"} className="size-4" />
        <span className="tabular-nums">{shownCount}</span>
      </button>
      {failed && (
        <span role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {failed}
        </span>
      )}
    </fetcher.Form>
  );
}
