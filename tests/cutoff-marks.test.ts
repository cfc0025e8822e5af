/**
 * The official cut-off marks (seed/data/notas-de-corte/): the match of the file to
 * the catalog on the real data — every university, the careers with marks of five universities
 * (counted independently from the two files: the codes a university has in both), a degree taught
 * at several centres, `NA`, a 5 — and the pages through HTTP: the career page's marks, chart and
 * table, its source, the careers tab and Explore's cards, the search-engine rules; and «¿Con mi
 * nota?» in Explore and from a university's careers, without JavaScript.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MARK_MESSAGES, NO_CUTOFF_TEXT } from "~/lib/cutoff-marks";
import { EXPLORE_PAGE_SIZE, EXPLORE_RESULT_LIMIT } from "~/lib/explore";
import { formatInteger } from "~/lib/format";

import { matchCutoffMarks, readCutoffFile, universitiesOfShortNames } from "../seed/cutoff-marks";
import { UNIVERSITIES } from "../seed/data/universities";
import { careersFromRegister, readRegister } from "../seed/register-careers";
import { startTestApp, type TestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { NoScriptBrowser } from "./support/no-script-browser";
import { rows } from "./support/students";

const file = readCutoffFile();
const catalog = UNIVERSITIES.map((university) => ({ id: university.key, name: university.name }));
const registerCareers = careersFromRegister(UNIVERSITIES, readRegister()).careers.map((career) => ({
  careerId: `${career.universityKey}:${career.name}`,
  universityId: career.universityKey,
  ructCodes: career.ructCodes,
}));
const { marks, report } = matchCutoffMarks(file.rows, registerCareers, catalog);

describe("matching the file to the catalog", () => {
  it("finds every one of the 47 public universities the file names, also those written otherwise", () => {
    const shortNames = new Set(file.rows.map((row) => row.university));
    expect(shortNames.size).toBe(47);
    const matched = universitiesOfShortNames(shortNames, catalog);
    expect(matched.size).toBe(47);
    expect(new Set(matched.values()).size).toBe(47);
    expect(matched.get("A Coruña")).toBe("udc");
    expect(matched.get("València (Estudi General)")).toBe("uv");
    expect(matched.get("Politècnica de València")).toBe("upv");
    expect(matched.get("Barcelona")).toBe("ub");
    expect(matched.get("Autónoma de Barcelona")).toBe("uab");
    expect(report.unmatchedUniversities).toEqual([]);
  });

  it("gives five universities the careers that have their codes in both files", () => {
    const careersWithMarks = (key: string) =>
      new Set(marks.filter((mark) => mark.careerId.startsWith(`${key}:`)).map((mark) => mark.careerId)).size;
    expect({
      ua: careersWithMarks("ua"),
      ucm: careersWithMarks("ucm"),
      us: careersWithMarks("us"),
      uv: careersWithMarks("uv"),
      umu: careersWithMarks("umu"),
    }).toEqual({
      ua: 43,
      ucm: 68,
      us: 61,
      uv: 56,
      umu: 50,
    });
    expect(report.rows).toBe(19_567);
    expect(report.matchedRows + report.rowsWithoutCareer).toBe(report.rows);
    expect(report.careersWithMarks).toBeGreaterThan(1900);
  });

  it("keeps an inter-university degree's marks at each university, never one's at the other", () => {
    // Ingeniería de la Salud (2502602) is taught at Málaga and Sevilla, with a mark each.
    const health = marks.filter(
      (mark) => mark.year === 2022 && /^(uma|us):Grado en Ingeniería de la Salud$/.test(mark.careerId),
    );
    expect(health.map((mark) => [mark.careerId.split(":")[0], mark.mark]).sort()).toEqual([
      ["uma", 9.3],
      ["us", 10.246],
    ]);
  });

  it("keeps `NA` as a year without a mark and the lowest of a centre's repeated rows", () => {
    expect(file.rows.filter((row) => row.mark === null)).toHaveLength(157);
    expect(marks.some((mark) => mark.mark === null)).toBe(true);
    // Medicina at Barcelona's faculty: two rows in 2022 (two campuses the source does not tell apart).
    const medicine = marks.find((mark) => mark.careerId === "ub:Grado en Medicina" && mark.year === 2022);
    expect(medicine?.mark).toBe(12.878);
    expect(report.repeatedCentreYears).toBe(68);
  });
});

describe("the pages", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const careerOf = async (university: string, name: string) => {
    const [career] = await rows<{ id: string; university_id: string }>(
      app,
      sql`SELECT c.id, c.university_id FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.name = ${university} AND c.name = ${name}`,
    );
    return career!;
  };

  it("loaded every mark the match gives into the seeded catalog, with each career's latest mark kept with them", async () => {
    const [loaded] = await rows<{ marks: number; careers: number }>(
      app,
      sql`SELECT count(*)::int AS marks, count(DISTINCT career_id)::int AS careers FROM cutoff_marks`,
    );
    // The careers of a study plan take their register codes in the seed, so the same degrees match.
    expect(loaded).toEqual({ marks: marks.length, careers: report.careersWithMarks });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("show a degree taught at several centres with each centre's latest mark, a chart and a table equal to the data", async () => {
    const career = await careerOf(
      "Universidad Complutense de Madrid",
      "Grado en Administración y Dirección de Empresas",
    );
    const stored = await rows<{ centre: string; year: number; mark: string | null }>(
      app,
      sql`SELECT centre, year, mark FROM cutoff_marks WHERE career_id = ${career.id} ORDER BY centre, year`,
    );
    const centres = [...new Set(stored.map((row) => row.centre))];
    expect(centres.length).toBeGreaterThanOrEqual(3);
    const html = unescapeHtml(await app.html(`/career/${career.id}`));
    expect(html).toContain("Notas de corte por centro");
    expect(html).toContain("Nota de corte 2022: desde 5,250");
    for (const centre of centres) {
      expect(html).toContain(`<h3 class="text-sm font-semibold text-slate-700 dark:text-slate-300">${centre}</h3>`);
      const table = html
        .split(`<caption class="sr-only">Nota de corte de ${centre} por año</caption>`)[1]!
        .split("</table>")[0]!;
      const cells = [...table.matchAll(/<th scope="row"[^>]*>(\d{4})<\/th><td[^>]*>([^<]+)<\/td>/g)].map(
        ([, year, text]) => [Number(year), text],
      );
      const expected = stored
        .filter((row) => row.centre === centre)
        .map((row) => [
          row.year,
          row.mark === null
            ? "Sin dato"
            : Number(row.mark) === 5
              ? "Sin nota de corte"
              : Number(row.mark).toFixed(3).replace(".", ","),
        ]);
      expect(cells).toEqual(expected);
    }
    // The chart is an image with a name and a summary in words.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title" aria-describedby="[^"]+-desc"/);
    expect(html).toContain("<title");
    expect(html).toMatch(/<desc[^>]*>De [^<]+ en 2016 a [^<]+ en 2022/);
    expect(html).toContain("Notas de corte: Ministerio de Universidades (2016–2022)");
    expect(html).toContain("mserranomartin/notas-de-corte");
    expect(html).toContain("cada universidad publica las de este año");
  });

  it("says a 5 in words, never as a mark", async () => {
    const [five] = await rows<{ id: string }>(
      app,
      sql`SELECT c.id FROM careers c WHERE c.latest_cutoff = 5 AND c.latest_cutoff_centres = 1 AND (SELECT count(DISTINCT centre) FROM cutoff_marks m WHERE m.career_id = c.id) = 1 ORDER BY c.id LIMIT 1`,
    );
    const html = unescapeHtml(await app.html(`/career/${five!.id}`));
    expect(html).toContain(NO_CUTOFF_TEXT);
    expect(html).toMatch(/Sin nota de corte en 20\d\d/);
    expect(html).not.toContain("5,000");
  });

  it("show the latest mark on the university's careers tab and Explore's cards", async () => {
    const career = await careerOf("Universidad de Murcia", "Grado en Medicina");
    const [latest] = await rows<{ latest_cutoff: string; latest_cutoff_year: number }>(
      app,
      sql`SELECT latest_cutoff, latest_cutoff_year FROM careers WHERE id = ${career.id}`,
    );
    const line = `Nota de corte ${latest!.latest_cutoff_year}: ${Number(latest!.latest_cutoff).toFixed(3).replace(".", ",")}`;
    const tab = unescapeHtml(
      await app.html(`/universidad/${career.university_id}?tab=careers&page=${await pageOfCareer(career)}`),
    );
    expect(tab.split(`/career/${career.id}`)[1]!.split("</article>")[0]).toContain(line);
    const explore = unescapeHtml(
      await app.html(`/explorar?tab=carreras&q=${encodeURIComponent("Medicina")}&university=${career.university_id}`),
    );
    expect(explore.split(`/career/${career.id}`)[1]!.split("</li>")[0]).toContain(line);
  });

  async function pageOfCareer(career: { id: string; university_id: string }): Promise<number> {
    for (let page = 1; page <= 10; page++) {
      if (
        (await app.html(`/universidad/${career.university_id}?tab=careers&page=${page}`)).includes(
          `/career/${career.id}`,
        )
      )
        return page;
    }
    throw new Error("La carrera no aparece en la pestaña de carreras");
  }

  it("let search engines index a degree with official marks and no plan, with the mark in its description", async () => {
    const [career] = await rows<{ id: string; latest_cutoff_year: number }>(
      app,
      sql`SELECT c.id, c.latest_cutoff_year FROM careers c WHERE c.latest_cutoff > 5 AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    const html = unescapeHtml(await app.html(`/career/${career!.id}`));
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(new RegExp(`<meta name="description" content="Nota de corte ${career!.latest_cutoff_year}: `));
    const [thin] = await rows<{ id: string }>(
      app,
      sql`SELECT c.id FROM careers c WHERE c.latest_cutoff IS NULL AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    // Without marks and without a plan it stays thin (the sitemap's rule: tests/seo.test.ts).
    expect(await app.html(`/career/${thin!.id}`)).toContain('name="robots"');
  });
});

describe("«¿Con mi nota?»", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** The careers listed in Explore's results, in their order. */
  const listedCareers = (html: string) => {
    const start = html.indexOf('id="explorar-resultados"');
    return [...html.slice(start, html.indexOf("</section>", start)).matchAll(/href="\/career\/([0-9a-f-]{36})"/g)].map(
      (match) => match[1]!,
    );
  };
  const reachable = (mark: number, extra = sql`TRUE`) =>
    rows<{ id: string }>(
      app,
      sql`SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
        WHERE c.is_enabled AND u.is_enabled AND c.latest_cutoff <= ${mark} AND ${extra} ORDER BY c.latest_cutoff DESC, c.id`,
    );

  it("lists the careers whose latest cut-off the mark reaches, the most demanding first, with a comma or a point", async () => {
    const expected = await reachable(9.25);
    expect(expected.length).toBeGreaterThan(EXPLORE_PAGE_SIZE);
    for (const typed of ["9,25", "9.25", " 9,250 "]) {
      const response = await app.request(`/explorar?tab=carreras&nota=${encodeURIComponent(typed)}`);
      expect(response.status, typed).toBe(200);
      const html = unescapeHtml(await response.text());
      expect(listedCareers(html), typed).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
      // Explore counts up to its result limit.
      expect(html).toContain(
        expected.length >= EXPLORE_RESULT_LIMIT
          ? `${formatInteger(EXPLORE_RESULT_LIMIT)} resultados o más`
          : `${formatInteger(expected.length)} resultados`,
      );
    }
    const lowestFirst = await app.html("/explorar?tab=carreras&nota=9,25&orden=nota-baja");
    const ascending = await rows<{ id: string }>(
      app,
      sql`SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
        WHERE c.is_enabled AND u.is_enabled AND c.latest_cutoff <= 9.25 ORDER BY c.latest_cutoff, c.id LIMIT ${EXPLORE_PAGE_SIZE}`,
    );
    expect(listedCareers(lowestFirst)).toEqual(ascending.map((row) => row.id));
  });

  it("narrows by region, branch and university", async () => {
    const inRegion = await reachable(8, sql`u.region = 'Andalucía' AND c.area = 'Ciencias de la Salud'`);
    expect(inRegion.length).toBeGreaterThan(0);
    const html = await app.html("/explorar?tab=carreras&nota=8&region=andalucia&rama=ciencias-salud");
    expect(listedCareers(html)).toEqual(inRegion.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    const [murcia] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM universities WHERE name = 'Universidad de Murcia'`,
    );
    const atMurcia = await reachable(10, sql`u.id = ${murcia!.id}`);
    expect(listedCareers(await app.html(`/explorar?tab=carreras&nota=10&university=${murcia!.id}`))).toEqual(
      atMurcia.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id),
    );
  });

  it("answers a mark that is not one with a clear Spanish message beside the field, what was typed kept, and a 400", async () => {
    for (const [typed, message] of [
      ["15", MARK_MESSAGES.outOfRange],
      ["4,9", MARK_MESSAGES.outOfRange],
      ["abc", MARK_MESSAGES.notANumber],
      ["9,2525", MARK_MESSAGES.notANumber],
      ["<b>9</b>", MARK_MESSAGES.notANumber],
    ] as const) {
      const response = await app.request(`/explorar?tab=carreras&nota=${encodeURIComponent(typed)}`);
      expect(response.status, typed).toBe(400);
      const html = await response.text();
      expect(unescapeHtml(html), typed).toContain(message);
      expect(html, typed).toMatch(/aria-invalid="true"[^>]*name="nota"|name="nota"[^>]*aria-invalid="true"/);
      expect(unescapeHtml(html), typed).toContain(`value="${typed.slice(0, 10)}"`);
      expect(html).not.toContain("<b>9</b>");
    }
  });

  it("is asked from a university's careers without JavaScript and lands on its careers the mark reaches", async () => {
    const [murcia] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM universities WHERE name = 'Universidad de Murcia'`,
    );
    const browser = new NoScriptBrowser(app, "203.0.113.91");
    const page = await browser.open(`/universidad/${murcia!.id}?tab=careers`);
    const form = page.form({ action: "/explorar", button: "Ver carreras" });
    expect(form.method).toBe("get");
    const results = await browser.submit(form, { fill: { nota: "9,25" }, button: "Ver carreras" });
    expect(results.status).toBe(200);
    const expected = await reachable(9.25, sql`u.id = ${murcia!.id}`);
    expect(listedCareers(results.html)).toEqual(expected.slice(0, EXPLORE_PAGE_SIZE).map((row) => row.id));
    // The field shows the mark typed, and the order is by cut-off.
    expect(results.html).toContain('value="9,25"');
    expect(results.html).toContain('<option value="nota-alta" selected');
  });
});
