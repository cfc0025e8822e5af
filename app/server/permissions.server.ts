/**
 * Every authorization decision of the app, in one place. Loaders call these to decide what to
 * show; actions call the same functions to refuse, so a hidden button is never the only guard.
 */
import { replace, type RouterContextProvider } from "react-router";
import { getViewer, type Viewer } from "./auth/session.server";

type Context = Readonly<RouterContextProvider>;

/** The login page that brings the user back to this request's page afterwards. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in viewer, or a redirect to /login (replacing history, SPEC §2) and back. */
export function requireViewer(context: Context, request: Request): Viewer {
  const viewer = getViewer(context);
  if (!viewer) throw replace(loginRedirectPath(request));
  return viewer;
}

export interface VerificationStatus {
  authenticated: boolean;
  /** Confirmed university e-mail: the condition for reviewing. */
  verified: boolean;
  email: string | null;
  universityId: string | null;
  universityName: string | null;
}

/** SPEC §7 get_user_verification_status, for any page that needs it. */
export function getVerificationStatus(context: Context): VerificationStatus {
  const viewer = getViewer(context);
  if (!viewer) return { authenticated: false, verified: false, email: null, universityId: null, universityName: null };
  return {
    authenticated: true,
    verified: viewer.emailVerified && viewer.profile?.isUniversityVerified === true,
    email: viewer.email,
    universityId: viewer.profile?.universityId ?? null,
    universityName: viewer.profile?.universityName ?? null,
  };
}
