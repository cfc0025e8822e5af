import clsx from "clsx";
import { useLocation } from "react-router";

import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

/** How many page numbers are shown around the current one (plus first and last). */
const WINDOW = 5;

/** Page numbers to show, with null for an ellipsis: 1 … 4 5 6 7 8 … 20. */
function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= WINDOW + 2) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = Math.floor(WINDOW / 2);
  const start = Math.max(2, Math.min(page - half, pageCount - WINDOW));
  const end = Math.min(pageCount - 1, start + WINDOW - 1);
  const pages: (number | null)[] = [1];
  if (start > 2) pages.push(null);
  for (let n = start; n <= end; n += 1) pages.push(n);
  if (end < pageCount - 1) pages.push(null);
  pages.push(pageCount);
  return pages;
}

const itemBase =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors";
const linkTone =
  "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const disabledTone = "border border-slate-200 text-slate-400 dark:border-slate-800 dark:text-slate-600";

interface PaginationProps {
  page: number;
  /** The last page. A list that is not counted (a feed) passes the next page, when there is one. */
  pageCount: number;
  label: string;
  /** The list's id: every link lands on it. */
  anchor?: string;
  /** The link to a page; by default this page with `?pagina=N` and the parameters named in `keep`. */
  hrefFor?: (page: number) => string;
  /** Query parameters of this page (a list's filters) kept on every page link by default. */
  keep?: readonly string[];
}

/**
 * Previous, the first page, a window of five pages around the current one, the last page and
 * next, with ellipses between (SPEC §9). Plain links, so paging works without JavaScript, the page
 * number stays in the URL and, with an anchor, every link lands on the list.
 */
export function Pagination({ page, pageCount, label, anchor, hrefFor: pageHref, keep = [] }: PaginationProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hash = anchor ? `#${anchor}` : "";
  const hrefFor = (target: number): string => {
    if (pageHref) return `${pageHref(target)}${hash}`;
    const current = new URLSearchParams(location.search);
    const query = new URLSearchParams();
    for (const name of keep) {
      const value = current.get(name);
      if (value) query.set(name, value);
    }
    if (target > 1) query.set("pagina", String(target));
    return `${location.pathname}${query.size > 0 ? `?${query}` : ""}${hash}`;
  };
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={clsx(itemBase, linkTone)} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Anterior</span>
        </Link>
      ) : (
        <span className={clsx(itemBase, disabledTone)} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Anterior</span>
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, index) =>
          n == null ? (
            <li key={`gap-${index}`} className="px-1 text-slate-500 dark:text-slate-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  className={clsx(itemBase, "bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950")}
                >
                  <span className="sr-only">Página </span>
                  {n}
                </span>
              ) : (
                <Link to={hrefFor(n)} className={clsx(itemBase, linkTone)}>
                  <span className="sr-only">Página </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={clsx(itemBase, linkTone)} rel="next">
          <span className="sr-only sm:not-sr-only">Siguiente</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={clsx(itemBase, disabledTone)} aria-disabled="true">
          <span className="sr-only sm:not-sr-only">Siguiente</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
