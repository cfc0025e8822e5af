/** The catalog pages through the real request handler and a real database (SPEC §2). */
import { sql } from "drizzle-orm";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";

import { formatInteger, formatRating } from "~/lib/format";
import { KNOWLEDGE_BRANCHES } from "~/lib/knowledge-branches";

import { useTestApp } from "./support/app";
import { textOf } from "./support/no-script-browser";
import { signInNewStudent } from "./support/students";

const { app } = useTestApp();

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await app.db.execute(query);
  return result.rows[0] as T;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("home", () => {
  it("shows the totals, the explore form and the featured lists", async () => {
    const html = await app.html("/");
    const { universities } = await one<{ universities: number }>(
      sql`SELECT count(*)::int AS universities FROM universities WHERE is_enabled`,
    );
    expect(html).toContain("Universidad de Alicante");
    expect(html).toContain(String(universities));
    expect(html).toContain('href="/register"');
    expect(html).toContain('href="/ranking"');
    expect(html).toMatch(/href="\/career\/[0-9a-f-]{36}"/);
    expect(html).toMatch(/href="\/subject\/[0-9a-f-]{36}"/);
    expect(html).toMatch(/href="\/profesor\/[0-9a-f-]{36}"/);
    expect(html).toMatch(/href="\/vida-universitaria\/post\/[0-9a-f-]{36}"/);
  });

  it("renders the careers of the chosen university for the no-JavaScript form, and redirects to the career", async () => {
    const ua = await one<{ id: string }>(sql`SELECT id FROM universities WHERE acronym = 'UA' LIMIT 1`);
    const html = await app.html(`/?universidad=${ua.id}`);
    expect(html).toContain("Grado en Ingeniería Informática");
    const career = await one<{ id: string }>(
      sql`SELECT id FROM careers WHERE university_id = ${ua.id} ORDER BY name LIMIT 1`,
    );
    const response = await app.request(`/ir/carrera?career=${career.id}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/career/${career.id}`);
  });
});

describe("the university select of the home and Explore (prerendered options)", () => {
  /** The options of the select named `name`: value, whether selected, and the text as a browser reads it. */
  function selectOptions(html: string, name: string) {
    const start = html.indexOf(`name="${name}"`);
    const select = html.slice(start, html.indexOf("</select>", start));
    const decode = (text: string) =>
      text
        .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, code: string) =>
          String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
        )
        .replace(/&amp;/g, "&");
    return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
      ([, value, selected, text]) => ({
        value: decode(value!),
        selected: Boolean(selected),
        text: decode(text!),
      }),
    );
  }

  it("lists every enabled university once by name, marks the chosen one, and escapes what a name holds", async () => {
    const renamed = await one<{ id: string; name: string }>(
      sql`SELECT id, name FROM universities WHERE is_enabled ORDER BY name LIMIT 1`,
    );
    const hostile = `Universidad <b>"Tom & Jerry's"</b>`;
    await app.db.execute(sql`UPDATE universities SET name = ${hostile} WHERE id = ${renamed.id}`);
    await app.pagesChanged();
    try {
      const enabled = (await app.db.execute(sql`SELECT id, name FROM universities WHERE is_enabled ORDER BY name`))
        .rows as { id: string; name: string }[];
      const chosen = enabled[enabled.length - 1]!;
      for (const [path, name, placeholder] of [
        [`/?universidad=${chosen.id}`, "universidad", "Selecciona una universidad"],
        [`/explorar?university=${chosen.id}`, "university", "Todas las universidades"],
      ] as const) {
        const html = await app.html(path);
        expect(html).not.toContain("<b>");
        const options = selectOptions(html, name);
        expect(options).toEqual([
          { value: "", selected: false, text: placeholder },
          ...enabled.map((university) => ({
            value: university.id,
            selected: university.id === chosen.id,
            text: university.name,
          })),
        ]);
      }
    } finally {
      await app.db.execute(sql`UPDATE universities SET name = ${renamed.name} WHERE id = ${renamed.id}`);
      await app.pagesChanged();
    }
  });
});

describe("home for a signed-in student", () => {
  /** The link to `href` whose content includes `label` (a card), or null. */
  function cardLink(html: string, href: string, label: string): string | null {
    const links = html.match(new RegExp(`<a[^>]*href="${href}"[^>]*>.*?</a>`, "gs")) ?? [];
    return links.find((link) => link.includes(label)) ?? null;
  }

  it("shows 'Mi Universidad' and 'Mi Carrera' leading to the student's own university and career; visitors see neither", async () => {
    const { client, id } = await signInNewStudent(app);
    const profile = await one<{ university_id: string; career_id: string; university: string; career: string }>(sql`
      SELECT p.university_id, p.career_id, u.name AS university, c.name AS career
      FROM user_profiles p JOIN universities u ON u.id = p.university_id JOIN careers c ON c.id = p.career_id WHERE p.id = ${id}`);
    const home = await (await client.request("/")).text();
    expect(cardLink(home, `/universidad/${profile.university_id}`, "Mi Universidad")).toContain(
      escapeHtml(profile.university),
    );
    expect(cardLink(home, `/career/${profile.career_id}`, "Mi Carrera")).toContain(escapeHtml(profile.career));

    const visitorHome = await app.html("/");
    expect(visitorHome).not.toContain("Mi Universidad");
    expect(visitorHome).not.toContain("Mi Carrera");

    // A career no longer shown gets no card (it would lead to a 404); the university card stays.
    await app.db.execute(sql`UPDATE careers SET is_enabled = false WHERE id = ${profile.career_id}`);
    try {
      const withoutCareer = await (await client.request("/")).text();
      expect(withoutCareer).toContain("Mi Universidad");
      expect(withoutCareer).not.toContain("Mi Carrera");
    } finally {
      await app.db.execute(sql`UPDATE careers SET is_enabled = true WHERE id = ${profile.career_id}`);
    }
  });
});

describe("university identity and facts", () => {
  /** The `<article>` (card) that links to `href`. */
  function cardOf(html: string, href: string): string {
    const card = html.split("<article").find((chunk) => chunk.includes(`href="${href}"`));
    if (!card) throw new Error(`No hay ninguna tarjeta que enlace a ${href}`);
    return card.slice(0, card.indexOf("</article>"));
  }

  /** The generated banner is the first element styled with the university's colours. */
  function bannerStyle(html: string): string {
    const style = html.match(/style="(background-color:[^"]*)"/)?.[1];
    if (!style) throw new Error("Sin banner generado");
    return style;
  }

  it("shows each featured university with its rating and review count, and a banner of its own", async () => {
    const featured = (
      await app.db.execute(
        sql`SELECT id, average_rating, total_reviews FROM universities WHERE is_enabled ORDER BY total_reviews DESC, name LIMIT 3`,
      )
    ).rows as {
      id: string;
      average_rating: number;
      total_reviews: number;
    }[];
    const home = await app.html("/");
    const banners = new Set<string>();
    for (const university of featured) {
      const card = cardOf(home, `/universidad/${university.id}`);
      expect(card).toContain(`${formatRating(university.average_rating)} de 5 estrellas`);
      expect(card).toContain(`${formatInteger(university.total_reviews)} valoraciones`);
      banners.add(bannerStyle(card));
    }
    expect(banners.size).toBe(3);
    // The same banner on the card and on the university's own page.
    const [first] = featured;
    expect(bannerStyle(await app.html(`/universidad/${first!.id}`))).toBe(
      bannerStyle(cardOf(home, `/universidad/${first!.id}`)),
    );
  });

  it("shows only what is known on the info tab, never a placeholder", async () => {
    const ua = await one<{ id: string }>(sql`SELECT id FROM universities WHERE acronym = 'UA' LIMIT 1`);
    const sparsest = await one<{ id: string; description: string | null }>(sql`
      SELECT id, description FROM universities WHERE is_enabled
      ORDER BY (description IS NULL) DESC, (foundation_year IS NULL) DESC, name LIMIT 1`);
    const alicante = await app.html(`/universidad/${ua.id}`);
    expect(alicante).toContain("1979");
    expect(alicante).toContain("@alu.ua.es");
    for (const html of [alicante, await app.html(`/universidad/${sparsest.id}`)]) {
      expect(html).not.toContain("Estamos recopilando");
      expect(html).not.toContain("Todavía no hay una descripción");
      expect(html).toContain("Sus asignaturas y profesores");
    }
  });
});

describe("university page", () => {
  it("shows the header and the four tabs, with ?tab=life opening campus life", async () => {
    const ua = await one<{ id: string; name: string }>(
      sql`SELECT id, name FROM universities WHERE acronym = 'UA' LIMIT 1`,
    );
    const info = await app.html(`/universidad/${ua.id}`);
    expect(info).toContain(ua.name);
    expect(info).toContain("Año de fundación");
    for (const tab of ["tab=careers", "tab=students", "tab=life"]) expect(info).toContain(tab);

    // Grouped by branch of knowledge, in the branches' order: Alicante's first page opens with the arts and humanities.
    const careers = await app.html(`/universidad/${ua.id}?tab=careers`);
    expect(careers).toContain('<h3 id="rama-artes-y-humanidades"');
    expect(careers).toContain("Grado en Historia");
    expect(careers).toContain("4 años");

    const students = await app.html(`/universidad/${ua.id}?tab=students`);
    expect(students).toMatch(/\.\.\. y [\d.]+ estudiantes más/);

    const life = await app.html(`/universidad/${ua.id}?tab=life`);
    expect(life).toContain("Todos");
    expect(life).toMatch(/href="\/vida-universitaria\/post\/[0-9a-f-]{36}"/);
    const post = await one<{ title: string }>(
      sql`SELECT title FROM university_life_posts WHERE university_id = ${ua.id} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(life).toContain(escapeHtml(post.title));
  });

  it("shows a university's careers 24 at a time, with the total and links to every page", async () => {
    // The demo's largest university, topped up past two pages with careers of its own.
    const uni = await one<{ id: string; careers: number }>(sql`
      SELECT university_id AS id, count(*)::int AS careers FROM careers WHERE is_enabled GROUP BY university_id ORDER BY 2 DESC, 1 LIMIT 1`);
    const extra = Math.max(0, 50 - uni.careers);
    await app.db.execute(sql`
      INSERT INTO careers (university_id, name, is_enabled)
      SELECT ${uni.id}, 'Grado de prueba de paginación ' || lpad(n::text, 2, '0'), true FROM generate_series(1, ${extra}) n`);
    await app.pagesChanged();
    const total = uni.careers + extra;
    // By branch of knowledge in the branches' order (a career without one last), then by name.
    const names = (
      await app.db.execute(sql`SELECT name FROM careers WHERE university_id = ${uni.id} AND is_enabled
        ORDER BY array_position(${sql.raw(`ARRAY[${KNOWLEDGE_BRANCHES.map((branch) => `'${branch}'`).join(",")}]`)}, area) NULLS LAST, name, id`)
    ).rows.map((row) => String(row.name));
    const careerLinks = (html: string) =>
      [...html.matchAll(/<h4[^>]*><a[^>]*href="\/career\/[0-9a-f-]{36}"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

    const first = await app.html(`/universidad/${uni.id}?tab=careers`);
    expect(first).toContain(`${formatInteger(total)} carreras disponibles`);
    expect(careerLinks(first)).toEqual(names.slice(0, 24).map(escapeHtml));
    expect(first).toContain(`href="/universidad/${uni.id}?tab=careers&amp;pagina=2#uni-careers"`);

    const last = Math.ceil(total / 24);
    const lastPage = await app.html(`/universidad/${uni.id}?tab=careers&pagina=${last}`);
    expect(careerLinks(lastPage)).toEqual(names.slice((last - 1) * 24).map(escapeHtml));
    // A page past the end shows the last one instead of nothing.
    expect(careerLinks(await app.html(`/universidad/${uni.id}?tab=careers&pagina=999`))).toEqual(careerLinks(lastPage));
  });

  it("answers 404 with 'Universidad no encontrada' for unknown and malformed ids", async () => {
    expect(await app.html(`/universidad/${UNKNOWN_ID}`, 404)).toContain("Universidad no encontrada");
    expect(await app.html(`/universidad/no-es-un-id`, 404)).toContain("Universidad no encontrada");
  });
});

describe("career page", () => {
  it("of a degree without a study plan yet shows what is known: its register code and source, its cut-off marks, and honest empty states", async () => {
    const career = await one<{ id: string; name: string; codes: string[] }>(sql`
      SELECT c.id, c.name, c.ruct_codes AS codes FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE u.name = 'Universidad de Murcia' AND c.name = 'Grado en Medicina'`);
    const html = await app.html(`/career/${career.id}`);
    expect(html).toContain(career.name);
    expect(career.codes.length).toBeGreaterThan(0);
    expect(html).toContain(`Título oficial inscrito en el RUCT con el código`);
    expect(html).toContain(career.codes.join(" y "));
    expect(html).toContain("Registro de Universidades, Centros y Títulos (RUCT)");
    expect(html).toContain("Ciencias de la Salud");
    expect(html).toContain("El plan de estudios de esta carrera aún no está disponible.");
    expect(html).toContain("Aún no hay profesores registrados en esta carrera.");
    // Its official cut-off marks are worth finding before its plan is written.
    expect(html).toContain("Nota de corte");
    expect(html).not.toContain('<meta name="robots" content="noindex"/>');
    // The about page names the register as its source too.
    expect(await app.html("/about")).toContain("Registro de Universidades, Centros y Títulos (RUCT)");
  });

  it("shows sections, students, the study plan by year and semester, and the professors", async () => {
    const career = await one<{ id: string; name: string }>(sql`
      SELECT c.id, c.name FROM careers c JOIN universities u ON u.id = c.university_id WHERE u.acronym = 'UA' AND c.name = 'Grado en Ingeniería Informática'`);
    const html = await app.html(`/career/${career.id}`);
    expect(html).toContain(career.name);
    expect(html).toContain("Universidad de Alicante");
    expect(html).toContain("Plan de Estudios Completo");
    expect(html).toContain("Curso 1");
    expect(html).toContain("Semestre 1");
    expect(html).toContain("Profesores de la Carrera");
    expect(html).toMatch(/\d+ estudiantes? registrados?/);
    expect(html).toContain("Información General");
    // Collapsible sections start closed.
    expect(html).not.toMatch(/<details[^>]*\sopen/);
  });

  it("answers 404 for an unknown career", async () => {
    expect(await app.html(`/career/${UNKNOWN_ID}`, 404)).toContain("Carrera no encontrada");
  });
});

describe("subject and professor pages", () => {
  it("shows a subject with its rating, difficulty, professors and reviews", async () => {
    const subject = await one<{ id: string; name: string; review_count: number }>(sql`
      SELECT id, name, review_count FROM subjects WHERE review_count > 0 ORDER BY review_count DESC LIMIT 1`);
    const html = await app.html(`/subject/${subject.id}`);
    expect(html).toContain(escapeHtml(subject.name));
    expect(html).toMatch(/valoraci(ón|ones)/);
    expect(html).toMatch(/Fácil|Media|Difícil/);
    expect(html).toMatch(/href="\/profesor\/[0-9a-f-]{36}"/);
    expect(await app.html(`/subject/${UNKNOWN_ID}`, 404)).toContain("Asignatura no encontrada");
  });

  it("shows a professor's review count as a count, and 'Perfil gestionado por el profesor' only on a claimed profile", async () => {
    const professor = await one<{ id: string; review_count: number }>(sql`
      SELECT id, review_count FROM professors WHERE review_count >= 3 AND is_name_public AND claimed_by IS NULL ORDER BY review_count DESC, id LIMIT 1`);
    const html = await app.html(`/profesor/${professor.id}`);
    expect(html).not.toContain("Verificado");
    expect(html).not.toContain("Perfil gestionado por el profesor");
    expect(textOf(parseDocument(html))).toContain(`Reseñas ${formatInteger(professor.review_count)} valoraciones`);
    expect(html).toContain("Compartir mi Experiencia");
    expect(html).toMatch(/href="\/subject\/[0-9a-f-]{36}"/);
    const claimed = await one<{ id: string }>(
      sql`SELECT id FROM professors WHERE claimed_by IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const managed = await app.html(`/profesor/${claimed.id}`);
    expect(managed).toContain("Perfil gestionado por el profesor");
    expect(managed).not.toContain("Verificado");
    expect(await app.html(`/profesor/${UNKNOWN_ID}`, 404)).toContain("Profesor no encontrado");
  });
});

describe("not found and disabled universities", () => {
  it("shows the 404 page with its six links for any unknown path", async () => {
    const html = await app.html("/esta/ruta/no/existe", 404);
    expect(html).toContain("Página no encontrada");
    for (const href of [
      'href="/"',
      'href="/explorar"',
      'href="/ranking"',
      'href="/campus-social"',
      'href="/about"',
      'href="/contact"',
    ]) {
      expect(html).toContain(href);
    }
  });

  it("hides a disabled university, its careers, subjects and professors everywhere", async () => {
    const target = await one<{
      id: string;
      name: string;
      career_id: string;
      subject_id: string;
      professor_id: string;
    }>(sql`
      SELECT u.id, u.name, c.id AS career_id, s.id AS subject_id, sp.professor_id
      FROM universities u JOIN careers c ON c.university_id = u.id JOIN subjects s ON s.career_id = c.id
      JOIN subject_professors sp ON sp.subject_id = s.id
      WHERE u.acronym = 'UGR' LIMIT 1`);
    expect(await app.html(`/universidad/${target.id}`)).toContain(target.name);
    // A change made in the database directly, as an operator would: the cached pages must be told.
    await app.db.execute(sql`UPDATE universities SET is_enabled = false WHERE id = ${target.id}`);
    await app.pagesChanged();
    try {
      await app.html(`/universidad/${target.id}`, 404);
      await app.html(`/career/${target.career_id}`, 404);
      await app.html(`/subject/${target.subject_id}`, 404);
      await app.html(`/profesor/${target.professor_id}`, 404);
      const home = await app.html("/");
      expect(home).not.toContain(`value="${target.id}"`);
      expect(home).not.toContain(`/universidad/${target.id}`);
    } finally {
      await app.db.execute(sql`UPDATE universities SET is_enabled = true WHERE id = ${target.id}`);
      await app.pagesChanged();
    }
  });
});

describe("theme and newsletter", () => {
  it("stores the theme in a cookie and renders it on the server", async () => {
    const form = new URLSearchParams({ theme: "light", redirectTo: "/ranking" });
    const response = await app.request("/preferencias/tema", { method: "POST", body: form });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ranking");
    expect(response.headers.get("Set-Cookie")).toMatch(/^theme=light;/);
    const light = await (await app.request("/", { headers: { Cookie: "theme=light" } })).text();
    expect(light).toMatch(/<html lang="es"(?! class="dark")/);
    expect(await app.html("/")).toContain('<html lang="es" class="dark"');
  });

  it("subscribes an e-mail once and rejects an invalid one with a Spanish message", async () => {
    const post = (email: string) =>
      app.request("/newsletter", { method: "POST", body: new URLSearchParams({ email, source: "footer" }) });
    expect((await post("estudiante@example.com")).status).toBe(200);
    expect((await post("Estudiante@Example.com")).status).toBe(200);
    const { n } = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'estudiante@example.com'`,
    );
    expect(n).toBe(1);
    const invalid = await post("no-es-un-correo");
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Introduce un correo electrónico válido");
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
