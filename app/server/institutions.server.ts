/**
 * The figures of the institutions page (SPEC §2, §9): the platform's real reach where it exceeds
 * the launch figures the page was written with (50K+ students, 200+ universities, 100K+ reviews,
 * 15+ countries), those figures otherwise.
 */
import { sql } from "drizzle-orm";
import { getDb } from "./db/client.server";

export interface PlatformReach {
  /** Verified students of shown universities. */
  students: number;
  universities: number;
  /** Reviews written by the students of shown universities (their stored totals). */
  reviews: number;
  /** Countries with at least one shown university. */
  countries: number;
}

/** SPEC §9: the institutions page's statistics. */
export const LAUNCH_FIGURES: PlatformReach = { students: 50_000, universities: 200, reviews: 100_000, countries: 15 };

/** One query over indexed columns and stored counters; no review row is read. */
export async function readPlatformReach(): Promise<PlatformReach> {
  const { rows } = await getDb().execute<Record<keyof PlatformReach, number | string>>(sql`
    WITH shown AS (SELECT id, country_id, total_reviews FROM universities WHERE is_enabled)
    SELECT
      (SELECT count(*) FROM user_profiles p JOIN shown u ON u.id = p.university_id WHERE p.is_university_verified)::int AS students,
      (SELECT count(*) FROM shown)::int AS universities,
      (SELECT coalesce(sum(total_reviews), 0) FROM shown)::float8 AS reviews,
      (SELECT count(DISTINCT country_id) FROM shown)::int AS countries`);
  const row = rows[0];
  return {
    students: Number(row?.students ?? 0),
    universities: Number(row?.universities ?? 0),
    reviews: Number(row?.reviews ?? 0),
    countries: Number(row?.countries ?? 0),
  };
}

/** Each figure as the page shows it: the larger of the real one and the launch one. */
export function institutionFigures(reach: PlatformReach): Record<keyof PlatformReach, number> {
  return {
    students: Math.max(reach.students, LAUNCH_FIGURES.students),
    universities: Math.max(reach.universities, LAUNCH_FIGURES.universities),
    reviews: Math.max(reach.reviews, LAUNCH_FIGURES.reviews),
    countries: Math.max(reach.countries, LAUNCH_FIGURES.countries),
  };
}
