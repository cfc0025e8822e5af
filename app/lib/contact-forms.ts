/**
 * The contact and institutions forms (SPEC §3, §5): their fields, choices, limits and Spanish
 * texts, shared by the pages and the server's schemas (contact/form-schemas.server.ts).
 */

export const CONTACT_TYPES = ["general", "technical", "university", "professor", "report", "partnership"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  general: "Consulta general",
  technical: "Soporte técnico",
  university: "Sobre una universidad",
  professor: "Sobre un profesor",
  report: "Reportar contenido",
  partnership: "Colaboraciones",
};

export const INSTITUTION_TYPES = ["universidad", "escuela", "instituto", "centro", "otro"] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const INSTITUTION_TYPE_LABELS: Record<InstitutionType, string> = {
  universidad: "Universidad",
  escuela: "Escuela de negocios",
  instituto: "Instituto o centro de investigación",
  centro: "Centro de formación",
  otro: "Otro",
};

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, institutionName: 150, phone: 30 } as const;

export const CONTACT_MESSAGES = {
  contactSent: "¡Gracias por escribirnos! Hemos recibido tu mensaje y te responderemos lo antes posible.",
  /** SPEC §4 Institution form. */
  institutionSent: "¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.",
  throttled:
    "Has enviado demasiados mensajes seguidos. Espera una hora antes de volver a intentarlo o escríbenos por correo.",
  fixErrors: "Revisa los campos marcados e inténtalo de nuevo.",
} as const;
