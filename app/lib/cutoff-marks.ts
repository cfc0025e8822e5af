/**
 * Official cut-off marks (server: seed/cutoff-marks.ts): their words, their source as its
 * README asks it to be credited, and the reading of a mark typed by a student.
 */
const threeDecimals = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A cut-off mark as the Ministry publishes it: "9,250". Here, not in lib/format.ts: only pages with marks load it. */
export function formatCutoff(value: number): string {
  return threeDecimals.format(value);
}

/** A 5 is no cut-off at all: every applicant who passed got a place. */
export const NO_CUTOFF_MARK = 5;
export const NO_CUTOFF_TEXT = "Sin nota de corte: entró todo el que aprobó";

export const CUTOFF_SOURCE = {
  name: "Notas de corte: Ministerio de Universidades (2016–2022)",
  url: "https://www.universidades.gob.es/",
  compilation: "mserranomartin/notas-de-corte",
  compilationUrl: "https://github.com/mserranomartin/notas-de-corte",
  caveat: "Son notas de cursos pasados: cada universidad publica las de este año.",
} as const;

export type LatestCutoff = {
  latestCutoff: number | null;
  latestCutoffYear: number | null;
  latestCutoffCentres: number | null;
};

/** A career's latest cut-off in a few words for a card: "Nota de corte 2022: desde 7,250". */
export function latestCutoffLine({ latestCutoff, latestCutoffYear, latestCutoffCentres }: LatestCutoff): string | null {
  if (latestCutoff == null || latestCutoffYear == null) return null;
  const several = (latestCutoffCentres ?? 1) > 1;
  if (latestCutoff <= NO_CUTOFF_MARK)
    return several
      ? `Sin nota de corte en algún centro en ${latestCutoffYear}`
      : `Sin nota de corte en ${latestCutoffYear}`;
  return `Nota de corte ${latestCutoffYear}: ${several ? "desde " : ""}${formatCutoff(latestCutoff)}`;
}

/** One centre's mark in words: the mark, or that there was none to reach. */
export function markText(mark: number): string {
  return mark <= NO_CUTOFF_MARK ? "Sin nota de corte" : formatCutoff(mark);
}

/** «¿Con mi nota?»: the admission mark's scale (the entrance exam's, over 14). */
const MARK_RANGE = { min: 5, max: 14 } as const;
/** What the field keeps of what was typed, to show it back: a mark is never longer. */
export const MARK_INPUT_MAX_LENGTH = 10;

export const MARK_MESSAGES = {
  notANumber: "Escribe tu nota con números, por ejemplo 9,25.",
  outOfRange: "Tu nota tiene que estar entre 5 y 14, como la de acceso a la universidad.",
} as const;

/** A typed mark, with a comma or a point and up to three decimals: the number, or why it is not one. */
export function parseMark(typed: string): { mark: number } | { error: string } | null {
  const text = typed.trim();
  if (text === "") return null;
  if (!/^\d{1,2}(?:[.,]\d{1,3})?$/.test(text)) return { error: MARK_MESSAGES.notANumber };
  const mark = Number(text.replace(",", "."));
  if (mark < MARK_RANGE.min || mark > MARK_RANGE.max) return { error: MARK_MESSAGES.outOfRange };
  return { mark };
}
