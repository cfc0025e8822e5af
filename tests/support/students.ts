/**
 * Students signed in through the real login form: made for the test with the traits it needs
 * (`signInNewStudent`), or a demo account the test is about (the author of a row it read), chosen
 * by SQL conditions on "user" u / user_profiles p.
 */
import { randomUUID } from "node:crypto";

import { hashPassword } from "better-auth/crypto";
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";

import { insertAccount, staffRows, studentRows } from "~/server/auth/account-rows.server";

import { DEMO_PASSWORD } from "../../seed/seed.server";
import type { TestApp } from "./app";
import { TestClient } from "./client";
import { linkIn, type SmtpReceiver } from "./smtp";

export { DEMO_PASSWORD };

export async function rows<T>(app: Pick<TestApp, "db">, query: SQL): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

let addressCounter = 0;

/** A network address of its own for each signed-in client, so the login throttle never sees many accounts from one place. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Signs in `count` different demo students matching the condition, in parallel. */
export async function signInStudents(
  app: TestApp,
  condition: SQL,
  count: number,
): Promise<{ client: TestClient; id: string }[]> {
  const users = await rows<{ id: string; email: string }>(
    app,
    sql`SELECT u.id, u.email FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE ${condition} ORDER BY u.id LIMIT ${count}`,
  );
  if (users.length < count)
    throw new Error(`Solo hay ${users.length} estudiantes de demostración que cumplan la condición`);
  return Promise.all(
    users.map(async (user) => {
      const client = new TestClient(app, nextAddress());
      expect((await client.signIn(user.email, DEMO_PASSWORD)).status).toBe(302);
      return { client, id: user.id };
    }),
  );
}

export async function signInStudent(app: TestApp, condition: SQL): Promise<{ client: TestClient; id: string }> {
  const [student] = await signInStudents(app, condition, 1);
  return student!;
}

/** What a test asks of the student it makes; anything left out is a verified, private student of a career with a study plan. */
export interface NewStudentTraits {
  universityId?: string;
  careerId?: string;
  verified?: boolean;
  isPublic?: boolean;
  showEmail?: boolean;
  name?: string;
}

export interface NewStudent {
  client: TestClient;
  id: string;
  email: string;
  name: string;
  universityId: string;
  careerId: string;
}

let demoPasswordHash: Promise<string> | undefined;

/**
 * A student made for the test with the seed's own account rows (auth/account-rows.server.ts) and the demo
 * password, then signed in through the real login form: a test says what kind of student it needs
 * instead of searching the demo data for one. The new account has no reviews, likes, reports or
 * posts yet.
 */
export async function signInNewStudent(app: TestApp, traits: NewStudentTraits = {}): Promise<NewStudent> {
  const career = await careerFor(app, traits);
  const [domain] = await rows<{ domain: string }>(
    app,
    sql`SELECT domain FROM email_domains WHERE university_id = ${career.universityId} ORDER BY domain LIMIT 1`,
  );
  const id = randomUUID();
  const email = `prueba.${id.slice(0, 8)}@${domain?.domain ?? "estudiantes.example"}`;
  const name = traits.name ?? "Noa Prieto Ferrer";
  const client = await signInNewAccount(app, (account) =>
    studentRows({
      ...account,
      id,
      name,
      email,
      ...career,
      verified: traits.verified,
      isPublic: traits.isPublic,
      showEmail: traits.showEmail,
    }),
  );
  return { client, id, email, name, ...career };
}

/** A moderator or an admin made for the test (the seed's staff rows), signed in through the real login form. */
export async function signInNewStaff(
  app: TestApp,
  role: "moderator" | "admin",
): Promise<{ client: TestClient; id: string }> {
  const id = randomUUID();
  const email = `${role}.${id.slice(0, 8)}@uniopina.example`;
  const name = role === "admin" ? "Administración de prueba" : "Moderación de prueba";
  const client = await signInNewAccount(app, (account) => staffRows({ ...account, id, name, email, role }));
  return { client, id };
}

/**
 * A verified professor account made for the test, with the demo password, managing the profile of
 * `professorId` (as a moderator's approval leaves it); not signed in.
 */
export async function createProfessorAccount(
  app: TestApp,
  professorId: string,
): Promise<{ id: string; email: string }> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const id = randomUUID();
  const email = `docente.${id.slice(0, 8)}@ua.es`;
  await insertAccount(
    app.db,
    staffRows({
      id,
      accountId: randomUUID(),
      name: "Docente de prueba",
      email,
      passwordHash: await demoPasswordHash,
      createdAt: new Date(),
      role: "professor",
    }),
  );
  await app.db.execute(sql`UPDATE professors SET claimed_by = ${id} WHERE id = ${professorId}`);
  await app.pagesChanged();
  return { id, email };
}

/**
 * Inserts the account rows `rowsFor` builds around the demo password (the seed's own rows), marks
 * the cached pages stale (a new student changes what some of them count) and signs the account in
 * from an address of its own.
 */
async function signInNewAccount(
  app: TestApp,
  rowsFor: (account: {
    accountId: string;
    passwordHash: string;
    createdAt: Date;
  }) => Parameters<typeof insertAccount>[1],
): Promise<TestClient> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const account = rowsFor({ accountId: randomUUID(), passwordHash: await demoPasswordHash, createdAt: new Date() });
  await insertAccount(app.db, account);
  await app.pagesChanged();
  const client = new TestClient(app, nextAddress());
  expect((await client.signIn(account.user.email, DEMO_PASSWORD)).status).toBe(302);
  return client;
}

/** `count` new students alike (each signed in from its own address). */
export function signInNewStudents(app: TestApp, count: number, traits: NewStudentTraits = {}): Promise<NewStudent[]> {
  return Promise.all(Array.from({ length: count }, () => signInNewStudent(app, traits)));
}

/** The career asked for; else a career of the university asked for; else a career with a study plan (subjects), the same every time. */
async function careerFor(
  app: TestApp,
  { universityId, careerId }: NewStudentTraits,
): Promise<{ universityId: string; careerId: string }> {
  const condition = careerId
    ? sql`c.id = ${careerId}`
    : universityId
      ? sql`c.university_id = ${universityId}`
      : sql`TRUE`;
  const [career] = await rows<{ id: string; university_id: string }>(
    app,
    sql`SELECT c.id, c.university_id FROM careers c WHERE ${condition} ORDER BY EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id) DESC, c.id LIMIT 1`,
  );
  if (!career) throw new Error("No hay ninguna carrera que cumpla lo pedido");
  return { universityId: career.university_id, careerId: career.id };
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
  {
    universityName,
    domain,
    career,
  }: { universityName: string; domain: string; career: { careerId: string; careerName?: string } },
): Promise<{ client: TestClient; id: string; universityId: string; email: string }> {
  registrationCounter += 1;
  const [university] = await rows<{ id: string }>(app, sql`SELECT id FROM universities WHERE name = ${universityName}`);
  const client = new TestClient(
    app,
    `198.18.${100 + Math.floor(registrationCounter / 250)}.${(registrationCounter % 250) + 1}`,
  );
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

/** A subject of a university with more than one career, with the careers a student of another career or university would come from. */
export interface SubjectAmongCareers {
  id: string;
  careerId: string;
  universityId: string;
  /** Another career of the same university. */
  otherCareerId: string;
  /** A career of another university. */
  elsewhereCareerId: string;
}

/** The first (or, `last`, the last) subject by id whose university has another career. */
export async function subjectAmongCareers(app: TestApp, { last = false } = {}): Promise<SubjectAmongCareers> {
  const [subject] = await rows<SubjectAmongCareers>(
    app,
    sql`
    SELECT s.id, s.career_id AS "careerId", c.university_id AS "universityId",
           (SELECT c2.id FROM careers c2 WHERE c2.university_id = c.university_id AND c2.id <> c.id ORDER BY c2.id LIMIT 1) AS "otherCareerId",
           (SELECT c3.id FROM careers c3 WHERE c3.university_id <> c.university_id ORDER BY c3.id LIMIT 1) AS "elsewhereCareerId"
    FROM subjects s JOIN careers c ON c.id = s.career_id
    WHERE EXISTS (SELECT 1 FROM careers c2 WHERE c2.university_id = c.university_id AND c2.id <> c.id)
    ORDER BY s.id ${last ? sql`DESC` : sql`ASC`} LIMIT 1`,
  );
  if (!subject) throw new Error("No hay ninguna asignatura de una universidad con más de una carrera");
  return subject;
}

/**
 * The `offset`-th subject (by id) of a university whose website the catalog knows, and `count` new
 * verified students of its career, one for each review a test writes.
 */
export async function subjectWithStudents(
  app: TestApp,
  offset: number,
  count: number,
): Promise<{ subjectId: string; path: string; students: NewStudent[] }> {
  const [subject] = await rows<{ id: string; career_id: string }>(
    app,
    sql`
    SELECT s.id, s.career_id FROM subjects s JOIN careers c ON c.id = s.career_id JOIN universities u ON u.id = c.university_id
    WHERE u.website ~ '^https?://' ORDER BY s.id LIMIT 1 OFFSET ${offset}`,
  );
  if (!subject) throw new Error(`No hay ninguna asignatura número ${offset + 1} de una universidad con web`);
  return {
    subjectId: subject.id,
    path: `/subject/${subject.id}`,
    students: await signInNewStudents(app, count, { careerId: subject.career_id }),
  };
}
