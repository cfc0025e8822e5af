import clsx from "clsx";
import { Link } from "react-router";
import { countBadge, EXPLORE_TAB_LABELS, EXPLORE_TABS, exploreHref, type ExploreState, type ExploreTab } from "~/lib/explore";

/**
 * The four tabs as links keeping the search and filters (and going back to page 1), each with how
 * many results it has for them ('100+' above 100).
 */
export function ExploreTabs({ state, counts }: { state: ExploreState; counts: Record<ExploreTab, number> | null }) {
  return (
    <nav aria-label="Qué buscar">
      <ul className="grid grid-cols-2 gap-1 border-b border-slate-200 sm:flex sm:gap-1 dark:border-slate-800">
        {EXPLORE_TABS.map((tab) => {
          const active = tab === state.tab;
          return (
            <li key={tab}>
              <Link
                to={exploreHref(state, { tab })}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "-mb-px flex items-center justify-center gap-2 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4",
                  active
                    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100",
                )}
              >
                {EXPLORE_TAB_LABELS[tab]}
                {counts && (
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
                      active ? "bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
                    )}
                  >
                    <span className="sr-only">(</span>
                    {countBadge(counts[tab])}
                    <span className="sr-only"> resultados)</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
