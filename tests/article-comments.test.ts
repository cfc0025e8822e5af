/**
 * Comments on blog articles through HTTP (SPEC §2 "Blog article"): the same rules
 * as post comments — visitors sent to the login, signed-in students add and delete their own,
 * comments_count equal to the rows under parallel writes, Spanish refusals, text never read as
 * HTML, private authors as 'Anónimo', and the visitor's cached article showing a new comment.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { textsLabelled } from "./support/html";
import { signInNewStudent, signInNewStudents } from "./support/students";

const { app, query } = useTestApp();

/** A fresh published article, so each test counts its own comments. */
async function newArticle(published = true): Promise<{ slug: string; path: string }> {
  const slug = `comentarios-${randomUUID().slice(0, 8)}`;
  await app.db.execute(sql`
    INSERT INTO blog_posts (title, slug, content, is_published, published_at)
    VALUES (${`Artículo ${slug}`}, ${slug}, 'Texto del artículo.', ${published}, now())`);
  await app.pagesChanged();
  return { slug, path: `/blog/${slug}` };
}

/** The stored counter and the real number of comments. */
async function counts(slug: string) {
  const [row] = await query<{ stored: number; real: number }>(sql`
    SELECT b.comments_count AS stored, (SELECT count(*)::int FROM blog_post_comments c WHERE c.post_id = b.id) AS real
    FROM blog_posts b WHERE b.slug = ${slug}`);
  return row!;
}

/** What a reader sees of the comment with this text on an article page, its author first. */
const commentShown = (html: string, text: string) =>
  textsLabelled(html, /^Comentario del /).find((shown) => shown.includes(text));

const commentId = async (slug: string, content: string) =>
  (
    await query<{ id: string }>(
      sql`SELECT c.id FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE b.slug = ${slug} AND c.content = ${content}`,
    )
  )[0]?.id;

describe("article comments", () => {
  it("show 'Comentarios (0)', the empty text and, to a visitor, a login link; a visitor's post stores nothing", async () => {
    const { slug, path } = await newArticle();
    const html = await app.html(path);
    expect(html).toContain("Comentarios (0)");
    expect(html).toContain("Sé el primero en comentar este artículo");
    expect(html).toContain(`href="/login?redirectTo=${encodeURIComponent(path)}&amp;aviso=comentar"`);
    expect(html).toContain("Inicia sesión para comentar");
    expect(html).not.toContain('name="comment"');

    const visitor = new TestClient(app);
    // A page posted without JavaScript goes to the login and back; a fetcher is told why.
    const plain = await visitor.post(path, { intent: "comentar", comment: "Hola", [RETURN_TO_PAGE_FIELD]: "1" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}&aviso=comentar`);
    const fetched = await visitor.post(`${path}.data`, { intent: "comentar", comment: "Hola" });
    expect(fetched.status).toBe(401);
    expect(await fetched.text()).toContain("Debes iniciar sesión para comentar");
    expect(await counts(slug)).toEqual({ stored: 0, real: 0 });
  });

  it("let a student add and delete their own comment, with and without JavaScript, and refuse the rest in Spanish", async () => {
    const { slug, path } = await newArticle();
    const [writer, other] = await signInNewStudents(app, 2, { isPublic: true });

    const form = await (await writer!.client.request(path)).text();
    expect(form).toContain("Añadir comentario");
    // The counter shows the limit.
    expect(form).toMatch(/0(<!-- -->)?\/(<!-- -->)?1000/);
    const added = await writer!.client.post(path, { intent: "comentar", comment: "  Muy útil, gracias.  " });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Comentario publicado");
    const id = await commentId(slug, "Muy útil, gracias.");
    expect(id).toBeDefined();
    expect(await counts(slug)).toEqual({ stored: 1, real: 1 });
    const visitorPage = await app.html(path);
    expect(visitorPage).toContain("Comentarios (1)");
    expect(visitorPage).toContain("Muy útil, gracias.");

    const cases: [TestClient, Record<string, string>, number, string][] = [
      [writer!.client, { intent: "comentar", comment: "   " }, 400, "Escribe un comentario"],
      [
        writer!.client,
        { intent: "comentar", comment: "x".repeat(1001) },
        400,
        "El comentario no puede superar los 1000 caracteres",
      ],
      [writer!.client, { intent: "editar", commentId: id!, comment: "Cambio" }, 400, "Acción desconocida"],
      [other!.client, { intent: "eliminar", commentId: id! }, 403, "Solo puedes eliminar tus propios comentarios"],
      [new TestClient(app), { intent: "eliminar", commentId: id! }, 401, "Debes iniciar sesión para comentar"],
      [
        writer!.client,
        { intent: "eliminar", commentId: "00000000-0000-4000-8000-000000000000" },
        404,
        "Comentario no encontrado",
      ],
    ];
    for (const [client, body, status, message] of cases) {
      const response = await client.post(path, body);
      expect(response.status, message).toBe(status);
      expect(await response.text(), message).toContain(message);
    }
    const draft = await newArticle(false);
    const onDraft = await writer!.client.post(draft.path, { intent: "comentar", comment: "Hola" });
    expect(onDraft.status).toBe(404);
    expect(await onDraft.text()).toContain("Artículo no encontrado");
    expect(await counts(slug)).toEqual({ stored: 1, real: 1 });
    expect(await counts(draft.slug)).toEqual({ stored: 0, real: 0 });

    // Only the author is offered the delete, after a confirmation in place.
    expect(await (await writer!.client.request(path)).text()).toContain(
      "¿Eliminar tu comentario? No se puede deshacer.",
    );
    expect(await (await other!.client.request(path)).text()).not.toContain("¿Eliminar tu comentario?");
    const deleted = await writer!.client.post(path, { intent: "eliminar", commentId: id! });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Comentario eliminado");
    expect(await counts(slug)).toEqual({ stored: 0, real: 0 });
    const again = await writer!.client.post(path, { intent: "eliminar", commentId: id! });
    expect(again.status).toBe(404);
    expect(await counts(slug)).toEqual({ stored: 0, real: 0 });

    // Without JavaScript, back to the article at the new comment, then to the comments after deleting it.
    const plain = await writer!.client.post(path, {
      intent: "comentar",
      comment: "Sin JavaScript también.",
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(plain.status).toBe(303);
    const plainId = await commentId(slug, "Sin JavaScript también.");
    expect(plain.headers.get("Location")).toBe(`${path}#comentario-${plainId}`);
    const plainDelete = await writer!.client.post(path, {
      intent: "eliminar",
      commentId: plainId!,
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(plainDelete.status).toBe(303);
    expect(plainDelete.headers.get("Location")).toBe(`${path}#comentarios`);
    expect(await counts(slug)).toEqual({ stored: 0, real: 0 });
  });

  it("keep comments_count equal to the rows under parallel comments and deletions", async () => {
    const { slug, path } = await newArticle();
    const students = await signInNewStudents(app, 8);
    const posted = await Promise.all(
      students.map(({ client }, index) => client.post(path, { intent: "comentar", comment: `Paralelo ${index}` })),
    );
    expect(posted.map((response) => response.status)).toEqual(students.map(() => 200));
    expect(await counts(slug)).toEqual({ stored: 8, real: 8 });
    const mine = await query<{ id: string; user_id: string }>(sql`
      SELECT c.id, c.user_id FROM blog_post_comments c JOIN blog_posts b ON b.id = c.post_id WHERE b.slug = ${slug} ORDER BY c.content LIMIT 4`);
    // Each deletion is sent twice at once: the second changes nothing.
    const deletions = await Promise.all(
      [...mine, ...mine].map((comment) =>
        students
          .find((student) => student.id === comment.user_id)!
          .client.post(path, { intent: "eliminar", commentId: comment.id }),
      ),
    );
    // The second of a pair finds the comment gone (404) or, checked just before, deletes nothing (200).
    expect(deletions.every((response) => response.status === 200 || response.status === 404)).toBe(true);
    expect(await counts(slug)).toEqual({ stored: 4, real: 4 });
  });
});

describe("article comments: privacy, escaping and the page cache", () => {
  it("stay, without author, when their author deletes the account, and the count stays exact", async () => {
    const { slug, path } = await newArticle();
    const { client, id } = await signInNewStudent(app, { isPublic: true });
    expect((await client.post(path, { intent: "comentar", comment: "Antes de irme." })).status).toBe(200);
    const exported = await (await client.request("/profile/datos")).text();
    expect(exported).toContain("Antes de irme.");
    expect((await client.post("/profile", { intent: "eliminar-cuenta", confirmation: "ELIMINAR" })).status).toBe(302);
    expect(await query(sql`SELECT 1 FROM "user" WHERE id = ${id}`)).toHaveLength(0);
    expect(await counts(slug)).toEqual({ stored: 1, real: 1 });
    const html = await app.html(path);
    expect(commentShown(html, "Antes de irme.")).toMatch(/^Anónimo\b/);
  });

  it("show a private author as 'Anónimo' and never send their name, in HTML or loader data", async () => {
    const { path } = await newArticle();
    const commenter = await signInNewStudent(app, { name: "Iria Castañer Budó" });
    const [{ name }] = (await query<{ name: string }>(
      sql`SELECT full_name AS name FROM user_profiles WHERE id = ${commenter.id}`,
    )) as [{ name: string }];
    expect(
      (await commenter.client.post(path, { intent: "comentar", comment: "Comentario de un perfil privado." })).status,
    ).toBe(200);

    for (const page of [path, `${path}.data`]) {
      const body = await (await app.request(page)).text();
      expect(body, page).toContain("Comentario de un perfil privado.");
      expect(body, page).not.toContain(name);
      expect(body, page).not.toContain(commenter.id);
    }
    expect(commentShown(await app.html(path), "Comentario de un perfil privado.")).toMatch(/^Anónimo\b/);
    // The commenter reads their own comment as 'Tú'; still no name.
    const own = await (await commenter.client.request(path)).text();
    expect(own).toContain(">Tú<");
    expect(own).not.toContain(name);
  });

  it("name a public author with a link to their profile", async () => {
    const { path } = await newArticle();
    const commenter = await signInNewStudent(app, { isPublic: true });
    const [{ name }] = (await query<{ name: string }>(
      sql`SELECT full_name AS name FROM user_profiles WHERE id = ${commenter.id}`,
    )) as [{ name: string }];
    expect((await commenter.client.post(path, { intent: "comentar", comment: "Comentario con nombre." })).status).toBe(
      200,
    );
    const html = await app.html(path);
    expect(html).toContain(`href="/perfil-publico/${commenter.id}"`);
    expect(html).toContain(name);
  });

  it("render a <script> in a comment as text", async () => {
    const { path } = await newArticle();
    const { client } = await signInNewStudent(app);
    const comment = `<script>alert("comentario")</script><img src=x onerror="alert(1)">`;
    expect((await client.post(path, { intent: "comentar", comment })).status).toBe(200);
    const html = await app.html(path);
    expect(html).not.toContain('<script>alert("comentario")</script>');
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;comentario&quot;)&lt;/script&gt;");
  });

  it("show a new comment to visitors at once, though their article page comes from the cache", async () => {
    const { path } = await newArticle();
    const visitor = new TestClient(app, "198.51.100.78");
    expect(await (await visitor.request(path)).text()).toContain("Comentarios (0)");
    const cached = await visitor.request(path);
    expect(cached.headers.get("X-Cache")).toBe("hit");
    expect(await cached.text()).toContain("Comentarios (0)");

    const { client } = await signInNewStudent(app);
    expect((await client.post(path, { intent: "comentar", comment: "Recién publicado." })).status).toBe(200);
    const after = await visitor.request(path);
    expect(after.headers.get("X-Cache")).not.toBe("hit");
    const html = await after.text();
    expect(html).toContain("Comentarios (1)");
    expect(html).toContain("Recién publicado.");
  });
});
