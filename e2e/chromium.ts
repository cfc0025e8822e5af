import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { inject } from "vitest";

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
