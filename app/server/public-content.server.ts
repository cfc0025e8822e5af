/**
 * The one definition of "the public sees this row" for the five tables of student-written content
 * (reviews, review_comments, university_life_posts, university_life_comments, blog_post_comments):
 * its moderation_status is one of PUBLIC_MODERATION_STATUSES (app/lib/moderation.ts). Every public
 * list, page, count and stored aggregate filters with these, so pending and hidden content is
 * nowhere but on its author's /profile and in the moderators' queues.
 * (Posts also carry `is_published`, kept equal to this by a CHECK, for their partial indexes.)
 * A leaf module: the aggregates and every read import it without cycles.
 */
import { type Column, type SQL, sql } from "drizzle-orm";

import { PUBLIC_MODERATION_STATUSES } from "~/lib/moderation";

/** The statuses as an SQL list, written from the shared constant (never from input). */
const PUBLIC_STATUS_LIST = `(${PUBLIC_MODERATION_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/**
 * For raw SQL: `<alias>.moderation_status IN ('published', 'flagged')`. `alias` is the table name
 * or alias the query uses (a constant of the calling code, never input).
 */
export function publicRowSql(alias: string): SQL {
  return sql.raw(`${alias}.moderation_status IN ${PUBLIC_STATUS_LIST}`);
}

/**
 * For Drizzle queries: `isPublicStatus(reviews.moderationStatus)`. The list is written as literals,
 * not parameters, so the planner matches it with the partial indexes on public reviews (db/schema/reviews.ts).
 */
export function isPublicStatus(column: Column): SQL {
  return sql`${column} IN ${sql.raw(PUBLIC_STATUS_LIST)}`;
}
