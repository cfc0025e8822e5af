import type { Env } from "~/server/core/env.server";
import { MIGRATIONS_FOLDER, openDatabase } from "~/server/db/client.server";

import { importCutoffMarks, importUniversityAliases, importUniversityRegions } from "./official-data.server";
import { seedIfEmpty } from "./seed.server";

/**
 * Open the configured database, migrate it, unless disabled seed it when empty, and load the official
 * data files that changed — one instance at a time when several start together on one PostgreSQL
 * database.
 */
export async function prepareDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "SEED_DEMO_DATA"> &
    Partial<Pick<Env, "DATABASE_REPLICA_URL" | "DATABASE_POOL_SIZE">>,
) {
  const opened = openDatabase({
    databaseUrl: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await opened.exclusively(async () => {
    await opened.migrate(MIGRATIONS_FOLDER);
    if (env.SEED_DEMO_DATA) await seedIfEmpty(opened.db);
    await importCutoffMarks(opened.db);
    await importUniversityRegions(opened.db);
    await importUniversityAliases(opened.db);
  });
  return opened;
}
