/**
 * The global search in Chromium: the WAI-ARIA combobox used with the keyboard alone in the top bar
 * and in the mobile menu, the plain GET form without JavaScript, and axe with the list open in both
 * themes.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const BOX = { name: "Búsqueda rápida" } as const;

/** Tab from the top of the page until the search box has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, box: Locator) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await box.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("El cuadro de búsqueda no recibe el foco con el tabulador");
}

/** Types as a person does and waits until the list shows the suggestions for it. */
async function typeAndWait(page: Page, box: Locator, text: string) {
  await page.keyboard.type(text, { delay: 30 });
  await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
  const listbox = page.locator(`#${await cssId(box, "aria-controls")}`);
  await listbox.locator('[role="option"]').first().waitFor();
  return listbox;
}

async function cssId(element: Locator, attribute: string): Promise<string> {
  const id = await element.getAttribute(attribute);
  if (!id) throw new Error(`Sin ${attribute}`);
  return id.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

/** The option aria-activedescendant points at: it must exist, be the only selected one, and be in the list. */
async function activeOption(page: Page, box: Locator, listbox: Locator) {
  const active = await box.getAttribute("aria-activedescendant");
  if (!active) return null;
  const option = listbox.locator(`#${active.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)}`);
  expect(await option.getAttribute("role")).toBe("option");
  expect(await option.getAttribute("aria-selected")).toBe("true");
  expect(await listbox.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
  const group = option.locator('xpath=ancestor::*[@role="group"][1]');
  const groupLabel = await page.locator(`#${await cssId(group, "aria-labelledby")}`).textContent();
  return { option, name: (await option.locator("span").first().textContent())!, group: groupLabel };
}

describe("the search box in the top bar (1280 px)", () => {
  it("is a combobox: the keyboard moves through the suggestions across groups and Enter opens the one chosen", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/ranking");
    const box = page.getByRole("combobox", BOX);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.getAttribute("aria-autocomplete")).toBe("list");
    await tabTo(page, box);

    // 'mart': professors whose name starts with it (Martina, Marta…) first, then a university with a
    // later word that does (San Vicente Mártir).
    const listbox = await typeAndWait(page, box, "mart");
    expect(await listbox.getAttribute("role")).toBe("listbox");
    expect(await listbox.isVisible()).toBe(true);
    const groups = await listbox.locator('[role="group"]').all();
    const labels = await Promise.all(
      groups.map(async (group) => page.locator(`#${await cssId(group, "aria-labelledby")}`).textContent()),
    );
    expect(labels.slice(0, 2)).toEqual(["Profesores", "Universidades"]);
    const optionCount = await listbox.locator('[role="option"]').count();
    const inFirstGroup = await groups[0]!.locator('[role="option"]').count();
    expect(await page.getByRole("status").filter({ hasText: "resultados" }).textContent()).toBe(
      `${optionCount} resultados`,
    );
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("ArrowDown");
    const first = await activeOption(page, box, listbox);
    expect(first?.group).toBe("Profesores");
    for (let presses = 0; presses < inFirstGroup; presses += 1) await page.keyboard.press("ArrowDown");
    const second = await activeOption(page, box, listbox);
    expect(second?.group).toBe("Universidades");
    // Up goes back, and from the first wraps to the last.
    for (let presses = 0; presses < inFirstGroup; presses += 1) await page.keyboard.press("ArrowUp");
    expect((await activeOption(page, box, listbox))?.name).toBe(first!.name);
    await page.keyboard.press("ArrowUp");
    const last = await activeOption(page, box, listbox);
    expect(last?.name).toBe(await listbox.locator('[role="option"]').last().locator("span").first().textContent());
    for (let presses = 0; presses <= inFirstGroup; presses += 1) await page.keyboard.press("ArrowDown");
    expect((await activeOption(page, box, listbox))?.name).toBe(second!.name);
    // The focus never left the box.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await page.waitForURL(/\/universidad\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: second!.name }).waitFor();
    // The box is empty and closed on the new page.
    expect(await box.inputValue()).toBe("");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("closes with Escape, clears with a second Escape, and without a chosen option Enter searches Explore on the first kind found", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    const box = page.getByRole("combobox", BOX);
    await tabTo(page, box);
    const listbox = await typeAndWait(page, box, "derecho");
    await page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).not.toBeNull();

    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();
    expect(await listbox.isHidden()).toBe(true);
    expect(await box.inputValue()).toBe("derecho");
    // Down opens it again.
    await page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    expect(await box.inputValue()).toBe("");

    // 'derecho' names careers and subjects, no university: Explore opens on its careers.
    await typeAndWait(page, box, "derecho");
    await page.keyboard.press("Enter");
    await page.waitForURL(
      (url) =>
        url.pathname === "/explorar" &&
        url.searchParams.get("q") === "derecho" &&
        url.searchParams.get("tab") === "carreras",
    );
    await page.getByRole("heading", { level: 1, name: "Explorar" }).waitFor();
    await context.close();
  });

  it("sent before the suggestions for the text have arrived, waits for them to open Explore on the right kind", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    const box = page.getByRole("combobox", BOX);
    await tabTo(page, box);
    // Suggestions are held back until Enter has been pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/buscar\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.type("derecho");
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/");
    release();
    await page.waitForURL(
      (url) =>
        url.pathname === "/explorar" &&
        url.searchParams.get("q") === "derecho" &&
        url.searchParams.get("tab") === "carreras",
    );
    await context.close();
  });

  it("works with the mouse too", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    const box = page.getByRole("combobox", BOX);
    await box.click();
    const listbox = await typeAndWait(page, box, "alicante");
    const option = listbox.getByRole("option", { name: /Universidad de Alicante/ });
    await option.hover();
    expect(await option.getAttribute("aria-selected")).toBe("true");
    await option.click();
    await page.waitForURL(/\/universidad\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Universidad de Alicante" }).waitFor();
    await context.close();
  });
});

describe("the search box in the mobile menu (390 px)", () => {
  it("works with the keyboard; Escape closes the list, not the menu; choosing a suggestion closes the menu", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    // The top bar's box is not shown at this width.
    expect(await page.getByRole("combobox", BOX).count()).toBe(0);
    await page.getByRole("button", { name: "Abrir menú" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.waitFor();
    const box = drawer.getByRole("combobox", BOX);
    await tabTo(page, box);
    const listbox = await typeAndWait(page, box, "matematicas");
    expect(await listbox.getByRole("group", { name: "Asignaturas" }).isVisible()).toBe(true);
    // The list fits the menu's width.
    const [drawerBox, listBox] = [await drawer.boundingBox(), await listbox.boundingBox()];
    expect(listBox!.x).toBeGreaterThanOrEqual(drawerBox!.x);
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(drawerBox!.x + drawerBox!.width);

    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await drawer.isVisible()).toBe(true);

    await page.keyboard.press("ArrowDown");
    const chosen = await activeOption(page, box, listbox);
    expect(chosen?.group).toMatch(/^(Carreras|Asignaturas)$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/(career|subject)\/[0-9a-f-]{36}$/);
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("without JavaScript", () => {
  for (const [width, opensMenu] of [
    [1280, false],
    [390, true],
  ] as const) {
    it(`typing and pressing Enter lands on Explore's results (${width} px)`, async () => {
      const context = await newContext(browser, { javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto("/");
      if (opensMenu) await page.getByRole("button", { name: "Abrir menú" }).click();
      const box = page.getByRole("combobox", BOX);
      await box.click();
      await page.keyboard.type("alicante");
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/explorar" && url.searchParams.get("q") === "alicante");
      expect(await page.locator('[aria-labelledby="explorar-resultados"] article h3').allTextContents()).toContain(
        "Universidad de Alicante",
      );
      await context.close();
    });
  }

  it("lands on the tab with the best results, each tab saying how many it holds («medicina» lists careers)", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("combobox", BOX).click();
    await page.keyboard.type("medicina");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/explorar" && url.searchParams.get("q") === "medicina");
    const tabs = page.getByRole("navigation", { name: "Qué buscar" });
    expect(await tabs.locator('[aria-current="page"]').textContent()).toMatch(/^Carreras/);
    for (const label of ["Universidades", "Carreras", "Asignaturas", "Profesores"]) {
      expect(await tabs.getByRole("link", { name: new RegExp(`^${label}`) }).textContent()).toMatch(/\d/);
    }
    const names = await page.locator('[aria-labelledby="explorar-resultados"] article h3').allTextContents();
    expect(names[0]).toBe("Grado en Medicina");
    expect(await page.getByText("No se encontraron resultados").count()).toBe(0);
    await context.close();
  });
});

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no violations with the list open, in the top bar and in the mobile menu, in the ${theme} theme`, async () => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const context = await newContext(browser, { viewport });
        await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
        const page = await context.newPage();
        await page.goto("/explorar");
        if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menú" }).click();
        const box = page.getByRole("combobox", BOX);
        await box.click();
        const listbox = await typeAndWait(page, box, "mart");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        expect(await listbox.isVisible()).toBe(true);
        await expectNoAxeViolations(page, `búsqueda abierta ${viewport.width} px (${theme})`);
        // And with nothing found.
        await page.keyboard.press("Escape");
        await page.keyboard.press("Escape");
        await page.keyboard.type("zzqqxx");
        await page.getByText("Sin resultados.", { exact: true }).waitFor();
        expect(await box.getAttribute("aria-expanded")).toBe("false");
        expect(await page.getByRole("status").filter({ hasText: "Sin resultados" }).count()).toBe(1);
        await expectNoAxeViolations(page, `búsqueda sin resultados ${viewport.width} px (${theme})`);
        await context.close();
      }
    });
  }
});
