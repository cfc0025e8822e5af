/** The blog: categories, authors, articles, their comments, likes and saves. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { MODERATION_STATUSES } from "~/lib/moderation";
import { user } from "~/server/db/schema/accounts";
import { createdAt, moderationNote, moderationStatus, oneOf, updatedAt } from "~/server/db/schema/columns";

export const BLOG_CONTENT_FORMATS = ["markdown", "html"] as const;
export type BlogContentFormat = (typeof BLOG_CONTENT_FORMATS)[number];

export const blogCategories = pgTable("blog_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

export const blogAuthors = pgTable("blog_authors", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  bio: text("bio"),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    /**
     * The body as staff wrote it, in `content_format` (Markdown or HTML). Never trusted as it is:
     * it is rendered and sanitized on the server with an allow-list before any page shows it
     * (blog/content.server.ts).
     */
    content: text("content").notNull().default(""),
    contentFormat: text("content_format", { enum: BLOG_CONTENT_FORMATS }).notNull().default("markdown"),
    imageUrl: text("image_url"),
    readTimeMinutes: smallint("read_time_minutes"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: uuid("author_id").references(() => blogAuthors.id, { onDelete: "set null" }),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt.desc().nullsFirst()),
    index("blog_posts_category_idx").on(t.categoryId),
    check("blog_posts_content_format_values", sql`${t.contentFormat} IN ('markdown', 'html')`),
    check("blog_posts_likes_nonneg", sql`${t.likesCount} >= 0`),
    check("blog_posts_comments_nonneg", sql`${t.commentsCount} >= 0`),
  ],
);

/**
 * Comments on an article by signed-in students; `blog_posts.comments_count` counts them. A deleted
 * account leaves its comments without author (the count stays exact).
 */
export const blogPostComments = pgTable(
  "blog_post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    moderationStatus: moderationStatus(),
    moderationNote: moderationNote(),
    createdAt: createdAt(),
  },
  (t) => [
    check("blog_post_comments_moderation_status_values", oneOf("moderation_status", MODERATION_STATUSES)),
    index("blog_post_comments_moderation_queue_idx")
      .on(t.moderationStatus, t.createdAt, t.id)
      .where(sql`moderation_status <> 'published'`),
    index("blog_post_comments_post_idx").on(t.postId, t.createdAt),
    // The account's data export and deletion find a student's comments by author.
    index("blog_post_comments_user_idx").on(t.userId),
    check("blog_post_comments_length", sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

/** 'Me gusta' on an article, one per student; `blog_posts.likes_count` counts them. */
export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("blog_post_likes_user_idx").on(t.userId)],
);

/** Articles a student saved to read later (listed on /profile, newest save first). */
export const blogPostSaves = pgTable(
  "blog_post_saves",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("blog_post_saves_user_recent_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
