/** Review create / edit / delete through HTTP: the authorization matrix and validation (SPEC §6, §8). */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";

import { ACADEMIC_YEARS_OFFERED, academicYearLabel, academicYearOf } from "~/lib/academic-terms";
import { reviewTagKeys, reviewTagLabel } from "~/lib/review-tags";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { eventually } from "./support/eventually";
import { textsLabelled, unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import {
  type NewStudentTraits,
  signInNewStudent,
  signInNewStudents,
  signInStudent,
  subjectAmongCareers,
} from "./support/students";

const { app, query } = useTestApp();

/**
 * A subject of a university with more than one career, and the careers a student may come from:
 * its own (`classmate`: a new student of it, who has not reviewed it), another of the same
 * university, another university's.
 */
async function subjectScenario() {
  const subject = await subjectAmongCareers(app);
  const classmate = (traits: NewStudentTraits = {}) => signInNewStudent(app, { careerId: subject.careerId, ...traits });
  return { subject, classmate };
}

const validReview = {
  intent: "crear",
  academicYear: REVIEW_COURSE,
  rating: "4",
  difficultyLevel: "3",
  wouldTakeAgain: "yes",
  attendanceMandatory: "on",
  workloadBand: "3",
  grade: "notable",
  gradeMark: "8,5",
  gradeSitting: "ordinaria",
  comment: "Muy práctica.",
};

describe("subject review writes through HTTP", () => {
  it("answers every role with its status and message, and only the author edits or deletes", async () => {
    const { subject, classmate } = await subjectScenario();
    const path = `/subject/${subject.id}`;

    const visitor = await new TestClient(app).post(path, validReview);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toContain("Debes iniciar sesión para dejar una reseña");

    const outsider = await signInNewStudent(app, { careerId: subject.elsewhereCareerId });
    const outsiderAnswer = await outsider.client.post(path, validReview);
    expect(outsiderAnswer.status).toBe(403);
    expect(await outsiderAnswer.text()).toContain("Solo puedes dejar reseñas de asignaturas de tu universidad.");

    const otherCareer = await signInNewStudent(app, { careerId: subject.otherCareerId });
    const otherCareerAnswer = await otherCareer.client.post(path, validReview);
    expect(otherCareerAnswer.status).toBe(403);
    expect(await otherCareerAnswer.text()).toContain(
      "No puedes opinar sobre esta asignatura. Solo puedes opinar sobre asignaturas de tu carrera.",
    );

    const unverified = await classmate({ verified: false });
    const unverifiedAnswer = await unverified.client.post(path, validReview);
    expect(unverifiedAnswer.status).toBe(403);
    expect(await unverifiedAnswer.text()).toContain(
      "No tienes permiso para dejar reseñas. Debes tener un correo universitario verificado de esta universidad.",
    );

    const author = await classmate();
    const noRating = await author.client.post(path, { ...validReview, rating: "" });
    expect(noRating.status).toBe(400);
    expect(await noRating.text()).toContain("Por favor, selecciona una valoración");
    const tooLong = await author.client.post(path, { ...validReview, comment: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("El comentario no puede superar los 500 caracteres");

    const created = await author.client.post(path, validReview);
    expect(created.status).toBe(200);
    expect(await created.text()).toContain("Tu reseña se ha publicado");
    const again = await author.client.post(path, validReview);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Ya has dejado tu reseña");

    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${author.id} AND subject_id = ${subject.id}`,
    );
    const other = await classmate();
    for (const intent of ["editar", "eliminar"]) {
      const refused = await other.client.post(path, { ...validReview, intent, reviewId: review!.id });
      expect(refused.status).toBe(403);
      expect((await new TestClient(app).post(path, { ...validReview, intent, reviewId: review!.id })).status).toBe(401);
    }

    const edited = await author.client.post(path, {
      ...validReview,
      intent: "editar",
      reviewId: review!.id,
      rating: "2",
      difficultyLevel: "5",
    });
    expect(edited.status).toBe(200);
    const [after] = await query<{
      rating: number;
      stored: number;
      real: number;
      stored_difficulty: number;
      real_difficulty: number;
    }>(sql`
      SELECT r.rating, s.average_rating AS stored, (SELECT avg(rating)::float8 FROM reviews WHERE subject_id = s.id) AS real,
        s.average_difficulty AS stored_difficulty, (SELECT avg(difficulty_level)::float8 FROM reviews WHERE subject_id = s.id) AS real_difficulty
      FROM reviews r JOIN subjects s ON s.id = r.subject_id WHERE r.id = ${review!.id}`);
    expect(after!.rating).toBe(2);
    expect(after!.stored).toBeCloseTo(after!.real, 10);
    expect(after!.stored_difficulty).toBeCloseTo(after!.real_difficulty, 10);

    const deleted = await author.client.post(path, { intent: "eliminar", reviewId: review!.id });
    expect(deleted.status).toBe(200);
    expect(await query(sql`SELECT 1 FROM reviews WHERE id = ${review!.id}`)).toHaveLength(0);
  });

  it("refuses malformed input with 4xx, never 5xx", async () => {
    const { subject, classmate } = await subjectScenario();
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    const bodies: Record<string, string>[] = [
      { ...validReview, rating: "9" },
      { ...validReview, rating: "abc" },
      { ...validReview, difficultyLevel: "0" },
      { ...validReview, wouldTakeAgain: "maybe" },
      { ...validReview, professorId: "no-es-un-id" },
      { intent: "nada" },
      { intent: "editar", reviewId: "123" },
    ];
    for (const body of bodies) {
      const response = await author.client.post(path, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe("workload and grade", () => {
  it("are stored on their scales, refused with the reason when they do not fit, and shown on the card", async () => {
    const { subject, classmate } = await subjectScenario();
    // A professor who does not teach the subject is no choice of its form either.
    const [elsewhere] = await query<{ id: string }>(sql`
      SELECT id FROM professors WHERE id NOT IN (SELECT professor_id FROM subject_professors WHERE subject_id = ${subject.id}) ORDER BY id LIMIT 1`);
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    const refusals: [Record<string, string>, string][] = [
      [{ workloadBand: "6" }, "Elige una franja de horas de la lista"],
      [{ grade: "excelente" }, "Elige una calificación de la lista"],
      [{ gradeMark: "11" }, "La nota va de 0 a 10, con un decimal como mucho"],
      [{ gradeMark: "7,55" }, "La nota va de 0 a 10, con un decimal como mucho"],
      [{ grade: "notable", gradeMark: "5" }, "Un Notable va de 7 a 8,9"],
      [{ grade: "no_presentado", gradeMark: "3" }, "Un No presentado no lleva nota"],
      [
        { grade: "", gradeMark: "", gradeSitting: "extraordinaria" },
        "Indica también la calificación de esa convocatoria",
      ],
      [{ gradeSitting: "septiembre" }, "Elige una convocatoria de la lista"],
      [{ professorId: elsewhere!.id }, "Elige un profesor de la lista"],
    ];
    for (const [fields, message] of refusals) {
      const refused = await author.client.post(path, { ...validReview, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await refused.text(), JSON.stringify(fields)).toContain(message);
    }
    expect(await query(sql`SELECT 1 FROM reviews WHERE user_id = ${author.id}`)).toHaveLength(0);

    // A mark alone says its grade.
    const created = await author.client.post(path, {
      ...validReview,
      grade: "",
      gradeMark: "6,5",
      gradeSitting: "extraordinaria",
      workloadBand: "4",
      comment: "Con la nota sola.",
    });
    expect(created.status).toBe(200);
    const [stored] = await query<{
      workload_band: number;
      grade: string;
      grade_mark: number;
      grade_sitting: string;
      grade_received: string | null;
    }>(sql`
      SELECT r.workload_band, d.grade, d.grade_mark, d.grade_sitting, d.grade_received FROM reviews r JOIN subject_review_details d ON d.review_id = r.id
      WHERE r.user_id = ${author.id} AND r.subject_id = ${subject.id}`);
    expect(stored).toEqual({
      workload_band: 4,
      grade: "aprobado",
      grade_mark: 6.5,
      grade_sitting: "extraordinaria",
      grade_received: null,
    });
    const card = textsLabelled(await app.html(path), /^Reseña del /).find((text) => text.includes("Con la nota sola."));
    expect(card).toContain("Nota obtenida: Aprobado (6,5) · convocatoria extraordinaria");
    expect(card).toContain("11–15 h a la semana fuera de clase");
  });

  it("keeps a grade written as text until the student gives one on the scale", async () => {
    const { subject, classmate } = await subjectScenario();
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    expect(
      (
        await author.client.post(path, {
          ...validReview,
          grade: "",
          gradeMark: "",
          gradeSitting: "",
          comment: "Escrita antes de la escala.",
        })
      ).status,
    ).toBe(200);
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${author.id} AND subject_id = ${subject.id}`,
    );
    await app.db.execute(
      sql`UPDATE subject_review_details SET grade_received = 'Aprobé en julio, por los pelos' WHERE review_id = ${review!.id}`,
    );
    await app.pagesChanged();

    const edit = {
      ...validReview,
      intent: "editar",
      reviewId: review!.id,
      grade: "",
      gradeMark: "",
      gradeSitting: "",
      comment: "Editada sin nota.",
    };
    expect((await author.client.post(path, edit)).status).toBe(200);
    expect(
      textsLabelled(await app.html(path), /^Reseña del /).find((text) => text.includes("Editada sin nota.")),
    ).toContain("Nota obtenida: Aprobé en julio, por los pelos");

    expect(
      (await author.client.post(path, { ...edit, grade: "aprobado", gradeMark: "5,2", comment: "Editada con nota." }))
        .status,
    ).toBe(200);
    const [after] = await query<{ grade: string; grade_received: string | null }>(
      sql`SELECT grade, grade_received FROM subject_review_details WHERE review_id = ${review!.id}`,
    );
    expect(after).toEqual({ grade: "aprobado", grade_received: null });
  });
});

describe("the tags of a review", () => {
  it("takes up to three of its kind's vocabulary, refuses anything else with a message and keeps what was ticked, and the card shows them", async () => {
    const { subject, classmate } = await subjectScenario();
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    const [continua, final, autonomo, practicas] = reviewTagKeys("subject") as [string, string, string, string];
    const refusals: [string[], string][] = [
      [[continua, "copia-en-el-examen"], "Elige etiquetas de la lista"],
      [[continua, "explica-con-claridad"], "Elige etiquetas de la lista"],
      [[continua, final, autonomo, practicas], "Elige 3 etiquetas como mucho"],
    ];
    for (const [tags, message] of refusals) {
      const refused = await author.client.post(path, {
        ...validReview,
        tags,
        comment: `Con etiquetas ${tags.length}.`,
      });
      expect(refused.status, tags.join()).toBe(400);
      const html = unescapeHtml(await refused.text());
      expect(html).toContain(message);
      expect(html, "lo escrito vuelve").toContain(`Con etiquetas ${tags.length}.`);
      // The boxes that were ticked stay ticked.
      const box = html.match(/<input[^>]*name="tags"[^>]*>/g)?.find((input) => input.includes(`value="${continua}"`));
      expect(box).toContain('checked=""');
    }
    expect(await query(sql`SELECT 1 FROM reviews WHERE user_id = ${author.id}`)).toHaveLength(0);

    // A tag ticked twice (a hand-made post) counts once.
    const created = await author.client.post(path, {
      ...validReview,
      tags: [final, continua, final],
      comment: "Con dos etiquetas.",
    });
    expect(created.status).toBe(200);
    const [stored] = await query<{ id: string; tags: string[] }>(
      sql`SELECT id, tags FROM reviews WHERE user_id = ${author.id}`,
    );
    expect(stored!.tags.sort()).toEqual([continua, final].sort());
    const page = await app.html(path);
    const card = textsLabelled(page, /^Reseña del /).find((text) => text.includes("Con dos etiquetas."));
    expect(card).toContain(reviewTagLabel("subject", continua));
    expect(card).toContain(reviewTagLabel("subject", final));

    // Editing replaces them; none is a valid answer too.
    const edited = await author.client.post(path, {
      ...validReview,
      intent: "editar",
      reviewId: stored!.id,
      tags: [practicas],
    });
    expect(edited.status).toBe(200);
    expect(await query(sql`SELECT tags FROM reviews WHERE id = ${stored!.id}`)).toEqual([{ tags: [practicas] }]);
    const cleared = await author.client.post(path, { ...validReview, intent: "editar", reviewId: stored!.id });
    expect(cleared.status).toBe(200);
    expect(await query(sql`SELECT tags FROM reviews WHERE id = ${stored!.id}`)).toEqual([{ tags: [] }]);
  });

  it("on a professor review, takes the professor vocabulary and refuses the subject one", async () => {
    const [target] = await query<{ professor_id: string; career_id: string }>(sql`
      SELECT sp.professor_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id ORDER BY sp.professor_id DESC LIMIT 1`);
    const path = `/profesor/${target!.professor_id}`;
    const author = await signInNewStudent(app, { careerId: target!.career_id });
    const review = {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "4",
      comment: "Explica bien y atiende en tutorías.",
    };
    const refused = await author.client.post(path, { ...review, tags: ["evaluacion-continua"] });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Elige etiquetas de la lista");
    const created = await author.client.post(path, {
      ...review,
      tags: ["explica-con-claridad", "disponible-en-tutorias"],
    });
    expect(created.status).toBe(200);
    expect(await query(sql`SELECT tags FROM reviews WHERE user_id = ${author.id}`)).toEqual([
      { tags: ["explica-con-claridad", "disponible-en-tutorias"] },
    ]);
    const card = textsLabelled(await app.html(path), /^Reseña del /).find((text) =>
      text.includes("Explica bien y atiende en tutorías."),
    );
    expect(card).toContain("Explica con claridad");
    expect(card).toContain("Disponible en tutorías");
  });
});

describe("the academic year a review describes", () => {
  it("is required, one of the courses offered (none in the future), stored and shown on the card; a refused post stores nothing", async () => {
    const { subject, classmate } = await subjectScenario();
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    const current = academicYearOf(new Date());
    const refusals: [string | undefined, string][] = [
      [undefined, "Indica el curso académico de tu experiencia"],
      ["", "Indica el curso académico de tu experiencia"],
      ["abc", "Elige un curso de la lista"],
      [String(current + 1), "Elige un curso de la lista"],
      [String(current - ACADEMIC_YEARS_OFFERED), "Elige un curso de la lista"],
      [`${current}.5`, "Elige un curso de la lista"],
    ];
    for (const [academicYear, message] of refusals) {
      const body: Record<string, string> = {
        ...validReview,
        comment: `Texto que no se pierde (${academicYear ?? "sin curso"}).`,
      };
      if (academicYear === undefined) delete body.academicYear;
      else body.academicYear = academicYear;
      const refused = await author.client.post(path, body);
      expect(refused.status, String(academicYear)).toBe(400);
      const html = unescapeHtml(await refused.text());
      expect(html).toContain(message);
      expect(html, "lo escrito vuelve en el formulario").toContain(body.comment);
    }
    expect(await query(sql`SELECT 1 FROM reviews WHERE user_id = ${author.id}`)).toHaveLength(0);

    const created = await author.client.post(path, {
      ...validReview,
      academicYear: String(current),
      comment: "Del curso que está en marcha.",
    });
    expect(created.status).toBe(200);
    const [stored] = await query<{ id: string; academic_year: number }>(
      sql`SELECT id, academic_year FROM reviews WHERE user_id = ${author.id} AND subject_id = ${subject.id}`,
    );
    expect(stored!.academic_year).toBe(current);
    const card = textsLabelled(await app.html(path), /^Reseña del /).find((text) =>
      text.includes("Del curso que está en marcha."),
    );
    expect(card).toContain(academicYearLabel(current));

    const editedAway = await author.client.post(path, {
      ...validReview,
      intent: "editar",
      reviewId: stored!.id,
      academicYear: "",
    });
    expect(editedAway.status).toBe(400);
    expect(await editedAway.text()).toContain("Indica el curso académico de tu experiencia");
    const edited = await author.client.post(path, {
      ...validReview,
      intent: "editar",
      reviewId: stored!.id,
      academicYear: String(current - 2),
    });
    expect(edited.status).toBe(200);
    expect(
      await query(sql`SELECT 1 FROM reviews WHERE id = ${stored!.id} AND academic_year = ${current - 2}`),
    ).toHaveLength(1);
  });
});

describe("professor review writes through HTTP", () => {
  it("creates a professor review with its details, then the page shows it in edit mode to its author only", async () => {
    const [target] = await query<{ professor_id: string; subject_id: string; career_id: string }>(sql`
      SELECT sp.professor_id, sp.subject_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id ORDER BY sp.professor_id LIMIT 1`);
    const path = `/profesor/${target!.professor_id}`;
    const author = await signInNewStudent(app, { careerId: target!.career_id });

    const noComment = await author.client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "   ",
    });
    expect(noComment.status).toBe(400);
    expect(await noComment.text()).toContain("Escribe tu comentario");
    const form = await author.client.request(`${path}?escribir=1`);
    expect(await form.text()).toContain("Publicar reseña");

    const review = {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      difficultyLevel: "4",
      wouldTakeAgain: "no",
      comment: "Explica con mucha claridad.",
      attendanceMandatory: "on",
      tips: "Id a las tutorías.",
      subjectId: target!.subject_id,
    };
    const [untaught] = await query<{ id: string }>(sql`
      SELECT id FROM subjects WHERE id NOT IN (SELECT subject_id FROM subject_professors WHERE professor_id = ${target!.professor_id}) ORDER BY id LIMIT 1`);
    for (const [field, value, message] of [
      ["difficultyLevel", "7", "La dificultad va de 1 a 5"],
      ["difficultyLevel", "2,5", "La dificultad va de 1 a 5"],
      ["wouldTakeAgain", "quizas", "Opción no válida"],
      ["subjectId", untaught!.id, "Elige una asignatura de la lista"],
    ] as const) {
      const refused = await author.client.post(path, { ...review, [field]: value });
      expect(refused.status, `${field}=${value}`).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await query(sql`SELECT 1 FROM reviews WHERE user_id = ${author.id}`)).toHaveLength(0);

    const created = await author.client.post(path, review);
    expect(created.status).toBe(200);
    const [stored] = await query<{
      rating: number;
      difficulty_level: number;
      would_take_again: string;
      academic_year: number;
      attendance_mandatory: boolean;
      tips: string;
      subject_id: string;
    }>(sql`
      SELECT r.rating, r.difficulty_level, r.would_take_again, r.academic_year, d.attendance_mandatory, d.tips, d.subject_id
      FROM reviews r JOIN professor_review_details d ON d.review_id = r.id
      WHERE r.user_id = ${author.id} AND r.professor_id = ${target!.professor_id}`);
    expect(stored).toEqual({
      rating: 5,
      difficulty_level: 4,
      would_take_again: "no",
      academic_year: Number(REVIEW_COURSE),
      attendance_mandatory: true,
      tips: "Id a las tutorías.",
      subject_id: target!.subject_id,
    });

    const authorPage = await (await author.client.request(`${path}?escribir=1`)).text();
    expect(authorPage).toContain("Ya has dejado tu reseña");
    expect(authorPage).toContain("Tu reseña");
    const visitorPage = await app.html(path);
    expect(visitorPage).toContain("Explica con mucha claridad.");
    expect(visitorPage).not.toContain("Tu reseña");
    const card = textsLabelled(visitorPage, /^Reseña del /).find((text) =>
      text.includes("Explica con mucha claridad."),
    );
    expect(card).toContain("Dificultad: 4/5 · Difícil");
    expect(card).toContain("Volvería a elegirle: No");
    expect(card).toContain(academicYearLabel(Number(REVIEW_COURSE)));
  });
});

describe("own reviews on /profile", () => {
  it("lists them with edit links, and deletes only the viewer's own", async () => {
    const [review] = await query<{ id: string; user_id: string; subject_id: string; university_id: string }>(sql`
      SELECT r.id, r.user_id, r.subject_id, p.university_id FROM reviews r JOIN user_profiles p ON p.id = r.user_id
      WHERE r.subject_id IS NOT NULL ORDER BY r.created_at DESC LIMIT 1`);
    const author = await signInStudent(app, sql`u.id = ${review!.user_id}`);
    const stranger = await signInNewStudent(app);

    const profile = await (await author.client.request("/profile")).text();
    expect(profile).toContain(`/subject/${review!.subject_id}?editar=1#compartir`);

    const refused = await stranger.client.post("/profile", { intent: "eliminar", reviewId: review!.id });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Solo puedes modificar tus propias reseñas");
    const visitor = await new TestClient(app).post("/profile", { intent: "eliminar", reviewId: review!.id });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    const deleted = await author.client.post("/profile", { intent: "eliminar", reviewId: review!.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Tu reseña se ha eliminado.");
    expect(await query(sql`SELECT 1 FROM reviews WHERE id = ${review!.id}`)).toHaveLength(0);
    const [university] = await query<{ stored: number; real: number }>(sql`
      SELECT total_reviews AS stored, (SELECT count(*)::int FROM reviews r JOIN user_profiles p ON p.id = r.user_id
        WHERE p.university_id = u.id AND r.review_type IN ('professor', 'subject')) AS real
      FROM universities u WHERE u.id = ${review!.university_id}`);
    expect(university!.stored).toBe(university!.real);
  });
});

describe("university totals under parallel writes", () => {
  /** The university's stored total and average against what its students' reviews of subjects and professors say. */
  async function universityTotals(universityId: string) {
    const [totals] = await query<{
      stored_count: number;
      real_count: number;
      stored_avg: number | null;
      real_avg: number | null;
    }>(sql`
      SELECT u.total_reviews AS stored_count, u.average_rating AS stored_avg, s.n AS real_count, s.avg AS real_avg
      FROM universities u, (SELECT count(r.id)::int AS n, avg(r.rating)::float8 AS avg
                            FROM reviews r JOIN user_profiles p ON p.id = r.user_id
                            WHERE p.university_id = ${universityId} AND r.review_type IN ('professor', 'subject')) s
      WHERE u.id = ${universityId}`);
    return totals!;
  }

  function expectExact(totals: Awaited<ReturnType<typeof universityTotals>>) {
    expect(totals.stored_count).toBe(totals.real_count);
    if (totals.real_avg === null) expect(totals.stored_avg).toBeNull();
    else expect(totals.stored_avg).toBeCloseTo(totals.real_avg, 10);
  }

  it("12 students of one university reviewing different professors at once, three rounds, then deleting at once, keep them exact", async () => {
    const students = 12;
    const rounds = 3;
    // New students spread over the careers of one university, each with `rounds` professors of their career.
    const careers = await query<{ id: string; university_id: string }>(sql`
      WITH taught AS (
        SELECT c.id, c.university_id FROM careers c
        WHERE (SELECT count(DISTINCT sp.professor_id) FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE s.career_id = c.id) >= ${rounds})
      SELECT id, university_id FROM taught
      WHERE university_id = (SELECT university_id FROM taught GROUP BY university_id ORDER BY count(*) DESC, university_id LIMIT 1)
      ORDER BY id`);
    const universityId = careers[0]!.university_id;
    const reviewers = await Promise.all(
      Array.from({ length: students }, (_, index) =>
        signInNewStudent(app, { careerId: careers[index % careers.length]!.id }),
      ),
    );
    const plans = await Promise.all(
      reviewers.map(async ({ client, careerId }) => {
        const professors = await query<{ professor_id: string }>(sql`
          SELECT DISTINCT sp.professor_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
          WHERE s.career_id = ${careerId} ORDER BY sp.professor_id LIMIT ${rounds}`);
        return { client, professors: professors.map((row) => row.professor_id) };
      }),
    );

    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        plans.map(({ client, professors }, index) =>
          client.post(`/profesor/${professors[round]}`, {
            intent: "crear",
            academicYear: REVIEW_COURSE,
            rating: String(((index + round) % 5) + 1),
            comment: `Ronda ${round + 1} de reseñas en paralelo.`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(plans.map(() => 200));
      expectExact(await universityTotals(universityId));
    }

    const written = await query<{ id: string; professor_id: string; user_id: string }>(sql`
      SELECT id, professor_id, user_id FROM reviews WHERE comment LIKE 'Ronda % de reseñas en paralelo.'`);
    expect(written).toHaveLength(students * rounds);
    const clientOf = new Map(reviewers.map(({ client, id }) => [id, client]));
    const deletions = await Promise.all(
      written.map((review) =>
        clientOf
          .get(review.user_id)!
          .post(`/profesor/${review.professor_id}`, { intent: "eliminar", reviewId: review.id }),
      ),
    );
    expect(deletions.map((answer) => answer.status)).toEqual(written.map(() => 200));
    expectExact(await universityTotals(universityId));
  });
});

describe("career totals under parallel writes", () => {
  it("students of one career reviewing its subjects at once, then deleting at once, keep the career's total equal to its subjects'", async () => {
    const students = 8;
    // New students of one career, each reviewing one of its subjects (several to a subject when it has fewer).
    const [career] = await query<{ id: string }>(
      sql`SELECT career_id AS id FROM subjects GROUP BY career_id ORDER BY count(*) DESC, career_id LIMIT 1`,
    );
    const subjects = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE career_id = ${career!.id} ORDER BY id`,
    );
    const reviewers = await signInNewStudents(app, students, { careerId: career!.id });
    const targets = reviewers.map((_, index) => subjects[index % subjects.length]!.id);
    const careerTotal = async () =>
      (
        await query<{ stored: number; real: number }>(sql`
          SELECT c.review_count AS stored, (SELECT sum(s.review_count)::int FROM subjects s WHERE s.career_id = c.id) AS real FROM careers c WHERE c.id = ${career!.id}`)
      )[0]!;

    const before = await careerTotal();
    const created = await Promise.all(
      reviewers.map(({ client }, index) => client.post(`/subject/${targets[index]}`, validReview)),
    );
    expect(created.map((answer) => answer.status)).toEqual(reviewers.map(() => 200));
    const afterCreating = await careerTotal();
    expect(afterCreating.stored).toBe(afterCreating.real);
    expect(afterCreating.stored).toBe(before.stored + students);

    const written = await Promise.all(
      reviewers.map(
        async ({ id }, index) =>
          (
            await query<{ id: string }>(
              sql`SELECT id FROM reviews WHERE user_id = ${id} AND subject_id = ${targets[index]}`,
            )
          )[0]!.id,
      ),
    );
    const deleted = await Promise.all(
      reviewers.map(({ client }, index) =>
        client.post(`/subject/${targets[index]}`, { intent: "eliminar", reviewId: written[index]! }),
      ),
    );
    expect(deleted.map((answer) => answer.status)).toEqual(reviewers.map(() => 200));
    expect(await careerTotal()).toEqual(before);
  });
});

/**
 * An edit racing the deletion of what it edits. On PostgreSQL the race is made
 * certain rather than left to chance: the test holds a lock both writes need, sends the deletion,
 * then the edit once the deletion waits, and lets them go in that order — the edit then finds its
 * row gone. (PGlite runs one statement at a time: there a deletion and an edit never interleave.)
 */
describe.skipIf(!inject("templateDatabaseUrl"))("an edit that loses a race with the deletion of what it edits", () => {
  const waitingForLocks = async () =>
    (
      await query<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    )[0]!.waiting;

  /** Holds `lock` while the deletion, then the edit, come to wait for it; returns both answers. */
  async function deletionThenEdit(
    lock: ReturnType<typeof sql>,
    deletion: () => Promise<Response>,
    edit: () => Promise<Response>,
  ) {
    let answers!: [Response, Response];
    await app.db.transaction(async (tx) => {
      await tx.execute(lock);
      const deleting = deletion();
      await eventually(async () => (await waitingForLocks()) === 1, "la eliminación esperando el bloqueo");
      const editing = edit();
      await eventually(async () => (await waitingForLocks()) === 2, "la edición esperando el bloqueo");
      answers = [deleting, editing] as never;
    });
    return Promise.all(answers);
  }

  it("answers an edit of a review deleted meanwhile with the Spanish 404, never a 500", async () => {
    const { subject, classmate } = await subjectScenario();
    const author = await classmate();
    const path = `/subject/${subject.id}`;
    expect((await author.client.post(path, validReview)).status).toBe(200);
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${author.id} AND subject_id = ${subject.id}`,
    );
    const [deleted, edited] = await deletionThenEdit(
      sql`SELECT id FROM universities WHERE id = ${subject.universityId} FOR UPDATE`,
      () => author.client.post(path, { intent: "eliminar", reviewId: review!.id }),
      () =>
        author.client.post(path, {
          ...validReview,
          intent: "editar",
          reviewId: review!.id,
          comment: "Lo corrijo mientras la borro.",
        }),
    );
    expect(deleted.status).toBe(200);
    expect(edited.status).toBe(404);
    expect(await edited.text()).toContain("Reseña no encontrada");
    expect(await query(sql`SELECT 1 FROM reviews WHERE id = ${review!.id}`)).toEqual([]);
  });

  it("answers an edit of a review comment deleted meanwhile with the Spanish 404, never a 500", async () => {
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE moderation_status = 'published' ORDER BY id DESC LIMIT 1`,
    );
    const author = await signInNewStudent(app);
    const path = `/resenas/${review!.id}/comentarios`;
    expect(
      (await author.client.post(path, { intent: "comentar", comment: "Un comentario que voy a borrar." })).status,
    ).toBe(200);
    const [comment] = await query<{ id: string }>(
      sql`SELECT id FROM review_comments WHERE user_id = ${author.id} AND review_id = ${review!.id}`,
    );
    const [deleted, edited] = await deletionThenEdit(
      sql`SELECT id FROM review_comments WHERE id = ${comment!.id} FOR UPDATE`,
      () => author.client.post(path, { intent: "eliminar", commentId: comment!.id }),
      () =>
        author.client.post(path, {
          intent: "editar",
          commentId: comment!.id,
          comment: "Lo corrijo mientras lo borro.",
        }),
    );
    expect(deleted.status).toBe(200);
    expect(edited.status).toBe(404);
    expect(await edited.text()).toContain("Comentario no encontrado");
  });
});
