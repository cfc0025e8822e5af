/** How a study plan names its terms, on the career page and in a subject request, and what a term asks of a student. */

import { WORKLOAD_BAND_HOURS } from "~/lib/review-scales";

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
  workloadBand: number | null;
  averageDifficulty: number | null;
}

export interface TermLoad {
  /** The subjects with a reported workload. */
  reported: number;
  /** The sum of their median bands' hours a week outside class; null upper end when one is "16 h o más". */
  hours: readonly [number, number | null];
  /** The average of the subjects' average difficulties; null when no subject has one. */
  difficulty: number | null;
}

/** What a term of the plan asks, adding up its subjects' reported workload; null when none reported any, nor any difficulty. */
export function termLoad(subjects: readonly ReviewedSubject[]): TermLoad | null {
  const bands = subjects.flatMap((subject) => (subject.workloadBand == null ? [] : [WORKLOAD_BAND_HOURS[subject.workloadBand - 1]!]));
  const difficulties = subjects.flatMap((subject) => (subject.averageDifficulty == null ? [] : [subject.averageDifficulty]));
  if (bands.length === 0 && difficulties.length === 0) return null;
  const low = bands.reduce((sum, [from]) => sum + from, 0);
  const high = bands.some(([, to]) => to === null) ? null : bands.reduce((sum, [, to]) => sum + (to ?? 0), 0);
  return {
    reported: bands.length,
    hours: [low, high],
    difficulty: difficulties.length === 0 ? null : difficulties.reduce((sum, value) => sum + value, 0) / difficulties.length,
  };
}
