/** Vida Universitaria: posts, their comments and likes, and the popularity order. */
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";

import { MODERATION_STATUSES } from "~/lib/moderation";
import { WEB_IMAGE_URL_SQL_PATTERN } from "~/lib/post-forms";
import { user } from "~/server/db/schema/accounts";
import { universities } from "~/server/db/schema/catalog";
import { createdAt, moderationNote, moderationStatus, oneOf, updatedAt } from "~/server/db/schema/columns";

/** Start of the popularity clock: scores count weeks from here, so they stay small numbers. */
export const POPULARITY_EPOCH = "2025-01-01T00:00:00Z";
/** A post's engagement weighs half as much for every week of age. */
export const POPULARITY_HALF_LIFE_SECONDS = 7 * 24 * 60 * 60;

/**
 * popularity_score (SPEC §3), the 'Populares' order and Campus Social's 'Descubrir':
 *
 *   log2(1 + likes + 2 × comments) + weeks between POPULARITY_EPOCH and created_at
 *
 * Ordering by it is ordering by engagement × 2^(−age in weeks): each week of age halves a post's
 * weight (a comment counts as two likes, it takes more effort). Because the age term is measured
 * from a fixed date instead of from now, the score of a post changes only when its likes or
 * comments do, never with the clock: it is a generated column, so every counter update (a like,
 * a comment, an account deletion, the seed) recomputes it in the same statement, and 'popular'
 * stays one read of an index on it.
 */
const popularityScoreSql = sql.raw(
  `ln((1 + likes_count + 2 * comments_count)::float8) / ln(2::float8) ` +
    `+ extract(epoch FROM (created_at - timestamptz '${POPULARITY_EPOCH}'))::float8 / ${POPULARITY_HALF_LIFE_SECONDS}`,
);

export const universityLifeCategories = pgTable("university_life_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
});

export const universityLifePosts = pgTable(
  "university_life_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    universityId: uuid("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => universityLifeCategories.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    /** Kept equal to "moderation_status is public" by a CHECK: the partial indexes below filter on it. */
    isPublished: boolean("is_published").notNull().default(true),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    popularityScore: doublePrecision("popularity_score").notNull().generatedAlwaysAs(popularityScoreSql),
    commentsCount: integer("comments_count").notNull().default(0),
    likesCount: integer("likes_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("posts_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    check("posts_published_matches_moderation", sql`is_published = (moderation_status IN ('published', 'flagged'))`),
    index("posts_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    check("posts_title_length", sql`char_length(${t.title}) BETWEEN 3 AND 200`),
    check("posts_content_length", sql`char_length(${t.content}) BETWEEN 10 AND 5000`),
    check("posts_counters_nonneg", sql`${t.likesCount} >= 0 AND ${t.commentsCount} >= 0`),
    // Only web images: no javascript:, data: or file: URL can reach an <img> of another student's
    // page. The form checks the same rule (~/lib/post-forms.ts).
    check(
      "posts_image_url_http",
      sql`${t.imageUrl} IS NULL OR ${t.imageUrl} ~* ${sql.raw(`'${WEB_IMAGE_URL_SQL_PATTERN}'`)}`,
    ),
    index("posts_university_recent_idx")
      .on(t.universityId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_university_popular_idx")
      .on(t.universityId, t.popularityScore.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_university_commented_idx")
      .on(t.universityId, t.commentsCount.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_recent_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    // Campus Social's 'Descubrir': the most popular posts of every university.
    index("posts_popular_idx")
      .on(t.popularityScore.desc().nullsFirst())
      .where(sql`${t.isPublished}`),
    index("posts_user_idx").on(t.userId),
  ],
);

export const universityLifeComments = pgTable(
  "university_life_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => universityLifePosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("post_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("post_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("post_comments_post_idx").on(t.postId, t.createdAt),
    index("post_comments_user_idx").on(t.userId),
    check("post_comments_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

export const universityLifeLikes = pgTable(
  "university_life_likes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => universityLifePosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("post_likes_one_per_user").on(t.postId, t.userId), index("post_likes_user_idx").on(t.userId)],
);
