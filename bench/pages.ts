/**
 * Load benchmark of UniOpina's public pages on PostgreSQL with the synthetic national-scale
 * dataset, against the production server (`server.ts`, one process per core). See bench/README.md.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/pages.ts     (bench/run.sh builds and snapshots first)
 *
 * Environment: BENCH_DURATION (s per row, default 10), BENCH_CONNECTIONS (levels, default "10,50"),
 * BENCH_SCALE (synthetic scale, default 1), BENCH_PG_URL (server, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_DATABASE (the database, default by scale),
 * BENCH_PAGES (a regular expression: only the pages whose name matches, e.g. "Explorar|Ranking"),
 * BENCH_APP_ROOT (the directory holding the server.ts and build/ to measure, default the checkout;
 * bench/run.sh points it at a snapshot).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { precompressFile } from "../scripts/precompress";
import { DEMO_MODERATOR_EMAIL } from "../seed/seed.server";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { datasetSize, discoverIds, ensureDataset, ensureStudentPlanCareer } from "./dataset";
import { type BenchRequest, load, probe, warmUp } from "./measure";
import { moderatorPages, type Page, publicPages, signIn } from "./pages-list";
import {
  measurePhysicalCeiling,
  type PhysicalCeilingRow,
  physicalCeilingTable,
  physicalCeilingTools,
} from "./physical-ceiling";
import { ceilingsOf, markdownTable, MODE_LABELS, type Row, type RowKind, verdict } from "./report";

/* ------------------------------------------------------------------ configuration */

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} debe ser un número mayor que 0 (es "${raw}")`);
  return value;
}

const config = {
  duration: numberFromEnv("BENCH_DURATION", 10),
  connectionLevels: (process.env.BENCH_CONNECTIONS || "10,50").split(",").map((level) => {
    const value = Number(level.trim());
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`BENCH_CONNECTIONS debe ser una lista de enteros (es "${process.env.BENCH_CONNECTIONS}")`);
    return value;
  }),
  scale: numberFromEnv("BENCH_SCALE", 1),
  pages: process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, "i") : null,
  serverUrl: process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  appRoot: path.resolve(process.env.BENCH_APP_ROOT || "."),
};

/** The static page of the ceiling row, written into the measured build's static folder. */
const CEILING_PAGE = "bench-ceiling.html";

function log(message: string) {
  console.log(`[bench] ${message}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------ what is measured */

const servedPage = (status: number) => status >= 200 && status < 400;
const get = (headers: Record<string, string> = {}): BenchRequest => ({ method: "GET", headers, counts: servedPage });

/* ------------------------------------------------------------------ main */

// Set inside main(); declared with `as` so TypeScript does not narrow them to null out here.
let server = null as ServerProcess | null;
let ceilingFile = null as string | null;

async function cleanup(): Promise<void> {
  if (server) await server.stop().catch((error) => console.error("No se pudo parar el servidor:", error));
  server = null;
  if (ceilingFile) for (const suffix of ["", ".br", ".gz"]) rmSync(`${ceilingFile}${suffix}`, { force: true });
  await closeDatabase().catch(() => undefined);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: limpiando…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function measureRow(
  baseUrl: string,
  connections: number,
  page: Page,
  kind: RowKind,
  request: BenchRequest,
): Promise<Row> {
  const url = `${baseUrl}${page.path}`;
  const warm = await warmUp(url, request, kind === "warm");
  const measured = await load(url, request, connections, config.duration);
  const row: Row = { connections, page: page.name, path: page.path, kind, probe: warm, load: measured };
  log(
    `${connections} conex. · ${page.name} · ${MODE_LABELS[kind]}: ${measured.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${measured.p50.toFixed(0)} ms, p95 ${measured.p95.toFixed(0)} ms, estado ${JSON.stringify(measured.statuses)}${warm.cache ? `, X-Cache ${warm.cache}` : ""}`,
  );
  // Requests autocannon gave up on keep running in the server: let them finish before the next row.
  await sleep(measured.timeouts > 0 || measured.errors > 0 ? 10_000 : 1_000);
  return row;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(config.appRoot, "build/server/index.js"))) {
    throw new Error(`Falta ${path.join(config.appRoot, "build")}: compila antes (\`npm run bench\` lo hace).`);
  }
  const startLoad = loadavg()[0]!;
  log(
    `${config.duration} s por fila, conexiones ${config.connectionLevels.join(" y ")}, escala ${config.scale}, ${cpus().length} CPU, Node ${process.version}, carga ${startLoad.toFixed(1)}`,
  );

  const dataset = await ensureDataset(config.serverUrl, config.scale, log);
  const { db } = openDatabase({ databaseUrl: dataset.databaseUrl, dataDir: "" });
  const [discovered, size] = await Promise.all([discoverIds(db), datasetSize(db)]);
  const [student] = (
    await db.execute<{ id: string }>(sql`SELECT id FROM "user" WHERE email = ${discovered.studentEmail}`)
  ).rows;
  const studentPlan = await ensureStudentPlanCareer(db, discovered.universityId, student!.id);
  const ids = { ...discovered, studentPlanCareerId: studentPlan.careerId, studentPlanSubjects: studentPlan.subjects };
  await closeDatabase();
  log(
    `datos: ${size.reviews.toLocaleString("es-ES")} reseñas, ${size.users.toLocaleString("es-ES")} usuarios, ${size.universities} universidades, ` +
      `${(size.databaseBytes / 1024 ** 3).toFixed(1)} GB; carrera ${ids.careerName}; asignatura ${ids.subjectName}`,
  );

  // Production on PostgreSQL needs a fixed secret (several processes share the sessions).
  const settings = {
    DATABASE_URL: dataset.databaseUrl,
    DATA_DIR: "",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "true",
  };
  // The ceiling: a static file as large as the home page's HTML, precompressed like every asset.
  // The static middleware lists the precompressed files when it starts, so the server that
  // measures starts after the file is written: a first one only renders the home page.
  server = await startServerProcess(settings, { cwd: config.appRoot });
  const home = await probe(`${server.baseUrl}/`, get());
  await server.stop();
  ceilingFile = path.join(config.appRoot, "build/client", CEILING_PAGE);
  writeFileSync(ceilingFile, home.body);
  precompressFile(ceilingFile);

  const bootStarted = Date.now();
  server = await startServerProcess(settings, { cwd: config.appRoot });
  const bootMs = Date.now() - bootStarted;
  const { baseUrl } = server;
  log(`servidor listo en ${bootMs} ms (${baseUrl})`);
  const cookie = await signIn(baseUrl, ids.studentEmail);
  // A dataset seeded before the demo moderator existed has no moderator: its rows are left out.
  const moderatorCookie = await signIn(baseUrl, DEMO_MODERATOR_EMAIL).catch((error: unknown) => {
    log(`sin filas de moderación: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const consolePages = moderatorCookie
    ? moderatorPages().filter((page) => !config.pages || config.pages.test(page.name))
    : [];

  const pages = publicPages(ids).filter((page) => !config.pages || config.pages.test(page.name));
  const rows: Row[] = [];
  for (const connections of config.connectionLevels) {
    rows.push(
      await measureRow(
        baseUrl,
        connections,
        { name: "Techo: HTML estático del tamaño de la portada", path: `/${CEILING_PAGE}` },
        "ceiling",
        get(),
      ),
    );
    for (const page of pages) {
      rows.push(await measureRow(baseUrl, connections, page, "warm", get()));
      // Any cookie but the theme makes the request personal: rendered for it, never cached.
      rows.push(await measureRow(baseUrl, connections, page, "bypass", get({ cookie: "bench=1" })));
      rows.push(await measureRow(baseUrl, connections, page, "signed", get({ cookie })));
    }
    for (const page of consolePages)
      rows.push(await measureRow(baseUrl, connections, page, "signed", get({ cookie: moderatorCookie! })));
    // The like as the page's JavaScript sends it (a fetcher post of the state wanted, answered
    // with data only): every connection likes and unlikes in turn the same review as the same
    // student, so they all queue on one review row — the worst case. Last in its level, because
    // each successful post makes the cached pages stale.
    const like = { name: "Me gusta (misma reseña)", path: `/subject/${ids.subjectId}.data` };
    if (config.pages && !config.pages.test(like.name)) continue;
    const likeBody = (liked: boolean) =>
      new URLSearchParams({ intent: "me-gusta", reviewId: ids.likedReviewId, liked: String(liked) }).toString();
    rows.push(
      await measureRow(baseUrl, connections, like, "like", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: likeBody(true),
        bodies: [likeBody(true), likeBody(false)],
        counts: (status) => status >= 200 && status < 300,
      }),
    );
  }

  // The machine's limit, last: nginx and the app's cached home, both loaded by wrk.
  let physical: PhysicalCeilingRow[] = [];
  const missingTools = physicalCeilingTools();
  if (missingTools) log(`techo físico (wrk y nginx): se omite, ${missingTools}`);
  else if (!config.pages || config.pages.test("Portada")) {
    physical = await measurePhysicalCeiling(baseUrl, config.connectionLevels, config.duration);
    for (const row of physical)
      log(
        `${row.connections} conex. · techo físico (wrk): nginx ${row.nginx.requestsPerSecond.toFixed(0)} req/s, ` +
          `la aplicación ${row.app.requestsPerSecond.toFixed(0)} req/s`,
      );
  }

  const serverOutput = server.output();
  const serverErrors = serverOutput.split("\n").filter((line) => /error/i.test(line));
  await cleanup();

  const ceilings = ceilingsOf(rows);
  const failures = rows.filter((row) => verdict(row, ceilings.get(row.connections)!).pass === false).length;
  const date = new Date();
  const summary =
    `Figuras del ${date.toISOString().slice(0, 10)}: ${cpus().length} CPU (${cpus()[0]?.model ?? "?"}), Node ${process.version}, ` +
    `carga al empezar ${startLoad.toFixed(1)} y al acabar ${loadavg()[0]!.toFixed(1)}. ` +
    `PostgreSQL con el conjunto sintético a escala ${config.scale} (${size.reviews.toLocaleString("en-US")} reseñas, ${size.users.toLocaleString("en-US")} usuarios, ` +
    `${size.universities} universidades, ${(size.databaseBytes / 1024 ** 3).toFixed(1)} GB)` +
    (dataset.generatedMs !== null
      ? `, generado en esta ejecución en ${(dataset.generatedMs / 60_000).toFixed(1)} min`
      : ", reutilizado") +
    `. Arranque del servidor: ${(bootMs / 1000).toFixed(1)} s. ${config.duration} s por fila. ${failures} filas no alcanzan su objetivo.`;
  const physicalSection =
    physical.length > 0
      ? `\nTecho físico: nginx sirviendo los mismos bytes comprimidos que la portada en caché de la aplicación, ` +
        `y la aplicación, ambos cargados con wrk (${config.duration} s por fila).\n\n${physicalCeilingTable(physical)}\n`
      : "";
  const markdown = `${summary}\n\n${markdownTable(rows)}\n${physicalSection}`;
  console.log(`\n${markdown}`);
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const serverLog = path.join(resultsDir, "server.log");
  writeFileSync(serverLog, serverOutput);
  writeFileSync(path.join(resultsDir, "latest.md"), markdown);
  const file = path.join(resultsDir, `postgres-${date.toISOString().replace(/:/g, "-").replace(/\..*$/, "")}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: date.toISOString(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version },
        config,
        dataset,
        size,
        ids,
        bootMs,
        rows: rows.map(({ probe: { body: _body, ...probeFacts }, ...row }) => ({ ...row, probe: probeFacts })),
        physicalCeiling: physical,
        serverErrorLines: serverErrors.length,
      },
      null,
      2,
    ) + "\n",
  );
  log(
    `Resultados: bench/results/latest.md y ${path.relative(process.cwd(), file)}; lo que escribió el servidor, en ${path.relative(process.cwd(), serverLog)}`,
  );
  // A server error is a failure of the run, whatever the measured answers said.
  if (serverErrors.length > 0) {
    throw new Error(
      `El servidor registró ${serverErrors.length} líneas de error (${path.relative(process.cwd(), serverLog)}); las primeras:\n${serverErrors.slice(0, 5).join("\n")}`,
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (server) console.error(`Últimas líneas del servidor:\n${server.output().split("\n").slice(-40).join("\n")}`);
  await cleanup();
  process.exit(1);
}
