/**
 * Spain's autonomous communities as students name them, for Explore's region filter: each with its
 * name in the Ministry's register (the source of a university's region, seed/official-data.server.ts)
 * and its slug in a URL (`region`). Ceuta and Melilla have no university of their own.
 */
export const REGIONS = [
  { name: "Andalucía", slug: "andalucia", register: "Comunidad Autónoma de Andalucía" },
  { name: "Aragón", slug: "aragon", register: "Comunidad Autónoma de Aragón" },
  { name: "Asturias", slug: "asturias", register: "Principado de Asturias" },
  { name: "Canarias", slug: "canarias", register: "Comunidad Autónoma de Canarias" },
  { name: "Cantabria", slug: "cantabria", register: "Comunidad Autónoma de Cantabria" },
  { name: "Castilla-La Mancha", slug: "castilla-la-mancha", register: "Comunidad Autónoma de Castilla-La Mancha" },
  { name: "Castilla y León", slug: "castilla-y-leon", register: "Comunidad de Castilla y León" },
  { name: "Cataluña", slug: "cataluna", register: "Comunidad Autónoma de Cataluña" },
  { name: "Comunidad de Madrid", slug: "madrid", register: "Comunidad de Madrid" },
  { name: "Comunidad Valenciana", slug: "comunidad-valenciana", register: "Comunidad Valenciana" },
  { name: "Extremadura", slug: "extremadura", register: "Comunidad Autónoma de Extremadura" },
  { name: "Galicia", slug: "galicia", register: "Comunidad Autónoma de Galicia" },
  { name: "Illes Balears", slug: "illes-balears", register: "Comunidad Autónoma de las Illes Balears" },
  { name: "La Rioja", slug: "la-rioja", register: "Comunidad Autónoma de la Rioja" },
  { name: "Navarra", slug: "navarra", register: "Comunidad Foral de Navarra" },
  { name: "País Vasco", slug: "pais-vasco", register: "Comunidad Autónoma del País Vasco" },
  { name: "Región de Murcia", slug: "murcia", register: "Región de Murcia" },
] as const;

export type Region = (typeof REGIONS)[number]["name"];

/** The region a URL's slug names, or null for anything else. */
export function regionOfSlug(slug: string | null): Region | null {
  return REGIONS.find((region) => region.slug === slug)?.name ?? null;
}

export function slugOfRegion(region: Region): string {
  return REGIONS.find((candidate) => candidate.name === region)!.slug;
}
