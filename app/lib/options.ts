/** A select's choices, and the answer of `/opciones` (app/routes/options.ts) for a dependent select. */
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
