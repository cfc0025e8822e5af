/**
 * Verified professor accounts through HTTP: the staff domains the seed knows, a professor's claim
 * of their profile from a staff address without JavaScript, its confirmation and a moderator's
 * approval, the professor's own choice of showing the name, one public reply under each review of
 * them (screened like any text), and what a professor account can never do — review, take part
 * as a student, see who wrote a review.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CLAIM_MESSAGES, REPLY_MESSAGES } from "~/lib/professor-accounts";
import { claimHref, REPLY_HEADING, REVIEW_REPLY_MAX } from "~/lib/professor-links";
import { PROFESSOR_ACCOUNT_MESSAGE } from "~/server/permissions.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { unescapeHtml } from "./support/html";
import { NoScriptBrowser } from "./support/no-script-browser";
import { REVIEW_COURSE } from "./support/reviews";
import { server } from "./support/server-build";
import { linkIn, type ReceivedMail } from "./support/smtp";
import { createProfessorAccount, signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

/** A professor of the Universidad de Alicante (staff domain ua.es) with published reviews with text, the `offset`-th. */
async function uaProfessor(offset: number) {
  return one<{ id: string; name: string }>(sql`
    SELECT p.id, p.name FROM professors p JOIN universities u ON u.id = p.university_id
    WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL
      AND (SELECT count(*) FROM reviews r WHERE r.professor_id = p.id AND r.moderation_status = 'published' AND r.comment IS NOT NULL) >= 2
    ORDER BY p.id LIMIT 1 OFFSET ${offset}`);
}

let addresses = 0;
const newClient = () => new TestClient(app, `198.18.60.${++addresses}`);

/** Claims the professor's profile signed out with a new ua.es address, confirms it, and signs in. */
async function claimAndConfirm(professorId: string, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${addresses}@ua.es`;
  const client = newClient();
  const sent = await client.post(claimHref(professorId), {
    firstName,
    lastName: "Prueba Docente",
    email,
    department: "Departamento de Física Aplicada",
    password: "secreto1",
    confirmPassword: "secreto1",
  });
  expect(sent.status, (await sent.clone().text()).slice(0, 200)).toBe(200);
  expect(unescapeHtml(await sent.text())).toContain(CLAIM_MESSAGES.sentNewAccount);
  const mail = await eventually(
    () => server.listOutbox().find((message) => message.to === email),
    "el correo de confirmación",
  );
  expect((await client.request(linkIn(mail as unknown as ReceivedMail))).status).toBe(302);
  expect((await client.signIn(email, "secreto1")).status).toBe(302);
  const account = await one<{ id: string }>(sql`SELECT id FROM "user" WHERE email = ${email}`);
  const claim = await one<{ id: string }>(sql`SELECT id FROM professor_claims WHERE user_id = ${account.id}`);
  return { client, email, userId: account.id, claimId: claim.id };
}

describe("staff domains", () => {
  it("are marked by the seed: the university's own domain is its staff's, the one hanging from it its students'", async () => {
    const kinds = await query<{ domain: string; kind: string }>(
      sql`SELECT domain, kind FROM email_domains WHERE domain IN ('ua.es', 'alu.ua.es', 'ucm.es') ORDER BY domain`,
    );
    expect(kinds).toEqual([
      { domain: "alu.ua.es", kind: "students" },
      { domain: "ua.es", kind: "staff" },
      { domain: "ucm.es", kind: "shared" },
    ]);
    // A student never registers with a staff address.
    const ua = await one<{ id: string; career: string }>(sql`
      SELECT u.id, (SELECT c.id FROM careers c WHERE c.university_id = u.id AND c.is_enabled ORDER BY c.id LIMIT 1) AS career FROM universities u WHERE u.name = 'Universidad de Alicante'`);
    const answer = await newClient().post("/register", {
      firstName: "Lucía",
      lastName: "Martínez Ruiz",
      universityId: ua.id,
      careerId: ua.career,
      careerName: "",
      email: "lucia.docente@ua.es",
      password: "secreto1",
      confirmPassword: "secreto1",
      acceptTerms: "on",
    });
    expect(answer.status).toBe(400);
    expect(unescapeHtml(await answer.text())).toContain(
      "El correo debe ser de tu universidad. Dominios válidos: @alu.ua.es",
    );
  });
});

describe("the domains moderators keep", () => {
  it("add a staff domain to a university: its professors claim with it, its students cannot register with it; another university's is refused", async () => {
    const moderator = await signInNewStaff(app, "moderator");
    const ucm = await one<{ id: string }>(
      sql`SELECT id FROM universities WHERE name = 'Universidad Complutense de Madrid'`,
    );
    const bad = await moderator.client.post("/moderacion/perfiles", {
      intent: "dominio",
      universidad: ucm.id,
      dominio: "@ucm",
      tipo: "staff",
    });
    expect(bad.status).toBe(400);
    expect(unescapeHtml(await bad.text())).toContain("Escribe un dominio como ua.es, sin @");
    expect(
      (
        await moderator.client.post("/moderacion/perfiles", {
          intent: "dominio",
          universidad: ucm.id,
          dominio: "PDI.ucm.es ",
          tipo: "staff",
        })
      ).status,
    ).toBe(303);
    expect(
      await one(sql`SELECT kind FROM email_domains WHERE domain = 'pdi.ucm.es' AND university_id = ${ucm.id}`),
    ).toEqual({ kind: "staff" });
    expect(
      await one(
        sql`SELECT action, details->>'domain' AS domain FROM moderation_audit_log WHERE action = 'domain.set' AND target_id = ${ucm.id}`,
      ),
    ).toEqual({
      action: "domain.set",
      domain: "pdi.ucm.es",
    });
    const elsewhere = await one<{ id: string }>(
      sql`SELECT id FROM universities WHERE name = 'Universidad de Alicante'`,
    );
    const taken = await moderator.client.post("/moderacion/perfiles", {
      intent: "dominio",
      universidad: elsewhere.id,
      dominio: "pdi.ucm.es",
      tipo: "staff",
    });
    expect(taken.status).toBe(409);
    expect(unescapeHtml(await taken.text())).toContain("Ese dominio ya es de otra universidad.");
    expect((await moderator.client.request("/moderacion/perfiles")).status).toBe(200);

    // The claim form of a UCM professor now takes the new domain.
    const professor = await one<{ id: string }>(
      sql`SELECT id FROM professors WHERE university_id = ${ucm.id} AND claimed_by IS NULL ORDER BY id LIMIT 1`,
    );
    const claim = await newClient().post(claimHref(professor.id), {
      firstName: "Irene",
      lastName: "Docente Prueba",
      email: `irene.${Date.now()}@pdi.ucm.es`,
      department: "Derecho Civil",
      password: "secreto1",
      confirmPassword: "secreto1",
    });
    expect(claim.status).toBe(200);
  });
});

describe("a professor's claim", () => {
  it("goes from the form, without an account and without JavaScript, through a moderator's approval to a reply shown under a review", async () => {
    const professor = await uaProfessor(0);
    const browser = new NoScriptBrowser(app, "198.18.61.1");
    const professorPage = await browser.open(`/profesor/${professor.id}`);
    expect(professorPage.html).toContain(`href="${claimHref(professor.id)}"`);
    const form = await browser.open(claimHref(professor.id));
    const email = `claudia.${Date.now()}@ua.es`;
    // A student's address is refused with what to use, and what was typed comes back.
    const wrong = await browser.submit(form.form({ action: claimHref(professor.id) }), {
      fill: {
        firstName: "Claudia",
        lastName: "Docente Prueba",
        email: "claudia@alu.ua.es",
        department: "Física Aplicada",
        password: "secreto1",
        confirmPassword: "secreto1",
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Usa tu correo institucional de Universidad de Alicante (por ejemplo, nombre@ua.es).");
    expect(wrong.html).toContain('value="Física Aplicada"');
    const sent = await browser.submit(wrong.form({ action: claimHref(professor.id) }), {
      fill: {
        firstName: "Claudia",
        lastName: "Docente Prueba",
        email,
        department: "Física Aplicada",
        password: "secreto1",
        confirmPassword: "secreto1",
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(CLAIM_MESSAGES.sentNewAccount);
    const account = await one<{ id: string; role: string; email_verified: boolean }>(
      sql`SELECT id, role, email_verified FROM "user" WHERE email = ${email}`,
    );
    expect(account).toMatchObject({ role: "professor", email_verified: false });
    // A professor account is never a student.
    expect(await query(sql`SELECT 1 FROM user_profiles WHERE id = ${account.id}`)).toHaveLength(0);

    // Listed to moderators only once the address is confirmed.
    const moderator = await signInNewStaff(app, "moderator");
    expect(await (await moderator.client.request("/moderacion/perfiles")).text()).not.toContain(email);
    const mail = await eventually(
      () => server.listOutbox().find((message) => message.to === email),
      "el correo de confirmación",
    );
    // The confirmation speaks to a professor claiming a profile, not to a student activating an account.
    expect(mail.subject).toBe("Confirma tu correo para gestionar tu perfil de profesor en UniOpina");
    expect(mail.text).toContain(
      "Has pedido gestionar tu perfil de profesor en UniOpina. Para confirmar que esta dirección de tu universidad es tuya",
    );
    expect(mail.text).toContain("un moderador comprobará tu nombre y tu departamento");
    expect(mail.text).not.toMatch(/correo universitario|activar tu cuenta|registrarte/);
    expect((await browser.client.request(linkIn(mail as unknown as ReceivedMail))).status).toBe(302);
    const queue = unescapeHtml(await (await moderator.client.request("/moderacion/perfiles")).text());
    for (const part of [email, professor.name, "Física Aplicada", "Decidir antes del"]) expect(queue).toContain(part);
    const claim = await one<{ id: string }>(sql`SELECT id FROM professor_claims WHERE user_id = ${account.id}`);
    expect(
      (await moderator.client.post("/moderacion/perfiles", { intent: "verificar", claimId: claim.id, motivo: "" }))
        .status,
    ).toBe(303);
    expect(await one(sql`SELECT claimed_by FROM professors WHERE id = ${professor.id}`)).toEqual({
      claimed_by: account.id,
    });
    expect(
      await one(
        sql`SELECT action, actor_id FROM moderation_audit_log WHERE target_id = ${professor.id} AND action = 'professor.claim_approve'`,
      ),
    ).toEqual({
      action: "professor.claim_approve",
      actor_id: moderator.id,
    });
    await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === email && message.subject.startsWith("Ya gestionas tu perfil")),
      "el aviso de aprobación",
    );
    const again = await moderator.client.post("/moderacion/perfiles", {
      intent: "denegar",
      claimId: claim.id,
      motivo: "Otra opinión.",
    });
    expect(again.status).toBe(409);

    // Signed in, the professor chooses whether to show the name (here, the other way round): the decision is theirs, and logged.
    const { is_name_public: wasPublic } = await one<{ is_name_public: boolean }>(
      sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`,
    );
    expect((await browser.client.signIn(email, "secreto1")).status).toBe(302);
    const profile = await browser.open("/profile");
    expect(profile.text).toContain("Tu perfil de profesor");
    expect(profile.text).not.toContain("Mis reseñas");
    const saved = await browser.submit(profile.form({ button: "Guardar" }), {
      fill: { nombre: wasPublic ? "anonimo" : "publico", avisos: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Tus preferencias se han guardado.");
    expect(
      await one(sql`SELECT is_name_public, notify_new_reviews FROM professors WHERE id = ${professor.id}`),
    ).toEqual({ is_name_public: !wasPublic, notify_new_reviews: true });
    expect(
      await one(
        sql`SELECT actor_id FROM moderation_audit_log WHERE target_id = ${professor.id} AND action = 'professor.name_visibility' ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      actor_id: account.id,
    });

    // One reply under a review, without JavaScript; a second one is refused.
    const [review, other] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE professor_id = ${professor.id} AND moderation_status = 'published' AND comment IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 2`,
    );
    const page = await browser.open(`/profesor/${professor.id}`);
    const tooLong = await browser.client.post(`/profesor/${professor.id}`, {
      intent: "responder",
      reviewId: review!.id,
      reply: "x".repeat(REVIEW_REPLY_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    const tooLongText = unescapeHtml(await tooLong.text());
    expect(tooLongText, "el aviso de arriba dice qué falla").toContain(REPLY_MESSAGES.tooLong);
    expect(tooLongText).not.toContain(REPLY_MESSAGES.missing);
    const replyText = "Gracias por el comentario: este curso hemos añadido dos tutorías de repaso antes del parcial.";
    const replied = await browser.submit(page.form({ fields: { intent: "responder", reviewId: review!.id } }), {
      fill: { reply: replyText },
    });
    expect(replied.status).toBe(200);
    expect(replied.text).toContain(REPLY_MESSAGES.sent);
    expect(replied.text).toContain(REPLY_HEADING);
    expect(replied.text).toContain(replyText);
    const twice = await browser.client.post(`/profesor/${professor.id}`, {
      intent: "responder",
      reviewId: review!.id,
      reply: "Otra vez.",
    });
    expect(twice.status).toBe(409);
    expect(unescapeHtml(await twice.text())).toContain(REPLY_MESSAGES.already);
    // Visitors read it under the review.
    await app.pagesChanged();
    const visitorPage = unescapeHtml(await app.html(`/profesor/${professor.id}`));
    expect(visitorPage).toContain(REPLY_HEADING);
    expect(visitorPage).toContain(replyText);

    // A reply with an insult waits for a moderator, with its statement of reasons.
    const held = await browser.client.post(`/profesor/${professor.id}`, {
      intent: "responder",
      reviewId: other!.id,
      reply: "Menudo imbécil, no vino a clase.",
    });
    expect(held.status).toBe(200);
    expect(await one(sql`SELECT moderation_status FROM review_replies WHERE review_id = ${other!.id}`)).toEqual({
      moderation_status: "pending",
    });
    expect(
      await query(
        sql`SELECT 1 FROM moderation_decisions WHERE user_id = ${account.id} AND target_type = 'review_reply'`,
      ),
    ).toHaveLength(1);
  });

  it("makes one account and one claim of six identical claims sent at once, each told the confirmation is on its way", async () => {
    const professor = await uaProfessor(5);
    const fields = {
      firstName: "Elena",
      lastName: "Docente Prueba",
      email: `elena.${Date.now()}@ua.es`,
      department: "Óptica",
      password: "secreto1",
      confirmPassword: "secreto1",
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => newClient().post(claimHref(professor.id), fields)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(unescapeHtml(await answer.text())).toContain(CLAIM_MESSAGES.sentNewAccount);
    expect(
      await query(sql`
        SELECT u.role, u.email_verified, (SELECT count(*)::int FROM professor_claims c WHERE c.user_id = u.id AND c.professor_id = ${professor.id} AND c.status = 'pending') AS claims
        FROM "user" u WHERE u.email = ${fields.email}`),
    ).toEqual([{ role: "professor", email_verified: false, claims: 1 }]);
    // The same address claiming with another password is told it is taken.
    const other = await newClient().post(claimHref(professor.id), {
      ...fields,
      password: "otraclave",
      confirmPassword: "otraclave",
    });
    expect(other.status).toBe(409);
    expect(unescapeHtml(await other.text())).toContain(
      "Este correo ya está registrado: inicia sesión con él para reclamar el perfil.",
    );
  });

  it("is refused to students, with a student's address, on a managed profile, and twice; a refusal's reasons reach the claimant", async () => {
    const professor = await uaProfessor(1);
    const student = await signInNewStudent(app);
    const asStudent = await student.client.post(claimHref(professor.id), { department: "Física" });
    expect(asStudent.status).toBe(403);
    expect(unescapeHtml(await asStudent.text())).toContain(CLAIM_MESSAGES.studentAccount);
    expect((await newClient().request(claimHref("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    expect((await newClient().request("/profesor/no-es-un-id/soy-yo")).status).toBe(404);

    const { client, email, userId, claimId } = await claimAndConfirm(professor.id, "Rodrigo");
    // One claim waiting at a time.
    const second = await client.post(claimHref((await uaProfessor(2)).id), { department: "Física" });
    expect(second.status).toBe(409);
    const moderator = await signInNewStaff(app, "moderator");
    const noReason = await moderator.client.post("/moderacion/perfiles", { intent: "denegar", claimId, motivo: "" });
    expect(noReason.status).toBe(400);
    const reasons =
      "El departamento no coincide con el que publica la universidad: envíanos el enlace a tu ficha en la web de la UA.";
    expect(
      (await moderator.client.post("/moderacion/perfiles", { intent: "denegar", claimId, motivo: reasons })).status,
    ).toBe(303);
    expect(await one(sql`SELECT claimed_by FROM professors WHERE id = ${professor.id}`)).toEqual({ claimed_by: null });
    const mail = await eventually(
      () =>
        server.listOutbox().find((message) => message.to === email && message.subject.startsWith("Sobre tu solicitud")),
      "la decisión",
    );
    expect(mail.text).toContain(reasons);
    // The account may claim again, now signed in: only the department is asked.
    const retry = await client.post(claimHref(professor.id), { department: "Física Aplicada" });
    expect(retry.status).toBe(200);
    expect(
      await query(sql`SELECT 1 FROM professor_claims WHERE user_id = ${userId} AND status = 'pending'`),
    ).toHaveLength(1);
  });
});

describe("new-review e-mails", () => {
  it("reach a professor who asked for them, link the review, and stop with the one-click link", async () => {
    const professor = await uaProfessor(4);
    const account = await createProfessorAccount(app, professor.id);
    await app.db.execute(sql`UPDATE professors SET notify_new_reviews = true WHERE id = ${professor.id}`);
    const subject = await one<{ subject_id: string; career_id: string }>(sql`
      SELECT sp.subject_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = ${professor.id} ORDER BY sp.subject_id LIMIT 1`);
    const write = async () => {
      const student = await signInNewStudent(app, { careerId: subject.career_id });
      const answer = await student.client.post(`/profesor/${professor.id}`, {
        intent: "crear",
        academicYear: REVIEW_COURSE,
        rating: "4",
        comment: "Explica con calma y corrige rápido los parciales.",
      });
      expect(answer.status, (await answer.clone().text()).slice(0, 200)).toBeLessThan(400);
      return one<{ id: string }>(
        sql`SELECT id FROM reviews WHERE professor_id = ${professor.id} AND user_id = ${student.id}`,
      );
    };
    const first = await write();
    const mail = await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === account.email && message.subject === "Nueva reseña sobre ti en UniOpina"),
      "el aviso",
    );
    expect(mail.text).toContain(`/profesor/${professor.id}#resena-${first.id}`);
    const unsubscribe = /\S+\/profesorado\/avisos\/baja\?token=\S+/.exec(mail.text)![0];
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    // A mail program's one-click cancellation posts to the link itself.
    const url = new URL(unsubscribe);
    expect((await newClient().post(url.pathname + url.search, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    expect(await one(sql`SELECT notify_new_reviews FROM professors WHERE id = ${professor.id}`)).toEqual({
      notify_new_reviews: false,
    });
    expect((await newClient().request("/profesorado/avisos/baja?token=no-valido")).status).toBe(400);
    // A link signed for another account is worthless.
    const forged = `${professor.id}.${unsubscribe.split(".").pop()!.split("").reverse().join("")}`;
    expect((await newClient().request(`/profesorado/avisos/baja?token=${forged}`)).status).toBe(400);
  });
});

describe("a professor account", () => {
  it("never reviews, never takes part as a student, never replies to others' reviews, and never sees who wrote a review", async () => {
    const professor = await uaProfessor(3);
    const { client, claimId } = await claimAndConfirm(professor.id, "Marina");
    const moderator = await signInNewStaff(app, "moderator");
    expect((await moderator.client.post("/moderacion/perfiles", { intent: "verificar", claimId })).status).toBe(303);

    const review = await one<{ id: string; user_id: string; subject_id: string | null }>(sql`
      SELECT r.id, r.user_id, d.subject_id FROM reviews r LEFT JOIN professor_review_details d ON d.review_id = r.id
      WHERE r.professor_id = ${professor.id} AND r.moderation_status = 'published' ORDER BY r.id LIMIT 1`);
    const create = await client.post(`/profesor/${professor.id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Me pongo un cinco.",
    });
    expect(create.status).toBe(403);
    const like = await client.post(`/profesor/${professor.id}`, { intent: "me-gusta", reviewId: review.id });
    expect(like.status).toBe(403);
    expect(unescapeHtml(await like.text())).toContain(PROFESSOR_ACCOUNT_MESSAGE);
    const comment = await client.post(`/resenas/${review.id}/comentarios`, { intent: "comentar", comment: "Gracias." });
    expect(comment.status).toBe(403);
    expect(
      await query(
        sql`SELECT 1 FROM review_likes WHERE review_id = ${review.id} AND user_id = (SELECT claimed_by FROM professors WHERE id = ${professor.id})`,
      ),
    ).toHaveLength(0);

    // Another professor's review: not theirs to answer.
    const elsewhere = await one<{ id: string; professor_id: string }>(sql`
      SELECT id, professor_id FROM reviews WHERE professor_id IS NOT NULL AND professor_id <> ${professor.id} AND moderation_status = 'published' ORDER BY id LIMIT 1`);
    const notTheirs = await client.post(`/profesor/${elsewhere.professor_id}`, {
      intent: "responder",
      reviewId: elsewhere.id,
      reply: "Respondo yo.",
    });
    expect(notTheirs.status).toBe(403);
    expect(unescapeHtml(await notTheirs.text())).toContain(REPLY_MESSAGES.notYours);

    // The page the professor reads, as HTML and as data, names no author.
    const authors = (
      await query<{ user_id: string }>(
        sql`SELECT DISTINCT user_id FROM reviews WHERE professor_id = ${professor.id} AND user_id IS NOT NULL`,
      )
    ).map((row) => row.user_id);
    expect(authors.length).toBeGreaterThan(0);
    for (const path of [`/profesor/${professor.id}`, `/profesor/${professor.id}.data`]) {
      const body = await (await client.request(path)).text();
      for (const author of authors) expect(body, path).not.toContain(author);
    }
  });
});
