/**
 * Nobody on the team decides a case that concerns them, and nothing is decided around a pending
 * appeal, through HTTP: a moderator whose comment an admin hid, and who appealed, cannot put it
 * back from the content queue; a notice about a moderator's own comment is not theirs to keep or
 * withdraw; another moderator restoring the appealed comment is sent to the appeal; and a claim
 * whose address was never confirmed cannot be verified, whatever the queue shows.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { decisionHref } from "~/lib/moderation-decisions";
import { CLAIM_MESSAGES } from "~/lib/professor-accounts";
import { claimHref } from "~/lib/professor-links";
import { MODERATION_PERMISSION_MESSAGES } from "~/server/permissions.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { unescapeHtml } from "./support/html";
import { signInNewStaff } from "./support/students";

const { app, query, one } = useTestApp();

/** A published review with text, the `offset`-th: the moderator comments on it. */
const publishedReview = (offset: number) =>
  one<{ id: string }>(
    sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND comment IS NOT NULL ORDER BY id LIMIT 1 OFFSET ${offset}`,
  );

/** A comment the staff member writes through the app (published: the text is harmless). */
async function commentBy(staff: { client: TestClient; id: string }, reviewId: string, text: string): Promise<string> {
  const sent = await staff.client.post(`/resenas/${reviewId}/comentarios`, { intent: "comentar", comment: text });
  expect(sent.status).toBeLessThan(400);
  const comment = await one<{ id: string; status: string }>(
    sql`SELECT id, moderation_status AS status FROM review_comments WHERE user_id = ${staff.id} AND comment = ${text}`,
  );
  expect(comment.status).toBe("published");
  return comment.id;
}

async function refusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(unescapeHtml(await response.text())).toContain(message);
}

const commentStatus = (id: string) =>
  one<{ status: string }>(sql`SELECT moderation_status AS status FROM review_comments WHERE id = ${id}`);
const auditRows = (id: string, action: string) =>
  query(sql`SELECT 1 FROM moderation_audit_log WHERE target_id = ${id} AND action = ${action}`);

describe("a moderator's own case", () => {
  it("a comment an admin hid and its author appealed: the author cannot restore it, another moderator is sent to the appeal", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const admin = await signInNewStaff(app, "admin");
    const commentId = await commentBy(
      moderator,
      (await publishedReview(11)).id,
      "Coincido: las prácticas del segundo cuatrimestre son lo mejor.",
    );
    const hidden = await admin.client.post("/moderacion/contenido", {
      intent: "ocultar",
      kind: "review_comment",
      id: commentId,
      norma: "respeto",
      motivo: "Fuera de tema.",
    });
    expect(hidden.status).toBe(303);
    const decision = await one<{ id: string }>(sql`SELECT id FROM moderation_decisions WHERE target_id = ${commentId}`);
    expect(
      (await moderator.client.post(decisionHref(decision.id), { explanation: "Habla de la asignatura de la reseña." }))
        .status,
    ).toBe(200);
    const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decision.id}`);

    const restore = { intent: "restaurar", kind: "review_comment", id: commentId };
    await refusal(
      await moderator.client.post("/moderacion/contenido", restore),
      403,
      MODERATION_PERMISSION_MESSAGES.ownCase,
    );
    const colleague = await signInNewStaff(app, "moderator");
    await refusal(
      await colleague.client.post("/moderacion/contenido", restore),
      409,
      MODERATION_PERMISSION_MESSAGES.appealPending,
    );
    expect(await commentStatus(commentId)).toEqual({ status: "hidden" });
    expect(await auditRows(commentId, "content.restore")).toHaveLength(0);
    expect(await one(sql`SELECT status FROM moderation_appeals WHERE id = ${appeal.id}`)).toEqual({
      status: "pending",
    });

    // The author cannot decide the appeal either; a colleague does, and the comment is public again.
    await refusal(
      await moderator.client.post("/moderacion/recursos", {
        intent: "estimar",
        appealId: appeal.id,
        motivo: "Es mío.",
      }),
      403,
      MODERATION_PERMISSION_MESSAGES.ownAppeal,
    );
    expect(
      (
        await colleague.client.post("/moderacion/recursos", {
          intent: "estimar",
          appealId: appeal.id,
          motivo: "Habla de la asignatura.",
        })
      ).status,
    ).toBe(303);
    expect(await commentStatus(commentId)).toEqual({ status: "published" });
  });

  it("a notice about a moderator's own comment is decided by someone else; one about an appealed item goes through the appeal", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const commentId = await commentBy(
      moderator,
      (await publishedReview(12)).id,
      "Yo la cursé el año pasado y el temario era el mismo.",
    );
    const notice = async (contentId: string) =>
      (
        await one<{ id: string }>(sql`
          INSERT INTO legal_notices (content_kind, content_id, reason, explanation, notifier_email, due_at)
          VALUES ('review_comment', ${contentId}, 'privacidad', 'Publica datos personales.', 'denuncia@example.org', now() + interval '7 days') RETURNING id`)
      ).id;
    const own = await notice(commentId);
    for (const intent of ["mantener", "retirar"]) {
      await refusal(
        await moderator.client.post("/moderacion/denuncias", { intent, noticeId: own, motivo: "Es una opinión." }),
        403,
        MODERATION_PERMISSION_MESSAGES.ownCase,
      );
    }
    expect(await one(sql`SELECT status FROM legal_notices WHERE id = ${own}`)).toEqual({ status: "pending" });
    expect(await commentStatus(commentId)).toEqual({ status: "published" });
    const colleague = await signInNewStaff(app, "moderator");
    expect(
      (
        await colleague.client.post("/moderacion/denuncias", {
          intent: "mantener",
          noticeId: own,
          motivo: "Es una opinión.",
        })
      ).status,
    ).toBe(303);

    // The same comment hidden by the colleague and appealed: a new notice about it waits for the appeal.
    expect(
      (
        await colleague.client.post("/moderacion/contenido", {
          intent: "ocultar",
          kind: "review_comment",
          id: commentId,
          norma: "respeto",
          motivo: "Fuera de tema.",
        })
      ).status,
    ).toBe(303);
    const decision = await one<{ id: string }>(sql`SELECT id FROM moderation_decisions WHERE target_id = ${commentId}`);
    expect(
      (await moderator.client.post(decisionHref(decision.id), { explanation: "No está fuera de tema." })).status,
    ).toBe(200);
    const later = await notice(commentId);
    const third = await signInNewStaff(app, "moderator");
    await refusal(
      await third.client.post("/moderacion/denuncias", {
        intent: "retirar",
        noticeId: later,
        motivo: "Datos personales.",
      }),
      409,
      MODERATION_PERMISSION_MESSAGES.appealPending,
    );
    expect(await one(sql`SELECT status FROM legal_notices WHERE id = ${later}`)).toEqual({ status: "pending" });
  });
});

describe("a claim whose address was never confirmed", () => {
  it("is refused with a 409 in the write: the profile stays unmanaged and the claim pending", async () => {
    const professor = await one<{ id: string }>(sql`
      SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id
      WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL AND NOT EXISTS (SELECT 1 FROM professor_claims c WHERE c.professor_id = p.id)
      ORDER BY p.id DESC LIMIT 1`);
    const email = `sin.confirmar.${Date.now()}@ua.es`;
    const claimant = new TestClient(app, "198.18.71.1");
    const form = {
      firstName: "Impostor",
      lastName: "Sin Confirmar",
      email,
      department: "Física",
      password: "secreto1",
      confirmPassword: "secreto1",
    };
    expect((await claimant.post(claimHref(professor.id), form)).status).toBe(200);
    const claim = await one<{ id: string; confirmed: boolean }>(sql`
      SELECT c.id, u.email_verified AS confirmed FROM professor_claims c JOIN "user" u ON u.id = c.user_id WHERE u.email = ${email}`);
    expect(claim.confirmed).toBe(false);

    const moderator = await signInNewStaff(app, "moderator");
    for (const intent of ["verificar", "denegar"]) {
      const refused = await moderator.client.post("/moderacion/perfiles", {
        intent,
        claimId: claim.id,
        motivo: "Comprobado.",
      });
      await refusal(refused, 409, CLAIM_MESSAGES.notConfirmed);
    }
    expect(await one(sql`SELECT claimed_by FROM professors WHERE id = ${professor.id}`)).toEqual({ claimed_by: null });
    expect(await one(sql`SELECT status FROM professor_claims WHERE id = ${claim.id}`)).toEqual({ status: "pending" });
    expect(await auditRows(professor.id, "professor.claim_approve")).toHaveLength(0);
  });
});
