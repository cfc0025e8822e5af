import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { academicYearLabel, academicYearOf } from "../app/lib/academic-terms";
import { expectNoAxeViolations, launchChromium, newContext, useTheme } from "./chromium";
import { registerConfirmedStudent, signIn } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const MURCIA = { university: "Universidad de Murcia", emailDomain: "um.es" };

/** Forty subjects of a psychology degree, five a term. */
const PSYCHOLOGY = [
  [
    "Fundamentos de Psicología",
    "Historia de la Psicología",
    "Bases Biológicas de la Conducta",
    "Estadística Descriptiva",
    "Antropología Social",
  ],
  [
    "Psicología del Aprendizaje",
    "Psicobiología",
    "Estadística Inferencial",
    "Sociología de la Salud",
    "Psicología de la Motivación",
  ],
  [
    "Psicología del Desarrollo",
    "Percepción y Atención",
    "Psicología Social",
    "Métodos de Investigación",
    "Neuroanatomía Funcional",
  ],
  [
    "Psicología de la Personalidad",
    "Memoria y Pensamiento",
    "Psicometría",
    "Psicofisiología",
    "Psicología del Lenguaje",
  ],
  [
    "Psicopatología del Adulto",
    "Evaluación Psicológica",
    "Psicología de los Grupos",
    "Neuropsicología",
    "Psicología de la Emoción",
  ],
  [
    "Psicopatología Infantil",
    "Intervención Psicológica",
    "Psicología de las Organizaciones",
    "Psicología de la Educación",
    "Psicofarmacología",
  ],
  [
    "Terapia de Conducta",
    "Psicología Clínica de la Salud",
    "Psicología Comunitaria",
    "Orientación Escolar",
    "Psicología Jurídica",
  ],
  ["Prácticas Externas", "Trabajo Fin de Grado", "Psicogerontología", "Psicología del Deporte", "Ética Profesional"],
];

/** The plan as a student copies it from the university's page: headings for course and term, then a code, the name, credits and type. */
function copiedPlan(): string {
  const lines: string[] = [];
  const ordinals = ["Primer", "Segundo", "Tercer", "Cuarto"];
  PSYCHOLOGY.forEach((names, term) => {
    const year = Math.floor(term / 2) + 1;
    if (term % 2 === 0) lines.push(`${ordinals[year - 1]} curso`);
    lines.push(term % 2 === 0 ? "Primer cuatrimestre" : "Segundo cuatrimestre");
    names.forEach((name, n) => lines.push(`${50000 + term * 10 + n}\t${name}\t6\t${year === 1 ? "FB" : "OB"}`));
  });
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
  it("with JavaScript: pastes forty subjects, checks them, adds them, reviews one and a professor she adds to it, with no moderator", async () => {
    const place = { ...MURCIA, career: "Grado en Psicología" };
    const started = Date.now();
    const email = await registerConfirmedStudent(browser, "Lucia", place);
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
    expect(await page.getByLabel("Asignatura 40", { exact: true }).inputValue()).toBe("Ética Profesional");
    expect(await page.getByLabel("Curso").nth(39).inputValue()).toBe("4");
    // The student corrects one row in the preview before sending.
    await page.getByLabel("Asignatura 1", { exact: true }).fill("Fundamentos de la Psicología");
    await page.getByRole("button", { name: "Añadir al plan" }).click();
    await page.getByText("Se han añadido 40 asignaturas al plan.").waitFor();
    expect(await page.getByText("40 asignaturas añadidas por estudiantes, 0 confirmadas.").count()).toBe(1);

    await page.getByRole("link", { name: "Fundamentos de la Psicología" }).click();
    await page.getByRole("heading", { level: 1, name: "Fundamentos de la Psicología" }).waitFor();
    expect(await page.getByText("aún sin confirmar").count()).toBe(1);
    // The review form is there for her at once: no moderator has acted.
    const publish = page.getByRole("button", { name: "Publicar reseña" });
    await page.locator("label", { hasText: "4 estrellas" }).click();
    await page.locator("label", { hasText: "3 · Media" }).click();
    await page.getByLabel("Curso académico").selectOption({ label: academicYearLabel(academicYearOf(new Date()) - 1) });
    await page.getByLabel("Tu comentario (opcional)").fill("Muy buena introducción, con prácticas cada semana.");
    await publish.click();
    await page.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();

    // Then she adds who teaches it and reviews him too.
    await page.getByRole("link", { name: "Añade un profesor" }).click();
    await page.getByLabel("Nombre y apellidos").fill("Tomás Llorente Baeza");
    await page.getByLabel("Departamento (opcional)").fill("Psicología Básica y Metodología");
    await page.getByRole("button", { name: "Añadir a la asignatura" }).click();
    await page.getByText("Profesor añadido a la asignatura.").waitFor();
    await page
      .getByRole("link", { name: /Profesor Anónimo/ })
      .first()
      .click();
    await page.getByRole("link", { name: "Compartir mi Experiencia" }).click();
    await page.locator("label", { hasText: "5 estrellas" }).click();
    await page.locator("label", { hasText: "2 · Fácil" }).click();
    await page.getByLabel("¿Volverías a elegir a este profesor?").selectOption({ label: "Sí" });
    await page.getByLabel("Tu comentario").fill("Explica con calma y las tutorías sirven de verdad.");
    await page.getByLabel("Curso académico").selectOption({ label: academicYearLabel(academicYearOf(new Date()) - 1) });
    await page.getByRole("button", { name: "Publicar reseña" }).click();
    await page.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();
    console.log(
      `Del registro a dos reseñas (plan de 40 asignaturas y un profesor añadidos): ${((Date.now() - started) / 1000).toFixed(1)} s de navegador, ${requests.length} envíos`,
    );
    await context.close();
  });

  it("without JavaScript: ten rows and more on request, a professor added to a subject, and a missing subject reviewed in one flow", async () => {
    const place = { ...MURCIA, career: "Grado en Medicina" };
    const email = await registerConfirmedStudent(browser, "Mario", place);
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, email, "/profile");
    const career = await careerPath(page);
    await page.goto(`${career}/plan`);
    expect(await page.getByLabel(/^Asignatura \d+$/).count()).toBe(10);
    const subjects = [
      "Anatomía Humana",
      "Bioquímica",
      "Histología",
      "Fisiología",
      "Biología Celular",
      "Genética",
      "Bioestadística",
      "Psicología Médica",
      "Embriología",
      "Inglés Médico",
    ];
    for (const [index, name] of subjects.slice(0, 3).entries())
      await page.getByLabel(`Asignatura ${index + 1}`, { exact: true }).fill(name);
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

    // A professor added to one of them, and a subject the plan missed reviewed in one flow.
    await page.getByRole("link", { name: "Anatomía Humana" }).click();
    await page.getByRole("link", { name: "Añade un profesor" }).click();
    await page.getByLabel("Nombre y apellidos").fill("Carmen Ortuño Lidón");
    await page.getByRole("button", { name: "Añadir a la asignatura" }).click();
    await page.getByText("Profesor añadido a la asignatura.").waitFor();
    expect(await page.getByRole("link", { name: /Profesor Anónimo/ }).count()).toBe(1);
    await page.goto(career);
    await page.getByRole("link", { name: "añádela y opina sobre ella" }).click();
    await page.getByLabel("Asignatura 1", { exact: true }).fill("Historia de la Medicina");
    await page.getByLabel("Curso").first().selectOption("1");
    await page.getByLabel("Semestre").first().selectOption("2");
    await page.getByRole("button", { name: "Añadir al plan" }).click();
    await page.getByRole("heading", { level: 1, name: "Historia de la Medicina" }).waitFor();
    await page.locator("label", { hasText: "4 estrellas" }).click();
    await page.locator("label", { hasText: "3 · Media" }).click();
    await page.getByLabel("Curso académico").selectOption({ label: academicYearLabel(academicYearOf(new Date()) - 1) });
    await page.getByRole("button", { name: "Publicar reseña" }).click();
    await page.getByText("¡Gracias! Tu reseña se ha publicado.").waitFor();
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
