/**
 * Registration never dead-ends: a student of a university whose careers came from the register
 * (Murcia had none before it) picks hers from the list; one whose career is not there chooses
 * «Mi carrera no aparece» and writes it — when she confirms her address the career is created,
 * hers and «pendiente de confirmar», so she builds its plan and reviews the same day; moderators
 * confirm it or merge it into the degree that was there, and she and her reviews move with it.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CAREER_NOT_LISTED } from "~/lib/account-forms";
import { planFieldName } from "~/lib/plan-form";

import { TestClient } from "./support/client";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { moderatedApp } from "./support/moderated-app";
import { REVIEW_COURSE } from "./support/reviews";
import { registerConfirmedStudent, rows } from "./support/students";

const setup = moderatedApp("198.18.9.1");

const query = <T>(statement: ReturnType<typeof sql>) => rows<T>(setup.app, statement);

/** Registers through the form, confirms through the e-mailed link and signs in. */
function registeredStudent(universityName: string, domain: string, career: { careerId: string; careerName?: string }) {
  return registerConfirmedStudent(setup.app, setup.smtp, { universityName, domain, career });
}

describe("registering at a university whose careers come from the register", () => {
  it("a student of Murcia picks her degree from the list and has it on her profile", async () => {
    const [medicine] = await query<{ id: string }>(sql`
      SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.name = 'Universidad de Murcia' AND c.name = 'Grado en Medicina'`);
    const form = await setup.app.html(
      `/register?universidad=${(await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = 'Universidad de Murcia'`))[0]!.id}`,
    );
    expect(form).toContain("Grado en Medicina");
    const student = await registeredStudent("Universidad de Murcia", "um.es", { careerId: medicine!.id });
    const profile = unescapeHtml(await (await student.client.request("/profile")).text());
    expect(profile).toContain("Universidad de Murcia");
    expect(profile).toContain("Grado en Medicina");
  });
});

describe("«Mi carrera no aparece»", () => {
  it("creates her career when she confirms her address: hers at once, its plan built and reviewed the same day; a moderator then merges it into the degree that exists", async () => {
    const [planned] = await query<{ id: string }>(sql`
      SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.name = 'Universidad de Alicante' AND c.name = 'Grado en Ingeniería Informática'`);
    const student = await registeredStudent("Universidad de Alicante", "alu.ua.es", {
      careerId: CAREER_NOT_LISTED,
      careerName: "Ingeniería Informática (itinerario de Computación)",
    });

    const [stored] = await query<{
      career_id: string;
      added_by_student: boolean;
      added_by: string;
      status: string;
      result_entity_id: string;
    }>(sql`
      SELECT p.career_id, c.added_by_student, c.added_by, s.status, s.result_entity_id
      FROM user_profiles p JOIN careers c ON c.id = p.career_id JOIN submissions s ON s.user_id = p.id AND s.for_profile WHERE p.id = ${student.id}`);
    expect(stored).toEqual({
      career_id: stored!.result_entity_id,
      added_by_student: true,
      added_by: student.id,
      status: "approved",
      result_entity_id: stored!.career_id,
    });
    const careerId = stored!.career_id;
    // Asking for her own career at registration does not use the day's three requests.
    expect(unescapeHtml(await (await student.client.request("/submit?tipo=universidad")).text())).toContain(
      "Solicitudes disponibles 3/3",
    );
    expect(unescapeHtml(await setup.app.html(`/career/${careerId}`))).toContain("Pendiente de confirmar.");
    const profile = unescapeHtml(await (await student.client.request("/profile")).text());
    expect(profile).toContain("Ingeniería Informática (itinerario de Computación)");
    expect(profile).not.toContain("Carrera pendiente de revisión");

    // Its plan, then a review, with no moderator in between.
    const plan = {
      intent: "guardar",
      [planFieldName(0, "nombre")]: "Programación Concurrente",
      [planFieldName(0, "curso")]: "2",
      [planFieldName(0, "periodo")]: "1",
    };
    expect((await student.client.post(`/career/${careerId}/plan`, plan)).status).toBe(303);
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${careerId}`);
    const review = {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Muy útil para empezar a programar.",
    };
    expect((await student.client.post(`/subject/${subject!.id}`, review)).status).toBe(200);

    // The moderator sees it in the queue of additions, and merges it into the degree that was there.
    const queue = unescapeHtml(await (await setup.moderator.request("/moderacion/anadidos")).text());
    expect(queue).toContain(`<option value="${planned!.id}">Grado en Ingeniería Informática</option>`);
    const merged = await setup.moderator.post("/moderacion/anadidos", {
      intent: "fusionar",
      tipo: "career",
      id: careerId,
      con: planned!.id,
    });
    expect(merged.status).toBe(303);
    const [after] = await query<{ career_id: string; subject_career: string }>(sql`
      SELECT p.career_id, s.career_id AS subject_career FROM user_profiles p JOIN reviews r ON r.user_id = p.id JOIN subjects s ON s.id = r.subject_id WHERE p.id = ${student.id}`);
    expect(after).toEqual({ career_id: planned!.id, subject_career: planned!.id });
    const old = await setup.app.request(`/career/${careerId}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/career/${planned!.id}`);
    expect(await counterDrift(setup.app.db)).toEqual(NO_DRIFT);
  });

  it("is the way in at a university with no careers yet: from registration to a first review the same day", async () => {
    const [latin] = await query<{ name: string; domain: string }>(sql`
      SELECT u.name, d.domain FROM universities u JOIN countries co ON co.id = u.country_id JOIN email_domains d ON d.university_id = u.id AND d.is_active
      WHERE co.code <> 'ES' AND NOT EXISTS (SELECT 1 FROM careers c WHERE c.university_id = u.id) ORDER BY u.name, d.domain LIMIT 1`);
    const form = await setup.app.html(
      `/register?universidad=${(await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = ${latin!.name}`))[0]!.id}`,
    );
    expect(form).toContain(`value="${CAREER_NOT_LISTED}"`);
    const student = await registeredStudent(latin!.name, latin!.domain, {
      careerId: CAREER_NOT_LISTED,
      careerName: "Licenciatura en Economía",
    });
    const [career] = await query<{ id: string; name: string; university_id: string }>(sql`
      SELECT c.id, c.name, c.university_id FROM user_profiles p JOIN careers c ON c.id = p.career_id WHERE p.id = ${student.id}`);
    expect(career).toMatchObject({ name: "Licenciatura en Economía", university_id: student.universityId });
    const careersTab = unescapeHtml(await setup.app.html(`/universidad/${student.universityId}?tab=careers`));
    expect(careersTab).toContain("Licenciatura en Economía");
    expect(careersTab).toContain("Pendiente de confirmar");

    const plan = {
      intent: "guardar",
      [planFieldName(0, "nombre")]: "Microeconomía I",
      [planFieldName(0, "curso")]: "1",
      [planFieldName(0, "periodo")]: "1",
    };
    expect((await student.client.post(`/career/${career!.id}/plan`, plan)).status).toBe(303);
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${career!.id}`);
    const review = {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Clases claras y muchos ejercicios resueltos.",
    };
    expect((await student.client.post(`/subject/${subject!.id}`, review)).status).toBe(200);
    expect(
      await query(sql`SELECT 1 FROM reviews WHERE user_id = ${student.id} AND moderation_status = 'published'`),
    ).toHaveLength(1);

    // The moderator confirms it from the queue; the page no longer says it is pending.
    const confirmed = await setup.moderator.post("/moderacion/anadidos", {
      intent: "confirmar",
      tipo: "career",
      id: career!.id,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/moderacion/anadidos?aviso=carrera-confirmada");
    expect(unescapeHtml(await setup.app.html(`/career/${career!.id}`))).not.toContain("Pendiente de confirmar.");
    expect(unescapeHtml(await setup.app.html(`/universidad/${student.universityId}?tab=careers`))).not.toContain(
      "Pendiente de confirmar",
    );
    expect(
      (await setup.moderator.post("/moderacion/anadidos", { intent: "confirmar", tipo: "career", id: career!.id }))
        .status,
    ).toBe(409);
  });

  it("refuses an empty name and a career already in the list, keeping what was typed", async () => {
    const [ua] = await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = 'Universidad de Alicante'`);
    const base = {
      firstName: "Ana",
      lastName: "Prueba",
      universityId: ua!.id,
      careerId: CAREER_NOT_LISTED,
      email: "ana.lista@alu.ua.es",
      password: "secreto1",
      confirmPassword: "secreto1",
      acceptTerms: "on",
    };
    const empty = await new TestClient(setup.app, "198.18.9.200").post("/register", { ...base, careerName: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escribe el nombre de tu carrera");
    const listed = await new TestClient(setup.app, "198.18.9.201").post("/register", {
      ...base,
      careerName: "grado en derecho",
    });
    expect(listed.status).toBe(400);
    const page = unescapeHtml(await listed.text());
    expect(page).toContain("Tu carrera ya está en la lista: «Grado en Derecho». Elígela en «Carrera».");
    expect(page).toContain('value="grado en derecho"');
    expect(await query(sql`SELECT 1 FROM "user" WHERE email = 'ana.lista@alu.ua.es'`)).toEqual([]);
  });
});
