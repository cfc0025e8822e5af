/**
 * `/comparar`: up to three professors (`?profesores=a,b,c`), subjects (`?asignaturas=a,b,c`) or
 * careers (`?carreras=a,b,c`) side by side. The list is the URL, so it needs no account, can be
 * shared and is cached like any page.
 */
import { COMPARE_MAX, COMPARE_PARAMS, type ComparedKind } from "~/lib/compare-links";
import { plural } from "~/lib/format";
import { isUuid } from "~/lib/ids";

const COMPARED_NOUNS: Record<ComparedKind, [singular: string, plural: string]> = {
  professor: ["profesor", "profesores"],
  subject: ["asignatura", "asignaturas"],
  career: ["carrera", "carreras"],
};

/** A link naming something that is not there (a malformed id, or one no page shows): a 404. */
export const COMPARE_NOT_FOUND = "El enlace de comparación no es válido: alguno de sus elementos no existe.";

/** "Comparando 2 asignaturas.": how many entries stand side by side. */
export function comparingSentence(kind: ComparedKind, count: number): string {
  return `Comparando ${plural(count, ...COMPARED_NOUNS[kind])}.`;
}

export type CompareRequest = { kind: ComparedKind; ids: string[] } | { kind: null };

/** What the query string asks to compare, or why it cannot be (a Spanish message and its status). */
export function parseCompareQuery(params: URLSearchParams): CompareRequest | { error: string; status: 400 | 404 } {
  const asked = (Object.keys(COMPARE_PARAMS) as ComparedKind[]).filter(
    (kind) => params.get(COMPARE_PARAMS[kind]) !== null,
  );
  if (asked.length > 1)
    return { error: "Compara profesores, asignaturas o carreras, pero una sola cosa a la vez.", status: 400 };
  const kind = asked[0];
  if (kind === undefined) return { kind: null };
  const ids = [
    ...new Set(
      params
        .get(COMPARE_PARAMS[kind])!
        .split(",")
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length > COMPARE_MAX) return { error: `Se pueden comparar hasta ${COMPARE_MAX} a la vez.`, status: 400 };
  if (ids.some((id) => !isUuid(id))) return { error: COMPARE_NOT_FOUND, status: 404 };
  return { kind, ids };
}
