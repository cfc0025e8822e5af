import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/** Debian's Chromium, driven by playwright-core (Playwright cannot download browsers here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless flags for running as root on a machine without outside network (STACK-NOTES). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Content-Security-Policy violations Chromium reported since the last check (see e2e/setup.ts). */
const cspViolations: string[] = [];

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Uncaught errors of the pages' scripts since the last check, a failed hydration among them (see e2e/setup.ts). */
const pageErrors: string[] = [];

export function takePageErrors(): string[] {
  return pageErrors.splice(0);
}

/**
 * A fresh context (cookies, storage) on the test server; axe needs pages from a context. Every
 * page of it reports Content-Security-Policy violations and uncaught script errors, which fail the
 * test that caused them.
 */
/** The theme the next pages are drawn in (the switch's cookie). */
export async function useTheme(context: BrowserContext, theme: "light" | "dark") {
  await context.addCookies([{ name: "theme", value: theme, url: inject("baseUrl") }]);
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: inject("baseUrl"),
    viewport: { width: 1280, height: 900 },
    locale: "es-ES",
    ...options,
  });
  context.on("console", (message) => {
    if (message.text().includes("Content Security Policy"))
      cspViolations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
  context.on("weberror", (webError) =>
    pageErrors.push(`${webError.page()?.url() ?? "?"}: ${webError.error().message}`),
  );
  return context;
}

/**
 * axe-core against WCAG 2.1 A and AA; each violation is listed with the first elements it hit.
 * It measures the page once its colour transitions have ended: right after a navigation a header
 * button restyled in place (signing in turns 'Registrarse' into 'Perfil') is, for a few frames,
 * neither colour — on a slow machine axe could catch it there.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${label} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    ),
  ).toEqual([]);
}
