/**
 * How a subject's or a professor's reviews are listed, all in the query string so a list can be
 * shared, cached and used without JavaScript: `orden`, the related professor (`profesor`, on a
 * subject's page) or subject (`asignatura`, on a professor's), `recientes=1` for the last two
 * courses only, and `pagina`.
 */
import { isUuid } from "~/lib/ids";
import type { ReviewKind, ReviewSubjectKind } from "~/lib/review-forms";

export const REVIEW_SORTS = {
  recientes: "Más recientes",
  utiles: "Más útiles",
  mejor: "Mejor valoradas",
  peor: "Peor valoradas",
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;

/** The courses "Solo los dos últimos cursos" keeps: the one under way and the one before. */
export const RECENT_COURSES = 2;

/** The parameter naming the related professor or subject, by the kind of page. */
export const RELATED_PARAM: Record<ReviewSubjectKind, "profesor" | "asignatura"> = {
  subject: "profesor",
  professor: "asignatura",
};

export interface ReviewListQuery {
  page: number;
  sort: ReviewSort;
  /** Only reviews taken with this professor (subject page) or about this subject (professor page). */
  relatedId: string | null;
  /** Only reviews of the last RECENT_COURSES courses (reviews that do not say their course are left out). */
  recentOnly: boolean;
}

/** The list parameters (all but the page), to keep on the pagination's links. */
export const REVIEW_LIST_PARAMS = ["orden", "profesor", "asignatura", "recientes", "opiniones"] as const;

/** The page's first view of its list: newest first, unfiltered. */
export function plainReviewList(page = 1): ReviewListQuery {
  return { page, sort: "recientes", relatedId: null, recentOnly: false };
}

/** Whether the list is the page's first view: newest first, unfiltered. */
export function isPlainReviewList(query: Omit<ReviewListQuery, "page">): boolean {
  return query.sort === "recientes" && query.relatedId === null && !query.recentOnly;
}

/**
 * The list as the query string asks it. A value the list does not know (a sort, an id that is
 * not one) is left out, as a page number that is not one means page 1: the link still shows a list.
 */
export function parseReviewListQuery(params: URLSearchParams, kind: ReviewKind, page: number): ReviewListQuery {
  const sort = params.get("orden");
  // A verdict's list has neither a related entry nor an academic year to filter by.
  const teaching = kind === "subject" || kind === "professor";
  const related = teaching ? params.get(RELATED_PARAM[kind]) : null;
  return {
    page,
    sort: sort && Object.hasOwn(REVIEW_SORTS, sort) ? (sort as ReviewSort) : "recientes",
    relatedId: related && isUuid(related) ? related.toLowerCase() : null,
    recentOnly: teaching && params.get("recientes") === "1",
  };
}

/**
 * The page's address with its list's state (sort, filters, page), without the rest: where a review
 * form posts and its cancel leads, so the page after a write shows the same list. `editing` adds
 * the parameter that opens the edit form.
 */
export function reviewPageHref(pathname: string, search: string, editing = false): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...REVIEW_LIST_PARAMS, "pagina"]) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (editing) kept.set("editar", "1");
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
