import { PostImage } from "~/components/posts/post-image";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { RelativeTime } from "~/components/ui/relative-time";
import { formatInteger, pluralNoun, truncate } from "~/lib/format";
import { POST_PREVIEW_LENGTH, postHref } from "~/lib/post-forms";
import { ANONYMOUS_AUTHOR } from "~/lib/privacy-labels";
import type { PostSummary } from "~/server/posts/reads.server";

/**
 * A campus-life post card: the whole card opens /vida-universitaria/post/{id}. A feed repeats it
 * 50 times, so its parts are styled by component classes (app.css) rather than long class lists.
 */
export function PostCard({ post, showUniversity = false }: { post: PostSummary; showUniversity?: boolean }) {
  return (
    <article className="post-card">
      {post.imageUrl && <PostImage src={post.imageUrl} alt="" className="post-card-image" />}
      <div className="post-card-meta">
        <CategoryBadge name={post.categoryName} />
        <RelativeTime date={post.createdAt} className="post-card-date" />
        {showUniversity && <span className="post-card-university">{post.universityName}</span>}
      </div>
      <h3 className="post-card-title">
        <Link to={postHref(post.id)} className="post-card-link">
          {post.title}
        </Link>
      </h3>
      <p className="post-card-preview">{truncate(post.content, POST_PREVIEW_LENGTH)}</p>
      <div className="post-card-footer">
        <span className="truncate">{post.authorName ?? ANONYMOUS_AUTHOR}</span>
        <span className="post-card-counts">
          {/* The icon stands for the word on screen; a screen reader hears the word instead. */}
          <span className="post-card-count">
            <ListIcon name="heart" className="size-4" /> {formatInteger(post.likesCount)}
            <span className="sr-only"> me gusta</span>
          </span>
          <span className="post-card-count">
            <ListIcon name="message-circle" className="size-4" /> {formatInteger(post.commentsCount)}
            <span className="sr-only">{` ${pluralNoun(post.commentsCount, "comentario", "comentarios")}`}</span>
          </span>
        </span>
      </div>
    </article>
  );
}

/** The post's category, or 'Sin categoría' (SPEC §8). */
export function CategoryBadge({ name }: { name: string | null }) {
  return <span className="post-badge">{name ?? "Sin categoría"}</span>;
}
