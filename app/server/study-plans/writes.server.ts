/**
 * Adding the rows of a study plan (published at once, marked as added by students) and confirming
 * a subject a student added. One transaction per send: the student's account row is locked so
 * their sends queue up and each counts the rows committed before it (the day's limit holds under
 * parallel sends), and the career is locked so two students sending the same subject at once make
 * one subject, not twins.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { PLAN_ROWS_PER_DAY } from "~/lib/plan-form";
import { foldText } from "~/lib/search-text";
import { type Database, getDb } from "~/server/db/client.server";
import { subjectCategories, subjects } from "~/server/db/schema";
import type { PlanRow } from "~/server/study-plans/plan-rows.server";

type Executor = Pick<Database, "execute">;

export class PlanDailyLimitReached extends Error {
  constructor(readonly remaining: number) {
    super("Límite diario de asignaturas añadidas alcanzado");
  }
}

/** How many more subject rows the student may add in the rolling day (subjects_added_by_idx). */
async function readRemainingPlanRows(db: Executor, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM subjects WHERE added_by = ${userId} AND created_at > now() - interval '24 hours'`,
  );
  return Math.max(0, PLAN_ROWS_PER_DAY - Number(rows[0]?.n ?? 0));
}

export function remainingPlanRows(userId: string): Promise<number> {
  return readRemainingPlanRows(getDb(), userId);
}

/**
 * Inserts the rows the career's plan does not have yet (the same name, whatever its case and
 * accents, is left out and counted as already there), or throws PlanDailyLimitReached.
 */
export interface PlanAddition {
  added: number;
  skipped: number;
  /** The subject each row ended as, in the rows' order: the new one, or the one the plan had. */
  subjectIds: string[];
}

export async function addPlanSubjects(
  userId: string,
  careerId: string,
  rows: readonly PlanRow[],
): Promise<PlanAddition> {
  return getDb().transaction(async (tx) => {
    // NO KEY UPDATE: serializes this student's sends without blocking their other writes.
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR NO KEY UPDATE`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`plan:${careerId}`}, 0))`);
    const existing = await tx
      .select({ id: subjects.id, name: subjects.name })
      .from(subjects)
      .where(eq(subjects.careerId, careerId));
    const idOfName = new Map(existing.map((subject) => [foldText(subject.name), subject.id]));
    const fresh = rows.filter((row) => !idOfName.has(foldText(row.name)));
    const remaining = await readRemainingPlanRows(tx, userId);
    if (fresh.length > remaining) throw new PlanDailyLimitReached(remaining);
    if (fresh.length > 0) {
      const categoryNames = [...new Set(fresh.flatMap((row) => (row.category ? [row.category] : [])))];
      const categories = categoryNames.length
        ? await tx
            .select({ id: subjectCategories.id, name: subjectCategories.name })
            .from(subjectCategories)
            .where(inArray(subjectCategories.name, categoryNames))
        : [];
      const categoryId = new Map(categories.map((category) => [category.name, category.id]));
      const inserted = await tx
        .insert(subjects)
        .values(
          fresh.map((row) => ({
            name: row.name,
            careerId,
            courseYear: row.courseYear,
            semester: row.semester,
            credits: row.credits,
            categoryId: row.category ? (categoryId.get(row.category) ?? null) : null,
            addedByStudent: true,
            addedBy: userId,
          })),
        )
        .returning({ id: subjects.id, name: subjects.name });
      for (const subject of inserted) idOfName.set(foldText(subject.name), subject.id);
    }
    return {
      added: fresh.length,
      skipped: rows.length - fresh.length,
      subjectIds: rows.map((row) => idOfName.get(foldText(row.name))!),
    };
  });
}

/** Marks a subject a student added as confirmed; false when it was confirmed already (or is not one). */
export async function confirmPlanSubject(subjectId: string, confirmedBy: string): Promise<boolean> {
  const updated = await getDb()
    .update(subjects)
    .set({ confirmedAt: sql`now()`, confirmedBy })
    .where(and(eq(subjects.id, subjectId), eq(subjects.addedByStudent, true), isNull(subjects.confirmedAt)))
    .returning({ id: subjects.id });
  return updated.length > 0;
}
