/**
 * The links to `/comparar` that pages carry (lib/compare.ts reads them): apart, so a page with a
 * «Comparar» link does not load how the comparison page reads its query.
 */
export const COMPARE_MAX = 3;
export const COMPARE_PARAMS = { professor: "profesores", subject: "asignaturas", career: "carreras" } as const;
export type ComparedKind = keyof typeof COMPARE_PARAMS;

/** The link to compare these `ids` (in this order). */
export function compareHref(kind: ComparedKind, ids: readonly string[]): string {
  return ids.length === 0 ? "/comparar" : `/comparar?${COMPARE_PARAMS[kind]}=${ids.join(",")}`;
}
