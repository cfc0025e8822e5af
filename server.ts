/**
 * Production and development entry; production runs it compiled, as build/server.js (`npm run
 * build`). The database is migrated (and an empty one seeded) *before* anything listens, so the
 * first request never pays for it. In production on
 * PostgreSQL the primary process then starts one worker per core (`WEB_CONCURRENCY`), which share
 * nothing but the database and the page-change signal; the embedded PGlite database lives inside
 * one process, so with it one process serves everything.
 */
import cluster from "node:cluster";
import type { Server } from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { type Env, readEnv } from "./app/server/core/env.server";
import { mailDeliveryWarning } from "./app/server/core/mail.server";
import { closeDatabase, openDatabase } from "./app/server/db/client.server";
import { createHttpApp } from "./app/server/http/app.server";
import { pageGenerationFor, relayPageChanges } from "./app/server/http/page-generation.server";
import { prepareDatabase } from "./seed/prepare.server";

/** Requests still running after a stop signal get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Each worker's young-generation semi-space, in MB (V8's default is 16). A page render allocates
 * a few MB of short-lived objects; a larger nursery collects them less often (less CPU per rendered
 * page in bench/render-cost.ts), for at most 48 MB more memory a worker.
 */
const WORKER_SEMI_SPACE_MB = 32;

const env = readEnv();

if (cluster.isPrimary) {
  const started = Date.now();
  const database = await prepareDatabase(env);
  console.log(`Base de datos lista (${database.kind}) en ${Date.now() - started} ms`);
  const mailWarning = mailDeliveryWarning(env);
  if (mailWarning) console.warn(`\n${"!".repeat(100)}\n${mailWarning}\n${"!".repeat(100)}\n`);

  const workers = workerCount(env);
  if (workers > 1) {
    // The primary only supervises: the workers open their own connections.
    await closeDatabase();
    startWorkers(workers);
  } else {
    await serve(env);
  }
} else {
  openDatabase({
    databaseUrl: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await serve(env);
}

function workerCount(env: Env): number {
  if (env.NODE_ENV === "development") return 1;
  if (!env.DATABASE_URL) {
    if ((env.WEB_CONCURRENCY ?? 1) > 1)
      console.warn(
        "WEB_CONCURRENCY se ignora con la base de datos integrada (PGlite): un solo proceso la abre. Usa DATABASE_URL para servir con varios procesos.",
      );
    return 1;
  }
  return env.WEB_CONCURRENCY ?? availableParallelism();
}

function startWorkers(count: number) {
  relayPageChanges();
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`] });
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`El proceso ${worker.process.pid} terminó (${signal ?? code}); se inicia otro.`);
    cluster.fork();
  });
  console.log(`UniOpina escuchando en http://localhost:${env.PORT} con ${count} procesos`);
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: cerrando ${count} procesos…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const exit = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on("exit", exit);
    exit();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function serve(env: Env) {
  const generation = pageGenerationFor(env);
  let app;
  if (env.NODE_ENV === "development") {
    const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
    app = createHttpApp({
      env,
      generation,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      beforeRouter: [vite.middlewares],
    });
  } else {
    // From the checkout, like the static files: this file runs compiled as build/server.js.
    const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
    app = createHttpApp({ env, generation, build, serveBuiltAssets: true });
  }
  const server = app.listen(env.PORT, () => {
    if (cluster.isPrimary) console.log(`UniOpina escuchando en http://localhost:${env.PORT}`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void shutdown(server, signal, () => generation.close());
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

/** Stops accepting connections, lets requests in flight finish (within the grace period), then closes the database. */
async function shutdown(server: Server, signal: string, closeSignal: () => Promise<void>) {
  if (cluster.isPrimary) console.log(`${signal}: cerrando…`);
  const deadline = setTimeout(() => {
    console.error("Las solicitudes en curso no terminaron a tiempo: se cierran.");
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(deadline);
  await closeSignal();
  await closeDatabase();
  process.exit(0);
}
