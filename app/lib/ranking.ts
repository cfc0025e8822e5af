/** The rankings page's tabs and size (SPEC §2 "Rankings", §9). */

/** SPEC §9: the top 20 of each ranking. */
export const RANKING_SIZE = 20;

export const RANKING_TABS = ["universidades", "carreras", "asignaturas", "menos-dificiles", "profesores"] as const;
export type RankingTab = (typeof RANKING_TABS)[number];

/** A professor enters the would-take-again ranking from this many answers: one "yes" alone is not 100 %. */
export const RANKING_MIN_ANSWERS = 3;

export function parseRankingTab(value: FormDataEntryValue | null): RankingTab {
  return RANKING_TABS.find((tab) => tab === value) ?? "universidades";
}

export function rankingHref(tab: RankingTab): string {
  return tab === "universidades" ? "/ranking" : `/ranking?tab=${tab}`;
}
