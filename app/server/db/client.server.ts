/**
 * One database handle for the process: PGlite (embedded, default) or a PostgreSQL server when
 * DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations serve both.
 *
 * The handle lives on globalThis because the server bundle, the boot script and the tests each
 * load their own copy of this module and must still share one connection.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A PostgreSQL unique violation (23505), however deep the driver or ORM wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
}

interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

const GLOBAL_KEY = Symbol.for("uniopina.database");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: OpenDatabase };

export function openDatabase(config: DatabaseConfig): OpenDatabase {
  const holder = globalThis as GlobalWithDb;
  if (holder[GLOBAL_KEY]) return holder[GLOBAL_KEY];
  const opened = config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
  holder[GLOBAL_KEY] = opened;
  return opened;
}

/** The process database; `openDatabase` must have run at boot. */
export function getDb(): Database {
  const opened = (globalThis as GlobalWithDb)[GLOBAL_KEY];
  if (!opened) throw new Error("La base de datos no está abierta: llama a openDatabase() al arrancar.");
  return opened.db;
}

/**
 * A query built once per database handle and reused with new values (`sql.placeholder`): its SQL
 * text is not rebuilt on every request (and PostgreSQL keeps the statement's plan per connection).
 * For the queries every page runs.
 */
export function prepared<Statement>(build: (db: Database) => Statement): () => Statement {
  const statements = new WeakMap<Database, Statement>();
  return () => {
    const db = getDb();
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as GlobalWithDb;
  const opened = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  await opened?.close();
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/server/db/migrations");

function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on("error", (error) => console.warn(`Conexión inactiva de PostgreSQL cerrada: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string): OpenDatabase {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Options must be one object: a second argument is silently ignored (STACK-NOTES).
  const client = new PGlite({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
