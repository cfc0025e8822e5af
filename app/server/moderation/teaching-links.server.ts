/**
 * Which subjects a professor teaches, corrected by a moderator (/moderacion/profesores): a professor
 * approved without a subject is linked to one (and so listed under its career and reviewable by
 * its students), a wrong link is removed. Each change rewrites the subject's grades per professor,
 * under the subject's lock as every review writer takes it, and is written to the audit log.
 */
import { sql } from "drizzle-orm";

import { recomputeSubjectTeachingGrades } from "~/server/aggregates.server";
import { getDb } from "~/server/db/client.server";
import { writeAudit } from "~/server/decisions/audit-log.server";
import { CatalogEditRefused } from "~/server/moderation/catalog-merge.server";

export const TEACHING_LINK_MESSAGES = {
  subjectMissing: "Pega la dirección de una asignatura que exista (por ejemplo, /subject/…).",
  otherUniversity:
    "Esa asignatura es de otra universidad: solo se vincula a asignaturas de la universidad del profesor.",
  linked: "El profesor ya imparte esa asignatura.",
  notLinked: "El profesor no imparte esa asignatura.",
  professorMissing: "Profesor no encontrado.",
} as const;

/** Links or unlinks a professor and a subject of their university, or throws CatalogEditRefused. */
export async function setTeachingLink(
  actorId: string,
  professorId: string,
  subjectId: string,
  teaches: boolean,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{
      subjectName: string;
      subjectUniversity: string;
      professorUniversity: string | null;
    }>(sql`
      SELECT s.name AS "subjectName", c.university_id AS "subjectUniversity",
        (SELECT p.university_id FROM professors p WHERE p.id = ${professorId}) AS "professorUniversity"
      FROM subjects s JOIN careers c ON c.id = s.career_id WHERE s.id = ${subjectId} FOR UPDATE OF s`);
    const found = rows[0];
    if (!found) throw new CatalogEditRefused(404, TEACHING_LINK_MESSAGES.subjectMissing);
    if (!found.professorUniversity) throw new CatalogEditRefused(404, TEACHING_LINK_MESSAGES.professorMissing);
    if (found.professorUniversity !== found.subjectUniversity)
      throw new CatalogEditRefused(409, TEACHING_LINK_MESSAGES.otherUniversity);
    const changed = teaches
      ? await tx.execute(
          sql`INSERT INTO subject_professors (subject_id, professor_id) VALUES (${subjectId}, ${professorId}) ON CONFLICT DO NOTHING`,
        )
      : await tx.execute(
          sql`DELETE FROM subject_professors WHERE subject_id = ${subjectId} AND professor_id = ${professorId}`,
        );
    if (!changed.rowCount)
      throw new CatalogEditRefused(409, teaches ? TEACHING_LINK_MESSAGES.linked : TEACHING_LINK_MESSAGES.notLinked);
    if (teaches) await recomputeSubjectTeachingGrades(tx, [subjectId]);
    await writeAudit(tx, {
      actorId,
      action: teaches ? "catalog.link" : "catalog.unlink",
      targetType: "professor",
      targetId: professorId,
      details: { subject: found.subjectName },
    });
  });
}
