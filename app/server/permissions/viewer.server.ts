/**
 * Who is asking: the signed-in viewer or a redirect to sign in, what the decisions ask of a
 * viewer, a decision's shape, and the refusals every write decision shares.
 */
import type { SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";

import { suspensionMessage } from "~/lib/moderation";
import { INTERACTION_MESSAGES } from "~/lib/review-interaction-forms";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { replaceWith } from "~/server/request/redirects.server";

export type Context = Readonly<RouterContextProvider>;

/** The login page that brings the user back to this request's page afterwards. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in viewer, or a redirect to /login (replacing history, SPEC §2) and back. */
export function requireViewer(context: Context, request: Request): Viewer {
  const viewer = getViewer(context);
  if (!viewer) throw replaceWith(loginRedirectPath(request));
  return viewer;
}

interface VerificationStatus {
  authenticated: boolean;
  /** Confirmed university e-mail: the condition for reviewing. */
  verified: boolean;
  email: string | null;
  universityId: string | null;
  universityName: string | null;
}

/** SPEC §7 get_user_verification_status: what the permission decisions below ask of a viewer. */
export function verificationOf(viewer: Viewer | null): VerificationStatus {
  if (!viewer) return { authenticated: false, verified: false, email: null, universityId: null, universityName: null };
  return {
    authenticated: true,
    verified: viewer.emailVerified && viewer.profile?.isUniversityVerified === true,
    email: viewer.email,
    universityId: viewer.profile?.universityId ?? null,
    universityName: viewer.profile?.universityName ?? null,
  };
}

export type Decision =
  { allowed: true } | { allowed: false; status: 401 | 403 | 404 | 409; message: string; title?: string };

/**
 * A suspended account reads but writes nothing public, and a professor account only answers the
 * reviews about its professor (a reply, professors/replies.server.ts), never takes part as a
 * student: every write decision below asks this first, and the refusal says why.
 */
export function suspensionRefusal(viewer: Viewer): Extract<Decision, { allowed: false }> | null {
  if (viewer.suspendedUntil) return { allowed: false, status: 403, message: suspensionMessage(viewer.suspendedUntil) };
  if (viewer.role === "professor") return { allowed: false, status: 403, message: PROFESSOR_ACCOUNT_MESSAGE };
  return null;
}

export const PROFESSOR_ACCOUNT_MESSAGE =
  "Las cuentas de profesor no participan como estudiantes: solo responden a las reseñas sobre su profesor.";

/** Whether the comment that `authorQuery` finds (its user_id as "userId") is the viewer's. */
export async function decideOwnComment(
  viewer: Viewer | null,
  authorQuery: SQL,
  notAuthorMessage: string,
): Promise<Decision> {
  if (!viewer) return { allowed: false, status: 401, message: INTERACTION_MESSAGES.signIn.comment };
  const suspended = suspensionRefusal(viewer);
  if (suspended) return suspended;
  const { rows } = await getDb().execute<{ userId: string | null }>(authorQuery);
  if (rows.length === 0) return { allowed: false, status: 404, message: INTERACTION_MESSAGES.commentNotFound };
  if (rows[0]!.userId !== viewer.id) return { allowed: false, status: 403, message: notAuthorMessage };
  return { allowed: true };
}
