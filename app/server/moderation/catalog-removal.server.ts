/**
 * A moderator deletes a subject or a professor a student added that should not be in the catalogue
 * (it does not exist, it is a joke): only while nobody has reviewed it (otherwise it is merged into
 * the right entry). The student who added it gets a warning with the statement of reasons, which
 * they may appeal like any decision; a student whose additions keep being deleted loses the right
 * to add (permissions.server.ts, `decideOwnCareerAddition`) until the removals are old or reversed.
 * A reversed appeal also restores the entry (catalog-restore.server.ts).
 */
import { sql } from "drizzle-orm";

import { asSentence, plural } from "~/lib/format";
import type { CommunityRule } from "~/lib/moderation-decisions";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { announceDecision, recordDecision } from "~/server/decisions/statements.server";
import { CatalogEditRefused } from "~/server/moderation/catalog-merge.server";
import { settleCatalogReports } from "~/server/moderation/catalog-reports.server";

export const REMOVAL_MESSAGES = {
  gone: "Esta entrada ya no existe. Recarga la página.",
  notAdded: "Solo se eliminan entradas añadidas por estudiantes.",
  reviewed: (reviews: number) =>
    `Tiene ${plural(reviews, "reseña", "reseñas")}: fusiónala con la entrada correcta en lugar de eliminarla.`,
} as const;

export type RemovedKind = "subject" | "professor";

/** What a deletion keeps in its audit row to undo it: the row's columns by name, and its links (the other end's id, the role). */
export interface RemovedSnapshot {
  row: Record<string, unknown>;
  links: { id: string; role: string }[];
}

// Each entry with its snapshot: the row as stored (its generated search column is derived again) and
// the subjects it teaches or the professors who teach it, so a reversed appeal can put it back.
const ENTRY = {
  subject: sql`SELECT s.name, s.added_by_student AS "addedByStudent", s.added_by AS "adderId", c.name AS place,
      (SELECT count(*)::int FROM reviews r WHERE r.subject_id = s.id) AS reviews,
      to_jsonb(s) - 'search_name' AS row,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', sp.professor_id, 'role', sp.role) ORDER BY sp.professor_id), '[]')
        FROM subject_professors sp WHERE sp.subject_id = s.id) AS links
    FROM subjects s JOIN careers c ON c.id = s.career_id WHERE s.id = `,
  professor: sql`SELECT p.name, p.added_by_student AS "addedByStudent", p.created_by AS "adderId", u.name AS place,
      (SELECT count(*)::int FROM reviews r WHERE r.professor_id = p.id) AS reviews,
      to_jsonb(p) - 'search_name' AS row,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('id', sp.subject_id, 'role', sp.role) ORDER BY sp.subject_id), '[]')
        FROM subject_professors sp WHERE sp.professor_id = p.id) AS links
    FROM professors p JOIN universities u ON u.id = p.university_id WHERE p.id = `,
} as const;

/** Deletes the entry and warns the student who added it, or throws CatalogEditRefused. */
export async function removeStudentAddition(
  actorId: string,
  kind: RemovedKind,
  id: string,
  rule: CommunityRule,
  reason: string,
): Promise<void> {
  const decisionId = await getDb().transaction(async (tx) => {
    const table = sql.raw(kind === "subject" ? "subjects" : "professors");
    await tx.execute(sql`SELECT id FROM ${table} WHERE id = ${id} FOR UPDATE`);
    const { rows } = await tx.execute<{
      name: string;
      addedByStudent: boolean;
      adderId: string | null;
      place: string;
      reviews: number;
      row: RemovedSnapshot["row"];
      links: RemovedSnapshot["links"];
    }>(sql`${ENTRY[kind]}${id}`);
    const entry = rows[0];
    if (!entry) throw new CatalogEditRefused(404, REMOVAL_MESSAGES.gone);
    if (!entry.addedByStudent) throw new CatalogEditRefused(409, REMOVAL_MESSAGES.notAdded);
    if (entry.reviews > 0) throw new CatalogEditRefused(409, REMOVAL_MESSAGES.reviewed(entry.reviews));
    await tx.execute(sql`DELETE FROM ${table} WHERE id = ${id}`);
    await settleCatalogReports(tx, kind, id, actorId);
    const what =
      kind === "subject"
        ? `la asignatura «${entry.name}», que añadiste a ${entry.place}`
        : `el profesor «${entry.name}», que añadiste en ${entry.place}`;
    const decision = entry.adderId
      ? await recordDecision(tx, {
          userId: entry.adderId,
          targetType: "user",
          targetId: entry.adderId,
          restriction: "warning",
          rule,
          facts: `Hemos eliminado ${what}. ${asSentence(reason)}`,
          source: "moderator",
          decidedBy: actorId,
        })
      : null;
    // Recorded against the student, so their removals are counted; an appeal reversed uncounts one and
    // puts the entry back from the snapshot (catalog-restore.server.ts).
    await writeAudit(tx, {
      actorId,
      action: "catalog.delete",
      targetType: entry.adderId ? "user" : kind,
      targetId: entry.adderId ?? id,
      reason,
      details: {
        kind,
        name: entry.name,
        decisionId: decision,
        snapshot: { row: entry.row, links: entry.links } satisfies RemovedSnapshot,
      },
    });
    return decision;
  });
  announceDecision(decisionId);
}
