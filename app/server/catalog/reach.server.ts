/**
 * The figures of the institutions page: the platform's real reach, never a number it does not have.
 * Universities and reviews are the home's totals (the same query, so the two pages agree); the
 * verified students and the countries are counted here.
 */
import { sql } from "drizzle-orm";

import { sharedRead } from "~/server/cache/shared-reads.server";
import { getHomeTotals } from "~/server/catalog/home.server";
import { getDb } from "~/server/db/client.server";

export interface PlatformReach {
  /** Students with a confirmed university e-mail, at shown universities. */
  students: number;
  universities: number;
  reviews: number;
  /** Countries with at least one shown university. */
  countries: number;
}

/** Over indexed columns and stored counters; no review row is read. */
export const readPlatformReach = sharedRead("institutions.readPlatformReach", async (): Promise<PlatformReach> => {
  const [totals, { rows }] = await Promise.all([
    getHomeTotals(),
    getDb().execute<{ students: number | string; countries: number | string }>(sql`
      WITH shown AS (SELECT id, country_id FROM universities WHERE is_enabled)
      SELECT
        (SELECT count(*) FROM user_profiles p JOIN shown u ON u.id = p.university_id WHERE p.is_university_verified)::int AS students,
        (SELECT count(DISTINCT country_id) FROM shown)::int AS countries`),
  ]);
  return {
    students: Number(rows[0]?.students ?? 0),
    universities: totals.universities,
    reviews: totals.reviews,
    countries: Number(rows[0]?.countries ?? 0),
  };
});
