/**
 * Production and development entry: open the database, apply migrations and seed an empty
 * database *before* listening, so the first request never pays for it (STACK-NOTES).
 */
import type { ServerBuild } from "react-router";
import { closeDatabase } from "./app/server/db/client.server";
import { prepareDatabase } from "./app/server/db/prepare.server";
import { readEnv } from "./app/server/env.server";
import { createHttpApp } from "./app/server/http/app.server";
import { mailDeliveryWarning } from "./app/server/mail.server";

const env = readEnv();
const isDevelopment = env.NODE_ENV === "development";

const started = Date.now();
const database = await prepareDatabase(env);
console.log(`Base de datos lista (${database.kind}) en ${Date.now() - started} ms`);

const mailWarning = mailDeliveryWarning(env);
if (mailWarning) console.warn(`\n${"!".repeat(100)}\n${mailWarning}\n${"!".repeat(100)}\n`);

let app;
if (isDevelopment) {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  app = createHttpApp({
    env,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    beforeRouter: [vite.middlewares],
  });
} else {
  // @ts-ignore -- the build exists only after `react-router build`.
  const build = (await import("./build/server/index.js")) as ServerBuild;
  app = createHttpApp({ env, build, serveBuiltAssets: true });
}

const server = app.listen(env.PORT, () => {
  console.log(`UniOpina escuchando en http://localhost:${env.PORT}`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: cerrando…`);
  server.close();
  await closeDatabase();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
