/**
 * Held and hidden content of every kind (/moderacion/contenido): reviews, review comments, posts,
 * post comments and article comments that the screening held or flagged, or a moderator or the
 * report threshold hid — one list, oldest first, with the reason and where the item lives.
 */
import { type SQL, sql } from "drizzle-orm";

import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import type { HeldView } from "~/lib/moderation-console";
import type { CommunityRule } from "~/lib/moderation-decisions";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import {
  asHeldItem,
  type HeldItem,
  type HeldItemRow,
  itemsWithAuthors,
  KINDS,
  queueEntries,
} from "~/server/decisions/content-items.server";
import { announceDecision, overturnScreening, recordContentDecision } from "~/server/decisions/statements.server";
import { setContentStatusIn } from "~/server/decisions/visibility.server";
import { closePendingReports } from "~/server/moderation/reports.server";
import { tellProfessorOfReview } from "~/server/professors/review-alerts.server";

const HELD_PAGE_SIZE = 20;

const VIEW_STATUSES: Record<HeldView, SQL> = {
  retenido: sql`('pending', 'flagged')`,
  oculto: sql`('hidden')`,
};

/** One page of the queue: its entries first (indexes only), then the rows of those alone. */
export const listHeldContent = (view: HeldView, page: number): Promise<PageRead<HeldItem>> => {
  const statuses = VIEW_STATUSES[view];
  const db = getDb();
  return readPage(
    page,
    HELD_PAGE_SIZE,
    async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${queueEntries(statuses)}) entries`))
        .rows[0]!.n,
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
};

/** What a moderator decides about one item. */
export type ContentDecision = "publish" | "hide" | "restore";

/** The states each decision applies to: anything else was decided by someone else first. */
const DECISIONS: Record<
  ContentDecision,
  {
    from: readonly ModerationStatus[];
    to: ModerationStatus;
    action: "content.publish" | "content.hide" | "content.restore";
  }
> = {
  publish: { from: ["pending", "flagged"], to: "published", action: "content.publish" },
  hide: { from: ["published", "flagged", "pending"], to: "hidden", action: "content.hide" },
  restore: { from: ["hidden"], to: "published", action: "content.restore" },
};

/**
 * Publishes, hides or restores one item in one transaction: its state and note (with every counter
 * and aggregate it feeds, visibility.server.ts), a review's pending reports (actioned when it is
 * hidden, dismissed when it is restored or published), the audit row, and for a hide the decision
 * whose statement of reasons its author is then e-mailed (citing `rule`). Throws NothingToDo when
 * the item is gone or already in another state.
 */
export async function moderateContent(
  actorId: string,
  kind: ModeratedContentKind,
  id: string,
  decision: ContentDecision,
  reason: string | null,
  rule: CommunityRule | null = null,
): Promise<void> {
  const { from, to, action } = DECISIONS[decision];
  let heldBefore = false;
  const decisionId = await getDb().transaction(async (tx) => {
    const change = await setContentStatusIn(tx, kind, id, to, decision === "hide" ? reason : null);
    heldBefore = change?.previous === "pending";
    // Thrown, not returned: the state was already written and must be rolled back.
    if (!change || !from.includes(change.previous)) throw new NothingToDo();
    const reports =
      kind === "review" ? await closePendingReports(tx, id, decision === "hide" ? "actioned" : "dismissed") : 0;
    // Published anyway: whatever the screening held or flagged it for was too eager this time.
    if (decision === "publish") await overturnScreening(tx, kind, id);
    await writeAudit(tx, {
      actorId,
      action,
      targetType: kind,
      targetId: id,
      reason,
      details: { from: change.previous, to, ...(reports > 0 ? { reports } : {}), ...(rule ? { rule } : {}) },
    });
    if (decision !== "hide") return null;
    return recordContentDecision(tx, kind, id, {
      restriction: "hidden",
      rule: rule ?? "respeto",
      facts: reason ?? "",
      source: reports > 0 ? "report" : "moderator",
      decidedBy: actorId,
    });
  });
  announceDecision(decisionId);
  // A review held before publication reaches its professor now, as a new one.
  if (kind === "review" && decision === "publish" && heldBefore) tellProfessorOfReview(id);
}

export type QueueCounts = {
  reports: number;
  held: number;
  notices: number;
  appeals: number;
  /** Professors' claims (with a confirmed address) and objections. */
  profiles: number;
  submissions: number;
  /** Subjects students added that nobody has confirmed yet. */
  additions: number;
};

/** How much waits in each queue (the console's tab badges): one round trip. */
export const countQueues = async (): Promise<QueueCounts> => {
  const { rows } = await getDb().execute<QueueCounts>(sql`
    SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'pending') AS reports,
      (SELECT count(*)::int FROM (${queueEntries(VIEW_STATUSES.retenido)}) entries) AS held,
      (SELECT count(*)::int FROM legal_notices WHERE status = 'pending') AS notices,
      (SELECT count(*)::int FROM moderation_appeals WHERE status = 'pending') AS appeals,
      (SELECT count(*)::int FROM professor_claims c JOIN "user" u ON u.id = c.user_id AND u.email_verified WHERE c.status = 'pending')
        + (SELECT count(*)::int FROM professor_objections WHERE status = 'pending') AS profiles,
      (SELECT count(*)::int FROM submissions WHERE status = 'pending') AS submissions,
      (SELECT count(*)::int FROM subjects WHERE added_by_student AND confirmed_at IS NULL)
        + (SELECT count(*)::int FROM careers WHERE added_by_student AND confirmed_at IS NULL)
        + (SELECT count(*)::int FROM professors WHERE added_by_student AND confirmed_at IS NULL)
        + (SELECT count(*)::int FROM catalog_reports WHERE handled_at IS NULL) AS additions`);
  return rows[0]!;
};
