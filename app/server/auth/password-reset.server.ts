/**
 * '¿Olvidaste tu contraseña?': a link by e-mail, asked for with the same answer whether or not the
 * address has an account, valid for one hour and for one use; a new password ends every session
 * of the account. better-auth keeps the link's token (a `verification` row) and changes the
 * password; the throttling, the messages and the pages are ours.
 */
import { APIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";

import { clearSignInThrottle } from "~/server/auth/accounts.server";
import { getAuth } from "~/server/auth/auth.server";
import { findAccount, findResetLink, RESET_TOKEN_PREFIX } from "~/server/auth/better-auth-internals.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { verification } from "~/server/db/schema";

export const RESET_LINK_SENT =
  "Si hay una cuenta con ese correo, te hemos enviado un enlace para elegir una nueva contraseña. Revisa tu bandeja de entrada: el enlace caduca en 1 hora.";
const RESET_REQUESTS_THROTTLED =
  "Has pedido demasiados enlaces para cambiar la contraseña. Espera una hora antes de volver a intentarlo.";

/** Links per hour: a few per account (a typo, a lost e-mail), more per address (a shared campus network). */
const REQUEST_WINDOW_SECONDS = 60 * 60;
const ACCOUNT_RULE: ThrottleRule = { limit: 3, windowSeconds: REQUEST_WINDOW_SECONDS };
const ADDRESS_RULE: ThrottleRule = { limit: 10, windowSeconds: REQUEST_WINDOW_SECONDS };

/** Tokens are 24 characters; anything much longer is not one, and is not looked up. */
const TOKEN_MAX_LENGTH = 100;

/** Sends a reset link if the account exists. Counts against the address and the account either way. */
export async function requestPasswordReset(
  email: string,
  clientAddress: string,
): Promise<{ ok: boolean; status: number; message: string }> {
  const accountKey = `restablecer:cuenta:${email}`;
  const addressKey = `restablecer:ip:${throttleAddress(clientAddress)}`;
  if ((await isThrottled([accountKey], ACCOUNT_RULE)) || (await isThrottled([addressKey], ADDRESS_RULE))) {
    return { ok: false, status: 429, message: RESET_REQUESTS_THROTTLED };
  }
  await recordAttempt([accountKey, addressKey], { windowSeconds: REQUEST_WINDOW_SECONDS });
  await getAuth().api.requestPasswordReset({ body: { email } });
  return { ok: true, status: 200, message: RESET_LINK_SENT };
}

/** The account a reset link belongs to, while the link is unused and less than an hour old. */
export async function findPasswordResetAccount(token: string): Promise<{ id: string; email: string } | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
  const link = await findResetLink(token);
  if (!link || link.expiresAt < new Date()) return null;
  return findAccount(link.userId);
}

/**
 * Sets the new password (better-auth consumes the token and deletes the account's sessions in one
 * transaction), then voids the account's other reset links and its failed sign-ins.
 */
export async function resetPassword(token: string, newPassword: string): Promise<"changed" | "invalid-link"> {
  const account = await findPasswordResetAccount(token);
  if (!account) return "invalid-link";
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    // The same link used twice at once: the other request won.
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return "invalid-link";
    throw error;
  }
  await getDb()
    .delete(verification)
    .where(
      and(eq(verification.value, account.id), sql`starts_with(${verification.identifier}, ${RESET_TOKEN_PREFIX})`),
    );
  await clearSignInThrottle(account.email);
  return "changed";
}
