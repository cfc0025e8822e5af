/**
 * The moderator console (/moderacion) through the real request handler: who may open
 * each section and take each action (visitor, student, moderator, admin), the audit row every
 * action writes, approving a request under two parallel approvals, rejecting, the submitter's
 * /profile and e-mail, suspensions refusing every write with the Spanish message, the professor's
 * name everywhere, and `npm run user:promote`.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { formatLongDateTime } from "~/lib/format";

import { DEMO_ADMIN_EMAIL, DEMO_MODERATOR_EMAIL } from "../seed/seed.server";
import { startTestApp, type TestApp } from "./support/app";
import { TestClient } from "./support/client";
import { copyTemplateForServerProcess } from "./support/database";
import { unescapeHtml } from "./support/html";
import { type SmtpReceiver, startSmtpReceiver } from "./support/smtp";
import { DEMO_PASSWORD, rows, signInNewStaff, signInNewStudent, signInStudents } from "./support/students";

type Who = "visitor" | "student" | "moderator" | "admin";

let app: TestApp;
let smtp: SmtpReceiver;
const clients = {} as Record<Who, TestClient>;
const ids = {} as Record<Exclude<Who, "visitor">, string>;
/** Students the matrix warns and suspends (one per call), none of them signed in above. */
let sanctionable: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await startTestApp();
  const [admin, student] = await Promise.all([signInNewStaff(app, "admin"), signInNewStudent(app)]);
  clients.admin = admin.client;
  ids.admin = admin.id;
  clients.student = student.client;
  ids.student = student.id;
  clients.visitor = new TestClient(app, "198.18.0.1");
  clients.moderator = new TestClient(app, "198.18.0.2");
  expect((await clients.moderator.signIn(DEMO_MODERATOR_EMAIL, DEMO_PASSWORD)).status).toBe(302);
  ids.moderator = (
    await query<{ id: string }>(sql`SELECT id FROM "user" WHERE email = ${DEMO_MODERATOR_EMAIL}`)
  )[0]!.id;
  sanctionable = (
    await query<{ id: string }>(
      sql`SELECT u.id FROM "user" u JOIN user_profiles p ON p.id = u.id WHERE u.id NOT IN (${ids.admin}, ${ids.student}) ORDER BY u.id DESC LIMIT 40`,
    )
  ).map((row) => row.id);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(app, statement);
}

const NOT_MODERATOR = "Solo los moderadores y los administradores pueden acceder a la moderación.";

/* ------------------------------------------------------------------ fresh targets */

let reportOffset = 0;
/** A published review with no pending report, now reported once (by the demo moderator, who wrote nothing). */
async function reportedReview(): Promise<string> {
  const [row] = await query<{ id: string }>(sql`
    SELECT r.id FROM reviews r WHERE r.moderation_status = 'published'
      AND NOT EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id)
    ORDER BY r.id OFFSET ${reportOffset++} LIMIT 1`);
  await app.db.execute(
    sql`INSERT INTO review_reports (review_id, user_id, reason, description) VALUES (${row!.id}, ${ids.moderator}, 'offensive', 'Insulta al profesor.')`,
  );
  // Written behind the app's back: tell it, as a report through it would (the console reads its queues once per change of the site).
  await app.pagesChanged();
  return row!.id;
}

/** A pending request for a new university by the signed-in student. */
async function pendingSubmission(
  name = `Universidad Propuesta ${Math.random().toString(36).slice(2, 10)}`,
): Promise<string> {
  const [row] = await query<{ id: string }>(sql`
    INSERT INTO submissions (user_id, submission_type, university_name, university_country_id, university_city, created_at)
    VALUES (${ids.student}, 'university', ${name}, (SELECT id FROM countries WHERE code = 'ES'), 'Cuenca', now() - interval '3 days') RETURNING id`);
  return row!.id;
}

function nextSanctionable(): string {
  const id = sanctionable.shift();
  if (!id) throw new Error("No quedan estudiantes para sancionar");
  return id;
}

async function auditRows(action: string, targetId: string) {
  return query<{ actor_id: string | null; reason: string | null; created_at: Date }>(
    sql`SELECT actor_id, reason, created_at FROM moderation_audit_log WHERE action = ${action} AND target_id = ${targetId}`,
  );
}

// Who may take each console action (and its audit row) is a row of tests/authorization-matrix.test.ts.
describe("who may open the console", () => {
  it("the pages: visitors go to the login page, students get a 403, moderators every section but the log, admins all", async () => {
    const sections = [
      "/moderacion",
      "/moderacion/contenido",
      "/moderacion/propuestas",
      "/moderacion/usuarios",
      "/moderacion/profesores",
      "/moderacion/registro",
    ];
    for (const section of sections) {
      const visitor = await clients.visitor.request(section);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(section)}`);
      const student = await clients.student.request(section);
      expect(student.status, section).toBe(403);
      expect(await student.text()).toContain(NOT_MODERATOR);
      const moderator = await clients.moderator.request(section);
      expect(moderator.status, section).toBe(section.endsWith("registro") ? 403 : 200);
      const admin = await clients.admin.request(section);
      expect(admin.status, section).toBe(200);
      // Signed in: never from the page cache.
      expect(admin.headers.get("Cache-Control")).toContain("no-store");
      await admin.text();
      await moderator.text();
    }
  });

  it("the header links the console for moderators and admins only", async () => {
    const link = 'href="/moderacion"';
    expect(await (await clients.moderator.request("/")).text()).toContain(link);
    expect(await (await clients.admin.request("/")).text()).toContain(link);
    expect(await (await clients.student.request("/")).text()).not.toContain(link);
    expect(await app.html("/")).not.toContain(link);
  });

  it("bad input is a Spanish 4xx, and a decision taken twice is a 409 that changes nothing", async () => {
    const bad = await clients.moderator.post("/moderacion?index", {
      intent: "ocultar",
      norma: "respeto",
      reviewId: "no-es-un-id",
      motivo: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Elemento no válido");
    const noReason = await clients.moderator.post("/moderacion?index", {
      intent: "ocultar",
      norma: "respeto",
      reviewId: await reportedReview(),
      motivo: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Explica por qué ocultas la reseña");
    const reviewId = await reportedReview();
    expect((await clients.moderator.post("/moderacion?index", { intent: "descartar", reviewId })).status).toBe(303);
    const again = await clients.admin.post("/moderacion?index", { intent: "descartar", reviewId });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Otro moderador ya se ha ocupado de esto");
    expect(await auditRows("report.dismiss", reviewId)).toHaveLength(1);
    const days = await clients.moderator.post("/moderacion/usuarios", {
      intent: "suspender",
      norma: "respeto",
      userId: nextSanctionable(),
      dias: "0",
      motivo: "x",
    });
    expect(days.status).toBe(400);
    expect(await days.text()).toContain("Indica los días de suspensión (de 1 a 365)");
    const staff = await clients.moderator.post("/moderacion/usuarios", {
      intent: "advertir",
      norma: "respeto",
      userId: ids.admin,
      motivo: "x",
    });
    expect(staff.status).toBe(403);
    const own = await clients.admin.post("/moderacion/usuarios", { intent: "rol", userId: ids.admin, rol: "student" });
    expect(own.status).toBe(403);
    expect(await own.text()).toContain("No puedes cambiar tu propio rol.");
    const back = await clients.moderator.post("/moderacion?index", {
      intent: "descartar",
      reviewId: await reportedReview(),
      volver: "https://evil.example/moderacion",
    });
    expect(back.headers.get("Location")).toMatch(/^\/moderacion\?aviso=descartado$/);
  });
});

describe("the reports queue", () => {
  it("groups pending reports per review with counts and reasons; hiding takes the review out of its professor's or subject's count and restoring brings it back", async () => {
    const reviewId = await reportedReview();
    const [other] = await query<{ id: string }>(
      sql`SELECT id FROM "user" u WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = ${reviewId} AND r.user_id = u.id) AND u.id <> ${ids.moderator} ORDER BY id LIMIT 1`,
    );
    await app.db.execute(
      sql`INSERT INTO review_reports (review_id, user_id, reason, description) VALUES (${reviewId}, ${other!.id}, 'offensive', 'Falta al respeto.')`,
    );
    await app.pagesChanged();
    // Two reports: more than any other review in the queue, so it is on the first page.
    const page = await (await clients.moderator.request("/moderacion")).text();
    expect(page).toContain("Reseñas reportadas");
    const [target] = await query<{ kind: string; target: string; count: number }>(sql`
      SELECT review_type AS kind, coalesce(professor_id, subject_id) AS target,
        (SELECT review_count FROM professors WHERE id = r.professor_id UNION ALL SELECT review_count FROM subjects WHERE id = r.subject_id) AS count
      FROM reviews r WHERE id = ${reviewId}`);
    expect(page).toContain("2 reportes");
    expect(page).toContain("Lenguaje ofensivo · 2");
    expect(page).toContain("«Falta al respeto.»");

    expect(
      (
        await clients.moderator.post("/moderacion?index", {
          intent: "ocultar",
          norma: "respeto",
          reviewId,
          motivo: "Insultos",
        })
      ).status,
    ).toBe(303);
    const countOf = async () =>
      (
        await query<{ n: number }>(
          target!.kind === "professor"
            ? sql`SELECT review_count AS n FROM professors WHERE id = ${target!.target}`
            : sql`SELECT review_count AS n FROM subjects WHERE id = ${target!.target}`,
        )
      )[0]!.n;
    expect(await countOf()).toBe(target!.count - 1);
    expect(await query(sql`SELECT status FROM review_reports WHERE review_id = ${reviewId}`)).toEqual([
      { status: "actioned" },
      { status: "actioned" },
    ]);
    const hiddenList = await (await clients.moderator.request("/moderacion/contenido?vista=oculto")).text();
    expect(hiddenList).toContain("Insultos");

    expect(
      (await clients.moderator.post("/moderacion/contenido", { intent: "restaurar", kind: "review", id: reviewId }))
        .status,
    ).toBe(303);
    expect(await countOf()).toBe(target!.count);
    expect(
      (await query<{ s: string }>(sql`SELECT moderation_status AS s FROM reviews WHERE id = ${reviewId}`))[0]!.s,
    ).toBe("published");
  });
});

describe("the tab badges", () => {
  it("count at once what is sent: a report, a held comment, a notice of illegal content, an appeal, a professor's claim, a request for a new entry, a subject a student added", async () => {
    const badges = async () => {
      const html = await (await clients.moderator.request("/moderacion")).text();
      return [...html.matchAll(/\(<\/span>([\d.]+)<span class="sr-only"> pendientes?\)/g)].map((match) =>
        Number(match[1]!.replaceAll(".", "")),
      );
    };
    const before = await badges();
    expect(before).toHaveLength(7);
    const [review] = await query<{ id: string; subject_id: string }>(sql`
      SELECT r.id, r.subject_id FROM reviews r WHERE r.moderation_status = 'published' AND r.subject_id IS NOT NULL AND r.user_id IS DISTINCT FROM ${ids.student}
        AND NOT EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id) ORDER BY r.id DESC LIMIT 1`);
    expect((await clients.student.post(`/resenas/${review!.id}/reportar`, { reason: "spam" })).status).toBe(200);
    // A comment the screening holds (an insult).
    expect(
      (
        await clients.student.post(`/resenas/${review!.id}/comentarios`, {
          intent: "comentar",
          comment: "Menudo imbécil, te suspende por gusto.",
        })
      ).status,
    ).toBe(200);
    const [held] = await query<{ id: string }>(
      sql`SELECT id FROM review_comments WHERE review_id = ${review!.id} AND user_id = ${ids.student} AND moderation_status <> 'published'`,
    );
    // Its author appeals the screening's decision.
    const [decision] = await query<{ id: string }>(
      sql`SELECT id FROM moderation_decisions WHERE target_id = ${held!.id}`,
    );
    expect(
      (
        await clients.student.post(`/profile/decisiones/${decision!.id}`, {
          explanation: "Es la web de la asignatura.",
        })
      ).status,
    ).toBe(200);
    const [spain] = await query<{ id: number }>(sql`SELECT id FROM countries WHERE code = 'ES'`);
    const sent = await clients.student.post("/submit", {
      tipo: "universidad",
      nombre: `Universidad Insignia ${Math.random().toString(36).slice(2, 8)}`,
      pais: String(spain!.id),
      ciudad: "Soria",
    });
    expect(sent.status).toBeLessThan(400);
    const [profile] = await query<{ career_id: string }>(
      sql`SELECT career_id FROM user_profiles WHERE id = ${ids.student}`,
    );
    const added = await clients.student.post(`/career/${profile!.career_id}/plan`, {
      intent: "guardar",
      "filas[0].nombre": "Seminario de insignias",
      "filas[0].curso": "1",
      "filas[0].periodo": "1",
    });
    expect(added.status).toBe(303);
    const notice = {
      reason: "privacidad",
      explanation: "Publica el horario de una compañera.",
      name: "Ana",
      email: "ana@example.org",
      goodFaith: "on",
    };
    expect((await new TestClient(app, "198.51.100.77").post(`/denunciar/resena/${review!.id}`, notice)).status).toBe(
      200,
    );
    // A professor's claim, counted once its address is confirmed.
    const professor = (
      await query<{ id: string }>(sql`
      SELECT p.id FROM professors p JOIN universities u ON u.id = p.university_id WHERE u.name = 'Universidad de Alicante' AND p.claimed_by IS NULL ORDER BY p.id LIMIT 1`)
    )[0]!;
    const claimant = `docente.insignia.${Date.now()}@ua.es`;
    const claimed = await new TestClient(app, "198.51.100.78").post(`/profesor/${professor.id}/soy-yo`, {
      firstName: "Inés",
      lastName: "Docente Prueba",
      email: claimant,
      department: "Química",
      password: "secreto1",
      confirmPassword: "secreto1",
    });
    expect(claimed.status).toBe(200);
    await app.db.execute(sql`UPDATE "user" SET email_verified = true WHERE email = ${claimant}`);
    await app.pagesChanged();
    // Held: the comment, and the reported review, which a report flags for a look.
    expect(await badges()).toEqual([
      before[0]! + 1,
      before[1]! + 2,
      before[2]! + 1,
      before[3]! + 1,
      before[4]! + 1,
      before[5]! + 1,
      before[6]! + 1,
    ]);
  });
});

describe("the held-content queue", () => {
  it("pages every kind together, oldest first, 20 a page, with the total", async () => {
    const flag = (table: string, count: number) =>
      app.db.execute(sql`UPDATE ${sql.identifier(table)} SET moderation_status = 'flagged'
        WHERE id IN (SELECT id FROM ${sql.identifier(table)} WHERE moderation_status = 'published' ORDER BY created_at LIMIT ${count}) RETURNING id`);
    const flagged = [
      await flag("reviews", 10),
      await flag("review_comments", 8),
      await flag("university_life_posts", 7),
    ];
    await app.pagesChanged();
    try {
      const expected = await rows<{ id: string }>(
        app,
        sql`SELECT id FROM (
          SELECT id, created_at FROM reviews WHERE moderation_status IN ('pending', 'flagged')
          UNION ALL SELECT id, created_at FROM review_comments WHERE moderation_status IN ('pending', 'flagged')
          UNION ALL SELECT id, created_at FROM university_life_posts WHERE moderation_status IN ('pending', 'flagged')
          UNION ALL SELECT id, created_at FROM university_life_comments WHERE moderation_status IN ('pending', 'flagged')
          UNION ALL SELECT id, created_at FROM blog_post_comments WHERE moderation_status IN ('pending', 'flagged')) queue
        ORDER BY created_at, id`,
      );
      expect(expected.length).toBeGreaterThanOrEqual(25);
      const shown: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 20); page++) {
        const html = await (await clients.moderator.request(`/moderacion/contenido?pagina=${page}`)).text();
        const ids = [...html.matchAll(/id="contenido-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
        expect(ids.length).toBe(Math.min(20, expected.length - shown.length));
        shown.push(...ids);
      }
      expect(shown).toEqual(expected.map((row) => row.id));
    } finally {
      const tables = ["reviews", "review_comments", "university_life_posts"];
      for (const [index, result] of flagged.entries()) {
        const ids = (result.rows as { id: string }[]).map((row) => row.id);
        await app.db.execute(
          sql`UPDATE ${sql.identifier(tables[index]!)} SET moderation_status = 'published' WHERE id IN ${ids}`,
        );
      }
      await app.pagesChanged();
    }
  });
});

describe("requests for new entries", () => {
  it("moderators approving at once create exactly one university", async () => {
    const name = `Universidad Concurrente ${Date.now()}`;
    const id = await pendingSubmission(name);
    const approvers = [clients.moderator, clients.admin, clients.moderator, clients.admin];
    const answers = await Promise.all(
      approvers.map((client) =>
        client.post("/moderacion/propuestas", { intent: "aprobar", submissionId: id, destino: "nueva" }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409, 409]);
    const created = await query<{ id: string }>(sql`SELECT id FROM universities WHERE name = ${name}`);
    expect(created).toHaveLength(1);
    const [stored] = await query<{ status: string; result_entity_id: string }>(
      sql`SELECT status, result_entity_id FROM submissions WHERE id = ${id}`,
    );
    expect(stored).toEqual({ status: "approved", result_entity_id: created[0]!.id });
    expect(await auditRows("submission.approve", id)).toHaveLength(1);
    expect((await app.request(`/universidad/${created[0]!.id}`)).status).toBe(200);

    const profile = await (await clients.student.request("/profile")).text();
    const mine = profile.slice(profile.indexOf("Mis solicitudes"));
    expect(mine).toContain(name);
    expect(mine).toContain("Aprobada");
    expect(mine).toContain(`href="/universidad/${created[0]!.id}"`);
    const [{ email }] = await query<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${ids.student}`);
    const mail = await smtp.waitForMail(email, (candidate) => candidate.subject.includes(name));
    expect(mail.subject).toBe(`Tu propuesta «${name}» ha sido aprobada`);
    expect(mail.text).toContain(`/universidad/${created[0]!.id}`);
  });

  it("linking to an existing entry creates nothing; rejecting keeps nothing but the reason, shown on /profile and e-mailed", async () => {
    const [existing] = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM universities WHERE acronym = 'UA'`,
    );
    const linked = await pendingSubmission(existing!.name.toUpperCase());
    // The entry with the very same name is chosen by default, and creating its twin is refused.
    const queue = unescapeHtml(await (await clients.moderator.request("/moderacion/propuestas")).text());
    const start = queue.indexOf(`id="propuesta-${linked}"`);
    expect(start).toBeGreaterThan(-1);
    const card = queue.slice(start, queue.indexOf("</article>", start));
    const radio = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(card)?.[0] ?? "";
    expect(radio(existing!.id)).toContain("checked");
    expect(radio("nueva")).not.toContain("checked");
    const twin = await clients.moderator.post("/moderacion/propuestas", {
      intent: "aprobar",
      submissionId: linked,
      destino: "nueva",
    });
    expect(twin.status).toBe(409);
    expect(unescapeHtml(await twin.text())).toContain(`Ya existe «${existing!.name}» con ese mismo nombre`);
    const before = (await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities`))[0]!.n;
    expect(
      (
        await clients.moderator.post("/moderacion/propuestas", {
          intent: "aprobar",
          submissionId: linked,
          destino: existing!.id,
        })
      ).status,
    ).toBe(303);
    expect((await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM universities`))[0]!.n).toBe(before);
    expect(
      (
        await query<{ result_entity_id: string }>(sql`SELECT result_entity_id FROM submissions WHERE id = ${linked}`)
      )[0]!.result_entity_id,
    ).toBe(existing!.id);

    const name = `Universidad Rechazada ${Date.now()}`;
    const rejected = await pendingSubmission(name);
    // A reason written as a sentence keeps its one period in the e-mail.
    const reason = "No encontramos ninguna universidad con ese nombre en la guía docente.";
    expect(
      (
        await clients.moderator.post("/moderacion/propuestas", {
          intent: "rechazar",
          submissionId: rejected,
          motivo: reason,
        })
      ).status,
    ).toBe(303);
    expect(await query(sql`SELECT id FROM universities WHERE name = ${name}`)).toEqual([]);
    expect(
      await query(sql`SELECT status, moderator_note, result_entity_id FROM submissions WHERE id = ${rejected}`),
    ).toEqual([{ status: "rejected", moderator_note: reason, result_entity_id: null }]);
    const profile = await (await clients.student.request("/profile")).text();
    expect(profile).toContain("Rechazada");
    expect(profile).toContain(`Motivo: ${reason}`);
    const [{ email }] = await query<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${ids.student}`);
    const mail = await smtp.waitForMail(email, (candidate) => candidate.subject.includes(name));
    expect(mail.text).toContain(`Motivo: ${reason} Para ver tus solicitudes`);
    expect(mail.text).not.toContain("..");
  });

  it("each kind of request shows its places and the existing entries it may duplicate, whatever their accents and case", async () => {
    const [university] = await query<{ id: string; name: string; city: string }>(
      sql`SELECT id, name, city FROM universities WHERE name = 'Universidad de Córdoba'`,
    );
    const [career] = await query<{ id: string; name: string; university_id: string; university: string }>(sql`
      SELECT c.id, c.name, c.university_id, u.name AS university FROM careers c JOIN universities u ON u.id = c.university_id
      WHERE c.is_enabled ORDER BY c.id LIMIT 1`);
    const [professor] = await query<{
      name: string;
      department: string | null;
      career_id: string;
      career: string;
      university: string;
    }>(sql`
      SELECT p.name, p.department, c.id AS career_id, c.name AS career, u.name AS university
      FROM professors p JOIN universities u ON u.id = p.university_id JOIN careers c ON c.university_id = u.id
      WHERE NOT p.is_name_public ORDER BY p.id, c.id LIMIT 1`);
    // Older than anything else in the queue, so all three are on its first page.
    const submitted = await query<{ id: string }>(sql`
      INSERT INTO submissions (user_id, submission_type, university_name, university_country_id, university_city, career_name, career_university_id, professor_name, professor_career_id, created_at)
      VALUES
        (${ids.student}, 'university', 'UNIVERSIDAD DE CORDOBA', (SELECT id FROM countries WHERE code = 'ES'), 'Córdoba', NULL, NULL, NULL, NULL, now() - interval '400 days'),
        (${ids.student}, 'career', NULL, NULL, NULL, ${career!.name.toLowerCase()}, ${career!.university_id}, NULL, NULL, now() - interval '399 days'),
        (${ids.student}, 'professor', NULL, NULL, NULL, NULL, NULL, ${professor!.name.toUpperCase()}, ${professor!.career_id}, now() - interval '398 days')
      RETURNING id`);
    try {
      const page = await (await clients.moderator.request("/moderacion/propuestas")).text();
      const card = (id: string) => {
        const start = page.indexOf(`id="propuesta-${id}"`);
        expect(start, id).toBeGreaterThan(-1);
        return page.slice(start, page.indexOf("</article>", start));
      };
      const [universityCard, careerCard, professorCard] = submitted.map((row) => card(row.id));
      expect(universityCard).toContain("España");
      expect(universityCard).toContain(`Vincular a la entrada existente «${university!.name}» (${university!.city})`);
      expect(careerCard).toContain(career!.university);
      expect(careerCard).toContain(`Vincular a la entrada existente «${career!.name}»`);
      expect(professorCard).toContain(professor!.career);
      expect(professorCard).toContain(professor!.university);
      // The moderator sees a hidden professor's name: it is the one the request may duplicate.
      expect(professorCard).toContain(
        `Vincular a la entrada existente «${professor!.name}»${professor!.department ? ` (${professor!.department})` : ""}`,
      );
    } finally {
      await app.db.execute(sql`DELETE FROM submissions WHERE id IN ${submitted.map((row) => row.id)}`);
    }
  });

  it("the queue shows the demo requests with their details", async () => {
    const page = await (await clients.moderator.request("/moderacion/propuestas")).text();
    expect(page).toContain("Grado en Ciencia de Datos");
    expect(page).toContain("Lucía Ferrandiz Olmedilla");
  });
});

describe("suspensions", () => {
  it("a suspended student reads but every write is refused with a Spanish 403 saying until when; lifting it lets them write again", async () => {
    const [suspended] = await signInStudents(app, sql`u.id = ${nextSanctionable()}`, 1);
    expect(
      (
        await clients.moderator.post("/moderacion/usuarios", {
          intent: "suspender",
          norma: "respeto",
          userId: suspended!.id,
          dias: "7",
          motivo: "Insultos reiterados",
        })
      ).status,
    ).toBe(303);
    const [{ until }] = await query<{ until: Date }>(
      sql`SELECT suspended_until AS until FROM "user" WHERE id = ${suspended!.id}`,
    );
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await query(sql`SELECT kind, reason FROM user_sanctions WHERE user_id = ${suspended!.id}`)).toEqual([
      { kind: "suspension", reason: "Insultos reiterados" },
    ]);
    const [{ email }] = await query<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${suspended!.id}`);
    expect((await smtp.waitForMail(email)).subject).toBe("Tu cuenta de UniOpina está suspendida");

    const [review] = await query<{ id: string }>(
      sql`SELECT id FROM reviews WHERE user_id <> ${suspended!.id} AND moderation_status = 'published' ORDER BY id LIMIT 1`,
    );
    const [post] = await query<{ id: string }>(
      sql`SELECT id FROM university_life_posts WHERE is_published AND user_id <> ${suspended!.id} ORDER BY id LIMIT 1`,
    );
    const writes: [string, Record<string, string>][] = [
      [`/resenas/${review!.id}/reportar`, { reason: "spam" }],
      [`/resenas/${review!.id}/comentarios`, { intent: "comentar", comment: "Hola" }],
      [`/vida-universitaria/post/${post!.id}`, { intent: "comentar", comment: "Hola" }],
      ["/submit", { tipo: "universidad", nombre: "Universidad Suspendida", pais: "1", ciudad: "Soria" }],
    ];
    for (const [target, fields] of writes) {
      const response = await suspended!.client.post(target, fields);
      expect(response.status, target).toBe(403);
      expect(await response.text(), target).toContain("Tu cuenta está suspendida hasta el");
    }
    expect((await suspended!.client.request("/profile")).status).toBe(200);

    expect(
      (await clients.moderator.post("/moderacion/usuarios", { intent: "levantar", userId: suspended!.id })).status,
    ).toBe(303);
    const report = await suspended!.client.post(`/resenas/${review!.id}/reportar`, { reason: "spam" });
    expect(await report.text()).not.toContain("Tu cuenta está suspendida");
  });
});

describe("finding accounts", () => {
  it("lists each match with its own latest sanctions, newest first; % and _ in the search are letters", async () => {
    const [warnedTwice, warnedOnce] = [nextSanctionable(), nextSanctionable()];
    for (const [userId, motivo] of [
      [warnedTwice, "Primer aviso"],
      [warnedOnce, "Aviso a la otra cuenta"],
      [warnedTwice, "Segundo aviso"],
    ] as const) {
      expect(
        (await clients.moderator.post("/moderacion/usuarios", { intent: "advertir", norma: "respeto", userId, motivo }))
          .status,
      ).toBe(303);
    }
    const cardOf = async (userId: string) => {
      const [{ email }] = await query<{ email: string }>(sql`SELECT email FROM "user" WHERE id = ${userId}`);
      const page = await (
        await clients.moderator.request(`/moderacion/usuarios?correo=${encodeURIComponent(email)}`)
      ).text();
      return page.slice(page.indexOf(email), page.indexOf("</article>", page.indexOf(email)));
    };
    const twice = await cardOf(warnedTwice);
    expect(twice).toContain("Primer aviso");
    expect(twice.indexOf("Segundo aviso")).toBeLessThan(twice.indexOf("Primer aviso"));
    expect(twice).not.toContain("Aviso a la otra cuenta");
    const once = await cardOf(warnedOnce);
    expect(once).toContain("Aviso a la otra cuenta");
    expect(once).not.toContain("Primer aviso");
    const wildcards = await (
      await clients.moderator.request(`/moderacion/usuarios?correo=${encodeURIComponent("%_%")}`)
    ).text();
    expect(wildcards).toContain("Ninguna cuenta coincide con ese correo.");
  });
});

describe("the anonymous page cache", () => {
  it("a warning keeps visitors' cached pages (no public page shows it); hiding a review makes them stale", async () => {
    await app.html("/ranking");
    expect((await app.request("/ranking")).headers.get("X-Cache")).toBe("hit");
    expect(
      (
        await clients.moderator.post("/moderacion/usuarios", {
          intent: "advertir",
          norma: "respeto",
          userId: nextSanctionable(),
          motivo: "Aviso",
        })
      ).status,
    ).toBe(303);
    expect((await app.request("/ranking")).headers.get("X-Cache")).toBe("hit");
    expect(
      (
        await clients.moderator.post("/moderacion?index", {
          intent: "ocultar",
          norma: "respeto",
          reviewId: await reportedReview(),
          motivo: "Insultos",
        })
      ).status,
    ).toBe(303);
    expect((await app.request("/ranking")).headers.get("X-Cache")).not.toBe("hit");
  });
});

describe("professors' names", () => {
  it("hiding a professor's name shows 'Profesor Anónimo' on their page at once, and showing it brings the name back", async () => {
    const [professor] = await query<{ id: string; name: string }>(
      sql`SELECT id, name FROM professors WHERE is_name_public AND review_count > 0 ORDER BY id LIMIT 1`,
    );
    const page = `/profesor/${professor!.id}`;
    expect(await app.html(page)).toContain(professor!.name);
    expect((await app.request(page)).headers.get("X-Cache")).toBe("hit");
    expect(
      (
        await clients.moderator.post("/moderacion/profesores", {
          intent: "nombre",
          professorId: professor!.id,
          publico: "no",
          motivo: "Lo pidió el profesor",
        })
      ).status,
    ).toBe(303);
    const hidden = await app.html(page);
    expect(hidden).not.toContain(professor!.name);
    expect(hidden).toContain("Profesor Anónimo");
    const found = await (
      await clients.moderator.request(`/moderacion/profesores?q=${encodeURIComponent(professor!.name.slice(0, 12))}`)
    ).text();
    expect(found).toContain(professor!.name);
    expect(
      (
        await clients.moderator.post("/moderacion/profesores", {
          intent: "nombre",
          professorId: professor!.id,
          publico: "si",
        })
      ).status,
    ).toBe(303);
    expect(await app.html(page)).toContain(professor!.name);
  });

  it("lists the contact messages of type 'professor' with a link to find the professor", async () => {
    await app.db.execute(
      sql`INSERT INTO contact_messages (name, email, type, subject, message) VALUES ('Ana Profesora', 'ana@ua.es', 'professor', 'Ocultar mi nombre', 'Por favor, ocultad mi nombre.')`,
    );
    const page = await (await clients.moderator.request("/moderacion/profesores")).text();
    expect(page).toContain("Por favor, ocultad mi nombre.");
    expect(page).toContain(`href="/moderacion/profesores?q=Ocultar%20mi%20nombre"`);
  });
});

describe("the audit log", () => {
  it("the demo admin opens it, the demo moderator is told it is for admins; the demo data already has entries", async () => {
    const demoAdmin = new TestClient(app, "198.18.0.3");
    expect((await demoAdmin.signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).status).toBe(302);
    const log = await demoAdmin.request("/moderacion/registro");
    expect(log.status).toBe(200);
    const page = unescapeHtml(await log.text());
    expect(page).toContain("Propuesta «Universidad de Valencia»");
    expect(page).toContain("Universidad «Universidad de Valencia»");
    expect(page).toContain("Usuario advertido");
    expect((await clients.moderator.request("/moderacion/registro")).status).toBe(403);
  });

  it("shows each target by name with a link, the details in Spanish and the dates in es-ES", async () => {
    const [target] = await query<{ id: string; name: string; email: string }>(
      sql`SELECT id, name, email FROM "user" WHERE id = ${sanctionable.at(-1)!}`,
    );
    expect(
      (
        await clients.admin.post("/moderacion/usuarios", {
          intent: "suspender",
          norma: "respeto",
          userId: target!.id,
          dias: "2",
          motivo: "Insultos en comentarios",
        })
      ).status,
    ).toBeLessThan(400);
    expect(
      (await clients.admin.post("/moderacion/usuarios", { intent: "rol", userId: target!.id, rol: "moderator" }))
        .status,
    ).toBeLessThan(400);
    const [professor] = await query<{ id: string; name: string; public: boolean }>(
      sql`SELECT id, name, is_name_public AS public FROM professors ORDER BY id LIMIT 1`,
    );
    expect(
      (
        await clients.admin.post("/moderacion/profesores", {
          intent: "nombre",
          professorId: professor!.id,
          publico: professor!.public ? "no" : "si",
        })
      ).status,
    ).toBeLessThan(400);
    const hidden = await reportedReview();
    expect(
      (
        await clients.admin.post("/moderacion?index", {
          intent: "ocultar",
          norma: "respeto",
          reviewId: hidden,
          motivo: "Ataque personal.",
        })
      ).status,
    ).toBeLessThan(400);
    const [{ until }] = await query<{ until: Date }>(
      sql`SELECT suspended_until AS until FROM "user" WHERE id = ${target!.id}`,
    );

    const page = unescapeHtml(await (await clients.admin.request("/moderacion/registro")).text());
    const userLink = `href="/moderacion/usuarios?correo=${encodeURIComponent(target!.email)}"`;
    expect(page).toContain(userLink);
    expect(page).toContain(`${target!.name} (${target!.email})`);
    expect(page).toContain(`2 días · hasta el ${formatLongDateTime(until)}`);
    expect(page).toContain("De Estudiante a Moderador");
    expect(page).toContain(`href="/profesor/${professor!.id}"`);
    expect(page).toContain(professor!.public ? "Nombre oculto (Profesor anónimo)" : "Nombre público");
    expect(page).toContain(`href="/resenas/${hidden}/comentarios"`);
    expect(page).toMatch(/De «(Publicado|Marcado para revisión)» a «Oculto»/);
    // Nothing raw: no English keys, no ISO dates, no bare ids.
    for (const raw of [
      "until:",
      "from:",
      "to:",
      "isNamePublic",
      "reports:",
      "T00:",
      "Z<",
      `>user ${target!.id}`,
      `>review ${hidden}`,
    ])
      expect(page).not.toContain(raw);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it("admins read it newest first and filter it by action", async () => {
    const all = await (await clients.admin.request("/moderacion/registro")).text();
    expect(all).toContain("Registro de moderación");
    expect(all).toContain(DEMO_MODERATOR_EMAIL);
    const suspensions = await (await clients.admin.request("/moderacion/registro?accion=user.suspend")).text();
    expect(suspensions).toContain("Usuario suspendido");
    expect(suspensions).not.toContain("Propuesta aprobada</td>");
  });
});

describe("npm run user:promote", () => {
  function promote(env: Record<string, string>, ...args: string[]): Promise<{ code: number; output: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "scripts/promote-user.ts", ...args],
        { env: { ...process.env, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
      );
    });
  }

  it("gives a role to an account, and refuses unknown roles and e-mails", async () => {
    const copy = await copyTemplateForServerProcess();
    const dir = copy ? null : mkdtempSync(path.join(tmpdir(), "uniopina-promote-"));
    if (dir) cpSync(inject("templateDataDir")!, dir, { recursive: true });
    const env = copy ? { DATABASE_URL: copy.url, DATA_DIR: "" } : { DATABASE_URL: "", DATA_DIR: dir! };
    try {
      // A student of the demo data, which the copy holds (the accounts this file made are not in it).
      const [{ email }] = await query<{ email: string }>(
        sql`SELECT email FROM "user" WHERE role = 'student' AND created_at < now() - interval '1 day' ORDER BY id LIMIT 1`,
      );
      expect(await promote(env, email, "admin")).toMatchObject({
        code: 0,
        output: expect.stringContaining(`${email}: Estudiante → Administrador`),
      });
      expect(await promote(env, email.toUpperCase(), "moderator")).toMatchObject({
        code: 0,
        output: expect.stringContaining("Administrador → Moderador"),
      });
      expect(await promote(env, email, "superusuario")).toMatchObject({
        code: 1,
        output: expect.stringContaining("Rol desconocido «superusuario». Los roles son: student, moderator, admin."),
      });
      expect(await promote(env, "nadie@ninguna-parte.es", "admin")).toMatchObject({
        code: 1,
        output: expect.stringContaining("No hay ninguna cuenta con el correo nadie@ninguna-parte.es."),
      });
      expect(await promote(env)).toMatchObject({
        code: 1,
        output: expect.stringContaining("Uso: npm run user:promote -- <correo> <student|moderator|admin>"),
      });
    } finally {
      await copy?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });
});
