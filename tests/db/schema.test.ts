import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as t from "~/server/db/schema";

import { openTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** drizzle wraps driver errors; the PostgreSQL error (with its code and constraint) is the cause. */
async function pgError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause as { code?: string; constraint?: string; message: string };
  }
  throw new Error("Se esperaba que la base de datos rechazara la fila");
}

async function someStudentAndSubject() {
  const [profile] = await database.db.select().from(t.userProfiles).limit(1);
  const [subject] = await database.db
    .select({ id: t.subjects.id })
    .from(t.subjects)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM reviews r WHERE r.subject_id = ${t.subjects.id} AND r.user_id = ${profile.id})`,
    )
    .limit(1);
  return { userId: profile.id, subjectId: subject.id };
}

describe("database constraints", () => {
  it("rejects a rating outside 1–5", async () => {
    const { userId, subjectId } = await someStudentAndSubject();
    const error = await pgError(
      database.db.insert(t.reviews).values({ userId, reviewType: "subject", subjectId, rating: 6 }),
    );
    expect(error.code).toBe("23514");
    expect(error.constraint).toBe("reviews_rating_range");
  });

  it("rejects a difficulty outside 1–5 and a review whose target does not match its type", async () => {
    const { userId, subjectId } = await someStudentAndSubject();
    const difficulty = await pgError(
      database.db.insert(t.reviews).values({ userId, reviewType: "subject", subjectId, rating: 3, difficultyLevel: 0 }),
    );
    expect(difficulty.constraint).toBe("reviews_difficulty_range");
    const mismatch = await pgError(
      database.db.insert(t.reviews).values({ userId, reviewType: "professor", subjectId, rating: 3 }),
    );
    expect(mismatch.constraint).toBe("reviews_target_matches_type");
  });

  it("allows one review per user per subject", async () => {
    const { userId, subjectId } = await someStudentAndSubject();
    await database.db.insert(t.reviews).values({ userId, reviewType: "subject", subjectId, rating: 4 });
    const error = await pgError(
      database.db.insert(t.reviews).values({ userId, reviewType: "subject", subjectId, rating: 2 }),
    );
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("reviews_one_per_user_subject");
  });

  it("allows one like per user per review and per post", async () => {
    const [like] = await database.db.select().from(t.reviewLikes).limit(1);
    const duplicateReviewLike = await pgError(
      database.db.insert(t.reviewLikes).values({ reviewId: like.reviewId, userId: like.userId }),
    );
    expect(duplicateReviewLike.code).toBe("23505");

    const [postLike] = await database.db.select().from(t.universityLifeLikes).limit(1);
    const duplicatePostLike = await pgError(
      database.db.insert(t.universityLifeLikes).values({ postId: postLike.postId, userId: postLike.userId }),
    );
    expect(duplicatePostLike.constraint).toBe("post_likes_one_per_user");
  });

  it("allows one report per user per review and only the known reasons", async () => {
    const [review] = await database.db.select({ id: t.reviews.id }).from(t.reviews).limit(1);
    const [profile] = await database.db.select({ id: t.userProfiles.id }).from(t.userProfiles).limit(1);
    await database.db
      .insert(t.reviewReports)
      .values({ reviewId: review.id, userId: profile.id, reason: "spam" })
      .onConflictDoNothing();
    const duplicate = await pgError(
      database.db.insert(t.reviewReports).values({ reviewId: review.id, userId: profile.id, reason: "other" }),
    );
    expect(duplicate.constraint).toBe("review_reports_one_per_user");
    const badReason = await pgError(
      database.db.execute(
        sql`INSERT INTO review_reports (review_id, user_id, reason) VALUES (${review.id}, NULL, 'boring')`,
      ),
    );
    expect(badReason.constraint).toBe("review_reports_reason_values");
  });

  it("enforces the post title and content lengths", async () => {
    const [post] = await database.db.select().from(t.universityLifePosts).limit(1);
    const shortTitle = await pgError(
      database.db
        .insert(t.universityLifePosts)
        .values({ universityId: post.universityId, title: "Hi", content: "Contenido suficiente" }),
    );
    expect(shortTitle.constraint).toBe("posts_title_length");
  });

  it("keeps post images to web addresses and computes popularity itself", async () => {
    const [post] = await database.db.select().from(t.universityLifePosts).limit(1);
    const values = { universityId: post.universityId, title: "Título válido", content: "Contenido suficiente" };
    for (const imageUrl of ["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.org/a.png"]) {
      expect(
        (await pgError(database.db.insert(t.universityLifePosts).values({ ...values, imageUrl }))).constraint,
        imageUrl,
      ).toBe("posts_image_url_http");
    }
    const createdAt = new Date("2025-01-15T00:00:00Z");
    const [inserted] = await database.db
      .insert(t.universityLifePosts)
      .values({ ...values, imageUrl: "https://example.org/a.png", createdAt, likesCount: 3, commentsCount: 2 })
      .returning({ id: t.universityLifePosts.id, score: t.universityLifePosts.popularityScore });
    // log2(1 + 3 + 2 × 2) = 3, plus the two weeks since 1 January 2025.
    expect(inserted!.score).toBeCloseTo(5, 9);
    const [liked] = await database.db
      .update(t.universityLifePosts)
      .set({ likesCount: 7 })
      .where(eq(t.universityLifePosts.id, inserted!.id))
      .returning({ score: t.universityLifePosts.popularityScore });
    expect(liked!.score).toBeCloseTo(Math.log2(12) + 2, 9);
  });

  it("keeps e-mail domains unique and lower case", async () => {
    const [domain] = await database.db.select().from(t.emailDomains).limit(1);
    const duplicate = await pgError(
      database.db.insert(t.emailDomains).values({ universityId: domain.universityId, domain: domain.domain }),
    );
    expect(duplicate.code).toBe("23505");
    const upper = await pgError(
      database.db.insert(t.emailDomains).values({ universityId: domain.universityId, domain: "EJEMPLO.ES" }),
    );
    expect(upper.constraint).toBe("email_domains_lowercase");
  });

  it("anonymises instead of deleting a review when its author's account is removed", async () => {
    const [review] = await database.db.select({ id: t.reviews.id, userId: t.reviews.userId }).from(t.reviews).limit(1);
    await database.db.delete(t.user).where(eq(t.user.id, review.userId!));
    const [after] = await database.db
      .select({ userId: t.reviews.userId })
      .from(t.reviews)
      .where(eq(t.reviews.id, review.id));
    expect(after.userId).toBeNull();
  });
});
