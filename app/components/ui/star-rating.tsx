import clsx from "clsx";
import type { CSSProperties } from "react";

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

const starSizes = { sm: "star-rating-sm", md: undefined, lg: "star-rating-lg" } as const;

/**
 * Read-only 5-star display with partial stars and one decimal (SPEC "Shared UI"). One element
 * painted by CSS (`.star-rating` in app.css): pages list hundreds of ratings, and five inline SVG
 * stars each made them heavy to render and to send.
 */
export function StarRating({ value, size = "md", showValue = true, emptyLabel = "Nuevo", className }: StarRatingProps) {
  if (value == null) {
    return (
      <span className={clsx("text-sm font-medium text-slate-500 dark:text-slate-400", className)}>{emptyLabel}</span>
    );
  }
  const label = `${formatRating(value)} de 5 estrellas`;
  const stars = (
    <span
      role="img"
      aria-label={label}
      className={clsx("star-rating", starSizes[size])}
      style={{ "--rating": Math.max(0, Math.min(5, value)) } as CSSProperties}
    />
  );
  if (!showValue)
    return className ? <span className={clsx("inline-flex items-center", className)}>{stars}</span> : stars;
  return (
    <span className={clsx("star-rating-with-value", className)}>
      {stars}
      <span className="star-rating-value" aria-hidden="true">
        {formatRating(value)}
      </span>
    </span>
  );
}
