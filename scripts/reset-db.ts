/**
 * Empties the configured database (DATABASE_URL or DATA_DIR), migrates it again and reseeds it.
 * Usage: npm run db:reset
 */
import { sql } from "drizzle-orm";

import { readEnv } from "../app/server/core/env.server";
import { closeDatabase, databaseConfig, openDatabase } from "../app/server/db/client.server";
import { seedDatabase } from "../seed/seed.server";

const env = readEnv();
const opened = openDatabase(databaseConfig(env));
const started = Date.now();
await opened.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
await opened.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
await opened.db.execute(sql`CREATE SCHEMA public`);
await opened.migrate();
await seedDatabase(opened.db);
console.log(`Base de datos (${opened.kind}) reiniciada y sembrada en ${Date.now() - started} ms`);
await closeDatabase();
