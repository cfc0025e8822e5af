/**
 * The database away: every request that needs it gets the Spanish 503 page with
 * `Retry-After` at once — not a hang, not a 500 — and the process keeps serving. Here the database
 * is a PostgreSQL address where nothing listens, so it runs on every machine; `npm run faults`
 * stops and starts a real server under a running app.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "~/server/http/database-outage.server";

import { listen } from "../support/app";
import { TestClient } from "../support/client";
import { closeAppDatabase, openAppDatabase } from "../support/database";

let app: Awaited<ReturnType<typeof listen>>;
// Each failed request logs its cause: expected here.
const consoleError = vi.spyOn(console, "error");

beforeAll(async () => {
  // Port 1 on the loopback: the connection is refused, as by a stopped server.
  openAppDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/uniopina", dataDir: "" });
  app = await listen();
});
afterAll(async () => {
  await app.close();
  await closeAppDatabase();
});

async function expectUnavailablePage(response: Response, html: boolean) {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const body = await response.text();
  expect(body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
  if (html) {
    expect(body).toContain('<html lang="es"');
    expect(body).toContain("Servicio no disponible");
  }
}

describe("while the database cannot be reached", () => {
  it("pages, loader data and form posts answer the Spanish 503 page, for visitors and signed-in students", async () => {
    consoleError.mockImplementation(() => {});
    const visitor = new TestClient(app, "198.51.100.90");
    await expectUnavailablePage(await visitor.request("/"), true);
    await expectUnavailablePage(await visitor.request("/explorar?q=derecho"), true);
    await expectUnavailablePage(await visitor.request("/ranking.data"), false);
    await expectUnavailablePage(await visitor.post("/login", { email: "alguien@ua.es", password: "secreta" }), true);

    const signedIn = new TestClient(app, "198.51.100.91");
    signedIn.cookies.set("uniopina.session_token", "token.firma");
    const profile = await signedIn.request("/profile");
    // The session is kept: an outage signs nobody out.
    expect(profile.headers.getSetCookie()).toEqual([]);
    await expectUnavailablePage(profile, true);
    // The process is still up: what needs no database is still served.
    expect((await app.request("/healthz")).status).toBe(200);
    // But it is not ready: a load balancer sends the traffic elsewhere.
    const readiness = await app.request("/readyz");
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ ok: false, checks: { database: "la base de datos no responde" } });
    consoleError.mockReset();
  });
});
