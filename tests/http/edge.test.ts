/**
 * The HTTP layer in front of the app: security headers on every kind of
 * response, a Content-Security-Policy whose nonce is the one the page's inline scripts carry, the
 * client address taken only from trusted proxy hops, and cross-site posts answered with the app's
 * own Spanish 403 page.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { readEnv } from "~/server/core/env.server";
import { CROSS_SITE_MESSAGE } from "~/server/request/guard.server";

import { listen, useTestApp } from "../support/app";
import { TestClient } from "../support/client";
import { rows } from "../support/students";

const { app } = useTestApp();

function cspDirectives(response: Response): Map<string, string> {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(" ") + 1)]),
  );
}

function expectSecurityHeaders(response: Response, label: string) {
  const csp = cspDirectives(response);
  expect(csp.get("script-src"), label).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
  expect(csp.get("frame-ancestors"), label).toBe("'none'");
  expect(csp.get("object-src"), label).toBe("'none'");
  expect(csp.get("base-uri"), label).toBe("'self'");
  expect(csp.get("form-action"), label).toBe("'self'");
  expect(csp.get("default-src"), label).toBe("'self'");
  expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("X-Frame-Options"), label).toBe("DENY");
}

describe("security headers", () => {
  it("are on pages, loader data, assets, the 404 page and error answers", async () => {
    const [subject] = await rows<{ id: string }>(app, sql`SELECT id FROM subjects ORDER BY id LIMIT 1`);
    const home = await app.request("/");
    const asset = /"(\/assets\/[^"]+\.(?:js|css))"/.exec(await home.clone().text())?.[1];
    expect(asset).toBeDefined();
    const answers: Record<string, Response> = {
      home,
      "subject page": await app.request(`/subject/${subject!.id}`),
      "loader data": await app.request(`/subject/${subject!.id}.data`),
      asset: await app.request(asset!),
      favicon: await app.request("/favicon.svg"),
      "404 page": await app.request("/no-existe"),
      "400 answer": await new TestClient(app).post("/newsletter", { email: "a\u0000@ua.es" }),
      "403 answer": await new TestClient(app).post(
        "/login",
        { email: "a@ua.es", password: "x" },
        { Origin: "https://evil.example" },
      ),
      healthz: await app.request("/healthz"),
    };
    for (const [label, response] of Object.entries(answers)) expectSecurityHeaders(response, label);
    expect(answers["404 page"]!.status).toBe(404);
    expect(answers.asset!.status).toBe(200);
  });

  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;

  /**
   * Every inline script of the page carries the nonce of the policy it came with. JSON-LD blocks
   * (`type="application/ld+json"`) are data, never run, so the policy does not apply to them.
   */
  async function expectScriptsCarry(response: Response) {
    const nonce = nonceOf(response);
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (!/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
        expect(attributes).toContain(`nonce="${nonce}"`);
    }
    return nonce;
  }

  it("gives each page rendered for one visitor its own nonce, carried by every inline script", async () => {
    // A cookie other than the theme: the page is rendered for this request alone.
    const personal = { headers: { Cookie: "otra=1" } };
    const first = await expectScriptsCarry(await app.request("/", personal));
    const second = await expectScriptsCarry(await app.request("/", personal));
    expect(first).not.toBe(second);
  });

  it("serves a cached page with the policy of its own render, and renders a new nonce after a change", async () => {
    await app.pagesChanged();
    const rendered = await app.request(
      "/universidad/" + (await rows<{ id: string }>(app, sql`SELECT id FROM universities ORDER BY id LIMIT 1`))[0]!.id,
    );
    const url = new URL(rendered.url).pathname;
    const renderedNonce = await expectScriptsCarry(rendered);
    const cached = await app.request(url);
    expect(cached.headers.get("X-Cache")).toBe("hit");
    expect(await expectScriptsCarry(cached)).toBe(renderedNonce);
    await app.pagesChanged();
    expect(await expectScriptsCarry(await app.request(url))).not.toBe(renderedNonce);
  });

  it("sends HSTS only when the site is served over https", async () => {
    expect((await app.request("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const https = await listen({ SITE_URL: "https://uniopina.example" });
    try {
      const response = await fetch(`${https.origin}/healthz`);
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
      expect(cspDirectives(response).has("upgrade-insecure-requests")).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe("cross-site posts", () => {
  it("get the app's Spanish 403 page and one log line, for pages and for data requests", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const fromElsewhere = { Origin: "https://evil.example" };
      const page = await new TestClient(app).post("/login", { email: "a@ua.es", password: "x" }, fromElsewhere);
      expect(page.status).toBe(403);
      const html = await page.text();
      expect(html).toContain("Acción no permitida");
      expect(html).toContain(CROSS_SITE_MESSAGE);
      expect(html).toContain('<html lang="es"');

      const dataRequest = await new TestClient(app).post(
        "/login.data",
        { email: "a@ua.es", password: "x" },
        fromElsewhere,
      );
      expect(dataRequest.status).toBe(403);

      expect(
        (
          await new TestClient(app).post(
            "/login",
            { email: "a@ua.es", password: "x" },
            { "Sec-Fetch-Site": "cross-site" },
          )
        ).status,
      ).toBe(403);
      expect(
        (await new TestClient(app).post("/login", { email: "a@ua.es", password: "x" }, { Origin: "null" })).status,
      ).toBe(403);
      expect(warn).toHaveBeenCalledTimes(4);
      expect(String(warn.mock.calls[0]![0])).toContain("Solicitud entre sitios rechazada: POST /login");
    } finally {
      warn.mockRestore();
    }
  });

  it("lets a form of the site's own page through when the browser says so, though its Origin is null", async () => {
    // What Chromium sends for a form posted without JavaScript from a page with Referrer-Policy: no-referrer.
    const ownPage = { Origin: "null", "Sec-Fetch-Site": "same-origin" };
    expect((await new TestClient(app).post("/login", { email: "a@ua.es", password: "x" }, ownPage)).status).toBe(401);
  });

  it("lets the site's own origin through, also the public SITE_URL behind a proxy", async () => {
    const sameOrigin = await new TestClient(app).post(
      "/login",
      { email: "a@ua.es", password: "x" },
      { Origin: app.origin },
    );
    expect(sameOrigin.status).toBe(401);
    const site = readEnv().SITE_URL ?? `http://localhost:${readEnv().PORT}`;
    const publicOrigin = await new TestClient(app).post(
      "/login",
      { email: "a@ua.es", password: "x" },
      { Origin: new URL(site).origin },
    );
    expect(publicOrigin.status).toBe(401);
  });
});

describe("client address behind proxies", () => {
  it("refuses TRUST_PROXY=true and accepts hop counts and proxy address lists", () => {
    expect(() => readEnv({ TRUST_PROXY: "true" })).toThrow("TRUST_PROXY=true creería cualquier X-Forwarded-For");
    expect(() => readEnv({ TRUST_PROXY: "proxy.example" })).toThrow("TRUST_PROXY debe ser false");
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback"]);
  });

  /** 31 failed sign-ins from one client that forges a new first X-Forwarded-For hop each time. */
  async function forgedFailures(origin: string, realClient: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const forged = `10.${attempt}.0.1`;
      const response = await fetch(`${origin}/login`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email: `nadie.${attempt}@ua.es`, password: "incorrecta" }),
        headers: { "X-Forwarded-For": `${forged}, ${realClient}` },
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    return statuses;
  }

  it("with one trusted proxy, a forged X-Forwarded-For neither hides nor changes the client (per-address throttle holds)", async () => {
    const statuses = await forgedFailures(app.origin, "198.51.100.77");
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("with a list of proxy addresses, only hops from those addresses are believed", async () => {
    const proxied = await listen({ TRUST_PROXY: "loopback" });
    try {
      const statuses = await forgedFailures(proxied.origin, "198.51.100.78");
      expect(statuses[30]).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("without a trusted proxy, the socket's address is the client and forwarding headers count for nothing", async () => {
    const direct = await listen({ TRUST_PROXY: "false" });
    try {
      // Every attempt comes from 127.0.0.1 whatever the header says: the 31st is throttled.
      const statuses = await forgedFailures(direct.origin, "198.51.100.79");
      expect(statuses[30]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
