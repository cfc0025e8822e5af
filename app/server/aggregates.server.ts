/**
 * Stored counters and averages, recomputed from their rows in SQL. Writes call the targeted
 * versions inside their transaction; the seed and the consistency checks call the full one.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.server";

type Executor = Pick<Database, "execute">;

/** Rating, count and difficulty of every professor and subject, from the review rows. */
export async function recomputeAllRatings(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE professors p SET average_rating = s.avg, review_count = coalesce(s.n, 0)
    FROM professors p2 LEFT JOIN (
      SELECT professor_id, avg(rating)::float8 AS avg, count(*)::int AS n FROM reviews WHERE professor_id IS NOT NULL GROUP BY professor_id
    ) s ON s.professor_id = p2.id
    WHERE p.id = p2.id`);
  await db.execute(sql`
    UPDATE subjects su SET average_rating = s.avg, review_count = coalesce(s.n, 0), average_difficulty = s.diff
    FROM subjects su2 LEFT JOIN (
      SELECT subject_id, avg(rating)::float8 AS avg, count(*)::int AS n, avg(difficulty_level)::float8 AS diff
      FROM reviews WHERE subject_id IS NOT NULL GROUP BY subject_id
    ) s ON s.subject_id = su2.id
    WHERE su.id = su2.id`);
  await recomputeUniversityRatings(db);
}

/** A university's rating is the average of the reviews written by its students (SPEC §7 ranking). */
export async function recomputeUniversityRatings(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE universities u SET average_rating = s.avg, total_reviews = coalesce(s.n, 0)
    FROM universities u2 LEFT JOIN (
      SELECT up.university_id, avg(r.rating)::float8 AS avg, count(*)::int AS n
      FROM reviews r JOIN user_profiles up ON up.id = r.user_id GROUP BY up.university_id
    ) s ON s.university_id = u2.id
    WHERE u.id = u2.id`);
}

/** Likes, comments and reports counters of every review and every campus post. */
export async function recomputeAllCounters(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE reviews r SET
      likes_count = (SELECT count(*) FROM review_likes l WHERE l.review_id = r.id),
      comments_count = (SELECT count(*) FROM review_comments c WHERE c.review_id = r.id),
      reports_count = (SELECT count(*) FROM review_reports x WHERE x.review_id = r.id)`);
  await db.execute(sql`
    UPDATE university_life_posts p SET
      likes_count = l.n, comments_count = c.n, popularity_score = l.n * 2 + c.n * 3
    FROM university_life_posts p2
      CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM university_life_likes WHERE post_id = p2.id) l
      CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM university_life_comments WHERE post_id = p2.id) c
    WHERE p.id = p2.id`);
}

/** Rating and count of one professor, from its review rows (inside the writing transaction). */
export async function recomputeProfessorRating(db: Executor, professorId: string): Promise<void> {
  await db.execute(sql`
    UPDATE professors SET average_rating = s.avg, review_count = s.n
    FROM (SELECT avg(rating)::float8 AS avg, count(*)::int AS n FROM reviews WHERE professor_id = ${professorId}) s
    WHERE id = ${professorId}`);
}

/** Rating, count and difficulty of one subject, from its review rows. */
export async function recomputeSubjectRating(db: Executor, subjectId: string): Promise<void> {
  await db.execute(sql`
    UPDATE subjects SET average_rating = s.avg, review_count = s.n, average_difficulty = s.diff
    FROM (SELECT avg(rating)::float8 AS avg, count(*)::int AS n, avg(difficulty_level)::float8 AS diff FROM reviews WHERE subject_id = ${subjectId}) s
    WHERE id = ${subjectId}`);
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
      FROM user_profiles up JOIN reviews r ON r.user_id = up.id
      WHERE up.university_id = ${universityId}
    ) s
    WHERE u.id = ${universityId}`);
}
