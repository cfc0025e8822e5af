/**
 * `/comparar`: up to three professors or subjects side by side from the query string, with their
 * stored figures; a professor whose name is not public is "Profesor Anónimo" there too (HTML and
 * loader data); a link that cannot be compared is a 400 with the reason in Spanish.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compareHref } from "~/lib/compare";
import { formatInteger } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";

import { startTestApp, type TestApp } from "./support/app";
import { textsLabelled } from "./support/html";
import { rows } from "./support/students";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const query = <T>(statement: SQL) => rows<T>(app, statement);
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

  it("answers a link it cannot compare with a 400 and the reason, and an empty one with how to start", async () => {
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects ORDER BY id LIMIT 1`);
    const ids = await query<{ id: string }>(sql`SELECT id FROM professors ORDER BY id LIMIT 4`);
    const cases: [string, string][] = [
      [`/comparar?profesores=${ids.map((row) => row.id).join(",")}`, "Se pueden comparar hasta 3 a la vez."],
      ["/comparar?profesores=no-es-un-id", "El enlace de comparación no es válido: alguno de sus elementos no existe."],
      [`/comparar?profesores=${ids[0]!.id}&asignaturas=${subject!.id}`, "Compara profesores o asignaturas, pero no las dos cosas a la vez."],
    ];
    for (const [path, message] of cases) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain(message);
    }
    expect(await app.html("/comparar")).toContain("Abre la página de un profesor o de una asignatura y pulsa «Comparar»");
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
    expect(html).toContain("Comparando 2 asignaturas.");
    expect(await app.html(compareHref("subject", [pair[0]!.id]))).toContain("Comparando 1 asignatura.");
    // The subject page leads here.
    expect(await app.html(`/subject/${pair[0]!.id}`)).toContain(`href="${compareHref("subject", [pair[0]!.id])}"`);
  });
});
