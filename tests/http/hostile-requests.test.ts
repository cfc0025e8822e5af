/**
 * Requests an outside probe sent that answered 500: control characters in a
 * query string, paths that begin with `//`, a malformed `Host`, a method the site does not serve.
 * Each class is covered whole: every route of `app/routes.ts`, as a visitor, a student and a
 * moderator, as a page and as its `.data`.
 */
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cleanQueryString, EDGE_MESSAGES } from "~/server/http/request-shape.server";

import { type Actor, fuzzActors } from "../fuzz/actors";
import { dataUrl, fillPath, KNOWN_FIELD_NAMES, loadRoutes, paramNames, validParams } from "../fuzz/routes";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
let actors: Actor[];
let valid: Record<string, string[]>;
const routes = loadRoutes();

beforeAll(async () => {
  app = await startTestApp();
  actors = await fuzzActors(app, 40);
  valid = await validParams(app);
});
afterAll(() => app.close());

/** A request with a raw request target, method and Host, as no browser would send it. */
function rawRequest(
  target: string,
  { method = "GET", host = new URL(app.origin).host }: { method?: string; host?: string } = {},
) {
  const { hostname, port } = new URL(app.origin);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      path: target,
      method,
      setHost: false,
      headers: { Host: host, Connection: "close" },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Each control character class in a query value: NUL, another C0 control, DEL, a C1 control, bytes that are not UTF-8. */
const HOSTILE_VALUE = "ab%00%01%0B%1B%7F%C2%85%FF%ED%A0%80c";

describe("control characters in a query string", () => {
  it("reach no route: every route, every parameter the code reads, every actor, page and data", async () => {
    const query = `?${KNOWN_FIELD_NAMES.map((name) => `${encodeURIComponent(name)}=${HOSTILE_VALUE}`).join("&")}`;
    const failures: string[] = [];
    for (const route of routes) {
      const values = Object.fromEntries(paramNames(route.pattern).map((name) => [name, valid[name]?.[0] ?? "x"]));
      const pathname = fillPath(route.pattern, values);
      for (const actor of actors) {
        for (const url of [`${pathname}${query}`, dataUrl(pathname, query)]) {
          const response = await actor.client.request(url);
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${actor.name} GET ${url.slice(0, 80)}… → ${response.status}`);
          await actor.renew?.();
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("are dropped from a search, which runs without them (the pages the probe named)", async () => {
    const [visitor, , moderator] = actors;
    for (const tab of ["universidades", "carreras", "asignaturas", "profesores"]) {
      for (const url of [`/explorar?tab=${tab}&q=%00%ff`, `/explorar.data?tab=${tab}&q=%00%ff`]) {
        expect((await visitor!.client.request(url)).status, url).toBe(200);
      }
    }
    const reset = await visitor!.client.request("/restablecer-contrasena?token=%00");
    expect(reset.status).toBeLessThan(500);
    expect(await reset.text()).toContain("enlace");
    for (const url of ["/moderacion/usuarios?correo=ab%00", "/moderacion/profesores?q=abc%00"]) {
      expect((await moderator!.client.request(url)).status, url).toBe(200);
    }
  });

  it("are read by one reader that leaves a clean query string as it is", () => {
    expect(cleanQueryString("/explorar?q=derecho+penal&tab=carreras")).toBe("/explorar?q=derecho+penal&tab=carreras");
    expect(cleanQueryString("/moderacion?index")).toBe("/moderacion?index");
    expect(cleanQueryString("/explorar?q=%00%ff")).toBe("/explorar?q=");
    expect(cleanQueryString("/explorar?q=ab%00c&tab=x%0B")).toBe("/explorar?q=abc&tab=x");
  });
});

describe("paths that begin with two slashes", () => {
  it.each(["///", "//%25", "//a:b", "//a:99999", "//@", "//a%00", "//a", "/\\a", "/\\evil.example/x"])(
    "%s is a 404 page",
    async (target) => {
      const answer = await rawRequest(target);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(EDGE_MESSAGES.notFound.title);
    },
  );
});

describe("a malformed Host header", () => {
  it.each(["[", "a b", "a:b:c", "%", "a@b", "x:99999", ""])("«%s» is a 400 on every kind of path", async (host) => {
    for (const target of ["/", "/explorar?q=a", "/healthz", "/no-existe"]) {
      const answer = await rawRequest(target, { host });
      expect(answer.status, target).toBe(400);
      expect(answer.body).toContain(EDGE_MESSAGES.host.title);
    }
  });

  it("lets a host name, an address and a bracketed IPv6 address with a port through", async () => {
    for (const host of ["localhost", "uniopina.es", "www.uniopina.es:3000", "127.0.0.1:8080", "[::1]:3000"]) {
      expect((await rawRequest("/about", { host })).status, host).toBe(200);
    }
  });
});

describe("methods the site does not serve", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "SEARCH"])(
    "%s is a 405 with Allow",
    async (method) => {
      for (const target of ["/", "/login", "/subject/x"]) {
        const answer = await rawRequest(target, { method });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
        // HEAD-like methods carry no body; the others get the Spanish page.
        expect(answer.body).toContain(EDGE_MESSAGES.method.title);
      }
    },
  );
});
