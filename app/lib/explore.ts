/**
 * The Explore page's state (SPEC §2 "Explore", §5, §9): everything lives in the query string —
 * `tab, q, university, career, region, rama, nota, min_rating, orden, page` — so the page works
 * without JavaScript, can be shared, and survives a reload. Parsed the same way by the loader and
 * the links it renders.
 */
import { MARK_INPUT_MAX_LENGTH, parseMark } from "~/lib/cutoff-marks";
import { isUuid } from "~/lib/ids";
import { KNOWLEDGE_BRANCH_SLUGS, type KnowledgeBranch, knowledgeBranchOfSlug } from "~/lib/knowledge-branches";
import { type Region, regionOfSlug, slugOfRegion } from "~/lib/regions";
import { cleanSearchText, EXPLORE_TABS, type ExploreTab } from "~/lib/search-text";

/** SPEC §5, §9: the minimum-rating filter offers 4+, 3+ and 2+ stars. */
export const MIN_RATING_OPTIONS = [4, 3, 2] as const;
type MinRating = (typeof MIN_RATING_OPTIONS)[number];

/**
 * The tabs the branch-of-knowledge filter narrows: careers by their branch, subjects by their
 * career's. A university or a professor has no branch of its own, so on their tabs it is not offered.
 */
const BRANCH_FILTER_TABS: readonly ExploreTab[] = ["carreras", "asignaturas"];

export function branchFilterApplies(tab: ExploreTab): boolean {
  return BRANCH_FILTER_TABS.includes(tab);
}

/** «¿Con mi nota?» narrows careers: the tab with official cut-off marks. */
export function markFilterApplies(tab: ExploreTab): boolean {
  return tab === "carreras";
}

/**
 * The orders a tab offers besides its own (best rated first), by what only reviews tell: subjects
 * by how difficult students found them, professors by how many would take them again; careers by
 * their latest official cut-off. Each lists only what has that figure, by the rankings' rule
 * (server/catalog/rankings.server.ts).
 */
const EXPLORE_SORTS = {
  carreras: [
    { value: "nota-alta", label: "Nota de corte: más alta" },
    { value: "nota-baja", label: "Nota de corte: más baja" },
  ],
  asignaturas: [{ value: "menos-dificiles", label: "Menos difíciles primero" }],
  profesores: [{ value: "volverian", label: "Más los volverían a elegir" }],
} as const satisfies Partial<Record<ExploreTab, readonly { value: string; label: string }[]>>;

/** A tab's own order, one of the choices when a search lists the best matches first. */
const OWN_ORDERS = {
  universidades: { value: "nombre", label: "Por nombre" },
  carreras: { value: "nombre", label: "Por nombre" },
  asignaturas: { value: "valoracion", label: "Mejor valorados primero" },
  profesores: { value: "valoracion", label: "Mejor valorados primero" },
} as const satisfies Record<ExploreTab, { value: string; label: string }>;

export type ExploreSort =
  (typeof EXPLORE_SORTS)[keyof typeof EXPLORE_SORTS][number]["value"] | (typeof OWN_ORDERS)[ExploreTab]["value"];

/** The order results are in: the one chosen, or with a mark the most demanding careers it reaches first. */
export function effectiveSort(state: Pick<ExploreState, "sort" | "mark">): ExploreSort | null {
  return state.sort ?? (state.mark !== null ? "nota-alta" : null);
}

/** What the order field says when none of the tab's orders is chosen: with a search, the best matches first. */
export function defaultOrderLabel(tab: ExploreTab, q = ""): string {
  if (q) return "Más relevantes primero";
  return OWN_ORDERS[tab].label;
}

/** The orders to choose from; with a search, the tab's own order too. */
export function sortsOf(tab: ExploreTab, q = ""): readonly { value: ExploreSort; label: string }[] {
  const others: readonly { value: ExploreSort; label: string }[] =
    tab in EXPLORE_SORTS ? EXPLORE_SORTS[tab as keyof typeof EXPLORE_SORTS] : [];
  return q ? [OWN_ORDERS[tab], ...others] : others;
}

/** SPEC §9: 24 results per page. */
export const EXPLORE_PAGE_SIZE = 24;
/** SPEC §9: at most 1,000 results are listed for one search; more asks for a narrower one. */
export const EXPLORE_RESULT_LIMIT = 1000;
/** SPEC §9: a tab's count badge shows '100+' above 100. */
export const COUNT_BADGE_CAP = 100;

export interface ExploreState {
  tab: ExploreTab;
  /** Trimmed, single spaces; "" when there is no search. */
  q: string;
  university: string | null;
  career: string | null;
  /** The autonomous community of the universities listed (lib/regions.ts). */
  region: Region | null;
  /** Always null on a tab the filter does not narrow (branchFilterApplies). */
  branch: KnowledgeBranch | null;
  /** «¿Con mi nota?» as typed (shown back, with its error if it is not a mark); "" off the careers tab. */
  markInput: string;
  /** The mark typed, when it is one (parseMark): careers whose latest cut-off is at or below it. */
  mark: number | null;
  minRating: MinRating | null;
  /** One of the tab's EXPLORE_SORTS; null for its own order. */
  sort: ExploreSort | null;
  page: number;
}

export const DEFAULT_EXPLORE_STATE: ExploreState = {
  tab: "universidades",
  q: "",
  university: null,
  career: null,
  region: null,
  branch: null,
  markInput: "",
  mark: null,
  minRating: null,
  sort: null,
  page: 1,
};

/**
 * Anything malformed is ignored (the default tab, no filter, page 1): a typed URL never fails. So
 * is a branch on a tab it does not narrow, and an order another tab offers.
 */
export function parseExploreState(params: URLSearchParams): ExploreState {
  const tab = EXPLORE_TABS.find((candidate) => candidate === params.get("tab")) ?? "universidades";
  const q = cleanSearchText(params.get("q"));
  const university = params.get("university");
  const career = params.get("career");
  const minRating = MIN_RATING_OPTIONS.find((option) => String(option) === params.get("min_rating")) ?? null;
  const page = params.get("page");
  const markInput = markFilterApplies(tab) ? (params.get("nota") ?? "").trim().slice(0, MARK_INPUT_MAX_LENGTH) : "";
  const typedMark = parseMark(markInput);
  return {
    tab,
    q,
    university: isUuid(university) ? university.toLowerCase() : null,
    career: isUuid(career) ? career.toLowerCase() : null,
    region: regionOfSlug(params.get("region")),
    branch: branchFilterApplies(tab) ? knowledgeBranchOfSlug(params.get("rama")) : null,
    markInput,
    mark: typedMark && "mark" in typedMark ? typedMark.mark : null,
    minRating,
    sort: sortsOf(tab, q).find((option) => option.value === params.get("orden"))?.value ?? null,
    page: page && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/**
 * The URL of a state changed by `changes`. Changing anything but the page goes back to page 1,
 * choosing another university drops the career (SPEC §2), and going to a tab the branch does not
 * narrow, or that does not offer the order, drops it. Defaults are left out of the URL.
 */
export function exploreHref(state: ExploreState, changes: Partial<ExploreState> = {}): string {
  const next: ExploreState = { ...state, ...changes };
  if (!("page" in changes)) next.page = 1;
  if ("university" in changes && changes.university !== state.university && !("career" in changes)) next.career = null;
  const params = new URLSearchParams();
  // With a search, the tab is always said: without one, Explore opens on the tab of the best match.
  if (next.tab !== DEFAULT_EXPLORE_STATE.tab || next.q) params.set("tab", next.tab);
  if (next.q) params.set("q", next.q);
  if (next.university) params.set("university", next.university);
  if (next.career) params.set("career", next.career);
  if (next.region) params.set("region", slugOfRegion(next.region));
  if (next.branch && branchFilterApplies(next.tab)) params.set("rama", KNOWLEDGE_BRANCH_SLUGS[next.branch]);
  // As typed, also when it is not a mark: the page says why.
  if (next.markInput && markFilterApplies(next.tab)) params.set("nota", next.markInput);
  if (next.minRating) params.set("min_rating", String(next.minRating));
  if (next.sort && sortsOf(next.tab, next.q).some((option) => option.value === next.sort))
    params.set("orden", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/explorar?${query}` : "/explorar";
}

export function hasFilters(state: ExploreState): boolean {
  return (
    state.q !== "" ||
    state.university !== null ||
    state.career !== null ||
    state.region !== null ||
    state.branch !== null ||
    state.markInput !== "" ||
    state.minRating !== null
  );
}

/** A tab's badge: the exact count up to 100, then '100+'. */
export function countBadge(count: number): string {
  return count > COUNT_BADGE_CAP ? `${COUNT_BADGE_CAP}+` : String(count);
}
