/**
 * Appeals (DSA art. 20): the author of a restricted text or account contests the decision once,
 * within six months, from its page (/profile/decisiones/…); the appeal waits in the console's
 * queue (/moderacion/recursos) for a moderator other than the one who decided, who reverses it —
 * the content published again with every count it feeds, a suspension lifted, a deleted catalogue
 * entry restored — or upholds it; the author is told the outcome and its reasons, and the audit log
 * keeps it.
 */
import { sql } from "drizzle-orm";

import { agreeing } from "~/lib/content-nouns";
import type { ModerationStatus } from "~/lib/moderation";
import { APPEAL_MESSAGES, decisionHref, type Restriction } from "~/lib/moderation-decisions";
import { sendPlainMail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { publicSiteUrl } from "~/server/core/site.server";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import { CONTENT_TABLES } from "~/server/decisions/content-items.server";
import {
  DECISION_COLUMNS,
  DECISION_FROM,
  type DecisionTarget,
  type DecisionView,
  overturnScreening,
  type RawDecisionRow,
  whatOf,
  withContent,
} from "~/server/decisions/statements.server";
import { setContentStatusIn } from "~/server/decisions/visibility.server";
import { type Restoration, restorationSentence, restoreRemovedEntry } from "~/server/moderation/catalog-restore.server";
import { closePendingReports } from "~/server/moderation/reports.server";
import type { AppealedDecision } from "~/server/permissions.server";

/** Days moderators have to decide an appeal: the console shows the date and marks it when passed. */
const APPEAL_DUE_DAYS = 14;
const QUEUE_PAGE_SIZE = 20;

export class AppealRefused extends Error {
  constructor(
    readonly status: 403 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Lodges the author's appeal (permission decided: it is theirs). Refused with a 409 when the
 * decision no longer applies or was already appealed, a 403 when its six months have passed.
 */
export async function lodgeAppeal(decision: DecisionView, userId: string, explanation: string): Promise<void> {
  if (decision.appeal) throw new AppealRefused(409, APPEAL_MESSAGES.already);
  if (!decision.inEffect) throw new AppealRefused(409, APPEAL_MESSAGES.notInEffect);
  if (decision.appealUntil.getTime() <= Date.now()) throw new AppealRefused(403, APPEAL_MESSAGES.expired);
  const { rows } = await getDb().execute<{ id: string }>(sql`
    INSERT INTO moderation_appeals (decision_id, user_id, explanation) VALUES (${decision.id}, ${userId}, ${explanation})
    ON CONFLICT (decision_id) DO NOTHING RETURNING id`);
  if (rows.length === 0) throw new AppealRefused(409, APPEAL_MESSAGES.already);
}

export interface PendingAppeal {
  id: string;
  explanation: string;
  createdAt: Date;
  dueAt: Date;
  appellantName: string | null;
  decision: DecisionView;
}

/** One page of the pending appeals, oldest first, each with its decision and the content. */
export const listPendingAppeals = async (page: number): Promise<PageRead<PendingAppeal>> => {
  const db = getDb();
  return readPage(
    page,
    QUEUE_PAGE_SIZE,
    async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM moderation_appeals WHERE status = 'pending'`))
        .rows[0]!.n,
    async (limit, offset) => {
      const { rows } = await db.execute<RawDecisionRow & { appellantName: string | null }>(sql`
        SELECT ${DECISION_COLUMNS}, (SELECT name FROM "user" WHERE id = a.user_id) AS "appellantName"
        FROM ${DECISION_FROM} WHERE a.status = 'pending' ORDER BY a.created_at, a.id LIMIT ${limit} OFFSET ${offset}`);
      const views = await withContent(rows);
      return views.map((decision, i) => ({
        id: decision.appeal!.id,
        explanation: decision.appeal!.explanation,
        createdAt: decision.appeal!.createdAt,
        dueAt: new Date(decision.appeal!.createdAt.getTime() + APPEAL_DUE_DAYS * 24 * 60 * 60 * 1000),
        appellantName: rows[i]!.appellantName,
        decision,
      }));
    },
  );
};

/** Who took the decision an appeal contests, and whose it is (for the permission). */
export async function findAppealedDecision(appealId: string): Promise<AppealedDecision | null> {
  const { rows } = await getDb().execute<
    Omit<AppealedDecision, "target"> & { targetType: DecisionTarget; targetId: string }
  >(sql`
    SELECT d.user_id AS "userId", d.decided_by AS "decidedBy", d.target_type AS "targetType", d.target_id AS "targetId"
    FROM moderation_appeals a JOIN moderation_decisions d ON d.id = a.decision_id WHERE a.id = ${appealId}`);
  const found = rows[0];
  return found
    ? { userId: found.userId, decidedBy: found.decidedBy, target: { kind: found.targetType, id: found.targetId } }
    : null;
}

export type AppealOutcome = "reverse" | "uphold";

export interface AppealDecided {
  /** On reversing the warning of a catalogue entry's deletion: whether the entry is back, or why not. */
  restoration: Restoration | null;
}

/**
 * Decides a pending appeal in one transaction (permission decided: another moderator): the appeal
 * locked, so a second decision is NothingToDo; on reversal the restriction undone — the content
 * published again with every count it feeds, a review's pending reports dismissed, a running
 * suspension lifted, a catalogue entry deleted put back (catalog-restore.server.ts) — and on
 * upholding a text still held is withdrawn, as a person has now confirmed it; the audit row on the
 * decision's target. Then the author is told the outcome.
 */
export async function decideAppeal(
  actorId: string,
  appealId: string,
  outcome: AppealOutcome,
  answer: string,
): Promise<AppealDecided> {
  const decided = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{
      decisionId: string;
      targetType: DecisionTarget;
      targetId: string;
      restriction: Restriction;
      userId: string | null;
    }>(sql`
      SELECT d.id AS "decisionId", d.target_type AS "targetType", d.target_id AS "targetId", d.restriction, a.user_id AS "userId"
      FROM moderation_appeals a JOIN moderation_decisions d ON d.id = a.decision_id
      WHERE a.id = ${appealId} AND a.status = 'pending' FOR UPDATE OF a`);
    const found = rows[0];
    if (!found) throw new NothingToDo();
    let change: { from: ModerationStatus; to: ModerationStatus } | null = null;
    let restoration: Restoration | null = null;
    if (found.targetType !== "user") {
      const { rows: content } = await tx.execute<{ status: ModerationStatus }>(
        sql`SELECT moderation_status AS "status" FROM ${sql.raw(CONTENT_TABLES[found.targetType])} WHERE id = ${found.targetId}`,
      );
      const current = content[0]?.status;
      const next =
        outcome === "reverse"
          ? current === "pending" || current === "hidden"
            ? "published"
            : null
          : current === "pending"
            ? "hidden"
            : null;
      if (current && next) {
        await setContentStatusIn(tx, found.targetType, found.targetId, next, outcome === "reverse" ? null : answer);
        change = { from: current, to: next };
        if (outcome === "reverse" && current === "pending")
          await overturnScreening(tx, found.targetType, found.targetId);
        if (found.targetType === "review")
          await closePendingReports(tx, found.targetId, outcome === "reverse" ? "dismissed" : "actioned");
      }
    } else if (outcome === "reverse" && found.restriction === "suspension") {
      await tx.execute(
        sql`UPDATE "user" SET suspended_until = NULL WHERE id = ${found.targetId} AND suspended_until > now()`,
      );
    } else if (outcome === "reverse" && found.restriction === "warning") {
      restoration = await restoreRemovedEntry(tx, found.decisionId, found.targetId);
    }
    await tx.execute(sql`
      UPDATE moderation_appeals SET status = ${outcome === "reverse" ? "reversed" : "upheld"}, answer = ${answer}, decided_by = ${actorId}, decided_at = now()
      WHERE id = ${appealId}`);
    await writeAudit(tx, {
      actorId,
      action: outcome === "reverse" ? "appeal.reverse" : "appeal.uphold",
      targetType: found.targetType,
      targetId: found.targetId,
      reason: answer,
      details: {
        decision: found.decisionId,
        restriction: found.restriction,
        ...(change ?? {}),
        ...(restoration ? { restoration } : {}),
      },
    });
    return { ...found, restoration };
  });
  const { rows } = await getDb().execute<{ email: string; name: string }>(
    sql`SELECT email, name FROM "user" WHERE id = ${decided.userId}`,
  );
  const author = rows[0];
  const result = { restoration: decided.restoration };
  if (!author) return result;
  const what = whatOf(decided.targetType);
  sendPlainMail(
    author.email,
    author.name,
    outcome === "reverse" ? "Hemos estimado tu recurso" : "Hemos resuelto tu recurso",
    [
      outcome === "reverse"
        ? `Una persona del equipo de moderación ha revisado tu recurso y lo ha estimado: hemos revocado la decisión sobre ${what}${decided.restriction === "held" || decided.restriction === "hidden" ? `, que vuelve a estar ${agreeing(decided.targetType, "publicado", "publicada")}` : ""}.`
        : `Una persona del equipo de moderación, distinta de la que decidió, ha revisado tu recurso y lo ha desestimado: la decisión sobre ${what} se mantiene.`,
      ...(decided.restoration ? [restorationSentence(decided.restoration, publicSiteUrl())] : []),
      `Motivos: ${answer}`,
      `Puedes ver la decisión y el recurso en ${publicSiteUrl()}${decisionHref(decided.decisionId)}. Si no estás de acuerdo, puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.`,
    ],
  );
  return result;
}
