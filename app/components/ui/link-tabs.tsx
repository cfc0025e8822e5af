import clsx from "clsx";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export interface LinkTab {
  id: string;
  label: string;
  icon: LucideIcon;
  href: string;
}

/**
 * Sections of a page as plain links (`?tab=...`), so they work without JavaScript and can be
 * shared; the active one carries aria-current. Scroll position is kept when switching. On a phone
 * the tabs share the width equally, with the icon above the label.
 */
export function LinkTabs({ label, tabs, active }: { label: string; tabs: LinkTab[]; active: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid auto-cols-fr grid-flow-col border-b border-slate-200 sm:flex sm:gap-1 dark:border-slate-800">
        {tabs.map(({ id, label: tabLabel, icon: Icon, href }) => {
          const isActive = id === active;
          return (
            <li key={id}>
              <Link
                to={href}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={clsx(
                  "-mb-px flex h-full flex-col items-center justify-start gap-1 rounded-t-lg border-b-2 px-1 py-2.5 text-center text-xs font-medium transition-colors sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-sm",
                  isActive
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100",
                )}
              >
                <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
                {tabLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
