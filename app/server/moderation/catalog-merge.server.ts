/**
 * Merging a catalogue entry into its twin (two subjects of one career, two professors of one
 * university), one transaction: the reviews, their likes, comments and grades, the links between
 * subjects and professors, a professor's claim and objections move to the entry kept; the stored
 * figures are recomputed from the rows; the merged entry's address answers 301 with the kept one
 * (catalog/merged-addresses.server.ts). A student who reviewed both keeps the newer review: one review per
 * person and entry is the rule the merge keeps.
 *
 * Locks follow the order every review writer takes (reviews/writes.server.ts): the universities
 * whose students' figures change, then the entries, then a subject's career, so parallel reviews
 * and likes wait for the merge and are counted after it.
 */
import { sql } from "drizzle-orm";

import { lockUniversityAggregate, recomputeCareerTotals, recomputeSubjectTeachingGrades, recomputeTargetFigures, recomputeUniversityRating } from "~/server/aggregates.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { writeAudit } from "~/server/moderation/audit.server";

export type MergeKind = "subject" | "professor";

/** A moderator's edit of the catalogue that cannot be made, with its HTTP status and the Spanish reason. */
export class CatalogEditRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const MERGE_MESSAGES = {
  same: "Elige otra entrada: no se puede fusionar una consigo misma.",
  gone: "Una de las dos entradas ya no existe. Recarga la página.",
  subjectPlace: "Solo se fusionan asignaturas de la misma carrera.",
  professorPlace: "Solo se fusionan profesores de la misma universidad.",
  bothClaimed: "Los dos perfiles los gestiona un profesor verificado: no se pueden fusionar.",
} as const;

/** A review of both entries appeared after the universities were locked: the merge starts again. */
class DuplicatesChanged extends Error {}

export interface MergeOutcome {
  keptId: string;
  movedReviews: number;
  /** Older reviews of a student who had reviewed both. */
  droppedReviews: number;
}

type Entry = {
  id: string;
  name: string;
  /** The career of a subject, the university of a professor. */
  place: string;
  claimedBy: string | null;
};

const COLUMN = { subject: sql.raw("subject_id"), professor: sql.raw("professor_id") } as const;

/** The older of each pair of reviews one student wrote of both entries, and that student's university. */
async function duplicateReviews(tx: Transaction, kind: MergeKind, goneId: string, keptId: string) {
  const column = COLUMN[kind];
  const { rows } = await tx.execute<{ dropId: string; universityId: string | null }>(sql`
    SELECT CASE WHEN (a.created_at, a.id) < (b.created_at, b.id) THEN a.id ELSE b.id END AS "dropId", up.university_id AS "universityId"
    FROM reviews a JOIN reviews b ON b.user_id = a.user_id AND b.${column} = ${keptId}
    LEFT JOIN user_profiles up ON up.id = a.user_id
    WHERE a.${column} = ${goneId}`);
  return rows;
}

async function lockEntries(tx: Transaction, kind: MergeKind, ids: string[]): Promise<Entry[]> {
  const { rows } =
    kind === "subject"
      ? await tx.execute<Entry>(sql`
          SELECT id, name, career_id AS place, NULL AS "claimedBy" FROM subjects WHERE id IN (${ids[0]}, ${ids[1]}) ORDER BY id FOR UPDATE`)
      : await tx.execute<Entry>(sql`
          SELECT id, name, university_id AS place, claimed_by AS "claimedBy" FROM professors WHERE id IN (${ids[0]}, ${ids[1]}) ORDER BY id FOR UPDATE`);
  return rows;
}

/** Moves what hangs from a subject to its twin and keeps what the kept one lacks. */
async function moveSubject(tx: Transaction, goneId: string, keptId: string, actorId: string) {
  await tx.execute(sql`UPDATE professor_review_details SET subject_id = ${keptId} WHERE subject_id = ${goneId}`);
  await tx.execute(sql`UPDATE submissions SET professor_subject_id = ${keptId} WHERE professor_subject_id = ${goneId}`);
  await tx.execute(sql`
    INSERT INTO subject_professors (subject_id, professor_id, role)
    SELECT ${keptId}, professor_id, role FROM subject_professors WHERE subject_id = ${goneId}
    ON CONFLICT DO NOTHING`);
  // A moderator who merges a subject into a student-added one has checked it is in the plan.
  await tx.execute(sql`
    UPDATE subjects k SET
      credits = coalesce(k.credits, g.credits),
      category_id = coalesce(k.category_id, g.category_id),
      description = coalesce(k.description, g.description),
      added_by_student = k.added_by_student AND g.added_by_student,
      confirmed_at = CASE WHEN k.added_by_student AND k.confirmed_at IS NULL THEN now() ELSE k.confirmed_at END,
      confirmed_by = CASE WHEN k.added_by_student AND k.confirmed_at IS NULL THEN ${actorId} ELSE k.confirmed_by END
    FROM subjects g WHERE k.id = ${keptId} AND g.id = ${goneId}`);
}

/**
 * Moves what hangs from a professor to their twin: grades given with them, the subjects they teach,
 * the claim and the objections. The name stays public only if no accepted objection says otherwise.
 */
async function moveProfessor(tx: Transaction, gone: Entry, keptId: string) {
  await tx.execute(sql`UPDATE subject_review_details SET professor_id = ${keptId} WHERE professor_id = ${gone.id}`);
  await tx.execute(sql`
    INSERT INTO subject_professors (subject_id, professor_id, role)
    SELECT subject_id, ${keptId}, role FROM subject_professors WHERE professor_id = ${gone.id}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`UPDATE professor_claims SET professor_id = ${keptId} WHERE professor_id = ${gone.id}`);
  await tx.execute(sql`UPDATE professor_objections SET professor_id = ${keptId} WHERE professor_id = ${gone.id}`);
  if (gone.claimedBy) await tx.execute(sql`UPDATE professors SET claimed_by = NULL WHERE id = ${gone.id}`);
  await tx.execute(sql`
    UPDATE professors k SET
      department = coalesce(k.department, g.department),
      description = coalesce(k.description, g.description),
      claimed_by = coalesce(k.claimed_by, ${gone.claimedBy}),
      notify_new_reviews = CASE WHEN k.claimed_by IS NULL AND ${gone.claimedBy}::text IS NOT NULL THEN g.notify_new_reviews ELSE k.notify_new_reviews END,
      is_name_public = CASE WHEN k.claimed_by IS NULL AND ${gone.claimedBy}::text IS NOT NULL THEN g.is_name_public ELSE k.is_name_public END
        AND NOT EXISTS (SELECT 1 FROM professor_objections o WHERE o.professor_id = k.id AND o.status = 'accepted'),
      added_by_student = k.added_by_student AND g.added_by_student
    FROM professors g WHERE k.id = ${keptId} AND g.id = ${gone.id}`);
}

async function mergeOnce(tx: Transaction, kind: MergeKind, goneId: string, keptId: string, actorId: string): Promise<MergeOutcome> {
  const universities = [...new Set((await duplicateReviews(tx, kind, goneId, keptId)).flatMap((row) => (row.universityId ? [row.universityId] : [])))].sort();
  for (const universityId of universities) await lockUniversityAggregate(tx, universityId);
  const entries = await lockEntries(tx, kind, [goneId, keptId]);
  const gone = entries.find((entry) => entry.id === goneId);
  const kept = entries.find((entry) => entry.id === keptId);
  if (!gone || !kept) throw new CatalogEditRefused(404, MERGE_MESSAGES.gone);
  if (gone.place !== kept.place) throw new CatalogEditRefused(409, kind === "subject" ? MERGE_MESSAGES.subjectPlace : MERGE_MESSAGES.professorPlace);
  if (gone.claimedBy && kept.claimedBy) throw new CatalogEditRefused(409, MERGE_MESSAGES.bothClaimed);
  const affectedSubjects =
    kind === "professor"
      ? (
          await tx.execute<{ id: string }>(sql`
            SELECT id FROM subjects WHERE id IN (SELECT subject_id FROM subject_professors WHERE professor_id IN (${goneId}, ${keptId})) ORDER BY id FOR UPDATE`)
        ).rows.map((row) => row.id)
      : [];
  if (kind === "subject") await tx.execute(sql`SELECT id FROM careers WHERE id = ${kept.place} FOR UPDATE`);

  const duplicates = await duplicateReviews(tx, kind, goneId, keptId);
  if (duplicates.some((row) => row.universityId && !universities.includes(row.universityId))) throw new DuplicatesChanged();
  if (duplicates.length > 0)
    await tx.execute(
      sql`DELETE FROM reviews WHERE id IN (${sql.join(
        duplicates.map((row) => sql`${row.dropId}`),
        sql`, `,
      )})`,
    );
  const moved = await tx.execute(sql`UPDATE reviews SET ${COLUMN[kind]} = ${keptId} WHERE ${COLUMN[kind]} = ${goneId}`);
  if (kind === "subject") await moveSubject(tx, goneId, keptId, actorId);
  else await moveProfessor(tx, gone, keptId);

  await tx.execute(sql`UPDATE merged_entries SET kept_id = ${keptId} WHERE kept_id = ${goneId}`);
  await tx.execute(sql`INSERT INTO merged_entries (old_id, kind, kept_id) VALUES (${goneId}, ${kind}, ${keptId})`);
  await tx.execute(kind === "subject" ? sql`DELETE FROM subjects WHERE id = ${goneId}` : sql`DELETE FROM professors WHERE id = ${goneId}`);

  await recomputeTargetFigures(tx, kind, keptId);
  if (kind === "subject") await recomputeCareerTotals(tx, kept.place);
  else await recomputeSubjectTeachingGrades(tx, affectedSubjects);
  for (const universityId of universities) await recomputeUniversityRating(tx, universityId);

  const outcome = { keptId, movedReviews: moved.rowCount ?? 0, droppedReviews: duplicates.length };
  await writeAudit(tx, {
    actorId,
    action: "catalog.merge",
    targetType: kind,
    targetId: keptId,
    details: { merged: gone.name, reviews: outcome.movedReviews, dropped: outcome.droppedReviews },
  });
  return outcome;
}

/** Merges `goneId` into `keptId`, or throws CatalogEditRefused with the Spanish reason. */
export async function mergeCatalogEntries(kind: MergeKind, goneId: string, keptId: string, actorId: string): Promise<MergeOutcome> {
  if (goneId === keptId) throw new CatalogEditRefused(409, MERGE_MESSAGES.same);
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb().transaction((tx) => mergeOnce(tx, kind, goneId, keptId, actorId));
    } catch (error) {
      if (!(error instanceof DuplicatesChanged) || attempt === 3) throw error;
    }
  }
}
