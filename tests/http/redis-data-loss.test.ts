/**
 * Redis losing the page-change counter: a restart without persistence, FLUSHALL
 * or an eviction makes it count from zero again. Pages cached under a number from before the loss
 * must never pass for fresh: a new comment must reach visitors on every instance, and a page made
 * before a write must not come back. Two app instances (as on two machines) share a Redis server
 * this test starts itself on a free port, so it can flush and restart it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";

import { sql } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listen } from "../support/app";
import { TestClient } from "../support/client";
import { openTestDatabase, type TestDatabase } from "../support/database";
import { eventually } from "../support/eventually";
import { freePort } from "../support/server-process";
import { DEMO_PASSWORD, rows } from "../support/students";

const REDIS_SERVER = "/usr/bin/redis-server";

type Instance = Awaited<ReturnType<typeof listen>>;

/** A Redis server of this test's own, keeping nothing on disk (a restart loses everything, as the probe's did). */
class OwnRedis {
  private process: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    this.process = spawn(
      REDIS_SERVER,
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    await eventually(async () => {
      const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.close();
        return true;
      } catch {
        return false;
      }
    }, "el servidor Redis de la prueba escuchando");
  }

  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }

  async flushAll() {
    const client = createClient({ url: this.url });
    await client.connect();
    await client.flushAll();
    await client.close();
  }
}

let database: TestDatabase;
let redis: OwnRedis;
let post: { id: string };
let student: { email: string };

beforeAll(async () => {
  database = await openTestDatabase();
  redis = new OwnRedis(await freePort());
  await redis.start();
  [post] = await rows<{ id: string }>(
    database,
    sql`SELECT id FROM university_life_posts WHERE is_published ORDER BY id LIMIT 1`,
  );
  [student] = await rows<{ email: string }>(
    database,
    sql`SELECT u.email FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE u.email_verified AND p.is_university_verified AND u.role = 'student' ORDER BY u.id LIMIT 1`,
  );
});
afterAll(async () => {
  await redis?.stop();
  await database?.close();
});

/** Two instances on one namespace of the test's Redis, both knowing the current generation. */
async function twoInstances(): Promise<[Instance, Instance]> {
  const settings = { REDIS_URL: redis.url, REDIS_NAMESPACE: `uniopina-test-${randomUUID()}` };
  const instances: [Instance, Instance] = [await listen(settings), await listen(settings)];
  for (const instance of instances) await untilReady(instance);
  return instances;
}

async function untilReady(instance: Instance) {
  await eventually(async () => (await instance.request("/readyz")).status === 200, "la instancia conectada a Redis");
}

const postPath = () => `/vida-universitaria/post/${post.id}`;

/** A visitor's view of the post on `instance`, and whether it came from the cache. */
async function visit(instance: Instance) {
  const response = await instance.request(postPath());
  return { html: await response.text(), cache: response.headers.get("X-Cache") };
}

async function comment(on: Instance, text: string) {
  const client = new TestClient(on, `198.51.90.${Math.floor(Math.random() * 200) + 1}`);
  expect((await client.signIn(student.email, DEMO_PASSWORD)).status).toBe(302);
  expect((await client.post(postPath(), { intent: "comentar", comment: text })).status).toBeLessThan(400);
}

describe.skipIf(!existsSync(REDIS_SERVER))("after Redis loses the page-change counter", () => {
  it("a comment written after FLUSHALL reaches visitors on both instances", async () => {
    const [first, second] = await twoInstances();
    try {
      // Some writes first: the counter stands well above zero.
      for (let write = 0; write < 3; write++) await first.pagesChanged();
      await eventually(
        async () => (await visit(second)).cache === "hit",
        "la publicación en la caché de la segunda instancia",
      );

      await redis.flushAll();
      const text = `Comentario tras vaciar Redis ${randomUUID().slice(0, 8)}`;
      await comment(first, text);

      // The writing instance knows at once; the other hears it from Redis.
      expect((await visit(first)).html).toContain(text);
      await eventually(async () => (await visit(second)).html.includes(text), "el comentario en la otra instancia");
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("a page cached before a write is not served again after Redis restarts empty", async () => {
    const [first, second] = await twoInstances();
    try {
      // Cached on the second instance under the first generation of a new counter…
      await eventually(
        async () => (await visit(second)).cache === "hit",
        "la publicación en la caché de la segunda instancia",
      );
      // …then changed through the first instance, and Redis restarted without its data before the
      // second instance reads the page again.
      const text = `Comentario antes de reiniciar Redis ${randomUUID().slice(0, 8)}`;
      await comment(first, text);
      await redis.stop();
      await redis.start();
      await untilReady(second);

      expect((await visit(second)).html).toContain(text);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
