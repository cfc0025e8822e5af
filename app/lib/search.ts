/**
 * The global search of the top bar: suggestions while typing, grouped by kind as Explore's tabs
 * are, read from `/buscar?q=…` (app/routes/resources/search-suggestions.ts). The text is read as Explore
 * reads it (lib/explore.ts), so pressing Enter on it lists the same names on /explorar.
 */
import { cleanSearchText, EXPLORE_TABS, type ExploreTab, searchApplies } from "~/lib/search-text";

export type SearchKind = ExploreTab;
export const SEARCH_KINDS = EXPLORE_TABS;

/** Suggestions shown per kind: enough to pick from, few enough to read at a glance. */
export const SUGGESTIONS_PER_KIND = 5;
/** Shorter text asks nothing: one letter matches nearly every name. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export interface Suggestion {
  id: string;
  name: string;
  /** Where it belongs: a university's acronym and city, a career's university, a subject's career and university. */
  context: string;
}

export interface SearchSuggestions {
  /** The text these suggestions answer (as cleaned by `suggestionText`). */
  q: string;
  groups: Record<SearchKind, Suggestion[]>;
  /** The kinds with suggestions, the one with the best match first (Explore opens on it). */
  order: SearchKind[];
  /** Only near matches were found («dercho»): Explore then lists near matches too. */
  onlyNear: boolean;
  /** The text as it was probably meant, when only near matches were found («dercho» → «derecho»). */
  didYouMean: string | null;
  /** The suggestions could not be read (every group is then empty). */
  failed: boolean;
}

export function emptySuggestions(q: string, failed = false): SearchSuggestions {
  return {
    q,
    groups: { universidades: [], carreras: [], asignaturas: [], profesores: [] },
    order: [],
    onlyNear: false,
    didYouMean: null,
    failed,
  };
}

/**
 * The text a request for suggestions carries: cleaned as Explore's search, and in lower case, since
 * the search ignores case anyway and one spelling per text lets every reader share one cached answer.
 */
export function suggestionText(raw: string | null): string {
  return cleanSearchText(raw).toLocaleLowerCase("es");
}

/** Whether `q` is searched for this kind: universities from two letters (acronyms such as 'UA'), the rest as Explore does. */
export function suggestsKind(kind: SearchKind, q: string): boolean {
  return q.length >= SUGGESTIONS_MIN_LENGTH && searchApplies(kind, q);
}

export function suggestionsUrl(q: string): string {
  return `/buscar?${new URLSearchParams({ q: suggestionText(q) })}`;
}

const PAGE_OF_KIND: Record<SearchKind, string> = {
  universidades: "/universidad",
  carreras: "/career",
  asignaturas: "/subject",
  profesores: "/profesor",
};

export function suggestionHref(kind: SearchKind, id: string): string {
  return `${PAGE_OF_KIND[kind]}/${id}`;
}

/**
 * Explore's results for the text (as lib/explore.ts `exploreHref` writes them, without loading
 * Explore's code on every page): on the tab of the best match, when known (a search for 'derecho'
 * lists careers, not the universities tab's empty list); otherwise Explore chooses it.
 */
export function exploreSearchHref(q: string, suggestions?: SearchSuggestions | null): string {
  const params = new URLSearchParams();
  const tab = suggestions?.order[0];
  if (tab) params.set("tab", tab);
  const text = cleanSearchText(q);
  if (text) params.set("q", text);
  const query = params.toString();
  return query ? `/explorar?${query}` : "/explorar";
}
