/**
 * Redirect targets that come from a form or a query string never take the browser to another site
 * and never break the response. A target is judged the way a browser would: the
 * `Location` resolved against the page's URL must keep the site's origin.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { safeRedirectPath } from "~/lib/safe-redirect";

import { useTestApp } from "../support/app";
import { TestClient } from "../support/client";
import { reactRouterImports, sourceFiles } from "../support/source-files";
import { DEMO_PASSWORD, rows } from "../support/students";

const SITE = "https://uniopina.example";

/** Every C0 and C1 control character, DEL, and the characters browsers treat as slashes. */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, code) => 0x7f + code),
].map((code) => String.fromCharCode(code));

/** Targets an attacker would try: each control character and backslash in the usual shapes. */
const HOSTILE_TARGETS = [
  ...CONTROL_CHARACTERS.flatMap((c) => [
    `/${c}/evil.example`,
    `/${c}\\evil.example`,
    `${c}//evil.example`,
    `/${c}${c}/evil.example/x?y=1#z`,
  ]),
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/./../..//evil.example/",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,hola",
  " /\t/evil.example",
  "",
];

/**
 * What the HTTP tests post: the form reader removes control characters before any action reads a
 * field (tests/http/typed-text-in-forms.test.ts covers every one), so the control-character targets arrive as
 * the others do; three stand for them.
 */
const POSTED_TARGETS = [
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  ...HOSTILE_TARGETS.filter((target) => !/[\u0000-\u001F\u007F-\u009F]/.test(target)),
  "/\u0000/evil.example",
  "/\t\\evil.example",
  "\u001f//evil.example",
];

function staysOnSite(location: string, base = `${SITE}/login`): boolean {
  return new URL(location, base).origin === new URL(base).origin;
}

describe("safeRedirectPath", () => {
  it("keeps every hostile target on the site", () => {
    const escaped = HOSTILE_TARGETS.filter((target) => !staysOnSite(safeRedirectPath(target)));
    expect(escaped).toEqual([]);
  });

  it("keeps ordinary paths, their query and fragment", () => {
    expect(safeRedirectPath("/subject/abc?pagina=2#resenas")).toBe("/subject/abc?pagina=2#resenas");
    expect(safeRedirectPath("/buscar?q=%09tab")).toBe("/buscar?q=%09tab");
    expect(safeRedirectPath("/universidad/x/../y")).toBe("/universidad/y");
    expect(safeRedirectPath(undefined, "/profile")).toBe("/profile");
  });

  it("never returns a character that would break the Location header", () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const result = safeRedirectPath(`/a${String.fromCharCode(code)}b`);
      // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
      expect(/[\u0000-\u001F\u007F-\u009F\\]/.test(result), `U+${code.toString(16)}`).toBe(false);
      expect(staysOnSite(result), `U+${code.toString(16)}`).toBe(true);
    }
  });
});

const { app } = useTestApp();

let addressCounter = 0;
const freshClient = () => new TestClient(app, `192.0.2.${(addressCounter++ % 250) + 1}`);

describe("redirects through HTTP", () => {
  it("signs in and lands on the site whatever redirectTo the login form carries (no 500, no lost sign-in)", async () => {
    const [student] = await rows<{ email: string }>(
      app,
      sql`SELECT email FROM "user" WHERE email_verified ORDER BY email LIMIT 1`,
    );
    for (const target of POSTED_TARGETS) {
      const client = freshClient();
      const response = await client.post("/login", {
        email: student!.email,
        password: DEMO_PASSWORD,
        redirectTo: target,
      });
      // The form reader removes control characters first; whatever is left, the student is signed in and stays on the site.
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(
        [...client.cookies.keys()].some((name) => name.endsWith("session_token")),
        JSON.stringify(target),
      ).toBe(true);
      expect(staysOnSite(response.headers.get("Location")!, `${app.origin}/login`), JSON.stringify(target)).toBe(true);
    }
  });

  it("the login page turns a hostile ?redirectTo into a safe value before the form carries it", async () => {
    for (const target of HOSTILE_TARGETS) {
      const html = await app.html(`/login?redirectTo=${encodeURIComponent(target)}`);
      const value = /name="redirectTo" value="([^"]*)"/.exec(html)?.[1];
      expect(value, JSON.stringify(target)).toBeDefined();
      expect(staysOnSite(value!.replaceAll("&amp;", "&")), JSON.stringify(target)).toBe(true);
    }
  });

  it("a signed-in visit to /login?redirectTo= goes to a same-site path", async () => {
    const [student] = await rows<{ email: string }>(
      app,
      sql`SELECT email FROM "user" WHERE email_verified ORDER BY email DESC LIMIT 1`,
    );
    const client = freshClient();
    expect((await client.signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);
    for (const target of HOSTILE_TARGETS) {
      const response = await client.request(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(staysOnSite(response.headers.get("Location")!, `${app.origin}/login`), JSON.stringify(target)).toBe(true);
    }
  });

  it("the theme switch keeps its redirect on the site", async () => {
    for (const target of [...POSTED_TARGETS, "/\n/evil.example"]) {
      const response = await freshClient().post("/preferencias/tema", { theme: "light", redirectTo: target });
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(staysOnSite(response.headers.get("Location")!, `${app.origin}/`), JSON.stringify(target)).toBe(true);
    }
  });
});

describe("one redirect check for the whole app", () => {
  it("no module but request/redirects.server.ts calls React Router's redirect or replace", () => {
    const offenders = sourceFiles("app").filter((file) => {
      if (file.endsWith(path.join("request", "redirects.server.ts"))) return false;
      return reactRouterImports(readFileSync(file, "utf8")).some((name) =>
        ["redirect", "replace", "redirectDocument"].includes(name),
      );
    });
    expect(offenders).toEqual([]);
  });
});
