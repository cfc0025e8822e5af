/**
 * What ECTS credits mean in hours a week, and where the hours the reviews report stand against it.
 *
 * By law (Real Decreto 1125/2003, art. 4) a credit is 25 to 30 hours of a student's total work:
 * classes, study, assignments and exams; a course of 60 credits spreads over 36 to 40 weeks. A
 * semester is taken as 20 weeks (about 15 of teaching and then its exams) and a year-long subject
 * as 40: the law's longest year, so the weekly figure is the more lenient one.
 *
 * Reviews report hours outside class only. To compare like with like, class time is added at 10
 * hours per credit (the 40 % of 25 hours that Spanish study plans commonly give to classes), over
 * the same weeks. The pages say every one of these assumptions in their sentence.
 */
import { formatHours, plural, pluralNoun } from "~/lib/format";
import { medianWorkloadBand } from "~/lib/review-figures";
import { workloadBandLabel, workloadBandMiddle } from "~/lib/review-scales";

const HOURS_PER_CREDIT = { min: 25, max: 30 } as const;
const CLASS_HOURS_PER_CREDIT = 10;
const SEMESTER_WEEKS = 20;
const YEAR_WEEKS = 2 * SEMESTER_WEEKS;

/**
 * How far from the credits' range still counts as near: a fifth of it on either side. The bands
 * the hours come from are a few hours wide (6–10 h), so a smaller margin would call a subject
 * heavy or light on the width of a band alone.
 */
const NEAR_MARGIN = 0.2;

type WorkloadVerdict = "above" | "near" | "below";

export interface CreditWorkload {
  credits: number;
  weeks: number;
  /** The hours of total work over the term that the credits mean, class included. */
  termHours: readonly [number, number];
  /** The same a week. */
  weeklyHours: readonly [number, number];
  /** The hours of class a week assumed from the credits. */
  classWeekly: number;
  /** The reported hours a week outside class, plus the class hours. */
  totalWeekly: number;
  verdict: WorkloadVerdict;
}

/** `credits` of a semester's subject or subjects (or a year-long one's) against the reported hours outside class. */
export function creditWorkload(credits: number, yearLong: boolean, outsideClassWeekly: number): CreditWorkload {
  const weeks = yearLong ? YEAR_WEEKS : SEMESTER_WEEKS;
  const termHours = [credits * HOURS_PER_CREDIT.min, credits * HOURS_PER_CREDIT.max] as const;
  const weeklyHours = [termHours[0] / weeks, termHours[1] / weeks] as const;
  const classWeekly = (credits * CLASS_HOURS_PER_CREDIT) / weeks;
  const totalWeekly = outsideClassWeekly + classWeekly;
  const verdict = verdictOf(totalWeekly, weeklyHours);
  return { credits, weeks, termHours, weeklyHours, classWeekly, totalWeekly, verdict };
}

function verdictOf(totalWeekly: number, [low, high]: readonly [number, number]): WorkloadVerdict {
  if (totalWeekly > high * (1 + NEAR_MARGIN)) return "above";
  if (totalWeekly < low * (1 - NEAR_MARGIN)) return "below";
  return "near";
}

const VERDICT_WORDS: Record<WorkloadVerdict, string> = {
  above: "por encima de",
  near: "cerca de",
  below: "por debajo de",
};

/**
 * "150–180 h de trabajo en total, clases incluidas (25–30 h por crédito ECTS): unas 7,5–9 h a la
 * semana en un semestre de 20 semanas con exámenes".
 */
export function creditHoursWords(workload: CreditWorkload): string {
  const [low, high] = workload.termHours;
  const [weeklyLow, weeklyHigh] = workload.weeklyHours;
  const term = workload.weeks === SEMESTER_WEEKS ? "un semestre" : "un curso";
  return (
    `${formatHours(low)}–${formatHours(high)} h de trabajo en total, clases incluidas ` +
    `(${HOURS_PER_CREDIT.min}–${HOURS_PER_CREDIT.max} h por crédito ECTS): ` +
    `unas ${formatHours(weeklyLow)}–${formatHours(weeklyHigh)} h a la semana ` +
    `en ${term} de ${workload.weeks} semanas con exámenes`
  );
}

/**
 * "con unas 3 h de clase a la semana (10 h por crédito), unas 11 h en total: por encima de lo que
 * suponen sus créditos".
 */
export function workloadVerdictWords(workload: CreditWorkload): string {
  return (
    `con unas ${formatHours(workload.classWeekly)} h de clase a la semana (${CLASS_HOURS_PER_CREDIT} h por crédito), ` +
    `unas ${formatHours(workload.totalWeekly)} h en total: ` +
    `${VERDICT_WORDS[workload.verdict]} lo que ${pluralNoun(workload.credits, "supone su crédito", "suponen sus créditos")}`
  );
}

/** A subject's page: what its credits mean a week, and where its median band of hours outside class stands. */
function subjectWorkloadSentence(credits: number, yearLong: boolean, band: number): string {
  const outsideClass = workloadBandMiddle(band);
  const workload = creditWorkload(credits, yearLong, outsideClass);
  return (
    `${pluralNoun(credits, "Su", "Sus")} ${plural(credits, "crédito equivale", "créditos equivalen")} a ${creditHoursWords(workload)}. ` +
    `Las reseñas indican unas ${formatHours(outsideClass)} h a la semana fuera de clase ` +
    `(el centro de ${workloadBandLabel(band)}); ${workloadVerdictWords(workload)}.`
  );
}

/**
 * A subject's sentence on what its credits mean beside the median hours its reviews report; null
 * without credits or answers, and where the credits are not ECTS credits (their hours are unknown).
 * Made on the server, so the pages that show it carry no arithmetic to the browser.
 */
export function subjectWorkloadNote(
  subject: { credits: number | null; semester: number | null; workloadCounts: readonly number[] },
  creditsAreEcts: boolean,
): string | null {
  const band = medianWorkloadBand(subject.workloadCounts);
  if (!creditsAreEcts || subject.credits == null || band == null) return null;
  return subjectWorkloadSentence(subject.credits, subject.semester == null, band);
}
