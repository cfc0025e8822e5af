/**
 * The form posts of an article page: 'Me gusta', 'Guardar' and the comments. The buttons are
 * fetcher forms, so they work in place with JavaScript and as plain form posts without it. The
 * permission module decides first; a visitor is sent to the login page, which brings them back to
 * the article.
 */
import type { RouterContextProvider } from "react-router";

import { ARTICLE_ACTIONS_ANCHOR, ARTICLE_MESSAGES, ARTICLE_RETURN_FIELD, articleHref } from "~/lib/blog";
import type { FormResult } from "~/lib/forms";
import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { addArticleComment, deleteArticleComment } from "~/server/blog/comments.server";
import { type ArticleLikeState, setArticleLike, setArticleSave } from "~/server/blog/interactions.server";
import { type CommentStore, handleCommentForm } from "~/server/comments/actions.server";
import {
  type ArticleInteraction,
  decideArticleCommentOwnership,
  decideArticleInteraction,
  loginRedirectPath,
} from "~/server/permissions.server";
import { answerForm, readForm } from "~/server/request/forms.server";
import { redirectTo } from "~/server/request/redirects.server";

/** Each intent, the interaction it is, and the field that carries the wanted state. */
const INTENTS = {
  "me-gusta": { interaction: "like", field: "liked", notice: "like" },
  guardar: { interaction: "save", field: "saved", notice: "guardar" },
} as const satisfies Record<string, { interaction: ArticleInteraction; field: string; notice: string }>;
type Intent = keyof typeof INTENTS;

/** A like's or a save's new state, for the button that posted it. */
interface ArticleInteractionData {
  like?: ArticleLikeState;
  save?: { saved: boolean };
}

export type ArticleActionResult = FormResult<ArticleInteractionData>;

function answer(result: ArticleActionResult, status = 200) {
  return answerForm(result, status);
}

export async function handleArticleAction(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  const formData = await readForm(request, { multiline: ["comment"] });
  const viewer = getViewer(context);
  const intentValue = formData.get("intent");
  // Every other intent is the comments' (an unknown one is refused there).
  if (typeof intentValue !== "string" || !Object.hasOwn(INTENTS, intentValue))
    return handleArticleComments(request, formData, viewer, slug);
  const intent = intentValue as Intent;
  const { interaction, field, notice } = INTENTS[intent];
  const failed = interaction === "like" ? ARTICLE_MESSAGES.likeFailed : ARTICLE_MESSAGES.saveFailed;

  // `true`/`false` sets the state (a repeated click changes nothing); absent, it flips.
  const wantedValue = formData.get(field);
  if (wantedValue !== null && wantedValue !== "true" && wantedValue !== "false")
    return answer({ intent, ok: false, message: failed }, 400);
  const wanted = wantedValue === null ? undefined : wantedValue === "true";

  const decision = await decideArticleInteraction(viewer, slug, interaction);
  if (!decision.allowed) {
    if (decision.status === 401) return redirectTo(`${loginRedirectPath(request)}&aviso=${notice}`, { status: 303 });
    return answer({ intent, ok: false, message: decision.message }, decision.status);
  }

  let result: ArticleActionResult;
  try {
    if (interaction === "like") {
      const like = await setArticleLike(viewer!.id, decision.postId!, wanted);
      result = {
        intent,
        ok: true,
        message: like.liked ? ARTICLE_MESSAGES.liked : ARTICLE_MESSAGES.unliked,
        data: { like },
      };
    } else {
      const save = await setArticleSave(viewer!.id, decision.postId!, wanted);
      result = {
        intent,
        ok: true,
        message: save.saved ? ARTICLE_MESSAGES.saved : ARTICLE_MESSAGES.unsaved,
        data: { save },
      };
    }
  } catch (error) {
    console.error(failed, slug, error);
    return answer({ intent, ok: false, message: failed }, 500);
  }
  if (formData.has(ARTICLE_RETURN_FIELD))
    return redirectTo(`${articleHref(slug)}#${ARTICLE_ACTIONS_ANCHOR}`, { status: 303 });
  return answer(result);
}

function handleArticleComments(request: Request, formData: FormData, viewer: Viewer | null, slug: string) {
  // A page posted without JavaScript after the session ended goes to the login page and back, as
  // 'Me gusta' does; a fetcher gets the 401 and its message in place.
  if (!viewer && formData.has(RETURN_TO_PAGE_FIELD))
    return redirectTo(`${loginRedirectPath(request)}&aviso=comentar`, { status: 303 });
  return handleCommentForm(formData, viewer, articleCommentStore(slug));
}

function articleCommentStore(slug: string): CommentStore {
  return {
    target: { kind: "article", id: slug },
    decideAccess: (viewer) => decideArticleInteraction(viewer, slug, "comment"),
    decideOwnership: (viewer, commentId) => decideArticleCommentOwnership(viewer, slug, commentId),
    add: (userId, text) => addArticleComment(userId, slug, text),
    remove: (commentId) => deleteArticleComment(slug, commentId),
    // Article comments are never edited, like post comments.
    messages: {
      createFailed: ARTICLE_MESSAGES.commentFailed,
      updateFailed: ARTICLE_MESSAGES.commentFailed,
      deleteFailed: ARTICLE_MESSAGES.deleteCommentFailed,
    },
  };
}
