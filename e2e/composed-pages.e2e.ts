/**
 * A signed-in student's page made from the shared page (decision record 014), in Chromium: it
 * hydrates with the reader's own data (no hydration error, the header and the home's own parts
 * stay theirs), client navigation keeps them, and signing out drops them.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The root loader data the browser's router holds, once React Router has hydrated the page. */
async function hydratedViewer(page: Page): Promise<unknown> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  return page.evaluate(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { loaderData: { root: { viewer: unknown } } } } })
        .__reactRouterDataRouter.state.loaderData.root.viewer,
  );
}

describe("a signed-in student's composed pages", () => {
  it("hydrate as the student's, keep it across client navigation, and lose it on signing out", async () => {
    const email = await registerConfirmedStudent(browser, "Irene");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/");

    const home = await page.goto("/");
    expect(home!.headers()["x-cache"]).toBe("composed");
    expect(await hydratedViewer(page)).toMatchObject({ canModerate: false });
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Perfil" }).isVisible()).toBe(true);
    // The hero's own parts: the profile link and the student's university and career.
    const hero = page.locator("section[aria-labelledby=home-title]");
    expect(await hero.getByRole("link", { name: "Mi perfil" }).isVisible()).toBe(true);
    expect(await hero.getByText("Mi Universidad").isVisible()).toBe(true);
    expect(await hero.getByText("Universidad de Alicante").first().isVisible()).toBe(true);

    // The student's career and one of its subjects: composed too, with the review form theirs.
    const careerHref = await hero.getByRole("link", { name: /Mi Carrera/ }).getAttribute("href");
    const career = await page.goto(careerHref!);
    expect(career!.headers()["x-cache"]).toBe("composed");
    expect(await hydratedViewer(page)).toMatchObject({ canModerate: false });
    const subjectHref = await page.locator('a[href^="/subject/"]').first().getAttribute("href");
    const subject = await page.goto(subjectHref!);
    expect(subject!.headers()["x-cache"]).toBe("composed");
    expect(await hydratedViewer(page)).toMatchObject({ canModerate: false });
    expect(await page.getByRole("button", { name: "Publicar reseña" }).count()).toBe(1);
    await page.goto("/");

    // A client navigation to another composed page's route keeps the reader.
    await header.getByRole("link", { name: "Explorar" }).click();
    await page.waitForURL(/\/explorar$/);
    expect(await header.getByRole("link", { name: "Perfil" }).isVisible()).toBe(true);
    const explore = await page.goto("/explorar");
    expect(explore!.headers()["x-cache"]).toBe("composed");
    expect(await hydratedViewer(page)).toMatchObject({ canModerate: false });

    // Signing out: the header is a visitor's, and the page the router shows next too.
    await header.getByRole("button", { name: "Cerrar Sesión" }).click();
    await header.getByRole("link", { name: "Iniciar sesión" }).waitFor();
    await page.getByRole("link", { name: "Acerca de" }).first().click();
    await page.waitForURL(/\/about$/);
    expect(await header.getByRole("link", { name: "Perfil" }).count()).toBe(0);
    expect(await header.getByRole("link", { name: "Iniciar sesión" }).isVisible()).toBe(true);
    await context.close();
  });

  it("without JavaScript, shows the student's own header and places as sent", async () => {
    const email = await registerConfirmedStudent(browser, "Oscar");
    const signedIn = await newContext(browser);
    const page = await signedIn.newPage();
    await signIn(page, email, "/");
    const cookies = await signedIn.cookies();
    const noScript = await newContext(browser, { javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const plain = await noScript.newPage();
    const home = await plain.goto("/");
    expect(home!.headers()["x-cache"]).toBe("composed");
    expect(await plain.getByRole("banner").getByRole("link", { name: "Perfil" }).isVisible()).toBe(true);
    const hero = plain.locator("section[aria-labelledby=home-title]");
    expect(await hero.getByText("Mi Universidad").isVisible()).toBe(true);
    await signedIn.close();
    await noScript.close();
  });
});
