/**
 * The account forms' schemas: the server's authority over what the browser checks with the same
 * rules (lib/account-forms.ts). Kept server-side so the browser never loads zod.
 */
import { z } from "zod";

import {
  CAREER_NAME_LIMITS,
  CAREER_NOT_LISTED,
  COMPLETE_ALL_FIELDS,
  emailDomain,
  formatDomains,
  type NamePart,
  nameProblem,
  NO_ACTIVE_DOMAINS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_FIELDS,
} from "~/lib/account-forms";
import { CLAIM_MESSAGES, PROFESSOR_CLAIM_LIMITS } from "~/lib/professor-accounts";

const personName = (part: NamePart) =>
  z.string().superRefine((value, ctx) => {
    const problem = nameProblem(value, part);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const emailField = (emptyMessage: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, emptyMessage)
    .max(254, "El correo electrónico es demasiado largo")
    .pipe(z.email("Introduce un correo electrónico válido"));

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
  // Only read when the career is not listed (CAREER_NOT_LISTED): checked in the refinement below.
  careerName: z.string().transform((value) => value.replace(/\s+/g, " ").trim()),
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
  return registrationFields.superRefine(
    (values, ctx) => {
      checkPasswordsMatch(values, ctx);
      if (values.careerId === CAREER_NOT_LISTED) {
        if (values.careerName.length < CAREER_NAME_LIMITS.min)
          ctx.addIssue({ code: "custom", path: ["careerName"], message: "Escribe el nombre de tu carrera" });
        else if (values.careerName.length > CAREER_NAME_LIMITS.max)
          ctx.addIssue({
            code: "custom",
            path: ["careerName"],
            message: `El nombre no puede superar los ${CAREER_NAME_LIMITS.max} caracteres`,
          });
      }
      if (!values.universityId) return;
      const domains = activeDomainsOf(values.universityId);
      const email = typeof values.email === "string" ? values.email.trim().toLowerCase() : "";
      if (domains === undefined) {
        ctx.addIssue({ code: "custom", path: ["universityId"], message: "Por favor, selecciona tu universidad" });
      } else if (domains.length === 0) {
        ctx.addIssue({ code: "custom", path: ["universityId"], message: NO_ACTIVE_DOMAINS });
      } else if (email.includes("@") && !domains.includes(emailDomain(email))) {
        ctx.addIssue({
          code: "custom",
          path: ["email"],
          message: `El correo debe ser de tu universidad. Dominios válidos: ${formatDomains(domains)}`,
        });
      }
    },
    { when: () => true },
  );
}

type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;
// The form's list of fields and the schema's must not drift apart.
REGISTRATION_FIELDS satisfies readonly (keyof RegistrationInput)[];

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, COMPLETE_ALL_FIELDS).max(254, "Correo o contraseña incorrectos"),
  password: z.string().min(1, COMPLETE_ALL_FIELDS).max(PASSWORD_MAX_LENGTH, "Correo o contraseña incorrectos"),
});

/** '¿Olvidaste tu contraseña?': the address to send the link to. */
export const passwordResetRequestSchema = z.object({ email: emailField("Introduce tu correo electrónico") });

/** The page of the reset link: the new password, with the registration's rules. */
export const newPasswordSchema = z.object(newPasswordFields).superRefine(checkPasswordsMatch, { when: () => true });

const claimDepartment = z
  .string()
  .trim()
  .min(1, "Escribe tu departamento: lo comprobaremos en la web de la universidad")
  .max(
    PROFESSOR_CLAIM_LIMITS.department,
    `El departamento no puede superar los ${PROFESSOR_CLAIM_LIMITS.department} caracteres`,
  );

/** A professor account's claim of a profile ("Soy este profesor"): only the department. */
export const professorClaimSchema = z.object({ department: claimDepartment });

/** A claim made signed out, which also makes the professor account: name, an address of one of `staffDomains`, password. */
export function professorClaimAccountSchema(staffDomains: readonly string[], university: string) {
  return z
    .object({
      firstName: personName("nombre"),
      lastName: personName("apellido"),
      email: emailField(COMPLETE_ALL_FIELDS),
      department: claimDepartment,
      ...newPasswordFields,
    })
    .superRefine(
      (values, ctx) => {
        checkPasswordsMatch(values, ctx);
        const email = typeof values.email === "string" ? values.email.trim().toLowerCase() : "";
        if (email.includes("@") && !staffDomains.includes(emailDomain(email))) {
          ctx.addIssue({
            code: "custom",
            path: ["email"],
            message: CLAIM_MESSAGES.notStaffAddress(university, staffDomains[0] ?? "universidad.es"),
          });
        }
      },
      { when: () => true },
    );
}

/** «Cargar las carreras» without JavaScript reads only the university; what else was typed comes back as it was. */
export const careersRequestSchema = z.object({ universityId: z.string() });
