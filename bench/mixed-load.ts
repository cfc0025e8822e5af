/**
 * Mixed load: simulated students at once — browse, sign in, review, like,
 * comment, report, post, send requests — against the production build on PostgreSQL with the
 * synthetic national-scale dataset; then every acknowledged write is looked for, and every stored
 * counter and aggregate is compared with its rows (`counterDrift`, the same check as the tests).
 * Exits 1 on any 5xx, lost write or drift. The small version runs in `npm test`
 * (tests/mixed-load.test.ts).
 *
 * The dataset is never modified: the load runs on a copy (`CREATE DATABASE … TEMPLATE`, which
 * needs the source without connections; the copy is dropped at the end unless LOAD_KEEP=1).
 *
 *   npm run load:mixed                                      # 200 students, 60 s, uniopina_scale_bench
 *   LOAD_USERS=50 LOAD_SECONDS=20 LOAD_SOURCE_DATABASE=uniopina_scale_bench_0_01 npm run load:mixed
 */
import os from "node:os";

import pg from "pg";

import { NO_DRIFT } from "../tests/support/counters";
import { adminQuery, withDatabaseName } from "../tests/support/postgres";
import { startServerProcess } from "../tests/support/server-process";
import {
  checkConsistency,
  type Outcome,
  pickStudents,
  pickTargets,
  SimulatedStudent,
  summarize,
} from "../tests/support/simulated-students";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SERVER_URL = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SOURCE = process.env.LOAD_SOURCE_DATABASE ?? "uniopina_scale_bench";
const COPY = process.env.LOAD_DATABASE ?? "uniopina_mixed_load";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function connectionsTo(database: string): Promise<number> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (
      await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
        database,
      ])
    ).rows[0]!.n;
  } finally {
    await client.end();
  }
}

let step = performance.now();
console.log(
  `Carga mixta: ${USERS} estudiantes, ${SECONDS} s, copia de ${SOURCE} en ${COPY} (${os.availableParallelism()} núcleos, Node ${process.version})`,
);
for (let waited = 0; (await connectionsTo(SOURCE)) > 0; waited += 5) {
  if (waited >= 600) throw new Error(`${SOURCE} sigue con conexiones abiertas tras 10 min: no se puede copiar.`);
  if (waited % 60 === 0) console.log(`${SOURCE} tiene conexiones abiertas (¿un benchmark en curso?): esperando…`);
  await sleep(5_000);
}
await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
await adminQuery(SERVER_URL, `CREATE DATABASE ${COPY} TEMPLATE ${SOURCE}`);
const url = withDatabaseName(SERVER_URL, COPY);
console.log(`Copia lista en ${seconds(step)} s`);

const database = new pg.Pool({ connectionString: url, max: 4 });
const server = await startServerProcess({
  DATABASE_URL: url,
  SEED_DEMO_DATA: "false",
  AUTH_SECRET: "m".repeat(40),
  TRUST_PROXY: "1",
  SMTP_URL: "",
  DEV_OUTBOX: "true",
});
// Set once the check has run; a run that throws before it exits through the exception.
let failed: boolean;
try {
  step = performance.now();
  const targets = await pickTargets(database, "mixed-load");
  const students = (await pickStudents(database, USERS, "mixed-load")).map(
    (row) => new SimulatedStudent(server, row, targets),
  );
  console.log(
    `${students.length} estudiantes verificados y ${targets.reviews.length} reseñas y ${targets.posts.length} publicaciones de destino elegidos en ${seconds(step)} s`,
  );

  const outcomes: Outcome[] = [];
  step = performance.now();
  const until = Date.now() + SECONDS * 1_000;
  // Every student signs in first (the password hash is the costliest request there is), then acts
  // until the time is up, each waiting for an answer before the next request.
  await Promise.all(
    students.map(async (student) => {
      outcomes.push(await student.signIn());
      while (Date.now() < until) outcomes.push(await student.act());
    }),
  );
  const elapsed = (performance.now() - step) / 1000;
  await server.stop();

  const percentile = (values: number[], p: number) =>
    values.length
      ? values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!
      : 0;
  console.log(
    `\n${outcomes.length} solicitudes en ${elapsed.toFixed(1)} s (${(outcomes.length / elapsed).toFixed(0)} req/s)\n`,
  );
  console.log("acción           solicitudes  2xx    3xx    4xx    5xx    sin resp.  p50 ms  p95 ms");
  for (const [kind, counts] of summarize(outcomes)) {
    const times = outcomes.filter((outcome) => outcome.kind === kind).map((outcome) => outcome.ms);
    const cell = (key: string) => String(counts.get(key) ?? 0).padEnd(7);
    console.log(
      `${kind.padEnd(17)}${String(times.length).padEnd(13)}${cell("2xx")}${cell("3xx")}${cell("4xx")}${cell("5xx")}${String(counts.get("sin respuesta") ?? 0).padEnd(11)}${percentile(times, 50).toFixed(0).padEnd(8)}${percentile(times, 95).toFixed(0)}`,
    );
  }

  step = performance.now();
  const report = await checkConsistency(database, outcomes);
  const errors = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500).length;
  const checked = outcomes.filter((outcome) => outcome.claim && outcome.status >= 200 && outcome.status < 400).length;
  console.log(`\nComprobación de la base de datos (${seconds(step)} s):`);
  console.log(`  5xx o sin respuesta: ${errors}`);
  console.log(
    `  escrituras confirmadas no encontradas: ${report.lostWrites.length} de ${checked}${report.lostWrites.length ? `\n    ${report.lostWrites.slice(0, 10).join("\n    ")}` : ""}`,
  );
  console.log(`  reseñas sin fila de detalles: ${report.reviewsWithoutDetails}`);
  console.log(
    `  contadores y medias distintos de sus filas: ${report.drift.map((drift) => `${drift.what} ${drift.n}`).join(", ")}`,
  );
  failed =
    errors > 0 ||
    report.lostWrites.length > 0 ||
    report.reviewsWithoutDetails > 0 ||
    JSON.stringify(report.drift) !== JSON.stringify(NO_DRIFT);
  console.log(`\n${failed ? "FAIL" : "PASS"}`);
} finally {
  await server.stop();
  await database.end();
  if (process.env.LOAD_KEEP !== "1") await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
}
process.exit(failed ? 1 : 0);
