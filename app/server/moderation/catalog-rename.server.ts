/**
 * A moderator corrects what students added: renames a subject, a professor or a career (a typo, the
 * register's wording) — the name checked as when it was added, and a name its career or university
 * already has refused, since two entries of one name are twins to merge, not to make — and confirms
 * a career a student added when it was not listed, or a professor a student added.
 */
import { sql } from "drizzle-orm";

import { catalogNameProblem, professorNameProblem } from "~/lib/plan-form";
import { foldText } from "~/lib/search-text";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { CatalogEditRefused, type MergeKind } from "~/server/moderation/catalog-merge.server";

export const RENAME_MESSAGES = {
  gone: "Esta entrada ya no existe. Recarga la página.",
  unchanged: "Es el mismo nombre: escribe el nuevo.",
  twin: {
    subject: "La carrera ya tiene una asignatura con ese nombre: fusiónalas en lugar de renombrar.",
    professor: "La universidad ya tiene un profesor con ese nombre: fusiónalos en lugar de renombrar.",
    career: "La universidad ya tiene una carrera con ese nombre: fusiónalas en lugar de renombrar.",
  },
  confirmed: { career: "Esta carrera ya está confirmada.", professor: "Este profesor ya está confirmado." },
} as const;

/** Each kind's table, the column of the place its names must be unique in, and the lock its additions take. */
const ENTRY = {
  subject: { table: sql.raw("subjects"), place: sql.raw("career_id"), lock: "plan" },
  professor: { table: sql.raw("professors"), place: sql.raw("university_id"), lock: "professors" },
  career: { table: sql.raw("careers"), place: sql.raw("university_id"), lock: "careers" },
} as const;

/** Renames the entry, or throws CatalogEditRefused with the reason. */
export async function renameCatalogEntry(
  kind: MergeKind,
  id: string,
  typedName: string,
  actorId: string,
): Promise<void> {
  const name = typedName.replace(/\s+/g, " ").trim();
  const problem = kind === "professor" ? professorNameProblem(name) : catalogNameProblem(name);
  if (problem) throw new CatalogEditRefused(400, problem);
  const { table, place, lock } = ENTRY[kind];
  await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string; place: string }>(
      sql`SELECT name, ${place} AS place FROM ${table} WHERE id = ${id} FOR UPDATE`,
    );
    const entry = rows[0];
    if (!entry) throw new CatalogEditRefused(404, RENAME_MESSAGES.gone);
    if (entry.name === name) throw new CatalogEditRefused(400, RENAME_MESSAGES.unchanged);
    // The lock the additions of this place take, so a twin cannot be added meanwhile.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${lock}:${entry.place}`}, 0))`);
    const { rows: others } = await tx.execute<{ name: string }>(
      sql`SELECT name FROM ${table} WHERE ${place} = ${entry.place} AND id <> ${id}`,
    );
    if (others.some((other) => foldText(other.name) === foldText(name)))
      throw new CatalogEditRefused(409, RENAME_MESSAGES.twin[kind]);
    await tx.execute(sql`UPDATE ${table} SET name = ${name} WHERE id = ${id}`);
    await writeAudit(tx, {
      actorId,
      action: "catalog.rename",
      targetType: kind,
      targetId: id,
      details: { from: entry.name, to: name },
    });
  });
}

/**
 * Confirms a career a student added (it stops reading «pendiente de confirmar») or a professor a
 * student added (checked: it leaves the queue), or throws CatalogEditRefused.
 */
export async function confirmStudentAddition(kind: "career" | "professor", id: string, actorId: string): Promise<void> {
  const { table } = ENTRY[kind];
  await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      UPDATE ${table} SET confirmed_at = now(), confirmed_by = ${actorId} WHERE id = ${id} AND added_by_student AND confirmed_at IS NULL RETURNING id`);
    if (rows.length === 0) throw new CatalogEditRefused(409, RENAME_MESSAGES.confirmed[kind]);
    await writeAudit(tx, { actorId, action: "catalog.confirm", targetType: kind, targetId: id });
  });
}
