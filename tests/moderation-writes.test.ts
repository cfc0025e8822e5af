/**
 * Moderation of every write through HTTP: the screening publishes, flags or holds each
 * kind of student text, a held one is stored as pending and its author is told why (in the answer
 * and on /profile); hidden content leaves every public list and aggregate and comes back when
 * restored; the report threshold hides a review, also under parallel reports; reports are throttled.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { HELD_CONTENT_ANCHOR } from "~/lib/moderation";
import { REPORT_MESSAGES } from "~/lib/review-interaction-forms";
import { setContentStatus } from "~/server/decisions/visibility.server";
import { REPORT_THROTTLE } from "~/server/reviews/interaction-actions.server";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { REVIEW_COURSE } from "./support/reviews";
import { signInNewStudent, signInNewStudents } from "./support/students";

const { app, query, one } = useTestApp();

const INSULT = "El profesor es un gilipollas que no sabe ni explicar.";
const PHONE = "Si quieres los apuntes escríbeme al 612 345 678 y te los paso.";
const PROFANITY = "El examen fue una mierda, nada que ver con lo que dimos en clase.";

/** A subject and `count` new verified students of its career (who have not reviewed it). */
async function subjectWithStudents(count: number) {
  const subject = await one<{ id: string; career_id: string }>(
    sql`SELECT s.id, s.career_id FROM subjects s ORDER BY s.id LIMIT 1`,
  );
  const students = await signInNewStudents(app, count, { careerId: subject.career_id });
  return { subjectId: subject.id, path: `/subject/${subject.id}`, students };
}

const subjectCount = async (subjectId: string) =>
  (await one<{ n: number }>(sql`SELECT review_count AS n FROM subjects WHERE id = ${subjectId}`)).n;

describe("reviews", () => {
  it("holds an insulting review as pending, out of every count, with the message in the answer and on /profile; an edit publishes it", async () => {
    const { subjectId, path, students } = await subjectWithStudents(1);
    const { client, id } = students[0]!;
    const before = await subjectCount(subjectId);

    const response = await client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "1",
      comment: INSULT,
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Tu reseña se ha guardado, pero todavía no se ha publicado.");
    expect(body).toContain("Contiene insultos («gilipollas»)");
    const review = await one<{ id: string; moderation_status: string; moderation_note: string }>(
      sql`SELECT id, moderation_status, moderation_note FROM reviews WHERE user_id = ${id} AND subject_id = ${subjectId}`,
    );
    expect(review.moderation_status).toBe("pending");
    expect(await subjectCount(subjectId)).toBe(before);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    expect(await app.html(path)).not.toContain("gilipollas");

    const profile = await (await client.request("/profile")).text();
    expect(profile).toContain("gilipollas");
    expect(profile).toContain("Pendiente de revisión");
    expect(profile).toContain("critica hechos e ideas, no a las personas");
    // On the subject's page its author is told it is not published, and why.
    const own = await (await client.request(path)).text();
    expect(own).toContain("Tu reseña (1/5) no está publicada.");
    expect(own).toContain("critica hechos e ideas, no a las personas");

    const edited = await client.post(path, {
      intent: "editar",
      reviewId: review.id,
      academicYear: REVIEW_COURSE,
      rating: "2",
      comment: "Explica rápido y cuesta seguirle, pero corrige con justicia.",
    });
    expect(await edited.text()).toContain("Tu reseña se ha actualizado.");
    expect((await one<{ s: string }>(sql`SELECT moderation_status AS s FROM reviews WHERE id = ${review.id}`)).s).toBe(
      "published",
    );
    expect(await subjectCount(subjectId)).toBe(before + 1);
    expect(await app.html(path)).toContain("cuesta seguirle");
  });

  it("publishes and flags a review with swearing: it is listed and counted", async () => {
    const { subjectId, path, students } = await subjectWithStudents(1);
    const before = await subjectCount(subjectId);
    const response = await students[0]!.client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "2",
      comment: PROFANITY,
    });
    expect(await response.text()).toContain("¡Gracias! Tu reseña se ha publicado.");
    const review = await one<{ moderation_status: string; moderation_note: string }>(
      sql`SELECT moderation_status, moderation_note FROM reviews WHERE user_id = ${students[0]!.id} AND subject_id = ${subjectId}`,
    );
    expect(review).toEqual({
      moderation_status: "flagged",
      moderation_note: "Revisión automática: Lenguaje malsonante («mierda»).",
    });
    expect(await subjectCount(subjectId)).toBe(before + 1);
    expect(await app.html(path)).toContain("nada que ver con lo que dimos");
  });

  it("a hidden review leaves the page, the counts and the averages; restored, it is back", async () => {
    const { subjectId, path, students } = await subjectWithStudents(1);
    await students[0]!.client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "5",
      comment: "Una reseña que un moderador ocultará un momento.",
    });
    const review = await one<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${students[0]!.id} AND subject_id = ${subjectId}`,
    );
    const before = await subjectCount(subjectId);
    expect(await app.html(path)).toContain("un moderador ocultará");

    await setContentStatus("review", review.id, "hidden", "Oculta por un moderador: datos de otra persona.");
    await app.pagesChanged();
    expect(await app.html(path)).not.toContain("un moderador ocultará");
    expect(await subjectCount(subjectId)).toBe(before - 1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
    expect((await app.request(`/resenas/${review.id}/comentarios`)).status).toBe(404);
    const profile = await (await students[0]!.client.request("/profile")).text();
    expect(profile).toContain("Oculto");
    expect(profile).toContain("Oculta por un moderador: datos de otra persona.");

    await setContentStatus("review", review.id, "published", null);
    await app.pagesChanged();
    expect(await app.html(path)).toContain("un moderador ocultará");
    expect(await subjectCount(subjectId)).toBe(before);
  });
});

describe("comments", () => {
  /** A public review with its comments_count, and a student to comment on it. */
  async function reviewToComment() {
    const review = await one<{ id: string; comments_count: number }>(sql`
      SELECT r.id, r.comments_count FROM reviews r WHERE r.moderation_status = 'published' AND r.review_type = 'subject'
      ORDER BY r.comments_count DESC, r.id LIMIT 1`);
    const student = await signInNewStudent(app);
    return { ...review, student, path: `/resenas/${review.id}/comentarios` };
  }
  const reviewComments = async (reviewId: string) =>
    (await one<{ n: number }>(sql`SELECT comments_count AS n FROM reviews WHERE id = ${reviewId}`)).n;

  it("holds a review comment with a phone number: not counted, not listed, the author is answered even without JavaScript", async () => {
    const { id, comments_count, student, path } = await reviewToComment();
    const plain = await student.client.post(path, { intent: "comentar", comment: PHONE, [RETURN_TO_PAGE_FIELD]: "1" });
    // Not a redirect to a comment that is not on the page: the answer itself says why.
    expect(plain.status).toBe(200);
    const body = await plain.text();
    expect(body).toContain("Tu comentario se ha guardado, pero todavía no se ha publicado.");
    expect(body).toContain("número de teléfono");
    expect(await reviewComments(id)).toBe(comments_count);
    expect(await app.html(path)).not.toContain("612 345 678");
    const profile = await (await student.client.request("/profile")).text();
    expect(profile).toContain(`id="${HELD_CONTENT_ANCHOR}"`);
    expect(profile).toContain("612 345 678");

    // An edit is screened again: a clean text publishes it and counts it.
    const comment = await one<{ id: string }>(
      sql`SELECT id FROM review_comments WHERE review_id = ${id} AND user_id = ${student.id}`,
    );
    const edited = await student.client.post(path, {
      intent: "editar",
      commentId: comment.id,
      comment: "Gracias, me sirvió mucho tu reseña.",
    });
    expect(edited.status).toBe(200);
    expect(await reviewComments(id)).toBe(comments_count + 1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("publishes and flags a post comment with swearing; holds an article comment with an insult", async () => {
    const post = await one<{ id: string; comments_count: number }>(
      sql`SELECT id, comments_count FROM university_life_posts WHERE is_published ORDER BY id LIMIT 1`,
    );
    const student = await signInNewStudent(app);
    const postPath = `/vida-universitaria/post/${post.id}`;
    const flagged = await student.client.post(`${postPath}.data`, {
      intent: "comentar",
      comment: "Joder, qué buena idea, me apunto.",
    });
    expect(flagged.status).toBe(200);
    expect(
      await one(
        sql`SELECT moderation_status AS s FROM university_life_comments WHERE post_id = ${post.id} AND user_id = ${student.id}`,
      ),
    ).toEqual({ s: "flagged" });
    expect(
      (await one<{ n: number }>(sql`SELECT comments_count AS n FROM university_life_posts WHERE id = ${post.id}`)).n,
    ).toBe(post.comments_count + 1);
    expect(await app.html(postPath)).toContain("me apunto");

    const slug = `moderacion-${randomUUID().slice(0, 8)}`;
    await app.db.execute(
      sql`INSERT INTO blog_posts (title, slug, content, is_published, published_at) VALUES ('Artículo de prueba', ${slug}, 'Texto.', true, now())`,
    );
    const held = await student.client.post(`/blog/${slug}.data`, {
      intent: "comentar",
      comment: "Menudo imbécil el que escribió esto.",
    });
    expect(held.status).toBe(200);
    expect(await held.text()).toContain("Contiene insultos");
    expect(
      await one(
        sql`SELECT c.moderation_status AS s, b.comments_count AS n FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE b.slug = ${slug}`,
      ),
    ).toEqual({
      s: "pending",
      n: 0,
    });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("a hidden comment leaves its thread and its count; restored, it is back", async () => {
    const comment = await one<{ id: string; post_id: string; content: string }>(sql`
      SELECT c.id, c.post_id, c.content FROM university_life_comments c JOIN university_life_posts p ON p.id = c.post_id
      WHERE c.moderation_status = 'published' AND p.is_published ORDER BY c.id LIMIT 1`);
    const path = `/vida-universitaria/post/${comment.post_id}`;
    const snippet = comment.content
      .slice(0, 30)
      .replaceAll("&", "&amp;")
      .replaceAll("'", "&#x27;")
      .replaceAll('"', "&quot;");
    expect(await app.html(path)).toContain(snippet);
    await setContentStatus("post_comment", comment.id, "hidden", "Fuera de lugar.");
    await app.pagesChanged();
    expect(await app.html(path)).not.toContain(snippet);
    await setContentStatus("post_comment", comment.id, "published", null);
    await app.pagesChanged();
    expect(await app.html(path)).toContain(snippet);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("posts", () => {
  it("holds a post with an e-mail address: unpublished, out of the feed, and its author lands on /profile where it waits", async () => {
    const { client, id, universityId: home } = await signInNewStudent(app);
    const title = `Vendo apuntes ${randomUUID().slice(0, 6)}`;
    const created = await client.post(`/universidad/${home}/vida-universitaria/nueva`, {
      title,
      content: "Escribidme a vendo.apuntes.baratos@gmail.com y os los paso en PDF.",
      categoryId: "",
      imageUrl: "",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe(`/profile#${HELD_CONTENT_ANCHOR}`);
    const post = await one<{ id: string; is_published: boolean; moderation_status: string }>(
      sql`SELECT id, is_published, moderation_status FROM university_life_posts WHERE user_id = ${id} AND title = ${title}`,
    );
    expect(post).toMatchObject({ is_published: false, moderation_status: "pending" });
    expect(await app.html(`/universidad/${home}?tab=life`)).not.toContain(title);
    expect((await app.request(`/vida-universitaria/post/${post.id}`)).status).toBe(404);
    const profile = await (await client.request("/profile")).text();
    expect(profile).toContain(title);
    expect(profile).toContain("dirección de correo electrónico");

    // Restored by a moderator, it is in the feed.
    await setContentStatus("post", post.id, "published", null);
    await app.pagesChanged();
    expect(await app.html(`/universidad/${home}?tab=life`)).toContain(title);
  });
});

describe("requests", () => {
  it("refuses a request with personal data, saying what to change, and notes swearing for the moderator", async () => {
    const { client, id } = await signInNewStudent(app);
    const country = await one<{ id: number }>(sql`SELECT id FROM countries WHERE code = 'ES'`);
    const base = { tipo: "universidad", pais: String(country.id), ciudad: "Elche", web: "", siglas: "" };
    const refused = await client.post("/submit", { ...base, nombre: "Universidad de Prueba, llamad al 612345678" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Tu solicitud no se ha enviado. Contiene datos personales (número de teléfono)",
    );
    expect(await query(sql`SELECT 1 FROM submissions WHERE user_id = ${id}`)).toHaveLength(0);

    const name = `Universidad de la Hostia ${randomUUID().slice(0, 6)}`;
    expect((await client.post("/submit", { ...base, nombre: name })).status).toBe(303);
    expect(await one(sql`SELECT status, screening_note AS note FROM submissions WHERE user_id = ${id}`)).toEqual({
      status: "pending",
      note: "Revisión automática: Lenguaje malsonante («Hostia»).",
    });
  });
});

describe("reports", () => {
  /** A public review and `count` students who may report it (not its author). */
  async function reviewAndReporters(count: number) {
    const review = await one<{ id: string; subject_id: string }>(sql`
      SELECT r.id, r.subject_id FROM reviews r
      WHERE r.moderation_status = 'published' AND r.review_type = 'subject' AND r.reports_count = 0 AND r.user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM review_reports x WHERE x.review_id = r.id)
      ORDER BY r.id DESC LIMIT 1`);
    const reporters = await signInNewStudents(app, count);
    return { ...review, reporters, path: `/resenas/${review.id}/reportar` };
  }

  it("the first report flags the review; the third distinct reporter hides it, out of the counts; later reports change nothing", async () => {
    const { id, subject_id, reporters, path } = await reviewAndReporters(4);
    const before = await subjectCount(subject_id);
    const status = async () =>
      one<{ s: string; note: string | null; reports: number }>(
        sql`SELECT moderation_status AS s, moderation_note AS note, reports_count AS reports FROM reviews WHERE id = ${id}`,
      );

    expect((await reporters[0]!.client.post(path, { reason: "offensive" })).status).toBe(200);
    expect(await status()).toEqual({ s: "flagged", note: "Reportada por 1 estudiante.", reports: 1 });
    expect((await reporters[0]!.client.post(path, { reason: "spam" })).status).toBe(409);
    expect((await reporters[1]!.client.post(path, { reason: "spam" })).status).toBe(200);
    expect((await status()).s).toBe("flagged");
    expect(await subjectCount(subject_id)).toBe(before);

    expect((await reporters[2]!.client.post(path, { reason: "other", description: "Datos falsos" })).status).toBe(200);
    expect(await status()).toEqual({
      s: "hidden",
      note: "Oculta automáticamente por reportes de 3 estudiantes, a la espera de que un moderador la revise.",
      reports: 3,
    });
    expect(await subjectCount(subject_id)).toBe(before - 1);
    // Hidden: no longer reportable, like any review that is not shown.
    expect((await reporters[3]!.client.post(path, { reason: "spam" })).status).toBe(404);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("parallel reports from more students than the threshold hide the review once, with every report counted", async () => {
    const { id, subject_id, reporters, path } = await reviewAndReporters(6);
    const before = await subjectCount(subject_id);
    const responses = await Promise.all(reporters.map(({ client }) => client.post(path, { reason: "inappropriate" })));
    const statuses = responses.map((response) => response.status).sort();
    // Reports that arrive after the hide find the review gone from public view (404); none fails.
    expect(statuses.filter((code) => code === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((code) => code === 200 || code === 404)).toBe(true);
    const review = await one<{ s: string; reports: number; rows: number }>(sql`
      SELECT moderation_status AS s, reports_count AS reports, (SELECT count(*)::int FROM review_reports WHERE review_id = r.id) AS rows FROM reviews r WHERE id = ${id}`);
    expect(review.s).toBe("hidden");
    expect(review.reports).toBe(review.rows);
    expect(review.rows).toBe(statuses.filter((code) => code === 200).length);
    expect(await subjectCount(subject_id)).toBe(before - 1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });

  it("throttles a student who reports too many reviews in an hour, in Spanish", async () => {
    const { reporters, path } = await reviewAndReporters(1);
    const { client, id } = reporters[0]!;
    await app.db.execute(sql`
      INSERT INTO rate_limits (key, hits, window_started_at) VALUES (${`report:user:${id}`}, ${REPORT_THROTTLE.limit}, now())
      ON CONFLICT (key) DO UPDATE SET hits = excluded.hits, window_started_at = now()`);
    const response = await client.post(path, { reason: "spam" });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain(REPORT_MESSAGES.throttled);
  });
});
