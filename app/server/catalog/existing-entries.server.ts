/**
 * Whether the catalog already has an entry of a proposed name: a student proposing a university,
 * career, subject or professor, or naming at sign-up a career that is not listed, is pointed to it.
 */
import { and, eq } from "drizzle-orm";

import type { SubmissionKind } from "~/lib/submission-forms";
import { getDb } from "~/server/db/client.server";
import { nameEquals } from "~/server/db/name-search.server";
import { careers, professors, subjects, universities } from "~/server/db/schema";

export interface ExistingEntity {
  kind: SubmissionKind;
  id: string;
  name: string;
}

/**
 * A visible university (anywhere), career (of the same university), professor (of the same
 * university) or subject (of the same career) with the proposed name, accent- and
 * case-insensitively (case and accents do not make a name new). A professor whose name is not
 * public is never matched: the answer would reveal the name. `placeId` is the university, or the
 * career of a subject.
 */
export async function findExistingEntity(
  kind: SubmissionKind,
  name: string,
  placeId: string | null,
): Promise<ExistingEntity | null> {
  const db = getDb();
  if (kind === "universidad") {
    const [row] = await db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(and(eq(universities.isEnabled, true), nameEquals(universities.searchName, name)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  if (!placeId) return null;
  if (kind === "asignatura") {
    const [row] = await db
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(and(eq(subjects.careerId, placeId), nameEquals(subjects.searchName, name)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  if (kind === "carrera") {
    const [row] = await db
      .select({ id: careers.id, name: careers.name })
      .from(careers)
      .where(and(eq(careers.universityId, placeId), eq(careers.isEnabled, true), nameEquals(careers.searchName, name)))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  const [row] = await db
    .select({ id: professors.id, name: professors.name })
    .from(professors)
    .where(
      and(
        eq(professors.universityId, placeId),
        eq(professors.isNamePublic, true),
        nameEquals(professors.searchName, name),
      ),
    )
    .limit(1);
  return row ? { kind, ...row } : null;
}
