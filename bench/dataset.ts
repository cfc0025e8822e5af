/**
 * The benchmark's database: PostgreSQL with the synthetic national-scale dataset of BENCH_SCALE
 * (seed/synthetic/). Generating it at scale 1 takes minutes, so it is kept between runs
 * in its own database and reused when it is complete; otherwise it is made again from scratch.
 */
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";

import { closeDatabase, type Database, openDatabase } from "../app/server/db/client.server";
import { publicRowSql } from "../app/server/public-content.server";
import { prepareDatabase } from "../seed/prepare.server";
import { countSyntheticUniversities, generateSyntheticData } from "../seed/synthetic/generate.server";
import { syntheticPlan } from "../seed/synthetic/plan";
import { withDatabaseName } from "../tests/support/postgres";

/** `uniopina_scale_bench` at scale 1, `uniopina_scale_bench_0_01` at 0.01, and so on; BENCH_DATABASE names another. */
export function benchDatabaseName(scale: number): string {
  if (process.env.BENCH_DATABASE) return process.env.BENCH_DATABASE;
  return scale === 1 ? "uniopina_scale_bench" : `uniopina_scale_bench_${String(scale).replace(/[^0-9]/g, "_")}`;
}

async function maintenance<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function rows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Whether the database holds the whole dataset of this scale (it is written in one transaction: present means complete, unless of another scale). */
async function isComplete(db: Database, scale: number): Promise<boolean> {
  const plan = syntheticPlan(scale);
  if ((await countSyntheticUniversities(db)) !== plan.universities) return false;
  const [counts] = await rows<{ students: number; reviews: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM "user" WHERE email LIKE '%@alumnos.sintetica-%.example') AS students, (SELECT count(*)::int FROM reviews) AS reviews`,
  );
  return counts!.students === plan.students && counts!.reviews >= plan.reviews;
}

export interface Dataset {
  databaseUrl: string;
  /** Null when an existing complete dataset was reused. */
  generatedMs: number | null;
}

/** Migrates the benchmark database and makes sure it holds the dataset of `scale`, generating it when needed. */
export async function ensureDataset(serverUrl: string, scale: number, log: (line: string) => void): Promise<Dataset> {
  const name = benchDatabaseName(scale);
  const databaseUrl = withDatabaseName(serverUrl, name);
  const create = () => maintenance(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const exists = await maintenance(
    serverUrl,
    async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1,
  );
  if (!exists) await create();
  try {
    let { db } = await openPrepared(databaseUrl);
    if (await isComplete(db, scale)) {
      log(`${name}: conjunto sintético a escala ${scale} completo, se reutiliza`);
      return { databaseUrl, generatedMs: null };
    }
    if ((await countSyntheticUniversities(db)) > 0) {
      log(`${name}: tiene datos sintéticos de otra escala; se vacía`);
      await closeDatabase();
      await maintenance(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
      await create();
      ({ db } = await openPrepared(databaseUrl));
    }
    log(`${name}: se genera el conjunto sintético a escala ${scale}…`);
    const report = await generateSyntheticData(db, { scale, kind: "postgres", log: (line) => log(`  ${line}`) });
    return { databaseUrl, generatedMs: report.totalMs };
  } finally {
    await closeDatabase();
  }
}

/** The benchmark's database, open, migrated and seeded. */
async function openPrepared(databaseUrl: string) {
  const opened = openDatabase({ databaseUrl, dataDir: "" });
  await prepareDatabase(opened, { SEED_DEMO_DATA: true });
  return opened;
}

export interface BenchIds {
  universityId: string;
  universityName: string;
  careerId: string;
  careerName: string;
  careerSubjects: number;
  subjectId: string;
  subjectName: string;
  subjectReviews: number;
  professorId: string;
  professorReviews: number;
  publicProfileId: string;
  commentedReviewId: string;
  reviewComments: number;
  /** The most commented published post. */
  commentedPostId: string;
  postComments: number;
  /** Signs in for the signed-in rows: a verified student of the subject's career, so its page shows the review form. */
  studentEmail: string;
  /** The student's university: where the new post page shows its form. */
  studentUniversityId: string;
  /** The newest review of the subject by someone else: what the like posts toggle. */
  likedReviewId: string;
  /** The longest published blog article. */
  articleSlug: string;
  /** A career whose plan students wrote (ensureStudentPlanCareer), and its size. */
  studentPlanCareerId?: string;
  studentPlanSubjects?: number;
  /** The career with official cut-off marks at the most centres, and two of the same title elsewhere (none without marks). */
  cutoffCareerIds: string[];
  cutoffCentres: number;
}

/** The pages to measure: the largest of each kind, all visible (enabled university and career). */
export async function discoverIds(db: Database): Promise<BenchIds> {
  const [university] = await rows<{ id: string; name: string }>(
    db,
    // The home's first featured university.
    sql`SELECT id, name FROM universities WHERE is_enabled ORDER BY total_reviews DESC, name LIMIT 1`,
  );
  const [career] = await rows<{ id: string; name: string; subjects: number }>(
    db,
    sql`SELECT c.id, c.name, count(*)::int AS subjects
        FROM careers c JOIN universities u ON u.id = c.university_id JOIN subjects s ON s.career_id = c.id
        WHERE u.is_enabled AND c.is_enabled GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  );
  const [subject] = await rows<{ id: string; name: string; review_count: number; career_id: string }>(
    db,
    sql`SELECT s.id, s.name, s.review_count, s.career_id FROM subjects s
        JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
        WHERE u.is_enabled AND c.is_enabled ORDER BY s.review_count DESC, s.id LIMIT 1`,
  );
  const [professor] = await rows<{ id: string; review_count: number }>(
    db,
    sql`SELECT p.id, p.review_count FROM professors p JOIN universities u ON u.id = p.university_id
        WHERE u.is_enabled ORDER BY p.review_count DESC, p.id LIMIT 1`,
  );
  const [profile] = await rows<{ id: string }>(
    db,
    sql`SELECT up.id FROM user_profiles up WHERE up.is_public
        ORDER BY (SELECT count(*) FROM reviews r WHERE r.user_id = up.id) DESC, up.id LIMIT 1`,
  );
  const [commented] = await rows<{ id: string; comments_count: number }>(
    db,
    sql`SELECT id, comments_count FROM reviews ORDER BY comments_count DESC, id LIMIT 1`,
  );
  const [post] = await rows<{ id: string; comments_count: number }>(
    db,
    sql`SELECT p.id, p.comments_count FROM university_life_posts p JOIN universities u ON u.id = p.university_id
        WHERE p.is_published AND u.is_enabled ORDER BY p.comments_count DESC, p.id LIMIT 1`,
  );
  if (!university || !career || !subject || !professor || !profile || !commented || !post)
    throw new Error("La base de datos no tiene las páginas que mide el banco de pruebas");
  const [student] = await rows<{ id: string; email: string; university_id: string }>(
    db,
    sql`SELECT u.id, u.email, p.university_id FROM "user" u JOIN user_profiles p ON p.id = u.id
        WHERE u.email_verified AND p.is_university_verified ORDER BY (p.career_id = ${subject.career_id}) DESC, u.email LIMIT 1`,
  );
  if (!student) throw new Error("No hay ningún estudiante con quien medir las páginas con sesión");
  const [liked] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM reviews WHERE subject_id = ${subject.id} AND ${publicRowSql("reviews")} AND user_id IS DISTINCT FROM ${student.id} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (!liked) throw new Error("La asignatura con más reseñas no tiene reseñas de otros estudiantes");
  const [article] = await rows<{ slug: string }>(
    db,
    sql`SELECT slug FROM blog_posts WHERE is_published ORDER BY length(content) DESC, slug LIMIT 1`,
  );
  if (!article) throw new Error("El blog no tiene artículos publicados");
  const cutoffCareers = await rows<{ id: string; centres: number }>(
    db,
    sql`WITH top AS (SELECT id, name, (SELECT count(DISTINCT centre)::int FROM cutoff_marks m WHERE m.career_id = c.id) AS centres
          FROM careers c WHERE c.latest_cutoff IS NOT NULL AND c.is_enabled ORDER BY centres DESC, c.id LIMIT 1)
        SELECT id, centres FROM top
        UNION ALL
        (SELECT c.id, 0 FROM careers c, top WHERE c.name = top.name AND c.id <> top.id AND c.latest_cutoff IS NOT NULL ORDER BY c.latest_cutoff DESC, c.id LIMIT 2)`,
  );
  return {
    universityId: university.id,
    universityName: university.name,
    careerId: career.id,
    careerName: career.name,
    careerSubjects: career.subjects,
    subjectId: subject.id,
    subjectName: subject.name,
    subjectReviews: Number(subject.review_count),
    professorId: professor.id,
    professorReviews: Number(professor.review_count),
    publicProfileId: profile.id,
    commentedReviewId: commented.id,
    reviewComments: Number(commented.comments_count),
    commentedPostId: post.id,
    postComments: Number(post.comments_count),
    studentEmail: student.email,
    studentUniversityId: student.university_id,
    likedReviewId: liked.id,
    articleSlug: article.slug,
    cutoffCareerIds: cutoffCareers.map((row) => row.id),
    cutoffCentres: cutoffCareers[0]?.centres ?? 0,
  };
}

/** A student-built plan: as many rows as one send of the plan form may carry. */
const STUDENT_PLAN_ROWS = 120;
const STUDENT_PLAN_CAREER = "Grado de prueba con el plan escrito por estudiantes";

/**
 * A career of the featured university whose whole plan students added (120 subjects, unconfirmed),
 * made once and kept with the dataset: the career page as a degree without a register plan reads.
 */
export async function ensureStudentPlanCareer(
  db: Database,
  universityId: string,
  studentId: string,
): Promise<{ careerId: string; subjects: number }> {
  return db.transaction(async (tx) => {
    const [existing] = await rows<{ id: string }>(
      tx,
      sql`SELECT id FROM careers WHERE university_id = ${universityId} AND name = ${STUDENT_PLAN_CAREER}`,
    );
    const careerId =
      existing?.id ??
      (
        await rows<{ id: string }>(
          tx,
          sql`INSERT INTO careers (name, university_id, added_by_student, added_by) VALUES (${STUDENT_PLAN_CAREER}, ${universityId}, true, ${studentId}) RETURNING id`,
        )
      )[0]!.id;
    if (!existing) {
      await tx.execute(sql`
        INSERT INTO subjects (name, career_id, course_year, semester, credits, added_by_student, added_by)
        SELECT 'Asignatura del plan de estudiantes ' || n, ${careerId}, (n - 1) / 30 + 1, (n - 1) % 2 + 1, 6, true, ${studentId}
        FROM generate_series(1, ${STUDENT_PLAN_ROWS}) AS n`);
    }
    return { careerId, subjects: STUDENT_PLAN_ROWS };
  });
}

export interface DatasetSize {
  universities: number;
  careers: number;
  subjects: number;
  professors: number;
  users: number;
  reviews: number;
  reviewLikes: number;
  posts: number;
  databaseBytes: number;
}

export async function datasetSize(db: Database): Promise<DatasetSize> {
  const [row] = await rows<Record<keyof DatasetSize, number | string>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM universities) AS universities,
      (SELECT count(*) FROM careers) AS careers,
      (SELECT count(*) FROM subjects) AS subjects,
      (SELECT count(*) FROM professors) AS professors,
      (SELECT count(*) FROM "user") AS users,
      (SELECT count(*) FROM reviews) AS reviews,
      (SELECT count(*) FROM review_likes) AS "reviewLikes",
      (SELECT count(*) FROM university_life_posts) AS posts,
      pg_database_size(current_database()) AS "databaseBytes"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as DatasetSize;
}
