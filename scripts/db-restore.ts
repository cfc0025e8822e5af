/**
 * Restores a backup of `npm run db:backup` into the configured database (DATABASE_URL, or the
 * PGlite directory DATA_DIR; stop the server first). An existing, non-empty target is refused
 * unless --reemplazar is given. See app/server/db/backup.server.ts.
 * Usage: npm run db:restore -- <file> [--reemplazar]
 */
import { readEnv } from "../app/server/core/env.server";
import { restoreDatabase } from "../app/server/db/backup.server";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Uso: npm run db:restore -- <copia> [--reemplazar]");
  process.exit(2);
}
const env = readEnv();
const started = Date.now();
try {
  await restoreDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, file, {
    replace: args.includes("--reemplazar"),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `Copia ${file} restaurada en ${env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : env.DATA_DIR} en ${Date.now() - started} ms`,
);
