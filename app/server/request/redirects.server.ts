/**
 * The app's redirects. Every route redirects through these, so every target passes the one safe
 * check (`safeRedirectPath`): a value that came from a form or a query string can never send the
 * browser to another site or break the `Location` header.
 */
import { redirect, replace } from "react-router";

import { safeRedirectPath } from "~/lib/safe-redirect";

/** A 302 to a same-site path; anything else goes to `fallback`. */
export function redirectTo(target: unknown, init?: ResponseInit, fallback = "/"): Response {
  return redirect(safeRedirectPath(target, fallback), init);
}

/** Like `redirectTo`, replacing the current history entry (client navigations). */
export function replaceWith(target: unknown, init?: ResponseInit, fallback = "/"): Response {
  return replace(safeRedirectPath(target, fallback), init);
}
