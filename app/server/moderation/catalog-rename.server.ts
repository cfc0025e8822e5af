/**
 * A moderator renames a subject or a professor (a student's typo, the register's wording): the name
 * is checked as when it was added, and a name its career or university already has is refused,
 * since two entries of one name are twins to merge, not to make.
 */
import { sql } from "drizzle-orm";

import { professorNameProblem, subjectNameProblem } from "~/lib/plan-form";
import { foldText } from "~/lib/search-text";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/moderation/audit.server";
import { CatalogEditRefused } from "~/server/moderation/catalog-merge.server";

export type RenamedKind = "subject" | "professor";

export const RENAME_MESSAGES = {
  gone: "Esta entrada ya no existe. Recarga la página.",
  unchanged: "Es el mismo nombre: escribe el nuevo.",
  twin: {
    subject: "La carrera ya tiene una asignatura con ese nombre: fusiónalas en lugar de renombrar.",
    professor: "La universidad ya tiene un profesor con ese nombre: fusiónalos en lugar de renombrar.",
  },
} as const;

/** Renames the entry, or throws CatalogEditRefused with the reason. */
export async function renameCatalogEntry(kind: RenamedKind, id: string, typedName: string, actorId: string): Promise<void> {
  const name = typedName.replace(/\s+/g, " ").trim();
  const problem = kind === "subject" ? subjectNameProblem(name) : professorNameProblem(name);
  if (problem) throw new CatalogEditRefused(400, problem);
  await getDb().transaction(async (tx) => {
    // The same lock as the plan's and the professors' additions, so a twin cannot be added meanwhile.
    const { rows } =
      kind === "subject"
        ? await tx.execute<{ name: string; place: string }>(sql`SELECT name, career_id AS place FROM subjects WHERE id = ${id} FOR UPDATE`)
        : await tx.execute<{ name: string; place: string }>(sql`SELECT name, university_id AS place FROM professors WHERE id = ${id} FOR UPDATE`);
    const entry = rows[0];
    if (!entry) throw new CatalogEditRefused(404, RENAME_MESSAGES.gone);
    if (entry.name === name) throw new CatalogEditRefused(400, RENAME_MESSAGES.unchanged);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${kind === "subject" ? `plan:${entry.place}` : `professors:${entry.place}`}, 0))`);
    const { rows: others } =
      kind === "subject"
        ? await tx.execute<{ name: string }>(sql`SELECT name FROM subjects WHERE career_id = ${entry.place} AND id <> ${id}`)
        : await tx.execute<{ name: string }>(sql`SELECT name FROM professors WHERE university_id = ${entry.place} AND id <> ${id}`);
    if (others.some((other) => foldText(other.name) === foldText(name))) throw new CatalogEditRefused(409, RENAME_MESSAGES.twin[kind]);
    await tx.execute(kind === "subject" ? sql`UPDATE subjects SET name = ${name} WHERE id = ${id}` : sql`UPDATE professors SET name = ${name} WHERE id = ${id}`);
    await writeAudit(tx, { actorId, action: "catalog.rename", targetType: kind, targetId: id, details: { from: entry.name, to: name } });
  });
}
