import clsx from "clsx";

import { difficultyLabel } from "~/components/reviews/review-labels";
import { formatRating } from "~/lib/format";

const tones = {
  Fácil: "bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  Media: "bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
  Difícil: "bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300",
} as const;

/** An average difficulty (1–5, one decimal) with its word, or 'N/A' when nobody rated it. */
export function DifficultyValue({ value }: { value: number | null }) {
  if (value == null) return <span className="text-sm font-medium text-slate-500 dark:text-slate-400">N/A</span>;
  const label = difficultyLabel(value);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-lg font-bold tabular-nums">
        {formatRating(value)}
        <span className="text-sm font-medium text-slate-500 dark:text-slate-400">/5</span>
      </span>
      <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[label])}>{label}</span>
    </span>
  );
}
