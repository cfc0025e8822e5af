import clsx from "clsx";
import type { ReactNode } from "react";

import type { IconComponent } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { pluralNoun } from "~/lib/format";

export interface TabLink {
  to: string;
  label: string;
  icon?: IconComponent;
  /** Beside the label (a count). */
  badge?: ReactNode;
  active: boolean;
}

/** On a phone, up to four tabs share one row; five or six take two rows of three. */
const COLUMNS = { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-3", 6: "grid-cols-3" } as const;

const styles = {
  underline: {
    list: "border-b border-slate-200 sm:flex sm:gap-1 dark:border-slate-800",
    link: "-mb-px h-full flex-col justify-start rounded-t-lg border-b-2 px-1 py-2.5 text-xs sm:px-4 sm:py-3 sm:text-sm",
    active: "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300",
    inactive:
      "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100",
  },
  segmented: {
    list: "gap-2 rounded-2xl bg-slate-100 p-1.5 dark:bg-slate-800/70",
    link: "flex-col rounded-xl px-2 py-3 text-sm font-semibold",
    active: "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300",
    inactive: "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900/60",
  },
} as const;

/**
 * Sections of a page as plain links (state in the URL, so they work without JavaScript), the
 * current one marked with aria-current. On a phone they share the width in a grid, icon above
 * the label; the scroll position is kept when switching.
 */
export function TabLinks({
  label,
  tabs,
  variant = "underline",
}: {
  label: string;
  tabs: TabLink[];
  variant?: keyof typeof styles;
}) {
  const style = styles[variant];
  return (
    <nav aria-label={label}>
      <ul className={clsx("grid", COLUMNS[tabs.length as keyof typeof COLUMNS], style.list)}>
        {tabs.map(({ to, label: text, icon: Icon, badge, active }) => (
          <li key={to}>
            <Link
              to={to}
              preventScrollReset
              aria-current={active ? "page" : undefined}
              className={clsx(
                "flex items-center gap-1 text-center font-medium transition-colors sm:flex-row sm:justify-center sm:gap-2",
                style.link,
                active ? style.active : style.inactive,
              )}
            >
              {Icon && <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />}
              {text}
              {badge}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A count beside a tab's label, read as "(12 resultados)" by screen readers. */
/** A tab's count: `shown` on screen ("100+"), and for a screen reader with its unit in the right number. */
export function TabBadge({
  active,
  shown,
  count,
  unit,
}: {
  active: boolean;
  shown: string;
  count: number;
  unit: readonly [singular: string, plural: string];
}) {
  return (
    <span
      className={clsx(
        "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
        active
          ? "bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950"
          : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      <span className="sr-only">(</span>
      {shown}
      <span className="sr-only">{` ${pluralNoun(count, ...unit)})`}</span>
    </span>
  );
}
