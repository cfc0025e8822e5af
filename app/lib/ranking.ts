/** The rankings page's tabs and size (SPEC §2 "Rankings", §9). */

/** SPEC §9: the top 20 of each ranking. */
export const RANKING_SIZE = 20;

export const RANKING_TABS = [
  "universidades",
  "carreras",
  "opinion-universidades",
  "opinion-carreras",
  "asignaturas",
  "menos-dificiles",
  "profesores",
] as const;
export type RankingTab = (typeof RANKING_TABS)[number];

/** A professor enters the would-take-again ranking from this many answers: one "yes" alone is not 100 %. */
export const RANKING_MIN_ANSWERS = 3;

export function parseRankingTab(value: FormDataEntryValue | null): RankingTab {
  return RANKING_TABS.find((tab) => tab === value) ?? "universidades";
}

/** The tabs of students' verdicts, and what they rank. */
export const VERDICT_RANKINGS = { "opinion-carreras": "career", "opinion-universidades": "university" } as const;
export type VerdictRankingTab = keyof typeof VERDICT_RANKINGS;

export function isVerdictRanking(tab: RankingTab): tab is VerdictRankingTab {
  return Object.hasOwn(VERDICT_RANKINGS, tab);
}

/** The query parameter of a verdict ranking's category (none: the overall stars). */
export const ASPECT_PARAM = "aspecto";
export const UNKNOWN_ASPECT = "Ese aspecto no existe: elige uno de la lista.";

export function rankingHref(tab: RankingTab, aspect?: string | null): string {
  const base = tab === "universidades" ? "/ranking" : `/ranking?tab=${tab}`;
  return aspect ? `${base}&${ASPECT_PARAM}=${aspect}` : base;
}
