/**
 * The contract of app/server/rendering/react-router-document.server.tsx with the installed React
 * Router: the document is rendered to a string, and the hydration data React Router would stream
 * is handed, in one piece, to the stream its `<Scripts>` opens in the browser
 * (`window.__reactRouterContext.streamController`). If an upgrade renames that stream, stops
 * exposing the data (`serverHandoffStream`) or the scripts' render mark (`renderMeta`), these fail
 * here, before a page stops hydrating.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApp, type TestApp } from "./support/app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const OPENS_STREAM = "window.__reactRouterContext.streamController = controller";
const FEEDS_STREAM =
  /<script nonce="([^"]+)">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;

describe("the document as React Router's browser code expects it", () => {
  it("opens the hydration stream in React Router's own script, then feeds it once with the page's loader data and closes it", async () => {
    const response = await app.request("/about");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    const opened = html.indexOf(OPENS_STREAM);
    expect(opened, "React Router's <Scripts> abre el flujo de datos de hidratación").toBeGreaterThan(-1);

    const fed = [...html.matchAll(FEEDS_STREAM)];
    expect(fed, "los datos se entregan en un único script").toHaveLength(1);
    expect(fed[0]!.index).toBeGreaterThan(opened);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(fed[0]![1], "el script lleva el nonce de la respuesta").toBe(nonce);
    const data = JSON.parse(fed[0]![2]!) as string;
    expect(data).toContain('"loaderData"');
    expect(data).toContain('"root"');
    expect(data).toContain('"siteUrl"');
  });
});
