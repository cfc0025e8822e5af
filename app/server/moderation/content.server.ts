/**
 * Held and hidden content of every kind (/moderacion/contenido): reviews, review comments, posts,
 * post comments and article comments that the screening held or flagged, or a moderator or the
 * report threshold hid — one list, oldest first, with the reason and where the item lives.
 */
import { type SQL, sql } from "drizzle-orm";

import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import type { HeldView } from "~/lib/moderation-console";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/moderation/audit.server";
import { closePendingReports, NothingToDo } from "~/server/moderation/reports.server";
import { setContentStatusIn } from "~/server/moderation/visibility.server";

const HELD_PAGE_SIZE = 20;

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

/** Each kind of moderated content: its table, and how its row reads as a queue item. */
const KINDS: { kind: ModeratedContentKind; table: SQL; item: SQL }[] = [
  {
    kind: "review",
    table: sql`reviews`,
    item: sql`SELECT 'review' AS kind, x.id, coalesce(x.comment, '') AS text, x.moderation_status AS status, x.moderation_note AS note, x.created_at, x.user_id,
      CASE x.review_type WHEN 'professor' THEN '/profesor/' || x.professor_id ELSE '/subject/' || x.subject_id END AS href
      FROM reviews x`,
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
function queueEntries(statuses: SQL, limit?: number): SQL {
  return sql.join(
    KINDS.map(
      ({ kind, table }) =>
        sql`(SELECT ${kind}::text AS kind, id, created_at FROM ${table} WHERE moderation_status IN ${statuses}${limit === undefined ? sql`` : sql` ORDER BY created_at, id LIMIT ${limit}`})`,
    ),
    sql` UNION ALL `,
  );
}

type HeldItemRow = Omit<HeldItem, "createdAt"> & { createdAt: Date | string };

/** Queue items (rows of KINDS' `item` queries) as HeldItem columns, with their authors. */
function itemsWithAuthors(items: SQL): SQL {
  return sql`SELECT i.kind, i.id, i.text, i.status, i.note, i.created_at AS "createdAt", i.href, u.name AS "authorName", u.email AS "authorEmail"
    FROM (${items}) AS i(kind, id, text, status, note, created_at, user_id, href) LEFT JOIN "user" u ON u.id = i.user_id`;
}

const asHeldItem = (row: HeldItemRow): HeldItem => ({ ...row, createdAt: new Date(row.createdAt) });

const VIEW_STATUSES: Record<HeldView, SQL> = {
  retenido: sql`('pending', 'flagged')`,
  oculto: sql`('hidden')`,
};

/** One page of the queue: its entries first (indexes only), then the rows of those alone. */
export const listHeldContent = sharedRead("moderation.listHeldContent", (view: HeldView, page: number): Promise<PageRead<HeldItem>> => {
  const statuses = VIEW_STATUSES[view];
  const db = getDb();
  return readPage(
    page,
    HELD_PAGE_SIZE,
    async () => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${queueEntries(statuses)}) entries`)).rows[0]!.n,
    async (limit, offset) => {
      const items = sql.join(
        KINDS.map(({ kind, item }) => sql`${item} WHERE x.id IN (SELECT id FROM page WHERE kind = ${kind})`),
        sql` UNION ALL `,
      );
      const { rows } = await db.execute<HeldItemRow>(sql`
        WITH page AS (
          SELECT kind, id FROM (${queueEntries(statuses, offset + limit)}) entries ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}
        )
        ${itemsWithAuthors(items)}
        ORDER BY i.created_at, i.id`);
      return rows.map(asHeldItem);
    },
  );
});

/** Items of one kind by id, as the queues show them (what no longer exists is left out). */
export async function readContentItems(kind: ModeratedContentKind, ids: readonly string[]): Promise<HeldItem[]> {
  if (ids.length === 0) return [];
  const { item } = KINDS.find((known) => known.kind === kind)!;
  const { rows } = await getDb().execute<HeldItemRow>(itemsWithAuthors(sql`${item} WHERE x.id IN ${ids}`));
  return rows.map(asHeldItem);
}

/** What a moderator decides about one item. */
export type ContentDecision = "publish" | "hide" | "restore";

/** The states each decision applies to: anything else was decided by someone else first. */
const DECISIONS: Record<ContentDecision, { from: readonly ModerationStatus[]; to: ModerationStatus; action: "content.publish" | "content.hide" | "content.restore" }> = {
  publish: { from: ["pending", "flagged"], to: "published", action: "content.publish" },
  hide: { from: ["published", "flagged", "pending"], to: "hidden", action: "content.hide" },
  restore: { from: ["hidden"], to: "published", action: "content.restore" },
};

/**
 * Publishes, hides or restores one item in one transaction: its state and note (with every counter
 * and aggregate it feeds, visibility.server.ts), a review's pending reports (actioned when it is
 * hidden, dismissed when it is restored or published) and the audit row. Throws NothingToDo when
 * the item is gone or already in another state.
 */
export async function moderateContent(actorId: string, kind: ModeratedContentKind, id: string, decision: ContentDecision, reason: string | null): Promise<void> {
  const { from, to, action } = DECISIONS[decision];
  await getDb().transaction(async (tx) => {
    const change = await setContentStatusIn(tx, kind, id, to, decision === "hide" ? reason : null);
    // Thrown, not returned: the state was already written and must be rolled back.
    if (!change || !from.includes(change.previous)) throw new NothingToDo();
    const reports = kind === "review" ? await closePendingReports(tx, id, decision === "hide" ? "actioned" : "dismissed") : 0;
    await writeAudit(tx, { actorId, action, targetType: kind, targetId: id, reason, details: { from: change.previous, to, ...(reports > 0 ? { reports } : {}) } });
  });
}

export type QueueCounts = {
  reports: number;
  held: number;
  notices: number;
  submissions: number;
};

/** How much waits in each queue (the console's tab badges): one round trip. */
export const countQueues = sharedRead("moderation.countQueues", async (): Promise<QueueCounts> => {
  const { rows } = await getDb().execute<QueueCounts>(sql`
    SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'pending') AS reports,
      (SELECT count(*)::int FROM (${queueEntries(VIEW_STATUSES.retenido)}) entries) AS held,
      (SELECT count(*)::int FROM legal_notices WHERE status = 'pending') AS notices,
      (SELECT count(*)::int FROM submissions WHERE status = 'pending') AS submissions`);
  return rows[0]!;
});
