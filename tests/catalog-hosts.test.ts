/**
 * The screening's allowed links come from the catalog in the database: a link to a university's
 * website or e-mail domain is published, a link elsewhere flagged, and a website the catalog
 * changes counts at once — in the function the writes call and through a comment posted over HTTP.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { catalogHosts, screenAgainstCatalog } from "~/server/screening/catalog-hosts.server";

import { startTestApp, type TestApp } from "./support/app";
import { rows, signInNewStudent } from "./support/students";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

describe("links the screening lets through", () => {
  it("are the catalog's websites and e-mail domains, as the database holds them", async () => {
    const [alicante] = await rows<{ website: string; domains: string[] }>(
      app,
      sql`SELECT u.website, array_agg(d.domain ORDER BY d.domain) AS domains FROM universities u JOIN email_domains d ON d.university_id = u.id WHERE u.name = 'Universidad de Alicante' GROUP BY u.website`,
    );
    const hosts = await catalogHosts();
    expect(hosts.has(new URL(alicante!.website).hostname.replace(/^www\./, ""))).toBe(true);
    for (const domain of alicante!.domains) expect(hosts.has(domain), domain).toBe(true);
    expect(hosts.has("vimeo.com")).toBe(false);
  });

  it("follow a website the catalog changes, for a comment posted through the app", async () => {
    const text = "Los horarios nuevos están en https://www.sede-nueva-alicante.example/horarios, revisadlos.";
    expect((await screenAgainstCatalog(text)).outcome).toBe("flag");

    await app.db.execute(
      sql`UPDATE universities SET website = 'https://www.sede-nueva-alicante.example' WHERE name = 'Universidad de Alicante'`,
    );
    expect((await screenAgainstCatalog(text)).outcome).toBe("publish");

    const student = await signInNewStudent(app);
    const [review] = await rows<{ id: string }>(
      app,
      sql`SELECT id FROM reviews WHERE moderation_status = 'published' AND user_id <> ${student.id} ORDER BY id LIMIT 1`,
    );
    const commentsPath = `/resenas/${review!.id}/comentarios`;
    for (const [comment, status] of [
      [text, "published"],
      ["Lo explican mejor aquí: https://vimeo.com/12345678", "flagged"],
    ] as const) {
      expect((await student.client.post(commentsPath, { intent: "comentar", comment })).status).toBeLessThan(400);
      const [stored] = await rows<{ moderation_status: string }>(
        app,
        sql`SELECT moderation_status FROM review_comments WHERE review_id = ${review!.id} AND comment = ${comment}`,
      );
      expect(stored?.moderation_status, comment).toBe(status);
    }
  });
});
