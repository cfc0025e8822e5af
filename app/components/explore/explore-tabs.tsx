import { TabBadge, TabLinks } from "~/components/ui/tab-links";
import { countBadge, exploreHref, type ExploreState } from "~/lib/explore";
import { EXPLORE_TAB_LABELS, EXPLORE_TABS, type ExploreTab } from "~/lib/search-text";

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
          <TabBadge
            active={tab === state.tab}
            shown={countBadge(counts[tab])}
            count={counts[tab]}
            unit={["resultado", "resultados"]}
          />
        ),
      }))}
    />
  );
}
