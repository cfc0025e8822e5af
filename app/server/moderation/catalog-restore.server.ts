/**
 * A reversed appeal against the deletion of a subject or a professor a student added puts the entry
 * back from the snapshot its deletion kept in the audit row (catalog-removal.server.ts): the same id,
 * so its address and the links to it work again, every column as it was, and its links whose other
 * end still exists (or was merged into an entry that does), those the other end's own deletion kept
 * included. It had no reviews (a deletion requires none), so every figure it stores is zero and
 * links start with no grades. It is not restored into a career or university that is gone, nor next
 * to an entry of the same name added since: two entries of one name are twins to merge, not to
 * make. Runs inside the appeal's transaction.
 *
 * A career a student added comes back the same way with its cut-off marks, its subjects and the
 * professors that went with it (career-removal.server.ts), except a professor whose name the
 * university has again; and it is its adder's career again while they have not got another.
 */
import { getTableName, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

import { catalogEntryHref } from "~/lib/catalog-report-links";
import type { Transaction } from "~/server/db/client.server";
import { careers, professors, subjects } from "~/server/db/schema";
import type { RemovedCareerSnapshot } from "~/server/moderation/career-removal.server";
import type { RemovedKind, RemovedSnapshot } from "~/server/moderation/catalog-removal.server";

export const RESTORE_MESSAGES = {
  placeGone: {
    subject: "la carrera a la que se añadió ya no existe",
    professor: "la universidad en la que se añadió ya no existe",
    career: "la universidad en la que se añadió ya no existe",
  },
  twin: {
    subject: "la carrera ya tiene otra asignatura con ese nombre",
    professor: "la universidad ya tiene otro profesor con ese nombre",
    career: "la universidad ya tiene otra carrera con ese nombre",
  },
  noSnapshot: "al eliminarla no se guardó una copia de la entrada",
} as const;

type RestoredKind = RemovedKind | "career";

/** What became of the entry whose deletion an appeal reversed (`yours`: a career that is its adder's again). */
export type Restoration = { kind: RestoredKind; id: string; name: string } & (
  { restored: true; yours?: boolean } | { restored: false; why: string }
);

/**
 * Each kind: its table, the column of its place with the place's table, the lock its additions of
 * one place take (study-plans), and the link column pointing at it and at the other end.
 */
const KINDS = {
  subject: {
    table: subjects,
    place: { column: "career_id", table: "careers" },
    lock: "plan",
    link: { self: "subject_id", other: "professor_id", otherTable: "professors", otherKind: "professor" },
  },
  professor: {
    table: professors,
    place: { column: "university_id", table: "universities" },
    lock: "professors",
    link: { self: "professor_id", other: "subject_id", otherTable: "subjects", otherKind: "subject" },
  },
} as const;

type RemovalDetails = { name: string } & (
  { kind: RemovedKind; snapshot?: RemovedSnapshot } | { kind: "career"; snapshot?: RemovedCareerSnapshot }
);

/**
 * The column list and the values of the row to insert from the snapshot `r`: the columns it holds
 * that are stored (not generated). A column referencing another row keeps its value only while that
 * row exists (an account deleted since leaves it empty, as its ON DELETE would have), and a unique
 * one only while no other row took it (a professor account claims one profile).
 */
function restoredRow(table: PgTable, row: Record<string, unknown>) {
  const { columns, foreignKeys } = getTableConfig(table);
  const tableName = sql.identifier(getTableName(table));
  const references = new Map(
    foreignKeys.flatMap((key) => {
      const { columns: from, foreignColumns, foreignTable } = key.reference();
      return from.length === 1
        ? [[from[0]!.name, { table: getTableName(foreignTable), column: foreignColumns[0]!.name }] as const]
        : [];
    }),
  );
  const stored = columns.filter((column) => !column.generated && Object.hasOwn(row, column.name));
  const values = stored.map((column) => {
    const value = sql`r.${sql.identifier(column.name)}`;
    const reference = references.get(column.name);
    if (!reference) return value;
    const target = sql.identifier(reference.column);
    const free = column.isUnique
      ? sql` AND NOT EXISTS (SELECT 1 FROM ${tableName} t WHERE t.${sql.identifier(column.name)} = ${value})`
      : sql``;
    return sql`(SELECT f.${target} FROM ${sql.identifier(reference.table)} f WHERE f.${target} = ${value}${free})`;
  });
  return {
    names: sql.join(
      stored.map((column) => sql.identifier(column.name)),
      sql`, `,
    ),
    values: sql.join(values, sql`, `),
  };
}

/** Inserts the snapshot's row into `table` (see restoredRow); false when a row took its id or a unique value meanwhile. */
async function insertSnapshotRow(tx: Transaction, table: PgTable, row: Record<string, unknown>): Promise<boolean> {
  const tableName = sql.identifier(getTableName(table));
  const { names, values } = restoredRow(table, row);
  const { rows } = await tx.execute(sql`
    INSERT INTO ${tableName} (${names})
    SELECT ${values} FROM jsonb_populate_record(NULL::${tableName}, ${JSON.stringify(row)}::jsonb) r
    ON CONFLICT DO NOTHING RETURNING id`);
  return rows.length > 0;
}

/**
 * Links the entry `id` of `kind` back to the other ends named in `links` as they are now: itself,
 * or the entry it was merged into; gone, the link is not restored. Locks the other ends in id order.
 */
async function restoreLinks(
  tx: Transaction,
  kind: RemovedKind,
  id: string,
  links: RemovedSnapshot["links"],
): Promise<void> {
  const { link } = KINDS[kind];
  await tx.execute(sql`
    WITH wanted AS (
      SELECT DISTINCT ON (coalesce(m.kept_id, l.id)) coalesce(m.kept_id, l.id) AS id, l.role
      FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS l(id uuid, role text)
      LEFT JOIN merged_entries m ON m.old_id = l.id AND m.kind = ${link.otherKind}
      ORDER BY coalesce(m.kept_id, l.id), l.role
    ), present AS (
      SELECT id FROM ${sql.identifier(link.otherTable)} WHERE id IN (SELECT id FROM wanted) ORDER BY id FOR KEY SHARE
    )
    INSERT INTO subject_professors (${sql.identifier(link.self)}, ${sql.identifier(link.other)}, role)
    SELECT ${id}, w.id, w.role FROM wanted w JOIN present p ON p.id = w.id
    ON CONFLICT DO NOTHING`);
}

/**
 * Links the entry `id` of `kind` back to the other ends whose own deletion kept a link to it (a
 * subject deleted before the professor who taught it keeps the link, the professor's snapshot then
 * has none): when the other end exists again (its appeal reversed first), or the entry it was merged
 * into does, whichever is restored second makes the link again. A career's snapshot holds its
 * subjects and professors as a subject's or a professor's holds itself.
 */
async function restoreLinksKeptElsewhere(tx: Transaction, kind: RemovedKind, id: string): Promise<void> {
  const { link } = KINDS[kind];
  const inCareer = link.otherKind === "subject" ? "subjects" : "professors";
  await tx.execute(sql`
    WITH entries AS (
      SELECT e.entry FROM moderation_audit_log l
      CROSS JOIN LATERAL jsonb_array_elements(CASE l.details->>'kind'
        WHEN ${link.otherKind} THEN jsonb_build_array(l.details->'snapshot')
        WHEN 'career' THEN coalesce(l.details->'snapshot'->${inCareer}, '[]'::jsonb)
        ELSE '[]'::jsonb END) AS e(entry)
      WHERE l.action = 'catalog.delete'
    ), wanted AS (
      SELECT DISTINCT ON (coalesce(m.kept_id, (en.entry->'row'->>'id')::uuid))
        coalesce(m.kept_id, (en.entry->'row'->>'id')::uuid) AS id, k.value->>'role' AS role
      FROM entries en CROSS JOIN LATERAL jsonb_array_elements(coalesce(en.entry->'links', '[]'::jsonb)) AS k(value)
      LEFT JOIN merged_entries m ON m.old_id = (en.entry->'row'->>'id')::uuid AND m.kind = ${link.otherKind}
      WHERE k.value->>'id' = ${id}
      ORDER BY coalesce(m.kept_id, (en.entry->'row'->>'id')::uuid), k.value->>'role'
    ), present AS (
      SELECT id FROM ${sql.identifier(link.otherTable)} WHERE id IN (SELECT id FROM wanted) ORDER BY id FOR KEY SHARE
    )
    INSERT INTO subject_professors (${sql.identifier(link.self)}, ${sql.identifier(link.other)}, role)
    SELECT ${id}, w.id, w.role FROM wanted w JOIN present p ON p.id = w.id
    ON CONFLICT DO NOTHING`);
}

/** Whether `table` has, in the place `column` = `placeId`, an entry named `name` as the catalogue compares names. */
async function hasTwin(
  tx: Transaction,
  table: PgTable,
  column: string,
  placeId: string,
  name: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM ${sql.identifier(getTableName(table))}
    WHERE ${sql.identifier(column)} = ${placeId} AND search_name = f_unaccent(lower(${name})) LIMIT 1`);
  return rows.length > 0;
}

/**
 * Restores a career a student added, with what went with it: under the lock career additions of its
 * university take, then the lock of its professors' additions. A professor whose name the university
 * has again stays out (a twin), with their links.
 */
async function restoreCareer(
  tx: Transaction,
  name: string,
  snapshot: RemovedCareerSnapshot | undefined,
  userId: string,
): Promise<Restoration> {
  const id = typeof snapshot?.row.id === "string" ? snapshot.row.id : null;
  const universityId = snapshot?.row.university_id;
  if (!snapshot || !id || typeof universityId !== "string")
    return { kind: "career", id: id ?? "", name, restored: false, why: RESTORE_MESSAGES.noSnapshot };
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`careers:${universityId}`}, 0))`);
  const { rows: places } = await tx.execute(sql`SELECT id FROM universities WHERE id = ${universityId} FOR KEY SHARE`);
  if (places.length === 0) return { kind: "career", id, name, restored: false, why: RESTORE_MESSAGES.placeGone.career };
  if (await hasTwin(tx, careers, "university_id", universityId, name))
    return { kind: "career", id, name, restored: false, why: RESTORE_MESSAGES.twin.career };
  if (!(await insertSnapshotRow(tx, careers, snapshot.row)))
    return { kind: "career", id, name, restored: false, why: RESTORE_MESSAGES.twin.career };
  await tx.execute(sql`
    INSERT INTO cutoff_marks SELECT * FROM jsonb_populate_recordset(NULL::cutoff_marks, ${JSON.stringify(snapshot.cutoffs)}::jsonb)
    ON CONFLICT DO NOTHING`);
  for (const subject of snapshot.subjects) await insertSnapshotRow(tx, subjects, subject.row);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`professors:${universityId}`}, 0))`);
  for (const professor of snapshot.professors) {
    if (!(await hasTwin(tx, professors, "university_id", universityId, String(professor.row.name))))
      await insertSnapshotRow(tx, professors, professor.row);
  }
  // The subjects' links name every professor they had, those that went with the career included.
  for (const subject of snapshot.subjects) {
    if (typeof subject.row.id !== "string") continue;
    await restoreLinks(tx, "subject", subject.row.id, subject.links);
    await restoreLinksKeptElsewhere(tx, "subject", subject.row.id);
  }
  if (!snapshot.adderCareer) return { kind: "career", id, name, restored: true };
  // Theirs again while they have no other; their request for it, refused by the deletion, approved again.
  const { rows: yours } = await tx.execute(sql`
    UPDATE user_profiles SET career_id = ${id}, updated_at = now()
    WHERE id = ${userId} AND career_id IS NULL AND university_id = ${universityId} RETURNING id`);
  if (yours.length > 0) {
    await tx.execute(sql`
      UPDATE submissions SET status = 'approved', moderator_note = NULL
      WHERE user_id = ${userId} AND for_profile AND submission_type = 'career' AND status = 'rejected' AND result_entity_id = ${id}`);
  }
  return { kind: "career", id, name, restored: true, yours: yours.length > 0 };
}

/**
 * Restores the entry whose deletion issued the warning `decisionId` to `userId`, or says why not;
 * null when that warning was not a deletion. With the appeal locked by the caller, takes the lock
 * the additions of the entry's place take, then its career or university, then the other ends of
 * its links in id order.
 */
export async function restoreRemovedEntry(
  tx: Transaction,
  decisionId: string,
  userId: string,
): Promise<Restoration | null> {
  const { rows } = await tx.execute<{ details: RemovalDetails }>(sql`
    SELECT details FROM moderation_audit_log
    WHERE target_type = 'user' AND target_id = ${userId} AND action = 'catalog.delete'
      AND details->>'decisionId' = ${decisionId}
    LIMIT 1`);
  const details = rows[0]?.details;
  if (!details) return null;
  if (details.kind === "career") return restoreCareer(tx, details.name, details.snapshot, userId);
  if (details.kind !== "subject" && details.kind !== "professor") return null;
  const { kind, name, snapshot } = details;
  const id = typeof snapshot?.row.id === "string" ? snapshot.row.id : null;
  const placeId = snapshot?.row[KINDS[kind].place.column];
  if (!snapshot || !id || typeof placeId !== "string")
    return { kind, id: id ?? "", name, restored: false, why: RESTORE_MESSAGES.noSnapshot };
  const { table, place, lock } = KINDS[kind];
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${lock}:${placeId}`}, 0))`);
  // KEY SHARE: the place cannot go (a merge, a deletion) before this commits, yet its other writes go on.
  const { rows: places } = await tx.execute(
    sql`SELECT id FROM ${sql.identifier(place.table)} WHERE id = ${placeId} FOR KEY SHARE`,
  );
  if (places.length === 0) return { kind, id, name, restored: false, why: RESTORE_MESSAGES.placeGone[kind] };
  if (await hasTwin(tx, table, place.column, placeId, name))
    return { kind, id, name, restored: false, why: RESTORE_MESSAGES.twin[kind] };
  if (!(await insertSnapshotRow(tx, table, snapshot.row)))
    return { kind, id, name, restored: false, why: RESTORE_MESSAGES.twin[kind] };
  await restoreLinks(tx, kind, id, snapshot.links);
  await restoreLinksKeptElsewhere(tx, kind, id);
  return { kind, id, name, restored: true };
}

/** The entry's words for the student: «la asignatura «X»», «el profesor «X»», «la carrera «X»». */
function restoredEntryWords(restoration: Restoration): string {
  const article = { subject: "la asignatura", professor: "el profesor", career: "la carrera" }[restoration.kind];
  return `${article} «${restoration.name}»`;
}

/** The sentence of the appeal's answer about the entry, with its address when it is back. */
export function restorationSentence(restoration: Restoration, siteUrl: string): string {
  const what = restoredEntryWords(restoration);
  if (restoration.restored) {
    const href = `${siteUrl}${catalogEntryHref(restoration.kind, restoration.id)}`;
    const where = restoration.kind === "career" ? ", con sus asignaturas," : ",";
    const yours = restoration.yours ? " Vuelve a ser tu carrera." : "";
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} vuelve a estar en el catálogo${where} en la misma dirección: ${href}.${yours}`;
  }
  return `No hemos podido devolver al catálogo ${what}: ${restoration.why}.`;
}
