/**
 * A moderator deletes a career a student added at sign-up that should not be in the catalogue (a
 * joke, a duplicate nobody uses yet), as catalog-removal.server.ts deletes a subject or a professor:
 * only while nothing of it was reviewed and no other student has it as their career (then it is
 * merged into the right one, which moves them and their reviews). Its subjects go with it, and the
 * professors students added only for them; the snapshot of all of them stays in the audit row, so a
 * reversed appeal puts them back (catalog-restore.server.ts). The student who added it is warned
 * with the reasons and is left without a career, as a student whose requested career was refused:
 * their profile asks them to propose it again (PendingCareer on /profile), and until then they read
 * but do not review (permissions.server.ts, `careerPending`).
 */
import { type SQL, sql } from "drizzle-orm";

import { asSentence, plural } from "~/lib/format";
import type { CommunityRule } from "~/lib/moderation-decisions";
import { getDb, type Transaction } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { announceDecision, recordDecision } from "~/server/decisions/statements.server";
import { CatalogEditRefused } from "~/server/moderation/catalog-merge.server";
import { REMOVAL_MESSAGES, type RemovedSnapshot } from "~/server/moderation/catalog-removal.server";
import { settleCatalogReports } from "~/server/moderation/catalog-reports.server";

export const CAREER_REMOVAL_MESSAGES = {
  reviewed: (reviews: number) =>
    `Entre la carrera, sus asignaturas y sus profesores tiene ${plural(reviews, "reseña", "reseñas")}: fusiónala con la carrera correcta en lugar de eliminarla.`,
  students: "Hay estudiantes que la tienen como su carrera: fusiónala con la correcta.",
} as const;

/** What a career's deletion keeps in its audit row: its row, its cut-off marks, its subjects and the professors that went with them. */
export interface RemovedCareerSnapshot {
  row: Record<string, unknown>;
  cutoffs: Record<string, unknown>[];
  subjects: RemovedSnapshot[];
  professors: RemovedSnapshot[];
  /** Whether it was its adder's career (a restoration gives it back while they have none). */
  adderCareer: boolean;
}

/**
 * The professors (alias p) that go with the career: added by a student, not checked by a moderator,
 * nobody's managed profile nor claimed, teaching its subjects and no other.
 */
const goesWith = (careerId: string) => sql`p.added_by_student AND p.confirmed_at IS NULL AND p.claimed_by IS NULL
  AND NOT EXISTS (SELECT 1 FROM professor_claims pc WHERE pc.professor_id = p.id)
  AND EXISTS (SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = p.id AND s.career_id = ${careerId})
  AND NOT EXISTS (SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = p.id AND s.career_id <> ${careerId})`;

/** A subject or professor was added to the career between taking its locks: the deletion starts again. */
class PlanChanged extends Error {}

const ids = async (tx: Transaction, query: SQL) =>
  (await tx.execute<{ id: string }>(query)).rows.map((row) => row.id).join(",");

type CareerEntry = {
  name: string;
  addedByStudent: boolean;
  adderId: string | null;
  place: string;
  reviews: number;
  others: number;
  adderCareer: boolean;
  snapshot: Omit<RemovedCareerSnapshot, "adderCareer">;
};

const SUBJECT_LINKS = sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', sp.professor_id, 'role', sp.role) ORDER BY sp.professor_id), '[]')
  FROM subject_professors sp WHERE sp.subject_id = s.id)`;
const PROFESSOR_LINKS = sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', sp.subject_id, 'role', sp.role) ORDER BY sp.subject_id), '[]')
  FROM subject_professors sp WHERE sp.professor_id = p.id)`;

/**
 * The career, its reviews (its students' verdicts, of its subjects, of the professors going, and professor reviews naming
 * one of its subjects), the students other than its adder who have it, and its snapshot.
 */
const entry = (id: string) => sql`
  SELECT c.name, c.added_by_student AS "addedByStudent", c.added_by AS "adderId", u.name AS place,
    (SELECT count(*)::int FROM reviews r
      WHERE r.career_id = c.id
        OR r.subject_id IN (SELECT s.id FROM subjects s WHERE s.career_id = c.id)
        OR r.professor_id IN (SELECT p.id FROM professors p WHERE ${goesWith(id)})
        OR r.id IN (SELECT d.review_id FROM professor_review_details d JOIN subjects s ON s.id = d.subject_id WHERE s.career_id = c.id)) AS reviews,
    (SELECT count(*)::int FROM user_profiles up WHERE up.career_id = c.id AND up.id IS DISTINCT FROM c.added_by) AS others,
    EXISTS (SELECT 1 FROM user_profiles up WHERE up.career_id = c.id AND up.id = c.added_by) AS "adderCareer",
    jsonb_build_object(
      'row', to_jsonb(c) - 'search_name',
      'cutoffs', (SELECT coalesce(jsonb_agg(to_jsonb(m) ORDER BY m.centre, m.year), '[]') FROM cutoff_marks m WHERE m.career_id = c.id),
      'subjects', (SELECT coalesce(jsonb_agg(jsonb_build_object('row', to_jsonb(s) - 'search_name', 'links', ${SUBJECT_LINKS}) ORDER BY s.id), '[]')
        FROM subjects s WHERE s.career_id = c.id),
      'professors', (SELECT coalesce(jsonb_agg(jsonb_build_object('row', to_jsonb(p) - 'search_name', 'links', ${PROFESSOR_LINKS}) ORDER BY p.id), '[]')
        FROM professors p WHERE ${goesWith(id)})
    ) AS snapshot
  FROM careers c JOIN universities u ON u.id = c.university_id WHERE c.id = ${id}`;

/**
 * Locks in the order the other catalogue writers take them, so none waits for another in a circle:
 * the professors going (a professor merge locks professors, then subjects), the career's subjects
 * (then the career, as a career merge), the lock subjects are added under (after the subject rows,
 * as a rename), then the career's row.
 */
async function lockCareer(tx: Transaction, id: string): Promise<void> {
  const professors = await ids(tx, sql`SELECT p.id FROM professors p WHERE ${goesWith(id)} ORDER BY p.id FOR UPDATE`);
  const subjects = await ids(tx, sql`SELECT id FROM subjects WHERE career_id = ${id} ORDER BY id FOR UPDATE`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`plan:${id}`}, 0))`);
  await tx.execute(sql`SELECT id FROM careers WHERE id = ${id} FOR UPDATE`);
  const professorsNow = await ids(tx, sql`SELECT p.id FROM professors p WHERE ${goesWith(id)} ORDER BY p.id`);
  const subjectsNow = await ids(tx, sql`SELECT id FROM subjects WHERE career_id = ${id} ORDER BY id`);
  if (professorsNow !== professors || subjectsNow !== subjects) throw new PlanChanged();
}

async function removeOnce(
  tx: Transaction,
  actorId: string,
  id: string,
  rule: CommunityRule,
  reason: string,
): Promise<string | null> {
  await lockCareer(tx, id);
  const career = (await tx.execute<CareerEntry>(entry(id))).rows[0];
  if (!career) throw new CatalogEditRefused(404, REMOVAL_MESSAGES.gone);
  if (!career.addedByStudent) throw new CatalogEditRefused(409, REMOVAL_MESSAGES.notAdded);
  if (career.reviews > 0) throw new CatalogEditRefused(409, CAREER_REMOVAL_MESSAGES.reviewed(career.reviews));
  if (career.others > 0) throw new CatalogEditRefused(409, CAREER_REMOVAL_MESSAGES.students);
  const { subjects, professors } = career.snapshot;
  for (const subject of subjects) await settleCatalogReports(tx, "subject", String(subject.row.id), actorId);
  for (const professor of professors) await settleCatalogReports(tx, "professor", String(professor.row.id), actorId);
  await settleCatalogReports(tx, "career", id, actorId);
  // The adder is left without a career, their request for it refused with the reasons: /profile then
  // asks them to propose theirs again, and the one they propose becomes theirs.
  await tx.execute(sql`UPDATE user_profiles SET career_id = NULL, updated_at = now() WHERE career_id = ${id}`);
  await tx.execute(sql`
    UPDATE submissions SET status = 'rejected', moderator_note = ${reason}, reviewed_by = ${actorId}, reviewed_at = now()
    WHERE for_profile AND submission_type = 'career' AND status = 'approved' AND result_entity_id = ${id}`);
  await tx.execute(sql`DELETE FROM professors p WHERE ${goesWith(id)}`);
  // Its subjects (with their links) and cut-off marks go with it (ON DELETE CASCADE).
  await tx.execute(sql`DELETE FROM careers WHERE id = ${id}`);
  const withSubjects = subjects.length === 0 ? "" : `, con ${plural(subjects.length, "asignatura", "asignaturas")}`;
  const facts = [
    `Hemos eliminado la carrera «${career.name}», que añadiste en ${career.place}${withSubjects}.`,
    asSentence(reason),
    career.adderCareer
      ? "Ya no figura como tu carrera: propón la tuya desde «Agregar» y será tu carrera cuando la aprobemos."
      : "",
  ];
  const decision = career.adderId
    ? await recordDecision(tx, {
        userId: career.adderId,
        targetType: "user",
        targetId: career.adderId,
        restriction: "warning",
        rule,
        facts: facts.filter(Boolean).join(" "),
        source: "moderator",
        decidedBy: actorId,
      })
    : null;
  // Recorded against the student, like a subject's deletion: it counts toward losing the right to add.
  await writeAudit(tx, {
    actorId,
    action: "catalog.delete",
    targetType: career.adderId ? "user" : "career",
    targetId: career.adderId ?? id,
    reason,
    details: {
      kind: "career",
      name: career.name,
      decisionId: decision,
      subjects: subjects.length,
      snapshot: { ...career.snapshot, adderCareer: career.adderCareer } satisfies RemovedCareerSnapshot,
    },
  });
  return decision;
}

/** Deletes the career with what goes with it and warns the student who added it, or throws CatalogEditRefused. */
export async function removeStudentCareer(
  actorId: string,
  id: string,
  rule: CommunityRule,
  reason: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      announceDecision(await getDb().transaction((tx) => removeOnce(tx, actorId, id, rule, reason)));
      return;
    } catch (error) {
      if (!(error instanceof PlanChanged) || attempt === 3) throw error;
    }
  }
}
