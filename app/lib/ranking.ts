/** The rankings page's tabs and size (SPEC §2 "Rankings", §9). */

/** SPEC §9: the top 20 of each ranking. */
export const RANKING_SIZE = 20;

export const RANKING_TABS = ["universidades", "carreras", "asignaturas"] as const;
export type RankingTab = (typeof RANKING_TABS)[number];

export function parseRankingTab(value: FormDataEntryValue | null): RankingTab {
  return RANKING_TABS.find((tab) => tab === value) ?? "universidades";
}

export function rankingHref(tab: RankingTab): string {
  return tab === "universidades" ? "/ranking" : `/ranking?tab=${tab}`;
}
