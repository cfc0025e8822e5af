/** Demo students signed in through the real login form, chosen by SQL conditions on "user" u / user_profiles p. */
import { sql, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "./app";
import { TestClient } from "./client";

export const DEMO_PASSWORD = "UniOpina2026";

export async function rows<T>(app: Pick<TestApp, "db">, query: SQL): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

let addressCounter = 0;

/**
 * Signs in `count` different students matching the condition, in parallel. Each client gets its
 * own address, so the login throttle never sees many accounts from one place.
 */
export async function signInStudents(app: TestApp, condition: SQL, count: number): Promise<{ client: TestClient; id: string }[]> {
  const users = await rows<{ id: string; email: string }>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE ${condition} ORDER BY u.id LIMIT ${count}`,
  );
  if (users.length < count) throw new Error(`Solo hay ${users.length} estudiantes de demostración que cumplan la condición`);
  return Promise.all(
    users.map(async (user) => {
      addressCounter += 1;
      const client = new TestClient(app, `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`);
      expect((await client.signIn(user.email, DEMO_PASSWORD)).status).toBe(302);
      return { client, id: user.id };
    }),
  );
}

export async function signInStudent(app: TestApp, condition: SQL): Promise<{ client: TestClient; id: string }> {
  const [student] = await signInStudents(app, condition, 1);
  return student!;
}
