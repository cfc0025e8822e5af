import { getViewer } from "~/server/auth/session.server";

import type { Route } from "./+types/session-check";

/** GET /api/sesion — the session watcher's question: is this browser still signed in? */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ authenticated: getViewer(context) !== null }, { headers: { "Cache-Control": "no-store" } });
}
