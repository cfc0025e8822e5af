/**
 * Adds the synthetic national-scale dataset (seed/synthetic/README.md) to the configured
 * database: migrates it and loads the seed first when it is empty, then generates.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/uniopina npm run db:synthetic
 *   SYNTHETIC_SCALE=0.01 npm run db:synthetic          # small, also on the embedded PGlite
 */
import { readEnv } from "../app/server/core/env.server";
import { closeDatabase, databaseConfig, openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../seed/prepare.server";
import { generateSyntheticData, SyntheticDataRefused } from "../seed/synthetic/generate.server";
import { parseScale } from "../seed/synthetic/plan";

const env = readEnv();
try {
  const scale = parseScale(process.env.SYNTHETIC_SCALE);
  const started = Date.now();
  // The synthetic rows build on the seed (countries, categories): seed an empty database whatever SEED_DEMO_DATA says.
  const opened = openDatabase(databaseConfig(env));
  await prepareDatabase(opened, { SEED_DEMO_DATA: true });
  console.log(
    `Base de datos (${opened.kind}) migrada y sembrada en ${((Date.now() - started) / 1000).toFixed(1)} s; escala sintética ${scale}`,
  );
  const report = await generateSyntheticData(opened.db, {
    scale,
    kind: opened.kind,
    log: (line) => console.log(`  ${line}`),
  });
  const counts = Object.entries(report.plan)
    .filter(([name]) => name !== "scale")
    .map(([name, count]) => `${name} ${count.toLocaleString("es-ES")}`)
    .join(", ");
  console.log(`Datos sintéticos añadidos (${counts}) en ${(report.totalMs / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof SyntheticDataRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
