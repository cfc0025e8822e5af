/**
 * A subject's and a professor's list of reviews, sorted and filtered through the query string
 * (`orden`, `profesor` / `asignatura`, `recientes`, `pagina`): the order and the rows each asks for,
 * the pagination keeping them, and a query the list does not know showing the first view.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { academicYearOf } from "~/lib/academic-terms";
import { REVIEWS_PAGE_SIZE } from "~/server/reviews/reads.server";

import { useTestApp } from "./support/app";
import { textsLabelled } from "./support/html";
import { signInNewStudents } from "./support/students";

const { app, query } = useTestApp();

/** The reviews a page lists, in its order (each card's anchor is its review's id). */
function listedIds(html: string): string[] {
  return [...html.matchAll(/<article id="resena-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
}

interface Listed {
  id: string;
  rating: number;
  likes_count: number;
  academic_year: number | null;
  professor_id: string | null;
  created_at: Date;
}

async function listedRows(ids: string[]): Promise<Listed[]> {
  if (ids.length === 0) return [];
  const found = await query<Listed>(sql`
    SELECT r.id, r.rating, r.likes_count, r.academic_year, d.professor_id, r.created_at FROM reviews r LEFT JOIN subject_review_details d ON d.review_id = r.id
    WHERE r.id IN ${ids}`);
  return ids.map((id) => found.find((row) => row.id === id)!);
}

describe("the list of a subject's reviews", () => {
  it("sorts by date, likes and stars, filters by professor and by the last two courses, and keeps it all across pages", async () => {
    const [subject] = await query<{ id: string; career_id: string; teachers: string[] }>(sql`
      SELECT s.id, s.career_id, array_agg(sp.professor_id ORDER BY sp.professor_id) AS teachers FROM subjects s JOIN subject_professors sp ON sp.subject_id = s.id
      WHERE s.review_count = 0 GROUP BY s.id HAVING count(*) >= 2 ORDER BY s.id LIMIT 1`);
    const path = `/subject/${subject!.id}`;
    const [first, second] = subject!.teachers;
    const current = academicYearOf(new Date());
    const students = await signInNewStudents(app, REVIEWS_PAGE_SIZE + 2, { careerId: subject!.career_id });
    for (const [index, student] of students.entries()) {
      const response = await student.client.post(path, {
        intent: "crear",
        rating: String((index % 5) + 1),
        academicYear: String(current - (index % 4)),
        professorId: index % 3 === 0 ? first! : second!,
        comment: `Reseña ${index + 1} de la prueba de la lista.`,
      });
      expect(response.status).toBe(200);
    }
    const written = await query<{ id: string; user_id: string }>(
      sql`SELECT id, user_id FROM reviews WHERE subject_id = ${subject!.id} AND user_id IN ${students.map((s) => s.id)}`,
    );
    const reviewOf = (index: number) => written.find((row) => row.user_id === students[index]!.id)!.id;
    // Likes from classmates: three for the 5th review, one for the 8th.
    for (const [liker, liked] of [
      [1, 4],
      [2, 4],
      [3, 4],
      [1, 7],
    ] as const) {
      expect(
        (await students[liker]!.client.post(path, { intent: "me-gusta", reviewId: reviewOf(liked), liked: "true" }))
          .status,
      ).toBe(200);
    }

    const newest = await listedRows(listedIds(await app.html(path)));
    expect(newest).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(newest.map((row) => new Date(row.created_at).getTime())).toEqual(
      newest.map((row) => new Date(row.created_at).getTime()).sort((a, b) => b - a),
    );

    const useful = await listedRows(listedIds(await app.html(`${path}?orden=utiles`)));
    expect(useful.slice(0, 2).map((row) => row.id)).toEqual([reviewOf(4), reviewOf(7)]);

    const best = await listedRows(listedIds(await app.html(`${path}?orden=mejor`)));
    expect(best.map((row) => row.rating)).toEqual(best.map((row) => row.rating).sort((a, b) => b - a));
    expect(best[0]!.rating).toBe(5);
    const worst = await listedRows(listedIds(await app.html(`${path}?orden=peor`)));
    expect(worst.map((row) => row.rating)).toEqual(worst.map((row) => row.rating).sort((a, b) => a - b));
    expect(worst[0]!.rating).toBe(1);

    // Filters: every row fits, and the heading counts them all.
    const [counted] = await query<{ taught_by_first: number; recent_by_first: number }>(sql`
      SELECT count(*) FILTER (WHERE d.professor_id = ${first!})::int AS taught_by_first,
             count(*) FILTER (WHERE d.professor_id = ${first!} AND r.academic_year >= ${current - 1})::int AS recent_by_first
      FROM reviews r JOIN subject_review_details d ON d.review_id = r.id
      WHERE r.subject_id = ${subject!.id} AND r.moderation_status IN ('published', 'flagged')`);
    const byFirstHtml = await app.html(`${path}?profesor=${first}`);
    const byFirst = await listedRows(listedIds(byFirstHtml));
    expect(byFirst.length).toBe(Math.min(REVIEWS_PAGE_SIZE, counted!.taught_by_first));
    expect(byFirst.every((row) => row.professor_id === first)).toBe(true);
    expect(textsLabelled(byFirstHtml, new RegExp(`^Reseñas ?\\(${counted!.taught_by_first}\\)$`))).toHaveLength(1);
    const recentByFirst = await listedRows(
      listedIds(await app.html(`${path}?profesor=${first}&recientes=1&orden=peor`)),
    );
    expect(recentByFirst).toHaveLength(counted!.recent_by_first);
    expect(recentByFirst.every((row) => row.professor_id === first && row.academic_year! >= current - 1)).toBe(true);
    expect(recentByFirst.map((row) => row.rating)).toEqual(
      recentByFirst.map((row) => row.rating).sort((a, b) => a - b),
    );

    // The second page of a sorted list keeps its sort, and continues it.
    const firstPage = await app.html(`${path}?orden=mejor`);
    expect(firstPage).toContain(`href="${path}?orden=mejor&amp;pagina=2#resenas"`);
    const secondPage = await listedRows(listedIds(await app.html(`${path}?orden=mejor&pagina=2`)));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(Math.max(...secondPage.map((row) => row.rating))).toBeLessThanOrEqual(best.at(-1)!.rating);

    // A query the list does not know is the first view, never an error.
    for (const unknown of [
      "orden=toString",
      "orden=MEJOR",
      "profesor=no-es-un-id&recientes=si",
      `asignatura=${first}`,
    ]) {
      const response = await app.request(`${path}?${unknown}`);
      expect(response.status, unknown).toBe(200);
      expect(listedIds(await response.text()), unknown).toEqual(newest.map((row) => row.id));
    }
  });

  it("says when no review fits the filters, and offers no sort on a page without reviews", async () => {
    const [unreviewed] = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE review_count = 0 ORDER BY id LIMIT 1`,
    );
    const html = await app.html(`/subject/${unreviewed!.id}`);
    expect(html).not.toContain("Ordenar por");
    const [reviewed] = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE review_count > 0 ORDER BY id LIMIT 1`,
    );
    const filtered = await app.html(
      `/subject/${reviewed!.id}?recientes=1&profesor=00000000-0000-4000-8000-000000000000`,
    );
    expect(filtered).toContain("Ordenar por");
    expect(filtered).toContain("Ninguna reseña cumple estos filtros.");
    // Without JavaScript the form is sent with its button (with JavaScript a change applies at once).
    expect(filtered).toMatch(/<button type="submit"[^>]*>Aplicar<\/button>/);
  });
});

describe("the list of a professor's reviews", () => {
  it("filters by the subject each review is about", async () => {
    const [taught] = await query<{ professor_id: string; subject_id: string }>(sql`
      SELECT r.professor_id, d.subject_id FROM reviews r JOIN professor_review_details d ON d.review_id = r.id
      WHERE r.moderation_status IN ('published', 'flagged') AND d.subject_id IS NOT NULL
      GROUP BY r.professor_id, d.subject_id ORDER BY count(*) DESC, r.professor_id LIMIT 1`);
    const [all] = await query<{ n: number; about: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE d.subject_id = ${taught!.subject_id})::int AS about
      FROM reviews r JOIN professor_review_details d ON d.review_id = r.id WHERE r.professor_id = ${taught!.professor_id} AND r.moderation_status IN ('published', 'flagged')`);
    const ids = listedIds(await app.html(`/profesor/${taught!.professor_id}?asignatura=${taught!.subject_id}`));
    expect(ids).toHaveLength(Math.min(REVIEWS_PAGE_SIZE, all!.about));
    const subjects = await query<{ subject_id: string }>(
      sql`SELECT subject_id FROM professor_review_details WHERE review_id IN ${ids}`,
    );
    expect(subjects.every((row) => row.subject_id === taught!.subject_id)).toBe(true);
  });
});
