/**
 * Students build the study plans, moderators check them: a verified student proposes a subject of
 * her own career on /submit (name, course, semester, optional credits), screened, warned of a
 * similar name and counted in the day's three like every request; approved, it is in the plan at
 * once and can be reviewed. A professor's request may name the subject they teach, and the
 * approval links them to it. Through the real request handler, with and without JavaScript.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CAREER_NOT_LISTED } from "~/lib/account-forms";
import { SUBJECT_REQUEST_MESSAGES, SUBMISSION_MESSAGES, SUBMISSIONS_PER_DAY } from "~/lib/submission-forms";

import { TestClient } from "./support/client";
import { unescapeHtml } from "./support/html";
import { moderatedApp } from "./support/moderated-app";
import { REVIEW_COURSE } from "./support/reviews";
import { registerConfirmedStudent, rows, signInNewStudent } from "./support/students";

const setup = moderatedApp("198.18.7.1");

const query = <T>(statement: ReturnType<typeof sql>) => rows<T>(setup.app, statement);
const pageOf = async (client: TestClient, path: string) => unescapeHtml(await (await client.request(path)).text());

const subject = (careerId: string, overrides: Record<string, string> = {}) => ({
  tipo: "asignatura",
  carrera: careerId,
  nombre: "Anatomía Humana I",
  curso: "1",
  semestre: "1",
  creditos: "7,5",
  ...overrides,
});

/** A career of the register at Murcia that has no subject yet, and a student of it registered through the form. */
async function studentOfCareerWithoutPlan() {
  const [career] = await query<{ id: string }>(sql`
    SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE u.name = 'Universidad de Murcia' AND c.name = 'Grado en Medicina' AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)`);
  const student = await registerConfirmedStudent(setup.app, setup.smtp, {
    universityName: "Universidad de Murcia",
    domain: "um.es",
    career: { careerId: career!.id },
  });
  return { ...student, careerId: career!.id };
}

/** A new verified student of a career with a study plan, and their university's country. */
async function newStudent() {
  const student = await signInNewStudent(setup.app);
  const [university] = await query<{ country_id: number }>(
    sql`SELECT country_id FROM universities WHERE id = ${student.universityId}`,
  );
  return { ...student, countryId: university!.country_id };
}

describe("a subject of a career without a plan", () => {
  it("is proposed by a verified student of it and, approved, is in the plan at once and reviewed", async () => {
    const student = await studentOfCareerWithoutPlan();
    const before = await pageOf(student.client, `/career/${student.careerId}`);
    expect(before).toContain("El plan de estudios de esta carrera aún no está disponible.");
    // The career page offers the plan form; a single subject can still be requested from /submit.
    expect(before).toContain(`href="/career/${student.careerId}/plan"`);
    // Indexable already: it has official cut-off marks.
    expect(before).not.toMatch(/<meta name="robots" content="noindex/);

    const form = await pageOf(student.client, "/submit?tipo=asignatura");
    expect(form.replace(/<[^>]+>/g, "")).toContain("Grado en Medicina · Universidad de Murcia");
    expect(form).toContain(`name="carrera" value="${student.careerId}"`);
    expect(form).toContain(`Solicitudes disponibles ${SUBMISSIONS_PER_DAY}/${SUBMISSIONS_PER_DAY}`);

    const sent = await student.client.post("/submit", subject(student.careerId));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/submit\?enviada=[0-9a-f-]{36}$/);
    const confirmation = await pageOf(student.client, sent.headers.get("location")!);
    expect(confirmation).toContain("Hemos recibido tu solicitud de asignatura «Anatomía Humana I»");
    expect(confirmation).toContain(`Solicitudes disponibles ${SUBMISSIONS_PER_DAY - 1}/${SUBMISSIONS_PER_DAY}`);
    const [request] = await query<{
      id: string;
      subject_course_year: number;
      subject_semester: number;
      subject_credits: number;
    }>(sql`
      SELECT id, subject_course_year, subject_semester, subject_credits FROM submissions WHERE user_id = ${student.id} AND submission_type = 'subject'`);
    expect(request).toMatchObject({ subject_course_year: 1, subject_semester: 1, subject_credits: 7.5 });

    const queue = await pageOf(setup.moderator, "/moderacion/propuestas");
    const card = queue.slice(queue.indexOf("Anatomía Humana I"));
    for (const detail of ["Universidad de Murcia", "Grado en Medicina", "1.º", "Semestre 1", "7,5"])
      expect(card).toContain(detail);
    expect(
      (await setup.moderator.post("/moderacion/propuestas", { intent: "aprobar", submissionId: request!.id })).status,
    ).toBe(303);
    expect((await setup.smtp.waitForMail(student.email, (mail) => mail.subject.includes("aprobada"))).subject).toBe(
      "Tu propuesta «Anatomía Humana I» ha sido aprobada",
    );

    const [created] = await query<{ id: string; course_year: number; semester: number; credits: number }>(sql`
      SELECT id, course_year, semester, credits FROM subjects WHERE career_id = ${student.careerId} AND name = 'Anatomía Humana I'`);
    expect(created).toMatchObject({ course_year: 1, semester: 1, credits: 7.5 });
    const after = await pageOf(student.client, `/career/${student.careerId}`);
    expect(after).toContain(`href="/subject/${created!.id}"`);
    expect(after).not.toContain("El plan de estudios de esta carrera aún no está disponible.");
    // Anonymous readers get the new plan too (the approval changed the pages).
    const anonymous = await setup.app.html(`/career/${student.careerId}`);
    expect(anonymous).toContain("Anatomía Humana I");
    expect(anonymous).not.toMatch(/<meta name="robots" content="noindex/);
    expect(await pageOf(student.client, "/profile")).toContain("Anatomía Humana I");

    const reviewed = await student.client.post(`/subject/${created!.id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Muy bien organizada, con prácticas en sala de disección.",
    });
    expect(reviewed.status).toBe(200);
    expect(
      await query(sql`SELECT 1 FROM reviews WHERE user_id = ${student.id} AND subject_id = ${created!.id}`),
    ).toHaveLength(1);
  });
});

describe("who may propose a subject", () => {
  it("only a verified student, and only for her own career: a visitor, a student without a career, a student of another career and a moderator are refused", async () => {
    const [career] = await query<{ id: string }>(sql`SELECT id FROM careers ORDER BY id LIMIT 1`);

    const visitor = await new TestClient(setup.app, "198.18.7.2").post("/submit", subject(career!.id));
    expect(visitor.status).toBe(401);
    expect(unescapeHtml(await visitor.text())).toContain(SUBMISSION_MESSAGES.signIn);

    const careerless = await registerConfirmedStudent(setup.app, setup.smtp, {
      universityName: "Universidad de Alicante",
      domain: "alu.ua.es",
      career: { careerId: CAREER_NOT_LISTED, careerName: "Grado en Estudios Mediterráneos" },
    });
    // Confirming her address created the career she asked for; one that no longer exists leaves her without one.
    await setup.app.db.execute(sql`UPDATE user_profiles SET career_id = NULL WHERE id = ${careerless.id}`);
    await setup.app.db.execute(sql`DELETE FROM careers WHERE name = 'Grado en Estudios Mediterráneos'`);
    expect(await pageOf(careerless.client, "/submit?tipo=asignatura")).toContain(SUBJECT_REQUEST_MESSAGES.noCareer);
    const refusedCareerless = await careerless.client.post("/submit", subject(career!.id));
    expect(refusedCareerless.status).toBe(403);
    expect(unescapeHtml(await refusedCareerless.text())).toContain(SUBJECT_REQUEST_MESSAGES.noCareer);

    const student = await newStudent();
    const [other] = await query<{ id: string }>(
      sql`SELECT id FROM careers WHERE id <> ${student.careerId} ORDER BY id LIMIT 1`,
    );
    const refusedOther = await student.client.post("/submit", subject(other!.id));
    expect(refusedOther.status).toBe(403);
    const page = unescapeHtml(await refusedOther.text());
    expect(page).toContain(SUBJECT_REQUEST_MESSAGES.otherCareer);
    // What was typed is still there.
    expect(page).toContain('value="Anatomía Humana I"');

    // A moderator has no career to propose subjects for (staff accounts have no student profile).
    const refusedModerator = await setup.moderator.post("/submit", subject(career!.id));
    expect(refusedModerator.status).toBe(403);
    expect(unescapeHtml(await refusedModerator.text())).toContain(SUBJECT_REQUEST_MESSAGES.notVerified);

    expect(
      await query(
        sql`SELECT 1 FROM submissions WHERE submission_type = 'subject' AND user_id IN (${careerless.id}, ${student.id})`,
      ),
    ).toEqual([]);
  });
});

describe("the subject form", () => {
  it("says what is wrong with each field, in Spanish, keeping what was typed", async () => {
    const student = await newStudent();
    const answer = await student.client.post(
      "/submit",
      subject(student.careerId, { nombre: "", curso: "9", semestre: "3", creditos: "7,3" }),
    );
    expect(answer.status).toBe(400);
    const page = unescapeHtml(await answer.text());
    expect(page).toContain("Escribe el nombre de la asignatura");
    expect(page).toContain("El curso va de 1.º a 8.º");
    expect(page).toContain("Selecciona una opción de la lista");
    expect(page).toContain("Los créditos van de 0,5 a 30, en medios créditos (por ejemplo 6 o 4,5)");
    expect(page).toContain('value="7,3"');
    const missing = await student.client.post("/submit", subject(student.careerId, { curso: "", semestre: "" }));
    expect(missing.status).toBe(400);
    const missingPage = unescapeHtml(await missing.text());
    expect(missingPage).toContain("Selecciona el curso");
    expect(missingPage).toContain("Selecciona el semestre");
    expect(await query(sql`SELECT 1 FROM submissions WHERE user_id = ${student.id}`)).toEqual([]);
  });

  it("warns of a subject of the career with the same name (accents and case aside) and sends it once confirmed as another; a year-long subject without credits is fine", async () => {
    const student = await newStudent();
    const [existing] = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects WHERE career_id = ${student.careerId} ORDER BY name LIMIT 1`,
    );
    const typed = existing!.name
      .toLocaleUpperCase("es")
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "");
    const warned = await student.client.post(
      "/submit",
      subject(student.careerId, { nombre: typed, semestre: "anual", creditos: "" }),
    );
    expect(warned.status).toBe(409);
    const page = unescapeHtml(await warned.text());
    expect(page).toContain("Ya existe una asignatura en tu carrera con ese nombre en UniOpina");
    expect(page).toContain(`href="/subject/${existing!.id}"`);

    const confirmed = await student.client.post("/submit", {
      ...subject(student.careerId, { nombre: typed, semestre: "anual", creditos: "" }),
      confirmarDuplicado: "on",
    });
    expect(confirmed.status).toBe(303);
    const [stored] = await query<{ subject_semester: number | null; subject_credits: number | null }>(sql`
      SELECT subject_semester, subject_credits FROM submissions WHERE user_id = ${student.id} AND submission_type = 'subject'`);
    expect(stored).toEqual({ subject_semester: null, subject_credits: null });
  });

  it("is screened like every request: a name with personal data is not sent", async () => {
    const student = await newStudent();
    const answer = await student.client.post(
      "/submit",
      subject(student.careerId, { nombre: "Estadística, llamadme al 612 345 678" }),
    );
    expect(answer.status).toBe(400);
    expect(unescapeHtml(await answer.text())).toContain("Tu solicitud no se ha enviado.");
    expect(await query(sql`SELECT 1 FROM submissions WHERE user_id = ${student.id}`)).toEqual([]);
  });

  it("counts in the day's three requests", async () => {
    const student = await newStudent();
    for (let sent = 0; sent < SUBMISSIONS_PER_DAY; sent++) {
      expect(
        (await student.client.post("/submit", subject(student.careerId, { nombre: `Asignatura optativa ${sent + 1}` })))
          .status,
      ).toBe(303);
    }
    const refused = await student.client.post(
      "/submit",
      subject(student.careerId, { nombre: "Asignatura optativa 4" }),
    );
    expect(refused.status).toBe(429);
    expect(unescapeHtml(await refused.text())).toContain(
      `Has alcanzado el límite de ${SUBMISSIONS_PER_DAY} solicitudes por día.`,
    );
  });
});

describe("a professor proposed as the teacher of a subject", () => {
  it("offers the subjects of the chosen career without JavaScript, and the approval links the new professor to the subject", async () => {
    const student = await newStudent();
    const [taught] = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects WHERE career_id = ${student.careerId} ORDER BY course_year, name LIMIT 1`,
    );
    const step = await pageOf(
      student.client,
      `/submit?tipo=profesor&pais=${student.countryId}&universidad=${student.universityId}&carrera=${student.careerId}`,
    );
    const select = step.slice(
      step.indexOf('name="asignatura"'),
      step.indexOf("</select>", step.indexOf('name="asignatura"')),
    );
    expect(select).toContain(`value="${taught!.id}"`);
    expect(select).toContain(taught!.name);

    const sent = await student.client.post("/submit", {
      tipo: "profesor",
      pais: String(student.countryId),
      universidad: student.universityId,
      carrera: student.careerId,
      asignatura: taught!.id,
      nombre: `Profesora Nueva ${Date.now()}`,
    });
    expect(sent.status).toBe(303);
    const [request] = await query<{ id: string }>(
      sql`SELECT id FROM submissions WHERE user_id = ${student.id} AND submission_type = 'professor'`,
    );
    expect(await pageOf(setup.moderator, "/moderacion/propuestas")).toContain(`Asignatura que imparte`);
    expect(
      (await setup.moderator.post("/moderacion/propuestas", { intent: "aprobar", submissionId: request!.id })).status,
    ).toBe(303);
    const [linked] = await query<{ professor_id: string }>(sql`
      SELECT sp.professor_id FROM subject_professors sp JOIN submissions s ON s.result_entity_id = sp.professor_id WHERE s.id = ${request!.id} AND sp.subject_id = ${taught!.id}`);
    expect(linked).toBeDefined();
  });

  it("refuses a subject that is not of the chosen career", async () => {
    const student = await newStudent();
    const [foreign] = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id <> ${student.careerId} ORDER BY id LIMIT 1`,
    );
    const answer = await student.client.post("/submit", {
      tipo: "profesor",
      pais: String(student.countryId),
      universidad: student.universityId,
      carrera: student.careerId,
      asignatura: foreign!.id,
      nombre: "Profesor de Prueba",
    });
    expect(answer.status).toBe(400);
    expect(unescapeHtml(await answer.text())).toContain("Selecciona una asignatura de la carrera elegida");
  });
});
