/**
 * The contract of app/server/auth/better-auth-internals.server.ts with the installed better-auth:
 * what the app reads beyond better-auth's public API still means what it did. When an upgrade
 * changes how better-auth signs its session cookie, when it refreshes a session or how it names a
 * reset link, these fail — instead of every signed-in page silently taking the slow path, or reset
 * links silently not being found.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  findAccount,
  findResetLink,
  RESET_TOKEN_PREFIX,
  signedSessionOf,
} from "~/server/auth/better-auth-internals.server";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { DEMO_PASSWORD, rows } from "./support/students";

let app: TestApp;
let student: { id: string; email: string };
let cookieHeader: string;
let token: string;

beforeAll(async () => {
  // One secret for the server bundle and the adapter this test imports: without AUTH_SECRET each
  // copy of the auth module would draw its own for the process.
  process.env.AUTH_SECRET = "contrato-de-better-auth-".padEnd(48, "x");
  app = await startTestApp();
  [student] = (await rows<{ id: string; email: string }>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE p.is_university_verified ORDER BY u.email LIMIT 1`,
  )) as [typeof student];
  const client = new TestClient(app, "198.51.100.40");
  expect((await client.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
  const cookie = client.cookies.get("uniopina.session_token")!;
  cookieHeader = `uniopina.session_token=${cookie}`;
  const signed = decodeURIComponent(cookie);
  token = signed.slice(0, signed.lastIndexOf("."));
});

afterAll(async () => {
  await app.close();
});

describe("better-auth's session cookie, as the signed-in fast path reads it", () => {
  it("recognises the cookie better-auth set at sign-in, and its token is the session's", async () => {
    const signed = await signedSessionOf(cookieHeader);
    expect(signed?.token).toBe(token);
    const [session] = await rows<{ user_id: string; expires_at: Date }>(
      app,
      sql`SELECT user_id, expires_at FROM session WHERE token = ${signed!.token}`,
    );
    expect(session?.user_id).toBe(student.id);
  });

  it("accepts a fresh session as it is, and leaves an expired one and one due for better-auth's refresh to better-auth", async () => {
    const signed = (await signedSessionOf(cookieHeader))!;
    const day = 24 * 3600_000;
    // better-auth's defaults as the app configures them: 30 days, refreshed once a day.
    expect(signed.acceptsAsIs(new Date(Date.now() + 30 * day - 60_000))).toBe(true);
    expect(signed.acceptsAsIs(new Date(Date.now() + 28 * day))).toBe(false);
    expect(signed.acceptsAsIs(new Date(Date.now() - 60_000))).toBe(false);
  });

  it("refuses a forged signature, a cookie of another name and a session-data cookie better-auth may have to clear", async () => {
    expect(
      await signedSessionOf(`uniopina.session_token=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`),
    ).toBeNull();
    expect(await signedSessionOf(cookieHeader.replace("uniopina.session_token", "otra.session_token"))).toBeNull();
    expect(await signedSessionOf(`${cookieHeader}; uniopina.session_data=x`)).toBeNull();
  });
});

describe("better-auth's password-reset rows", () => {
  it("are named with the prefix the app looks them up by, and lead to the account", async () => {
    const response = await new TestClient(app, "198.51.100.41").post("/olvide-contrasena", { email: student.email });
    expect(response.status).toBe(200);
    const [row] = await rows<{ identifier: string }>(
      app,
      sql`SELECT identifier FROM verification WHERE value = ${student.id} AND starts_with(identifier, ${RESET_TOKEN_PREFIX})`,
    );
    expect(row, "la fila del enlace con el prefijo de better-auth").toBeDefined();
    const link = await findResetLink(row!.identifier.slice(RESET_TOKEN_PREFIX.length));
    expect(link?.userId).toBe(student.id);
    expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await findAccount(student.id)).toEqual({ id: student.id, email: student.email });
  });
});
