/**
 * Hiding and restoring content: `setContentStatus` keeps every stored counter and
 * aggregate equal to the public rows, for each kind of content, also under parallel changes.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setContentStatus } from "~/server/decisions/visibility.server";

import { counterDrift, NO_DRIFT } from "./support/counters";
import { openTestDatabase, type TestDatabase } from "./support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await database.db.execute(query);
  return rows[0] as T;
}

/** The stored values a subject review feeds: its subject, career and the author's university. */
async function subjectReviewAggregates(reviewId: string) {
  return one<{
    subject: [number, number | null, number | null];
    career: [number, number | null];
    university: [number, number | null];
  }>(sql`
    SELECT json_build_array(s.review_count, s.average_rating, s.average_difficulty) AS subject,
      json_build_array(c.review_count, c.average_rating) AS career,
      json_build_array(u.total_reviews, u.average_rating) AS university
    FROM reviews r JOIN subjects s ON s.id = r.subject_id JOIN careers c ON c.id = s.career_id
      JOIN user_profiles up ON up.id = r.user_id JOIN universities u ON u.id = up.university_id
    WHERE r.id = ${reviewId}`);
}

describe("setContentStatus", () => {
  it("returns null for a row that does not exist, of every kind", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const kind of ["review", "review_comment", "post", "post_comment", "article_comment"] as const) {
      expect(await setContentStatus(kind, missing, "hidden", null)).toBeNull();
    }
  });

  it("hiding a review takes it out of its subject's, career's and university's aggregates; restoring puts it back", async () => {
    const review = await one<{ id: string }>(sql`
      SELECT r.id FROM reviews r JOIN user_profiles up ON up.id = r.user_id
      WHERE r.review_type = 'subject' AND r.difficulty_level IS NOT NULL ORDER BY r.id LIMIT 1`);
    const before = await subjectReviewAggregates(review.id);

    expect(await setContentStatus("review", review.id, "hidden", "Oculta por un moderador")).toEqual({
      previous: "published",
    });
    const hidden = await subjectReviewAggregates(review.id);
    expect(hidden.subject[0]).toBe(before.subject[0] - 1);
    expect(hidden.career[0]).toBe(before.career[0] - 1);
    expect(hidden.university[0]).toBe(before.university[0] - 1);
    expect(await counterDrift(database.db)).toEqual(NO_DRIFT);
    expect(
      await one(sql`SELECT moderation_status AS status, moderation_note AS note FROM reviews WHERE id = ${review.id}`),
    ).toEqual({
      status: "hidden",
      note: "Oculta por un moderador",
    });

    // Hidden → pending stays out of public view: nothing moves.
    expect(await setContentStatus("review", review.id, "pending", null)).toEqual({ previous: "hidden" });
    expect(await subjectReviewAggregates(review.id)).toEqual(hidden);

    // Flagged is public again.
    expect(await setContentStatus("review", review.id, "flagged", null)).toEqual({ previous: "pending" });
    const restored = await subjectReviewAggregates(review.id);
    expect(restored.subject[0]).toBe(before.subject[0]);
    expect(restored.career[0]).toBe(before.career[0]);
    expect(restored.university[0]).toBe(before.university[0]);
    expect(restored.subject[1]).toBeCloseTo(before.subject[1]!, 9);
    expect(restored.university[1]).toBeCloseTo(before.university[1]!, 9);
    expect(await counterDrift(database.db)).toEqual(NO_DRIFT);
  });

  it("hiding a professor review lowers the professor's count", async () => {
    const review = await one<{ id: string; professorId: string }>(
      sql`SELECT id, professor_id AS "professorId" FROM reviews WHERE review_type = 'professor' ORDER BY id LIMIT 1`,
    );
    const count = async () =>
      (await one<{ n: number }>(sql`SELECT review_count AS n FROM professors WHERE id = ${review.professorId}`)).n;
    const before = await count();
    await setContentStatus("review", review.id, "hidden", null);
    expect(await count()).toBe(before - 1);
    await setContentStatus("review", review.id, "published", null);
    expect(await count()).toBe(before);
  });

  it.each([
    [
      "review_comment",
      sql`SELECT c.id, r.comments_count AS n, r.id AS parent FROM review_comments c JOIN reviews r ON r.id = c.review_id ORDER BY c.id LIMIT 1`,
      (parent: string) => sql`SELECT comments_count AS n FROM reviews WHERE id = ${parent}`,
    ],
    [
      "post_comment",
      sql`SELECT c.id, p.comments_count AS n, p.id AS parent FROM university_life_comments c JOIN university_life_posts p ON p.id = c.post_id ORDER BY c.id LIMIT 1`,
      (parent: string) => sql`SELECT comments_count AS n FROM university_life_posts WHERE id = ${parent}`,
    ],
    [
      "article_comment",
      sql`SELECT c.id, b.comments_count AS n, b.id AS parent FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id ORDER BY c.id LIMIT 1`,
      (parent: string) => sql`SELECT comments_count AS n FROM blog_posts WHERE id = ${parent}`,
    ],
  ] as const)(
    "a hidden %s leaves its parent's comments_count and comes back when restored",
    async (kind, find, counter) => {
      const comment = await one<{ id: string; n: number; parent: string }>(find);
      expect(await setContentStatus(kind, comment.id, "hidden", "Nota")).toEqual({ previous: "published" });
      expect((await one<{ n: number }>(counter(comment.parent))).n).toBe(comment.n - 1);
      // Hiding twice moves nothing more.
      expect(await setContentStatus(kind, comment.id, "hidden", "Nota")).toEqual({ previous: "hidden" });
      expect((await one<{ n: number }>(counter(comment.parent))).n).toBe(comment.n - 1);
      expect(await counterDrift(database.db)).toEqual(NO_DRIFT);
      await setContentStatus(kind, comment.id, "published", null);
      expect((await one<{ n: number }>(counter(comment.parent))).n).toBe(comment.n);
    },
  );

  it("a hidden post is unpublished, a restored one published again", async () => {
    const post = await one<{ id: string }>(
      sql`SELECT id FROM university_life_posts WHERE is_published ORDER BY id LIMIT 1`,
    );
    await setContentStatus("post", post.id, "hidden", "Fuera de tema");
    expect(
      await one(
        sql`SELECT is_published AS "isPublished", moderation_status AS status FROM university_life_posts WHERE id = ${post.id}`,
      ),
    ).toEqual({
      isPublished: false,
      status: "hidden",
    });
    await setContentStatus("post", post.id, "flagged", null);
    expect(
      await one(sql`SELECT is_published AS "isPublished" FROM university_life_posts WHERE id = ${post.id}`),
    ).toEqual({ isPublished: true });
  });

  it("parallel hides and restores of the reviews of one subject leave no drift", async () => {
    const { rows } = await database.db.execute<{ id: string }>(sql`
      SELECT r.id FROM reviews r WHERE r.subject_id = (
        SELECT subject_id FROM reviews WHERE subject_id IS NOT NULL GROUP BY subject_id HAVING count(*) >= 4 ORDER BY subject_id LIMIT 1)
      ORDER BY r.id LIMIT 4`);
    await Promise.all(
      rows.flatMap((row) => [
        setContentStatus("review", row.id, "hidden", null),
        setContentStatus("review", row.id, "published", null),
      ]),
    );
    await Promise.all(rows.map((row, i) => setContentStatus("review", row.id, i % 2 ? "hidden" : "published", null)));
    expect(await counterDrift(database.db)).toEqual(NO_DRIFT);
  });
});
