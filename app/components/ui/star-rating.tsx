import clsx from "clsx";
import { Star } from "lucide-react";
import { formatRating } from "~/lib/format";

interface StarRatingProps {
  /** 0–5; null when there is no rating yet. */
  value: number | null;
  size?: "sm" | "md" | "lg";
  /** Show the one-decimal number beside the stars. */
  showValue?: boolean;
  /** Text shown instead of stars when there is no rating ('Nuevo', 'N/A'). */
  emptyLabel?: string;
  className?: string;
}

const starSizes = { sm: "size-4", md: "size-5", lg: "size-6" } as const;

/** Read-only 5-star display with partial stars and one decimal (SPEC "Shared UI"). */
export function StarRating({ value, size = "md", showValue = true, emptyLabel = "Nuevo", className }: StarRatingProps) {
  if (value == null) {
    return <span className={clsx("text-sm font-medium text-slate-500 dark:text-slate-400", className)}>{emptyLabel}</span>;
  }
  const label = `${formatRating(value)} de 5 estrellas`;
  return (
    <span className={clsx("inline-flex items-center gap-1.5", className)}>
      <span className="inline-flex" role="img" aria-label={label}>
        {[0, 1, 2, 3, 4].map((index) => {
          const fill = Math.max(0, Math.min(1, value - index));
          return (
            <span key={index} className={clsx("relative inline-block", starSizes[size])}>
              <Star className={clsx("absolute inset-0 text-slate-300 dark:text-slate-600", starSizes[size])} aria-hidden="true" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={clsx("fill-amber-400 text-amber-400", starSizes[size])} aria-hidden="true" />
              </span>
            </span>
          );
        })}
      </span>
      {showValue && (
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {formatRating(value)}
        </span>
      )}
    </span>
  );
}
