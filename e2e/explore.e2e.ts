/**
 * Explore and the rankings in Chromium: a search with filters (the branch of knowledge among them)
 * and pages whose state survives a reload, without JavaScript too, and axe in both themes.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The titles of the result cards shown. */
function resultTitles(page: Page): Promise<string[]> {
  return page.locator('[aria-labelledby="explorar-resultados"] article h3').allTextContents();
}

/**
 * Runs `action`, which navigates within Explore, and waits for the page it leads to: the search
 * form is rendered again for every URL (its fields show the state just loaded), so the old one
 * leaving the document means the new results are in.
 */
async function navigating(page: Page, action: () => Promise<unknown>) {
  const form = await page.locator('form[role="search"]').elementHandle();
  await action();
  await form!.waitForElementState("hidden");
}

describe("explore", () => {
  it("searches with a filter, pages, and keeps the state in the URL across a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/explorar");
    const search = () => page.getByRole("button", { name: "Buscar", exact: true }).click();
    await navigating(page, () => page.getByRole("link", { name: /^Asignaturas/ }).click());
    expect(page.url()).toMatch(/\/explorar\?tab=asignaturas$/);

    // The text search waits for 'Buscar'.
    await page.getByRole("searchbox", { name: "Buscar" }).fill("cion");
    await navigating(page, search);
    expect(page.url()).toMatch(/\/explorar\?tab=asignaturas&q=cion$/);
    // A filter applies as soon as it is chosen, with what the form holds, and keeps the focus.
    await navigating(page, () =>
      page.getByLabel("Universidad", { exact: true }).selectOption({ label: "Universidad de Alicante" }),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("university");
    const career = page.getByLabel("Carrera", { exact: true });
    await expect.poll(() => career.isEnabled()).toBe(true);
    // Only what is set goes in the URL.
    expect(page.url()).toMatch(/\/explorar\?tab=asignaturas&q=cion&university=[0-9a-f-]{36}$/);
    const summary = page.locator('[aria-labelledby="explorar-resultados"] p').first();
    expect(await summary.textContent()).toMatch(/^\d+ resultados · Página 1 de [3-9]/);
    const firstPage = await resultTitles(page);
    expect(firstPage).toHaveLength(24);
    // Accent-insensitive: 'cion' finds the '…ción' subjects.
    expect(firstPage.every((title) => /ci[oó]n/i.test(title))).toBe(true);

    await navigating(page, () =>
      page
        .getByRole("navigation", { name: "Paginación de resultados" })
        .getByRole("link", { name: "Página 2" })
        .click(),
    );
    expect(page.url()).toMatch(/&page=2$/);
    expect(await summary.textContent()).toContain("Página 2 de");
    const secondPage = await resultTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    expect(await resultTitles(page)).toEqual(secondPage);
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe("cion");
    expect(await page.getByLabel("Universidad", { exact: true }).locator("option:checked").textContent()).toBe(
      "Universidad de Alicante",
    );
    expect(await page.getByRole("link", { name: /^Asignaturas/ }).getAttribute("aria-current")).toBe("page");

    // A filter starts again at page 1.
    await navigating(page, () => page.getByLabel("Valoración mínima").selectOption({ label: "2+ estrellas" }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("min_rating");
    const afterFilter = new URL(page.url());
    expect(afterFilter.searchParams.get("min_rating")).toBe("2");
    expect(afterFilter.searchParams.has("page")).toBe(false);

    // A career, then another university: the career is cleared.
    await navigating(page, () => career.selectOption({ index: 1 }));
    expect(new URL(page.url()).searchParams.has("career")).toBe(true);
    await navigating(page, () =>
      page.getByLabel("Universidad", { exact: true }).selectOption({ label: "Universitat de València" }),
    );
    expect(await career.inputValue()).toBe("");
    await expect.poll(() => career.isEnabled()).toBe(true);
    const otherUniversity = new URL(page.url());
    expect(otherUniversity.searchParams.has("career")).toBe(false);
    expect(otherUniversity.searchParams.has("university")).toBe(true);

    // An order of the tab applies at once, keeps the filters, and each card says its figure.
    await navigating(page, () => page.getByLabel("Ordenar por").selectOption({ label: "Menos difíciles primero" }));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("orden");
    expect(new URL(page.url()).searchParams.get("orden")).toBe("menos-dificiles");
    const difficulties = await page
      .locator('[aria-labelledby="explorar-resultados"] article')
      .getByText(/^Dificultad media: /)
      .allTextContents();
    expect(difficulties.length).toBeGreaterThan(0);
    const values = difficulties.map((text) => Number(/([\d,]+)\/5/.exec(text)![1]!.replace(",", ".")));
    expect(values).toEqual(values.toSorted((a, b) => a - b));

    // Another tab keeps the search and filters, from page 1.
    await navigating(page, () => page.getByRole("link", { name: /^Profesores/ }).click());
    const professors = new URL(page.url());
    expect([
      professors.searchParams.get("tab"),
      professors.searchParams.get("q"),
      professors.searchParams.get("min_rating"),
    ]).toEqual(["profesores", "cion", "2"]);
    await context.close();
  });

  it("narrows careers and subjects by branch of knowledge as soon as one is chosen", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/explorar?tab=carreras");
    const everything = await resultTitles(page);
    const branch = page.getByLabel("Rama de conocimiento");
    expect(await branch.locator("option:checked").textContent()).toBe("Todas las ramas");

    await navigating(page, () => branch.selectOption({ label: "Ciencias de la Salud" }));
    expect(page.url()).toMatch(/\/explorar\?tab=carreras&rama=ciencias-salud$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("rama");
    const healthCareers = await resultTitles(page);
    expect(healthCareers.length).toBeGreaterThan(0);
    expect(healthCareers).not.toEqual(everything);

    // Subjects are narrowed by their career's branch; universities and professors have none.
    await navigating(page, () => page.getByRole("link", { name: /^Asignaturas/ }).click());
    expect(page.url()).toMatch(/\/explorar\?tab=asignaturas&rama=ciencias-salud$/);
    expect(await branch.inputValue()).toBe("ciencias-salud");
    await navigating(page, () => page.getByRole("link", { name: /^Profesores/ }).click());
    expect(page.url()).toMatch(/\/explorar\?tab=profesores$/);
    expect(await branch.count()).toBe(0);

    // 'Todas las ramas' takes the filter off.
    await page.goto("/explorar?tab=carreras&rama=ciencias-salud");
    await navigating(page, () => branch.selectOption({ label: "Todas las ramas" }));
    expect(page.url()).toMatch(/\/explorar\?tab=carreras$/);
    expect(await resultTitles(page)).toEqual(everything);
    await context.close();
  });

  it("works without JavaScript: the search is a GET form and the pages are links", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explorar?tab=asignaturas");
    await page.getByRole("searchbox", { name: "Buscar" }).fill("matematicas");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("q") === "matematicas" && url.searchParams.get("tab") === "asignaturas",
    );
    expect(await resultTitles(page)).toContain("Matemáticas I");

    await page.goto("/explorar?tab=asignaturas");
    await page
      .getByRole("navigation", { name: "Paginación de resultados" })
      .getByRole("link", { name: "Página 2" })
      .click();
    await page.waitForURL(/tab=asignaturas&page=2$/);
    expect(await resultTitles(page)).toHaveLength(24);

    await page.goto("/explorar?tab=carreras");
    await page.getByLabel("Rama de conocimiento").selectOption({ label: "Ingeniería y Arquitectura" });
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("rama") === "ingenieria-arquitectura" && url.searchParams.get("tab") === "carreras",
    );
    expect(await page.getByLabel("Rama de conocimiento").locator("option:checked").textContent()).toBe(
      "Ingeniería y Arquitectura",
    );
    expect((await resultTitles(page)).length).toBeGreaterThan(0);
    await context.close();
  });
});

describe("rankings", () => {
  it("switch tabs and refresh with the button", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/ranking");
    expect(await page.locator("ol li").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Asignaturas" }).click();
    await page.getByRole("heading", { name: "Top 20 · Asignaturas" }).waitFor();
    expect(page.url()).toMatch(/\/ranking\?tab=asignaturas$/);
    const before = await page.locator("ol li a").allTextContents();
    expect(before.length).toBeGreaterThan(0);
    const [refresh] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/ranking"),
      ),
      page.getByRole("button", { name: "Actualizar" }).click(),
    ]);
    expect(refresh.ok()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Actualizar" }).isEnabled()).toBe(true);
    expect(page.url()).toMatch(/\/ranking\?tab=asignaturas$/);
    expect(await page.locator("ol li a").allTextContents()).toEqual(before);
    await context.close();
  });
});

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no violations on Explore and the rankings in the ${theme} theme`, async () => {
      const context = await newContext(browser);
      await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      const page = await context.newPage();
      for (const path of [
        "/explorar",
        "/explorar?tab=asignaturas&q=cion&page=2",
        "/explorar?tab=profesores&min_rating=4",
        "/explorar?tab=carreras&rama=ciencias-salud",
        "/explorar?tab=carreras&q=zzzqqq",
        // «¿Quisiste decir …?», and an empty tab pointing to the others.
        "/explorar?q=dercho",
        "/explorar?tab=universidades&q=medicina",
        "/ranking",
        "/ranking?tab=carreras",
        "/ranking?tab=asignaturas",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      // The career filter once a university is chosen.
      await page.goto("/explorar?tab=asignaturas");
      await page.getByLabel("Universidad", { exact: true }).selectOption({ label: "Universidad de Alicante" });
      await expect.poll(() => page.getByLabel("Carrera", { exact: true }).isEnabled()).toBe(true);
      await expectNoAxeViolations(page, `/explorar con universidad elegida (${theme})`);
      await context.close();
    });
  }
});
