/**
 * Professors' objections (GDPR art. 21) through HTTP: sent from the professor's page without an
 * account or JavaScript, validated with a message per field, acknowledged by e-mail, throttled per
 * address, queued for moderators with a one-month due date, and decided once — accepted, the name
 * stops being shown; refused, it stays — with the reasons e-mailed and written to the audit log.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import { objectionHref } from "~/lib/professor-links";
import { OBJECTION_MESSAGES } from "~/lib/professor-objections";
import { listOutbox } from "~/server/core/mail.server";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { expectFieldRefusals } from "./support/form-refusals";
import { unescapeHtml } from "./support/html";
import { NoScriptBrowser } from "./support/no-script-browser";
import { rows, signInNewStaff, signInNewStudent } from "./support/students";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const query = <T>(statement: SQL) => rows<T>(app, statement);
const one = async <T>(statement: SQL) => (await query<T>(statement))[0]!;

let addressCount = 0;
/** A visitor from an address of its own, so each test has its own allowance. */
const visitor = () => new TestClient(app, `198.51.100.${++addressCount}`);

/** An unmanaged professor whose name is public, the `offset`-th of the demo data. */
async function publicProfessor(offset: number) {
  return one<{ id: string; name: string }>(sql`SELECT id, name FROM professors WHERE is_name_public AND claimed_by IS NULL ORDER BY id LIMIT 1 OFFSET ${offset}`);
}

const validObjection = {
  relationship: "titular",
  request: "nombre",
  explanation: "Estoy de baja y no quiero que mi nombre aparezca asociado a asignaturas que ya no imparto.",
  name: "Marta Ruiz",
  email: "marta.ruiz@example.org",
};

const CONSOLE = "/moderacion/perfiles";

describe("professors' objections", () => {
  it("are sent from the professor's page without an account and without JavaScript, acknowledged by e-mail and due within a month", async () => {
    const professor = await publicProfessor(0);
    const browser = new NoScriptBrowser(app, "198.51.100.200");
    const professorPage = await browser.open(`/profesor/${professor.id}`);
    expect(professorPage.html).toContain(`href="${objectionHref(professor.id)}"`);
    const formPage = await browser.open(objectionHref(professor.id));
    expect(formPage.status).toBe(200);
    expect(unescapeHtml(formPage.html)).toContain(professor.name);
    const sent = await browser.submit(formPage.form({ action: objectionHref(professor.id) }), { fill: validObjection, button: "Enviar oposición" });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(OBJECTION_MESSAGES.received);

    const stored = await one<{ id: string; status: string; email: string; month: boolean }>(sql`
      SELECT id, status, email, due_at = created_at + interval '1 month' AS month FROM professor_objections WHERE professor_id = ${professor.id}`);
    expect(stored).toMatchObject({ status: "pending", email: validObjection.email, month: true });
    const reference = `O-${stored.id.slice(0, 8).toUpperCase()}`;
    expect(sent.html).toContain(reference);
    const mail = await eventually(() => listOutbox().find((message) => message.to === validObjection.email && message.subject.includes(reference)), "el acuse de recibo");
    expect(mail.text).toContain("Que mi nombre deje de mostrarse");
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
    for (let sent = 0; sent < 5; sent++) expect((await client.post(path, { ...validObjection, explanation: `Oposición número ${sent + 1}.` })).status).toBe(200);
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
    expect((await visitor().post(objectionHref(professor.id), { ...validObjection, email: senderEmail })).status).toBe(200);
    const objection = await one<{ id: string }>(sql`SELECT id FROM professor_objections WHERE professor_id = ${professor.id}`);
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
    expect(await one(sql`SELECT status, decision_reason FROM professor_objections WHERE id = ${objection.id}`)).toEqual({ status: "accepted", decision_reason: reasons });
    expect(await one(sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`)).toEqual({ is_name_public: false });
    expect(await one(sql`SELECT action, reason, details->>'nameHidden' AS hidden FROM moderation_audit_log WHERE target_id = ${professor.id} ORDER BY created_at DESC LIMIT 1`)).toEqual({
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
    const mail = await eventually(() => listOutbox().find((message) => message.to === senderEmail && message.subject.startsWith("Decisión")), "la decisión");
    expect(mail.text).toContain(reasons);
    expect(mail.text).toContain("Hemos aceptado tu oposición");
    expect(mail.text).not.toContain(professor.name);

    const again = await moderator.client.post(CONSOLE, { intent: "rechazar-oposicion", objectionId: objection.id, motivo: "Otra opinión." });
    expect(again.status).toBe(409);
    expect(await one(sql`SELECT status FROM professor_objections WHERE id = ${objection.id}`)).toEqual({ status: "accepted" });
    expect(unescapeHtml(await (await moderator.client.request(CONSOLE)).text())).not.toContain(senderEmail);
  });

  it("refused, the name stays and the sender is told why", async () => {
    const professor = await publicProfessor(4);
    const senderEmail = "oposicion.rechazada@example.org";
    expect((await visitor().post(objectionHref(professor.id), { ...validObjection, request: "ficha", email: senderEmail })).status).toBe(200);
    const objection = await one<{ id: string }>(sql`SELECT id FROM professor_objections WHERE professor_id = ${professor.id}`);
    const moderator = await signInNewStaff(app, "moderator");
    const reasons = "Las opiniones se refieren solo a su docencia, que es pública; no alega ninguna situación particular que pese más.";
    expect((await moderator.client.post(CONSOLE, { intent: "rechazar-oposicion", objectionId: objection.id, motivo: reasons })).status).toBe(303);
    expect(await one(sql`SELECT is_name_public FROM professors WHERE id = ${professor.id}`)).toEqual({ is_name_public: true });
    expect(await one(sql`SELECT action FROM moderation_audit_log WHERE target_id = ${professor.id} ORDER BY created_at DESC LIMIT 1`)).toEqual({ action: "professor.objection_reject" });
    const mail = await eventually(() => listOutbox().find((message) => message.to === senderEmail && message.subject.startsWith("Decisión")), "la decisión");
    expect(mail.text).toContain("mantener el tratamiento");
    expect(mail.text).toContain(reasons);
    await app.pagesChanged();
    expect(unescapeHtml(await app.html(`/profesor/${professor.id}`))).toContain(professor.name);
  });
});
