/**
 * Moderation: the console's levels, sanctions and roles, nobody deciding their own case, and
 * appeals (DSA art. 20).
 */
import { type SQL, sql } from "drizzle-orm";
import { data } from "react-router";

import { canModerate, type ModeratedContentKind, type UserRole } from "~/lib/moderation";
import { APPEAL_MESSAGES } from "~/lib/moderation-decisions";
import { getViewer, type Viewer } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";
import { CONTENT_TABLES } from "~/server/decisions/content-items.server";
import { type Context, type Decision, loginRedirectPath } from "~/server/permissions/viewer.server";
import { replaceWith } from "~/server/request/redirects.server";

export const MODERATION_PERMISSION_MESSAGES = {
  signIn: "Debes iniciar sesión para acceder a la moderación.",
  notModerator: "Solo los moderadores y los administradores pueden acceder a la moderación.",
  notAdmin: "Solo los administradores pueden hacer esto.",
  notStudent:
    "Solo se puede sancionar a estudiantes: los moderadores y los administradores se gestionan cambiando su rol.",
  ownRole: "No puedes cambiar tu propio rol.",
  ownDecision: "Esta decisión la tomaste tú: su recurso lo resolverá otra persona del equipo de moderación.",
  ownAppeal: "No puedes resolver un recurso sobre tu propio contenido o tu propia cuenta.",
  ownCase: "No puedes decidir sobre un caso que te afecta: lo decide otra persona del equipo.",
  appealPending: "Hay un recurso pendiente sobre esto: se decide al resolver el recurso, en la pestaña «Recursos».",
} as const;

/** The level of the moderation console an action needs: every moderator, or only admins (the audit log, roles). */
export type ModerationLevel = "moderator" | "admin";

/** May this viewer do what needs `level`? Visitors 401, students (and moderators for admin-only actions) 403. */
function decideModeration(viewer: Viewer | null, level: ModerationLevel): Decision {
  if (!viewer) return { allowed: false, status: 401, message: MODERATION_PERMISSION_MESSAGES.signIn };
  if (!canModerate(viewer.role))
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notModerator };
  if (level === "admin" && viewer.role !== "admin")
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notAdmin };
  return { allowed: true };
}

/**
 * For the console's loaders and actions: the viewer when `decideModeration` allows it; a visitor
 * goes to the login page and back, anyone else gets the Spanish 403 page.
 */
export function requireModeration(context: Context, request: Request, level: ModerationLevel = "moderator"): Viewer {
  const viewer = getViewer(context);
  const decision = decideModeration(viewer, level);
  if (decision.allowed) return viewer!;
  if (decision.status === 401) throw replaceWith(loginRedirectPath(request));
  throw data(decision.message, { status: decision.status });
}

/**
 * May this moderator warn or suspend this account? Only students are sanctioned (staff lose their
 * role instead, which only an admin changes).
 */
export function decideSanction(target: { role: UserRole }): Decision {
  if (target.role !== "student")
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.notStudent };
  return { allowed: true };
}

/** Only an admin changes roles, and never their own (the last admin cannot lock everyone out by mistake). */
export function decideRoleChange(viewer: Viewer | null, targetUserId: string): Decision {
  const decision = decideModeration(viewer, "admin");
  if (!decision.allowed) return decision;
  if (viewer!.id === targetUserId)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownRole };
  return { allowed: true };
}

/* ------------------------------------------------------------------ nobody decides their own case */

/** What a console decision is about: an item of content, an account, or one of the queues' requests. */
export type CaseRef = {
  kind:
    | ModeratedContentKind
    | "user"
    | "notice"
    | "objection"
    | "claim"
    | "professor"
    | "subject"
    | "career"
    | "catalog_report"
    | "submission";
  id: string;
};

type CaseFacts = {
  /** The viewer's content or account, a notice, claim or proposal they sent, the profile they manage. */
  concerned: boolean;
  /** An appeal against a decision on the same item waits: deciding it is what settles the item. */
  appealPending: boolean;
};

const pendingAppealOn = (targetType: SQL, targetId: SQL) => sql`EXISTS (SELECT 1 FROM moderation_appeals a
  JOIN moderation_decisions d ON d.id = a.decision_id
  WHERE a.status = 'pending' AND d.target_type = ${targetType} AND d.target_id = ${targetId})`;

/** The facts of a case as seen by the viewer; null when the item is gone (the write then finds nothing to do). */
async function caseFacts(viewer: Viewer, ref: CaseRef): Promise<CaseFacts | null> {
  const read = async (query: SQL) => (await getDb().execute<CaseFacts>(query)).rows[0] ?? null;
  const managed = (professorId: SQL) =>
    sql`EXISTS (SELECT 1 FROM professors p WHERE p.id = ${professorId} AND p.claimed_by = ${viewer.id})`;
  const sentBy = (userId: SQL) => sql`coalesce(${userId} = ${viewer.id}, false)`;
  const noAppeal = sql`false AS "appealPending"`;
  switch (ref.kind) {
    case "user":
      return read(sql`SELECT x.id = ${viewer.id} AS concerned, ${pendingAppealOn(sql`'user'`, sql`x.id`)} AS "appealPending"
        FROM "user" x WHERE x.id = ${ref.id}`);
    case "notice": {
      const { rows } = await getDb().execute<{
        kind: ModeratedContentKind;
        contentId: string;
        notifierUserId: string | null;
      }>(sql`
        SELECT content_kind AS kind, content_id AS "contentId", notifier_user_id AS "notifierUserId" FROM legal_notices WHERE id = ${ref.id}`);
      const notice = rows[0];
      if (!notice) return null;
      const content = await caseFacts(viewer, { kind: notice.kind, id: notice.contentId });
      return {
        concerned: notice.notifierUserId === viewer.id || content?.concerned === true,
        appealPending: content?.appealPending === true,
      };
    }
    case "objection":
      return read(sql`SELECT ${managed(sql`professor_id`)} OR lower(email) = lower(${viewer.email}) AS concerned, ${noAppeal}
        FROM professor_objections WHERE id = ${ref.id}`);
    case "claim":
      return read(sql`SELECT ${sentBy(sql`user_id`)} OR ${managed(sql`professor_id`)} AS concerned, ${noAppeal}
        FROM professor_claims WHERE id = ${ref.id}`);
    case "submission":
      return read(sql`SELECT ${sentBy(sql`user_id`)} AS concerned, ${noAppeal} FROM submissions WHERE id = ${ref.id}`);
    case "catalog_report":
      return read(
        sql`SELECT ${sentBy(sql`user_id`)} AS concerned, ${noAppeal} FROM catalog_reports WHERE id = ${ref.id}`,
      );
    case "professor":
      return read(sql`SELECT ${managed(sql`${ref.id}`)} OR EXISTS (
        SELECT 1 FROM professors p WHERE p.id = ${ref.id} AND p.added_by_student AND p.created_by = ${viewer.id}) AS concerned, ${noAppeal}`);
    case "subject":
    case "career":
      return read(
        sql`SELECT ${sentBy(sql`added_by`)} AS concerned, ${noAppeal} FROM ${sql.raw(ref.kind === "subject" ? "subjects" : "careers")} WHERE id = ${ref.id}`,
      );
    default:
      return read(sql`SELECT ${sentBy(sql`x.user_id`)} AS concerned, ${pendingAppealOn(sql`${ref.kind}`, sql`x.id::text`)} AS "appealPending"
        FROM ${sql.raw(CONTENT_TABLES[ref.kind])} x WHERE x.id = ${ref.id}`);
  }
}

/**
 * May this member of staff decide about this case? Not when it concerns them — their own content
 * or account, a notice they sent or about what they wrote, an objection or a claim about the
 * profile they manage or sent by them, a catalogue proposal of theirs: another person of the team
 * decides it. And not while an appeal about the same item waits: the appeal is where the item is
 * decided again.
 */
export async function decideImpartially(viewer: Viewer, ref: CaseRef): Promise<Decision> {
  const facts = await caseFacts(viewer, ref);
  if (facts?.concerned) return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownCase };
  if (facts?.appealPending)
    return { allowed: false, status: 409, message: MODERATION_PERMISSION_MESSAGES.appealPending };
  return { allowed: true };
}

/* ------------------------------------------------------------------ appeals (DSA art. 20) */

/** What an appeal decision needs to know about the decision appealed. */
export type AppealedDecision = {
  /** The decision's author (null when the account is gone). */
  userId: string | null;
  /** Who took the decision; null for an automatic one. */
  decidedBy: string | null;
  /** The content or account the decision restricted. */
  target: CaseRef;
};

/**
 * May this viewer appeal this decision? Only its author, signed in — suspended or not: a
 * suspension is itself contestable. Anyone else is told it does not exist (a 404), so decisions
 * about others are never confirmed. The window and the once-only rule are the decision's state
 * (moderation/decisions.server.ts).
 */
export function decideAppealLodging(
  viewer: Viewer | null,
  decision: Pick<AppealedDecision, "userId"> | null,
): Decision {
  if (!viewer) return { allowed: false, status: 401, message: APPEAL_MESSAGES.signIn };
  if (!decision || decision.userId !== viewer.id)
    return { allowed: false, status: 404, message: APPEAL_MESSAGES.notFound };
  return { allowed: true };
}

/**
 * May this moderator decide an appeal against this decision? Never the person who took it (art.
 * 20.6: the review is not left to the same person), nor one against their own content or account,
 * nor one about anything else that concerns them (decideImpartially). The appeal is what settles
 * its item, so its own pending state is no obstacle.
 */
export async function decideAppealReview(viewer: Viewer | null, decision: AppealedDecision): Promise<Decision> {
  const moderation = decideModeration(viewer, "moderator");
  if (!moderation.allowed) return moderation;
  if (decision.decidedBy === viewer!.id)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownDecision };
  if (decision.userId === viewer!.id)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownAppeal };
  if ((await caseFacts(viewer!, decision.target))?.concerned)
    return { allowed: false, status: 403, message: MODERATION_PERMISSION_MESSAGES.ownCase };
  return { allowed: true };
}
