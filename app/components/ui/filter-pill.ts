import clsx from "clsx";

/** A filter link shaped as a pill (campus-life categories, blog categories); the active one is filled. */
export function filterPillClass(active: boolean): string {
  return clsx(
    "inline-flex h-9 items-center rounded-full px-4 text-sm font-medium transition-colors",
    active
      ? "bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950"
      : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
  );
}
