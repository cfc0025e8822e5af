/**
 * The catalogue's moderation writes sent six times at once through HTTP — a moderator or a student
 * who double-clicks, or has the page open in several tabs — end as one request would: one merge
 * (rows moved once, one old address, stored figures equal rows), one rename, one confirmation, one
 * deletion with one warning for its student (three in 90 days cost the right to add) — a career a
 * student added with its subjects too — one link and
 * one unlink, one notice per student and entry, one notice handled. The others are told in Spanish
 * that it is done (a 4xx), never a 500. Two moderators merging two twins into each other at the
 * same moment end with one of them, without a deadlock.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { catalogReportHref } from "~/lib/catalog-report-links";
import { CATALOG_REPORT_MESSAGES } from "~/lib/catalog-reports";
import { planFieldName } from "~/lib/plan-form";
import { MERGE_MESSAGES, type MergeKind } from "~/server/moderation/catalog-merge.server";
import { REMOVAL_MESSAGES } from "~/server/moderation/catalog-removal.server";
import { RENAME_MESSAGES } from "~/server/moderation/catalog-rename.server";
import { TEACHING_LINK_MESSAGES } from "~/server/moderation/teaching-links.server";

import { useTestApp } from "./support/app";
import type { TestClient } from "./support/client";
import { counterDrift, NO_DRIFT } from "./support/counters";
import { unescapeHtml } from "./support/html";
import { REVIEW_COURSE } from "./support/reviews";
import { type NewStudent, signInNewStaff, signInNewStudent, signInNewStudents } from "./support/students";

const { app, query, one } = useTestApp();

const QUEUE = "/moderacion/anadidos";
const PROFESSORS_PAGE = "/moderacion/profesores";
const TIMES = 6;
/** What the console answers a moderator whose click finds the notice handled already. */
const ALREADY_HANDLED = "Otro moderador ya se ha ocupado de esto";

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

/** Sends every request at once and reads each answer. */
async function allAtOnce(requests: (() => Promise<Response>)[]): Promise<Answer[]> {
  const responses = await Promise.all(requests.map((send) => send()));
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      location: response.headers.get("Location"),
      text: unescapeHtml(await response.text()),
    })),
  );
}

/** The same request `TIMES` times at once. */
const sameAtOnce = (send: () => Promise<Response>) => allAtOnce(Array.from({ length: TIMES }, () => send));

/** One answer did it (a 303 to `location`); every other one is `status` with the Spanish `message`. */
function expectDoneOnce(answers: Answer[], location: string, status: number, message: string) {
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(answers.filter((answer) => answer.status === 303).map((answer) => answer.location)).toEqual([location]);
  const others = answers.filter((answer) => answer.status !== 303);
  expect(others.map((answer) => answer.status)).toEqual(Array(answers.length - 1).fill(status));
  for (const answer of others) expect(answer.text).toContain(message);
}

const auditCount = async (action: string, targetId: string) =>
  (
    await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM moderation_audit_log WHERE action = ${action} AND target_id = ${targetId}`,
    )
  ).n;

let careersTaken = 0;
/**
 * A career without a plan where a student added «name» (the entry added, to merge or delete) and
 * the register has «keptName»: both subjects, and the student who added it.
 */
async function twinSubjects(name: string, keptName: string) {
  const career = await one<{ id: string }>(sql`
    SELECT c.id FROM careers c JOIN universities u ON u.id = c.university_id
    WHERE c.is_enabled AND u.is_enabled AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.career_id = c.id)
      AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = c.university_id)
    ORDER BY c.id DESC OFFSET ${careersTaken++} LIMIT 1`);
  const adder = await signInNewStudent(app, { careerId: career.id });
  expect((await addToPlan(adder.client, career.id, [name])).status).toBe(303);
  const gone = await one<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${career.id}`);
  const kept = await one<{ id: string }>(
    sql`INSERT INTO subjects (name, career_id, course_year, semester, credits) VALUES (${keptName}, ${career.id}, 2, 1, 6) RETURNING id`,
  );
  await app.pagesChanged();
  return { careerId: career.id, goneId: gone.id, keptId: kept.id, adder };
}

/** A student adds subjects to their career's plan through the plan form. */
function addToPlan(client: TestClient, careerId: string, names: string[]) {
  const fields: Record<string, string> = { intent: "guardar" };
  names.forEach((name, index) => {
    fields[planFieldName(index, "nombre")] = name;
    fields[planFieldName(index, "curso")] = "2";
    fields[planFieldName(index, "periodo")] = "1";
  });
  return client.post(`/career/${careerId}/plan`, fields);
}

const review = (student: NewStudent, page: string, rating: string, comment: string) =>
  student.client
    .post(page, { intent: "crear", academicYear: REVIEW_COURSE, rating, comment })
    .then((response) => expect(response.status).toBeLessThan(400));
const like = (student: NewStudent, page: string, reviewId: string) =>
  student.client
    .post(page, { intent: "me-gusta", reviewId, liked: "true" })
    .then((response) => expect(response.status).toBeLessThan(400));

/** Two twins of one kind, both reviewed, and what a merge of them keeps. */
interface Twins {
  kind: MergeKind;
  goneId: string;
  keptId: string;
  /** The review column of the entries merged (the subjects', for careers). */
  column: "subject_id" | "professor_id";
  /** Everyone who reviewed either entry: after the merge, one review each on the one kept. */
  reviewers: string[];
}

/** Two subjects of one career, reviewed by three students (one of them reviewed both), one review liked. */
async function subjectTwins(name: string, keptName: string): Promise<Twins> {
  const { careerId, goneId, keptId } = await twinSubjects(name, keptName);
  const [ana, bea, carla] = await signInNewStudents(app, 3, { careerId });
  await review(ana!, `/subject/${keptId}`, "2", "La primera vez que la cursé fue difícil.");
  await app.db.execute(sql`UPDATE reviews SET created_at = now() - interval '1 day' WHERE user_id = ${ana!.id}`);
  await review(ana!, `/subject/${goneId}`, "5", "Clases claras y exámenes justos.");
  await review(bea!, `/subject/${goneId}`, "4", "Prácticas útiles y bien explicadas.");
  await review(carla!, `/subject/${keptId}`, "3", "Temario amplio pero bien organizado.");
  const beaReview = await one<{ id: string }>(sql`SELECT id FROM reviews WHERE user_id = ${bea!.id}`);
  await like(carla!, `/subject/${goneId}`, beaReview.id);
  return { kind: "subject", goneId, keptId, column: "subject_id", reviewers: [ana!.id, bea!.id, carla!.id] };
}

/** A professor a student added and the university's entry for the same person, each teaching a subject, reviewed as above. */
async function professorTwins(name: string, keptName: string): Promise<Twins> {
  const {
    careerId,
    goneId: subjectId,
    keptId: otherSubjectId,
    adder,
  } = await twinSubjects(`Asignatura de ${name}`, `Otra asignatura de ${name}`);
  expect((await adder.client.post(`/subject/${subjectId}/profesores`, { nombre: name })).status).toBe(303);
  const gone = await one<{ id: string }>(
    sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${subjectId}`,
  );
  const kept = await one<{ id: string }>(sql`
    INSERT INTO professors (name, university_id, is_name_public) SELECT ${keptName}, university_id, true FROM careers WHERE id = ${careerId} RETURNING id`);
  await app.db.execute(
    sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${otherSubjectId}, ${kept.id})`,
  );
  await app.pagesChanged();
  const [rosa, luis, marta] = await signInNewStudents(app, 3, { careerId });
  await review(rosa!, `/profesor/${kept.id}`, "2", "Explica deprisa y cuesta seguirle en clase.");
  await app.db.execute(sql`UPDATE reviews SET created_at = now() - interval '1 day' WHERE user_id = ${rosa!.id}`);
  await review(rosa!, `/profesor/${gone.id}`, "5", "Explica con ejemplos y atiende en tutorías.");
  await review(luis!, `/profesor/${gone.id}`, "4", "Resuelve dudas con paciencia.");
  await review(marta!, `/profesor/${kept.id}`, "3", "Prepara bien las clases y los apuntes.");
  return {
    kind: "professor",
    goneId: gone.id,
    keptId: kept.id,
    column: "professor_id",
    reviewers: [rosa!.id, luis!.id, marta!.id],
  };
}

let universitiesTaken = 0;
/**
 * Two careers of one university, one a student added: each with «Ecología» (twins, merged with
 * them) and a subject of its own, reviewed by students of both careers.
 */
async function careerTwins(name: string, keptName: string): Promise<Twins> {
  const university = await one<{ id: string }>(sql`
    SELECT u.id FROM universities u WHERE u.is_enabled AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = u.id)
    ORDER BY u.id OFFSET ${universitiesTaken++} LIMIT 1`);
  const career = async (careerName: string, addedByStudent: boolean, subjects: string[]) => {
    const { id } = await one<{ id: string }>(sql`
      INSERT INTO careers (name, university_id, added_by_student) VALUES (${careerName}, ${university.id}, ${addedByStudent}) RETURNING id`);
    for (const subject of subjects)
      await app.db.execute(
        sql`INSERT INTO subjects (name, career_id, course_year, semester) VALUES (${subject}, ${id}, 1, 1)`,
      );
    return id;
  };
  const goneId = await career(name, true, ["Ecología", "Genética"]);
  const keptId = await career(keptName, false, ["Ecología", "Química General"]);
  await app.pagesChanged();
  const subjectOf = (careerId: string, subject: string) =>
    one<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${careerId} AND name = ${subject}`);
  const [ana, bea] = await signInNewStudents(app, 2, { careerId: goneId });
  const [carla] = await signInNewStudents(app, 1, { careerId: keptId });
  await review(
    ana!,
    `/subject/${(await subjectOf(goneId, "Ecología")).id}`,
    "5",
    "Salidas al campo muy bien preparadas.",
  );
  await review(
    bea!,
    `/subject/${(await subjectOf(goneId, "Genética")).id}`,
    "4",
    "Problemas difíciles pero bien resueltos en clase.",
  );
  await review(carla!, `/subject/${(await subjectOf(keptId, "Ecología")).id}`, "3", "Mucha teoría y pocas prácticas.");
  const anaReview = await one<{ id: string; subject_id: string }>(
    sql`SELECT id, subject_id FROM reviews WHERE user_id = ${ana!.id}`,
  );
  await like(bea!, `/subject/${anaReview.subject_id}`, anaReview.id);
  return { kind: "career", goneId, keptId, column: "subject_id", reviewers: [ana!.id, bea!.id, carla!.id] };
}

/** The merge of `twins.goneId` into `keptId` happened once: rows moved, one old address, one audit row, figures equal rows. */
async function expectMergedOnce(twins: Twins, goneId: string, keptId: string, actorId: string) {
  const table = sql.raw({ subject: "subjects", professor: "professors", career: "careers" }[twins.kind]);
  expect(await query(sql`SELECT id FROM ${table} WHERE id IN (${goneId}, ${keptId})`)).toEqual([{ id: keptId }]);
  expect(await query(sql`SELECT kind, kept_id FROM merged_entries WHERE old_id IN (${goneId}, ${keptId})`)).toEqual([
    { kind: twins.kind, kept_id: keptId },
  ]);
  expect(
    await query(
      sql`SELECT actor_id FROM moderation_audit_log WHERE action = 'catalog.merge' AND target_id IN (${goneId}, ${keptId})`,
    ),
  ).toEqual([{ actor_id: actorId }]);
  const reviewsOf =
    twins.kind === "career"
      ? sql`SELECT r.user_id FROM reviews r JOIN subjects s ON s.id = r.subject_id WHERE s.career_id = ${keptId}`
      : sql`SELECT user_id FROM reviews WHERE ${sql.raw(twins.column)} = ${keptId}`;
  const kept = await query<{ user_id: string }>(reviewsOf);
  expect(kept.map((row) => row.user_id).sort()).toEqual([...twins.reviewers].sort());
  expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
}

describe("six identical merges at once", () => {
  it.each([
    ["subject", () => subjectTwins("Historia Contemporánea", "Historia Contemporánea I")],
    ["professor", () => professorTwins("Beatriz Soler Camps", "Beatriz Soler")],
    ["career", () => careerTwins("Biología Marina", "Grado en Biología Marina")],
  ] as const)(
    "merge the %s once: rows moved once, one old address, figures equal rows; the rest are told it is gone",
    async (_, build) => {
      const twins = await build();
      const moderator = await signInNewStaff(app, "moderator");
      const answers = await sameAtOnce(() =>
        moderator.client.post(QUEUE, { intent: "fusionar", tipo: twins.kind, id: twins.goneId, con: twins.keptId }),
      );
      expectDoneOnce(answers, `${QUEUE}?aviso=fusionada`, 404, MERGE_MESSAGES.gone);
      await expectMergedOnce(twins, twins.goneId, twins.keptId, moderator.id);
      if (twins.kind === "subject") {
        expect(
          await one(
            sql`SELECT likes_count FROM reviews r WHERE subject_id = ${twins.keptId} AND EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id)`,
          ),
        ).toEqual({
          likes_count: 1,
        });
      }
      if (twins.kind === "professor") {
        expect(await query(sql`SELECT 1 FROM subject_professors WHERE professor_id = ${twins.keptId}`)).toHaveLength(2);
      }
      if (twins.kind === "career") {
        // One «Ecología» (merged with its twin, its old address kept too), «Genética» moved, «Química General»; the students (each a reviewer) moved with it.
        expect(
          (
            await query<{ name: string }>(
              sql`SELECT name FROM subjects WHERE career_id = ${twins.keptId} ORDER BY name`,
            )
          ).map((row) => row.name),
        ).toEqual(["Ecología", "Genética", "Química General"]);
        expect(
          await one(
            sql`SELECT count(*)::int AS n FROM merged_entries WHERE kind = 'subject' AND kept_id IN (SELECT id FROM subjects WHERE career_id = ${twins.keptId})`,
          ),
        ).toEqual({
          n: 1,
        });
        expect(
          await query(
            sql`SELECT 1 FROM user_profiles WHERE id IN (${sql.join(
              twins.reviewers.map((id) => sql`${id}`),
              sql`, `,
            )}) AND career_id = ${twins.keptId}`,
          ),
        ).toHaveLength(3);
      }
    },
  );
});

describe("two moderators merging two twins into each other at the same moment", () => {
  it.each([
    ["subjects", () => subjectTwins("Arqueología", "Arqueología General")],
    ["professors", () => professorTwins("Ramón Vidal Pons", "Ramón Vidal")],
    ["careers", () => careerTwins("Ciencias del Mar", "Grado en Ciencias del Mar")],
  ] as const)("%s: one survives with every review, no deadlock, figures equal rows", async (_, build) => {
    const twins = await build();
    const [first, second] = await Promise.all([signInNewStaff(app, "moderator"), signInNewStaff(app, "moderator")]);
    // Each of them clicks three times: A into B from one, B into A from the other, interleaved.
    const answers = await allAtOnce(
      Array.from({ length: TIMES }, (_, index) =>
        index % 2 === 0
          ? () =>
              first!.client.post(QUEUE, { intent: "fusionar", tipo: twins.kind, id: twins.goneId, con: twins.keptId })
          : () =>
              second!.client.post(QUEUE, { intent: "fusionar", tipo: twins.kind, id: twins.keptId, con: twins.goneId }),
      ),
    );
    expectDoneOnce(answers, `${QUEUE}?aviso=fusionada`, 404, MERGE_MESSAGES.gone);
    const firstWon = answers.findIndex((answer) => answer.status === 303) % 2 === 0;
    const [goneId, keptId] = firstWon ? [twins.goneId, twins.keptId] : [twins.keptId, twins.goneId];
    await expectMergedOnce(twins, goneId, keptId, firstWon ? first!.id : second!.id);
  });
});

describe("six identical renames and confirmations at once", () => {
  /** A career and a professor students added, not confirmed yet. */
  async function additions() {
    const { careerId, goneId: subjectId, adder } = await twinSubjects("Dibujo Técnico", "Dibujo Técnico I");
    expect((await adder.client.post(`/subject/${subjectId}/profesores`, { nombre: "Jordi Martí Sala" })).status).toBe(
      303,
    );
    const professor = await one<{ id: string }>(
      sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${subjectId}`,
    );
    const career = await one<{ id: string }>(sql`
      INSERT INTO careers (name, university_id, added_by_student, added_by) SELECT 'Grado en Diseño de Interiorez', university_id, true, ${adder.id} FROM careers WHERE id = ${careerId}
      RETURNING id`);
    await app.pagesChanged();
    return { career: career.id, professor: professor.id };
  }

  it("renames once: one audit row, the rest told it already has that name", async () => {
    const { career, professor } = await additions();
    const moderator = await signInNewStaff(app, "moderator");
    for (const [kind, id, name] of [
      ["career", career, "Grado en Diseño de Interiores"],
      ["professor", professor, "Jordi Martí i Sala"],
    ] as const) {
      const answers = await sameAtOnce(() =>
        moderator.client.post(QUEUE, { intent: "renombrar", tipo: kind, id, nombre: name }),
      );
      expectDoneOnce(answers, `${QUEUE}?aviso=renombrada`, 400, RENAME_MESSAGES.unchanged);
      expect(
        await one(sql`SELECT name FROM ${sql.raw(kind === "career" ? "careers" : "professors")} WHERE id = ${id}`),
      ).toEqual({ name });
      expect(await auditCount("catalog.rename", id)).toBe(1);
    }
  });

  it("confirms once: confirmed when the one audit row says, by its moderator; the rest told it is confirmed", async () => {
    const { career, professor } = await additions();
    const moderator = await signInNewStaff(app, "moderator");
    for (const [kind, id, notice] of [
      ["career", career, "carrera-confirmada"],
      ["professor", professor, "profesor-confirmado"],
    ] as const) {
      const answers = await sameAtOnce(() => moderator.client.post(QUEUE, { intent: "confirmar", tipo: kind, id }));
      expectDoneOnce(answers, `${QUEUE}?aviso=${notice}`, 409, RENAME_MESSAGES.confirmed[kind]);
      expect(await auditCount("catalog.confirm", id)).toBe(1);
      // Written once: the moment it was confirmed is the one its audit row records (both are the transaction's).
      expect(
        await one(sql`
          SELECT e.confirmed_by, e.confirmed_at = l.created_at AS "sameMoment" FROM ${sql.raw(kind === "career" ? "careers" : "professors")} e
          JOIN moderation_audit_log l ON l.target_id = e.id::text AND l.action = 'catalog.confirm' WHERE e.id = ${id}`),
      ).toEqual({ confirmed_by: moderator.id, sameMoment: true });
    }
  });
});

describe("six identical deletions at once", () => {
  it("deletes a subject and a professor once each: one warning each for their student, who keeps the right to add", async () => {
    const { careerId, goneId: subjectId, keptId, adder } = await twinSubjects("Asignatura Fantasma", "Taller de Cine");
    expect((await adder.client.post(`/subject/${keptId}/profesores`, { nombre: "Ingrid Fantasma Roca" })).status).toBe(
      303,
    );
    const professor = await one<{ id: string }>(
      sql`SELECT professor_id AS id FROM subject_professors WHERE subject_id = ${keptId}`,
    );
    const moderator = await signInNewStaff(app, "moderator");
    for (const [kind, id] of [
      ["subject", subjectId],
      ["professor", professor.id],
    ] as const) {
      const answers = await sameAtOnce(() =>
        moderator.client.post(QUEUE, {
          intent: "eliminar",
          tipo: kind,
          id,
          norma: "experiencia",
          motivo: "No existe en el plan de estudios de esta carrera.",
        }),
      );
      expectDoneOnce(answers, `${QUEUE}?aviso=eliminada`, 404, REMOVAL_MESSAGES.gone);
      expect(
        await query(sql`SELECT 1 FROM ${sql.raw(kind === "subject" ? "subjects" : "professors")} WHERE id = ${id}`),
      ).toHaveLength(0);
    }
    // Two deletions, two warnings: twelve would have cost the right to add (three in 90 days).
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM moderation_decisions WHERE user_id = ${adder.id} AND restriction = 'warning'`,
      ),
    ).toEqual({ n: 2 });
    expect(await auditCount("catalog.delete", adder.id)).toBe(2);
    expect((await addToPlan(adder.client, careerId, ["Historia del Cine"])).status).toBe(303);
  });
});

describe("six identical deletions of a career at once", () => {
  it("deletes the career a student added once, with its subjects: one warning, one audit row; the rest are told it is gone", async () => {
    const university = await one<{ id: string }>(sql`
      SELECT u.id FROM universities u WHERE u.is_enabled AND EXISTS (SELECT 1 FROM email_domains d WHERE d.university_id = u.id)
      ORDER BY u.id DESC OFFSET ${universitiesTaken++} LIMIT 1`);
    const { id: careerId } = await one<{ id: string }>(sql`
      INSERT INTO careers (name, university_id, added_by_student) VALUES ('Grado en Carrera Fantasma', ${university.id}, true) RETURNING id`);
    const adder = await signInNewStudent(app, { careerId });
    await app.db.execute(sql`UPDATE careers SET added_by = ${adder.id} WHERE id = ${careerId}`);
    expect((await addToPlan(adder.client, careerId, ["Asignatura Fantasma"])).status).toBe(303);
    const { id: subjectId } = await one<{ id: string }>(sql`SELECT id FROM subjects WHERE career_id = ${careerId}`);
    const moderator = await signInNewStaff(app, "moderator");
    const answers = await sameAtOnce(() =>
      moderator.client.post(QUEUE, {
        intent: "eliminar-carrera",
        id: careerId,
        norma: "experiencia",
        motivo: "No existe en esta universidad.",
      }),
    );
    expectDoneOnce(answers, `${QUEUE}?aviso=carrera-eliminada`, 404, REMOVAL_MESSAGES.gone);
    expect(await query(sql`SELECT 1 FROM careers WHERE id = ${careerId}`)).toHaveLength(0);
    expect(await query(sql`SELECT 1 FROM subjects WHERE id = ${subjectId} OR career_id = ${careerId}`)).toHaveLength(0);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM moderation_decisions WHERE user_id = ${adder.id} AND restriction = 'warning'`,
      ),
    ).toEqual({ n: 1 });
    expect(await auditCount("catalog.delete", adder.id)).toBe(1);
    expect(await one(sql`SELECT career_id FROM user_profiles WHERE id = ${adder.id}`)).toEqual({ career_id: null });
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("six identical links and unlinks at once", () => {
  it("links a professor and a subject once, unlinks once, and the subject's grades per professor equal rows", async () => {
    const subject = await one<{ id: string; university_id: string }>(sql`
      SELECT s.id, c.university_id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE s.review_count > 0 ORDER BY s.review_count DESC, s.id LIMIT 1`);
    const professor = await one<{ id: string }>(sql`
      INSERT INTO professors (name, university_id, is_name_public) VALUES ('Marina Castells Roig', ${subject.university_id}, true) RETURNING id`);
    await app.pagesChanged();
    const moderator = await signInNewStaff(app, "moderator");
    const send = (intent: "vincular" | "desvincular") => () =>
      moderator.client.post(PROFESSORS_PAGE, {
        intent,
        professorId: professor.id,
        asignatura: `/subject/${subject.id}`,
      });
    const links = () => query(sql`SELECT subject_id FROM subject_professors WHERE professor_id = ${professor.id}`);

    expectDoneOnce(
      await sameAtOnce(send("vincular")),
      `${PROFESSORS_PAGE}?aviso=vinculado`,
      409,
      TEACHING_LINK_MESSAGES.linked,
    );
    expect(await links()).toEqual([{ subject_id: subject.id }]);
    expect(await auditCount("catalog.link", professor.id)).toBe(1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);

    expectDoneOnce(
      await sameAtOnce(send("desvincular")),
      `${PROFESSORS_PAGE}?aviso=desvinculado`,
      409,
      TEACHING_LINK_MESSAGES.notLinked,
    );
    expect(await links()).toEqual([]);
    expect(await auditCount("catalog.unlink", professor.id)).toBe(1);
    expect(await counterDrift(app.db)).toEqual(NO_DRIFT);
  });
});

describe("notices about an entry sent and handled six times at once", () => {
  it("stores one notice per student and entry, and handles one once", async () => {
    const subject = await one<{ id: string }>(sql`SELECT id FROM subjects ORDER BY id OFFSET 11 LIMIT 1`);
    const path = catalogReportHref("subject", subject.id);
    const students = await signInNewStudents(app, 3);
    const answers = await allAtOnce(
      students.flatMap((student) =>
        Array.from({ length: TIMES }, () => () => student.client.post(path, { motivo: "repetida" })),
      ),
    );
    for (const [index] of students.entries()) {
      expectDoneOnce(
        answers.slice(index * TIMES, (index + 1) * TIMES),
        `${path}?enviado=1`,
        409,
        CATALOG_REPORT_MESSAGES.already,
      );
    }
    const reports = await query<{ id: string; user_id: string }>(
      sql`SELECT id, user_id FROM catalog_reports WHERE entity_id = ${subject.id}`,
    );
    expect(reports.map((report) => report.user_id).sort()).toEqual(students.map((student) => student.id).sort());

    const moderator = await signInNewStaff(app, "moderator");
    const handled = reports[0]!;
    expectDoneOnce(
      await sameAtOnce(() => moderator.client.post(QUEUE, { intent: "atender-aviso", id: handled.id })),
      `${QUEUE}?aviso=aviso-atendido`,
      409,
      ALREADY_HANDLED,
    );
    expect(
      await query(
        sql`SELECT id, handled_by FROM catalog_reports WHERE entity_id = ${subject.id} AND handled_at IS NOT NULL`,
      ),
    ).toEqual([{ id: handled.id, handled_by: moderator.id }]);
    expect(await auditCount("catalog.report_handled", subject.id)).toBe(1);
  });
});
