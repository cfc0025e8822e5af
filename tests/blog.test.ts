/**
 * The blog through HTTP: the list's filters in the URL, search ignoring
 * case and accents, the featured section and grid, dates and read times, articles by slug and not
 * found, related articles, bodies sanitized on the server, 'Me gusta' and 'Guardar' per role, the
 * like count exact under parallel toggles, and the page cache showing a like to visitors.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { formatBlogDate } from "~/lib/format";
import { siteUrl } from "~/server/core/site.server";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { signInNewStudent, signInNewStudents } from "./support/students";

const { app, query } = useTestApp();

interface ArticleRow {
  id: string;
  slug: string;
  title: string;
  category_slug: string | null;
  is_featured: boolean;
  published_at: Date;
  read_time_minutes: number;
}

/** Published articles as the blog must list them: newest first. */
const publishedArticles = () =>
  query<ArticleRow>(sql`
    SELECT b.id, b.slug, b.title, c.slug AS category_slug, b.is_featured, b.published_at, b.read_time_minutes
    FROM blog_posts b LEFT JOIN blog_categories c ON c.id = b.category_id
    WHERE b.is_published ORDER BY b.published_at DESC NULLS LAST, b.id DESC`);

/** Inserts an article straight into the database (as staff would), and makes cached pages stale. */
async function insertArticle(values: {
  title: string;
  content?: string;
  format?: "markdown" | "html";
  published?: boolean;
  categorySlug?: string | null;
  withAuthor?: boolean;
  excerpt?: string;
  publishedAt?: string;
}) {
  const slug = `prueba-${randomUUID().slice(0, 8)}`;
  await app.db.execute(sql`
    INSERT INTO blog_posts (title, slug, excerpt, content, content_format, is_published, published_at, category_id, author_id)
    VALUES (${values.title}, ${slug}, ${values.excerpt ?? "Un resumen de prueba."}, ${values.content ?? "Texto de **prueba**."}, ${values.format ?? "markdown"},
      ${values.published ?? true}, ${values.publishedAt ?? "2020-01-01T00:00:00Z"},
      ${values.categorySlug ? sql`(SELECT id FROM blog_categories WHERE slug = ${values.categorySlug})` : null},
      ${values.withAuthor === false ? null : sql`(SELECT id FROM blog_authors ORDER BY full_name LIMIT 1)`})`);
  await app.pagesChanged();
  return slug;
}

/** The article slugs linked from a page, in order, once each. */
function linkedSlugs(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
}

/** The part of the list page after the featured section: the grid of cards. */
function gridOf(html: string): string {
  const start = html.indexOf('id="articulos-titulo"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('id="boletin-titulo"'));
}

describe("blog list", () => {
  it("lists only published articles, newest first, the newest featured one in its own section, dates 'd MMM yyyy' and read times", async () => {
    const hidden = await insertArticle({
      title: "Borrador que nadie debe ver",
      published: false,
      publishedAt: "2030-01-01T00:00:00Z",
    });
    const articles = await publishedArticles();
    const featured = articles.find((article) => article.is_featured)!;
    const html = await app.html("/blog");
    expect(html).toContain("<title>Blog · UniOpina</title>");
    expect(html).toContain("Artículo destacado");
    expect(html).not.toContain(hidden);
    expect(html).not.toContain("Borrador que nadie debe ver");

    const featuredSection = html.slice(html.indexOf("Artículo destacado"), html.indexOf('id="articulos-titulo"'));
    expect(linkedSlugs(featuredSection)).toEqual([featured.slug]);
    const grid = gridOf(html);
    expect(linkedSlugs(grid)).toEqual(
      articles.filter((article) => article.id !== featured.id).map((article) => article.slug),
    );

    const [first] = articles.filter((article) => article.id !== featured.id);
    expect(grid).toContain(`>${formatBlogDate(first!.published_at, "short")}</time>`);
    expect(formatBlogDate(new Date("2025-06-10T08:00:00Z"), "short")).toBe("10 jun 2025");
    expect(grid).toContain(`${first!.read_time_minutes} min`);
  });

  it("makes the other featured cards of the grid span two columns and two rows", async () => {
    const articles = await publishedArticles();
    const [hero, ...otherFeatured] = articles.filter((article) => article.is_featured);
    expect(otherFeatured.length).toBeGreaterThan(0);
    const grid = gridOf(await app.html("/blog"));
    const cardOf = (slug: string) =>
      grid.slice(
        grid.lastIndexOf("<article", grid.indexOf(`href="/blog/${slug}"`)),
        grid.indexOf(`href="/blog/${slug}"`),
      );
    for (const article of otherFeatured) expect(cardOf(article.slug)).toContain("sm:col-span-2 lg:row-span-2");
    const plain = articles.find((article) => !article.is_featured && article.id !== hero!.id)!;
    expect(cardOf(plain.slug)).not.toContain("row-span-2");
  });

  it("filters by category in the URL, with 'Todas' and only the categories that have articles", async () => {
    await app.db.execute(sql`INSERT INTO blog_categories (name, slug) VALUES ('Categoría vacía', 'categoria-vacia')`);
    await app.pagesChanged();
    const html = await app.html("/blog?categoria=estudio");
    const expected = (await publishedArticles())
      .filter((article) => article.category_slug === "estudio")
      .map((article) => article.slug);
    expect(expected.length).toBeGreaterThan(1);
    expect(linkedSlugs(gridOf(html))).toEqual(expected);
    expect(html).not.toContain("Artículo destacado");
    expect(html).toMatch(/<a aria-current="page"[^>]* href="\/blog\?categoria=estudio"[^>]*>Estudio<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/blog"[^>]*>Todas<\/a>/);
    const categoryNav = /<nav aria-label="Categorías del blog">[\s\S]*?<\/nav>/.exec(html)![0];
    expect(categoryNav.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).not.toContain("Categoría vacía");
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/blog?categoria=estudio"/>`);

    const unknown = await app.html("/blog?categoria=no-existe");
    expect(unknown).toContain("No se encontraron artículos");
    expect(unknown).toContain("Intenta con otros términos de búsqueda o categorías");
    expect(await app.html("/blog?categoria=%00%3Cscript%3E")).toContain("No se encontraron artículos");
  });

  it("searches titles and excerpts in the database, whatever the case and accents, keeping the category", async () => {
    const search = async (path: string) => linkedSlugs(gridOf(await app.html(path)));
    // Title, upper case, accents typed or not.
    expect(await search("/blog?q=AGOBIARTE")).toEqual(["como-elegir-carrera-sin-agobiarte"]);
    expect(await search("/blog?q=gu%C3%ADa%20B%C3%81SICA")).toEqual(["becas-ministerio-guia-basica"]);
    expect(await search("/blog?q=guia%20basica")).toEqual(["becas-ministerio-guia-basica"]);
    // Only in the excerpt ("ponderaciones"), typed with an accent it does not have.
    expect(await search("/blog?q=PONDERACI%C3%93N")).toEqual(["pau-ebau-notas-de-corte-como-funcionan"]);
    // Search and category together; the category's link keeps the search.
    const both = await app.html("/blog?q=erasmus&categoria=estudio");
    expect(both).toContain("No se encontraron artículos");
    expect(both).toContain('href="/blog?q=erasmus&amp;categoria=becas-y-ayudas"');
    expect(await search("/blog?q=erasmus&categoria=becas-y-ayudas")).toEqual([
      "erasmus-plus-lo-basico-que-debes-saber",
    ]);
    // LIKE wildcards are plain characters; control characters never reach the database.
    expect(await app.html("/blog?q=%25")).toContain("No se encontraron artículos");
    expect(await app.html("/blog?q=_")).toContain("No se encontraron artículos");
    const withNul = await app.request("/blog?q=beca%00s");
    expect(withNul.status).toBe(200);
    const noMatch = await app.html("/blog?q=zzzz-nada");
    expect(noMatch).toContain("No se encontraron artículos");
    expect(noMatch).toContain("Intenta con otros términos de búsqueda o categorías");
    expect(noMatch).not.toContain("Artículo destacado");
    expect(noMatch).toContain('<meta name="robots" content="noindex"/>');
  });

  it("shows 'Anónimo' and 'Sin categoría' for an article without author or category", async () => {
    const slug = await insertArticle({
      title: "Artículo sin autor ni categoría",
      withAuthor: false,
      categorySlug: null,
      publishedAt: "2031-01-01T00:00:00Z",
    });
    const html = await app.html("/blog");
    const card = gridOf(html).slice(0, gridOf(html).indexOf("</article>"));
    expect(card).toContain(`href="/blog/${slug}"`);
    expect(card).toContain("Anónimo");
    expect(card).toContain("Sin categoría");
    const article = await app.html(`/blog/${slug}`);
    expect(article).toContain("Anónimo");
    expect(article).toContain("Sin categoría");
    expect(article).not.toContain("Artículos relacionados");
  });
});

describe("articles", () => {
  it("show the article by slug: title, category, author, date 'd MMMM yyyy', read time, body and related articles of its category", async () => {
    const [article] = await query<ArticleRow & { category_id: number; author: string }>(sql`
      SELECT b.id, b.slug, b.title, b.category_id, b.published_at, b.read_time_minutes, a.full_name AS author
      FROM blog_posts b JOIN blog_authors a ON a.id = b.author_id WHERE b.slug = 'tecnicas-de-estudio-pomodoro-repaso-espaciado'`);
    const unpublishedSibling = await insertArticle({
      title: "Borrador de estudio",
      published: false,
      categorySlug: "estudio",
    });
    const html = await app.html(`/blog/${article!.slug}`);
    expect(html).toContain(`<h1 id="articulo-titulo"`);
    expect(html).toContain(article!.title);
    expect(html).toContain(article!.author);
    expect(html).toContain(`>${formatBlogDate(article!.published_at, "long")}</time>`);
    expect(formatBlogDate(new Date("2025-11-12T08:00:00Z"), "long")).toBe("12 noviembre 2025");
    expect(html).toContain(`${article!.read_time_minutes} min`);
    expect(html).toContain('class="article-body');
    expect(html).toContain("Escrito por");

    const related = html.slice(html.indexOf("Artículos relacionados"));
    const expected = await query<{ slug: string }>(sql`
      SELECT slug FROM blog_posts WHERE is_published AND category_id = ${article!.category_id} AND id <> ${article!.id}
      ORDER BY published_at DESC, id DESC LIMIT 3`);
    expect(expected.length).toBeGreaterThan(0);
    expect(linkedSlugs(related)).toEqual(expected.map((row) => row.slug));
    expect(related).not.toContain(unpublishedSibling);
  });

  it("renders Markdown articles as HTML (lists, tables, links)", async () => {
    const html = await app.html("/blog/presupuesto-de-estudiante");
    const body = articleBody(html);
    expect(body).toContain("<table>");
    expect(body).toContain("<h2>Paso 1: calcula lo que entra</h2>");
    expect(body).toContain('<a href="/blog/becas-ministerio-guia-basica">las becas del Ministerio</a>');
    expect(body).not.toContain("**");
  });

  it("answers 'Artículo no encontrado' with 'Volver al blog' for unknown, unpublished and malformed slugs", async () => {
    const draft = await insertArticle({ title: "Borrador oculto", published: false });
    for (const path of [
      "/blog/no-existe-este-articulo",
      `/blog/${draft}`,
      "/blog/Mayusculas_y%20espacios",
      "/blog/%00",
    ]) {
      const html = await app.html(path, 404);
      expect(html, path).toContain("Artículo no encontrado");
      expect(html, path).toContain('href="/blog"');
      expect(html, path).toContain("Volver al blog");
      expect(html, path).not.toContain("Borrador oculto");
    }
  });
});

/** The sanitized body of an article page (the allow-list has no <div>, so the first </div> ends it). */
function articleBody(html: string): string {
  const start = html.indexOf('class="article-body');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</div>", start));
}

describe("article bodies sanitized on the server", () => {
  const attacks = [
    "<p>Antes</p><script>alert('script')</script>",
    '<img src="https://example.org/x.png" onerror="alert(\'onerror\')" alt="imagen">',
    "<a href=\"javascript:alert('href')\">enlace malicioso</a>",
    "<a href=\"JaVaScRiPt&#x3A;alert('entidad')\">enlace con entidad</a>",
    "<a href=\"java&#x09;script:alert('tab')\">enlace con tabulador</a>",
    '<p onclick="alert(\'onclick\')" style="background:url(javascript:alert(1))">Párrafo con manejador</p>',
    '<iframe src="https://example.org"></iframe><object data="x"></object><embed src="x">',
    "<form action=\"javascript:alert('form')\"><button formaction=\"javascript:alert('formaction')\">Enviar</button></form>",
    "<video poster=\"javascript:alert('poster')\"></video><svg><animate onbegin=\"alert('svg')\"/></svg>",
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="datos"><a href="//evil.example/x">relativa al protocolo</a>',
    '<p><strong>Texto seguro</strong> y <a href="https://www.ejemplo.es/guia">un enlace seguro</a>.</p>',
  ];

  it("strips scripts, event handlers, javascript: URLs and other unsafe markup from a stored HTML article", async () => {
    const slug = await insertArticle({
      title: "Artículo con código malicioso",
      format: "html",
      content: attacks.join("\n"),
    });
    const html = await app.html(`/blog/${slug}`);
    const body = articleBody(html);
    // Nowhere in the page (HTML nor the loader data it carries) does the attack survive.
    for (const page of [html, await (await app.request(`/blog/${slug}.data`)).text()]) {
      expect(page).not.toMatch(/alert\(/);
      expect(page.toLowerCase()).not.toContain("javascript:");
      expect(page).not.toMatch(/onerror|onclick|onbegin|formaction|poster=/i);
      expect(page).not.toMatch(/<iframe|<object|<embed|<form action="javascript/i);
    }
    expect(body).not.toContain("<script");
    expect(body).not.toContain("style=");
    expect(body).not.toContain("data:image");
    expect(body).not.toContain("evil.example");
    // What is allowed stays, external links marked as such.
    expect(body).toContain("<p>Antes</p>");
    expect(body).toContain('<img src="https://example.org/x.png" alt="imagen" loading="lazy" decoding="async" />');
    expect(body).toContain("<strong>Texto seguro</strong>");
    expect(body).toContain(
      '<a href="https://www.ejemplo.es/guia" rel="noopener noreferrer nofollow">un enlace seguro</a>',
    );
    expect(body).toContain("<a>enlace malicioso</a>");
  });

  it("sanitizes Markdown articles too, raw HTML and links included", async () => {
    const slug = await insertArticle({
      title: "Markdown con código malicioso",
      format: "markdown",
      content:
        "Hola [pulsa](javascript:alert('md')) y ![img](javascript:alert('img'))\n\n<script>alert('raw')</script>\n\n<img src=x onerror=alert('raw-img')>\n\n**Seguro**",
    });
    const body = articleBody(await app.html(`/blog/${slug}`));
    // Markup that is not valid HTML stays visible as text; no element carries a script.
    expect(body).not.toMatch(/<script|<[a-z]+[^>]*\son[a-z]+=|(href|src)="?\s*javascript:/i);
    expect(body).toContain("<a>pulsa</a>");
    expect(body).toContain("<strong>Seguro</strong>");
  });
});

describe("Me gusta and Guardar", () => {
  const slug = "erasmus-plus-lo-basico-que-debes-saber";
  const state = async (userId: string) =>
    (
      await query<{ likes_count: number; real: number; liked: boolean; saved: boolean }>(sql`
        SELECT b.likes_count, (SELECT count(*)::int FROM blog_post_likes l WHERE l.post_id = b.id) AS real,
          EXISTS (SELECT 1 FROM blog_post_likes l WHERE l.post_id = b.id AND l.user_id = ${userId}) AS liked,
          EXISTS (SELECT 1 FROM blog_post_saves s WHERE s.post_id = b.id AND s.user_id = ${userId}) AS saved
        FROM blog_posts b WHERE b.slug = ${slug}`)
    )[0]!;

  it("sends a visitor to the login page and back, and stores nothing", async () => {
    const visitor = new TestClient(app);
    const before = await state("nadie");
    const html = await (await visitor.request(`/blog/${slug}`)).text();
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(`/blog/${slug}`)}&amp;aviso=like"`);
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(`/blog/${slug}`)}&amp;aviso=guardar"`);
    for (const [fields, notice] of [
      [{ intent: "me-gusta", liked: "true" }, "like"],
      [{ intent: "guardar", saved: "true" }, "guardar"],
    ] as const) {
      const response = await visitor.post(`/blog/${slug}`, fields);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(`/blog/${slug}`)}&aviso=${notice}`,
      );
    }
    expect(await (await visitor.request(`/login?redirectTo=%2Fblog%2F${slug}&aviso=guardar`)).text()).toContain(
      "Debes iniciar sesión para guardar artículos",
    );
    expect(await state("nadie")).toEqual(before);
  });

  it("lets a signed-in student (verified university e-mail or not) like, unlike, save and unsave; saved articles are listed on /profile", async () => {
    const students = await signInNewStudents(app, 2);
    const [unverified, verified] = students;
    await app.db.execute(sql`UPDATE user_profiles SET is_university_verified = false WHERE id = ${unverified!.id}`);
    for (const { client, id } of students) {
      const before = await state(id);
      const liked = await client.post(`/blog/${slug}`, { intent: "me-gusta", liked: "true" });
      expect(liked.status).toBe(200);
      expect(await liked.text()).toContain("Te gusta este artículo");
      expect(await state(id)).toMatchObject({
        likes_count: before.likes_count + 1,
        real: before.real + 1,
        liked: true,
      });
      // Asking again for the state that holds changes nothing (a double click, a second tab).
      expect((await client.post(`/blog/${slug}`, { intent: "me-gusta", liked: "true" })).status).toBe(200);
      expect((await state(id)).likes_count).toBe(before.likes_count + 1);
      // Without a wanted state it flips.
      expect(await (await client.post(`/blog/${slug}`, { intent: "me-gusta" })).text()).toContain(
        "Ya no te gusta este artículo",
      );
      expect(await state(id)).toMatchObject({ likes_count: before.likes_count, liked: false });

      expect(await (await client.post(`/blog/${slug}`, { intent: "guardar", saved: "true" })).text()).toContain(
        "Artículo guardado en tu perfil",
      );
      expect((await state(id)).saved).toBe(true);
      const profile = await (await client.request("/profile")).text();
      expect(profile).toContain("Artículos guardados");
      expect(profile).toContain(`href="/blog/${slug}"`);
      expect(await (await client.post(`/blog/${slug}`, { intent: "guardar", saved: "false" })).text()).toContain(
        "Artículo quitado de tus guardados",
      );
      expect(await (await client.request("/profile")).text()).not.toContain(`href="/blog/${slug}"`);
    }
    expect(verified).toBeDefined();
  });

  it("shows the student's own like and save on the article, comes back to the buttons without JavaScript, and refuses bad input in Spanish", async () => {
    const { client, id } = await signInNewStudent(app);
    const plain = await client.post(`/blog/${slug}`, { intent: "guardar", saved: "true", volverAlArticulo: "1" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe(`/blog/${slug}#acciones`);
    await client.post(`/blog/${slug}`, { intent: "me-gusta", liked: "true" });
    const html = await (await client.request(`/blog/${slug}`)).text();
    const { likes_count } = await state(id);
    expect(html).toMatch(
      new RegExp(`<button type="submit" aria-pressed="true" aria-label="Me gusta \\(${likes_count}\\)"`),
    );
    expect(html).toMatch(/<button type="submit" aria-pressed="true" aria-label="Guardar"/);
    expect(html).toContain(`name="volverAlArticulo"`);

    const unknownIntent = await client.post(`/blog/${slug}`, { intent: "borrar" });
    expect(unknownIntent.status).toBe(400);
    expect(await unknownIntent.text()).toContain("Acción desconocida");
    const badValue = await client.post(`/blog/${slug}`, { intent: "me-gusta", liked: "quizá" });
    expect(badValue.status).toBe(400);
    expect(await badValue.text()).toContain("Error al dar/quitar like");
    const draft = await insertArticle({ title: "Borrador sin likes", published: false });
    const onDraft = await client.post(`/blog/${draft}`, { intent: "me-gusta", liked: "true" });
    expect(onDraft.status).toBe(404);
    expect(await onDraft.text()).toContain("Artículo no encontrado");
    expect((await client.post("/blog/no-existe", { intent: "guardar", saved: "true" })).status).toBe(404);
  });

  it("takes a deleted account's like off the count", async () => {
    const { client, id } = await signInNewStudent(app);
    expect((await client.post(`/blog/${slug}`, { intent: "me-gusta", liked: "true" })).status).toBe(200);
    const liked = await state(id);
    expect((await client.post("/profile", { intent: "eliminar-cuenta", confirmation: "ELIMINAR" })).status).toBe(302);
    expect(await state(id)).toMatchObject({
      likes_count: liked.likes_count - 1,
      real: liked.real - 1,
      liked: false,
      saved: false,
    });
  });

  it("keeps likes_count equal to the likes under 20 parallel likes, mixed unlikes and a double toggle", async () => {
    const parallelSlug = "como-encontrar-piso-compartido";
    const students = await signInNewStudents(app, 20);
    const count = async () =>
      (
        await query<{ stored: number; real: number }>(sql`
        SELECT likes_count AS stored, (SELECT count(*)::int FROM blog_post_likes WHERE post_id = b.id) AS real FROM blog_posts b WHERE slug = ${parallelSlug}`)
      )[0]!;
    const before = await count();
    expect(before.stored).toBe(before.real);
    const path = `/blog/${parallelSlug}`;

    const likes = await Promise.all(
      students.map(({ client }) => client.post(path, { intent: "me-gusta", liked: "true" })),
    );
    expect(likes.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await count()).toEqual({ stored: before.real + 20, real: before.real + 20 });

    const mixed = await Promise.all(
      students.map(({ client }, index) =>
        client.post(path, { intent: "me-gusta", liked: index % 2 === 0 ? "false" : "true" }),
      ),
    );
    expect(mixed.every((response) => response.status === 200)).toBe(true);
    expect(await count()).toEqual({ stored: before.real + 10, real: before.real + 10 });

    const flips = await Promise.all([1, 2].map(() => students[1]!.client.post(path, { intent: "me-gusta" })));
    expect(flips.map((response) => response.status)).toEqual([200, 200]);
    expect(await count()).toEqual({ stored: before.real + 10, real: before.real + 10 });
  });

  it("shows a new like to visitors at once, though their page comes from the cache", async () => {
    const cachedSlug = "consejos-para-tu-trabajo-fin-de-grado";
    const path = `/blog/${cachedSlug}`;
    const visitor = new TestClient(app, "198.51.100.77");
    const likeLabel = (html: string) => /aria-label="Me gusta \((\d+)\)"/.exec(html)?.[1];
    const first = await (await visitor.request(path)).text();
    const cached = await visitor.request(path);
    expect(cached.headers.get("X-Cache")).toBe("hit");
    const before = Number(likeLabel(await cached.text()));
    expect(likeLabel(first)).toBe(String(before));

    const { client } = await signInNewStudent(app);
    expect((await client.post(path, { intent: "me-gusta", liked: "true" })).status).toBe(200);
    const after = await visitor.request(path);
    expect(after.headers.get("X-Cache")).not.toBe("hit");
    expect(likeLabel(await after.text())).toBe(String(before + 1));
  });
});
