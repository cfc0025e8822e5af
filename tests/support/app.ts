/**
 * The real application, in process: the production server build handling Fetch requests against
 * this test file's own database. No port, no mocks.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openTestDatabase, type TestDatabase } from "./database";

export interface TestApp extends TestDatabase {
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** GET a page and return its HTML, asserting the status. */
  html(pathname: string, expectedStatus?: number): Promise<string>;
}

export async function startTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  const buildUrl = pathToFileURL(path.resolve("build/server/index.js")).href;
  const build = (await import(/* @vite-ignore */ buildUrl)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const request = (pathname: string, init?: RequestInit) => handler(new Request(new URL(pathname, "http://localhost"), init));
  return {
    ...database,
    request,
    async html(pathname, expectedStatus = 200) {
      const response = await request(pathname);
      const body = await response.text();
      if (response.status !== expectedStatus) {
        throw new Error(`GET ${pathname}: se esperaba ${expectedStatus} y llegó ${response.status}\n${body.slice(0, 500)}`);
      }
      return body;
    },
  };
}
