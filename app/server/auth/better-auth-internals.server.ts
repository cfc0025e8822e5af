/**
 * Everything the app reads of better-auth beyond its public API, in one place (decision record
 * 004): how it signs the session cookie and when it refreshes a session, and how it names a
 * password-reset link's row. `tests/better-auth-internals.test.ts` checks each against the
 * installed better-auth, so an upgrade that changes one fails there rather than silently slowing
 * every signed-in page down or breaking password resets.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

import { rawCookieValue } from "~/lib/cookies";
import { getAuth } from "~/server/auth/auth.server";

/** better-auth names a reset token's row `reset-password:{token}`. */
export const RESET_TOKEN_PREFIX = "reset-password:";

/** A session cookie better-auth would accept as it is, to be looked up by its token. */
export interface SignedSession {
  token: string;
  /** Whether a session of that expiry is accepted without better-auth writing (not expired, not due for its sliding refresh). */
  acceptsAsIs(expiresAt: Date): boolean;
}

/**
 * The token of the request's session cookie when its signature verifies as better-auth signs it
 * (HMAC-SHA256 of the token with the secret, base64), and no session-data cookie is present (that
 * one better-auth may have to clear). Null for everything else, which then goes through
 * better-auth's own `getSession`.
 */
export async function signedSessionOf(cookieHeader: string): Promise<SignedSession | null> {
  const auth = await getAuth().$context;
  if (typeof auth.secretConfig !== "string" || cookieHeader.includes(auth.authCookies.sessionData.name)) return null;
  const signed = decodedCookieValue(cookieHeader, auth.authCookies.sessionToken.name);
  const separator = signed ? signed.lastIndexOf(".") : -1;
  if (!signed || separator < 1) return null;
  const token = signed.slice(0, separator);
  const signature = Buffer.from(signed.slice(separator + 1));
  const expected = Buffer.from(createHmac("sha256", auth.secret).update(token).digest("base64"));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const { expiresIn, updateAge } = auth.sessionConfig;
  return {
    token,
    acceptsAsIs(expiresAt) {
      const now = Date.now();
      const expires = expiresAt.getTime();
      return expires > now && expires - expiresIn * 1000 + updateAge * 1000 > now;
    },
  };
}

/** The account and expiry of a password-reset link's token, as better-auth stored it; null when there is none. */
export async function findResetLink(token: string): Promise<{ userId: string; expiresAt: Date } | null> {
  const { internalAdapter } = await getAuth().$context;
  const row = await internalAdapter.findVerificationValue(`${RESET_TOKEN_PREFIX}${token}`);
  return row ? { userId: row.value, expiresAt: row.expiresAt } : null;
}

/** The account's id and e-mail, through better-auth's own adapter. */
export async function findAccount(userId: string): Promise<{ id: string; email: string } | null> {
  const { internalAdapter } = await getAuth().$context;
  const account = await internalAdapter.findUserById(userId);
  return account ? { id: account.id, email: account.email } : null;
}

/** A cookie's value, URL-decoded as better-auth reads it; undefined when absent or malformed. */
function decodedCookieValue(header: string, name: string): string | undefined {
  const raw = rawCookieValue(header, name);
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
