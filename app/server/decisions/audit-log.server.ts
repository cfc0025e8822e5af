/**
 * The audit log's writer: every decision of the console, and each change a domain makes on a
 * moderator's or admin's word, writes one row — who, what, which target, when, why — inside the
 * transaction of the change it records, so the log never claims a change that did not happen nor
 * misses one that did. Admins read it on /moderacion/registro (moderation/audit.server.ts). Also
 * here: the refusal of a decision with nothing left to do, and what the log answers about a
 * student's removed additions (their right to add lapses after too many).
 */
import { sql } from "drizzle-orm";

import type { AuditAction } from "~/lib/moderation-console";
import { type Database, getDb, type Transaction } from "~/server/db/client.server";
import { moderationAuditLog } from "~/server/db/schema";

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

/** A decision on an item someone has already decided (or that is gone): nothing is written or logged. */
export class NothingToDo extends Error {}

/**
 * Until when this student may not add subjects or professors: while the moderators deleted
 * `removals` of their additions in the last `days` days (reversed appeals aside); null when they may.
 */
export async function additionRightLostUntil(
  userId: string,
  { removals, days }: { removals: number; days: number },
): Promise<Date | null> {
  const { rows } = await getDb().execute<{ at: Date | string }>(sql`
    SELECT l.created_at AS at FROM moderation_audit_log l
    WHERE l.target_type = 'user' AND l.target_id = ${userId} AND l.action = 'catalog.delete' AND l.created_at > now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM moderation_appeals a WHERE a.decision_id::text = l.details->>'decisionId' AND a.status = 'reversed')
    ORDER BY l.created_at DESC LIMIT ${removals}`);
  if (rows.length < removals) return null;
  return new Date(new Date(rows[removals - 1]!.at).getTime() + days * 24 * 60 * 60 * 1000);
}
