/**
 * Professors' objections (GDPR art. 21) through HTTP: sent from the professor's page without an
 * account or JavaScript, validated with a message per field, throttled per address, confirmed from
 * a signed link e-mailed to the address given — before that nobody sees or decides them —, then
 * acknowledged by e-mail and queued for moderators with a one-month due date from the confirmation
 * and whether the address is the university staff's, and decided once — accepted, the name stops
 * being shown; refused, it stays — with the reasons e-mailed and written to the audit log.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { objectionHref } from "~/lib/professor-links";
import { OBJECTION_LINK_DAYS, OBJECTION_MESSAGES, OBJECTION_SENDER_DOMAIN_LABELS } from "~/lib/professor-objections";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
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

/** An unmanaged professor whose name is public, the `offset`-th of the demo data. */
async function publicProfessor(offset: number) {
  return one<{ id: string; name: string }>(
    sql`SELECT id, name FROM professors WHERE is_name_public AND claimed_by IS NULL ORDER BY id LIMIT 1 OFFSET ${offset}`,
  );
}

const validObjection = {
  relationship: "titular",
  request: "nombre",
  explanation: "Estoy de baja y no quiero que mi nombre aparezca asociado a asignaturas que ya no imparto.",
  name: "Marta Ruiz",
  email: "marta.ruiz@example.org",
};

const CONSOLE = "/moderacion/perfiles";
const CONFIRM_PATH = "/profesorado/oposicion/confirmar";

/** The newest e-mail to `email` whose subject starts with `subject`. */
const mailTo = (email: string, subject: string) =>
  eventually(
    () => server.listOutbox().find((message) => message.to === email && message.subject.startsWith(subject)),
    `el correo «${subject}» a ${email}`,
  );

/** The confirmation link (path and query) of the newest objection sent from `email`. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await mailTo(email, "Confirma tu oposición");
  const match = new RegExp(`https?://\\S+${CONFIRM_PATH}\\?token=\\S+`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

/** The token a confirmation link carries. */
const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

/** Sends an objection about `professorId` from a visitor and returns its id, unconfirmed. */
async function sendObjection(professorId: string, fields: Partial<typeof validObjection> = {}): Promise<string> {
  const body = { ...validObjection, ...fields };
  expect((await visitor().post(objectionHref(professorId), body)).status).toBe(200);
  return (
    await one<{ id: string }>(
      sql`SELECT id FROM professor_objections WHERE professor_id = ${professorId} AND email = ${body.email} ORDER BY created_at DESC LIMIT 1`,
    )
  ).id;
}

/** Sends an objection and confirms it with the button of its e-mailed link, as its sender would; returns its id. */
async function sendConfirmedObjection(
  professorId: string,
  fields: Partial<typeof validObjection> & { email: string },
): Promise<string> {
  const id = await sendObjection(professorId, fields);
  const link = await confirmationLink(fields.email);
  expect((await visitor().post(link, { token: tokenOf(link) })).status).toBe(200);
  return id;
}

/** The moderators' queue card of an objection, as text; undefined when the queue does not list it. */
async function queueCard(moderator: TestClient, objectionId: string): Promise<string | undefined> {
  const html = unescapeHtml(await (await moderator.request(CONSOLE)).text());
  return html.split("<article").find((chunk) => chunk.includes(`id="oposicion-${objectionId}"`));
}

describe("professors' objections", () => {
  it("are sent from the professor's page without an account and without JavaScript, and reach the queue only once the e-mailed link confirms them", async () => {
    const professor = await publicProfessor(0);
    const browser = new NoScriptBrowser(app, "198.51.100.200");
    const professorPage = await browser.open(`/profesor/${professor.id}`);
    expect(professorPage.html).toContain(`href="${objectionHref(professor.id)}"`);
    const formPage = await browser.open(objectionHref(professor.id));
    expect(formPage.status).toBe(200);
    expect(unescapeHtml(formPage.html)).toContain(professor.name);
    const sent = await browser.submit(formPage.form({ action: objectionHref(professor.id) }), {
      fill: validObjection,
      button: "Enviar oposición",
    });
    expect(sent.status).toBe(200);
    expect(unescapeHtml(sent.html)).toContain(OBJECTION_MESSAGES.checkEmail);

    const stored = await one<{
      id: string;
      status: string;
      email: string;
      confirmed_at: Date | null;
      due_at: Date | null;
    }>(sql`
      SELECT id, status, email, confirmed_at, due_at FROM professor_objections WHERE professor_id = ${professor.id}`);
    expect(stored).toMatchObject({ status: "pending", email: validObjection.email, confirmed_at: null, due_at: null });
    const reference = `O-${stored.id.slice(0, 8).toUpperCase()}`;
    expect(sent.html).toContain(reference);
    const moderator = await signInNewStaff(app, "moderator");
    expect(await queueCard(moderator.client, stored.id), "sin confirmar, la cola no la lista").toBeUndefined();
    expect(unescapeHtml(await (await moderator.client.request(CONSOLE)).text())).not.toContain(
      validObjection.explanation,
    );

    // The e-mail's link, opened by whoever reads that mailbox, with no account and no JavaScript: opening it confirms nothing.
    const request = await mailTo(validObjection.email, `Confirma tu oposición (${reference})`);
    expect(request.text).toContain("Que mi nombre deje de mostrarse");
    const link = await confirmationLink(validObjection.email);
    const reader = new NoScriptBrowser(app, "198.51.100.201");
    const linkPage = await reader.open(link);
    expect(linkPage.status).toBe(200);
    expect(unescapeHtml(linkPage.html)).toContain("Confirma tu oposición");
    expect(await one(sql`SELECT confirmed_at FROM professor_objections WHERE id = ${stored.id}`)).toEqual({
      confirmed_at: null,
    });
    const confirmed = await reader.submit(linkPage.form({ button: "Confirmar mi oposición" }));
    expect(confirmed.status).toBe(200);
    const confirmedText = unescapeHtml(confirmed.html);
    expect(confirmedText).toContain("Oposición confirmada");
    expect(confirmedText).toContain(reference);

    // The month runs from the confirmation; the acknowledgement gives the same date.
    const due = await one<{ month: boolean; due: string }>(sql`
      SELECT due_at = confirmed_at + interval '1 month' AS month, to_char(due_at AT TIME ZONE 'Europe/Madrid', 'FMDD') AS due FROM professor_objections WHERE id = ${stored.id}`);
    expect(due.month).toBe(true);
    const acknowledgement = await mailTo(validObjection.email, `Hemos recibido tu oposición (${reference})`);
    expect(acknowledgement.text).toContain(`antes del ${due.due} de`);
    expect(await queueCard(moderator.client, stored.id), "confirmada, la cola la lista").toContain(
      validObjection.explanation,
    );

    // Once: the link again says so, and pressing again moves nothing nor e-mails again.
    const dueBefore = await one(sql`SELECT confirmed_at, due_at FROM professor_objections WHERE id = ${stored.id}`);
    const again = await reader.open(link);
    expect(again.status).toBe(200);
    expect(unescapeHtml(again.html)).toContain("Oposición confirmada");
    expect((await visitor().post(link, { token: tokenOf(link) })).status).toBe(200);
    expect(await one(sql`SELECT confirmed_at, due_at FROM professor_objections WHERE id = ${stored.id}`)).toEqual(
      dueBefore,
    );
    expect(
      server.listOutbox().filter((message) => message.subject.startsWith(`Hemos recibido tu oposición (${reference})`)),
    ).toHaveLength(1);
  });

  it("refuse a forged, altered, another's or expired link with a Spanish 400 page, confirming nothing", async () => {
    const professor = await publicProfessor(5);
    const email = "enlace.oposicion@example.org";
    const id = await sendObjection(professor.id, { email });
    const token = tokenOf(await confirmationLink(email));
    const otherId = await sendObjection(professor.id, { email: "otra.oposicion@example.org" });
    const signature = token.split(".")[1]!;
    const invalid = [
      "no-es-un-token",
      "",
      `${id}.${"A".repeat(22)}`,
      `${otherId}.${signature}`,
      `${id}.${signature}.extra`,
      `${id}.${signature.slice(0, -1)}`,
    ];
    for (const forged of invalid) {
      const path = `${CONFIRM_PATH}?token=${encodeURIComponent(forged)}`;
      for (const response of [await visitor().request(path), await visitor().post(path, { token: forged })]) {
        expect(response.status, forged).toBe(400);
        expect(unescapeHtml(await response.text()), forged).toContain("Este enlace no es válido");
      }
    }
    // Another e-mail's signed link (the newsletter's) does not confirm an objection either.
    expect((await visitor().post("/newsletter", { email })).status).toBeLessThan(400);
    const newsletterMail = await mailTo(email, "Confirma tu suscripción");
    const newsletterToken = /\/newsletter\/confirmar\?token=(\S+)/.exec(newsletterMail.text)![1]!;
    expect((await visitor().post(`${CONFIRM_PATH}?token=${newsletterToken}`, { token: newsletterToken })).status).toBe(
      400,
    );

    await app.db.execute(
      sql`UPDATE professor_objections SET created_at = now() - make_interval(days => ${OBJECTION_LINK_DAYS + 1}) WHERE id = ${id}`,
    );
    for (const response of [
      await visitor().request(`${CONFIRM_PATH}?token=${token}`),
      await visitor().post(`${CONFIRM_PATH}?token=${token}`, { token }),
    ]) {
      expect(response.status).toBe(400);
      const html = unescapeHtml(await response.text());
      expect(html).toContain("El enlace ha caducado");
      expect(html).toContain(`caducan a los ${OBJECTION_LINK_DAYS} días`);
    }
    expect(
      await query(
        sql`SELECT id FROM professor_objections WHERE id IN (${id}, ${otherId}) AND confirmed_at IS NOT NULL`,
      ),
    ).toEqual([]);
  });

  it("cannot be decided while unconfirmed: a 409 in the write itself, and nothing changes", async () => {
    const professor = await publicProfessor(6);
    const id = await sendObjection(professor.id, { email: "sin.confirmar@example.org" });
    const moderator = await signInNewStaff(app, "moderator");
    for (const intent of ["aceptar-oposicion", "rechazar-oposicion"]) {
      const response = await moderator.client.post(CONSOLE, {
        intent,
        objectionId: id,
        motivo: "Decidida sin confirmar.",
      });
      expect(response.status, intent).toBe(409);
      expect(unescapeHtml(await response.text()), intent).toContain(OBJECTION_MESSAGES.notConfirmed);
    }
    expect(await one(sql`SELECT status, decided_by FROM professor_objections WHERE id = ${id}`)).toEqual({
      status: "pending",
      decided_by: null,
    });
    expect(await one(sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`)).toEqual({
      is_name_public: true,
    });
    expect(await query(sql`SELECT 1 FROM moderation_audit_log WHERE target_id = ${professor.id}`)).toEqual([]);
  });

  it("show the moderator whether the confirmed address is of the professor's university's staff", async () => {
    const professor = await one<{ id: string; university_id: string }>(sql`
      SELECT p.id, p.university_id FROM professors p JOIN universities u ON u.id = p.university_id
      WHERE u.name = 'Universidad de Alicante' AND p.is_name_public AND p.claimed_by IS NULL ORDER BY p.id DESC LIMIT 1`);
    await app.db.execute(
      sql`INSERT INTO email_domains (university_id, domain, kind) VALUES (${professor.university_id}, 'compartido.ua.es', 'shared')`,
    );
    const senders = {
      staff: "marta.ruiz@ua.es",
      students: "marta.ruiz@alu.ua.es",
      shared: "marta.ruiz@compartido.ua.es",
      // Another university's staff, and a personal address: neither is this university's.
      none: "marta.ruiz@umh.es",
    } as const;
    const moderator = await signInNewStaff(app, "moderator");
    for (const [kind, email] of Object.entries(senders) as [keyof typeof senders, string][]) {
      const id = await sendConfirmedObjection(professor.id, { email });
      const card = await queueCard(moderator.client, id);
      expect(card, email).toContain(OBJECTION_SENDER_DOMAIN_LABELS[kind]);
      for (const other of Object.values(OBJECTION_SENDER_DOMAIN_LABELS))
        if (other !== OBJECTION_SENDER_DOMAIN_LABELS[kind]) expect(card, email).not.toContain(other);
    }
    const personal = await sendConfirmedObjection(professor.id, { email: "marta.ruiz@gmail.com" });
    expect(await queueCard(moderator.client, personal)).toContain(OBJECTION_SENDER_DOMAIN_LABELS.none);
  });

  it("refuse what is missing or wrong with a message per field, keep what was typed, and store nothing", async () => {
    const professor = await publicProfessor(1);
    const path = objectionHref(professor.id);
    const client = visitor();
    const refusals: [Record<string, string>, string][] = [
      [{ ...validObjection, relationship: "" }, "Indica si eres el profesor o actúas en su nombre"],
      [{ ...validObjection, request: "todo" }, "Elige qué pides"],
      [{ ...validObjection, explanation: "   " }, "Explica los motivos de tu oposición"],
      [{ ...validObjection, explanation: "x".repeat(2001) }, "La explicación no puede superar los 2000 caracteres"],
      [{ ...validObjection, name: "" }, "Escribe tu nombre"],
      [{ ...validObjection, email: "" }, "Escribe tu correo electrónico: te escribiremos con la decisión"],
      [{ ...validObjection, email: "no-es-un-correo" }, "Introduce un correo electrónico válido"],
    ];
    await expectFieldRefusals(client, path, refusals, 2000);
    expect(await query(sql`SELECT 1 FROM professor_objections WHERE professor_id = ${professor.id}`)).toHaveLength(0);
  });

  it("answer 404 for a professor that does not exist, and 429 after five from one address in an hour", async () => {
    const professor = await publicProfessor(2);
    const client = visitor();
    for (const path of ["/profesor/no-es-un-id/oposicion", objectionHref("00000000-0000-4000-8000-000000000000")]) {
      expect((await client.request(path)).status, path).toBe(404);
      expect((await client.post(path, validObjection)).status, path).toBe(404);
    }
    const path = objectionHref(professor.id);
    for (let sent = 0; sent < 5; sent++)
      expect(
        (await client.post(path, { ...validObjection, explanation: `Oposición número ${sent + 1}.` })).status,
      ).toBe(200);
    const throttled = await client.post(path, { ...validObjection, explanation: "La sexta oposición." });
    expect(throttled.status).toBe(429);
    const html = unescapeHtml(await throttled.text());
    expect(html).toContain(OBJECTION_MESSAGES.throttled);
    expect(html).toContain("La sexta oposición.");
    expect((await visitor().post(path, validObjection)).status).toBe(200);
  });

  it("are decided once by a moderator: accepted, the name is no longer shown anywhere, the sender is told the reasons, a second decision is a 409", async () => {
    const professor = await publicProfessor(3);
    const senderEmail = "oposicion.aceptada@example.org";
    const objection = { id: await sendConfirmedObjection(professor.id, { email: senderEmail }) };
    const moderator = await signInNewStaff(app, "moderator");

    const queue = unescapeHtml(await (await moderator.client.request(CONSOLE)).text());
    expect(queue).toContain(validObjection.explanation);
    expect(queue).toContain(senderEmail);
    expect(queue).toContain("Decidir antes del");

    // A student or a visitor cannot decide (the authorization matrix covers every role); no reasons, no decision.
    const body = { intent: "aceptar-oposicion", objectionId: objection.id, motivo: "x" };
    expect((await (await signInNewStudent(app)).client.post(CONSOLE, body)).status).toBe(403);
    expect((await visitor().post(CONSOLE, body)).status).toBe(302);
    const noReason = await moderator.client.post(CONSOLE, { ...body, motivo: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Explica los motivos de la decisión");

    const reasons = "Ha acreditado que ya no imparte clase: su nombre deja de mostrarse.";
    const decided = await moderator.client.post(CONSOLE, { ...body, motivo: reasons, volver: CONSOLE });
    expect(decided.status).toBe(303);
    expect(await one(sql`SELECT status, decision_reason FROM professor_objections WHERE id = ${objection.id}`)).toEqual(
      { status: "accepted", decision_reason: reasons },
    );
    expect(await one(sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`)).toEqual({
      is_name_public: false,
    });
    expect(
      await one(
        sql`SELECT action, reason, details->>'nameHidden' AS hidden FROM moderation_audit_log WHERE target_id = ${professor.id} ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      action: "professor.objection_accept",
      reason: reasons,
      hidden: "true",
    });
    await app.pagesChanged();
    for (const path of [`/profesor/${professor.id}`, `/profesor/${professor.id}.data`, objectionHref(professor.id)]) {
      const page = unescapeHtml(await (await visitor().request(path)).text());
      expect(page, path).not.toContain(professor.name);
      if (!path.endsWith(".data")) expect(page, path).toContain(ANONYMOUS_PROFESSOR);
    }
    const mail = await eventually(
      () => server.listOutbox().find((message) => message.to === senderEmail && message.subject.startsWith("Decisión")),
      "la decisión",
    );
    expect(mail.text).toContain(reasons);
    expect(mail.text).toContain("Hemos aceptado tu oposición");
    expect(mail.text).not.toContain(professor.name);

    const again = await moderator.client.post(CONSOLE, {
      intent: "rechazar-oposicion",
      objectionId: objection.id,
      motivo: "Otra opinión.",
    });
    expect(again.status).toBe(409);
    expect(await one(sql`SELECT status FROM professor_objections WHERE id = ${objection.id}`)).toEqual({
      status: "accepted",
    });
    expect(unescapeHtml(await (await moderator.client.request(CONSOLE)).text())).not.toContain(senderEmail);
  });

  it("refused, the name stays and the sender is told why", async () => {
    const professor = await publicProfessor(4);
    const senderEmail = "oposicion.rechazada@example.org";
    const objection = { id: await sendConfirmedObjection(professor.id, { request: "ficha", email: senderEmail }) };
    const moderator = await signInNewStaff(app, "moderator");
    const reasons =
      "Las opiniones se refieren solo a su docencia, que es pública; no alega ninguna situación particular que pese más.";
    expect(
      (
        await moderator.client.post(CONSOLE, {
          intent: "rechazar-oposicion",
          objectionId: objection.id,
          motivo: reasons,
        })
      ).status,
    ).toBe(303);
    expect(await one(sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`)).toEqual({
      is_name_public: true,
    });
    expect(
      await one(
        sql`SELECT action FROM moderation_audit_log WHERE target_id = ${professor.id} ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({ action: "professor.objection_reject" });
    const mail = await eventually(
      () => server.listOutbox().find((message) => message.to === senderEmail && message.subject.startsWith("Decisión")),
      "la decisión",
    );
    expect(mail.text).toContain("mantener el tratamiento");
    expect(mail.text).toContain(reasons);
    await app.pagesChanged();
    expect(unescapeHtml(await app.html(`/profesor/${professor.id}`))).toContain(professor.name);
  });
});
