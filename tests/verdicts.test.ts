/**
 * Students' verdicts on their career and their university through HTTP, without JavaScript: write,
 * edit, delete, like, comment, report; who may; bad input answered per field with what was typed
 * kept; the stored figures (overall, per category, would choose again) equal to the rows, also
 * under parallel writes; the author never named in the page or its `.data`.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { formatPercent } from "~/lib/format";
import { RANKING_SIZE } from "~/lib/ranking";
import { RANKING_MIN_VERDICTS, VERDICT_CATEGORIES } from "~/lib/verdicts";
import { PROFESSOR_ACCOUNT_MESSAGE, REVIEW_MESSAGES } from "~/server/permissions.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { createProfessorAccount, DEMO_PASSWORD, signInNewStudent, signInNewStudents } from "./support/students";

const { app, query } = useTestApp();

/** A career of a university that has another career, and a career of another university. */
async function careerScenario() {
  const [career] = await query<{
    id: string;
    universityId: string;
    otherCareerId: string;
    elsewhereCareerId: string;
  }>(sql`
    SELECT c.id, c.university_id AS "universityId",
      (SELECT c2.id FROM careers c2 WHERE c2.university_id = c.university_id AND c2.id <> c.id ORDER BY c2.id LIMIT 1) AS "otherCareerId",
      (SELECT c3.id FROM careers c3 WHERE c3.university_id <> c.university_id ORDER BY c3.id LIMIT 1) AS "elsewhereCareerId"
    FROM careers c
    WHERE c.verdict_count = 0 AND EXISTS (SELECT 1 FROM careers c2 WHERE c2.university_id = c.university_id AND c2.id <> c.id)
      AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
    ORDER BY c.id LIMIT 1`);
  return career!;
}

const verdict = {
  intent: "crear",
  rating: "4",
  studyStage: "3",
  wouldTakeAgain: "yes",
  "categoria-docencia": "5",
  "categoria-practicas": "2",
  comment: "Buen profesorado y pocas prácticas en empresas.",
};

const figuresOf = async (table: "careers" | "universities", id: string) =>
  (
    await query<{
      count: number;
      average: number | null;
      ratings: number[];
      categories: number[];
      yes: number;
      answers: number;
    }>(sql`
      SELECT verdict_count AS count, verdict_average AS average, verdict_rating_counts AS ratings, verdict_category_counts AS categories,
        verdict_again_yes AS yes, verdict_again_answers AS answers
      FROM ${sql.identifier(table)} WHERE id = ${id}`)
  )[0]!;

describe("a verdict on one's own career", () => {
  it("is written, shown with its figures, edited, liked, commented, reported and deleted, all without JavaScript", async () => {
    const career = await careerScenario();
    const path = `/career/${career.id}`;
    const author = await signInNewStudent(app, { careerId: career.id, name: "Nombre Delatador Único" });

    const created = await author.client.post(path, verdict);
    expect(created.status).toBe(200);
    expect(unescapeHtml(await created.text())).toContain("¡Gracias! Tu reseña se ha publicado.");

    const figures = await figuresOf("careers", career.id);
    expect(figures).toMatchObject({ count: 1, average: 4, ratings: [0, 0, 0, 1, 0], yes: 1, answers: 1 });
    // Docencia 5 stars (first category), prácticas 2 stars (fourth): five counts per category.
    expect(figures.categories.slice(0, 5)).toEqual([0, 0, 0, 0, 1]);
    expect(figures.categories.slice(15, 20)).toEqual([0, 1, 0, 0, 0]);
    expect(figures.categories.reduce((sum, n) => sum + n, 0)).toBe(2);

    // What every reader sees: the summary and the verdict, never its author.
    const page = unescapeHtml(await new TestClient(app).request(path).then((response) => response.text()));
    expect(page).toContain("Opiniones sobre la carrera");
    expect(page).toContain("Buen profesorado y pocas prácticas en empresas.");
    expect(page).toContain("Estoy en 3.º curso");
    expect(page).toMatch(/Calidad de la docencia<\/span><span[^>]*>5,0\/5/);
    const data = await new TestClient(app).request(`${path}.data`).then((response) => response.text());
    const reader = await signInNewStudent(app, { careerId: career.id });
    for (const text of [page, data, await reader.client.request(`${path}.data`).then((response) => response.text())]) {
      expect(text).not.toContain(author.name);
      expect(text).not.toContain(author.email);
      expect(text).not.toContain(author.id);
    }

    const [{ id: reviewId }] = (await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${author.id} AND career_id = ${career.id}`,
    )) as [{ id: string }];
    const again = await author.client.post(path, verdict);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(REVIEW_MESSAGES.alreadyReviewed);

    const edited = await author.client.post(path, {
      ...verdict,
      intent: "editar",
      reviewId,
      rating: "2",
      wouldTakeAgain: "no",
      "categoria-docencia": "",
    });
    expect(edited.status).toBe(200);
    expect(await figuresOf("careers", career.id)).toMatchObject({
      count: 1,
      average: 2,
      ratings: [0, 1, 0, 0, 0],
      yes: 0,
      answers: 1,
    });
    expect((await figuresOf("careers", career.id)).categories.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);

    const classmate = await signInNewStudent(app, { careerId: career.id });
    const liked = await classmate.client.post(path, { intent: "me-gusta", reviewId, liked: "true", returnToPage: "1" });
    expect(liked.status).toBeLessThan(400);
    const commented = await classmate.client.post(`/resenas/${reviewId}/comentarios`, {
      intent: "comentar",
      comment: "Coincido con lo de las prácticas.",
    });
    expect(commented.status).toBeLessThan(400);
    const reported = await classmate.client.post(`/resenas/${reviewId}/reportar`, {
      reason: "spam",
      description: "Prueba.",
    });
    expect(reported.status).toBeLessThan(400);
    const [counters] = await query<{ likes: number; comments: number; reports: number }>(
      sql`SELECT likes_count AS likes, comments_count AS comments, reports_count AS reports FROM reviews WHERE id = ${reviewId}`,
    );
    expect(counters).toEqual({ likes: 1, comments: 1, reports: 1 });
    // The comments page names what the verdict is about.
    expect(
      unescapeHtml(
        await new TestClient(app).request(`/resenas/${reviewId}/comentarios`).then((response) => response.text()),
      ),
    ).toContain("Opinión sobre la carrera");

    const deleted = await author.client.post(path, { intent: "eliminar", reviewId });
    expect(deleted.status).toBe(200);
    expect(await figuresOf("careers", career.id)).toMatchObject({ count: 0, average: null, ratings: [0, 0, 0, 0, 0] });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("only a verified student of that career gives it; others are told why and nothing is written", async () => {
    const career = await careerScenario();
    const path = `/career/${career.id}`;
    const visitor = await new TestClient(app).post(path, verdict);
    expect(visitor.status).toBe(401);
    const cases = [
      {
        student: await signInNewStudent(app, { careerId: career.otherCareerId }),
        status: 403,
        message: REVIEW_MESSAGES.otherCareer.career,
      },
      {
        student: await signInNewStudent(app, { careerId: career.elsewhereCareerId }),
        status: 403,
        message: REVIEW_MESSAGES.otherUniversity.career,
      },
      {
        student: await signInNewStudent(app, { careerId: career.id, verified: false }),
        status: 403,
        message: REVIEW_MESSAGES.notVerified,
      },
    ];
    for (const { student, status, message } of cases) {
      const answer = await student.client.post(path, verdict);
      expect(answer.status).toBe(status);
      expect(unescapeHtml(await answer.text())).toContain(message);
    }
    const [professor] = await query<{ id: string }>(
      sql`SELECT id FROM professors WHERE claimed_by IS NULL ORDER BY id LIMIT 1`,
    );
    expect(professor, "un profesor de la universidad para la cuenta de profesor").toBeDefined();
    const account = await createProfessorAccount(app, professor!.id);
    const client = new TestClient(app);
    expect((await client.signIn(account.email, DEMO_PASSWORD)).status).toBe(302);
    const professorAnswer = await client.post(path, verdict);
    expect(professorAnswer.status).toBe(403);
    expect(unescapeHtml(await professorAnswer.text())).toContain(PROFESSOR_ACCOUNT_MESSAGE);
    expect(
      (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE career_id = ${career.id}`))[0]!.n,
    ).toBe(0);
  });

  it("answers bad input per field with a 400 and keeps what was typed", async () => {
    const career = await careerScenario();
    const author = await signInNewStudent(app, { careerId: career.id });
    const typed = "Lo que escribí y no quiero perder.";
    const cases: [Record<string, string>, string][] = [
      [{ rating: "" }, "Por favor, selecciona una valoración"],
      [{ rating: "7" }, "Por favor, selecciona una valoración"],
      [{ studyStage: "" }, "Indica en qué curso estás o si ya la terminaste"],
      [{ studyStage: "99" }, "Elige una opción de la lista"],
      [{ "categoria-docencia": "6" }, "«Calidad de la docencia» va de 1 a 5 estrellas"],
      [{ wouldTakeAgain: "quizas" }, "Opción no válida"],
      [{ comment: "" }, "Escribe tu opinión"],
      [{ comment: "x".repeat(501) }, "El comentario no puede superar los 500 caracteres"],
    ];
    for (const [change, message] of cases) {
      const answer = await author.client.post(`/career/${career.id}`, { ...verdict, comment: typed, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      const html = unescapeHtml(await answer.text());
      expect(html).toContain(message);
      if (!("comment" in change)) expect(html).toContain(typed);
    }
    expect(
      (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE career_id = ${career.id}`))[0]!.n,
    ).toBe(0);
  });
});

describe("a verdict on one's own university", () => {
  it("is given by a student of any of its careers, once, and leads its page; its teaching figures stay apart", async () => {
    const career = await careerScenario();
    const path = `/universidad/${career.universityId}`;
    const [before] = await query<{ total: number; average: number | null }>(
      sql`SELECT total_reviews AS total, average_rating AS average FROM universities WHERE id = ${career.universityId}`,
    );
    const students = [
      await signInNewStudent(app, { careerId: career.id }),
      await signInNewStudent(app, { careerId: career.otherCareerId }),
    ];
    for (const [index, student] of students.entries()) {
      const answer = await student.client.post(path, {
        ...verdict,
        rating: String(3 + index),
        "categoria-movilidad": "5",
        comment: "Buenos servicios y biblioteca.",
      });
      expect(answer.status).toBe(200);
    }
    const figures = await figuresOf("universities", career.universityId);
    expect(figures).toMatchObject({ count: 2, average: 3.5, ratings: [0, 0, 1, 1, 0] });
    // Movilidad internacional is the sixth category.
    expect(figures.categories.slice(25, 30)).toEqual([0, 0, 0, 0, 2]);
    // The average of its professors and subjects is what it was.
    expect(
      (
        await query<{ total: number; average: number | null }>(
          sql`SELECT total_reviews AS total, average_rating AS average FROM universities WHERE id = ${career.universityId}`,
        )
      )[0],
    ).toEqual(before);

    const elsewhere = await signInNewStudent(app, { careerId: career.elsewhereCareerId });
    const refused = await elsewhere.client.post(path, verdict);
    expect(refused.status).toBe(403);
    expect(unescapeHtml(await refused.text())).toContain(REVIEW_MESSAGES.otherUniversity.university);

    const page = unescapeHtml(await new TestClient(app).request(path).then((response) => response.text()));
    expect(page.indexOf("Opiniones sobre la universidad")).toBeGreaterThan(-1);
    expect(page).toContain("2 opiniones");
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("verdicts written at once", () => {
  it("leave the stored figures equal to their rows", async () => {
    const career = await careerScenario();
    const students = await signInNewStudents(app, 8, { careerId: career.id });
    const answers = await Promise.all(
      students.flatMap((student, index) => [
        student.client.post(`/career/${career.id}`, {
          ...verdict,
          rating: String((index % 5) + 1),
          "categoria-ambiente": String(((index + 2) % 5) + 1),
        }),
        student.client.post(`/universidad/${career.universityId}`, {
          ...verdict,
          rating: String(((index + 1) % 5) + 1),
        }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect((await figuresOf("careers", career.id)).count).toBe(8);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    // Each student's second verdict on the career, all at once: every one refused, nothing added.
    const repeated = await Promise.all(students.map((student) => student.client.post(`/career/${career.id}`, verdict)));
    expect(repeated.map((answer) => answer.status)).toEqual(repeated.map(() => 409));
    expect((await figuresOf("careers", career.id)).count).toBe(8);
  });
});

describe("the same verdict sent six times at once", () => {
  it("is written once: one 200, five 409s, no 5xx, figures equal to rows", async () => {
    const career = await careerScenario();
    const student = await signInNewStudent(app, { careerId: career.id });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => student.client.post(`/career/${career.id}`, verdict)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await figuresOf("careers", career.id)).count).toBe(1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("rankings by students' verdict", () => {
  /** The top of a ranking counted here from the public verdicts themselves, not from the stored figures. */
  async function expectedTop(kind: "career" | "university", categoryIndex: number | null): Promise<string[]> {
    const stars = categoryIndex === null ? sql.raw("r.rating") : sql.raw(`r.category_ratings[${categoryIndex + 1}]`);
    const table = sql.raw(kind === "career" ? "careers" : "universities");
    const key = sql.raw(kind === "career" ? "career_id" : "university_id");
    const enabled =
      kind === "career"
        ? sql`t.is_enabled AND EXISTS (SELECT 1 FROM universities u WHERE u.id = t.university_id AND u.is_enabled)`
        : sql`t.is_enabled`;
    const found = await query<{ id: string }>(sql`
      SELECT t.id FROM ${table} t JOIN reviews r ON r.${key} = t.id AND r.moderation_status IN ('published', 'flagged')
      WHERE ${enabled}
      GROUP BY t.id, t.name HAVING count(${stars}) >= ${RANKING_MIN_VERDICTS[kind]}
      ORDER BY avg(${stars}) DESC, count(${stars}) DESC, t.name, t.id LIMIT ${RANKING_SIZE}`);
    return found.map((row) => row.id);
  }
  const listed = (html: string, path: string) =>
    [...html.matchAll(new RegExp(`href="${path}([0-9a-f-]{36})"`, "g"))].map((match) => match[1]!);

  it("rank careers and universities overall and per category, from the minimum of answers, as their verdicts say", async () => {
    const career = await careerScenario();
    const students = await signInNewStudents(app, RANKING_MIN_VERDICTS.career, { careerId: career.id });
    for (const student of students)
      expect(
        (await student.client.post(`/career/${career.id}`, { ...verdict, rating: "5", "categoria-practicas": "5" }))
          .status,
      ).toBe(200);

    const cases = [
      { tab: "opinion-carreras", kind: "career", path: "/career/", index: null },
      { tab: "opinion-carreras", kind: "career", path: "/career/", index: 3 },
      { tab: "opinion-universidades", kind: "university", path: "/universidad/", index: null },
      { tab: "opinion-universidades", kind: "university", path: "/universidad/", index: 5 },
    ] as const;
    for (const { tab, kind, path, index } of cases) {
      const aspect = index === null ? "" : `&aspecto=${VERDICT_CATEGORIES[kind][index]!.key}`;
      const html = await new TestClient(app)
        .request(`/ranking?tab=${tab}${aspect}`)
        .then((response) => response.text());
      const expected = await expectedTop(kind, index);
      expect(expected.length, `${tab}${aspect}`).toBeGreaterThan(0);
      expect(listed(html, path), `${tab}${aspect}`).toEqual(expected);
    }
    expect(await expectedTop("career", 3)).toContain(career.id);

    // Side by side with another career, its verdict beside the official numbers.
    const compared = unescapeHtml(
      await new TestClient(app)
        .request(`/comparar?carreras=${career.id},${career.otherCareerId}`)
        .then((response) => response.text()),
    );
    expect(compared).toContain("Opinión de sus estudiantes");
    expect(compared).toContain(`${RANKING_MIN_VERDICTS.career} opiniones · ${formatPercent(1)} volvería a elegirla`);
    expect(compared).toMatch(/<dt>Prácticas y salidas profesionales<\/dt><dd>5,0\/5<\/dd>/);

    const unknown = await new TestClient(app).request("/ranking?tab=opinion-carreras&aspecto=movilidad");
    expect(unknown.status).toBe(400);
    expect(unescapeHtml(await unknown.text())).toContain("Ese aspecto no existe: elige uno de la lista.");
  });
});
