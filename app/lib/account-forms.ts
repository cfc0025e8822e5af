/**
 * The account forms' rules (SPEC §5 Registration and Login), shared by the browser (live hints,
 * disabled submit) and the server actions (the authority). Messages are the SPEC's Spanish texts.
 */
import { z } from "zod";

export const COMPLETE_ALL_FIELDS = "Por favor, completa todos los campos";
export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 40;

/** Letters of Spanish and Latin-American names (accents, ñ, ü…), spaces, hyphens and apostrophes. */
const NAME_CHARACTERS = /^[\p{Script=Latin}\p{M} '’-]+$/u;

type NamePart = "nombre" | "apellido";
const NAME_PREFIX: Record<NamePart, string> = { nombre: "Error en el nombre:", apellido: "Error en los apellidos:" };

/** The first problem of a first name or surname, already prefixed, or null. */
export function nameProblem(value: string, part: NamePart): string | null {
  const trimmed = value.trim();
  let problem: string | null = null;
  if (!trimmed) problem = `El ${part} no puede estar vacío`;
  else if (!NAME_CHARACTERS.test(trimmed)) problem = "Solo se permiten letras, espacios, guiones o apóstrofes (sin números ni símbolos)";
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
  return at === -1 ? "" : email.slice(at + 1).trim().toLowerCase();
}

/** The live hint under the e-mail field, or null when the address already fits. */
export function emailDomainHint(email: string, domains: readonly string[]): string | null {
  if (!email.trim() || domains.length === 0) return null;
  return domains.includes(emailDomain(email)) ? null : `El correo debe terminar en: ${formatDomains(domains)}`;
}

export const NO_ACTIVE_DOMAINS = "Esta universidad todavía no tiene dominios de correo activos. Escríbenos desde Contacto para añadirla.";

const personName = (part: NamePart) =>
  z.string().superRefine((value, ctx) => {
    const problem = nameProblem(value, part);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const emailField = (emptyMessage: string) =>
  z.string().trim().toLowerCase().min(1, emptyMessage).max(254, "El correo electrónico es demasiado largo").pipe(z.email("Introduce un correo electrónico válido"));

/** A new password and its confirmation: the same rules at registration and at a password reset. */
const newPasswordFields = {
  password: z
    .string()
    .min(1, COMPLETE_ALL_FIELDS)
    .min(PASSWORD_MIN_LENGTH, "La contraseña debe tener al menos 6 caracteres")
    .max(PASSWORD_MAX_LENGTH, "La contraseña es demasiado larga (máximo 128 caracteres)"),
  confirmPassword: z.string().min(1, COMPLETE_ALL_FIELDS),
};

function checkPasswordsMatch(values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Las contraseñas no coinciden" });
  }
}

const registrationFields = z.object({
  firstName: personName("nombre"),
  lastName: personName("apellido"),
  universityId: z.string().min(1, "Por favor, selecciona tu universidad"),
  careerId: z.string().min(1, "Por favor, selecciona tu carrera"),
  email: emailField(COMPLETE_ALL_FIELDS),
  ...newPasswordFields,
  acceptTerms: z.literal("on", { error: "Debes confirmar que tu universidad y tu carrera no se podrán cambiar" }),
});

/**
 * Registration. `activeDomainsOf` answers the active e-mail domains of a university (undefined
 * when the university is unknown), so the browser and the server apply the very same rule. The
 * rules that compare fields run even when another field is wrong, so every error shows at once.
 */
export function registrationSchema(activeDomainsOf: (universityId: string) => readonly string[] | undefined) {
  return registrationFields.superRefine((values, ctx) => {
    checkPasswordsMatch(values, ctx);
    if (!values.universityId) return;
    const domains = activeDomainsOf(values.universityId);
    const email = typeof values.email === "string" ? values.email.trim().toLowerCase() : "";
    if (domains === undefined) {
      ctx.addIssue({ code: "custom", path: ["universityId"], message: "Por favor, selecciona tu universidad" });
    } else if (domains.length === 0) {
      ctx.addIssue({ code: "custom", path: ["universityId"], message: NO_ACTIVE_DOMAINS });
    } else if (email.includes("@") && !domains.includes(emailDomain(email))) {
      ctx.addIssue({ code: "custom", path: ["email"], message: `El correo debe ser de tu universidad. Dominios válidos: ${formatDomains(domains)}` });
    }
  }, { when: () => true });
}

export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;
export type RegistrationField = keyof RegistrationInput;
export const REGISTRATION_FIELDS = ["firstName", "lastName", "universityId", "careerId", "email", "password", "confirmPassword", "acceptTerms"] as const satisfies readonly RegistrationField[];

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, COMPLETE_ALL_FIELDS).max(254, "Correo o contraseña incorrectos"),
  password: z.string().min(1, COMPLETE_ALL_FIELDS).max(PASSWORD_MAX_LENGTH, "Correo o contraseña incorrectos"),
});

/** '¿Olvidaste tu contraseña?': the address to send the link to. */
export const passwordResetRequestSchema = z.object({ email: emailField("Introduce tu correo electrónico") });

/** The page of the reset link: the new password, with the registration's rules. */
export const newPasswordSchema = z.object(newPasswordFields).superRefine(checkPasswordsMatch, { when: () => true });
export type NewPasswordField = keyof z.infer<typeof newPasswordSchema>;
