/**
 * The addresses of an entry of the catalogue and of the notice that it is wrong, and the link's
 * words: apart from lib/catalog-reports.ts so the pages that link to it load only these lines.
 */
import type { CatalogEntryKind } from "~/lib/catalog-reports";

const PAGES: Record<CatalogEntryKind, string> = { subject: "/subject/", professor: "/profesor/", career: "/career/" };

/** The page of a subject, a professor or a career. */
export function catalogEntryHref(kind: CatalogEntryKind, id: string): string {
  return `${PAGES[kind]}${id}`;
}

/** The notice address's word for each kind. */
const SLUGS: Record<CatalogEntryKind, string> = { subject: "asignatura", professor: "profesor", career: "carrera" };

export function catalogReportHref(kind: CatalogEntryKind, id: string): string {
  return `/avisar/${SLUGS[kind]}/${id}`;
}

export function catalogKindOfSlug(slug: string | undefined): CatalogEntryKind | null {
  return (Object.keys(SLUGS) as CatalogEntryKind[]).find((kind) => SLUGS[kind] === slug) ?? null;
}

export const CATALOG_REPORT_LINK_TEXT = "¿Algo no está bien en esta ficha? Avísanos";
