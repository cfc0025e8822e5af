/**
 * Official data loaded into a catalog once per version of its source: at each start the checksum of
 * what a load reads is compared with the one recorded in official_data_imports, and a load whose
 * source changed runs again, in one transaction. A database without the register's careers yet
 * (empty, before the seed) loads nothing and records nothing: the next start with them loads it.
 *
 * - The official cut-off marks (seed/cutoff-marks.ts) into cutoff_marks, with the careers' latest.
 * - Each Spanish university's autonomous community, from the register's list of institutions.
 * - The other names students use for each university (seed/data/universities.ts `aliases`), which
 *   the search reads.
 */
import { createHash } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { REGIONS } from "~/lib/regions";
import { recomputeLatestCutoffs } from "~/server/aggregates.server";
import type { Database, Transaction } from "~/server/db/client.server";
import * as t from "~/server/db/schema";

import { type CutoffMatchReport, matchCutoffMarks, readCutoffFile } from "./cutoff-marks";
import { UNIVERSITIES } from "./data/universities";
import { stableId } from "./random";
import { matchUniversities, readRegister } from "./register-careers";

const CHUNK = 1000;

/** Runs `load` when `checksum` is not the one recorded for `name`; its result, or null when skipped. */
async function loadOnce<T>(
  db: Database,
  name: string,
  checksum: string,
  load: (tx: Transaction) => Promise<T | null>,
): Promise<T | null> {
  const [loaded] = await db
    .select({ checksum: t.officialDataImports.checksum })
    .from(t.officialDataImports)
    .where(eq(t.officialDataImports.name, name));
  if (loaded?.checksum === checksum) return null;
  return db.transaction(async (tx) => {
    const result = await load(tx);
    if (result === null) return null;
    await tx
      .insert(t.officialDataImports)
      .values({ name, checksum })
      .onConflictDoUpdate({ target: t.officialDataImports.name, set: { checksum, importedAt: sql`now()` } });
    return result;
  });
}

async function registerCareers(tx: Transaction) {
  return tx
    .select({ careerId: t.careers.id, universityId: t.careers.universityId, ructCodes: t.careers.ructCodes })
    .from(t.careers)
    .where(sql`cardinality(${t.careers.ructCodes}) > 0`);
}

/** The report of the match, or null when this version of the file is loaded or there is nothing to load it for. */
export function importCutoffMarks(db: Database): Promise<CutoffMatchReport | null> {
  const file = readCutoffFile();
  return loadOnce(db, "notas-de-corte", file.checksum, async (tx) => {
    const careers = await registerCareers(tx);
    if (careers.length === 0) return null;
    const universities = await tx.select({ id: t.universities.id, name: t.universities.name }).from(t.universities);
    const { marks, report } = matchCutoffMarks(file.rows, careers, universities);
    await tx.delete(t.cutoffMarks);
    for (let i = 0; i < marks.length; i += CHUNK) await tx.insert(t.cutoffMarks).values(marks.slice(i, i + CHUNK));
    await recomputeLatestCutoffs(tx, null);
    return report;
  });
}

/** How many universities got their region, or null when already loaded or there are none yet. */
export function importUniversityRegions(db: Database): Promise<number | null> {
  const { institutions } = readRegister();
  const regionOf = new Map<string, string>(REGIONS.map((region) => [region.register, region.name]));
  // The mapping's own words count as part of the source: renaming a region loads it again.
  const checksum = createHash("sha256")
    .update(JSON.stringify(institutions.map((institution) => [institution.nombre, institution.comunidad_autonoma])))
    .update(JSON.stringify(REGIONS))
    .digest("hex");
  return loadOnce(db, "regiones", checksum, async (tx) => {
    const regions = [...matchUniversities(UNIVERSITIES, institutions)].flatMap(([registerName, key]) => {
      const region = regionOf.get(
        institutions.find((institution) => institution.nombre === registerName)!.comunidad_autonoma,
      );
      return region ? [{ id: stableId("university", key), region }] : [];
    });
    const updated = await tx.execute(sql`
      UPDATE universities u SET region = r.region
      FROM (SELECT * FROM json_to_recordset(${JSON.stringify(regions)}::json) AS x(id uuid, region text)) r
      WHERE u.id = r.id`);
    return (updated.rowCount ?? 0) > 0 ? (updated.rowCount ?? 0) : null;
  });
}

/** How many universities got their other names, or null when already loaded or there are none yet. */
export function importUniversityAliases(db: Database): Promise<number | null> {
  const aliases = UNIVERSITIES.map((university) => ({
    id: stableId("university", university.key),
    aliases: university.aliases ?? [],
  }));
  const checksum = createHash("sha256").update(JSON.stringify(aliases)).digest("hex");
  return loadOnce(db, "alias-universidades", checksum, async (tx) => {
    const updated = await tx.execute(sql`
      UPDATE universities u SET aliases = ARRAY(SELECT json_array_elements_text(r.aliases))
      FROM (SELECT * FROM json_to_recordset(${JSON.stringify(aliases)}::json) AS x(id uuid, aliases json)) r
      WHERE u.id = r.id`);
    return (updated.rowCount ?? 0) > 0 ? (updated.rowCount ?? 0) : null;
  });
}
