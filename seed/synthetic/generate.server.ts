/**
 * The synthetic national-scale dataset (README.md in this folder): set-based SQL that adds
 * synthetic universities, careers, subjects, professors, students, reviews and campus life on top
 * of the migrated and seeded database, in one transaction, then recomputes every stored counter
 * and average from the rows and refreshes the planner's statistics.
 */
import { hashPassword } from "better-auth/crypto";
import { type SQL, sql } from "drizzle-orm";

import { recomputeAllCounters, recomputeAllRatings } from "~/server/aggregates.server";
import type { Database } from "~/server/db/client.server";

import { DEMO_PASSWORD } from "../seed.server";
import { campusSteps } from "./campus.server";
import { catalogSteps } from "./catalog.server";
import { setupStatements } from "./functions.server";
import { peopleSteps } from "./people.server";
import { PGLITE_MAX_SCALE, type SyntheticPlan, syntheticPlan } from "./plan";
import { reviewSteps } from "./reviews.server";
import { verdictSteps } from "./verdicts.server";

interface StepTiming {
  label: string;
  ms: number;
}

export interface GenerationReport {
  plan: SyntheticPlan;
  steps: StepTiming[];
  totalMs: number;
}

/** A refusal the person running the generator can act on (the message says how). */
export class SyntheticDataRefused extends Error {}

/** The synthetic universities' student domains, `alumnos.sintetica-<n>.example`: how synthetic data is recognised. */
const SYNTHETIC_DOMAIN_PATTERN = "alumnos.sintetica-%.example";

type Executor = Pick<Database, "execute">;

/** How many synthetic universities the database holds (0: no synthetic data). */
export async function countSyntheticUniversities(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM email_domains WHERE domain LIKE ${SYNTHETIC_DOMAIN_PATTERN}`,
  );
  return rows[0]?.n ?? 0;
}

export interface GenerateOptions {
  scale: number;
  /** The embedded database only takes small scales. */
  kind: "pglite" | "postgres";
  /** Progress lines (step timings); silent when absent. */
  log?: (line: string) => void;
}

/**
 * Writes the synthetic dataset of `scale`. Refused (SyntheticDataRefused) when the database already
 * holds synthetic data, is not seeded, or is PGlite asked for more than a small scale. All or
 * nothing: a failure leaves the database as it was.
 */
export async function generateSyntheticData(
  db: Database,
  { scale, kind, log = () => undefined }: GenerateOptions,
): Promise<GenerationReport> {
  const plan = syntheticPlan(scale);
  if (kind === "pglite" && scale > PGLITE_MAX_SCALE) {
    throw new SyntheticDataRefused(
      `La base de datos integrada (PGlite) no admite el conjunto sintético a escala ${scale}: llevaría horas. ` +
        `Usa DATABASE_URL con un servidor PostgreSQL, o una escala pequeña (SYNTHETIC_SCALE=${PGLITE_MAX_SCALE} o menos).`,
    );
  }
  const present = await countSyntheticUniversities(db);
  if (present > 0) {
    throw new SyntheticDataRefused(
      `Esta base de datos ya tiene datos sintéticos (${present} universidades sintéticas): no se generan dos veces. ` +
        "Para regenerarlos, vacíala antes con `npm run db:reset`.",
    );
  }
  const { rows } = await db.execute<{ seeded: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM countries WHERE code = 'ES') AND EXISTS (SELECT 1 FROM subject_categories) AND EXISTS (SELECT 1 FROM university_life_categories) AS seeded`,
  );
  if (!rows[0]?.seeded)
    throw new SyntheticDataRefused(
      "La base de datos no tiene la semilla (países y categorías): prepárala antes (migraciones y semilla).",
    );

  const started = performance.now();
  const timings: StepTiming[] = [];
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const stepStarted = performance.now();
    await work();
    const ms = performance.now() - stepStarted;
    timings.push({ label, ms });
    log(`${label}: ${(ms / 1000).toFixed(1)} s`);
  };
  const runAll = async (executor: Executor, statements: SQL[]) => {
    for (const statement of statements) await executor.execute(statement);
  };

  // One password hash for everyone, the seed's: hashing 50,000 times would take minutes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await timed("Preparación (plan, textos, funciones)", () => runAll(tx, setupStatements(plan, passwordHash)));
    for (const step of [...catalogSteps, ...peopleSteps, ...reviewSteps, ...verdictSteps, ...campusSteps]) {
      await timed(step.label, () => runAll(tx, step.statements));
    }
    // Grades are written as text, as the seed's are, and put on the scale by the migration's mapping.
    await timed("Notas en la escala", () => tx.execute(sql`SELECT * FROM f_map_legacy_grades()`));
    // The counters were written as planned; recomputing them from the rows proves it (and fixes
    // nothing, writing no row when they agree). Ratings and averages are computed only here.
    await timed("Recálculo de medias desde las filas", () => recomputeAllRatings(tx));
    await timed("Recálculo de contadores desde las filas", () => recomputeAllCounters(tx));
  });
  // Outside the transaction (VACUUM cannot run in one): visibility map for index-only scans and
  // fresh statistics, so the planner knows the new sizes at once.
  await timed("VACUUM ANALYZE", () => db.execute(sql`VACUUM (ANALYZE)`));
  const totalMs = performance.now() - started;
  log(`Total: ${(totalMs / 1000).toFixed(1)} s`);
  return { plan, steps: timings, totalMs };
}
