/**
 * Stored counters and averages, recomputed from their rows in SQL. Writes call the targeted
 * versions inside their transaction; the seed and the consistency checks call the full one.
 * Only public rows count (public-content.server.ts): a pending or hidden review is in
 * no rating, a pending or hidden comment in no comments_count. A review's writers lock the rows
 * it feeds in one order (lockReviewAggregates), so parallel writes never deadlock or drift.
 */
import { type SQL, sql } from "drizzle-orm";

import type { ReviewTargetRef } from "~/lib/review-forms";
import { GRADES } from "~/lib/review-scales";
import { REVIEW_TAGS } from "~/lib/review-tags";
import { VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";
import type { Database, Transaction } from "~/server/db/client.server";
import { publicRowSql } from "~/server/public-content.server";

type Executor = Pick<Database, "execute">;

/** A stored figure of what is reviewed: its column, its value over review rows r (and details d), its value over none. */
interface Figure {
  column: string;
  of: string;
  none: string;
}

const literal = (value: string | number) => (typeof value === "string" ? `'${value}'` : String(value));
/** How many of the rows match `condition` for each of `values`, as an array in their order. */
const countsWhere = (values: readonly (string | number)[], condition: (value: string) => string) =>
  `ARRAY[${values.map((value) => `count(*) FILTER (WHERE ${condition(literal(value))})`).join(", ")}]::int[]`;
/** How many of the rows have `expression` equal to each of `values`. */
const countsOf = (expression: string, values: readonly (string | number)[]) =>
  countsWhere(values, (value) => `${expression} = ${value}`);
const emptyCounts = (length: number) => `'{${Array.from({ length }, () => 0).join(",")}}'`;
/** How many of the rows carry each tag of a kind's vocabulary. */
const tagCounts = (kind: keyof typeof REVIEW_TAGS): Figure => ({
  column: "tag_counts",
  of: countsWhere(
    REVIEW_TAGS[kind].map((tag) => tag.key),
    (tag) => `${tag} = ANY(r.tags)`,
  ),
  none: emptyCounts(REVIEW_TAGS[kind].length),
});

/**
 * The figures of both: average and count, average difficulty, how many gave each of 1–5 stars,
 * how many said they would take it again and how many answered, how many gave each workload band
 * (and per kind: how many carry each tag).
 */
const FIGURES: Figure[] = [
  { column: "average_rating", of: "avg(r.rating)::float8", none: "NULL" },
  { column: "review_count", of: "count(*)::int", none: "0" },
  { column: "average_difficulty", of: "avg(r.difficulty_level)::float8", none: "NULL" },
  { column: "rating_counts", of: countsOf("r.rating", [1, 2, 3, 4, 5]), none: emptyCounts(5) },
  { column: "would_take_again_yes", of: "count(*) FILTER (WHERE r.would_take_again = 'yes')::int", none: "0" },
  { column: "would_take_again_answers", of: "count(r.would_take_again)::int", none: "0" },
  { column: "workload_counts", of: countsOf("r.workload_band", [1, 2, 3, 4, 5]), none: emptyCounts(5) },
];

/**
 * A career's or a university's verdict figures (lib/verdicts.ts): count and average, stars counts,
 * each category's stars counts (five per category, in its order), would choose it again.
 */
const verdictFigures = (kind: VerdictKind): Figure[] => {
  const categories = VERDICT_CATEGORIES[kind].length;
  const categoryCounts = Array.from({ length: categories }, (_, category) =>
    [1, 2, 3, 4, 5].map((stars) => `count(*) FILTER (WHERE r.category_ratings[${category + 1}] = ${stars})`),
  ).flat();
  return [
    { column: "verdict_average", of: "avg(r.rating)::float8", none: "NULL" },
    { column: "verdict_count", of: "count(*)::int", none: "0" },
    { column: "verdict_rating_counts", of: countsOf("r.rating", [1, 2, 3, 4, 5]), none: emptyCounts(5) },
    {
      column: "verdict_category_counts",
      of: `ARRAY[${categoryCounts.join(", ")}]::int[]`,
      none: emptyCounts(categories * 5),
    },
    { column: "verdict_again_yes", of: "count(*) FILTER (WHERE r.would_take_again = 'yes')::int", none: "0" },
    { column: "verdict_again_answers", of: "count(r.would_take_again)::int", none: "0" },
  ];
};

/** What a review is about: the table of its targets, the review column that points at one, its figures and the rows they read. */
const REVIEWED = {
  professor: {
    table: "professors",
    key: "professor_id",
    figures: [...FIGURES, tagCounts("professor")],
    rows: "reviews r",
  },
  subject: {
    table: "subjects",
    key: "subject_id",
    // A subject's figures also count the grades, which its reviews' details hold.
    figures: [
      ...FIGURES,
      tagCounts("subject"),
      { column: "grade_counts", of: countsOf("d.grade", GRADES), none: emptyCounts(GRADES.length) },
    ],
    rows: "reviews r LEFT JOIN subject_review_details d ON d.review_id = r.id",
  },
  career: { table: "careers", key: "career_id", figures: verdictFigures("career"), rows: "reviews r" },
  university: { table: "universities", key: "university_id", figures: verdictFigures("university"), rows: "reviews r" },
} as const;
type ReviewedKind = keyof typeof REVIEWED;

/**
 * The SQL pieces of a kind's figures: the column list, the stored values (t), their values over
 * rows, the computed values (f) and those values over none.
 */
function figureSql(kind: ReviewedKind) {
  const { figures } = REVIEWED[kind];
  return {
    columns: sql.raw(`(${figures.map((figure) => figure.column).join(", ")})`),
    storedValues: sql.raw(`(${figures.map((figure) => `t.${figure.column}`).join(", ")})`),
    over: sql.raw(figures.map((figure) => `${figure.of} AS ${figure.column}`).join(",\n  ")),
    values: sql.raw(`(${figures.map((figure) => `f.${figure.column}`).join(", ")})`),
    valuesOrNone: sql.raw(
      figures.map((figure) => `coalesce(g.${figure.column}, ${figure.none}) AS ${figure.column}`).join(", "),
    ),
  };
}

/**
 * The figures of every professor, subject, career or university, from the review rows: one grouped pass over the
 * reviews, and only the rows whose stored figures differ are written.
 */
async function recomputeAllFigures(db: Executor, kind: ReviewedKind): Promise<void> {
  const { table, key, rows } = REVIEWED[kind];
  const figures = figureSql(kind);
  await db.execute(sql`
    UPDATE ${sql.raw(table)} t SET ${figures.columns} = ${figures.values}
    FROM (
      SELECT t2.id, ${figures.valuesOrNone}
      FROM ${sql.raw(table)} t2 LEFT JOIN (
        SELECT r.${sql.raw(key)} AS target, ${figures.over} FROM ${sql.raw(rows)} WHERE r.${sql.raw(key)} IS NOT NULL AND ${publicRowSql("r")} GROUP BY r.${sql.raw(key)}
      ) g ON g.target = t2.id
    ) f
    WHERE t.id = f.id AND ${figures.storedValues} IS DISTINCT FROM ${figures.values}`);
}

/**
 * The figures of one professor, subject, career or university, from its review rows (inside the writing transaction);
 * for a subject, also the grades per professor it is taught by (under the subject's lock too).
 */
export async function recomputeTargetFigures(db: Executor, kind: ReviewedKind, id: string): Promise<void> {
  const { table, key, rows } = REVIEWED[kind];
  const figures = figureSql(kind);
  await db.execute(sql`
    UPDATE ${sql.raw(table)} SET ${figures.columns} = ${figures.values}
    FROM (SELECT ${figures.over} FROM ${sql.raw(rows)} WHERE r.${sql.raw(key)} = ${id} AND ${publicRowSql("r")}) f
    WHERE id = ${id}`);
  if (kind === "subject") await recomputeTeachingGrades(db, sql`= ${id}`);
}

/**
 * How many of a subject's public reviews taken with each of its professors gave each grade, for the
 * subjects whose id matches `subjects` (a condition on the id: one subject, or all of them).
 */
async function recomputeTeachingGrades(db: Executor, subjects: SQL): Promise<void> {
  await db.execute(sql`
    UPDATE subject_professors sp SET grade_counts = f.grades
    FROM (
      SELECT sp2.subject_id, sp2.professor_id, ${sql.raw(countsOf("d.grade", GRADES))} AS grades
      FROM subject_professors sp2
        LEFT JOIN (reviews r JOIN subject_review_details d ON d.review_id = r.id AND ${publicRowSql("r")})
          ON r.subject_id = sp2.subject_id AND d.professor_id = sp2.professor_id
      WHERE sp2.subject_id ${subjects}
      GROUP BY sp2.subject_id, sp2.professor_id
    ) f
    WHERE sp.subject_id = f.subject_id AND sp.professor_id = f.professor_id AND sp.grade_counts IS DISTINCT FROM f.grades`);
}

/** The grades per professor of these subjects (each locked by the caller). */
export async function recomputeSubjectTeachingGrades(db: Executor, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await recomputeTeachingGrades(
    db,
    sql`IN (${sql.join(
      subjectIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** The figures of every professor, subject, career and university, from the review rows. */
export async function recomputeAllRatings(db: Executor): Promise<void> {
  await recomputeAllFigures(db, "professor");
  await recomputeAllFigures(db, "subject");
  await recomputeAllFigures(db, "career");
  await recomputeAllFigures(db, "university");
  await recomputeTeachingGrades(db, sql`IS NOT NULL`);
  await db.execute(sql`
    UPDATE careers c SET review_count = s.n, average_rating = s.avg
    FROM (
      SELECT c2.id, coalesce(n.n, 0) AS n, r.avg
      FROM careers c2
        LEFT JOIN (SELECT career_id, sum(review_count)::int AS n FROM subjects GROUP BY career_id) n ON n.career_id = c2.id
        LEFT JOIN (SELECT su.career_id, avg(rv.rating)::float8 AS avg FROM reviews rv JOIN subjects su ON su.id = rv.subject_id WHERE ${publicRowSql("rv")} GROUP BY su.career_id) r ON r.career_id = c2.id
    ) s
    WHERE c.id = s.id AND (c.review_count, c.average_rating) IS DISTINCT FROM (s.n, s.avg)`);
  await recomputeUniversityRatings(db);
}

/** Reviews of teaching only: a student's verdict on a career or a university has figures of its own. */
const TEACHING_REVIEW = sql.raw(`r.review_type IN ('professor', 'subject')`);

/**
 * A university's rating is the average of the reviews of subjects and professors written by its
 * students (SPEC §7 ranking); its students' verdict on it is stored apart (verdict_*).
 */
async function recomputeUniversityRatings(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE universities u SET average_rating = s.avg, total_reviews = coalesce(s.n, 0)
    FROM universities u2 LEFT JOIN (
      SELECT up.university_id, avg(r.rating)::float8 AS avg, count(*)::int AS n
      FROM reviews r JOIN user_profiles up ON up.id = r.user_id WHERE ${publicRowSql("r")} AND ${TEACHING_REVIEW} GROUP BY up.university_id
    ) s ON s.university_id = u2.id
    WHERE u.id = u2.id`);
}

/**
 * Likes, comments and reports counters of every review, campus post and article, from their rows:
 * grouped counts joined once (not a subquery per row), and only rows whose counters differ are
 * written, so a check of millions of correct counters rewrites nothing.
 */
export async function recomputeAllCounters(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE reviews r SET likes_count = c.likes, comments_count = c.comments, reports_count = c.reports
    FROM (
      SELECT r2.id, coalesce(l.n, 0) AS likes, coalesce(cm.n, 0) AS comments, coalesce(x.n, 0) AS reports
      FROM reviews r2
        LEFT JOIN (SELECT review_id, count(*)::int AS n FROM review_likes GROUP BY review_id) l ON l.review_id = r2.id
        LEFT JOIN (SELECT review_id, count(*)::int AS n FROM review_comments WHERE ${publicRowSql("review_comments")} GROUP BY review_id) cm ON cm.review_id = r2.id
        LEFT JOIN (SELECT review_id, count(*)::int AS n FROM review_reports GROUP BY review_id) x ON x.review_id = r2.id
    ) c
    WHERE r.id = c.id AND (r.likes_count, r.comments_count, r.reports_count) IS DISTINCT FROM (c.likes, c.comments, c.reports)`);
  await db.execute(sql`
    UPDATE university_life_posts p SET likes_count = c.likes, comments_count = c.comments
    FROM (
      SELECT p2.id, coalesce(l.n, 0) AS likes, coalesce(cm.n, 0) AS comments
      FROM university_life_posts p2
        LEFT JOIN (SELECT post_id, count(*)::int AS n FROM university_life_likes GROUP BY post_id) l ON l.post_id = p2.id
        LEFT JOIN (SELECT post_id, count(*)::int AS n FROM university_life_comments WHERE ${publicRowSql("university_life_comments")} GROUP BY post_id) cm ON cm.post_id = p2.id
    ) c
    WHERE p.id = c.id AND (p.likes_count, p.comments_count) IS DISTINCT FROM (c.likes, c.comments)`);
  await db.execute(sql`
    UPDATE blog_posts b SET likes_count = c.likes, comments_count = c.comments
    FROM (
      SELECT b2.id, coalesce(l.n, 0) AS likes, coalesce(cm.n, 0) AS comments
      FROM blog_posts b2
        LEFT JOIN (SELECT post_id, count(*)::int AS n FROM blog_post_likes GROUP BY post_id) l ON l.post_id = b2.id
        LEFT JOIN (SELECT post_id, count(*)::int AS n FROM blog_post_comments WHERE ${publicRowSql("blog_post_comments")} GROUP BY post_id) cm ON cm.post_id = b2.id
    ) c
    WHERE b.id = c.id AND (b.likes_count, b.comments_count) IS DISTINCT FROM (c.likes, c.comments)`);
}

/** Locks a subject's career row (after the subject's) before its review count changes; returns the career. */
async function lockCareerAggregate(db: Executor, subjectId: string): Promise<string | null> {
  const { rows } = await db.execute<{ careerId: string }>(sql`
    SELECT c.id AS "careerId" FROM careers c JOIN subjects s ON s.career_id = c.id WHERE s.id = ${subjectId} FOR UPDATE OF c`);
  return rows[0]?.careerId ?? null;
}

/**
 * A career's review count (the sum of its subjects') and the average rating of its subjects'
 * reviews (after `lockCareerAggregate` and the subject's recompute).
 */
export async function recomputeCareerTotals(db: Executor, careerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE careers SET
      review_count = (SELECT coalesce(sum(review_count), 0)::int FROM subjects WHERE career_id = ${careerId}),
      average_rating = (SELECT avg(r.rating)::float8 FROM reviews r JOIN subjects s ON s.id = r.subject_id WHERE s.career_id = ${careerId} AND ${publicRowSql("r")})
    WHERE id = ${careerId}`);
}

/**
 * Locks a university's row before a write that changes the reviews its students wrote: the
 * recompute that follows then reads every review committed by the writers before it.
 */
export async function lockUniversityAggregate(db: Executor, universityId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM universities WHERE id = ${universityId} FOR UPDATE`);
}

/** One university's average and count of the reviews written by its students (after `lockUniversityAggregate`). */
export async function recomputeUniversityRating(db: Executor, universityId: string): Promise<void> {
  await db.execute(sql`
    UPDATE universities u SET average_rating = s.avg, total_reviews = s.n
    FROM (
      SELECT avg(r.rating)::float8 AS avg, count(r.id)::int AS n
      FROM user_profiles up JOIN reviews r ON r.user_id = up.id AND ${publicRowSql("r")} AND ${TEACHING_REVIEW}
      WHERE up.university_id = ${universityId}
    ) s
    WHERE u.id = ${universityId}`);
}

/**
 * A career's latest cut-off (careers.latest_cutoff*) from its marks: the latest year with a
 * published mark, its lowest mark and how many centres published one. `careerIds` null: every career.
 */
export async function recomputeLatestCutoffs(db: Executor, careerIds: readonly string[] | null): Promise<void> {
  const only =
    careerIds === null
      ? sql`TRUE`
      : sql`c.id IN (${sql.join(
          careerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  if (careerIds?.length === 0) return;
  await db.execute(sql`
    WITH latest AS (
      SELECT DISTINCT ON (career_id) career_id, year FROM cutoff_marks WHERE mark IS NOT NULL ORDER BY career_id, year DESC
    ), summary AS (
      SELECT m.career_id, m.year, min(m.mark) AS mark, count(*)::smallint AS centres
      FROM cutoff_marks m JOIN latest l ON l.career_id = m.career_id AND l.year = m.year
      WHERE m.mark IS NOT NULL GROUP BY m.career_id, m.year
    )
    UPDATE careers c SET latest_cutoff = s.mark, latest_cutoff_year = s.year, latest_cutoff_centres = s.centres
    FROM careers k LEFT JOIN summary s ON s.career_id = k.id
    WHERE k.id = c.id AND ${only}
      AND (c.latest_cutoff, c.latest_cutoff_year, c.latest_cutoff_centres) IS DISTINCT FROM (s.mark, s.year, s.centres)`);
}

/* ------------------------------------------------------------------ a review write's locks */

/** The id of what the review (the table or its alias) is about, whatever its kind. */
export const reviewTargetIdOf = (review: string) =>
  sql.raw(
    `coalesce(${["professor_id", "subject_id", "career_id", "university_id"].map((column) => `"${review}".${column}`).join(", ")})`,
  );

/** The subject or professor was merged into another or removed while the review was being sent. */
export class ReviewTargetGone extends Error {}

/** The locked aggregate rows a review write refreshes afterwards. */
export interface LockedAggregates {
  target: ReviewTargetRef;
  universityId: string | undefined;
  careerId: string | null;
}

const TARGET_TABLES = {
  professor: sql`professors`,
  subject: sql`subjects`,
  career: sql`careers`,
  university: sql`universities`,
};

/**
 * Locks, in the one order every writer of reviews takes, the aggregate rows a review of `target`
 * by a student of `universityId` feeds (also used when a moderator hides or restores a review):
 * the author's university, then the target (a verdict on the university: the same row again).
 */
export async function lockReviewAggregates(
  tx: Transaction,
  target: ReviewTargetRef,
  universityId: string | undefined,
): Promise<LockedAggregates> {
  if (universityId) await lockUniversityAggregate(tx, universityId);
  const { rows } = await tx.execute(
    sql`SELECT id FROM ${TARGET_TABLES[target.kind]} WHERE id = ${target.id} FOR UPDATE`,
  );
  if (rows.length === 0) throw new ReviewTargetGone();
  const careerId = target.kind === "subject" ? await lockCareerAggregate(tx, target.id) : null;
  return { target, universityId, careerId };
}

/** What a review feeds, read before locking it: its target and its author's university. */
export async function reviewAggregateKeys(
  tx: Transaction,
  reviewId: string,
): Promise<{ target: ReviewTargetRef; universityId: string | undefined } | null> {
  const { rows } = await tx.execute<{
    kind: ReviewTargetRef["kind"];
    targetId: string;
    universityId: string | null;
  }>(sql`
    SELECT r.review_type AS "kind", ${reviewTargetIdOf("r")} AS "targetId", up.university_id AS "universityId"
    FROM reviews r LEFT JOIN user_profiles up ON up.id = r.user_id WHERE r.id = ${reviewId}`);
  const row = rows[0];
  return row ? { target: { kind: row.kind, id: row.targetId }, universityId: row.universityId ?? undefined } : null;
}

/** Recomputes the aggregates `lockReviewAggregates` locked, from the public review rows. */
export async function refreshReviewAggregates(tx: Transaction, { target, universityId, careerId }: LockedAggregates) {
  await recomputeTargetFigures(tx, target.kind, target.id);
  if (careerId) await recomputeCareerTotals(tx, careerId);
  if (universityId) await recomputeUniversityRating(tx, universityId);
}
