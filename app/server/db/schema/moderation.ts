/**
 * Moderation: the audit log, legal notices, statements of reasons, appeals, professor claims, sanctions,
 * objections and the screening verdicts.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { LEGAL_NOTICE_REASONS } from "~/lib/legal-notices";
import { MODERATED_CONTENT_KINDS, SANCTION_KINDS } from "~/lib/moderation";
import {
  APPEAL_LIMITS,
  APPEAL_STATUSES,
  COMMUNITY_RULES,
  DECISION_SOURCES,
  RESTRICTIONS,
} from "~/lib/moderation-decisions";
import { CLAIM_STATUSES, PROFESSOR_CLAIM_LIMITS } from "~/lib/professor-accounts";
import {
  OBJECTION_LIMITS,
  OBJECTION_RELATIONSHIPS,
  OBJECTION_REQUESTS,
  OBJECTION_STATUSES,
} from "~/lib/professor-objections";
import { user } from "~/server/db/schema/accounts";
import { professors } from "~/server/db/schema/catalog";
import { createdAt, oneOf } from "~/server/db/schema/columns";

/**
 * An item of a moderators' queue with a due date (notices, claims, objections): when it came, by
 * when to decide, and the decision's why, who and when.
 */
const dueDecision = () => ({
  decisionReason: text("decision_reason"),
  decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Every moderation action, append-only: who did what to which target, when and why. Kept when the
 * moderator's account is deleted (actor becomes null), so the history stays complete.
 */
export const moderationAuditLog = pgTable(
  "moderation_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** e.g. "report.dismiss", "content.hide", "content.restore", "user.suspend", "submission.approve". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_audit_log_recent_idx").on(t.createdAt.desc().nullsFirst()),
    index("moderation_audit_log_target_idx").on(t.targetType, t.targetId),
    index("moderation_audit_log_actor_idx").on(t.actorId),
  ],
);

/**
 * Notices of illegal content (lib/legal-notices.ts), sent by anyone: the content they point at (any
 * kind of student-written content, so no foreign key: a notice outlives the content), the grounds,
 * who sent it when they said, the date by which moderators decide, and the decision with its
 * reasons, which the notifier is told.
 */
export const legalNotices = pgTable(
  "legal_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentKind: text("content_kind", { enum: MODERATED_CONTENT_KINDS }).notNull(),
    contentId: uuid("content_id").notNull(),
    reason: text("reason", { enum: LEGAL_NOTICE_REASONS }).notNull(),
    explanation: text("explanation").notNull(),
    notifierName: text("notifier_name"),
    notifierEmail: text("notifier_email"),
    notifierUserId: text("notifier_user_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "actioned", "rejected"] })
      .notNull()
      .default("pending"),
    ...dueDecision(),
  },
  (t) => [
    check("legal_notices_content_kind_values", oneOf("content_kind", MODERATED_CONTENT_KINDS)),
    check("legal_notices_reason_values", oneOf("reason", LEGAL_NOTICE_REASONS)),
    check("legal_notices_status_values", sql`${t.status} IN ('pending', 'actioned', 'rejected')`),
    check("legal_notices_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    // The moderators' queue: what waits, the nearest due date first.
    index("legal_notices_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending'`),
    index("legal_notices_content_idx").on(t.contentKind, t.contentId),
  ],
);

/**
 * Every decision that restricts what someone wrote or their account (lib/moderation-decisions.ts):
 * the statement of reasons its author is e-mailed and reads on /profile — what, on which rule, the
 * facts, from where, automatic or not, by whom. Written in the transaction of the restriction it
 * records. Kept when the author's account is deleted (author null), so the transparency report's
 * figures never change after the fact.
 */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** A kind of content (lib/moderation.ts) or "user" for a warning or a suspension. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    restriction: text("restriction", { enum: RESTRICTIONS }).notNull(),
    rule: text("rule", { enum: COMMUNITY_RULES }).notNull(),
    facts: text("facts").notNull(),
    source: text("source", { enum: DECISION_SOURCES }).notNull(),
    automated: boolean("automated").notNull(),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("moderation_decisions_target_type_values", oneOf("target_type", [...MODERATED_CONTENT_KINDS, "user"])),
    check("moderation_decisions_restriction_values", oneOf("restriction", RESTRICTIONS)),
    check("moderation_decisions_rule_values", oneOf("rule", COMMUNITY_RULES)),
    check("moderation_decisions_source_values", oneOf("source", DECISION_SOURCES)),
    // Only the screening and the report threshold decide alone; a person's decision keeps saying so when their
    // account is gone.
    check(
      "moderation_decisions_automated_source",
      sql`NOT ${t.automated} OR (${t.source} IN ('screening', 'report') AND ${t.decidedBy} IS NULL)`,
    ),
    check("moderation_decisions_screening_automated", sql`${t.source} <> 'screening' OR ${t.automated}`),
    index("moderation_decisions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("moderation_decisions_recent_idx").on(t.createdAt),
    index("moderation_decisions_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Appeals (DSA art. 20): one per decision, lodged by its author within six months, decided by a
 * moderator who did not take the decision; the outcome and its reasons are e-mailed.
 */
export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    decisionId: uuid("decision_id")
      .notNull()
      .unique()
      .references(() => moderationDecisions.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    explanation: text("explanation").notNull(),
    status: text("status", { enum: APPEAL_STATUSES }).notNull().default("pending"),
    answer: text("answer"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("moderation_appeals_status_values", oneOf("status", APPEAL_STATUSES)),
    check("moderation_appeals_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "moderation_appeals_explanation_length",
      sql`char_length(${t.explanation}) BETWEEN 1 AND ${sql.raw(String(APPEAL_LIMITS.explanation))}`,
    ),
    index("moderation_appeals_queue_idx")
      .on(t.createdAt, t.id)
      .where(sql`status = 'pending'`),
    index("moderation_appeals_recent_idx").on(t.createdAt),
  ],
);

/**
 * A person's claim to be a professor ("Soy este profesor"): made with a staff address of the
 * professor's university, decided once by a moderator who compares the name and the department
 * (approved: professors.claimed_by), with the reasons e-mailed. Listed to moderators once the
 * address is confirmed.
 */
export const professorClaims = pgTable(
  "professor_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professorId: uuid("professor_id")
      .notNull()
      .references(() => professors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    department: text("department").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
    ...dueDecision(),
  },
  (t) => [
    check("professor_claims_status_values", oneOf("status", CLAIM_STATUSES)),
    check("professor_claims_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "professor_claims_department_length",
      sql`char_length(${t.department}) BETWEEN 1 AND ${sql.raw(String(PROFESSOR_CLAIM_LIMITS.department))}`,
    ),
    // One claim waiting per account at a time.
    uniqueIndex("professor_claims_one_pending_idx")
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index("professor_claims_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending'`),
  ],
);

/** Warnings and suspensions of a student; a suspension also sets user.suspended_until. */
export const userSanctions = pgTable(
  "user_sanctions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SANCTION_KINDS }).notNull(),
    reason: text("reason").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_sanctions_kind_values", oneOf("kind", SANCTION_KINDS)),
    check("user_sanctions_reason_length", sql`char_length(${t.reason}) BETWEEN 1 AND 1000`),
    index("user_sanctions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * A professor's objection to the processing of their data (lib/professor-objections.ts; GDPR art.
 * 21), sent from the profile's form by anyone — the professor or someone acting for them — and
 * decided by a moderator within a month: accepted, the name stops being shown; refused, with the
 * reasons e-mailed. It reaches the moderators, and gets its due date, only once its sender has
 * confirmed the address from the e-mailed link; an unconfirmed one cannot be decided. Kept with the
 * professor (removed with the profile).
 */
export const professorObjections = pgTable(
  "professor_objections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professorId: uuid("professor_id")
      .notNull()
      .references(() => professors.id, { onDelete: "cascade" }),
    request: text("request", { enum: OBJECTION_REQUESTS }).notNull(),
    relationship: text("relationship", { enum: OBJECTION_RELATIONSHIPS }).notNull(),
    explanation: text("explanation").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: OBJECTION_STATUSES }).notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...dueDecision(),
    // Counted from the confirmation: none before it.
    dueAt: timestamp("due_at", { withTimezone: true }),
  },
  (t) => [
    check("professor_objections_due_when_confirmed", sql`(${t.confirmedAt} IS NULL) = (${t.dueAt} IS NULL)`),
    check("professor_objections_decided_when_confirmed", sql`${t.status} = 'pending' OR ${t.confirmedAt} IS NOT NULL`),
    check("professor_objections_request_values", oneOf("request", OBJECTION_REQUESTS)),
    check("professor_objections_relationship_values", oneOf("relationship", OBJECTION_RELATIONSHIPS)),
    check("professor_objections_status_values", oneOf("status", OBJECTION_STATUSES)),
    check("professor_objections_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    check(
      "professor_objections_lengths",
      sql`char_length(${t.explanation}) BETWEEN 1 AND ${sql.raw(String(OBJECTION_LIMITS.explanation))} AND char_length(${t.name}) BETWEEN 1 AND ${sql.raw(String(OBJECTION_LIMITS.name))} AND char_length(${t.email}) BETWEEN 3 AND ${sql.raw(String(OBJECTION_LIMITS.email))}`,
    ),
    // The moderators' queue: what waits, the nearest due date first.
    index("professor_objections_queue_idx")
      .on(t.dueAt, t.id)
      .where(sql`status = 'pending' AND confirmed_at IS NOT NULL`),
    index("professor_objections_professor_idx").on(t.professorId),
  ],
);

/**
 * What the automatic screening decided for a text it held or flagged, and by which of its rules
 * (screening.server.ts): when a moderator publishes the text anyway, or an appeal reverses the hold,
 * it is overturned — the console shows each rule's overturn rate, the way to see a rule that is too
 * eager.
 */
export const screeningVerdicts = pgTable(
  "screening_verdicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentKind: text("content_kind", { enum: MODERATED_CONTENT_KINDS }).notNull(),
    contentId: uuid("content_id").notNull(),
    outcome: text("outcome", { enum: ["flag", "hold"] }).notNull(),
    rules: text("rules").array().notNull(),
    overturnedAt: timestamp("overturned_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("screening_verdicts_content_kind_values", oneOf("content_kind", MODERATED_CONTENT_KINDS)),
    check("screening_verdicts_outcome_values", sql`${t.outcome} IN ('flag', 'hold')`),
    index("screening_verdicts_content_idx").on(t.contentKind, t.contentId),
    index("screening_verdicts_rules_idx").using("gin", t.rules),
  ],
);
