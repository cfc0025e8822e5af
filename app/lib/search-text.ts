/**
 * What every search of the site shares — Explore's (lib/explore.ts) and the top bar's
 * (lib/search.ts): the kinds of the catalog it finds, and how typed text is read. Apart from
 * Explore's state so that the top bar, on every page, does not load Explore's code.
 */

export const EXPLORE_TABS = ["universidades", "carreras", "asignaturas", "profesores"] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

export const EXPLORE_TAB_LABELS: Record<ExploreTab, string> = {
  universidades: "Universidades",
  carreras: "Carreras",
  asignaturas: "Asignaturas",
  profesores: "Profesores",
};

/** Longest search text kept (a name is never longer). */
export const SEARCH_MAX_LENGTH = 100;
/**
 * Shortest search for careers, subjects and professors: a substring of one or two letters matches
 * most of them and no index can find it (trigrams need three). Universities are few, and are also
 * searched by acronym ('UA'), so any length works there.
 */
export const SEARCH_MIN_LENGTH = 3;

/** Case, accents and spacing folded: two names that read alike compare equal ("Física  I" and "fisica i"). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Typed search text as every search reads it: single spaces, trimmed, at most SEARCH_MAX_LENGTH characters. */
export function cleanSearchText(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Whether the search text is used on this tab (see SEARCH_MIN_LENGTH). */
export function searchApplies(tab: ExploreTab, q: string): boolean {
  return q.length > 0 && (tab === "universidades" || q.length >= SEARCH_MIN_LENGTH);
}
