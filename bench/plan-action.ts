/**
 * The plan form's action with a full send (120 rows, the most one send carries), on the benchmark's
 * PostgreSQL dataset: verified students of different careers each send 120 subjects their plan
 * lacks — first one after another, then a few at once — and the time of each send, from the POST
 * to its 303, is reported. Every row goes the whole way: read and checked, screened, compared with
 * the career's subjects (the same name, a near name), written in one transaction. The subjects
 * written are deleted afterwards, so the dataset stays as generated.
 *
 *   node --import tsx bench/plan-action.ts     (after `npm run build`; BENCH_SCALE and BENCH_PG_URL as for bench/pages.ts)
 *
 * One client address sends them all, within the plan's 30 sends an hour per address.
 */
import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";

import { PLAN_ROWS_MAX, planFieldName } from "../app/lib/plan-form";
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { ensureDataset } from "./dataset";
import { signIn } from "./pages-list";

const scale = Number(process.env.BENCH_SCALE || 1);
const serverUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const ONE_AFTER_ANOTHER = 12;
const AT_ONCE = 4;
const ROUNDS_AT_ONCE = 3;

const log = (line: string) => console.log(`[plan] ${line}`);

/** A send of 120 subjects none of the careers has: a name no plan has, with the course and term of a real plan. */
function planBody(tag: string): URLSearchParams {
  const body = new URLSearchParams({ intent: "guardar" });
  for (let row = 0; row < PLAN_ROWS_MAX; row++) {
    body.set(planFieldName(row, "nombre"), `Materia ${tag} ${row + 1}`);
    body.set(planFieldName(row, "curso"), String(Math.floor(row / 30) + 1));
    body.set(planFieldName(row, "periodo"), String((row % 2) + 1));
    body.set(planFieldName(row, "creditos"), "6");
  }
  return body;
}

async function timedSend(baseUrl: string, careerId: string, cookie: string, tag: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/career/${careerId}/plan`, {
    method: "POST",
    body: planBody(tag),
    headers: { cookie, origin: baseUrl },
    redirect: "manual",
  });
  const elapsed = performance.now() - started;
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.includes(`anadidas=${PLAN_ROWS_MAX}`)) {
    throw new Error(
      `Se esperaba un 303 con ${PLAN_ROWS_MAX} añadidas y llegó ${response.status} ${location}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return elapsed;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!;
const describe = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms, máx. ${Math.max(...values).toFixed(0)} ms`;

const run = randomBytes(3).toString("hex");
const dataset = await ensureDataset(serverUrl, scale, log);
const { db } = openDatabase({ databaseUrl: dataset.databaseUrl, dataDir: "" });
const students = (
  await db.execute<{ email: string; careerId: string }>(sql`
    SELECT DISTINCT ON (p.career_id) u.email, p.career_id AS "careerId"
    FROM "user" u JOIN user_profiles p ON p.id = u.id JOIN careers c ON c.id = p.career_id AND c.is_enabled
    WHERE u.role = 'student' AND u.email_verified AND p.is_university_verified AND u.suspended_until IS NULL
    ORDER BY p.career_id, u.email LIMIT ${ONE_AFTER_ANOTHER + AT_ONCE * ROUNDS_AT_ONCE}`)
).rows;
if (students.length < ONE_AFTER_ANOTHER + AT_ONCE * ROUNDS_AT_ONCE)
  throw new Error("No hay bastantes estudiantes verificados de carreras distintas");

let server = null as ServerProcess | null;
try {
  server = await startServerProcess({
    DATABASE_URL: dataset.databaseUrl,
    DATA_DIR: "",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "true",
  });
  const baseUrl = server.baseUrl;
  const signedIn = [];
  for (const student of students) signedIn.push({ ...student, cookie: await signIn(baseUrl, student.email) });
  const sequential: number[] = [];
  for (const [index, student] of signedIn.slice(0, ONE_AFTER_ANOTHER).entries())
    sequential.push(await timedSend(baseUrl, student.careerId, student.cookie, `${run}s${index}`));
  log(`${ONE_AFTER_ANOTHER} envíos de ${PLAN_ROWS_MAX} filas, uno tras otro: ${describe(sequential)}`);
  const parallel: number[] = [];
  for (let round = 0; round < ROUNDS_AT_ONCE; round++) {
    const group = signedIn.slice(ONE_AFTER_ANOTHER + round * AT_ONCE, ONE_AFTER_ANOTHER + (round + 1) * AT_ONCE);
    parallel.push(
      ...(await Promise.all(
        group.map((student, index) => timedSend(baseUrl, student.careerId, student.cookie, `${run}p${round}-${index}`)),
      )),
    );
  }
  log(`${AT_ONCE * ROUNDS_AT_ONCE} envíos de ${PLAN_ROWS_MAX} filas, ${AT_ONCE} a la vez: ${describe(parallel)}`);
} finally {
  await server?.stop();
  const removed = await db.execute(sql`DELETE FROM subjects WHERE name LIKE ${`Materia ${run}%`}`);
  log(`${removed.rowCount ?? 0} asignaturas de la medida borradas`);
  await closeDatabase();
}
