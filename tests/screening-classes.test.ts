/**
 * The screening's classes through HTTP: an accusation against a person is held and its author is
 * told, with and without JavaScript, where such a complaint belongs; a regional insult is held on a
 * review, a post and a comment; a clean review in Catalan is published and counted; what a
 * moderator publishes anyway counts against the rule that held it, shown in the console; and a text
 * only the classifier holds goes the same way.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { type NewStudent, signInNewStaff, signInNewStudent, subjectWithStudents } from "./support/students";

const { app, one } = useTestApp();

const ACCUSATION = "El profesor Molina aprueba a quien le paga, todo el mundo lo sabe en la facultad.";
const REGIONAL_INSULT = "El profe de Cálculo es un aweonao, no sabe explicar ni una derivada.";
const CATALAN_REVIEW = "El professor explica molt bé, les classes són molt amenes i sempre respon els correus.";

/** Two students review one subject with the same text, without JavaScript and with it: the two answers, as text. */
async function reviewWithAndWithoutScript(seed: number, comment: string) {
  const { subjectId, path, students } = await subjectWithStudents(app, seed, 2);
  const [withoutScript, withScript] = students as [NewStudent, NewStudent];
  const review = { intent: "crear", academicYear: REVIEW_COURSE, rating: "1", comment };
  const plain = unescapeHtml(await (await withoutScript.client.post(path, review)).text());
  const fetched = unescapeHtml(await (await withScript.client.post(`${path}.data`, review)).text());
  return { subjectId, path, withoutScript, withScript, plain, fetched };
}

/** How many of the screening's verdicts a rule is behind, and how many moderators overturned. */
const overturnRate = (rule: string) =>
  one<{ total: number; overturned: number }>(sql`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE overturned_at IS NOT NULL))::int AS overturned
    FROM screening_verdicts WHERE ${rule} = ANY(rules)`);

const reviewOf = (userId: string, subjectId: string) =>
  one<{ moderation_status: string; moderation_note: string | null }>(
    sql`SELECT moderation_status, moderation_note FROM reviews WHERE user_id = ${userId} AND subject_id = ${subjectId}`,
  );

describe("an accusation against a person", () => {
  it("is held, and its author reads why and where to take it, without JavaScript and with it", async () => {
    const { subjectId, path, withoutScript, withScript, plain, fetched } = await reviewWithAndWithoutScript(
      3,
      ACCUSATION,
    );
    for (const answer of [plain, fetched]) {
      expect(answer).toContain("Tu reseña se ha guardado, pero todavía no se ha publicado.");
      expect(answer).toContain("Acusa a una persona de un delito");
      expect(answer).toContain("Defensor Universitario");
      expect(answer).toContain("Unidad de Igualdad");
      expect(answer).toContain("la policía");
    }
    for (const student of [withoutScript, withScript])
      expect(await reviewOf(student.id, subjectId)).toMatchObject({ moderation_status: "pending" });
    // Without JavaScript the answer links to the page that says where to turn, which names the student's university with its website.
    expect(plain).toContain('href="/donde-acudir"');
    const university = await one<{ name: string; website: string }>(sql`
      SELECT u.name, u.website FROM user_profiles p JOIN universities u ON u.id = p.university_id WHERE p.id = ${withoutScript.id}`);
    const whereToTurn = await withoutScript.client.request("/donde-acudir");
    expect(whereToTurn.status).toBe(200);
    const page = unescapeHtml(await whereToTurn.text());
    for (const part of ["Defensoría Universitaria", "Unidad de Igualdad", "091", "016"]) expect(page).toContain(part);
    expect(page).toContain(`Encontrarás las dos en la web de tu universidad: <a href="${university.website}"`);
    // Its statement of reasons cites the rule about the law and others' rights, and is automatic.
    expect(
      await one(
        sql`SELECT rule, source, decided_by FROM moderation_decisions WHERE user_id = ${withoutScript.id} AND restriction = 'held' ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      rule: "ilegal",
      source: "screening",
      decided_by: null,
    });
    expect(unescapeHtml(await app.html(path))).not.toContain(ACCUSATION);
  });
});

describe("a regional insult", () => {
  it("is held on a review, a post and a comment", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 4, 1);
    expect(
      (
        await students[0]!.client.post(path, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "1",
          comment: REGIONAL_INSULT,
        })
      ).status,
    ).toBe(200);
    expect(await reviewOf(students[0]!.id, subjectId)).toMatchObject({ moderation_status: "pending" });

    const { client, id, universityId } = await signInNewStudent(app);
    const title = `Sobre Cálculo ${randomUUID().slice(0, 6)}`;
    const created = await client.post(`/universidad/${universityId}/vida-universitaria/nueva`, {
      title,
      content: REGIONAL_INSULT,
      categoryId: "",
      imageUrl: "",
    });
    expect(created.status).toBe(303);
    expect(
      await one(sql`SELECT moderation_status FROM university_life_posts WHERE user_id = ${id} AND title = ${title}`),
    ).toEqual({ moderation_status: "pending" });

    const commented = await one<{ id: string }>(
      sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND review_type = 'subject' ORDER BY id LIMIT 1`,
    );
    const comment = await client.post(`/resenas/${commented.id}/comentarios`, {
      intent: "comentar",
      comment: REGIONAL_INSULT,
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(comment.status).toBe(200);
    expect(unescapeHtml(await comment.text())).toContain("Contiene insultos («aweonao»)");
    expect(
      await one(
        sql`SELECT moderation_status FROM review_comments WHERE review_id = ${commented.id} AND user_id = ${id}`,
      ),
    ).toEqual({ moderation_status: "pending" });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("a clean text in another language", () => {
  it("is published and counted: a review in Catalan", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 5, 1);
    const before = await one<{ n: number }>(sql`SELECT review_count AS n FROM subjects WHERE id = ${subjectId}`);
    expect(
      (
        await students[0]!.client.post(path, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "5",
          comment: CATALAN_REVIEW,
        })
      ).status,
    ).toBe(200);
    expect(await reviewOf(students[0]!.id, subjectId)).toEqual({
      moderation_status: "published",
      moderation_note: null,
    });
    expect(await one(sql`SELECT review_count AS n FROM subjects WHERE id = ${subjectId}`)).toEqual({ n: before.n + 1 });
    await app.pagesChanged();
    expect(unescapeHtml(await app.html(path))).toContain(CATALAN_REVIEW);
  });
});

describe("a rule's overturn rate", () => {
  it("counts a held text a moderator publishes anyway against the rule that held it, and the console shows it", async () => {
    const rate = () => overturnRate("threat");
    const before = await rate();
    const review = await one<{ id: string }>(
      sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND review_type = 'subject' ORDER BY id DESC LIMIT 1`,
    );
    const { client, id } = await signInNewStudent(app);
    // A joke the threat rule takes for a threat: held, then published by a moderator.
    const quote = "En la revisión te voy a matar a preguntas, me dijo riéndose, y al final fue amabilísimo.";
    expect(
      (
        await client.post(`/resenas/${review.id}/comentarios`, {
          intent: "comentar",
          comment: quote,
          [RETURN_TO_PAGE_FIELD]: "1",
        })
      ).status,
    ).toBe(200);
    const comment = await one<{ id: string; moderation_status: string }>(
      sql`SELECT id, moderation_status FROM review_comments WHERE review_id = ${review.id} AND user_id = ${id}`,
    );
    expect(comment.moderation_status).toBe("pending");
    expect(await rate()).toEqual({ total: before.total + 1, overturned: before.overturned });

    const moderator = await signInNewStaff(app, "moderator");
    expect(
      (
        await moderator.client.post("/moderacion/contenido", {
          intent: "publicar",
          kind: "review_comment",
          id: comment.id,
        })
      ).status,
    ).toBe(303);
    expect(await rate()).toEqual({ total: before.total + 1, overturned: before.overturned + 1 });
    const console = unescapeHtml(await (await moderator.client.request("/moderacion/contenido")).text());
    expect(console).toContain("Reglas de la revisión automática");
    expect(console).toMatch(
      new RegExp(`Amenaza</th><td[^>]*>${before.total + 1}</td><td[^>]*>${before.overturned + 1}</td>`),
    );
  });
});

describe("a text only the classifier holds", () => {
  // A threat to a professor's pet that no rule reads as one; the classifier learned its kind from the fixtures.
  const VEILED_THREAT =
    "cuidado con el gato de la Aranguren, que sale mucho al patio y cualquier dia no vuelve... ya me entendeis";
  const classifierRate = () => overturnRate("classifier");

  it("is held with and without JavaScript, tells where to turn, and a moderator's publish counts against it", async () => {
    const before = await classifierRate();
    const { subjectId, path, withoutScript, withScript, plain, fetched } = await reviewWithAndWithoutScript(
      6,
      VEILED_THREAT,
    );
    for (const answer of [plain, fetched]) {
      expect(answer).toContain("Tu reseña se ha guardado, pero todavía no se ha publicado.");
      expect(answer).toContain("una persona del equipo lo leerá antes de publicarlo");
      expect(answer).toContain("uniopina.es/donde-acudir");
    }
    for (const student of [withoutScript, withScript])
      expect(await reviewOf(student.id, subjectId)).toMatchObject({ moderation_status: "pending" });
    expect(await classifierRate()).toEqual({ total: before.total + 2, overturned: before.overturned });
    expect(
      await one(sql`
        SELECT rule, source FROM moderation_decisions
        WHERE user_id = ${withoutScript.id} AND restriction = 'held' ORDER BY created_at DESC LIMIT 1`),
    ).toEqual({ rule: "respeto", source: "screening" });
    expect(unescapeHtml(await app.html(path))).not.toContain(VEILED_THREAT);

    const held = await one<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id = ${withoutScript.id} AND subject_id = ${subjectId}`,
    );
    const moderator = await signInNewStaff(app, "moderator");
    const published = await moderator.client.post("/moderacion/contenido", {
      intent: "publicar",
      kind: "review",
      id: held.id,
    });
    expect(published.status).toBe(303);
    expect(await classifierRate()).toEqual({ total: before.total + 2, overturned: before.overturned + 1 });
    const console = unescapeHtml(await (await moderator.client.request("/moderacion/contenido")).text());
    expect(console).toMatch(
      new RegExp(
        `Parecido a textos retenidos \\(clasificador\\)</th><td[^>]*>${before.total + 2}</td>` +
          `<td[^>]*>${before.overturned + 1}</td>`,
      ),
    );
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});
