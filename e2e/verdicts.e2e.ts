/**
 * Students' verdicts in Chromium: a new student gives one on their career and one on their
 * university, sees them in the summary and the list, edits one; the pages and the ranking by
 * verdict have no axe violations in either theme, and a phone's 390 px does not scroll sideways.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Fills and sends the verdict form of the page: stars, stage, one category, would choose again, text. */
async function giveVerdict(page: Page, { stars, category, text }: { stars: number; category: string; text: string }) {
  const publish = page.getByRole("button", { name: "Publicar reseña" });
  // Hydrated: the button waits for a rating.
  await expect.poll(() => publish.isDisabled()).toBe(true);
  await page.locator("label", { hasText: `${stars} estrellas` }).click();
  await page.getByLabel("¿En qué punto estás?").selectOption({ label: "Estoy en 2.º curso" });
  await page.getByRole("group", { name: category }).locator("label", { hasText: /^5$/ }).click();
  await page.getByLabel(/^¿Volverías a elegir esta/).selectOption({ label: "Sí" });
  await page.getByLabel(/^Tu opinión sobre la/).fill(text);
  await publish.click();
  await page.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();
  await page.locator("article", { hasText: text }).waitFor();
}

describe("verdicts on one's career and university", () => {
  it("are given, summed up and edited, with no axe violations and no sideways scroll on a phone", async () => {
    const email = await registerConfirmedStudent(browser, "Valora");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/profile");
    await page.getByRole("link", { name: "Grado en Ingeniería Informática" }).first().click();
    await page.waitForURL(/\/career\/[0-9a-f-]{36}$/);
    const careerPath = new URL(page.url()).pathname;

    const careerText = `Buen profesorado y prácticas útiles (${Date.now()}).`;
    await giveVerdict(page, { stars: 4, category: "Calidad de la docencia", text: careerText });
    const summary = page.getByRole("region", { name: "Opiniones sobre la carrera" });
    await summary.getByText("¿Volverías a elegir esta carrera?").waitFor();
    const card = page.locator("article", { hasText: careerText });
    expect(await card.getByText("Estoy en 2.º curso").isVisible()).toBe(true);
    expect(await card.getByText("Tu reseña", { exact: true }).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Editar mi reseña" }).click();
    const edited = `${careerText} Editada tras los exámenes.`;
    await page.getByLabel("Tu opinión sobre la carrera").fill(edited);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.getByText("Tu reseña se ha actualizado.").waitFor();
    await page.locator("article", { hasText: edited }).waitFor();

    const universityLink = page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link").nth(1);
    await universityLink.click();
    await page.waitForURL(/\/universidad\/[0-9a-f-]{36}$/);
    const universityPath = new URL(page.url()).pathname;
    const universityText = `Biblioteca abierta hasta tarde (${Date.now()}).`;
    await giveVerdict(page, { stars: 5, category: "Biblioteca y servicios", text: universityText });

    for (const theme of ["dark", "light"] as const) {
      await useTheme(context, theme);
      for (const path of [careerPath, universityPath, "/ranking?tab=opinion-universidades&aspecto=servicios"]) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} (tema ${theme})`);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [careerPath, universityPath]) {
      await page.goto(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        path,
      ).toBe(0);
    }
    await context.close();
  });
});
