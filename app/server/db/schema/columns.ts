/**
 * Column builders and conditions the tables share: timestamps, review figures, moderation status, the folded
 * text the searches read.
 */
import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";

import { MODERATION_STATUSES, PUBLIC_MODERATION_STATUSES } from "~/lib/moderation";
import { REVIEW_TAGS, reviewTagKeys } from "~/lib/review-tags";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A name as searches compare it, lower-case and without accents ('Córdoba' → 'cordoba'), stored
 * and kept by PostgreSQL itself, under a trigram index. Stored rather than an index on the
 * expression because a trigram match is only a candidate: each one is checked again against the
 * row, and folding every candidate's name again is too slow for a common word at national scale.
 * `f_unaccent` comes from migration 0001.
 */
/**
 * What the public reviews of a professor or a subject add up to beside the average and the count,
 * kept by the same recompute (aggregates.server.ts): how many gave each of 1–5 stars, and how many
 * answered "would take again" and how many of them said yes.
 */
export const reviewFigures = () => ({
  ratingCounts: integer("rating_counts")
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`),
  wouldTakeAgainYes: integer("would_take_again_yes").notNull().default(0),
  wouldTakeAgainAnswers: integer("would_take_again_answers").notNull().default(0),
  /** How many answered each workload band (1–5), in that order. */
  workloadCounts: integer("workload_counts")
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'`),
});

/** How many public reviews carry each tag of a kind's vocabulary, in its order (lib/review-tags.ts). */
export const tagCounts = (kind: keyof typeof REVIEW_TAGS) =>
  integer("tag_counts")
    .array()
    .notNull()
    .default(sql.raw(`'{${REVIEW_TAGS[kind].map(() => 0).join(",")}}'`));

/** "tags <@ ARRAY['a', 'b']": every tag of a review is one of its kind's. */
export const tagsOf = (kind: keyof typeof REVIEW_TAGS) =>
  sql.raw(
    `tags <@ ARRAY[${reviewTagKeys(kind)
      .map((key) => `'${key}'`)
      .join(", ")}]::text[]`,
  );

export const searchText = (name: string, source: string) =>
  text(name).generatedAlwaysAs(sql`f_unaccent(lower(${sql.identifier(source)}))`);

/** "col IN ('a', 'b')" for a CHECK constraint, from one of the shared lists of values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * Every table of student-written content carries its moderation state (app/lib/moderation.ts) and,
 * when it is not simply published, the reason in Spanish: the screening's explanation to the
 * author, or the moderator's. Only 'published' and 'flagged' rows are public and counted.
 */
export const moderationStatus = () =>
  text("moderation_status", { enum: MODERATION_STATUSES }).notNull().default("published");
export const moderationNote = () => text("moderation_note");
/**
 * The partial indexes' condition for public rows: the literal list the queries write too (public-
 * content.server.ts).
 */
export const publicReviews = oneOf("moderation_status", PUBLIC_MODERATION_STATUSES);
