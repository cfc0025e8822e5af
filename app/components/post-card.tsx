import { Link } from "react-router";
import { formatInteger, truncate } from "~/lib/format";
import { POST_PREVIEW_LENGTH, postHref } from "~/lib/post-forms";
import { ANONYMOUS_AUTHOR } from "~/lib/privacy-labels";
import type { PostSummary } from "~/server/posts/reads.server";
import { PostImage } from "./posts/post-image";
import { Card } from "./ui/card";
import { ListIcon } from "./ui/list-icon";
import { RelativeTime } from "./ui/relative-time";

/** A campus-life post card: the whole card opens /vida-universitaria/post/{id}. */
export function PostCard({ post, showUniversity = false }: { post: PostSummary; showUniversity?: boolean }) {
  return (
    <Card as="article" padding="sm" className="relative flex h-full flex-col gap-3 transition-shadow hover:shadow-md">
      {post.imageUrl && <PostImage src={post.imageUrl} alt="" className="h-40 w-full rounded-xl object-cover" />}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <CategoryBadge name={post.categoryName} />
        <RelativeTime date={post.createdAt} className="text-slate-500 dark:text-slate-400" />
      </div>
      <h3 className="break-words text-base font-semibold leading-snug">
        <Link to={postHref(post.id)} className="after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300">
          {post.title}
        </Link>
      </h3>
      <p className="break-words text-sm text-slate-600 dark:text-slate-400">{truncate(post.content, POST_PREVIEW_LENGTH)}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-sm text-slate-500 dark:text-slate-400">
        <span className="truncate">
          {post.authorName ?? ANONYMOUS_AUTHOR}
          {showUniversity && <> · {post.universityName}</>}
        </span>
        <span className="flex shrink-0 items-center gap-3">
          {/* The icon stands for the word on screen; a screen reader hears the word instead. */}
          <span className="inline-flex items-center gap-1">
            <ListIcon name="heart" className="size-4" /> {formatInteger(post.likesCount)}
            <span className="sr-only"> me gusta</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <ListIcon name="message-circle" className="size-4" /> {formatInteger(post.commentsCount)}
            <span className="sr-only">{post.commentsCount === 1 ? " comentario" : " comentarios"}</span>
          </span>
        </span>
      </div>
    </Card>
  );
}

/** The post's category, or 'Sin categoría' (SPEC §8). */
export function CategoryBadge({ name }: { name: string | null }) {
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">{name ?? "Sin categoría"}</span>
  );
}
