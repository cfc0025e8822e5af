/** Wording of review values (SPEC §5 "Subject review": 1-2 Fácil, 3 Media, 4-5 Difícil). */

export type DifficultyLabel = "Fácil" | "Media" | "Difícil";

/** A difficulty of 1–5, or an average rounded to the nearest level. */
export function difficultyLabel(value: number): DifficultyLabel {
  const level = Math.round(value);
  if (level <= 2) return "Fácil";
  if (level === 3) return "Media";
  return "Difícil";
}

export const WOULD_TAKE_AGAIN_LABELS = { yes: "Sí", no: "No", unsure: "No estoy seguro" } as const;

/** Dates are formatted in one fixed time zone so server and browser render the same text. */
const reviewDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/Madrid",
});
const reviewDateLong = new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "Europe/Madrid" });

export function formatReviewDate(date: Date | string): string {
  return reviewDate.format(new Date(date));
}

export function formatReviewDateLong(date: Date | string): string {
  return reviewDateLong.format(new Date(date));
}
