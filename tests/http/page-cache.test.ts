/**
 * The page cache of anonymous visitors: rendered once and served many times, never to a
 * signed-in user, never someone else's page, stale after every kind of write, revalidated with
 * ETags, and shared between instances through Redis.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { PRIVATE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from "~/server/http/router-handler.server";

import { listen, useTestApp } from "../support/app";
import { TestClient } from "../support/client";
import { eventually } from "../support/eventually";
import { REVIEW_COURSE } from "../support/reviews";
import { server } from "../support/server-build";
import { DEMO_PASSWORD, signInNewStudent, signInNewStudents } from "../support/students";

const { app, query } = useTestApp();

const cacheOf = (response: Response) => response.headers.get("X-Cache");

/** A subject with reviews, and new students of its career (who have not reviewed it). */
async function subjectScenario(students: number) {
  const [subject] = await query<{ id: string; career_id: string }>(
    sql`SELECT s.id, s.career_id FROM subjects s WHERE s.review_count > 0 ORDER BY s.id LIMIT 1`,
  );
  const signedIn = await signInNewStudents(app, students, { careerId: subject!.career_id });
  return { path: `/subject/${subject!.id}`, subjectId: subject!.id, students: signedIn };
}

/** The review count the home's card of a featured university shows to this client. */
async function featuredReviewCount(client: TestClient, universityId: string): Promise<number> {
  const html = await (await client.request("/")).text();
  const card = html.slice(html.indexOf(`href="/universidad/${universityId}"`));
  return Number(/([\d.]+) valoraciones/.exec(card)![1]!.replaceAll(".", ""));
}

/** Visits twice: the second visit is served from the cache. */
async function warm(path: string) {
  await (await app.request(path)).text();
  const second = await app.request(path);
  expect(cacheOf(second), path).toBe("hit");
  await second.text();
}

describe("anonymous pages", () => {
  it("are rendered once, then served from the cache with shared-cache headers and an ETag", async () => {
    await app.pagesChanged();
    const [university] = await query<{ id: string }>(sql`SELECT id FROM universities ORDER BY id LIMIT 1`);
    const path = `/universidad/${university!.id}`;
    const first = await app.request(path);
    expect(cacheOf(first)).toBe("miss");
    const firstBody = await first.text();
    const second = await app.request(path);
    expect(cacheOf(second)).toBe("hit");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    const etag = second.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidated = await app.request(path, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await app.request(path, { headers: { "If-None-Match": 'W/"otra"' } })).status).toBe(200);
  });

  it("answer a hit with the response the HTTP layer sent, header for header and byte for byte", async () => {
    await app.pagesChanged();
    const [subject] = await query<{ id: string }>(sql`SELECT id FROM subjects ORDER BY id LIMIT 1`);
    const path = `/subject/${subject!.id}`;
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "Accept-Encoding": encoding };
      const sent = async (extra: Record<string, string> = {}) => {
        const response = await app.request(path, { headers: { ...headers, ...extra } });
        const { date: _date, ...rest } = Object.fromEntries(response.headers);
        return { headers: rest, body: await response.text() };
      };
      const first = await sent();
      // A hit, answered before the HTTP layer; then one the whole layer serves (a conditional request).
      const hit = await sent();
      const throughLayer = await sent({ "If-None-Match": 'W/"otra"' });
      expect(hit.headers["x-cache"], encoding).toBe("hit");
      expect(hit, encoding).toEqual(throughLayer);
      expect(hit, encoding).toEqual({ ...first, headers: { ...first.headers, "x-cache": "hit" } });
      expect(hit.headers["content-security-policy"]).toMatch(/default-src 'self'/);
      expect(hit.headers["x-frame-options"]).toBe("DENY");
    }
    // A signed-in student's page is composed for them from it (decision 014), never the hit itself.
    const { client } = await signInNewStudent(app);
    expect(cacheOf(await client.request(path))).toBe("composed");
  });

  it("keeps loader data and each theme apart, and compresses once per encoding", async () => {
    const [career] = await query<{ id: string }>(sql`SELECT id FROM careers ORDER BY id LIMIT 1`);
    const path = `/career/${career!.id}`;
    await warm(path);
    await warm(`${path}.data`);
    const light = await app.request(path, { headers: { Cookie: "theme=light" } });
    expect(await light.text()).not.toContain('class="dark"');
    expect(cacheOf(await app.request(path, { headers: { Cookie: "theme=light" } }))).toBe("hit");
    const dark = await (await app.request(path)).text();
    expect(dark).toContain('<html lang="es" class="dark"');

    for (const [accepted, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ]) {
      const compressed = await app.request(path, { headers: { "Accept-Encoding": accepted! } });
      expect(compressed.headers.get("Content-Encoding"), accepted).toBe(encoding);
      expect(await compressed.text()).toBe(dark);
    }
  });

  it("keep each cookie choice apart: a visitor who chose gets a cached page without the banner, one who has not gets the banner", async () => {
    const banner = "Tu privacidad en UniOpina";
    const path = "/about";
    await app.pagesChanged();
    const undecided = await app.request(path);
    expect(cacheOf(undecided)).toBe("miss");
    expect(await undecided.text()).toContain(banner);

    const chose = { Cookie: "cookie_consent=n1.f1.a0.p0" };
    const firstChosen = await app.request(path, { headers: chose });
    expect(cacheOf(firstChosen)).toBe("miss");
    expect(await firstChosen.text()).not.toContain(banner);
    const chosen = await app.request(path, { headers: chose });
    expect(cacheOf(chosen)).toBe("hit");
    expect(chosen.headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(await chosen.text()).not.toContain(banner);

    // No variant leaks into another: the undecided visitor still gets the banner, from the cache.
    const undecidedAgain = await app.request(path);
    expect(cacheOf(undecidedAgain)).toBe("hit");
    expect(await undecidedAgain.text()).toContain(banner);
    // A value this site never writes is no choice, and no new variant.
    const forged = await app.request(path, { headers: { Cookie: "cookie_consent=%E0todas" } });
    expect(cacheOf(forged)).toBe("hit");
    expect(await forged.text()).toContain(banner);
    // Theme and choice together.
    const lightChosen = await (
      await app.request(path, { headers: { Cookie: "theme=light; cookie_consent=n1.f1.a0.p0" } })
    ).text();
    expect(lightChosen).not.toContain(banner);
    expect(lightChosen).not.toContain('class="dark"');
    // The loader data (client navigations) too.
    expect(await (await app.request(`${path}.data`, { headers: chose })).text()).toContain(
      '"functional",true,"analytics",false',
    );
    expect(await (await app.request(`${path}.data`)).text()).not.toContain('"functional"');

    // The /cookies panel shows each visitor's own saved choice, each variant from the cache.
    for (const [value, analyticsTicked] of [
      ["n1.f0.a1.p0", true],
      ["n1.f1.a0.p0", false],
    ] as const) {
      await (await app.request("/cookies", { headers: { Cookie: `cookie_consent=${value}` } })).text();
      const panel = await app.request("/cookies", { headers: { Cookie: `cookie_consent=${value}` } });
      expect(cacheOf(panel), value).toBe("hit");
      const html = await panel.text();
      expect(/id="cookies-analytics"[^>]*\schecked=""/.test(html), value).toBe(analyticsTicked);
    }
  });

  it("render one page at a time: concurrent visitors share the render or get the previous copy", async () => {
    const [professor] = await query<{ id: string }>(sql`SELECT id FROM professors ORDER BY review_count DESC LIMIT 1`);
    const path = `/profesor/${professor!.id}`;
    await app.pagesChanged();
    const cold = await Promise.all(Array.from({ length: 8 }, () => app.request(path)));
    expect(cold.filter((response) => cacheOf(response) === "miss")).toHaveLength(1);
    expect(cold.every((response) => ["miss", "shared", "hit"].includes(cacheOf(response)!))).toBe(true);

    await app.pagesChanged();
    const stale = await Promise.all(Array.from({ length: 8 }, () => app.request(path)));
    expect(stale.filter((response) => cacheOf(response) === "miss")).toHaveLength(1);
    expect(stale.every((response) => ["miss", "stale", "hit"].includes(cacheOf(response)!))).toBe(true);
    await Promise.all([...cold, ...stale].map((response) => response.text()));
  });
});

describe("signed-in pages and other people's pages", () => {
  it("are never served from the shared cache, and nobody receives another's page", async () => {
    const { path, students } = await subjectScenario(2);
    const [author, other] = students;
    expect(
      (
        await author!.client.post(path, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "5",
          comment: "Mi reseña para la prueba de caché.",
        })
      ).status,
    ).toBe(200);

    const visitor = new TestClient(app, "198.51.100.50");
    for (let round = 0; round < 2; round += 1) {
      const visitorPage = await visitor.request(path);
      expect(visitorPage.headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
      const visitorHtml = await visitorPage.text();
      expect(visitorHtml).toContain("Inicia sesión para dejar una reseña");
      expect(visitorHtml).not.toContain("Ya has dejado tu reseña");
      expect(visitorHtml).not.toContain("Cerrar Sesión");

      const authorPage = await author!.client.request(path);
      expect(cacheOf(authorPage)).toBe("composed");
      expect(authorPage.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(authorPage.headers.get("ETag")).toBeNull();
      const authorHtml = await authorPage.text();
      expect(authorHtml).toContain("Ya has dejado tu reseña");

      const otherPage = await other!.client.request(path);
      expect(otherPage.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
      const otherHtml = await otherPage.text();
      expect(otherHtml).toContain("Publicar reseña");
      expect(otherHtml).not.toContain("Ya has dejado tu reseña");
    }

    const [authorEmail, otherEmail] = await Promise.all(
      [author!, other!].map(
        async ({ id }) => (await query<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${id}`))[0]!.email,
      ),
    );
    const authorProfile = await (await author!.client.request("/profile")).text();
    const otherProfile = await (await other!.client.request("/profile")).text();
    expect(authorProfile).toContain(authorEmail);
    expect(authorProfile).not.toContain(otherEmail);
    expect(otherProfile).toContain(otherEmail);
    expect(otherProfile).not.toContain(authorEmail);
  });

  it("mark what is shared between readers for each viewer alone: their like, their report, their review, their comment", async () => {
    const { path, subjectId, students } = await subjectScenario(3);
    const [author, reader, bystander] = students;
    const comment = "Un comentario para la prueba de marcas.";
    expect(
      (
        await author!.client.post(path, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "4",
          comment: "Mi reseña para la prueba de marcas.",
        })
      ).status,
    ).toBe(200);
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE subject_id = ${subjectId} AND user_id = ${author!.id}`,
    );
    const commentsPath = `/resenas/${review!.id}/comentarios`;
    const visitor = new TestClient(app, "198.51.100.72");
    visitor.cookies.set("_otro_sitio", "1");
    // Read once by everyone first, so each later page comes from what the first reader read.
    for (const client of [visitor, author!.client, reader!.client, bystander!.client])
      for (const page of [path, commentsPath]) expect((await client.request(page)).status).toBe(200);

    expect((await reader!.client.post(path, { intent: "me-gusta", reviewId: review!.id, liked: "true" })).status).toBe(
      200,
    );
    expect((await reader!.client.post(`/resenas/${review!.id}/reportar`, { reason: "spam" })).status).toBe(200);
    expect((await reader!.client.post(commentsPath, { intent: "comentar", comment })).status).toBe(200);

    const card = async (client: TestClient) => {
      const html = await (await client.request(path)).text();
      const start = html.indexOf(`id="resena-${review!.id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf("</article>", start));
    };
    const [readerCard, bystanderCard, authorCard, visitorCard] = [
      await card(reader!.client),
      await card(bystander!.client),
      await card(author!.client),
      await card(visitor),
    ];
    expect(readerCard).toContain('aria-pressed="true" aria-label="Me gusta (1)"');
    expect(bystanderCard).toContain('aria-pressed="false" aria-label="Me gusta (1)"');
    // The author and a visitor see the count without a like button (SPEC §2).
    for (const other of [authorCard, visitorCard]) {
      expect(other).toContain('aria-label="Me gusta (1)"');
      expect(other).not.toContain("aria-pressed");
    }
    expect(authorCard).toContain("Editar");
    for (const other of [readerCard, bystanderCard, visitorCard]) expect(other).not.toContain("Editar");

    const reportPage = async (client: TestClient) => (await client.request(`/resenas/${review!.id}/reportar`)).text();
    expect(await reportPage(reader!.client)).toContain("Ya has reportado esta reseña anteriormente");
    expect(await reportPage(bystander!.client)).not.toContain("Ya has reportado esta reseña anteriormente");

    const ownComment = async (client: TestClient) => {
      const html = await (await client.request(commentsPath)).text();
      expect(html).toContain(comment);
      return html.includes(">Tú<");
    };
    expect([
      await ownComment(reader!.client),
      await ownComment(author!.client),
      await ownComment(bystander!.client),
      await ownComment(visitor),
    ]).toEqual([true, false, false, false]);
  });

  it("keeps pages that depend on who asks out of the cache (the development outbox)", async () => {
    const local = new TestClient(app, null);
    const first = await local.request("/dev/outbox");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(cacheOf(await local.request("/dev/outbox"))).toBe("miss");
    expect((await new TestClient(app, "203.0.113.80").request("/dev/outbox")).status).toBe(404);
  });
});

describe("writes", () => {
  /** The page is cached; after the write (a success) the next anonymous visit renders it again. */
  async function expectFreshAfter(path: string, write: () => Promise<Response>): Promise<string> {
    await warm(path);
    const answer = await write();
    expect(
      answer.status,
      await answer
        .clone()
        .text()
        .then((body) => body.slice(0, 300)),
    ).toBeLessThan(400);
    const after = await app.request(path);
    expect(cacheOf(after), path).toBe("miss");
    return after.text();
  }

  it("make the cached pages stale: review created, edited, deleted, liked, commented, reported", async () => {
    const { path, subjectId, students } = await subjectScenario(2);
    const [author, reader] = students;
    const created = await expectFreshAfter(path, () =>
      author!.client.post(path, {
        intent: "crear",
        academicYear: REVIEW_COURSE,
        rating: "4",
        comment: "Reseña nueva que debe verse al momento.",
      }),
    );
    expect(created).toContain("Reseña nueva que debe verse al momento.");
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${author!.id} AND subject_id = ${subjectId}`,
    );

    const edited = await expectFreshAfter(path, () =>
      author!.client.post(path, {
        intent: "editar",
        reviewId: review!.id,
        academicYear: REVIEW_COURSE,
        rating: "3",
        comment: "Reseña editada que debe verse al momento.",
      }),
    );
    expect(edited).toContain("Reseña editada que debe verse al momento.");
    await expectFreshAfter(path, () =>
      reader!.client.post(path, { intent: "me-gusta", reviewId: review!.id, liked: "true" }),
    );
    await expectFreshAfter(`/resenas/${review!.id}/comentarios`, () =>
      reader!.client.post(`/resenas/${review!.id}/comentarios`, { intent: "comentar", comment: "Comentario nuevo." }),
    );
    await expectFreshAfter(path, () => reader!.client.post(`/resenas/${review!.id}/reportar`, { reason: "spam" }));
    const deleted = await expectFreshAfter(path, () =>
      author!.client.post(path, { intent: "eliminar", reviewId: review!.id }),
    );
    expect(deleted).not.toContain("Reseña editada que debe verse al momento.");
  });

  it("make the cached pages stale: profile privacy and account deletion", async () => {
    const student = await signInNewStudent(app, { isPublic: true });
    const [profile] = await query<{ full_name: string }>(
      sql`SELECT full_name FROM user_profiles WHERE id = ${student.id}`,
    );
    const publicProfile = `/perfil-publico/${student.id}`;
    expect(await app.html(publicProfile)).toContain(profile!.full_name);
    const madePrivate = await expectFreshAfter(publicProfile, () =>
      student.client.post("/profile", { intent: "privacidad", visibility: "anonymous" }),
    );
    expect(madePrivate).toContain("Este perfil es privado");
    expect(madePrivate).not.toContain(profile!.full_name);
    expect((await student.client.post("/profile", { intent: "privacidad", visibility: "public" })).status).toBe(200);
    const deleted = await expectFreshAfter(publicProfile, () =>
      student.client.post("/profile", { intent: "eliminar-cuenta", confirmation: "ELIMINAR" }),
    );
    expect(deleted).not.toContain(profile!.full_name);
  });

  it("leave the pages fresh when they change nothing a visitor sees (theme, cookies, newsletter, contact forms, sign-in)", async () => {
    const {
      path,
      students: [student],
    } = await subjectScenario(1);
    await warm(path);
    const visitor = new TestClient(app, "198.51.100.70");
    expect((await visitor.post("/preferencias/tema", { theme: "light", redirectTo: path })).status).toBe(302);
    expect((await visitor.post("/cookies", { eleccion: "aceptar-todas", redirectTo: path })).status).toBe(302);
    expect((await visitor.post("/cookies", { eleccion: "guardar", funcionales: "on" })).status).toBe(200);
    expect((await visitor.post("/newsletter", { email: "boletin.cache@ua.es", source: "footer" })).status).toBe(200);
    // The links of the confirmation e-mail, from the development outbox (no SMTP_URL here).
    const mail = await eventually(
      () => server.listOutbox().find((message) => message.to === "boletin.cache@ua.es"),
      "el correo del boletín",
    );
    for (const page of ["/newsletter/confirmar", "/newsletter/baja"]) {
      const link = new URL(new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mail.text)![0]);
      expect((await visitor.post(link.pathname + link.search, {})).status, page).toBe(200);
    }
    const message = {
      name: "Caché",
      email: "cache@example.com",
      type: "general",
      subject: "Asunto",
      message: "Mensaje",
    };
    expect((await visitor.post("/contact", message)).status).toBe(200);
    const request = {
      institutionName: "Instituto Caché",
      contactName: "Caché",
      email: "cache@example.com",
      phone: "",
      institutionType: "otro",
      message: "Mensaje",
    };
    expect((await visitor.post("/for-institutions", request)).status).toBe(200);
    expect((await new TestClient(app, "198.51.100.72").signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);
    expect(cacheOf(await app.request(path))).toBe("hit");
  });

  it("reach a signed-in student's home at once: its shared lists are read again after a write", async () => {
    // The university with the most reviews heads 'con más valoraciones'; one more review of one of
    // its students changes the count that card shows.
    const [top] = await query<{ id: string; name: string }>(sql`
      SELECT id, name FROM universities WHERE is_enabled ORDER BY total_reviews DESC, name LIMIT 1`);
    const [subject] = await query<{ id: string; career_id: string }>(sql`
      SELECT s.id, s.career_id FROM subjects s JOIN careers c ON c.id = s.career_id WHERE c.university_id = ${top!.id} ORDER BY s.id LIMIT 1`);
    const student = await signInNewStudent(app, { careerId: subject!.career_id });
    const featuredCount = () => featuredReviewCount(student.client, top!.id);
    const before = await featuredCount();
    expect(await featuredCount()).toBe(before);
    expect(
      (
        await student.client.post(`/subject/${subject!.id}`, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "4",
          comment: "Una reseña más en la portada.",
        })
      ).status,
    ).toBe(200);
    expect(await featuredCount()).toBe(before + 1);
  });

  it("read a signed-in student's home lists once per change of the site, not once a visit", async () => {
    // Drizzle's queries are lazy: kept unawaited in the shared data, they ran again on every visit.
    const [top] = await query<{ id: string }>(
      sql`SELECT id FROM universities WHERE is_enabled ORDER BY total_reviews DESC, name LIMIT 1`,
    );
    const student = await signInNewStudent(app);
    const featuredCount = () => featuredReviewCount(student.client, top!.id);
    const before = await featuredCount();
    // Changed behind the app's back: no write through it, so the site has not changed for it.
    await query(sql`UPDATE universities SET total_reviews = total_reviews + 1000 WHERE id = ${top!.id}`);
    try {
      expect(await featuredCount()).toBe(before);
      await app.pagesChanged();
      expect(await featuredCount()).toBe(before + 1000);
    } finally {
      await query(sql`UPDATE universities SET total_reviews = total_reviews - 1000 WHERE id = ${top!.id}`);
      await app.pagesChanged();
    }
  });

  it("read what other pages show every reader once per change of the site, for signed-in students and for visitors the cache cannot serve", async () => {
    const [career] = await query<{ id: string; name: string; university_id: string }>(sql`
      SELECT c.id, c.name, c.university_id FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled AND u.is_enabled
      -- A university with few careers: the career is on the first page of its lists.
      ORDER BY (SELECT count(*) FROM careers other WHERE other.university_id = c.university_id), c.id LIMIT 1`);
    const student = await signInNewStudent(app);
    // Another site's cookie: nothing says who is asking, but the shared cache cannot serve it.
    const visitor = new TestClient(app, "198.51.100.71");
    visitor.cookies.set("_otro_sitio", "1");
    const pages = [
      `/career/${career!.id}`,
      `/universidad/${career!.university_id}?tab=careers`,
      `/explorar?tab=carreras&university=${career!.university_id}`,
    ];
    const shown = async (client: TestClient, path: string) => {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      // The student's page is rendered whole or composed from the shared page (decision 014): never served as it is.
      if (client === visitor) expect(cacheOf(response), path).toBeNull();
      else expect([null, "composed"], path).toContain(cacheOf(response));
      return response.text();
    };
    const showsName = async (name: string) => {
      const seen: string[] = [];
      for (const path of pages)
        for (const client of [student.client, visitor]) if ((await shown(client, path)).includes(name)) seen.push(path);
      return seen;
    };
    expect(await showsName(career!.name)).toHaveLength(pages.length * 2);
    // Renamed behind the app's back: no write through it, so the site has not changed for it.
    const renamed = `${career!.name} (renombrada)`;
    await query(sql`UPDATE careers SET name = ${renamed} WHERE id = ${career!.id}`);
    try {
      expect(await showsName(renamed)).toEqual([]);
      await app.pagesChanged();
      expect(await showsName(renamed)).toHaveLength(pages.length * 2);
    } finally {
      await query(sql`UPDATE careers SET name = ${career!.name} WHERE id = ${career!.id}`);
      await app.pagesChanged();
    }
  });

  it("show what they wrote in their own response, which is rendered after the action (without JavaScript)", async () => {
    const { path, subjectId, students } = await subjectScenario(1);
    const [author] = students;
    // The page's shared data, read before the write.
    expect((await author!.client.request(path)).status).toBe(200);
    const response = await author!.client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Reseña que su propia respuesta ya muestra.",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("¡Gracias! Tu reseña se ha publicado.");
    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE subject_id = ${subjectId} AND user_id = ${author!.id}`,
    );
    expect(html).toContain(`id="resena-${review!.id}"`);
  });

  it("do not count when refused: a rejected post leaves the cache as it was", async () => {
    const { path } = await subjectScenario(1);
    await warm(path);
    expect(
      (await new TestClient(app).post(path, { intent: "crear", academicYear: REVIEW_COURSE, rating: "4" })).status,
    ).toBe(401);
    expect(cacheOf(await app.request(path))).toBe("hit");
  });
});

describe("several instances", () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

  async function untilServedFromCache(request: (path: string) => Promise<Response>, path: string) {
    await eventually(async () => {
      const response = await request(path);
      await response.text();
      return cacheOf(response) !== "bypass";
    }, "la instancia conectada a Redis");
  }

  it("share page changes through Redis: a write on one makes the other's cached page stale", async () => {
    const namespace = `uniopina-test-${randomUUID()}`;
    const first = await listen({ REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace });
    const second = await listen({ REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace });
    try {
      const { path, students } = await subjectScenario(1);
      await untilServedFromCache(second.request, path);
      await untilServedFromCache(first.request, path);
      expect(cacheOf(await second.request(path))).toBe("hit");

      // The student writes through the first instance (same session, same database).
      const writer = new TestClient(first, "198.51.100.60");
      for (const [name, value] of students[0]!.client.cookies) writer.cookies.set(name, value);
      expect(
        (
          await writer.post(path, {
            intent: "crear",
            academicYear: REVIEW_COURSE,
            rating: "5",
            comment: "Escrita en la primera instancia.",
          })
        ).status,
      ).toBe(200);

      // The change reaches the second instance through Redis (a message in flight, so wait for it).
      await eventually(
        async () => (await (await second.request(path)).text()).includes("Escrita en la primera instancia."),
        "la reseña en la segunda instancia",
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("keep serving, uncached, while Redis cannot be reached", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable = await listen({
      REDIS_URL: "redis://127.0.0.1:1",
      REDIS_NAMESPACE: `uniopina-test-${randomUUID()}`,
    });
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await unreachable.request("/");
        expect(response.status).toBe(200);
        expect(cacheOf(response)).toBe("bypass");
        await response.text();
      }
      const refused = await new TestClient(unreachable, "198.51.100.61").post("/newsletter", {
        email: "sin-redis@ua.es",
        source: "footer",
      });
      expect(refused.status).toBe(200);
    } finally {
      await unreachable.close();
      error.mockRestore();
    }
  });
});
