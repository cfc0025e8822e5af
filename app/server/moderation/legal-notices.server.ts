/**
 * Notices of illegal content (lib/legal-notices.ts; DSA art. 16): stored as they are sent, with
 * the date by which moderators decide; acknowledged by e-mail; a few an hour per client address,
 * so nobody floods the queue; queued in /moderacion/denuncias, nearest due date first; and
 * decided once — the content withdrawn (hidden, with every count it fed) or kept — with reasons
 * the notifier is told by e-mail and the audit log keeps.
 */
import { sql } from "drizzle-orm";

import { aContent, agreeing, pronounFor } from "~/lib/content-nouns";
import { formatLongDate } from "~/lib/format";
import { LEGAL_NOTICE_DUE_DAYS, LEGAL_NOTICE_REASON_LABELS, type LegalNoticeReason } from "~/lib/legal-notices";
import type { ModeratedContentKind } from "~/lib/moderation";
import { sendPlainMail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { legalNotices } from "~/server/db/schema";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import { type HeldItem, readContentItems } from "~/server/decisions/content-items.server";
import { announceDecision, recordContentDecision } from "~/server/decisions/statements.server";
import { setContentStatusIn } from "~/server/decisions/visibility.server";
import { closePendingReports } from "~/server/moderation/reports.server";

/** Per client address: room for a few genuine notices, not for a campaign against one author. */
const LEGAL_NOTICE_THROTTLE: ThrottleRule = { limit: 5, windowSeconds: 60 * 60 };
const QUEUE_PAGE_SIZE = 20;

export interface LegalNoticeInput {
  reason: LegalNoticeReason;
  explanation: string;
  name: string | null;
  email: string | null;
}

/** What a notice points at, when it exists: the item, for the page to quote only while it is public. */
export async function findNoticedContent(kind: ModeratedContentKind, id: string): Promise<HeldItem | null> {
  const [item] = await readContentItems(kind, [id]);
  return item ?? null;
}

export type NoticeOutcome = { stored: true; id: string } | { stored: false };

/** Stores a notice (after the address's allowance), then acknowledges it by e-mail in the background. */
export async function submitLegalNotice(
  content: { kind: ModeratedContentKind; id: string },
  input: LegalNoticeInput,
  notifierUserId: string | null,
  clientAddress: string,
): Promise<NoticeOutcome> {
  const key = `denuncia:ip:${throttleAddress(clientAddress)}`;
  if (await isThrottled([key], LEGAL_NOTICE_THROTTLE)) return { stored: false };
  await recordAttempt([key], LEGAL_NOTICE_THROTTLE);
  const [row] = await getDb()
    .insert(legalNotices)
    .values({
      contentKind: content.kind,
      contentId: content.id,
      reason: input.reason,
      explanation: input.explanation,
      notifierName: input.name,
      notifierEmail: input.email,
      notifierUserId,
      dueAt: sql`now() + make_interval(days => ${LEGAL_NOTICE_DUE_DAYS[input.reason]})`,
    })
    .returning({ id: legalNotices.id, dueAt: legalNotices.dueAt });
  if (input.email) {
    sendPlainMail(input.email, input.name, `Hemos recibido tu denuncia (${reference(row!.id)})`, [
      `Hemos recibido tu denuncia sobre ${aContent(content.kind)} de UniOpina por este motivo: ${LEGAL_NOTICE_REASON_LABELS[input.reason]}.`,
      `Un moderador la revisará antes del ${formatLongDate(row!.dueAt)} y te escribiremos con la decisión y sus motivos.`,
      `Referencia: ${reference(row!.id)}.`,
    ]);
  }
  return { stored: true, id: row!.id };
}

/** The reference a notifier is given: the start of the notice's id, enough to find it. */
export function reference(id: string): string {
  return `D-${id.slice(0, 8).toUpperCase()}`;
}

/* ------------------------------------------------------------------ the moderators' queue */

export interface PendingLegalNotice {
  id: string;
  reference: string;
  reason: LegalNoticeReason;
  explanation: string;
  notifierName: string | null;
  notifierEmail: string | null;
  createdAt: Date;
  dueAt: Date;
  contentKind: ModeratedContentKind;
  /** Null when the content no longer exists. */
  content: HeldItem | null;
}

/** One page of the pending notices, the nearest due date first, with the content each points at (one query per kind on the page). */
export const listPendingLegalNotices = async (page: number): Promise<PageRead<PendingLegalNotice>> => {
  const db = getDb();
  return readPage(
    page,
    QUEUE_PAGE_SIZE,
    async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM legal_notices WHERE status = 'pending'`))
        .rows[0]!.n,
    async (limit, offset) => {
      const { rows } = await db.execute<{
        id: string;
        reason: LegalNoticeReason;
        explanation: string;
        notifierName: string | null;
        notifierEmail: string | null;
        createdAt: Date | string;
        dueAt: Date | string;
        contentKind: ModeratedContentKind;
        contentId: string;
      }>(sql`
        SELECT id, reason, explanation, notifier_name AS "notifierName", notifier_email AS "notifierEmail", created_at AS "createdAt", due_at AS "dueAt",
               content_kind AS "contentKind", content_id AS "contentId"
        FROM legal_notices WHERE status = 'pending' ORDER BY due_at, id LIMIT ${limit} OFFSET ${offset}`);
      const items = new Map<string, HeldItem>();
      for (const kind of new Set(rows.map((row) => row.contentKind))) {
        const ids = rows.filter((row) => row.contentKind === kind).map((row) => row.contentId);
        for (const item of await readContentItems(kind, ids)) items.set(`${kind}:${item.id}`, item);
      }
      return rows.map(({ contentId, ...row }) => ({
        ...row,
        reference: reference(row.id),
        createdAt: new Date(row.createdAt),
        dueAt: new Date(row.dueAt),
        content: items.get(`${row.contentKind}:${contentId}`) ?? null,
      }));
    },
  );
};

export type LegalNoticeDecision = "withdraw" | "keep";

/**
 * Decides a pending notice in one transaction: the notice (locked, so two moderators cannot both
 * decide it: the second gets NothingToDo), the content hidden when it is withdrawn (with every
 * count it fed, and a review's pending reports actioned), the audit row on the content. Then the
 * notifier is told the decision and its reasons.
 */
export async function decideLegalNotice(
  actorId: string,
  noticeId: string,
  decision: LegalNoticeDecision,
  reasons: string,
): Promise<void> {
  const notice = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{
      contentKind: ModeratedContentKind;
      contentId: string;
      notifierEmail: string | null;
      notifierName: string | null;
      reason: LegalNoticeReason;
    }>(sql`
      SELECT content_kind AS "contentKind", content_id AS "contentId", notifier_email AS "notifierEmail", notifier_name AS "notifierName", reason
      FROM legal_notices WHERE id = ${noticeId} AND status = 'pending' FOR UPDATE`);
    const found = rows[0];
    if (!found) throw new NothingToDo();
    let previous: string | null = null;
    let decisionId: string | null = null;
    if (decision === "withdraw") {
      const change = await setContentStatusIn(tx, found.contentKind, found.contentId, "hidden", reasons);
      previous = change?.previous ?? null;
      if (found.contentKind === "review") await closePendingReports(tx, found.contentId, "actioned");
      if (change) {
        decisionId = await recordContentDecision(tx, found.contentKind, found.contentId, {
          restriction: "hidden",
          rule: "ilegal",
          facts: `Denuncia por «${LEGAL_NOTICE_REASON_LABELS[found.reason]}». ${reasons}`,
          source: "notice",
          decidedBy: actorId,
        });
      }
    }
    await tx.execute(sql`
      UPDATE legal_notices SET status = ${decision === "withdraw" ? "actioned" : "rejected"}, decision_reason = ${reasons}, decided_by = ${actorId}, decided_at = now()
      WHERE id = ${noticeId}`);
    await writeAudit(tx, {
      actorId,
      action: decision === "withdraw" ? "notice.withdraw" : "notice.keep",
      targetType: found.contentKind,
      targetId: found.contentId,
      reason: reasons,
      details: {
        notice: reference(noticeId),
        grounds: LEGAL_NOTICE_REASON_LABELS[found.reason],
        ...(previous ? { from: previous, to: "hidden" } : {}),
      },
    });
    return { ...found, decisionId };
  });
  announceDecision(notice.decisionId);
  if (notice.notifierEmail) {
    const kind = notice.contentKind;
    const reviewed = `Hemos revisado tu denuncia sobre ${aContent(kind)} de UniOpina`;
    sendPlainMail(notice.notifierEmail, notice.notifierName, `Decisión sobre tu denuncia (${reference(noticeId)})`, [
      decision === "withdraw"
        ? `${reviewed} y ${pronounFor(kind)} hemos retirado: ya no es ${agreeing(kind, "público", "pública")}.`
        : `${reviewed} y hemos decidido mantener${pronounFor(kind)} ${agreeing(kind, "publicado", "publicada")}.`,
      `Motivos: ${reasons}`,
      "La decisión la ha tomado una persona del equipo de moderación. Si no estás de acuerdo, puedes respondernos desde la página de contacto o acudir a los tribunales.",
    ]);
  }
}
