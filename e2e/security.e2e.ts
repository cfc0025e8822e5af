/**
 * What the browser enforces: the Content-Security-Policy blocks an inline
 * script without the page's nonce (and the suite notices), and a hostile redirectTo never takes a
 * student off the site after signing in, with or without JavaScript.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { launchChromium, newContext, takeCspViolations } from "./chromium";
import { registerConfirmedStudent, STUDENT_PASSWORD } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("Content-Security-Policy", () => {
  it("runs the page's own scripts and blocks an injected inline script, which the suite reports", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    // React Router's own inline scripts, which carry the nonce, ran: they define its route modules.
    await expect
      .poll(() =>
        page.evaluate(() => typeof (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
      )
      .toBe("object");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inyectado = true;";
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __inyectado?: boolean }).__inyectado)).toBeUndefined();
    await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
    await context.close();
  });
});

describe("sign-in with a hostile redirectTo", () => {
  const hostile = ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "/.//evil.example", "//evil.example"];

  for (const javaScriptEnabled of [true, false]) {
    it(`stays on the site (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const email = await registerConfirmedStudent(browser, javaScriptEnabled ? "Ramona" : "Sergio");
      for (const target of hostile) {
        const context = await newContext(browser, { javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
        await page.getByLabel("Correo electrónico").fill(email);
        await page.getByLabel("Contraseña", { exact: true }).fill(STUDENT_PASSWORD);
        await page.getByRole("button", { name: "Iniciar sesión" }).click();
        await page.waitForURL((url) => url.pathname !== "/login");
        expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(inject("baseUrl"));
        await context.close();
      }
    });
  }
});
