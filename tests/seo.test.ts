/**
 * What search engines and link previews read: a Spanish title, a description,
 * a canonical URL on SITE_URL and Open Graph tags on every page type; JSON-LD that parses, with
 * AggregateRating only where there are ratings and no private professor name; robots.txt; and a
 * sitemap index whose pages are valid XML, partition their rows by key, and list no professor
 * whose name is not public.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { siteUrl } from "~/server/core/site.server";
import { pageBoundaries, pageEntries, STATIC_PAGES } from "~/server/seo/sitemap.server";

import { useTestApp } from "./support/app";
import { signInNewStudent } from "./support/students";

const { app, query } = useTestApp();

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The tags of the page's head that this test reads. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
    return match ? decode(match[1]!) : null;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    og: (key: string) => meta("property", `og:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

async function ids() {
  const [row] = await query<{
    university: string;
    rated_university: string;
    career: string;
    career_without_plan: string;
    subject: string;
    unrated_subject: string;
    named: string;
    hidden: string;
    hidden_name: string;
    profile: string;
  }>(sql`
    SELECT
      (SELECT id FROM universities WHERE total_reviews = 0 AND is_enabled ORDER BY id LIMIT 1) AS university,
      (SELECT id FROM universities WHERE total_reviews > 0 AND is_enabled ORDER BY total_reviews DESC LIMIT 1) AS rated_university,
      (SELECT id FROM careers c WHERE EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) ORDER BY id LIMIT 1) AS career,
      (SELECT id FROM careers c WHERE c.latest_cutoff IS NULL AND c.verdict_count = 0 AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)
        ORDER BY id LIMIT 1) AS career_without_plan,
      (SELECT id FROM subjects WHERE review_count > 0 ORDER BY review_count DESC LIMIT 1) AS subject,
      (SELECT id FROM subjects WHERE review_count = 0 ORDER BY id LIMIT 1) AS unrated_subject,
      (SELECT id FROM professors WHERE is_name_public ORDER BY review_count DESC LIMIT 1) AS named,
      (SELECT id FROM professors WHERE NOT is_name_public ORDER BY review_count DESC LIMIT 1) AS hidden,
      (SELECT name FROM professors WHERE NOT is_name_public ORDER BY review_count DESC LIMIT 1) AS hidden_name,
      (SELECT id FROM user_profiles WHERE is_public ORDER BY id LIMIT 1) AS profile`);
  return row!;
}

describe("titles, descriptions, canonical URLs and Open Graph", () => {
  it("every indexable page type has its own Spanish title, a description and an absolute canonical URL on the site", async () => {
    const id = await ids();
    const site = siteUrl();
    const pages: { path: string; canonical: string }[] = [
      { path: "/", canonical: `${site}/` },
      {
        path: `/universidad/${id.rated_university}?tab=careers`,
        canonical: `${site}/universidad/${id.rated_university}`,
      },
      { path: `/career/${id.career}`, canonical: `${site}/career/${id.career}` },
      { path: `/subject/${id.subject}?pagina=1`, canonical: `${site}/subject/${id.subject}` },
      { path: `/profesor/${id.named}`, canonical: `${site}/profesor/${id.named}` },
      { path: `/profesor/${id.hidden}`, canonical: `${site}/profesor/${id.hidden}` },
      { path: "/blog", canonical: `${site}/blog` },
      { path: "/blog?categoria=estudio", canonical: `${site}/blog?categoria=estudio` },
      { path: "/blog/como-elegir-carrera-sin-agobiarte", canonical: `${site}/blog/como-elegir-carrera-sin-agobiarte` },
      { path: "/login", canonical: `${site}/login` },
      { path: "/register", canonical: `${site}/register` },
    ];
    const titles = new Set<string>();
    for (const page of pages) {
      const head = headOf(await app.html(page.path));
      expect(head.title, page.path).toMatch(/UniOpina/);
      titles.add(head.title);
      expect(head.description?.length ?? 0, page.path).toBeGreaterThan(40);
      expect(head.description!.length, page.path).toBeLessThanOrEqual(160);
      expect(head.canonical, page.path).toBe(page.canonical);
      expect(head.robots, page.path).toBeNull();
      expect(head.og("title"), page.path).toBe(head.title);
      expect(head.og("description"), page.path).toBe(head.description);
      expect(head.og("url"), page.path).toBe(page.canonical);
      expect(head.og("locale"), page.path).toBe("es_ES");
      expect(head.og("site_name"), page.path).toBe("UniOpina");
    }
    expect(titles.size).toBe(pages.length);
    expect(headOf(await app.html("/blog/como-elegir-carrera-sin-agobiarte")).og("type")).toBe("article");
  });

  it("private, transient and error pages ask not to be indexed and name no canonical URL", async () => {
    const id = await ids();
    const { client } = await signInNewStudent(app);
    const pages = [
      await app.html(`/perfil-publico/${id.profile}`),
      await app.html("/blog?q=becas"),
      await app.html("/blog/no-existe", 404),
      await app.html("/esta/pagina/no/existe", 404),
      await app.html(`/profesor/${randomUUID()}`, 404),
      await (await client.request("/profile")).text(),
      // A career whose plan has no subject yet, without official marks or its students' verdict: a thin page until it has one.
      await app.html(`/career/${id.career_without_plan}`),
    ];
    for (const html of pages) {
      const head = headOf(html);
      expect(head.title).toMatch(/UniOpina/);
      expect(head.robots).toBe("noindex");
      expect(head.canonical).toBeNull();
    }
  });
});

describe("a career with its students' verdict only", () => {
  it("is indexable: its page drops noindex once a student gives theirs", async () => {
    const id = await ids();
    const path = `/career/${id.career_without_plan}`;
    expect(headOf(await app.html(path)).robots).toBe("noindex");
    const student = await signInNewStudent(app, { careerId: id.career_without_plan });
    const verdict = {
      intent: "crear",
      rating: "4",
      studyStage: "1",
      comment: "Aún sin plan publicado, pero muy buen ambiente.",
    };
    expect((await student.client.post(path, verdict)).status).toBe(200);
    const head = headOf(await app.html(path));
    expect(head.robots).toBeNull();
    expect(head.canonical).toMatch(new RegExp(`${path}$`));
  });
});

describe("JSON-LD", () => {
  it("describes the site, universities (with AggregateRating only when rated), degrees, courses, public professors and articles", async () => {
    const id = await ids();
    const home = headOf(await app.html("/")).jsonLd;
    expect(home.map((item) => item["@type"])).toEqual(["WebSite", "Organization"]);
    expect(home.every((item) => item["@context"] === "https://schema.org")).toBe(true);

    const [rated] = await query<{ name: string; average_rating: number; total_reviews: number }>(
      sql`SELECT name, average_rating, total_reviews FROM universities WHERE id = ${id.rated_university}`,
    );
    const [university] = headOf(await app.html(`/universidad/${id.rated_university}`)).jsonLd;
    expect(university).toMatchObject({
      "@type": "CollegeOrUniversity",
      name: rated!.name,
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: Math.round(rated!.average_rating * 10) / 10,
        reviewCount: rated!.total_reviews,
        bestRating: 5,
      },
    });
    const [unrated] = headOf(await app.html(`/universidad/${id.university}`)).jsonLd;
    expect(unrated!["@type"]).toBe("CollegeOrUniversity");
    expect(unrated).not.toHaveProperty("aggregateRating");

    expect(headOf(await app.html(`/career/${id.career}`)).jsonLd[0]).toMatchObject({
      "@type": "EducationalOccupationalProgram",
      provider: { "@type": "CollegeOrUniversity" },
    });
    const [course] = headOf(await app.html(`/subject/${id.subject}`)).jsonLd;
    expect(course).toMatchObject({ "@type": "Course", aggregateRating: { "@type": "AggregateRating" } });
    expect(headOf(await app.html(`/subject/${id.unrated_subject}`)).jsonLd[0]).not.toHaveProperty("aggregateRating");

    expect(headOf(await app.html(`/profesor/${id.named}`)).jsonLd[0]).toMatchObject({ "@type": "Person" });
    const hiddenPage = await app.html(`/profesor/${id.hidden}`);
    expect(headOf(hiddenPage).jsonLd).toEqual([]);
    expect(hiddenPage).not.toContain(id.hidden_name);

    const [article] = headOf(await app.html("/blog/becas-ministerio-guia-basica")).jsonLd;
    expect(article).toMatchObject({
      "@type": "BlogPosting",
      headline: "Becas del Ministerio para estudios universitarios: guía básica",
      author: { "@type": "Person", name: "Marcos Villarreda" },
      publisher: { "@type": "Organization", name: "UniOpina" },
    });
  });

  it("escapes text from the database so it cannot close the script element", async () => {
    const slug = `prueba-${randomUUID().slice(0, 8)}`;
    const title = `Cierre </script><script>alert("ld")</script> & más`;
    await app.db.execute(
      sql`INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at) VALUES (${title}, ${slug}, ${title}, 'Texto', true, now())`,
    );
    await app.pagesChanged();
    const html = await app.html(`/blog/${slug}`);
    expect(html).not.toContain("<script>alert");
    const [article] = headOf(html).jsonLd;
    expect(article!.headline).toBe(title);
  });
});

describe("robots.txt", () => {
  it("lets crawlers in, keeps them out of private pages and form endpoints, and names the sitemap", async () => {
    const response = await app.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    for (const path of ["/profile", "/resenas/", "/dev/", "/api/"]) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).not.toMatch(/^Disallow: \/$/m);
    expect(body).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });
});

describe("sitemap", () => {
  const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });

  async function xml(path: string) {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const body = await response.text();
    expect(XMLValidator.validate(body), path).toBe(true);
    return { body, document: parser.parse(body) as Record<string, Record<string, unknown>> };
  }

  it("is an index of valid XML pages listing every visible university, career, subject, public professor and article, and no private professor", async () => {
    const site = siteUrl();
    const index = await xml("/sitemap.xml");
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = (index.document.sitemapindex!.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(files).toEqual(
      ["paginas", "universidades", "carreras", "asignaturas", "profesores", "articulos"].map(
        (family) => `${site}/sitemaps/${family}-1.xml`,
      ),
    );

    const listed = new Set<string>();
    let allBodies = "";
    for (const file of files) {
      const page = await xml(file.slice(site.length));
      allBodies += page.body;
      const urls = page.document.urlset!.url as { loc: string; lastmod?: string }[];
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        expect(url.loc.startsWith(`${site}/`)).toBe(true);
        listed.add(url.loc.slice(site.length));
      }
    }
    const expected = await query<{ path: string }>(sql`
      SELECT '/universidad/' || id AS path FROM universities WHERE is_enabled
      UNION ALL SELECT '/career/' || c.id FROM careers c JOIN universities u ON u.id = c.university_id
        WHERE c.is_enabled AND u.is_enabled AND (c.latest_cutoff IS NOT NULL OR c.verdict_count > 0 OR EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id))
      UNION ALL SELECT '/subject/' || s.id FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled
      UNION ALL SELECT '/profesor/' || p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE p.is_name_public AND u.is_enabled
      UNION ALL SELECT '/blog/' || slug FROM blog_posts WHERE is_published`);
    expect([...listed].sort()).toEqual([...STATIC_PAGES, ...expected.map((row) => row.path)].sort());

    const hidden = await query<{ id: string; name: string }>(sql`
      SELECT id, name FROM professors WHERE NOT is_name_public AND name NOT IN (SELECT name FROM professors WHERE is_name_public)`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const professor of hidden) {
      expect(allBodies).not.toContain(professor.id);
      expect(allBodies).not.toContain(professor.name);
    }
    const draft = `prueba-${randomUUID().slice(0, 8)}`;
    await app.db.execute(
      sql`INSERT INTO blog_posts (title, slug, content, is_published) VALUES ('Borrador', ${draft}, 'x', false)`,
    );
    await app.pagesChanged();
    expect((await xml("/sitemaps/articulos-1.xml")).body).not.toContain(draft);
  });

  it("answers 404 for pages that do not exist", async () => {
    for (const path of [
      "/sitemaps/asignaturas-2.xml",
      "/sitemaps/paginas-2.xml",
      "/sitemaps/otra-1.xml",
      "/sitemaps/asignaturas-0.xml",
      "/sitemaps/nada",
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it("splits a family into pages by key: no row twice, none missing, each page within its size", async () => {
    const pageSize = 97;
    const boundaries = await pageBoundaries("asignaturas", pageSize);
    const [{ total }] = (await query<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id WHERE c.is_enabled AND u.is_enabled`)) as [
      { total: number },
    ];
    expect(boundaries).toHaveLength(Math.ceil(total / pageSize));
    const seen: string[] = [];
    for (let page = 0; page < boundaries.length; page += 1) {
      const entries = await pageEntries("asignaturas", boundaries[page]!, boundaries[page + 1] ?? null, pageSize);
      expect(entries.length).toBe(page < boundaries.length - 1 ? pageSize : total - pageSize * (boundaries.length - 1));
      seen.push(...entries.map((entry) => entry.path));
    }
    expect(new Set(seen).size).toBe(total);
  });
});
