/**
 * The moderator console in Chromium: the demo moderator hides a reported review and restores it,
 * approves a request, corrects what students added, and every section passes axe in both themes.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

const MODERATOR_EMAIL = "moderacion@uniopina.es";
const DEMO_PASSWORD = "UniOpina2026";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signInAsModerator(page: Page) {
  await signIn(page, MODERATOR_EMAIL, "/moderacion", DEMO_PASSWORD);
}

describe("moderator console", () => {
  it("a moderator hides a reported review, restores it and approves a request", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsModerator(page);
    await page.getByRole("heading", { name: "Moderación", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Moderación" }).first().waitFor();

    // The first reported review: hide it with a reason.
    const report = page.locator("#reportes article").first();
    await report.getByLabel("Norma que incumple").selectOption("respeto");
    await report.getByLabel("Motivo para ocultarla").fill("Contiene insultos");
    await report.getByRole("button", { name: "Ocultar reseña" }).click();
    await page
      .getByText("Contenido ocultado: ya no aparece en ninguna lista pública ni cuenta en las medias.")
      .waitFor();

    // It is in the hidden view of the held content, with the reason; restore it.
    await page.getByRole("link", { name: /Contenido retenido/ }).click();
    await page.getByRole("link", { name: "Oculto" }).click();
    await page.waitForURL(/vista=oculto/);
    const hidden = page.locator("#contenido-moderado article", { hasText: "Contiene insultos" }).first();
    await hidden.getByRole("button", { name: "Restaurar" }).click();
    await page.getByText("Contenido restaurado: vuelve a ser público.").waitFor();

    // Approve the demo request for a new career.
    await page.getByRole("link", { name: /Propuestas/ }).click();
    await page.waitForURL(/\/moderacion\/propuestas$/);
    const request = page.locator("#propuestas article", { hasText: "Grado en Ciencia de Datos" });
    await request.getByLabel("Nota para quien la envió (opcional)").fill("¡Gracias por la propuesta!");
    await request.getByRole("button", { name: "Aprobar" }).click();
    await page.getByText("Propuesta aprobada. Hemos avisado a quien la envió.").waitFor();
    expect(await page.locator("#propuestas article", { hasText: "Grado en Ciencia de Datos" }).count()).toBe(0);
    await context.close();
  });

  it("a visitor sends a notice of illegal content from a review, and a moderator withdraws the review with reasons", async () => {
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto("/explorar?tab=asignaturas");
    await visitor.locator('[aria-labelledby="explorar-resultados"] article a').first().click();
    await visitor.waitForURL(/\/subject\//);
    const card = visitor
      .locator("article", { has: visitor.getByRole("link", { name: "Denunciar contenido ilegal" }) })
      .first();
    const quoted = (await card.locator(".review-comment").textContent())?.trim();
    await card.getByRole("link", { name: "Denunciar contenido ilegal" }).click();
    await visitor.waitForURL(/\/denunciar\/resena\//);
    for (const theme of ["light", "dark"] as const) {
      await useTheme(visitorContext, theme);
      await visitor.reload();
      await expectNoAxeViolations(visitor, `formulario de denuncia (${theme})`);
    }
    const explanation = `Difunde datos de salud de una compañera identificada (${Date.now()}).`;
    await visitor
      .getByLabel("Motivo")
      .selectOption({ label: "Datos personales o intimidad de alguien publicados sin permiso" });
    await visitor.getByLabel("Explica por qué es ilegal").fill(explanation);
    await visitor.getByLabel("Tu nombre").fill("Marta Gil");
    await visitor.getByLabel("Correo electrónico").fill("marta.gil@example.org");
    // Without the statement of good faith the form says so and keeps what was typed.
    await visitor.getByRole("button", { name: "Enviar denuncia" }).click();
    await visitor.getByText("Debes confirmar la declaración de buena fe").waitFor();
    expect(await visitor.getByLabel("Explica por qué es ilegal").inputValue()).toBe(explanation);
    await visitor.getByLabel(/^Declaro de buena fe/).check();
    await visitor.getByRole("button", { name: "Enviar denuncia" }).click();
    await visitor.getByText(/^Hemos recibido tu denuncia\./).waitFor();
    await visitorContext.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsModerator(page);
    await page.goto("/moderacion/denuncias");
    const notice = page.locator("#denuncias article", { hasText: explanation });
    if (quoted) expect(await notice.textContent()).toContain(quoted);
    await notice
      .getByLabel("Motivos para retirarlo (se enviarán a quien denunció)")
      .fill("Publica datos de salud de una persona identificable.");
    await notice.getByRole("button", { name: "Retirar el contenido" }).click();
    await page.getByText(/^Denuncia atendida: el contenido se ha retirado/).waitFor();
    expect(await page.locator("#denuncias article", { hasText: explanation }).count()).toBe(0);
    await context.close();
  });

  it("corrects what students added: a career not listed merged into the degree with JavaScript, its subject confirmed without", async () => {
    const careerName = "Ingeniería Informática (Computación)";
    const email = await registerConfirmedStudent(browser, "Nerea", {
      university: "Universidad de Alicante",
      career: "Mi carrera no aparece",
      careerName,
      emailDomain: "alu.ua.es",
    });
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    await signIn(student, email, "/");
    const ownCareer = (await student
      .getByRole("link", { name: /Mi Carrera/ })
      .first()
      .getAttribute("href"))!;
    await student.goto(ownCareer);
    await student.getByText("Pendiente de confirmar.").waitFor();
    await student.getByRole("link", { name: "Añadir asignaturas" }).click();
    await student.getByLabel("Asignatura 1", { exact: true }).fill("Programación Avanzada");
    await student.getByLabel("Curso").first().selectOption("2");
    await student.getByLabel("Semestre").first().selectOption("1");
    await student.getByRole("button", { name: "Añadir al plan" }).click();
    await student.waitForURL(/anadidas=1/);

    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsModerator(page);
    await page.goto("/moderacion/anadidos");
    const career = () => page.locator('[aria-labelledby="carreras-anadidas-titulo"] article', { hasText: careerName });
    // The queue with its corrections open passes axe in both themes, on a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ["light", "dark"] as const) {
      await useTheme(context, theme);
      await page.reload();
      await career().getByText("Corregir").click();
      await expectNoAxeViolations(page, `/moderacion/anadidos (${theme}, 390 px)`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await career().getByLabel("Es la misma carrera que").selectOption({ label: "Grado en Ingeniería Informática" });
    await career().getByRole("button", { name: "Fusionar" }).click();
    await page.getByText(/^Entradas fusionadas/).waitFor();
    expect(await career().count()).toBe(0);
    await context.close();

    // Without JavaScript: the subject she added, now in the degree kept (her old address leads
    // there), confirmed by the moderator on its page.
    const plainContext = await newContext(browser, { javaScriptEnabled: false });
    const plain = await plainContext.newPage();
    await signInAsModerator(plain);
    await plain.goto(ownCareer);
    await plain.getByRole("heading", { level: 1, name: "Grado en Ingeniería Informática" }).waitFor();
    await plain.locator("a", { hasText: "Programación Avanzada" }).first().click();
    await plain.getByText(/^Añadida por estudiantes de la carrera y aún sin confirmar/).waitFor();
    await plain.getByRole("button", { name: "Confirmar" }).click();
    await plain.getByRole("heading", { level: 1, name: "Programación Avanzada" }).waitFor();
    expect(await plain.getByText(/^Añadida por estudiantes de la carrera y aún sin confirmar/).count()).toBe(0);
    await plainContext.close();

    await studentContext.close();
  });

  it("every section passes axe in both themes, also at 390 px", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsModerator(page);
    const sections = [
      "/moderacion",
      "/moderacion/contenido",
      "/moderacion/contenido?vista=oculto",
      "/moderacion/denuncias",
      "/moderacion/recursos",
      "/moderacion/perfiles",
      "/moderacion/propuestas",
      "/moderacion/anadidos",
      "/moderacion/usuarios?correo=alu.ua.es",
      "/moderacion/profesores?q=mar",
    ];
    for (const theme of ["light", "dark"] as const) {
      await useTheme(context, theme);
      for (const section of sections) {
        await page.goto(section);
        await page.getByRole("heading", { name: "Moderación", level: 1 }).waitFor();
        await expectNoAxeViolations(page, `${section} (${theme})`);
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/moderacion");
    await expectNoAxeViolations(page, "/moderacion (390 px)");
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
