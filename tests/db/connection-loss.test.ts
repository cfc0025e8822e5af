/**
 * A PostgreSQL connection closed by the server while the app holds it (a failover, an
 * administrator, a dropped database) must fail the work that used it, not end the process: an
 * 'error' event on a checked-out pg client with nobody listening is an uncaught exception, which
 * fails this file (Vitest reports it) as it would crash a server.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { closeDatabase, getDb, openDatabase } from "~/server/db/client.server";

import { copyTemplateForServerProcess } from "../support/database";
import { adminQuery } from "../support/postgres";

describe.skipIf(!inject("templateDatabaseUrl"))("a connection the server closes while the app holds it", () => {
  let copy: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    copy = (await copyTemplateForServerProcess())!;
    openDatabase({ databaseUrl: copy.url, dataDir: "" });
  });
  afterAll(async () => {
    await closeDatabase();
    await copy?.drop();
  });

  it("fails the transaction that held it, and the next query gets a new connection", async () => {
    const db = getDb();
    const transaction = db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      // Waits until the backend is gone, so its closing message is on its way while no statement runs.
      await adminQuery(copy.url, `SELECT pg_terminate_backend(${Number(rows[0]!.pid)}, 10000)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
    expect(rows[0]).toEqual({ one: 1 });
  });
});
