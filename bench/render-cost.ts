/**
 * CPU time the server spends rendering each page once, for a visitor the page cache cannot serve
 * (`Cookie: bench=1`) and for a signed-in student: the figure that decides how many rendered pages
 * two cores can answer (bench/README.md, "Where the time goes"). Unlike the load rows it does not
 * depend on what else the machine runs: requests go one at a time and the server's own CPU time
 * (user + system, its workers included, from /proc) is divided by their number. The CPU the
 * PostgreSQL server spends on the same requests (every `postgres` process of the machine, so run
 * it on a database server nobody else uses) is given beside it: both share the same cores.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/render-cost.ts      (after `npm run build`)
 *
 * Environment: RENDER_COST_REQUESTS (per page, default 200), BENCH_SCALE, BENCH_PG_URL,
 * BENCH_DATABASE, BENCH_PAGES as for bench/pages.ts (the dataset must exist: run `npm run bench`
 * or `npm run db:synthetic` first).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { startServerProcess } from "../tests/support/server-process";
import { benchDatabaseName, discoverIds } from "./dataset";
import { type BenchRequest, probe } from "./measure";
import { publicPages, signIn } from "./pages-list";

const requestsPerPage = Number(process.env.RENDER_COST_REQUESTS || 200);
const scale = Number(process.env.BENCH_SCALE || 1);
const serverUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${process.env.BENCH_DATABASE || benchDatabaseName(scale)}`;
const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, "i") : null;

const CLOCK_TICKS_PER_MS = 100 / 1000;

/** User + system CPU of every PostgreSQL process of this machine, in ms. */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    if (!stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).startsWith("postgres")) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_MS;
}

/** User + system CPU of a process and all its descendants, in ms. */
function treeCpuMs(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${id}/stat`, "utf8");
    } catch {
      return;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${id}/task`)) {
      const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    }
  };
  visit(pid);
  return ticks / CLOCK_TICKS_PER_MS;
}

const { db } = openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: "" });
const ids = await discoverIds(db);
await closeDatabase();

const server = await startServerProcess({
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: "",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  SEED_DEMO_DATA: "true",
  WEB_CONCURRENCY: "1",
});
try {
  const session = await signIn(server.baseUrl, ids.studentEmail);
  const rows: string[] = [];
  for (const page of publicPages(ids)) {
    if (only && !only.test(page.name)) continue;
    const costs: string[] = [];
    let html = 0;
    for (const cookie of ["bench=1", session]) {
      const request: BenchRequest = { method: "GET", headers: { cookie }, counts: () => true };
      const url = `${server.baseUrl}${page.path}`;
      for (let i = 0; i < 20; i++) await probe(url, request);
      const before = treeCpuMs(server.pid);
      const postgresBefore = postgresCpuMs();
      let last = await probe(url, request);
      for (let i = 1; i < requestsPerPage; i++) last = await probe(url, request);
      costs.push(
        ((treeCpuMs(server.pid) - before) / requestsPerPage).toFixed(1),
        ((postgresCpuMs() - postgresBefore) / requestsPerPage).toFixed(1),
      );
      if (cookie === "bench=1") html = last.rawBytes;
    }
    rows.push(`| ${page.name} | ${(html / 1024).toFixed(1)} KB | ${costs.join(" | ")} |`);
    console.log(rows.at(-1));
  }
  console.log(
    `\n| página | HTML | ms de CPU, anónima sin caché | + PostgreSQL | ms de CPU, con sesión | + PostgreSQL |\n|---|---:|---:|---:|---:|---:|\n${rows.join("\n")}`,
  );
} finally {
  await server.stop();
}
