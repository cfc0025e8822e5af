import { Link } from "react-router";
import { formatInteger, formatRelativeDate, truncate } from "~/lib/format";
import type { PostSummary } from "~/server/posts.server";
import { Card } from "./ui/card";
import { ImageWithFallback } from "./ui/image-with-fallback";
import { ListIcon } from "~/components/ui/list-icon";

/** A campus-life post card: the whole card opens /vida-universitaria/post/{id}. */
export function PostCard({ post, showUniversity = false, previewLength = 150 }: { post: PostSummary; showUniversity?: boolean; previewLength?: number }) {
  return (
    <Card as="article" padding="sm" className="relative flex h-full flex-col gap-3 transition-shadow hover:shadow-md">
      {post.imageUrl && <ImageWithFallback src={post.imageUrl} alt="" className="h-40 w-full rounded-xl object-cover" />}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          {post.categoryName ?? "Sin categoría"}
        </span>
        <time dateTime={new Date(post.createdAt).toISOString()} className="text-slate-500 dark:text-slate-400">
          {formatRelativeDate(post.createdAt)}
        </time>
      </div>
      <h3 className="text-base font-semibold leading-snug">
        <Link to={`/vida-universitaria/post/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300">
          {post.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{truncate(post.content, previewLength)}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-sm text-slate-500 dark:text-slate-400">
        <span className="truncate">
          {post.authorName ?? "Anónimo"}
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
