import pg from "pg";

/** Run one administrative statement (CREATE/DROP DATABASE) on the server's maintenance database. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A pool for a test's own reads of a database it drops at the end. `pool.end()` resolves once the
 * pool has let go of its connections, not once the server has closed them: the `DROP DATABASE …
 * WITH (FORCE)` that follows can terminate one still closing, and its error, with nobody left to
 * listen, would be an uncaught exception (the app's own pool listens: db/client.server.ts).
 */
export function testPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}
