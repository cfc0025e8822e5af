/**
 * `/comparar`: up to three professors, subjects or careers side by side from the query string, with
 * their stored figures; a professor whose name is not public is "Profesor Anónimo" there too (HTML
 * and loader data); careers of three universities with their official cut-off; the same subject or
 * degree elsewhere to add; a link that cannot be compared is a 400, one naming what does not exist a
 * 404, with the reason in Spanish.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { COMPARE_NOT_FOUND } from "~/lib/compare";
import { compareHref } from "~/lib/compare-links";
import { formatInteger } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";

import { useTestApp } from "./support/app";
import { textsLabelled } from "./support/html";

const { app, query } = useTestApp();

const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

describe("comparing professors", () => {
  it("shows each one's figures side by side, names a hidden professor only 'Profesor Anónimo', and offers colleagues of the same subjects", async () => {
    // Two professors of one subject, one of them with a name that is not public.
    const [pair] = await query<{ shown: string; hidden: string; hidden_name: string; subject_id: string }>(sql`
      SELECT shown.id AS shown, hidden.id AS hidden, hidden.name AS hidden_name, a.subject_id
      FROM subject_professors a JOIN subject_professors b ON b.subject_id = a.subject_id
        JOIN professors shown ON shown.id = a.professor_id AND shown.is_name_public AND shown.review_count > 0
        JOIN professors hidden ON hidden.id = b.professor_id AND NOT hidden.is_name_public
      ORDER BY shown.review_count DESC, shown.id, hidden.id LIMIT 1`);
    const path = compareHref("professor", [pair!.shown, pair!.hidden]);
    const html = await app.html(path);
    const data = await (await app.request(`${path.replace("/comparar", "/comparar.data")}`)).text();
    for (const page of [html, data]) expect(page).not.toContain(pair!.hidden_name);

    const [shown, hidden] = await query<{ id: string; name: string; review_count: number }>(sql`
      SELECT id, name, review_count FROM professors WHERE id IN (${pair!.shown}, ${pair!.hidden}) ORDER BY array_position(ARRAY[${pair!.shown}, ${pair!.hidden}]::uuid[], id)`);
    const columns = [shown!.name, ANONYMOUS_PROFESSOR].map((name) => textsLabelled(html, named(name)));
    expect(columns.map((found) => found.length)).toEqual([1, 1]);
    expect(columns[0]![0]).toContain(`Reseñas ${formatInteger(shown!.review_count)}`);
    expect(columns[1]![0]).toContain(`Reseñas ${formatInteger(hidden!.review_count)}`);
    expect(columns[0]![0]).toContain("Reparto de las valoraciones");
    expect(html).toContain("Comparando 2 profesores.");
    expect(await app.html(compareHref("professor", [pair!.shown]))).toContain("Comparando 1 profesor.");

    // Removing one keeps the other; adding a colleague keeps both.
    expect(html).toContain(`href="${compareHref("professor", [pair!.hidden])}"`);
    const [colleague] = await query<{ id: string }>(sql`
      SELECT DISTINCT sp.professor_id AS id FROM subject_professors sp
      WHERE sp.subject_id IN (SELECT subject_id FROM subject_professors WHERE professor_id IN (${pair!.shown}, ${pair!.hidden}))
        AND sp.professor_id NOT IN (${pair!.shown}, ${pair!.hidden}) LIMIT 1`);
    expect(html.includes("Añadir un profesor que imparte las mismas asignaturas")).toBe(colleague !== undefined);
  });

  it("answers a link it cannot compare with a 400, one naming what does not exist with a 404, and an empty one with how to start", async () => {
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects ORDER BY id LIMIT 1`);
    const ids = await query<{ id: string }>(sql`SELECT id FROM professors ORDER BY id LIMIT 4`);
    const cases: [string, number, string][] = [
      [`/comparar?profesores=${ids.map((row) => row.id).join(",")}`, 400, "Se pueden comparar hasta 3 a la vez."],
      [
        `/comparar?profesores=${ids[0]!.id}&asignaturas=${subject!.id}`,
        400,
        "Compara profesores, asignaturas o carreras, pero una sola cosa a la vez.",
      ],
      ["/comparar?profesores=no-es-un-id", 404, COMPARE_NOT_FOUND],
      [`/comparar?carreras=${randomUUID()}`, 404, COMPARE_NOT_FOUND],
      [`/comparar?asignaturas=${subject!.id},${randomUUID()}`, 404, COMPARE_NOT_FOUND],
      ["/comparar?carreras=%27%3B--", 404, COMPARE_NOT_FOUND],
    ];
    for (const [path, status, message] of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain(message);
    }
    expect(await app.html("/comparar")).toContain(
      "Abre la página de un profesor, una asignatura o una carrera y pulsa «Comparar»",
    );
  });
});

describe("comparing subjects", () => {
  it("shows each subject's figures with its degree, and offers the other subjects of the same course", async () => {
    const pair = await query<{ id: string; name: string; review_count: number }>(sql`
      SELECT s.id, s.name, s.review_count FROM subjects s
      WHERE (s.career_id, s.course_year) = (SELECT career_id, course_year FROM subjects WHERE review_count > 0 ORDER BY review_count DESC, id LIMIT 1)
      ORDER BY s.review_count DESC, s.id LIMIT 2`);
    const html = await app.html(
      compareHref(
        "subject",
        pair.map((row) => row.id),
      ),
    );
    for (const subject of pair) {
      const [column] = textsLabelled(html, named(subject.name));
      expect(column).toContain(`Reseñas ${formatInteger(subject.review_count)}`);
    }
    expect(html).toContain("Añadir una asignatura del mismo curso");
    // The same subject in other degrees, at any university.
    const elsewhere = await query<{ id: string }>(sql`
      SELECT s.id FROM subjects s WHERE s.search_name IN (SELECT search_name FROM subjects WHERE id IN (${pair[0]!.id}, ${pair[1]!.id}))
        AND s.career_id NOT IN (SELECT career_id FROM subjects WHERE id IN (${pair[0]!.id}, ${pair[1]!.id}))`);
    expect(html.includes("Añadir la misma asignatura en otras carreras y universidades")).toBe(elsewhere.length > 0);
    expect(html).toContain("Comparando 2 asignaturas.");
    expect(await app.html(compareHref("subject", [pair[0]!.id]))).toContain("Comparando 1 asignatura.");
    // The subject page leads here.
    expect(await app.html(`/subject/${pair[0]!.id}`)).toContain(`href="${compareHref("subject", [pair[0]!.id])}"`);
  });
});

describe("comparing careers", () => {
  /** A degree taught at three universities, each with an official cut-off. */
  async function sameDegreeAtThree() {
    return query<{
      id: string;
      name: string;
      university: string;
      latest_cutoff: string;
      latest_cutoff_year: number;
    }>(sql`
      WITH named AS (
        SELECT c.name FROM careers c WHERE c.latest_cutoff > 5 GROUP BY c.name HAVING count(DISTINCT c.university_id) >= 4 ORDER BY c.name LIMIT 1
      )
      SELECT c.id, c.name, u.name AS university, c.latest_cutoff, c.latest_cutoff_year FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.name = (SELECT name FROM named) AND c.latest_cutoff > 5 ORDER BY c.latest_cutoff DESC, c.id LIMIT 4`);
  }

  it("shows three careers of three universities with their official cut-off, its trend and their plan's figures", async () => {
    const careers = await sameDegreeAtThree();
    expect(new Set(careers.map((career) => career.university)).size).toBe(4);
    const three = careers.slice(0, 3);
    const path = compareHref(
      "career",
      three.map((career) => career.id),
    );
    const html = await app.html(path);
    expect(html).toContain("Comparando 3 carreras.");
    for (const career of three) {
      const [column] = textsLabelled(html, named(career.name)).filter((text) => text.includes(career.university));
      expect(column, career.university).toContain(
        `Nota de corte ${career.latest_cutoff_year}: ${Number(career.latest_cutoff).toFixed(3).replace(".", ",")}`,
      );
      expect(html).toContain(`href="/career/${career.id}"`);
    }
    expect(html).toMatch(/<svg[^>]*role="img"/);
    // Three is the most: nothing more is offered.
    expect(html).not.toContain("Añadir la misma carrera en otra universidad");
    const data = await app.request(path.replace("/comparar", "/comparar.data"));
    expect(data.status).toBe(200);
  });

  it("offers the same degree at other universities, from the comparison and from the career page", async () => {
    const careers = await sameDegreeAtThree();
    const first = careers[0]!;
    const html = await app.html(compareHref("career", [first.id]));
    expect(html).toContain("Añadir la misma carrera en otra universidad");
    const offered = (page: string) =>
      [...page.matchAll(new RegExp(`href="/comparar\\?carreras=${first.id},([0-9a-f-]{36})"`, "g"))].map(
        (match) => match[1]!,
      );
    const [sameName] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM careers c WHERE c.name = ${first.name} AND c.university_id <> (SELECT university_id FROM careers WHERE id = ${first.id})`);
    const candidates = offered(html);
    expect(candidates).toHaveLength(Math.min(8, sameName!.n));
    const found = await query<{ name: string; university_id: string }>(
      sql`SELECT name, university_id FROM careers WHERE id IN ${candidates}`,
    );
    // The same title first (there are enough of them here), each at another university.
    expect(found.every((career) => career.name === first.name)).toBe(true);
    expect(new Set(found.map((career) => career.university_id)).size).toBe(candidates.length);
    const page = await app.html(`/career/${first.id}`);
    expect(page).toContain("Compárala con la misma carrera en otras universidades");
    expect(offered(page)).toEqual(candidates.slice(0, 4));
  });
});
