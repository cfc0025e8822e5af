/**
 * Decisions that restrict what someone wrote or their account (Digital Services Act, Regulation
 * (EU) 2022/2065, art. 17 and 20): what was restricted, the rule of the terms it breaks, where the
 * decision came from, and the appeal its author may lodge. Shared by the author's pages, the
 * moderator console, the transparency report and the server (moderation/decisions.server.ts).
 */
import { agreeing, type NamedTarget } from "~/lib/content-nouns";

/** The community rules of the terms (/terms#normas), one key each, as a decision cites them. */
export const COMMUNITY_RULES = ["experiencia", "respeto", "datos_personales", "publicidad", "ilegal"] as const;
export type CommunityRule = (typeof COMMUNITY_RULES)[number];

export const COMMUNITY_RULE_LABELS: Record<CommunityRule, string> = {
  experiencia: "Contar una experiencia real, centrada en la docencia y no en la vida privada de nadie",
  respeto: "Sin insultos, amenazas, discriminación, acoso ni lenguaje ofensivo",
  datos_personales: "Sin datos personales de terceros ni información que se sabe falsa",
  publicidad: "Sin publicidad, spam ni contenido escrito a cambio de una contraprestación",
  ilegal: "Sin contenido contrario a la ley",
};

/** The rules a moderator picks from when acting on their own or on reports (a notice cites the law). */
export const MODERATOR_RULES = [
  "respeto",
  "datos_personales",
  "experiencia",
  "publicidad",
  "ilegal",
] as const satisfies readonly CommunityRule[];

/** What a decision restricts. */
export const RESTRICTIONS = ["held", "hidden", "warning", "suspension"] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** Each restriction as a category (of content in general: the transparency report counts them). */
export const RESTRICTION_LABELS: Record<Restriction, string> = {
  held: "Retenido antes de publicarse",
  hidden: "Retirado de la vista pública",
  warning: "Advertencia",
  suspension: "Cuenta suspendida",
};

/** A restriction said of what it restricted, agreeing with it («Reseña retenida antes de publicarse»). */
export function restrictionLabelFor(restriction: Restriction, target: NamedTarget): string {
  if (restriction === "held") return `${agreeing(target, "Retenido", "Retenida")} antes de publicarse`;
  if (restriction === "hidden") return `${agreeing(target, "Retirado", "Retirada")} de la vista pública`;
  return RESTRICTION_LABELS[restriction];
}

/** Where a decision came from: the transparency report counts each. */
export const DECISION_SOURCES = ["screening", "report", "notice", "moderator"] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

export const DECISION_SOURCE_LABELS: Record<DecisionSource, string> = {
  screening: "Revisión automática al publicar",
  report: "Reportes de estudiantes",
  notice: "Denuncia de contenido ilegal",
  moderator: "Iniciativa del equipo de moderación",
};

/** Who decided, as the statement says it (art. 17.3.c: whether automated means were used). */
export function howDecided(decision: { automated: boolean; source: DecisionSource }): string {
  if (decision.source === "screening")
    return "La ha tomado de forma automática la revisión de textos de UniOpina, sin intervención de una persona.";
  if (decision.automated)
    return "La ha tomado de forma automática UniOpina al reunir los reportes de varios estudiantes, a la espera de la revisión de una persona.";
  if (decision.source === "notice")
    return "La ha tomado una persona del equipo de moderación tras recibir una denuncia de contenido ilegal.";
  if (decision.source === "report")
    return "La ha tomado una persona del equipo de moderación tras los reportes de otros estudiantes.";
  return "La ha tomado una persona del equipo de moderación.";
}

export const APPEAL_STATUSES = ["pending", "upheld", "reversed"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  pending: "Recurso pendiente",
  upheld: "Recurso desestimado: la decisión se mantiene",
  reversed: "Recurso estimado: la decisión se ha revocado",
};

/** Art. 20.1: a decision can be contested for at least six months after its author is told of it. */
export const APPEAL_WINDOW_MONTHS = 6;

export const APPEAL_LIMITS = { explanation: 2000 } as const;

/** The author's page of one decision (its statement of reasons and its appeal form). */
export function decisionHref(decisionId: string): string {
  return `/profile/decisiones/${decisionId}`;
}

/** The /profile section listing the author's decisions. */
export const DECISIONS_ANCHOR = "decisiones";

export const APPEAL_MESSAGES = {
  missing: "Explica por qué crees que la decisión es un error",
  tooLong: `La explicación no puede superar los ${APPEAL_LIMITS.explanation} caracteres`,
  sent: "Hemos recibido tu recurso. Lo revisará una persona del equipo de moderación distinta de la que decidió, y te escribiremos con el resultado.",
  already: "Ya recurriste esta decisión: cada decisión se puede recurrir una sola vez.",
  expired: `El plazo para recurrir esta decisión (${APPEAL_WINDOW_MONTHS} meses) ha terminado.`,
  notInEffect: "Esta decisión ya no está en vigor: no hay nada que recurrir.",
  notFound: "No encontramos esa decisión entre las tuyas.",
  signIn: "Inicia sesión para ver y recurrir las decisiones sobre tu contenido.",
} as const;

/* ------------------------------------------------------------------ the transparency report (DSA art. 15, 24) */

/** A half-year of the report: "2026-2" is July to December 2026. */
export interface ReportPeriod {
  year: number;
  half: 1 | 2;
}

export function periodKey(period: ReportPeriod): string {
  return `${period.year}-${period.half}`;
}

const HALF_LABELS = { 1: "Enero a junio", 2: "Julio a diciembre" } as const;

export function periodLabel(period: ReportPeriod): string {
  return `${HALF_LABELS[period.half]} de ${period.year}`;
}

/** The half-year named by the page's `periodo`; null when it is not one ("2026-2"). */
export function parsePeriod(value: string | null): ReportPeriod | null {
  const match = /^(\d{4})-([12])$/.exec(value ?? "");
  if (!match) return null;
  return { year: Number(match[1]), half: match[2] === "1" ? 1 : 2 };
}

/** The half-year a date falls in (Madrid's calendar, as every date of the site). */
export function periodOf(date: Date): ReportPeriod {
  const [year, month] = date
    .toLocaleDateString("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit" })
    .split("-")
    .map(Number);
  return { year: year!, half: month! <= 6 ? 1 : 2 };
}
