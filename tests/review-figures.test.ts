/**
 * The review figures of a subject and a professor (the 1–5 distribution, the would-take-again
 * share, the average difficulty): stored beside them, equal to what their public rows say after
 * parallel creates, edits, deletes, hides and restores, and shown on their pages.
 */
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { formatPercent, formatRating } from "~/lib/format";
import { GRADE_DISTRIBUTION_MIN } from "~/lib/review-figures";
import { WORKLOAD_BANDS } from "~/lib/review-scales";
import { mostFrequentTags, reviewTagKeys } from "~/lib/review-tags";
import { recomputeTargetFigures } from "~/server/aggregates.server";
import { setContentStatus } from "~/server/decisions/visibility.server";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { textsLabelled, unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { signInNewStudents } from "./support/students";

const { app, query } = useTestApp();

const DIFFICULTIES = ["", "1", "2", "3", "4", "5"];
const ANSWERS = ["", "yes", "no", "unsure"];
const BANDS = ["", "1", "2", "3", "4", "5"];

/** The `index`-th student's review: every figure moves from one student to the next (tags: none to three of the first five). */
function reviewValues(kind: "subject" | "professor", index: number, round = 0) {
  const tags = reviewTagKeys(kind).slice(0, 5);
  return {
    tags: tags.filter((_, position) => (position + index + round) % 5 < (index + round) % 4),
    academicYear: REVIEW_COURSE,
    rating: String(((index + round * 2) % 5) + 1),
    difficultyLevel: DIFFICULTIES[(index + round) % DIFFICULTIES.length]!,
    wouldTakeAgain: ANSWERS[(index + round * 3) % ANSWERS.length]!,
    workloadBand: BANDS[(index * 2 + round) % BANDS.length]!,
    comment: `Reseña ${index + 1} de la prueba de resumen, ronda ${round + 1}.`,
  };
}

interface CountedFigures {
  kind: "subject" | "professor";
  stars: number[];
  tags: number[];
  workload: number[];
  yes: number;
  answers: number;
  difficulty: number | null;
}

/** The figures counted from the public review rows, independently of the stored columns. */
async function countedFigures(kind: "subject" | "professor", target: SQL): Promise<CountedFigures> {
  const vocabulary = sql.raw(
    `ARRAY[${reviewTagKeys(kind)
      .map((key) => `'${key}'`)
      .join(", ")}]`,
  );
  const [counted] = await query<CountedFigures>(sql`
    SELECT ${kind}::text AS kind,
           ARRAY(SELECT count(r.id)::int FROM unnest(${vocabulary}) WITH ORDINALITY AS g(tag, position) LEFT JOIN reviews r ON g.tag = ANY(r.tags) AND ${target} AND r.moderation_status IN ('published', 'flagged') GROUP BY g.position ORDER BY g.position) AS tags,
           ARRAY(SELECT count(r.id)::int FROM generate_series(1, 5) AS g LEFT JOIN reviews r ON r.rating = g AND ${target} AND r.moderation_status IN ('published', 'flagged') GROUP BY g ORDER BY g) AS stars,
           ARRAY(SELECT count(r.id)::int FROM generate_series(1, 5) AS g LEFT JOIN reviews r ON r.workload_band = g AND ${target} AND r.moderation_status IN ('published', 'flagged') GROUP BY g ORDER BY g) AS workload,
           (SELECT count(*)::int FROM reviews r WHERE ${target} AND r.moderation_status IN ('published', 'flagged') AND r.would_take_again = 'yes') AS yes,
           (SELECT count(*)::int FROM reviews r WHERE ${target} AND r.moderation_status IN ('published', 'flagged') AND r.would_take_again IS NOT NULL) AS answers,
           (SELECT avg(difficulty_level)::float8 FROM reviews r WHERE ${target} AND r.moderation_status IN ('published', 'flagged')) AS difficulty`);
  return counted!;
}

/** What the page's summary and difficulty tile say, against the counted figures. */
async function expectPageShows(path: string, counted: CountedFigures) {
  const html = await app.html(path);
  const [summary] = textsLabelled(html, /^Resumen de las reseñas$/);
  const stars = [5, 4, 3, 2, 1]
    .map(
      (star) =>
        `${star} ${star === 1 ? "estrella" : "estrellas"}: ${counted.stars[star - 1]} ${counted.stars[star - 1] === 1 ? "reseña" : "reseñas"}`,
    )
    .join(" ");
  expect(summary).toContain(stars);
  // The page's text with its white space collapsed: the percent sign's no-break space too.
  expect(summary).toContain(
    `${formatPercent(counted.yes / counted.answers).replace(/\s/g, " ")} de ${counted.answers} estudiantes que respondieron`,
  );
  expect(html).toContain(formatRating(counted.difficulty)!);
  // The median band: the first whose running count reaches half the answers.
  const answers = counted.workload.reduce((sum, count) => sum + count, 0);
  let running = 0;
  const median = counted.workload.findIndex((count) => (running += count) >= Math.ceil(answers / 2));
  expect(summary).toContain(
    `Horas a la semana fuera de clase ${WORKLOAD_BANDS[median]} (mediana de ${answers} respuestas)`,
  );
  // The most frequent tags, each read with its count.
  const frequent = mostFrequentTags(counted.kind, counted.tags);
  expect(frequent.length).toBeGreaterThan(1);
  expect(summary).toContain(
    `Etiquetas más repetidas ${frequent.map((tag) => `${tag.label}: ${tag.count} ${tag.count === 1 ? "reseña" : "reseñas"}`).join(" ")}`,
  );
}

describe("review figures", () => {
  it("equal what the public rows say after parallel creates, edits, deletes, hides and restores, on the subject's and the professor's pages", async () => {
    const [target] = await query<{ subject_id: string; professor_id: string; career_id: string }>(sql`
      SELECT sp.subject_id, sp.professor_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id ORDER BY sp.subject_id, sp.professor_id LIMIT 1 OFFSET 3`);
    const subjectPath = `/subject/${target!.subject_id}`;
    const professorPath = `/profesor/${target!.professor_id}`;
    const students = await signInNewStudents(app, 10, { careerId: target!.career_id });

    // Everyone reviews the subject and its professor at once.
    const created = await Promise.all(
      students.flatMap((student, index) => [
        student.client.post(subjectPath, { intent: "crear", ...reviewValues("subject", index) }),
        student.client.post(professorPath, {
          intent: "crear",
          ...reviewValues("professor", index),
          subjectId: target!.subject_id,
        }),
      ]),
    );
    expect(created.map((response) => response.status)).toEqual(created.map(() => 200));
    const ids = await query<{ id: string; user_id: string; review_type: "subject" | "professor" }>(sql`
      SELECT id, user_id, review_type FROM reviews WHERE user_id IN ${students.map((student) => student.id)} ORDER BY user_id, review_type`);
    const reviewOf = (index: number, kind: "subject" | "professor") =>
      ids.find((row) => row.user_id === students[index]!.id && row.review_type === kind)!.id;

    // Then, at once: three students edit both reviews, two delete theirs, two reviews are hidden.
    await Promise.all([
      ...[0, 1, 2].flatMap((index) => [
        students[index]!.client.post(subjectPath, {
          intent: "editar",
          reviewId: reviewOf(index, "subject"),
          ...reviewValues("subject", index, 1),
        }),
        students[index]!.client.post(professorPath, {
          intent: "editar",
          reviewId: reviewOf(index, "professor"),
          ...reviewValues("professor", index, 1),
        }),
      ]),
      ...[3, 4].flatMap((index) => [
        students[index]!.client.post(subjectPath, { intent: "eliminar", reviewId: reviewOf(index, "subject") }),
        students[index]!.client.post(professorPath, { intent: "eliminar", reviewId: reviewOf(index, "professor") }),
      ]),
      setContentStatus("review", reviewOf(5, "subject"), "hidden", "Oculta por un moderador."),
      setContentStatus("review", reviewOf(6, "professor"), "hidden", "Oculta por un moderador."),
    ]);
    await app.pagesChanged();
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);

    // One hidden review comes back while another student edits again.
    await Promise.all([
      setContentStatus("review", reviewOf(5, "subject"), "published", null),
      students[7]!.client.post(subjectPath, {
        intent: "editar",
        reviewId: reviewOf(7, "subject"),
        ...reviewValues("subject", 7, 2),
      }),
    ]);
    await app.pagesChanged();
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);

    const subjectFigures = await countedFigures("subject", sql`r.subject_id = ${target!.subject_id}`);
    const professorFigures = await countedFigures("professor", sql`r.professor_id = ${target!.professor_id}`);
    // The hidden professor review is out of every figure.
    expect(professorFigures.stars.reduce((sum, count) => sum + count, 0)).toBe(
      (
        await query<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM reviews WHERE professor_id = ${target!.professor_id} AND moderation_status <> 'hidden'`,
        )
      )[0]!.n,
    );
    await expectPageShows(subjectPath, subjectFigures);
    await expectPageShows(professorPath, professorFigures);

    // The check sees any stored figure that drifts from the rows, and the recompute mends it.
    for (const drifted of [
      sql`tag_counts[3] = tag_counts[3] + 1`,
      sql`grade_counts[6] = grade_counts[6] + 1`,
      sql`workload_counts[2] = workload_counts[2] + 1`,
      sql`rating_counts[5] = rating_counts[5] + 1`,
    ]) {
      await app.db.execute(sql`UPDATE subjects SET ${drifted} WHERE id = ${target!.subject_id}`);
      expect(await counterDrift(app.db)).toContainEqual({ what: "subject", n: 1 });
      await recomputeTargetFigures(app.db, "subject", target!.subject_id);
      expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    }
  });

  it(`shows a subject's grades only from ${GRADE_DISTRIBUTION_MIN} on: below, the page says how many are missing and carries no count`, async () => {
    const [subject] = await query<{ id: string; career_id: string }>(sql`
      SELECT id, career_id FROM subjects WHERE review_count = 0 AND credits IS NOT NULL ORDER BY id LIMIT 1`);
    const path = `/subject/${subject!.id}`;
    const students = await signInNewStudents(app, GRADE_DISTRIBUTION_MIN, { careerId: subject!.career_id });
    const grades = ["notable", "aprobado", "notable", "suspenso", "sobresaliente"];
    const gradesSection = async () => textsLabelled(await app.html(path), /^Resumen de las reseñas$/)[0]!;
    // The review form asks for the grade, saying what it is for.
    const form = unescapeHtml(await (await students[0]!.client.request(`${path}?escribir=1`)).text());
    expect(form).toContain(`Con ${GRADE_DISTRIBUTION_MIN} notas, la asignatura muestra su distribución.`);
    for (const [index, student] of students.entries()) {
      const response = await student.client.post(path, {
        intent: "crear",
        ...reviewValues("subject", index),
        workloadBand: "3",
        grade: grades[index]!,
      });
      expect(response.status).toBe(200);
      const data = await (await app.request(`${path}.data`)).text();
      const missing = GRADE_DISTRIBUTION_MIN - (index + 1);
      if (missing > 0) {
        const words = missing === 1 ? "falta 1 nota" : `faltan ${missing} notas`;
        expect(await gradesSection()).toContain(`Distribución de notas Aún ${words} para mostrarla`);
        expect(data).not.toContain('"count"');
      }
    }
    const shown = await gradesSection();
    expect(shown).toContain(
      "Distribución de notas Suspenso: 20 % Aprobado: 20 % Notable: 40 % Sobresaliente: 20 % Matrícula de Honor: 0 % No presentado: 0 %",
    );
    expect(shown).not.toContain("para mostrarla");
    expect(await (await app.request(`${path}.data`)).text()).toContain('"count"');
  });

  it("says whether the hours a subject's reviews report are above, near or below what its credits mean, class time included", async () => {
    // Three 6-credit semester subjects of one career, nobody's reviewed yet: 150–180 h, 7,5–9 h a week over 20 weeks.
    const picked = await query<{ id: string; career_id: string }>(sql`
      SELECT s.id, s.career_id FROM subjects s
      WHERE s.review_count = 0 AND s.credits = 6 AND s.semester IS NOT NULL
        AND s.career_id = (SELECT career_id FROM subjects WHERE review_count = 0 AND credits = 6 AND semester IS NOT NULL
                           GROUP BY career_id HAVING count(*) >= 3 ORDER BY career_id LIMIT 1)
      ORDER BY s.id LIMIT 3`);
    expect(picked).toHaveLength(3);
    const [student] = await signInNewStudents(app, 1, { careerId: picked[0]!.career_id });
    // A band's middle plus 3 h of class a week (10 h a credit over 20 weeks), against 7,5–9 h (near from 6 to 10,8 h).
    const cases = [
      { band: "1", label: "0–2 h", outside: "1", total: "4", verdict: "por debajo de" },
      { band: "2", label: "3–5 h", outside: "4", total: "7", verdict: "cerca de" },
      { band: "5", label: "16 h o más", outside: "18", total: "21", verdict: "por encima de" },
    ];
    for (const [index, expected] of cases.entries()) {
      const path = `/subject/${picked[index]!.id}`;
      expect(
        (
          await student!.client.post(path, {
            intent: "crear",
            ...reviewValues("subject", 0),
            workloadBand: expected.band,
          })
        ).status,
      ).toBe(200);
      const summary = textsLabelled(await app.html(path), /^Resumen de las reseñas$/)[0]!;
      expect(summary).toContain(
        "Sus 6 créditos equivalen a 150–180 h de trabajo en total, clases incluidas (25–30 h por crédito ECTS): " +
          "unas 7,5–9 h a la semana en un semestre de 20 semanas con exámenes. " +
          `Las reseñas indican unas ${expected.outside} h a la semana fuera de clase (el centro de ${expected.label}); ` +
          `con unas 3 h de clase a la semana (10 h por crédito), unas ${expected.total} h en total: ${expected.verdict} lo que suponen sus créditos.`,
      );
    }
  });

  it(`shows a professor's grades in each subject they teach only from ${GRADE_DISTRIBUTION_MIN} on, kept exact with the subject's`, async () => {
    const [pair] = await query<{ subject_id: string; professor_id: string; career_id: string }>(sql`
      SELECT sp.subject_id, sp.professor_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
      WHERE s.review_count = 0 ORDER BY sp.subject_id, sp.professor_id LIMIT 1`);
    const students = await signInNewStudents(app, GRADE_DISTRIBUTION_MIN, { careerId: pair!.career_id });
    const grades = ["notable", "aprobado", "notable", "suspenso", "sobresaliente"];
    const taught = async () =>
      textsLabelled(await app.html(`/profesor/${pair!.professor_id}`), /^Asignaturas que imparte$/)[0]!;
    for (const [index, student] of students.entries()) {
      const response = await student.client.post(`/subject/${pair!.subject_id}`, {
        intent: "crear",
        ...reviewValues("subject", index),
        professorId: pair!.professor_id,
        grade: grades[index]!,
      });
      expect(response.status).toBe(200);
      const missing = GRADE_DISTRIBUTION_MIN - (index + 1);
      const words = missing === 1 ? "falta 1 nota" : `faltan ${missing} notas`;
      if (missing > 0) expect(await taught()).toContain(`Notas con este profesor: ${words} para mostrarlas`);
    }
    expect(await taught()).toContain(
      "Notas con este profesor: Suspenso 20 % · Aprobado 20 % · Notable 40 % · Sobresaliente 20 %",
    );
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("a professor or subject without reviews says so instead of empty bars", async () => {
    const [unreviewed] = await query<{ id: string }>(
      sql`SELECT id FROM professors WHERE review_count = 0 ORDER BY id LIMIT 1`,
    );
    const html = await app.html(`/profesor/${unreviewed!.id}`);
    expect(html).toContain("Resumen de las reseñas");
    expect(html).toContain("Aún no hay reseñas.");
  });
});

describe("the study plan as a semester planner", () => {
  /** Hours as the page writes them ("37,5"). */
  const hours = (value: number) => value.toLocaleString("es-ES", { maximumFractionDigits: 1 });

  it("adds a term's band middles only when all its subjects or all but one have answers, beside what its credits mean", async () => {
    // A semester of its own in a career's plan: three subjects nobody has reviewed, one of 4,5 credits.
    const [career] = await query<{ career_id: string }>(sql`
      SELECT s.career_id FROM subjects s
      JOIN careers c ON c.id = s.career_id AND c.is_enabled JOIN universities u ON u.id = c.university_id AND u.is_enabled
      GROUP BY s.career_id HAVING max(s.course_year) < 7 ORDER BY s.career_id LIMIT 1`);
    const term = { career_id: career!.career_id, course_year: 7, semester: 2 };
    const subjects = await query<{ id: string; credits: number }>(sql`
      INSERT INTO subjects (career_id, name, course_year, semester, credits)
      SELECT ${term.career_id}::uuid, 'Planificador ' || n, ${term.course_year}::int, ${term.semester}::int, (ARRAY[6, 6, 4.5])[n]
      FROM generate_series(1, 3) AS n RETURNING id, credits`);
    await app.pagesChanged();
    const total = subjects.length;
    const [student] = await signInNewStudents(app, 1, { careerId: term.career_id });
    const termText = async () => {
      const course = textsLabelled(
        await app.html(`/career/${term.career_id}`),
        new RegExp(`^Curso ${term.course_year}$`),
      )[0]!;
      return course.slice(course.indexOf(`Semestre ${term.semester}`));
    };
    // Each subject's one review says "16 h o más": counted at 18 h a week, never at its floor.
    const review = (index: number) =>
      student!.client.post(`/subject/${subjects[index]!.id}`, {
        intent: "crear",
        ...reviewValues("subject", index),
        workloadBand: "5",
      });

    for (let index = 0; index < total - 2; index++) expect((await review(index)).status).toBe(200);
    const partial = await termText();
    expect(partial).toContain(
      `Horas fuera de clase indicadas en ${total - 2} de ${total} asignaturas: la suma se muestra cuando las tienen todas o todas menos una.`,
    );
    expect(partial).not.toContain("a la semana fuera de clase según las reseñas");

    expect((await review(total - 2)).status).toBe(200);
    const creditsOf = (count: number) => subjects.slice(0, count).reduce((sum, subject) => sum + subject.credits, 0);
    const allButOne = creditsOf(total - 1);
    expect(await termText()).toContain(
      `Unas ${18 * (total - 1)} h a la semana fuera de clase según las reseñas de ${total - 1} de ${total} asignaturas ` +
        "(sumando el centro de la franja de horas de cada una). " +
        `Las que tienen respuestas suman ${hours(allButOne)} créditos, que equivalen a ${hours(allButOne * 25)}–${hours(allButOne * 30)} h de trabajo en total, ` +
        `clases incluidas (25–30 h por crédito ECTS): unas ${hours((allButOne * 25) / 20)}–${hours((allButOne * 30) / 20)} h a la semana ` +
        `en un semestre de 20 semanas con exámenes; con unas ${hours(allButOne / 2)} h de clase a la semana (10 h por crédito), ` +
        `unas ${hours(18 * (total - 1) + allButOne / 2)} h en total: por encima de lo que suponen sus créditos.`,
    );

    expect((await review(total - 1)).status).toBe(200);
    const all = creditsOf(total);
    const full = await termText();
    expect(full).toContain(
      `Unas ${18 * total} h a la semana fuera de clase según las reseñas de ${total} de ${total} asignaturas`,
    );
    expect(full).toContain(
      `Sus ${hours(all)} créditos equivalen a ${hours(all * 25)}–${hours(all * 30)} h de trabajo en total, clases incluidas`,
    );
    expect(full).not.toContain("o más a la semana");
  });
});
