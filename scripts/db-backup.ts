/**
 * A backup of the configured database (DATABASE_URL, or the PGlite directory DATA_DIR: stop the
 * server first). See app/server/db/backup.server.ts for the formats.
 * Usage: npm run db:backup [-- <file>]   (default backups/uniopina-<time>.dump or .tar.gz)
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";

import { readEnv } from "../app/server/core/env.server";
import { backupDatabase } from "../app/server/db/backup.server";

const env = readEnv();
const stamp = new Date()
  .toISOString()
  .replaceAll(":", "-")
  .replace(/\.\d+Z$/, "Z");
const file = process.argv[2] ?? path.join("backups", `uniopina-${stamp}${env.DATABASE_URL ? ".dump" : ".tar.gz"}`);
mkdirSync(path.dirname(file), { recursive: true });
const started = Date.now();
try {
  await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `Copia de seguridad (${env.DATABASE_URL ? "PostgreSQL, pg_dump" : "PGlite"}) en ${file}: ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB en ${Date.now() - started} ms`,
);
