/**
 * One database handle for the process: PGlite (embedded, default) or a PostgreSQL server when
 * DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations serve both.
 *
 * The handle is this module's: the server build holds the one copy of it that serves requests
 * (server.ts opens the database through the build). A second copy in the same process (the tests
 * load the build beside the sources they call directly) is handed the open handle with
 * `attachDatabase`.
 */
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { NEAR_WORD_SETTING } from "~/server/db/name-search.server";
import * as schema from "~/server/db/schema";

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
  /** A read replica of `databaseUrl` for the reads that tolerate its lag (see `getReadDb`). */
  replicaUrl?: string;
  dataDir: string;
  /** Connections per pool (`DATABASE_POOL_SIZE`); 10 when not said. */
  poolSize?: number;
}

export interface OpenDatabase {
  db: Database;
  /** The replica when one is configured, otherwise `db` itself. */
  readDb: Database;
  kind: "pglite" | "postgres";
  /** Applies the migrations not yet applied (app/server/db/migrations). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process holds the start-up lock: instances started together on one
   * PostgreSQL database migrate and seed one after the other, never twice at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the database answers now (always true for the embedded one). */
  reachable(): Promise<boolean>;
  /** Runs a statement outside a transaction, prepared on PostgreSQL (see `executePrepared`). */
  executePrepared<Row>(query: SQL): Promise<Row[]>;
  close(): Promise<void>;
}

/** How connections present themselves to the server (`pg_stat_activity.application_name`). */
export const APPLICATION_NAME = { primary: "uniopina", replica: "uniopina-replica" } as const;

/**
 * A request never waits longer than this for a connection (a server that is down, unreachable or
 * out of connections, or a pool whose connections are all busy): it fails, and the page says the
 * service is unavailable, instead of hanging.
 */
const CONNECTION_TIMEOUT_MS = 5_000;

/** The advisory lock key that serializes start-up (migrations, first seed) across instances. */
const STARTUP_LOCK_KEY = 7_315_001;

let current: OpenDatabase | undefined;

/** What the settings (core/env.server.ts) say to open. */
export function databaseConfig(env: {
  DATABASE_URL?: string;
  DATABASE_REPLICA_URL?: string;
  DATA_DIR: string;
  DATABASE_POOL_SIZE?: number;
}): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  };
}

/** Opens the process database, or returns the one already open. */
export function openDatabase(config: DatabaseConfig): OpenDatabase {
  current ??= config.databaseUrl
    ? openPostgres(config.databaseUrl, config.replicaUrl, config.poolSize ?? DEFAULT_POOL_SIZE)
    : openPglite(config.dataDir);
  return current;
}

/** Makes a handle another copy of this module opened this copy's database too (null: none). */
export function attachDatabase(opened: OpenDatabase | null): void {
  current = opened ?? undefined;
}

function openedDatabase(): OpenDatabase {
  if (!current) throw new Error("La base de datos no está abierta: llama a openDatabase() al arrancar.");
  return current;
}

/** The process database (the primary); `openDatabase` must have run at boot. */
export function getDb(): Database {
  return openedDatabase().db;
}

/**
 * The one switch for the read replica (`DATABASE_REPLICA_URL`): the database for reads that
 * tolerate a replica's lag of a moment — lists and searches over everyone's data that nobody reads
 * right after their own write (explore, rankings, the sitemap). Everything else uses `getDb()`:
 * writes, and every page that shows the reader what they just wrote (a review on its subject, a
 * post in its feed, the profile). Without a replica it is the primary.
 */
export function getReadDb(): Database {
  return openedDatabase().readDb;
}

/**
 * Runs a statement written with `sql` (one Drizzle's builder cannot express, such as a CTE that
 * writes) as a prepared statement on PostgreSQL, named by its text: each connection plans it once
 * and reuses the plan, as `prepared` does for built queries. For a hot statement whose planning
 * costs more than its run. Outside transactions only; PGlite runs it as it is. Rows come as the
 * driver types them (timestamps as `Date`, unlike Drizzle's `execute`): for booleans, numbers, text.
 */
export function executePrepared<Row>(query: SQL): Promise<Row[]> {
  return openedDatabase().executePrepared<Row>(query);
}

const dialect = new PgDialect();

/** A prepared statement's name for this text: the same text always gets the same name, another text another. */
function statementName(text: string): string {
  return `sql_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
}

/** Whether the process database answers now: tells an outage from a bug when a request failed. */
export function isDatabaseReachable(): Promise<boolean> {
  return current ? current.reachable() : Promise.resolve(false);
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
  const opened = current;
  current = undefined;
  await opened?.close();
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/server/db/migrations");

const DEFAULT_POOL_SIZE = 10;

function openPool(url: string, applicationName: string, size: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    // The near matches of the search (name-search.server.ts).
    options: `-c ${NEAR_WORD_SETTING}`,
    max: size,
    application_name: applicationName,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // A connection whose server vanished without closing it (a failover, a dropped network) is
    // noticed by TCP keep-alive rather than kept forever.
    keepAlive: true,
  });
  // A connection closed by the server (restart, failover, an administrator, a dropped test
  // database) must not crash the process. An idle one is reported by the pool, which replaces it;
  // one checked out between two statements (a transaction waiting for the app, the start-up lock)
  // emits the error on the client itself, where an unheard 'error' event ends the process — its
  // next statement fails instead, and the request answers like any failed read.
  pool.on("error", (error) => console.warn(`Conexión inactiva de PostgreSQL cerrada: ${error.message}`));
  pool.on("connect", (client) => {
    client.on("error", (error) =>
      console.warn(`Conexión de PostgreSQL cerrada mientras estaba en uso: ${error.message}`),
    );
  });
  return pool;
}

function openPostgres(url: string, replicaUrl: string | undefined, poolSize: number): OpenDatabase {
  const pool = openPool(url, APPLICATION_NAME.primary, poolSize);
  const replicaPool = replicaUrl ? openPool(replicaUrl, APPLICATION_NAME.replica, poolSize) : null;
  const db = drizzlePg(pool, { schema });
  return {
    db,
    readDb: replicaPool ? drizzlePg(replicaPool, { schema }) : db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusively(work) {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockHolder.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        lockHolder.release();
      }
    },
    reachable: () =>
      pool.query("SELECT 1").then(
        () => true,
        () => false,
      ),
    async executePrepared<Row>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pool.query({ name: statementName(text), text, values: params })).rows as Row[];
    },
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

function openPglite(dataDir: string): OpenDatabase {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Options must be one object: a second argument is silently ignored (STACK-NOTES).
  const client = new PGlite({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm, unaccent } });
  // The near matches of the search (name-search.server.ts); queued before any other statement.
  void client.exec(`SET ${NEAR_WORD_SETTING.replace("=", " = ")}`).catch((error: unknown) => console.error(error));
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    kind: "pglite",
    // One process opens the data directory: there is nobody to wait for.
    exclusively: (work) => work(),
    reachable: async () => true,
    executePrepared: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
