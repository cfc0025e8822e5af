/**
 * Graceful shutdown: on SIGTERM the server stops taking connections but the
 * request in flight gets its whole answer, then the process exits 0. The request is held open by
 * its body: the client waits for the server's `100 Continue` (the request has been taken), the
 * signal is sent, and only once the server has said it is closing is the body sent. No timing is
 * involved. One process on PGlite; on PostgreSQL the cluster's primary and its workers.
 */
import http from "node:http";

import { describe, expect, it } from "vitest";

import { copyTemplateForServerProcess } from "../support/database";
import { eventually } from "../support/eventually";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/** A POST whose body is sent only when `send` is called; `taken` settles once the server has taken the request. */
function postHeldOpen(server: ServerProcess, pathname: string, body: string) {
  const request = http.request(new URL(pathname, server.baseUrl), {
    method: "POST",
    agent: false,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
      Connection: "close",
    },
  });
  const taken = new Promise<void>((resolve, reject) => {
    request.once("continue", () => resolve());
    request.once("error", reject);
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once("error", reject);
    });
  });
  request.flushHeaders();
  return { taken, answered, send: () => request.end(body) };
}

async function untilOutput(server: ServerProcess, text: string) {
  await eventually(() => server.output().includes(text), `«${text}» en la salida del servidor`);
}

describe("SIGTERM", () => {
  it("lets the request in flight finish with its whole answer, then exits 0", async () => {
    const copy = await copyTemplateForServerProcess();
    const server = copy
      ? await startServerProcess({
          DATABASE_URL: copy.url,
          SEED_DEMO_DATA: "false",
          WEB_CONCURRENCY: "2",
          AUTH_SECRET: "s".repeat(40),
          SMTP_URL: "",
          DEV_OUTBOX: "true",
        })
      : await startServerProcess({ DATA_DIR: "memory://", DATABASE_URL: "", SEED_DEMO_DATA: "false" });
    try {
      const signIn = postHeldOpen(
        server,
        "/login",
        new URLSearchParams({ email: "nadie@ua.es", password: "no-es-esta" }).toString(),
      );
      await signIn.taken;

      const exited = server.stop();
      await untilOutput(server, copy ? "SIGTERM: cerrando 2 procesos" : "SIGTERM: cerrando");
      if (!copy) {
        // One process: it no longer accepts connections.
        await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
      }

      signIn.send();
      const answer = await signIn.answered;
      expect(answer.status).toBe(401);
      expect(answer.body).toContain("Correo o contraseña incorrectos");
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
      await copy?.drop();
    }
  }, 300_000);
});
