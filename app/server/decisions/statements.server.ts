/**
 * Statements of reasons (DSA art. 17). Every restriction — a text held by the
 * screening, content hidden by a moderator, by the report threshold or after a notice, a warning,
 * a suspension — writes one decision row inside the transaction that restricts, and its author is
 * e-mailed the statement once it is committed: what, the rule of the terms, the facts, whether a
 * person or the screening decided, and how to contest it (appeals.server.ts). The author reads
 * them on /profile.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import { pronounFor, yourContent } from "~/lib/content-nouns";
import { formatLongDateTime } from "~/lib/format";
import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import {
  APPEAL_WINDOW_MONTHS,
  type AppealStatus,
  COMMUNITY_RULE_LABELS,
  type CommunityRule,
  decisionHref,
  type DecisionSource,
  howDecided,
  type Restriction,
} from "~/lib/moderation-decisions";
import { sendPlainMail } from "~/server/core/mail.server";
import { publicSiteUrl } from "~/server/core/site.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { moderationDecisions, screeningVerdicts } from "~/server/db/schema";
import { CONTENT_TABLES, type HeldItem, readContentItems } from "~/server/decisions/content-items.server";
import { newlyHeld, ruleOfHold, rulesOfOutcome, type ScreeningResult } from "~/server/screening/screening.server";

const OWN_DECISIONS_SHOWN = 50;

export type DecisionTarget = ModeratedContentKind | "user";

export interface DecisionInput {
  /** Whose content or account is restricted; null when the account is gone. */
  userId: string | null;
  targetType: DecisionTarget;
  targetId: string;
  restriction: Restriction;
  rule: CommunityRule;
  facts: string;
  source: DecisionSource;
  /** The moderator; null when the screening or the report threshold decided. */
  decidedBy: string | null;
}

/** Writes a decision inside the restricting transaction; send its statement with `announceDecision` after the commit. */
export async function recordDecision(tx: Transaction, input: DecisionInput): Promise<string> {
  const [row] = await tx
    .insert(moderationDecisions)
    .values({ ...input, automated: input.decidedBy === null })
    .returning({ id: moderationDecisions.id });
  return row!.id;
}

/** A decision on a piece of content, its author read from the content's row. */
export async function recordContentDecision(
  tx: Transaction,
  kind: ModeratedContentKind,
  id: string,
  decision: Omit<DecisionInput, "userId" | "targetType" | "targetId">,
): Promise<string> {
  const { rows } = await tx.execute<{ userId: string | null }>(
    sql`SELECT user_id AS "userId" FROM ${sql.raw(CONTENT_TABLES[kind])} WHERE id = ${id}`,
  );
  return recordDecision(tx, { ...decision, userId: rows[0]?.userId ?? null, targetType: kind, targetId: id });
}

/**
 * What the screening decided for a text just written — or just edited (`change`: the state before
 * and after): a hold or a flag is recorded with the rules behind it (overturn rates), and a hold
 * is an automated decision with its statement of reasons, whose id is returned. An edit records
 * only what it newly decided: a text already held or flagged keeps the verdict it has.
 */
export async function recordScreening(
  tx: Transaction,
  kind: ModeratedContentKind,
  id: string,
  userId: string | null,
  screening: ScreeningResult,
  change?: { previous: ModerationStatus; next: ModerationStatus },
): Promise<string | null> {
  if (screening.outcome === "publish") return null;
  if (
    change &&
    !(screening.outcome === "hold"
      ? newlyHeld(change.previous, change.next)
      : change.next === "flagged" && change.previous === "published")
  )
    return null;
  await tx
    .insert(screeningVerdicts)
    .values({ contentKind: kind, contentId: id, outcome: screening.outcome, rules: rulesOfOutcome(screening) });
  if (screening.outcome !== "hold") return null;
  return recordDecision(tx, {
    userId,
    targetType: kind,
    targetId: id,
    restriction: "held",
    rule: ruleOfHold(screening),
    facts: screening.note ?? "",
    source: "screening",
    decidedBy: null,
  });
}

/** A text the screening held or flagged is published by a moderator, or its hold reversed on appeal: its verdicts were overturned. */
export async function overturnScreening(tx: Transaction, kind: ModeratedContentKind, id: string): Promise<void> {
  await tx
    .update(screeningVerdicts)
    .set({ overturnedAt: sql`now()` })
    .where(
      and(
        eq(screeningVerdicts.contentKind, kind),
        eq(screeningVerdicts.contentId, id),
        isNull(screeningVerdicts.overturnedAt),
      ),
    );
}

/* ------------------------------------------------------------------ reading */

interface DecisionRow extends DecisionInput {
  id: string;
  automated: boolean;
  decidedByName: string | null;
  createdAt: Date;
  appealUntil: Date;
  /** Whether the restriction still applies: the content is still out of public view, the suspension still running (a warning always stands). */
  inEffect: boolean;
  appeal: {
    id: string;
    status: AppealStatus;
    explanation: string;
    answer: string | null;
    createdAt: Date;
    decidedAt: Date | null;
  } | null;
}

/** A decision as its author and the moderators read it, with the content it restricted (null for an account, or content since deleted). */
export interface DecisionView extends DecisionRow {
  content: HeldItem | null;
  /** Whether its author may still appeal it (in effect, in time, never appealed). */
  appealable: boolean;
}

export type RawDecisionRow = Omit<DecisionRow, "createdAt" | "appealUntil" | "appeal"> & {
  createdAt: Date | string;
  appealUntil: Date | string;
  appealId: string | null;
  appealStatus: AppealStatus | null;
  appealExplanation: string | null;
  appealAnswer: string | null;
  appealCreatedAt: Date | string | null;
  appealDecidedAt: Date | string | null;
};

/** Whether the target of a decision is still restricted, decided in SQL for a row aliased `d`. */
const IN_EFFECT = sql.raw(`CASE d.target_type
  ${Object.entries(CONTENT_TABLES)
    .map(
      ([kind, table]) =>
        `WHEN '${kind}' THEN EXISTS (SELECT 1 FROM ${table} c WHERE c.id = d.target_id::uuid AND c.moderation_status IN ('pending', 'hidden'))`,
    )
    .join("\n  ")}
  ELSE d.restriction = 'warning' OR EXISTS (SELECT 1 FROM "user" u WHERE u.id = d.target_id AND u.suspended_until > now())
END`);

export const DECISION_COLUMNS = sql`d.id, d.user_id AS "userId", d.target_type AS "targetType", d.target_id AS "targetId", d.restriction, d.rule, d.facts, d.source, d.automated,
  d.decided_by AS "decidedBy", m.name AS "decidedByName", d.created_at AS "createdAt",
  d.created_at + make_interval(months => ${APPEAL_WINDOW_MONTHS}) AS "appealUntil", ${IN_EFFECT} AS "inEffect",
  a.id AS "appealId", a.status AS "appealStatus", a.explanation AS "appealExplanation", a.answer AS "appealAnswer",
  a.created_at AS "appealCreatedAt", a.decided_at AS "appealDecidedAt"`;

export const DECISION_FROM = sql`moderation_decisions d LEFT JOIN moderation_appeals a ON a.decision_id = d.id LEFT JOIN "user" m ON m.id = d.decided_by`;

const asDate = (value: Date | string) => new Date(value);

/** Decision rows with the content they restricted (one query per kind of content among them). */
export async function withContent(rows: RawDecisionRow[]): Promise<DecisionView[]> {
  const items = new Map<string, HeldItem>();
  const kinds = new Set(
    rows.map((row) => row.targetType).filter((kind): kind is ModeratedContentKind => kind !== "user"),
  );
  for (const kind of kinds) {
    for (const item of await readContentItems(
      kind,
      rows.filter((row) => row.targetType === kind).map((row) => row.targetId),
    ))
      items.set(`${kind}:${item.id}`, item);
  }
  const now = Date.now();
  return rows.map(
    ({ appealId, appealStatus, appealExplanation, appealAnswer, appealCreatedAt, appealDecidedAt, ...row }) => {
      const view: DecisionView = {
        ...row,
        createdAt: asDate(row.createdAt),
        appealUntil: asDate(row.appealUntil),
        appeal:
          appealId && appealStatus && appealExplanation !== null && appealCreatedAt
            ? {
                id: appealId,
                status: appealStatus,
                explanation: appealExplanation,
                answer: appealAnswer,
                createdAt: asDate(appealCreatedAt),
                decidedAt: appealDecidedAt ? asDate(appealDecidedAt) : null,
              }
            : null,
        content: items.get(`${row.targetType}:${row.targetId}`) ?? null,
        appealable: false,
      };
      view.appealable = view.inEffect && !view.appeal && view.appealUntil.getTime() > now;
      return view;
    },
  );
}

/** A decision as its author reads it: never who in the team decided, nor their own address. */
export interface OwnDecision {
  id: string;
  targetType: DecisionTarget;
  restriction: Restriction;
  rule: CommunityRule;
  facts: string;
  source: DecisionSource;
  automated: boolean;
  createdAt: Date;
  appealUntil: Date;
  inEffect: boolean;
  appealable: boolean;
  appeal: DecisionRow["appeal"];
  /** The text restricted, while it exists. */
  text: string | null;
}

export function asOwnDecision(view: DecisionView): OwnDecision {
  const {
    id,
    targetType,
    restriction,
    rule,
    facts,
    source,
    automated,
    createdAt,
    appealUntil,
    inEffect,
    appealable,
    appeal,
  } = view;
  return {
    id,
    targetType,
    restriction,
    rule,
    facts,
    source,
    automated,
    createdAt,
    appealUntil,
    inEffect,
    appealable,
    appeal,
    text: view.content?.text ?? null,
  };
}

/** The decisions about one author's content and account, newest first (their /profile). */
export async function listOwnDecisions(userId: string): Promise<OwnDecision[]> {
  const { rows } = await getDb().execute<RawDecisionRow>(sql`
    SELECT ${DECISION_COLUMNS} FROM ${DECISION_FROM}
    WHERE d.user_id = ${userId} ORDER BY d.created_at DESC, d.id LIMIT ${OWN_DECISIONS_SHOWN}`);
  return (await withContent(rows)).map(asOwnDecision);
}

/** One decision by id (its author's page, the appeal's permission); null when there is none. */
export async function findDecision(decisionId: string): Promise<DecisionView | null> {
  const { rows } = await getDb().execute<RawDecisionRow>(
    sql`SELECT ${DECISION_COLUMNS} FROM ${DECISION_FROM} WHERE d.id = ${decisionId}`,
  );
  const [view] = await withContent(rows);
  return view ?? null;
}

/* ------------------------------------------------------------------ the statement of reasons */

/** What was restricted, in the author's words ("tu reseña", "tu cuenta"). */
export function whatOf(targetType: DecisionTarget): string {
  return yourContent(targetType);
}

const SUBJECTS: Record<Restriction, (target: DecisionTarget) => string> = {
  held: (target) => `Hemos retenido ${whatOf(target)} hasta que ${pronounFor(target)} revise una persona`,
  hidden: (target) => `Hemos retirado ${whatOf(target)} de UniOpina`,
  warning: () => "Aviso del equipo de moderación de UniOpina",
  suspension: () => "Tu cuenta de UniOpina está suspendida",
};

/** E-mails its author the statement of reasons of a committed decision, in the background. */
export function announceDecision(decisionId: string | null | undefined): void {
  if (!decisionId) return;
  void (async () => {
    const { rows } = await getDb().execute<{ email: string; name: string }>(sql`
      SELECT u.email, u.name FROM moderation_decisions d JOIN "user" u ON u.id = d.user_id WHERE d.id = ${decisionId}`);
    const author = rows[0];
    const decision = author ? await findDecision(decisionId) : null;
    if (!author || !decision) return;
    const what = whatOf(decision.targetType);
    const excerpt = decision.content ? `: «${shorten(decision.content.text)}»` : "";
    sendPlainMail(author.email, author.name, SUBJECTS[decision.restriction](decision.targetType), [
      `Qué hemos decidido: ${RESTRICTION_SENTENCES[decision.restriction](pronounFor(decision.targetType))} (${what}${excerpt}).`,
      `Norma que incumple: ${COMMUNITY_RULE_LABELS[decision.rule]} (${publicSiteUrl()}/terms#normas).`,
      `Hechos: ${decision.facts}`,
      howDecided(decision),
      `Cómo recurrir: puedes recurrir esta decisión una vez, hasta el ${formatLongDateTime(decision.appealUntil)}, en ${publicSiteUrl()}${decisionHref(decision.id)}. La revisará una persona del equipo distinta de la que decidió. También puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.`,
    ]);
  })().catch((error: unknown) => console.warn("No se pudo enviar la exposición de motivos", error));
}

/** What was decided, in the statement's words; `it` stands for the content ("la", "lo"). */
const RESTRICTION_SENTENCES: Record<Restriction, (it: string) => string> = {
  held: (it) => `retener${it} sin publicar hasta que ${it} revise una persona`,
  hidden: (it) => `retirar${it} de la vista pública`,
  warning: () => "advertirte",
  suspension: () => "suspender tu cuenta: puedes leer, pero no publicar, comentar ni valorar",
};
const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
