/** Texts, limits and links of the blog shared by its pages, components and server modules (SPEC §2, §8, §9). */
import { POST_MESSAGES } from "~/lib/post-forms";
import { SIGN_IN_NOTICES } from "~/lib/review-interaction-forms";

export const ARTICLE_NOT_FOUND = "Artículo no encontrado";
export const BLOG_LOAD_ERROR = "Error al cargar los artículos";
export const ANONYMOUS_AUTHOR = "Anónimo";
/** Longest search the blog accepts; anything longer is cut (it would match nothing anyway). */
export const BLOG_SEARCH_MAX = 100;
/** Saved articles listed on /profile. */
export const SAVED_ARTICLES_LIMIT = 50;
export const NO_CATEGORY = "Sin categoría";
/** Longest comment on an article: the same rule as post comments (SPEC §2). */
export const ARTICLE_COMMENT_MAX = 1000;

export const ARTICLE_MESSAGES = {
  signIn: { like: SIGN_IN_NOTICES.like, save: SIGN_IN_NOTICES.guardar, comment: SIGN_IN_NOTICES.comentar },
  notFound: ARTICLE_NOT_FOUND,
  likeFailed: "Error al dar/quitar like",
  saveFailed: "Error al guardar el artículo",
  liked: "Te gusta este artículo",
  unliked: "Ya no te gusta este artículo",
  saved: "Artículo guardado en tu perfil",
  unsaved: "Artículo quitado de tus guardados",
  // The same alerts as post comments (SPEC §8 'Posts').
  commentFailed: POST_MESSAGES.commentFailed,
  deleteCommentFailed: POST_MESSAGES.deleteCommentFailed,
} as const;

/**
 * Sent only by the like and save forms when they post as plain pages (no JavaScript yet): the
 * action then answers with a redirect back to the article's buttons instead of a page for the POST.
 */
export const ARTICLE_RETURN_FIELD = "volverAlArticulo";
/** The id of the article's buttons, where a post without JavaScript comes back to. */
export const ARTICLE_ACTIONS_ANCHOR = "acciones";

/** The blog list filtered by category (null: 'Todas') and search, as a URL: filters live in the query string. */
export function blogListHref({ category, search }: { category?: string | null; search?: string }): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (category) params.set("categoria", category);
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export function articleHref(slug: string): string {
  return `/blog/${slug}`;
}
