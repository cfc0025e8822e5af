/**
 * Campus life through HTTP (SPEC §2 life tab, new post, post page, Campus Social; §4 likes and
 * comments; §5 validation; §8 messages): who may post, every validation message, counters equal
 * to their rows under parallel writes, private authors as 'Anónimo', text never read as HTML, and
 * every write shown at once to visitors served from the page cache.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { RETURN_TO_PAGE_FIELD } from "~/lib/interactions";
import { isWebImageUrl, WEB_IMAGE_URL_SQL_PATTERN } from "~/lib/post-forms";

import { useTestApp } from "./support/app";
import { TestClient } from "./support/client";
import { signInNewStudent, signInNewStudents, signInStudent } from "./support/students";

const { app, query } = useTestApp();

const cacheOf = (response: Response) => response.headers.get("X-Cache");
const newPostPath = (universityId: string) => `/universidad/${universityId}/vida-universitaria/nueva`;
const lifeTab = (universityId: string) => `/universidad/${universityId}?tab=life`;
const postPath = (postId: string) => `/vida-universitaria/post/${postId}`;

/** The university with the most verified students, and another one with students. */
async function universities() {
  const [home] = await query<{ id: string }>(sql`
    SELECT university_id AS id FROM user_profiles WHERE is_university_verified GROUP BY university_id ORDER BY count(*) DESC, university_id LIMIT 1`);
  const [other] = await query<{ id: string }>(sql`
    SELECT university_id AS id FROM user_profiles WHERE university_id <> ${home!.id} GROUP BY university_id ORDER BY count(*) DESC, university_id LIMIT 1`);
  return { home: home!.id, other: other!.id };
}

const validPost = {
  title: "Torneo de ajedrez en la biblioteca",
  content: "El jueves a las 18:00 hay torneo abierto en la sala 2. ¡Apuntaos!",
  categoryId: "",
  imageUrl: "",
};

/** A published post of the university by someone else than `notBy`, with its counters. */
async function somePost(universityId: string, notBy: string[] = []) {
  const [post] = await query<{ id: string; user_id: string }>(sql`
    SELECT id, user_id FROM university_life_posts
    WHERE university_id = ${universityId} AND is_published AND user_id IS NOT NULL AND user_id <> ALL(${`{${notBy.join(",")}}`}::text[])
    ORDER BY created_at DESC, id LIMIT 1`);
  return post!;
}

async function counters(postId: string) {
  const [row] = await query<{ likes: number; like_rows: number; comments: number; comment_rows: number }>(sql`
    SELECT likes_count AS likes, (SELECT count(*)::int FROM university_life_likes WHERE post_id = p.id) AS like_rows,
      comments_count AS comments, (SELECT count(*)::int FROM university_life_comments WHERE post_id = p.id) AS comment_rows
    FROM university_life_posts p WHERE p.id = ${postId}`);
  return row!;
}

/** Visits twice: the second visit is served from the cache. */
async function warm(path: string) {
  await (await app.request(path)).text();
  const second = await app.request(path);
  expect(cacheOf(second), path).toBe("hit");
  await second.text();
}

describe("new post", () => {
  it("is published by a student of the university, then listed first in its life tab, on the home and on its page", async () => {
    const { home } = await universities();
    const { client, id } = await signInNewStudent(app, { universityId: home });
    const [category] = await query<{ id: number; name: string }>(
      sql`SELECT id, name FROM university_life_categories ORDER BY name LIMIT 1`,
    );

    const form = await (await client.request(newPostPath(home))).text();
    expect(form).toContain("Nueva Publicación");
    expect(form).toContain("Sin categoría");
    expect(form).toMatch(/<textarea[^>]*name="content"[^>]*rows="8"|<textarea[^>]*rows="8"[^>]*name="content"/);

    const title = "  Intercambio de apuntes de Cálculo  ";
    const created = await client.post(newPostPath(home), {
      title,
      content: "  Quien quiera los apuntes de Cálculo del primer parcial, que me escriba por aquí.  ",
      categoryId: String(category!.id),
      imageUrl: " https://images.example.org/apuntes.jpg ",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe(lifeTab(home));
    const [stored] = await query<{
      id: string;
      title: string;
      content: string;
      image_url: string;
      category_id: number;
      is_published: boolean;
    }>(sql`
      SELECT id, title, content, image_url, category_id, is_published FROM university_life_posts WHERE user_id = ${id} ORDER BY created_at DESC LIMIT 1`);
    expect(stored).toMatchObject({
      title: "Intercambio de apuntes de Cálculo",
      content: "Quien quiera los apuntes de Cálculo del primer parcial, que me escriba por aquí.",
      image_url: "https://images.example.org/apuntes.jpg",
      category_id: category!.id,
      is_published: true,
    });

    // Sorted by recent (the default), the new post is the first card of the life tab.
    const tab = await app.html(lifeTab(home));
    const firstCard = /href="\/vida-universitaria\/post\/([0-9a-f-]{36})"/.exec(tab);
    expect(firstCard?.[1]).toBe(stored!.id);
    expect(await app.html("/")).toContain(`href="${postPath(stored!.id)}"`);

    const page = await app.html(postPath(stored!.id));
    expect(page).toContain("Intercambio de apuntes de Cálculo");
    expect(page).toContain(category!.name);
    expect(page).toMatch(/<img[^>]*src="https:\/\/images\.example\.org\/apuntes\.jpg"[^>]*>/);
    const image = /<img[^>]*src="https:\/\/images\.example\.org\/apuntes\.jpg"[^>]*>/.exec(page)![0];
    expect(image.toLowerCase()).toContain('referrerpolicy="no-referrer"');
    expect(image).toContain('loading="lazy"');
    expect(page).toContain("Comentarios (0)");
    expect(page).toContain("No hay comentarios aún. ¡Sé el primero en comentar!");
    expect(page).toContain("Inicia sesión para comentar");
  });

  it("refuses each invalid field with its Spanish message and a 400, keeping what was typed and storing nothing", async () => {
    const { home } = await universities();
    const { client, id } = await signInNewStudent(app, { universityId: home });
    const before = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM university_life_posts WHERE user_id = ${id}`,
    );
    const cases: [Record<string, string>, string][] = [
      [{ ...validPost, title: "  ab  " }, "El título debe tener al menos 3 caracteres"],
      [{ ...validPost, title: "t".repeat(201) }, "El título no puede superar los 200 caracteres"],
      [{ ...validPost, content: "   corto   " }, "El contenido debe tener al menos 10 caracteres"],
      [{ ...validPost, content: "c".repeat(5001) }, "El contenido no puede superar los 5000 caracteres"],
      [
        { ...validPost, imageUrl: "javascript:alert(1)" },
        "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
      ],
      [
        { ...validPost, imageUrl: "ftp://archivos.example.org/foto.png" },
        "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
      ],
      [
        { ...validPost, imageUrl: "foto de la fiesta.jpg" },
        "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
      ],
      // Addresses a browser reads leniently but the database constraint refuses: the form refuses them too.
      ...["https:example.com/x.png", "https:/example.com/x.png", "http:\\example.com\\x.png"].map(
        (imageUrl): [Record<string, string>, string] => [
          { ...validPost, imageUrl },
          "La URL de la imagen debe ser una dirección web que empiece por http:// o https://",
        ],
      ),
      [{ ...validPost, categoryId: "999999" }, "Elige una categoría de la lista"],
      [{ ...validPost, categoryId: "deportes" }, "Elige una categoría de la lista"],
      [{}, "El título debe tener al menos 3 caracteres"],
    ];
    for (const [fields, message] of cases) {
      const response = await client.post(newPostPath(home), fields);
      const body = await response.text();
      const label = JSON.stringify(fields).slice(0, 80);
      expect(response.status, label).toBe(400);
      expect(body, label).toContain(message);
      expect(body, label).toContain("Error al crear la publicación");
    }
    // What was typed comes back whole, even a long text.
    const longContent = `${"Texto largo. ".repeat(300)}Fin del texto.`;
    const kept = await (
      await client.post(newPostPath(home), { ...validPost, title: "no", content: longContent })
    ).text();
    expect(kept).toContain("Fin del texto.");
    expect(
      await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM university_life_posts WHERE user_id = ${id}`),
    ).toEqual(before);
  });

  it("checks an image address by one rule, the same in the form and in the database", async () => {
    const addresses = [
      "https://images.example.org/apuntes.jpg",
      "HTTP://cdn.example.org:8080/a/b.png?size=2#x",
      "https://ejemplo.es",
      "https:example.com/x.png",
      "https:/example.com/x.png",
      "http:\\example.com\\x.png",
      "https://example.com\\x.png",
      "https://user@example.com/x.png",
      "https://example .com/x.png",
      "https://example.com/x .png",
      "https:///x.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//example.com/x.png",
    ];
    for (const address of addresses) {
      const [row] = await query<{ accepted: boolean }>(
        sql`SELECT ${address} ~* ${WEB_IMAGE_URL_SQL_PATTERN} AS accepted`,
      );
      expect(row!.accepted, address).toBe(isWebImageUrl(address));
    }
    expect(addresses.filter(isWebImageUrl)).toEqual(addresses.slice(0, 3));
    // The constraint in the database is that very pattern.
    const [constraint] = await query<{ definition: string }>(
      sql`SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'posts_image_url_http'`,
    );
    expect(constraint!.definition).toContain(`'${WEB_IMAGE_URL_SQL_PATTERN}'`);
  });

  it("is only for the university's own verified students: others are refused by the server, visitors sent to the login", async () => {
    const { home, other } = await universities();
    const path = newPostPath(home);

    const visitor = new TestClient(app);
    const page = await visitor.request(path);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    // A form posted by a visitor's page goes to the login too; the action's own answer is a 401.
    const visitorPost = await visitor.post(path, validPost);
    expect(visitorPost.status).toBe(302);
    expect(visitorPost.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    const visitorAction = await visitor.post(`${path}.data`, validPost);
    expect(visitorAction.status).toBe(401);
    expect(await visitorAction.text()).toContain("Usuario no autenticado");

    const stranger = await signInNewStudent(app, { universityId: other });
    const refusedPage = await (await stranger.client.request(path)).text();
    expect(refusedPage).toContain("Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.");
    expect(refusedPage).not.toContain('name="title"');
    const refusedPost = await stranger.client.post(path, validPost);
    expect(refusedPost.status).toBe(403);
    expect(await refusedPost.text()).toContain(
      "Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.",
    );
    const strangerTab = await (await stranger.client.request(lifeTab(home))).text();
    expect(strangerTab).not.toContain(`href="${path}"`);
    expect(strangerTab).toContain("Solo los estudiantes de esta universidad pueden publicar en su Vida Universitaria.");

    const unverified = await signInNewStudent(app, { universityId: home, verified: false });
    const member = await signInNewStudent(app, { universityId: home });
    const unverifiedPost = await unverified.client.post(path, validPost);
    expect(unverifiedPost.status).toBe(403);
    expect(await unverifiedPost.text()).toContain(
      "Debes tener un correo universitario verificado de esta universidad para publicar.",
    );
    expect(await (await member.client.request(lifeTab(home))).text()).toContain(`href="${path}"`);
    expect(await app.html(lifeTab(home))).toContain("Inicia sesión para publicar");

    expect(
      await query(
        sql`SELECT 1 FROM university_life_posts WHERE user_id IN (${stranger.id}, ${unverified.id}) AND title = ${validPost.title}`,
      ),
    ).toHaveLength(0);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await member.client.request(newPostPath(unknown))).status).toBe(404);
    expect((await member.client.post(newPostPath(unknown), validPost)).status).toBe(404);
  });
});

describe("likes", () => {
  it("20 parallel likes, then unlikes mixed with repeated likes, keep likes_count equal to the rows", async () => {
    const { home } = await universities();
    const post = await somePost(home);
    const students = await signInNewStudents(app, 20);
    const path = postPath(post.id);
    const before = await counters(post.id);
    expect(before.likes).toBe(before.like_rows);

    const likes = await Promise.all(
      students.map(({ client }) => client.post(path, { intent: "me-gusta", liked: "true" })),
    );
    expect(likes.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await counters(post.id)).toMatchObject({ likes: before.likes + 20, like_rows: before.likes + 20 });

    // Half take their like back while the other half click again (a second tab): no double count.
    const mixed = await Promise.all(
      students.map(({ client }, index) =>
        client.post(path, { intent: "me-gusta", liked: index % 2 === 0 ? "false" : "true" }),
      ),
    );
    expect(mixed.every((response) => response.status === 200)).toBe(true);
    expect(await counters(post.id)).toMatchObject({ likes: before.likes + 10, like_rows: before.likes + 10 });

    // A double click on a toggle without a wanted state: two flips, back where it started.
    const flips = await Promise.all([1, 2].map(() => students[0]!.client.post(path, { intent: "me-gusta" })));
    expect(flips.map((response) => response.status)).toEqual([200, 200]);
    expect(await counters(post.id)).toMatchObject({ likes: before.likes + 10, like_rows: before.likes + 10 });
  });

  it("answers visitors, authors and bad input in Spanish; a like without JavaScript comes back to the post", async () => {
    const { home } = await universities();
    const post = await somePost(home);
    const path = postPath(post.id);
    const author = await signInStudent(app, sql`u.id = ${post.user_id}`);
    const reader = await signInNewStudent(app);
    const cases: [TestClient, string, Record<string, string>, number, string][] = [
      [new TestClient(app), path, { intent: "me-gusta", liked: "true" }, 401, "Debes iniciar sesión para dar like"],
      [author.client, path, { intent: "me-gusta", liked: "true" }, 403, "No puedes dar like a tu propia publicación"],
      [reader.client, path, { intent: "me-gusta", liked: "quizá" }, 400, "Error al dar/quitar like"],
      [
        reader.client,
        postPath("00000000-0000-4000-8000-000000000000"),
        { intent: "me-gusta", liked: "true" },
        404,
        "Publicación no encontrada",
      ],
    ];
    for (const [client, target, body, status, message] of cases) {
      const response = await client.post(target, body);
      expect(response.status, message).toBe(status);
      expect(await response.text(), message).toContain(message);
    }
    const likesBefore = (await counters(post.id)).likes;
    const plain = await reader.client.post(path, { intent: "me-gusta", liked: "true", [RETURN_TO_PAGE_FIELD]: "1" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe(`${path}#me-gusta`);
    const liked = await (await reader.client.request(path)).text();
    expect(liked).toMatch(new RegExp(`aria-pressed="true"[^>]*aria-label="Me gusta \\(${likesBefore + 1}\\)"`));
    // The author sees the count, never a button to like their own post.
    const own = await (await author.client.request(path)).text();
    expect(own).toContain(`aria-label="Me gusta (${likesBefore + 1})"`);
    expect(own).not.toMatch(/aria-pressed="(true|false)"[^>]*aria-label="Me gusta/);
    // A visitor's heart leads to the login, and back.
    expect(await app.html(path)).toContain(`/login?aviso=like&amp;redirectTo=${encodeURIComponent(path)}`);
  });

  it("moves the post's popularity with its likes and comments at once, and 'Populares' follows it", async () => {
    const { home } = await universities();
    const post = await somePost(home);
    const score = async () =>
      (
        await query<{ score: number }>(
          sql`SELECT popularity_score AS score FROM university_life_posts WHERE id = ${post.id}`,
        )
      )[0]!.score;
    const [expected] = await query<{ score: number }>(sql`
      SELECT ln((1 + likes_count + 2 * comments_count)::float8) / ln(2::float8)
        + extract(epoch FROM (created_at - timestamptz '2025-01-01T00:00:00Z'))::float8 / 604800 AS score
      FROM university_life_posts WHERE id = ${post.id}`);
    const before = await score();
    expect(before).toBeCloseTo(expected!.score, 9);
    const reader = await signInNewStudent(app);
    expect(
      (await reader.client.post(postPath(post.id), { intent: "comentar", comment: "¡Qué buena idea!" })).status,
    ).toBe(200);
    expect(await score()).toBeGreaterThan(before);

    const popular = await app.html(`${lifeTab(home)}&orden=popular`);
    const shown = [...popular.matchAll(/href="\/vida-universitaria\/post\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    const ordered = await query<{ id: string }>(sql`
      SELECT id FROM university_life_posts WHERE university_id = ${home} AND is_published ORDER BY popularity_score DESC, created_at DESC, id DESC LIMIT 50`);
    expect(shown).toEqual(ordered.map((row) => row.id));
  });
});

describe("comments", () => {
  it("are added and deleted by their author only, with comments_count equal to the rows", async () => {
    const { home } = await universities();
    const post = await somePost(home);
    const path = postPath(post.id);
    const [writer, other] = await signInNewStudents(app, 2);
    const before = await counters(post.id);

    const added = await writer!.client.post(path, { intent: "comentar", comment: "  ¿A qué hora empieza?  " });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Comentario publicado");
    const [comment] = await query<{ id: string; content: string }>(sql`
      SELECT id, content FROM university_life_comments WHERE post_id = ${post.id} AND user_id = ${writer!.id} ORDER BY created_at DESC LIMIT 1`);
    expect(comment!.content).toBe("¿A qué hora empieza?");
    expect(await counters(post.id)).toMatchObject({ comments: before.comments + 1, comment_rows: before.comments + 1 });
    const visitorPage = await app.html(path);
    expect(visitorPage).toContain("¿A qué hora empieza?");
    expect(visitorPage).toContain(`Comentarios (${before.comments + 1})`);

    const cases: [TestClient, Record<string, string>, number, string][] = [
      [new TestClient(app), { intent: "comentar", comment: "Hola" }, 401, "Debes iniciar sesión para comentar"],
      [writer!.client, { intent: "comentar", comment: "   " }, 400, "Escribe un comentario"],
      [
        writer!.client,
        { intent: "comentar", comment: "x".repeat(1001) },
        400,
        "El comentario no puede superar los 1000 caracteres",
      ],
      [writer!.client, { intent: "editar", commentId: comment!.id, comment: "Cambio" }, 400, "Acción desconocida"],
      [
        other!.client,
        { intent: "eliminar", commentId: comment!.id },
        403,
        "Solo puedes eliminar tus propios comentarios",
      ],
      [new TestClient(app), { intent: "eliminar", commentId: comment!.id }, 401, "Debes iniciar sesión para comentar"],
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
    expect(await counters(post.id)).toMatchObject({ comments: before.comments + 1, comment_rows: before.comments + 1 });

    // The delete button asks first, in place.
    const own = await (await writer!.client.request(path)).text();
    expect(own).toContain("¿Eliminar tu comentario? No se puede deshacer.");
    const deleted = await writer!.client.post(path, { intent: "eliminar", commentId: comment!.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain("Comentario eliminado");
    expect(await counters(post.id)).toMatchObject({ comments: before.comments, comment_rows: before.comments });
    expect(await app.html(path)).not.toContain("¿A qué hora empieza?");

    // Without JavaScript, a comment comes back to the post at the new comment.
    const plain = await writer!.client.post(path, {
      intent: "comentar",
      comment: "Sin JavaScript también.",
      [RETURN_TO_PAGE_FIELD]: "1",
    });
    expect(plain.status).toBe(303);
    const [plainComment] = await query<{ id: string }>(
      sql`SELECT id FROM university_life_comments WHERE post_id = ${post.id} AND content = 'Sin JavaScript también.'`,
    );
    expect(plain.headers.get("Location")).toBe(`${path}#comentario-${plainComment!.id}`);
  });

  it("keep comments_count equal to the rows under parallel comments and deletions", async () => {
    const { home } = await universities();
    const post = await somePost(home);
    const path = postPath(post.id);
    const students = await signInNewStudents(app, 8);
    const posted = await Promise.all(
      students.map(({ client }, index) => client.post(path, { intent: "comentar", comment: `Paralelo ${index}` })),
    );
    expect(posted.every((response) => response.status === 200)).toBe(true);
    const mine = await query<{ id: string; user_id: string }>(
      sql`SELECT id, user_id FROM university_life_comments WHERE post_id = ${post.id} AND content LIKE 'Paralelo %'`,
    );
    expect(mine).toHaveLength(8);
    const deletions = await Promise.all(
      mine
        .slice(0, 4)
        .map((comment) =>
          students
            .find((student) => student.id === comment.user_id)!
            .client.post(path, { intent: "eliminar", commentId: comment.id }),
        ),
    );
    expect(deletions.every((response) => response.status === 200)).toBe(true);
    const after = await counters(post.id);
    expect(after.comments).toBe(after.comment_rows);
    expect(
      await query(sql`SELECT 1 FROM university_life_comments WHERE post_id = ${post.id} AND content LIKE 'Paralelo %'`),
    ).toHaveLength(4);
  });
});

describe("privacy and escaping", () => {
  it("shows a private author as 'Anónimo' and never sends their name, in HTML or loader data", async () => {
    const [post] = await query<{ id: string; university_id: string; author: string }>(sql`
      SELECT p.id, p.university_id, up.full_name AS author FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id
      WHERE NOT up.is_public AND p.is_published AND EXISTS (SELECT 1 FROM university_life_comments c WHERE c.post_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM user_profiles pub WHERE pub.is_public AND pub.full_name = up.full_name)
      ORDER BY p.created_at DESC LIMIT 1`);
    // A private student comments on it too.
    const commenter = await signInNewStudent(app, { name: "Iria Castañer Budó" });
    const [commenterName] = await query<{ name: string }>(
      sql`SELECT full_name AS name FROM user_profiles WHERE id = ${commenter.id}`,
    );
    expect(
      (
        await commenter.client.post(postPath(post!.id), {
          intent: "comentar",
          comment: "Comentario de un perfil privado.",
        })
      ).status,
    ).toBe(200);

    const pages = [
      postPath(post!.id),
      `${postPath(post!.id)}.data`,
      lifeTab(post!.university_id),
      `/universidad/${post!.university_id}.data?tab=life`,
      "/",
      "/_root.data",
      "/campus-social?tab=descubrir",
      "/campus-social.data?tab=descubrir",
    ];
    for (const page of pages) {
      const body = await (await app.request(page)).text();
      expect(body, page).not.toContain(post!.author);
      expect(body, page).not.toContain(commenterName!.name);
    }
    const html = await app.html(postPath(post!.id));
    expect(html).toMatch(/Publicado por <span[^>]*>Anónimo<\/span>/);
    expect(html).toContain("Comentario de un perfil privado.");
    // The commenter reads their own comment as 'Tú'; still no name.
    const own = await (await commenter.client.request(postPath(post!.id))).text();
    expect(own).toContain(">Tú<");
    expect(own).not.toContain(commenterName!.name);
  });

  it("names a public author and links to their profile", async () => {
    const [post] = await query<{ id: string; author_id: string; author: string }>(sql`
      SELECT p.id, up.id AS author_id, up.full_name AS author FROM university_life_posts p JOIN user_profiles up ON up.id = p.user_id
      WHERE up.is_public AND p.is_published ORDER BY p.created_at DESC LIMIT 1`);
    const html = await app.html(postPath(post!.id));
    expect(html).toContain(`href="/perfil-publico/${post!.author_id}"`);
    expect(html).toContain(post!.author);
  });

  it("renders a <script> in a title, a content or a comment as text", async () => {
    const { home } = await universities();
    const { client } = await signInNewStudent(app, { universityId: home });
    const title = `<script>alert("titulo")</script> Fiesta`;
    const content = `Mirad esto: <img src=x onerror="alert('contenido')"> y <script>alert("contenido")</script>`;
    expect((await client.post(newPostPath(home), { ...validPost, title, content })).status).toBe(303);
    const [post] = await query<{ id: string }>(sql`SELECT id FROM university_life_posts WHERE title = ${title}`);
    const reader = await signInNewStudent(app, { universityId: home });
    expect(
      (
        await reader.client.post(postPath(post!.id), {
          intent: "comentar",
          comment: `<script>alert("comentario")</script>`,
        })
      ).status,
    ).toBe(200);

    for (const page of [postPath(post!.id), lifeTab(home), "/"]) {
      const html = await app.html(page);
      expect(html, page).toContain("&lt;script&gt;alert(");
      expect(html, page).not.toMatch(/<script>alert\(/);
      expect(html, page).not.toContain("<img src=x");
    }
  });
});

describe("the page cache", () => {
  /** The page is cached; after the write the next anonymous visit renders it again. */
  async function freshAfter(path: string, write: () => Promise<Response>): Promise<string> {
    await warm(path);
    const answer = await write();
    expect(answer.status, path).toBeLessThan(400);
    const after = await app.request(path);
    expect(cacheOf(after), path).toBe("miss");
    return after.text();
  }

  it("shows every campus-life write to visitors at once: a post, a like, a comment and its deletion", async () => {
    const { home } = await universities();
    const [author, reader] = await signInNewStudents(app, 2, { universityId: home });
    const title = "Quedada de estudio antes de exámenes";
    const tab = await freshAfter(lifeTab(home), () => author!.client.post(newPostPath(home), { ...validPost, title }));
    expect(tab).toContain(title);
    expect(await app.html("/")).toContain(title);
    const [post] = await query<{ id: string }>(sql`SELECT id FROM university_life_posts WHERE title = ${title}`);
    const path = postPath(post!.id);

    const liked = await freshAfter(path, () => reader!.client.post(path, { intent: "me-gusta", liked: "true" }));
    expect(liked).toContain('aria-label="Me gusta (1)"');
    const commented = await freshAfter(path, () =>
      reader!.client.post(path, { intent: "comentar", comment: "¡Allí estaré!" }),
    );
    expect(commented).toContain("¡Allí estaré!");
    expect(commented).toContain("Comentarios (1)");
    const [comment] = await query<{ id: string }>(
      sql`SELECT id FROM university_life_comments WHERE post_id = ${post!.id}`,
    );
    const deleted = await freshAfter(path, () =>
      reader!.client.post(path, { intent: "eliminar", commentId: comment!.id }),
    );
    expect(deleted).not.toContain("¡Allí estaré!");
    expect(deleted).toContain("Comentarios (0)");
    const descubrir = await freshAfter("/campus-social?tab=descubrir", () =>
      reader!.client.post(path, { intent: "me-gusta", liked: "false" }),
    );
    expect(descubrir).toContain(title);
  });
});

describe("Campus Social", () => {
  it("shows visitors the week's popular posts and, on their own campus' tabs, the way to sign in; nothing 'Próximamente'", async () => {
    const feed = await app.html("/campus-social");
    expect(feed).toContain('href="/login?redirectTo=%2Fcampus-social"');
    expect(feed).toContain('href="/register"');
    const community = await app.html("/campus-social?tab=comunidad");
    expect(community).toContain('href="/login?redirectTo=%2Fcampus-social%3Ftab%3Dcomunidad"');

    const discover = await app.html("/campus-social?tab=descubrir");
    const shown = [...discover.matchAll(/href="\/vida-universitaria\/post\/([0-9a-f-]{36})"/g)].map(
      (match) => match[1],
    );
    const expected = await query<{ id: string }>(sql`
      SELECT p.id FROM university_life_posts p JOIN universities u ON u.id = p.university_id
      WHERE p.is_published AND u.is_enabled AND p.created_at >= now() - interval '7 days'
      ORDER BY p.popularity_score DESC, p.created_at DESC, p.id DESC LIMIT 50`);
    expect(expected.length).toBeGreaterThan(5);
    expect(shown).toEqual(expected.map((row) => row.id));
    for (const html of [feed, community, discover]) expect(html).not.toContain("Próximamente");
  });

  it("gives a student the feed of their university, 50 posts a page, and its most active public members", async () => {
    const { home } = await universities();
    const student = await signInNewStudent(app, { universityId: home });
    // Enough posts for a second page.
    await app.db.execute(sql`
      INSERT INTO university_life_posts (university_id, user_id, title, content, created_at)
      SELECT ${home}, ${student.id}, 'Publicación de relleno ' || n, 'Contenido de relleno número ' || n, now() - n * interval '1 minute'
      FROM generate_series(1, 60) AS n`);
    await app.pagesChanged();
    const expected = await query<{ id: string }>(sql`
      SELECT id FROM university_life_posts WHERE university_id = ${home} AND is_published ORDER BY created_at DESC, id DESC`);
    const ids = (html: string) =>
      [...html.matchAll(/href="\/vida-universitaria\/post\/([0-9a-f-]{36})"/g)].map((match) => match[1]);

    const first = await (await student.client.request("/campus-social")).text();
    expect(ids(first)).toEqual(expected.slice(0, 50).map((row) => row.id));
    expect(first).toContain('href="/campus-social?pagina=2#publicaciones"');
    expect(first).toContain("Nueva Publicación");
    const second = await (await student.client.request("/campus-social?pagina=2")).text();
    expect(ids(second)).toEqual(expected.slice(50, 100).map((row) => row.id));
    // The life tab pages the same way, keeping its filters.
    const tabSecond = await app.html(`${lifeTab(home)}&pagina=2`);
    expect(ids(tabSecond)).toEqual(expected.slice(50, 100).map((row) => row.id));

    const members = await query<{ id: string; name: string }>(sql`
      SELECT up.id, up.full_name AS name FROM user_profiles up
      CROSS JOIN LATERAL (SELECT (SELECT count(*) FROM university_life_posts p WHERE p.user_id = up.id AND p.is_published)
        + (SELECT count(*) FROM university_life_comments c WHERE c.user_id = up.id) AS activity) a
      WHERE up.university_id = ${home} AND up.is_public AND a.activity > 0
      ORDER BY a.activity DESC, up.full_name, up.id LIMIT 12`);
    expect(members.length).toBeGreaterThan(0);
    const community = await (await student.client.request("/campus-social?tab=comunidad")).text();
    const shownMembers = [...community.matchAll(/href="\/perfil-publico\/([^"]+)"/g)].map((match) => match[1]);
    expect(shownMembers).toEqual(members.map((member) => member.id));
    const privateNames = await query<{ name: string }>(sql`
      SELECT full_name AS name FROM user_profiles up WHERE university_id = ${home} AND NOT is_public
        AND NOT EXISTS (SELECT 1 FROM user_profiles pub WHERE pub.is_public AND pub.full_name = up.full_name)`);
    for (const { name } of privateNames) expect(community).not.toContain(name);
  });

  it("points a signed-in student without a university to their profile", async () => {
    const student = await signInNewStudent(app);
    await app.db.execute(sql`DELETE FROM user_profiles WHERE id = ${student.id}`);
    const html = await (await student.client.request("/campus-social")).text();
    expect(html).toContain("Tu perfil no tiene universidad");
    expect(html).toContain('href="/profile"');
  });
});
