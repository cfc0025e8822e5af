import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
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

/** A fresh context (cookies, storage) on the test server; axe needs pages from a context. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ baseURL: inject("baseUrl"), viewport: { width: 1280, height: 900 }, locale: "es-ES", ...options });
}

/** axe-core against WCAG 2.1 A and AA; each violation is listed with the first elements it hit. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
