import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function chooseUniversityAndCareer(page: Page) {
  await page.getByLabel("Universidad").selectOption({ label: "Universidad de Alicante" });
  const careers = page.getByLabel("Carrera");
  await expect.poll(() => careers.isEnabled()).toBe(true);
  await careers.selectOption({ label: "Grado en Ingeniería Informática" });
}

describe("home explore form", () => {
  it("takes a student from the home page to the chosen career (JavaScript on)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    const submit = page.getByRole("button", { name: "Ver carrera" });
    expect(await page.getByLabel("Carrera").isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await chooseUniversityAndCareer(page);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL(/\/career\/[0-9a-f-]{36}$/);
    // The URL changes before the router renders the career (in a transition): wait for its heading.
    await page.getByRole("heading", { level: 1, name: /Grado en Ingeniería Informática/ }).waitFor();
    expect(await page.getByText("Plan de Estudios Completo").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("works as a two-step form without JavaScript", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Universidad").selectOption({ label: "Universidad de Alicante" });
    await page.getByRole("button", { name: "Ver carreras" }).click();
    await page.waitForURL(/universidad=/);
    await page.getByLabel("Carrera").selectOption({ label: "Grado en Derecho" });
    await page.getByRole("button", { name: "Ver carrera" }).click();
    await page.waitForURL(/\/career\/[0-9a-f-]{36}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Grado en Derecho");
    await context.close();
  });
});

describe("theme", () => {
  it("starts dark, toggles to light and keeps the choice after a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    expect(await htmlClass()).toContain("dark");
    await page.getByRole("button", { name: "Activar modo claro" }).click();
    await expect.poll(htmlClass).not.toContain("dark");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
    await page.reload();
    expect(await htmlClass()).not.toContain("dark");
    await page.getByRole("button", { name: "Activar modo oscuro" }).click();
    await expect.poll(htmlClass).toContain("dark");
    await context.close();
  });
});

describe("mobile navigation drawer", () => {
  it("opens, locks page scrolling and closes on navigation", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await drawer.getByRole("link", { name: "Ranking" }).click();
    await page.waitForURL(/\/ranking$/);
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("opened before the page's scripts have run, stays open once they have", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The scripts wait until the menu is open, as on a slow phone.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.waitFor();
    releaseScripts();
    // <ScrollRestoration> takes over the scroll position once React has hydrated the page.
    await page.waitForFunction(() => history.scrollRestoration === "manual");
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByRole("link", { name: "Ranking" }).click();
    await page.waitForURL(/\/ranking$/);
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("opens and closes without JavaScript (a native popover)", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await drawer.waitFor();
    await drawer.getByRole("button", { name: "Cerrar menú" }).click();
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await drawer.getByRole("link", { name: "Ranking" }).click();
    await page.waitForURL(/\/ranking$/);
    await context.close();
  });
});

describe("links", () => {
  it("go through the router once the page runs: same document, the section marked, a link to the current page replaces it, a modified click is left to the browser", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The client has the whole route table from its start: no link or navigation asks the server for routes.
    const routeRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/__manifest") routeRequests.push(request.url());
    });
    await page.goto("/");
    // <ScrollRestoration> takes over the scroll position in an effect of the same commit that
    // installs the links' click listener (and after it, as it comes later in the document): once
    // it has, the listener is there.
    await page.waitForFunction(() => history.scrollRestoration === "manual");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Ranking" }).click();
    await page.waitForURL(/\/ranking$/);
    // The router changes the URL first and renders the new page in a transition after it: the
    // section is marked once that render commits.
    await nav.locator('a[aria-current="page"]', { hasText: "Ranking" }).waitFor();
    expect(await sameDocument()).toBe(true);
    expect(await nav.getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBeNull();

    const historyLength = await page.evaluate(() => history.length);
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/ranking.data");
    await nav.getByRole("link", { name: "Ranking" }).click();
    await reloaded;
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    const opened = context.waitForEvent("page");
    await nav.getByRole("link", { name: "Blog" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForURL(/\/blog$/);
    expect(page.url()).toMatch(/\/ranking$/);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await sameDocument()).toBe(true);
    expect(routeRequests).toEqual([]);
    await context.close();
  });
});

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no violations on the catalog pages in the ${theme} theme`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      const paths = ["/"];
      await page.goto("/");
      await chooseUniversityAndCareer(page);
      await page.getByRole("button", { name: "Ver carrera" }).click();
      await page.waitForURL(/\/career\//);
      paths.push(new URL(page.url()).pathname);
      const subjectHref = await page.locator('a[href^="/subject/"]').first().getAttribute("href");
      const professorHref = await page.locator('a[href^="/profesor/"]').first().getAttribute("href");
      const universityHref = await page.locator('a[href^="/universidad/"]').first().getAttribute("href");
      paths.push(
        subjectHref!,
        professorHref!,
        universityHref!,
        `${universityHref}?tab=careers`,
        `${universityHref}?tab=life`,
        `${universityHref}?tab=students`,
        "/pagina-que-no-existe",
      );
      // The comparisons these pages lead to.
      await page.goto(subjectHref!);
      paths.push(
        (await page.getByRole("link", { name: "Comparar con otras asignaturas" }).getAttribute("href"))!,
        `/comparar?profesores=${professorHref!.split("/").pop()}`,
      );
      // The notice that the subject is wrong, as a visitor sees it (asked to sign in).
      paths.push(
        (await page.getByRole("link", { name: "¿Algo no está bien en esta ficha? Avísanos" }).getAttribute("href"))!,
      );
      for (const path of paths) {
        await page.goto(path);
        await expectNoAxeViolations(page, path);
      }
      await context.close();
    });
  }
});

describe("home for a signed-in student", () => {
  it("leads to 'Mi Universidad' and 'Mi Carrera', with no axe violations in either theme", async () => {
    const email = await registerConfirmedStudent(browser, "Irene");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/");
    for (const theme of ["dark", "light"] as const) {
      await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      await page.reload();
      await expectNoAxeViolations(page, `/ con sesión (tema ${theme === "dark" ? "oscuro" : "claro"})`);
    }
    await page.getByRole("link", { name: /Mi Universidad/ }).click();
    await page.waitForURL(/\/universidad\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /Universidad de Alicante/ }).waitFor();
    await page.goBack();
    await page.getByRole("link", { name: /Mi Carrera/ }).click();
    await page.waitForURL(/\/career\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: "Grado en Ingeniería Informática" }).waitFor();
    await context.close();
  });
});

describe("career page layout", () => {
  async function openCareer(width: number) {
    const context = await newContext(browser, { viewport: { width, height: width > 1000 ? 900 : 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await chooseUniversityAndCareer(page);
    await page.getByRole("button", { name: "Ver carrera" }).click();
    await page.waitForURL(/\/career\//);
    return { context, page, index: page.getByRole("navigation", { name: "En esta página" }) };
  }

  it("keeps the page index in view beside the study plan at 1280 px, and its links jump to each course", async () => {
    const { context, page, index } = await openCareer(1280);
    await page.getByRole("heading", { name: "Profesores de la Carrera" }).scrollIntoViewIfNeeded();
    const box = await index.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await index.getByRole("link", { name: /Curso 2/ }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#curso-2");
    const course = await page.getByRole("region", { name: "Curso 2" }).boundingBox();
    expect(course!.y).toBeGreaterThanOrEqual(0);
    expect(course!.y).toBeLessThan(200);
    await context.close();
  });

  it("stacks into one column at 390 px without horizontal scrolling", async () => {
    const { context, page, index } = await openCareer(390);
    expect(await index.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
