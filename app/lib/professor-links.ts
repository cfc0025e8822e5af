/**
 * What a professor's page needs of the professor accounts (lib/professor-accounts.ts has the
 * rest): kept apart so the page's first load carries nothing else.
 */

/** The page where a professor claims their profile ("Soy este profesor"). */
export function claimHref(professorId: string): string {
  return `/profesor/${professorId}/soy-yo`;
}

/** The page where a professor objects to the processing of their data (lib/professor-objections.ts). */
export function objectionHref(professorId: string): string {
  return `/profesor/${professorId}/oposicion`;
}

/** A professor's reply to a review: as long as a review's own text may be. */
export const REVIEW_REPLY_MAX = 1000;

/** The professor page's post of a reply. */
export const REPLY_INTENT = "responder";

/** The heading of a professor's reply under a review. */
export const REPLY_HEADING = "Respuesta del profesor";
