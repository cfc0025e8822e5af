/**
 * The careers `/comparar?carreras=` shows side by side — the official cut-off and its trend, its
 * students' verdict (overall, per category, would choose it again), what the reviews of its subjects
 * say of the plan (rating, difficulty, hours of work) — and the same degree at
 * other universities to add: the same title first, then a close title of the same branch. Only
 * enabled careers of enabled universities.
 */
import { sql } from "drizzle-orm";

import type { LatestCutoff } from "~/lib/cutoff-marks";
import { medianWorkloadBand } from "~/lib/review-figures";
import type { VerdictFigures } from "~/lib/verdicts";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getDb } from "~/server/db/client.server";
import { publicRowSql } from "~/server/public-content.server";

export interface ComparedCareer extends LatestCutoff, VerdictFigures {
  id: string;
  name: string;
  /** Its university (and city). */
  context: string;
  /** The lowest mark of its centres each year of the official data (null: none published). */
  cutoffTrend: { year: number; mark: number | null }[];
  averageRating: number | null;
  /** Public reviews of its subjects. */
  reviewCount: number;
  subjectCount: number;
  reviewedSubjectCount: number;
  /** The average difficulty its subjects' reviews gave (1–5). */
  averageDifficulty: number | null;
  /** The median band of the hours a week its subjects' reviews report (lib/review-scales.ts). */
  workloadBand: number | null;
}

export type CareerCandidate = {
  id: string;
  name: string;
  context: string;
  latestCutoff: number | null;
  latestCutoffYear: number | null;
};

/** How many careers the page offers to add. */
const CANDIDATES = 8;
/** A close title: trigram similarity of the folded names from which two degrees read as one. */
const CLOSE_TITLE = 0.6;

const PUBLIC_REVIEW = publicRowSql("r");
/** How many of the reviews r gave each band of hours, 1 to 5. */
const WORKLOAD_COUNTS = sql.raw(
  `ARRAY[${[1, 2, 3, 4, 5].map((band) => `count(*) FILTER (WHERE r.workload_band = ${band})::int`).join(", ")}]`,
);
const ids = (list: string[]) =>
  sql`ARRAY[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

type CareerRow = LatestCutoff &
  VerdictFigures & {
    id: string;
    name: string;
    context: string;
    averageRating: number | null;
    reviewCount: number;
    subjectCount: number;
    reviewedSubjectCount: number;
    averageDifficulty: number | null;
    workloadCounts: number[];
    trend: { year: number; mark: number | null }[] | null;
  };

/** In the order the link lists them; an unknown or hidden one is left out (the page answers 404). */
export const getComparedCareers = sharedRead(
  "compare.careers",
  async (careerIds: string[]): Promise<ComparedCareer[]> => {
    const { rows } = await getDb().execute<CareerRow>(sql`
    SELECT c.id, c.name, concat_ws(' · ', u.name, u.city) AS context,
      c.latest_cutoff::float8 AS "latestCutoff", c.latest_cutoff_year AS "latestCutoffYear", c.latest_cutoff_centres AS "latestCutoffCentres",
      c.average_rating AS "averageRating",
      c.verdict_count AS "verdictCount", c.verdict_average AS "verdictAverage", c.verdict_rating_counts AS "verdictRatingCounts",
      c.verdict_category_counts AS "verdictCategoryCounts", c.verdict_again_yes AS "verdictAgainYes", c.verdict_again_answers AS "verdictAgainAnswers",
      (SELECT count(*)::int FROM subjects s WHERE s.career_id = c.id) AS "subjectCount",
      (SELECT count(*)::int FROM subjects s WHERE s.career_id = c.id AND s.review_count > 0) AS "reviewedSubjectCount",
      figures.reviews AS "reviewCount", figures.difficulty AS "averageDifficulty", figures.workload AS "workloadCounts",
      (SELECT json_agg(json_build_object('year', t.year, 'mark', t.mark) ORDER BY t.year)
        FROM (SELECT year, min(mark)::float8 AS mark FROM cutoff_marks m WHERE m.career_id = c.id GROUP BY year) t) AS trend
    FROM careers c
    JOIN universities u ON u.id = c.university_id AND u.is_enabled
    CROSS JOIN LATERAL (
      SELECT count(r.id)::int AS reviews, avg(r.difficulty_level)::float8 AS difficulty, ${WORKLOAD_COUNTS} AS workload
      FROM reviews r JOIN subjects s ON s.id = r.subject_id
      WHERE s.career_id = c.id AND ${PUBLIC_REVIEW}
    ) figures
    WHERE c.id = ANY(${ids(careerIds)}) AND c.is_enabled`);
    return careerIds.flatMap((id) =>
      rows
        .filter((row) => row.id === id)
        .map(({ workloadCounts, trend, ...row }) => ({
          ...row,
          cutoffTrend: trend ?? [],
          workloadBand: medianWorkloadBand(workloadCounts),
        })),
    );
  },
);

/**
 * The same degree at other universities than the compared ones: the same title first, then a close
 * one of the same branch; among them the most reviewed, then the highest cut-off.
 */
export const getCareerCandidates = sharedRead(
  "compare.careerCandidates",
  async (careerIds: string[]): Promise<CareerCandidate[]> => {
    const { rows } = await getDb().execute<CareerCandidate & { closeness: number }>(sql`
    WITH compared AS (SELECT search_name, area, university_id FROM careers WHERE id = ANY(${ids(careerIds)}))
    SELECT c.id, c.name, concat_ws(' · ', u.name, u.city) AS context,
      c.latest_cutoff::float8 AS "latestCutoff", c.latest_cutoff_year AS "latestCutoffYear",
      max(CASE WHEN c.search_name = k.search_name THEN 1 ELSE similarity(c.search_name, k.search_name) END) AS closeness
    FROM compared k
    JOIN careers c ON c.search_name % k.search_name
      AND (c.search_name = k.search_name OR (c.area = k.area AND similarity(c.search_name, k.search_name) >= ${CLOSE_TITLE}))
    JOIN universities u ON u.id = c.university_id AND u.is_enabled
    WHERE c.is_enabled AND c.id <> ALL(${ids(careerIds)})
      AND c.university_id NOT IN (SELECT university_id FROM compared)
    GROUP BY c.id, u.name, u.city
    ORDER BY closeness DESC, c.review_count DESC, c.latest_cutoff DESC NULLS LAST, c.id
    LIMIT ${CANDIDATES}`);
    return rows.map(({ closeness: _closeness, ...candidate }) => candidate);
  },
);
