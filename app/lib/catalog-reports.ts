/** Notices that an entry of the catalogue is wrong (/avisar/…, lib/catalog-report-links.ts): their reasons, limits and messages. */
/** The kinds of catalogue entry students add, moderators merge and anyone signed in reports. */
export const CATALOG_ENTRY_KINDS = ["subject", "professor", "career"] as const;
export type CatalogEntryKind = (typeof CATALOG_ENTRY_KINDS)[number];

export const CATALOG_REPORT_REASONS = ["no_existe", "repetida", "nombre", "otro"] as const;
export type CatalogReportReason = (typeof CATALOG_REPORT_REASONS)[number];

export const CATALOG_REPORT_REASON_LABELS: Record<CatalogReportReason, string> = {
  no_existe: "No existe o ya no se imparte",
  repetida: "Está repetida con otro nombre",
  nombre: "El nombre o los datos no son correctos",
  otro: "Otro motivo",
};

export const CATALOG_REPORTS_PER_DAY = 10;
export const CATALOG_REPORT_DETAILS_MAX = 500;

export const CATALOG_REPORT_MESSAGES = {
  notFound: "No encontramos esa ficha: puede que se haya fusionado con otra o eliminado.",
  signIn: "Inicia sesión para avisarnos de un error en el catálogo.",
  reason: "Elige qué no está bien.",
  details: `Cuéntanos el detalle en ${CATALOG_REPORT_DETAILS_MAX} caracteres como mucho.`,
  already: "Ya nos avisaste de esta ficha: el equipo de moderación lo está revisando.",
  limit: `Puedes enviar hasta ${CATALOG_REPORTS_PER_DAY} avisos al día. Vuelve a intentarlo mañana.`,
  sent: "Gracias por avisar: el equipo de moderación lo revisará y lo corregirá si hace falta.",
} as const;
