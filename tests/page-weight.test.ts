/**
 * What a phone downloads (issue 10), checked on the production build — sizes, never times:
 * - every public page type at the demo data size is at most 150 KB of HTML;
 * - for every route, the JavaScript its first load needs — the entry, the root route and the
 *   route's own module with everything they import — stays within 150 KB gzip, read from the
 *   build's manifest, so a heavy new dependency in a shared component fails here.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerBuild, startTestApp, type TestApp } from "./support/app";
import { rows } from "./support/students";

const HTML_BUDGET_BYTES = 150 * 1024;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("page HTML", () => {
  it("is at most 150 KB for each public page type, taking the biggest of each", async () => {
    const [biggest] = await rows<{ university: string; career: string; subject: string; professor: string; profile: string; review: string; article: string }>(
      app,
      sql`SELECT
        (SELECT university_id FROM careers GROUP BY university_id ORDER BY count(*) DESC LIMIT 1) AS university,
        (SELECT career_id FROM subjects GROUP BY career_id ORDER BY count(*) DESC LIMIT 1) AS career,
        (SELECT id FROM subjects ORDER BY review_count DESC LIMIT 1) AS subject,
        (SELECT id FROM professors ORDER BY review_count DESC LIMIT 1) AS professor,
        (SELECT id FROM user_profiles WHERE is_public ORDER BY id LIMIT 1) AS profile,
        (SELECT id FROM reviews ORDER BY comments_count DESC LIMIT 1) AS review,
        (SELECT slug FROM blog_posts WHERE is_published ORDER BY length(content) DESC LIMIT 1) AS article`,
    );
    const pages = [
      "/",
      ...["", "?tab=careers", "?tab=students", "?tab=life"].map((tab) => `/universidad/${biggest!.university}${tab}`),
      `/career/${biggest!.career}`,
      `/subject/${biggest!.subject}`,
      `/profesor/${biggest!.professor}`,
      `/perfil-publico/${biggest!.profile}`,
      `/resenas/${biggest!.review}/comentarios`,
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
    const sizes = await Promise.all(pages.map(async (page) => ({ page, bytes: Buffer.byteLength(await app.html(page)) })));
    expect(sizes.filter((size) => size.bytes > HTML_BUDGET_BYTES)).toEqual([]);
  });
});

const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

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
  it("is at most 150 KB gzip on every route", async () => {
    const { assets } = await loadServerBuild();
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
      return { routeId, bytes: [...files].reduce((total, file) => total + sizeOf(file), 0) };
    });
    expect(weights.length).toBeGreaterThan(10);
    expect(weights.filter((weight) => weight.bytes > FIRST_LOAD_BUDGET_BYTES)).toEqual([]);
  });
});
