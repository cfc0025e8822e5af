import clsx from "clsx";
import type { ReactNode } from "react";

/** A labelled figure of a subject or professor header (rating, reviews, difficulty). */
export function StatTile({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx(
        "rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40",
        className,
      )}
    >
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
