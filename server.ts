/**
 * Production and development entry; production runs it compiled, as build/server.js (`npm run
 * build`). Everything that answers requests, the database client included, comes from the server
 * build (app/server/http/server-entry.server.ts), one copy per process; this file only migrates,
 * seeds and listens. The database is migrated (and an empty one seeded) *before* anything listens,
 * so the first request never pays for it. In production on
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
import type { ViteDevServer } from "vite";

import { type Env, readEnv } from "./app/server/core/env.server";
import type * as ServerEntry from "./app/server/http/server-entry.server";
import type * as Seed from "./seed/prepare.server";

/** Requests still running after a stop signal get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Each worker's young-generation semi-space, in MB (V8's default is 16). A page render allocates
 * a few MB of short-lived objects; a larger nursery collects them less often (less CPU per rendered
 * page in bench/render-cost.ts), for at most 48 MB more memory a worker.
 */
const WORKER_SEMI_SPACE_MB = 32;

const env = readEnv();
const vite = env.NODE_ENV === "development" ? await developmentServer() : null;
const entry: typeof ServerEntry = vite
  ? ((await vite.ssrLoadModule("/app/server/http/server-entry.server.ts")) as typeof ServerEntry)
  : await importFromCheckout("build/server/index.js");

if (cluster.isPrimary) {
  const started = Date.now();
  const database = entry.openDatabase(entry.databaseConfig(env));
  // The seed and the official data files load here, once, outside the bundle that serves requests.
  const seed: typeof Seed = await importFromCheckout(vite ? "seed/prepare.server.ts" : "build/seed/prepare.server.js");
  await seed.prepareDatabase(database, env);
  console.log(`Base de datos lista (${database.kind}) en ${Date.now() - started} ms`);
  const mailWarning = entry.mailDeliveryWarning(env);
  if (mailWarning) console.warn(`\n${"!".repeat(100)}\n${mailWarning}\n${"!".repeat(100)}\n`);

  const workers = workerCount(env);
  if (workers > 1) {
    // The primary only supervises: the workers open their own connections.
    await entry.closeDatabase();
    startWorkers(workers);
  } else {
    serve(env);
  }
} else {
  entry.openDatabase(entry.databaseConfig(env));
  serve(env);
}

/** A module of the build, from the checkout like the static files (this file runs as build/server.js). */
async function importFromCheckout<Module>(file: string): Promise<Module> {
  return (await import(pathToFileURL(path.resolve(file)).href)) as Module;
}

function developmentServer(): Promise<ViteDevServer> {
  return import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
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
  entry.relayPageChanges();
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

function serve(env: Env) {
  const generation = entry.pageGenerationFor(env);
  const httpServer = vite
    ? entry.createHttpServer({
        env,
        generation,
        // Loaded again on each request, so an edited route answers without a restart.
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        beforeRouter: [vite.middlewares],
      })
    : entry.createHttpServer({ env, generation, serveBuiltAssets: true });
  const listening = httpServer.listen(env.PORT, () => {
    if (cluster.isPrimary) console.log(`UniOpina escuchando en http://localhost:${env.PORT}`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void shutdown(listening, signal, () => generation.close());
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
  await entry.closeDatabase();
  process.exit(0);
}
