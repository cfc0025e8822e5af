/** How a study plan names its terms, on the career page and in a subject request, and what a term asks of a student. */

import { workloadBandMiddle } from "~/lib/review-scales";

/** 1 or 2 for a semester; null for a year-long subject (as `subjects.semester` stores it). */
export type Semester = 1 | 2 | null;

export function termLabel(semester: number | null): string {
  return semester == null ? "Anual" : `Semestre ${semester}`;
}

/** The term choices of a form, as posted: "1", "2" or "anual". */
export const TERM_CHOICES = [
  { id: "1", name: termLabel(1), semester: 1 },
  { id: "2", name: termLabel(2), semester: 2 },
  { id: "anual", name: termLabel(null), semester: null },
] as const satisfies readonly { id: string; name: string; semester: Semester }[];

/** Course years a plan can have (the `subjects_course_year_range` constraint). */
export const COURSE_YEAR_RANGE = { min: 1, max: 8 } as const;

/** A term's subjects as their reviews describe them: the median workload band and the average difficulty of each. */
interface ReviewedSubject {
  credits: number | null;
  workloadBand: number | null;
  averageDifficulty: number | null;
}

export interface TermLoad {
  /** The subjects with a reported workload, of how many the term has. */
  reported: number;
  subjects: number;
  /**
   * The sum of the middles of their median bands, in hours a week outside class; null unless every
   * subject reports one or all but one do, since a sum of fewer would pass for the whole term.
   */
  outsideClassWeekly: number | null;
  /** The credits of the subjects summed; null when one of them has none. */
  reportedCredits: number | null;
  /** The average of the subjects' average difficulties; null when no subject has one. */
  difficulty: number | null;
}

/** What a term asks, adding up its subjects' reported workload; null when none reports any, nor any difficulty. */
export function termLoad(subjects: readonly ReviewedSubject[]): TermLoad | null {
  const reported = subjects.filter((subject) => subject.workloadBand != null);
  const difficulties = subjects.flatMap(({ averageDifficulty }) =>
    averageDifficulty == null ? [] : [averageDifficulty],
  );
  if (reported.length === 0 && difficulties.length === 0) return null;
  const summed = reported.length > 0 && reported.length >= subjects.length - 1;
  const credits = reported.map((subject) => subject.credits);
  const creditsKnown = credits.every((value) => value != null);
  return {
    reported: reported.length,
    subjects: subjects.length,
    outsideClassWeekly: summed ? sum(reported.map((subject) => workloadBandMiddle(subject.workloadBand!))) : null,
    reportedCredits: summed && creditsKnown ? sum(credits as number[]) : null,
    difficulty: difficulties.length === 0 ? null : sum(difficulties) / difficulties.length,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
