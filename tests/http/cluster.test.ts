/**
 * Every core: on PostgreSQL the production start runs one worker per
 * WEB_CONCURRENCY, each with its own page cache, and a write served by one worker makes the
 * others' cached pages stale too. The embedded database allows one process only, and says so.
 */
import http from "node:http";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { copyTemplateForServerProcess } from "../support/database";
import { eventually } from "../support/eventually";
import { REVIEW_COURSE } from "../support/reviews";
import { startServerProcess } from "../support/server-process";
import { DEMO_PASSWORD } from "../support/students";

const AUTH_SECRET = "s".repeat(40);

async function firstRow<T>(url: string, query: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/**
 * A GET on a connection of its own: the cluster hands each new connection to the next worker in
 * turn, so consecutive calls reach the workers alternately (a kept-alive connection would stay
 * with one).
 */
function getOnNewConnection(url: string): Promise<{ cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ cache: String(response.headers["x-cache"] ?? ""), body }));
      })
      .on("error", reject);
  });
}

describe("the production start on several cores", () => {
  it("runs WEB_CONCURRENCY workers on PostgreSQL that share page changes, or one process on PGlite", async () => {
    const copy = await copyTemplateForServerProcess();
    if (!copy) {
      // PGlite: one process opens the data directory, whatever WEB_CONCURRENCY asks for.
      const single = await startServerProcess({
        DATA_DIR: "memory://",
        DATABASE_URL: "",
        SEED_DEMO_DATA: "false",
        WEB_CONCURRENCY: "2",
      });
      try {
        expect(single.output()).toContain("WEB_CONCURRENCY se ignora con la base de datos integrada (PGlite)");
        expect((await fetch(`${single.baseUrl}/`)).status).toBe(200);
      } finally {
        expect(await single.stop()).toBe(0);
      }
      return;
    }
    const server = await startServerProcess({
      DATABASE_URL: copy.url,
      SEED_DEMO_DATA: "false",
      WEB_CONCURRENCY: "2",
      AUTH_SECRET,
      SMTP_URL: "",
      DEV_OUTBOX: "true",
    });
    try {
      expect(server.output()).toContain("con 2 procesos");
      const target = await firstRow<{ subject_id: string; email: string }>(
        copy.url,
        `SELECT s.id AS subject_id, u.email FROM subjects s JOIN user_profiles p ON p.career_id = s.career_id AND p.is_university_verified
         JOIN "user" u ON u.id = p.id WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = p.id AND r.subject_id = s.id)
         ORDER BY s.id, u.email LIMIT 1`,
      );
      const page = `${server.baseUrl}/subject/${target.subject_id}`;
      // Each worker renders the page once and then serves it from its own cache. A worker still
      // starting gets no connections yet (the primary hands them to the ready one), so visit on
      // new connections until both have rendered it, however long the second takes to start.
      const outcomes: string[] = [];
      const misses = () => outcomes.filter((outcome) => outcome === "miss").length;
      for (let visit = 0; visit < 400 && misses() < 2; visit += 1) {
        outcomes.push((await getOnNewConnection(page)).cache);
        if (outcomes.at(-1) === "hit") await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (let visit = 0; visit < 4; visit += 1) outcomes.push((await getOnNewConnection(page)).cache);
      expect(misses()).toBe(2);
      expect(outcomes.slice(-4)).toEqual(["hit", "hit", "hit", "hit"]);

      const signIn = await fetch(`${server.baseUrl}/login`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email: target.email, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(302);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const text = "Reseña escrita en un proceso y vista en el otro.";
      const review = await fetch(page, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie },
        body: new URLSearchParams({ intent: "crear", academicYear: REVIEW_COURSE, rating: "5", comment: text }),
      });
      expect(review.status).toBe(200);

      // The other worker hears of the change from the primary: a message in flight, so wait for it.
      const fresh: boolean[] = [];
      await eventually(async () => {
        fresh.push((await getOnNewConnection(page)).body.includes(text));
        return fresh.length >= 4 && fresh.slice(-4).every(Boolean);
      }, "la reseña en los dos procesos");
      const stored = await firstRow<{ n: number }>(
        copy.url,
        `SELECT count(*)::int AS n FROM reviews WHERE comment = '${text}'`,
      );
      expect(stored.n).toBe(1);
    } finally {
      expect(await server.stop()).toBe(0);
      await copy.drop();
    }
  }, 300_000);
});
