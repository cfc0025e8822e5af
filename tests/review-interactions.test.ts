/**
 * Reviews, likes, comments and reports through HTTP: the full authorization matrix (SPEC §6, §8),
 * validation, and counters that stay equal to their rows under parallel writes.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { textsLabelled } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { rows, signInNewStudent, signInNewStudents, signInStudent, subjectAmongCareers } from "./support/students";

let app: TestApp;
beforeAll(async () => {
  // The matrix has four students report one review: who may report is checked here, what the
  // report threshold does is checked in moderation-writes.test.ts.
  process.env.REPORT_HIDE_THRESHOLD = "100";
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  delete process.env.REPORT_HIDE_THRESHOLD;
});

const query = <T>(statement: SQL) => rows<T>(app, statement);

type Role = "visitor" | "unverified" | "otherUniversity" | "otherCareer" | "author" | "other";
const ROLES: Role[] = ["visitor", "unverified", "otherUniversity", "otherCareer", "author", "other"];

interface Cell {
  status: number;
  message: string;
}

/** A subject, and one client per role around it; the author has just reviewed it through HTTP. */
async function matrixScenario() {
  const subject = await subjectAmongCareers(app, { last: true });
  const { id, careerId } = subject;
  const [unverified, author, other] = await Promise.all([
    signInNewStudent(app, { careerId, verified: false }),
    signInNewStudent(app, { careerId }),
    signInNewStudent(app, { careerId }),
  ]);
  const clients: Record<Role, TestClient> = {
    visitor: new TestClient(app),
    unverified: unverified.client,
    otherUniversity: (await signInNewStudent(app, { careerId: subject.elsewhereCareerId })).client,
    otherCareer: (await signInNewStudent(app, { careerId: subject.otherCareerId })).client,
    author: author.client,
    other: other.client,
  };
  const path = `/subject/${id}`;
  const created = await clients.author.post(path, {
    intent: "crear",
    academicYear: REVIEW_COURSE,
    rating: "4",
    comment: "Reseña de la matriz.",
  });
  expect(created.status).toBe(200);
  const [review] = await query<{ id: string }>(
    sql`SELECT id FROM reviews WHERE user_id = ${author!.id} AND subject_id = ${id}`,
  );
  return { subjectId: id, path, reviewId: review!.id, clients, otherId: other!.id };
}

/** Sends the action as each role, in the order the cells are written, and checks status and message. */
async function expectCells(
  action: string,
  cells: Record<Role, Cell>,
  send: (client: TestClient, role: Role) => Promise<Response>,
  clients: Record<Role, TestClient>,
) {
  expect(Object.keys(cells).sort()).toEqual([...ROLES].sort());
  for (const role of Object.keys(cells) as Role[]) {
    const response = await send(clients[role], role);
    const body = await response.text();
    expect(response.status, `${action} · ${role}`).toBe(cells[role].status);
    expect(body, `${action} · ${role}`).toContain(cells[role].message);
  }
}

const forbidden = (message: string): Cell => ({ status: 403, message });

describe("authorization matrix through HTTP", () => {
  it("answers each role for reviews, likes, comments and reports with its status and Spanish message", async () => {
    const { path, reviewId, clients, otherId } = await matrixScenario();
    const commentsPath = `/resenas/${reviewId}/comentarios`;
    const reportPath = `/resenas/${reviewId}/reportar`;
    const reviewBody = { academicYear: REVIEW_COURSE, rating: "3", comment: "Editada desde la matriz." };

    await expectCells(
      "crear reseña",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para dejar una reseña" },
        unverified: forbidden(
          "No tienes permiso para dejar reseñas. Debes tener un correo universitario verificado de esta universidad.",
        ),
        otherUniversity: forbidden("Solo puedes dejar reseñas de asignaturas de tu universidad."),
        otherCareer: forbidden(
          "No puedes opinar sobre esta asignatura. Solo puedes opinar sobre asignaturas de tu carrera.",
        ),
        author: { status: 409, message: "Ya has dejado tu reseña" },
        other: { status: 200, message: "¡Gracias! Tu reseña se ha publicado." },
      },
      (client) => client.post(path, { intent: "crear", ...reviewBody }),
      clients,
    );

    const mismatch = await clients.otherUniversity.post(path, { intent: "crear", ...reviewBody });
    expect(await mismatch.text()).toContain("Universidad No Coincide");

    const notOwner = forbidden("Solo puedes modificar tus propias reseñas");
    await expectCells(
      "editar reseña",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para dejar una reseña" },
        unverified: notOwner,
        otherUniversity: notOwner,
        otherCareer: notOwner,
        author: { status: 200, message: "Tu reseña se ha actualizado." },
        other: notOwner,
      },
      (client) => client.post(path, { intent: "editar", reviewId, ...reviewBody }),
      clients,
    );

    const liked: Cell = { status: 200, message: "Te gusta esta reseña" };
    await expectCells(
      "me gusta",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para dar like" },
        unverified: liked,
        otherUniversity: liked,
        otherCareer: liked,
        author: forbidden("No puedes dar like a tu propia reseña"),
        other: liked,
      },
      (client) => client.post(path, { intent: "me-gusta", reviewId, liked: "true" }),
      clients,
    );

    const commented: Cell = { status: 200, message: "Comentario publicado" };
    await expectCells(
      "comentar",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para comentar" },
        unverified: commented,
        otherUniversity: commented,
        otherCareer: commented,
        author: commented,
        other: commented,
      },
      (client, role) => client.post(commentsPath, { intent: "comentar", comment: `Comentario de ${role}` }),
      clients,
    );
    const [otherComment] = await query<{ id: string }>(
      sql`SELECT id FROM review_comments WHERE review_id = ${reviewId} AND user_id = ${otherId}`,
    );

    const notCommentAuthor = forbidden("Solo puedes modificar tus propios comentarios");
    const commentCells = (ownerMessage: string): Record<Role, Cell> => ({
      visitor: { status: 401, message: "Debes iniciar sesión para comentar" },
      unverified: notCommentAuthor,
      otherUniversity: notCommentAuthor,
      otherCareer: notCommentAuthor,
      author: notCommentAuthor,
      other: { status: 200, message: ownerMessage },
    });
    await expectCells(
      "editar comentario",
      commentCells("Comentario actualizado"),
      (client) =>
        client.post(commentsPath, { intent: "editar", commentId: otherComment!.id, comment: "Comentario corregido" }),
      clients,
    );
    expect(
      (await query<{ comment: string }>(sql`SELECT comment FROM review_comments WHERE id = ${otherComment!.id}`))[0]!
        .comment,
    ).toBe("Comentario corregido");

    const reported: Cell = { status: 200, message: "Gracias. Hemos recibido tu reporte y lo revisaremos." };
    await expectCells(
      "reportar",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para reportar una reseña" },
        unverified: reported,
        otherUniversity: reported,
        otherCareer: reported,
        author: forbidden("No puedes reportar tu propia reseña"),
        other: reported,
      },
      (client) => client.post(reportPath, { reason: "spam", description: "Parece publicidad." }),
      clients,
    );
    const twice = await clients.other.post(reportPath, { reason: "offensive" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("Ya has reportado esta reseña anteriormente");

    const [counters] = await query<{
      likes: number;
      liked_rows: number;
      comments: number;
      comment_rows: number;
      reports: number;
      report_rows: number;
    }>(sql`
      SELECT likes_count AS likes, (SELECT count(*)::int FROM review_likes WHERE review_id = r.id) AS liked_rows,
        comments_count AS comments, (SELECT count(*)::int FROM review_comments WHERE review_id = r.id) AS comment_rows,
        reports_count AS reports, (SELECT count(*)::int FROM review_reports WHERE review_id = r.id) AS report_rows
      FROM reviews r WHERE r.id = ${reviewId}`);
    expect(counters).toEqual({ likes: 4, liked_rows: 4, comments: 5, comment_rows: 5, reports: 4, report_rows: 4 });

    await expectCells(
      "eliminar comentario",
      commentCells("Comentario eliminado"),
      (client) => client.post(commentsPath, { intent: "eliminar", commentId: otherComment!.id }),
      clients,
    );
    expect(
      (
        await query<{ comments: number }>(sql`SELECT comments_count AS comments FROM reviews WHERE id = ${reviewId}`)
      )[0]!.comments,
    ).toBe(4);

    await expectCells(
      "eliminar reseña",
      {
        visitor: { status: 401, message: "Debes iniciar sesión para dejar una reseña" },
        unverified: notOwner,
        otherUniversity: notOwner,
        otherCareer: notOwner,
        other: notOwner,
        author: { status: 200, message: "Tu reseña se ha eliminado." },
      },
      (client) => client.post(path, { intent: "eliminar", reviewId }),
      clients,
    );
    expect(await query(sql`SELECT 1 FROM review_comments WHERE review_id = ${reviewId}`)).toHaveLength(0);
  });
});

describe("counters under parallel writes", () => {
  it("20 parallel likes, then unlikes mixed with repeated likes, leave likes_count equal to the rows", async () => {
    const [review] = await query<{ id: string; subject_id: string; user_id: string }>(sql`
      SELECT r.id, r.subject_id, r.user_id FROM reviews r WHERE r.subject_id IS NOT NULL AND r.user_id IS NOT NULL ORDER BY r.id LIMIT 1`);
    const path = `/subject/${review!.subject_id}`;
    const students = await signInNewStudents(app, 20);
    const count = async () =>
      (
        await query<{ stored: number; real: number }>(sql`
        SELECT likes_count AS stored, (SELECT count(*)::int FROM review_likes WHERE review_id = r.id) AS real FROM reviews r WHERE r.id = ${review!.id}`)
      )[0]!;
    const before = await count();
    expect(before.stored).toBe(before.real);

    const likes = await Promise.all(
      students.map(({ client }) => client.post(path, { intent: "me-gusta", reviewId: review!.id, liked: "true" })),
    );
    expect(likes.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await count()).toEqual({ stored: before.real + 20, real: before.real + 20 });

    // Half take their like back while the other half click 'like' again (a second tab): no double count.
    const mixed = await Promise.all(
      students.map(({ client }, index) =>
        client.post(path, { intent: "me-gusta", reviewId: review!.id, liked: index % 2 === 0 ? "false" : "true" }),
      ),
    );
    expect(mixed.every((response) => response.status === 200)).toBe(true);
    expect(await count()).toEqual({ stored: before.real + 10, real: before.real + 10 });

    // A double click on a toggle without a wanted state: two flips, back where it started.
    const [first] = students;
    const flips = await Promise.all(
      [1, 2].map(() => first!.client.post(path, { intent: "me-gusta", reviewId: review!.id })),
    );
    expect(flips.map((response) => response.status)).toEqual([200, 200]);
    expect(await count()).toEqual({ stored: before.real + 10, real: before.real + 10 });
  });

  it("parallel comments and deletions leave comments_count equal to the rows", async () => {
    const [review] = await query<{ id: string }>(sql`SELECT id FROM reviews ORDER BY id DESC LIMIT 1`);
    const students = await signInNewStudents(app, 8);
    const commentsPath = `/resenas/${review!.id}/comentarios`;
    const posted = await Promise.all(
      students.map(({ client }, index) =>
        client.post(commentsPath, { intent: "comentar", comment: `Paralelo ${index}` }),
      ),
    );
    expect(posted.every((response) => response.status === 200)).toBe(true);
    const mine = await query<{ id: string; user_id: string }>(
      sql`SELECT id, user_id FROM review_comments WHERE review_id = ${review!.id} AND comment LIKE 'Paralelo %'`,
    );
    expect(mine).toHaveLength(8);
    await Promise.all(
      mine
        .slice(0, 4)
        .map((comment) =>
          students
            .find((student) => student.id === comment.user_id)!
            .client.post(commentsPath, { intent: "eliminar", commentId: comment.id }),
        ),
    );
    const [counters] = await query<{ stored: number; real: number }>(sql`
      SELECT comments_count AS stored, (SELECT count(*)::int FROM review_comments WHERE review_id = r.id) AS real FROM reviews r WHERE r.id = ${review!.id}`);
    expect(counters!.stored).toBe(counters!.real);
  });
});

describe("validation of likes, comments and reports", () => {
  it("answers bad input with the Spanish message and a 4xx, never a 5xx", async () => {
    const [review] = await query<{ id: string; subject_id: string; user_id: string }>(sql`
      SELECT id, subject_id, user_id FROM reviews WHERE subject_id IS NOT NULL AND user_id IS NOT NULL ORDER BY id DESC LIMIT 1`);
    const { client } = await signInNewStudent(app);
    const commentsPath = `/resenas/${review!.id}/comentarios`;
    const reportPath = `/resenas/${review!.id}/reportar`;
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, Record<string, string>, number, string][] = [
      [commentsPath, { intent: "comentar", comment: "" }, 400, "Escribe un comentario"],
      [commentsPath, { intent: "comentar", comment: "   \n  " }, 400, "Escribe un comentario"],
      [
        commentsPath,
        { intent: "comentar", comment: "x".repeat(501) },
        400,
        "El comentario no puede superar los 500 caracteres",
      ],
      [commentsPath, { intent: "editar", commentId: unknown, comment: "Hola" }, 404, "Comentario no encontrado"],
      [commentsPath, { intent: "eliminar", commentId: "no-es-un-id" }, 404, "Comentario no encontrado"],
      [commentsPath, { intent: "otra-cosa" }, 400, "Acción desconocida"],
      [reportPath, { reason: "aburrida" }, 400, "Elige un motivo de la lista"],
      [
        reportPath,
        { reason: "other", description: "y".repeat(501) },
        400,
        "La descripción no puede superar los 500 caracteres",
      ],
      [`/resenas/${unknown}/reportar`, { reason: "spam" }, 404, "Reseña no encontrada"],
      [`/resenas/${unknown}/comentarios`, { intent: "comentar", comment: "Hola" }, 404, "Reseña no encontrada"],
      [
        `/subject/${review!.subject_id}`,
        { intent: "me-gusta", reviewId: review!.id, liked: "quizá" },
        400,
        "Error al dar/quitar like",
      ],
      [`/subject/${review!.subject_id}`, { intent: "me-gusta", reviewId: "123" }, 404, "Reseña no encontrada"],
      [`/subject/${review!.subject_id}`, { intent: "me-gusta", reviewId: unknown }, 404, "Reseña no encontrada"],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await client.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(await response.text(), `${path} ${JSON.stringify(body).slice(0, 80)}`).toContain(message);
    }
    const [after] = await query<{ comments: number; reports: number }>(sql`
      SELECT (SELECT count(*)::int FROM review_comments WHERE review_id = ${review!.id} AND comment LIKE 'x%') AS comments,
        (SELECT count(*)::int FROM review_reports WHERE review_id = ${review!.id} AND reason = 'other' AND description LIKE 'y%') AS reports`);
    expect(after).toEqual({ comments: 0, reports: 0 });
  });

  it("shows comments to visitors without any author, and the visitor's report page asks to sign in", async () => {
    const [review] = await query<{ id: string; author: string }>(sql`
      SELECT r.id, p.full_name AS author FROM reviews r JOIN review_comments c ON c.review_id = r.id JOIN user_profiles p ON p.id = c.user_id
      WHERE p.is_public ORDER BY r.id LIMIT 1`);
    const html = await app.html(`/resenas/${review!.id}/comentarios`);
    expect(html).toContain("Estudiante anónimo");
    expect(html).toContain("Inicia sesión para comentar");
    expect(html).not.toContain(review!.author);
    // A page past the end (a stale or typed link) shows the last page, not an empty thread.
    const pastTheEnd = await app.html(`/resenas/${review!.id}/comentarios?pagina=999`);
    expect(pastTheEnd).toContain("Estudiante anónimo");
    expect(pastTheEnd).not.toContain("Todavía no hay comentarios");
    const report = await app.html(`/resenas/${review!.id}/reportar`);
    expect(report).toContain("Debes iniciar sesión para reportar una reseña");
    expect(report).toContain(
      `/login?aviso=reportar&amp;redirectTo=${encodeURIComponent(`/resenas/${review!.id}/reportar`)}`,
    );
    await app.html("/resenas/abc/comentarios", 404);
  });
});

describe("a like and a report without JavaScript", () => {
  it("brings the student back to the liked review on the same page and query; a fetcher's like stays in place", async () => {
    const [review] = await query<{ id: string; subject_id: string; user_id: string }>(sql`
      SELECT id, subject_id, user_id FROM reviews WHERE subject_id IS NOT NULL AND user_id IS NOT NULL ORDER BY id LIMIT 1 OFFSET 5`);
    const { client } = await signInNewStudent(app);
    const page = `/subject/${review!.subject_id}?pagina=1`;
    const html = await (await client.request(page)).text();
    expect(html).toContain(`id="resena-${review!.id}"`);
    expect(html).toMatch(
      new RegExp(
        `<form[^>]*action="${page.replace("?", "\\?")}"[^>]*>(?:(?!</form>).)*value="${review!.id}"(?:(?!</form>).)*name="${RETURN_TO_PAGE_FIELD}"`,
        "s",
      ),
    );

    const plain = await client.post(page, {
      intent: "me-gusta",
      reviewId: review!.id,
      liked: "true",
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe(`${page}#resena-${review!.id}`);
    const fetched = await client.post(page, { intent: "me-gusta", reviewId: review!.id, liked: "false" });
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toContain("Ya no te gusta esta reseña");
  });

  it("the report page of a review reported before says so at once, without the form", async () => {
    const [review] = await query<{ id: string; user_id: string }>(sql`
      SELECT id, user_id FROM reviews WHERE user_id IS NOT NULL AND subject_id IS NOT NULL ORDER BY id LIMIT 1`);
    const { client } = await signInNewStudent(app);
    const reportPath = `/resenas/${review!.id}/reportar`;
    expect(await (await client.request(reportPath)).text()).toContain('name="reason"');
    expect((await client.post(reportPath, { reason: "spam" })).status).toBe(200);
    const again = await (await client.request(reportPath)).text();
    expect(again).toContain("Ya has reportado esta reseña anteriormente");
    expect(again).not.toContain('name="reason"');
  });
});

describe("the counts on a review card", () => {
  /** The card of one review in a page: from its anchor to the end of its article. */
  const cardOf = (page: string, reviewId: string) => {
    const start = page.indexOf(`id="resena-${reviewId}"`);
    expect(start, "la tarjeta de la reseña en la página").toBeGreaterThan(-1);
    return page.slice(start, page.indexOf("</article>", start));
  };

  it("shows likes, comments and reports to a visitor, a reader and the author, zero included", async () => {
    // The newest review of its subject: the first card of the subject's page.
    const newest = sql`r.subject_id IS NOT NULL AND r.moderation_status = 'published'
      AND r.created_at = (SELECT max(o.created_at) FROM reviews o WHERE o.subject_id = r.subject_id AND o.moderation_status = 'published')`;
    const [reported] = await query<{
      id: string;
      subject_id: string;
      user_id: string;
      likes: number;
      comments: number;
      reports: number;
    }>(sql`
      SELECT r.id, r.subject_id, r.user_id, r.likes_count AS likes, r.comments_count AS comments, r.reports_count AS reports FROM reviews r
      WHERE ${newest} AND r.reports_count > 0 ORDER BY r.id LIMIT 1`);
    const [unreported] = await query<{ id: string; subject_id: string }>(
      sql`SELECT r.id, r.subject_id FROM reviews r WHERE ${newest} AND r.reports_count = 0 ORDER BY r.id LIMIT 1`,
    );
    const reader = await signInNewStudent(app);
    const author = await signInStudent(app, sql`u.id = ${reported!.user_id}`);
    const path = `/subject/${reported!.subject_id}`;
    const pages = {
      visitor: await (await new TestClient(app).request(path)).text(),
      reader: await (await reader.client.request(path)).text(),
      author: await (await author.client.request(path)).text(),
    };
    for (const [who, page] of Object.entries(pages)) {
      const card = cardOf(page, reported!.id);
      expect(card, who).toContain(`Me gusta (${reported!.likes})`);
      expect(card, who).toContain(`Comentarios (${reported!.comments})`);
      expect(card, who).toContain(
        who === "author" ? `aria-label="Reportes (${reported!.reports})"` : `Reportar (${reported!.reports})`,
      );
      // Beside the flag, the number itself (the label says it to a screen reader).
      expect(textsLabelled(card, /^(Reportar|Reportes) \(/), who).toEqual([String(reported!.reports)]);
    }
    const unreportedPage = await (await reader.client.request(`/subject/${unreported!.subject_id}`)).text();
    expect(cardOf(unreportedPage, unreported!.id)).toContain("Reportar (0)");
  });
});
