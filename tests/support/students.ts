/** Demo students signed in through the real login form, chosen by SQL conditions on "user" u / user_profiles p. */
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";

import type { TestApp } from "./app";
import { TestClient } from "./client";
import { linkIn, type SmtpReceiver } from "./smtp";

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
  const users = await rows<{ id: string; email: string }>(app, sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE ${condition} ORDER BY u.id LIMIT ${count}`);
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

let registrationCounter = 0;

/**
 * A new student registered through the form at `universityName` with an address of `domain`,
 * confirmed through the e-mailed link and signed in: the client, the account id, the university
 * and the address. `career` is a career id, or «Mi carrera no aparece» with the name written.
 */
export async function registerConfirmedStudent(
  app: TestApp,
  smtp: SmtpReceiver,
  { universityName, domain, career }: { universityName: string; domain: string; career: { careerId: string; careerName?: string } },
): Promise<{ client: TestClient; id: string; universityId: string; email: string }> {
  registrationCounter += 1;
  const [university] = await rows<{ id: string }>(app, sql`SELECT id FROM universities WHERE name = ${universityName}`);
  const client = new TestClient(app, `198.18.${100 + Math.floor(registrationCounter / 250)}.${(registrationCounter % 250) + 1}`);
  const email = `registro.${registrationCounter}.${Date.now()}@${domain}`;
  const answer = await client.post("/register", {
    firstName: "Lucía",
    lastName: "Martínez Ruiz",
    universityId: university!.id,
    careerName: "",
    ...career,
    email,
    password: "secreto1",
    confirmPassword: "secreto1",
    acceptTerms: "on",
  });
  expect(answer.status, (await answer.clone().text()).slice(0, 300)).toBe(200);
  expect(await answer.text()).toContain("¡Registro completado!");
  expect((await client.request(linkIn(await smtp.waitForMail(email)))).status).toBe(302);
  expect((await client.signIn(email, "secreto1")).status).toBe(302);
  const [account] = await rows<{ id: string }>(app, sql`SELECT id FROM "user" WHERE email = ${email}`);
  return { client, id: account!.id, universityId: university!.id, email };
}
