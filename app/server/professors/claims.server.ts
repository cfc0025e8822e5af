/**
 * Professors claiming their profile ("Soy este profesor", /profesor/:id/soy-yo): with a staff
 * address of the professor's university (lib/professor-accounts.ts), a new professor account is
 * made and its address confirmed as any account's; the claim waits in the moderators' queue
 * (/moderacion/perfiles) until its address is confirmed, and a moderator who compares the name and
 * the department approves it — the profile is then the account's (professors.claimed_by) — or
 * refuses it with reasons; the claimant is e-mailed and the audit log keeps it. A professor account
 * never has a student profile: it never reviews and is never counted among students.
 */
import type { SubmissionResult } from "@conform-to/dom";
import { sql } from "drizzle-orm";

import { CLAIM_MESSAGES } from "~/lib/professor-accounts";
import { professorClaimAccountSchema, professorClaimSchema } from "~/server/auth/form-schemas.server";
import type { Viewer } from "~/server/auth/session.server";
import { openAccount } from "~/server/auth/sign-up.server";
import { sendPlainMail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { type Database, getDb, isUniqueViolation, type Transaction } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import { parseSubmission } from "~/server/request/forms.server";

/** Days moderators have to decide a claim: the console shows the date and marks it when passed. */
const CLAIM_DUE_DAYS = 7;
const QUEUE_PAGE_SIZE = 20;

/** The professor a claim is about, as the claim page and the permission need it. */
export type ClaimTarget = {
  id: string;
  /** Null unless the name is public: the claim page never shows a hidden name. */
  publicName: string | null;
  universityId: string;
  universityName: string;
  claimedBy: string | null;
  /** The university's active domains a professor claims with (staff and shared). */
  staffDomains: string[];
};

export async function findClaimTarget(professorId: string): Promise<ClaimTarget | null> {
  const { rows } = await getDb().execute<ClaimTarget>(sql`
    SELECT p.id, CASE WHEN p.is_name_public THEN p.name END AS "publicName", p.university_id AS "universityId", u.name AS "universityName", p.claimed_by AS "claimedBy",
      coalesce((SELECT array_agg(d.domain ORDER BY d.kind DESC, d.domain) FROM email_domains d WHERE d.university_id = p.university_id AND d.is_active AND d.kind <> 'students'), '{}') AS "staffDomains"
    FROM professors p JOIN universities u ON u.id = p.university_id AND u.is_enabled
    WHERE p.id = ${professorId}`);
  return rows[0] ?? null;
}

/** What a professor account manages or waits for: the profile it claimed, and its pending claim. */
export type ProfessorStanding = {
  professorId: string | null;
  pendingProfessorId: string | null;
};

/** Whether the reader is the verified account that manages this professor's profile (it answers its reviews). */
export async function mayReplyAs(viewer: Viewer | null, professorId: string): Promise<boolean> {
  return viewer?.role === "professor" && (await professorStanding(viewer.id)).professorId === professorId;
}

export async function professorStanding(userId: string): Promise<ProfessorStanding> {
  const { rows } = await getDb().execute<ProfessorStanding>(sql`
    SELECT (SELECT id FROM professors WHERE claimed_by = ${userId}) AS "professorId",
      (SELECT professor_id FROM professor_claims WHERE user_id = ${userId} AND status = 'pending') AS "pendingProfessorId"`);
  return rows[0]!;
}

export type ClaimResult =
  { ok: true; message: string } | { ok: false; status: number; message: string; reply?: SubmissionResult<string[]> };

const HIDDEN_FIELDS = ["password", "confirmPassword"];

/**
 * Stores a claim (permission decided: a visitor or a professor account without a profile or a
 * pending claim). A visitor's claim opens the professor account with it (sign-up.server.ts), which
 * mails the confirmation link; the claim is queued once the address is confirmed.
 */
export async function submitClaim(
  viewer: Viewer | null,
  target: ClaimTarget,
  formData: FormData,
): Promise<ClaimResult> {
  if (viewer) {
    const submission = parseSubmission(formData, professorClaimSchema);
    if (submission.status !== "success") return { ok: false, status: 400, message: "", reply: submission.reply() };
    return storeClaim(target, viewer.id, submission.value.department);
  }
  const submission = parseSubmission(formData, professorClaimAccountSchema(target.staffDomains, target.universityName));
  const refuse = (status: number, field: string, message: string): ClaimResult => ({
    ok: false,
    status,
    message: "",
    reply: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: { [field]: [message] } }),
  });
  if (submission.status !== "success")
    return { ok: false, status: 400, message: "", reply: submission.reply({ hideFields: HIDDEN_FIELDS }) };
  const { firstName, lastName, email, password, department } = submission.value;
  const outcome = await openAccount(
    { name: `${firstName.trim()} ${lastName.trim()}`, email, password, role: "professor" },
    (tx, userId) => insertClaim(tx, target, userId, department),
    (userId) => isClaimPending(userId, target.id),
  );
  if (outcome === "taken")
    return refuse(409, "email", "Este correo ya está registrado: inicia sesión con él para reclamar el perfil.");
  return { ok: true, message: CLAIM_MESSAGES.sentNewAccount };
}

/** A signed-in professor account's claim; a second pending one is refused by the database. */
async function storeClaim(target: ClaimTarget, userId: string, department: string): Promise<ClaimResult> {
  try {
    await insertClaim(getDb(), target, userId, department);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: CLAIM_MESSAGES.pendingClaim };
    throw error;
  }
  return { ok: true, message: CLAIM_MESSAGES.sent };
}

async function insertClaim(
  db: Database | Transaction,
  target: ClaimTarget,
  userId: string,
  department: string,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO professor_claims (professor_id, user_id, department, due_at)
    VALUES (${target.id}, ${userId}, ${department}, now() + make_interval(days => ${CLAIM_DUE_DAYS}))`);
}

async function isClaimPending(userId: string, professorId: string): Promise<boolean> {
  const { rows } = await getDb().execute(
    sql`SELECT 1 FROM professor_claims WHERE user_id = ${userId} AND professor_id = ${professorId} AND status = 'pending'`,
  );
  return rows.length > 0;
}

/* ------------------------------------------------------------------ the moderators' queue */

export interface PendingClaim {
  id: string;
  department: string;
  createdAt: Date;
  dueAt: Date;
  claimantName: string;
  claimantEmail: string;
  professor: { id: string; name: string; department: string | null; universityName: string; isNamePublic: boolean };
}

/**
 * One page of the claims whose address is confirmed, the nearest due date first. Read afresh, not
 * shared between requests: a claim enters the queue when its address is confirmed, by a link
 * opened (a GET), which no shared read hears of.
 */
export async function listPendingClaims(page: number): Promise<PageRead<PendingClaim>> {
  const db = getDb();
  const waiting = sql`FROM professor_claims c JOIN "user" u ON u.id = c.user_id AND u.email_verified JOIN professors p ON p.id = c.professor_id
    JOIN universities un ON un.id = p.university_id WHERE c.status = 'pending'`;
  return readPage(
    page,
    QUEUE_PAGE_SIZE,
    async () => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${waiting}`)).rows[0]!.n,
    async (limit, offset) => {
      const { rows } = await db.execute<
        Omit<PendingClaim, "createdAt" | "dueAt"> & { createdAt: Date | string; dueAt: Date | string }
      >(sql`
        SELECT c.id, c.department, c.created_at AS "createdAt", c.due_at AS "dueAt", u.name AS "claimantName", u.email AS "claimantEmail",
          json_build_object('id', p.id, 'name', p.name, 'department', p.department, 'universityName', un.name, 'isNamePublic', p.is_name_public) AS professor
        ${waiting} ORDER BY c.due_at, c.id LIMIT ${limit} OFFSET ${offset}`);
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), dueAt: new Date(row.dueAt) }));
    },
  );
}

export class ProfileAlreadyClaimed extends Error {}

/** The claimant never confirmed their address: the queue does not show the claim, and nobody decides it. */
export class ClaimNotConfirmed extends Error {}

export type ClaimDecision = "approve" | "reject";

/**
 * Decides a pending claim in one transaction: the claim locked (a second decision is NothingToDo),
 * refused with ClaimNotConfirmed unless its address is confirmed (read under the lock of the
 * claimant's row, whatever the console showed); approved, the profile becomes the account's —
 * refused with ProfileAlreadyClaimed when another account has it; the audit row on the professor.
 * Then the claimant is e-mailed the decision and its reasons.
 */
export async function decideClaim(
  actorId: string,
  claimId: string,
  decision: ClaimDecision,
  reason: string | null,
): Promise<void> {
  const claim = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{
      professorId: string;
      userId: string;
      email: string;
      name: string;
      confirmed: boolean;
    }>(sql`
      SELECT c.professor_id AS "professorId", c.user_id AS "userId", u.email, u.name, u.email_verified AS confirmed
      FROM professor_claims c JOIN "user" u ON u.id = c.user_id WHERE c.id = ${claimId} AND c.status = 'pending' FOR UPDATE OF c, u`);
    const found = rows[0];
    if (!found) throw new NothingToDo();
    if (!found.confirmed) throw new ClaimNotConfirmed();
    if (decision === "approve") {
      const { rows: claimed } = await tx.execute(
        sql`UPDATE professors SET claimed_by = ${found.userId} WHERE id = ${found.professorId} AND claimed_by IS NULL RETURNING id`,
      );
      if (claimed.length === 0) throw new ProfileAlreadyClaimed();
    }
    await tx.execute(sql`
      UPDATE professor_claims SET status = ${decision === "approve" ? "approved" : "rejected"}, decision_reason = ${reason}, decided_by = ${actorId}, decided_at = now()
      WHERE id = ${claimId}`);
    await writeAudit(tx, {
      actorId,
      action: decision === "approve" ? "professor.claim_approve" : "professor.claim_reject",
      targetType: "professor",
      targetId: found.professorId,
      reason,
      details: { claimant: found.email },
    });
    return found;
  });
  sendPlainMail(
    claim.email,
    claim.name,
    decision === "approve"
      ? "Ya gestionas tu perfil de profesor en UniOpina"
      : "Sobre tu solicitud de perfil de profesor en UniOpina",
    decision === "approve"
      ? [
          "Hemos comprobado tus datos: ya gestionas tu perfil de profesor en UniOpina.",
          "Desde tu perfil puedes decidir si tu nombre se muestra, responder una vez a cada reseña sobre ti y recibir un aviso cuando se publique una nueva.",
          ...(reason ? [`Nota del equipo: ${reason}`] : []),
        ]
      : [
          "No hemos podido confirmar que el perfil que reclamas sea el tuyo.",
          `Motivos: ${reason ?? ""}`,
          "Puedes volver a reclamarlo con los datos que te pedimos, o escribirnos desde la página de contacto («Sobre un profesor»).",
        ],
  );
}
