/**
 * `/comparar`: up to three professors (`?profesores=a,b,c`) or subjects (`?asignaturas=a,b,c`)
 * side by side. The list is the URL, so it needs no account, can be shared and is cached like any
 * page.
 */
import { plural } from "~/lib/format";
import { isUuid } from "~/lib/ids";

export const COMPARE_MAX = 3;
const COMPARE_PARAMS = { professor: "profesores", subject: "asignaturas" } as const;
export type ComparedKind = keyof typeof COMPARE_PARAMS;

const COMPARED_NOUNS: Record<ComparedKind, [singular: string, plural: string]> = {
  professor: ["profesor", "profesores"],
  subject: ["asignatura", "asignaturas"],
};

/** "Comparando 2 asignaturas.": how many entries stand side by side. */
export function comparingSentence(kind: ComparedKind, count: number): string {
  return `Comparando ${plural(count, ...COMPARED_NOUNS[kind])}.`;
}

export type CompareRequest = { kind: ComparedKind; ids: string[] } | { kind: null };

/** What the query string asks to compare, or why it cannot be (a Spanish message for a 400). */
export function parseCompareQuery(params: URLSearchParams): CompareRequest | { error: string } {
  const professors = params.get(COMPARE_PARAMS.professor);
  const subjects = params.get(COMPARE_PARAMS.subject);
  if (professors !== null && subjects !== null) return { error: "Compara profesores o asignaturas, pero no las dos cosas a la vez." };
  const kind: ComparedKind | null = professors !== null ? "professor" : subjects !== null ? "subject" : null;
  if (kind === null) return { kind: null };
  const ids = [
    ...new Set(
      (professors ?? subjects ?? "")
        .split(",")
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.some((id) => !isUuid(id))) return { error: "El enlace de comparación no es válido: alguno de sus elementos no existe." };
  if (ids.length > COMPARE_MAX) return { error: `Se pueden comparar hasta ${COMPARE_MAX} a la vez.` };
  return { kind, ids };
}

/** The link to compare these `ids` (in this order). */
export function compareHref(kind: ComparedKind, ids: readonly string[]): string {
  return ids.length === 0 ? "/comparar" : `/comparar?${COMPARE_PARAMS[kind]}=${ids.join(",")}`;
}
