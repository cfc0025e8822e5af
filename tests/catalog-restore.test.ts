/**
 * A deletion of what a student added, undone by a reversed appeal, through HTTP: a moderator deletes
 * a subject and a professor a student added, the student appeals, another moderator reverses it and
 * the entry is back with its same id and columns, its page answering again, its links to what still
 * exists restored — those the other end's own deletion kept too, whichever of the two comes back
 * second — the removal no longer counted, figures equal to rows, and the student told. An
 * upheld appeal restores nothing; neither does a reversal when the career has an entry of that name
 * again, and the student, the console and the audit log say why.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CONSOLE_NOTICES } from "~/lib/moderation-console";
import { planFieldName } from "~/lib/plan-form";
import { RESTORE_MESSAGES } from "~/server/moderation/catalog-restore.server";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { eventually } from "./support/eventually";
import { unescapeHtml } from "./support/html";
import { server } from "./support/server-build";
import { type NewStudent, signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

const QUEUE = "/moderacion/anadidos";
const APPEALS = "/moderacion/recursos";

let careersTaken = 0;
/** A career without a plan at a university with student e-mail domains, and a student of it. */
async function emptyCareer() {
  const career = await one<{ id: string }>(sql`
    SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE c.is_enabled AND u.is_enabled AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)
      AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
    ORDER BY c.id OFFSET ${careersTaken++} LIMIT 1`);
  return { careerId: career.id, adder: await signInNewStudent(app, { careerId: career.id }) };
}

/** `student` adds the subjects named to the career's plan (first year, first term); their ids by name. */
async function addSubjects(student: NewStudent, careerId: string, names: string[]): Promise<Record<string, string>> {
  const fields = Object.fromEntries([
    ["intent", "guardar"],
    ...names.flatMap((name, index) => [
      [planFieldName(index, "nombre"), name],
      [planFieldName(index, "curso"), "1"],
      [planFieldName(index, "periodo"), "1"],
    ]),
  ]);
  expect((await student.client.post(`/career/${careerId}/plan`, fields)).status).toBe(303);
  const added = await query<{ id: string; name: string }>(
    sql`SELECT id, name FROM subjects WHERE career_id = ${careerId} AND added_by = ${student.id}`,
  );
  return Object.fromEntries(added.map((subject) => [subject.name, subject.id]));
}

/** Every column of the entry as stored, to compare before its deletion and after its restoration. */
const storedRow = (table: "subjects" | "professors", id: string) =>
  query(sql`SELECT to_jsonb(t) AS row FROM ${sql.raw(table)} t WHERE t.id = ${id}`);
const links = (column: "subject_id" | "professor_id", id: string) =>
  query<{ subject_id: string; professor_id: string; role: string }>(
    sql`SELECT subject_id, professor_id, role FROM subject_professors WHERE ${sql.raw(column)} = ${id} ORDER BY subject_id, professor_id`,
  );

/** A moderator deletes the entry; the warning its student received, by the deletion's audit row. */
async function deleteEntry(
  moderator: Awaited<ReturnType<typeof signInNewStaff>>,
  kind: "subject" | "professor",
  id: string,
  name: string,
) {
  const answer = await moderator.client.post(QUEUE, {
    intent: "eliminar",
    tipo: kind,
    id,
    norma: "experiencia",
    motivo: "No consta en el plan de estudios.",
  });
  expect(answer.status).toBe(303);
  return one<{ decisionId: string }>(sql`
    SELECT details->>'decisionId' AS "decisionId" FROM moderation_audit_log WHERE action = 'catalog.delete' AND details->>'name' = ${name}`);
}

/** The student appeals the warning; another moderator decides it: the console's notice. */
async function appealAndDecide(
  student: NewStudent,
  decisionId: string,
  decider: Awaited<ReturnType<typeof signInNewStaff>>,
  intent: "estimar" | "desestimar",
) {
  expect(
    (
      await student.client.post(`/profile/decisiones/${decisionId}`, {
        explanation: "Existe: es una optativa de este curso.",
      })
    ).status,
  ).toBeLessThan(400);
  const appeal = await one<{ id: string }>(sql`SELECT id FROM moderation_appeals WHERE decision_id = ${decisionId}`);
  const answer = await decider.client.post(APPEALS, {
    intent,
    appealId: appeal.id,
    motivo: "Hemos comprobado la guía docente.",
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("Location")!, "http://test.invalid").searchParams.get("aviso");
}

/** The removals that still count toward losing the right to add (those whose appeal was not reversed). */
const countedRemovals = (userId: string) =>
  one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM moderation_audit_log l
    WHERE l.target_type = 'user' AND l.target_id = ${userId} AND l.action = 'catalog.delete'
      AND NOT EXISTS (SELECT 1 FROM moderation_appeals a WHERE a.decision_id::text = l.details->>'decisionId' AND a.status = 'reversed')`);

const restorationOf = (decisionId: string) =>
  one<{ restoration: unknown }>(
    sql`SELECT details->'restoration' AS restoration FROM moderation_audit_log WHERE action LIKE 'appeal.%' AND details->>'decision' = ${decisionId}`,
  );

const mailTo = (email: string, containing: string) =>
  eventually(
    () => server.listOutbox().find((message) => message.to === email && message.text.includes(containing)),
    `el correo con «${containing}»`,
  );

describe("a reversed appeal against a deletion", () => {
  it("restores the subject and the professor with their ids, columns and links, uncounts the removals and tells the student", async () => {
    const { careerId, adder } = await emptyCareer();
    const added = await addSubjects(adder, careerId, ["Optativa de Cómic", "Taller de Guion"]);
    const [comicId, scriptId] = [added["Optativa de Cómic"]!, added["Taller de Guion"]!];
    for (const subjectId of [scriptId, comicId])
      expect(
        (await adder.client.post(`/subject/${subjectId}/profesores`, { nombre: "Ingrid Viñeta Roca" })).status,
      ).toBe(303);
    const professor = await one<{ id: string }>(
      sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${scriptId}`,
    );
    expect(await links("professor_id", professor.id)).toHaveLength(2);
    const [subjectBefore, professorBefore, linksBefore] = [
      await storedRow("subjects", comicId),
      await storedRow("professors", professor.id),
      await links("professor_id", professor.id),
    ];

    const moderator = await signInNewStaff(app, "moderator");
    // The professor first: their snapshot keeps both subjects they teach; the subject's then keeps none.
    const professorDecision = await deleteEntry(moderator, "professor", professor.id, "Ingrid Viñeta Roca");
    const subjectDecision = await deleteEntry(moderator, "subject", comicId, "Optativa de Cómic");
    expect((await app.request(`/subject/${comicId}`)).status).toBe(404);
    expect((await app.request(`/profesor/${professor.id}`)).status).toBe(404);
    expect(await links("professor_id", professor.id)).toHaveLength(0);
    expect(await countedRemovals(adder.id)).toEqual({ n: 2 });

    // The subject first, then the professor, whose links reach it again once it exists.
    const other = await signInNewStaff(app, "moderator");
    expect(await appealAndDecide(adder, subjectDecision.decisionId, other, "estimar")).toBe("estimado-restaurada");
    expect(await storedRow("subjects", comicId)).toEqual(subjectBefore);
    expect((await app.request(`/subject/${comicId}`)).status).toBe(200);
    expect(await links("subject_id", comicId)).toHaveLength(0);
    expect(await appealAndDecide(adder, professorDecision.decisionId, other, "estimar")).toBe("estimado-restaurada");
    expect(await storedRow("professors", professor.id)).toEqual(professorBefore);
    expect(await links("professor_id", professor.id)).toEqual(linksBefore);
    expect((await app.request(`/profesor/${professor.id}`)).status).toBe(200);
    expect(unescapeHtml(await (await app.request(`/subject/${comicId}`)).text())).toContain(
      `/profesor/${professor.id}`,
    );

    expect(await countedRemovals(adder.id)).toEqual({ n: 0 });
    expect(await restorationOf(subjectDecision.decisionId)).toEqual({
      restoration: { kind: "subject", id: comicId, name: "Optativa de Cómic", restored: true },
    });
    const mail = await mailTo(adder.email, `vuelve a estar en el catálogo, en la misma dirección: `);
    expect(mail.subject).toBe("Hemos estimado tu recurso");
    expect(mail.text).toMatch(
      /La asignatura «Optativa de Cómic» vuelve a estar en el catálogo|El profesor «Ingrid Viñeta Roca» vuelve a estar en el catálogo/,
    );
    const admin = await signInNewStaff(app, "admin");
    const log = unescapeHtml(await (await admin.client.request("/moderacion/registro?accion=appeal.reverse")).text());
    expect(log).toContain("Entrada restaurada «Optativa de Cómic»");
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it.each([
    ["the subject", "subject"],
    ["the professor", "professor"],
  ] as const)(
    "links a subject and its professor again when %s was deleted first and is restored first",
    async (_, first) => {
      const { careerId, adder } = await emptyCareer();
      const subjectName = `Taller de Marionetas ${first}`;
      const professorName = `Olga Títere ${first}`;
      const { [subjectName]: subjectId } = await addSubjects(adder, careerId, [subjectName]);
      expect((await adder.client.post(`/subject/${subjectId!}/profesores`, { nombre: professorName })).status).toBe(
        303,
      );
      const professor = await one<{ id: string }>(
        sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${subjectId!}`,
      );
      const linkBefore = await links("subject_id", subjectId!);
      expect(linkBefore).toHaveLength(1);

      // The one deleted first keeps the link in its snapshot; the other's snapshot then has none.
      const moderator = await signInNewStaff(app, "moderator");
      const entries = { subject: [subjectId!, subjectName], professor: [professor.id, professorName] } as const;
      const order = first === "subject" ? (["subject", "professor"] as const) : (["professor", "subject"] as const);
      const decisions = [];
      for (const kind of order) decisions.push(await deleteEntry(moderator, kind, entries[kind][0], entries[kind][1]));
      expect(await links("subject_id", subjectId!)).toHaveLength(0);

      // Restored in the same order: the second restoration finds the link in the first one's snapshot.
      const other = await signInNewStaff(app, "moderator");
      expect(await appealAndDecide(adder, decisions[0]!.decisionId, other, "estimar")).toBe("estimado-restaurada");
      expect(await links("subject_id", subjectId!)).toHaveLength(0);
      expect(await appealAndDecide(adder, decisions[1]!.decisionId, other, "estimar")).toBe("estimado-restaurada");
      expect(await links("subject_id", subjectId!)).toEqual(linkBefore);
      expect(unescapeHtml(await (await app.request(`/subject/${subjectId!}`)).text())).toContain(
        `/profesor/${professor.id}`,
      );
      expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    },
  );

  it("restores nothing when the appeal is upheld", async () => {
    const { careerId, adder } = await emptyCareer();
    const { "Materia Inventada": id } = await addSubjects(adder, careerId, ["Materia Inventada"]);
    const moderator = await signInNewStaff(app, "moderator");
    const { decisionId } = await deleteEntry(moderator, "subject", id!, "Materia Inventada");
    expect(await appealAndDecide(adder, decisionId, await signInNewStaff(app, "moderator"), "desestimar")).toBe(
      "desestimado",
    );
    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${id!}`)).toHaveLength(0);
    expect((await app.request(`/subject/${id!}`)).status).toBe(404);
    expect(await restorationOf(decisionId)).toEqual({ restoration: null });
    expect(await countedRemovals(adder.id)).toEqual({ n: 1 });
  });

  it("restores nothing when the career has a subject of that name again, and says why", async () => {
    const { careerId, adder } = await emptyCareer();
    const { "Materia Imaginaria": id } = await addSubjects(adder, careerId, ["Materia Imaginaria"]);
    const moderator = await signInNewStaff(app, "moderator");
    const { decisionId } = await deleteEntry(moderator, "subject", id!, "Materia Imaginaria");
    // Another student of the career adds it again, in other letters: the same name for the catalogue.
    const classmate = await signInNewStudent(app, { careerId });
    const { "materia imaginária": againId } = await addSubjects(classmate, careerId, ["materia imaginária"]);

    const notice = await appealAndDecide(adder, decisionId, await signInNewStaff(app, "moderator"), "estimar");
    expect(notice).toBe("estimado-sin-restaurar");
    expect(CONSOLE_NOTICES[notice as keyof typeof CONSOLE_NOTICES]).toContain("no se ha podido restaurar");
    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${id!}`)).toHaveLength(0);
    expect(await query<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${careerId}`)).toEqual([
      { id: againId },
    ]);
    expect(await one(sql`SELECT a.status FROM moderation_appeals a WHERE a.decision_id = ${decisionId}`)).toEqual({
      status: "reversed",
    });
    expect(await restorationOf(decisionId)).toEqual({
      restoration: {
        kind: "subject",
        id: id!,
        name: "Materia Imaginaria",
        restored: false,
        why: RESTORE_MESSAGES.twin.subject,
      },
    });
    const mail = await mailTo(adder.email, "No hemos podido devolver al catálogo");
    expect(mail.text).toContain(
      `No hemos podido devolver al catálogo la asignatura «Materia Imaginaria»: ${RESTORE_MESSAGES.twin.subject}.`,
    );
    expect(await countedRemovals(adder.id)).toEqual({ n: 0 });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});
