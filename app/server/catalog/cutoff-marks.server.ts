/** A career's official cut-off marks, per centre, for its page (the same for every reader). */
import { asc, eq, sql } from "drizzle-orm";

import { sharedRead } from "~/server/cache/shared-reads.server";
import { prepared } from "~/server/db/client.server";
import { cutoffMarks } from "~/server/db/schema";

export interface CentreCutoffs {
  centre: string;
  /** Every year of the data, oldest first; a null mark is a year without one published. */
  years: { year: number; mark: number | null }[];
}

const careerCutoffs = prepared((db) =>
  db
    .select({ centre: cutoffMarks.centre, year: cutoffMarks.year, mark: cutoffMarks.mark })
    .from(cutoffMarks)
    .where(eq(cutoffMarks.careerId, sql.placeholder("careerId")))
    .orderBy(asc(cutoffMarks.centre), asc(cutoffMarks.year))
    .prepare("career_cutoffs"),
);

/** Its centres, the one with the latest published mark first (then by name). */
export const listCareerCutoffs = sharedRead(
  "catalog.listCareerCutoffs",
  async (careerId: string): Promise<CentreCutoffs[]> => {
    const byCentre = new Map<string, CentreCutoffs>();
    for (const row of await careerCutoffs().execute({ careerId })) {
      const centre = byCentre.get(row.centre) ?? { centre: row.centre, years: [] };
      centre.years.push({ year: row.year, mark: row.mark });
      byCentre.set(row.centre, centre);
    }
    const latestYear = (centre: CentreCutoffs) => centre.years.findLast((entry) => entry.mark !== null)?.year ?? 0;
    return [...byCentre.values()].sort(
      (a, b) => latestYear(b) - latestYear(a) || a.centre.localeCompare(b.centre, "es"),
    );
  },
);
