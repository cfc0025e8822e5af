import { escapeHtml } from "~/lib/html";

/** A select's choices, and the answer of `/opciones` (app/routes/resources/options.ts) for a dependent select. */
export interface Option {
  id: string;
  name: string;
}

export interface DependentOptions {
  /** The value of the select these options depend on (a country id, a university id). */
  parent: string;
  options: Option[];
  /** The options could not be read (the list is then empty). */
  failed: boolean;
}

export function universitiesOfCountryUrl(countryId: string): string {
  return `/opciones?universidadesDe=${encodeURIComponent(countryId)}`;
}

export function careersOfUniversityUrl(universityId: string): string {
  return `/opciones?carrerasDe=${encodeURIComponent(universityId)}`;
}

export function subjectsOfCareerUrl(careerId: string): string {
  return `/opciones?asignaturasDe=${encodeURIComponent(careerId)}`;
}

/**
 * A long list of choices — the 300+ universities of the home and Explore — as the markup of its
 * `<option>`s, built once per change of the list on the server. The select then renders it as its
 * inner HTML: one element for React instead of one per option, and one string in the page's data
 * instead of an object per option (together a sixth of the home's render at national scale).
 */
export function optionsMarkup(options: readonly Option[]): string {
  return options
    .map((option) => `<option value="${escapeHtml(option.id)}">${escapeHtml(option.name)}</option>`)
    .join("");
}

/** The inner HTML of a select: its placeholder (the empty value), then `options`, with `selected` marked so the choice shows without JavaScript. */
export function selectMarkup(placeholder: string, options: string, selected: string): string {
  const chosen = `<option value="${escapeHtml(selected)}">`;
  const marked =
    selected && options.includes(chosen)
      ? options.replace(chosen, `<option value="${escapeHtml(selected)}" selected="">`)
      : options;
  return `<option value="">${escapeHtml(placeholder)}</option>${marked}`;
}
