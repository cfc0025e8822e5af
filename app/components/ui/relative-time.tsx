import { formatRelativeDate } from "~/lib/format";

/**
 * 'Hoy', 'Ayer', 'Hace 3 días'… (SPEC §9), with the exact moment in `datetime`. The words depend
 * on when the page was rendered: a browser hydrating a page rendered a moment earlier (or cached)
 * may count differently, which is not worth a hydration error.
 */
export function RelativeTime({ date, className }: { date: Date | string; className?: string }) {
  const value = new Date(date);
  return (
    <time dateTime={value.toISOString()} className={className} suppressHydrationWarning>
      {formatRelativeDate(value)}
    </time>
  );
}
