/**
 * Load benchmark of UniOpina's main pages against the production build, for one database kind.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/pages.ts pglite|postgres
 *
 * Prepares a fresh database, starts `server.ts` as a child process exactly like
 * e2e/global-setup.ts (which migrates and seeds on start), optionally inflates the reviews table,
 * discovers representative ids, then runs autocannon against each page in turn.
 * Expects `react-router build` to have run (bench/run.sh does it). See bench/README.md.
 *
 * Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_EXTRA_REVIEWS (default 0 for PGlite, 1000000 for PostgreSQL),
 * BENCH_PG_URL (maintenance database, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_APP_ROOT (directory holding server.ts and build/, default the checkout; bench/run.sh
 * points it at a private snapshot of the build).
 */
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { recomputeAllCounters, recomputeAllRatings } from "../app/server/aggregates.server";
import { closeDatabase, openDatabase, type Database } from "../app/server/db/client.server";

type Kind = "pglite" | "postgres";

const BENCH_DATABASE = "uniopina_bench";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** What a current browser sends: the server compresses HTML and CSS (`compression`). */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };
const INSERT_BATCH = 100_000;
const REVIEW_COMMENTS = [
  "Explica con claridad y se nota que domina la materia.",
  "Mucho temario y poco tiempo; conviene llevarla al día.",
  "Las prácticas son lo mejor de la asignatura.",
  "El examen final pesa demasiado en la nota.",
  "Recomendable si te interesa el tema, exigente pero justa.",
];

/* ------------------------------------------------------------------ configuration */

const kind = process.argv[2];
if (kind !== "pglite" && kind !== "postgres") {
  console.error("Uso: node node_modules/tsx/dist/cli.mjs bench/pages.ts pglite|postgres");
  process.exit(2);
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} debe ser un entero ≥ 0 (es "${raw}")`);
  return value;
}

const config = {
  kind: kind as Kind,
  duration: intFromEnv("BENCH_DURATION", 10),
  connections: intFromEnv("BENCH_CONNECTIONS", 10),
  extraReviews: intFromEnv("BENCH_EXTRA_REVIEWS", kind === "postgres" ? 1_000_000 : 0),
  maintenanceUrl: process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  appRoot: path.resolve(process.env.BENCH_APP_ROOT || "."),
};

function benchDatabaseUrl(): string {
  const url = new URL(config.maintenanceUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/* ------------------------------------------------------------------ helpers */

function log(message: string) {
  console.log(`[bench:${config.kind}] ${message}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("sin puerto"))));
    });
  });
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const value = await work();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return value;
}

/* ------------------------------------------------------------------ the server */

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  /** Spawn → first successful GET /healthz. */
  bootMs: number;
  /** What the server itself logged for open + migrate + seed ("Base de datos lista … en N ms"). */
  databaseReadyMs: number | null;
  output: () => string;
}

/** Started through node directly (like e2e/global-setup.ts): killing an npm/npx parent would orphan it. */
async function startServer(databaseEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "server.ts"], {
    cwd: config.appRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SEED_DEMO_DATA: "true", ...databaseEnv },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const server: RunningServer = { child, baseUrl: `http://127.0.0.1:${port}`, bootMs: 0, databaseReadyMs: null, output: () => output };
  currentServer = server;

  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`El servidor no arrancó a tiempo:\n${output}`);
    await sleep(100);
  }
  server.bootMs = Date.now() - started;
  const ready = /Base de datos lista \(\w+\) en (\d+) ms/.exec(output);
  server.databaseReadyMs = ready ? Number(ready[1]) : null;
  return server;
}

async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timeout = sleep(15_000).then(() => "timeout");
    if ((await Promise.race([exited, timeout])) === "timeout") {
      child.kill("SIGKILL");
      await exited;
    }
  }
  if (currentServer === server) currentServer = null;
}

/* ------------------------------------------------------------------ the database */

async function withMaintenance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: config.maintenanceUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreatePostgresDatabase(): Promise<void> {
  await withMaintenance(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
}

async function dropPostgresDatabase(): Promise<void> {
  await withMaintenance((client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
}

/**
 * Adds `count` anonymised reviews (user_id NULL), alternating subject/professor over every existing
 * subject and professor, then recomputes the stored aggregates and refreshes planner statistics.
 */
async function inflateReviews(db: Database, count: number): Promise<void> {
  const comments = sql.raw(`ARRAY[${REVIEW_COMMENTS.map((c) => `'${c.replaceAll("'", "''")}'`).join(", ")}]`);
  await timed(`${count.toLocaleString("es-ES")} reseñas sintéticas insertadas`, async () => {
    for (let from = 1; from <= count; from += INSERT_BATCH) {
      const to = Math.min(count, from + INSERT_BATCH - 1);
      await db.execute(sql`
        INSERT INTO reviews (review_type, professor_id, subject_id, rating, difficulty_level, would_take_again, comment, created_at, updated_at)
        SELECT
          CASE WHEN g % 2 = 0 THEN 'professor' ELSE 'subject' END,
          CASE WHEN g % 2 = 0 THEN p.ids[1 + (g / 2) % cardinality(p.ids)] END,
          CASE WHEN g % 2 = 1 THEN s.ids[1 + (g / 2) % cardinality(s.ids)] END,
          (ARRAY[1, 2, 3, 3, 4, 4, 4, 5, 5, 5])[1 + floor(random() * 10)::int],
          CASE WHEN g % 2 = 1 THEN 1 + floor(random() * 5)::int END,
          (ARRAY['yes', 'no', 'unsure'])[1 + floor(random() * 3)::int],
          (${comments})[1 + floor(random() * ${REVIEW_COMMENTS.length})::int],
          -- Spread over two years (1,051,200 minutes), pseudo-randomly but deterministically.
          now() - ((g::bigint * 7919) % 1051200) * interval '1 minute',
          now() - ((g::bigint * 7919) % 1051200) * interval '1 minute'
        FROM generate_series(${from}::int, ${to}::int) AS g
          CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM professors) p
          CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM subjects) s`);
      if (count > INSERT_BATCH) log(`  … ${to.toLocaleString("es-ES")} / ${count.toLocaleString("es-ES")}`);
    }
  });
  await timed("recomputeAllRatings", () => recomputeAllRatings(db));
  await timed("recomputeAllCounters", () => recomputeAllCounters(db));
  // VACUUM as well: the recompute rewrote every review row, and an autovacuum kicking in during
  // the measurements would distort them.
  await timed("VACUUM ANALYZE", () => db.execute(sql`VACUUM ANALYZE`));
}

interface SeedSize {
  reviews: number;
  users: number;
  universities: number;
  professors: number;
  subjects: number;
}

async function seedSize(db: Database): Promise<SeedSize> {
  const [row] = await rows<Record<keyof SeedSize, number | string>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM reviews) AS reviews,
      (SELECT count(*) FROM "user") AS users,
      (SELECT count(*) FROM universities) AS universities,
      (SELECT count(*) FROM professors) AS professors,
      (SELECT count(*) FROM subjects) AS subjects`,
  );
  return {
    reviews: Number(row.reviews),
    users: Number(row.users),
    universities: Number(row.universities),
    professors: Number(row.professors),
    subjects: Number(row.subjects),
  };
}

interface DatabaseIds {
  careerId: string;
  careerName: string;
  professorId: string;
  professorReviews: number;
  subjectId: string;
  subjectName: string;
  subjectReviews: number;
  /** A demo student (password UniOpina2026) and a review of the subject by someone else, for the signed-in runs. */
  studentEmail: string;
  likedReviewId: string;
}

/** Visible (enabled) entries only: a disabled university or career is a 404. */
async function discoverDatabaseIds(db: Database): Promise<DatabaseIds> {
  const [career] = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT c.id, c.name FROM careers c JOIN universities u ON u.id = c.university_id
        WHERE u.name = 'Universidad de Alicante' AND u.is_enabled AND c.is_enabled
        ORDER BY (SELECT count(*) FROM subjects s WHERE s.career_id = c.id) DESC, c.name LIMIT 1`,
  );
  const [professor] = await rows<{ id: string; review_count: number }>(
    db,
    sql`SELECT p.id, p.review_count FROM professors p JOIN universities u ON u.id = p.university_id
        WHERE u.is_enabled ORDER BY p.review_count DESC, p.id LIMIT 1`,
  );
  const [subject] = await rows<{ id: string; name: string; review_count: number }>(
    db,
    sql`SELECT s.id, s.name, s.review_count FROM subjects s
        JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
        WHERE u.is_enabled AND c.is_enabled ORDER BY s.review_count DESC, s.id LIMIT 1`,
  );
  if (!career) throw new Error("No hay ninguna carrera visible de la Universidad de Alicante en la semilla");
  if (!professor || !subject) throw new Error("La semilla no tiene profesores o asignaturas visibles");
  const [student] = await rows<{ email: string; review_id: string }>(
    db,
    sql`SELECT u.email, (SELECT r.id FROM reviews r WHERE r.subject_id = ${subject.id} AND r.user_id IS DISTINCT FROM u.id
                         ORDER BY r.created_at DESC LIMIT 1) AS review_id
        FROM "user" u JOIN user_profiles p ON p.id = u.id JOIN subjects s ON s.career_id = p.career_id
        WHERE s.id = ${subject.id} ORDER BY u.email LIMIT 1`,
  );
  if (!student?.review_id) throw new Error("La asignatura con más reseñas no tiene estudiantes de su carrera en la semilla");
  return {
    careerId: career.id,
    careerName: career.name,
    professorId: professor.id,
    professorReviews: Number(professor.review_count),
    subjectId: subject.id,
    subjectName: subject.name,
    subjectReviews: Number(subject.review_count),
    studentEmail: student.email,
    likedReviewId: student.review_id,
  };
}

/* ------------------------------------------------------------------ the pages */

interface Target {
  name: string;
  path: string;
  /** Signed-in and write targets: a session cookie, and a form post instead of a GET. */
  headers?: Record<string, string>;
  method?: "POST";
  body?: string;
}

/** Signs a demo student in through the login form and returns the session cookie. */
async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: "UniOpina2026", redirectTo: "/" }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status}`);
  return cookie;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return response.text();
}

async function discoverTargets(baseUrl: string, ids: DatabaseIds): Promise<Target[]> {
  const home = await fetchText(`${baseUrl}/`);
  const universityId = new RegExp(`href="/universidad/(${UUID})"`).exec(home)?.[1];
  if (!universityId) throw new Error("La portada no enlaza ninguna /universidad/<uuid>");
  const css = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!css) throw new Error("La portada no enlaza ninguna hoja de estilos");
  const cookie = await signIn(baseUrl, ids.studentEmail);
  return [
    { name: "Portada", path: "/" },
    { name: "Universidad", path: `/universidad/${universityId}` },
    { name: "Universidad · vida universitaria", path: `/universidad/${universityId}?tab=life` },
    { name: "Carrera", path: `/career/${ids.careerId}` },
    { name: "Asignatura", path: `/subject/${ids.subjectId}` },
    { name: "Profesor", path: `/profesor/${ids.professorId}` },
    { name: "Profesor · página 5", path: `/profesor/${ids.professorId}?pagina=5` },
    { name: "CSS estático", path: css },
    // Signed in: the review form decision and `user_has_liked` on every review of the page.
    { name: "Asignatura · con sesión", path: `/subject/${ids.subjectId}`, headers: { cookie } },
    // Every request flips the same like: all of them queue on one review row (the worst case).
    {
      name: "Me gusta (POST, misma reseña)",
      path: `/subject/${ids.subjectId}`,
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "me-gusta", reviewId: ids.likedReviewId }).toString(),
    },
  ];
}

interface Measurement {
  name: string;
  path: string;
  warmStatus: number;
  warmMs: number;
  responseBytes: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

async function measure(baseUrl: string, target: Target): Promise<Measurement> {
  const url = `${baseUrl}${target.path}`;
  const warmStarted = performance.now();
  const headers = { ...BROWSER_HEADERS, ...target.headers };
  const warm = await fetch(url, { headers, method: target.method, body: target.body });
  const body = await warm.arrayBuffer();
  const warmMs = performance.now() - warmStarted;
  if (!warm.ok) log(`AVISO: ${target.path} responde ${warm.status} al calentar`);

  const result: Result = await autocannon({
    url,
    connections: config.connections,
    duration: config.duration,
    headers,
    method: target.method ?? "GET",
    body: target.body,
    title: target.name,
  });
  // Requests autocannon gave up on (timeouts) keep running in the server: let them drain so
  // they do not slow down the next page's measurement.
  await sleep(result.timeouts > 0 || result.errors > 0 ? 10_000 : 1_000);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    name: target.name,
    path: target.path,
    warmStatus: warm.status,
    warmMs: Math.round(warmMs),
    responseBytes: body.byteLength,
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    latencyMaxMs: result.latency.max,
    totalRequests: result.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

function markdownTable(measurements: Measurement[]): string {
  const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const lines = [
    "| Página | Ruta | req/s (media) | p50 (ms) | p99 (ms) | Peticiones | non-2xx | Errores | de ellos timeouts |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const m of measurements) {
    const shownPath = m.path.replace(new RegExp(UUID, "g"), ":id");
    lines.push(
      `| ${m.name} | \`${shownPath}\` | ${fmt(m.requestsPerSecond, 1)} | ${fmt(m.latencyP50Ms)} | ${fmt(m.latencyP99Ms)} | ${fmt(m.totalRequests)} | ${fmt(m.non2xx)} | ${fmt(m.errors)} | ${fmt(m.timeouts)} |`,
    );
  }
  return lines.join("\n");
}

/* ------------------------------------------------------------------ main */

let currentServer: RunningServer | null = null;
const cleanups: Array<() => Promise<void>> = [];

async function cleanup(): Promise<void> {
  if (currentServer) await stopServer(currentServer).catch((error) => console.error("No se pudo parar el servidor:", error));
  await closeDatabase().catch(() => undefined);
  while (cleanups.length > 0) {
    const step = cleanups.pop()!;
    await step().catch((error) => console.error("Limpieza fallida:", error));
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: limpiando…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(config.appRoot, "build/server/index.js"))) {
    throw new Error(`Falta ${path.join(config.appRoot, "build")}: ejecuta \`react-router build\` (o \`npm run bench\`).`);
  }
  log(
    `duración ${config.duration} s, ${config.connections} conexiones, +${config.extraReviews.toLocaleString("es-ES")} reseñas, ` +
      `${cpus().length} CPU, Node ${process.version}`,
  );

  let databaseEnv: Record<string, string>;
  let dataDir: string | null = null;
  if (config.kind === "pglite") {
    const tempDir = mkdtempSync(path.join(tmpdir(), "uniopina-bench-"));
    cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));
    dataDir = path.join(tempDir, "data");
    databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: "" };
  } else {
    await recreatePostgresDatabase();
    cleanups.push(dropPostgresDatabase);
    // Production on PostgreSQL needs a fixed secret (several processes may share the database).
    databaseEnv = { DATABASE_URL: benchDatabaseUrl(), AUTH_SECRET: randomBytes(32).toString("hex") };
  }

  // First boot: open + migrate + seed, as `npm start` on an empty database.
  let server = await startServer(databaseEnv);
  const boot = { firstBootMs: server.bootMs, firstDatabaseReadyMs: server.databaseReadyMs, restartBootMs: null as number | null };
  log(`arranque con migración y semilla: ${server.bootMs} ms (base de datos lista en ${server.databaseReadyMs ?? "?"} ms)`);

  // The server holds PGlite's data directory: stop it, work on the directory, start it again.
  if (config.kind === "pglite") await stopServer(server);
  const { db } = openDatabase(config.kind === "pglite" ? { dataDir: dataDir! } : { databaseUrl: benchDatabaseUrl(), dataDir: "" });
  if (config.extraReviews > 0) await inflateReviews(db, config.extraReviews);
  const size = await seedSize(db);
  const ids = await discoverDatabaseIds(db);
  await closeDatabase();
  if (config.kind === "pglite") {
    server = await startServer(databaseEnv);
    boot.restartBootMs = server.bootMs;
    log(`rearranque sobre la base ya sembrada: ${server.bootMs} ms`);
  }

  log(
    `tamaño: ${size.reviews.toLocaleString("es-ES")} reseñas, ${size.users.toLocaleString("es-ES")} usuarios, ` +
      `${size.universities} universidades, ${size.professors.toLocaleString("es-ES")} profesores, ${size.subjects.toLocaleString("es-ES")} asignaturas`,
  );
  log(`carrera: ${ids.careerName}; asignatura con más reseñas: ${ids.subjectName} (${ids.subjectReviews}); profesor con más reseñas: ${ids.professorReviews}`);

  const targets = await discoverTargets(server.baseUrl, ids);
  const measurements: Measurement[] = [];
  for (const target of targets) {
    const m = await measure(server.baseUrl, target);
    log(`${target.name}: ${m.requestsPerSecond.toFixed(1)} req/s, p50 ${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms, non-2xx ${m.non2xx}, errores ${m.errors}`);
    measurements.push(m);
  }

  const serverErrors = server
    .output()
    .split("\n")
    .filter((line) => /error/i.test(line));
  await stopServer(server);

  const label = config.kind === "pglite" ? "PGlite" : "PostgreSQL";
  console.log(`\n### ${label}\n`);
  console.log(
    `Semilla: ${size.reviews.toLocaleString("en-US")} reseñas (${config.extraReviews.toLocaleString("en-US")} sintéticas), ` +
      `${size.users.toLocaleString("en-US")} usuarios, ${size.universities} universidades. ` +
      `Arranque (migración + semilla): ${(boot.firstBootMs / 1000).toFixed(1)} s` +
      (boot.restartBootMs !== null ? `; rearranque: ${(boot.restartBootMs / 1000).toFixed(1)} s` : "") +
      `. ${config.connections} conexiones × ${config.duration} s por página.\n`,
  );
  console.log(markdownTable(measurements));
  if (serverErrors.length > 0) {
    console.log(`\nEl servidor registró ${serverErrors.length} líneas de error; las primeras:\n${serverErrors.slice(0, 5).join("\n")}`);
  }

  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, "-").replace(/\..*$/, "");
  const file = path.join(resultsDir, `${config.kind}-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind: config.kind,
        date: new Date().toISOString(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version, platform: process.platform },
        settings: { durationSeconds: config.duration, connections: config.connections, extraReviews: config.extraReviews, headers: BROWSER_HEADERS },
        seed: size,
        boot,
        ids,
        measurements,
        serverErrorLines: serverErrors.length,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`\nResultados: ${path.relative(process.cwd(), file)}`);
}

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  await cleanup();
  process.exit(1);
}
