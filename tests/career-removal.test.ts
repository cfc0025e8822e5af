/**
 * Deleting a career a student added at sign-up, through HTTP: a moderator deletes it from the
 * queue with a rule and the reasons; its subjects go with it, and the professors students added
 * only for them, while a professor of the university who taught one of them stays; its student is
 * warned, left without a career and asked to propose theirs again; the queue no longer lists it.
 * It is refused, in Spanish and changing nothing, when anything of it was reviewed, when another
 * student has it as their career, and for a career the register listed. A reversed appeal puts it
 * back with its subjects, professors and links, and makes it its student's career again.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { planFieldName } from "~/lib/plan-form";
import { CAREER_REMOVAL_MESSAGES } from "~/server/moderation/career-removal.server";
import { REMOVAL_MESSAGES } from "~/server/moderation/catalog-removal.server";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { eventually } from "./support/eventually";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { server } from "./support/server-build";
import { type NewStudent, signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

const QUEUE = "/moderacion/anadidos";
const REASON = "No existe en esta universidad: es una broma.";

let universitiesTaken = 0;
/**
 * A career «name» a student added when they could not find theirs at sign-up (its request settled
 * by it, as requested-career.server.ts leaves it), and that student, signed in.
 */
async function studentCareer(name: string): Promise<{ careerId: string; adder: NewStudent }> {
  const university = await one<{ id: string }>(sql`
    SELECT u.id FROM universities u WHERE u.is_enabled AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = u.id)
      AND EXISTS (SELECT 1 FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id = u.id)
    ORDER BY u.id DESC OFFSET ${universitiesTaken++} LIMIT 1`);
  const career = await one<{ id: string }>(sql`
    INSERT INTO careers (name, university_id, added_by_student) VALUES (${name}, ${university.id}, true) RETURNING id`);
  const adder = await signInNewStudent(app, { careerId: career.id });
  await app.db.execute(sql`UPDATE careers SET added_by = ${adder.id} WHERE id = ${career.id}`);
  await app.db.execute(sql`
    INSERT INTO submissions (user_id, submission_type, status, career_name, career_university_id, for_profile, result_entity_id)
    VALUES (${adder.id}, 'career', 'approved', ${name}, ${university.id}, true, ${career.id})`);
  await app.pagesChanged();
  return { careerId: career.id, adder };
}

/** `student` adds the subjects named to their career's plan; their ids by name. */
async function addSubjects(student: NewStudent, careerId: string, names: string[]): Promise<Record<string, string>> {
  const fields: Record<string, string> = { intent: "guardar" };
  names.forEach((name, index) => {
    fields[planFieldName(index, "nombre")] = name;
    fields[planFieldName(index, "curso")] = "1";
    fields[planFieldName(index, "periodo")] = "1";
  });
  expect((await student.client.post(`/career/${careerId}/plan`, fields)).status).toBe(303);
  const added = await query<{ id: string; name: string }>(
    sql`SELECT id, name FROM subjects WHERE career_id = ${careerId}`,
  );
  return Object.fromEntries(added.map((subject) => [subject.name, subject.id]));
}

const remove = (client: { post: NewStudent["client"]["post"] }, careerId: string) =>
  client.post(QUEUE, { intent: "eliminar-carrera", id: careerId, norma: "experiencia", motivo: REASON });

/** Every column of the row as stored, to compare before the deletion and after the restoration. */
const storedRow = (table: "careers" | "subjects" | "professors", id: string) =>
  query(sql`SELECT to_jsonb(t) AS row FROM ${sql.raw(table)} t WHERE t.id = ${id}`);
const careerLinks = (careerId: string) =>
  query<{ subject_id: string; professor_id: string; role: string }>(sql`
    SELECT sp.subject_id, sp.professor_id, sp.role FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
    WHERE s.career_id = ${careerId} ORDER BY sp.subject_id, sp.professor_id`);

/** What a refusal must leave as it was. */
const stateOf = async (careerId: string) => ({
  career: await storedRow("careers", careerId),
  subjects: await query(sql`SELECT id FROM subjects WHERE career_id = ${careerId} ORDER BY id`),
  links: await careerLinks(careerId),
  profiles: await query(sql`SELECT id FROM user_profiles WHERE career_id = ${careerId} ORDER BY id`),
  decisions: await query(sql`SELECT count(*)::int AS n FROM moderation_decisions`),
});

async function expectRefused(careerId: string, status: number, message: string) {
  const before = await stateOf(careerId);
  const moderator = await signInNewStaff(app, "moderator");
  const answer = await remove(moderator.client, careerId);
  expect(answer.status).toBe(status);
  expect(unescapeHtml(await answer.text())).toContain(message);
  expect(await stateOf(careerId)).toEqual(before);
}

describe("deleting a career a student added", () => {
  it("deletes it with its subjects and the professors added for them, tells its student, who is left without a career; a reversed appeal puts it all back", async () => {
    const { careerId, adder } = await studentCareer("Grado en Astrología Aplicada");
    const added = await addSubjects(adder, careerId, ["Horóscopos I", "Cartas Astrales"]);
    const [horoscopes, charts] = [added["Horóscopos I"]!, added["Cartas Astrales"]!];
    expect((await adder.client.post(`/subject/${horoscopes}/profesores`, { nombre: "Vega Lunar Soler" })).status).toBe(
      303,
    );
    const invented = await one<{ id: string }>(
      sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${horoscopes}`,
    );
    // A professor of the university (not a student's addition) who also taught one of them stays.
    const staying = await one<{ id: string }>(sql`
      INSERT INTO professors (name, university_id, is_name_public) SELECT 'Marta Ruiz Estrada', university_id, true FROM careers WHERE id = ${careerId} RETURNING id`);
    await app.db.execute(
      sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${charts}, ${staying.id})`,
    );
    await app.pagesChanged();
    const before = {
      career: await storedRow("careers", careerId),
      subjects: [await storedRow("subjects", horoscopes), await storedRow("subjects", charts)],
      professor: await storedRow("professors", invented.id),
      links: await careerLinks(careerId),
    };
    expect(before.links).toHaveLength(2);

    const moderator = await signInNewStaff(app, "moderator");
    expect(unescapeHtml(await (await moderator.client.request(QUEUE)).text())).toContain(
      "Grado en Astrología Aplicada",
    );
    const noReason = await moderator.client.post(QUEUE, {
      intent: "eliminar-carrera",
      id: careerId,
      norma: "experiencia",
      motivo: " ",
    });
    expect(noReason.status).toBe(400);
    const answer = await remove(moderator.client, careerId);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${QUEUE}?aviso=carrera-eliminada`);
    const queue = unescapeHtml(await (await moderator.client.request(answer.headers.get("Location")!)).text());
    expect(queue).toContain("Carrera eliminada con sus asignaturas");
    expect(queue).not.toContain("Grado en Astrología Aplicada");

    expect(await query(sql`SELECT 1 FROM careers WHERE id = ${careerId}`)).toHaveLength(0);
    expect(await query(sql`SELECT 1 FROM subjects WHERE id IN (${horoscopes}, ${charts})`)).toHaveLength(0);
    expect(await query(sql`SELECT id FROM professors WHERE id IN (${invented.id}, ${staying.id})`)).toEqual([
      { id: staying.id },
    ]);
    expect((await app.request(`/career/${careerId}`)).status).toBe(404);
    expect((await app.request(`/subject/${horoscopes}`)).status).toBe(404);
    expect(await one(sql`SELECT career_id FROM user_profiles WHERE id = ${adder.id}`)).toEqual({ career_id: null });
    const decision = await one<{ id: string; restriction: string; facts: string; decided_by: string }>(sql`
      SELECT id, restriction, facts, decided_by FROM moderation_decisions WHERE user_id = ${adder.id}`);
    expect(decision).toMatchObject({ restriction: "warning", decided_by: moderator.id });
    expect(decision.facts).toContain("Hemos eliminado la carrera «Grado en Astrología Aplicada»");
    expect(decision.facts).toContain("con 2 asignaturas");
    expect(decision.facts).toContain(REASON);
    const profile = unescapeHtml(await (await adder.client.request("/profile")).text());
    expect(profile).toContain("Hemos eliminado la carrera «Grado en Astrología Aplicada»");
    expect(profile).toContain("Carrera pendiente de revisión");
    expect(profile).toContain(`No hemos añadido «Grado en Astrología Aplicada». Motivo: ${REASON}`);
    const statement = await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === adder.email && message.text.includes("Hemos eliminado la carrera")),
      "el correo con los motivos",
    );
    expect(statement.text).toContain(REASON);
    // Without a career they read but do not review, as a student whose career is pending.
    const someSubject = await one<{ id: string }>(sql`
      SELECT s.id FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id = ${adder.universityId} ORDER BY s.id LIMIT 1`);
    const review = await adder.client.post(`/subject/${someSubject.id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Muy buena asignatura.",
    });
    expect(review.status).toBe(403);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);

    // The student appeals; another moderator reverses it: the career is back as it was, and theirs.
    expect(
      (
        await adder.client.post(`/profile/decisiones/${decision.id}`, {
          explanation: "Existe: es un título propio nuevo.",
        })
      ).status,
    ).toBeLessThan(400);
    const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decision.id}`);
    const other = await signInNewStaff(app, "moderator");
    const reversed = await other.client.post("/moderacion/recursos", {
      intent: "estimar",
      appealId: appeal.id,
      motivo: "Hemos comprobado que existe.",
    });
    expect(reversed.headers.get("Location")).toBe("/moderacion/recursos?aviso=estimado-restaurada");
    expect(await storedRow("careers", careerId)).toEqual(before.career);
    expect([await storedRow("subjects", horoscopes), await storedRow("subjects", charts)]).toEqual(before.subjects);
    expect(await storedRow("professors", invented.id)).toEqual(before.professor);
    expect(await careerLinks(careerId)).toEqual(before.links);
    expect(await one(sql`SELECT career_id FROM user_profiles WHERE id = ${adder.id}`)).toEqual({ career_id: careerId });
    expect((await app.request(`/career/${careerId}`)).status).toBe(200);
    expect(unescapeHtml(await (await adder.client.request("/profile")).text())).not.toContain(
      "Carrera pendiente de revisión",
    );
    const mail = await eventually(
      () =>
        server
          .listOutbox()
          .find((message) => message.to === adder.email && message.subject === "Hemos estimado tu recurso"),
      "el correo del recurso estimado",
    );
    expect(mail.text).toContain(
      `La carrera «Grado en Astrología Aplicada» vuelve a estar en el catálogo, con sus asignaturas, en la misma dirección: `,
    );
    expect(mail.text).toContain("Vuelve a ser tu carrera.");
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("is refused while anything of it has a review: it is merged instead", async () => {
    const { careerId, adder } = await studentCareer("Grado en Ciencias Ocultas");
    const { "Tarot Avanzado": subjectId } = await addSubjects(adder, careerId, ["Tarot Avanzado"]);
    const review = await adder.client.post(`/subject/${subjectId!}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "3",
      comment: "Mucha teoría y pocas prácticas.",
    });
    expect(review.status).toBeLessThan(400);
    await expectRefused(careerId, 409, CAREER_REMOVAL_MESSAGES.reviewed(1));
  });

  it("is refused while its student's verdict on it stands", async () => {
    const { careerId, adder } = await studentCareer("Grado en Quiromancia");
    const verdict = await adder.client.post(`/career/${careerId}`, {
      intent: "crear",
      rating: "2",
      studyStage: "1",
      comment: "No es lo que esperaba.",
    });
    expect(verdict.status).toBe(200);
    await expectRefused(careerId, 409, CAREER_REMOVAL_MESSAGES.reviewed(1));
  });

  it("is refused while another student has it as their career", async () => {
    const { careerId } = await studentCareer("Grado en Estudios Imaginarios");
    await signInNewStudent(app, { careerId });
    await expectRefused(careerId, 409, CAREER_REMOVAL_MESSAGES.students);
  });

  it("is refused for a career the register listed, and for one that is gone", async () => {
    const listed = await one<{ id: string }>(
      sql`SELECT id FROM careers WHERE NOT added_by_student ORDER BY id LIMIT 1`,
    );
    await expectRefused(listed.id, 409, REMOVAL_MESSAGES.notAdded);
    const moderator = await signInNewStaff(app, "moderator");
    const gone = await remove(moderator.client, "00000000-0000-4000-8000-000000000000");
    expect(gone.status).toBe(404);
    expect(unescapeHtml(await gone.text())).toContain(REMOVAL_MESSAGES.gone);
  });
});
