/** Formatting in one place, es-ES (SPEC: dates, numbers and plurals in Spanish). */

/**
 * An Intl number format that keeps its answers (up to a bound). A call to Intl costs about a
 * microsecond, and pages format the same figures over and over: a career's study plan shows a
 * rating and a count for each of its 52 subjects, on every render of the page.
 */
function rememberedNumberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  const format = new Intl.NumberFormat("es-ES", options);
  const answers = new Map<number, string>();
  return (value) => {
    let answer = answers.get(value);
    if (answer === undefined) {
      if (answers.size >= 10_000) answers.clear();
      answer = format.format(value);
      answers.set(value, answer);
    }
    return answer;
  };
}

const oneDecimal = rememberedNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = rememberedNumberFormat({});
const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });

/** A rating with one decimal ("4,3"), or null when there is none. */
export function formatRating(value: number | null | undefined): string | null {
  return value == null ? null : oneDecimal(value);
}

/** A ranking score with two decimals ("2,97"). */
export function formatScore(value: number): string {
  return twoDecimals.format(value);
}

export function formatInteger(value: number): string {
  return integer(value);
}

const upToOneDecimal = rememberedNumberFormat({ maximumFractionDigits: 1 });

/** Hours as the pages write them: "9", "7,5". */
export function formatHours(value: number): string {
  return upToOneDecimal(value);
}

const percent = new Intl.NumberFormat("es-ES", { style: "percent", maximumFractionDigits: 0 });

/** A share of 0–1 as a whole percentage ("62 %"). */
export function formatPercent(share: number): string {
  return percent.format(share);
}

export function formatEuros(value: number): string {
  return euros.format(value);
}

/** `plural(3, "valoración", "valoraciones")` → "3 valoraciones". Every count in words goes through here. */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${formatInteger(count)} ${pluralNoun(count, singular, pluralForm)}`;
}

/** The word alone, for a count shown apart from it: `pluralNoun(1, "valoración", "valoraciones")` → "valoración". */
export function pluralNoun(count: number, singular: string, pluralForm: string): string {
  return count === 1 ? singular : pluralForm;
}

const longDateTime = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Madrid",
});
const shortDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/Madrid",
});

const blogDates = {
  short: shortDate,
  long: new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Madrid" }),
};

/** Blog dates (SPEC §9): 'd MMM yyyy' on cards ("10 jun 2025"), 'd MMMM yyyy' on articles ("10 junio 2025"). */
export function formatBlogDate(date: Date | string, style: keyof typeof blogDates): string {
  const parts = blogDates[style].formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("day")} ${part("month").replace(/\.$/, "")} ${part("year")}`;
}

/** "27 de noviembre de 2026": a calendar date in running text (e-mails, due dates). */
export function formatLongDate(date: Date | string): string {
  return blogDates.long.format(new Date(date));
}

export function formatLongDateTime(date: Date | string): string {
  return longDateTime.format(new Date(date));
}

/** "12 nov 2025": a calendar date in one fixed time zone, so server and browser agree. */
export function formatShortDate(date: Date | string): string {
  return shortDate.format(new Date(date));
}

/** Campus-life dates (SPEC §9): Hoy, Ayer, days ago under 7, weeks ago under 30, else a date. */
export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date);
  const days = Math.floor((startOfDay(now) - startOfDay(then)) / 86_400_000);
  if (days <= 0) return "Hoy";
  if (days === 1) return "Ayer";
  if (days < 7) return `Hace ${plural(days, "día", "días")}`;
  if (days < 30) return `Hace ${plural(Math.floor(days / 7), "semana", "semanas")}`;
  return shortDate.format(then);
}

const madridDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/Madrid",
});

/** The calendar day in Spain (the site's time zone), so the server and every browser count alike. */
function startOfDay(date: Date): number {
  return Date.parse(`${madridDay.format(date)}T00:00:00Z`);
}

/** Someone's text set inside a message as a sentence of its own: one final stop, never two ("…guía docente.."). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["'»”)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Cut text to `max` characters on a word boundary, adding an ellipsis (home previews: 150). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
