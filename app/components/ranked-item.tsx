import clsx from "clsx";
import type { ReactNode } from "react";

import { Link } from "~/components/ui/link";
import { plural } from "~/lib/format";

/** '3 valoraciones', or 'Sin valoraciones aún'. */
export function reviewCountLabel(count: number) {
  return count > 0 ? plural(count, "valoración", "valoraciones") : "Sin valoraciones aún";
}

/** One row of a ranked list (the home's featured lists, the rankings): its position, a link over the whole row, details. */
export function RankedItem({
  rank,
  to,
  title,
  titleHint,
  meta,
  aside,
}: {
  rank: number;
  to: string;
  title: string;
  titleHint?: string;
  meta: ReactNode;
  aside: ReactNode;
}) {
  return (
    <li className="relative flex gap-3 rounded-xl p-3 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/60">
      <span
        className={clsx(
          "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
          rank === 1
            ? "bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300"
            : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
        )}
        aria-hidden="true"
      >
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={to}
          title={titleHint}
          className="font-medium leading-snug after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 dark:hover:text-brand-300"
        >
          {title}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{meta}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {aside}
        </div>
      </div>
    </li>
  );
}
