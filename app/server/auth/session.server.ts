/**
 * Who is making the request. The root middleware reads the better-auth session once per request,
 * joins the student profile, and puts the result in the router context for every loader and
 * action; it sends a stale session to the login page.
 */
import { eq, sql } from "drizzle-orm";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

import type { UserRole } from "~/lib/moderation";
import { SESSION_EXPIRED_PATH } from "~/lib/session";
import { COOKIE_PREFIX, getAuth } from "~/server/auth/auth.server";
import { signedSessionOf } from "~/server/auth/better-auth-internals.server";
import { isDatabaseReachable, prepared } from "~/server/db/client.server";
import { careers, session, universities, user, userProfiles } from "~/server/db/schema";
import { redirectTo } from "~/server/request/redirects.server";

/**
 * Who asks, as the database said when the request began: what permissions are decided on. An
 * action may change it (a privacy switch, a role); a page that shows such a setting reads it from
 * the database, so that the page rendered after the action shows the setting just written.
 */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** student, moderator or admin (permissions.server.ts decides what each may do). */
  role: UserRole;
  /** Until when a moderator suspended the account (it reads but cannot write); null when not suspended. */
  suspendedUntil: Date | null;
  /** The student profile; null only for an account whose profile could not be created. */
  profile: {
    universityId: string;
    universityName: string;
    /** Null while the career the student wrote at sign-up waits for a moderator. */
    careerId: string | null;
    careerName: string | null;
    isUniversityVerified: boolean;
    isPublic: boolean;
    showEmail: boolean;
  } | null;
}

const viewerContext = createContext<Viewer | null>(null);

/** The cookies that carry a session, in development and behind HTTPS. */
export const SESSION_COOKIES: readonly string[] = [
  `${COOKIE_PREFIX}.session_token`,
  `__Secure-${COOKIE_PREFIX}.session_token`,
];

type Context = Readonly<RouterContextProvider>;

export function getViewer(context: Context): Viewer | null {
  return context.get(viewerContext);
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const sessionCookie = presentSessionCookie(request);
  if (!sessionCookie) {
    context.set(viewerContext, null);
    return next();
  }
  const live = await liveSessionViewer(request);
  if (live) {
    context.set(viewerContext, live);
    return next();
  }
  const { headers, response: found } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!found) {
    // better-auth answers "no session" when it could not read the database either: a database
    // outage must not sign everyone out (the outage middleware answers its 503 page instead).
    if (!(await isDatabaseReachable())) throw new Error("No se pudo leer la sesión: la base de datos no responde.");
    // A cookie without a live session: expired, revoked, or the account was deleted.
    const clear = expireCookieHeader(sessionCookie);
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (path === "/login" || path === "/logout" || path.startsWith("/api/")) {
      context.set(viewerContext, null);
      const response = await next();
      response.headers.append("Set-Cookie", clear);
      return response;
    }
    throw redirectTo(SESSION_EXPIRED_PATH, { headers: { "Set-Cookie": clear } });
  }
  context.set(viewerContext, await loadViewer(found.user));
  const response = await next();
  // better-auth slides the session's expiry forward; pass the refreshed cookie on.
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
};

/** The student profile as a page shows it (joined with its university and career). */
export const PROFILE_COLUMNS = {
  universityId: userProfiles.universityId,
  universityName: universities.name,
  careerId: userProfiles.careerId,
  careerName: careers.name,
  isUniversityVerified: userProfiles.isUniversityVerified,
  isPublic: userProfiles.isPublic,
  showEmail: userProfiles.showEmail,
};

/** The account's role and suspension with the student profile (absent for staff accounts created without one). */
const VIEWER_DETAILS = { role: user.role, suspendedUntil: user.suspendedUntil, ...PROFILE_COLUMNS };

/** The viewer's details by account, after better-auth read the session: one query. */
const viewerDetails = prepared((db) =>
  db
    .select(VIEWER_DETAILS)
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(universities, eq(universities.id, userProfiles.universityId))
    .leftJoin(careers, eq(careers.id, userProfiles.careerId))
    .where(eq(user.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("viewer_details"),
);

async function loadViewer(account: {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}): Promise<Viewer> {
  const [row] = await viewerDetails().execute({ userId: account.id });
  return toViewer(account, row);
}

type ViewerDetails = Partial<Awaited<ReturnType<ReturnType<typeof viewerDetails>["execute"]>>[number]>;

function toViewer(
  account: { id: string; name: string; email: string; emailVerified: boolean },
  row: ViewerDetails | undefined,
): Viewer {
  const {
    role = "student",
    suspendedUntil = null,
    universityId,
    universityName,
    careerId,
    careerName,
    isUniversityVerified,
    isPublic,
    showEmail,
  } = row ?? {};
  const profile =
    universityId && universityName
      ? {
          universityId,
          universityName,
          careerId: careerId ?? null,
          careerName: careerName ?? null,
          isUniversityVerified: isUniversityVerified === true,
          isPublic: isPublic === true,
          showEmail: showEmail === true,
        }
      : null;
  // A suspension that has ended is no suspension: nothing has to clear the column.
  const suspended = suspendedUntil !== null && suspendedUntil.getTime() > Date.now() ? suspendedUntil : null;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    emailVerified: account.emailVerified,
    role,
    suspendedUntil: suspended,
    profile,
  };
}

/** The session, its account and the viewer's details by session token: the common case in one query. */
const liveSession = prepared((db) =>
  db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      ...VIEWER_DETAILS,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(universities, eq(universities.id, userProfiles.universityId))
    .leftJoin(careers, eq(careers.id, userProfiles.careerId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("live_session_viewer"),
);

/**
 * The viewer of a session that better-auth would accept as it is, read in one query instead of
 * better-auth's two plus ours (a third of a signed-in page's time went to reading who asks): a
 * session cookie whose signature verifies as better-auth signs it, a session that has not expired
 * and is not yet due for better-auth's sliding refresh (better-auth-internals.server.ts). Null for
 * everything else — no row, an expired session, a refresh to write, a bad signature, a cookie-cache
 * cookie to clear — which then goes through better-auth's own getSession, so deleting, refreshing
 * and clearing cookies stay exactly its behaviour.
 */
async function liveSessionViewer(request: Request): Promise<Viewer | null> {
  return liveSessionViewerOf(request.headers.get("Cookie") ?? "");
}

/**
 * The viewer of the session in a Cookie header when better-auth would accept it as it is (see
 * above), or null: the HTTP layer composes a signed-in reader's page only then, and leaves every
 * other case to the root middleware.
 */
export async function liveSessionViewerOf(cookieHeader: string): Promise<Viewer | null> {
  const signed = await signedSessionOf(cookieHeader);
  if (!signed) return null;
  const [row] = await liveSession().execute({ token: signed.token });
  return row && signed.acceptsAsIs(row.expiresAt) ? toViewer(row, row) : null;
}

function presentSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const name = part.slice(0, part.indexOf("=")).trim();
    if (SESSION_COOKIES.includes(name)) return name;
  }
  return null;
}

/** Headers that remove this browser's session cookie (after the account is gone). */
export function expiredSessionCookies(request: Request): Headers {
  const headers = new Headers();
  const name = presentSessionCookie(request);
  if (name) headers.append("Set-Cookie", expireCookieHeader(name));
  return headers;
}

function expireCookieHeader(name: string): string {
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`;
}
