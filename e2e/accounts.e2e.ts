/** A new student in Chromium: register (JavaScript on), confirm through the outbox, sign in, privacy, sign out; a forgotten password. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { expectNoAxeViolations, launchChromium, newContext } from "./chromium";
import { registerConfirmedStudent, signIn, STUDENT_PASSWORD } from "./students";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("a new student's account", () => {
  it("registers, confirms through the outbox, signs in, goes public and signs out", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `lucia.e2e.${Date.now()}@alu.ua.es`;

    await page.goto("/register");
    await expectNoAxeViolations(page, "/register");
    const submit = page.getByRole("button", { name: "Crear cuenta" });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    // The disabled button says what is missing, and the legal pages sit beside the checkbox.
    const missing = page.locator(`#${await submit.getAttribute("aria-describedby")}`);
    expect(await missing.getByText("Para crear la cuenta falta:").isVisible()).toBe(true);
    expect(await missing.getByRole("listitem").allTextContents()).toHaveLength(8);
    expect(await missing.getAttribute("aria-live")).toBe("polite");
    expect(await page.getByRole("link", { name: "Términos y condiciones" }).getAttribute("href")).toBe("/terms");
    expect(await page.getByRole("link", { name: "Política de privacidad" }).getAttribute("href")).toBe("/privacy");

    await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
    await page.getByLabel("Apellidos").fill("Peña-Ibáñez");
    await page.getByLabel("Universidad", { exact: true }).selectOption({ label: "Universidad de Alicante" });
    const career = page.getByLabel("Carrera", { exact: true });
    await expect.poll(() => career.isEnabled()).toBe(true);
    await career.selectOption({ label: "Grado en Ingeniería Informática" });

    const emailField = page.getByLabel("Correo universitario");
    await emailField.fill("lucia@gmail.com");
    await expect.poll(() => page.getByText("El correo debe terminar en: @alu.ua.es").isVisible()).toBe(true);
    await emailField.fill(email);
    await expect.poll(() => page.getByText("El correo debe terminar en:").count()).toBe(0);
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    await page.getByLabel("Confirmar contraseña").fill("secreto1");
    expect(await submit.isDisabled()).toBe(true);
    expect(await missing.getByRole("listitem").allTextContents()).toEqual([
      "Marcar la casilla: tu universidad y tu carrera no se podrán cambiar",
    ]);
    await expectNoAxeViolations(page, "/register con la lista de lo que falta");
    await page
      .getByLabel("Entiendo que mi universidad y mi carrera no se podrán cambiar después del registro.")
      .check();
    expect(await submit.isEnabled()).toBe(true);
    expect(await submit.getAttribute("aria-describedby")).toBeNull();
    expect(await missing.getByRole("listitem").count()).toBe(0);
    await submit.click();

    await page.getByRole("heading", { name: "¡Registro completado!" }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    // The SPEC's 4-second redirect to /login, where the confirm reminder waits.
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    await page.getByText("Confirma tu correo electrónico para poder iniciar sesión").waitFor();
    // Signing in before confirming: one message, with the resend button in it.
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const refusal = page.getByRole("alert");
    await refusal.getByText("Por favor, confirma tu correo electrónico").waitFor();
    expect(await refusal.count()).toBe(1);
    expect(await refusal.getByRole("button", { name: "Reenviar el correo de confirmación" }).isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("status").count()).toBe(0);
    await expectNoAxeViolations(page, "/login sin confirmar");

    await page.goto("/dev/outbox");
    await page.getByRole("heading", { name: "Bandeja de desarrollo" }).waitFor();
    const message = page.locator("article", { hasText: email }).first();
    await message.getByRole("link").first().click();
    await page.waitForURL(/\/login\?confirmado=1$/);
    expect(await page.getByText("¡Correo confirmado! Ya puedes iniciar sesión.").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/login");

    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("secreto1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Perfil" }).first().click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole("heading", { level: 1, name: "Lucía Peña-Ibáñez" }).waitFor();
    expect(await page.getByText("Correo universitario verificado").isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/profile");

    const privacy = page.getByRole("button", { name: "Perfil público" });
    expect(await privacy.getAttribute("aria-pressed")).toBe("false");
    await privacy.click();
    await page.getByText("Tu perfil ahora es público.").waitFor();
    await page.reload();
    expect(await page.getByRole("button", { name: "Perfil público" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("link", { name: "Ver mi perfil público" }).click();
    await page.getByRole("heading", { level: 1, name: "Lucía Peña-Ibáñez" }).waitFor();

    await page.getByRole("button", { name: "Cerrar Sesión" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Iniciar sesión" }).first().waitFor();
    expect(await page.getByText("Tu sesión ha expirado").count()).toBe(0);
    await context.close();
  });
});

describe("a forgotten password", () => {
  it("is reset through the outbox link, ends the old session, and the new one signs in", async () => {
    const email = await registerConfirmedStudent(browser, "Olvido");
    const oldContext = await newContext(browser);
    const oldSession = await oldContext.newPage();
    await signIn(oldSession, email, "/profile");

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.waitForURL(/\/olvide-contrasena$/);
    await expectNoAxeViolations(page, "/olvide-contrasena");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar el enlace" }).click();
    await page.getByText("Si hay una cuenta con ese correo, te hemos enviado un enlace").waitFor();
    await expectNoAxeViolations(page, "/olvide-contrasena enviado");

    await page.goto("/dev/outbox");
    await page
      .locator("article", { hasText: "Restablece tu contraseña de UniOpina" })
      .filter({ hasText: email })
      .first()
      .getByRole("link")
      .first()
      .click();
    await page.waitForURL(/\/restablecer-contrasena\?token=/);
    await page.getByRole("heading", { name: "Elige una nueva contraseña" }).waitFor();
    const resetLink = page.url();
    await expectNoAxeViolations(page, "/restablecer-contrasena");
    await context.addCookies([{ name: "theme", value: "light", url: inject("baseUrl") }]);
    await page.reload();
    await expectNoAxeViolations(page, "/restablecer-contrasena (tema claro)");

    await page.getByLabel("Nueva contraseña").fill("otra-clave");
    await page.getByLabel("Confirmar contraseña").fill("otra-clave");
    await page.getByRole("button", { name: "Guardar la nueva contraseña" }).click();
    await page.waitForURL(/\/login\?contrasena=cambiada$/);
    await page.getByText("Tu contraseña se ha cambiado y se han cerrado todas tus sesiones.").waitFor();
    await expectNoAxeViolations(page, "/login tras cambiar la contraseña (tema claro)");

    await oldSession.reload();
    await oldSession.waitForURL(/\/login\?sesion=expirada$/);
    await oldContext.close();

    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STUDENT_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.getByText("Correo o contraseña incorrectos").waitFor();
    await page.getByLabel("Contraseña", { exact: true }).fill("otra-clave");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // The used link is refused, with the way to ask for a new one.
    await page.goto(resetLink);
    await page.getByRole("heading", { name: "Enlace no válido" }).waitFor();
    await expectNoAxeViolations(page, "/restablecer-contrasena con enlace no válido (tema claro)");
    await context.close();
  });
});
