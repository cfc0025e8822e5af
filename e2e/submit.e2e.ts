/** Requests for new entries in Chromium: the dependent selects with and without JavaScript, the confirmation, /profile, and axe in both themes. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn, STUDENT_PASSWORD } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("submit", () => {
  it("sends a professor of the student's own university, confirms it and lists it on the profile", async () => {
    const email = await registerConfirmedStudent(browser, "Proponente");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/submit");
    await page.getByText("Solicitudes disponibles 3/3").waitFor();
    await page.getByRole("link", { name: "Profesor" }).click();
    await page.waitForURL(/\/submit\?tipo=profesor$/);
    const career = page.getByLabel("Carrera", { exact: true });
    await career.waitFor();

    // Starts at the student's university; the careers are there.
    expect(await page.getByLabel("País", { exact: true }).locator("option:checked").textContent()).toBe("España");
    expect(await page.getByLabel("Universidad", { exact: true }).locator("option:checked").textContent()).toBe(
      "Universidad de Alicante",
    );
    await expect.poll(() => career.isEnabled()).toBe(true);
    await career.selectOption({ label: "Grado en Ingeniería Informática" });

    // Another country clears the university and the career; coming back loads them again.
    await page.getByLabel("País", { exact: true }).selectOption({ label: "México" });
    await expect.poll(() => page.getByLabel("Universidad", { exact: true }).isEnabled()).toBe(true);
    expect(await page.getByLabel("Universidad", { exact: true }).inputValue()).toBe("");
    expect(await career.isDisabled()).toBe(true);
    await page.getByLabel("País", { exact: true }).selectOption({ label: "España" });
    await expect.poll(() => page.getByLabel("Universidad", { exact: true }).isEnabled()).toBe(true);
    await page.getByLabel("Universidad", { exact: true }).selectOption({ label: "Universidad de Alicante" });
    await expect.poll(() => career.isEnabled()).toBe(true);
    await career.selectOption({ label: "Grado en Ingeniería Informática" });

    const name = `Profesora Prueba ${Date.now()}`;
    await page.getByLabel("Nombre del profesor").fill(name);
    await page.getByLabel("Departamento (opcional)").fill("Ciencia de la Computación");
    await page.getByRole("button", { name: "Enviar Solicitud" }).click();
    await page.getByRole("heading", { name: "¡Solicitud enviada!" }).waitFor();
    await page.getByText("Solicitudes disponibles 2/3").waitFor();
    await expectNoAxeViolations(page, "confirmación de solicitud");

    await page.getByRole("link", { name: "Enviar Otra Solicitud" }).click();
    await page.waitForURL(/\/submit\?tipo=profesor$/);
    await page.goto("/profile");
    const mine = page.locator("#solicitudes");
    await mine.getByText(name).waitFor();
    await mine.getByText("Pendiente").first().waitFor();
    await context.close();
  });

  it("works without JavaScript: 'Ver universidades' brings the country's universities, and the request is sent", async () => {
    const email = await registerConfirmedStudent(browser, "Sinscript");
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login?redirectTo=%2Fsubmit%3Ftipo%3Dcarrera");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL(/\/submit\?tipo=carrera$/);

    await page.getByLabel("País", { exact: true }).selectOption({ label: "México" });
    await page.getByRole("button", { name: "Ver universidades" }).click();
    await page.waitForURL(/pais=\d+/);
    const university = page.getByLabel("Universidad", { exact: true });
    expect(await university.locator("option").count()).toBeGreaterThan(1);
    await university.selectOption({ index: 1 });
    await page.getByLabel("Nombre de la carrera").fill(`Licenciatura de Prueba ${Date.now()}`);
    await page.getByRole("button", { name: "Enviar Solicitud" }).click();
    await page.getByRole("heading", { name: "¡Solicitud enviada!" }).waitFor();
    await context.close();
  });
});

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no violations on the submit page, visitor and signed in, in the ${theme} theme`, async () => {
      const visitorContext = await newContext(browser);
      await visitorContext.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      const visitor = await visitorContext.newPage();
      for (const path of ["/submit", "/submit?tipo=carrera", "/submit?tipo=profesor", "/submit?tipo=asignatura"]) {
        await visitor.goto(path);
        await expectNoAxeViolations(visitor, `${path} visitante (${theme})`);
      }
      await visitorContext.close();

      const email = await registerConfirmedStudent(browser, `Axe${theme}`);
      const context = await newContext(browser);
      await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      const page = await context.newPage();
      await signIn(page, email, "/submit?tipo=profesor");
      await expectNoAxeViolations(page, `/submit?tipo=profesor con sesión (${theme})`);
      // The refusal: every field's message shown.
      await page.getByRole("link", { name: "Universidad", exact: true }).click();
      await page.getByLabel("Nombre de la universidad").waitFor();
      await page.getByRole("button", { name: "Enviar Solicitud" }).click();
      await page.getByText("Escribe el nombre de la universidad").waitFor();
      await expectNoAxeViolations(page, `/submit con errores (${theme})`);
      // A subject of the student's own career: the refusal of an empty form, then the request sent.
      await page.getByRole("link", { name: "Asignatura", exact: true }).click();
      await page.getByLabel("Nombre de la asignatura").waitFor();
      await page.getByRole("button", { name: "Enviar Solicitud" }).click();
      await page.getByText("Escribe el nombre de la asignatura").waitFor();
      await expectNoAxeViolations(page, `/submit?tipo=asignatura con errores (${theme})`);
      await page.getByLabel("Nombre de la asignatura").fill(`Optativa de prueba (${theme})`);
      await page.getByLabel("Curso").selectOption("3");
      await page.getByLabel("Semestre").selectOption("anual");
      await page.getByLabel("Créditos ECTS (opcional)").fill("4,5");
      await page.getByRole("button", { name: "Enviar Solicitud" }).click();
      await page.getByRole("heading", { name: "¡Solicitud enviada!" }).waitFor();
      expect(
        await page.getByText(`Hemos recibido tu solicitud de asignatura «Optativa de prueba (${theme})»`).count(),
      ).toBe(1);
      await page.goto("/profile");
      await expectNoAxeViolations(page, `/profile con solicitudes (${theme})`);
      await context.close();
    });
  }
});
