/**
 * Professors' objections (lib/professor-objections.ts; GDPR art. 21): stored as they are sent, with
 * the month the moderators have to decide (art. 12.3); acknowledged by e-mail; a few an hour per
 * client address; queued in /moderacion/perfiles, nearest due date first; and decided once —
 * accepted, the professor's name stops being shown everywhere in the same transaction; refused,
 * with reasons — the person who objected is e-mailed and the audit log keeps it.
 */
import { sql } from "drizzle-orm";

import { formatLongDate } from "~/lib/format";
import { OBJECTION_RELATIONSHIP_LABELS, OBJECTION_REQUEST_LABELS, type ObjectionRelationship, type ObjectionRequest } from "~/lib/professor-objections";
import { sendPlainMail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { professorObjections } from "~/server/db/schema";
import { writeAudit } from "~/server/moderation/audit.server";
import { NothingToDo } from "~/server/moderation/reports.server";

/** Per client address: room for a professor and a colleague, not for flooding the queue. */
const OBJECTION_THROTTLE: ThrottleRule = { limit: 5, windowSeconds: 60 * 60 };
const QUEUE_PAGE_SIZE = 20;

export interface ObjectionInput {
  request: ObjectionRequest;
  relationship: ObjectionRelationship;
  explanation: string;
  name: string;
  email: string;
}

export type ObjectionOutcome = { stored: true; reference: string } | { stored: false };

/** Stores an objection about a professor (after the address's allowance), then acknowledges it by e-mail. */
export async function submitObjection(professorId: string, input: ObjectionInput, clientAddress: string): Promise<ObjectionOutcome> {
  const key = `oposicion:ip:${throttleAddress(clientAddress)}`;
  if (await isThrottled([key], OBJECTION_THROTTLE)) return { stored: false };
  await recordAttempt([key], OBJECTION_THROTTLE);
  const [row] = await getDb()
    .insert(professorObjections)
    .values({ professorId, ...input, dueAt: sql`now() + interval '1 month'` })
    .returning({ id: professorObjections.id, dueAt: professorObjections.dueAt });
  const ref = objectionReference(row!.id);
  sendPlainMail(input.email, input.name, `Hemos recibido tu oposición (${ref})`, [
    `Hemos recibido tu oposición al tratamiento de los datos de un profesor en UniOpina. Lo que pides: ${OBJECTION_REQUEST_LABELS[input.request]}.`,
    `Un moderador la revisará antes del ${formatLongDate(row!.dueAt)} y te escribiremos con la decisión y sus motivos.`,
    `Referencia: ${ref}.`,
  ]);
  return { stored: true, reference: ref };
}

/** The reference the sender is given: the start of the objection's id, enough to find it. */
function objectionReference(id: string): string {
  return `O-${id.slice(0, 8).toUpperCase()}`;
}

/* ------------------------------------------------------------------ the moderators' queue */

export interface PendingObjection {
  id: string;
  reference: string;
  /** What is asked and who asks, worded as the form offered them. */
  request: string;
  relationship: string;
  explanation: string;
  name: string;
  email: string;
  createdAt: Date;
  dueAt: Date;
  professor: { id: string; name: string; department: string | null; universityName: string; isNamePublic: boolean; isClaimed: boolean };
}

/**
 * One page of the pending objections, the nearest due date first, each with its professor as the
 * catalog knows them (every name: moderators compare it with the sender's). Read afresh: the queue
 * is the moderators' own, never a shared page.
 */
export async function listPendingObjections(page: number): Promise<PageRead<PendingObjection>> {
  const db = getDb();
  return readPage(
    page,
    QUEUE_PAGE_SIZE,
    async () => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM professor_objections WHERE status = 'pending'`)).rows[0]!.n,
    async (limit, offset) => {
      const { rows } = await db.execute<
        Omit<PendingObjection, "reference" | "request" | "relationship" | "createdAt" | "dueAt"> & {
          request: ObjectionRequest;
          relationship: ObjectionRelationship;
          createdAt: Date | string;
          dueAt: Date | string;
        }
      >(sql`
        SELECT o.id, o.request, o.relationship, o.explanation, o.name, o.email, o.created_at AS "createdAt", o.due_at AS "dueAt",
          json_build_object('id', p.id, 'name', p.name, 'department', p.department, 'universityName', u.name, 'isNamePublic', p.is_name_public, 'isClaimed', p.claimed_by IS NOT NULL) AS professor
        FROM professor_objections o JOIN professors p ON p.id = o.professor_id JOIN universities u ON u.id = p.university_id
        WHERE o.status = 'pending' ORDER BY o.due_at, o.id LIMIT ${limit} OFFSET ${offset}`);
      return rows.map((row) => ({
        ...row,
        reference: objectionReference(row.id),
        request: OBJECTION_REQUEST_LABELS[row.request],
        relationship: OBJECTION_RELATIONSHIP_LABELS[row.relationship],
        createdAt: new Date(row.createdAt),
        dueAt: new Date(row.dueAt),
      }));
    },
  );
}

export type ObjectionDecision = "accept" | "reject";

/**
 * Decides a pending objection in one transaction: the objection locked (a second decision is
 * NothingToDo); accepted, the professor's name stops being public (a professor account that
 * manages the profile may show it again: the choice is theirs); the audit row on the professor.
 * Then the sender is e-mailed the decision and its reasons.
 */
export async function decideObjection(actorId: string, objectionId: string, decision: ObjectionDecision, reasons: string): Promise<void> {
  const objection = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ professorId: string; request: ObjectionRequest; relationship: ObjectionRelationship; name: string; email: string }>(sql`
      SELECT professor_id AS "professorId", request, relationship, name, email FROM professor_objections WHERE id = ${objectionId} AND status = 'pending' FOR UPDATE`);
    const found = rows[0];
    if (!found) throw new NothingToDo();
    const hidden =
      decision === "accept" ? (await tx.execute(sql`UPDATE professors SET is_name_public = false WHERE id = ${found.professorId} AND is_name_public RETURNING id`)).rows.length > 0 : false;
    await tx.execute(sql`
      UPDATE professor_objections SET status = ${decision === "accept" ? "accepted" : "rejected"}, decision_reason = ${reasons}, decided_by = ${actorId}, decided_at = now()
      WHERE id = ${objectionId}`);
    await writeAudit(tx, {
      actorId,
      action: decision === "accept" ? "professor.objection_accept" : "professor.objection_reject",
      targetType: "professor",
      targetId: found.professorId,
      reason: reasons,
      details: {
        objection: objectionReference(objectionId),
        request: OBJECTION_REQUEST_LABELS[found.request],
        relationship: OBJECTION_RELATIONSHIP_LABELS[found.relationship],
        nameHidden: hidden,
      },
    });
    return found;
  });
  const ref = objectionReference(objectionId);
  sendPlainMail(
    objection.email,
    objection.name,
    `Decisión sobre tu oposición (${ref})`,
    decision === "accept"
      ? [
          "Hemos aceptado tu oposición: el nombre del profesor ya no se muestra en UniOpina. Su ficha aparece como «Profesor Anónimo» en todas las páginas, en los buscadores y en los datos que descargan las páginas.",
          `Motivos: ${reasons}`,
          `Escribiste como: ${OBJECTION_RELATIONSHIP_LABELS[objection.relationship].toLowerCase()}. Lo que pedías: ${OBJECTION_REQUEST_LABELS[objection.request]}.`,
          "Si no quedas conforme, puedes respondernos desde la página de contacto o reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
        ]
      : [
          "Hemos revisado tu oposición y hemos decidido mantener el tratamiento de los datos del profesor tal como está.",
          `Motivos: ${reasons}`,
          "Si no quedas conforme, puedes respondernos desde la página de contacto o reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
        ],
  );
}
