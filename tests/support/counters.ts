/**
 * Stored counters and averages that disagree with their rows (the seed, the synthetic data, the
 * mixed load and the fault scripts must leave none). Only public rows count: pending and hidden
 * reviews and comments are in no aggregate. A post's `popularity_score` is a generated column
 * over its likes and comments counters, so checking the counters checks it.
 */
import { type SQL, sql } from "drizzle-orm";

import { GRADES } from "~/lib/review-scales";
import { reviewTagKeys } from "~/lib/review-tags";
import { VERDICT_CATEGORIES } from "~/lib/verdicts";
import type { Database } from "~/server/db/client.server";
import { publicRowSql } from "~/server/public-content.server";

const PUBLIC_REVIEW = publicRowSql("r");
const PUBLIC_COMMENT = publicRowSql("c");

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(", ")}]`);
/** How many public reviews matching `target` (on reviews r) have `column` at 1, 2, 3, 4 and 5, as an array. */
const countsOneToFive = (column: string, target: SQL) =>
  sql`ARRAY(SELECT count(r.id)::int FROM generate_series(1, 5) AS g LEFT JOIN reviews r ON r.${sql.raw(column)} = g AND ${target} AND ${PUBLIC_REVIEW} GROUP BY g ORDER BY g)`;
/** How many public subject reviews matching `target` (on reviews r and their details d) gave each grade of the scale, in its order. */
const gradeCounts = (target: SQL) =>
  sql`ARRAY(SELECT count(r.id)::int FROM unnest(${textArray(GRADES)}) WITH ORDINALITY AS g(grade, position)
    LEFT JOIN (reviews r JOIN subject_review_details d ON d.review_id = r.id) ON d.grade = g.grade AND ${target} AND ${PUBLIC_REVIEW} GROUP BY g.position ORDER BY g.position)`;

/** How many public reviews matching `target` carry each tag of the kind's vocabulary, in its order. */
const tagCounts = (kind: "professor" | "subject", target: SQL) =>
  sql`ARRAY(SELECT count(r.id)::int FROM unnest(${textArray(reviewTagKeys(kind))}) WITH ORDINALITY AS g(tag, position)
    LEFT JOIN reviews r ON g.tag = ANY(r.tags) AND ${target} AND ${PUBLIC_REVIEW} GROUP BY g.position ORDER BY g.position)`;

/** The professors or subjects (t, in `table`) whose stored figures differ from their public reviews' (`key`: the review column pointing at one). */
function figuresDrift(what: "professor" | "subject", table: string, key: string, more: SQL = sql``): SQL {
  const ofTarget = sql.raw(`r.${key} = t.id`);
  return sql`SELECT ${sql.raw(`'${what}'`)} AS what, count(*)::int AS n FROM ${sql.raw(table)} t
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, avg(rating)::float8 AS avg, avg(difficulty_level)::float8 AS diff, count(*) FILTER (WHERE would_take_again = 'yes')::int AS yes, count(would_take_again)::int AS answers
        FROM reviews r WHERE ${ofTarget} AND ${PUBLIC_REVIEW}) f
      WHERE (t.review_count, t.average_rating, t.average_difficulty, t.would_take_again_yes, t.would_take_again_answers) IS DISTINCT FROM (f.n, f.avg, f.diff, f.yes, f.answers)
         OR t.rating_counts <> ${countsOneToFive("rating", ofTarget)}
         OR t.workload_counts <> ${countsOneToFive("workload_band", ofTarget)}
         OR t.tag_counts <> ${tagCounts(what, ofTarget)}
         ${more}`;
}

/** Reviews of subjects and professors: a university's totals count only them (a verdict has figures of its own). */
const TEACHING = sql.raw(`r.review_type IN ('professor', 'subject')`);

/**
 * The careers or universities (t) whose stored verdict figures differ from their public verdicts:
 * count, average, stars counts, would choose again, and each category's stars counts (five per
 * category, counted here per category and star from the rows, unnested in their order).
 */
function verdictDrift(what: string, table: string, key: string, categories: number): SQL {
  const ofTarget = sql.raw(`r.${key} = t.id`);
  return sql`SELECT ${what} AS what, count(*)::int AS n FROM ${sql.raw(table)} t
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, avg(rating)::float8 AS avg, count(*) FILTER (WHERE would_take_again = 'yes')::int AS yes, count(would_take_again)::int AS answers
        FROM reviews r WHERE ${ofTarget} AND ${PUBLIC_REVIEW}) f
      WHERE (t.verdict_count, t.verdict_average, t.verdict_again_yes, t.verdict_again_answers) IS DISTINCT FROM (f.n, f.avg, f.yes, f.answers)
         OR t.verdict_rating_counts <> ${countsOneToFive("rating", ofTarget)}
         OR t.verdict_category_counts <> ARRAY(
           SELECT count(r.id)::int FROM generate_series(1, ${categories}) AS c CROSS JOIN generate_series(1, 5) AS s
             LEFT JOIN reviews r ON r.category_ratings[c] = s AND ${ofTarget} AND ${PUBLIC_REVIEW}
           GROUP BY c, s ORDER BY c, s)`;
}

export interface Drift {
  what: string;
  n: number;
}

/** One row per kind of stored value, with how many rows disagree with what their rows say. */
export async function counterDrift(db: Pick<Database, "execute">): Promise<Drift[]> {
  const result = await db.execute(sql`
    ${figuresDrift("professor", "professors", "professor_id")}
    UNION ALL
    ${figuresDrift("subject", "subjects", "subject_id", sql`OR t.grade_counts <> ${gradeCounts(sql`r.subject_id = t.id`)}`)}
    UNION ALL
    SELECT 'teaching grades', count(*)::int FROM subject_professors sp
      WHERE sp.grade_counts <> ${gradeCounts(sql`r.subject_id = sp.subject_id AND d.professor_id = sp.professor_id`)}
    UNION ALL
    SELECT 'career totals', count(*)::int FROM careers c
      WHERE c.review_count <> (SELECT coalesce(sum(s.review_count), 0) FROM subjects s WHERE s.career_id = c.id)
         OR c.average_rating IS DISTINCT FROM (SELECT avg(r.rating)::float8 FROM reviews r JOIN subjects s ON s.id = r.subject_id WHERE s.career_id = c.id AND ${PUBLIC_REVIEW})
    UNION ALL
    SELECT 'review likes', count(*)::int FROM reviews r
      WHERE r.likes_count <> (SELECT count(*) FROM review_likes l WHERE l.review_id = r.id)
         OR r.comments_count <> (SELECT count(*) FROM review_comments c WHERE c.review_id = r.id AND ${PUBLIC_COMMENT})
         OR r.reports_count <> (SELECT count(*) FROM review_reports x WHERE x.review_id = r.id)
    UNION ALL
    SELECT 'post counters', count(*)::int FROM university_life_posts p
      WHERE p.likes_count <> (SELECT count(*) FROM university_life_likes l WHERE l.post_id = p.id)
         OR p.comments_count <> (SELECT count(*) FROM university_life_comments c WHERE c.post_id = p.id AND ${PUBLIC_COMMENT})
    UNION ALL
    SELECT 'blog counters', count(*)::int FROM blog_posts b
      WHERE b.likes_count <> (SELECT count(*) FROM blog_post_likes l WHERE l.post_id = b.id)
         OR b.comments_count <> (SELECT count(*) FROM blog_post_comments c WHERE c.post_id = b.id AND ${PUBLIC_COMMENT})
    UNION ALL
    SELECT 'latest cutoffs', count(*)::int FROM careers c
      LEFT JOIN LATERAL (SELECT m.year, min(m.mark) AS mark, count(*)::int AS centres FROM cutoff_marks m
        WHERE m.career_id = c.id AND m.mark IS NOT NULL GROUP BY m.year ORDER BY m.year DESC LIMIT 1) s ON true
      WHERE (c.latest_cutoff, c.latest_cutoff_year, c.latest_cutoff_centres) IS DISTINCT FROM (s.mark, s.year, s.centres)
    UNION ALL
    SELECT 'university totals', count(*)::int FROM universities u
      WHERE u.total_reviews <> (SELECT count(*) FROM reviews r JOIN user_profiles up ON up.id = r.user_id WHERE up.university_id = u.id AND ${PUBLIC_REVIEW} AND ${TEACHING})
         OR u.average_rating IS DISTINCT FROM
           (SELECT avg(r.rating)::float8 FROM reviews r JOIN user_profiles up ON up.id = r.user_id WHERE up.university_id = u.id AND ${PUBLIC_REVIEW} AND ${TEACHING})
    UNION ALL
    ${verdictDrift("career verdicts", "careers", "career_id", VERDICT_CATEGORIES.career.length)}
    UNION ALL
    ${verdictDrift("university verdicts", "universities", "university_id", VERDICT_CATEGORIES.university.length)}`);
  return result.rows as unknown as Drift[];
}

/** What `counterDrift` returns when every stored value agrees with its rows. */
export const NO_DRIFT: Drift[] = [
  "professor",
  "subject",
  "teaching grades",
  "career totals",
  "review likes",
  "post counters",
  "blog counters",
  "latest cutoffs",
  "university totals",
  "career verdicts",
  "university verdicts",
].map((what) => ({
  what,
  n: 0,
}));
