/**
 * Accounts in the console (/moderacion/usuarios): finding one by e-mail, its sanctions, and the
 * actions on it — warn (a sanction row and an e-mail), suspend for some days (user.suspended_until:
 * the account reads but every write is refused, permissions.server.ts), lift a suspension, and,
 * for admins, change its role. Each with its audit row in the same transaction.
 */
import { eq, inArray, lte, sql } from "drizzle-orm";

import { asSentence, formatLongDateTime } from "~/lib/format";
import type { SanctionKind, UserRole } from "~/lib/moderation";
import type { CommunityRule } from "~/lib/moderation-decisions";
import { sendLinkEmail } from "~/server/core/mail.server";
import { publicSiteUrl } from "~/server/core/site.server";
import { getDb } from "~/server/db/client.server";
import { containsLiterally } from "~/server/db/name-search.server";
import { user, userSanctions } from "~/server/db/schema";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { announceDecision, recordDecision } from "~/server/decisions/statements.server";

const MATCHES_SHOWN = 10;
const SANCTIONS_SHOWN = 10;

export interface ModeratedAccount {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  suspendedUntil: Date | null;
  createdAt: Date;
  sanctions: {
    id: string;
    kind: SanctionKind;
    reason: string;
    endsAt: Date | null;
    createdAt: Date;
    createdByName: string | null;
  }[];
}

/** Accounts whose e-mail contains the text (case aside), exact match first, with their latest sanctions. */
export async function findAccounts(emailText: string): Promise<ModeratedAccount[]> {
  const db = getDb();
  const needle = emailText.trim().toLowerCase();
  const matches = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      suspendedUntil: user.suspendedUntil,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(containsLiterally(sql`lower(${user.email})`, needle))
    .orderBy(sql`lower(${user.email}) = ${needle} DESC`, user.email)
    .limit(MATCHES_SHOWN);
  const sanctionsOf = await latestSanctions(matches.map((account) => account.id));
  return matches.map((account) => {
    const suspendedUntil =
      account.suspendedUntil && account.suspendedUntil.getTime() > Date.now() ? account.suspendedUntil : null;
    return { ...account, suspendedUntil, sanctions: sanctionsOf.get(account.id) ?? [] };
  });
}

/** The latest sanctions of each account, newest first, in one query. */
async function latestSanctions(userIds: string[]): Promise<Map<string, ModeratedAccount["sanctions"]>> {
  const byAccount = new Map<string, ModeratedAccount["sanctions"]>();
  if (userIds.length === 0) return byAccount;
  const ranked = getDb()
    .select({
      userId: userSanctions.userId,
      id: userSanctions.id,
      kind: userSanctions.kind,
      reason: userSanctions.reason,
      endsAt: userSanctions.endsAt,
      createdAt: userSanctions.createdAt,
      createdByName: sql<string | null>`(SELECT name FROM "user" WHERE id = ${userSanctions.createdBy})`.as(
        "created_by_name",
      ),
      rank: sql<number>`row_number() OVER (PARTITION BY ${userSanctions.userId} ORDER BY ${userSanctions.createdAt} DESC)`.as(
        "rank",
      ),
    })
    .from(userSanctions)
    .where(inArray(userSanctions.userId, userIds))
    .as("ranked");
  const rows = await getDb()
    .select()
    .from(ranked)
    .where(lte(ranked.rank, SANCTIONS_SHOWN))
    .orderBy(ranked.userId, ranked.rank);
  for (const { userId, rank: _rank, ...sanction } of rows) {
    const list = byAccount.get(userId) ?? [];
    list.push(sanction);
    byAccount.set(userId, list);
  }
  return byAccount;
}

export async function accountRole(userId: string): Promise<{ role: UserRole; email: string; name: string } | null> {
  const [row] = await getDb()
    .select({ role: user.role, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function warnUser(actorId: string, userId: string, rule: CommunityRule, reason: string): Promise<void> {
  const decisionId = await getDb().transaction(async (tx) => {
    await tx.insert(userSanctions).values({ userId, kind: "warning", reason, createdBy: actorId });
    await writeAudit(tx, {
      actorId,
      action: "user.warn",
      targetType: "user",
      targetId: userId,
      reason,
      details: { rule },
    });
    return recordDecision(tx, {
      userId,
      targetType: "user",
      targetId: userId,
      restriction: "warning",
      rule,
      facts: `${asSentence(reason)} Si se repite, tu cuenta podría suspenderse.`,
      source: "moderator",
      decidedBy: actorId,
    });
  });
  announceDecision(decisionId);
}

export async function suspendUser(
  actorId: string,
  userId: string,
  days: number,
  rule: CommunityRule,
  reason: string,
): Promise<Date> {
  const until = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const decisionId = await getDb().transaction(async (tx) => {
    await tx.update(user).set({ suspendedUntil: until }).where(eq(user.id, userId));
    await tx.insert(userSanctions).values({ userId, kind: "suspension", reason, endsAt: until, createdBy: actorId });
    await writeAudit(tx, {
      actorId,
      action: "user.suspend",
      targetType: "user",
      targetId: userId,
      reason,
      details: { days, until: until.toISOString(), rule },
    });
    return recordDecision(tx, {
      userId,
      targetType: "user",
      targetId: userId,
      restriction: "suspension",
      rule,
      facts: `${asSentence(reason)} La suspensión dura hasta el ${formatLongDateTime(until)}.`,
      source: "moderator",
      decidedBy: actorId,
    });
  });
  announceDecision(decisionId);
  return until;
}

/** Ends the suspension now; false when the account was not suspended. */
export async function liftSuspension(actorId: string, userId: string, reason: string | null): Promise<boolean> {
  const lifted = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ suspendedUntil: null })
      .where(sql`${user.id} = ${userId} AND ${user.suspendedUntil} > now()`)
      .returning({ id: user.id });
    if (rows.length === 0) return false;
    await writeAudit(tx, { actorId, action: "user.unsuspend", targetType: "user", targetId: userId, reason });
    return true;
  });
  if (lifted) {
    notifyAccount(userId, {
      subject: "Tu cuenta de UniOpina vuelve a estar activa",
      purpose:
        "El equipo de moderación ha levantado la suspensión de tu cuenta: ya puedes volver a publicar, comentar y valorar. Para repasar las normas de la comunidad",
    });
  }
  return lifted;
}

/** An admin's change in the console, or the operator's `npm run user:promote` (actor null). */
export async function changeRole(
  actorId: string | null,
  userId: string,
  role: UserRole,
  reason: string | null,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await writeAudit(tx, {
      actorId,
      action: "user.role",
      targetType: "user",
      targetId: userId,
      reason,
      details: { from: before?.role ?? null, to: role },
    });
  });
}

/** A sanction's e-mail, sent after the change is committed (the console does not wait for the mail server). */
function notifyAccount(userId: string, mail: { subject: string; purpose: string }) {
  void (async () => {
    const recipient = await accountRole(userId);
    if (!recipient) return;
    await sendLinkEmail({
      to: recipient.email,
      name: recipient.name,
      subject: mail.subject,
      purpose: mail.purpose,
      button: "Ver las normas",
      link: `${publicSiteUrl()}/terms`,
      closing: "Si crees que se trata de un error, responde desde el formulario de contacto de UniOpina.",
    });
  })().catch((error: unknown) => console.warn("No se pudo enviar el correo de moderación", error));
}
