/**
 * Production and development entry: open the database, apply migrations and seed an empty
 * database *before* listening, so the first request never pays for it (STACK-NOTES).
 */
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "./app/server/auth/session.server";
import { closeDatabase } from "./app/server/db/client.server";
import { prepareDatabase } from "./app/server/db/prepare.server";
import { readEnv } from "./app/server/env.server";

const env = readEnv();
const isDevelopment = env.NODE_ENV === "development";

const started = Date.now();
const database = await prepareDatabase(env);
console.log(`Base de datos lista (${database.kind}) en ${Date.now() - started} ms`);

const app = express();
app.disable("x-powered-by");
app.use(compression());

if (env.TRUST_PROXY) app.set("trust proxy", true);
// The app throttles sign-ins per client address: pass the socket's (or trusted proxy's) address,
// never a value the client chose.
app.use((req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "desconocida";
  next();
});

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

if (isDevelopment) {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
    }),
  );
} else {
  // Fingerprinted assets can be cached forever; the rest of /public briefly.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  // @ts-ignore -- the build exists only after `react-router build`.
  const build = (await import("./build/server/index.js")) as ServerBuild;
  app.all("/{*splat}", createRequestHandler({ build, mode: env.NODE_ENV }));
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
