/**
 * Professors' objections to the processing of their data (GDPR art. 21): a professor — or someone
 * acting for them — objects from the profile's own form, without an account; moderators decide
 * within a month (art. 12.3) in /moderacion/perfiles. What the form asks, its limits and wording,
 * shared by the page and the server (professors/objections.server.ts).
 */
import type { EmailDomainKind } from "~/lib/professor-accounts";

/** What the objection asks for, in the order the form lists them. */
export const OBJECTION_REQUESTS = ["nombre", "ficha", "otro"] as const;
export type ObjectionRequest = (typeof OBJECTION_REQUESTS)[number];

export const OBJECTION_REQUEST_LABELS: Record<ObjectionRequest, string> = {
  nombre: "Que mi nombre deje de mostrarse",
  ficha: "Que se retire mi ficha",
  otro: "Otra forma de oponerme al tratamiento",
};

/** Who writes: the professor, or someone acting for them (who must say so). */
export const OBJECTION_RELATIONSHIPS = ["titular", "representante"] as const;
export type ObjectionRelationship = (typeof OBJECTION_RELATIONSHIPS)[number];

export const OBJECTION_RELATIONSHIP_LABELS: Record<ObjectionRelationship, string> = {
  titular: "Soy este profesor o profesora",
  representante: "Actúo en su nombre",
};

export const OBJECTION_STATUSES = ["pending", "accepted", "rejected"] as const;

export const OBJECTION_LIMITS = { explanation: 2000, name: 100, email: 254 } as const;

/** Days the e-mailed link confirms an objection; one left unconfirmed longer never reaches the moderators. */
export const OBJECTION_LINK_DAYS = 7;

export const OBJECTION_MESSAGES = {
  fixErrors: "Revisa los campos marcados",
  checkEmail:
    "¡Casi está! Te hemos enviado un correo: abre su enlace para confirmar tu oposición. Hasta entonces no llega a los moderadores, " +
    `y el plazo de un mes para decidirla empieza al confirmarla. El enlace caduca a los ${OBJECTION_LINK_DAYS} días.`,
  notConfirmed:
    "Esta oposición no está confirmada: quien la envió no ha abierto el enlace de su correo, así que no se puede decidir.",
  throttled:
    "Has enviado varias solicitudes en poco tiempo. Espera una hora antes de enviar otra o escríbenos desde la página de contacto.",
  notFound: "Profesor no encontrado.",
} as const;

/** Whose the confirmed address is, as the moderators' queue tells them: by the kind of the professor's university's domain. */
export const OBJECTION_SENDER_DOMAIN_LABELS: Record<EmailDomainKind | "none", string> = {
  staff: "Correo del personal de la universidad del profesor",
  shared: "Correo de la universidad del profesor (de estudiantes y personal)",
  students: "Correo de estudiante de la universidad del profesor",
  none: "Correo ajeno a la universidad del profesor",
};
