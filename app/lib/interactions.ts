/** What likes, comments and reports of every kind share between their forms and their actions. */
import type { FormResult } from "~/lib/forms";

/**
 * Sent only by a like or comment form posted as a plain page (no JavaScript yet): the action then
 * answers with a 303 back to the page at what changed, instead of a page scrolled to the top that
 * would post again on reload. A fetcher's post gets the data to show in place.
 */
export const RETURN_TO_PAGE_FIELD = "volver";

/** A like toggle's state after a write. */
export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/** What a like, comment or report answer adds to the form result: the comment it is about, a like's new state. */
interface InteractionData {
  /** The comment the answer is about (added, edited, deleted), to show it next to that comment. */
  commentId?: string;
  like?: LikeState;
}

/** The answer of a like, comment or report form: shown next to the form that sent it. */
export type InteractionResult = FormResult<InteractionData>;
