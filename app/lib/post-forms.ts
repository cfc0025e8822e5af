/**
 * The campus-life forms' limits and texts (SPEC §5 "New post", "Post comment", §8 "Posts", §9) the
 * browser needs too (counters, disabled buttons, the image preview). The server's schemas
 * (posts/form-schemas.server.ts) build on them and stay out of the browser's bundle.
 */

export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MIN = 10;
export const POST_CONTENT_MAX = 5000;
export const POST_COMMENT_MAX = 1000;
/** SPEC §9: post cards preview the first 150 characters. */
export const POST_PREVIEW_LENGTH = 150;
/** Longest image address accepted: above any usual one, short enough for a feed of 50 cards. */
const POST_IMAGE_URL_MAX = 1000;

export const POST_MESSAGES = {
  notAuthenticated: "Usuario no autenticado",
  universityNotFound: "Universidad no encontrada",
  createFailed: "Error al crear la publicación",
  notFound: "Publicación no encontrada",
  loadFailed: "Error al cargar la publicación",
  commentFailed: "Error al publicar el comentario",
  deleteCommentFailed: "Error al eliminar el comentario",
  titleTooShort: `El título debe tener al menos ${POST_TITLE_MIN} caracteres`,
  titleTooLong: `El título no puede superar los ${POST_TITLE_MAX} caracteres`,
  contentTooShort: `El contenido debe tener al menos ${POST_CONTENT_MIN} caracteres`,
  contentTooLong: `El contenido no puede superar los ${POST_CONTENT_MAX} caracteres`,
  imageUrlInvalid: "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
  categoryInvalid: "Elige una categoría de la lista",
} as const;

/** The like bar's id on the post page: a like posted without JavaScript comes back to it. */
export const POST_LIKE_ANCHOR = "me-gusta";

/** Campus Social's 'Descubrir': the most popular posts of this many last days. */
export const DISCOVER_DAYS = 7;

/** The post page, where its likes and comments are posted too. */
export function postHref(postId: string): string {
  return `/vida-universitaria/post/${postId}`;
}

export function newPostHref(universityId: string): string {
  return `/universidad/${universityId}/vida-universitaria/nueva`;
}

/** Where a post of this university is listed: its university's life tab. */
export function lifeTabHref(universityId: string): string {
  return `/universidad/${universityId}?tab=life`;
}

/**
 * Post images are web addresses only: `http://` or `https://`, then a host, and no spaces or
 * backslashes anywhere — never `javascript:`, `data:` or a file of the reader's computer, nor what
 * a browser would read leniently (`https:example.com`, `https:/example.com`, `http:\\host`). The
 * database checks the same rule (posts_image_url_http), written in its own regular-expression
 * syntax; tests/posts.test.ts holds the two to the same answers.
 */
const WEB_IMAGE_URL_PATTERN = /^https?:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/i;
/** The same rule for PostgreSQL (`~*`, case-insensitive): `[:space:]` for `\s`, a bracketed backslash escaped. */
export const WEB_IMAGE_URL_SQL_PATTERN = String.raw`^https?://[^[:space:]/\\?#@]+([/?#][^[:space:]\\]*)?$`;

export function isWebImageUrl(value: string): boolean {
  if (value.length > POST_IMAGE_URL_MAX || !WEB_IMAGE_URL_PATTERN.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}
