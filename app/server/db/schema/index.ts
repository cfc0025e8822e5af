/**
 * The whole UniOpina schema (SPEC §3), one module per domain in this folder; the app, drizzle-kit
 * and the tests import it from here. Counters (ratings, likes, comments) are stored columns kept in
 * step with their rows by the domain modules inside the same transaction, so every list is a
 * single indexed query.
 */
export * from "~/server/db/schema/accounts";
export * from "~/server/db/schema/blog";
export * from "~/server/db/schema/campus";
export * from "~/server/db/schema/catalog";
export * from "~/server/db/schema/contact";
export * from "~/server/db/schema/moderation";
export * from "~/server/db/schema/people";
export * from "~/server/db/schema/reviews";
export * from "~/server/db/schema/submissions";
