/**
 * The cases the fuzz suites found, pinned: each answered a 500 or logged a server error for
 * nothing but a client's bad request (tests/setup.ts fails a test on any console.error).
 */
import { expect, it } from "vitest";

import { useTestApp } from "../support/app";

const { app } = useTestApp();

it("a path that is not valid percent-encoded UTF-8 is a 404 page, read or posted", async () => {
  for (const path of ["/profesor/%dc", "/profesor/x%00%00%dcy%00", "/resenas/%C0%AF/comentarios"]) {
    expect((await app.request(path)).status, path).toBe(404);
    expect((await app.request(path, { method: "POST", body: new URLSearchParams({ a: "b" }) })).status, path).toBe(404);
  }
});

it("a post to a page without an action is a 405 page, without an error in the log", async () => {
  for (const path of ["/about", "/universidad//vida-universitaria/nueva", "/"]) {
    const response = await app.request(path, { method: "POST", body: new URLSearchParams({ intent: "comentar" }) });
    expect(response.status, path).toBe(405);
    expect(await response.text()).toContain("<html");
  }
});
