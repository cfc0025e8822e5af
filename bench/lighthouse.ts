/**
 * Lighthouse (mobile, the default configuration) on the main pages: performance, accessibility,
 * best practices and SEO, against its targets (performance ≥ 95, the others 100).
 *
 *   npm run lighthouse                       starts the production build on a fresh demo database
 *   LIGHTHOUSE_URL=http://host:port npm run lighthouse   audits a server already running
 *   LIGHTHOUSE_PAGES=asignatura,profesor npm run lighthouse   audits only those kinds of page
 *
 * A measurement, not a test: scores depend on the machine and its load, so it is never part of
 * `npm test`. Run it on a quiet machine; it prints one table and exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { type ServerProcess, startServerProcess } from "../tests/support/server-process";

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

/** The other page types, at their fixed addresses. */
const OTHER_PAGES = {
  explorar: "/explorar",
  ranking: "/ranking",
  comparar: "/comparar",
  "campus social": "/campus-social",
  blog: "/blog",
  registro: "/register",
  acceso: "/login",
  "acerca de": "/about",
  "dónde acudir": "/donde-acudir",
};

/** The page of each kind: the catalog's found by following the site's own links from the home page. */
async function pagesOf(baseUrl: string): Promise<Record<string, string>> {
  const linksIn = async (url: string, prefix: string) => {
    const html = await (await fetch(url)).text();
    return [...html.matchAll(new RegExp(`href="(${prefix}[0-9a-f-]{36})"`, "g"))].map((match) => match[1]!);
  };
  // The first university with a career whose page lists subjects and professors.
  for (const university of await linksIn(`${baseUrl}/`, "/universidad/")) {
    for (const career of await linksIn(`${baseUrl}${university}?tab=careers`, "/career/")) {
      const [subject] = await linksIn(`${baseUrl}${career}`, "/subject/");
      const [professor] = await linksIn(`${baseUrl}${career}`, "/profesor/");
      if (subject && professor)
        return {
          inicio: "/",
          universidad: university,
          carrera: career,
          asignatura: subject,
          profesor: professor,
          ...OTHER_PAGES,
        };
    }
  }
  throw new Error("Ninguna carrera enlazada desde la portada lista asignaturas y profesores");
}

/** The markup of the element Lighthouse took for the largest paint, from its audit's details. */
function largestPaintElement(audit: { details?: unknown } | undefined): string {
  const tables =
    (audit?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  return tables[0]?.items?.[0]?.node?.snippet ?? "(none)";
}

async function main() {
  let server: ServerProcess | null = null;
  let dataDir: string | null = null;
  let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
  if (!baseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), "uniopina-lighthouse-"));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", DEV_OUTBOX: "true" });
    baseUrl = server.baseUrl;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows: string[][] = [];
  let missed = false;
  try {
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    for (const [kind, pathname] of Object.entries(await pagesOf(baseUrl)).filter(
      ([kind]) => !only || only.includes(kind),
    )) {
      // One visit first, so the page cache holds the page as it would for any visitor after the first.
      await (await fetch(baseUrl + pathname)).text();
      const result = await lighthouse(baseUrl + pathname, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${pathname}`);
      // A run Lighthouse could not finish scores 0 everywhere: say why beside the table.
      if (result.lhr.runtimeError)
        console.log(`[lighthouse] ${kind} · ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        (Object.keys(TARGETS) as Category[]).map((category) => [
          category,
          Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
        ]),
      ) as Record<Category, number>;
      const failed = (Object.keys(TARGETS) as Category[]).filter((category) => scores[category] < TARGETS[category]);
      missed ||= failed.length > 0;
      const audits = result.lhr.audits;
      rows.push([
        kind,
        ...(Object.keys(TARGETS) as Category[]).map((category) => String(scores[category])),
        audits["first-contentful-paint"]?.displayValue ?? "",
        audits["largest-contentful-paint"]?.displayValue ?? "",
        audits["total-blocking-time"]?.displayValue ?? "",
        failed.length ? `NO (${failed.join(", ")})` : "sí",
      ]);
      for (const category of failed) {
        const lowAudits = result.lhr.categories[category]!.auditRefs.map((ref) => audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
          )
          .map((audit) => `${audit!.id} (${audit!.displayValue ?? audit!.score})`);
        console.log(`[lighthouse] ${kind} · ${category}: ${lowAudits.join(", ")}`);
      }
      if (failed.includes("performance"))
        console.log(
          `[lighthouse] ${kind} · LCP element: ${largestPaintElement(audits["largest-contentful-paint-element"])}`,
        );
    }
  } finally {
    await chrome.kill();
    if (server) await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const header = [
    "página",
    "rendimiento",
    "accesibilidad",
    "buenas prácticas",
    "SEO",
    "FCP",
    "LCP",
    "TBT",
    "objetivos",
  ];
  console.log(
    `\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|\n${rows.map((row) => `| ${row.join(" | ")} |`).join("\n")}`,
  );
  process.exit(missed ? 1 : 0);
}

await main();
