/**
 * The screening's accusation rule through HTTP, now that it reads words by their stem: an act done
 * by someone, in any tense (even a form no list writes), or someone called its doer, is held on a
 * new review, an edited one, a review comment and a campus-life post, and its author is told where
 * such a complaint belongs; the same deeds named as course content are published; and what a
 * moderator publishes anyway still counts against the rule, shown in the console.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

import { useTestApp } from "./support/app";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { signInNewStaff, signInNewStudent, subjectWithStudents } from "./support/students";

const { app, one } = useTestApp();

const ROBS = "El profesor Vegallana roba exámenes y los vende a los alumnos de otros grupos.";
const HARASSES = "Acosa sexualmente a las alumnas en tutorías.";
/** A verb form no list writes: held through its stem. */
const PAST_TENSE = "Nos acosaba en cada revisión y la coordinación lo sabía.";
const DOER = "Es un ladrón, lo sabe toda la facultad.";
/** The same deeds as what a course taught: nobody commits them. */
const COURSE_CONTENT = [
  "En Derecho Penal vimos el robo con violencia y la estafa, temario muy completo.",
  "Estudiamos el acoso escolar en Psicología del Desarrollo, muy interesante.",
];
const CLEAN_REVIEW = "Explica con calma y corrige con justicia; los exámenes se parecen a lo que vimos en clase.";

const HELD = "Tu reseña se ha guardado, pero todavía no se ha publicado.";
const ACCUSATION_NOTE = "Acusa a una persona de un delito";

const reviewOf = (userId: string, subjectId: string) =>
  one<{ id: string; moderation_status: string; moderation_note: string | null }>(
    sql`SELECT id, moderation_status, moderation_note FROM reviews WHERE user_id = ${userId} AND subject_id = ${subjectId}`,
  );

const publishedSubjectReview = (order: "first" | "last") =>
  one<{ id: string }>(
    sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND review_type = 'subject' ORDER BY id ${order === "first" ? sql`ASC` : sql`DESC`} LIMIT 1`,
  );

describe("an accusation on a new review", () => {
  it("is held, and its author reads why and where to take it, without JavaScript and with it", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 3, 2);
    const [withoutScript, withScript] = students;
    const review = { intent: "crear", academicYear: REVIEW_COURSE, rating: "1", comment: ROBS };

    const plainResponse = await withoutScript!.client.post(path, review);
    expect(plainResponse.status).toBe(200);
    const plain = unescapeHtml(await plainResponse.text());
    const fetchedResponse = await withScript!.client.post(`${path}.data`, review);
    expect(fetchedResponse.status).toBe(200);
    const fetched = unescapeHtml(await fetchedResponse.text());
    for (const answer of [plain, fetched]) {
      expect(answer).toContain(HELD);
      expect(answer).toContain(ACCUSATION_NOTE);
    }
    // Without JavaScript the answer links to the page that says where to turn.
    expect(plain).toContain('href="/donde-acudir"');
    for (const student of [withoutScript!, withScript!])
      expect(await reviewOf(student.id, subjectId)).toMatchObject({ moderation_status: "pending" });
    expect(unescapeHtml(await app.html(path))).not.toContain(ROBS);

    // Its statement of reasons cites the rule about the law and others' rights, and is automatic.
    expect(
      await one(
        sql`SELECT rule, source, decided_by FROM moderation_decisions WHERE user_id = ${withoutScript!.id} AND restriction = 'held' ORDER BY created_at DESC LIMIT 1`,
      ),
    ).toEqual({
      rule: "ilegal",
      source: "screening",
      decided_by: null,
    });
  });
});

describe("an accusation written into an edit, or in a tense no list writes", () => {
  it("holds a published review edited into an accusation, and another student's review in the imperfect tense", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 6, 2);
    const [editor, other] = students;

    expect(
      (
        await editor!.client.post(path, {
          intent: "crear",
          academicYear: REVIEW_COURSE,
          rating: "4",
          comment: CLEAN_REVIEW,
        })
      ).status,
    ).toBe(200);
    const published = await reviewOf(editor!.id, subjectId);
    expect(published).toMatchObject({ moderation_status: "published", moderation_note: null });
    expect(unescapeHtml(await app.html(path))).toContain(CLEAN_REVIEW);

    const edited = await editor!.client.post(path, {
      intent: "editar",
      reviewId: published.id,
      academicYear: REVIEW_COURSE,
      rating: "1",
      comment: HARASSES,
    });
    expect(edited.status).toBe(200);
    const editAnswer = unescapeHtml(await edited.text());
    expect(editAnswer).toContain(HELD);
    expect(editAnswer).toContain(ACCUSATION_NOTE);
    expect(await reviewOf(editor!.id, subjectId)).toMatchObject({ moderation_status: "pending" });
    // The write itself makes the cached page stale: no pagesChanged() here.
    const afterEdit = unescapeHtml(await app.html(path));
    expect(afterEdit).not.toContain(HARASSES);
    expect(afterEdit).not.toContain(CLEAN_REVIEW);

    const created = await other!.client.post(path, {
      intent: "crear",
      academicYear: REVIEW_COURSE,
      rating: "1",
      comment: PAST_TENSE,
    });
    expect(created.status).toBe(200);
    expect(unescapeHtml(await created.text())).toContain(HELD);
    const held = await reviewOf(other!.id, subjectId);
    expect(held.moderation_status).toBe("pending");
    expect(held.moderation_note).toContain(`${ACCUSATION_NOTE} o de una conducta sexual indebida («acosaba»)`);
    expect(unescapeHtml(await app.html(path))).not.toContain(PAST_TENSE);
  });
});

describe("an accusation in a comment and in a campus-life post", () => {
  it("holds a review comment calling someone a thief and a post in the imperfect tense, and every counter still agrees", async () => {
    const { client, id, universityId } = await signInNewStudent(app);

    const commented = await publishedSubjectReview("first");
    const comment = await client.post(`/resenas/${commented.id}/comentarios`, {
      intent: "comentar",
      comment: DOER,
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(comment.status).toBe(200);
    expect(unescapeHtml(await comment.text())).toContain(ACCUSATION_NOTE);
    expect(
      await one(
        sql`SELECT moderation_status FROM review_comments WHERE review_id = ${commented.id} AND user_id = ${id}`,
      ),
    ).toEqual({ moderation_status: "pending" });

    const title = `Sobre las revisiones ${randomUUID().slice(0, 6)}`;
    const created = await client.post(`/universidad/${universityId}/vida-universitaria/nueva`, {
      title,
      content: PAST_TENSE,
      categoryId: "",
      imageUrl: "",
    });
    expect(created.status).toBe(303);
    expect(
      await one(sql`SELECT moderation_status FROM university_life_posts WHERE user_id = ${id} AND title = ${title}`),
    ).toEqual({ moderation_status: "pending" });

    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("every sentence the issue's review quoted", () => {
  const QUOTED = [
    ROBS,
    HARASSES,
    "Es un ladrón.",
    "El de Estadística cobra por aprobar.",
    "El ayudante es un gilipollas.",
  ];

  it("is held on a new review, an edit, a comment and a post, without JavaScript and with it", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 8, QUOTED.length * 2);
    const commented = await publishedSubjectReview("first");
    for (const [index, sentence] of QUOTED.entries()) {
      // Half the writes as a form without JavaScript, half as the router's fetch (`.data`).
      const withScript = index % 2 === 1;
      const target = (url: string) => (withScript ? `${url}.data` : url);
      const [writer, editor] = [students[index * 2]!, students[index * 2 + 1]!];

      expect(
        (
          await writer.client.post(target(path), {
            intent: "crear",
            academicYear: REVIEW_COURSE,
            rating: "1",
            comment: sentence,
          })
        ).status,
        sentence,
      ).toBe(200);
      expect((await reviewOf(writer.id, subjectId)).moderation_status, sentence).toBe("pending");

      expect(
        (
          await editor.client.post(path, {
            intent: "crear",
            academicYear: REVIEW_COURSE,
            rating: "4",
            comment: CLEAN_REVIEW,
          })
        ).status,
      ).toBe(200);
      const published = await reviewOf(editor.id, subjectId);
      expect(published.moderation_status).toBe("published");
      const edit = {
        intent: "editar",
        reviewId: published.id,
        academicYear: REVIEW_COURSE,
        rating: "1",
        comment: sentence,
      };
      expect((await editor.client.post(target(path), edit)).status, sentence).toBe(200);
      expect((await reviewOf(editor.id, subjectId)).moderation_status, sentence).toBe("pending");

      const comment = { intent: "comentar", comment: sentence, [RETURN_TO_PAGE_FIELD]: withScript ? "" : "1" };
      const commentPath = `/resenas/${commented.id}/comentarios`;
      expect(
        (await writer.client.post(withScript ? `${commentPath}.data` : commentPath, comment)).status,
        sentence,
      ).toBe(200);
      const stored = await one(
        sql`SELECT moderation_status FROM review_comments WHERE review_id = ${commented.id} AND user_id = ${writer.id}`,
      );
      expect(stored, sentence).toEqual({ moderation_status: "pending" });

      const title = `Sobre la asignatura ${randomUUID().slice(0, 6)}`;
      const post = { title, content: sentence, categoryId: "", imageUrl: "" };
      const postPath = `/universidad/${writer.universityId}/vida-universitaria/nueva`;
      expect((await writer.client.post(target(postPath), post)).status, sentence).toBeLessThan(400);
      const storedPost = await one(
        sql`SELECT moderation_status FROM university_life_posts WHERE user_id = ${writer.id} AND title = ${title}`,
      );
      expect(storedPost, sentence).toEqual({ moderation_status: "pending" });
    }
    const page = unescapeHtml(await app.html(path));
    for (const sentence of QUOTED) expect(page).not.toContain(sentence);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("the same deeds as course content", () => {
  it("publishes and counts reviews that name a crime or harassment as what a course taught", async () => {
    const { subjectId, path, students } = await subjectWithStudents(app, 7, COURSE_CONTENT.length);
    const before = await one<{ n: number }>(sql`SELECT review_count AS n FROM subjects WHERE id = ${subjectId}`);
    for (const [index, text] of COURSE_CONTENT.entries()) {
      const student = students[index]!;
      const response = await student.client.post(path, {
        intent: "crear",
        academicYear: REVIEW_COURSE,
        rating: "5",
        comment: text,
      });
      expect(response.status).toBe(200);
      expect(await reviewOf(student.id, subjectId)).toMatchObject({
        moderation_status: "published",
        moderation_note: null,
      });
    }
    expect(await one(sql`SELECT review_count AS n FROM subjects WHERE id = ${subjectId}`)).toEqual({
      n: before.n + COURSE_CONTENT.length,
    });
    await app.pagesChanged();
    const page = unescapeHtml(await app.html(path));
    for (const text of COURSE_CONTENT) expect(page).toContain(text);
  });
});

describe("the accusation rule's overturn rate", () => {
  it("counts a held accusation a moderator publishes anyway against the rule, and the console shows it", async () => {
    const rate = async () =>
      one<{ total: number; overturned: number }>(sql`
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE overturned_at IS NOT NULL))::int AS overturned FROM screening_verdicts WHERE 'accusation' = ANY(rules)`);
    const before = await rate();
    const review = await publishedSubjectReview("last");
    const { client, id } = await signInNewStudent(app);
    expect(
      (
        await client.post(`/resenas/${review.id}/comentarios`, {
          intent: "comentar",
          comment: DOER,
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
      new RegExp(
        `Acusación de un delito o de conducta sexual</th><td[^>]*>${before.total + 1}</td><td[^>]*>${before.overturned + 1}</td>`,
      ),
    );
  });
});
