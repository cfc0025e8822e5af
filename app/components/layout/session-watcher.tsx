import { useEffect } from "react";
import { useNavigate } from "react-router";

import { SESSION_EXPIRED_PATH } from "~/lib/session";

/** SPEC §9: the session is checked every 3 minutes. */
const CHECK_INTERVAL_MS = 180_000;

/**
 * While signed in, asks the server every 3 minutes (and when the tab comes back) whether the
 * session still exists. An expired session or a deleted account sends the user to /login, which
 * explains why. Signing out on purpose clears the session first, so it never triggers this.
 */
export function SessionWatcher({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    async function check() {
      try {
        const response = await fetch("/api/sesion", { headers: { Accept: "application/json" }, cache: "no-store" });
        if (!response.ok) return; // a server hiccup is not a signed-out user
        const { authenticated } = (await response.json()) as { authenticated: boolean };
        if (!authenticated && !cancelled) navigate(SESSION_EXPIRED_PATH, { replace: true });
      } catch {
        // Offline: try again at the next tick.
      }
    }
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [signedIn, navigate]);
  return null;
}
