/**
 * Each kind of content (and an account) as a sentence names it, with its grammatical gender, so
 * every message that names one agrees with it: «la reseña… publicada», «el comentario… publicado».
 * Messages about content build on these helpers instead of writing an article or an ending of their own.
 */
import type { ModeratedContentKind } from "~/lib/moderation";

type Gender = "feminine" | "masculine";

/** What a moderation decision can be about: a piece of content or an account. */
export type NamedTarget = ModeratedContentKind | "user";

interface Noun {
  /** The noun alone, as its author says it ("tu comentario"). */
  short: string;
  /** The noun that tells the kinds apart ("un comentario de una publicación"). */
  full: string;
  gender: Gender;
}

const NOUNS: Record<NamedTarget, Noun> = {
  review: { short: "reseña", full: "reseña", gender: "feminine" },
  review_comment: { short: "comentario", full: "comentario de una reseña", gender: "masculine" },
  review_reply: { short: "respuesta", full: "respuesta del profesor a una reseña", gender: "feminine" },
  post: { short: "publicación", full: "publicación", gender: "feminine" },
  post_comment: { short: "comentario", full: "comentario de una publicación", gender: "masculine" },
  article_comment: { short: "comentario", full: "comentario de un artículo", gender: "masculine" },
  user: { short: "cuenta", full: "cuenta", gender: "feminine" },
};

/** The word that agrees with `target`: `agreeing("review", "publicado", "publicada")` → "publicada". */
export function agreeing(target: NamedTarget, masculine: string, feminine: string): string {
  return NOUNS[target].gender === "feminine" ? feminine : masculine;
}

/** The object pronoun that stands for `target` ("la", "lo"). */
export function pronounFor(target: NamedTarget): "la" | "lo" {
  return NOUNS[target].gender === "feminine" ? "la" : "lo";
}

/** "una reseña", "un comentario de una publicación": one of a kind, as a notifier points at it. */
export function aContent(target: NamedTarget): string {
  return `${agreeing(target, "un", "una")} ${NOUNS[target].full}`;
}

/** "tu reseña", "tu comentario de una publicación": the author's own, in a message to the author. */
export function yourContent(target: NamedTarget): string {
  return `tu ${NOUNS[target].full}`;
}

/** "Tu reseña", "Tu comentario": the author's own, where the page already says which. */
export function yourContentShort(target: NamedTarget): string {
  return `Tu ${NOUNS[target].short}`;
}
