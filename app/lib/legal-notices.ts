/**
 * Notices of illegal content (Digital Services Act, Regulation (EU) 2022/2065, art. 16): anyone,
 * with or without an account, can tell UniOpina that a review, a comment, a post or an article
 * comment is illegal. What the form asks, its limits and its wording, shared by the page and the
 * server (moderation/legal-notices.server.ts).
 */
/** The legal grounds a notice gives, in the order the form lists them. */
export const LEGAL_NOTICE_REASONS = [
  "difamacion",
  "privacidad",
  "acoso",
  "propiedad_intelectual",
  "menores",
  "otro",
] as const;
export type LegalNoticeReason = (typeof LEGAL_NOTICE_REASONS)[number];

export const LEGAL_NOTICE_REASON_LABELS: Record<LegalNoticeReason, string> = {
  difamacion: "Difamación o injurias: atenta contra el honor de una persona",
  privacidad: "Datos personales o intimidad de alguien publicados sin permiso",
  acoso: "Acoso, amenazas o incitación al odio o a la violencia",
  propiedad_intelectual: "Vulnera derechos de propiedad intelectual",
  menores: "Abuso o explotación sexual de menores",
  otro: "Otro contenido ilegal",
};

/**
 * Days the moderators have to decide. A notice of child sexual abuse material is decided within one
 * day; the others within a week.
 */
export const LEGAL_NOTICE_DUE_DAYS: Record<LegalNoticeReason, number> = {
  difamacion: 7,
  privacidad: 7,
  acoso: 7,
  propiedad_intelectual: 7,
  menores: 1,
  otro: 7,
};

/**
 * The notifier's name and e-mail are required (art. 16.2.c) except for the offences of Directive
 * 2011/93/EU (sexual abuse and exploitation of children), which may be reported anonymously.
 */
export function identityRequired(reason: LegalNoticeReason | undefined): boolean {
  return reason !== "menores";
}

export const LEGAL_NOTICE_LIMITS = { explanation: 2000, name: 100, email: 254 } as const;

/** Art. 16.2.d: the statement every notice makes. */
export const GOOD_FAITH_STATEMENT =
  "Declaro de buena fe que la información y las alegaciones de esta denuncia son exactas y completas.";

export const LEGAL_NOTICE_MESSAGES = {
  fixErrors: "Revisa los campos marcados",
  throttled:
    "Has enviado varias denuncias en poco tiempo. Espera una hora antes de enviar otra o escríbenos desde la página de contacto.",
  received: "Hemos recibido tu denuncia. Un moderador la revisará y te escribiremos con la decisión y sus motivos.",
  receivedAnonymous: "Hemos recibido tu denuncia. Un moderador la revisará con prioridad.",
} as const;
