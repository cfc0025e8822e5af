/**
 * Notices that a subject, professor or career is wrong (/avisar/…), sent by anyone signed in: one
 * waiting per person and entry, a few a day per person. They reach the queue of what students
 * added (/moderacion/anadidos), oldest first, beside the corrections a moderator can make; marked
 * handled there, and when the entry is merged or deleted.
 */
import { sql } from "drizzle-orm";

import { catalogEntryHref } from "~/lib/catalog-report-links";
import { CATALOG_REPORTS_PER_DAY, type CatalogEntryKind, type CatalogReportReason } from "~/lib/catalog-reports";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { getDb, isUniqueViolation, type Transaction } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { twinsOf } from "~/server/moderation/student-additions.server";

const SHOWN = 50;

/** The entry a notice is about, as the form names it (a professor's name only when public). */
export async function findReportedEntry(
  kind: CatalogEntryKind,
  id: string,
): Promise<{ id: string; name: string; href: string; place: string } | null> {
  const query = {
    subject: sql`SELECT s.id, s.name, c.name || ' · ' || u.name AS place
      FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id WHERE s.id = ${id}`,
    professor: sql`SELECT p.id, CASE WHEN p.is_name_public THEN p.name ELSE ${ANONYMOUS_PROFESSOR} END AS name, u.name AS place
      FROM professors p JOIN universities u ON u.id = p.university_id WHERE p.id = ${id}`,
    career: sql`SELECT c.id, c.name, u.name AS place FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.id = ${id}`,
  }[kind];
  const { rows } = await getDb().execute<{ id: string; name: string; place: string }>(query);
  const entry = rows[0];
  return entry ? { ...entry, href: catalogEntryHref(kind, entry.id) } : null;
}

export type ReportOutcome = "sent" | "already" | "limit";

/** Stores a notice, unless the person has one waiting on this entry or reached the day's limit. */
export async function createCatalogReport(
  userId: string,
  kind: CatalogEntryKind,
  entityId: string,
  reason: CatalogReportReason,
  details: string | null,
): Promise<ReportOutcome> {
  try {
    return await getDb().transaction(async (tx) => {
      // Serializes this person's notices, so the day's limit holds for notices sent at once.
      await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`);
      const { rows } = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM catalog_reports WHERE user_id = ${userId} AND created_at > now() - interval '24 hours'`);
      if (Number(rows[0]?.n ?? 0) >= CATALOG_REPORTS_PER_DAY) return "limit";
      await tx.execute(
        sql`INSERT INTO catalog_reports (kind, entity_id, user_id, reason, details) VALUES (${kind}, ${entityId}, ${userId}, ${reason}, ${details})`,
      );
      return "sent";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already";
    throw error;
  }
}

export interface CatalogReport {
  id: string;
  kind: CatalogEntryKind;
  entityId: string;
  /** The entry's real name (moderators read every name). */
  entityName: string;
  place: string;
  reason: CatalogReportReason;
  details: string | null;
  createdAt: Date;
  reporter: { name: string; email: string } | null;
  /** Entries of the same career or university it may duplicate, to merge into. */
  twins: { id: string; name: string }[];
}

/** The notices nobody has handled, oldest first (catalog_reports_pending_idx), with their entries. */
export async function listCatalogReports(): Promise<CatalogReport[]> {
  type Row = Omit<CatalogReport, "createdAt" | "reporter" | "twins"> & {
    createdAt: Date | string;
    reporterName: string | null;
    reporterEmail: string | null;
    twins: CatalogReport["twins"] | null;
  };
  const { rows } = await getDb().execute<Row>(sql`
    SELECT r.id, r.kind, r.entity_id AS "entityId", r.reason, r.details, r.created_at AS "createdAt", u.name AS "reporterName", u.email AS "reporterEmail",
      coalesce(s.name, p.name, c.name) AS "entityName",
      coalesce(sc.name || ' · ' || su.name, pu.name, cu.name) AS place,
      CASE r.kind WHEN 'subject' THEN ${twinsOf("subject", "s")} WHEN 'professor' THEN ${twinsOf("professor", "p")} ELSE ${twinsOf("career", "c")} END AS twins
    FROM catalog_reports r
      LEFT JOIN "user" u ON u.id = r.user_id
      LEFT JOIN subjects s ON r.kind = 'subject' AND s.id = r.entity_id
      LEFT JOIN careers sc ON sc.id = s.career_id LEFT JOIN universities su ON su.id = sc.university_id
      LEFT JOIN professors p ON r.kind = 'professor' AND p.id = r.entity_id LEFT JOIN universities pu ON pu.id = p.university_id
      LEFT JOIN careers c ON r.kind = 'career' AND c.id = r.entity_id LEFT JOIN universities cu ON cu.id = c.university_id
    WHERE r.handled_at IS NULL AND coalesce(s.id, p.id, c.id) IS NOT NULL
    ORDER BY r.created_at, r.id LIMIT ${SHOWN}`);
  return rows.map(({ reporterName, reporterEmail, ...row }) => ({
    ...row,
    entityName: row.entityName ?? "",
    place: row.place ?? "",
    createdAt: new Date(row.createdAt),
    reporter: reporterEmail ? { name: reporterName ?? "", email: reporterEmail } : null,
    twins: row.twins ?? [],
  }));
}

/** Marks a notice handled; false when it was handled already (or is not one). */
export async function handleCatalogReport(id: string, actorId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ kind: string; entityId: string; reason: string }>(sql`
      UPDATE catalog_reports SET handled_at = now(), handled_by = ${actorId} WHERE id = ${id} AND handled_at IS NULL
      RETURNING kind, entity_id AS "entityId", reason`);
    const report = rows[0];
    if (!report) return false;
    await writeAudit(tx, {
      actorId,
      action: "catalog.report_handled",
      targetType: report.kind,
      targetId: report.entityId,
      details: { reason: report.reason },
    });
    return true;
  });
}

/** Settles the notices about an entry that was merged into another or deleted (inside that write). */
export async function settleCatalogReports(
  tx: Transaction,
  kind: CatalogEntryKind,
  entityId: string,
  actorId: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE catalog_reports SET handled_at = now(), handled_by = ${actorId} WHERE kind = ${kind} AND entity_id = ${entityId} AND handled_at IS NULL`,
  );
}
