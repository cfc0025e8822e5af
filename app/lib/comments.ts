/**
 * Comments of every kind of target (reviews, campus posts, and whatever comes next): one shape of
 * comment, one thread component (components/comments/), one server handler
 * (server/comments/actions.server.ts). What differs between kinds is written here, once.
 */
import { ARTICLE_COMMENT_MAX, articleHref } from "~/lib/blog";
import type { ModeratedContentKind } from "~/lib/moderation";
import { POST_COMMENT_MAX, postHref } from "~/lib/post-forms";
import { ANONYMOUS_AUTHOR } from "~/lib/privacy-labels";
import { REVIEW_REPLY_MAX } from "~/lib/review-interaction-forms";

export type CommentTargetKind = "review" | "post" | "article";

/** What a comment thread is about: its kind and the id of the review, post… (an article's slug: its address). */
export interface CommentTarget {
  kind: CommentTargetKind;
  id: string;
}

export interface CommentItem {
  id: string;
  text: string;
  createdAt: Date | string;
  edited: boolean;
  /** The viewer wrote it: only then are edit and delete offered. */
  isOwn: boolean;
  /** The author's name when their profile is public and the kind shows authors; otherwise null. */
  authorName: string | null;
  /** The author's public profile, only with `authorName`. */
  authorId: string | null;
  /** Written by the author of the review or post it answers (without saying who that is). */
  byTargetAuthor: boolean;
}

export interface CommentPage {
  comments: CommentItem[];
  total: number;
  page: number;
  pageCount: number;
}

interface CommentKind {
  /** The page listing the comments, which also receives their forms. */
  href: (targetId: string) => string;
  maxLength: number;
  /** Comments are read oldest first, in pages of this size: a full page stays a light page. */
  pageSize: number;
  /** Review comments can be edited in place; post comments only deleted (SPEC §2). */
  editable: boolean;
  /** Shown for an author without a public name. */
  anonymousAuthor: string;
  /** Said of a comment by the target's author; articles have none (their authors are staff, not students). */
  targetAuthorBadge?: string;
  empty: string;
  placeholder: string;
  submitLabel: string;
  /** Relative dates (Hoy, Ayer, hace N días) like the campus feed, or calendar dates like reviews. */
  dates: "relative" | "calendar";
  /** What a comment of this kind is for moderation and notices of illegal content. */
  contentKind: ModeratedContentKind;
}

export const COMMENT_KINDS: Record<CommentTargetKind, CommentKind> = {
  review: {
    href: (reviewId) => `/resenas/${reviewId}/comentarios`,
    maxLength: REVIEW_REPLY_MAX,
    pageSize: 50,
    editable: true,
    // Reviews and their comments are anonymous (SPEC §1): no name is ever read for them.
    anonymousAuthor: "Estudiante anónimo",
    targetAuthorBadge: "Autor de la reseña",
    empty: "Todavía no hay comentarios. ¡Abre la conversación!",
    placeholder: "Comparte tu opinión con respeto. Los comentarios son anónimos.",
    submitLabel: "Comentar",
    dates: "calendar",
    contentKind: "review_comment",
  },
  post: {
    href: postHref,
    maxLength: POST_COMMENT_MAX,
    // Twice as long as review comments, so half as many a page.
    pageSize: 25,
    editable: false,
    anonymousAuthor: ANONYMOUS_AUTHOR,
    targetAuthorBadge: "Autor de la publicación",
    empty: "No hay comentarios aún. ¡Sé el primero en comentar!",
    placeholder: "Escribe tu comentario con respeto.",
    submitLabel: "Comentar",
    dates: "relative",
    contentKind: "post_comment",
  },
  // SPEC §2 "Blog article": the comments box, with the same rules as post comments.
  article: {
    href: articleHref,
    maxLength: ARTICLE_COMMENT_MAX,
    pageSize: 25,
    editable: false,
    anonymousAuthor: ANONYMOUS_AUTHOR,
    empty: "Sé el primero en comentar este artículo",
    placeholder: "Escribe tu comentario con respeto.",
    submitLabel: "Añadir comentario",
    dates: "relative",
    contentKind: "article_comment",
  },
};

/** The id of a comment's element: a comment posted without JavaScript comes back to it. */
export function commentAnchor(commentId: string): string {
  return `comentario-${commentId}`;
}

/** The id of the comments section of every page that lists comments. */
export const COMMENTS_ANCHOR = "comentarios";
