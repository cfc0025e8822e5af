import clsx from "clsx";

import { ListIcon } from "~/components/ui/list-icon";
import { ANONYMOUS_AUTHOR } from "~/lib/blog";
import { formatBlogDate } from "~/lib/format";

/** Author ('Anónimo' when missing), date and read time of an article (SPEC §2, §9). */
export function ArticleByline({
  author,
  publishedAt,
  readTimeMinutes,
  dateStyle,
  className,
}: {
  author: { fullName: string } | null;
  publishedAt: Date | null;
  readTimeMinutes: number | null;
  dateStyle: "short" | "long";
  className?: string;
}) {
  return (
    <p
      className={clsx(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <ListIcon name="user-round" className="size-4" />
        <span className="sr-only">Autor: </span>
        {author?.fullName ?? ANONYMOUS_AUTHOR}
      </span>
      {publishedAt && (
        <span className="inline-flex items-center gap-1.5">
          <ListIcon name="calendar-check" className="size-4" />
          <span className="sr-only">Publicado el </span>
          <time dateTime={new Date(publishedAt).toISOString()}>{formatBlogDate(publishedAt, dateStyle)}</time>
        </span>
      )}
      {readTimeMinutes != null && (
        <span className="inline-flex items-center gap-1.5">
          <ListIcon name="book-open" className="size-4" />
          <span className="sr-only">Tiempo de lectura: </span>
          {`${readTimeMinutes} min`}
        </span>
      )}
    </p>
  );
}
