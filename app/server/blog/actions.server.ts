/**
 * The form posts of an article page: 'Me gusta' and 'Guardar'. The buttons are fetcher forms, so
 * they work in place with JavaScript and as plain form posts without it. The permission module
 * decides first; a visitor is sent to the login page, which brings them back to the article.
 */
import { data, type RouterContextProvider } from "react-router";
import { ARTICLE_ACTIONS_ANCHOR, ARTICLE_MESSAGES, ARTICLE_RETURN_FIELD, articleHref } from "~/lib/blog";
import { getViewer } from "../auth/session.server";
import { readForm } from "../http/forms.server";
import { redirectTo } from "../http/redirects.server";
import { decideArticleInteraction, loginRedirectPath, type ArticleInteraction } from "../permissions.server";
import { setArticleLike, setArticleSave, type ArticleLikeState } from "./interactions.server";

/** Each intent, the interaction it is, and the field that carries the wanted state. */
const INTENTS = {
  "me-gusta": { interaction: "like", field: "liked", notice: "like" },
  guardar: { interaction: "save", field: "saved", notice: "guardar" },
} as const satisfies Record<string, { interaction: ArticleInteraction; field: string; notice: string }>;
type Intent = keyof typeof INTENTS;

export interface ArticleActionResult {
  intent: Intent | null;
  ok: boolean;
  message: string;
  like?: ArticleLikeState;
  save?: { saved: boolean };
}

function answer(result: ArticleActionResult, status = 200) {
  return data(result, { status });
}

export async function handleArticleAction(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  const formData = await readForm(request);
  const intentValue = formData.get("intent");
  if (typeof intentValue !== "string" || !Object.hasOwn(INTENTS, intentValue)) return answer({ intent: null, ok: false, message: "Acción desconocida" }, 400);
  const intent = intentValue as Intent;
  const { interaction, field, notice } = INTENTS[intent];
  const failed = interaction === "like" ? ARTICLE_MESSAGES.likeFailed : ARTICLE_MESSAGES.saveFailed;

  // `true`/`false` sets the state (a repeated click changes nothing); absent, it flips.
  const wantedValue = formData.get(field);
  if (wantedValue !== null && wantedValue !== "true" && wantedValue !== "false") return answer({ intent, ok: false, message: failed }, 400);
  const wanted = wantedValue === null ? undefined : wantedValue === "true";

  const viewer = getViewer(context);
  const decision = await decideArticleInteraction(viewer, slug, interaction);
  if (!decision.allowed) {
    if (decision.status === 401) return redirectTo(`${loginRedirectPath(request)}&aviso=${notice}`, { status: 303 });
    return answer({ intent, ok: false, message: decision.message }, decision.status);
  }

  let result: ArticleActionResult;
  try {
    if (interaction === "like") {
      const like = await setArticleLike(viewer!.id, decision.postId!, wanted);
      result = { intent, ok: true, message: like.liked ? ARTICLE_MESSAGES.liked : ARTICLE_MESSAGES.unliked, like };
    } else {
      const save = await setArticleSave(viewer!.id, decision.postId!, wanted);
      result = { intent, ok: true, message: save.saved ? ARTICLE_MESSAGES.saved : ARTICLE_MESSAGES.unsaved, save };
    }
  } catch (error) {
    console.error(failed, slug, error);
    return answer({ intent, ok: false, message: failed }, 500);
  }
  if (formData.has(ARTICLE_RETURN_FIELD)) return redirectTo(`${articleHref(slug)}#${ARTICLE_ACTIONS_ANCHOR}`, { status: 303 });
  return answer(result);
}
