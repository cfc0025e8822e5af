/**
 * Where a notice of illegal content about a piece of content is sent (lib/legal-notices.ts):
 * apart from the form's wording, so the link under every review and comment weighs nothing.
 */
import type { ModeratedContentKind } from "~/lib/moderation";

/** The kinds of content, as the notice page's address names them. */
const CONTENT_SLUGS: Record<ModeratedContentKind, string> = {
  review: "resena",
  review_comment: "comentario-de-resena",
  review_reply: "respuesta-del-profesor",
  post: "publicacion",
  post_comment: "comentario-de-publicacion",
  article_comment: "comentario-de-articulo",
};

export function legalNoticeHref(kind: ModeratedContentKind, id: string): string {
  return `/denunciar/${CONTENT_SLUGS[kind]}/${id}`;
}

export function contentKindOfSlug(slug: string | undefined): ModeratedContentKind | null {
  return (Object.keys(CONTENT_SLUGS) as ModeratedContentKind[]).find((kind) => CONTENT_SLUGS[kind] === slug) ?? null;
}

export const LEGAL_NOTICE_LINK_LABEL = "Denunciar contenido ilegal";
