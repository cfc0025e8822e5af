/**
 * The review figures of a subject and a professor (the 1–5 distribution, the would-take-again
 * share, the average difficulty): stored beside them, equal to what their public rows say after
 * parallel creates, edits, deletes, hides and restores, and shown on their pages.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatPercent, formatRating } from "~/lib/format";
import { WORKLOAD_BANDS } from "~/lib/review-scales";
import { mostFrequentTags, reviewTagKeys } from "~/lib/review-tags";
import { recomputeTargetFigures } from "~/server/aggregates.server";
import { setContentStatus } from "~/server/moderation/visibility.server";
import { GRADE_DISTRIBUTION_MIN } from "~/server/reviews/figures.server";

import { startTestApp, type TestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { textsLabelled } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { rows, signInNewStudents } from "./support/students";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const query = <T>(statement: SQL) => rows<T>(app, statement);

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
    .map((star) => `${star} ${star === 1 ? "estrella" : "estrellas"}: ${counted.stars[star - 1]} ${counted.stars[star - 1] === 1 ? "reseña" : "reseñas"}`)
    .join(" ");
  expect(summary).toContain(stars);
  // The page's text with its white space collapsed: the percent sign's no-break space too.
  expect(summary).toContain(`${formatPercent(counted.yes / counted.answers).replace(/\s/g, " ")} de ${counted.answers} estudiantes que respondieron`);
  expect(html).toContain(formatRating(counted.difficulty)!);
  // The median band: the first whose running count reaches half the answers.
  const answers = counted.workload.reduce((sum, count) => sum + count, 0);
  let running = 0;
  const median = counted.workload.findIndex((count) => (running += count) >= Math.ceil(answers / 2));
  expect(summary).toContain(`Horas a la semana fuera de clase ${WORKLOAD_BANDS[median]} (mediana de ${answers} respuestas)`);
  // The most frequent tags, each read with its count.
  const frequent = mostFrequentTags(counted.kind, counted.tags);
  expect(frequent.length).toBeGreaterThan(1);
  expect(summary).toContain(`Etiquetas más repetidas ${frequent.map((tag) => `${tag.label}: ${tag.count} ${tag.count === 1 ? "reseña" : "reseñas"}`).join(" ")}`);
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
        student.client.post(professorPath, { intent: "crear", ...reviewValues("professor", index), subjectId: target!.subject_id }),
      ]),
    );
    expect(created.map((response) => response.status)).toEqual(created.map(() => 200));
    const ids = await query<{ id: string; user_id: string; review_type: "subject" | "professor" }>(sql`
      SELECT id, user_id, review_type FROM reviews WHERE user_id IN ${students.map((student) => student.id)} ORDER BY user_id, review_type`);
    const reviewOf = (index: number, kind: "subject" | "professor") => ids.find((row) => row.user_id === students[index]!.id && row.review_type === kind)!.id;

    // Then, at once: three students edit both reviews, two delete theirs, two reviews are hidden.
    await Promise.all([
      ...[0, 1, 2].flatMap((index) => [
        students[index]!.client.post(subjectPath, { intent: "editar", reviewId: reviewOf(index, "subject"), ...reviewValues("subject", index, 1) }),
        students[index]!.client.post(professorPath, { intent: "editar", reviewId: reviewOf(index, "professor"), ...reviewValues("professor", index, 1) }),
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
      students[7]!.client.post(subjectPath, { intent: "editar", reviewId: reviewOf(7, "subject"), ...reviewValues("subject", 7, 2) }),
    ]);
    await app.pagesChanged();
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);

    const subjectFigures = await countedFigures("subject", sql`r.subject_id = ${target!.subject_id}`);
    const professorFigures = await countedFigures("professor", sql`r.professor_id = ${target!.professor_id}`);
    // The hidden professor review is out of every figure.
    expect(professorFigures.stars.reduce((sum, count) => sum + count, 0)).toBe(
      (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE professor_id = ${target!.professor_id} AND moderation_status <> 'hidden'`))[0]!.n,
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

  it(`shows a subject's grades only from ${GRADE_DISTRIBUTION_MIN} on: below, neither the page nor its data carries a count`, async () => {
    const [subject] = await query<{ id: string; career_id: string; credits: number }>(sql`
      SELECT id, career_id, credits FROM subjects WHERE review_count = 0 AND credits IS NOT NULL ORDER BY id LIMIT 1`);
    const path = `/subject/${subject!.id}`;
    const students = await signInNewStudents(app, GRADE_DISTRIBUTION_MIN, { careerId: subject!.career_id });
    const grades = ["notable", "aprobado", "notable", "suspenso", "sobresaliente"];
    const gradesSection = async () => textsLabelled(await app.html(path), /^Resumen de las reseñas$/)[0]!;
    for (const [index, student] of students.entries()) {
      const response = await student.client.post(path, { intent: "crear", ...reviewValues("subject", index), workloadBand: "3", grade: grades[index]! });
      expect(response.status).toBe(200);
      const data = await (await app.request(`${path}.data`)).text();
      if (index + 1 < GRADE_DISTRIBUTION_MIN) {
        expect(await gradesSection()).toContain("Notas de estudiantes verificados Aún no hay suficientes datos");
        expect(data).not.toContain('"count"');
      }
    }
    const shown = await gradesSection();
    expect(shown).toContain("Notas de estudiantes verificados Suspenso: 20 % Aprobado: 20 % Notable: 40 % Sobresaliente: 20 % Matrícula de Honor: 0 % No presentado: 0 %");
    expect(await (await app.request(`${path}.data`)).text()).toContain('"count"');
    // The hours reported next to what the credits mean by law.
    expect(shown).toContain(
      `Los estudiantes dedican 6–10 h a la semana fuera de clase; ${subject!.credits} créditos equivalen a ${subject!.credits * 25}–${subject!.credits * 30} h de trabajo en total`,
    );
  });

  it(`shows a professor's grades in each subject they teach only from ${GRADE_DISTRIBUTION_MIN} on, kept exact with the subject's`, async () => {
    const [pair] = await query<{ subject_id: string; professor_id: string; career_id: string }>(sql`
      SELECT sp.subject_id, sp.professor_id, s.career_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id
      WHERE s.review_count = 0 ORDER BY sp.subject_id, sp.professor_id LIMIT 1`);
    const students = await signInNewStudents(app, GRADE_DISTRIBUTION_MIN, { careerId: pair!.career_id });
    const grades = ["notable", "aprobado", "notable", "suspenso", "sobresaliente"];
    const taught = async () => textsLabelled(await app.html(`/profesor/${pair!.professor_id}`), /^Asignaturas que imparte$/)[0]!;
    for (const [index, student] of students.entries()) {
      const response = await student.client.post(`/subject/${pair!.subject_id}`, {
        intent: "crear",
        ...reviewValues("subject", index),
        professorId: pair!.professor_id,
        grade: grades[index]!,
      });
      expect(response.status).toBe(200);
      if (index + 1 < GRADE_DISTRIBUTION_MIN) expect(await taught()).toContain("Notas con este profesor: aún no hay suficientes datos");
    }
    expect(await taught()).toContain("Notas con este profesor: Suspenso 20 % · Aprobado 20 % · Notable 40 % · Sobresaliente 20 %");
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("a professor or subject without reviews says so instead of empty bars", async () => {
    const [unreviewed] = await query<{ id: string }>(sql`SELECT id FROM professors WHERE review_count = 0 ORDER BY id LIMIT 1`);
    const html = await app.html(`/profesor/${unreviewed!.id}`);
    expect(html).toContain("Resumen de las reseñas");
    expect(html).toContain("Aún no hay reseñas.");
  });
});

describe("the study plan as a semester planner", () => {
  it("adds up, for each term of the career page, its subjects' median weekly hours and averages their difficulty", async () => {
    const [career] = await query<{ career_id: string }>(sql`
      SELECT s.career_id FROM subjects s WHERE s.review_count > 0 GROUP BY s.career_id ORDER BY sum(s.review_count) DESC, s.career_id LIMIT 1`);
    const reviewed = await query<{ id: string; course_year: number; semester: number | null; bands: number[]; difficulty: number | null }>(sql`
      SELECT s.id, s.course_year, s.semester, s.average_difficulty AS difficulty,
             ARRAY(SELECT r.workload_band FROM reviews r WHERE r.subject_id = s.id AND r.workload_band IS NOT NULL AND r.moderation_status IN ('published', 'flagged') ORDER BY r.workload_band) AS bands
      FROM subjects s WHERE s.career_id = ${career!.career_id} ORDER BY s.course_year, s.semester NULLS LAST, s.name, s.id`);
    const [first] = reviewed;
    const term = reviewed.filter((subject) => subject.course_year === first!.course_year && subject.semester === first!.semester);
    const hours = [
      [0, 2],
      [3, 5],
      [6, 10],
      [11, 15],
      [16, Number.POSITIVE_INFINITY],
    ];
    const medians = term.flatMap((subject) => (subject.bands.length === 0 ? [] : [hours[subject.bands[Math.ceil(subject.bands.length / 2) - 1]! - 1]!]));
    const low = medians.reduce((sum, [from]) => sum + from!, 0);
    const high = medians.reduce((sum, [, to]) => sum + to!, 0);
    const difficulties = term.flatMap((subject) => (subject.difficulty === null ? [] : [subject.difficulty]));
    const text = textsLabelled(await app.html(`/career/${career!.career_id}`), new RegExp(`^Curso ${first!.course_year}$`))[0]!;
    const expectedHours = high === Number.POSITIVE_INFINITY ? `${low} h o más` : `${low}–${high} h`;
    expect(text).toContain(`${expectedHours} a la semana fuera de clase según las reseñas (${medians.length} de ${term.length} asignaturas)`);
    expect(text).toContain(`dificultad media ${formatRating(difficulties.reduce((sum, value) => sum + value, 0) / difficulties.length)}/5`);
  });
});
