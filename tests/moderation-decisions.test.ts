/**
 * Statements of reasons, appeals and the transparency report (DSA art. 15, 17, 20, 24) through
 * HTTP: every restriction — a text held by the screening, content hidden by a moderator or by the
 * report threshold, a warning, a suspension — is e-mailed to its author and listed on /profile
 * with the rule, the facts and who decided; the author appeals it once within six months; a
 * moderator other than the one who decided reverses or upholds it; and /transparencia counts
 * exactly what the queues and the audit log hold.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { legalNoticeHref } from "~/lib/legal-notice-links";
import {
  APPEAL_LIMITS,
  APPEAL_MESSAGES,
  APPEAL_STATUS_LABELS,
  COMMUNITY_RULE_LABELS,
  decisionHref,
} from "~/lib/moderation-decisions";
import { MODERATION_PERMISSION_MESSAGES } from "~/server/permissions.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { eventually } from "./support/eventually";
import { unescapeHtml } from "./support/html";
import { NoScriptBrowser } from "./support/no-script-browser";
import { server } from "./support/server-build";
import { type NewStudent, signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

/** A published review of someone else's, the `offset`-th with text. */
async function publishedReview(offset: number) {
  return one<{ id: string; comment: string; user_id: string }>(sql`
    SELECT id, comment, user_id FROM reviews WHERE moderation_status = 'published' AND comment IS NOT NULL AND user_id IS NOT NULL ORDER BY id DESC LIMIT 1 OFFSET ${offset}`);
}

const commentsPath = (reviewId: string) => `/resenas/${reviewId}/comentarios`;

/** A comment the screening holds, written through the app by `student`. */
async function heldComment(student: NewStudent, reviewId: string, text: string) {
  expect(
    (await student.client.post(commentsPath(reviewId), { intent: "comentar", comment: text })).status,
  ).toBeLessThan(400);
  const comment = await one<{ id: string; status: string }>(
    sql`SELECT id, moderation_status AS status FROM review_comments WHERE user_id = ${student.id} AND comment = ${text}`,
  );
  expect(comment.status).toBe("pending");
  const decision = await one<{ id: string }>(sql`SELECT id FROM moderation_decisions WHERE target_id = ${comment.id}`);
  return { commentId: comment.id, decisionId: decision.id };
}

const statementTo = (email: string, subjectStart: string) =>
  eventually(
    () => server.listOutbox().find((message) => message.to === email && message.subject.startsWith(subjectStart)),
    `el correo «${subjectStart}»`,
  );

describe("statements of reasons", () => {
  it("a text held by the screening: an automated decision, e-mailed and listed on /profile with its rule and facts", async () => {
    const student = await signInNewStudent(app);
    const review = await publishedReview(3);
    const { decisionId } = await heldComment(student, review.id, "Menudo imbécil, te suspende por gusto.");
    expect(
      await one(
        sql`SELECT restriction, rule, source, automated, decided_by FROM moderation_decisions WHERE id = ${decisionId}`,
      ),
    ).toEqual({
      restriction: "held",
      rule: "respeto",
      source: "screening",
      automated: true,
      decided_by: null,
    });
    const mail = await statementTo(
      student.email,
      "Hemos retenido tu comentario de una reseña hasta que lo revise una persona",
    );
    expect(mail.text).toContain(
      "Qué hemos decidido: retenerlo sin publicar hasta que lo revise una persona (tu comentario de una reseña: «",
    );
    for (const part of [
      "imbécil",
      COMMUNITY_RULE_LABELS.respeto,
      "Contiene insultos",
      "de forma automática",
      decisionHref(decisionId),
    ])
      expect(mail.text).toContain(part);

    const profile = unescapeHtml(await (await student.client.request("/profile")).text());
    expect(profile).toContain("Decisiones de moderación");
    expect(profile).toContain(`href="${decisionHref(decisionId)}"`);
    expect(profile).toContain("Puedes recurrirla hasta el");
    const page = unescapeHtml(await (await student.client.request(decisionHref(decisionId))).text());
    for (const part of [
      "Exposición de motivos",
      "Retenido antes de publicarse",
      COMMUNITY_RULE_LABELS.respeto,
      "sin intervención de una persona",
      "Enviar recurso",
    ])
      expect(page).toContain(part);
  });

  it("a moderator's hide needs the rule it cites, and tells the author which one, the facts and that a person decided — never who", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const review = await publishedReview(4);
    const noRule = await moderator.client.post("/moderacion/contenido", {
      intent: "ocultar",
      kind: "review",
      id: review.id,
      motivo: "Ataque personal.",
    });
    expect(noRule.status).toBe(400);
    expect(unescapeHtml(await noRule.text())).toContain("Elige la norma que incumple");
    const unknownRule = await moderator.client.post("/moderacion/contenido", {
      intent: "ocultar",
      kind: "review",
      id: review.id,
      norma: "me-cae-mal",
      motivo: "Ataque personal.",
    });
    expect(unknownRule.status).toBe(400);
    expect(await one(sql`SELECT moderation_status FROM reviews WHERE id = ${review.id}`)).toEqual({
      moderation_status: "published",
    });

    const facts = "Llama mentirosa a la profesora con nombre y apellidos.";
    expect(
      (
        await moderator.client.post("/moderacion/contenido", {
          intent: "ocultar",
          kind: "review",
          id: review.id,
          norma: "experiencia",
          motivo: facts,
        })
      ).status,
    ).toBe(303);
    const decision = await one<{ id: string; rule: string; source: string; automated: boolean; decided_by: string }>(
      sql`SELECT id, rule, source, automated, decided_by FROM moderation_decisions WHERE target_id = ${review.id}`,
    );
    expect(decision).toMatchObject({ rule: "experiencia", automated: false, decided_by: moderator.id });
    const author = await one<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${review.user_id}`);
    const mail = await statementTo(author.email, "Hemos retirado tu reseña");
    for (const part of [
      facts,
      COMMUNITY_RULE_LABELS.experiencia,
      "una persona del equipo de moderación",
      "Cómo recurrir",
    ])
      expect(mail.text).toContain(part);
    expect(mail.text).toContain("Qué hemos decidido: retirarla de la vista pública (tu reseña: «");
    expect(mail.text).not.toContain("Moderación de prueba");
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("the report threshold's hide is an automated decision citing the rule most reports give", async () => {
    const review = await publishedReview(5);
    const reporters = await Promise.all([0, 1, 2].map(() => signInNewStudent(app)));
    for (const reporter of reporters)
      expect((await reporter.client.post(`/resenas/${review.id}/reportar`, { reason: "spam" })).status).toBeLessThan(
        400,
      );
    expect(await one(sql`SELECT moderation_status FROM reviews WHERE id = ${review.id}`)).toEqual({
      moderation_status: "hidden",
    });
    expect(
      await one(
        sql`SELECT restriction, rule, source, automated FROM moderation_decisions WHERE target_id = ${review.id}`,
      ),
    ).toEqual({
      restriction: "hidden",
      rule: "publicidad",
      source: "report",
      automated: true,
    });
  });

  it("a warning and a suspension are statements too, and a suspended author can still read and appeal theirs", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const student = await signInNewStudent(app);
    expect(
      (
        await moderator.client.post("/moderacion/usuarios", {
          intent: "suspender",
          userId: student.id,
          dias: "7",
          norma: "respeto",
          motivo: "Insultos reiterados.",
        })
      ).status,
    ).toBe(303);
    const mail = await statementTo(student.email, "Tu cuenta de UniOpina está suspendida");
    expect(mail.text).toContain("Insultos reiterados.");
    expect(mail.text).toContain("La suspensión dura hasta el");
    const decision = await one<{ id: string }>(
      sql`SELECT id FROM moderation_decisions WHERE target_id = ${student.id} AND restriction = 'suspension'`,
    );
    const appealed = await student.client.post(decisionHref(decision.id), {
      explanation: "Respondía a un insulto dirigido a mí.",
    });
    expect(appealed.status).toBe(200);
    expect(unescapeHtml(await appealed.text())).toContain(APPEAL_MESSAGES.sent);

    // Reversed by another moderator: the suspension is lifted and the student told.
    const other = await signInNewStaff(app, "moderator");
    const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decision.id}`);
    expect(
      (
        await other.client.post("/moderacion/recursos", {
          intent: "estimar",
          appealId: appeal.id,
          motivo: "El insulto lo recibió, no lo escribió.",
        })
      ).status,
    ).toBe(303);
    expect(await one(sql`SELECT suspended_until FROM "user" WHERE id = ${student.id}`)).toEqual({
      suspended_until: null,
    });
    const outcome = await statementTo(student.email, "Hemos estimado tu recurso");
    expect(outcome.text).toContain("El insulto lo recibió, no lo escribió.");
  });
});

describe("appeals", () => {
  it("without JavaScript: the author appeals from the decision's page, another moderator reverses it, the comment is published and counted", async () => {
    const student = await signInNewStudent(app);
    const review = await publishedReview(6);
    const { commentId, decisionId } = await heldComment(student, review.id, "Es un 1d10t4 y encima prepotente.");
    const before = await one<{ comments_count: number }>(
      sql`SELECT comments_count FROM reviews WHERE id = ${review.id}`,
    );

    const browser = new NoScriptBrowser(app, "198.18.40.1");
    for (const [name, value] of student.client.cookies) browser.client.cookies.set(name, value);
    const page = await browser.open(decisionHref(decisionId));
    const empty = await browser.submit(page.form({ action: decisionHref(decisionId) }), {
      fill: { explanation: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(APPEAL_MESSAGES.missing);
    const tooLong = await browser.client.post(decisionHref(decisionId), {
      explanation: "x".repeat(APPEAL_LIMITS.explanation + 1),
    });
    expect(tooLong.status).toBe(400);
    const tooLongText = unescapeHtml(await tooLong.text());
    expect(tooLongText, "el aviso de arriba dice qué falla").toContain(APPEAL_MESSAGES.tooLong);
    expect(tooLongText).not.toContain(APPEAL_MESSAGES.missing);
    const explanation = "Citaba el mote que le pusieron en clase, no lo llamaba así.";
    const sent = await browser.submit(empty.form({ action: decisionHref(decisionId) }), { fill: { explanation } });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(APPEAL_MESSAGES.sent);
    expect(sent.text).toContain(APPEAL_STATUS_LABELS.pending);
    expect(sent.hasForm({ action: decisionHref(decisionId) })).toBe(false);

    // Once per decision.
    const again = await student.client.post(decisionHref(decisionId), { explanation: "Otra vez." });
    expect(again.status).toBe(409);
    expect(unescapeHtml(await again.text())).toContain(APPEAL_MESSAGES.already);

    const moderator = await signInNewStaff(app, "moderator");
    const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decisionId}`);
    const queue = unescapeHtml(await (await moderator.client.request("/moderacion/recursos")).text());
    for (const part of [explanation, "Es un 1d10t4", "Resolver antes del", "automática"]) expect(queue).toContain(part);
    const answer = "Es una cita, no un insulto del autor.";
    expect(
      (await moderator.client.post("/moderacion/recursos", { intent: "estimar", appealId: appeal.id, motivo: answer }))
        .status,
    ).toBe(303);
    expect(await one(sql`SELECT moderation_status FROM review_comments WHERE id = ${commentId}`)).toEqual({
      moderation_status: "published",
    });
    expect(await one(sql`SELECT comments_count FROM reviews WHERE id = ${review.id}`)).toEqual({
      comments_count: before.comments_count + 1,
    });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    expect(
      await one(
        sql`SELECT action, actor_id, reason FROM moderation_audit_log WHERE action LIKE 'appeal.%' AND target_id = ${commentId}`,
      ),
    ).toEqual({
      action: "appeal.reverse",
      actor_id: moderator.id,
      reason: answer,
    });
    const mail = await statementTo(student.email, "Hemos estimado tu recurso");
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain(
      "hemos revocado la decisión sobre tu comentario de una reseña, que vuelve a estar publicado.",
    );
    const after = unescapeHtml(await (await student.client.request(decisionHref(decisionId))).text());
    expect(after).toContain(APPEAL_STATUS_LABELS.reversed);
    expect(after).toContain(answer);

    // A second resolution changes nothing.
    const second = await moderator.client.post("/moderacion/recursos", {
      intent: "desestimar",
      appealId: appeal.id,
      motivo: "Otra opinión.",
    });
    expect(second.status).toBe(409);
    expect(await one(sql`SELECT status FROM moderation_appeals WHERE id = ${appeal.id}`)).toEqual({
      status: "reversed",
    });
  });

  it("is never decided by the moderator who took the decision; another one upholds it and the author is told", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const review = await publishedReview(7);
    expect(
      (
        await moderator.client.post("/moderacion/contenido", {
          intent: "ocultar",
          kind: "review",
          id: review.id,
          norma: "respeto",
          motivo: "Insulta al profesor.",
        })
      ).status,
    ).toBe(303);
    const decision = await one<{ id: string }>(sql`SELECT id FROM moderation_decisions WHERE target_id = ${review.id}`);
    const author = await one<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${review.user_id}`);
    const authorClient = new TestClient(app, "198.18.40.2");
    expect((await authorClient.signIn(author.email, "UniOpina2026")).status).toBe(302);
    expect(
      (await authorClient.post(decisionHref(decision.id), { explanation: "No hay ningún insulto en mi reseña." }))
        .status,
    ).toBe(200);
    const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decision.id}`);

    const queue = unescapeHtml(await (await moderator.client.request("/moderacion/recursos")).text());
    expect(queue).toContain("Esta decisión la tomaste tú");
    const refused = await moderator.client.post("/moderacion/recursos", {
      intent: "estimar",
      appealId: appeal.id,
      motivo: "Me equivoqué.",
    });
    expect(refused.status).toBe(403);
    expect(unescapeHtml(await refused.text())).toContain(MODERATION_PERMISSION_MESSAGES.ownDecision);
    expect(await one(sql`SELECT status FROM moderation_appeals WHERE id = ${appeal.id}`)).toEqual({
      status: "pending",
    });

    const other = await signInNewStaff(app, "admin");
    expect(
      (
        await other.client.post("/moderacion/recursos", {
          intent: "desestimar",
          appealId: appeal.id,
          motivo: "Llama «inútil» al profesor.",
        })
      ).status,
    ).toBe(303);
    expect(await one(sql`SELECT status, decided_by FROM moderation_appeals WHERE id = ${appeal.id}`)).toEqual({
      status: "upheld",
      decided_by: other.id,
    });
    expect(await one(sql`SELECT moderation_status FROM reviews WHERE id = ${review.id}`)).toEqual({
      moderation_status: "hidden",
    });
    const mail = await statementTo(author.email, "Hemos resuelto tu recurso");
    expect(mail.text).toContain("Llama «inútil» al profesor.");
  });

  it("an upheld appeal against a held text withdraws it; a lapsed or lifted decision cannot be appealed; nobody else sees a decision", async () => {
    const student = await signInNewStudent(app);
    const review = await publishedReview(8);
    const held = await heldComment(student, review.id, "La profe es una idiotaaaa, no la aguanto.");
    expect(
      (await student.client.post(decisionHref(held.decisionId), { explanation: "Es una broma entre compañeros." }))
        .status,
    ).toBe(200);
    const appeal = await one<{ id: string }>(
      sql`SELECT id FROM moderation_appeals WHERE decision_id = ${held.decisionId}`,
    );
    const moderator = await signInNewStaff(app, "moderator");
    expect(
      (
        await moderator.client.post("/moderacion/recursos", {
          intent: "desestimar",
          appealId: appeal.id,
          motivo: "Insulta a la profesora.",
        })
      ).status,
    ).toBe(303);
    expect(await one(sql`SELECT moderation_status FROM review_comments WHERE id = ${held.commentId}`)).toEqual({
      moderation_status: "hidden",
    });

    // Six months and a day later, a new decision cannot be appealed (403); once published by a moderator, there is nothing to appeal (409).
    const lapsed = await heldComment(student, review.id, "Menudo gilipollas el de prácticas.");
    await app.db.execute(
      sql`UPDATE moderation_decisions SET created_at = now() - interval '6 months 1 day' WHERE id = ${lapsed.decisionId}`,
    );
    const late = await student.client.post(decisionHref(lapsed.decisionId), { explanation: "Tarde." });
    expect(late.status).toBe(403);
    expect(unescapeHtml(await late.text())).toContain(APPEAL_MESSAGES.expired);
    const lifted = await heldComment(student, review.id, "El profesor es un gilipollas que no sabe ni explicar.");
    expect(
      (
        await moderator.client.post("/moderacion/contenido", {
          intent: "publicar",
          kind: "review_comment",
          id: lifted.commentId,
        })
      ).status,
    ).toBe(303);
    const moot = await student.client.post(decisionHref(lifted.decisionId), { explanation: "Ya está publicado." });
    expect(moot.status).toBe(409);
    expect(unescapeHtml(await moot.text())).toContain(APPEAL_MESSAGES.notInEffect);
    expect(
      await query(
        sql`SELECT 1 FROM moderation_appeals WHERE decision_id IN (${lapsed.decisionId}, ${lifted.decisionId})`,
      ),
    ).toHaveLength(0);

    // Another student, a moderator and a bad id get a 404 (HTML and data); a visitor goes to the login page.
    const stranger = await signInNewStudent(app);
    for (const client of [stranger.client, moderator.client]) {
      const response = await client.request(decisionHref(held.decisionId));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("Es una broma entre compañeros.");
      expect((await client.request(`${decisionHref(held.decisionId)}.data`)).status).toBe(404);
      expect((await client.post(decisionHref(held.decisionId), { explanation: "Ajeno." })).status).toBe(404);
    }
    expect((await stranger.client.request("/profile/decisiones/no-es-un-id")).status).toBe(404);
    const visitor = await new TestClient(app, "198.18.40.3").request(decisionHref(held.decisionId));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("the transparency report", () => {
  /** The figure in the row `label` of the table captioned `caption` on /transparencia (the team's actions list only those done: absent is 0). */
  async function figures(): Promise<(caption: string, label: string) => number> {
    await app.pagesChanged();
    const html = unescapeHtml(await app.html("/transparencia"));
    return (caption, label) => {
      const table = html.slice(html.indexOf(`>${caption}</caption>`));
      const row = new RegExp(
        `<th scope="row"[^>]*>${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</th><td[^>]*>([\\d.]+)</td>`,
      ).exec(table.slice(0, table.indexOf("</table>")));
      if (!row && caption === ACTIONS) return 0;
      if (!row) throw new Error(`No está la fila «${label}» de «${caption}»`);
      return Number(row[1]!.replace(/\./g, ""));
    };
  }

  /** The audit log's rows of an action in the current half-year (Madrid's calendar, as the report's). */
  const ACTIONS = "Acciones registradas por el equipo de moderación";

  const auditCount = async (action: string) =>
    (
      await one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM moderation_audit_log WHERE action = ${action}
          AND created_at >= make_timestamptz(extract(year FROM now() AT TIME ZONE 'Europe/Madrid')::int,
            CASE WHEN extract(month FROM now() AT TIME ZONE 'Europe/Madrid') <= 6 THEN 1 ELSE 7 END, 1, 0, 0, 0, 'Europe/Madrid')`)
    ).n;

  it("counts what a scripted sequence of actions wrote, as the audit log and the queues record it", async () => {
    const before = await figures();
    const auditBefore = {
      hide: await auditCount("content.hide"),
      withdraw: await auditCount("notice.withdraw"),
      reverse: await auditCount("appeal.reverse"),
    };
    const moderator = await signInNewStaff(app, "moderator");
    const student = await signInNewStudent(app);

    // Two notices (one withdrawn, one kept), a hide, a warning, two screening holds, one appeal reversed.
    const [first, second, third] = [await publishedReview(20), await publishedReview(21), await publishedReview(22)];
    const notify = (reviewId: string, reason: string) =>
      new TestClient(app, "198.18.41.1").post(legalNoticeHref("review", reviewId), {
        reason,
        explanation: "Es ilegal.",
        name: "Ana",
        email: "ana@example.org",
        goodFaith: "on",
      });
    expect((await notify(first.id, "difamacion")).status).toBe(200);
    expect((await notify(second.id, "privacidad")).status).toBe(200);
    const [withdrawn, kept] = await query<{ id: string }>(
      sql`SELECT id FROM legal_notices WHERE content_id IN (${first.id}, ${second.id}) ORDER BY reason`,
    );
    expect(
      (
        await moderator.client.post("/moderacion/denuncias", {
          intent: "retirar",
          noticeId: withdrawn!.id,
          motivo: "Difama.",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await moderator.client.post("/moderacion/denuncias", {
          intent: "mantener",
          noticeId: kept!.id,
          motivo: "Es opinión.",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await moderator.client.post("/moderacion/contenido", {
          intent: "ocultar",
          kind: "review",
          id: third.id,
          norma: "respeto",
          motivo: "Insulta.",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await moderator.client.post("/moderacion/usuarios", {
          intent: "advertir",
          userId: student.id,
          norma: "respeto",
          motivo: "Cuida el tono.",
        })
      ).status,
    ).toBe(303);
    const held = await heldComment(student, second.id, "Menudo imbécil, te suspende por gusto.");
    await heldComment(student, second.id, "Es un 1d10t4 y encima prepotente.");
    expect((await student.client.post(decisionHref(held.decisionId), { explanation: "Era una cita." })).status).toBe(
      200,
    );
    const appeal = await one<{ id: string }>(
      sql`SELECT id FROM moderation_appeals WHERE decision_id = ${held.decisionId}`,
    );
    expect(
      (
        await moderator.client.post("/moderacion/recursos", {
          intent: "estimar",
          appealId: appeal.id,
          motivo: "Es una cita.",
        })
      ).status,
    ).toBe(303);

    const after = await figures();
    const delta = (caption: string, label: string) => after(caption, label) - before(caption, label);
    expect(
      delta("Denuncias recibidas por motivo", "Difamación o injurias: atenta contra el honor de una persona"),
    ).toBe(1);
    expect(
      delta("Denuncias recibidas por motivo", "Datos personales o intimidad de alguien publicados sin permiso"),
    ).toBe(1);
    expect(delta("Denuncias decididas en el periodo", "Atendidas: contenido retirado")).toBe(1);
    expect(delta("Denuncias decididas en el periodo", "Desestimadas: contenido mantenido")).toBe(1);
    expect(delta("Restricciones por tipo", "Retirado de la vista pública")).toBe(2);
    expect(delta("Restricciones por tipo", "Advertencia")).toBe(1);
    expect(delta("Restricciones por tipo", "Retenido antes de publicarse")).toBe(2);
    expect(delta("Restricciones por origen", "Revisión automática al publicar")).toBe(2);
    expect(delta("Restricciones por origen", "Denuncia de contenido ilegal")).toBe(1);
    expect(delta("Restricciones por origen", "Iniciativa del equipo de moderación")).toBe(2);
    expect(delta("Recursos contra decisiones de moderación", "Recibidos")).toBe(1);
    expect(delta("Recursos contra decisiones de moderación", "Estimados: decisión revocada")).toBe(1);
    // The team's actions are the audit log's rows of the period.
    expect(delta(ACTIONS, "Contenido ocultado")).toBe((await auditCount("content.hide")) - auditBefore.hide);
    expect(delta(ACTIONS, "Denuncia atendida: contenido retirado")).toBe(
      (await auditCount("notice.withdraw")) - auditBefore.withdraw,
    );
    expect(after(ACTIONS, "Recurso estimado: decisión revocada")).toBe(await auditCount("appeal.reverse"));
    expect((await auditCount("appeal.reverse")) - auditBefore.reverse).toBe(1);
  });

  it("names its half-years in the URL: an ill-formed one is a 400, one without a report a 404", async () => {
    const page = unescapeHtml(await app.html("/transparencia"));
    expect(page).toContain("Informe de transparencia");
    expect(page).toMatch(/aria-current="page"[^>]*>(Enero a junio|Julio a diciembre) de \d{4}</);
    expect((await new TestClient(app).request("/transparencia?periodo=2026-3")).status).toBe(400);
    expect((await new TestClient(app).request("/transparencia?periodo=1999-1")).status).toBe(404);
    expect(await app.html("/")).toContain('href="/transparencia"');
  });

  it("a half-year before the site or one the database cannot hold is a 404 for every viewer, page and data", async () => {
    const student = await signInNewStudent(app);
    const viewers = { visitor: new TestClient(app), student: student.client };
    const statuses: Record<string, number> = {};
    for (const [viewer, client] of Object.entries(viewers)) {
      for (const periodo of ["0000-1", "0001-1", "0000-2", "1999-2", "99999-1", "2026-3"]) {
        for (const path of ["/transparencia", "/transparencia.data"]) {
          statuses[`${viewer} ${path}?periodo=${periodo}`] = (
            await client.request(`${path}?periodo=${periodo}`)
          ).status;
        }
      }
    }
    // Out of range: no report; ill-formed (five-digit year, a third half): the 400 that explains the format.
    const expected = (periodo: string) => (periodo === "99999-1" || periodo === "2026-3" ? 400 : 404);
    expect(statuses).toEqual(
      Object.fromEntries(Object.keys(statuses).map((key) => [key, expected(key.split("=")[1]!)])),
    );
    expect(unescapeHtml(await (await viewers.visitor.request("/transparencia?periodo=0000-1")).text())).toContain(
      "No hay informe de ese semestre.",
    );
  });
});
