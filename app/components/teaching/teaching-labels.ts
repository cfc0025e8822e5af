import { plural } from "~/lib/format";

/** SPEC §9: the 'Verificado' professor badge from this many reviews on. */
export const VERIFIED_PROFESSOR_MIN_REVIEWS = 3;

/** A subject with no semester lasts the whole year. */
export function semesterLabel(semester: number | null): string {
  return semester == null ? "Anual" : `${semester}º semestre`;
}

export function creditsLabel(credits: number): string {
  return plural(credits, "crédito", "créditos");
}
