import { plural } from "~/lib/format";

/** A subject with no semester lasts the whole year. */
export function semesterLabel(semester: number | null): string {
  return semester == null ? "Anual" : `${semester}º semestre`;
}

export function creditsLabel(credits: number): string {
  return plural(credits, "crédito", "créditos");
}
