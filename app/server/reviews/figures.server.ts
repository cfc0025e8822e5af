/**
 * What of a subject's stored grade counts may leave the server: the distribution only from
 * GRADE_DISTRIBUTION_MIN grades on (lib/review-figures.ts). Below that, neither the page's HTML
 * nor its data carries a grade's count, only how many more grades the distribution needs.
 */
import { GRADE_DISTRIBUTION_MIN, type GradeCount } from "~/lib/review-figures";
import { GRADES } from "~/lib/review-scales";

export interface PublicGrades {
  /** The grades in the scale's order; null while fewer than GRADE_DISTRIBUTION_MIN reviews gave one. */
  grades: GradeCount[] | null;
  /** How many more grades it needs to be shown; 0 once it is. */
  gradesMissing: number;
}

export function publicGradeDistribution(gradeCounts: readonly number[]): PublicGrades {
  const total = gradeCounts.reduce((sum, count) => sum + count, 0);
  if (total < GRADE_DISTRIBUTION_MIN) return { grades: null, gradesMissing: GRADE_DISTRIBUTION_MIN - total };
  return { grades: GRADES.map((grade, index) => ({ grade, count: gradeCounts[index] ?? 0 })), gradesMissing: 0 };
}
