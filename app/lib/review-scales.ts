/**
 * The scales a review answers on beside its stars: the hours of work a week outside class, in
 * bands, and the grade on the Spanish scale (Real Decreto 1125/2003: 0–4,9 Suspenso, 5–6,9
 * Aprobado, 7–8,9 Notable, 9–10 Sobresaliente; Matrícula de Honor from 9) with its convocatoria.
 */

/** Stored as 1–5, in this order. */
export const WORKLOAD_BANDS = ["0–2 h", "3–5 h", "6–10 h", "11–15 h", "16 h o más"] as const;

/** The hours a week each band covers; the last has no upper end. */
const WORKLOAD_BAND_HOURS: readonly (readonly [number, number | null])[] = [
  [0, 2],
  [3, 5],
  [6, 10],
  [11, 15],
  [16, null],
];

/**
 * A band with no upper end ("16 h o más") counts as 18 h when bands are added up or compared: the
 * middle of a band as wide as the one before it (16–20 h). Its floor would hide how heavy such a
 * subject is, and any higher figure would be a guess no answer gave.
 */
const OPEN_BAND_MIDDLE = 18;

/** The hours a week a band stands for when bands are added up or compared: the middle of its range. */
export function workloadBandMiddle(band: number): number {
  const [from, to] = WORKLOAD_BAND_HOURS[band - 1]!;
  return to === null ? OPEN_BAND_MIDDLE : (from + to) / 2;
}

export function workloadBandLabel(band: number): string {
  return WORKLOAD_BANDS[band - 1] ?? "";
}

/** Stored by key; the order is the scale's (and that of the stored grade counts). */
export const GRADES = ["suspenso", "aprobado", "notable", "sobresaliente", "matricula", "no_presentado"] as const;
export type Grade = (typeof GRADES)[number];

export const GRADE_LABELS: Record<Grade, string> = {
  suspenso: "Suspenso",
  aprobado: "Aprobado",
  notable: "Notable",
  sobresaliente: "Sobresaliente",
  matricula: "Matrícula de Honor",
  no_presentado: "No presentado",
};

/** The marks (0–10) each grade covers; "No presentado" has none. */
export const GRADE_MARKS: Record<Grade, readonly [number, number] | null> = {
  suspenso: [0, 4.9],
  aprobado: [5, 6.9],
  notable: [7, 8.9],
  sobresaliente: [9, 10],
  matricula: [9, 10],
  no_presentado: null,
};

export const SITTINGS = ["ordinaria", "extraordinaria"] as const;
export type Sitting = (typeof SITTINGS)[number];

export const SITTING_LABELS: Record<Sitting, string> = {
  ordinaria: "Convocatoria ordinaria",
  extraordinaria: "Convocatoria extraordinaria",
};

/** The grade a mark alone says (a mark never says Matrícula de Honor: that is the teacher's award). */
export function gradeOfMark(mark: number): Grade {
  if (mark < 5) return "suspenso";
  if (mark < 7) return "aprobado";
  if (mark < 9) return "notable";
  return "sobresaliente";
}

/** A mark as the pages write it ("7,5"). */
export function formatMark(mark: number): string {
  return mark.toLocaleString("es-ES", { maximumFractionDigits: 1 });
}

/** "Notable (7,5) · convocatoria ordinaria". */
export function gradeSummary(grade: Grade, mark: number | null, sitting: Sitting | null): string {
  const parts = [mark == null ? GRADE_LABELS[grade] : `${GRADE_LABELS[grade]} (${formatMark(mark)})`];
  if (sitting) parts.push(SITTING_LABELS[sitting].toLowerCase());
  return parts.join(" · ");
}
