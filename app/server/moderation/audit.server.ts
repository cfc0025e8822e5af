/**
 * The moderation audit log (issue 14): every console action writes one row — who, what, which
 * target, when, why — inside the transaction of the change it records, so the log never claims a
 * change that did not happen nor misses one that did. Admins read it on /moderacion/registro.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { AuditAction } from "~/lib/moderation-console";
import { getDb, type Database, type Transaction } from "../db/client.server";
import { moderationAuditLog, user } from "../db/schema";
import { readPage, type PageRead } from "../pagination.server";

export interface AuditEntry {
  /** The moderator or admin; null for `npm run user:promote` (the server's operator). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(moderationAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason || null,
    details: entry.details ?? null,
  });
}

export interface AuditRow {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  details: unknown;
  createdAt: Date;
  actorName: string | null;
  actorEmail: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, one page, optionally only one action. */
export function listAuditLog(page: number, action: AuditAction | null): Promise<PageRead<AuditRow>> {
  const filter = action ? eq(moderationAuditLog.action, action) : undefined;
  return readPage(
    page,
    AUDIT_PAGE_SIZE,
    async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(moderationAuditLog).where(filter))[0]!.n,
    (limit, offset) =>
      getDb()
        .select({
          id: moderationAuditLog.id,
          action: moderationAuditLog.action,
          targetType: moderationAuditLog.targetType,
          targetId: moderationAuditLog.targetId,
          reason: moderationAuditLog.reason,
          details: moderationAuditLog.details,
          createdAt: moderationAuditLog.createdAt,
          actorName: user.name,
          actorEmail: user.email,
        })
        .from(moderationAuditLog)
        .leftJoin(user, eq(user.id, moderationAuditLog.actorId))
        .where(filter)
        .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
        .limit(limit)
        .offset(offset),
  );
}
