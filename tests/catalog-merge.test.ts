/**
 * Moderation after publication of what students added, through HTTP: from the queue a moderator
 * merges a subject or a professor into its twin — reviews, likes, grades and links move to the one
 * kept in one transaction, stored figures equal rows, the old address answers 301 — and renames an
 * entry, deletes one nobody reviewed (its student warned with the reasons, and after three deletions
 * without the right to add until an appeal is reversed), and links or unlinks a professor and a
 * subject. Only staff may, never about what they added
 * themselves; refusals are Spanish 4xx. The merge also holds with reviews and likes arriving on both
 * entries at once.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { planFieldName } from "~/lib/plan-form";
import { MERGE_MESSAGES } from "~/server/moderation/catalog-merge.server";
import { REMOVAL_MESSAGES } from "~/server/moderation/catalog-removal.server";
import { RENAME_MESSAGES } from "~/server/moderation/catalog-rename.server";
import { TEACHING_LINK_MESSAGES } from "~/server/moderation/teaching-links.server";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { type NewStudent, signInNewStaff, signInNewStudent, signInNewStudents } from "./support/students";

const { app, query, one } = useTestApp();

const QUEUE = "/moderacion/anadidos";

let careersTaken = 0;
/**
 * A career without a plan where a student added «name» (the twin, as students add it) and the
 * register has «keptName» (the entry to keep): both subjects, and the student who added it.
 */
async function twinSubjects(name: string, keptName: string) {
  const career = await one<{ id: string }>(sql`
    SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE c.is_enabled AND u.is_enabled AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)
      AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
    ORDER BY c.id DESC OFFSET ${careersTaken++} LIMIT 1`);
  const adder = await signInNewStudent(app, { careerId: career.id });
  const fields = {
    intent: "guardar",
    [planFieldName(0, "nombre")]: name,
    [planFieldName(0, "curso")]: "2",
    [planFieldName(0, "periodo")]: "1",
  };
  expect((await adder.client.post(`/career/${career.id}/plan`, fields)).status).toBe(303);
  const gone = await one<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${career.id}`);
  const kept = await one<{ id: string }>(
    sql`INSERT INTO subjects (name, career_id, course_year, semester, credits) VALUES (${keptName}, ${career.id}, 2, 1, 6) RETURNING id`,
  );
  await app.pagesChanged();
  return { careerId: career.id, goneId: gone.id, keptId: kept.id, adder };
}

const subjectReview = (student: NewStudent, subjectId: string, rating: string, comment: string) =>
  student.client.post(`/subject/${subjectId}`, { intent: "crear", academicYear: REVIEW_COURSE, rating, comment });
const reviewOf = (userId: string, column: "subject_id" | "professor_id", id: string) =>
  one<{ id: string }>(sql`SELECT id FROM reviews WHERE user_id = ${userId} AND ${sql.raw(column)} = ${id}`);
const like = (student: NewStudent, page: string, reviewId: string) =>
  student.client.post(page, { intent: "me-gusta", reviewId, liked: "true" });

describe("merging a subject students added into its twin", () => {
  it("moves reviews, likes and professors to the one kept, keeps one review per student, and the old address answers 301", async () => {
    const { careerId, goneId, keptId, adder } = await twinSubjects("Historia Moderna", "Historia Moderna I");
    const [ana, bea, carla, fan] = await signInNewStudents(app, 4, { careerId });
    // Ana reviewed both: her newer review stays. Bea reviewed the twin, Carla the one kept.
    expect((await subjectReview(ana!, keptId, "2", "La primera vez que la cursé.")).status).toBeLessThan(400);
    await app.db.execute(sql`UPDATE reviews SET created_at = now() - interval '1 day' WHERE user_id = ${ana!.id}`);
    for (const [student, subjectId, rating] of [
      [ana!, goneId, "5"],
      [bea!, goneId, "4"],
      [carla!, keptId, "3"],
    ] as const) {
      expect((await subjectReview(student, subjectId, rating, "Clases claras y exámenes justos.")).status).toBeLessThan(
        400,
      );
    }
    const beaReview = await reviewOf(bea!.id, "subject_id", goneId);
    expect((await like(fan!, `/subject/${goneId}`, beaReview.id)).status).toBeLessThan(400);
    expect((await adder.client.post(`/subject/${goneId}/profesores`, { nombre: "Irene Lloret Bas" })).status).toBe(303);

    const moderator = await signInNewStaff(app, "moderator");
    const queue = unescapeHtml(await (await moderator.client.request(QUEUE)).text());
    expect(queue).toContain("Historia Moderna");
    expect(queue).toContain(`<option value="${keptId}">Historia Moderna I</option>`);
    const merged = await moderator.client.post(QUEUE, { intent: "fusionar", tipo: "subject", id: goneId, con: keptId });
    expect(merged.status).toBe(303);
    expect(merged.headers.get("Location")).toBe(`${QUEUE}?aviso=fusionada`);

    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${goneId}`)).toHaveLength(0);
    const kept = await query<{ user_id: string; rating: number; likes_count: number }>(
      sql`SELECT user_id, rating, likes_count FROM reviews WHERE subject_id = ${keptId} ORDER BY rating`,
    );
    expect(kept).toEqual([
      { user_id: carla!.id, rating: 3, likes_count: 0 },
      { user_id: bea!.id, rating: 4, likes_count: 1 },
      { user_id: ana!.id, rating: 5, likes_count: 0 },
    ]);
    expect(await one(sql`SELECT review_count, average_rating FROM subjects WHERE id = ${keptId}`)).toEqual({
      review_count: 3,
      average_rating: 4,
    });
    expect(await one(sql`SELECT review_count FROM careers WHERE id = ${careerId}`)).toEqual({ review_count: 3 });
    expect(
      await query(
        sql`SELECT 1 FROM subject_professors sp JOIN professors p ON p.id = sp.professor_id WHERE sp.subject_id = ${keptId} AND p.name = 'Irene Lloret Bas'`,
      ),
    ).toHaveLength(1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    expect(
      await one(
        sql`SELECT actor_id, target_id FROM moderation_audit_log WHERE action = 'catalog.merge' ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      actor_id: moderator.id,
      target_id: keptId,
    });

    const old = await app.request(`/subject/${goneId}?orden=recientes`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/subject/${keptId}?orden=recientes`);
    const page = unescapeHtml(await app.html(`/subject/${keptId}`));
    expect(page).toContain("Clases claras y exámenes justos.");
    expect(page).not.toContain("La primera vez que la cursé.");
    const after = unescapeHtml(await (await moderator.client.request(`${QUEUE}?aviso=fusionada`)).text());
    expect(after).toContain("Entradas fusionadas");
  });

  it("refuses what is not a merge of twins, anyone but staff, and staff about what they added", async () => {
    const { goneId, keptId, adder } = await twinSubjects("Latín Clásico", "Latín I");
    const other = await one<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id <> (SELECT career_id FROM subjects WHERE id = ${goneId}) ORDER BY id LIMIT 1`,
    );
    const moderator = await signInNewStaff(app, "moderator");
    const post = (fields: Record<string, string>) =>
      moderator.client.post(QUEUE, { intent: "fusionar", tipo: "subject", id: goneId, ...fields });
    const expectRefusal = async (response: Response, status: number, message: string) => {
      expect(response.status).toBe(status);
      expect(unescapeHtml(await response.text())).toContain(message);
    };
    await expectRefusal(await post({ con: other.id }), 409, MERGE_MESSAGES.place.subject);
    await expectRefusal(await post({ con: goneId }), 409, MERGE_MESSAGES.same);
    await expectRefusal(await post({ con: "no-es-un-id" }), 400, "Elige la entrada con la que fusionarla");
    await expectRefusal(await post({ con: "00000000-0000-4000-8000-000000000000" }), 404, MERGE_MESSAGES.gone);
    await expectRefusal(
      await moderator.client.post(QUEUE, { intent: "fusionar", tipo: "aula", id: goneId, con: keptId }),
      400,
      "Elemento no válido",
    );
    expect(
      (await adder.client.post(QUEUE, { intent: "fusionar", tipo: "subject", id: goneId, con: keptId })).status,
    ).toBe(403);
    expect(
      (
        await app.request(QUEUE, {
          method: "POST",
          body: new URLSearchParams({ intent: "fusionar", tipo: "subject", id: goneId, con: keptId }),
        })
      ).status,
    ).toBeGreaterThanOrEqual(300);
    // A moderator who added the subject as a student does not decide about it.
    await app.db.execute(sql`UPDATE subjects SET added_by = ${moderator.id} WHERE id = ${goneId}`);
    expect((await post({ con: keptId })).status).toBe(403);
    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${goneId}`)).toHaveLength(1);
  });
});

describe("merging a professor students added into the university's entry", () => {
  it("moves reviews, grades and subjects, keeps the kept one's name rule, and the old profile answers 301", async () => {
    const {
      careerId,
      goneId: subjectId,
      keptId: otherSubjectId,
      adder,
    } = await twinSubjects("Derecho Romano", "Derecho Romano I");
    const university = await one<{ university_id: string }>(
      sql`SELECT university_id FROM careers WHERE id = ${careerId}`,
    );
    expect(
      (await adder.client.post(`/subject/${subjectId}/profesores`, { nombre: "Tomás Ferrándiz Gil" })).status,
    ).toBe(303);
    const gone = await one<{ id: string }>(
      sql`SELECT p.id FROM professors p JOIN subject_professors sp ON sp.professor_id = p.id WHERE sp.subject_id = ${subjectId}`,
    );
    const kept = await one<{ id: string }>(sql`
      INSERT INTO professors (name, university_id, is_name_public) VALUES ('Tomás Ferrándiz', ${university.university_id}, true) RETURNING id`);
    await app.db.execute(
      sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${otherSubjectId}, ${kept.id})`,
    );
    await app.pagesChanged();
    const [rosa, luis] = await signInNewStudents(app, 2, { careerId });
    const professorReview = (student: NewStudent, id: string, rating: string) =>
      student.client.post(`/profesor/${id}`, {
        intent: "crear",
        academicYear: REVIEW_COURSE,
        rating,
        comment: "Explica con ejemplos y atiende en tutorías.",
      });
    expect((await professorReview(rosa!, gone.id, "5")).status).toBeLessThan(400);
    expect((await professorReview(luis!, kept.id, "3")).status).toBeLessThan(400);

    const moderator = await signInNewStaff(app, "moderator");
    expect(unescapeHtml(await (await moderator.client.request(QUEUE)).text())).toContain(
      `<option value="${kept.id}">Tomás Ferrándiz</option>`,
    );
    // Another professor a student added, checked by the moderator: it leaves the queue.
    expect((await adder.client.post(`/subject/${subjectId}/profesores`, { nombre: "Elena Sanchis Mora" })).status).toBe(
      303,
    );
    const checked = await one<{ id: string }>(sql`SELECT id FROM professors WHERE name = 'Elena Sanchis Mora'`);
    const confirmed = await moderator.client.post(QUEUE, { intent: "confirmar", tipo: "professor", id: checked.id });
    expect(confirmed.headers.get("Location")).toBe(`${QUEUE}?aviso=profesor-confirmado`);
    expect(unescapeHtml(await (await moderator.client.request(QUEUE)).text())).not.toContain("Elena Sanchis Mora");
    expect(
      (await moderator.client.post(QUEUE, { intent: "confirmar", tipo: "professor", id: checked.id })).status,
    ).toBe(409);
    const merged = await moderator.client.post(QUEUE, {
      intent: "fusionar",
      tipo: "professor",
      id: gone.id,
      con: kept.id,
    });
    expect(merged.status).toBe(303);
    expect(await query(sql`SELECT 1 FROM professors WHERE id = ${gone.id}`)).toHaveLength(0);
    expect(
      await one(
        sql`SELECT review_count, average_rating, is_name_public, added_by_student FROM professors WHERE id = ${kept.id}`,
      ),
    ).toEqual({
      review_count: 2,
      average_rating: 4,
      is_name_public: true,
      added_by_student: false,
    });
    const taught = await query<{ subject_id: string }>(
      sql`SELECT subject_id FROM subject_professors WHERE professor_id = ${kept.id} ORDER BY subject_id`,
    );
    expect(taught.map((row) => row.subject_id)).toEqual([subjectId, otherSubjectId].sort());
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    const old = await app.request(`/profesor/${gone.id}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/profesor/${kept.id}`);
    expect(unescapeHtml(await app.html(`/subject/${subjectId}`))).toContain(`href="/profesor/${kept.id}"`);
  });
});

describe("renaming an entry students added", () => {
  it("renames it on every page, refuses a name its career has and a bad one with the reason", async () => {
    const { careerId, goneId, keptId } = await twinSubjects("Fisica Cuantica", "Física Cuántica Avanzada");
    const moderator = await signInNewStaff(app, "moderator");
    const rename = (id: string, nombre: string) =>
      moderator.client.post(QUEUE, { intent: "renombrar", tipo: "subject", id, nombre });
    const renamed = await rename(goneId, "  Física   Cuántica ");
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get("Location")).toBe(`${QUEUE}?aviso=renombrada`);
    expect(await one(sql`SELECT name FROM subjects WHERE id = ${goneId}`)).toEqual({ name: "Física Cuántica" });
    expect(unescapeHtml(await app.html(`/career/${careerId}`))).toContain("Física Cuántica");
    const twin = await rename(goneId, "física cuántica avanzada");
    expect(twin.status).toBe(409);
    expect(unescapeHtml(await twin.text())).toContain(RENAME_MESSAGES.twin.subject);
    const short = await rename(goneId, "·");
    expect(short.status).toBe(400);
    expect(unescapeHtml(await short.text())).toContain("al menos");
    expect((await rename(keptId, "Física Cuántica Avanzada")).status).toBe(400);
    expect(
      await one(
        sql`SELECT action, details FROM moderation_audit_log WHERE target_id = ${goneId} ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      action: "catalog.rename",
      details: { from: "Fisica Cuantica", to: "Física Cuántica" },
    });
  });
});

describe("a merge while students review and like both entries", () => {
  it("loses nothing that was written: every review accepted is on the kept subject, and figures equal rows", async () => {
    const { careerId, goneId, keptId } = await twinSubjects("Óptica Geométrica", "Óptica");
    const students = await signInNewStudents(app, 10, { careerId });
    for (const [index, student] of students.slice(0, 4).entries()) {
      expect(
        (
          await subjectReview(
            student,
            index % 2 ? keptId : goneId,
            String(2 + index),
            "Prácticas de laboratorio muy útiles.",
          )
        ).status,
      ).toBeLessThan(400);
    }
    const written = await query<{ id: string; subject_id: string }>(
      sql`SELECT id, subject_id FROM reviews WHERE subject_id IN (${goneId}, ${keptId})`,
    );
    const moderator = await signInNewStaff(app, "moderator");
    const late = students.slice(4);
    const results = await Promise.all([
      moderator.client.post(QUEUE, { intent: "fusionar", tipo: "subject", id: goneId, con: keptId }),
      ...late.map((student, index) =>
        subjectReview(student, index % 2 ? keptId : goneId, "4", "Temario bien organizado y práctico."),
      ),
      ...late.map((student, index) =>
        like(student, `/subject/${written[index % written.length]!.subject_id}`, written[index % written.length]!.id),
      ),
    ]);
    expect(results.map((response) => response.status).filter((status) => status >= 500)).toEqual([]);
    expect(results[0]!.status).toBe(303);
    const accepted = late.filter((_, index) => results[1 + index]!.status < 400);
    const onKept = await query<{ user_id: string }>(sql`SELECT user_id FROM reviews WHERE subject_id = ${keptId}`);
    expect(onKept.map((row) => row.user_id).sort()).toEqual(
      [...students.slice(0, 4), ...accepted].map((student) => student.id).sort(),
    );
    expect(await query(sql`SELECT 1 FROM reviews WHERE subject_id = ${goneId}`)).toHaveLength(0);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    expect(await one(sql`SELECT review_count FROM subjects WHERE id = ${keptId}`)).toEqual({
      review_count: onKept.length,
    });
  });
});

describe("the subjects a professor teaches, corrected from the console", () => {
  it("links a professor without subjects to one (listed under its career, reviewable), unlinks, and refuses another university's subject", async () => {
    const subject = await one<{ id: string; career_id: string; university_id: string }>(sql`
      SELECT s.id, s.career_id, c.university_id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id) ORDER BY s.id OFFSET 40 LIMIT 1`);
    const professor = await one<{ id: string }>(sql`
      INSERT INTO professors (name, university_id, is_name_public) VALUES ('Carmen Ibáñez Roig', ${subject.university_id}, true) RETURNING id`);
    const elsewhere = await one<{ id: string }>(
      sql`SELECT s.id FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id <> ${subject.university_id} LIMIT 1`,
    );
    await app.pagesChanged();
    const student = await signInNewStudent(app, { careerId: subject.career_id });
    const review = {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Resuelve dudas con paciencia y prepara bien las clases.",
    };
    expect((await student.client.post(`/profesor/${professor.id}`, review)).status).toBe(403);

    const moderator = await signInNewStaff(app, "moderator");
    const page = "/moderacion/profesores";
    const search = unescapeHtml(await (await moderator.client.request(`${page}?q=Carmen%20Ib%C3%A1%C3%B1ez`)).text());
    expect(search).toContain("Ninguna: no aparece en ninguna carrera");
    const linked = await moderator.client.post(`${page}?q=Carmen`, {
      intent: "vincular",
      professorId: professor.id,
      asignatura: `https://uniopina.es/subject/${subject.id}#resenas`,
    });
    expect(linked.status).toBe(303);
    expect(linked.headers.get("Location")).toBe(`${page}?aviso=vinculado`);
    expect(unescapeHtml(await app.html(`/career/${subject.career_id}`))).toContain(`href="/profesor/${professor.id}"`);
    expect((await student.client.post(`/profesor/${professor.id}`, review)).status).toBe(200);

    const refusals: [Record<string, string>, number, string][] = [
      [{ intent: "vincular", asignatura: elsewhere.id }, 409, TEACHING_LINK_MESSAGES.otherUniversity],
      [{ intent: "vincular", asignatura: subject.id }, 409, TEACHING_LINK_MESSAGES.linked],
      [{ intent: "vincular", asignatura: "la de primero" }, 400, "Pega la dirección de la asignatura"],
      [
        { intent: "vincular", asignatura: "00000000-0000-4000-8000-000000000000" },
        404,
        TEACHING_LINK_MESSAGES.subjectMissing,
      ],
    ];
    for (const [fields, status, message] of refusals) {
      const refused = await moderator.client.post(page, { professorId: professor.id, ...fields });
      expect(refused.status).toBe(status);
      expect(unescapeHtml(await refused.text())).toContain(message);
    }
    expect(
      (await student.client.post(page, { intent: "vincular", professorId: professor.id, asignatura: elsewhere.id }))
        .status,
    ).toBe(403);

    expect(
      (await moderator.client.post(page, { intent: "desvincular", professorId: professor.id, asignatura: subject.id }))
        .status,
    ).toBe(303);
    expect(await query(sql`SELECT 1 FROM subject_professors WHERE professor_id = ${professor.id}`)).toHaveLength(0);
    expect(
      (await moderator.client.post(page, { intent: "desvincular", professorId: professor.id, asignatura: subject.id }))
        .status,
    ).toBe(409);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("deleting what a student added", () => {
  it("deletes an entry nobody reviewed with reasons to its student, who loses the right to add after three until an appeal is reversed", async () => {
    const {
      careerId,
      goneId: reviewedId,
      keptId: registerId,
      adder,
    } = await twinSubjects("Taller de Cómic", "Taller de Cine");
    const plan = `/career/${careerId}/plan`;
    const names = ["Asignatura Fantasma", "Clase Inventada", "Materia Imaginaria"];
    const rowsOf = (list: string[]) =>
      Object.fromEntries([
        ["intent", "guardar"],
        ...list.flatMap((name, index) => [
          [planFieldName(index, "nombre"), name],
          [planFieldName(index, "curso"), "1"],
          [planFieldName(index, "periodo"), "1"],
        ]),
      ]);
    expect((await adder.client.post(plan, rowsOf(names))).status).toBe(303);
    const added = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects WHERE career_id = ${careerId} AND added_by IS NOT NULL AND name <> 'Taller de Cómic' ORDER BY name`,
    );
    const [reviewer] = await signInNewStudents(app, 1, { careerId });
    expect(
      (await subjectReview(reviewer!, reviewedId, "4", "Dibujamos mucho y aprendimos a narrar.")).status,
    ).toBeLessThan(400);

    const moderator = await signInNewStaff(app, "moderator");
    const remove = (id: string) =>
      moderator.client.post(QUEUE, {
        intent: "eliminar",
        tipo: "subject",
        id,
        norma: "experiencia",
        motivo: "No está en el plan de estudios de esta carrera.",
      });
    const reviewed = await remove(reviewedId);
    expect(reviewed.status).toBe(409);
    expect(unescapeHtml(await reviewed.text())).toContain(REMOVAL_MESSAGES.reviewed(1));
    expect((await remove(registerId)).status).toBe(409);
    const noReason = await moderator.client.post(QUEUE, {
      intent: "eliminar",
      tipo: "subject",
      id: added[0]!.id,
      norma: "experiencia",
      motivo: " ",
    });
    expect(noReason.status).toBe(400);

    const first = await remove(added[0]!.id);
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(`${QUEUE}?aviso=eliminada`);
    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${added[0]!.id}`)).toHaveLength(0);
    const [decision] = await query<{ id: string; restriction: string; facts: string }>(
      sql`SELECT id, restriction, facts FROM moderation_decisions WHERE user_id = ${adder.id}`,
    );
    expect(decision).toMatchObject({ restriction: "warning" });
    expect(decision!.facts).toContain(`«${added[0]!.name}»`);
    expect(decision!.facts).toContain("No está en el plan de estudios de esta carrera.");
    expect(unescapeHtml(await (await adder.client.request("/profile")).text())).toContain(`«${added[0]!.name}»`);

    // Two more deletions: the right to add is lost, with the reasons and the way to appeal.
    for (const subject of added.slice(1)) expect((await remove(subject.id)).status).toBe(303);
    const lost = await adder.client.post(plan, rowsOf(["Otra Asignatura Más"]));
    expect(lost.status).toBe(403);
    expect(unescapeHtml(await lost.text())).toContain("No puedes añadir asignaturas ni profesores hasta el");
    expect(unescapeHtml(await (await adder.client.request(plan)).text())).toContain("puedes recurrirlas en tu perfil");
    expect((await adder.client.post(`/subject/${registerId}/profesores`, { nombre: "Julia Roca Puig" })).status).toBe(
      403,
    );

    // One appeal reversed by another moderator gives it back.
    expect(
      (
        await adder.client.post(`/profile/decisiones/${decision!.id}`, {
          explanation: "Esa asignatura sí existe: es optativa de cuarto.",
        })
      ).status,
    ).toBeLessThan(400);
    const appeal = await one<{ id: string }>(
      sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decision!.id}`,
    );
    const other = await signInNewStaff(app, "moderator");
    expect(
      (
        await other.client.post("/moderacion/recursos", {
          intent: "estimar",
          appealId: appeal.id,
          motivo: "Es optativa: puedes volver a añadirla.",
        })
      ).status,
    ).toBe(303);
    expect((await adder.client.post(plan, rowsOf(["Otra Asignatura Más"]))).status).toBe(303);
  });
});
