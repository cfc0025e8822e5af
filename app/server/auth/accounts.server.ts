/**
 * Student accounts: sign-up with a university e-mail, confirmation, sign-in with throttling,
 * sign-out. Every function answers Spanish messages ready for the forms (SPEC §5, §8).
 */
import type { SubmissionResult } from "@conform-to/dom";
import { APIError } from "better-auth/api";
import { and, asc, eq, sql } from "drizzle-orm";

import { CAREER_NOT_LISTED, COMPLETE_ALL_FIELDS, type RegistrationField } from "~/lib/account-forms";
import { plural } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { getAuth } from "~/server/auth/auth.server";
import { registrationSchema } from "~/server/auth/form-schemas.server";
import { openAccount } from "~/server/auth/sign-up.server";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { findExistingEntity } from "~/server/catalog/existing-entries.server";
import {
  type BackOffRule,
  backOffWait,
  clearAttempts,
  clearAttemptsStartingWith,
  isThrottled,
  readWindows,
  recordAttempt,
  throttleAddress,
} from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { careers, emailDomains, submissions, universities, user, userProfiles } from "~/server/db/schema";
import { parseSubmission } from "~/server/request/forms.server";
import { screenNamesAgainstCatalog } from "~/server/screening/catalog-hosts.server";

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
export const listRegistrationUniversities = sharedRead(
  "accounts.listRegistrationUniversities",
  async (): Promise<UniversityOption[]> => {
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
  },
);

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
export type RegistrationResult =
  { ok: true; email: string } | { ok: false; status: number; message: string; reply: SubmissionResult<string[]> };

/** Typed passwords are never sent back to the page. */
const HIDDEN_FIELDS = ["password", "confirmPassword"];

const REQUIRED_FIELDS = [
  "firstName",
  "lastName",
  "universityId",
  "careerId",
  "email",
  "password",
  "confirmPassword",
] as const;

/**
 * Opens the account (unconfirmed) with its student profile and mails the confirmation link
 * (sign-up.server.ts). The profile is written on the server at sign-up: nothing waits in the
 * browser. The same form sent again while its account waits for confirmation is answered alike.
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
      reply: submission.reply({
        hideFields: HIDDEN_FIELDS,
        fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, [error]])),
      }),
    }) as const;
  if (submission.status !== "success") {
    const message = REQUIRED_FIELDS.some((field) => !String(formData.get(field) ?? "").trim())
      ? COMPLETE_ALL_FIELDS
      : "";
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
    if (existing)
      return refuse(400, { careerName: `Tu carrera ya está en la lista: «${existing.name}». Elígela en «Carrera».` });
    const screening = await screenNamesAgainstCatalog([input.careerName]);
    if (screening.outcome === "hold")
      return refuse(400, { careerName: screening.note ?? "Revisa el nombre de tu carrera" });
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

  const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
  const outcome = await openAccount(
    { name: fullName, email: input.email, password: input.password, role: "student" },
    async (tx, userId) => {
      await tx.insert(userProfiles).values({
        id: userId,
        universityId,
        careerId,
        fullName,
        verificationEmail: input.email,
        isUniversityVerified: false,
        isPublic: false,
      });
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
    },
  );
  if (outcome === "taken") return refuse(409, { email: "Este correo ya está registrado" });
  return { ok: true, email: input.email };
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
export const RESEND_SENT =
  "Si hay una cuenta pendiente de confirmar con ese correo, te hemos enviado un nuevo enlace. Revisa tu bandeja de entrada.";
const RESEND_THROTTLED = "Has pedido demasiados correos de confirmación. Espera una hora antes de volver a intentarlo.";

/** A new confirmation link for an unconfirmed account. Says the same whether or not one exists. */
export async function resendConfirmation(
  rawEmail: string,
  clientAddress: string,
): Promise<{ ok: boolean; status: number; message: string }> {
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
 * Sign-in throttling (SPEC is silent on numbers; docs/architecture.md "Sign-in throttling" explains
 * the rule). Failed passwords count per client address (on any accounts) and per account from each
 * address, each with waits that grow (`BackOffRule`); a request is refused, even with the right
 * password, while either of its counts makes it wait. Nothing counts per account alone: a stranger's
 * failures, from however many addresses, never refuse the owner signing in from an address that has
 * not failed. What the account's failures from elsewhere do is shorten each further address's free
 * tries to one, so a guesser spread over many addresses gains a single guess per address.
 */
const DAY_SECONDS = 24 * 60 * 60;
const SIGN_IN_RULES = {
  /** A few typos on one's own account, then waits of 1, 2, 4… minutes; forgotten a day after the first failure. */
  accountFromAddress: { free: 5, firstWaitSeconds: 60, windowSeconds: DAY_SECONDS },
  /** The same once the account has failed this often from other addresses in its day: one free try. */
  accountFromAddressUnderAttack: { free: 1, firstWaitSeconds: 60, windowSeconds: DAY_SECONDS },
  /** One address trying many accounts (a campus network shares one address, hence the room). */
  address: { free: 30, firstWaitSeconds: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, BackOffRule>;
const FAILURES_ELSEWHERE_UNDER_ATTACK = 5;

export const SIGN_IN_THROTTLED = "Demasiados intentos de inicio de sesión.";

/** The refusal with how long to wait, and the way in that needs no waiting. */
function signInThrottledMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait = minutes < 60 ? plural(minutes, "minuto", "minutos") : plural(Math.ceil(minutes / 60), "hora", "horas");
  return `${SIGN_IN_THROTTLED} Vuelve a intentarlo dentro de ${wait}, o recupera el acceso ahora con «¿Olvidaste tu contraseña?».`;
}

function signInKeys(email: string, clientAddress: string) {
  const address = throttleAddress(clientAddress);
  return {
    account: accountKey(email),
    accountFromAddress: `${accountFromAddressPrefix(email)}${address}`,
    address: `login:ip:${address}`,
  };
}

/** An account's failures from every address: they decide how many free tries each address gets, never refuse one alone. */
function accountKey(email: string): string {
  return `login:cuenta:${email}`;
}

function accountFromAddressPrefix(email: string): string {
  return `login:cuenta-ip:${email}|`;
}

/** Seconds this address must wait before trying this account again; 0 when it may now. */
async function signInWait(keys: ReturnType<typeof signInKeys>): Promise<number> {
  const windows = await readWindows(Object.values(keys));
  const failuresInDay = (key: string) => {
    const window = windows.get(key);
    return window && window.elapsedSeconds < DAY_SECONDS ? window.hits : 0;
  };
  const elsewhere = failuresInDay(keys.account) - failuresInDay(keys.accountFromAddress);
  const pairRule =
    elsewhere >= FAILURES_ELSEWHERE_UNDER_ATTACK
      ? SIGN_IN_RULES.accountFromAddressUnderAttack
      : SIGN_IN_RULES.accountFromAddress;
  return Math.max(
    backOffWait(pairRule, windows.get(keys.accountFromAddress)),
    backOffWait(SIGN_IN_RULES.address, windows.get(keys.address)),
  );
}

/**
 * Forgets an account's failed sign-ins from every address: after a password reset the old
 * guesses are worthless, and the owner must not find the account still refused.
 */
export async function clearSignInThrottle(email: string): Promise<void> {
  await clearAttempts(accountKey(email));
  await clearAttemptsStartingWith(accountFromAddressPrefix(email));
}

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; needsConfirmation?: boolean; retryAfterSeconds?: number };

export async function signIn(email: string, password: string, clientAddress: string): Promise<SignInResult> {
  const keys = signInKeys(email, clientAddress);
  const wait = await signInWait(keys);
  if (wait > 0) return { ok: false, status: 429, message: signInThrottledMessage(wait), retryAfterSeconds: wait };
  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      returnHeaders: true,
    });
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
    await recordAttempt([keys.account, keys.accountFromAddress], { windowSeconds: DAY_SECONDS });
    await recordAttempt([keys.address], SIGN_IN_RULES.address);
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
