/**
 * Two answers for whatever runs the site (a load balancer, an orchestrator, a monitor):
 *
 * - `/healthz`, liveness: the process answers HTTP. Always 200 while it does; restarting the
 *   process would not bring a database back.
 * - `/readyz`, readiness: this instance can serve pages now. 200 when the database answers, every
 *   migration of this build is applied and, with REDIS_URL, the page-change signal is connected;
 *   503 otherwise, with what failed. A load balancer sends traffic only to ready instances.
 */
import type { Router } from "express";
import express from "express";

import { plural } from "~/lib/format";
import { isDatabaseReachable } from "~/server/db/client.server";
import { pendingMigrations } from "~/server/db/migration-status.server";
import type { PageGeneration } from "~/server/http/page-generation.server";

/** A check that has not answered by then counts as failed: a readiness probe must answer promptly. */
const CHECK_LIMIT_MS = 3_000;

type CheckResult = "ok" | string;

export function healthRoutes({
  generation,
  sharedSignal,
}: {
  generation: PageGeneration;
  sharedSignal: boolean;
}): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });
  router.get("/readyz", async (_req, res) => {
    const checks: Record<string, CheckResult> = {};
    checks.database = await within(databaseCheck());
    if (checks.database === "ok") checks.migrations = await within(migrationsCheck());
    if (sharedSignal) checks.redis = generation.current() === null ? "sin conexión con Redis" : "ok";
    const ready = Object.values(checks).every((result) => result === "ok");
    res.setHeader("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ ok: ready, checks });
  });
  return router;
}

async function databaseCheck(): Promise<CheckResult> {
  return (await isDatabaseReachable()) ? "ok" : "la base de datos no responde";
}

async function migrationsCheck(): Promise<CheckResult> {
  const pending = await pendingMigrations();
  return pending === 0 ? "ok" : `${plural(pending, "migración", "migraciones")} sin aplicar`;
}

async function within(check: Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("sin respuesta a tiempo"), CHECK_LIMIT_MS);
  });
  try {
    return await Promise.race([
      check.catch((error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
