/** New verified students for browser tests: registered in the form, confirmed through the outbox. */
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

import { newContext } from "./chromium";

export const STUDENT_PASSWORD = "secreto1";

let counter = 0;

/** Where a new student studies: Universidad de Alicante, Grado en Ingeniería Informática, unless told. */
export interface StudentPlace {
  university: string;
  /** The career's label in the list, or «Mi carrera no aparece» with `careerName` written. */
  career: string;
  careerName?: string;
  emailDomain: string;
}

const ALICANTE_INFORMATICA: StudentPlace = {
  university: "Universidad de Alicante",
  career: "Grado en Ingeniería Informática",
  emailDomain: "alu.ua.es",
};

/** Registers a student (of Universidad de Alicante, Grado en Ingeniería Informática, unless told) and confirms the address. */
export async function registerConfirmedStudent(
  browser: Browser,
  firstName: string,
  place: StudentPlace = ALICANTE_INFORMATICA,
): Promise<string> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.e2e.${Date.now()}.${counter}@${place.emailDomain}`;
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("Nombre", { exact: true }).fill(firstName);
  await page.getByLabel("Apellidos").fill("Prueba");
  await page.getByLabel("Universidad", { exact: true }).selectOption({ label: place.university });
  const career = page.getByLabel("Carrera", { exact: true });
  await expect.poll(() => career.isEnabled()).toBe(true);
  await career.selectOption({ label: place.career });
  if (place.careerName) await page.getByLabel("Nombre de tu carrera").fill(place.careerName);
  await page.getByLabel("Correo universitario").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(STUDENT_PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(STUDENT_PASSWORD);
  await page.getByLabel("Entiendo que mi universidad y mi carrera no se podrán cambiar después del registro.").check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.getByRole("heading", { name: "¡Registro completado!" }).waitFor();
  await page.goto("/dev/outbox");
  await page.locator("article", { hasText: email }).first().getByRole("link").first().click();
  await page.waitForURL(/\/login\?confirmado=1$/);
  await context.close();
  return email;
}

/** Signs in on /login?redirectTo=… and waits to be back on that page (a registered student's password unless told). */
export async function signIn(page: Page, email: string, redirectTo: string, password = STUDENT_PASSWORD) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname + url.search === redirectTo);
}
