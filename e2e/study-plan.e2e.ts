import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const MURCIA = { university: "Universidad de Murcia", emailDomain: "um.es" };

/** Forty subjects as a student copies them from the university's plan page: headings for course and term, a code, credits and type. */
function copiedPlan(): string {
  const lines: string[] = [];
  const ordinals = ["Primer", "Segundo", "Tercer", "Cuarto"];
  for (let year = 1; year <= 4; year++) {
    lines.push(`${ordinals[year - 1]} curso`);
    for (let term = 1; term <= 2; term++) {
      lines.push(term === 1 ? "Primer cuatrimestre" : "Segundo cuatrimestre");
      for (let n = 1; n <= 5; n++)
        lines.push(`${year}${term}${n}0\tPsicología del bloque ${year}.${term} tema ${["uno", "dos", "tres", "cuatro", "cinco"][n - 1]}\t6\t${year === 1 ? "FB" : "OB"}`);
    }
  }
  return lines.join("\n");
}

/** The student's own career page, through the home's «Mi Carrera». */
async function careerPath(page: Page): Promise<string> {
  await page.goto("/");
  return (await page
    .getByRole("link", { name: /Mi Carrera/ })
    .first()
    .getAttribute("href"))!;
}

describe("a new student writes the plan of a degree that has none", () => {
  it("with JavaScript: pastes forty subjects, checks them, adds them and reviews one, with no moderator", async () => {
    const place = { ...MURCIA, career: "Grado en Psicología" };
    const started = Date.now();
    const email = await registerConfirmedStudent(browser, "Lucía", place);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email, "/profile");
    const career = await careerPath(page);
    await page.goto(career);
    expect(await page.getByText("El plan de estudios de esta carrera aún no está disponible.").count()).toBe(1);
    await page.getByRole("link", { name: "Añadir asignaturas" }).click();
    await page.getByRole("heading", { level: 1, name: "Añadir asignaturas al plan" }).waitFor();
    await page.getByLabel("Texto del plan de estudios").fill(copiedPlan());
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") requests.push(request.url());
    });
    await page.getByRole("button", { name: "Convertir en filas" }).click();
    await page.getByText("Se han leído 40 filas del texto pegado").waitFor();
    expect(requests, "el texto pegado se lee en la página").toEqual([]);
    expect(await page.getByLabel("Asignatura 40", { exact: true }).inputValue()).toBe("Psicología del bloque 4.2 tema cinco");
    expect(await page.getByLabel("Curso").nth(39).inputValue()).toBe("4");
    // The student corrects one row in the preview before sending.
    await page.getByLabel("Asignatura 1", { exact: true }).fill("Fundamentos de Psicología");
    await page.getByRole("button", { name: "Añadir al plan" }).click();
    await page.getByText("Se han añadido 40 asignaturas al plan.").waitFor();
    expect(await page.getByText("40 asignaturas añadidas por estudiantes, 0 confirmadas.").count()).toBe(1);

    await page.getByRole("link", { name: "Fundamentos de Psicología" }).click();
    await page.getByRole("heading", { level: 1, name: "Fundamentos de Psicología" }).waitFor();
    expect(await page.getByText("aún sin confirmar").count()).toBe(1);
    console.log(`Del registro a un plan de 40 asignaturas: ${((Date.now() - started) / 1000).toFixed(1)} s de navegador, ${requests.length} envíos`);
    await context.close();
  });

  it("without JavaScript: ten blank rows, more rows on request, and the plan on the career page", async () => {
    const place = { ...MURCIA, career: "Grado en Medicina" };
    const email = await registerConfirmedStudent(browser, "Mario", place);
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, email, "/profile");
    const career = await careerPath(page);
    await page.goto(`${career}/plan`);
    expect(await page.getByLabel(/^Asignatura \d+$/).count()).toBe(10);
    const subjects = ["Anatomía Humana", "Bioquímica", "Histología", "Fisiología", "Biología Celular", "Genética", "Bioestadística", "Psicología Médica", "Embriología", "Inglés Médico"];
    for (const [index, name] of subjects.slice(0, 3).entries()) await page.getByLabel(`Asignatura ${index + 1}`, { exact: true }).fill(name);
    await page.getByRole("button", { name: "Añadir más filas" }).click();
    await page.waitForLoadState();
    expect(await page.getByLabel(/^Asignatura \d+$/).count()).toBe(20);
    expect(await page.getByLabel("Asignatura 1", { exact: true }).inputValue()).toBe("Anatomía Humana");
    for (const [index, name] of subjects.entries()) {
      await page.getByLabel(`Asignatura ${index + 1}`, { exact: true }).fill(name);
      await page.getByLabel("Curso").nth(index).selectOption("1");
      await page
        .getByLabel("Semestre")
        .nth(index)
        .selectOption(index < 5 ? "1" : "2");
    }
    await page.getByRole("button", { name: "Añadir al plan" }).click();
    await page.getByText("Se han añadido 10 asignaturas al plan.").waitFor();
    for (const name of subjects) expect(await page.getByRole("link", { name }).count()).toBe(1);
    await context.close();
  });
});

describe("the plan form", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`has no axe violations in the ${theme} theme, at 390 px too`, async () => {
      const place = { ...MURCIA, career: "Grado en Enfermería" };
      const email = await registerConfirmedStudent(browser, "Irene", place);
      const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
      await useTheme(context, theme);
      const page = await context.newPage();
      await signIn(page, email, "/profile");
      await page.goto(`${await careerPath(page)}/plan`);
      await expectNoAxeViolations(page, `plan (${theme})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});
