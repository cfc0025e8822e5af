/**
 * Notices of illegal content (DSA art. 16) through HTTP: open to anyone without an account or
 * JavaScript, validated with a message per field, acknowledged by e-mail, throttled per address,
 * queued for moderators with a due date, and decided once — the content withdrawn or kept — with
 * the reasons e-mailed to the notifier and written to the audit log.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { LEGAL_NOTICE_LINK_LABEL, legalNoticeHref } from "~/lib/legal-notice-links";
import { GOOD_FAITH_STATEMENT, LEGAL_NOTICE_MESSAGES } from "~/lib/legal-notices";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { eventually } from "./support/eventually";
import { expectFieldRefusals } from "./support/form-refusals";
import { unescapeHtml } from "./support/html";
import { NoScriptBrowser } from "./support/no-script-browser";
import { server } from "./support/server-build";
import { signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

let addressCount = 0;
/** A visitor from an address of its own, so each test has its own allowance. */
const visitor = () => new TestClient(app, `198.51.100.${++addressCount}`);

/** A published review with text, the `offset`-th of the demo data, with the page it is on. */
async function publishedReview(offset: number) {
  return one<{ id: string; comment: string; subject_id: string }>(sql`
    SELECT id, comment, subject_id FROM reviews WHERE review_type = 'subject' AND moderation_status = 'published' AND comment IS NOT NULL AND user_id IS NOT NULL
    ORDER BY id LIMIT 1 OFFSET ${offset}`);
}

const validNotice = {
  reason: "difamacion",
  explanation: "Acusa a una profesora con nombre y apellidos de falsificar actas, sin ninguna prueba.",
  name: "Lucía Pardo",
  email: "lucia.pardo@example.org",
  goodFaith: "on",
};

describe("notices of illegal content", () => {
  it("are sent without an account and without JavaScript from the link under a review, acknowledged by e-mail and queued with a due date", async () => {
    const review = await publishedReview(11);
    const browser = new NoScriptBrowser(app, "198.51.100.200");
    const reviewPage = await browser.open(`/subject/${review.subject_id}`);
    expect(reviewPage.html).toContain(LEGAL_NOTICE_LINK_LABEL);
    const formPage = await browser.open(legalNoticeHref("review", review.id));
    expect(formPage.status).toBe(200);
    expect(unescapeHtml(formPage.html)).toContain(review.comment);
    const form = formPage.form({ action: legalNoticeHref("review", review.id) });
    const sent = await browser.submit(form, {
      fill: {
        reason: "difamacion",
        explanation: validNotice.explanation,
        name: validNotice.name,
        email: validNotice.email,
        goodFaith: true,
      },
      button: "Enviar denuncia",
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(LEGAL_NOTICE_MESSAGES.received);

    const stored = await one<{ id: string; status: string; notifier_email: string; days: number }>(sql`
      SELECT id, status, notifier_email, round(extract(epoch FROM due_at - created_at) / 86400)::int AS days FROM legal_notices WHERE content_id = ${review.id}`);
    expect(stored).toMatchObject({ status: "pending", notifier_email: validNotice.email, days: 7 });
    const reference = `D-${stored.id.slice(0, 8).toUpperCase()}`;
    expect(sent.html).toContain(reference);
    const mail = await eventually(
      () =>
        server.listOutbox().find((message) => message.to === validNotice.email && message.subject.includes(reference)),
      "el acuse de recibo",
    );
    expect(mail.text).toContain("Difamación o injurias");
  });

  it("refuse what is missing or wrong with a message per field, keep what was typed, and store nothing", async () => {
    const review = await publishedReview(12);
    const path = legalNoticeHref("review", review.id);
    const client = visitor();
    const refusals: [Record<string, string>, string][] = [
      [{ ...validNotice, reason: "" }, "Elige el motivo de la denuncia"],
      [{ ...validNotice, reason: "me-cae-mal" }, "Elige el motivo de la denuncia"],
      [{ ...validNotice, explanation: "   " }, "Explica por qué este contenido es ilegal"],
      [{ ...validNotice, explanation: "x".repeat(2001) }, "La explicación no puede superar los 2000 caracteres"],
      [{ ...validNotice, goodFaith: "" }, "Debes confirmar la declaración de buena fe"],
      [{ ...validNotice, name: "" }, "Escribe tu nombre: la ley lo pide para este tipo de denuncia"],
      [{ ...validNotice, email: "" }, "Escribe tu correo electrónico: te escribiremos con la decisión"],
      [{ ...validNotice, email: "no-es-un-correo" }, "Introduce un correo electrónico válido"],
    ];
    await expectFieldRefusals(client, path, refusals, 2000);
    expect(await query(sql`SELECT 1 FROM legal_notices WHERE content_id = ${review.id}`)).toHaveLength(0);
    expect(await (await client.request(path)).text()).toContain(GOOD_FAITH_STATEMENT);
  });

  it("about child sexual abuse may be anonymous, and is due within a day", async () => {
    const review = await publishedReview(13);
    const response = await visitor().post(legalNoticeHref("review", review.id), {
      reason: "menores",
      explanation: "Enlaza material de abuso de menores.",
      goodFaith: "on",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(LEGAL_NOTICE_MESSAGES.receivedAnonymous);
    expect(
      await one(
        sql`SELECT notifier_name, notifier_email, round(extract(epoch FROM due_at - created_at) / 3600)::int AS hours FROM legal_notices WHERE content_id = ${review.id}`,
      ),
    ).toEqual({ notifier_name: null, notifier_email: null, hours: 24 });
  });

  it("answer 404 for content that does not exist, and 429 after five from one address in an hour", async () => {
    const review = await publishedReview(14);
    const client = visitor();
    for (const path of [
      "/denunciar/resena/no-es-un-id",
      "/denunciar/otra-cosa/" + review.id,
      "/denunciar/resena/00000000-0000-4000-8000-000000000000",
      "/denunciar/publicacion/" + review.id,
    ]) {
      expect((await client.request(path)).status, path).toBe(404);
      expect((await client.post(path, validNotice)).status, path).toBe(404);
    }
    const path = legalNoticeHref("review", review.id);
    for (let sent = 0; sent < 5; sent++)
      expect((await client.post(path, { ...validNotice, explanation: `Denuncia número ${sent + 1}.` })).status).toBe(
        200,
      );
    const throttled = await client.post(path, { ...validNotice, explanation: "La sexta denuncia." });
    expect(throttled.status).toBe(429);
    const html = unescapeHtml(await throttled.text());
    expect(html).toContain(LEGAL_NOTICE_MESSAGES.throttled);
    expect(html).toContain("La sexta denuncia.");
    expect((await visitor().post(path, validNotice)).status).toBe(200);
  });

  it("are decided once by a moderator: withdrawn content leaves the page and every count, the notifier is told the reasons, a second decision is a 409", async () => {
    const review = await publishedReview(15);
    const notifierEmail = "notifica.retirada@example.org";
    expect(
      (await visitor().post(legalNoticeHref("review", review.id), { ...validNotice, email: notifierEmail })).status,
    ).toBe(200);
    const notice = await one<{ id: string }>(sql`SELECT id FROM legal_notices WHERE content_id = ${review.id}`);
    const moderator = await signInNewStaff(app, "moderator");

    const queue = unescapeHtml(await (await moderator.client.request("/moderacion/denuncias")).text());
    expect(queue).toContain(validNotice.explanation);
    expect(queue).toContain("Decidir antes del");
    expect(queue).toContain(review.comment);

    // A student or a visitor cannot decide; no reasons, no decision.
    const student = await signInNewStudent(app);
    expect(
      (await student.client.post("/moderacion/denuncias", { intent: "retirar", noticeId: notice.id, motivo: "x" }))
        .status,
    ).toBe(403);
    expect(
      (await visitor().post("/moderacion/denuncias", { intent: "retirar", noticeId: notice.id, motivo: "x" })).status,
    ).toBe(302);
    const noReason = await moderator.client.post("/moderacion/denuncias", {
      intent: "retirar",
      noticeId: notice.id,
      motivo: "",
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Explica los motivos de la decisión");

    const reasons =
      "Imputa un delito a una persona identificable sin pruebas: vulnera su derecho al honor (art. 18 de la Constitución).";
    const decided = await moderator.client.post("/moderacion/denuncias", {
      intent: "retirar",
      noticeId: notice.id,
      motivo: reasons,
      volver: "/moderacion/denuncias",
    });
    expect(decided.status).toBe(303);
    expect(await one(sql`SELECT status, decision_reason FROM legal_notices WHERE id = ${notice.id}`)).toEqual({
      status: "actioned",
      decision_reason: reasons,
    });
    expect(await one(sql`SELECT moderation_status FROM reviews WHERE id = ${review.id}`)).toEqual({
      moderation_status: "hidden",
    });
    expect(
      await one(
        sql`SELECT action, reason FROM moderation_audit_log WHERE target_id = ${review.id} ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      action: "notice.withdraw",
      reason: reasons,
    });
    await app.pagesChanged();
    expect(unescapeHtml(await app.html(`/subject/${review.subject_id}`))).not.toContain(review.comment);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    const mail = await eventually(
      () =>
        server.listOutbox().find((message) => message.to === notifierEmail && message.subject.startsWith("Decisión")),
      "la decisión",
    );
    expect(mail.text).toContain(reasons);
    expect(mail.text).toContain("tu denuncia sobre una reseña de UniOpina y la hemos retirado: ya no es pública.");

    // Its author gets the statement of reasons: what, on which grounds, the facts, decided by a person, how to contest it.
    const author = await one<{ email: string }>(
      sql`SELECT u.email FROM reviews r JOIN "user" u ON u.id = r.user_id WHERE r.id = ${review.id}`,
    );
    const statement = await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === author.email && message.subject.startsWith("Hemos retirado tu reseña")),
      "el aviso al autor",
    );
    for (const part of [
      review.comment.slice(0, 40),
      "Difamación o injurias",
      reasons,
      "una persona del equipo de moderación",
      "Cómo recurrir",
    ])
      expect(statement.text).toContain(part);

    const again = await moderator.client.post("/moderacion/denuncias", {
      intent: "mantener",
      noticeId: notice.id,
      motivo: "Otra opinión.",
    });
    expect(again.status).toBe(409);
    expect(await one(sql`SELECT status FROM legal_notices WHERE id = ${notice.id}`)).toEqual({ status: "actioned" });
  });

  it("kept content stays public, and the notifier is told why", async () => {
    const review = await publishedReview(16);
    const notifierEmail = "notifica.mantenida@example.org";
    expect(
      (
        await visitor().post(legalNoticeHref("review", review.id), {
          ...validNotice,
          reason: "otro",
          email: notifierEmail,
        })
      ).status,
    ).toBe(200);
    const notice = await one<{ id: string }>(sql`SELECT id FROM legal_notices WHERE content_id = ${review.id}`);
    const moderator = await signInNewStaff(app, "moderator");
    const reasons =
      "Es una opinión sobre la docencia, sin datos personales ni acusaciones: la libertad de expresión la ampara.";
    expect(
      (
        await moderator.client.post("/moderacion/denuncias", {
          intent: "mantener",
          noticeId: notice.id,
          motivo: reasons,
        })
      ).status,
    ).toBe(303);
    expect(await one(sql`SELECT moderation_status FROM reviews WHERE id = ${review.id}`)).toEqual({
      moderation_status: "published",
    });
    const mail = await eventually(
      () =>
        server.listOutbox().find((message) => message.to === notifierEmail && message.subject.startsWith("Decisión")),
      "la decisión",
    );
    expect(mail.text).toContain("tu denuncia sobre una reseña de UniOpina y hemos decidido mantenerla publicada.");
    expect(mail.text).toContain(reasons);
    // A kept review's author is told nothing.
    expect(
      server
        .listOutbox()
        .some((message) => message.subject.startsWith("Hemos retirado") && message.text.includes(reasons)),
    ).toBe(false);

    // A comment is masculine: every sentence about it agrees.
    const comment = await one<{ id: string }>(
      sql`SELECT id FROM review_comments WHERE moderation_status = 'published' ORDER BY id DESC LIMIT 1`,
    );
    const commentNotifier = "notifica.comentario@example.org";
    expect(
      (
        await visitor().post(legalNoticeHref("review_comment", comment.id), {
          ...validNotice,
          reason: "otro",
          email: commentNotifier,
        })
      ).status,
    ).toBe(200);
    const received = await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === commentNotifier && message.subject.startsWith("Hemos recibido")),
      "el acuse",
    );
    expect(received.text).toContain("tu denuncia sobre un comentario de una reseña de UniOpina por este motivo");
    const commentNotice = await one<{ id: string }>(sql`SELECT id FROM legal_notices WHERE content_id = ${comment.id}`);
    expect(
      (
        await moderator.client.post("/moderacion/denuncias", {
          intent: "mantener",
          noticeId: commentNotice.id,
          motivo: reasons,
        })
      ).status,
    ).toBe(303);
    const kept = await eventually(
      () =>
        server.listOutbox().find((message) => message.to === commentNotifier && message.subject.startsWith("Decisión")),
      "la decisión",
    );
    expect(kept.text).toContain(
      "tu denuncia sobre un comentario de una reseña de UniOpina y hemos decidido mantenerlo publicado.",
    );
  });

  it("are offered under comments of reviews, posts and articles, and under posts", async () => {
    const comment = await one<{ id: string; review_id: string }>(
      sql`SELECT id, review_id FROM review_comments WHERE moderation_status = 'published' ORDER BY id LIMIT 1`,
    );
    expect(await app.html(`/resenas/${comment.review_id}/comentarios`)).toContain(
      `href="${legalNoticeHref("review_comment", comment.id)}"`,
    );
    const post = await one<{ id: string }>(
      sql`SELECT id FROM university_life_posts WHERE moderation_status = 'published' AND comments_count > 0 ORDER BY id LIMIT 1`,
    );
    const postPage = await app.html(`/vida-universitaria/post/${post.id}`);
    expect(postPage).toContain(`href="${legalNoticeHref("post", post.id)}"`);
    expect(postPage).toContain('href="/denunciar/comentario-de-publicacion/');
    const article = await one<{ slug: string }>(
      sql`SELECT b.slug FROM blog_posts b WHERE EXISTS (SELECT 1 FROM blog_post_comments c WHERE c.post_id = b.id AND c.moderation_status = 'published') LIMIT 1`,
    );
    expect(await app.html(`/blog/${article.slug}`)).toContain('href="/denunciar/comentario-de-articulo/');
  });
});
