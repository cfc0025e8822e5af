/**
 * Reviewing students' requests (/moderacion/propuestas): the pending ones with what the screening
 * noted and the existing entries whose names look alike; approving creates the university, career
 * or professor (or links the request to an existing one) and rejecting keeps nothing but the
 * reason. Either way the submitter sees the new state on /profile and gets an e-mail.
 *
 * Exactly one entity per request, however many moderators approve at once: the request's row is
 * locked first and only a still-pending request is changed, so a second approval waits for the
 * first, then finds it decided and changes nothing.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { asSentence } from "~/lib/format";
import { termLabel } from "~/lib/study-plan";
import type { SubmissionKind } from "~/lib/submission-forms";
import { sendLinkEmail } from "~/server/core/mail.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { publicSiteUrl } from "~/server/core/site.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { nameEquals, nameResembles, nameSimilarity } from "~/server/db/name-search.server";
import {
  careers,
  countries,
  professors,
  subjectProfessors,
  subjects,
  submissions,
  universities,
  user,
  userProfiles,
} from "~/server/db/schema";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { ENTITY_PATHS, KIND_OF_TYPE } from "~/server/submissions/reads.server";

const SUBMISSIONS_PAGE_SIZE = 20;
const CANDIDATES_SHOWN = 5;

type Candidate = {
  id: string;
  name: string;
  context: string | null;
  /** The same name, accents and case aside: approving links to it by default, and never creates its twin. */
  identical: boolean;
};

export interface PendingSubmission {
  id: string;
  kind: SubmissionKind;
  name: string;
  /** Every detail the student gave, labelled, in the form's order. */
  details: { label: string; value: string }[];
  screeningNote: string | null;
  createdAt: Date;
  submitterName: string | null;
  submitterEmail: string | null;
  /** Existing entries with a similar name where the new one would go: the moderator may link to one. */
  candidates: Candidate[];
}

type SubmissionRow = typeof submissions.$inferSelect;

/** The names of the places a request points to, read with it. */
interface PlaceNames {
  country: string | null;
  careerUniversity: string | null;
  professorCareer: string | null;
  professorUniversity: string | null;
  professorSubject: string | null;
  subjectCareer: string | null;
  subjectUniversity: string | null;
}

/** The details as the moderator reads them (names of the chosen university and career included). */
function detailsOf(row: SubmissionRow, places: PlaceNames): { label: string; value: string }[] {
  const present = (pairs: [string, string | number | null | undefined][]) =>
    pairs
      .filter((pair): pair is [string, string | number] => pair[1] != null && pair[1] !== "")
      .map(([label, value]) => ({ label, value: String(value) }));
  switch (row.submissionType) {
    case "university":
      return present([
        ["País", places.country],
        ["Ciudad", row.universityCity],
        ["Siglas", row.universityAcronym],
        ["Web", row.universityWebsite],
      ]);
    case "career":
      return present([
        ["Universidad", places.careerUniversity],
        ["Duración (años)", row.careerDurationYears],
        ["Descripción", row.careerDescription],
        [
          "Para quién",
          row.forProfile
            ? "Es la carrera de quien la propone: no la encontró al registrarse y, aprobada o enlazada, será su carrera"
            : null,
        ],
      ]);
    case "professor":
      return present([
        ["Universidad", places.professorUniversity],
        ["Carrera", places.professorCareer],
        ["Asignatura que imparte", places.professorSubject],
        ["Departamento", row.professorDepartment],
        ["Correo", row.professorEmail],
      ]);
    case "subject":
      return present([
        ["Universidad", places.subjectUniversity],
        ["Carrera", places.subjectCareer],
        ["Curso", row.subjectCourseYear === null ? null : `${row.subjectCourseYear}.º`],
        ["Semestre", row.subjectCourseYear === null ? null : termLabel(row.subjectSemester)],
        ["Créditos (ECTS)", row.subjectCredits === null ? null : String(row.subjectCredits).replace(".", ",")],
      ]);
  }
}

/**
 * Existing entries a request may be a duplicate of, as a column of its row: same kind, same place,
 * similar name, the CANDIDATES_SHOWN closest names first (ordered by name, «Universidad de Córdoba»
 * came after five other «… Universidad» for a request of «universidad de cordoba»). Hidden
 * professors included (the moderator sees them).
 */
const candidatesOfRequest = sql<Candidate[]>`(
  SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'context', m.context, 'identical', m.identical) ORDER BY m.score DESC, m.name, m.id), '[]'::json) FROM (
    (SELECT id, name, city AS context, ${nameSimilarity(universities.searchName, submissions.universityName)} AS score, ${nameEquals(universities.searchName, submissions.universityName)} AS identical FROM universities
      WHERE ${submissions.submissionType} = 'university' AND ${nameResembles(universities.searchName, submissions.universityName)}
      ORDER BY score DESC, name, id LIMIT ${CANDIDATES_SHOWN})
    UNION ALL
    (SELECT id, name, NULL AS context, ${nameSimilarity(careers.searchName, submissions.careerName)} AS score, ${nameEquals(careers.searchName, submissions.careerName)} AS identical FROM careers
      WHERE ${submissions.submissionType} = 'career' AND university_id = ${submissions.careerUniversityId} AND ${nameResembles(careers.searchName, submissions.careerName)}
      ORDER BY score DESC, name, id LIMIT ${CANDIDATES_SHOWN})
    UNION ALL
    (SELECT id, name, department AS context, ${nameSimilarity(professors.searchName, submissions.professorName)} AS score, ${nameEquals(professors.searchName, submissions.professorName)} AS identical FROM professors
      WHERE ${submissions.submissionType} = 'professor' AND ${nameResembles(professors.searchName, submissions.professorName)}
        AND university_id = (SELECT university_id FROM careers WHERE id = ${submissions.professorCareerId})
      ORDER BY score DESC, name, id LIMIT ${CANDIDATES_SHOWN})
    UNION ALL
    (SELECT id, name, course_year || '.º · ' || CASE WHEN semester IS NULL THEN 'Anual' ELSE 'Semestre ' || semester END AS context,
        ${nameSimilarity(subjects.searchName, submissions.subjectName)} AS score, ${nameEquals(subjects.searchName, submissions.subjectName)} AS identical FROM subjects
      WHERE ${submissions.submissionType} = 'subject' AND career_id = ${submissions.subjectCareerId} AND ${nameResembles(subjects.searchName, submissions.subjectName)}
      ORDER BY score DESC, name, id LIMIT ${CANDIDATES_SHOWN})
  ) AS m
)`;

function proposedName(row: SubmissionRow): string {
  return row.universityName ?? row.careerName ?? row.professorName ?? row.subjectName ?? "";
}

/** A page of pending requests, oldest first, each with its places' names and its candidates: one statement. */
export const listPendingSubmissions = async (page: number): Promise<PageRead<PendingSubmission>> => {
  const db = getDb();
  const careerUniversity = alias(universities, "career_university");
  const professorCareer = alias(careers, "professor_career");
  const professorUniversity = alias(universities, "professor_university");
  const professorSubject = alias(subjects, "professor_subject");
  const subjectCareer = alias(careers, "subject_career");
  const subjectUniversity = alias(universities, "subject_university");
  return readPage(
    page,
    SUBMISSIONS_PAGE_SIZE,
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(submissions)
          .where(eq(submissions.status, "pending"))
      )[0]!.n,
    async (limit, offset) => {
      const rows = await db
        .select({
          submission: submissions,
          submitterName: user.name,
          submitterEmail: user.email,
          places: {
            country: countries.name,
            careerUniversity: careerUniversity.name,
            professorCareer: professorCareer.name,
            professorUniversity: professorUniversity.name,
            professorSubject: professorSubject.name,
            subjectCareer: subjectCareer.name,
            subjectUniversity: subjectUniversity.name,
          },
          candidates: candidatesOfRequest,
        })
        .from(submissions)
        .leftJoin(user, eq(user.id, submissions.userId))
        .leftJoin(countries, eq(countries.id, submissions.universityCountryId))
        .leftJoin(careerUniversity, eq(careerUniversity.id, submissions.careerUniversityId))
        .leftJoin(professorCareer, eq(professorCareer.id, submissions.professorCareerId))
        .leftJoin(professorUniversity, eq(professorUniversity.id, professorCareer.universityId))
        .leftJoin(professorSubject, eq(professorSubject.id, submissions.professorSubjectId))
        .leftJoin(subjectCareer, eq(subjectCareer.id, submissions.subjectCareerId))
        .leftJoin(subjectUniversity, eq(subjectUniversity.id, subjectCareer.universityId))
        .where(eq(submissions.status, "pending"))
        .orderBy(asc(submissions.createdAt), asc(submissions.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ submission, submitterName, submitterEmail, places, candidates }) => ({
        id: submission.id,
        kind: KIND_OF_TYPE[submission.submissionType],
        name: proposedName(submission),
        details: detailsOf(submission, places),
        screeningNote: submission.screeningNote,
        createdAt: submission.createdAt,
        submitterName,
        submitterEmail,
        candidates,
      }));
    },
  );
};

/** The request was decided by someone else first (or never existed). */
export class SubmissionAlreadyReviewed extends Error {}
/** The entry chosen to link to is not of the request's kind and place. */
export class InvalidLinkTarget extends Error {}

/** Approving as a new entry what the catalog has already, with the same name in the same place. */
export class TwinEntity extends Error {
  constructor(readonly existingName: string) {
    super("Ya existe una entrada con ese nombre");
  }
}

/** The entry with the request's very name (accents and case aside) where it would go, if any. */
async function identicalEntity(tx: Transaction, row: SubmissionRow): Promise<string | null> {
  const name = proposedName(row);
  const query =
    row.submissionType === "university"
      ? sql`SELECT name FROM universities WHERE ${nameEquals(universities.searchName, name)}`
      : row.submissionType === "career"
        ? sql`SELECT name FROM careers WHERE university_id = ${row.careerUniversityId} AND ${nameEquals(careers.searchName, name)}`
        : row.submissionType === "professor"
          ? sql`SELECT name FROM professors WHERE university_id = (SELECT university_id FROM careers WHERE id = ${row.professorCareerId}) AND ${nameEquals(professors.searchName, name)}`
          : sql`SELECT name FROM subjects WHERE career_id = ${row.subjectCareerId} AND ${nameEquals(subjects.searchName, name)}`;
  const { rows } = await tx.execute<{ name: string }>(sql`${query} LIMIT 1`);
  return rows[0]?.name ?? null;
}

/** The pending request, locked until the transaction ends; null when it is gone or already decided. */
async function lockPending(tx: Transaction, id: string): Promise<SubmissionRow | null> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for("update");
  return row && row.status === "pending" ? row : null;
}

/** Creates the entry the request describes; its id. */
async function createEntity(tx: Transaction, row: SubmissionRow): Promise<string> {
  switch (row.submissionType) {
    case "university": {
      const [created] = await tx
        .insert(universities)
        .values({
          name: row.universityName!,
          countryId: row.universityCountryId!,
          city: row.universityCity,
          website: row.universityWebsite,
          acronym: row.universityAcronym,
        })
        .returning({ id: universities.id });
      return created!.id;
    }
    case "career": {
      const [created] = await tx
        .insert(careers)
        .values({
          name: row.careerName!,
          universityId: row.careerUniversityId!,
          description: row.careerDescription,
          durationYears: row.careerDurationYears,
        })
        .returning({ id: careers.id });
      return created!.id;
    }
    case "professor": {
      const [career] = await tx
        .select({ universityId: careers.universityId })
        .from(careers)
        .where(eq(careers.id, row.professorCareerId!));
      // The name starts private, like every professor's: a moderator makes it public when it should be.
      const [created] = await tx
        .insert(professors)
        .values({
          name: row.professorName!,
          universityId: career!.universityId,
          department: row.professorDepartment,
          createdBy: row.userId,
        })
        .returning({ id: professors.id });
      return created!.id;
    }
    case "subject": {
      const [created] = await tx
        .insert(subjects)
        .values({
          name: row.subjectName!,
          careerId: row.subjectCareerId!,
          courseYear: row.subjectCourseYear!,
          semester: row.subjectSemester,
          credits: row.subjectCredits,
        })
        .returning({ id: subjects.id });
      return created!.id;
    }
  }
}

/** Whether `entityId` is one of the request's candidates' kind and place (the moderator's choice to link). */
async function isValidLinkTarget(tx: Transaction, row: SubmissionRow, entityId: string): Promise<boolean> {
  const query =
    row.submissionType === "university"
      ? sql`SELECT 1 FROM universities WHERE id = ${entityId}`
      : row.submissionType === "career"
        ? sql`SELECT 1 FROM careers WHERE id = ${entityId} AND university_id = ${row.careerUniversityId}`
        : row.submissionType === "professor"
          ? sql`SELECT 1 FROM professors WHERE id = ${entityId} AND university_id = (SELECT university_id FROM careers WHERE id = ${row.professorCareerId})`
          : sql`SELECT 1 FROM subjects WHERE id = ${entityId} AND career_id = ${row.subjectCareerId}`;
  return (await tx.execute(query)).rows.length > 0;
}

export async function approveSubmission(
  actorId: string,
  id: string,
  linkTo: string | null,
  note: string | null,
): Promise<void> {
  const decided = await getDb().transaction(async (tx) => {
    const row = await lockPending(tx, id);
    if (!row) throw new SubmissionAlreadyReviewed();
    if (linkTo && !(await isValidLinkTarget(tx, row, linkTo))) throw new InvalidLinkTarget();
    const twin = linkTo ? null : await identicalEntity(tx, row);
    if (twin !== null) throw new TwinEntity(twin);
    const entityId = linkTo ?? (await createEntity(tx, row));
    await tx
      .update(submissions)
      .set({
        status: "approved",
        reviewedBy: actorId,
        reviewedAt: new Date(),
        resultEntityId: entityId,
        moderatorNote: note,
      })
      .where(and(eq(submissions.id, id), eq(submissions.status, "pending")));
    // The career a student could not find at sign-up becomes theirs (only a career of their own
    // university, and only while they have none).
    if (row.forProfile && row.userId && row.submissionType === "career") {
      await tx
        .update(userProfiles)
        .set({ careerId: entityId, updatedAt: new Date() })
        .where(
          and(
            eq(userProfiles.id, row.userId),
            isNull(userProfiles.careerId),
            eq(userProfiles.universityId, row.careerUniversityId!),
          ),
        );
    }
    // The professor, new or linked, teaches the subject the student named (if it is still there).
    if (row.submissionType === "professor" && row.professorSubjectId) {
      // One statement, so a subject deleted meanwhile links nothing; the other columns keep their defaults.
      await tx.execute(sql`
        INSERT INTO ${subjectProfessors} (subject_id, professor_id, role)
        SELECT ${row.professorSubjectId}::uuid, ${entityId}::uuid, 'Profesor' FROM ${subjects} WHERE id = ${row.professorSubjectId}
        ON CONFLICT DO NOTHING`);
    }
    await writeAudit(tx, {
      actorId,
      action: "submission.approve",
      targetType: "submission",
      targetId: id,
      reason: note,
      details: { kind: row.submissionType, entityId, linked: linkTo !== null, name: proposedName(row) },
    });
    return { row, entityId };
  });
  notifySubmitter(decided.row, {
    approved: true,
    link: `${publicSiteUrl()}${ENTITY_PATHS[decided.row.submissionType]}${decided.entityId}`,
    note,
  });
}

export async function rejectSubmission(actorId: string, id: string, reason: string): Promise<void> {
  const row = await getDb().transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    if (!pending) throw new SubmissionAlreadyReviewed();
    await tx
      .update(submissions)
      .set({ status: "rejected", reviewedBy: actorId, reviewedAt: new Date(), moderatorNote: reason })
      .where(and(eq(submissions.id, id), eq(submissions.status, "pending")));
    await writeAudit(tx, {
      actorId,
      action: "submission.reject",
      targetType: "submission",
      targetId: id,
      reason,
      details: { kind: pending.submissionType, name: proposedName(pending) },
    });
    return pending;
  });
  notifySubmitter(row, { approved: false, link: `${publicSiteUrl()}/profile#solicitudes`, note: reason });
}

/**
 * The submitter's e-mail, after the decision is committed and without holding the moderator's
 * answer: the new state is on /profile whatever the mail server does.
 */
function notifySubmitter(row: SubmissionRow, outcome: { approved: boolean; link: string; note: string | null }) {
  if (!row.userId) return;
  const name = proposedName(row);
  void (async () => {
    const [recipient] = await getDb()
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, row.userId!));
    if (!recipient) return;
    await sendLinkEmail({
      to: recipient.email,
      name: recipient.name,
      subject: outcome.approved
        ? `Tu propuesta «${name}» ha sido aprobada`
        : `Tu propuesta «${name}» no ha sido aprobada`,
      purpose: outcome.approved
        ? `¡Gracias! Hemos revisado tu propuesta «${name}» y ya está en UniOpina${outcome.note ? ` (nota del equipo: ${outcome.note})` : ""}. Para verla`
        : `Hemos revisado tu propuesta «${name}» y no la hemos aprobado. Motivo: ${asSentence(outcome.note ?? "")} Para ver tus solicitudes`,
      button: outcome.approved ? "Ver en UniOpina" : "Ver mis solicitudes",
      link: outcome.link,
      closing: outcome.approved
        ? "Ya puedes encontrarla en UniOpina."
        : "Puedes enviar una nueva propuesta con los datos corregidos desde «Agregar».",
    });
  })().catch((error: unknown) => console.warn("No se pudo enviar el correo sobre la propuesta", error));
}
