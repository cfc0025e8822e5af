/**
 * What the public reviews of a professor or a subject add up to, as stored beside it (kept exact
 * by every review write: server/aggregates.server.ts) and as the pages show it.
 */

export interface ReviewFigures {
  reviewCount: number;
  averageRating: number | null;
  averageDifficulty: number | null;
  /** How many gave 1, 2, 3, 4 and 5 stars, in that order. */
  ratingCounts: number[];
  /** How many answered "would take again" yes, and how many answered at all ("unsure" included). */
  wouldTakeAgainYes: number;
  wouldTakeAgainAnswers: number;
}

/** The share (0–1) of those who answered that would take it again; null when nobody answered. */
export function wouldTakeAgainShare(figures: Pick<ReviewFigures, "wouldTakeAgainYes" | "wouldTakeAgainAnswers">): number | null {
  return figures.wouldTakeAgainAnswers > 0 ? figures.wouldTakeAgainYes / figures.wouldTakeAgainAnswers : null;
}
