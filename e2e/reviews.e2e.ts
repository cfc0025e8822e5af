/** Reviews in Chromium: a student writes and edits a subject review; another likes, comments (once held by the screening) and reports it twice. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { academicYearLabel, academicYearOf } from "../app/lib/academic-terms";
import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("subject reviews", () => {
  it("are written, edited, liked, discussed and reported", async () => {
    const [authorEmail, readerEmail] = await Promise.all([
      registerConfirmedStudent(browser, "Autora"),
      registerConfirmedStudent(browser, "Lector"),
    ]);

    // The author finds a subject of her career from her profile.
    const authorContext = await newContext(browser);
    const author = await authorContext.newPage();
    await signIn(author, authorEmail, "/profile");
    await author.getByRole("link", { name: "Grado en Ingeniería Informática" }).first().click();
    await author.waitForURL(/\/career\//);
    const subjectPath = await author.locator('a[href^="/subject/"]').first().getAttribute("href");
    expect(subjectPath).toMatch(/^\/subject\/[0-9a-f-]{36}$/);
    await author.goto(subjectPath!);

    const publish = author.getByRole("button", { name: "Publicar reseña" });
    await expect.poll(() => publish.isDisabled()).toBe(true);
    await author.locator("label", { hasText: "4 estrellas" }).click();
    expect(await author.getByLabel("4 estrellas").isChecked()).toBe(true);
    await author.locator("label", { hasText: "3 · Media" }).click();
    await author.getByLabel("¿Volverías a cursarla?").selectOption({ label: "Sí" });
    const course = academicYearLabel(academicYearOf(new Date()) - 1);
    await author.getByLabel("Curso académico").selectOption({ label: course });
    await author.getByLabel("Horas a la semana fuera de clase (opcional)").selectOption({ label: "6–10 h" });
    await author.getByLabel("Calificación").selectOption({ label: "Notable" });
    await author.getByLabel("Nota sobre 10").fill("7,5");
    await author.getByLabel("La asistencia es obligatoria").check();
    // Three tags at most: once three are ticked, the others cannot be.
    for (const tag of ["Evaluación continua", "Prácticas útiles", "Asistencia controlada"])
      await author.getByLabel(tag, { exact: true }).check();
    await expect.poll(() => author.getByLabel("Muy teórica", { exact: true }).isDisabled()).toBe(true);
    await author.getByLabel("Prácticas útiles", { exact: true }).uncheck();
    await expect.poll(() => author.getByLabel("Muy teórica", { exact: true }).isDisabled()).toBe(false);
    const firstText = `Prácticas muy útiles, examen justo (${Date.now()}).`;
    await author.getByLabel("Tu comentario (opcional)").fill(firstText);
    expect(await author.getByText(`${firstText.length}/500`).isVisible()).toBe(true);
    await expectNoAxeViolations(author, "formulario de reseña");
    await publish.click();
    await author.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();
    expect(await author.getByRole("button", { name: "Ya has dejado tu reseña" }).isDisabled()).toBe(true);
    const ownCard = author.locator("article", { hasText: firstText });
    await ownCard.getByText("Tu reseña", { exact: true }).waitFor();
    expect(await ownCard.getByText(course, { exact: true }).isVisible()).toBe(true);
    expect(await ownCard.getByText("Nota obtenida: Notable (7,5)").isVisible()).toBe(true);
    expect(await ownCard.getByText("6–10 h a la semana fuera de clase").isVisible()).toBe(true);
    expect(await ownCard.getByRole("list", { name: "Etiquetas" }).textContent()).toBe(
      "Evaluación continuaAsistencia controlada",
    );

    await author.getByRole("link", { name: "Editar mi reseña" }).click();
    const editedText = `${firstText} Editada: el segundo parcial es más difícil.`;
    await author.getByLabel("Tu comentario (opcional)").fill(editedText);
    await author.getByRole("button", { name: "Guardar cambios" }).click();
    await author.getByText("Tu reseña se ha actualizado.").waitFor();
    await author.locator("article", { hasText: editedText }).waitFor();
    // The edit form and the author's own card, in the light theme this time.
    await authorContext.addCookies([{ name: "theme", value: "light", url: inject("baseUrl") }]);
    await author.goto(`${subjectPath}?editar=1`);
    await author.getByRole("button", { name: "Guardar cambios" }).waitFor();
    await expectNoAxeViolations(author, "edición de reseña (tema claro)");
    await authorContext.close();

    // Another student of the same career reads it: no author anywhere, likes it, comments, reports.
    const readerContext = await newContext(browser);
    const reader = await readerContext.newPage();
    await signIn(reader, readerEmail, subjectPath!);
    const card = reader.locator("article", { hasText: editedText });
    expect(await card.textContent()).not.toContain("Autora");
    await expectNoAxeViolations(reader, "lista de reseñas con sesión");
    const like = card.getByRole("button", { name: "Me gusta (0)" });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await like.click();
    const liked = card.getByRole("button", { name: "Me gusta (1)" });
    await expect.poll(() => liked.getAttribute("aria-pressed")).toBe("true");
    await reader.reload();
    expect(
      await reader
        .locator("article", { hasText: editedText })
        .getByRole("button", { name: "Me gusta (1)" })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    await card.getByRole("link", { name: "Comentarios (0)" }).click();
    const comments = reader.getByRole("dialog", { name: "Comentarios" });
    await comments.getByText("Todavía no hay comentarios").waitFor();
    await expectNoAxeViolations(reader, "diálogo de comentarios");
    await comments.getByLabel("Añadir un comentario").fill("  ¿Qué temas entraron en el segundo parcial?  ");
    await comments.getByRole("button", { name: "Comentar" }).click();
    await comments.getByText("¿Qué temas entraron en el segundo parcial?").waitFor();
    expect(await comments.getByText("Tú", { exact: true }).isVisible()).toBe(true);
    // A comment the screening holds: the dialog says why, the thread and its count do not change.
    await comments.getByLabel("Añadir un comentario").fill("Si quieres mis apuntes, llámame al 612 345 678.");
    await comments.getByRole("button", { name: "Comentar" }).click();
    await comments
      .getByText("Tu comentario se ha guardado, pero todavía no se ha publicado.", { exact: false })
      .waitFor();
    await expectNoAxeViolations(reader, "comentario retenido");
    await comments.getByRole("button", { name: "Cerrar" }).click();
    await card.getByRole("link", { name: "Comentarios (1)" }).waitFor();

    await card.getByRole("link", { name: "Reportar" }).click();
    const report = reader.getByRole("dialog", { name: "Reportar reseña" });
    expect(await report.getByLabel("Spam o publicidad").isChecked()).toBe(true);
    await report.getByLabel("Información falsa").check();
    await expectNoAxeViolations(reader, "diálogo de reporte");
    await report.getByLabel("Descripción (opcional)").fill("Los datos del examen no coinciden con la guía docente.");
    await report.getByRole("button", { name: "Enviar reporte" }).click();
    await report.getByText("Gracias. Hemos recibido tu reporte y lo revisaremos.").waitFor();
    // The confirmation closes the dialog by itself after 2 seconds.
    await report.waitFor({ state: "hidden", timeout: 15_000 });

    // Reopened: it says at once that this review was reported already, with no form to fill again.
    await card.getByRole("link", { name: "Reportar (1)" }).click();
    const again = reader.getByRole("dialog", { name: "Reportar reseña" });
    await again.getByText("Ya has reportado esta reseña anteriormente").waitFor();
    expect(await again.getByRole("button", { name: "Enviar reporte" }).count()).toBe(0);
    await expectNoAxeViolations(reader, "diálogo de reporte ya enviado");

    // The held comment waits on the reader's profile with what to change, in both themes.
    for (const theme of ["light", "dark"]) {
      await readerContext.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
      await reader.goto("/profile");
      const held = reader.getByRole("region", { name: "Pendiente de revisión u oculto" });
      await held.getByText("612 345 678", { exact: false }).waitFor();
      expect(await held.getByText("Pendiente de revisión", { exact: true }).isVisible()).toBe(true);
      await expectNoAxeViolations(reader, `perfil con un comentario retenido (${theme})`);
    }

    // Its statement of reasons is listed too; the reader appeals it in place, with JavaScript.
    const decisions = reader.getByRole("region", { name: "Decisiones de moderación" });
    await decisions.getByRole("link", { name: "Ver los motivos y recurrir" }).first().click();
    await reader.waitForURL(/\/profile\/decisiones\//);
    await reader.getByText("Retenido antes de publicarse (comentario de una reseña)").waitFor();
    await expectNoAxeViolations(reader, "decisión recurrible");
    await reader.getByRole("button", { name: "Enviar recurso" }).click();
    await reader.getByText("Explica por qué crees que la decisión es un error").first().waitFor();
    await reader
      .getByLabel("Por qué crees que la decisión es un error")
      .fill("Era el teléfono de la delegación de alumnos, que es público.");
    await reader.getByRole("button", { name: "Enviar recurso" }).click();
    await reader.getByText(/^Hemos recibido tu recurso\./).waitFor();
    await reader.getByText("Recurso pendiente", { exact: true }).waitFor();
    expect(await reader.getByRole("button", { name: "Enviar recurso" }).count()).toBe(0);
    await expectNoAxeViolations(reader, "decisión recurrida");
    await readerContext.close();
  });
});

describe("professor reviews without JavaScript", () => {
  it("work as plain forms: write, like, comment on its page and report on its page", async () => {
    const [authorEmail, readerEmail] = await Promise.all([
      registerConfirmedStudent(browser, "Sinjs"),
      registerConfirmedStudent(browser, "Lectora"),
    ]);

    const authorContext = await newContext(browser, { javaScriptEnabled: false });
    const author = await authorContext.newPage();
    await signIn(author, authorEmail, "/profile");
    await author.getByRole("link", { name: "Grado en Ingeniería Informática" }).first().click();
    await author.waitForURL(/\/career\//);
    const professorPath = await author.locator('a[href^="/profesor/"]').first().getAttribute("href");
    await author.goto(professorPath!);
    await author.getByRole("link", { name: "Compartir mi Experiencia" }).click();
    await author.waitForURL(/\?escribir=1/);
    await author.locator("label", { hasText: "5 estrellas" }).click();
    await author.locator("label", { hasText: "2 · Fácil" }).click();
    await author.getByLabel("¿Volverías a elegir a este profesor?").selectOption({ label: "Sí" });
    const text = `Explica muy bien y responde dudas (${Date.now()}).`;
    await author.getByLabel("Tu comentario").fill(text);
    // Without the course the page comes back with the reason and with everything typed.
    await author.getByRole("button", { name: "Publicar reseña" }).click();
    await author.getByText("Indica el curso académico de tu experiencia").waitFor();
    expect(await author.getByLabel("Tu comentario").inputValue()).toBe(text);
    expect(await author.getByRole("radio", { name: "5 estrellas" }).isChecked()).toBe(true);
    const course = academicYearLabel(academicYearOf(new Date()));
    await author.getByLabel("Curso académico").selectOption({ label: course });
    await author.getByRole("button", { name: "Publicar reseña" }).click();
    await author.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();
    const ownCard = author.locator("article", { hasText: text });
    await ownCard.getByText("Tu reseña", { exact: true }).waitFor();
    expect(await ownCard.getByText(course, { exact: true }).isVisible()).toBe(true);
    expect(await ownCard.getByText("Volvería a elegirle: Sí").isVisible()).toBe(true);
    expect(await ownCard.getByText("Dificultad: 2/5 · Fácil").isVisible()).toBe(true);
    await authorContext.close();

    const readerContext = await newContext(browser, { javaScriptEnabled: false });
    const reader = await readerContext.newPage();
    await signIn(reader, readerEmail, professorPath!);
    const card = reader.locator("article", { hasText: text });
    const cardId = await card.getAttribute("id");
    expect(cardId).toMatch(/^resena-[0-9a-f-]{36}$/);
    await card.getByRole("button", { name: "Me gusta (0)" }).click();
    // The reload lands on the liked review, not at the top of the page.
    await reader.waitForURL((url) => url.pathname === professorPath && url.hash === `#${cardId}`);
    expect(
      await reader
        .locator("article", { hasText: text })
        .getByRole("button", { name: "Me gusta (1)" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await reader.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await reader.locator(`#${cardId}`).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(900);

    await reader.locator("article", { hasText: text }).getByRole("link", { name: "Comentarios (0)" }).click();
    await reader.waitForURL(/\/resenas\/[0-9a-f-]{36}\/comentarios$/);
    await reader.getByLabel("Añadir un comentario").fill("¿Las tutorías son presenciales?");
    await reader.getByRole("button", { name: "Comentar" }).click();
    await reader.getByText("¿Las tutorías son presenciales?").waitFor();
    expect(await reader.getByText("Tú", { exact: true }).isVisible()).toBe(true);

    await reader.goto(professorPath!);
    await reader.locator("article", { hasText: text }).getByRole("link", { name: "Reportar" }).click();
    await reader.waitForURL(/\/reportar$/);
    await reader.getByRole("button", { name: "Enviar reporte" }).click();
    await reader.getByText("Gracias. Hemos recibido tu reporte y lo revisaremos.").waitFor();
    await reader.goto(reader.url());
    await reader.getByText("Ya has reportado esta reseña anteriormente").waitFor();
    await readerContext.close();
  });
});

describe("the list of reviews", () => {
  /** The reviews a list shows, in its order. */
  const listedIds = (page: Page) =>
    page.locator('article[id^="resena-"]').evaluateAll((cards) => cards.map((card) => card.id));

  /** The best ranked subject: one with reviews of several ratings. */
  async function rankedSubjectPath(page: Page): Promise<string> {
    const ranking = await (await page.request.get("/ranking?tab=asignaturas")).text();
    return /href="(\/subject\/[0-9a-f-]{36})"/.exec(ranking)![1]!;
  }

  it("with JavaScript, applies a sort or a filter as soon as it is chosen, with no button to press", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const subjectPath = await rankedSubjectPath(page);
    await page.goto(subjectPath);
    // Once the page runs its script, the form needs no 'Aplicar'.
    await expect.poll(() => page.getByRole("button", { name: "Aplicar" }).count()).toBe(0);
    await page.getByLabel("Ordenar por").selectOption({ label: "Peor valoradas" });
    await page.waitForURL((url) => url.searchParams.get("orden") === "peor");
    const worstFirst = await (await page.request.get(`${subjectPath}?orden=peor`)).text();
    const expected = [...worstFirst.matchAll(/<article id="(resena-[0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => listedIds(page)).toEqual(expected);

    await page.getByLabel("Solo los dos últimos cursos").check();
    await page.waitForURL(
      (url) => url.searchParams.get("orden") === "peor" && url.searchParams.get("recientes") === "1",
    );
    expect(await page.getByLabel("Ordenar por").inputValue()).toBe("peor");
    expect(await page.getByLabel("Solo los dos últimos cursos").isChecked()).toBe(true);
    await expectNoAxeViolations(page, "lista de reseñas ordenada");
    await context.close();
  });

  it("without JavaScript, is sorted and filtered with 'Aplicar', the choice kept in the URL and on the form", async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const subjectPath = await rankedSubjectPath(page);
    await page.goto(subjectPath);
    await page.getByLabel("Ordenar por").selectOption({ label: "Peor valoradas" });
    await page.getByLabel("Solo los dos últimos cursos").check();
    expect(new URL(page.url()).searchParams.has("orden")).toBe(false);
    await page.getByRole("button", { name: "Aplicar" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("orden") === "peor" && url.searchParams.get("recientes") === "1",
    );
    expect(await page.getByLabel("Ordenar por").inputValue()).toBe("peor");
    expect(await page.getByLabel("Solo los dos últimos cursos").isChecked()).toBe(true);
    await context.close();
  });
});
