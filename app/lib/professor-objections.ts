/**
 * Professors' objections to the processing of their data (GDPR art. 21): a professor — or someone
 * acting for them — objects from the profile's own form, without an account; moderators decide
 * within a month (art. 12.3) in /moderacion/perfiles. What the form asks, its limits and wording,
 * shared by the page and the server (professors/objections.server.ts).
 */
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

export const OBJECTION_MESSAGES = {
  fixErrors: "Revisa los campos marcados",
  received: "Hemos recibido tu oposición. Un moderador la revisará en el plazo de un mes y te escribiremos con la decisión y sus motivos.",
  throttled: "Has enviado varias solicitudes en poco tiempo. Espera una hora antes de enviar otra o escríbenos desde la página de contacto.",
  notFound: "Profesor no encontrado.",
} as const;
