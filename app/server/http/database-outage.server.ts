/**
 * While the database cannot be reached (a restart, a failover, a network cut) every request that
 * needs it fails; this root middleware turns that failure into the app's Spanish 503 page with
 * `Retry-After`, instead of the generic 500 page. A connection attempt gives up after a few seconds
 * (db/client.server.ts), so a request never hangs, and the first request after the database is back
 * is served normally: nothing is restarted.
 *
 * Only a response that already failed (5xx) pays for the check, one `SELECT 1`: a failure while the
 * database answers is a bug and keeps its 500.
 */
import { data, type MiddlewareFunction } from "react-router";

import { isDatabaseReachable } from "~/server/db/client.server";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "No podemos conectar con la base de datos en este momento. Vuelve a intentarlo en unos minutos.";

/** Seconds a client (or a load balancer) is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const databaseOutageMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status < 500 || (await isDatabaseReachable())) return response;
  // Its `Retry-After` is added by the router handler (router-handler.server.ts).
  throw data(DATABASE_UNAVAILABLE_MESSAGE, { status: 503 });
};

/**
 * A block of a page that may fail on its own is logged and shown with its fallback rather than
 * breaking the page (SPEC §8) — unless the database is down: then the whole page is unavailable
 * (503), so a page emptied by the outage is neither shown as the site's content nor cached as such.
 */
export function orFallback<T>(promise: Promise<T>, fallback: T, message: string): Promise<T> {
  return promise.catch(async (error: unknown) => {
    if (!(await isDatabaseReachable())) throw error;
    console.error(message, error);
    return fallback;
  });
}
