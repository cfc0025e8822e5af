/**
 * Verified professor accounts: who may claim a professor's profile (a confirmed address of one of
 * the university's staff domains), what the claim form asks, and its wording. Shared by the pages,
 * the seed and the server (professors/claims.server.ts); what a professor's page needs is in
 * lib/professor-links.ts.
 */
import { REVIEW_REPLY_MAX } from "~/lib/professor-links";

/**
 * Who a university's e-mail domain is for: its students (alu.ua.es), its staff (ua.es), or both
 * when the university gives everyone the same one (ucm.es) — then a moderator's check of the name
 * and the department is what tells a professor from a student.
 */
export const EMAIL_DOMAIN_KINDS = ["students", "staff", "shared"] as const;
export type EmailDomainKind = (typeof EMAIL_DOMAIN_KINDS)[number];

export const EMAIL_DOMAIN_KIND_LABELS: Record<EmailDomainKind, string> = {
  students: "Estudiantes",
  staff: "Personal",
  shared: "Estudiantes y personal",
};

/** Whether students register with addresses of this kind of domain. */
export function admitsStudents(kind: EmailDomainKind): boolean {
  return kind !== "staff";
}

/**
 * The kinds of a university's domains as far as their names tell: a domain another one of the same
 * university hangs from is the staff's (ua.es beside alu.ua.es), the one hanging from it the
 * students'; a domain alone is shared.
 */
export function classifyDomains(domains: readonly string[]): Map<string, EmailDomainKind> {
  const kinds = new Map<string, EmailDomainKind>();
  for (const domain of domains) {
    const parent = domains.some((other) => other !== domain && other.endsWith(`.${domain}`));
    const child = domains.some((other) => other !== domain && domain.endsWith(`.${other}`));
    kinds.set(domain, child ? "students" : parent ? "staff" : "shared");
  }
  return kinds;
}

export const PROFESSOR_CLAIM_LIMITS = { department: 150, name: 100 } as const;

export const CLAIM_STATUSES = ["pending", "approved", "rejected"] as const;

export const CLAIM_MESSAGES = {
  sentNewAccount:
    "Te hemos enviado un correo para confirmar tu dirección. En cuanto la confirmes, un moderador comprobará tu nombre y tu departamento y te escribiremos con la decisión.",
  sent: "Hemos recibido tu solicitud. Un moderador comprobará tu nombre y tu departamento y te escribiremos con la decisión.",
  notStaffAddress: (university: string, example: string) =>
    `Usa tu correo institucional de ${university} (por ejemplo, nombre@${example}).`,
  noStaffDomain:
    "Todavía no conocemos el dominio de correo del personal de esta universidad. Escríbenos desde la página de contacto («Sobre un profesor») y lo añadiremos.",
  studentAccount:
    "Las cuentas de estudiante no pueden reclamar el perfil de un profesor. Cierra sesión y hazlo con tu correo institucional.",
  alreadyClaimed: "Este perfil ya lo gestiona su profesor.",
  ownsAnother: "Tu cuenta ya gestiona el perfil de otro profesor.",
  pendingClaim: "Ya tienes una solicitud pendiente: te escribiremos en cuanto un moderador la revise.",
  otherUniversity:
    "Tu correo institucional es de otra universidad: solo puedes reclamar perfiles de profesores de la tuya.",
  notFound: "Profesor no encontrado.",
  notConfirmed: "Esta solicitud todavía no puede decidirse: quien la envió no ha confirmado su dirección de correo.",
} as const;

/** The /profile form of a professor account's settings (name shown, new-review e-mails). */
export const PROFESSOR_SETTINGS_INTENT = "ajustes-profesor";

export const PROFESSOR_SETTINGS_MESSAGES = {
  saved: "Tus preferencias se han guardado.",
  notManaged: "Solo el profesor verificado que gestiona un perfil puede cambiar estas preferencias.",
  invalid: "Elige si tu nombre se muestra o no.",
} as const;

export const REPLY_MESSAGES = {
  missing: "Escribe tu respuesta",
  tooLong: `La respuesta no puede superar los ${REVIEW_REPLY_MAX} caracteres`,
  sent: "Tu respuesta se ha publicado bajo la reseña.",
  already: "Ya respondiste a esta reseña: cada reseña admite una sola respuesta del profesor.",
  notYours: "Solo el profesor verificado de esta reseña puede responderla.",
  reviewNotFound: "Reseña no encontrada.",
} as const;
