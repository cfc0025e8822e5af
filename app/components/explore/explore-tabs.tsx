import clsx from "clsx";
import { TabLinks } from "~/components/ui/tab-links";
import { countBadge, EXPLORE_TAB_LABELS, EXPLORE_TABS, exploreHref, type ExploreState, type ExploreTab } from "~/lib/explore";

/**
 * The four tabs as links keeping the search and filters (and going back to page 1), each with how
 * many results it has for them ('100+' above 100).
 */
export function ExploreTabs({ state, counts }: { state: ExploreState; counts: Record<ExploreTab, number> }) {
  return (
    <TabLinks
      label="Qué buscar"
      tabs={EXPLORE_TABS.map((tab) => ({
        to: exploreHref(state, { tab }),
        label: EXPLORE_TAB_LABELS[tab],
        active: tab === state.tab,
        badge: (
          <span
            className={clsx(
              "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
              tab === state.tab ? "bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
            )}
          >
            <span className="sr-only">(</span>
            {countBadge(counts[tab])}
            <span className="sr-only"> resultados)</span>
          </span>
        ),
      }))}
    />
  );
}
