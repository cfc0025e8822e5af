/**
 * The top bar's suggestions (`searchSuggestions`, app/server/catalog/search.server.ts) on the benchmark
 * database: each text typed as a student would (every prefix from two letters, as the box asks
 * while typing), then SEARCH_REPEAT more runs of the whole text, for the p50 and p95 the server
 * sees for a text it has not answered yet (round trip included). Texts: common words, rare words, a
 * surname, an acronym, nothing, typos, a degree with its place.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/search.ts    (BENCH_SCALE, BENCH_PG_URL as bench/pages.ts)
 */
import { performance } from "node:perf_hooks";

import { suggestionText } from "../app/lib/search";
import { inGeneration } from "../app/server/cache/shared-reads.server";
import { readSuggestions } from "../app/server/catalog/search.server";
import { searchUniversities } from "../app/server/catalog/search-query.server";
import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { withDatabaseName } from "../tests/support/postgres";
import { benchDatabaseName, ensureDataset } from "./dataset";

const scale = Number(process.env.BENCH_SCALE || 1);
const serverUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const repeat = Number(process.env.SEARCH_REPEAT || 50);

const TEXTS = [
  "derecho", // starts tens of thousands of subject names
  "matematicas", // accents typed without them
  "ingenieria informatica",
  "ua", // an acronym: universities only
  "garcia", // the commonest surname
  "alicante",
  "psicologia clinica",
  "xilofono", // matches nothing
  "zzzz",
  "historia del arte moderno",
  "umu", // another name of a university
  "dercho", // a typo: near matches only
  "derecho mercantl",
  "psicologia murcia", // a degree with its place
  "ade sevilla", // an abbreviation with its place
  "magisterio primaria",
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

await ensureDataset(serverUrl, scale, (line) => console.log(line));
openDatabase({ databaseUrl: withDatabaseName(serverUrl, benchDatabaseName(scale)), dataDir: "" });

/**
 * One reading of `text` as the server answers a text it has not answered yet (`readSuggestions`,
 * not the shared answer), in one generation of the public pages, as between two writes: the
 * universities' shared read is made once (and timed apart), as every request of a generation shares it.
 */
const universityRead = await inGeneration("bench", async () => {
  const started = performance.now();
  await searchUniversities();
  return performance.now() - started;
});
async function suggest(text: string): Promise<{ ms: number; found: number }> {
  return inGeneration("bench", async () => {
    const started = performance.now();
    const answer = await readSuggestions(suggestionText(text));
    const ms = performance.now() - started;
    return { ms, found: Object.values(answer.groups).reduce((sum, group) => sum + group.length, 0) };
  });
}

const rows: string[] = [];
const everyRun: number[] = [];
for (const text of TEXTS) {
  const typing: number[] = [];
  for (let end = 2; end <= text.length; end++) typing.push((await suggest(text.slice(0, end))).ms);
  const runs: number[] = [];
  let found = 0;
  for (let run = 0; run < repeat; run++) {
    const reading = await suggest(text);
    runs.push(reading.ms);
    found = reading.found;
  }
  runs.sort((a, b) => a - b);
  everyRun.push(...runs, ...typing);
  rows.push(
    `| ${text} | ${found} | ${percentile(runs, 0.5).toFixed(1)} | ${percentile(runs, 0.95).toFixed(1)} | ${Math.max(...typing).toFixed(1)} |`,
  );
}
everyRun.sort((a, b) => a - b);

console.log(`\nSugerencias a escala ${scale} (${repeat} lecturas por texto, ms con el viaje de ida y vuelta)\n`);
console.log("| texto | sugerencias | p50 | p95 | peor prefijo al teclear |");
console.log("|---|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log(
  `\nTodas las lecturas (${everyRun.length}): p50 ${percentile(everyRun, 0.5).toFixed(1)} ms, p95 ${percentile(everyRun, 0.95).toFixed(1)} ms, máx. ${everyRun.at(-1)!.toFixed(1)} ms`,
);
console.log(`Lectura compartida de las universidades (una vez por generación): ${universityRead.toFixed(1)} ms`);
await closeDatabase();
