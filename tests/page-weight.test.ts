/**
 * What a phone downloads, checked on the production build — sizes, never times:
 * - every public page type at the demo data size is at most 150 KB of HTML;
 * - for every route, the JavaScript its first load needs — the entry, the root route and the
 *   route's own module with everything they import — stays within 160 KB gzip and 8 files, read
 *   from the build's manifest, so a heavy new dependency in a shared component fails here, and so
 *   does a split into many small files (a phone on HTTP/1.1 pays a round trip for each,
 *   decision record 010); the browser's files import each other without a cycle;
 * - the browser build writes no empty script: a route with no browser code (a resource route) has
 *   none, and its module in the manifest is a non-empty script the server answers;
 * - links to the app's pages are plain anchors (components/ui/link.tsx), rendered by the server
 *   with their resolved path, the route-discovery mark and the current section;
 * - icons are references into one cached sprite file (components/ui/icons.tsx), not inline shapes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as icons from "~/components/ui/icons";

import { buildIconSprite, declaredIconNames, SPRITE_FILE } from "../scripts/icon-sprite";
import { useTestApp } from "./support/app";
import { server } from "./support/server-build";
import { reactRouterImports, sourceFiles } from "./support/source-files";
import { rows } from "./support/students";

const HTML_BUDGET_BYTES = 150 * 1024;

const { app } = useTestApp();

describe("page HTML", () => {
  it("is at most 150 KB for each public page type, taking the biggest of each", async () => {
    const [biggest] = await rows<{
      university: string;
      career: string;
      subject: string;
      professor: string;
      profile: string;
      review: string;
      article: string;
      post: string;
    }>(
      app,
      sql`SELECT
        (SELECT university_id FROM careers GROUP BY university_id ORDER BY count(*) DESC LIMIT 1) AS university,
        (SELECT career_id FROM subjects GROUP BY career_id ORDER BY count(*) DESC LIMIT 1) AS career,
        (SELECT id FROM subjects ORDER BY review_count DESC LIMIT 1) AS subject,
        (SELECT id FROM professors ORDER BY review_count DESC LIMIT 1) AS professor,
        (SELECT id FROM user_profiles WHERE is_public ORDER BY id LIMIT 1) AS profile,
        (SELECT id FROM reviews ORDER BY comments_count DESC LIMIT 1) AS review,
        (SELECT slug FROM blog_posts WHERE is_published ORDER BY length(content) DESC LIMIT 1) AS article,
        (SELECT id FROM university_life_posts WHERE is_published ORDER BY comments_count DESC, char_length(content) DESC LIMIT 1) AS post`,
    );
    const pages = [
      "/",
      ...["", "?tab=careers", "?tab=students", "?tab=life"].map((tab) => `/universidad/${biggest!.university}${tab}`),
      `/career/${biggest!.career}`,
      `/subject/${biggest!.subject}`,
      `/profesor/${biggest!.professor}`,
      `/perfil-publico/${biggest!.profile}`,
      `/resenas/${biggest!.review}/comentarios`,
      `/vida-universitaria/post/${biggest!.post}`,
      "/campus-social?tab=descubrir",
      "/login",
      "/register",
      "/about",
      "/faq",
      "/contact",
      "/for-institutions",
      "/terms",
      "/privacy",
      "/cookies",
      "/legal-notice",
      "/blog",
      `/blog/${biggest!.article}`,
      ...["", "?tab=carreras", "?tab=asignaturas", "?tab=profesores"].map((tab) => `/explorar${tab}`),
      ...["", "?tab=carreras", "?tab=asignaturas"].map((tab) => `/ranking${tab}`),
      ...["", "?tipo=carrera", "?tipo=profesor"].map((kind) => `/submit${kind}`),
    ];
    const sizes = await Promise.all(
      pages.map(async (page) => ({ page, bytes: Buffer.byteLength(await app.html(page)) })),
    );
    expect(sizes.filter((size) => size.bytes > HTML_BUDGET_BYTES)).toEqual([]);
  });
});

describe("campus pages at their fullest", () => {
  it("stay within 150 KB: a feed page of 50 posts with the longest titles and images, a post of 5,000 characters with a full page of long comments", async () => {
    const [place] = await rows<{ university: string; author: string }>(
      app,
      sql`SELECT university_id AS university, id AS author FROM user_profiles WHERE is_public ORDER BY id LIMIT 1`,
    );
    // Titles, texts and comments at their limits (SPEC §9), with an image address each.
    await app.db.execute(sql`
      INSERT INTO university_life_posts (university_id, user_id, title, content, image_url, created_at)
      SELECT ${place!.university}, ${place!.author}, left(n || ' ' || repeat('Título muy largo de la vida universitaria ', 6), 200),
        left(repeat('Contenido largo de la publicación con muchas palabras. ', 100), 5000),
        'https://images.example.org/campus/' || repeat('carpeta/', 20) || n || '.jpg', now() - n * interval '1 second'
      FROM generate_series(1, 50) AS n`);
    const [post] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM university_life_posts WHERE user_id = ${place!.author} ORDER BY created_at DESC LIMIT 1`,
    );
    await app.db.execute(sql`
      INSERT INTO university_life_comments (post_id, user_id, content, created_at)
      SELECT ${post!.id}, ${place!.author}, left(repeat('Comentario largo sobre la publicación. ', 30), 1000), now() + n * interval '1 second'
      FROM generate_series(1, 50) AS n`);
    await app.db.execute(sql`UPDATE university_life_posts SET comments_count = 50 WHERE id = ${post!.id}`);
    await app.pagesChanged();
    const pages = [
      `/universidad/${place!.university}?tab=life`,
      `/vida-universitaria/post/${post!.id}`,
      "/campus-social?tab=descubrir",
    ];
    const sizes = await Promise.all(
      pages.map(async (page) => ({ page, bytes: Buffer.byteLength(await app.html(page)) })),
    );
    expect(sizes.every((size) => size.bytes > 40 * 1024)).toBe(true);
    expect(sizes.filter((size) => size.bytes > HTML_BUDGET_BYTES)).toEqual([]);
  });
});

const FIRST_LOAD_BUDGET_BYTES = 160 * 1024;
const FIRST_LOAD_BUDGET_FILES = 8;

describe("loading order", () => {
  it("starts the stylesheet first and leaves the script preloads after the content", async () => {
    const html = await app.html("/");
    const head = html.slice(0, html.indexOf("</head>"));
    const firstResource = /<link [^>]*rel="(stylesheet|modulepreload|preload)"/.exec(head);
    expect(firstResource?.[1]).toBe("stylesheet");
    expect(head).not.toContain('rel="modulepreload"');
    const preloads = html.indexOf('rel="modulepreload"');
    expect(preloads).toBeGreaterThan(html.indexOf("</main>"));
    expect(preloads).toBeLessThan(html.indexOf("</body>"));
  });
});

describe("first-load JavaScript", () => {
  it("is at most 160 KB gzip in at most 8 files on every route", async () => {
    const { assets } = server.build;
    const gzipSize = new Map<string, number>();
    const sizeOf = (file: string) => {
      if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(`build/client${file}`), { level: 9 }).length);
      return gzipSize.get(file)!;
    };
    const chainOf = (routeId: string | undefined): string[] => {
      const route = routeId ? assets.routes[routeId] : undefined;
      return route ? [...chainOf(route.parentId), route.module, ...(route.imports ?? [])] : [];
    };
    const weights = Object.keys(assets.routes).map((routeId) => {
      const files = new Set([assets.entry.module, ...assets.entry.imports, ...chainOf(routeId)]);
      return { routeId, files: files.size, bytes: [...files].reduce((total, file) => total + sizeOf(file), 0) };
    });
    expect(weights.length).toBeGreaterThan(10);
    expect(weights.filter((weight) => weight.bytes > FIRST_LOAD_BUDGET_BYTES)).toEqual([]);
    expect(weights.filter((weight) => weight.files > FIRST_LOAD_BUDGET_FILES)).toEqual([]);
  });

  it("is split into files that import each other without a cycle", () => {
    const assetsDir = "build/client/assets";
    const imports = new Map(
      readdirSync(assetsDir)
        .filter((file) => file.endsWith(".js"))
        .map((file) => {
          const code = readFileSync(path.join(assetsDir, file), "utf8");
          return [file, [...code.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!)];
        }),
    );
    expect(imports.size).toBeGreaterThan(10);
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      state.set(file, "open");
      for (const imported of imports.get(file) ?? []) {
        if (state.get(imported) === "open") cycles.push([...trail, file, imported].join(" → "));
        else if (!state.has(imported)) visit(imported, [...trail, file]);
      }
      state.set(file, "done");
    };
    for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe("browser build", () => {
  it("writes no empty script, and every route's module is a script the server answers", async () => {
    const scripts = readdirSync("build/client/assets").filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => readFileSync(`build/client/assets/${file}`, "utf8").trim() === "")).toEqual([]);
    const { assets } = server.build;
    const modules = [...new Set(Object.values(assets.routes).map((route) => route!.module))];
    const answers = await Promise.all(
      modules.map(async (module) => {
        const response = await app.request(module);
        return { module, status: response.status, bytes: (await response.text()).trim().length };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200 || answer.bytes === 0)).toEqual([]);
    // The theme switch's resource route shares the client entry the page already loaded.
    expect(assets.routes["routes/resources/theme"]?.module).toBe(assets.entry.module);
  });
});

describe("links", () => {
  it("are rendered as plain anchors with their resolved path, the route-discovery mark and the current section", async () => {
    const ranking = await app.html("/ranking?tab=asignaturas");
    const mainNav = ranking.slice(
      ranking.indexOf('aria-label="Principal"'),
      ranking.indexOf("</nav>", ranking.indexOf('aria-label="Principal"')),
    );
    expect(mainNav).toMatch(/<a aria-current="page" class="[^"]*" href="\/ranking" data-discover="true">Ranking<\/a>/);
    expect(mainNav).toMatch(/<a class="[^"]*" href="\/blog" data-discover="true">Blog<\/a>/);
    // A tab keeps the scroll position when the router switches it.
    expect(ranking).toMatch(/href="\/ranking\?tab=carreras" data-discover="true" data-keep-scroll=""/);
  });

  it("no module imports React Router's Link or NavLink (decision record 005: components/ui/link.tsx)", () => {
    const offenders = sourceFiles("app").filter((file) => {
      if (file.endsWith(path.join("ui", "link.tsx"))) return false;
      return reactRouterImports(readFileSync(file, "utf8")).some((name) => name === "Link" || name === "NavLink");
    });
    expect(offenders).toEqual([]);
  });
});

describe("icons", () => {
  it("are references into the sprite file, which the page's link serves and which draws every icon the app declares", async () => {
    const html = await app.html("/");
    const references = [...html.matchAll(/<svg class="icon[^"]*"[^>]*><use href="([^"#]+)#(\w+)"><\/use><\/svg>/g)];
    expect(references.length).toBeGreaterThan(20);
    expect(html).not.toContain("<path");
    const spriteUrls = new Set(references.map((match) => match[1]!));
    expect(spriteUrls.size).toBe(1);
    const response = await app.request([...spriteUrls][0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    const sprite = await response.text();
    for (const [, , name] of references) expect(sprite).toContain(`<symbol id="${name}" `);
    // The sprite in the repository is the one the icon module asks for (`npm run icons` rewrites it).
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite());
    expect(declaredIconNames()).toEqual(
      Object.values(icons)
        .map((icon) => icon.lucideName)
        .sort(),
    );
  });

  it("no module but the sprite's script imports lucide-react (its inline icons are what the sprite replaces)", () => {
    const offenders = [...sourceFiles("app"), ...sourceFiles("e2e"), ...sourceFiles("bench")].filter((file) =>
      /from "lucide-react"/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
