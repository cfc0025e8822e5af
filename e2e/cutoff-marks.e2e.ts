/**
 * The official cut-off marks on a career page in Chromium: a degree taught at several centres, its
 * charts named for assistive technology and their tables opened, axe in both themes, and a phone's
 * 390 px without horizontal scrolling.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Administración y Dirección de Empresas at the Complutense, taught at three centres, found as a student would. */
async function openMultiCentreCareer(page: Page) {
  await page.goto(`/explorar?tab=universidades&q=${encodeURIComponent("Complutense")}`);
  const universityHref = await page
    .locator('a[href^="/universidad/"]')
    .filter({ hasText: "Universidad Complutense de Madrid" })
    .first()
    .getAttribute("href");
  const universityId = universityHref!.split("/").pop();
  await page.goto(
    `/explorar?tab=carreras&q=${encodeURIComponent("Administración y Dirección de Empresas")}&university=${universityId}`,
  );
  await page.getByRole("link", { name: "Grado en Administración y Dirección de Empresas", exact: true }).click();
  await page.waitForURL(/\/career\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { level: 2, name: "Notas de corte por centro" }).waitFor();
}

describe("cut-off marks", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`show each centre's chart and table with no axe violations in the ${theme} theme`, async () => {
      const context = await newContext(browser);
      await useTheme(context, theme);
      const page = await context.newPage();
      await openMultiCentreCareer(page);
      const charts = page.getByRole("img", { name: /^Nota de corte de .+ por año$/ });
      expect(await charts.count()).toBeGreaterThanOrEqual(3);
      for (const summary of await page.getByText("Ver las notas por año").all()) await summary.click();
      const tables = page.getByRole("table", { name: /^Nota de corte de .+ por año$/ });
      expect(await tables.count()).toBeGreaterThanOrEqual(3);
      // Its header and a row a year.
      for (const table of await tables.all()) expect(await table.getByRole("row").count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page, `carrera con notas de corte (tema ${theme})`);
      await context.close();
    });
  }

  it("lead to the same degree at another university side by side, with no axe violations in either theme", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openMultiCentreCareer(page);
    const section = page.getByRole("region", { name: "Compárala con la misma carrera en otras universidades" });
    await section.getByRole("link").first().click();
    await page.waitForURL(/\/comparar\?carreras=/);
    await page.getByText("Comparando 2 carreras.").waitFor();
    expect(await page.getByRole("img", { name: /^Nota de corte de .+ por año$/ }).count()).toBe(2);
    for (const theme of ["dark", "light"] as const) {
      await useTheme(context, theme);
      await page.reload();
      await expectNoAxeViolations(page, `comparación de carreras (tema ${theme})`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await context.close();
  });

  it("fit a 390 px phone without horizontal scrolling, tables open", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openMultiCentreCareer(page);
    for (const summary of await page.getByText("Ver las notas por año").all()) await summary.click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
