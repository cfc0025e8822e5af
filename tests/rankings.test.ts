/**
 * Rankings (/ranking, SPEC §2, §7, §9) and the home's featured lists, which are their first rows,
 * against a fixture computed by hand: every review is replaced by 14 known ones, written by
 * students of three universities about subjects of three careers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { RANKING_MIN_ANSWERS } from "~/lib/ranking";
import { recomputeAllRatings } from "~/server/aggregates.server";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { rows } from "./support/students";

let app: TestApp;
const query = <T>(statement: ReturnType<typeof sql>) => rows<T>(app, statement);

interface Fixture {
  universities: { a: string; b: string; c: string };
  careers: { x: string; y: string; z: string };
  subjects: { x: string[]; y: string[]; z: string[] };
}
let fixture: Fixture;

/** The order in which `names` appear in `html` (each must appear). */
function order(html: string, names: string[]): string[] {
  const positions = names.map((name) => ({ name, at: html.indexOf(`>${name}<`) }));
  for (const { name, at } of positions) expect(at, name).toBeGreaterThan(-1);
  return positions.sort((p, q) => p.at - q.at).map((p) => p.name);
}

/** The ranking card's HTML: its heading to the end of its list. */
function rankingCard(html: string): string {
  const start = html.indexOf('id="ranking-titulo"');
  return html.slice(start, html.indexOf("</ol>", start));
}

async function nameOf(table: "universities" | "careers" | "subjects", id: string): Promise<string> {
  const [row] = await query<{ name: string }>(sql`SELECT name FROM ${sql.identifier(table)} WHERE id = ${id}`);
  return row!.name;
}

/**
 * Students: uA of A reviews z1 (5); uB of B reviews x1…x9 (2 each); uC1 of C reviews y1 (5), y2 (4),
 * y3 (3); uC2 of C reviews y1 (5). By hand:
 * - A: 1 review, average 5    → 5 × log10(2)  = 1.505 ('1,51')
 * - B: 9 reviews, average 2   → 2 × log10(10) = 2.000 ('2,00')
 * - C: 4 reviews, average 4.25 → 4.25 × log10(5) = 2.971 ('2,97')
 * - careers by review count: X (9, average 2), Y (4, average 4.25), Z (1, average 5)
 * - subjects by average then count: y1 (5, 2 reviews), z1 (5, 1), y2 (4), y3 (3), then x1…x9 (2).
 */
async function writeFixture(): Promise<Fixture> {
  const careers = await query<{ id: string; university_id: string }>(sql`
    SELECT c.id, c.university_id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE c.is_enabled AND u.is_enabled AND (SELECT count(*) FROM subjects s WHERE s.career_id = c.id) >= 9
    ORDER BY c.id LIMIT 3`);
  const [x, y, z] = careers;
  const subjectsOf = async (careerId: string, n: number) =>
    (
      await query<{ id: string }>(
        sql`SELECT id FROM subjects WHERE career_id = ${careerId} ORDER BY name, id LIMIT ${n}`,
      )
    ).map((row) => row.id);
  const subjects = { x: await subjectsOf(x!.id, 9), y: await subjectsOf(y!.id, 3), z: await subjectsOf(z!.id, 1) };

  const members = await query<{ university_id: string; ids: string[] }>(sql`
    SELECT up.university_id, (array_agg(up.id ORDER BY up.id))[1:2] AS ids FROM user_profiles up
    JOIN universities u ON u.id = up.university_id WHERE u.is_enabled
    GROUP BY up.university_id HAVING count(*) >= 2 ORDER BY up.university_id LIMIT 3`);
  const [a, b, c] = members;
  const reviews: [string, string, number][] = [
    [a!.ids[0]!, subjects.z[0]!, 5],
    ...subjects.x.map((subject): [string, string, number] => [b!.ids[0]!, subject, 2]),
    [c!.ids[0]!, subjects.y[0]!, 5],
    [c!.ids[0]!, subjects.y[1]!, 4],
    [c!.ids[0]!, subjects.y[2]!, 3],
    [c!.ids[1]!, subjects.y[0]!, 5],
  ];
  await app.db.execute(sql`DELETE FROM reviews`);
  for (const [userId, subjectId, rating] of reviews) {
    await app.db.execute(
      sql`INSERT INTO reviews (user_id, review_type, subject_id, rating) VALUES (${userId}, 'subject', ${subjectId}, ${rating})`,
    );
  }
  await recomputeAllRatings(app.db);
  await app.pagesChanged();
  return {
    universities: { a: a!.university_id, b: b!.university_id, c: c!.university_id },
    careers: { x: x!.id, y: y!.id, z: z!.id },
    subjects,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  fixture = await writeFixture();
});
afterAll(() => app.close());

describe("rankings", () => {
  it("rank universities by average × log10(reviews + 1) of their students' reviews, with the score shown", async () => {
    const html = rankingCard(await app.html("/ranking"));
    const [a, b, c] = await Promise.all([
      nameOf("universities", fixture.universities.a),
      nameOf("universities", fixture.universities.b),
      nameOf("universities", fixture.universities.c),
    ]);
    expect(order(html, [a, b, c])).toEqual([c, b, a]);
    for (const score of ["Puntuación 2,97", "Puntuación 2,00", "Puntuación 1,51"]) expect(html).toContain(score);
    // Universities whose students wrote no review are not ranked.
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it("rank careers by their subjects' reviews and subjects by average, then count", async () => {
    const careers = rankingCard(await app.html("/ranking?tab=carreras"));
    const [x, y, z] = await Promise.all([
      nameOf("careers", fixture.careers.x),
      nameOf("careers", fixture.careers.y),
      nameOf("careers", fixture.careers.z),
    ]);
    const careerLinks = [...careers.matchAll(/href="\/career\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(careerLinks).toEqual([fixture.careers.x, fixture.careers.y, fixture.careers.z]);
    expect(careers).toContain("9 valoraciones");
    expect(careers).toContain("4 valoraciones");
    expect(careers).toContain("1 valoración");
    expect([x, y, z].every((name) => careers.includes(name))).toBe(true);

    const subjects = rankingCard(await app.html("/ranking?tab=asignaturas"));
    const subjectLinks = [...subjects.matchAll(/href="\/subject\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    const [y1, y2, y3] = fixture.subjects.y;
    const xByName = await query<{ id: string }>(
      sql`SELECT id FROM subjects WHERE id IN ${fixture.subjects.x} ORDER BY name`,
    );
    expect(subjectLinks).toEqual([y1, fixture.subjects.z[0], y2, y3, ...xByName.map((row) => row.id)]);
  });

  it("feed the home's featured lists with their first rows", async () => {
    const home = await app.html("/");
    const topCareers = home.slice(home.indexOf('id="home-top-careers"'), home.indexOf('id="home-top-subjects"'));
    expect([...topCareers.matchAll(/href="\/career\/([0-9a-f-]{36})"/g)].map((match) => match[1])).toEqual([
      fixture.careers.x,
      fixture.careers.y,
      fixture.careers.z,
    ]);
    const topSubjects = home.slice(home.indexOf('id="home-top-subjects"'), home.indexOf('id="home-top-professors"'));
    expect([...topSubjects.matchAll(/href="\/subject\/([0-9a-f-]{36})"/g)].map((match) => match[1])).toEqual([
      fixture.subjects.y[0],
      fixture.subjects.z[0],
      fixture.subjects.y[1],
    ]);
  });

  it("say 'Error al cargar los datos' when the ranking cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await app.db.execute(sql`ALTER TABLE careers RENAME COLUMN average_rating TO average_rating_hidden`);
    try {
      await app.pagesChanged();
      const response = await app.request("/ranking?tab=carreras");
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("Error al cargar los datos");
      // The failure is logged with its cause.
      expect(error).toHaveBeenCalledWith("Error al cargar los datos", expect.anything());
    } finally {
      error.mockClear();
      await app.db.execute(sql`ALTER TABLE careers RENAME COLUMN average_rating_hidden TO average_rating`);
      await app.pagesChanged();
    }
    expect((await app.request("/ranking?tab=carreras")).status).toBe(200);
  });
});

describe("the refresh button", () => {
  it("is a post that makes visitors' cached pages show what changed outside the app", async () => {
    const visitor = new TestClient(app, "198.51.100.77");
    const path = "/ranking?tab=asignaturas";
    await (await visitor.request(path)).text();
    expect((await visitor.request(path)).headers.get("X-Cache")).toBe("hit");

    // A change the app did not make (a moderator's SQL): the cached page does not know it.
    const [y3] = fixture.subjects.y.slice(2);
    const y3Name = await nameOf("subjects", y3!);
    await app.db.execute(sql`UPDATE subjects SET name = ${`${y3Name} (renombrada)`} WHERE id = ${y3!}`);
    const stale = await visitor.request(path);
    expect(stale.headers.get("X-Cache")).toBe("hit");
    expect(await stale.text()).not.toContain("(renombrada)");

    const refresh = await new TestClient(app, "198.51.100.78").post("/ranking", { tab: "asignaturas" });
    expect(refresh.status).toBe(303);
    expect(refresh.headers.get("Location")).toBe(path);
    const fresh = await visitor.request(path);
    expect(fresh.headers.get("X-Cache")).toBe("miss");
    expect(await fresh.text()).toContain(`${y3Name} (renombrada)`);
  });

  it("is refused after a few presses from one address, leaving the cached pages as they are", async () => {
    const presser = new TestClient(app, "198.51.100.79");
    const statuses: number[] = [];
    for (let press = 0; press < 6; press += 1)
      statuses.push((await presser.post("/ranking", { tab: "universidades" })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);

    await (await app.request("/ranking")).text();
    const refused = await presser.post("/ranking", { tab: "universidades" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Has actualizado el ranking varias veces seguidas");
    expect((await app.request("/ranking")).headers.get("X-Cache")).toBe("hit");
  });
});

describe("rankings by the reviews' figures", () => {
  it("rank subjects by the lowest average difficulty, then the most reviewed, leaving out those without one", async () => {
    // By hand: y1 (two reviews, 1 and 3 → 2,0), y2 (1 → 1,0), y3 (4 → 4,0), z1 (2 → 2,0, one review); the x subjects have none.
    const [y1, y2, y3] = fixture.subjects.y;
    const z1 = fixture.subjects.z[0]!;
    await app.db.execute(sql`
      UPDATE reviews SET difficulty_level = CASE
        WHEN subject_id = ${y1!} AND rating = 5 AND user_id = (SELECT min(user_id) FROM reviews WHERE subject_id = ${y1!}) THEN 1
        WHEN subject_id = ${y1!} THEN 3
        WHEN subject_id = ${y2!} THEN 1
        WHEN subject_id = ${y3!} THEN 4
        WHEN subject_id = ${z1} THEN 2 END`);
    await recomputeAllRatings(app.db);
    await app.pagesChanged();
    const html = rankingCard(await app.html("/ranking?tab=menos-dificiles"));
    expect([...html.matchAll(/href="\/subject\/([0-9a-f-]{36})"/g)].map((match) => match[1])).toEqual([y2, y1, z1, y3]);
    for (const shown of ["Dificultad 1,0/5", "Dificultad 2,0/5", "Dificultad 4,0/5"]) expect(html).toContain(shown);
  });

  it(`rank professors by the share who would take them again, from ${RANKING_MIN_ANSWERS} answers, a hidden name as 'Profesor Anónimo'`, async () => {
    const named = await query<{ id: string; name: string }>(sql`
      SELECT p.id, p.name FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.is_enabled AND p.is_name_public ORDER BY p.id LIMIT 2`);
    const [hidden] = await query<{ id: string; name: string }>(sql`
      SELECT p.id, p.name FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.is_enabled AND NOT p.is_name_public ORDER BY p.id LIMIT 1`);
    const users = await query<{ id: string }>(sql`SELECT id FROM "user" ORDER BY id LIMIT 4`);
    // By hand: the hidden one 3 of 4 (75 %), the first named 2 of 3 (67 %), the second named 2 of 2 (too few answers).
    const answers: [string, ("yes" | "no" | "unsure")[]][] = [
      [hidden!.id, ["yes", "yes", "yes", "unsure"]],
      [named[0]!.id, ["yes", "yes", "no"]],
      [named[1]!.id, ["yes", "yes"]],
    ];
    for (const [professorId, said] of answers) {
      for (const [index, answer] of said.entries()) {
        await app.db.execute(
          sql`INSERT INTO reviews (user_id, review_type, professor_id, rating, would_take_again) VALUES (${users[index]!.id}, 'professor', ${professorId}, 4, ${answer})`,
        );
      }
    }
    await recomputeAllRatings(app.db);
    await app.pagesChanged();
    const html = rankingCard(await app.html("/ranking?tab=profesores"));
    expect([...html.matchAll(/href="\/profesor\/([0-9a-f-]{36})"/g)].map((match) => match[1])).toEqual([
      hidden!.id,
      named[0]!.id,
    ]);
    expect(html).toContain(">Profesor Anónimo<");
    expect(html).not.toContain(hidden!.name);
    expect(html).toContain("4 respuestas");
  });
});
