/**
 * Explore (/explorar, SPEC §2, §5, §9) through the real request handler: the search is case- and
 * accent-insensitive and done in the database, the filters combine, the minimum rating leaves out
 * what has no rating, every change but the page starts again at page 1, the badges stop at
 * '100+', a hidden professor's name is neither matched nor shown, and the branch of knowledge
 * narrows careers and subjects, with JavaScript or without.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { EXPLORE_PAGE_SIZE } from "~/lib/explore";
import { formatPercent, formatRating, plural } from "~/lib/format";
import { KNOWLEDGE_BRANCH_SLUGS, KNOWLEDGE_BRANCHES, type KnowledgeBranch } from "~/lib/knowledge-branches";
import { RANKING_MIN_ANSWERS } from "~/lib/ranking";

import { useTestApp } from "./support/app";
import { resultsOf } from "./support/explore-page";
import { attr, NoScriptBrowser, textOf } from "./support/no-script-browser";

const { app, query } = useTestApp();

/** The ids of the results listed (each result card links to its page once). */
function resultIds(html: string, path: "universidad" | "career" | "subject" | "profesor"): string[] {
  return [...resultsOf(html).matchAll(new RegExp(`href="/${path}/([0-9a-f-]{36})"`, "g"))].map((match) => match[1]!);
}

/** The count badge of a tab: the text of the badge inside its link. */
function badge(html: string, label: string): string {
  const link = new RegExp(
    `<a[^>]*href="/explorar[^"]*"[^>]*>${label}<span[^>]*><span class="sr-only">\\(</span>([^<]+)<`,
  ).exec(html);
  if (!link) throw new Error(`No se encuentra la pestaña ${label}`);
  return link[1]!;
}

const decode = (html: string) => html.replaceAll("&amp;", "&");

describe("search", () => {
  it("finds names whatever their accents and case ('matematicas' finds 'Matemáticas', 'cordoba' finds 'Córdoba')", async () => {
    const expectedSubjects = await query<{ id: string }>(sql`
      SELECT s.id FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
      WHERE s.name ILIKE '%matemáticas%' AND c.is_enabled AND u.is_enabled`);
    expect(expectedSubjects.length).toBeGreaterThan(0);
    expect(expectedSubjects.length).toBeLessThanOrEqual(EXPLORE_PAGE_SIZE);
    for (const q of ["matematicas", "MATEMÁTICAS", "Matemáticas"]) {
      const html = await app.html(`/explorar?tab=asignaturas&q=${encodeURIComponent(q)}`);
      expect(new Set(resultIds(html, "subject")), q).toEqual(new Set(expectedSubjects.map((row) => row.id)));
      expect(html).toContain("Matemáticas I");
    }

    const cordoba = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM universities WHERE name LIKE '%Córdoba%' AND is_enabled ORDER BY name`,
    );
    expect(cordoba.map((row) => row.name)).toEqual(
      expect.arrayContaining(["Universidad de Córdoba", "Universidad Nacional de Córdoba"]),
    );
    for (const q of ["cordoba", "CÓRDOBA", "córdoba"]) {
      const html = await app.html(`/explorar?q=${encodeURIComponent(q)}`);
      // Both are known as «Córdoba»: equally relevant, the most reviewed first.
      expect(new Set(resultIds(html, "universidad")), q).toEqual(new Set(cordoba.map((row) => row.id)));
    }
  });

  it("searches names as they are now: a renamed subject is found by its new name only", async () => {
    const [subject] = await query<{ id: string; name: string }>(sql`
      SELECT s.id, s.name FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled ORDER BY s.id LIMIT 1`);
    const search = (q: string) => app.html(`/explorar?tab=asignaturas&q=${encodeURIComponent(q)}`);
    await query(sql`UPDATE subjects SET name = 'Óptica Cuántica Zeta' WHERE id = ${subject!.id}`);
    await app.pagesChanged();
    try {
      expect(resultIds(await search("optica cuantica zeta"), "subject")).toEqual([subject!.id]);
      expect(resultIds(await search(subject!.name), "subject")).not.toContain(subject!.id);
    } finally {
      await query(sql`UPDATE subjects SET name = ${subject!.name} WHERE id = ${subject!.id}`);
      await app.pagesChanged();
    }
    expect(resultIds(await search("optica cuantica zeta"), "subject")).toEqual([]);
  });

  it("finds universities by acronym and treats % and _ as letters", async () => {
    const [ua] = await query<{ id: string }>(sql`SELECT id FROM universities WHERE acronym = 'UA'`);
    expect(resultIds(await app.html("/explorar?q=ua"), "universidad")).toContain(ua!.id);

    for (const q of ["%%%", "___"]) {
      const html = await app.html(`/explorar?q=${encodeURIComponent(q)}`);
      expect(resultIds(html, "universidad"), q).toEqual([]);
      expect(html).toContain("No se encontraron resultados");
    }
  });

  it("asks for three letters on the other tabs, listing everything meanwhile", async () => {
    const html = await app.html("/explorar?tab=carreras&q=gr");
    expect(html).toContain("Escribe al menos 3 letras para buscar carreras");
    const everything = await app.html("/explorar?tab=carreras");
    expect(resultIds(html, "career")).toEqual(resultIds(everything, "career"));
  });

  it("never matches a professor whose name is not public, and lists them as 'Profesor Anónimo'", async () => {
    const [hidden] = await query<{ id: string; name: string; university_id: string }>(sql`
      SELECT p.id, p.name, p.university_id FROM professors p
      WHERE NOT p.is_name_public AND NOT EXISTS (SELECT 1 FROM professors o WHERE o.is_name_public AND o.name = p.name)
      ORDER BY p.review_count DESC, p.id LIMIT 1`);
    const surname = hidden!.name.split(" ").at(-1)!;
    const publicWithSurname = await query<{ id: string }>(
      sql`SELECT id FROM professors WHERE is_name_public AND name ILIKE ${`%${surname}%`}`,
    );

    for (const q of [hidden!.name, surname]) {
      const html = await app.html(`/explorar?tab=profesores&q=${encodeURIComponent(q)}`);
      // The search box shows what was typed; the results never show the hidden name.
      expect(resultsOf(html)).not.toContain(hidden!.name);
      expect(resultIds(html, "profesor")).not.toContain(hidden!.id);
    }
    const bySurname = await app.html(`/explorar?tab=profesores&q=${encodeURIComponent(surname)}`);
    expect(new Set(resultIds(bySurname, "profesor"))).toEqual(new Set(publicWithSurname.map((row) => row.id)));

    // Listed by university, the hidden professor is there, unnamed.
    const ranked = await query<{ id: string }>(sql`
      SELECT id FROM professors WHERE university_id = ${hidden!.university_id}
      ORDER BY average_rating DESC NULLS LAST, review_count DESC NULLS LAST, id`);
    const page = Math.floor(ranked.findIndex((row) => row.id === hidden!.id) / EXPLORE_PAGE_SIZE) + 1;
    const listed = await app.html(`/explorar?tab=profesores&university=${hidden!.university_id}&page=${page}`);
    expect(resultIds(listed, "profesor")).toContain(hidden!.id);
    expect(resultsOf(listed)).toContain("Profesor Anónimo");
    expect(listed).not.toContain(hidden!.name);
  });
});

describe("filters and pages", () => {
  it("combine the search, a university and a minimum rating, page by page, in the order of SPEC §7", async () => {
    const [university] = await query<{ id: string }>(sql`
      SELECT c.university_id AS id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE s.average_rating >= 3 AND c.is_enabled GROUP BY c.university_id ORDER BY count(*) DESC LIMIT 1`);
    const expected = await query<{ id: string }>(sql`
      SELECT s.id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE c.university_id = ${university!.id} AND c.is_enabled AND s.average_rating >= 3
      ORDER BY s.average_rating DESC NULLS LAST, s.name, s.id`);
    expect(expected.length).toBeGreaterThan(EXPLORE_PAGE_SIZE);

    const first = await app.html(`/explorar?tab=asignaturas&university=${university!.id}&min_rating=3`);
    expect(resultIds(first, "subject")).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    expect(first).toContain(`${expected.length} resultados`);
    const second = await app.html(`/explorar?tab=asignaturas&university=${university!.id}&min_rating=3&page=2`);
    expect(resultIds(second, "subject")).toEqual(
      expected.slice(EXPLORE_PAGE_SIZE, 2 * EXPLORE_PAGE_SIZE).map((row) => row.id),
    );
    expect(second).toContain("Página 2 de");

    // A page past the end shows the last one.
    const lastPage = Math.ceil(expected.length / EXPLORE_PAGE_SIZE);
    const past = await app.html(`/explorar?tab=asignaturas&university=${university!.id}&min_rating=3&page=999`);
    expect(resultIds(past, "subject")).toEqual(expected.slice((lastPage - 1) * EXPLORE_PAGE_SIZE).map((row) => row.id));
  });

  it("leave out items without a rating when a minimum rating is set", async () => {
    const [counts] = await query<{ unrated: number; rated: number }>(sql`
      SELECT count(*) FILTER (WHERE average_rating IS NULL)::int AS unrated, count(*) FILTER (WHERE average_rating >= 2)::int AS rated
      FROM professors p WHERE EXISTS (SELECT 1 FROM universities u WHERE u.id = p.university_id AND u.is_enabled)`);
    expect(counts!.unrated).toBeGreaterThan(0);

    const html = await app.html("/explorar?tab=profesores&min_rating=2");
    const listed = resultIds(html, "profesor");
    const ratings = await query<{ id: string; average_rating: number | null }>(
      sql`SELECT id, average_rating FROM professors WHERE id IN ${listed}`,
    );
    expect(ratings).toHaveLength(listed.length);
    expect(ratings.every((row) => row.average_rating !== null && row.average_rating >= 2)).toBe(true);
    expect(badge(html, "Profesores")).toBe(counts!.rated > 100 ? "100+" : String(counts!.rated));

    // Universities: only those whose students wrote reviews have a rating.
    const [universities] = await query<{ unrated: number }>(
      sql`SELECT count(*)::int AS unrated FROM universities WHERE is_enabled AND average_rating IS NULL`,
    );
    expect(universities!.unrated).toBeGreaterThan(0);
    const rated = await query<{ id: string }>(
      sql`SELECT id FROM universities WHERE is_enabled AND average_rating >= 3 ORDER BY name, id LIMIT ${EXPLORE_PAGE_SIZE}`,
    );
    expect(resultIds(await app.html("/explorar?min_rating=3"), "universidad")).toEqual(rated.map((row) => row.id));
  });

  it("show '100+' on a badge above 100 and the exact count otherwise", async () => {
    // One university's catalog: some of its counts pass 100 and some do not.
    const [university] = await query<{ id: string }>(sql`SELECT id FROM universities WHERE acronym = 'UA'`);
    const inIt = sql`u.id = ${university!.id}`;
    const [counts] = await query<{
      universidades: number;
      carreras: number;
      asignaturas: number;
      profesores: number;
    }>(sql`
      SELECT
        (SELECT count(*)::int FROM universities u WHERE u.is_enabled AND ${inIt}) AS universidades,
        (SELECT count(*)::int FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled AND ${inIt}) AS carreras,
        (SELECT count(*)::int FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled AND ${inIt}) AS asignaturas,
        (SELECT count(*)::int FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.is_enabled AND ${inIt}) AS profesores`);
    const html = await app.html(`/explorar?university=${university!.id}`);
    const labels = {
      universidades: "Universidades",
      carreras: "Carreras",
      asignaturas: "Asignaturas",
      profesores: "Profesores",
    } as const;
    const shown = Object.values(counts!);
    expect(shown.some((n) => n > 100)).toBe(true);
    expect(shown.some((n) => n <= 100)).toBe(true);
    for (const [tab, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      expect(badge(html, label), tab).toBe(counts![tab] > 100 ? "100+" : String(counts![tab]));
    }
  });

  it("start again at page 1 on every link but the pagination, keeping the search and filters in the URL", async () => {
    const [matches] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM subjects WHERE average_rating >= 2 AND (name ILIKE '%ión%' OR name ILIKE '%ion%')`,
    );
    expect(matches!.n).toBeGreaterThan(EXPLORE_PAGE_SIZE);
    const html = decode(await app.html("/explorar?tab=asignaturas&q=ion&min_rating=2&page=2"));
    const linksIn = (label: string) => {
      const start = html.indexOf(`aria-label="${label}"`);
      return [...html.slice(start, html.indexOf("</nav>", start)).matchAll(/href="(\/explorar[^"]*)"/g)].map(
        (match) => match[1]!,
      );
    };
    expect(linksIn("Qué buscar")).toEqual([
      // With a search the tab is always said: without one, Explore opens on the best match's.
      "/explorar?tab=universidades&q=ion&min_rating=2",
      "/explorar?tab=carreras&q=ion&min_rating=2",
      "/explorar?tab=asignaturas&q=ion&min_rating=2",
      "/explorar?tab=profesores&q=ion&min_rating=2",
    ]);
    const pagination = linksIn("Paginación de resultados");
    expect(pagination).toContain("/explorar?tab=asignaturas&q=ion&min_rating=2&page=3");
    // Page 1 needs no parameter.
    expect(pagination).toContain("/explorar?tab=asignaturas&q=ion&min_rating=2");
    expect(html).toMatch(/href="\/explorar\?tab=asignaturas"[^>]*>Limpiar filtros</);
    // The search form sends no page: a new search starts at page 1.
    const form = html.slice(html.indexOf('role="search"'), html.indexOf("</form>", html.indexOf('role="search"')));
    expect(form).not.toContain('name="page"');
    expect(form).toContain('name="tab" value="asignaturas"');
  });

  it("drop a career of another university (choosing a university clears the career), and a career alone brings its university", async () => {
    const [a, b] = await query<{ university_id: string; career_id: string }>(sql`
      SELECT DISTINCT ON (university_id) university_id, id AS career_id FROM careers WHERE is_enabled ORDER BY university_id, name LIMIT 2`);
    const mixed = await app.html(`/explorar?tab=asignaturas&university=${a!.university_id}&career=${b!.career_id}`);
    const ofA = await app.html(`/explorar?tab=asignaturas&university=${a!.university_id}`);
    expect(resultIds(mixed, "subject")).toEqual(resultIds(ofA, "subject"));
    expect(mixed).not.toContain(`value="${b!.career_id}" selected`);

    const careerOnly = await app.html(`/explorar?tab=asignaturas&career=${b!.career_id}`);
    const subjectsOfB = await query<{ id: string }>(sql`
      SELECT id FROM subjects WHERE career_id = ${b!.career_id} ORDER BY average_rating DESC NULLS LAST, name, id LIMIT ${EXPLORE_PAGE_SIZE}`);
    expect(resultIds(careerOnly, "subject")).toEqual(subjectsOfB.map((row) => row.id));
    expect(careerOnly).toMatch(new RegExp(`<option value="${b!.university_id}" selected`));
  });

  it("says 'No se encontraron resultados' with a button that clears the filters", async () => {
    const html = decode(await app.html("/explorar?tab=carreras&q=zzzqqq&min_rating=4"));
    expect(html).toContain("No se encontraron resultados");
    expect(html).toMatch(/href="\/explorar\?tab=carreras"[^>]*>Limpiar filtros</);
  });

  it("ignores malformed parameters instead of failing", async () => {
    const html = await app.html("/explorar?tab=otra&university=nada&career=1&min_rating=5&page=-3");
    expect(html).toContain("Universidades");
    expect(resultIds(html, "universidad").length).toBe(EXPLORE_PAGE_SIZE);
  });
});

describe("branch of knowledge", () => {
  const listed = sql`c.is_enabled AND EXISTS (SELECT 1 FROM universities u WHERE u.id = c.university_id AND u.is_enabled)`;

  /** A branch with more than a page of careers (and fewer than the result limit), and how many careers are listed without it. */
  async function branchWithPages(): Promise<{
    branch: KnowledgeBranch;
    slug: string;
    careerCount: number;
    allCareers: number;
  }> {
    const counts = await query<{ area: string | null; n: number }>(
      sql`SELECT c.area, count(*)::int AS n FROM careers c WHERE ${listed} GROUP BY c.area ORDER BY c.area`,
    );
    const chosen = counts.find(
      (row) => KNOWLEDGE_BRANCHES.includes(row.area as KnowledgeBranch) && row.n > EXPLORE_PAGE_SIZE && row.n < 1000,
    );
    if (!chosen) throw new Error(`Ninguna rama tiene más de una página de carreras: ${JSON.stringify(counts)}`);
    const branch = chosen.area as KnowledgeBranch;
    return {
      branch,
      slug: KNOWLEDGE_BRANCH_SLUGS[branch],
      careerCount: chosen.n,
      allCareers: counts.reduce((sum, row) => sum + row.n, 0),
    };
  }

  const countShown = (n: number) => (n > 100 ? "100+" : String(n));

  it("lists only the careers of the chosen branch, page by page, and counts them", async () => {
    const { branch, slug, careerCount, allCareers } = await branchWithPages();
    expect(allCareers).toBeGreaterThan(careerCount);
    const expected = await query<{ id: string }>(sql`
      SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE ${listed} AND c.area = ${branch} ORDER BY c.name, u.name, c.id`);
    expect(expected).toHaveLength(careerCount);

    const first = await app.html(`/explorar?tab=carreras&rama=${slug}`);
    expect(resultIds(first, "career")).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    expect(first).toContain(plural(careerCount, "resultado", "resultados"));
    expect(badge(first, "Carreras")).toBe(countShown(careerCount));
    expect(first).toMatch(new RegExp(`<option value="${slug}" selected[^>]*>${branch}</option>`));

    const second = await app.html(`/explorar?tab=carreras&rama=${slug}&page=2`);
    expect(resultIds(second, "career")).toEqual(
      expected.slice(EXPLORE_PAGE_SIZE, 2 * EXPLORE_PAGE_SIZE).map((row) => row.id),
    );
    // The pagination keeps the branch.
    expect(decode(second)).toContain(`href="/explorar?tab=carreras&rama=${slug}"`);
  });

  it("lists the subjects of careers of that branch, and the badges count each tab as its link shows it", async () => {
    // Only some careers have a study plan: the branch with most subjects.
    const [withSubjects] = await query<{ area: KnowledgeBranch; n: number; total: number }>(sql`
      SELECT c.area, count(*)::int AS n, sum(count(*)) OVER ()::int AS total FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE ${listed} GROUP BY c.area ORDER BY n DESC LIMIT 1`);
    const branch = withSubjects!.area;
    const slug = KNOWLEDGE_BRANCH_SLUGS[branch];
    const expected = await query<{ id: string }>(sql`
      SELECT s.id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE ${listed} AND c.area = ${branch} ORDER BY s.average_rating DESC NULLS LAST, s.name, s.id`);
    expect(expected.length).toBeGreaterThan(EXPLORE_PAGE_SIZE);
    expect(expected.length).toBeLessThan(withSubjects!.total);
    const [all] = await query<{ universidades: number; profesores: number }>(sql`
      SELECT (SELECT count(*)::int FROM universities WHERE is_enabled) AS universidades,
             (SELECT count(*)::int FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.is_enabled) AS profesores`);

    const html = decode(await app.html(`/explorar?tab=asignaturas&rama=${slug}`));
    expect(resultIds(html, "subject")).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    expect(badge(html, "Asignaturas")).toBe(countShown(expected.length));
    // A university or a professor has no branch: their tabs are not narrowed, and their links leave it out.
    expect(badge(html, "Universidades")).toBe(countShown(all!.universidades));
    expect(badge(html, "Profesores")).toBe(countShown(all!.profesores));
    const start = html.indexOf('aria-label="Qué buscar"');
    const tabLinks = [...html.slice(start, html.indexOf("</nav>", start)).matchAll(/href="(\/explorar[^"]*)"/g)].map(
      (match) => match[1]!,
    );
    expect(tabLinks).toEqual([
      "/explorar",
      `/explorar?tab=carreras&rama=${slug}`,
      `/explorar?tab=asignaturas&rama=${slug}`,
      "/explorar?tab=profesores",
    ]);
  });

  it("ignores a malformed branch, and a branch on a tab it does not narrow", async () => {
    const everything = resultIds(await app.html("/explorar?tab=carreras"), "career");
    for (const rama of ["nada", "Ciencias", "CIENCIAS", "ciencias-", ""]) {
      const html = await app.html(`/explorar?tab=carreras&rama=${encodeURIComponent(rama)}`);
      expect(resultIds(html, "career"), rama).toEqual(everything);
      expect(html, rama).not.toContain("Limpiar filtros");
    }
    const universities = await app.html("/explorar?rama=ciencias");
    expect(resultIds(universities, "universidad")).toEqual(resultIds(await app.html("/explorar"), "universidad"));
    expect(universities).not.toContain('name="rama"');
  });

  it("is a select of the search form that works without JavaScript", async () => {
    const { branch, slug } = await branchWithPages();
    const browser = new NoScriptBrowser(app, "203.0.113.78");
    const page = await browser.open("/explorar?tab=carreras");
    const [form] = page.forms().filter((candidate) => attr(candidate.element, "aria-label") === "Buscar en UniOpina");
    expect(form!.method).toBe("get");
    const [select] = page.findAll(
      (element) => element.name === "select" && attr(element, "name") === "rama",
      form!.element,
    );
    const options = page
      .findAll((element) => element.name === "option", select!)
      .map((option) => [attr(option, "value"), textOf(option)]);
    expect(options).toEqual([
      ["", "Todas las ramas"],
      ...KNOWLEDGE_BRANCHES.map((name) => [KNOWLEDGE_BRANCH_SLUGS[name], name]),
    ]);

    const filtered = await browser.submit(form!, { fill: { rama: slug }, button: "Buscar" });
    expect(filtered.status).toBe(200);
    expect(new URL(filtered.url, app.origin).searchParams.get("rama")).toBe(slug);
    const expected = await query<{ id: string }>(sql`
      SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE ${listed} AND c.area = ${branch} ORDER BY c.name, u.name, c.id LIMIT ${EXPLORE_PAGE_SIZE}`);
    expect(resultIds(filtered.html, "career")).toEqual(expected.map((row) => row.id));
    expect(filtered.html).toContain(`<option value="${slug}" selected`);
  });
});

describe("orders by what reviews tell", () => {
  it("lists subjects by difficulty, the least difficult first, only those whose reviews gave one, and shows it on each card", async () => {
    const [university] = await query<{ id: string }>(sql`
      SELECT c.university_id AS id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE s.average_difficulty IS NOT NULL AND c.is_enabled GROUP BY c.university_id ORDER BY count(*) DESC LIMIT 1`);
    const expected = await query<{ id: string; average_difficulty: number }>(sql`
      SELECT s.id, s.average_difficulty FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE c.university_id = ${university!.id} AND c.is_enabled AND s.average_difficulty IS NOT NULL
      ORDER BY s.average_difficulty, s.review_count DESC, s.id`);
    const [all] = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id = ${university!.id} AND c.is_enabled`);
    expect(all!.n).toBeGreaterThan(expected.length);
    expect(expected.length).toBeGreaterThan(EXPLORE_PAGE_SIZE);

    const html = await app.html(`/explorar?tab=asignaturas&university=${university!.id}&orden=menos-dificiles`);
    expect(resultIds(html, "subject")).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    expect(html).toContain(`${expected.length} resultados`);
    expect(resultsOf(html)).toContain(`Dificultad media: ${formatRating(expected[0]!.average_difficulty)}/5`);
    expect(html).toContain('<option value="menos-dificiles" selected');
    // The pagination keeps the order.
    const second = await app.html(
      `/explorar?tab=asignaturas&university=${university!.id}&orden=menos-dificiles&page=2`,
    );
    expect(resultIds(second, "subject")).toEqual(
      expected.slice(EXPLORE_PAGE_SIZE, 2 * EXPLORE_PAGE_SIZE).map((row) => row.id),
    );
  });

  it(`lists professors by the share who would take them again, from ${RANKING_MIN_ANSWERS} answers, hidden names as 'Profesor Anónimo'`, async () => {
    const expected = await query<{ id: string; is_name_public: boolean; yes: number; answers: number }>(sql`
      SELECT p.id, p.is_name_public, p.would_take_again_yes AS yes, p.would_take_again_answers AS answers FROM professors p JOIN universities u ON u.id = p.university_id
      WHERE u.is_enabled AND p.would_take_again_answers >= ${RANKING_MIN_ANSWERS}
      ORDER BY p.would_take_again_yes::float8 / p.would_take_again_answers DESC, p.would_take_again_answers DESC, p.id`);
    expect(expected.length).toBeGreaterThan(EXPLORE_PAGE_SIZE);
    const html = await app.html("/explorar?tab=profesores&orden=volverian");
    const shown = expected.slice(0, EXPLORE_PAGE_SIZE);
    expect(resultIds(html, "profesor")).toEqual(shown.map((row) => row.id));
    const first = shown[0]!;
    expect(resultsOf(html)).toContain(
      `${formatPercent(first.yes / first.answers)} volvería a elegirle (${plural(first.answers, "respuesta", "respuestas")})`,
    );
    const hidden = await query<{ name: string }>(
      sql`SELECT name FROM professors WHERE id IN ${shown
        .filter((row) => !row.is_name_public)
        .map((row) => row.id)
        .concat("00000000-0000-0000-0000-000000000000")}`,
    );
    for (const { name } of hidden) expect(html).not.toContain(name);
  });

  it("ignores an unknown order, and an order on a tab that does not offer it; switching tab drops it", async () => {
    const plain = resultIds(await app.html("/explorar?tab=asignaturas"), "subject");
    for (const orden of ["nada", "volverian", "MENOS-DIFICILES", ""]) {
      expect(resultIds(await app.html(`/explorar?tab=asignaturas&orden=${orden}`), "subject"), orden).toEqual(plain);
    }
    const universities = await app.html("/explorar?orden=menos-dificiles");
    expect(universities).not.toContain('name="orden"');
    const sorted = await app.html("/explorar?tab=asignaturas&orden=menos-dificiles");
    const start = sorted.indexOf('aria-label="Qué buscar"');
    const tabLinks = [
      ...sorted.slice(start, sorted.indexOf("</nav>", start)).matchAll(/href="(\/explorar[^"]*)"/g),
    ].map((match) => decode(match[1]!));
    expect(tabLinks).toEqual([
      "/explorar",
      "/explorar?tab=carreras",
      "/explorar?tab=asignaturas&orden=menos-dificiles",
      "/explorar?tab=profesores",
    ]);
  });
});
