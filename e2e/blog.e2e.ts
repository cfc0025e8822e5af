/** The blog in Chromium: list, filters and search, an article's Me gusta, Guardar, Compartir and comments, with axe in both themes and without JavaScript. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const ARTICLE = "/blog/erasmus-plus-lo-basico-que-debes-saber";

describe("blog list", () => {
  it("filters by category and searches from the URL, in both themes, with no accessibility violation", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("heading", { name: "Artículo destacado" }).waitFor();
    await expectNoAxeViolations(page, "blog (tema oscuro)");

    await page
      .getByRole("navigation", { name: "Categorías del blog" })
      .getByRole("link", { name: "Becas y ayudas" })
      .click();
    await page.waitForURL(/\/blog\?categoria=becas-y-ayudas$/);
    await expect
      .poll(() => page.getByRole("link", { name: "Becas y ayudas" }).getAttribute("aria-current"))
      .toBe("page");
    expect(await page.getByRole("heading", { name: "Artículo destacado" }).count()).toBe(0);

    await page.getByRole("searchbox", { name: "Buscar artículos" }).fill("ERASMUS");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/q=ERASMUS/);
    expect(new URL(page.url()).searchParams.get("categoria")).toBe("becas-y-ayudas");
    await page.getByText("1 artículo encontrado").waitFor();
    expect(await page.locator("main article").count()).toBe(1);
    await page.getByRole("link", { name: "Erasmus+: lo básico que debes saber antes de solicitarlo" }).waitFor();

    await page.getByRole("searchbox", { name: "Buscar artículos" }).fill("nada de nada");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.getByText("No se encontraron artículos").waitFor();
    await page.getByText("Intenta con otros términos de búsqueda o categorías").waitFor();

    await useTheme(context, "light");
    await page.goto("/blog");
    await expectNoAxeViolations(page, "blog (tema claro)");
    await context.close();
  });

  it("works without JavaScript: category links and the search form", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("link", { name: "Estudio", exact: true }).click();
    await page.waitForURL(/categoria=estudio/);
    await page.getByRole("searchbox", { name: "Buscar artículos" }).fill("tecnicas");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/q=tecnicas/);
    await page.getByRole("link", { name: /Técnicas de estudio/ }).waitFor();
    await context.close();
  });
});

describe("an article", () => {
  it("is liked, saved (listed on the profile), shared by copying its link and commented, with no accessibility violation in either theme", async () => {
    const email = await registerConfirmedStudent(browser, "Lectora");
    const context = await newContext(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: inject("baseUrl") });
    // The fallback is what most desktop browsers get: no system share sheet.
    await context.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    const page = await context.newPage();

    // A visitor is sent to sign in, and comes back to the article.
    await page.goto(ARTICLE);
    await expectNoAxeViolations(page, "artículo como visitante (tema oscuro)");
    const visitorLike = page.getByRole("link", { name: /^Me gusta \(\d+\)$/ });
    const likesBefore = Number(/\((\d+)\)/.exec((await visitorLike.getAttribute("aria-label"))!)![1]);
    await visitorLike.click();
    await page.waitForURL(/\/login\?/);
    await page.getByText("Debes iniciar sesión para dar like").waitFor();
    await signIn(page, email, ARTICLE);

    const like = page.getByRole("button", { name: `Me gusta (${likesBefore})` });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await like.click();
    const liked = page.getByRole("button", { name: `Me gusta (${likesBefore + 1})` });
    await expect.poll(() => liked.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Te gusta este artículo").waitFor();
    expect(new URL(page.url()).pathname).toBe(ARTICLE);

    const save = page.getByRole("button", { name: "Guardar" });
    await save.click();
    await expect.poll(() => save.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("Artículo guardado en tu perfil").waitFor();

    // A comment appears in place; the axe checks below see the article with it.
    const comments = page.getByRole("region", { name: /^Comentarios \(\d+\)$/ });
    await comments.getByLabel("Añadir un comentario").fill("Muy buen resumen, gracias.");
    await comments.getByRole("button", { name: "Añadir comentario" }).click();
    await comments.getByText("Comentario publicado").waitFor();
    const comment = comments.getByRole("article").filter({ hasText: "Muy buen resumen, gracias." });
    await comment.waitFor();

    await page.getByText("Compartir", { exact: true }).click();
    const link = page.getByLabel("Enlace del artículo");
    expect(await link.inputValue()).toBe(`${inject("baseUrl")}${ARTICLE}`);
    await page.getByRole("button", { name: "Copiar enlace" }).click();
    await page.getByText("Enlace copiado").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${inject("baseUrl")}${ARTICLE}`);
    await expectNoAxeViolations(page, "artículo con sesión y panel de compartir (tema oscuro)");

    await page.reload();
    expect(await page.getByRole("button", { name: `Me gusta (${likesBefore + 1})` }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await page.getByRole("button", { name: "Guardar" }).getAttribute("aria-pressed")).toBe("true");
    await useTheme(context, "light");
    await page.reload();
    await expectNoAxeViolations(page, "artículo con sesión (tema claro)");

    // Only after a confirmation is the comment deleted, for good.
    await comment.getByText("Eliminar", { exact: true }).click();
    await comment.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect.poll(() => comment.count()).toBe(0);
    await page.reload();
    await comments.waitFor();
    expect(await comment.count()).toBe(0);

    await page.goto("/profile");
    const saved = page.getByRole("region", { name: "Artículos guardados" });
    await saved.getByRole("link", { name: "Erasmus+: lo básico que debes saber antes de solicitarlo" }).click();
    await page.waitForURL((url) => url.pathname === ARTICLE);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Guardar" }).getAttribute("aria-pressed")).toBe("false");
    await page.goto("/profile");
    await page.getByText("Todavía no has guardado ningún artículo").waitFor();
    await context.close();
  });

  it("works without JavaScript: the like posts and comes back to the buttons, the share panel shows the link", async () => {
    const email = await registerConfirmedStudent(browser, "Lector");
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, email, ARTICLE);
    const like = page.getByRole("button", { name: /^Me gusta \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await like.getAttribute("aria-label"))!)![1]);
    await like.click();
    await page.waitForURL((url) => url.pathname === ARTICLE && url.hash === "#acciones");
    expect(await page.getByRole("button", { name: `Me gusta (${before + 1})` }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.getByText("Compartir", { exact: true }).click();
    expect(await page.getByLabel("Enlace del artículo").inputValue()).toBe(`${inject("baseUrl")}${ARTICLE}`);
    expect(await page.getByRole("button", { name: "Copiar enlace" }).count()).toBe(0);
    await context.close();
  });

  it("says 'Artículo no encontrado' with a way back to the blog", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto("/blog/este-articulo-no-existe");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Artículo no encontrado" }).waitFor();
    await page.getByRole("link", { name: "Volver al blog" }).click();
    await page.waitForURL((url) => url.pathname === "/blog");
    await context.close();
  });
});
