/**
 * More than one machine: two app instances — separate processes on their own
 * ports, as on two machines — against one PostgreSQL database and one Redis. Nothing a request
 * relies on lives in one process only: a session made on one is valid on the other, the sign-in
 * throttle and the daily submission limit count both, and a write on one makes the pages cached
 * on both stale. Both read through DATABASE_REPLICA_URL (here a second connection to the same
 * server), and the reads that may go to a replica are seen arriving on that connection.
 *
 * Needs PostgreSQL and Redis: it runs in the PostgreSQL pass when Redis answers, like the other
 * multi-process tests, and is skipped otherwise.
 */
import { randomUUID } from "node:crypto";
import { connect } from "node:net";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { dailyLimitMessage, SUBMISSIONS_PER_DAY } from "~/lib/submission-forms";
import { SIGN_IN_THROTTLED } from "~/server/auth/accounts.server";
import { APPLICATION_NAME } from "~/server/db/client.server";

import { TestClient } from "../support/client";
import { copyTemplateForServerProcess } from "../support/database";
import { eventually } from "../support/eventually";
import { testPool } from "../support/postgres";
import { REVIEW_COURSE } from "../support/reviews";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { DEMO_PASSWORD } from "../support/students";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether something listens at the URL's host and port. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 2_000 });
    const settle = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once("connect", () => settle(true));
    socket.once("error", () => settle(false));
    socket.once("timeout", () => settle(false));
  });
}

const runs = Boolean(inject("templateDatabaseUrl")) && (await answers(redisUrl));

describe.skipIf(!runs)("two app instances on one PostgreSQL database and one Redis", () => {
  let copy: { url: string; drop(): Promise<void> };
  let first: ServerProcess;
  let second: ServerProcess;
  let database: pg.Pool;
  let addressCounter = 0;

  beforeAll(async () => {
    copy = (await copyTemplateForServerProcess())!;
    database = testPool(copy.url, 2);
    const settings = {
      DATABASE_URL: copy.url,
      DATABASE_REPLICA_URL: copy.url,
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: `uniopina-test-${randomUUID()}`,
      AUTH_SECRET: "s".repeat(40),
      WEB_CONCURRENCY: "1",
      SEED_DEMO_DATA: "false",
      // As behind a load balancer: clients are told apart by X-Forwarded-For.
      TRUST_PROXY: "1",
      SMTP_URL: "",
      DEV_OUTBOX: "true",
    };
    [first, second] = await Promise.all([startServerProcess(settings), startServerProcess(settings)]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.end();
    await copy?.drop();
  });

  const query = async <T>(text: string, values: unknown[] = []) => (await database.query(text, values)).rows as T[];

  /** A client on one instance, from an address of its own. */
  function clientOn(instance: ServerProcess) {
    addressCounter += 1;
    return new TestClient(instance, `198.51.77.${addressCounter}`);
  }

  /** The same browser (cookies, address) talking to the other instance, as a load balancer would send it. */
  function sameBrowserOn(instance: ServerProcess, client: TestClient, address: string) {
    const moved = new TestClient(instance, address);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  }

  /** Verified students that no other test here used. */
  const used: string[] = [];
  async function students(count: number, condition = "TRUE") {
    const found = await query<{ id: string; email: string }>(
      `SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id
       WHERE p.is_university_verified AND NOT (u.id = ANY($1)) AND ${condition} ORDER BY u.id LIMIT $2`,
      [used, count],
    );
    used.push(...found.map((student) => student.id));
    return found;
  }

  it("accept on one instance the session made on the other, and end it on both", async () => {
    const [student] = await students(1);
    const onFirst = clientOn(first);
    expect((await onFirst.signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);

    const onSecond = sameBrowserOn(second, onFirst, "198.51.77.200");
    const profile = await onSecond.request("/profile");
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(student!.email);

    expect((await onSecond.post("/logout", {})).status).toBe(302);
    expect((await onFirst.request("/profile")).headers.get("Location")).toBe("/login?sesion=expirada");
  });

  it("count failed sign-ins on both instances against one throttle", async () => {
    const [student] = await students(1);
    const address = "198.51.78.1";
    // Five wrong passwords from one address, split between the instances…
    for (const instance of [first, second, first, second, first]) {
      const failed = await new TestClient(instance, address).signIn(student!.email, "no-es-la-contraseña");
      expect(failed.status).toBe(401);
    }
    // …refuse that address on either instance, even with the right password.
    for (const instance of [second, first]) {
      const refused = await new TestClient(instance, address).signIn(student!.email, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(SIGN_IN_THROTTLED);
    }
  });

  it(`let a student send ${SUBMISSIONS_PER_DAY} requests a day in all, whichever instance takes them`, async () => {
    const [student] = await students(1);
    const [spain] = await query<{ id: number }>(`SELECT id FROM countries WHERE code = 'ES'`);
    const onFirst = clientOn(first);
    expect((await onFirst.signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);
    const onSecond = sameBrowserOn(second, onFirst, "198.51.77.201");
    const request = () => ({
      tipo: "universidad",
      nombre: `Universidad Repartida ${randomUUID().slice(0, 8)}`,
      pais: String(spain!.id),
      ciudad: "Elche",
      web: "www.repartida.example",
      siglas: "UR",
    });

    const accepted = [];
    for (const client of [onFirst, onSecond, onFirst]) accepted.push((await client.post("/submit", request())).status);
    expect(accepted).toEqual([303, 303, 303]);
    const [oldest] = await query<{ created_at: Date }>(
      `SELECT created_at FROM submissions WHERE user_id = $1 ORDER BY created_at LIMIT 1`,
      [student!.id],
    );
    const nextOne = new Date(oldest!.created_at.getTime() + 24 * 3_600_000);
    for (const client of [onSecond, onFirst]) {
      const refused = await client.post("/submit", request());
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(dailyLimitMessage(nextOne));
    }
    expect(await query(`SELECT 1 FROM submissions WHERE user_id = $1`, [student!.id])).toHaveLength(
      SUBMISSIONS_PER_DAY,
    );
  });

  it("make a page cached on both instances stale on both after a write on one", async () => {
    const [target] = await query<{ subject_id: string; career_id: string }>(
      `SELECT s.id AS subject_id, s.career_id FROM subjects s JOIN user_profiles p ON p.career_id = s.career_id AND p.is_university_verified
       WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = p.id AND r.subject_id = s.id) ORDER BY s.id LIMIT 1`,
    );
    const path = `/subject/${target!.subject_id}`;
    // Each instance serves the page from its cache once it knows the generation from Redis.
    for (const instance of [first, second]) {
      await eventually(
        async () => {
          const response = await instance.request(path);
          await response.text();
          return response.headers.get("X-Cache") === "hit";
        },
        "la página servida desde la caché",
        100,
      );
    }

    const [author] = await students(
      1,
      `p.career_id = '${target!.career_id}' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.subject_id = '${target!.subject_id}')`,
    );
    const writer = clientOn(first);
    expect((await writer.signIn(author!.email, DEMO_PASSWORD)).status).toBe(302);
    const text = `Reseña escrita en una instancia y vista en la otra ${randomUUID().slice(0, 8)}.`;
    expect(
      (await writer.post(path, { intent: "crear", academicYear: REVIEW_COURSE, rating: "4", comment: text })).status,
    ).toBe(200);

    // The writing instance knows at once; the other hears it from Redis (a message in flight).
    expect(await (await first.request(path)).text()).toContain(text);
    await eventually(
      async () => (await (await second.request(path)).text()).includes(text),
      "la reseña en la otra instancia",
    );
  });

  it("read rankings and searches through the replica connection, and only read there", async () => {
    // Signed in, so the pages are rendered for the request rather than served from a cache.
    const [student] = await students(1);
    const reader = clientOn(second);
    expect((await reader.signIn(student!.email, DEMO_PASSWORD)).status).toBe(302);
    /** The last statement of each of this database's connections, by the connection's name. */
    const lastStatements = async () => {
      const connections = await query<{ application_name: string; query: string }>(
        `SELECT application_name, query FROM pg_stat_activity WHERE datname = current_database() AND application_name = ANY($1)`,
        [[APPLICATION_NAME.primary, APPLICATION_NAME.replica]],
      );
      const of = (name: string) => connections.filter((row) => row.application_name === name).map((row) => row.query);
      return { primary: of(APPLICATION_NAME.primary), replica: of(APPLICATION_NAME.replica) };
    };

    expect((await reader.request("/ranking?tab=universidades")).status).toBe(200);
    const afterRanking = await lastStatements();
    // The ranking's own statement (SPEC §9's score) ran on a replica connection.
    expect(
      afterRanking.replica.some(
        (statement) => statement.includes("log((") && statement.includes('"universities"."total_reviews"'),
      ),
    ).toBe(true);

    expect((await reader.request("/explorar?q=derecho&tab=carreras")).status).toBe(200);
    const afterSearch = await lastStatements();
    expect(afterSearch.replica.some((statement) => statement.includes('"search_name" LIKE'))).toBe(true);
    // Nothing but reads ever reaches the replica's connections.
    expect(afterSearch.replica.every((statement) => /^\s*(select|with)\b/i.test(statement))).toBe(true);
  });
});
