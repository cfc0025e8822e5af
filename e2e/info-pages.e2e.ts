import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const INFO_PAGES = [
  "/about",
  "/faq",
  "/contact",
  "/for-institutions",
  "/terms",
  "/privacy",
  "/cookies",
  "/legal-notice",
  "/informacion-para-profesores",
  "/transparencia",
  "/donde-acudir",
];
const BANNER = "Tu privacidad en UniOpina";

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "cookie_consent")?.value;
}

const banner = (page: Page) => page.getByRole("region", { name: BANNER });

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no violations on the information and legal pages, the cookie banner and the panel, in the ${theme} theme`, async () => {
      const context = await newContext(browser);
      await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      const page = await context.newPage();
      // First visit: every page carries the banner (but /cookies, whose panel asks the same).
      for (const path of INFO_PAGES) {
        await page.goto(path);
        expect(await banner(page).count(), path).toBe(path === "/cookies" ? 0 : 1);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      // The answers of the forms, and the newsletter's link pages with a link that is not valid.
      await page.goto("/contact");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      await page.getByText("Revisa los campos marcados e inténtalo de nuevo.").waitFor();
      await expectNoAxeViolations(page, `/contact con errores (${theme})`);
      for (const path of ["/newsletter/confirmar?token=x", "/newsletter/baja?token=x"]) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      // After a choice: the panel shows it, the banner is gone.
      await context.addCookies([{ name: "cookie_consent", value: "n1.f1.a1.p0", url: inject("baseUrl") }]);
      await page.goto("/cookies");
      expect(await page.getByRole("switch", { name: "Analíticas" }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, `/cookies con preferencias guardadas (${theme})`);
      await context.close();
    });
  }
});

describe("faq accordion", () => {
  it("opens and closes each question from the keyboard, with its state exposed", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/faq");
    const questions = page.locator("main summary");
    expect(await questions.count()).toBe(5);
    const first = page.locator("main details").first();
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await first.getByText("Solo estudiantes que han verificado").isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Space");
    await expect
      .poll(() =>
        page
          .locator("main details")
          .nth(1)
          .evaluate((details) => (details as HTMLDetailsElement).open),
      )
      .toBe(true);
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });
});

describe("cookie banner and panel", () => {
  it("with JavaScript: the banner goes at once, the page stays put, and the choice is kept on the next visit", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/about?desde=portada");
    await banner(page).waitFor();
    await page.getByRole("button", { name: "Aceptar todas" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/about?desde=portada");
    await expect.poll(() => consentCookie(context)).toBe("n1.f1.a1.p0");
    const stored = (await context.cookies()).find((cookie) => cookie.name === "cookie_consent")!;
    // About a year (SPEC §9), whatever the clock.
    expect(stored.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto("/faq");
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it("keeps the theme picked with the switch after the browser restarts, before the banner is answered", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/about");
    expect(await page.locator("html").getAttribute("class")).toBe("dark");
    // The switch posts to a route with no browser code of its own: the page changes in place, no reload.
    await page.evaluate(() => document.documentElement.setAttribute("data-before-switch", ""));
    await page.getByRole("button", { name: "Activar modo claro" }).click();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "theme")?.value)
      .toBe("light");
    await expect.poll(() => page.locator("html").getAttribute("class")).toBeNull();
    expect(await page.locator("html").getAttribute("data-before-switch")).toBe("");
    expect(await banner(page).count()).toBe(1);
    // A restart keeps what outlives the session: the cookies with an expiry.
    const lasting = (await context.storageState()).cookies.filter((cookie) => cookie.expires > 0);
    await context.close();
    const restarted = await newContext(browser);
    await restarted.addCookies(lasting);
    const again = await restarted.newPage();
    await again.goto("/about");
    expect(await again.locator('meta[name="color-scheme"]').getAttribute("content")).toBe("light");
    expect(await again.locator("html").getAttribute("class")).toBeNull();
    await restarted.close();
  });

  it("without JavaScript: the banner posts, comes back to the same page and is gone", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/terms");
    await page.getByRole("button", { name: "Solo necesarias" }).click();
    await page.waitForURL(/\/terms$/);
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(context)).toBe("n1.f0.a0.p0");
    await page.goto("/cookies");
    expect(await page.getByText("Tu elección guardada: solo cookies necesarias.").count()).toBe(1);
    await page.getByLabel("Analíticas").check();
    await page.getByRole("button", { name: "Guardar preferencias" }).click();
    await page.getByText("Tus preferencias de cookies han sido guardadas correctamente.").waitFor();
    expect(await consentCookie(context)).toBe("n1.f0.a1.p0");
    await context.close();
  });

  it("the panel saves the switches in place and shows them again after a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/cookies#preferencias");
    expect(await page.getByRole("switch", { name: "Necesarias" }).isDisabled()).toBe(true);
    expect(await page.getByRole("switch", { name: "Publicitarias" }).isDisabled()).toBe(true);
    const analytics = page.getByRole("switch", { name: "Analíticas" });
    expect(await analytics.isChecked()).toBe(false);
    await analytics.focus();
    await page.keyboard.press("Space");
    expect(await analytics.isChecked()).toBe(true);
    await page.getByRole("switch", { name: "Funcionales" }).uncheck();
    await page.getByRole("button", { name: "Guardar preferencias" }).click();
    await page.getByText("Tus preferencias de cookies han sido guardadas correctamente.").waitFor();
    await expect.poll(() => consentCookie(context)).toBe("n1.f0.a1.p0");
    await page.reload();
    expect(await page.getByRole("switch", { name: "Analíticas" }).isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: "Funcionales" }).isChecked()).toBe(false);
    await context.close();
  });
});

describe("contact and institutions forms", () => {
  it("contact with JavaScript: the errors point at the first field, then the message is sent and the form starts over", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Correo electrónico").fill("no-es-correo");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Por favor, escribe tu nombre").waitFor();
    expect(await page.getByText("Introduce un correo electrónico válido").count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await page.getByLabel("Nombre").fill("Irene Calvo");
    await page.getByLabel("Correo electrónico").fill("irene.calvo@example.com");
    await page.getByLabel("Tipo de consulta").selectOption({ label: "Sobre una universidad" });
    await page.getByLabel("Asunto").fill("Datos de mi universidad");
    await page
      .getByRole("textbox", { name: "Mensaje", exact: true })
      .fill("La web de mi universidad ha cambiado de dirección.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("¡Gracias por escribirnos!").waitFor();
    expect(await page.getByLabel("Asunto").inputValue()).toBe("");
    expect(new URL(page.url()).pathname).toBe("/contact");
    await context.close();
  });

  it("institutions without JavaScript: the form posts as a page and answers on it", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/for-institutions");
    await page.getByLabel("Nombre de la institución").fill("Centro de Estudios Avanzados del Sur");
    await page.getByLabel("Tipo de institución").selectOption({ label: "Centro de formación" });
    await page.getByLabel("Persona de contacto").fill("Rocío Almansa");
    await page.getByLabel("Correo electrónico").fill("rocio.almansa@example.edu");
    await page.getByRole("textbox", { name: "Mensaje", exact: true }).fill("Queremos conocer el plan Básico.");
    await page.getByRole("button", { name: "Solicitar información", exact: true }).click();
    await page.getByText("¡Gracias por tu interés! Nos pondremos en contacto contigo pronto.").waitFor();
    await context.close();
  });
});

describe("newsletter", () => {
  it("subscribes from the footer, confirms from the e-mail's link and the button, and can cancel", async () => {
    const email = `boletin.e2e.${Date.now()}@example.com`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/faq");
    const footer = page.locator("footer");
    await footer.getByLabel("Suscríbete a nuestro boletín").fill(email);
    await footer.getByRole("button", { name: "Suscribirse" }).click();
    await footer.getByText("Te hemos enviado un correo para confirmar tu suscripción").waitFor();

    await page.goto("/dev/outbox");
    const message = page
      .locator("article", { hasText: "Confirma tu suscripción al boletín de UniOpina" })
      .filter({ hasText: email })
      .first();
    const cancelLink = await message.locator('a[href*="/newsletter/baja"]').first().getAttribute("href");
    await message.locator('a[href*="/newsletter/confirmar"]').first().click();
    await page.waitForURL(/\/newsletter\/confirmar\?token=/);
    await expectNoAxeViolations(page, "/newsletter/confirmar");
    await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
    await page.getByRole("heading", { name: "¡Suscripción confirmada!" }).waitFor();
    await expectNoAxeViolations(page, "/newsletter/confirmar confirmada");

    await page.goto(cancelLink!);
    await expectNoAxeViolations(page, "/newsletter/baja");
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await page.getByRole("heading", { name: "Te has dado de baja" }).waitFor();
    await context.close();
  });
});
