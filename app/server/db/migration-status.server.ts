/**
 * Whether the database has every migration of this build: the migrations journal the build ships
 * against the table Drizzle's migrator keeps (it applies a migration when its `when` is later than
 * the last one recorded, so that is what is compared).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { getDb, MIGRATIONS_FOLDER } from "~/server/db/client.server";

interface Journal {
  entries: { when: number; tag: string }[];
}

let journal: Journal | undefined;

function migrationsOfThisBuild(): Journal["entries"] {
  journal ??= JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;
  return journal.entries;
}

/** How many migrations of this build the database lacks (0: up to date). */
export async function pendingMigrations(): Promise<number> {
  const result = await getDb().execute<{ last: string | null }>(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = Number(result.rows[0]?.last ?? 0);
  return migrationsOfThisBuild().filter((migration) => migration.when > last).length;
}
