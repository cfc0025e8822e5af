/**
 * Every write the app declares: each route module with an `action` exports `actionIntents` (the
 * `intent` values it answers, "" for a form that posts none). The tests that must cover every
 * write (the authorization matrix, the written-state check) compare their rows with this list, so
 * a new action or intent fails them until it has its rows.
 */
import { server } from "./server-build";

/** The `route id#intent` pairs of the server build, and an entry naming any action route without the export. */
export function declaredWrites(): string[] {
  return Object.entries(server.build.routes).flatMap(([id, route]) => {
    if (typeof route?.module.action !== "function") return [];
    const intents = (route.module as { actionIntents?: readonly string[] }).actionIntents;
    if (!intents) return [`${id}: tiene action pero no exporta actionIntents`];
    return intents.map((intent) => `${id}#${intent}`);
  });
}
