import { formatInteger } from "~/lib/format";

export const ANONYMOUS_PROFESSOR = "Profesor Anónimo";

/** SPEC §2: the tooltip of a professor whose name is not public. */
export const PRIVATE_NAME_HINT = "El profesor ha preferido no compartir su información personal";

/** SPEC §9: the 'Verificado' professor badge from this many reviews on. */
export const VERIFIED_PROFESSOR_MIN_REVIEWS = 3;

export function courseYearLabel(courseYear: number): string {
  return `${courseYear}º curso`;
}

/** A subject with no semester lasts the whole year. */
export function semesterLabel(semester: number | null): string {
  return semester == null ? "Anual" : `${semester}º semestre`;
}

export function creditsLabel(credits: number): string {
  return `${formatInteger(credits)} ${credits === 1 ? "crédito" : "créditos"}`;
}
