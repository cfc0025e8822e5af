/**
 * The moderator console (/moderacion): its sections, the actions it writes to the audit log and how
 * the log reads them, its form fields and limits, and the notices shown after an action. Shared by
 * the pages and the server (moderation/*.server.ts).
 */
import { CATALOG_REPORT_REASON_LABELS, CATALOG_REPORT_REASONS, type CatalogReportReason } from "~/lib/catalog-reports";
import { formatLongDateTime, plural } from "~/lib/format";
import {
  CONSOLE_PATH,
  type ModeratedContentKind,
  MODERATION_STATUS_LABELS,
  MODERATION_STATUSES,
  type ModerationStatus,
  USER_ROLE_LABELS,
  USER_ROLES,
  type UserRole,
} from "~/lib/moderation";
import {
  COMMUNITY_RULE_LABELS,
  COMMUNITY_RULES,
  type CommunityRule,
  type Restriction,
  RESTRICTION_LABELS,
  RESTRICTIONS,
} from "~/lib/moderation-decisions";
import { EMAIL_DOMAIN_KIND_LABELS, EMAIL_DOMAIN_KINDS, type EmailDomainKind } from "~/lib/professor-accounts";
import { SUBMISSION_KIND_LABELS, SUBMISSION_TYPE_OF, type SubmissionKind } from "~/lib/submission-forms";

/** The console's sections, as tabs; `adminOnly` ones are neither linked nor served to moderators. */
export const CONSOLE_SECTIONS = [
  { path: CONSOLE_PATH, label: "Reportes", adminOnly: false },
  { path: `${CONSOLE_PATH}/contenido`, label: "Contenido retenido", adminOnly: false },
  { path: `${CONSOLE_PATH}/denuncias`, label: "Denuncias", adminOnly: false },
  { path: `${CONSOLE_PATH}/recursos`, label: "Recursos", adminOnly: false },
  { path: `${CONSOLE_PATH}/propuestas`, label: "Propuestas", adminOnly: false },
  { path: `${CONSOLE_PATH}/anadidos`, label: "Añadido por estudiantes", adminOnly: false },
  { path: `${CONSOLE_PATH}/usuarios`, label: "Usuarios", adminOnly: false },
  { path: `${CONSOLE_PATH}/profesores`, label: "Profesores", adminOnly: false },
  { path: `${CONSOLE_PATH}/perfiles`, label: "Perfiles de profesor", adminOnly: false },
  { path: `${CONSOLE_PATH}/registro`, label: "Registro", adminOnly: true },
] as const;

/** Every action the console can take, as the audit log names it, with its label. */
export const AUDIT_ACTION_LABELS = {
  "report.dismiss": "Reportes descartados",
  "content.hide": "Contenido ocultado",
  "content.restore": "Contenido restaurado",
  "content.publish": "Contenido publicado",
  "submission.approve": "Propuesta aprobada",
  "submission.reject": "Propuesta rechazada",
  "user.warn": "Usuario advertido",
  "user.suspend": "Usuario suspendido",
  "user.unsuspend": "Suspensión levantada",
  "user.role": "Rol cambiado",
  "professor.name_visibility": "Visibilidad del nombre de un profesor",
  "professor.claim_approve": "Perfil de profesor verificado",
  "professor.claim_reject": "Solicitud de perfil de profesor rechazada",
  "professor.objection_accept": "Oposición de un profesor aceptada: nombre oculto",
  "professor.objection_reject": "Oposición de un profesor rechazada",
  "domain.set": "Dominio de correo de una universidad",
  "notice.withdraw": "Denuncia atendida: contenido retirado",
  "notice.keep": "Denuncia desestimada: contenido mantenido",
  "appeal.reverse": "Recurso estimado: decisión revocada",
  "appeal.uphold": "Recurso desestimado: decisión mantenida",
  "catalog.merge": "Entradas del catálogo fusionadas",
  "catalog.rename": "Entrada del catálogo renombrada",
  "catalog.confirm": "Entrada añadida por un estudiante confirmada",
  "catalog.delete": "Entrada añadida por un estudiante eliminada",
  "catalog.report_handled": "Aviso sobre el catálogo atendido",
  "catalog.link": "Profesor vinculado a una asignatura",
  "catalog.unlink": "Profesor desvinculado de una asignatura",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function parseAuditAction(value: string | null): AuditAction | null {
  return AUDIT_ACTIONS.find((action) => action === value) ?? null;
}

/** A reversed deletion's entry as the audit log stores it, in words: restored, or why it was not. */
function describeRestoration(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  if (typeof r.name !== "string") return null;
  if (r.restored === true) return `Entrada restaurada «${r.name}»`;
  return typeof r.why === "string" ? `Entrada «${r.name}» no restaurada: ${r.why}` : null;
}

/**
 * What an audit entry's details say, in Spanish ("De «Publicado» a «Oculto» · 3 reportes", "3
 * días, hasta el 27 de noviembre de 2026, 14:24"); null when they add nothing. Details written by
 * an older version and not understood are left out rather than shown raw.
 */
export function describeAuditDetails(action: string, details: unknown): string | null {
  if (!details || typeof details !== "object") return null;
  const d = details as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  const status = (value: unknown) =>
    MODERATION_STATUSES.includes(value as ModerationStatus)
      ? `«${MODERATION_STATUS_LABELS[value as ModerationStatus]}»`
      : null;
  const role = (value: unknown) =>
    USER_ROLES.includes(value as UserRole) ? USER_ROLE_LABELS[value as UserRole] : null;
  const parts: (string | null)[] = [];
  switch (action) {
    case "report.dismiss": {
      const reports = count(d.reports);
      parts.push(reports === null ? null : plural(reports, "reporte descartado", "reportes descartados"));
      break;
    }
    case "content.hide":
    case "content.restore":
    case "content.publish": {
      const from = status(d.from);
      const to = status(d.to);
      parts.push(from && to ? `De ${from} a ${to}` : null);
      const reports = count(d.reports);
      parts.push(reports ? plural(reports, "reporte", "reportes") : null);
      break;
    }
    case "submission.approve":
    case "submission.reject": {
      const kind = (Object.keys(SUBMISSION_TYPE_OF) as SubmissionKind[]).find(
        (candidate) => SUBMISSION_TYPE_OF[candidate] === d.kind,
      );
      parts.push(kind && typeof d.name === "string" ? `${SUBMISSION_KIND_LABELS[kind]} «${d.name}»` : null);
      if (action === "submission.approve")
        parts.push(
          d.linked === true
            ? "enlazada con una entrada que ya existía"
            : d.linked === false
              ? "creada en el catálogo"
              : null,
        );
      break;
    }
    case "user.suspend": {
      const days = count(d.days);
      const until = typeof d.until === "string" && !Number.isNaN(Date.parse(d.until)) ? d.until : null;
      parts.push(
        days === null ? null : plural(days, "día", "días"),
        until ? `hasta el ${formatLongDateTime(until)}` : null,
      );
      break;
    }
    case "user.role": {
      const from = role(d.from);
      const to = role(d.to);
      parts.push(to ? (from ? `De ${from} a ${to}` : `Ahora ${to}`) : null);
      break;
    }
    case "notice.withdraw":
    case "notice.keep": {
      // The grounds are stored as the form worded them when the notice was decided.
      parts.push(
        typeof d.notice === "string" ? `Denuncia ${d.notice}` : null,
        typeof d.grounds === "string" ? d.grounds : null,
      );
      const from = status(d.from);
      parts.push(from ? `De ${from} a ${status("hidden")}` : null);
      break;
    }
    case "appeal.reverse":
    case "appeal.uphold": {
      parts.push(
        RESTRICTIONS.includes(d.restriction as Restriction)
          ? `Contra: ${RESTRICTION_LABELS[d.restriction as Restriction]}`
          : null,
      );
      const from = status(d.from);
      const to = status(d.to);
      parts.push(from && to ? `De ${from} a ${to}` : null);
      parts.push(describeRestoration(d.restoration));
      break;
    }
    case "professor.claim_approve":
    case "professor.claim_reject":
      parts.push(typeof d.claimant === "string" ? `Solicitado por ${d.claimant}` : null);
      break;
    case "professor.objection_accept":
    case "professor.objection_reject":
      // What was asked is stored as the form worded it when the objection was decided.
      parts.push(
        typeof d.objection === "string" ? `Oposición ${d.objection}` : null,
        typeof d.request === "string" ? d.request : null,
        d.nameHidden === true ? "Nombre oculto (Profesor anónimo)" : null,
      );
      break;
    case "domain.set":
      parts.push(
        typeof d.domain === "string" ? `@${d.domain}` : null,
        EMAIL_DOMAIN_KINDS.includes(d.kind as EmailDomainKind)
          ? EMAIL_DOMAIN_KIND_LABELS[d.kind as EmailDomainKind]
          : null,
      );
      break;
    case "catalog.merge": {
      const reviews = count(d.reviews);
      const subjects = count(d.subjects);
      const dropped = count(d.dropped);
      parts.push(
        typeof d.merged === "string" ? `Fusionada «${d.merged}»` : null,
        reviews === null ? null : plural(reviews, "reseña movida", "reseñas movidas"),
      );
      parts.push(subjects === null ? null : plural(subjects, "asignatura movida", "asignaturas movidas"));
      parts.push(dropped ? plural(dropped, "reseña repetida retirada", "reseñas repetidas retiradas") : null);
      break;
    }
    case "catalog.report_handled":
      parts.push(
        CATALOG_REPORT_REASONS.includes(d.reason as CatalogReportReason)
          ? CATALOG_REPORT_REASON_LABELS[d.reason as CatalogReportReason]
          : null,
      );
      break;
    case "catalog.delete":
      parts.push(typeof d.name === "string" ? `«${d.name}»` : null);
      break;
    case "catalog.link":
    case "catalog.unlink":
      parts.push(typeof d.subject === "string" ? `«${d.subject}»` : null);
      break;
    case "catalog.rename":
      parts.push(typeof d.from === "string" && typeof d.to === "string" ? `De «${d.from}» a «${d.to}»` : null);
      break;
    case "professor.name_visibility":
      parts.push(
        d.isNamePublic === true
          ? "Nombre público"
          : d.isNamePublic === false
            ? "Nombre oculto (Profesor anónimo)"
            : null,
      );
      break;
  }
  if (COMMUNITY_RULES.includes(d.rule as CommunityRule))
    parts.push(`Norma: ${COMMUNITY_RULE_LABELS[d.rule as CommunityRule]}`);
  const text = parts.filter((part): part is string => part !== null).join(" · ");
  return text || null;
}

export const CONTENT_KIND_LABELS: Record<ModeratedContentKind, string> = {
  review: "Reseña",
  review_comment: "Comentario de una reseña",
  review_reply: "Respuesta del profesor a una reseña",
  post: "Publicación",
  post_comment: "Comentario de una publicación",
  article_comment: "Comentario de un artículo",
};

/** The held-content queue's two views: what waits for a decision, and what was hidden (to restore). */
export const HELD_VIEWS = { retenido: "Pendiente y marcado", oculto: "Oculto" } as const;
export type HeldView = keyof typeof HELD_VIEWS;

export function parseHeldView(value: string | null): HeldView {
  return value === "oculto" ? "oculto" : "retenido";
}

export const MODERATION_LIMITS = {
  reasonMax: 1000,
  suspensionDaysMin: 1,
  suspensionDaysMax: 365,
  /** A search needs this many characters (fewer match almost everything). */
  searchMin: 3,
  searchMax: 100,
} as const;

/** Hidden fields every console form sends. */
export const CONSOLE_FIELDS = {
  intent: "intent",
  /** The page and filters to come back to after the action. */
  back: "volver",
  reason: "motivo",
  /** The rule of the terms a restriction cites (lib/moderation-decisions.ts). */
  rule: "norma",
} as const;

/**
 * What an action did, shown once on the page it comes back to (`?aviso=`): fixed texts, so a link
 * cannot make the console say anything else.
 */
export const CONSOLE_NOTICES = {
  descartado: "Reportes descartados.",
  ocultado: "Contenido ocultado: ya no aparece en ninguna lista pública ni cuenta en las medias.",
  restaurado: "Contenido restaurado: vuelve a ser público.",
  publicado: "Contenido publicado.",
  aprobada: "Propuesta aprobada. Hemos avisado a quien la envió.",
  rechazada: "Propuesta rechazada. Hemos avisado a quien la envió.",
  advertido: "Advertencia enviada.",
  suspendido: "Cuenta suspendida.",
  levantada: "Suspensión levantada.",
  rol: "Rol actualizado.",
  nombre: "Visibilidad del nombre actualizada.",
  retirado: "Denuncia atendida: el contenido se ha retirado y hemos comunicado la decisión a quien denunció.",
  mantenido: "Denuncia desestimada: el contenido sigue publicado y hemos comunicado la decisión a quien denunció.",
  dominio: "Dominio guardado.",
  verificado: "Perfil verificado: el profesor ya lo gestiona y le hemos avisado.",
  denegado: "Solicitud rechazada: hemos enviado los motivos a quien la hizo.",
  "oposicion-aceptada": "Oposición aceptada: el nombre ya no se muestra y hemos avisado a quien la envió.",
  "oposicion-rechazada": "Oposición rechazada: hemos enviado los motivos a quien la envió.",
  confirmada: "Asignatura confirmada: ya no figura como añadida por estudiantes.",
  fusionada:
    "Entradas fusionadas: sus reseñas y enlaces están en la que se conserva, y la dirección antigua lleva a ella.",
  renombrada: "Nombre cambiado.",
  "carrera-confirmada": "Carrera confirmada: ya no figura como pendiente de confirmar.",
  "profesor-confirmado": "Profesor revisado: sale de la lista de añadidos por estudiantes.",
  "aviso-atendido": "Aviso atendido: sale de la lista.",
  eliminada: "Entrada eliminada: hemos enviado los motivos a quien la añadió.",
  "carrera-eliminada":
    "Carrera eliminada con sus asignaturas: hemos enviado los motivos a quien la añadió, que tendrá que elegir de nuevo su carrera.",
  vinculado: "Profesor vinculado: aparece en la asignatura y sus estudiantes pueden opinar sobre él.",
  desvinculado: "Profesor desvinculado de la asignatura.",
  estimado: "Recurso estimado: la decisión se ha revocado y hemos avisado a quien recurrió.",
  desestimado: "Recurso desestimado: la decisión se mantiene y hemos avisado a quien recurrió.",
  "estimado-restaurada":
    "Recurso estimado: la entrada eliminada vuelve al catálogo con su dirección y hemos avisado a quien recurrió.",
  "estimado-sin-restaurar":
    "Recurso estimado, pero la entrada eliminada no se ha podido restaurar (el registro dice por qué): hemos avisado a quien recurrió.",
} as const;
export type ConsoleNotice = keyof typeof CONSOLE_NOTICES;
export const NOTICE_PARAM = "aviso";

export function noticeOf(value: string | null): string | null {
  return value && Object.hasOwn(CONSOLE_NOTICES, value) ? CONSOLE_NOTICES[value as ConsoleNotice] : null;
}
