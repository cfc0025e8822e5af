import type { Env } from "~/server/core/env.server";
import type { OpenDatabase } from "~/server/db/client.server";

import { importCutoffMarks, importUniversityAliases, importUniversityRegions } from "./official-data.server";
import { seedIfEmpty } from "./seed.server";

/**
 * Migrates the open database, seeds it when it is empty (unless disabled), and loads the official
 * data files that changed — one instance at a time when several start together on one PostgreSQL
 * database. The production server loads this from a bundle of its own (build/seed/), never from
 * the server build that answers requests.
 */
export async function prepareDatabase(opened: OpenDatabase, env: Pick<Env, "SEED_DEMO_DATA">): Promise<void> {
  await opened.exclusively(async () => {
    await opened.migrate();
    if (env.SEED_DEMO_DATA) await seedIfEmpty(opened.db);
    await importCutoffMarks(opened.db);
    await importUniversityRegions(opened.db);
    await importUniversityAliases(opened.db);
  });
}
