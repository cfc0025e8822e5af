/**
 * The contact and institutions forms' schemas (SPEC §5): the server's authority over what the
 * pages ask for, with one Spanish message per field. Texts are trimmed; e-mails lower-cased.
 */
import { z } from "zod";

import { CONTACT_LIMITS, CONTACT_TYPES, INSTITUTION_TYPES } from "~/lib/contact-forms";

const requiredText = (empty: string, max: number, tooLong: string) => z.string().trim().min(1, empty).max(max, tooLong);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Por favor, escribe tu correo electrónico")
  .max(254, "El correo electrónico es demasiado largo")
  .pipe(z.email("Introduce un correo electrónico válido"));

const message = requiredText(
  "Por favor, escribe tu mensaje",
  CONTACT_LIMITS.message,
  `El mensaje es demasiado largo (máximo ${CONTACT_LIMITS.message} caracteres)`,
);

export const contactMessageSchema = z.object({
  name: requiredText(
    "Por favor, escribe tu nombre",
    CONTACT_LIMITS.name,
    `El nombre es demasiado largo (máximo ${CONTACT_LIMITS.name} caracteres)`,
  ),
  email,
  type: z.enum(CONTACT_TYPES, { error: "Elige el tipo de consulta" }),
  subject: requiredText(
    "Por favor, escribe el asunto",
    CONTACT_LIMITS.subject,
    `El asunto es demasiado largo (máximo ${CONTACT_LIMITS.subject} caracteres)`,
  ),
  message,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Digits, spaces and the signs people write in phone numbers, with at least 6 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

export const institutionRequestSchema = z.object({
  institutionName: requiredText(
    "Por favor, escribe el nombre de la institución",
    CONTACT_LIMITS.institutionName,
    `El nombre de la institución es demasiado largo (máximo ${CONTACT_LIMITS.institutionName} caracteres)`,
  ),
  contactName: requiredText(
    "Por favor, escribe el nombre de la persona de contacto",
    CONTACT_LIMITS.name,
    `El nombre es demasiado largo (máximo ${CONTACT_LIMITS.name} caracteres)`,
  ),
  email,
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, "Introduce un teléfono válido (por ejemplo, +34 600 000 000)")
    .refine(
      (value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 6),
      "Introduce un teléfono válido (por ejemplo, +34 600 000 000)",
    )
    .transform((value) => value || null),
  institutionType: z.enum(INSTITUTION_TYPES, { error: "Elige el tipo de institución" }),
  message,
});
export type InstitutionRequestInput = z.infer<typeof institutionRequestSchema>;
