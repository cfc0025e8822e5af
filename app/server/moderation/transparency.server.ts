/**
 * The transparency report (/transparencia; DSA art. 15 and 24): for a half-year, the notices of
 * illegal content by ground and how they were decided, the students' reports by reason, every
 * restriction by kind and by source with the share decided automatically, the appeals and how many
 * reversed a decision, the median times to decide, and the team's actions as the audit log records
 * them. Computed from the rows themselves — the queues, the decisions, the audit log — so it can
 * never disagree with them; shared between readers until the next write.
 */
import { type SQL, sql } from "drizzle-orm";

import { LEGAL_NOTICE_REASONS, type LegalNoticeReason } from "~/lib/legal-notices";
import { AUDIT_ACTION_LABELS, type AuditAction, parseAuditAction } from "~/lib/moderation-console";
import {
  DECISION_SOURCES,
  type DecisionSource,
  periodKey,
  periodOf,
  type ReportPeriod,
  type Restriction,
  RESTRICTIONS,
} from "~/lib/moderation-decisions";
import { REPORT_REASONS, type ReportReason } from "~/lib/review-interaction-forms";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getDb } from "~/server/db/client.server";

export interface TransparencyReport {
  period: ReportPeriod;
  /** Every half-year with a report, newest first (the page's navigation). */
  periods: ReportPeriod[];
  notices: {
    total: number;
    byReason: Record<LegalNoticeReason, number>;
    actioned: number;
    rejected: number;
    medianHoursToDecide: number | null;
  };
  reports: { total: number; byReason: Record<ReportReason, number> };
  restrictions: {
    total: number;
    automated: number;
    byRestriction: Record<Restriction, number>;
    bySource: Record<DecisionSource, number>;
  };
  appeals: { received: number; upheld: number; reversed: number; medianHoursToDecide: number | null };
  /** The team's actions in the audit log, by action, most frequent first. */
  moderatorActions: { action: AuditAction; label: string; count: number }[];
}

const zeroes = <Key extends string>(keys: readonly Key[]): Record<Key, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

/** `column` within the half-year, in Madrid's calendar. */
function within(column: SQL, period: ReportPeriod): SQL {
  const start = sql`make_timestamptz(${period.year}, ${period.half === 1 ? 1 : 7}, 1, 0, 0, 0, 'Europe/Madrid')`;
  return sql`${column} >= ${start} AND ${column} < ${start} + interval '6 months'`;
}

const hours = (seconds: number | string | null) =>
  seconds === null ? null : Math.round((Number(seconds) / 3600) * 10) / 10;

/** The half-years from the first moderation record to today, newest first. */
const readReportPeriods = sharedRead("moderation.transparencyPeriods", async (): Promise<ReportPeriod[]> => {
  const now = new Date();
  const { rows } = await getDb().execute<{ first: Date | string | null }>(sql`
    SELECT least((SELECT min(created_at) FROM moderation_decisions), (SELECT min(created_at) FROM legal_notices), (SELECT min(created_at) FROM moderation_audit_log)) AS first`);
  const first = periodOf(rows[0]?.first ? new Date(rows[0].first) : now);
  const periods: ReportPeriod[] = [];
  for (
    let period = periodOf(now);
    ;
    period = period.half === 2 ? { year: period.year, half: 1 } : { year: period.year - 1, half: 2 }
  ) {
    periods.push(period);
    if (period.year < first.year || (period.year === first.year && period.half <= first.half)) break;
  }
  return periods;
});

/**
 * The report of `period`; null when the site has no report of it. Only the half-years the site has
 * existed reach the queries: a year the database cannot represent (year 0, five digits) would fail there.
 */
export const readTransparencyReport = sharedRead(
  "moderation.transparencyReport",
  async (period: ReportPeriod): Promise<TransparencyReport | null> => {
    const periods = await readReportPeriods();
    if (!periods.some((known) => periodKey(known) === periodKey(period))) return null;
    const db = getDb();
    const [notices, noticeDecisions, reports, restrictions, appeals, actions] = await Promise.all([
      db.execute<{ reason: LegalNoticeReason; n: number }>(
        sql`SELECT reason, count(*)::int AS n FROM legal_notices WHERE ${within(sql`created_at`, period)} GROUP BY reason`,
      ),
      db.execute<{ actioned: number; rejected: number; median: number | string | null }>(sql`
      SELECT count(*) FILTER (WHERE status = 'actioned')::int AS actioned, count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at)) AS median
      FROM legal_notices WHERE status <> 'pending' AND ${within(sql`decided_at`, period)}`),
      db.execute<{ reason: ReportReason; n: number }>(
        sql`SELECT reason, count(*)::int AS n FROM review_reports WHERE ${within(sql`created_at`, period)} GROUP BY reason`,
      ),
      db.execute<{ restriction: Restriction; source: DecisionSource; automated: boolean; n: number }>(sql`
      SELECT restriction, source, automated, count(*)::int AS n FROM moderation_decisions WHERE ${within(sql`created_at`, period)} GROUP BY restriction, source, automated`),
      db.execute<{ received: number; upheld: number; reversed: number; median: number | string | null }>(sql`
      SELECT (SELECT count(*)::int FROM moderation_appeals WHERE ${within(sql`created_at`, period)}) AS received,
        count(*) FILTER (WHERE status = 'upheld')::int AS upheld, count(*) FILTER (WHERE status = 'reversed')::int AS reversed,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at)) AS median
      FROM moderation_appeals WHERE status <> 'pending' AND ${within(sql`decided_at`, period)}`),
      db.execute<{ action: string; n: number }>(
        sql`SELECT action, count(*)::int AS n FROM moderation_audit_log WHERE ${within(sql`created_at`, period)} GROUP BY action`,
      ),
    ]);

    const noticesByReason = zeroes(LEGAL_NOTICE_REASONS);
    for (const row of notices.rows) noticesByReason[row.reason] = row.n;
    const reportsByReason = zeroes(REPORT_REASONS);
    for (const row of reports.rows) reportsByReason[row.reason] = row.n;
    const byRestriction = zeroes(RESTRICTIONS);
    const bySource = zeroes(DECISION_SOURCES);
    let automated = 0;
    for (const row of restrictions.rows) {
      byRestriction[row.restriction] += row.n;
      bySource[row.source] += row.n;
      if (row.automated) automated += row.n;
    }
    const decided = noticeDecisions.rows[0]!;
    const appealed = appeals.rows[0]!;
    const sum = (values: Record<string, number>) => Object.values(values).reduce((total, n) => total + n, 0);
    return {
      period,
      periods,
      notices: {
        total: sum(noticesByReason),
        byReason: noticesByReason,
        actioned: decided.actioned,
        rejected: decided.rejected,
        medianHoursToDecide: hours(decided.median),
      },
      reports: { total: sum(reportsByReason), byReason: reportsByReason },
      restrictions: { total: sum(byRestriction), automated, byRestriction, bySource },
      appeals: {
        received: appealed.received,
        upheld: appealed.upheld,
        reversed: appealed.reversed,
        medianHoursToDecide: hours(appealed.median),
      },
      moderatorActions: actions.rows
        .flatMap((row) => {
          const action = parseAuditAction(row.action);
          return action ? [{ action, label: AUDIT_ACTION_LABELS[action], count: row.n }] : [];
        })
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "es")),
    };
  },
);
