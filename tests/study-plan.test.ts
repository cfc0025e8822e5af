/**
 * The study plan built by the students who take the degree, through HTTP: a verified student of a
 * career without a plan writes it in one form (blank rows and «Añadir más filas» without
 * JavaScript, the pasted text read into rows, the same post through `.data`), and the career page
 * shows it at once, marked as added by students; every bad row is answered on that row with what
 * was typed kept and nothing written; the same name is not added twice, a near one is asked about;
 * and the day's limit holds, also for two sends at once. A professor is added the same way, through
 * a subject: published and reviewable at once, linked rather than twinned, the name kept private.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  PLAN_MESSAGES,
  PLAN_ROWS_MAX,
  PLAN_ROWS_PER_DAY,
  planFieldName,
  PROFESSOR_ADDITION_MESSAGES,
  PROFESSOR_ADDITIONS_PER_DAY,
} from "~/lib/plan-form";
import { CHOSEN_PRIVATE_NAME_HINT, PRIVATE_NAME_HINT } from "~/lib/privacy-labels";
import { PROFESSOR_ACCOUNT_MESSAGE } from "~/server/permissions.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { createProfessorAccount, DEMO_PASSWORD, signInNewStaff, signInNewStudent } from "./support/students";

const { app, query, one } = useTestApp();

let careersTaken = 0;
/** A career of the catalog with no subjects yet, a different one for each call. */
async function emptyCareer(): Promise<{ careerId: string; universityId: string; path: string }> {
  const career = await one<{ id: string; university_id: string }>(sql`
    SELECT c.id, c.university_id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE c.is_enabled AND u.is_enabled AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)
      AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
    ORDER BY c.id OFFSET ${careersTaken++} LIMIT 1`);
  return { careerId: career.id, universityId: career.university_id, path: `/career/${career.id}/plan` };
}

type Row = { nombre: string; curso?: string; periodo?: string; creditos?: string; tipo?: string; distinta?: string };

/** The form's fields for these rows, in the form's own names. */
function rowFields(planRows: readonly Row[], intent = "guardar"): Record<string, string> {
  const fields: Record<string, string> = { intent };
  planRows.forEach((row, index) => {
    fields[planFieldName(index, "nombre")] = row.nombre;
    fields[planFieldName(index, "curso")] = row.curso ?? "1";
    fields[planFieldName(index, "periodo")] = row.periodo ?? "1";
    fields[planFieldName(index, "creditos")] = row.creditos ?? "";
    fields[planFieldName(index, "tipo")] = row.tipo ?? "";
    if (row.distinta) fields[planFieldName(index, "distinta")] = row.distinta;
  });
  return fields;
}

const numbered = (prefix: string, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    nombre: `${prefix} ${i + 1}`,
    curso: String((i % 4) + 1),
    periodo: i % 2 ? "2" : "1",
  }));

const planOf = (careerId: string) =>
  query<{
    name: string;
    added_by: string | null;
    added_by_student: boolean;
    confirmed_at: Date | null;
    credits: number | null;
  }>(
    sql`SELECT name, added_by, added_by_student, confirmed_at, credits FROM subjects WHERE career_id = ${careerId} ORDER BY name`,
  );

describe("a student writes the plan of their degree", () => {
  it("without JavaScript: blank rows, «Añadir más filas» keeping what was typed, then the plan published at once", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const form = await (await student.client.request(path)).text();
    expect(form).toContain("Añadir asignaturas al plan");
    expect(form).toContain(`name="${planFieldName(9, "nombre")}"`);
    expect(form).not.toContain(`name="${planFieldName(10, "nombre")}"`);

    const typed = [
      { nombre: "Fundamentos de Psicología", curso: "1", periodo: "1", creditos: "6", tipo: "Formación básica" },
      { nombre: "Psicología del Desarrollo", curso: "2", periodo: "anual", creditos: "4,5" },
    ];
    const more = await student.client.post(path, rowFields(typed, "filas"));
    expect(more.status).toBe(200);
    const moreHtml = unescapeHtml(await more.text());
    expect(moreHtml).toContain('value="Fundamentos de Psicología"');
    expect(moreHtml).toContain('value="4,5"');
    expect(moreHtml).toContain(`name="${planFieldName(11, "nombre")}"`);
    expect(await planOf(careerId)).toEqual([]);

    const plan = [...typed, ...numbered("Psicometría", 8)];
    const sent = await student.client.post(path, rowFields(plan));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/career/${careerId}?anadidas=10&existentes=0#career-plan`);
    const stored = await planOf(careerId);
    expect(stored).toHaveLength(10);
    expect(
      stored.every(
        (subject) => subject.added_by === student.id && subject.added_by_student && subject.confirmed_at === null,
      ),
    ).toBe(true);
    expect(stored.find((subject) => subject.name === "Psicología del Desarrollo")?.credits).toBe(4.5);

    const page = unescapeHtml(
      await (await student.client.request(sent.headers.get("Location")!.split("#")[0]!)).text(),
    );
    expect(page).toContain("Se han añadido 10 asignaturas al plan.");
    expect(page).toContain("Fundamentos de Psicología");
    expect(page).toContain("Añadida por estudiantes");
    expect(page).toContain("10 asignaturas añadidas por estudiantes, 0 confirmadas.");
    // A visitor sees the same plan at once.
    const visitorPage = unescapeHtml(await app.html(`/career/${careerId}`));
    expect(visitorPage).toContain("Psicología del Desarrollo");
    expect(visitorPage).toContain("Añadida por estudiantes");
  });

  it("with JavaScript (.data): the same post, and a pasted plan read into rows to check before sending", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const pasted = await student.client.post(`${path}.data`, {
      intent: "pegar",
      pegado: "Primer curso\nPrimer cuatrimestre\nAnatomía Humana\t6\tFB\nBioquímica\t6\tFB",
    });
    expect(pasted.status).toBe(200);
    const pastedText = unescapeHtml(await pasted.text());
    expect(pastedText).toContain(PLAN_MESSAGES.pasteRead(2));
    expect(pastedText).toContain("Anatomía Humana");

    // Without JavaScript the same button answers the form with the rows filled in.
    const plain = unescapeHtml(
      await (await student.client.post(path, { intent: "pegar", pegado: "Anatomía Humana\t6\nBioquímica\t6" })).text(),
    );
    expect(plain).toContain('value="Anatomía Humana"');
    expect(plain).toContain('value="Bioquímica"');

    const sent = await student.client.post(
      `${path}.data`,
      rowFields([{ nombre: "Anatomía Humana", creditos: "6" }, { nombre: "Bioquímica" }]),
    );
    expect(sent.status).toBeLessThan(400);
    expect((await planOf(careerId)).map((subject) => subject.name)).toEqual(["Anatomía Humana", "Bioquímica"]);
  });
});

describe("a subject the student came to review", () => {
  it("is added from the career page and lands on its review form, where the review is published", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const careerPage = unescapeHtml(await (await student.client.request(`/career/${careerId}`)).text());
    expect(careerPage).toContain(`href="${path}"`);
    const form = unescapeHtml(await (await student.client.request(`${path}?opinar=1`)).text());
    expect(form).toContain('name="despues" value="opinar"');
    const sent = await student.client.post(path, {
      ...rowFields([{ nombre: "Psicopatología", curso: "3", periodo: "2" }]),
      despues: "opinar",
    });
    expect(sent.status).toBe(303);
    const [subject] = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id = ${careerId} AND name = 'Psicopatología'`,
    );
    expect(sent.headers.get("Location")).toBe(`/subject/${subject!.id}?escribir=1#compartir`);
    const subjectPage = unescapeHtml(await (await student.client.request(`/subject/${subject!.id}?escribir=1`)).text());
    expect(subjectPage).toContain('name="intent" value="crear"');
    const review = await student.client.post(`/subject/${subject!.id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Temario amplio pero muy bien explicado, con casos prácticos cada semana.",
    });
    expect(review.status).toBeLessThan(400);
    expect(
      await one<{ moderation_status: string }>(
        sql`SELECT moderation_status FROM reviews WHERE user_id = ${student.id} AND subject_id = ${subject!.id}`,
      ),
    ).toEqual({
      moderation_status: "published",
    });
  });
});

describe("rows the plan refuses", () => {
  it("answers each bad row on that row, keeps what was typed, and writes nothing", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const bad: Row[] = [
      { nombre: "Histología", creditos: "6" },
      { nombre: "", creditos: "6" },
      { nombre: "x".repeat(2000) },
      { nombre: "\u0007\u0008", creditos: "3" },
      { nombre: "histologia" },
      { nombre: "Genética", curso: "9" },
      { nombre: "Fisiología", periodo: "3" },
      { nombre: "Embriología", creditos: "cien" },
      { nombre: "Inmunología", tipo: "Troncal" },
    ];
    const answer = await student.client.post(path, rowFields(bad));
    expect(answer.status).toBe(400);
    const html = unescapeHtml(await answer.text());
    expect(html).toContain(PLAN_MESSAGES.rowsToFix);
    for (const message of [
      PLAN_MESSAGES.row.nameMissing,
      PLAN_MESSAGES.row.nameLong,
      PLAN_MESSAGES.row.repeated(1),
      PLAN_MESSAGES.row.courseMissing,
      PLAN_MESSAGES.row.termMissing,
      PLAN_MESSAGES.row.credits,
      PLAN_MESSAGES.row.category,
    ])
      expect(html).toContain(message);
    expect(html).toContain('value="Histología"');
    expect(html).toContain('value="cien"');
    expect(await planOf(careerId)).toEqual([]);

    const tooMany = await student.client.post(path, rowFields(numbered("Optativa", PLAN_ROWS_MAX + 1)));
    expect(tooMany.status).toBe(400);
    expect(unescapeHtml(await tooMany.text())).toContain(PLAN_MESSAGES.tooManyRows);
    const nothing = await student.client.post(path, { intent: "guardar" });
    expect(nothing.status).toBe(400);
    expect(unescapeHtml(await nothing.text())).toContain(PLAN_MESSAGES.nothingToAdd);
    expect(await planOf(careerId)).toEqual([]);
  });

  it("holds an insult as a subject name with the screening's message", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const answer = await student.client.post(
      path,
      rowFields([{ nombre: "Estadística" }, { nombre: "Asignatura del gilipollas de Pérez" }]),
    );
    expect(answer.status).toBe(400);
    const html = unescapeHtml(await answer.text());
    expect(html).toContain("No se puede publicar este nombre.");
    expect(html).toContain("gilipollas");
    expect(await planOf(careerId)).toEqual([]);
  });

  it("is only for verified students of that very career", async () => {
    const { careerId, universityId, path } = await emptyCareer();
    const fields = rowFields([{ nombre: "Termodinámica" }]);
    const visitor = new TestClient(app);
    const visitorAnswer = await visitor.post(`${path}.data`, fields);
    expect(visitorAnswer.status).toBe(401);
    const unverified = await signInNewStudent(app, { careerId, verified: false });
    const sibling = await one<{ id: string }>(
      sql`SELECT id FROM careers WHERE university_id = ${universityId} AND id <> ${careerId} AND is_enabled ORDER BY id LIMIT 1`,
    );
    const otherCareer = await signInNewStudent(app, { universityId, careerId: sibling.id });
    const refusals: [TestClient, number, string][] = [
      [unverified.client, 403, PLAN_MESSAGES.notVerified],
      [otherCareer.client, 403, PLAN_MESSAGES.otherCareer],
    ];
    const professor = await one<{ id: string }>(
      sql`SELECT id FROM professors WHERE claimed_by IS NULL ORDER BY id DESC LIMIT 1`,
    );
    const account = await createProfessorAccount(app, professor.id);
    const professorClient = new TestClient(app);
    expect((await professorClient.signIn(account.email, DEMO_PASSWORD)).status).toBe(302);
    refusals.push([professorClient, 403, PROFESSOR_ACCOUNT_MESSAGE]);
    for (const [client, status, message] of refusals) {
      const answer = await client.post(path, fields);
      expect(answer.status).toBe(status);
      const html = unescapeHtml(await answer.text());
      expect(html).toContain(message);
    }
    expect(await planOf(careerId)).toEqual([]);
  });
});

describe("what the plan has already", () => {
  it("leaves out a subject it has, and asks about a near name until the student says it is another", async () => {
    const { careerId, path } = await emptyCareer();
    const [first, second] = [await signInNewStudent(app, { careerId }), await signInNewStudent(app, { careerId })];
    expect(
      (await first.client.post(path, rowFields([{ nombre: "Microbiología General" }, { nombre: "Física I" }]))).status,
    ).toBe(303);

    const again = await second.client.post(
      path,
      rowFields([{ nombre: "microbiologia general" }, { nombre: "Física II" }, { nombre: "Derecho Civil" }]),
    );
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toContain("anadidas=2&existentes=1");

    const near = await second.client.post(path, rowFields([{ nombre: "Microbiologia Generales" }]));
    expect(near.status).toBe(400);
    const nearHtml = unescapeHtml(await near.text());
    expect(nearHtml).toContain(PLAN_MESSAGES.row.near("Microbiología General"));
    expect(nearHtml).toContain("No, es otra asignatura");
    const confirmed = await second.client.post(
      path,
      rowFields([{ nombre: "Microbiologia Generales", distinta: "on" }]),
    );
    expect(confirmed.status).toBe(303);
    expect((await planOf(careerId)).map((subject) => subject.name)).toEqual([
      "Derecho Civil",
      "Física I",
      "Física II",
      "Microbiologia Generales",
      "Microbiología General",
    ]);
  });
});

describe("the day's limit", () => {
  it(`stops a student at ${PLAN_ROWS_PER_DAY} rows a day, with how many are left, also for two sends at once`, async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    const sends = await Promise.all([
      student.client.post(path, rowFields(numbered("Laboratorio", 100))),
      student.client.post(path, rowFields(numbered("Taller", 100))),
    ]);
    expect(sends.map((response) => response.status).sort()).toEqual([303, 429]);
    const refused = sends.find((response) => response.status === 429)!;
    expect(unescapeHtml(await refused.text())).toContain(PLAN_MESSAGES.dailyLimit(PLAN_ROWS_PER_DAY - 100));
    expect(await planOf(careerId)).toHaveLength(100);
    const rest = await student.client.post(path, rowFields(numbered("Práctica", PLAN_ROWS_PER_DAY - 100)));
    expect(rest.status).toBe(303);
    const over = await student.client.post(path, rowFields([{ nombre: "Seminario de investigación" }]));
    expect(over.status).toBe(429);
    expect(unescapeHtml(await over.text())).toContain(PLAN_MESSAGES.dailyLimit(0));
    expect(await planOf(careerId)).toHaveLength(PLAN_ROWS_PER_DAY);
  });
});

describe("professors added through a subject", () => {
  let subjectsTaken = 0;
  /** A subject of the catalog with its career and university, a different one for each call. */
  async function aSubject(): Promise<{ subjectId: string; careerId: string; universityId: string; path: string }> {
    const row = await one<{ id: string; career_id: string; university_id: string }>(sql`
      SELECT s.id, s.career_id, c.university_id FROM subjects s JOIN careers c ON c.id = s.career_id AND c.is_enabled
      JOIN universities u ON u.id = c.university_id AND u.is_enabled
      WHERE EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
      ORDER BY s.id OFFSET ${200 + subjectsTaken++} LIMIT 1`);
    return {
      subjectId: row.id,
      careerId: row.career_id,
      universityId: row.university_id,
      path: `/subject/${row.id}/profesores`,
    };
  }
  const professorsNamed = (universityId: string, name: string) =>
    query<{ id: string; is_name_public: boolean; added_by_student: boolean; created_by: string | null }>(
      sql`SELECT id, is_name_public, added_by_student, created_by FROM professors WHERE university_id = ${universityId} AND search_name = f_unaccent(lower(${name}))`,
    );
  const taught = (subjectId: string, professorId: string) =>
    query(sql`SELECT 1 FROM subject_professors WHERE subject_id = ${subjectId} AND professor_id = ${professorId}`);

  it("publishes a professor at once, linked to the subject, listed under the career and reviewable, with the name kept private", async () => {
    const { subjectId, careerId, universityId, path } = await aSubject();
    const student = await signInNewStudent(app, { careerId });
    expect(unescapeHtml(await (await student.client.request(`/subject/${subjectId}`)).text())).toContain(
      `href="${path}"`,
    );
    const sent = await student.client.post(path, { nombre: "Ana Beltrán Soler", departamento: "Psicología Básica" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe(`/subject/${subjectId}?profesor-anadido=1#profesores-titulo`);
    const [professor] = await professorsNamed(universityId, "Ana Beltrán Soler");
    expect(professor).toMatchObject({ is_name_public: false, added_by_student: true, created_by: student.id });
    expect(await taught(subjectId, professor!.id)).toHaveLength(1);
    const subjectPage = unescapeHtml(
      await (await student.client.request(`/subject/${subjectId}?profesor-anadido=1`)).text(),
    );
    expect(subjectPage).toContain(PROFESSOR_ADDITION_MESSAGES.added);
    expect(subjectPage).toContain(`href="/profesor/${professor!.id}"`);
    // The name is not public: no page shows it.
    for (const page of [
      subjectPage,
      await app.html(`/career/${careerId}`),
      await app.html(`/profesor/${professor!.id}`),
    ])
      expect(page).not.toContain("Beltrán");
    expect(await app.html(`/career/${careerId}`)).toContain(`href="/profesor/${professor!.id}"`);
    // The page says the truth about the name: nobody asked this professor, so he did not choose.
    const professorPage = unescapeHtml(await app.html(`/profesor/${professor!.id}`));
    expect(professorPage).toContain(PRIVATE_NAME_HINT);
    expect(professorPage).not.toContain(CHOSEN_PRIVATE_NAME_HINT);
    expect(professorPage).toContain("Añadido por estudiantes de las asignaturas que imparte");
    const chose = await one<{ id: string }>(
      sql`SELECT id FROM professors WHERE NOT is_name_public AND claimed_by IS NULL AND NOT added_by_student ORDER BY id LIMIT 1`,
    );
    await createProfessorAccount(app, chose.id);
    expect(unescapeHtml(await app.html(`/profesor/${chose.id}`))).toContain(CHOSEN_PRIVATE_NAME_HINT);
    const review = await student.client.post(`/profesor/${professor!.id}`, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Explica con paciencia y responde a todas las dudas.",
    });
    expect(review.status).toBeLessThan(400);
    expect(
      await one(
        sql`SELECT moderation_status FROM reviews WHERE user_id = ${student.id} AND professor_id = ${professor!.id}`,
      ),
    ).toEqual({ moderation_status: "published" });
  });

  it("links the same name to the professor the university has, never a twin, and says when the subject lists them already", async () => {
    const first = await aSubject();
    const {
      rows: [second],
    } = await app.db.execute<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id = ${first.careerId} AND id <> ${first.subjectId} ORDER BY id LIMIT 1`,
    );
    const [a, b] = [
      await signInNewStudent(app, { careerId: first.careerId }),
      await signInNewStudent(app, { careerId: first.careerId }),
    ];
    expect((await a.client.post(first.path, { nombre: "Jorge Ibáñez Mora" })).status).toBe(303);
    expect((await b.client.post(`/subject/${second!.id}/profesores`, { nombre: "jorge ibanez mora" })).status).toBe(
      303,
    );
    const same = await professorsNamed(first.universityId, "Jorge Ibáñez Mora");
    expect(same).toHaveLength(1);
    expect(await taught(second!.id, same[0]!.id)).toHaveLength(1);
    const again = await b.client.post(first.path, { nombre: "Jorge Ibáñez Mora" });
    expect(again.status).toBe(409);
    expect(unescapeHtml(await again.text())).toContain(PROFESSOR_ADDITION_MESSAGES.alreadyTeaches("Jorge Ibáñez Mora"));
  });

  it("asks about a near public name, and refuses a bad name, an insult and anyone but a verified student of the career", async () => {
    const { careerId, universityId, path } = await aSubject();
    const student = await signInNewStudent(app, { careerId });
    await app.db.execute(
      sql`INSERT INTO professors (name, university_id, is_name_public) VALUES ('Rosario Villalba Pérez', ${universityId}, true)`,
    );
    const near = await student.client.post(path, { nombre: "Rosario Villalba Peres" });
    expect(near.status).toBe(400);
    const nearHtml = unescapeHtml(await near.text());
    expect(nearHtml).toContain(PROFESSOR_ADDITION_MESSAGES.near("Rosario Villalba Pérez"));
    expect(nearHtml).toContain("No, es otra persona");
    expect((await student.client.post(path, { nombre: "Rosario Villalba Peres", otra: "on" })).status).toBe(303);

    for (const [fields, message] of [
      [{ nombre: "Ana" }, PROFESSOR_ADDITION_MESSAGES.name],
      [{ nombre: "x".repeat(500) }, PROFESSOR_ADDITION_MESSAGES.name],
      [{ nombre: "El gilipollas de Pérez" }, "No se puede publicar este profesor."],
    ] as const) {
      const answer = await student.client.post(path, fields);
      expect(answer.status).toBe(400);
      expect(unescapeHtml(await answer.text())).toContain(message);
    }
    const visitor = await new TestClient(app).post(`${path}.data`, { nombre: "Luis Gómez Ruiz" });
    expect(visitor.status).toBe(401);
    const unverified = await signInNewStudent(app, { careerId, verified: false });
    const sibling = await one<{ id: string }>(
      sql`SELECT id FROM careers WHERE university_id = ${universityId} AND id <> ${careerId} AND is_enabled ORDER BY id LIMIT 1`,
    );
    const otherCareer = await signInNewStudent(app, { universityId, careerId: sibling.id });
    for (const [client, message] of [
      [unverified.client, PROFESSOR_ADDITION_MESSAGES.notVerified],
      [otherCareer.client, PROFESSOR_ADDITION_MESSAGES.otherCareer],
    ] as const) {
      const answer = await client.post(path, { nombre: "Luis Gómez Ruiz" });
      expect(answer.status).toBe(403);
      expect(unescapeHtml(await answer.text())).toContain(message);
    }
    expect(await professorsNamed(universityId, "Luis Gómez Ruiz")).toEqual([]);
  });

  it(`stops a student at ${PROFESSOR_ADDITIONS_PER_DAY} professors a day, and two students adding one name at once make one professor`, async () => {
    const { careerId, universityId, path } = await aSubject();
    const [student, other] = [await signInNewStudent(app, { careerId }), await signInNewStudent(app, { careerId })];
    await app.db.execute(sql`INSERT INTO professors (name, university_id, created_by, added_by_student)
      SELECT 'Docente de relleno ' || n, ${universityId}, ${student.id}, true FROM generate_series(1, ${PROFESSOR_ADDITIONS_PER_DAY}) AS n`);
    const over = await student.client.post(path, { nombre: "Marta Sanz Gil" });
    expect(over.status).toBe(429);
    expect(unescapeHtml(await over.text())).toContain(PROFESSOR_ADDITION_MESSAGES.dailyLimit);
    const third = await signInNewStudent(app, { careerId });
    const both = await Promise.all([
      other.client.post(path, { nombre: "Elena Ruiz Campos" }),
      third.client.post(path, { nombre: "Elena Ruiz Campos" }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([303, 409]);
    expect(await professorsNamed(universityId, "Elena Ruiz Campos")).toHaveLength(1);
  });
});

describe("the moderators' queue of what students added", () => {
  it("lists a subject a student added with who and when, oldest first, and confirming it from there returns to the queue", async () => {
    const { careerId, path } = await emptyCareer();
    const student = await signInNewStudent(app, { careerId });
    expect((await student.client.post(path, rowFields([{ nombre: "Cartografía Histórica" }]))).status).toBe(303);
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${careerId}`);
    // The oldest addition comes first: this one, dated before every other.
    await app.db.execute(sql`UPDATE subjects SET created_at = '2000-01-01' WHERE id = ${subject!.id}`);
    await app.pagesChanged();
    const refused = await student.client.request("/moderacion/anadidos");
    expect(refused.status).toBe(403);

    const moderator = await signInNewStaff(app, "moderator");
    const queue = unescapeHtml(await (await moderator.client.request("/moderacion/anadidos")).text());
    expect(queue).toContain("Cartografía Histórica");
    expect(queue).toContain(student.email);
    expect(queue).toContain(`action="/subject/${subject!.id}/confirmar"`);
    // Only a path of the console is followed back.
    const elsewhere = await moderator.client.post(`/subject/${subject!.id}/confirmar`, {
      volver: "https://evil.example/",
    });
    expect(elsewhere.headers.get("Location")).toBe(`/subject/${subject!.id}`);
    await app.db.execute(sql`UPDATE subjects SET confirmed_at = NULL, confirmed_by = NULL WHERE id = ${subject!.id}`);
    await app.pagesChanged();
    const confirmed = await moderator.client.post(`/subject/${subject!.id}/confirmar`, {
      volver: "/moderacion/anadidos",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe("/moderacion/anadidos?aviso=confirmada");
    const after = unescapeHtml(await (await moderator.client.request("/moderacion/anadidos?aviso=confirmada")).text());
    expect(after).toContain("Asignatura confirmada");
    expect(after).not.toContain("Cartografía Histórica");
    expect(await one(sql`SELECT confirmed_by FROM subjects WHERE id = ${subject!.id}`)).toEqual({
      confirmed_by: moderator.id,
    });
  });
});

describe("the same write sent six times at once", () => {
  const SIX = 6;
  it("adds a plan once, a professor once and confirms a subject once, with no 5xx", async () => {
    const { careerId, path } = await emptyCareer();
    const [student, second] = [await signInNewStudent(app, { careerId }), await signInNewStudent(app, { careerId })];
    const plan = rowFields([{ nombre: "Geología Estructural" }, { nombre: "Petrología" }]);
    const sends = await Promise.all(Array.from({ length: SIX }, () => student.client.post(path, plan)));
    expect(sends.map((response) => response.status)).toEqual(Array(SIX).fill(303));
    expect((await planOf(careerId)).map((subject) => subject.name)).toEqual(["Geología Estructural", "Petrología"]);

    const [subject] = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id = ${careerId} AND name = 'Petrología'`,
    );
    const professorPath = `/subject/${subject!.id}/profesores`;
    const additions = await Promise.all(
      Array.from({ length: SIX }, () => student.client.post(professorPath, { nombre: "Nuria Escámez Llor" })),
    );
    expect(additions.map((response) => response.status).sort()).toEqual([303, ...Array(SIX - 1).fill(409)]);
    expect(
      await query(
        sql`SELECT 1 FROM subject_professors sp JOIN professors p ON p.id = sp.professor_id WHERE sp.subject_id = ${subject!.id} AND p.name = 'Nuria Escámez Llor'`,
      ),
    ).toHaveLength(1);

    const confirmations = await Promise.all(
      Array.from({ length: SIX }, () => second.client.post(`/subject/${subject!.id}/confirmar`, {})),
    );
    expect(confirmations.map((response) => response.status).sort()).toEqual([303, ...Array(SIX - 1).fill(409)]);
    expect(await one(sql`SELECT confirmed_by FROM subjects WHERE id = ${subject!.id}`)).toEqual({
      confirmed_by: second.id,
    });
  });
});
