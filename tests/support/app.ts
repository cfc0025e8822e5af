/**
 * The real application, in process: the production server build behind the same HTTP layer as
 * `npm start` (security headers, client address, cross-site guard, body limit), listening on a
 * free loopback port against this test file's own database. No mocks.
 *
 * It runs as if behind one reverse proxy (`TRUST_PROXY=1`), so a client can present any address
 * through `X-Forwarded-For` (see client.ts): throttling tests need many addresses.
 */
import type { AddressInfo } from "node:net";

import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";

import { type Env, readEnv } from "~/server/core/env.server";

import { openTestDatabase, type TestDatabase } from "./database";
import { server as serverBuild } from "./server-build";

export interface TestApp extends TestDatabase {
  /** The server's address, e.g. http://127.0.0.1:40123. */
  origin: string;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** GET a page and return its HTML, asserting the status. */
  html(pathname: string, expectedStatus?: number): Promise<string>;
  /** After a change made in the database directly: cached pages are stale (as after a write through the app). */
  pagesChanged(): Promise<void>;
}

/**
 * The HTTP app on a free port (sharing this process's database); `close` stops it (and drops its
 * keep-alive connections). With REDIS_URL, several of them share page changes as separate
 * instances would.
 */
export async function listen(settings: Partial<Record<keyof Env, string>> = {}) {
  const env = readEnv({ ...process.env, TRUST_PROXY: "1", ...settings });
  const generation = serverBuild.pageGenerationFor(env);
  const server = serverBuild.createHttpServer({ env, serveBuiltAssets: true, generation }).listen(0, "127.0.0.1");
  // The server never closes an idle connection; fetch closes its own after a few idle seconds. With
  // both closing them (Node's 5 s, fetch's 4 s), a request sent on a loaded machine just as the
  // server closes its connection fails with "other side closed": a failure that depends on speed.
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    request: (pathname: string, init?: RequestInit) =>
      fetch(new URL(pathname, origin), { redirect: "manual", ...init }),
    pagesChanged: () => generation.advance(),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await generation.close();
    },
  };
}

export async function startTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  const http = await listen();
  const request = http.request;
  return {
    ...database,
    origin: http.origin,
    pagesChanged: http.pagesChanged,
    request,
    async html(pathname, expectedStatus = 200) {
      const response = await request(pathname);
      const body = await response.text();
      if (response.status !== expectedStatus) {
        throw new Error(
          `GET ${pathname}: se esperaba ${expectedStatus} y llegó ${response.status}\n${body.slice(0, 500)}`,
        );
      }
      return body;
    },
    async close() {
      await http.close();
      await database.close();
    },
  };
}

/**
 * The app of a test file as most integration tests use it: started before the file's tests (the
 * object is filled in then) and closed after them, with `query` and `one` reading its database.
 */
export function useTestApp(): {
  app: TestApp;
  query: <T>(statement: SQL) => Promise<T[]>;
  one: <T>(statement: SQL) => Promise<T>;
} {
  const app = {} as TestApp;
  beforeAll(async () => {
    Object.assign(app, await startTestApp());
  });
  afterAll(() => app.close());
  const query = async <T>(statement: SQL) => (await app.db.execute(statement)).rows as T[];
  return { app, query, one: async <T>(statement: SQL) => (await query<T>(statement))[0]! };
}
