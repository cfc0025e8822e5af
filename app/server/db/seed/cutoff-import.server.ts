/**
 * Loads the official cut-off marks (seed/cutoff-marks.ts) into cutoff_marks once per version of
 * the file: a start after the file changed replaces them, in one transaction with the careers'
 * latest marks.
 */
import { eq, sql } from "drizzle-orm";

import { recomputeLatestCutoffs } from "~/server/aggregates.server";
import type { Database } from "~/server/db/client.server";
import * as t from "~/server/db/schema";
import { type CutoffMatchReport, matchCutoffMarks, readCutoffFile } from "~/server/db/seed/cutoff-marks";

const IMPORT_NAME = "notas-de-corte";
const CHUNK = 1000;

/**
 * The report of the match, or null when this version of the file is already loaded or there is no
 * career of the register yet to load it for (an empty database: the next start with the catalog loads it).
 */
export async function importCutoffMarks(db: Database): Promise<CutoffMatchReport | null> {
  const file = readCutoffFile();
  const [loaded] = await db.select({ checksum: t.officialDataImports.checksum }).from(t.officialDataImports).where(eq(t.officialDataImports.name, IMPORT_NAME));
  if (loaded?.checksum === file.checksum) return null;
  return db.transaction(async (tx) => {
    const careers = await tx
      .select({ careerId: t.careers.id, universityId: t.careers.universityId, ructCodes: t.careers.ructCodes })
      .from(t.careers)
      .where(sql`cardinality(${t.careers.ructCodes}) > 0`);
    const universities = await tx.select({ id: t.universities.id, name: t.universities.name }).from(t.universities);
    if (careers.length === 0) return null;
    const { marks, report } = matchCutoffMarks(file.rows, careers, universities);
    await tx.delete(t.cutoffMarks);
    for (let i = 0; i < marks.length; i += CHUNK) await tx.insert(t.cutoffMarks).values(marks.slice(i, i + CHUNK));
    await recomputeLatestCutoffs(tx, null);
    await tx
      .insert(t.officialDataImports)
      .values({ name: IMPORT_NAME, checksum: file.checksum })
      .onConflictDoUpdate({ target: t.officialDataImports.name, set: { checksum: file.checksum, importedAt: sql`now()` } });
    return report;
  });
}
