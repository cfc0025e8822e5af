/**
 * better-auth, configured once per database handle: e-mail + password accounts that must confirm
 * their university e-mail, database sessions in httpOnly SameSite=Lax cookies (Secure when the site
 * is served over https). The HTTP handler of better-auth is not mounted: the app's own routes call
 * `auth.api.*` so every message is Spanish and every rule lives in our actions.
 */
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";

import { sendClaimConfirmationEmail, sendConfirmationEmail, sendPasswordResetEmail } from "~/server/auth/emails.server";
import { settleRequestedCareer } from "~/server/auth/requested-career.server";
import { type Env, readEnv } from "~/server/core/env.server";
import { siteUrl } from "~/server/core/site.server";
import { type Database, getDb } from "~/server/db/client.server";
import { account, session, user, userProfiles, verification } from "~/server/db/schema";

/** SPEC §9: the confirmation link expires after one hour. */
const CONFIRMATION_LINK_TTL_SECONDS = 60 * 60;
/** The password-reset link lasts as long as the confirmation link. */
const PASSWORD_RESET_LINK_TTL_SECONDS = 60 * 60;
const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
export const COOKIE_PREFIX = "uniopina";

function createAuth(db: Database, env: Env) {
  const baseURL = siteUrl(env);
  return betterAuth({
    appName: "UniOpina",
    baseURL,
    secret: authSecret(env),
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    telemetry: { enabled: false },
    // Throttling of sign-in is ours (per address and per account from each address, Spanish 429): see accounts.server.ts.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_TTL_SECONDS,
      // Whoever knew the old password (or held a session) is out once it changes.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: recipient, token }) => {
        // Not awaited: an SMTP round trip only for existing accounts would tell, by the answer's
        // timing, which addresses have an account. A failed send is logged; the page says the same.
        sendPasswordResetEmail({
          to: recipient.email,
          name: recipient.name,
          link: `${baseURL}/restablecer-contrasena?token=${encodeURIComponent(token)}`,
        }).catch((error: unknown) => console.error("Error al enviar el correo para restablecer la contraseña", error));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user: recipient, token }) => {
        await mailConfirmation(db, baseURL, recipient, token);
      },
      // The domain was checked at sign-up; confirming the mailbox makes the student verified.
      // The career it asked for at sign-up, if it was not listed, is created then (requested-career.server.ts).
      afterEmailVerification: async (confirmed) => {
        await db
          .update(userProfiles)
          .set({ isUniversityVerified: true, verificationEmail: confirmed.email, updatedAt: new Date() })
          .where(eq(userProfiles.id, confirmed.id));
        await settleRequestedCareer(confirmed.id);
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

type Recipient = { id: string; email: string; name: string };

/** The link that confirms an account's address, in the words for its kind: a professor's claim or a student's sign-up. */
async function mailConfirmation(db: Database, baseURL: string, recipient: Recipient, token: string) {
  const [account] = await db.select({ role: user.role }).from(user).where(eq(user.id, recipient.id));
  const send = account?.role === "professor" ? sendClaimConfirmationEmail : sendConfirmationEmail;
  await send({
    to: recipient.email,
    name: recipient.name,
    link: `${baseURL}/verificar-correo?token=${encodeURIComponent(token)}`,
  });
}

/**
 * Mails a new account its confirmation link, signed as better-auth signs the links it sends itself
 * (and for as long), so that its `verifyEmail` confirms the address.
 */
export async function mailConfirmationLink(recipient: Recipient): Promise<void> {
  const { secret } = await getAuth().$context;
  const token = await createEmailVerificationToken(secret, recipient.email, undefined, CONFIRMATION_LINK_TTL_SECONDS, {
    userId: recipient.id,
  });
  await mailConfirmation(getDb(), siteUrl(readEnv()), recipient, token);
}

export type Auth = ReturnType<typeof createAuth>;

const cache = new WeakMap<Database, Auth>();

/** The auth instance of the process database. */
export function getAuth(): Auth {
  const db = getDb();
  let auth = cache.get(db);
  if (!auth) {
    auth = createAuth(db, readEnv());
    cache.set(db, auth);
  }
  return auth;
}

/**
 * A key for signing links outside better-auth (the newsletter's), derived from the auth secret
 * and the link's purpose, so the secret itself is never used twice and a link signed for one
 * purpose is worthless for another.
 */
export function signingKey(purpose: string): Buffer {
  return createHmac("sha256", authSecret(readEnv())).update(`uniopina:${purpose}`).digest();
}

/**
 * AUTH_SECRET when configured. Otherwise the embedded database keeps a generated one next to its
 * data, so sessions survive restarts with zero configuration; a production PostgreSQL deployment
 * must set it.
 */
function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  // readEnv already refused production on PostgreSQL without AUTH_SECRET.
  if (env.NODE_ENV === "test" || env.DATABASE_URL || env.DATA_DIR.startsWith("memory://")) {
    return (processSecret ??= randomBytes(32).toString("hex"));
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
let processSecret: string | undefined;
