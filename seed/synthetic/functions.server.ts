/**
 * The working state of one generation, all temporary (gone at COMMIT or with the session): the
 * plan row, the degrees, subjects and texts the rows are made of (texts.ts), and a handful of SQL
 * functions that turn a row number into a stable id or a pseudo-random number. Every "random"
 * choice is md5 of a fixed text, so two runs at the same scale write the same rows (only the
 * timestamps move with the day of the run).
 */
import { type SQL, sql } from "drizzle-orm";

import type { SyntheticPlan } from "./plan";
import { DEGREES, POOL_SUBJECTS, TEXTS } from "./texts";

/** Rows per INSERT … VALUES: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 400;

type Value = string | number | boolean | null | undefined;

/** INSERT statements loading `rows` into a temporary table, `i` numbering the rows of each `group`. */
function loadRows<Row>(
  table: string,
  columns: Record<string, (row: Row) => Value>,
  rows: Row[],
  group: (row: Row) => string = () => "",
): SQL[] {
  const positions = new Map<string, number>();
  const tuples = rows.map((row) => {
    const key = group(row);
    const i = positions.get(key) ?? 0;
    positions.set(key, i + 1);
    return sql`(${i}::int, ${sql.join(
      Object.values(columns).map((read) => sql`${read(row) ?? null}`),
      sql`, `,
    )})`;
  });
  const statements: SQL[] = [];
  for (let from = 0; from < tuples.length; from += ROWS_PER_INSERT) {
    statements.push(
      sql`INSERT INTO ${sql.raw(table)} (i, ${sql.raw(Object.keys(columns).join(", "))}) VALUES ${sql.join(tuples.slice(from, from + ROWS_PER_INSERT), sql`, `)}`,
    );
  }
  return statements;
}

export function setupStatements(plan: SyntheticPlan, passwordHash: string): SQL[] {
  return [
    // Hash joins and aggregates over millions of rows: kept in memory instead of spilling to disk.
    sql`SET LOCAL work_mem = '256MB'`,
    // Each statement runs once: compiling it (about a second each) would not pay for itself.
    sql`SET LOCAL jit = off`,

    // One row: the counts of this scale, the password hash every synthetic student shares, how
    // many anonymised reviews fill up the total (set once the students' own are counted), and the
    // day the timestamps are placed back from.
    sql`CREATE TEMP TABLE syn_plan (
          universities bigint NOT NULL, careers bigint NOT NULL, subjects bigint NOT NULL, professors bigint NOT NULL,
          students bigint NOT NULL, reviews bigint NOT NULL, posts bigint NOT NULL,
          anonymous_reviews bigint NOT NULL DEFAULT 0,
          password_hash text NOT NULL,
          anchor timestamptz NOT NULL DEFAULT date_trunc('day', now())
        ) ON COMMIT DROP`,
    sql`INSERT INTO syn_plan (universities, careers, subjects, professors, students, reviews, posts, password_hash)
        VALUES (${plan.universities}::bigint, ${plan.careers}::bigint, ${plan.subjects}::bigint, ${plan.professors}::bigint,
                ${plan.students}::bigint, ${plan.reviews}::bigint, ${plan.posts}::bigint, ${passwordHash})`,

    sql`CREATE TEMP TABLE syn_degree (i int PRIMARY KEY, name text NOT NULL, field text NOT NULL, area text NOT NULL, duration_years smallint NOT NULL, own_department text NOT NULL) ON COMMIT DROP`,
    ...loadRows(
      "syn_degree",
      {
        name: (d) => d.name,
        field: (d) => d.field,
        area: (d) => d.area,
        duration_years: (d) => d.durationYears,
        own_department: (d) => d.ownDepartment,
      },
      DEGREES,
    ),
    sql`CREATE TEMP TABLE syn_pool_subject (
          field text NOT NULL, i int NOT NULL, name text NOT NULL, course_year smallint NOT NULL, semester smallint, credits float8,
          category text NOT NULL, department text NOT NULL, PRIMARY KEY (field, i)
        ) ON COMMIT DROP`,
    ...loadRows(
      "syn_pool_subject",
      {
        field: (s) => s.field,
        name: (s) => s.name,
        course_year: (s) => s.courseYear,
        semester: (s) => s.semester,
        credits: (s) => s.credits,
        category: (s) => s.category,
        department: (s) => s.department,
      },
      POOL_SUBJECTS,
      (s) => s.field,
    ),
    sql`CREATE TEMP TABLE syn_text (
          list text NOT NULL, i int NOT NULL, body text NOT NULL, title text, category text,
          attendance_mandatory boolean, textbook_required boolean, would_take_again text, difficulty_low smallint, difficulty_high smallint, workload_low smallint, workload_high smallint, passed boolean,
          PRIMARY KEY (list, i)
        ) ON COMMIT DROP`,
    ...loadRows(
      "syn_text",
      {
        list: (t) => t.list,
        body: (t) => t.body,
        title: (t) => t.title,
        category: (t) => t.category,
        attendance_mandatory: (t) => t.attendanceMandatory,
        textbook_required: (t) => t.textbookRequired,
        would_take_again: (t) => t.wouldTakeAgain,
        difficulty_low: (t) => t.difficultyLow,
        difficulty_high: (t) => t.difficultyHigh,
        workload_low: (t) => t.workloadLow,
        workload_high: (t) => t.workloadHigh,
        passed: (t) => t.passed,
      },
      TEXTS,
      (t) => t.list,
    ),
    // How many entries each list has: a pick is the entry floor(size × a random number).
    sql`CREATE TEMP TABLE syn_list ON COMMIT DROP AS
        SELECT list, count(*)::int AS size FROM syn_text GROUP BY list
        UNION ALL SELECT 'subject:' || field, count(*)::int FROM syn_pool_subject GROUP BY field
        UNION ALL SELECT 'degree', count(*)::int FROM syn_degree`,
    // Temporary tables get no automatic statistics: without them the planner assumes hundreds of
    // rows where there is one, and picks plans for millions.
    sql`ANALYZE syn_plan`,
    sql`ANALYZE syn_degree`,
    sql`ANALYZE syn_pool_subject`,
    sql`ANALYZE syn_text`,
    sql`ANALYZE syn_list`,

    // The id of the n-th synthetic row of a kind: a UUID made of md5, the same on every run.
    sql`CREATE OR REPLACE FUNCTION pg_temp.synthetic_id(kind text, key text) RETURNS uuid
        LANGUAGE sql IMMUTABLE AS $$ SELECT md5('uniopina-synthetic:' || kind || ':' || key)::uuid $$`,
    // 32 hex digits of randomness for a row; pg_temp.unit reads four independent numbers from it.
    sql`CREATE OR REPLACE FUNCTION pg_temp.seed(kind text, key text) RETURNS text
        LANGUAGE sql IMMUTABLE AS $$ SELECT md5('uniopina-synthetic-random:' || kind || ':' || key) $$`,
    sql`CREATE OR REPLACE FUNCTION pg_temp.unit(seed text, part int) RETURNS float8
        LANGUAGE sql IMMUTABLE AS $$ SELECT ('x' || substr(seed, 1 + 8 * part, 8))::bit(32)::bigint::float8 / 4294967296 $$`,
    // Splits `items` over weighted slots exactly: slot k starts at split_point(items, weight of the
    // slots before k, total weight), so the counts differ per slot but always add up to `items`.
    sql`CREATE OR REPLACE FUNCTION pg_temp.split_point(items bigint, weight_before bigint, total_weight bigint) RETURNS bigint
        LANGUAGE sql IMMUTABLE AS $$ SELECT items * weight_before / total_weight $$`,
    // Each professor and subject has its own "true" quality and difficulty, so their averages
    // differ the way real ones do; a review's stars scatter around that quality.
    sql`CREATE OR REPLACE FUNCTION pg_temp.rating(kind text, target_n bigint, noise float8) RETURNS smallint
        LANGUAGE sql IMMUTABLE AS $$
          SELECT least(5, greatest(1, round(1.4 + 3.5 * pg_temp.unit(pg_temp.seed('quality-' || kind, target_n::text), 0) + (noise - 0.5) * 2.2)))::smallint $$`,
    sql`CREATE OR REPLACE FUNCTION pg_temp.difficulty(kind text, target_n bigint, noise float8) RETURNS smallint
        LANGUAGE sql IMMUTABLE AS $$
          SELECT least(5, greatest(1, 1 + floor(5 * pg_temp.unit(pg_temp.seed('quality-' || kind, target_n::text), 1)) + round(2 * noise - 1)))::smallint $$`,
  ];
}
