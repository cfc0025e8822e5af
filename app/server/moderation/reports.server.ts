/**
 * The reports queue (/moderacion): pending reports grouped per review — the review, its author and
 * target, how many reports, the reasons with their counts and what reporters wrote — most reported
 * first. Dismissing marks the review's pending reports dismissed; hiding and restoring go through
 * content.server.ts, which marks them actioned.
 */
import { sql } from "drizzle-orm";

import type { ModerationStatus } from "~/lib/moderation";
import type { ReviewKind } from "~/lib/review-forms";
import type { ReportReason } from "~/lib/review-interaction-forms";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { NothingToDo, writeAudit } from "~/server/decisions/audit-log.server";

const REPORT_GROUPS_PAGE_SIZE = 20;

export type ReportGroup = {
  reviewId: string;
  comment: string | null;
  rating: number;
  moderationStatus: ModerationStatus;
  createdAt: Date;
  authorName: string | null;
  authorEmail: string | null;
  targetKind: ReviewKind;
  targetId: string;
  /** The professor's or subject's real name: moderators see names that are not public. */
  targetName: string;
  reportCount: number;
  reasons: { reason: ReportReason; count: number }[];
  descriptions: string[];
  firstReportedAt: Date;
};

export const listReportGroups = async (page: number): Promise<PageRead<ReportGroup>> => {
  const db = getDb();
  return readPage(
    page,
    REPORT_GROUPS_PAGE_SIZE,
    async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(DISTINCT review_id)::int AS n FROM review_reports WHERE status = 'pending'`,
      );
      return rows[0]!.n;
    },
    async (limit, offset) => {
      const { rows } = await db.execute<ReportGroup & { createdAt: Date | string; firstReportedAt: Date | string }>(sql`
        WITH groups AS (
          SELECT review_id, count(*)::int AS report_count, min(created_at) AS first_reported_at,
            coalesce(array_agg(description ORDER BY created_at) FILTER (WHERE description IS NOT NULL AND description <> ''), '{}') AS descriptions
          FROM review_reports WHERE status = 'pending' GROUP BY review_id
          ORDER BY report_count DESC, first_reported_at, review_id
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT r.id AS "reviewId", r.comment, r.rating, r.moderation_status AS "moderationStatus", r.created_at AS "createdAt",
          u.name AS "authorName", u.email AS "authorEmail",
          r.review_type AS "targetKind", coalesce(r.professor_id, r.subject_id, r.career_id, r.university_id) AS "targetId",
          coalesce(p.name, s.name, c.name, un.name) AS "targetName",
          g.report_count AS "reportCount", g.descriptions, g.first_reported_at AS "firstReportedAt",
          (SELECT json_agg(json_build_object('reason', x.reason, 'count', x.n) ORDER BY x.n DESC, x.reason)
             FROM (SELECT reason, count(*)::int AS n FROM review_reports WHERE review_id = r.id AND status = 'pending' GROUP BY reason) x) AS reasons
        FROM groups g
        JOIN reviews r ON r.id = g.review_id
        LEFT JOIN "user" u ON u.id = r.user_id
        LEFT JOIN professors p ON p.id = r.professor_id
        LEFT JOIN subjects s ON s.id = r.subject_id
        LEFT JOIN careers c ON c.id = r.career_id
        LEFT JOIN universities un ON un.id = r.university_id
        ORDER BY g.report_count DESC, g.first_reported_at, g.review_id`);
      return rows.map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt),
        firstReportedAt: new Date(row.firstReportedAt),
      }));
    },
  );
};

/** Marks the review's pending reports `status`; how many there were (0 when another moderator was first). */
export async function closePendingReports(
  tx: Transaction,
  reviewId: string,
  status: "dismissed" | "actioned",
): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`UPDATE review_reports SET status = ${status} WHERE review_id = ${reviewId} AND status = 'pending' RETURNING id`,
  );
  return rows.length;
}

/** Dismisses the review's pending reports (the review stays as it is), with its audit row. */
export async function dismissReports(actorId: string, reviewId: string, reason: string | null): Promise<void> {
  await getDb().transaction(async (tx) => {
    const dismissed = await closePendingReports(tx, reviewId, "dismissed");
    if (dismissed === 0) throw new NothingToDo();
    await writeAudit(tx, {
      actorId,
      action: "report.dismiss",
      targetType: "review",
      targetId: reviewId,
      reason,
      details: { reports: dismissed },
    });
  });
}
