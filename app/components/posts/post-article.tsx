import { LikeButton } from "~/components/like-button";
import { CategoryBadge } from "~/components/post-card";
import { PostImage } from "~/components/posts/post-image";
import { FormMessage } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { formatLongDateTime, plural } from "~/lib/format";
import type { InteractionResult } from "~/lib/interactions";
import { lifeTabHref } from "~/lib/post-forms";
import { ANONYMOUS_AUTHOR } from "~/lib/privacy-labels";
import type { PostDetail } from "~/server/posts/reads.server";

const likeClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

interface PostArticleProps {
  post: PostDetail;
  signedIn: boolean;
  /** Where a visitor's like leads: the login, then back to this post. */
  loginHref: string;
  /** The like bar's id: a like posted without JavaScript comes back to it. */
  likeAnchor: string;
  /** A refused like posted without JavaScript. */
  likeResult?: InteractionResult;
}

/**
 * A post (SPEC §2 "Post page"): category, title, author (the public name or 'Anónimo'), the date
 * in full, the image, the text as plain text (never HTML), and the like toggle with its count.
 */
export function PostArticle({ post, signedIn, loginHref, likeAnchor, likeResult }: PostArticleProps) {
  const created = new Date(post.createdAt);
  return (
    <article
      aria-labelledby="post-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <CategoryBadge name={post.categoryName} />
      <h1 id="post-title" className="mt-3 break-words text-2xl font-bold tracking-tight sm:text-3xl">
        {post.title}
      </h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {"Publicado por "}
        {post.authorName && post.authorId ? (
          <Link
            to={`/perfil-publico/${post.authorId}`}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {post.authorName}
          </Link>
        ) : (
          <span className="font-medium text-slate-800 dark:text-slate-200">{ANONYMOUS_AUTHOR}</span>
        )}
        {" en "}
        <Link
          to={lifeTabHref(post.universityId)}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {post.universityName}
        </Link>
        <span aria-hidden="true"> · </span>
        <time dateTime={created.toISOString()}>{formatLongDateTime(created)}</time>
      </p>

      {post.imageUrl && (
        <PostImage
          src={post.imageUrl}
          alt={`Imagen de la publicación «${post.title}»`}
          className="mt-6 max-h-[28rem] w-full rounded-xl object-cover"
        />
      )}

      <p className="mt-6 whitespace-pre-line break-words leading-relaxed text-slate-800 dark:text-slate-200">
        {post.content}
      </p>

      <footer
        id={likeAnchor}
        className="mt-6 flex scroll-mt-24 flex-wrap items-center gap-3 border-t border-slate-100 pt-4 dark:border-slate-800"
      >
        <PostLike post={post} signedIn={signedIn} loginHref={loginHref} />
        <a
          href="#comentarios"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          <ListIcon name="message-circle" className="size-4" />
          {plural(post.commentsCount, "comentario", "comentarios")}
        </a>
      </footer>
      {likeResult && !likeResult.ok && (
        <div className="mt-3">
          <FormMessage tone="error">{likeResult.message}</FormMessage>
        </div>
      )}
    </article>
  );
}

/** The like toggle for other students; the count for the author; the way to the login for a visitor (SPEC §2). */
function PostLike({ post, signedIn, loginHref }: { post: PostDetail; signedIn: boolean; loginHref: string }) {
  const label = `Me gusta (${post.likesCount})`;
  if (!signedIn) {
    return (
      <Link
        to={loginHref}
        rel="nofollow"
        className={likeClass}
        aria-label={label}
        title="Debes iniciar sesión para dar like"
      >
        <ListIcon name="heart" className="size-4" />
        <span className="tabular-nums">{post.likesCount}</span>
      </Link>
    );
  }
  if (post.isOwn) {
    return (
      <span
        className="inline-flex h-10 items-center gap-2 px-1 text-sm font-medium text-slate-700 dark:text-slate-200"
        role="img"
        aria-label={label}
      >
        <ListIcon name="heart" className="size-4" />
        <span className="tabular-nums">{post.likesCount}</span>
      </span>
    );
  }
  return (
    <LikeButton
      fields={{ intent: "me-gusta" }}
      liked={post.userHasLiked}
      likesCount={post.likesCount}
      className={likeClass}
    />
  );
}
