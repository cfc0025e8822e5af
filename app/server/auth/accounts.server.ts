/**
 * Student accounts: sign-up with a university e-mail, confirmation, sign-in with throttling,
 * sign-out. Every function answers Spanish messages ready for the forms (SPEC §5, §8).
 */
import type { SubmissionResult } from "@conform-to/dom";
import { APIError } from "better-auth/api";
import { and, asc, eq, sql } from "drizzle-orm";

import { CAREER_NOT_LISTED, COMPLETE_ALL_FIELDS, type RegistrationField } from "~/lib/account-forms";
import { isUuid } from "~/lib/ids";
import { getAuth } from "~/server/auth/auth.server";
import { registrationSchema } from "~/server/auth/form-schemas.server";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { clearAttempts, clearAttemptsStartingWith, countAttempts, isThrottled, recordAttempt, throttleAddress } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { careers, emailDomains, submissions, universities, user, userProfiles } from "~/server/db/schema";
import { parseSubmission } from "~/server/http/forms.server";
import { screenAgainstCatalog } from "~/server/moderation/catalog-hosts.server";
import { findExistingEntity } from "~/server/submissions/reads.server";

/* ------------------------------------------------------------------ registration */

/** A university's active domains students register with (not its staff's, lib/professor-accounts.ts). */
const studentDomains = sql<
  string[]
>`coalesce(array_agg(${emailDomains.domain} ORDER BY ${emailDomains.domain}) FILTER (WHERE ${emailDomains.isActive} AND ${emailDomains.kind} <> 'staff'), '{}')`;

export interface UniversityOption {
  id: string;
  name: string;
  /** Active e-mail domains students register with, e.g. ["alu.ua.es"]. */
  domains: string[];
}

/** Enabled universities with their active e-mail domains, for the registration form. */
export const listRegistrationUniversities = sharedRead("accounts.listRegistrationUniversities", async (): Promise<UniversityOption[]> => {
  return getDb()
    .select({
      id: universities.id,
      name: universities.name,
      domains: studentDomains,
    })
    .from(universities)
    .leftJoin(emailDomains, eq(emailDomains.universityId, universities.id))
    .where(eq(universities.isEnabled, true))
    .groupBy(universities.id)
    .orderBy(asc(universities.name));
});

async function activeDomains(universityId: string): Promise<string[] | undefined> {
  const [row] = await getDb()
    .select({
      domains: studentDomains,
    })
    .from(universities)
    .leftJoin(emailDomains, eq(emailDomains.universityId, universities.id))
    .where(and(eq(universities.id, universityId), eq(universities.isEnabled, true)))
    .groupBy(universities.id);
  return row?.domains;
}

/** A refusal says why above the form (`message`, "" when the fields say it all) and next to each field (Conform's `reply`). */
export type RegistrationResult = { ok: true; email: string } | { ok: false; status: number; message: string; reply: SubmissionResult<string[]> };

/** Typed passwords are never sent back to the page. */
const HIDDEN_FIELDS = ["password", "confirmPassword"];

const REQUIRED_FIELDS = ["firstName", "lastName", "universityId", "careerId", "email", "password", "confirmPassword"] as const;

/**
 * Creates the account (unconfirmed), the student profile and sends the confirmation e-mail. The
 * profile is written on the server at sign-up: nothing waits in the browser.
 */
export async function registerStudent(formData: FormData): Promise<RegistrationResult> {
  const chosenUniversity = String(formData.get("universityId") ?? "");
  const universityId = isUuid(chosenUniversity) ? chosenUniversity.toLowerCase() : "";
  const domains = universityId ? await activeDomains(universityId) : undefined;
  const submission = parseSubmission(
    formData,
    registrationSchema((id) => (id === universityId ? domains : undefined)),
  );
  const refuse = (status: number, fieldErrors: Partial<Record<RegistrationField, string>>, message = "") =>
    ({
      ok: false,
      status,
      message,
      reply: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, [error]])) }),
    }) as const;
  if (submission.status !== "success") {
    const message = REQUIRED_FIELDS.some((field) => !String(formData.get(field) ?? "").trim()) ? COMPLETE_ALL_FIELDS : "";
    return { ok: false, status: 400, message, reply: submission.reply({ hideFields: HIDDEN_FIELDS }) };
  }
  const input = submission.value;

  // A career from the list, or one the student writes because it is not there: then the account
  // waits for it as a request to the moderators (screened like any request), and until a moderator
  // approves it the student reads, likes and comments but does not review.
  const notListed = input.careerId === CAREER_NOT_LISTED;
  let careerId: string | null = null;
  let screeningNote: string | null = null;
  if (notListed) {
    const existing = await findExistingEntity("carrera", input.careerName, universityId);
    if (existing) return refuse(400, { careerName: `Tu carrera ya está en la lista: «${existing.name}». Elígela en «Carrera».` });
    const screening = await screenAgainstCatalog([input.careerName]);
    if (screening.outcome === "hold") return refuse(400, { careerName: screening.note ?? "Revisa el nombre de tu carrera" });
    screeningNote = screening.note;
  } else {
    const [career] = await getDb()
      .select({ id: careers.id })
      .from(careers)
      .where(and(eq(careers.id, input.careerId), eq(careers.universityId, universityId), eq(careers.isEnabled, true)))
      .limit(1);
    if (!career) return refuse(400, { careerId: "Por favor, selecciona tu carrera" });
    careerId = career.id;
  }

  if (await findUserIdByEmail(input.email)) {
    return refuse(409, { email: "Este correo ya está registrado" });
  }

  const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
  let userId: string;
  try {
    const result = await getAuth().api.signUpEmail({ body: { name: fullName, email: input.email, password: input.password } });
    userId = result.user.id;
  } catch (error) {
    await removeHalfCreatedAccount(input.email);
    const failure = signUpFailure(error);
    return refuse(error instanceof APIError && error.statusCode < 500 ? 400 : 500, failure.fieldErrors, failure.message);
  }

  try {
    await getDb().transaction(async (tx) => {
      await tx.insert(userProfiles).values({ id: userId, universityId, careerId, fullName, verificationEmail: input.email, isUniversityVerified: false, isPublic: false });
      if (notListed) {
        await tx.insert(submissions).values({
          userId,
          submissionType: "career",
          status: "pending",
          careerName: input.careerName,
          careerUniversityId: universityId,
          forProfile: true,
          screeningNote,
        });
      }
    });
  } catch (error) {
    console.error("Error al crear el perfil de usuario", error);
    await removeHalfCreatedAccount(input.email);
    return refuse(500, {}, "Error al crear el perfil de usuario");
  }
  return { ok: true, email: input.email };
}

export function signUpFailure(error: unknown): { message?: string; fieldErrors: Partial<Record<RegistrationField, string>> } {
  const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
  if (code?.startsWith("USER_ALREADY_EXISTS")) return { fieldErrors: { email: "Este correo ya está registrado" } };
  if (code === "PASSWORD_TOO_SHORT") return { fieldErrors: { password: "La contraseña debe tener al menos 6 caracteres" } };
  if (!(error instanceof APIError)) console.error("Error al registrarse", error);
  return { message: "Error al registrarse", fieldErrors: {} };
}

/** A sign-up that failed after the account row was written (e.g. the mail server is down). */
export async function removeHalfCreatedAccount(email: string) {
  await getDb()
    .delete(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, false)));
}

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id ?? null;
}

/* ------------------------------------------------------------------ confirmation */

export type ConfirmationResult = "confirmed" | "expired" | "invalid";

export async function confirmEmail(token: string): Promise<ConfirmationResult> {
  if (!token) return "invalid";
  try {
    await getAuth().api.verifyEmail({ query: { token } });
    return "confirmed";
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "TOKEN_EXPIRED") return "expired";
    if (!(error instanceof APIError)) throw error;
    return "invalid";
  }
}

const RESEND_RULE = { limit: 3, windowSeconds: 60 * 60 };
export const RESEND_SENT = "Si hay una cuenta pendiente de confirmar con ese correo, te hemos enviado un nuevo enlace. Revisa tu bandeja de entrada.";
const RESEND_THROTTLED = "Has pedido demasiados correos de confirmación. Espera una hora antes de volver a intentarlo.";

/** A new confirmation link for an unconfirmed account. Says the same whether or not one exists. */
export async function resendConfirmation(rawEmail: string, clientAddress: string): Promise<{ ok: boolean; status: number; message: string }> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) return { ok: false, status: 400, message: "Introduce tu correo electrónico" };
  const keys = [`confirmacion:cuenta:${email}`, `confirmacion:ip:${throttleAddress(clientAddress)}`];
  if (await isThrottled(keys, RESEND_RULE)) return { ok: false, status: 429, message: RESEND_THROTTLED };
  await recordAttempt(keys, RESEND_RULE);
  const [pending] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, false)))
    .limit(1);
  if (pending) await getAuth().api.sendVerificationEmail({ body: { email } });
  return { ok: true, status: 200, message: RESEND_SENT };
}

/* ------------------------------------------------------------------ sign-in / sign-out */

/**
 * Sign-in throttling (SPEC is silent on numbers; README "Sign-in throttling" explains the rule).
 * Failed passwords are counted in 15-minute windows per account, per client address, and per
 * account from each address. A request is refused, even with the right password, when:
 * - its address failed 30 times, on any accounts (one machine trying many accounts);
 * - its address failed 5 times on this account;
 * - the account failed 5 times from anywhere and this address is one of those that failed: from
 *   then on every further address gets a single try, so a guesser gains one guess per address
 *   while the owner, from an address that has not failed, still signs in;
 * - the account failed 20 times from anywhere: a guesser with many addresses is stopped for
 *   everyone, the only case where a stranger can keep the owner out (it takes 16+ addresses).
 */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const SIGN_IN_LIMITS = { address: 30, accountFromAddress: 5, accountGuard: 5, account: 20 } as const;
export const SIGN_IN_THROTTLED = "Demasiados intentos de inicio de sesión. Espera 15 minutos y vuelve a intentarlo.";

function signInKeys(email: string, clientAddress: string) {
  const address = throttleAddress(clientAddress);
  return { account: `login:cuenta:${email}`, accountFromAddress: `${accountFromAddressPrefix(email)}${address}`, address: `login:ip:${address}` };
}

function accountFromAddressPrefix(email: string): string {
  return `login:cuenta-ip:${email}|`;
}

async function isSignInRefused(keys: ReturnType<typeof signInKeys>): Promise<boolean> {
  const hits = await countAttempts(Object.values(keys), SIGN_IN_WINDOW_SECONDS);
  const account = hits.get(keys.account) ?? 0;
  const fromAddress = hits.get(keys.accountFromAddress) ?? 0;
  const underGuard = account >= SIGN_IN_LIMITS.accountGuard;
  return (hits.get(keys.address) ?? 0) >= SIGN_IN_LIMITS.address || account >= SIGN_IN_LIMITS.account || fromAddress >= (underGuard ? 1 : SIGN_IN_LIMITS.accountFromAddress);
}

/**
 * Forgets an account's failed sign-ins from every address: after a password reset the old
 * guesses are worthless, and the owner must not find the account still refused.
 */
export async function clearSignInThrottle(email: string): Promise<void> {
  await clearAttempts(`login:cuenta:${email}`);
  await clearAttemptsStartingWith(accountFromAddressPrefix(email));
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string; needsConfirmation?: boolean };

export async function signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
  const keys = signInKeys(email, clientAddress);
  if (await isSignInRefused(keys)) return { ok: false, status: 429, message: SIGN_IN_THROTTLED };
  try {
    const { headers } = await getAuth().api.signInEmail({ body: { email, password, rememberMe: true }, returnHeaders: true });
    // This address has proven itself; the account's own count runs out with its window, so a
    // guesser elsewhere gains nothing from the owner signing in.
    await clearAttempts(keys.accountFromAddress);
    return { ok: true, headers };
  } catch (error) {
    if (!(error instanceof APIError)) {
      console.error("Error al iniciar sesión", error);
      return { ok: false, status: 500, message: "Error al iniciar sesión" };
    }
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "EMAIL_NOT_VERIFIED") {
      return { ok: false, status: 403, message: "Por favor, confirma tu correo electrónico", needsConfirmation: true };
    }
    await recordAttempt(Object.values(keys), { windowSeconds: SIGN_IN_WINDOW_SECONDS });
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      return { ok: false, status: 401, message: "Correo o contraseña incorrectos" };
    }
    return { ok: false, status: error.statusCode >= 500 ? 500 : 400, message: "Error al iniciar sesión" };
  }
}

/** Ends the session in the database and answers the headers that clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return new Headers();
  }
}
