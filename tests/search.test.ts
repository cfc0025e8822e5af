/**
 * The global search of the top bar through the real request handler: `/buscar?q=…` suggests
 * universities, careers, subjects and professors whose name has a word starting with the text,
 * whatever its accents and case, in Explore's order; only what Explore lists (enabled entries,
 * public professor names); any text answers 200, the same for every reader; and without
 * JavaScript the box is a GET form to /explorar.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { SEARCH_KINDS, type SearchKind, type SearchSuggestions, SUGGESTIONS_PER_KIND } from "~/lib/search";

import { type TestApp, useTestApp } from "./support/app";
import { attr, NoScriptBrowser } from "./support/no-script-browser";
import { signInNewStudent } from "./support/students";

const { app, query } = useTestApp();

async function suggest(
  q: string,
  client: Pick<TestApp, "request"> = app,
): Promise<{ status: number; body: string; json: SearchSuggestions }> {
  const response = await client.request(`/buscar?q=${encodeURIComponent(q)}`);
  const body = await response.text();
  return { status: response.status, body, json: JSON.parse(body) as SearchSuggestions };
}

const ids = (answer: SearchSuggestions, kind: SearchKind) => answer.groups[kind].map((suggestion) => suggestion.id);

/** The test's own folding: lower case without diacritics (the database folds with unaccent). */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const hasWordStarting = (name: string, q: string) => ` ${fold(name)}`.includes(` ${fold(q)}`);

describe("what it finds", () => {
  it("finds each kind by a word of its name, in its group, with the page it opens and where it belongs", async () => {
    const [university] = await query<{ id: string }>(sql`SELECT id FROM universities WHERE acronym = 'UA'`);
    const [subject] = await query<{ id: string; name: string; career: string; university: string }>(sql`
      SELECT s.id, s.name, c.name AS career, u.name AS university FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled
        -- No other subject has its name at a word start of its own ("Programación" would find "Programación II").
        AND NOT EXISTS (SELECT 1 FROM subjects o WHERE o.id <> s.id AND ' ' || f_unaccent(lower(o.name)) LIKE '% ' || f_unaccent(lower(s.name)) || '%')
      ORDER BY s.review_count DESC, s.id LIMIT 1`);
    // A public professor whose surnames no other public name has.
    const publicProfessors = await query<{ id: string; name: string; university: string }>(sql`
      SELECT p.id, p.name, u.name AS university FROM professors p JOIN universities u ON u.id = p.university_id
      WHERE p.is_name_public AND u.is_enabled ORDER BY p.review_count DESC, p.id`);
    const surnamesOf = (name: string) => name.split(" ").slice(1).join(" ");
    const professor = publicProfessors.find(
      (candidate) =>
        publicProfessors.filter((other) => hasWordStarting(other.name, surnamesOf(candidate.name))).length === 1,
    );

    const byAcronym = (await suggest("UA")).json;
    expect(byAcronym.groups.universidades[0]).toMatchObject({ id: university!.id, name: "Universidad de Alicante" });
    expect(byAcronym.groups.universidades[0]!.context).toMatch(/^UA · /);
    // Two letters search universities only (a word start of two letters is in nearly every name).
    expect([...ids(byAcronym, "carreras"), ...ids(byAcronym, "asignaturas"), ...ids(byAcronym, "profesores")]).toEqual(
      [],
    );

    // Careers: the name itself first, then names that start with it, then names with it later;
    // among equals the most reviewed and the largest first; named by their university.
    const careers = (await suggest("Ingeniería Informática")).json.groups.carreras;
    const expectedCareers = await query<{ id: string; university: string }>(sql`
      SELECT c.id, u.name AS university FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled AND ' ' || f_unaccent(lower(c.name)) LIKE '% ingenieria informatica%'
      ORDER BY CASE WHEN f_unaccent(lower(c.name)) = 'grado en ingenieria informatica' THEN 0
        WHEN f_unaccent(lower(c.name)) LIKE 'grado en ingenieria informatica%' THEN 1 ELSE 2 END,
        c.review_count DESC, c.plazas_ofertadas DESC NULLS LAST, c.name, c.id
      LIMIT ${SUGGESTIONS_PER_KIND}`);
    expect(expectedCareers).toHaveLength(SUGGESTIONS_PER_KIND);
    expect(careers.map(({ id, context }) => ({ id, university: context }))).toEqual(expectedCareers);
    const started = (await suggest("ingenieria inf")).json.groups.carreras;
    expect(started).toHaveLength(SUGGESTIONS_PER_KIND);
    expect(started.every((suggestion) => fold(suggestion.name).startsWith("grado en ingenieria inf"))).toBe(true);

    const subjects = (await suggest(subject!.name)).json.groups.asignaturas;
    expect(subjects).toEqual([
      { id: subject!.id, name: subject!.name, context: `${subject!.career} · ${subject!.university}` },
    ]);

    for (const q of [professor!.name, surnamesOf(professor!.name), fold(surnamesOf(professor!.name))]) {
      expect((await suggest(q)).json.groups.profesores, q).toEqual([
        { id: professor!.id, name: professor!.name, context: professor!.university },
      ]);
    }
    const firstName = professor!.name.split(" ")[0]!;
    expect(
      (await suggest(firstName)).json.groups.profesores.every((suggestion) =>
        hasWordStarting(suggestion.name, firstName),
      ),
    ).toBe(true);
  });

  it("ignores accents and case: 'ALICANTE' and 'alicánte' find 'Universidad de Alicante', 'matematicas' finds 'Matemáticas…'", async () => {
    const [alicante] = await query<{ id: string }>(
      sql`SELECT id FROM universities WHERE name = 'Universidad de Alicante'`,
    );
    const spellings = await Promise.all(
      ["ALICANTE", "alicánte", "Alicante", "  alicante  "].map(async (q) => (await suggest(q)).json),
    );
    for (const answer of spellings) {
      expect(ids(answer, "universidades")).toContain(alicante!.id);
      expect(answer.groups).toEqual(spellings[0]!.groups);
    }

    const subjectSpellings = await Promise.all(
      ["matematicas", "MATEMÁTICAS", "Matemáticas", "máTemAticas"].map(async (q) => (await suggest(q)).json),
    );
    const subjects = subjectSpellings[0]!.groups.asignaturas;
    const matching = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled AND ' ' || f_unaccent(lower(s.name)) LIKE '% matematicas%'`);
    expect(subjects.length).toBe(Math.min(SUGGESTIONS_PER_KIND, matching[0]!.n));
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((suggestion) => /\bMatemáticas\b/.test(suggestion.name))).toBe(true);
    for (const answer of subjectSpellings) expect(answer.groups).toEqual(subjectSpellings[0]!.groups);
  });

  it("matches the start of a word, names that start with the text first, then in Explore's order (best rated first)", async () => {
    const answer = (await suggest("matem")).json;
    expect(answer.groups.asignaturas.every((suggestion) => hasWordStarting(suggestion.name, "matem"))).toBe(true);

    const names = answer.groups.asignaturas.map((suggestion) => suggestion.id);
    const ratings = await query<{ id: string; name: string; rating: number | null }>(
      sql`SELECT id, name, average_rating AS rating FROM subjects WHERE id::text = ANY(string_to_array(${names.join(",")}, ','))`,
    );
    const inOrder = names
      .map((id) => ratings.find((row) => row.id === id)!)
      .map((row) => [fold(row.name).startsWith("matem") ? 0 : 1, -(row.rating ?? -1)]);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });
});

describe("the names' words", () => {
  it("hold a name's words from the moment it is written, so it is found by them and by a near spelling; never a hidden name's", async () => {
    const [career] = await query<{ id: string; university_id: string }>(sql`
      SELECT c.id, c.university_id FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled ORDER BY c.id LIMIT 1`);
    const words = async () =>
      (
        await query<{ word: string }>(sql`SELECT word FROM search_words WHERE word LIKE '%quirofil%' ORDER BY word`)
      ).map((row) => row.word);
    const [subject] = await query<{ id: string }>(sql`
      INSERT INTO subjects (name, career_id, course_year) VALUES ('Criptozoología Marítima', ${career!.id}, 1) RETURNING id`);
    const [professor] = await query<{ id: string }>(sql`
      INSERT INTO professors (name, university_id, is_name_public) VALUES ('Zenobia Quirófila Ortuño', ${career!.university_id}, false) RETURNING id`);
    await app.pagesChanged();
    try {
      expect(ids((await suggest("criptozoologia")).json, "asignaturas")).toEqual([subject!.id]);
      const typo = (await suggest("criptozologia maritma")).json;
      expect(ids(typo, "asignaturas")).toEqual([subject!.id]);
      expect(typo.onlyNear).toBe(true);
      expect(typo.didYouMean).toBe("criptozoología marítima");
      // A letter the database folds otherwise than the typed text is folded («ß» is «ss» there).
      const [folded] = await query<{ id: string }>(sql`
        INSERT INTO subjects (name, career_id, course_year) VALUES ('Weißbier y Cervecería', ${career!.id}, 1) RETURNING id`);
      await app.pagesChanged();
      expect(ids((await suggest("weißbier")).json, "asignaturas")).toEqual([folded!.id]);
      await query(sql`DELETE FROM subjects WHERE id = ${folded!.id}`);

      // A name that is not public adds none of its words: nothing there to be found or corrected to.
      expect(await words()).toEqual([]);
      expect((await suggest("quirofilo")).json.groups.profesores).toEqual([]);

      await query(sql`UPDATE professors SET is_name_public = true WHERE id = ${professor!.id}`);
      await app.pagesChanged();
      expect(await words()).toEqual(["quirofila"]);
      expect(ids((await suggest("quirofilo")).json, "profesores")).toEqual([professor!.id]);
    } finally {
      await query(sql`DELETE FROM subjects WHERE id = ${subject!.id}`);
      await query(sql`DELETE FROM professors WHERE id = ${professor!.id}`);
      await app.pagesChanged();
    }
  });

  it("are added by writers in parallel bringing the same new words in any order, none of them failing", async () => {
    const [career] = await query<{ id: string }>(sql`SELECT id FROM careers ORDER BY id LIMIT 1`);
    const names = ["Ornitología Zumbadora", "Zumbadora Quelonia", "Quelonia Ornitológica"];
    const writers = names.map((_, index) => [...names.slice(index), ...names.slice(0, index)]);
    try {
      await Promise.all(
        writers.map((order, writer) =>
          query(
            sql`INSERT INTO subjects (name, career_id, course_year) VALUES ${sql.join(
              order.map((name) => sql`(${`${name} ${writer}`}, ${career!.id}, 1)`),
              sql`, `,
            )}`,
          ),
        ),
      );
      const added = await query<{ word: string }>(
        sql`SELECT word FROM search_words WHERE word IN ('ornitologia', 'ornitologica', 'zumbadora', 'quelonia') ORDER BY word`,
      );
      expect(added.map((row) => row.word)).toEqual(["ornitologia", "ornitologica", "quelonia", "zumbadora"]);
    } finally {
      await query(
        sql`DELETE FROM subjects WHERE career_id = ${career!.id} AND name ~ '^(Ornitología|Zumbadora|Quelonia) '`,
      );
    }
  });
});

describe("what it never finds", () => {
  it("never finds a professor whose name is not public, by any part of it, and never sends the name", async () => {
    const [hidden] = await query<{ id: string; name: string }>(sql`
      SELECT p.id, p.name FROM professors p
      WHERE NOT p.is_name_public AND NOT EXISTS (SELECT 1 FROM professors o WHERE o.is_name_public AND o.name = p.name)
      ORDER BY p.review_count DESC, p.id LIMIT 1`);
    const parts = hidden!.name.split(" ");
    for (const q of [
      hidden!.name,
      ...parts,
      ...parts.map((part) => part.slice(0, 4)),
      fold(hidden!.name).toUpperCase(),
    ]) {
      const answer = await suggest(q);
      expect(ids(answer.json, "profesores"), q).not.toContain(hidden!.id);
      expect(answer.body, q).not.toContain(hidden!.id);
      if (q.length >= 3)
        expect(answer.body.replaceAll(`"q":${JSON.stringify(answer.json.q)}`, ""), q).not.toContain(hidden!.name);
    }

    // A name no one else has: hidden, nothing; made public, found (so the search did look).
    const unique = "Zacarías Quetzalcóatl Ñúñez";
    await query(sql`UPDATE professors SET name = ${unique} WHERE id = ${hidden!.id}`);
    await app.pagesChanged();
    try {
      for (const q of ["zacarias", "Quetzal", "ÑUÑEZ", "nunez", unique]) {
        const answer = await suggest(q);
        expect(answer.json.groups.profesores, q).toEqual([]);
        expect(answer.body, q).not.toContain(hidden!.id);
      }
      const loaderData = await (await app.request(`/buscar.data?q=quetzal`)).text();
      expect(loaderData).not.toContain(hidden!.id);
      expect(loaderData).not.toContain("Zacarías");

      await query(sql`UPDATE professors SET is_name_public = true WHERE id = ${hidden!.id}`);
      await app.pagesChanged();
      expect(ids((await suggest("quetzal")).json, "profesores")).toEqual([hidden!.id]);
    } finally {
      await query(sql`UPDATE professors SET name = ${hidden!.name}, is_name_public = false WHERE id = ${hidden!.id}`);
      await app.pagesChanged();
    }
  });

  it("leaves out disabled universities and careers, and everything that hangs from them", async () => {
    const [career] = await query<{ id: string; name: string; university_id: string }>(sql`
      SELECT c.id, c.name, c.university_id FROM careers c WHERE c.is_enabled AND EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY c.id LIMIT 1`);
    const [subject] = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM subjects WHERE career_id = ${career!.id} ORDER BY id LIMIT 1`,
    );
    const [professor] = await query<{ id: string; name: string }>(sql`
      SELECT id, name FROM professors WHERE university_id = ${career!.university_id} AND is_name_public ORDER BY id LIMIT 1`);
    const [university] = await query<{ name: string }>(
      sql`SELECT name FROM universities WHERE id = ${career!.university_id}`,
    );
    const names = {
      career: "Grado en Xilografía Zentral",
      subject: "Xilografía Zentral Aplicada",
      professor: "Xabier Zentralia Ortuño",
      university: "Universidad Zentral de Xilografía",
    };
    const found = async () => {
      const answer = (await suggest("zentral")).json;
      return {
        universidades: answer.groups.universidades.length,
        carreras: ids(answer, "carreras"),
        asignaturas: ids(answer, "asignaturas"),
        profesores: ids(answer, "profesores"),
      };
    };
    await query(sql`UPDATE careers SET name = ${names.career} WHERE id = ${career!.id}`);
    await query(sql`UPDATE subjects SET name = ${names.subject} WHERE id = ${subject!.id}`);
    await query(sql`UPDATE professors SET name = ${names.professor} WHERE id = ${professor!.id}`);
    await query(sql`UPDATE universities SET name = ${names.university} WHERE id = ${career!.university_id}`);
    await app.pagesChanged();
    try {
      expect(await found()).toEqual({
        universidades: 1,
        carreras: [career!.id],
        asignaturas: [subject!.id],
        profesores: [professor!.id],
      });

      await query(sql`UPDATE careers SET is_enabled = false WHERE id = ${career!.id}`);
      await app.pagesChanged();
      expect(await found()).toEqual({ universidades: 1, carreras: [], asignaturas: [], profesores: [professor!.id] });

      await query(sql`UPDATE careers SET is_enabled = true WHERE id = ${career!.id}`);
      await query(sql`UPDATE universities SET is_enabled = false WHERE id = ${career!.university_id}`);
      await app.pagesChanged();
      expect(await found()).toEqual({ universidades: 0, carreras: [], asignaturas: [], profesores: [] });
    } finally {
      await query(
        sql`UPDATE universities SET is_enabled = true, name = ${university!.name} WHERE id = ${career!.university_id}`,
      );
      await query(sql`UPDATE careers SET is_enabled = true, name = ${career!.name} WHERE id = ${career!.id}`);
      await query(sql`UPDATE subjects SET name = ${subject!.name} WHERE id = ${subject!.id}`);
      await query(sql`UPDATE professors SET name = ${professor!.name} WHERE id = ${professor!.id}`);
      await app.pagesChanged();
    }
  });
});

describe("the request", () => {
  it("answers 200 with nothing for a short, empty, missing or hostile text, never an error", async () => {
    const empty = { universidades: [], carreras: [], asignaturas: [], profesores: [] };
    const texts = [
      "",
      " ",
      "a",
      "É",
      "%",
      "%%%",
      "___",
      "\\\\\\",
      "' OR 1=1 --",
      "'); DROP TABLE professors; --",
      "<script>alert(1)</script>",
      "x".repeat(10_000),
      "🎓🎓🎓",
      "\u200b\u200b\u200b",
    ];
    for (const q of texts) {
      const answer = await suggest(q);
      expect(answer.status, q).toBe(200);
      expect(answer.json.groups, q).toEqual(empty);
      expect(answer.json.failed, q).toBe(false);
      expect(answer.json.q.length, q).toBeLessThanOrEqual(100);
    }
    // Raw query strings a browser would not send: invalid UTF-8, control characters, a lone surrogate, the parameter twice or missing.
    for (const raw of [
      "q=%ff%fe",
      "q=%00%00%00",
      "q=ab%0Bc",
      "q=%ED%A0%80%ED%A0%80",
      "q=%E0",
      "q=ua&q=zzz",
      "",
      "otra=1",
      "q",
    ]) {
      const response = await app.request(`/buscar?${raw}`);
      expect(response.status, raw).toBe(200);
      const answer = (await response.json()) as SearchSuggestions;
      expect(answer.failed, raw).toBe(false);
      expect(
        SEARCH_KINDS.filter((kind) => answer.groups[kind] === undefined),
        raw,
      ).toEqual([]);
    }
    expect((await app.request("/buscar.data?q=%00%ff")).status).toBe(200);
  });

  it("gives every reader the same answer: cached for visitors, equal for a signed-in student", async () => {
    const first = await app.request("/buscar?q=derecho");
    expect(first.headers.get("Cache-Control")).toMatch(/^public/);
    const visitorBody = await first.text();
    const again = await app.request("/buscar?q=derecho");
    expect(again.headers.get("X-Cache")).toBe("hit");
    expect(await again.text()).toBe(visitorBody);

    const { client } = await signInNewStudent(app, { isPublic: true });
    const signedIn = await client.request("/buscar?q=derecho");
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(await signedIn.text()).toBe(visitorBody);
  });
});

describe("without JavaScript", () => {
  it("is a GET form to /explorar in the top bar and the mobile menu: Enter searches Explore", async () => {
    const browser = new NoScriptBrowser(app, "203.0.113.77");
    const home = await browser.open("/");
    const forms = home.forms().filter((form) => form.action === "/explorar");
    // The top bar's and the mobile menu's.
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.method).toBe("get");
      const [box] = home.findAll((element) => element.name === "input" && attr(element, "name") === "q", form.element);
      expect(box && attr(box, "role")).toBe("combobox");
      expect(box && attr(box, "aria-expanded")).toBe("false");
      expect(box && attr(box, "aria-autocomplete")).toBe("list");
      const listbox = home.byId(attr(box!, "aria-controls")!);
      expect(listbox && attr(listbox, "role")).toBe("listbox");
      expect(form.submitButtons()).toHaveLength(1);
    }

    const results = await browser.submit(home.form({ action: "/explorar" }), { fill: { q: "Alicante" } });
    expect(results.status).toBe(200);
    expect(results.path).toBe("/explorar?q=Alicante");
    expect(results.text).toContain("Universidad de Alicante");
  });
});
