/**
 * Professors' objections (lib/professor-objections.ts; GDPR art. 21): stored as they are sent, then
 * confirmed from a link e-mailed to the address they give — until then nobody reads them, so no one
 * can object in the name of a professor whose mailbox they do not have; a few an hour per client
 * address; once confirmed, acknowledged by e-mail and queued in /moderacion/perfiles with the month
 * the moderators have to decide (art. 12.3), nearest due date first, beside whether the address is
 * the university's staff's; and decided once — accepted, the professor's name stops being shown
 * everywhere in the same transaction; refused, with reasons — the person who objected is e-mailed
 * and the audit log keeps it.
 */
import { sql } from "drizzle-orm";

import { formatLongDate } from "~/lib/format";
import type { EmailDomainKind } from "~/lib/professor-accounts";
import {
  OBJECTION_LINK_DAYS,
  OBJECTION_RELATIONSHIP_LABELS,
  OBJECTION_REQUEST_LABELS,
  type ObjectionRelationship,
  type ObjectionRequest,
} from "~/lib/professor-objections";
import { sendLinkEmail, sendPlainMail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getDb } from "~/server/db/client.server";
import { professorObjections } from "~/server/db/schema";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { NothingToDo } from "~/server/decisions/audit-log.server";
import { objectionConfirmationLink, readObjectionToken } from "~/server/professors/objection-links.server";

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

/** Stores an objection about a professor (after the address's allowance), unconfirmed, and e-mails the link that confirms it. */
export async function submitObjection(
  professorId: string,
  input: ObjectionInput,
  clientAddress: string,
): Promise<ObjectionOutcome> {
  const key = `oposicion:ip:${throttleAddress(clientAddress)}`;
  if (await isThrottled([key], OBJECTION_THROTTLE)) return { stored: false };
  await recordAttempt([key], OBJECTION_THROTTLE);
  const [row] = await getDb()
    .insert(professorObjections)
    .values({ professorId, ...input })
    .returning({ id: professorObjections.id });
  const ref = objectionReference(row!.id);
  sendLinkEmail({
    to: input.email,
    name: input.name,
    subject: `Confirma tu oposición (${ref})`,
    purpose:
      "Alguien (esperamos que tú) se ha opuesto desde UniOpina al tratamiento de los datos de un profesor y ha dado esta dirección. " +
      `Lo que pide: ${OBJECTION_REQUEST_LABELS[input.request]}. Para confirmar que la oposición es tuya y que llegue a los moderadores`,
    button: "Confirmar mi oposición",
    link: objectionConfirmationLink(row!.id),
    closing: `El enlace caduca en ${OBJECTION_LINK_DAYS} días. Si no has sido tú, ignora este mensaje: la oposición no se tramitará. Referencia: ${ref}.`,
  }).catch((error: unknown) => console.warn(`No se pudo enviar la confirmación de la oposición ${ref}`, error));
  return { stored: true, reference: ref };
}

/**
 * What a confirmation link finds: the button to press (`ready`), an objection already confirmed
 * (with its due date), a link too old, or one that is not ours.
 */
export type ObjectionConfirmation =
  { state: "ready" | "expired" | "invalid" } | { state: "confirmed"; reference: string; dueAt: Date };

const linkFresh = sql`created_at > now() - make_interval(days => ${OBJECTION_LINK_DAYS})`;

/** What the confirmation link of `token` would do, without doing it. */
export async function inspectObjectionLink(token: string): Promise<ObjectionConfirmation> {
  const objectionId = readObjectionToken(token);
  if (!objectionId) return { state: "invalid" };
  const { rows } = await getDb().execute<{ dueAt: Date | string | null; fresh: boolean }>(sql`
    SELECT due_at AS "dueAt", ${linkFresh} AS fresh FROM professor_objections WHERE id = ${objectionId}`);
  const row = rows[0];
  if (!row) return { state: "invalid" };
  if (row.dueAt !== null)
    return { state: "confirmed", reference: objectionReference(objectionId), dueAt: new Date(row.dueAt) };
  return { state: row.fresh ? "ready" : "expired" };
}

/**
 * Confirms the objection of a valid link, once: it enters the queue and its sender is told by when
 * it will be decided. The month runs from the confirmation, not the sending: until then the request
 * cannot be told from one made in somebody else's name (the controller may first make sure who asks,
 * GDPR art. 12.6), and a due date counted from the sending would shorten the moderators' month by
 * however long the e-mail waited unread.
 */
export async function confirmObjection(token: string): Promise<ObjectionConfirmation> {
  const objectionId = readObjectionToken(token);
  if (!objectionId) return { state: "invalid" };
  const { rows } = await getDb().execute<{
    dueAt: Date | string;
    request: ObjectionRequest;
    name: string;
    email: string;
  }>(sql`
    UPDATE professor_objections SET confirmed_at = now(), due_at = now() + interval '1 month'
    WHERE id = ${objectionId} AND confirmed_at IS NULL AND ${linkFresh}
    RETURNING due_at AS "dueAt", request, name, email`);
  const confirmed = rows[0];
  // Nothing updated: confirmed already (the same link twice), too old, or gone with its profile.
  if (!confirmed) return inspectObjectionLink(token);
  const ref = objectionReference(objectionId);
  const dueAt = new Date(confirmed.dueAt);
  sendPlainMail(confirmed.email, confirmed.name, `Hemos recibido tu oposición (${ref})`, [
    `Has confirmado tu oposición al tratamiento de los datos de un profesor en UniOpina. Lo que pides: ${OBJECTION_REQUEST_LABELS[confirmed.request]}.`,
    `Un moderador la revisará antes del ${formatLongDate(dueAt)} y te escribiremos con la decisión y sus motivos.`,
    `Referencia: ${ref}.`,
  ]);
  return { state: "confirmed", reference: ref, dueAt };
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
  /** The kind of the professor's university's domain the address is of; null when it is none of them. */
  senderDomain: EmailDomainKind | null;
  createdAt: Date;
  dueAt: Date;
  professor: {
    id: string;
    name: string;
    department: string | null;
    universityName: string;
    isNamePublic: boolean;
    isClaimed: boolean;
  };
}

/**
 * One page of the pending objections whose address is confirmed, the nearest due date first, each
 * with its professor as the catalog knows them (every name: moderators compare it with the
 * sender's) and whose the address is. Read afresh: the queue is the moderators' own, never a shared
 * page, and an objection enters it by a link opened, which no shared read hears of.
 */
export async function listPendingObjections(page: number): Promise<PageRead<PendingObjection>> {
  const db = getDb();
  const waiting = sql`o.status = 'pending' AND o.confirmed_at IS NOT NULL`;
  return readPage(
    page,
    QUEUE_PAGE_SIZE,
    async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM professor_objections o WHERE ${waiting}`))
        .rows[0]!.n,
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
          json_build_object('id', p.id, 'name', p.name, 'department', p.department, 'universityName', u.name, 'isNamePublic', p.is_name_public, 'isClaimed', p.claimed_by IS NOT NULL) AS professor,
          (SELECT d.kind FROM email_domains d
            WHERE d.university_id = p.university_id AND d.is_active AND d.domain = lower(substring(o.email FROM '@([^@]*)$'))) AS "senderDomain"
        FROM professor_objections o JOIN professors p ON p.id = o.professor_id JOIN universities u ON u.id = p.university_id
        WHERE ${waiting} ORDER BY o.due_at, o.id LIMIT ${limit} OFFSET ${offset}`);
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

/** The objection's address was never confirmed: nobody knows who sent it, so it cannot be decided. */
export class ObjectionNotConfirmed extends Error {}

/**
 * Decides a pending objection in one transaction: the objection locked (a second decision is
 * NothingToDo, an unconfirmed one ObjectionNotConfirmed); accepted, the professor's name stops being public (a professor account that
 * manages the profile may show it again: the choice is theirs); the audit row on the professor.
 * Then the sender is e-mailed the decision and its reasons.
 */
export async function decideObjection(
  actorId: string,
  objectionId: string,
  decision: ObjectionDecision,
  reasons: string,
): Promise<void> {
  const objection = await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{
      professorId: string;
      request: ObjectionRequest;
      relationship: ObjectionRelationship;
      name: string;
      email: string;
      confirmed: boolean;
    }>(sql`
      SELECT professor_id AS "professorId", request, relationship, name, email, confirmed_at IS NOT NULL AS confirmed
      FROM professor_objections WHERE id = ${objectionId} AND status = 'pending' FOR UPDATE`);
    const found = rows[0];
    if (!found) throw new NothingToDo();
    if (!found.confirmed) throw new ObjectionNotConfirmed();
    const hidden =
      decision === "accept"
        ? (
            await tx.execute(
              sql`UPDATE professors SET is_name_public = false WHERE id = ${found.professorId} AND is_name_public RETURNING id`,
            )
          ).rows.length > 0
        : false;
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
