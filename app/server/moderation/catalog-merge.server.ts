/**
 * Merging a catalogue entry into its twin (two subjects of one career, two professors or two
 * careers of one university), one transaction: the reviews, their likes, comments and grades, the
 * links between subjects and professors, a professor's claim and objections, a career's subjects
 * and students move to the entry kept; the stored figures are recomputed from the rows; the merged
 * entry's address answers 301 with the kept one (catalog/merged-addresses.server.ts). A student who
 * reviewed both keeps the newer review: one review per person and entry is the rule the merge keeps.
 *
 * Locks follow the order every review writer takes (reviews/writes.server.ts): the universities
 * whose students' figures change, then the subjects or professors, then the career, so parallel
 * reviews and likes wait for the merge and are counted after it.
 */
import { sql } from "drizzle-orm";

import { foldText } from "~/lib/search-text";
import {
  lockUniversityAggregate,
  recomputeCareerTotals,
  recomputeLatestCutoffs,
  recomputeSubjectTeachingGrades,
  recomputeTargetFigures,
  recomputeUniversityRating,
} from "~/server/aggregates.server";
import { getDb, type Transaction } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { settleCatalogReports } from "~/server/moderation/catalog-reports.server";

export type MergeKind = "subject" | "professor" | "career";
/** The entries reviews are about. */
type ReviewedKind = Exclude<MergeKind, "career">;
type Pair = { goneId: string; keptId: string };

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
  place: {
    subject: "Solo se fusionan asignaturas de la misma carrera.",
    professor: "Solo se fusionan profesores de la misma universidad.",
    career: "Solo se fusionan carreras de la misma universidad.",
  },
  bothClaimed: "Los dos perfiles los gestiona un profesor verificado: no se pueden fusionar.",
} as const;

/** A review of both entries appeared after the universities were locked: the merge starts again. */
class DuplicatesChanged extends Error {}

export interface MergeOutcome {
  keptId: string;
  /** Reviews moved (subjects, for a career). */
  moved: number;
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
const TABLE = { subject: "subjects", professor: "professors", career: "careers" } as const;

/** The older of each pair of reviews one student wrote of both entries, and that student's university. */
async function duplicateReviews(tx: Transaction, kind: ReviewedKind, goneId: string, keptId: string) {
  const column = COLUMN[kind];
  const { rows } = await tx.execute<{ dropId: string; universityId: string | null }>(sql`
    SELECT CASE WHEN (a.created_at, a.id) < (b.created_at, b.id) THEN a.id ELSE b.id END AS "dropId", up.university_id AS "universityId"
    FROM reviews a JOIN reviews b ON b.user_id = a.user_id AND b.${column} = ${keptId}
    LEFT JOIN user_profiles up ON up.id = a.user_id
    WHERE a.${column} = ${goneId}`);
  return rows;
}

async function lockEntries(tx: Transaction, kind: ReviewedKind, ids: string[]): Promise<Entry[]> {
  const { rows } =
    kind === "subject"
      ? await tx.execute<Entry>(sql`
          SELECT id, name, career_id AS place, NULL AS "claimedBy" FROM subjects WHERE id IN (${ids[0]}, ${ids[1]}) ORDER BY id FOR UPDATE`)
      : await tx.execute<Entry>(sql`
          SELECT id, name, university_id AS place, claimed_by AS "claimedBy" FROM professors WHERE id IN (${ids[0]}, ${ids[1]}) ORDER BY id FOR UPDATE`);
  return rows;
}

/**
 * The kept entry (k) of a merge with its twin (g): added by students only if both were, and a
 * student's addition counts as checked by the moderator who merged into it.
 */
const keptAsChecked = (actorId: string) => sql`
      added_by_student = k.added_by_student AND g.added_by_student,
      confirmed_at = CASE WHEN k.added_by_student AND k.confirmed_at IS NULL THEN now() ELSE k.confirmed_at END,
      confirmed_by = CASE WHEN k.added_by_student AND k.confirmed_at IS NULL THEN ${actorId} ELSE k.confirmed_by END`;

/** Moves what hangs from a subject to its twin and keeps what the kept one lacks. */
async function moveSubject(tx: Transaction, goneId: string, keptId: string, actorId: string) {
  await tx.execute(sql`UPDATE professor_review_details SET subject_id = ${keptId} WHERE subject_id = ${goneId}`);
  await tx.execute(sql`UPDATE submissions SET professor_subject_id = ${keptId} WHERE professor_subject_id = ${goneId}`);
  await tx.execute(sql`
    INSERT INTO subject_professors (subject_id, professor_id, role)
    SELECT ${keptId}, professor_id, role FROM subject_professors WHERE subject_id = ${goneId}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE subjects k SET
      credits = coalesce(k.credits, g.credits),
      category_id = coalesce(k.category_id, g.category_id),
      description = coalesce(k.description, g.description),
      ${keptAsChecked(actorId)}
    FROM subjects g WHERE k.id = ${keptId} AND g.id = ${goneId}`);
}

/**
 * Moves what hangs from a professor to their twin: grades given with them, the subjects they teach,
 * the claim and the objections. The name stays public only if no accepted objection says otherwise.
 */
async function moveProfessor(tx: Transaction, gone: Entry, keptId: string, actorId: string) {
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
      ${keptAsChecked(actorId)}
    FROM professors g WHERE k.id = ${keptId} AND g.id = ${gone.id}`);
}

/** Locks the universities whose students reviewed both entries of each pair (their figures change: one review goes). */
async function lockDuplicateAuthors(tx: Transaction, kind: ReviewedKind, pairs: readonly Pair[]): Promise<string[]> {
  const universities = new Set<string>();
  for (const pair of pairs)
    for (const row of await duplicateReviews(tx, kind, pair.goneId, pair.keptId))
      if (row.universityId) universities.add(row.universityId);
  const sorted = [...universities].sort();
  for (const universityId of sorted) await lockUniversityAggregate(tx, universityId);
  return sorted;
}

/**
 * Moves one entry's reviews onto its twin (the older of a student's two reviews goes) and what hangs
 * from it, records its address and deletes it, with the entries, the universities of the students
 * who reviewed both (`locked`) and a subject's career locked by the caller.
 */
async function mergeRows(
  tx: Transaction,
  kind: ReviewedKind,
  gone: Entry,
  keptId: string,
  actorId: string,
  locked: readonly string[],
) {
  const duplicates = await duplicateReviews(tx, kind, gone.id, keptId);
  if (duplicates.some((row) => row.universityId && !locked.includes(row.universityId))) throw new DuplicatesChanged();
  if (duplicates.length > 0)
    await tx.execute(
      sql`DELETE FROM reviews WHERE id IN (${sql.join(
        duplicates.map((row) => sql`${row.dropId}`),
        sql`, `,
      )})`,
    );
  const moved = await tx.execute(
    sql`UPDATE reviews SET ${COLUMN[kind]} = ${keptId} WHERE ${COLUMN[kind]} = ${gone.id}`,
  );
  if (kind === "subject") await moveSubject(tx, gone.id, keptId, actorId);
  else await moveProfessor(tx, gone, keptId, actorId);
  await recordMerge(tx, kind, gone.id, keptId, actorId);
  await recomputeTargetFigures(tx, kind, keptId);
  return { moved: moved.rowCount ?? 0, dropped: duplicates.length };
}

/** The old address leads to the entry kept (and so do those that led to the one merged), its notices are settled, and the row goes. */
async function recordMerge(tx: Transaction, kind: MergeKind, goneId: string, keptId: string, actorId: string) {
  await settleCatalogReports(tx, kind, goneId, actorId);
  await tx.execute(sql`UPDATE merged_entries SET kept_id = ${keptId} WHERE kept_id = ${goneId}`);
  await tx.execute(sql`INSERT INTO merged_entries (old_id, kind, kept_id) VALUES (${goneId}, ${kind}, ${keptId})`);
  await tx.execute(sql`DELETE FROM ${sql.raw(TABLE[kind])} WHERE id = ${goneId}`);
}

/** Both entries of a pair, locked, checked to be twins of one place. */
function twins(
  entries: readonly Entry[],
  goneId: string,
  keptId: string,
  kind: MergeKind,
): { gone: Entry; kept: Entry } {
  const gone = entries.find((entry) => entry.id === goneId);
  const kept = entries.find((entry) => entry.id === keptId);
  if (!gone || !kept) throw new CatalogEditRefused(404, MERGE_MESSAGES.gone);
  if (gone.place !== kept.place) throw new CatalogEditRefused(409, MERGE_MESSAGES.place[kind]);
  if (gone.claimedBy && kept.claimedBy) throw new CatalogEditRefused(409, MERGE_MESSAGES.bothClaimed);
  return { gone, kept };
}

async function mergeReviewed(tx: Transaction, kind: ReviewedKind, goneId: string, keptId: string, actorId: string) {
  const universities = await lockDuplicateAuthors(tx, kind, [{ goneId, keptId }]);
  const { gone, kept } = twins(await lockEntries(tx, kind, [goneId, keptId]), goneId, keptId, kind);
  // A professor's merge rewrites the grades per professor of the subjects either teaches.
  const taught =
    kind === "professor"
      ? (
          await tx.execute<{ id: string }>(sql`
            SELECT id FROM subjects WHERE id IN (SELECT subject_id FROM subject_professors WHERE professor_id IN (${goneId}, ${keptId})) ORDER BY id FOR UPDATE`)
        ).rows.map((row) => row.id)
      : [];
  if (kind === "subject") await tx.execute(sql`SELECT id FROM careers WHERE id = ${kept.place} FOR UPDATE`);
  const { moved, dropped } = await mergeRows(tx, kind, gone, keptId, actorId, universities);
  if (kind === "subject") await recomputeCareerTotals(tx, kept.place);
  else await recomputeSubjectTeachingGrades(tx, taught);
  for (const universityId of universities) await recomputeUniversityRating(tx, universityId);
  return { name: gone.name, moved, dropped };
}

/**
 * Moves the students' verdicts on a career to its twin (both locked by the caller): of a student's
 * two, the older goes. A verdict counts in no university total, so no other row is locked.
 */
async function moveCareerVerdicts(tx: Transaction, goneId: string, keptId: string) {
  const dropped = await tx.execute(sql`
    DELETE FROM reviews a USING reviews b
    WHERE a.user_id = b.user_id AND a.career_id IN (${goneId}, ${keptId}) AND b.career_id IN (${goneId}, ${keptId})
      AND a.career_id <> b.career_id AND (a.created_at, a.id) < (b.created_at, b.id)`);
  const moved = await tx.execute(sql`UPDATE reviews SET career_id = ${keptId} WHERE career_id = ${goneId}`);
  return { moved: moved.rowCount ?? 0, dropped: dropped.rowCount ?? 0 };
}

/**
 * Merges a career into its twin of the same university: subjects of the same name are merged as
 * above, the others move; its students, requests and register codes go to the career kept.
 */
async function mergeCareers(tx: Transaction, goneId: string, keptId: string, actorId: string) {
  const planOf = async (lock: boolean) =>
    (
      await tx.execute<{ id: string; name: string; careerId: string }>(sql`
        SELECT id, name, career_id AS "careerId" FROM subjects WHERE career_id IN (${goneId}, ${keptId}) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`)
    ).rows;
  const samePairs = (plan: Awaited<ReturnType<typeof planOf>>): (Pair & { gone: Entry })[] => {
    const keptByName = new Map(
      plan.filter((subject) => subject.careerId === keptId).map((subject) => [foldText(subject.name), subject.id]),
    );
    return plan.flatMap((subject) => {
      const twin = subject.careerId === goneId ? keptByName.get(foldText(subject.name)) : undefined;
      return twin
        ? [
            {
              goneId: subject.id,
              keptId: twin,
              gone: { id: subject.id, name: subject.name, place: keptId, claimedBy: null },
            },
          ]
        : [];
    });
  };
  const universities = await lockDuplicateAuthors(tx, "subject", samePairs(await planOf(false)));
  const pairs = samePairs(await planOf(true));
  const { rows: careerRows } = await tx.execute<Entry>(sql`
    SELECT id, name, university_id AS place, NULL AS "claimedBy" FROM careers WHERE id IN (${goneId}, ${keptId}) ORDER BY id FOR UPDATE`);
  const { gone } = twins(careerRows, goneId, keptId, "career");
  let moved = 0;
  let dropped = 0;
  for (const pair of pairs) {
    const merged = await mergeRows(tx, "subject", pair.gone, pair.keptId, actorId, universities);
    moved += merged.moved;
    dropped += merged.dropped;
  }
  const rest = await tx.execute(sql`UPDATE subjects SET career_id = ${keptId} WHERE career_id = ${goneId}`);
  const verdicts = await moveCareerVerdicts(tx, goneId, keptId);
  dropped += verdicts.dropped;
  await tx.execute(sql`UPDATE user_profiles SET career_id = ${keptId} WHERE career_id = ${goneId}`);
  await tx.execute(sql`UPDATE submissions SET professor_career_id = ${keptId} WHERE professor_career_id = ${goneId}`);
  await tx.execute(sql`UPDATE submissions SET subject_career_id = ${keptId} WHERE subject_career_id = ${goneId}`);
  // Its official marks too, as its register codes: a centre and year the kept one has stays as it is.
  await tx.execute(sql`
    INSERT INTO cutoff_marks (career_id, centre, year, mark) SELECT ${keptId}, centre, year, mark FROM cutoff_marks WHERE career_id = ${goneId}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE careers k SET
      ruct_codes = ARRAY(SELECT DISTINCT code FROM unnest(k.ruct_codes || g.ruct_codes) AS code ORDER BY code),
      description = coalesce(k.description, g.description),
      duration_years = coalesce(k.duration_years, g.duration_years),
      professional_outcomes = coalesce(k.professional_outcomes, g.professional_outcomes),
      url = coalesce(k.url, g.url),
      ${keptAsChecked(actorId)}
    FROM careers g WHERE k.id = ${keptId} AND g.id = ${goneId}`);
  await recordMerge(tx, "career", goneId, keptId, actorId);
  await recomputeCareerTotals(tx, keptId);
  await recomputeTargetFigures(tx, "career", keptId);
  await recomputeLatestCutoffs(tx, [keptId]);
  for (const universityId of universities) await recomputeUniversityRating(tx, universityId);
  return { name: gone.name, moved: moved + (rest.rowCount ?? 0) + verdicts.moved, dropped };
}

async function mergeOnce(
  tx: Transaction,
  kind: MergeKind,
  goneId: string,
  keptId: string,
  actorId: string,
): Promise<MergeOutcome> {
  const merged =
    kind === "career"
      ? await mergeCareers(tx, goneId, keptId, actorId)
      : await mergeReviewed(tx, kind, goneId, keptId, actorId);
  await writeAudit(tx, {
    actorId,
    action: "catalog.merge",
    targetType: kind,
    targetId: keptId,
    details: {
      merged: merged.name,
      [kind === "career" ? "subjects" : "reviews"]: merged.moved,
      dropped: merged.dropped,
    },
  });
  return { keptId, moved: merged.moved, droppedReviews: merged.dropped };
}

/** Merges `goneId` into `keptId`, or throws CatalogEditRefused with the Spanish reason. */
export async function mergeCatalogEntries(
  kind: MergeKind,
  goneId: string,
  keptId: string,
  actorId: string,
): Promise<MergeOutcome> {
  if (goneId === keptId) throw new CatalogEditRefused(409, MERGE_MESSAGES.same);
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb().transaction((tx) => mergeOnce(tx, kind, goneId, keptId, actorId));
    } catch (error) {
      if (!(error instanceof DuplicatesChanged) || attempt === 3) throw error;
    }
  }
}
