/**
 * Fault tests, run against the production build on a PostgreSQL server this
 * script starts itself (`initdb` into a temporary directory, its own port) — never the machine's
 * shared server — and, when `redis-server` is installed, a Redis of its own:
 *
 * 1. `kill -9` of the server (the cluster's primary and workers) during a burst of review, post and
 *    like writes, then a restart: no review without its details row, no acknowledged write lost,
 *    every counter equal to its rows, sessions still valid.
 * 2. PostgreSQL stopped while the server runs: every request that needs it answers the Spanish 503
 *    page with Retry-After, quickly (no hang), the process stays up; PostgreSQL started again: the
 *    same requests succeed, without restarting the server.
 * 3. Redis stopped while the server runs: pages are still served (rendered, uncached) and writes
 *    succeed; Redis started again: pages are cached again.
 * 4. SIGTERM during a burst of requests: every request sent before the signal gets its whole
 *    answer, and the server exits 0.
 *
 * Prints one line per check and exits 1 if any fails. Usage: npm run faults (builds first).
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../app/server/http/database-outage.server";
import { NO_DRIFT } from "../tests/support/counters";
import { freePort, type ServerProcess, startServerProcess } from "../tests/support/server-process";
import {
  acknowledged,
  checkConsistency,
  type HttpTarget,
  type Outcome,
  pickStudents,
  pickTargets,
  SimulatedStudent,
  summarize,
} from "../tests/support/simulated-students";

if (!existsSync("build/server/index.js"))
  throw new Error("Falta la compilación: ejecuta `npm run build` (npm run faults lo hace).");

const results: { ok: boolean; line: string }[] = [];
function check(ok: boolean, what: string, detail = "") {
  const line = `${ok ? "PASS" : "FAIL"}  ${what}${detail ? ` — ${detail}` : ""}`;
  results.push({ ok, line });
  console.log(line);
}
const section = (title: string) => console.log(`\n=== ${title}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL cluster of our own: initdb in a temporary directory, its own port. */
async function ownPostgres() {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error("No se encontró PostgreSQL en /usr/lib/postgresql/*/bin.");
  const bin = `/usr/lib/postgresql/${versions[0]}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), "uniopina-faults-pg-"));
  const port = await freePort();
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim()),
      Number(spawnSync("id", ["-g", "postgres"]).stdout.toString().trim()),
    );
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", `${bin}/${program}`, ...args]]
      : [`${bin}/${program}`, args];
    const result = spawnSync(command, commandArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} falló:\n${result.stdout}\n${result.stderr}`);
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE uniopina");
  await admin.end();
  return {
    url: `${serverUrl}/uniopina`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of our own on a free port (null when redis-server is not installed). */
async function ownRedis() {
  if (spawnSync("redis-server", ["--version"]).status !== 0) return null;
  const port = await freePort();
  let process_: ReturnType<typeof spawn> | null = null;
  const start = async () => {
    process_ = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answers(port)) return;
      await sleep(100);
    }
    throw new Error("redis-server no arrancó");
  };
  const stop = async () => {
    const stopping = process_;
    if (!stopping || stopping.exitCode !== null) return;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    stopping.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = http.get({ host: "127.0.0.1", port, path: "/", agent: false, timeout: 1_000 });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code !== "ECONNREFUSED"));
    socket.once("response", () => resolve(true));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** The target of the simulated students: whichever server is running now (a restart changes its port). */
let current: ServerProcess | undefined;
const target: HttpTarget = { request: (pathname, init) => current!.request(pathname, init) };

const pgServer = await ownPostgres();
const redis = await ownRedis();
const database = new pg.Pool({ connectionString: pgServer.url, max: 4 });
database.on("error", () => {});
const settings = {
  DATABASE_URL: pgServer.url,
  AUTH_SECRET: "f".repeat(40),
  WEB_CONCURRENCY: "2",
  TRUST_PROXY: "1",
  SMTP_URL: "",
  DEV_OUTBOX: "true",
};
const start = (extra: Record<string, string> = {}) =>
  startServerProcess({ ...settings, ...extra }, { ownProcessGroup: true });

try {
  section("1. kill -9 durante una ráfaga de escrituras (reseñas, publicaciones, me gusta)");
  let started = Date.now();
  current = await start({ SEED_DEMO_DATA: "true" });
  console.log(
    `Servidor con 2 procesos sobre un PostgreSQL propio (${pgServer.url}), migrado y sembrado en ${Date.now() - started} ms`,
  );
  const targets = await pickTargets(database, "faults");
  const students = (await pickStudents(database, 16, "faults")).map(
    (row) => new SimulatedStudent(target, row, targets),
  );
  await Promise.all(students.map((student) => student.signIn()));
  const outcomes: Outcome[] = [];
  let killed = false;
  const burst = Promise.all(
    students.map(async (student, index) => {
      for (let turn = index; !killed; turn += 1) {
        const outcome =
          turn % 3 === 0
            ? (student.writeReview() ?? student.post())
            : turn % 3 === 1
              ? student.post()
              : student.likeReview(true);
        outcomes.push(await outcome);
      }
    }),
  );
  // Kill once a good number of writes has been acknowledged, with more in flight.
  for (let waited = 0; outcomes.filter(acknowledged).length < 60 && waited < 30_000; waited += 50) await sleep(50);
  const acknowledgedBeforeKill = outcomes.filter(acknowledged).length;
  await current.kill();
  killed = true;
  await burst;
  const cut = outcomes.filter((outcome) => outcome.status === 0).length;
  console.log(
    `kill -9 con ${acknowledgedBeforeKill} escrituras confirmadas; ${cut} solicitudes sin respuesta (en curso o enviadas al proceso muerto)`,
  );
  started = Date.now();
  current = await start({ SEED_DEMO_DATA: "false" });
  console.log(`Reiniciado en ${Date.now() - started} ms`);
  const afterKill = await checkConsistency(database, outcomes);
  const confirmed = outcomes.filter((outcome) => outcome.claim && acknowledged(outcome));
  check(
    afterKill.lostWrites.length === 0,
    "ninguna escritura confirmada (2xx/3xx recibido) se perdió",
    `${confirmed.length} comprobadas${afterKill.lostWrites.length ? `; perdidas: ${afterKill.lostWrites.join("; ")}` : ""}`,
  );
  check(
    afterKill.reviewsWithoutDetails === 0,
    "ninguna reseña sin su fila de detalles",
    `${afterKill.reviewsWithoutDetails}`,
  );
  check(
    JSON.stringify(afterKill.drift) === JSON.stringify(NO_DRIFT),
    "contadores y medias iguales a sus filas",
    afterKill.drift.map((d) => `${d.what} ${d.n}`).join(", "),
  );
  const profile = await students[0]!.client.request("/profile");
  check(
    profile.status === 200,
    "la sesión abierta antes del kill sigue valiendo tras el reinicio",
    `GET /profile → ${profile.status}`,
  );
  const writeAfter = await students[1]!.likeReview(true);
  check(writeAfter.status === 200, "se escribe con normalidad tras el reinicio", `me gusta → ${writeAfter.status}`);

  section("2. PostgreSQL se detiene con el servidor en marcha");
  const student = students[2]!;
  const [university] = (
    await database.query<{ id: string }>(
      `SELECT id FROM universities WHERE is_enabled ORDER BY total_reviews DESC LIMIT 1`,
    )
  ).rows;
  const cachedPath = `/universidad/${university!.id}`;
  for (
    let attempt = 0;
    attempt < 50 && (await current.request(cachedPath)).headers.get("X-Cache") !== "hit";
    attempt += 1
  )
    await sleep(50);
  pgServer.stop();
  console.log("PostgreSQL detenido (pg_ctl stop -m fast)");
  const duringOutage: [string, () => Promise<Response>, boolean][] = [
    ["página anónima sin caché", () => current!.request(`/explorar?q=caida${Date.now()}`), true],
    ["datos de navegación (.data)", () => current!.request("/ranking.data?tab=asignaturas"), false],
    ["página con sesión", () => student.client.request("/profile"), true],
    [
      "formulario (me gusta)",
      () =>
        student.client.post(`/subject/${targets.reviews[0]!.subjectId}`, {
          intent: "me-gusta",
          reviewId: targets.reviews[0]!.id,
          liked: "true",
        }),
      true,
    ],
  ];
  for (const [what, request, html] of duringOutage) {
    const began = Date.now();
    const response = await request();
    const body = await response.text();
    const ms = Date.now() - began;
    const good =
      response.status === 503 &&
      response.headers.get("Retry-After") === String(DATABASE_RETRY_AFTER_SECONDS) &&
      body.includes(DATABASE_UNAVAILABLE_MESSAGE) &&
      (!html || body.includes("Servicio no disponible"));
    check(
      good && ms < 15_000,
      `durante la caída, ${what}: 503 en español con Retry-After, sin colgarse`,
      `${response.status} en ${ms} ms`,
    );
  }
  const cached = await current.request(cachedPath);
  check(
    cached.status === 200,
    "durante la caída, una página anónima ya en caché se sigue sirviendo",
    `${cached.status} X-Cache: ${cached.headers.get("X-Cache")}`,
  );
  check((await current.request("/healthz")).status === 200, "el proceso sigue vivo durante la caída");
  pgServer.start();
  const back = Date.now();
  let profileAgain = 0;
  for (let attempt = 0; attempt < 600 && profileAgain !== 200; attempt += 1) {
    profileAgain = (await student.client.request("/profile")).status;
    if (profileAgain !== 200) await sleep(100);
  }
  check(
    profileAgain === 200,
    "PostgreSQL arrancado de nuevo: las páginas vuelven sin reiniciar el servidor",
    `GET /profile → 200 a los ${Date.now() - back} ms`,
  );
  const likeAgain = await student.likeReview(true);
  check(likeAgain.status === 200, "y las escrituras también", `me gusta → ${likeAgain.status}`);
  check((await current.stop()) === 0, "SIGTERM tras la prueba: sale con código 0");

  section("3. Redis se detiene con el servidor en marcha");
  if (!redis) {
    console.log("redis-server no está instalado: se omite.");
  } else {
    current = await start({ SEED_DEMO_DATA: "false", REDIS_URL: redis.url, REDIS_NAMESPACE: "faults" });
    const page = `/subject/${targets.reviews[1]!.subjectId}`;
    let cache = "";
    for (let attempt = 0; attempt < 300 && cache !== "hit"; attempt += 1) {
      cache = (await current.request(page)).headers.get("X-Cache") ?? "";
      if (cache !== "hit") await sleep(50);
    }
    check(cache === "hit", "con Redis, las páginas anónimas se sirven de la caché", `X-Cache: ${cache}`);
    await redis.stop();
    console.log("Redis detenido (SIGKILL)");
    await sleep(200);
    const without = await current.request(page);
    check(
      without.status === 200 && without.headers.get("X-Cache") === "bypass",
      "sin Redis, la página se sirve igualmente, generada para la solicitud",
      `${without.status} X-Cache: ${without.headers.get("X-Cache")}`,
    );
    const reader = students[3]!;
    await reader.signIn();
    const write = await reader.likeReview(true);
    check(write.status === 200, "sin Redis, las escrituras funcionan", `me gusta → ${write.status}`);
    await redis.start();
    const redisBack = Date.now();
    cache = "";
    for (let attempt = 0; attempt < 600 && cache !== "hit"; attempt += 1) {
      cache = (await current.request(page)).headers.get("X-Cache") ?? "";
      if (cache !== "hit") await sleep(100);
    }
    check(
      cache === "hit",
      "Redis de vuelta: las páginas vuelven a la caché sin reiniciar",
      `X-Cache: hit a los ${Date.now() - redisBack} ms`,
    );
    check((await current.stop()) === 0, "SIGTERM tras la prueba: sale con código 0");
  }

  section("4. SIGTERM durante una ráfaga de solicitudes");
  current = await start({ SEED_DEMO_DATA: "false" });
  const port = Number(new URL(current.baseUrl).port);
  let signalledAt = Infinity;
  const requests: { sentAt: number; result: string }[] = [];
  // Signed in (the session of test 1, still in the database): every page is rendered for its request.
  const loadCookie = [...students[4]!.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const one = (pathname: string) =>
    new Promise<string>((resolve) => {
      let answering = false;
      const request = http.get(
        { host: "127.0.0.1", port, path: pathname, agent: false, headers: { Cookie: loadCookie } },
        (response) => {
          answering = true;
          response.resume();
          response.once("end", () => resolve(String(response.statusCode)));
        },
      );
      request.once("error", (error: NodeJS.ErrnoException) => {
        if (answering) resolve("cortada a media respuesta");
        else resolve(error.code === "ECONNREFUSED" ? "rechazada" : `reiniciada sin respuesta (${error.code})`);
      });
    });
  let stopped = false;
  const load = Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      while (!stopped) {
        const sentAt = Date.now();
        const result = await one(index % 2 ? `/subject/${targets.reviews[index]!.subjectId}` : "/");
        requests.push({ sentAt, result });
        if (result === "rechazada") await sleep(20);
      }
    }),
  );
  await sleep(2_000);
  signalledAt = Date.now();
  const exitCode = await current.stop();
  stopped = true;
  await load;
  const before = requests.filter((request) => request.sentAt < signalledAt);
  const answered = before.filter((request) => /^\d+$/.test(request.result));
  const broken = before.filter(
    (request) => request.result === "cortada a media respuesta" || Number(request.result) >= 500,
  );
  const neverTaken = before.filter(
    (request) => request.result.startsWith("reiniciada") || request.result === "rechazada",
  );
  const afterSignal = requests.filter((request) => request.sentAt >= signalledAt);
  check(
    broken.length === 0,
    "ninguna solicitud en curso al llegar SIGTERM se cortó ni acabó en 5xx",
    `${before.length} enviadas antes de la señal: ${answered.length} respondidas enteras, ${broken.length} cortadas o 5xx`,
  );
  // In the cluster the primary accepts connections and hands them to the workers: one accepted
  // in the instant the workers close is reset before any answer (it was never taken by a worker).
  console.log(
    `  ${neverTaken.length} de ellas no llegaron a ser atendidas (conexión reiniciada o rechazada antes de responder: aceptada por el proceso primario cuando los trabajadores ya cerraban)`,
  );
  console.log(
    `Después de la señal: ${afterSignal.length} solicitudes (${[...new Set(afterSignal.map((r) => r.result))].join(", ") || "ninguna"}): la conexión ya no se acepta`,
  );
  check(exitCode === 0, "el servidor sale con código 0", `código ${exitCode}`);

  section("Resumen de la ráfaga de escrituras de la prueba 1");
  for (const [kind, counts] of summarize(outcomes))
    console.log(`${kind.padEnd(14)} ${[...counts].map(([status, n]) => `${status}: ${n}`).join("  ")}`);
} finally {
  await current?.kill().catch(() => {});
  await database.end();
  await redis?.stop();
  pgServer.remove();
}

const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} PASS, ${failed} FAIL`);
process.exit(failed === 0 ? 0 : 1);
