/** What likes, comments and reports of every kind share between their forms and their actions. */
import type { FieldErrors } from "~/lib/form-errors";

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

/** The answer of a like, comment or report form: shown next to the form that sent it. */
export interface InteractionResult {
  intent: string | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors<string>;
  /** The comment the answer is about (edit and delete), to show it next to that comment. */
  commentId?: string;
  /** Stored but not published (held by the screening or hidden by a moderator): the message says why. */
  held?: boolean;
  /** What was typed, kept after a refusal. */
  value?: string;
  /** Like answers: the new state. */
  like?: LikeState;
}
