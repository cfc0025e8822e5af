/**
 * The account forms' rules and texts (SPEC §5 Registration and Login) the browser needs too (live
 * hints, disabled submit). The server's schemas (auth/form-schemas.server.ts) build on them and
 * stay out of the browser's bundle. Messages are the SPEC's Spanish texts.
 */

export const COMPLETE_ALL_FIELDS = "Por favor, completa todos los campos";
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 40;

/** Letters of Spanish and Latin-American names (accents, ñ, ü…), spaces, hyphens and apostrophes. */
const NAME_CHARACTERS = /^[\p{Script=Latin}\p{M} '’-]+$/u;

export type NamePart = "nombre" | "apellido";
const NAME_PREFIX: Record<NamePart, string> = { nombre: "Error en el nombre:", apellido: "Error en los apellidos:" };

/** The first problem of a first name or surname, already prefixed, or null. */
export function nameProblem(value: string, part: NamePart): string | null {
  const trimmed = value.trim();
  let problem: string | null = null;
  if (!trimmed) problem = `El ${part} no puede estar vacío`;
  else if (!NAME_CHARACTERS.test(trimmed))
    problem = "Solo se permiten letras, espacios, guiones o apóstrofes (sin números ni símbolos)";
  else if (trimmed.length < NAME_MIN_LENGTH) problem = `El ${part} es demasiado corto`;
  else if (trimmed.length > NAME_MAX_LENGTH) problem = `El ${part} es demasiado largo`;
  else if (/\s{2,}/.test(trimmed)) problem = "Evita espacios dobles en el nombre o apellido";
  return problem ? `${NAME_PREFIX[part]} ${problem}` : null;
}

/** `@dominio` list as the SPEC prints it. */
export function formatDomains(domains: readonly string[]): string {
  return domains.map((domain) => `@${domain}`).join(", ");
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at === -1
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The live hint under the e-mail field, or null when the address already fits. */
export function emailDomainHint(email: string, domains: readonly string[]): string | null {
  if (!email.trim() || domains.length === 0) return null;
  return domains.includes(emailDomain(email)) ? null : `El correo debe terminar en: ${formatDomains(domains)}`;
}

export const NO_ACTIVE_DOMAINS =
  "Esta universidad todavía no tiene dominios de correo activos. Escríbenos desde Contacto para añadirla.";

/** The registration form's fields, in the order the form shows them. */
export const REGISTRATION_FIELDS = [
  "firstName",
  "lastName",
  "universityId",
  "careerId",
  "careerName",
  "email",
  "password",
  "confirmPassword",
  "acceptTerms",
] as const;

/** The career select's last option: the student writes the career's name (`careerName`) and a moderator adds it. */
export const CAREER_NOT_LISTED = "no-aparece";
export const CAREER_NOT_LISTED_LABEL = "Mi carrera no aparece";
export const CAREER_NAME_LIMITS = { min: 3, max: 200 } as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The word a student types on /profile to confirm that the account is to be deleted. */
export const ACCOUNT_DELETION_WORD = "ELIMINAR";
