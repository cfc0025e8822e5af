/**
 * Privacy by construction (SPEC §1, §6): the real name of a professor who did not make it public,
 * and the name of a private profile, never appear in any HTML or loader JSON (`.data`) response.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function column<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await app.db.execute(query);
  return result.rows.map((row) => Object.values(row as Record<string, T>)[0]);
}

/**
 * Every page a visitor can reach for the universities that have degrees, plus its loader data,
 * in groups: each group is its own test with its own time budget, so a slow machine makes the
 * scan slower, never failed.
 */
async function pageGroups(): Promise<Record<string, string[]>> {
  const universities = await column<string>(sql`SELECT DISTINCT university_id FROM careers`);
  const careers = await column<string>(sql`SELECT id FROM careers`);
  const subjects = await column<string>(sql`SELECT id FROM subjects ORDER BY review_count DESC LIMIT 40`);
  const professors = await column<string>(sql`SELECT id FROM professors ORDER BY is_name_public, review_count DESC LIMIT 60`);
  // The comments and report pages of reviews about hidden professors and of reviews with comments.
  const reviews = await column<string>(sql`
    (SELECT r.id FROM reviews r JOIN professors p ON p.id = r.professor_id WHERE NOT p.is_name_public LIMIT 15)
    UNION (SELECT r.id FROM reviews r JOIN subject_review_details d ON d.review_id = r.id JOIN professors p ON p.id = d.professor_id WHERE NOT p.is_name_public LIMIT 15)
    UNION (SELECT id FROM reviews WHERE comments_count > 0 ORDER BY comments_count DESC LIMIT 15)`);
  // Posts and comments by private and public students, and the feed of every university.
  const posts = await column<string>(sql`
    (SELECT p.id FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id WHERE NOT up.is_public AND p.is_published ORDER BY p.comments_count DESC LIMIT 15)
    UNION (SELECT c.post_id FROM university_life_comments c JOIN user_profiles up ON up.id = c.user_id WHERE NOT up.is_public LIMIT 15)
    UNION (SELECT p.id FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id WHERE up.is_public AND p.is_published ORDER BY p.likes_count DESC LIMIT 15)`);
  return {
    "campus life": [
      ...posts.map((id) => `/vida-universitaria/post/${id}`),
      ...universities.map((id) => `/universidad/${id}?tab=life&orden=popular`),
      "/campus-social",
      "/campus-social?tab=descubrir",
      "/campus-social?tab=comunidad",
    ],
    "home and universities": ["/", ...universities.flatMap((id) => ["", "?tab=careers", "?tab=students", "?tab=life"].map((tab) => `/universidad/${id}${tab}`))],
    careers: careers.map((id) => `/career/${id}`),
    subjects: subjects.map((id) => `/subject/${id}`),
    professors: professors.map((id) => `/profesor/${id}`),
    "review comments and reports": reviews.flatMap((id) => [`/resenas/${id}/comentarios`, `/resenas/${id}/reportar`]),
    // Explore lists every professor, page by page and by university; the rankings list places.
    "explore and rankings": [
      ...Array.from({ length: 6 }, (_, index) => `/explorar?tab=profesores&page=${index + 1}`),
      ...universities.map((id) => `/explorar?tab=profesores&university=${id}`),
      "/ranking",
      "/ranking?tab=carreras",
      "/ranking?tab=asignaturas",
    ],
  };
}

/** A page scan reads a few hundred pages: its budget is generous, it only guards against a hang. */
const SCAN_BUDGET_MS = 300_000;

describe("privacy scan", () => {
  let privateProfessorNames: string[];
  let privateProfileNames: string[];
  let publicProfessorNames: Set<string>;
  let publicProfileNames: Set<string>;
  let groups: Record<string, string[]>;
  const seenPublicProfessors = new Set<string>();
  const seenPublicProfiles = new Set<string>();

  beforeAll(async () => {
    publicProfessorNames = new Set(await column<string>(sql`SELECT name FROM professors WHERE is_name_public`));
    privateProfessorNames = (await column<string>(sql`SELECT name FROM professors WHERE NOT is_name_public`)).filter((name) => !publicProfessorNames.has(name));
    publicProfileNames = new Set(await column<string>(sql`SELECT full_name FROM user_profiles WHERE is_public`));
    privateProfileNames = (await column<string>(sql`SELECT full_name FROM user_profiles WHERE NOT is_public`)).filter((name) => !publicProfileNames.has(name));
    groups = await pageGroups();
  });

  it.each(["home and universities", "campus life", "careers", "subjects", "professors", "review comments and reports", "explore and rankings"])(
    "never sends a private professor name or a private profile name, in HTML or loader data: %s",
    async (group) => {
      expect(privateProfessorNames.length).toBeGreaterThan(20);
      expect(privateProfileNames.length).toBeGreaterThan(20);
      const leaks: string[] = [];
      for (const page of groups[group]!) {
        const [pathname, search = ""] = page.split("?");
        const dataUrl = `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`;
        for (const url of [page, dataUrl]) {
          const response = await app.request(url);
          expect(response.status, url).toBe(200);
          const body = await response.text();
          for (const name of privateProfessorNames) if (body.includes(name)) leaks.push(`${url}: profesor «${name}»`);
          for (const name of privateProfileNames) if (body.includes(name)) leaks.push(`${url}: perfil «${name}»`);
          for (const name of publicProfessorNames) if (body.includes(name)) seenPublicProfessors.add(name);
          for (const name of publicProfileNames) if (body.includes(name)) seenPublicProfiles.add(name);
        }
      }
      expect(leaks).toEqual([]);
    },
    SCAN_BUDGET_MS,
  );

  it("is meaningful: the scanned pages do show the names that are public", () => {
    expect(seenPublicProfessors.size).toBeGreaterThan(20);
    expect(seenPublicProfiles.size).toBeGreaterThan(10);
  });

  it("labels hidden professors as 'Profesor Anónimo' and private students as 'Perfil Anónimo'", async () => {
    const [professorId] = await column<string>(sql`SELECT id FROM professors WHERE NOT is_name_public LIMIT 1`);
    const professorPage = await app.html(`/profesor/${professorId}`);
    expect(professorPage).toContain("Profesor Anónimo");
    expect(professorPage).toContain("Nombre privado");

    const [universityId] = await column<string>(sql`SELECT university_id FROM user_profiles GROUP BY university_id ORDER BY count(*) DESC LIMIT 1`);
    const students = await app.html(`/universidad/${universityId}?tab=students`);
    expect(students).toContain("Perfil Anónimo");
  });
});
