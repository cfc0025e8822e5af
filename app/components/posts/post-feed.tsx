import type { ReactNode } from "react";

import { PostCard } from "~/components/post-card";
import { Card } from "~/components/ui/card";
import { MessageSquareText } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import type { FeedPage } from "~/server/posts/reads.server";

/** The id of a feed's list: paging links land on it. */
const FEED_ANCHOR = "publicaciones";

interface PostFeedProps {
  feed: FeedPage;
  /** The link to another page of the same feed (filters kept). */
  hrefFor: (page: number) => string;
  label: string;
  showUniversity?: boolean;
  /** What an empty first page says. */
  empty: { title: string; text: string };
  /** Under the empty text (e.g. 'Nueva Publicación'). */
  emptyAction?: ReactNode;
}

/**
 * A campus feed: 50 post cards a page (SPEC §9) and links to the pages around it. Feeds are not
 * counted, so the pager offers the next page only when the query found more posts.
 */
export function PostFeed({ feed, hrefFor, label, showUniversity = false, empty, emptyAction }: PostFeedProps) {
  if (feed.posts.length === 0) {
    return (
      <Card id={FEED_ANCHOR} className="flex scroll-mt-24 flex-col items-center gap-3 py-12 text-center">
        <MessageSquareText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        {feed.page > 1 ? (
          <>
            <p className="font-medium">No hay más publicaciones.</p>
            <Link
              to={`${hrefFor(1)}#${FEED_ANCHOR}`}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Volver a la primera página
            </Link>
          </>
        ) : (
          <>
            <p className="font-medium">{empty.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{empty.text}</p>
            {emptyAction}
          </>
        )}
      </Card>
    );
  }
  return (
    <div id={FEED_ANCHOR} className="scroll-mt-24">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {feed.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} showUniversity={showUniversity} />
          </li>
        ))}
      </ul>
      <Pagination
        page={feed.page}
        pageCount={feed.hasNext ? feed.page + 1 : feed.page}
        anchor={FEED_ANCHOR}
        hrefFor={hrefFor}
        label={`Páginas de ${label.toLowerCase()}`}
      />
    </div>
  );
}
