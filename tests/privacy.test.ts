/**
 * Privacy by construction (SPEC §1, §6): a crawl of the public site, as a visitor
 * and as a signed-in student, HTML and loader data (`.data`) of every page, never finds
 * - the real name of a professor who did not make it public,
 * - the name of a private profile, or the user id of one (public profiles are linked by id),
 * - an e-mail address its owner did not choose to show (`user_profiles.show_email` on a public profile).
 *
 * The crawl starts from the sitemap and from pages chosen to show private people's work (reviews
 * of hidden professors, posts and comments of private students), then follows the links it finds,
 * bounded by a number of pages per kind of address and in all.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { useTestApp } from "./support/app";
import type { TestClient } from "./support/client";
import { rows, signInNewStudent } from "./support/students";

const { app } = useTestApp();

async function column(query: ReturnType<typeof sql>): Promise<string[]> {
  return (await rows<{ value: string }>(app, query)).map((row) => String(row.value));
}

/** Pages that show private people's work, so the crawl reaches them whatever the links lead to. */
async function targetedPages(): Promise<string[]> {
  const universities = await column(sql`SELECT DISTINCT university_id AS value FROM careers`);
  const professors =
    await column(sql`(SELECT id AS value FROM professors WHERE NOT is_name_public ORDER BY review_count DESC LIMIT 15)
    UNION ALL (SELECT id AS value FROM professors WHERE is_name_public ORDER BY review_count DESC LIMIT 10)`);
  const reviews = await column(sql`
    (SELECT r.id AS value FROM reviews r JOIN professors p ON p.id = r.professor_id WHERE NOT p.is_name_public LIMIT 8)
    UNION (SELECT r.id FROM reviews r JOIN subject_review_details d ON d.review_id = r.id JOIN professors p ON p.id = d.professor_id WHERE NOT p.is_name_public LIMIT 8)
    UNION (SELECT id FROM reviews WHERE comments_count > 0 ORDER BY comments_count DESC LIMIT 8)`);
  const posts = await column(sql`
    (SELECT p.id AS value FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id WHERE NOT up.is_public ORDER BY p.comments_count DESC LIMIT 8)
    UNION (SELECT c.post_id FROM university_life_comments c JOIN user_profiles up ON up.id = c.user_id WHERE NOT up.is_public LIMIT 8)`);
  const publicProfiles = await column(
    sql`SELECT id AS value FROM user_profiles WHERE is_public ORDER BY show_email DESC, id LIMIT 10`,
  );
  return [
    "/",
    "/campus-social",
    "/campus-social?tab=descubrir",
    "/campus-social?tab=comunidad",
    "/ranking",
    "/ranking?tab=carreras",
    "/ranking?tab=asignaturas",
    "/ranking?tab=profesores",
    "/explorar?tab=profesores",
    "/explorar?tab=profesores&page=2",
    ...universities.flatMap((id) =>
      ["", "?tab=students", "?tab=life", "?tab=life&orden=popular"].map((tab) => `/universidad/${id}${tab}`),
    ),
    ...universities.map((id) => `/explorar?tab=profesores&university=${id}`),
    ...professors.map((id) => `/profesor/${id}`),
    // Hidden professors compared two by two, so every one of them is on a comparison page.
    ...professors.flatMap((id, index) =>
      index % 2 === 0 ? [`/comparar?profesores=${[id, professors[index + 1]].filter(Boolean).join(",")}`] : [],
    ),
    ...reviews.flatMap((id) => [`/resenas/${id}/comentarios`, `/resenas/${id}/reportar`]),
    ...posts.map((id) => `/vida-universitaria/post/${id}`),
    ...publicProfiles.map((id) => `/perfil-publico/${id}`),
  ];
}

/** Every page the sitemap lists, as paths of this server. */
async function sitemapPages(client: TestClient): Promise<string[]> {
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")));
  const index = await (await client.request("/sitemap.xml")).text();
  const pages: string[] = [];
  for (const sitemap of locations(index)) {
    pages.push(
      ...locations(await (await client.request(sitemap.pathname)).text()).map((url) => `${url.pathname}${url.search}`),
    );
  }
  return pages;
}

/** Paths that are not public pages of the site, or that a crawl must not follow (they act or are private). */
const NOT_CRAWLED =
  /^\/(assets|logout|dev|profile|api|preferencias|opciones|ir\/|sitemap|sitemaps|robots|newsletter\/(confirmar|baja)|verificar-correo|restablecer-contrasena)/;

/** The kind of an address: its path with ids replaced, so a crawl reads a few of each kind, not every one. */
function addressKind(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id")
    .replace(/\/blog\/[^/?]+/, "/blog/:slug");
}

const MAX_PAGES = 400;
/** A crawl reads a few hundred pages: its budget only guards against a hang. */
const CRAWL_BUDGET_MS = 300_000;
const MAX_PER_KIND = 12;

interface Forbidden {
  names: RegExp;
  privateIds: Set<string>;
  hiddenEmails: Set<string>;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** What of the forbidden strings a body contains. */
function leaksIn(body: string, forbidden: Forbidden): string[] {
  const leaks = new Set<string>();
  for (const match of body.matchAll(forbidden.names)) leaks.add(`nombre «${match[0]}»`);
  for (const [id] of body.matchAll(UUID))
    if (forbidden.privateIds.has(id.toLowerCase())) leaks.add(`id de perfil privado ${id}`);
  for (const [email] of body.matchAll(EMAIL))
    if (forbidden.hiddenEmails.has(email.toLowerCase())) leaks.add(`correo ${email}`);
  return [...leaks];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads the site as `client` from the start pages, following its links within the bounds, and
 * returns every leak found (and feeds `seen` with the public names met, to show the crawl is
 * meaningful).
 */
async function crawl(
  client: Pick<TestClient, "request">,
  start: string[],
  forbidden: Forbidden,
  publicNames: RegExp,
  seen: Set<string>,
) {
  const queue = [...new Set(start)];
  const visited = new Set<string>();
  const perKind = new Map<string, number>();
  const leaks: string[] = [];
  while (queue.length > 0 && visited.size < MAX_PAGES) {
    const page = queue.shift()!;
    if (visited.has(page) || NOT_CRAWLED.test(page)) continue;
    const kind = addressKind(page);
    if ((perKind.get(kind) ?? 0) >= MAX_PER_KIND && !start.includes(page)) continue;
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    visited.add(page);
    const [pathname, search = ""] = page.split("?");
    const data = `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`;
    for (const url of [page, data]) {
      const response = await client.request(url);
      expect(response.status, url).toBeLessThan(500);
      const body = await response.text();
      for (const leak of leaksIn(body, forbidden)) leaks.push(`${url}: ${leak}`);
      for (const match of body.matchAll(publicNames)) seen.add(match[0]);
      if (url === page) {
        for (const [, href] of body.matchAll(/href="(\/[^"#]*)"/g)) {
          const link = href!.replaceAll("&amp;", "&");
          if (!visited.has(link)) queue.push(link);
        }
      }
    }
  }
  return { leaks, pages: visited.size };
}

describe("privacy crawl", () => {
  let forbidden: Forbidden;
  let publicNames: RegExp;
  let start: string[];
  let student: { client: TestClient; id: string };
  const seenPublic = new Set<string>();

  beforeAll(async () => {
    // Private data that must exist for the crawl to prove anything: a private profile that asked
    // to show its e-mail (the address stays hidden: only a public profile shows one), and a
    // public profile that shows its e-mail (the crawl must see one, so it can see them).
    await app.db.execute(
      sql`UPDATE user_profiles SET show_email = true WHERE id IN (SELECT id FROM user_profiles WHERE NOT is_public ORDER BY id LIMIT 5)`,
    );
    await app.db.execute(
      sql`UPDATE user_profiles SET show_email = true WHERE id IN (SELECT id FROM user_profiles WHERE is_public ORDER BY id LIMIT 5)`,
    );
    student = await signInNewStudent(app, { isPublic: true });

    const publicProfessorNames = await column(sql`SELECT name AS value FROM professors WHERE is_name_public`);
    const publicProfileNames = await column(sql`SELECT full_name AS value FROM user_profiles WHERE is_public`);
    const allowed = new Set([...publicProfessorNames, ...publicProfileNames]);
    const privateNames = [
      ...(await column(sql`SELECT name AS value FROM professors WHERE NOT is_name_public`)),
      ...(await column(sql`SELECT full_name AS value FROM user_profiles WHERE NOT is_public`)),
    ].filter((name) => !allowed.has(name));
    const privateIds = await column(
      sql`SELECT id AS value FROM "user" WHERE id NOT IN (SELECT id FROM user_profiles WHERE is_public)`,
    );
    const hiddenEmails = await column(sql`
      SELECT lower(u.email) AS value FROM "user" u LEFT JOIN user_profiles p ON p.id = u.id WHERE NOT coalesce(p.is_public AND p.show_email, false)
      UNION SELECT lower(verification_email) FROM user_profiles WHERE NOT (is_public AND show_email) AND verification_email IS NOT NULL`);
    // The signed-in student's own e-mail is on their own pages (the header's menu), never on another's.
    const [own] = await column(sql`SELECT lower(email) AS value FROM "user" WHERE id = ${student.id}`);
    expect(privateNames.length).toBeGreaterThan(40);
    expect(privateIds.length).toBeGreaterThan(20);
    expect(hiddenEmails.length).toBeGreaterThan(100);
    forbidden = {
      names: new RegExp(privateNames.map(escapeRegExp).join("|"), "g"),
      privateIds: new Set(privateIds.map((id) => id.toLowerCase())),
      hiddenEmails: new Set(hiddenEmails.filter((email) => email !== own)),
    };
    publicNames = new RegExp([...allowed].map(escapeRegExp).join("|"), "g");
    start = [...(await targetedPages()), ...(await sitemapPages(student.client))];
  });

  it(
    "as a visitor, never sends a private name, a private profile's id or a hidden e-mail, in HTML or loader data",
    async () => {
      const { leaks, pages } = await crawl(app, start, forbidden, publicNames, seenPublic);
      expect(leaks).toEqual([]);
      expect(pages).toBeGreaterThan(150);
    },
    CRAWL_BUDGET_MS,
  );

  it(
    "as a signed-in student, the same",
    async () => {
      const { leaks, pages } = await crawl(student.client, start, forbidden, publicNames, seenPublic);
      expect(leaks).toEqual([]);
      expect(pages).toBeGreaterThan(150);
    },
    CRAWL_BUDGET_MS,
  );

  it("is meaningful: the crawled pages show public names and the e-mails chosen to be shown", async () => {
    expect(seenPublic.size).toBeGreaterThan(30);
    const [shown] = await column(
      sql`SELECT verification_email AS value FROM user_profiles WHERE is_public AND show_email ORDER BY id LIMIT 1`,
    );
    const [owner] = await column(sql`SELECT id AS value FROM user_profiles WHERE verification_email = ${shown!}`);
    expect(await app.html(`/perfil-publico/${owner}`)).toContain(shown);
  });

  it("labels hidden professors as 'Profesor Anónimo' and private students as 'Perfil Anónimo'", async () => {
    const [professorId] = await column(sql`SELECT id AS value FROM professors WHERE NOT is_name_public LIMIT 1`);
    const professorPage = await app.html(`/profesor/${professorId}`);
    expect(professorPage).toContain("Profesor Anónimo");
    expect(professorPage).toContain("Nombre privado");

    const [universityId] = await column(
      sql`SELECT university_id AS value FROM user_profiles GROUP BY university_id ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(await app.html(`/universidad/${universityId}?tab=students`)).toContain("Perfil Anónimo");
  });
});
