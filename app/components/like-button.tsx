import clsx from "clsx";
import { useFetcher } from "react-router";

import { ListIcon } from "~/components/ui/list-icon";
import { useHydrated } from "~/components/use-hydrated";
import { type InteractionResult, RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

/**
 * The like toggle of a review or a post (SPEC §4 "Review like", "Post like toggle"): a fetcher form
 * posting `fields` and `liked` to the page's action, so it is a plain form post without JavaScript.
 * It asks for the state it shows the opposite of, so a double click or a second tab never counts
 * twice; the new state shows at once and falls back to the server's if the post fails. Until
 * JavaScript runs, the post reloads the page: the form then asks the action to bring the student
 * back to what was liked rather than to the top of the page.
 */
export function LikeButton({
  fields,
  liked,
  likesCount,
  className,
}: {
  fields: Record<string, string>;
  liked: boolean;
  likesCount: number;
  className?: string;
}) {
  const fetcher = useFetcher<InteractionResult>();
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
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="liked" value={String(!shownLiked)} />
      {!hydrated && <input type="hidden" name={RETURN_TO_PAGE_FIELD} value="1" />}
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
