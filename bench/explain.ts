/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of every query the measured pages run, on the benchmark database:
 * the page's own server functions are called once (so the SQL is exactly what the app sends, with
 * its parameters), each statement is captured, then explained twice and the second (warm) plan is
 * kept. Prints a summary (time, sequential scans of large tables) and writes every plan to
 * bench/results/explain.md.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/explain.ts    (BENCH_SCALE, BENCH_PG_URL, BENCH_DATABASE as bench/pages.ts)
 *
 * Each statement is then run EXPLAIN_REPEAT more times (default 30) for its p50 and p95 as the
 * app sees them (round trip included). EXPLAIN_ONLY (a regular expression on the labels, e.g.
 * "Explorar|Ranking") keeps only some statements.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import pg from "pg";

import { parseExploreState } from "../app/lib/explore";
import { plainReviewList } from "../app/lib/review-list";
import { listRegistrationUniversities } from "../app/server/auth/accounts.server";
import { getAuth } from "../app/server/auth/auth.server";
import { explore } from "../app/server/catalog/explore.server";
import {
  FEATURED_LIMIT,
  getHomeTotals,
  HOME_POSTS_LIMIT,
  listFeaturedUniversities,
  listStudentVoices,
  listUniversityChoices,
} from "../app/server/catalog/home.server";
import {
  listFeaturedProfessors,
  listTopCareers,
  rankCareers,
  rankSubjects,
  rankUniversities,
} from "../app/server/catalog/rankings.server";
import {
  getCareerPage,
  getUniversityPage,
  listCareerProfessors,
  listCareerSubjects,
  listUniversityCareers,
} from "../app/server/catalog/reads.server";
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { decideReviewCreation } from "../app/server/permissions.server";
import {
  getPost,
  listActiveMembers,
  listDiscoverPosts,
  listLifeCategories,
  listPostComments,
  listPosts,
  listUniversityFeed,
} from "../app/server/posts/reads.server";
import { findPublicProfile, listMembers } from "../app/server/profiles/reads.server";
import { getReviewSummary, listReviewComments } from "../app/server/reviews/interactions.server";
import { REVIEWS_PAGE_SIZE } from "../app/server/reviews/reads.server";
import { reviewMarksFor } from "../app/server/reviews/reads.server";
import { getProfessorPage, getSubjectPage } from "../app/server/teaching/reads.server";
import { DEMO_PASSWORD } from "../seed/seed.server";
import { withDatabaseName } from "../tests/support/postgres";
import { benchDatabaseName, discoverIds } from "./dataset";

/** A statement is worth a look above this, or when it reads a large table from end to end. */
const SLOW_MS = 20;
const LARGE_TABLE_ROWS = 10_000;

interface Captured {
  label: string;
  text: string;
  values: unknown[];
}

const scale = Number(process.env.BENCH_SCALE || 1);
const serverUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const databaseUrl = withDatabaseName(serverUrl, benchDatabaseName(scale));
// Sessions are signed: a fixed secret for this one process.
process.env.AUTH_SECRET ??= "bench-explain-secret-bench-explain-secret";
process.env.DATABASE_URL = databaseUrl;

// Every statement the app sends goes through the pool: note it under the current label.
const captured: Captured[] = [];
let currentLabel = "";
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, values?: unknown) {
  const text = typeof config === "string" ? config : (config as { text: string }).text;
  const params =
    (typeof config === "object" && config !== null && "values" in config
      ? (config as { values?: unknown[] }).values
      : (values as unknown[])) ?? [];
  if (currentLabel && !/^(BEGIN|COMMIT|ROLLBACK)/i.test(text))
    captured.push({ label: currentLabel, text, values: params });
  return (poolQuery as (...args: unknown[]) => unknown).apply(
    this,
    [config, values].filter((argument) => argument !== undefined),
  );
} as typeof pg.Pool.prototype.query;

async function capture(label: string, work: () => Promise<unknown>): Promise<void> {
  if (only && !only.test(label)) return;
  currentLabel = label;
  await work();
  currentLabel = "";
}

const repeat = Number(process.env.EXPLAIN_REPEAT || 30);
const only = process.env.EXPLAIN_ONLY ? new RegExp(process.env.EXPLAIN_ONLY, "i") : null;

const { db } = openDatabase({ databaseUrl, dataDir: "" });
const ids = await discoverIds(db);
const [student] = (
  await db.execute<{ id: string; university_id: string; career_id: string }>(
    // The signed-in viewer of the subject page: the student bench/pages.ts signs in as.
    sql`SELECT u.id, p.university_id, p.career_id FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE u.email = ${ids.studentEmail}`,
  )
).rows;
const viewer = {
  id: student!.id,
  name: "",
  email: ids.studentEmail,
  emailVerified: true,
  role: "student" as const,
  suspendedUntil: null,
  profile: {
    universityId: student!.university_id,
    universityName: "",
    careerId: student!.career_id,
    careerName: "",
    isUniversityVerified: true,
    isPublic: false,
    showEmail: false,
  },
};
const lastPage = (reviews: number) => Math.max(1, Math.ceil(reviews / REVIEWS_PAGE_SIZE));

await capture("Portada: totales", () => getHomeTotals());
await capture("Portada: universidades del buscador", () => listUniversityChoices());
await capture("Portada: universidades destacadas", () => listFeaturedUniversities());
await capture("Portada: carreras con más reseñas", () => listTopCareers(FEATURED_LIMIT));
await capture("Portada: asignaturas mejor valoradas", () => rankSubjects(FEATURED_LIMIT));
await capture("Portada: profesores destacados", () => listFeaturedProfessors(FEATURED_LIMIT));
await capture("Portada: voces de estudiantes", () => listStudentVoices());
await capture("Portada: últimas publicaciones", () => listPosts({ limit: HOME_POSTS_LIMIT }));
await capture("Universidad: cabecera", () => getUniversityPage(ids.universityId));
await capture("Universidad: carreras", () => listUniversityCareers(ids.universityId, 1));
await capture("Universidad: estudiantes", () => listMembers({ universityId: ids.universityId }, 12));
await capture("Universidad: vida universitaria", () =>
  Promise.all([listLifeCategories(), listUniversityFeed({ universityId: ids.universityId, sort: "recent", page: 1 })]),
);
await capture("Universidad: vida universitaria, populares", () =>
  listUniversityFeed({ universityId: ids.universityId, sort: "popular", page: 1 }),
);
await capture("Universidad: vida universitaria, página 3", () =>
  listUniversityFeed({ universityId: ids.universityId, sort: "commented", page: 3 }),
);
await capture("Publicación: cabecera y comentarios", () =>
  Promise.all([getPost(ids.commentedPostId, null), listPostComments(ids.commentedPostId, null, 1)]),
);
await capture("Campus Social: descubrir", () => listDiscoverPosts(1));
await capture("Campus Social: comunidad", () => listActiveMembers(ids.studentUniversityId));
await capture("Carrera: cabecera", () => getCareerPage(ids.careerId));
await capture("Carrera: plan de estudios", () => listCareerSubjects(ids.careerId));
await capture("Carrera: profesores", () => listCareerProfessors(ids.careerId));
await capture("Carrera: estudiantes", () => listMembers({ careerId: ids.careerId }, 12));
await capture("Asignatura: página 1", () => getSubjectPage(ids.subjectId, plainReviewList(1)));
await capture("Asignatura: última página", () =>
  getSubjectPage(ids.subjectId, plainReviewList(lastPage(ids.subjectReviews))),
);
await capture("Asignatura con sesión: marcas de la página 1", async () =>
  reviewMarksFor(
    (await getSubjectPage(ids.subjectId, plainReviewList(1)))!.reviews.reviews.map((review) => review.id),
    viewer.id,
  ),
);
await capture("Asignatura con sesión: formulario", () =>
  decideReviewCreation(viewer, { kind: "subject", id: ids.subjectId }),
);
await capture("Profesor: página 1", () => getProfessorPage(ids.professorId, plainReviewList(1)));
await capture("Profesor: última página", () =>
  getProfessorPage(ids.professorId, plainReviewList(lastPage(ids.professorReviews))),
);
await capture("Perfil público", () => findPublicProfile(ids.publicProfileId));
await capture("Registro: universidades", () => listRegistrationUniversities());
await capture("Comentarios: reseña y página 1", () =>
  Promise.all([getReviewSummary(ids.commentedReviewId), listReviewComments(ids.commentedReviewId, 1)]),
);
// Explore: each tab, without and with filters, searched with and without accents; the rankings.
const [someCareer] = (
  await db.execute<{ id: string }>(
    sql`SELECT id FROM careers WHERE university_id = ${ids.universityId} ORDER BY review_count DESC LIMIT 1`,
  )
).rows;
const explored = (label: string, query: string) =>
  capture(`Explorar: ${label}`, () => explore(parseExploreState(new URLSearchParams(query))));
await explored("universidades", "");
await explored("universidades «cordoba»", "q=cordoba");
await explored("universidades «Córdoba»", "q=Córdoba");
await explored("universidades 4+", "min_rating=4");
await explored("carreras", "tab=carreras");
await explored("carreras «ingenieria»", "tab=carreras&q=ingenieria");
await explored(
  "carreras «Ingeniería» de una universidad, 3+",
  `tab=carreras&q=Ingeniería&university=${ids.universityId}&min_rating=3`,
);
await explored("asignaturas", "tab=asignaturas");
await explored("asignaturas, página 42 (la última)", "tab=asignaturas&page=42");
await explored("asignaturas «matematicas»", "tab=asignaturas&q=matematicas");
await explored("asignaturas «Matemáticas»", "tab=asignaturas&q=Matemáticas");
await explored("asignaturas de una universidad, 3+", `tab=asignaturas&university=${ids.universityId}&min_rating=3`);
await explored(
  "asignaturas «programacion» de una carrera",
  `tab=asignaturas&q=programacion&university=${ids.universityId}&career=${someCareer!.id}`,
);
await explored("profesores", "tab=profesores");
await explored("profesores «martin»", "tab=profesores&q=martin");
await explored("profesores «Martín», 4+", "tab=profesores&q=Martín&min_rating=4");
await explored("profesores de una universidad, 4+", `tab=profesores&university=${ids.universityId}&min_rating=4`);
await explored("profesores de una carrera", `tab=profesores&university=${ids.universityId}&career=${someCareer!.id}`);
await capture("Ranking: universidades", () => rankUniversities());
await capture("Ranking: carreras", () => rankCareers());
await capture("Ranking: asignaturas", () => rankSubjects());

const signIn = await getAuth().api.signInEmail({
  body: { email: ids.studentEmail, password: DEMO_PASSWORD },
  returnHeaders: true,
});
const cookie = signIn.headers
  .getSetCookie()
  .map((line) => line.split(";")[0]!)
  .join("; ");
await capture("Sesión: búsqueda por cookie", () => getAuth().api.getSession({ headers: new Headers({ cookie }) }));

interface Explained extends Captured {
  ms: number;
  /** Of `repeat` plain runs, as the app's pool sees them. */
  p50: number;
  p95: number;
  largeSeqScans: string[];
  plan: string;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const tableRows = new Map(
  (
    await client.query<{ relname: string; n: string }>(
      "SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace",
    )
  ).rows.map((row) => [row.relname, Number(row.n)]),
);
const explained: Explained[] = [];
for (const statement of captured) {
  if (!/^\s*(SELECT|WITH)/i.test(statement.text)) continue;
  const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;
  await client.query(explain, statement.values);
  const lines = (await client.query<{ "QUERY PLAN": string }>(explain, statement.values)).rows.map(
    (row) => row["QUERY PLAN"],
  );
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? Number.NaN);
  const scanned = lines.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []);
  const largeSeqScans = [...new Set(scanned)].filter((table) => (tableRows.get(table) ?? 0) > LARGE_TABLE_ROWS);
  const runs: number[] = [];
  for (let run = 0; run < repeat; run += 1) {
    const started = performance.now();
    await client.query(statement.text, statement.values);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  explained.push({
    ...statement,
    ms,
    p50: percentile(runs, 0.5),
    p95: percentile(runs, 0.95),
    largeSeqScans,
    plan: lines.join("\n"),
  });
}
await client.end();
await closeDatabase();

const flagged = (entry: Explained) => entry.ms > SLOW_MS || entry.largeSeqScans.length > 0;
/** The outermost table a statement reads (`from "reviews"`, not a subquery's), to tell apart the statements of one page. */
function mainTable(text: string): string {
  const depthAt = (index: number) =>
    [...text.slice(0, index)].reduce((depth, char) => depth + (char === "(" ? 1 : char === ")" ? -1 : 0), 0);
  const tables = [...text.matchAll(/\bfrom\s+"?(\w+)"?/gi)].map((match) => ({
    table: match[1]!,
    depth: depthAt(match.index),
  }));
  return tables.sort((a, b) => a.depth - b.depth)[0]?.table ?? "—";
}
const summary = [
  `| Consulta | Tabla | ms (EXPLAIN) | p50 / p95 ms (${repeat} veces) | Lectura secuencial de tablas grandes |`,
  "|---|---|---:|---:|---|",
  ...explained.map(
    (entry) =>
      `| ${entry.label} | ${mainTable(entry.text)} | ${entry.ms.toFixed(1)}${flagged(entry) ? " ⚠" : ""} | ${entry.p50.toFixed(1)} / ${entry.p95.toFixed(1)} | ${entry.largeSeqScans.join(", ") || "—"} |`,
  ),
].join("\n");
const details = explained
  .map(
    (entry) =>
      `### ${entry.label}, ${mainTable(entry.text)} (${entry.ms.toFixed(1)} ms)\n\n\`\`\`sql\n${entry.text}\n\`\`\`\n\nParámetros: \`${JSON.stringify(entry.values)}\`\n\n\`\`\`\n${entry.plan}\n\`\`\``,
  )
  .join("\n\n");
console.log(summary);
const resultsDir = path.resolve("bench/results");
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, "explain.md"),
  `# EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString().slice(0, 10)}, escala ${scale}\n\n${summary}\n\n${details}\n`,
);
console.log(`\nPlanes completos: bench/results/explain.md (${explained.filter(flagged).length} consultas marcadas ⚠)`);
