/**
 * Notices that an entry of the catalogue is wrong, through HTTP: anyone signed in sends one from
 * the entry's page (a visitor is asked to sign in), one waiting per person and entry and ten a day;
 * bad input is answered in Spanish with what was typed kept; a private professor's name is never
 * shown on the form; the notice reaches the moderators' queue of additions, where it is handled,
 * and a merge settles the notices about the entry merged.
 */
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CATALOG_REPORT_LINK_TEXT, catalogReportHref } from "~/lib/catalog-report-links";
import { CATALOG_REPORT_MESSAGES, CATALOG_REPORTS_PER_DAY } from "~/lib/catalog-reports";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { unescapeHtml } from "./support/html";
import { rows, signInNewStaff, signInNewStudent } from "./support/students";

const { app } = useTestApp();

const one = async <T>(statement: SQL) => (await rows<T>(app, statement))[0]!;
const QUEUE = "/moderacion/anadidos";

describe("a notice that an entry is wrong", () => {
  it("is sent from the entry's page by anyone signed in, refused with the reason otherwise, and handled from the queue", async () => {
    const subject = await one<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects ORDER BY id OFFSET 7 LIMIT 1`,
    );
    const path = catalogReportHref("subject", subject.id);
    expect(unescapeHtml(await app.html(`/subject/${subject.id}`))).toContain(`href="${path}"`);
    expect(unescapeHtml(await app.html(`/subject/${subject.id}`))).toContain(CATALOG_REPORT_LINK_TEXT);

    const visitor = new TestClient(app, "198.51.100.60");
    expect(unescapeHtml(await (await visitor.request(path)).text())).toContain(CATALOG_REPORT_MESSAGES.signIn);
    const anonymous = await visitor.post(path, { motivo: "no_existe" });
    expect(anonymous.status).toBe(401);
    for (const missing of [
      "/avisar/aula/" + subject.id,
      "/avisar/asignatura/no-es-un-id",
      "/avisar/asignatura/00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await app.request(missing)).status).toBe(404);
    }

    const student = await signInNewStudent(app);
    const noReason = await student.client.post(path, { motivo: "", detalle: "Se llama Cálculo II desde 2023." });
    expect(noReason.status).toBe(400);
    const noReasonPage = unescapeHtml(await noReason.text());
    expect(noReasonPage).toContain(CATALOG_REPORT_MESSAGES.reason);
    expect(noReasonPage).toContain("Se llama Cálculo II desde 2023.");
    expect((await student.client.post(path, { motivo: "otro", detalle: "x".repeat(501) })).status).toBe(400);

    const sent = await student.client.post(path, { motivo: "nombre", detalle: "Se llama Cálculo II desde 2023." });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`${path}?enviado=1`);
    expect(unescapeHtml(await (await student.client.request(`${path}?enviado=1`)).text())).toContain(
      CATALOG_REPORT_MESSAGES.sent,
    );
    const again = await student.client.post(path, { motivo: "nombre" });
    expect(again.status).toBe(409);
    expect(unescapeHtml(await again.text())).toContain(CATALOG_REPORT_MESSAGES.already);

    const moderator = await signInNewStaff(app, "moderator");
    const queue = unescapeHtml(await (await moderator.client.request(QUEUE)).text());
    expect(queue).toContain("Se llama Cálculo II desde 2023.");
    expect(queue).toContain("El nombre o los datos no son correctos");
    const report = await one<{ id: string }>(sql`SELECT id FROM catalog_reports WHERE user_id = ${student.id}`);
    expect((await student.client.post(QUEUE, { intent: "atender-aviso", id: report.id })).status).toBe(403);
    const handled = await moderator.client.post(QUEUE, { intent: "atender-aviso", id: report.id });
    expect(handled.headers.get("Location")).toBe(`${QUEUE}?aviso=aviso-atendido`);
    expect(unescapeHtml(await (await moderator.client.request(QUEUE)).text())).not.toContain(
      "Se llama Cálculo II desde 2023.",
    );
    expect((await moderator.client.post(QUEUE, { intent: "atender-aviso", id: report.id })).status).toBe(409);
    // Handled, the same person may tell us again.
    expect((await student.client.post(path, { motivo: "nombre" })).status).toBe(303);
  });

  it("never shows a private professor's name, stops at ten a day, and is settled when its entry is merged", async () => {
    const hidden = await one<{ id: string; name: string }>(
      sql`SELECT id, name FROM professors WHERE NOT is_name_public ORDER BY id LIMIT 1`,
    );
    const student = await signInNewStudent(app);
    const form = unescapeHtml(await (await student.client.request(catalogReportHref("professor", hidden.id))).text());
    expect(form).toContain(ANONYMOUS_PROFESSOR);
    expect(form).not.toContain(hidden.name);

    const subjects = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM subjects ORDER BY id DESC LIMIT ${CATALOG_REPORTS_PER_DAY + 1}`,
    );
    const sends = await Promise.all(
      subjects.map((subject) => student.client.post(catalogReportHref("subject", subject.id), { motivo: "no_existe" })),
    );
    expect(sends.map((response) => response.status).sort()).toEqual([...Array(CATALOG_REPORTS_PER_DAY).fill(303), 429]);

    const [gone, kept] = await rows<{ id: string }>(
      app,
      sql`
      INSERT INTO subjects (name, career_id, course_year, semester, added_by_student)
      SELECT name, career_id, 1, 1, true FROM (VALUES ('Óptica Física I'), ('Óptica Física')) AS n(name), (SELECT career_id FROM subjects ORDER BY id LIMIT 1) c
      RETURNING id`,
    );
    await app.pagesChanged();
    const other = await signInNewStudent(app);
    expect((await other.client.post(catalogReportHref("subject", gone!.id), { motivo: "repetida" })).status).toBe(303);
    const moderator = await signInNewStaff(app, "moderator");
    expect(
      (await moderator.client.post(QUEUE, { intent: "fusionar", tipo: "subject", id: gone!.id, con: kept!.id })).status,
    ).toBe(303);
    expect(await one(sql`SELECT handled_by FROM catalog_reports WHERE entity_id = ${gone!.id}`)).toEqual({
      handled_by: moderator.id,
    });
  });
});
