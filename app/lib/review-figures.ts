/**
 * What the public reviews of a professor or a subject add up to, as stored beside it (kept exact
 * by every review write: server/aggregates.server.ts) and as the pages show it.
 */
import { plural, pluralNoun } from "~/lib/format";
import type { Grade } from "~/lib/review-scales";

export interface ReviewFigures {
  reviewCount: number;
  averageRating: number | null;
  averageDifficulty: number | null;
  /** How many gave 1, 2, 3, 4 and 5 stars, in that order. */
  ratingCounts: number[];
  /** How many answered "would take again" yes, and how many answered at all ("unsure" included). */
  wouldTakeAgainYes: number;
  wouldTakeAgainAnswers: number;
  /** How many answered each workload band (1–5), in that order. */
  workloadCounts: number[];
  /** How many carry each tag of the kind's vocabulary, in its order (lib/review-tags.ts). */
  tagCounts: number[];
}

/**
 * A subject's grades are shown from this many on: a distribution of a handful of grades can tell
 * who got which (a group of four where one failed). Below it, only how many more it needs.
 */
export const GRADE_DISTRIBUTION_MIN = 5;

/** How many more grades a distribution needs to be shown: "faltan 3 notas", "falta 1 nota". */
export function missingGradesWords(missing: number): string {
  return `${pluralNoun(missing, "falta", "faltan")} ${plural(missing, "nota", "notas")}`;
}

/** A grade of the scale and how many of the reviews that gave a grade gave it. */
export interface GradeCount {
  grade: Grade;
  count: number;
}

/** Each grade with its share (0–1) of the grades given. */
export function gradeShares(grades: readonly GradeCount[]): (GradeCount & { share: number })[] {
  const total = grades.reduce((sum, { count }) => sum + count, 0);
  return grades.map((grade) => ({ ...grade, share: total > 0 ? grade.count / total : 0 }));
}

/** The share (0–1) of those who answered that would take it again; null when nobody answered. */
export function wouldTakeAgainShare(
  figures: Pick<ReviewFigures, "wouldTakeAgainYes" | "wouldTakeAgainAnswers">,
): number | null {
  return figures.wouldTakeAgainAnswers > 0 ? figures.wouldTakeAgainYes / figures.wouldTakeAgainAnswers : null;
}

/** The band (1–5) of the middle answer (the lower one of the two middle answers of an even count); null without answers. */
export function medianWorkloadBand(counts: readonly number[]): number | null {
  const answers = counts.reduce((sum, count) => sum + count, 0);
  if (answers === 0) return null;
  const middle = Math.ceil(answers / 2);
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= middle) return index + 1;
  }
  return null;
}
