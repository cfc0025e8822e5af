/**
 * The server build, loaded as the production server loads it (server.ts): the app under test, its
 * database client and its outbox come from here, one copy of each, as in production. Run
 * `npm run build` (or `npm test`) first.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import type * as ServerEntry from "~/server/http/server-entry.server";

export const server = (await import(
  /* @vite-ignore */ pathToFileURL(path.resolve("build/server/index.js")).href
)) as typeof ServerEntry;
