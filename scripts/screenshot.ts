/**
 * Developer helper: full-page screenshot of a URL in Debian's Chromium.
 * Usage: tsx scripts/screenshot.ts <url> <out.png> [width] [light|dark]
 */
import { chromium } from "playwright-core";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";

const [url, out, width = "1280", theme] = process.argv.slice(2);
if (!url || !out) {
  console.error("Uso: tsx scripts/screenshot.ts <url> <out.png> [ancho] [light|dark]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (theme) await context.addCookies([{ name: "theme", value: theme, url }]);
const page = await context.newPage();
page.on("console", (message) => {
  if (message.type() === "error") console.error("console:", message.text());
});
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`Captura guardada en ${out}`);
