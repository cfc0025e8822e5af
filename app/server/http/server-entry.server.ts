/**
 * The server build's entry (vite.config.ts): React Router's routes and everything the Node process
 * needs around them, in one bundle, so the router context, the database client, the page cache
 * and the outbox exist once in the process. server.ts imports it from build/server/index.js (in
 * development, Vite's server loads it from source), opens the database and listens with the app
 * it creates; the tests do the same.
 */
import type { ServerBuild } from "react-router";
import * as routerBuild from "virtual:react-router/server-build";

import { createHttpServer as createServerFor, type HttpAppOptions } from "~/server/http/app.server";

/** React Router's server build: the routes, the document entry, the browser assets' manifest. */
export const build = routerBuild as ServerBuild;

/** The HTTP server over this build; development passes the build Vite reloads after an edit. */
export function createHttpServer(options: Omit<HttpAppOptions, "build"> & Partial<Pick<HttpAppOptions, "build">>) {
  return createServerFor({ build, ...options });
}

export { listOutbox, mailDeliveryWarning } from "~/server/core/mail.server";
export { attachDatabase, closeDatabase, databaseConfig, openDatabase } from "~/server/db/client.server";
export { pageGenerationFor, relayPageChanges } from "~/server/http/page-generation.server";
