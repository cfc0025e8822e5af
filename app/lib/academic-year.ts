/**
 * The academic year ("curso") a review describes. Spanish universities start the course in
 * September, so the course of a date is the calendar year of that date eight months earlier:
 * 1 September 2026 to 31 August 2027 is "Curso 2026-27", stored as 2026.
 */

/** How many courses a review may describe, the current one included: a degree and a master. */
export const ACADEMIC_YEARS_OFFERED = 8;

/** The course under way on `date` (the year it started). */
export function academicYearOf(date: Date): number {
  const month = date.getUTCMonth();
  return month >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

/** The courses a new or edited review may describe on `now`, newest first. */
export function offeredAcademicYears(now: Date): number[] {
  const current = academicYearOf(now);
  return Array.from({ length: ACADEMIC_YEARS_OFFERED }, (_, index) => current - index);
}

/** "Curso 2024-25". */
export function academicYearLabel(year: number): string {
  return `Curso ${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}
