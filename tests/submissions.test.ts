/**
 * Requests for new universities, careers and professors (/submit, SPEC §2, §5, §8, §9) through the
 * real request handler: who may send them, every validation message, the duplicate warning, the
 * daily limit of 3 under parallel requests, the confirmation, the student's list on /profile, the
 * no-JavaScript steps of the dependent selects, and the moderators' queue.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatLongDateTime } from "~/lib/format";
import { SUBMISSIONS_PER_DAY } from "~/lib/submission-forms";

import { DEMO_MODERATOR_EMAIL } from "../seed/seed.server";
import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { DEMO_PASSWORD, rows, signInNewStudent } from "./support/students";

let app: TestApp;
let spain: string;
let ua: { id: string; name: string };
let uaCareer: { id: string; name: string };
let otherCareer: string;

beforeAll(async () => {
  app = await startTestApp();
  const [es] = await query<{ id: number }>(sql`SELECT id FROM countries WHERE code = 'ES'`);
  spain = String(es!.id);
  [ua] = await query<{ id: string; name: string }>(sql`SELECT id, name FROM universities WHERE acronym = 'UA'`);
  [uaCareer] = await query<{ id: string; name: string }>(
    sql`SELECT id, name FROM careers WHERE university_id = ${ua.id} ORDER BY name LIMIT 1`,
  );
  const [other] = await query<{ id: string }>(
    sql`SELECT id FROM careers WHERE university_id <> ${ua.id} ORDER BY id LIMIT 1`,
  );
  otherCareer = other!.id;
});
afterAll(() => app.close());

function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(app, statement);
}

/** A new student: no request of theirs yet. */
const freshStudent = () => signInNewStudent(app);

/** A professor who teaches in an enabled career of their own university (public name or not). */
async function teachingProfessor(namePublic: boolean) {
  const [row] = await query<{ id: string; name: string; university_id: string; career_id: string }>(sql`
    SELECT p.id, p.name, p.university_id, c.id AS career_id FROM professors p
    JOIN subject_professors sp ON sp.professor_id = p.id JOIN subjects s ON s.id = sp.subject_id
    JOIN careers c ON c.id = s.career_id AND c.university_id = p.university_id AND c.is_enabled
    WHERE p.is_name_public = ${namePublic}
      AND NOT EXISTS (SELECT 1 FROM professors o WHERE o.id <> p.id AND o.university_id = p.university_id AND o.name = p.name)
    ORDER BY p.id LIMIT 1`);
  return row!;
}

const university = (overrides: Record<string, string> = {}) => ({
  tipo: "universidad",
  nombre: `Universidad de Prueba ${randomUUID().slice(0, 8)}`,
  pais: spain,
  ciudad: "Elche",
  web: "www.prueba.example",
  siglas: "UP",
  ...overrides,
});

async function submissionsOf(userId: string) {
  return query<{
    id: string;
    submission_type: string;
    status: string;
    university_name: string | null;
    university_website: string | null;
    career_name: string | null;
    professor_name: string | null;
    created_at: Date | string;
  }>(
    sql`SELECT id, submission_type, status, university_name, university_website, career_name, professor_name, created_at FROM submissions WHERE user_id = ${userId} ORDER BY created_at`,
  );
}

describe("who may send a request", () => {
  it("a visitor sees the banner and the form, and a post is refused with SPEC's message", async () => {
    const html = await app.html("/submit");
    expect(html).toContain("Agregar Contenido");
    expect(html).toContain("Debes iniciar sesión para realizar un envío.");
    expect(html).toMatch(/href="\/login\?redirectTo=[^"]+"/);
    expect(html).toContain('href="/register"');
    expect(html).not.toContain("Solicitudes disponibles");

    const [{ n: before }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM submissions`);
    const response = await new TestClient(app).post("/submit", university());
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Debes iniciar sesión para realizar un envío.");
    const [{ n: after }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM submissions`);
    expect(after).toBe(before);
  });

  it("any signed-in student may, verified university e-mail or not", async () => {
    const { client, id } = await freshStudent();
    await app.db.execute(sql`UPDATE user_profiles SET is_university_verified = false WHERE id = ${id}`);
    expect(await (await client.request("/submit")).text()).toContain(
      `Solicitudes disponibles ${SUBMISSIONS_PER_DAY}/${SUBMISSIONS_PER_DAY}`,
    );
    const response = await client.post("/submit", university());
    expect(response.status).toBe(303);
    expect(await submissionsOf(id)).toHaveLength(1);
  });
});

describe("a request that is sent", () => {
  it("is stored as pending, confirmed with 'Enviar Otra Solicitud', counted, and listed on /profile", async () => {
    const { client, id } = await freshStudent();
    const fields = university();
    const response = await client.post("/submit", fields);
    expect(response.status).toBe(303);
    const [stored] = await submissionsOf(id);
    expect(stored).toMatchObject({
      submission_type: "university",
      status: "pending",
      university_name: fields.nombre,
      university_website: "https://www.prueba.example",
    });
    expect(response.headers.get("Location")).toBe(`/submit?enviada=${stored!.id}`);

    const confirmation = await (await client.request(response.headers.get("Location")!)).text();
    expect(confirmation).toContain("¡Solicitud enviada!");
    expect(confirmation).toContain(fields.nombre);
    expect(confirmation).toContain("Pendiente");
    expect(confirmation).toContain("Enviar Otra Solicitud");
    expect(confirmation).toContain(`Solicitudes disponibles ${SUBMISSIONS_PER_DAY - 1}/${SUBMISSIONS_PER_DAY}`);

    const profile = await (await client.request("/profile")).text();
    const mine = profile.slice(profile.indexOf("Mis solicitudes"));
    expect(mine).toContain(fields.nombre);
    expect(mine).toContain("Pendiente");

    // Another student's confirmation link shows them the form, not this request.
    const { client: other } = await freshStudent();
    const theirs = await (await other.request(response.headers.get("Location")!)).text();
    expect(theirs).not.toContain(fields.nombre);
    expect(theirs).not.toContain("¡Solicitud enviada!");
  });

  it("stores a career and a professor with their university and career", async () => {
    const { client, id } = await freshStudent();
    expect(
      (
        await client.post("/submit", {
          tipo: "carrera",
          pais: spain,
          universidad: ua.id,
          nombre: "Grado en Astronomía",
          descripcion: "Cuatro años\nde estrellas.",
          duracion: "4",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await client.post("/submit", {
          tipo: "profesor",
          pais: spain,
          universidad: ua.id,
          carrera: uaCareer.id,
          nombre: "Ana Prueba Ejemplar",
          departamento: "Física",
          correo: "ana@ua.es",
        })
      ).status,
    ).toBe(303);
    const [career, professor] = await query<Record<string, unknown>>(sql`
      SELECT submission_type, career_name, career_university_id, career_description, career_duration_years, professor_name, professor_career_id, professor_department, professor_email
      FROM submissions WHERE user_id = ${id} ORDER BY created_at, submission_type`);
    expect(career).toMatchObject({
      submission_type: "career",
      career_name: "Grado en Astronomía",
      career_university_id: ua.id,
      career_description: "Cuatro años\nde estrellas.",
      career_duration_years: 4,
    });
    expect(professor).toMatchObject({
      submission_type: "professor",
      professor_name: "Ana Prueba Ejemplar",
      professor_career_id: uaCareer.id,
      professor_department: "Física",
      professor_email: "ana@ua.es",
    });
    const profile = await (await client.request("/profile")).text();
    expect(profile).toContain(`${uaCareer.name} · ${ua.name}`);
  });

  it("reaches the moderators' queue at once, though the queue is read once per change of the site", async () => {
    const { client } = await freshStudent();
    const moderator = new TestClient(app, "198.18.0.9");
    expect((await moderator.signIn(DEMO_MODERATOR_EMAIL, DEMO_PASSWORD)).status).toBe(302);
    // The queue's badge: how many requests wait (the list pages them, oldest first).
    const waiting = async () => {
      const html = await (await moderator.request("/moderacion/propuestas")).text();
      return Number(
        /Propuestas<span[^>]*><span class="sr-only">\(<\/span>([\d.]+)</.exec(html)![1]!.replaceAll(".", ""),
      );
    };
    const before = await waiting();
    expect((await client.post("/submit", university())).status).toBe(303);
    expect(await waiting()).toBe(before + 1);
  });
});

describe("validation", () => {
  /** Posts the fields and returns the page with its status. */
  async function refused(client: TestClient, fields: Record<string, string>, status = 400) {
    const response = await client.post("/submit", fields);
    expect(response.status, JSON.stringify(fields)).toBe(status);
    return response.text();
  }

  it("answers each field's message in Spanish with a 400, keeping what was typed, and stores nothing", async () => {
    const { client, id } = await freshStudent();
    const cases: [Record<string, string>, string[]][] = [
      [{ tipo: "universidad" }, ["Escribe el nombre de la universidad", "Selecciona el país", "Escribe la ciudad"]],
      [university({ nombre: "U" }), ["El nombre es demasiado corto"]],
      [university({ nombre: "U".repeat(151) }), ["El nombre no puede superar los 150 caracteres"]],
      [university({ pais: "999999" }), ["Selecciona un país de la lista"]],
      [university({ pais: "España" }), ["Selecciona una opción de la lista"]],
      [
        university({ web: "no es una web" }),
        ["Escribe una dirección web válida, por ejemplo https://www.universidad.es"],
      ],
      [university({ web: "ftp://archivos.example" }), ["Escribe una dirección web válida"]],
      [university({ siglas: "S".repeat(21) }), ["Las siglas no pueden superar los 20 caracteres"]],
      [{ tipo: "carrera", pais: spain }, ["Selecciona la universidad", "Escribe el nombre de la carrera"]],
      [{ tipo: "carrera", universidad: "no-es-un-id", nombre: "Grado en Algo" }, ["Selecciona una opción de la lista"]],
      [
        { tipo: "carrera", universidad: randomUUID(), nombre: "Grado en Algo" },
        ["Selecciona una universidad de la lista"],
      ],
      [
        { tipo: "carrera", universidad: ua.id, nombre: "Grado en Algo", duracion: "9" },
        ["La duración va de 1 a 8 años"],
      ],
      [
        { tipo: "carrera", universidad: ua.id, nombre: "Grado en Algo", descripcion: "d".repeat(1001) },
        ["La descripción no puede superar los 1000 caracteres"],
      ],
      [{ tipo: "profesor", universidad: ua.id }, ["Selecciona la carrera", "Escribe el nombre del profesor"]],
      [
        { tipo: "profesor", universidad: ua.id, carrera: otherCareer, nombre: "Ana Prueba" },
        ["Selecciona una carrera de la universidad elegida"],
      ],
      [
        { tipo: "profesor", universidad: ua.id, carrera: uaCareer.id, nombre: "Ana Prueba", correo: "ana@" },
        ["Escribe un correo electrónico válido"],
      ],
      [
        {
          tipo: "profesor",
          universidad: ua.id,
          carrera: uaCareer.id,
          nombre: "Ana Prueba",
          departamento: "D".repeat(151),
        },
        ["El departamento no puede superar los 150 caracteres"],
      ],
    ];
    for (const [fields, messages] of cases) {
      const html = await refused(client, fields);
      for (const message of messages)
        expect(html, `${JSON.stringify(fields).slice(0, 120)} → ${message}`).toContain(message);
      if (fields.nombre && fields.nombre.length < 100) expect(html).toContain(`value="${fields.nombre}"`);
    }
    expect(await refused(client, { ...university(), tipo: "planeta" })).toContain("Elige qué quieres proponer");
    expect(await submissionsOf(id)).toEqual([]);
  });

  it("warns of a university, career or public professor that already exists (accents aside), and sends when confirmed", async () => {
    const { client, id } = await freshStudent();
    const [cordoba] = await query<{ id: string }>(
      sql`SELECT id FROM universities WHERE name = 'Universidad de Córdoba'`,
    );
    const warning = await refused(client, university({ nombre: "universidad de cordoba" }), 409);
    expect(warning).toContain("Ya existe una universidad con ese nombre en UniOpina");
    expect(warning).toContain(`href="/universidad/${cordoba!.id}"`);
    expect(warning).toContain('name="confirmarDuplicado"');

    const career = await refused(
      client,
      { tipo: "carrera", universidad: ua.id, nombre: uaCareer.name.toUpperCase() },
      409,
    );
    expect(career).toContain(`href="/career/${uaCareer.id}"`);

    const named = await teachingProfessor(true);
    const professor = await refused(
      client,
      { tipo: "profesor", universidad: named.university_id, carrera: named.career_id, nombre: named.name },
      409,
    );
    expect(professor).toContain(`href="/profesor/${named.id}"`);

    expect(await submissionsOf(id)).toEqual([]);
    expect(
      (await client.post("/submit", university({ nombre: "Universidad de Córdoba", confirmarDuplicado: "on" }))).status,
    ).toBe(303);
    expect(await submissionsOf(id)).toHaveLength(1);
  });

  it("never reveals a hidden professor: the same name goes through without a warning", async () => {
    const { client, id } = await freshStudent();
    const hidden = await teachingProfessor(false);
    const response = await client.post("/submit", {
      tipo: "profesor",
      universidad: hidden.university_id,
      carrera: hidden.career_id,
      nombre: hidden.name,
    });
    expect(response.status).toBe(303);
    expect(await submissionsOf(id)).toHaveLength(1);
  });
});

describe("the daily limit", () => {
  it(`lets exactly ${SUBMISSIONS_PER_DAY} of 10 parallel requests through and refuses the rest with the date of the next one`, async () => {
    const { client, id } = await freshStudent();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.post("/submit", university({ nombre: `Universidad Paralela ${index} ${randomUUID().slice(0, 6)}` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(SUBMISSIONS_PER_DAY).fill(303), ...Array(10 - SUBMISSIONS_PER_DAY).fill(429)]);
    const stored = await submissionsOf(id);
    expect(stored).toHaveLength(SUBMISSIONS_PER_DAY);

    const next = new Date(new Date(stored[0]!.created_at).getTime() + 24 * 3_600_000);
    const expected = `Has alcanzado el límite de 3 solicitudes por día. Podrás enviar otra solicitud a partir de: ${formatLongDateTime(next)}`;
    for (const response of responses.filter((candidate) => candidate.status === 429))
      expect(await response.text()).toContain(expected);

    const page = await (await client.request("/submit")).text();
    expect(page).toContain(`Solicitudes disponibles 0/${SUBMISSIONS_PER_DAY}`);
    expect(page).toContain(expected);
  });

  it("counts a rolling day: a request older than 24 hours no longer counts", async () => {
    const { client, id } = await freshStudent();
    for (let index = 0; index < SUBMISSIONS_PER_DAY; index += 1)
      expect((await client.post("/submit", university())).status).toBe(303);
    expect((await client.post("/submit", university())).status).toBe(429);
    await app.db.execute(sql`
      UPDATE submissions SET created_at = now() - interval '24 hours 1 minute'
      WHERE id = (SELECT id FROM submissions WHERE user_id = ${id} ORDER BY created_at LIMIT 1)`);
    expect(await (await client.request("/submit")).text()).toContain(
      `Solicitudes disponibles 1/${SUBMISSIONS_PER_DAY}`,
    );
    expect((await client.post("/submit", university())).status).toBe(303);
    expect((await client.post("/submit", university())).status).toBe(429);
  });
});

describe("dependent selects", () => {
  it("without JavaScript: a GET step renders the country's universities and the university's careers, keeping what was typed", async () => {
    const { client } = await freshStudent();
    const html = await (
      await client.request(`/submit?tipo=profesor&pais=${spain}&universidad=${ua.id}&carrera=&nombre=Ana+Prueba`)
    ).text();
    expect(html).toContain(`<option value="${ua.id}" selected`);
    expect(html).toContain(`<option value="${uaCareer.id}">`);
    expect(html).toContain('value="Ana Prueba"');

    // Another country clears the university (and so its careers).
    const [mexico] = await query<{ id: number }>(sql`SELECT id FROM countries WHERE code = 'MX'`);
    const moved = await (
      await client.request(`/submit?tipo=profesor&pais=${mexico!.id}&universidad=${ua.id}&carrera=${uaCareer.id}`)
    ).text();
    expect(moved).not.toContain(`value="${ua.id}"`);
    expect(moved).not.toContain(`value="${uaCareer.id}"`);
  });

  it("start at the student's own university for careers and professors", async () => {
    const { client, id } = await freshStudent();
    const [own] = await query<{ university_id: string }>(sql`SELECT university_id FROM user_profiles WHERE id = ${id}`);
    const html = await (await client.request("/submit?tipo=carrera")).text();
    expect(html).toContain(`<option value="${own!.university_id}" selected`);
  });

  it("with JavaScript: /opciones answers the universities of a country and the careers of a university", async () => {
    const universities = (await (await app.request(`/opciones?universidadesDe=${spain}`)).json()) as {
      parent: string;
      options: { id: string; name: string }[];
    };
    expect(universities.parent).toBe(spain);
    expect(universities.options).toContainEqual({ id: ua.id, name: ua.name });
    const careers = (await (await app.request(`/opciones?carrerasDe=${ua.id}`)).json()) as {
      options: { id: string }[];
    };
    expect(careers.options.map((option) => option.id)).toContain(uaCareer.id);
    expect(((await (await app.request("/opciones?carrerasDe=nada")).json()) as { options: unknown[] }).options).toEqual(
      [],
    );
  });
});
