/**
 * Registration never dead-ends: a student of a university whose careers came from the register
 * (Murcia had none before it) picks hers from the list; one whose career is not there chooses
 * «Mi carrera no aparece» and writes it — the account is created with her university and a request
 * for moderators, she reads, likes and comments but cannot review, /profile says why and what
 * happens next, and once a moderator links or adds the career it is hers and she reviews.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CAREER_NOT_LISTED } from "~/lib/account-forms";
import { REVIEW_MESSAGES } from "~/server/permissions.server";

import { TestClient } from "./support/client";
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
    const form = await setup.app.html(`/register?universidad=${(await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = 'Universidad de Murcia'`))[0]!.id}`);
    expect(form).toContain("Grado en Medicina");
    const student = await registeredStudent("Universidad de Murcia", "um.es", { careerId: medicine!.id });
    const profile = unescapeHtml(await (await student.client.request("/profile")).text());
    expect(profile).toContain("Universidad de Murcia");
    expect(profile).toContain("Grado en Medicina");
  });
});

describe("«Mi carrera no aparece»", () => {
  it("creates the account with a request for moderators; until it is linked she cannot review, then she can", async () => {
    const [planned] = await query<{ id: string; subject_id: string }>(sql`
      SELECT c.id, (SELECT s.id FROM subjects s WHERE s.career_id = c.id ORDER BY s.id LIMIT 1) AS subject_id
      FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.name = 'Universidad de Alicante' AND c.name = 'Grado en Ingeniería Informática'`);
    const student = await registeredStudent("Universidad de Alicante", "alu.ua.es", { careerId: CAREER_NOT_LISTED, careerName: "Ingeniería Informática (itinerario de Computación)" });

    const [stored] = await query<{ career_id: string | null; request: string; status: string; for_profile: boolean }>(sql`
      SELECT p.career_id, s.id AS request, s.status, s.for_profile FROM user_profiles p JOIN submissions s ON s.user_id = p.id WHERE p.id = ${student.id}`);
    expect(stored).toMatchObject({ career_id: null, status: "pending", for_profile: true });
    // Asking for her own career at registration does not use the day's three requests.
    expect(unescapeHtml(await (await student.client.request("/submit?tipo=universidad")).text())).toContain("Solicitudes disponibles 3/3");

    const profile = unescapeHtml(await (await student.client.request("/profile")).text());
    expect(profile).toContain("Carrera pendiente de revisión");
    expect(profile).toContain("Has pedido añadir «Ingeniería Informática (itinerario de Computación)»");
    const refused = await student.client.post(`/subject/${planned!.subject_id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Muy útil para empezar a programar.",
    });
    expect(refused.status).toBe(403);
    expect(unescapeHtml(await refused.text())).toContain(REVIEW_MESSAGES.careerPending);
    // Reading, liking and commenting work meanwhile.
    const [review] = await query<{ id: string }>(sql`SELECT id FROM reviews WHERE subject_id = ${planned!.subject_id} AND moderation_status = 'published' ORDER BY id LIMIT 1`);
    expect((await student.client.post(`/resenas/${review!.id}/comentarios`, { intent: "comentar", comment: "Gracias por la reseña." })).status).toBe(200);

    // The moderator sees whose career it is and links it to the degree that exists.
    const queue = unescapeHtml(await (await setup.moderator.request("/moderacion/propuestas")).text());
    expect(queue).toContain("Es la carrera de quien la propone");
    expect((await setup.moderator.post("/moderacion/propuestas", { intent: "aprobar", submissionId: stored!.request, destino: planned!.id })).status).toBe(303);
    await setup.smtp.waitForMail(student.email, (mail) => mail.subject.includes("aprobada"));
    const [after] = await query<{ career_id: string }>(sql`SELECT career_id FROM user_profiles WHERE id = ${student.id}`);
    expect(after!.career_id).toBe(planned!.id);

    const reviewed = await student.client.post(`/subject/${planned!.subject_id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Muy útil para empezar a programar.",
    });
    expect(reviewed.status).toBe(200);
    expect(await query(sql`SELECT 1 FROM reviews WHERE user_id = ${student.id} AND subject_id = ${planned!.subject_id}`)).toHaveLength(1);
    expect(unescapeHtml(await (await student.client.request("/profile")).text())).not.toContain("Carrera pendiente de revisión");
  });

  it("is the way in at a university with no careers yet: approved, the new career is created and hers", async () => {
    const [latin] = await query<{ name: string; domain: string }>(sql`
      SELECT u.name, d.domain FROM universities u JOIN countries co ON co.id = u.country_id JOIN email_domains d ON d.university_id = u.id AND d.is_active
      WHERE co.code <> 'ES' AND NOT EXISTS (SELECT 1 FROM careers c WHERE c.university_id = u.id) ORDER BY u.name, d.domain LIMIT 1`);
    const form = await setup.app.html(`/register?universidad=${(await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = ${latin!.name}`))[0]!.id}`);
    expect(form).toContain(`value="${CAREER_NOT_LISTED}"`);
    const student = await registeredStudent(latin!.name, latin!.domain, { careerId: CAREER_NOT_LISTED, careerName: "Licenciatura en Economía" });
    const [request] = await query<{ id: string }>(sql`SELECT id FROM submissions WHERE user_id = ${student.id} AND for_profile`);
    expect((await setup.moderator.post("/moderacion/propuestas", { intent: "aprobar", submissionId: request!.id })).status).toBe(303);
    const [career] = await query<{ name: string; university_id: string }>(sql`
      SELECT c.name, c.university_id FROM user_profiles p JOIN careers c ON c.id = p.career_id WHERE p.id = ${student.id}`);
    expect(career).toEqual({ name: "Licenciatura en Economía", university_id: student.universityId });
    expect((await setup.smtp.waitForMail(student.email, (mail) => mail.subject.includes("aprobada"))).subject).toBe("Tu propuesta «Licenciatura en Economía» ha sido aprobada");
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
    const listed = await new TestClient(setup.app, "198.18.9.201").post("/register", { ...base, careerName: "grado en derecho" });
    expect(listed.status).toBe(400);
    const page = unescapeHtml(await listed.text());
    expect(page).toContain("Tu carrera ya está en la lista: «Grado en Derecho». Elígela en «Carrera».");
    expect(page).toContain('value="grado en derecho"');
    expect(await query(sql`SELECT 1 FROM "user" WHERE email = 'ana.lista@alu.ua.es'`)).toEqual([]);
  });
});
