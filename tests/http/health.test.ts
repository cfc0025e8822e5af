/**
 * Liveness and readiness: `/healthz` says the process answers; `/readyz` says it
 * can serve — the database answers, this build's migrations are all applied and, with REDIS_URL,
 * the page-change signal is connected. (A database that does not answer: database-outage.test.ts.)
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { listen, useTestApp } from "../support/app";
import { freePort } from "../support/server-process";

const { app } = useTestApp();

describe("readiness", () => {
  it("is ready with the database up to date, and neither answer is cached", async () => {
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ok: true, checks: { database: "ok", migrations: "ok" } });
    const live = await app.request("/healthz");
    expect(live.status).toBe(200);
    expect(live.headers.get("Cache-Control")).toBe("no-store");
  });

  it("is not ready while a migration of this build is missing from the database", async () => {
    const [latest] = (
      await app.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    await app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest!.id}`);
    try {
      const answer = await app.request("/readyz");
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        ok: false,
        checks: { database: "ok", migrations: "1 migración sin aplicar" },
      });
      expect((await app.request("/healthz")).status).toBe(200);
    } finally {
      await app.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest!.id}, ${latest!.hash}, ${latest!.created_at}::bigint)`,
      );
    }
    expect((await app.request("/readyz")).status).toBe(200);
  });

  it("with REDIS_URL, is not ready while Redis cannot be reached", async () => {
    const instance = await listen({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      REDIS_NAMESPACE: "uniopina-test-sin-redis",
    });
    try {
      const answer = await instance.request("/readyz");
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        ok: false,
        checks: { database: "ok", migrations: "ok", redis: "sin conexión con Redis" },
      });
    } finally {
      await instance.close();
    }
  });
});
