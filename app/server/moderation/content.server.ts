/**
 * Held and hidden content of every kind (/moderacion/contenido): reviews, review comments, posts,
 * post comments and article comments that the screening held or flagged, or a moderator or the
 * report threshold hid — one list, oldest first, with the reason and where the item lives.
 */
import { sql, type SQL } from "drizzle-orm";
import type { HeldView } from "~/lib/moderation-console";
import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import { getDb } from "../db/client.server";
import { readPage, type PageRead } from "../pagination.server";
import { writeAudit } from "./audit.server";
import { closePendingReports, NothingToDo } from "./reports.server";
import { setContentStatusIn } from "./visibility.server";

export const HELD_PAGE_SIZE = 20;

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

/**
 * One SELECT per kind with the same columns, each served by its table's partial queue index
 * (`moderation_status <> 'published'`).
 */
function heldItems(statuses: SQL): SQL {
  return sql`
    SELECT 'review' AS kind, r.id, coalesce(r.comment, '') AS text, r.moderation_status AS status, r.moderation_note AS note, r.created_at, r.user_id,
      CASE r.review_type WHEN 'professor' THEN '/profesor/' || r.professor_id ELSE '/subject/' || r.subject_id END AS href
    FROM reviews r WHERE r.moderation_status IN ${statuses}
    UNION ALL
    SELECT 'review_comment', c.id, c.comment, c.moderation_status, c.moderation_note, c.created_at, c.user_id, '/resenas/' || c.review_id || '/comentarios'
    FROM review_comments c WHERE c.moderation_status IN ${statuses}
    UNION ALL
    SELECT 'post', p.id, p.title || E'\n\n' || p.content, p.moderation_status, p.moderation_note, p.created_at, p.user_id, '/vida-universitaria/post/' || p.id
    FROM university_life_posts p WHERE p.moderation_status IN ${statuses}
    UNION ALL
    SELECT 'post_comment', c.id, c.content, c.moderation_status, c.moderation_note, c.created_at, c.user_id, '/vida-universitaria/post/' || c.post_id
    FROM university_life_comments c WHERE c.moderation_status IN ${statuses}
    UNION ALL
    SELECT 'article_comment', c.id, c.content, c.moderation_status, c.moderation_note, c.created_at, c.user_id, '/blog/' || b.slug
    FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE c.moderation_status IN ${statuses}`;
}

const VIEW_STATUSES: Record<HeldView, SQL> = {
  retenido: sql`('pending', 'flagged')`,
  oculto: sql`('hidden')`,
};

export function listHeldContent(view: HeldView, page: number): Promise<PageRead<HeldItem>> {
  const items = heldItems(VIEW_STATUSES[view]);
  const db = getDb();
  return readPage(
    page,
    HELD_PAGE_SIZE,
    async () => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${items}) items`)).rows[0]!.n,
    async (limit, offset) => {
      const { rows } = await db.execute<Omit<HeldItem, "createdAt"> & { createdAt: Date | string }>(sql`
        SELECT i.kind, i.id, i.text, i.status, i.note, i.created_at AS "createdAt", i.href, u.name AS "authorName", u.email AS "authorEmail"
        FROM (${items}) i LEFT JOIN "user" u ON u.id = i.user_id
        ORDER BY i.created_at, i.id LIMIT ${limit} OFFSET ${offset}`);
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
    },
  );
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
  submissions: number;
};

/** How much waits in each queue (the console's tab badges): one round trip. */
export async function countQueues(): Promise<QueueCounts> {
  const { rows } = await getDb().execute<QueueCounts>(sql`
    SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'pending') AS reports,
      (SELECT count(*)::int FROM (${heldItems(VIEW_STATUSES.retenido)}) items) AS held,
      (SELECT count(*)::int FROM submissions WHERE status = 'pending') AS submissions`);
  return rows[0]!;
}
