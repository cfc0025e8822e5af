/**
 * Campus life in Chromium: a student publishes a post with an image, finds it first in the life
 * tab sorted by recent; another student likes it, comments and deletes the comment; Campus Social's
 * tabs. Every new page passes axe in both themes.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function useLightTheme(context: BrowserContext) {
  await context.addCookies([{ name: "theme", value: "light", url: inject("baseUrl") }]);
}

describe("campus life", () => {
  it("a post with an image is published, listed first, liked and discussed; the comment is deleted by its author", async () => {
    const [authorEmail, readerEmail] = await Promise.all([
      registerConfirmedStudent(browser, "Publica"),
      registerConfirmedStudent(browser, "Comenta"),
    ]);

    // The author goes from Campus Social to the new post form of her university.
    const authorContext = await newContext(browser);
    const author = await authorContext.newPage();
    await signIn(author, authorEmail, "/campus-social");
    await expectNoAxeViolations(author, "Campus Social con sesión (tema oscuro)");
    await author.getByRole("link", { name: "Nueva Publicación" }).click();
    await author.waitForURL(/\/universidad\/[0-9a-f-]{36}\/vida-universitaria\/nueva$/);
    const universityPath = new URL(author.url()).pathname.replace(/\/vida-universitaria\/nueva$/, "");

    const publish = author.getByRole("button", { name: "Publicar" });
    await expect.poll(() => publish.isDisabled()).toBe(true);
    const title = `Concierto en el aulario (${Date.now()})`;
    await author.getByLabel("Título").fill(title);
    await author.getByText(`${title.length}/200`).waitFor();
    await author.getByLabel("Categoría (opcional)").selectOption({ index: 1 });
    const content = "Este viernes a las 19:00 hay concierto gratuito de la tuna en el aulario general. ¡Os esperamos!";
    await author.getByLabel("Contenido").fill(content);
    await author.getByText(`${content.length}/5000`).waitFor();
    await expect.poll(() => publish.isEnabled()).toBe(true);

    // An address that is not an image: the preview goes away with a note. Then a real one.
    const imageField = author.getByLabel("URL de la imagen (opcional)");
    await imageField.fill(`${inject("baseUrl")}/no-existe.png`);
    await author.getByText("No se ha podido cargar la imagen de esa dirección.").waitFor();
    expect(await author.getByRole("img", { name: "Vista previa de la imagen" }).count()).toBe(0);
    const imageUrl = `${inject("baseUrl")}/favicon.svg`;
    await imageField.fill(imageUrl);
    const preview = author.getByRole("img", { name: "Vista previa de la imagen" });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await preview.getAttribute("referrerpolicy")).toBe("no-referrer");
    await expectNoAxeViolations(author, "nueva publicación (tema oscuro)");
    await useLightTheme(authorContext);
    await author.reload();
    await author.getByLabel("Título").fill(title);
    await author.getByLabel("Contenido").fill(content);
    await author.getByLabel("URL de la imagen (opcional)").fill(imageUrl);
    await expectNoAxeViolations(author, "nueva publicación (tema claro)");
    await author.getByRole("button", { name: "Publicar" }).click();

    // Back on the life tab, sorted by recent: the new post is the first card, with its image.
    // The router changes the URL before it renders the new page (in a transition): wait for the page.
    await author.waitForURL((url) => url.pathname === universityPath && url.search === "?tab=life");
    const firstCard = author
      .getByRole("list", { name: "Publicaciones de la universidad" })
      .getByRole("article")
      .first();
    await firstCard.getByRole("heading", { name: title }).waitFor();
    expect(await author.getByRole("link", { name: "Recientes" }).getAttribute("aria-current")).toBe("true");
    expect(await firstCard.locator("img").getAttribute("src")).toBe(imageUrl);
    await expectNoAxeViolations(author, "pestaña de vida universitaria (tema claro)");
    await firstCard.getByRole("link", { name: title }).click();
    await author.waitForURL(/\/vida-universitaria\/post\/[0-9a-f-]{36}$/);
    const postPath = new URL(author.url()).pathname;
    await author.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await author.getByText("No hay comentarios aún. ¡Sé el primero en comentar!").isVisible()).toBe(true);
    // The author sees the count, not a button to like her own post.
    expect(await author.getByRole("button", { name: /Me gusta/ }).count()).toBe(0);
    await expectNoAxeViolations(author, "publicación de la autora (tema claro)");
    await authorContext.close();

    // Another student likes it, comments, and deletes the comment after confirming.
    const readerContext = await newContext(browser);
    const reader = await readerContext.newPage();
    await signIn(reader, readerEmail, postPath);
    const postImage = reader.getByRole("img", { name: `Imagen de la publicación «${title}»` });
    expect(await postImage.getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(await postImage.getAttribute("loading")).toBe("lazy");
    const like = reader.getByRole("button", { name: "Me gusta (0)" });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await like.click();
    await expect
      .poll(() => reader.getByRole("button", { name: "Me gusta (1)" }).getAttribute("aria-pressed"))
      .toBe("true");
    await reader.reload();
    expect(await reader.getByRole("button", { name: "Me gusta (1)" }).getAttribute("aria-pressed")).toBe("true");

    const comment = reader.getByLabel("Añadir un comentario");
    const send = reader.getByRole("button", { name: "Comentar" });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await comment.fill("  ¿Hace falta entrada?  ");
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    const thread = reader.getByRole("list", { name: "1 comentario" });
    await thread.getByText("¿Hace falta entrada?").waitFor();
    await reader.getByRole("heading", { name: "Comentarios (1)" }).waitFor();
    expect(await comment.inputValue()).toBe("");
    await expectNoAxeViolations(reader, "publicación con un comentario (tema oscuro)");

    await thread.getByText("Eliminar", { exact: true }).click();
    await thread.getByText("¿Eliminar tu comentario? No se puede deshacer.").waitFor();
    await expectNoAxeViolations(reader, "confirmación de borrado de comentario (tema oscuro)");
    await thread.getByRole("button", { name: "Sí, eliminar" }).click();
    await reader.getByRole("heading", { name: "Comentarios (0)" }).waitFor();
    expect(await reader.getByText("¿Hace falta entrada?").count()).toBe(0);
    await reader.reload();
    await reader.getByText("No hay comentarios aún. ¡Sé el primero en comentar!").waitFor();
    await useLightTheme(readerContext);
    await reader.reload();
    await expectNoAxeViolations(reader, "publicación (tema claro)");
    await readerContext.close();
  });
});

describe("messages that no longer apply", () => {
  it("go away: a field's error once it is changed, the form's refusal when it is sent again, a comment's confirmation when the comment is deleted", async () => {
    const email = await registerConfirmedStudent(browser, "Corrige");
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/campus-social");
    await page.getByRole("link", { name: "Nueva Publicación" }).click();
    await page.waitForURL(/\/vida-universitaria\/nueva$/);

    const titleError = page.getByText("El título debe tener al menos 3 caracteres");
    const imageError = page.getByText(
      "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
    );
    const refused = page.getByText("Error al crear la publicación");
    await page.getByLabel("Título").fill("ab");
    await page.getByLabel("Contenido").fill("Quedamos en la cafetería para preparar el examen de estadística.");
    await page.getByLabel("URL de la imagen (opcional)").fill("https:example.com/x.png");
    await page.getByRole("button", { name: "Publicar" }).click();
    await titleError.waitFor();
    await imageError.waitFor();
    await refused.waitFor();

    // The title is fixed: its message goes, the image's stays until that field is changed.
    await page.getByLabel("Título").fill(`Repaso de estadística (${Date.now()})`);
    await titleError.waitFor({ state: "detached" });
    expect(await imageError.isVisible()).toBe(true);
    // The image's message is on screen already: wait for this sending's answer, not for the message.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Publicar" }).click(),
    ]);
    await page.getByRole("button", { name: "Publicar", exact: true }).waitFor();
    await imageError.waitFor();
    expect(await titleError.count()).toBe(0);

    await page.getByLabel("URL de la imagen (opcional)").fill("");
    await imageError.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.waitForURL((url) => url.search === "?tab=life");
    const firstCard = page.getByRole("list", { name: "Publicaciones de la universidad" }).getByRole("article").first();
    await firstCard.getByRole("link", { name: /Repaso de estadística/ }).click();
    await page.waitForURL(/\/vida-universitaria\/post\/[0-9a-f-]{36}$/);

    const published = page.getByText("Comentario publicado");
    const comment = page.getByLabel("Añadir un comentario");
    await comment.fill("Llevo los apuntes del tema 3.");
    await page.getByRole("button", { name: "Comentar" }).click();
    await published.waitFor();
    // Writing another comment: the confirmation of the last one goes.
    await comment.fill("Y los del 4");
    await published.waitFor({ state: "detached" });
    await comment.fill("");
    await published.waitFor();
    // The comment it confirmed is deleted: the confirmation goes with it.
    const thread = page.getByRole("list", { name: "1 comentario" });
    await thread.getByText("Eliminar", { exact: true }).click();
    await thread.getByRole("button", { name: "Sí, eliminar" }).click();
    await page.getByRole("heading", { name: "Comentarios (0)" }).waitFor();
    await published.waitFor({ state: "detached" });
    await context.close();
  });
});

describe("Campus Social", () => {
  it("passes axe on every tab, signed out and signed in, in both themes", async () => {
    const email = await registerConfirmedStudent(browser, "Social");
    for (const theme of ["dark", "light"] as const) {
      const visitorContext = await newContext(browser);
      if (theme === "light") await useLightTheme(visitorContext);
      const visitor = await visitorContext.newPage();
      for (const tab of ["", "?tab=descubrir", "?tab=comunidad"]) {
        await visitor.goto(`/campus-social${tab}`);
        await expectNoAxeViolations(visitor, `Campus Social${tab} sin sesión (tema ${theme})`);
      }
      expect(await visitor.getByRole("link", { name: "Registrarse" }).count()).toBeGreaterThan(0);
      await visitorContext.close();

      const studentContext = await newContext(browser);
      if (theme === "light") await useLightTheme(studentContext);
      const student = await studentContext.newPage();
      await signIn(student, email, "/campus-social?tab=comunidad");
      await student.getByRole("heading", { name: /^Comunidad de / }).waitFor();
      await expectNoAxeViolations(student, `Campus Social comunidad (tema ${theme})`);
      await student.getByRole("link", { name: "Descubrir" }).click();
      await student.getByRole("heading", { name: "Lo más popular de la semana" }).waitFor();
      expect(
        await student.getByRole("list", { name: "Publicaciones populares" }).getByRole("article").count(),
      ).toBeGreaterThan(0);
      await expectNoAxeViolations(student, `Campus Social descubrir (tema ${theme})`);
      await studentContext.close();
    }
  });
});
