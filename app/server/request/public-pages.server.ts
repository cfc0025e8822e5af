/**
 * Whether a write leaves the public pages as they were. Every successful write (a POST answered
 * below 400) makes the cached pages and the data readers share stale by default
 * (router-handler.server.ts), so a new action is safe without knowing the cache exists. A route
 * whose writes change nothing a visitor's page shows — a session, a preference kept in the
 * visitor's own cookie, a message only the team reads, an account setting no public page shows —
 * says so in its route module:
 *
 *     export const middleware = [changesNoPublicPage];
 *
 * A request for a new entry does not: the moderators' queue shares what it reads.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

const publicPagesKeptContext = createContext<boolean>(false);

/** Route middleware: this route's writes change no public page (see the header). */
export const changesNoPublicPage: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(publicPagesKeptContext, true);
  return next();
};

/** Whether the route that answered the request declared `changesNoPublicPage`. */
export function routeChangesNoPublicPage(context: Readonly<RouterContextProvider>): boolean {
  return context.get(publicPagesKeptContext);
}
