/**
 * Student-written content of every kind as the moderators' queues read it: one query shape per
 * kind (its table, its text, where it lives), the queue's entries read from the partial queue
 * indexes, and items by id with their authors — shared by the held-content queue, the notices,
 * the decisions and the appeals.
 */
import { type SQL, sql } from "drizzle-orm";

import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import { getDb } from "~/server/db/client.server";

export interface HeldItem {
  kind: ModeratedContentKind;
  id: string;
  text: string;
  status: ModerationStatus;
  note: string | null;
  createdAt: Date;
  authorName: string | null;
  authorEmail: string | null;
  /** The public page the item belongs to. */
  href: string;
}

/** The table of each kind of content; every one keeps its author in `user_id` and its state in `moderation_status` (constants: used as identifiers). */
export const CONTENT_TABLES: Record<ModeratedContentKind, string> = {
  review: "reviews",
  review_comment: "review_comments",
  review_reply: "review_replies",
  post: "university_life_posts",
  post_comment: "university_life_comments",
  article_comment: "blog_post_comments",
};

/** Each kind of moderated content: its table, and how its row reads as a queue item. */
export const KINDS: { kind: ModeratedContentKind; table: SQL; item: SQL }[] = [
  {
    kind: "review",
    table: sql`reviews`,
    item: sql`SELECT 'review' AS kind, x.id, coalesce(x.comment, '') AS text, x.moderation_status AS status, x.moderation_note AS note, x.created_at, x.user_id,
      CASE x.review_type WHEN 'professor' THEN '/profesor/' || x.professor_id WHEN 'subject' THEN '/subject/' || x.subject_id
        WHEN 'career' THEN '/career/' || x.career_id ELSE '/universidad/' || x.university_id END AS href
      FROM reviews x`,
  },
  {
    kind: "review_reply",
    table: sql`review_replies`,
    item: sql`SELECT 'review_reply', x.id, x.reply, x.moderation_status, x.moderation_note, x.created_at, x.user_id, '/profesor/' || r.professor_id || '#resena-' || x.review_id
      FROM review_replies x JOIN reviews r ON r.id = x.review_id`,
  },
  {
    kind: "review_comment",
    table: sql`review_comments`,
    item: sql`SELECT 'review_comment', x.id, x.comment, x.moderation_status, x.moderation_note, x.created_at, x.user_id, '/resenas/' || x.review_id || '/comentarios'
      FROM review_comments x`,
  },
  {
    kind: "post",
    table: sql`university_life_posts`,
    item: sql`SELECT 'post', x.id, x.title || E'\n\n' || x.content, x.moderation_status, x.moderation_note, x.created_at, x.user_id, '/vida-universitaria/post/' || x.id
      FROM university_life_posts x`,
  },
  {
    kind: "post_comment",
    table: sql`university_life_comments`,
    item: sql`SELECT 'post_comment', x.id, x.content, x.moderation_status, x.moderation_note, x.created_at, x.user_id, '/vida-universitaria/post/' || x.post_id
      FROM university_life_comments x`,
  },
  {
    kind: "article_comment",
    table: sql`blog_post_comments`,
    item: sql`SELECT 'article_comment', x.id, x.content, x.moderation_status, x.moderation_note, x.created_at, x.user_id, '/blog/' || b.slug
      FROM blog_post_comments x JOIN blog_posts b ON b.id = x.post_id`,
  },
];

/**
 * The queue's entries (kind, id, date) in these states: read from each table's partial queue
 * index alone (`moderation_status <> 'published'`, ending with `created_at, id`), never from the
 * rows, so a backlog of thousands costs an index scan. With a limit, the oldest `limit` of each
 * kind, in order; without one (to count them), all of them unsorted.
 */
export function queueEntries(statuses: SQL, limit?: number): SQL {
  return sql.join(
    KINDS.map(
      ({ kind, table }) =>
        sql`(SELECT ${kind}::text AS kind, id, created_at FROM ${table} WHERE moderation_status IN ${statuses}${limit === undefined ? sql`` : sql` ORDER BY created_at, id LIMIT ${limit}`})`,
    ),
    sql` UNION ALL `,
  );
}

export type HeldItemRow = Omit<HeldItem, "createdAt"> & { createdAt: Date | string };

/** Queue items (rows of KINDS' `item` queries) as HeldItem columns, with their authors. */
export function itemsWithAuthors(items: SQL): SQL {
  return sql`SELECT i.kind, i.id, i.text, i.status, i.note, i.created_at AS "createdAt", i.href, u.name AS "authorName", u.email AS "authorEmail"
    FROM (${items}) AS i(kind, id, text, status, note, created_at, user_id, href) LEFT JOIN "user" u ON u.id = i.user_id`;
}

export const asHeldItem = (row: HeldItemRow): HeldItem => ({ ...row, createdAt: new Date(row.createdAt) });

/** Items of one kind by id, as the queues show them (what no longer exists is left out). */
export async function readContentItems(kind: ModeratedContentKind, ids: readonly string[]): Promise<HeldItem[]> {
  if (ids.length === 0) return [];
  const { item } = KINDS.find((known) => known.kind === kind)!;
  const { rows } = await getDb().execute<HeldItemRow>(itemsWithAuthors(sql`${item} WHERE x.id IN ${ids}`));
  return rows.map(asHeldItem);
}
