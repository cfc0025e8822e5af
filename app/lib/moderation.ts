/**
 * Roles and moderation states shared by the server and the pages. The schema's CHECK
 * constraints are built from these lists, so a state cannot exist in one place only.
 */
import { formatLongDateTime } from "~/lib/format";

/** The moderator console (lib/moderation-console.ts); here, so the header's link to it loads nothing else. */
export const CONSOLE_PATH = "/moderacion";

/** A professor account is made by claiming a professor's profile with a staff address (professors/claims.server.ts), never given in the console. */
export const USER_ROLES = ["student", "professor", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  student: "Estudiante",
  professor: "Profesor",
  moderator: "Moderador",
  admin: "Administrador",
};

/** The roles an admin gives in the console. */
export const ASSIGNABLE_ROLES = ["student", "moderator", "admin"] as const satisfies readonly UserRole[];

/**
 * Where a piece of student-written content stands:
 * - published: visible everywhere, counted in every aggregate;
 * - flagged: visible and counted, but waiting in the moderators' queue (screening or reports);
 * - pending: held by the screening before publication — only its author sees it, with the reason;
 * - hidden: removed by a moderator or by the report threshold — in no public list, no aggregate.
 */
export const MODERATION_STATUSES = ["published", "flagged", "pending", "hidden"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The states the public sees (and every count and average is computed over). */
export const PUBLIC_MODERATION_STATUSES = ["published", "flagged"] as const satisfies readonly ModerationStatus[];

export function isPubliclyVisible(status: ModerationStatus): boolean {
  return (PUBLIC_MODERATION_STATUSES as readonly ModerationStatus[]).includes(status);
}

export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  published: "Publicado",
  flagged: "Marcado para revisión",
  pending: "Pendiente de revisión",
  hidden: "Oculto",
};

/** The /profile section listing the author's held and hidden content (a held post lands there). */
export const HELD_CONTENT_ANCHOR = "en-revision";

/** The kinds of content that go through screening and can be hidden. */
export const MODERATED_CONTENT_KINDS = [
  "review",
  "review_comment",
  "review_reply",
  "post",
  "post_comment",
  "article_comment",
] as const;
export type ModeratedContentKind = (typeof MODERATED_CONTENT_KINDS)[number];

export const SANCTION_KINDS = ["warning", "suspension"] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** Whether a role may open the moderator console (/moderacion). */
export function canModerate(role: UserRole): boolean {
  return role === "moderator" || role === "admin";
}

/** What a suspended account is told whenever it tries to write. */
export function suspensionMessage(until: Date | string): string {
  return `Tu cuenta está suspendida hasta el ${formatLongDateTime(until)}. Mientras tanto puedes leer UniOpina, pero no publicar, comentar, dar likes, reportar ni enviar solicitudes.`;
}
