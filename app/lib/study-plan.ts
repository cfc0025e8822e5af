/** How a study plan names its terms, on the career page and in a subject request. */

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
