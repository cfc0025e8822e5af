/**
 * What of a subject's stored grade counts may leave the server. A distribution of a handful of
 * grades can tell who got which (a group of four where one failed), so it is shown only from
 * GRADE_DISTRIBUTION_MIN grades on: below that the page says "Aún no hay suficientes datos" and
 * neither its HTML nor its data carries a count.
 */
import type { GradeCount } from "~/lib/review-figures";
import { GRADES } from "~/lib/review-scales";

export const GRADE_DISTRIBUTION_MIN = 5;

/** The grades to show, in the scale's order; null while fewer than GRADE_DISTRIBUTION_MIN reviews gave one. */
export function publicGradeDistribution(gradeCounts: readonly number[]): GradeCount[] | null {
  const total = gradeCounts.reduce((sum, count) => sum + count, 0);
  if (total < GRADE_DISTRIBUTION_MIN) return null;
  return GRADES.map((grade, index) => ({ grade, count: gradeCounts[index] ?? 0 }));
}
