/** Review permissions (SPEC §6) and review writes with their aggregates, against a real database. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "~/server/auth/session.server";
import { decideReviewCreation, decideReviewOwnership, REVIEW_MESSAGES } from "~/server/permissions.server";
import { createReview, deleteReview, DuplicateReviewError, updateReview } from "~/server/reviews/writes.server";

import { openTestDatabase, type TestDatabase } from "./support/database";
import { REVIEW_COURSE } from "./support/reviews";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function viewersWhere(condition: ReturnType<typeof sql>, limit = 1): Promise<Viewer[]> {
  const found = await rows<{
    id: string;
    name: string;
    email: string;
    university_id: string;
    university_name: string;
    career_id: string;
    career_name: string;
    verified: boolean;
  }>(sql`
    SELECT u.id, u.name, u.email, p.university_id, un.name AS university_name, p.career_id, c.name AS career_name, p.is_university_verified AS verified
    FROM "user" u JOIN user_profiles p ON p.id = u.id JOIN universities un ON un.id = p.university_id JOIN careers c ON c.id = p.career_id
    WHERE ${condition} ORDER BY u.id LIMIT ${limit}`);
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: true,
    role: "student",
    suspendedUntil: null,
    profile: {
      universityId: row.university_id,
      universityName: row.university_name,
      careerId: row.career_id,
      careerName: row.career_name,
      isUniversityVerified: row.verified,
      isPublic: false,
      showEmail: false,
    },
  }));
}

/** A professor who teaches in some career, with the students of that career who have not reviewed them. */
async function professorWithCareerStudents(minimum: number) {
  const [row] = await rows<{ professor_id: string; career_id: string; university_id: string }>(sql`
    SELECT sp.professor_id, s.career_id, c.university_id FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id JOIN careers c ON c.id = s.career_id
    WHERE (SELECT count(*) FROM user_profiles up WHERE up.career_id = s.career_id
           AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = up.id AND r.professor_id = sp.professor_id)) >= ${minimum}
    ORDER BY sp.professor_id LIMIT 1`);
  const students = await viewersWhere(
    sql`p.career_id = ${row!.career_id} AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND r.professor_id = ${row!.professor_id})`,
    minimum,
  );
  return { professorId: row!.professor_id, careerId: row!.career_id, universityId: row!.university_id, students };
}

async function professorAggregate(professorId: string) {
  const [row] = await rows<{
    stored_count: number;
    stored_avg: number | null;
    real_count: number;
    real_avg: number | null;
  }>(sql`
    SELECT p.review_count AS stored_count, p.average_rating AS stored_avg,
      (SELECT count(*)::int FROM reviews WHERE professor_id = p.id) AS real_count,
      (SELECT avg(rating)::float8 FROM reviews WHERE professor_id = p.id) AS real_avg
    FROM professors p WHERE p.id = ${professorId}`);
  return row!;
}

const professorReview = (rating: number, comment = "Explica muy bien y corrige rápido.") => ({
  kind: "professor" as const,
  values: {
    rating,
    academicYear: Number(REVIEW_COURSE),
    comment,
    tags: [],
    attendanceMandatory: false,
    tips: undefined,
    subjectId: undefined,
  },
});

describe("who may review (SPEC §6)", () => {
  it("answers each case with its status and Spanish message", async () => {
    const { professorId, careerId, universityId, students } = await professorWithCareerStudents(1);
    const target = { kind: "professor" as const, id: professorId };
    const student = students[0]!;

    expect(await decideReviewCreation(null, target)).toMatchObject({ allowed: false, status: 401 });
    expect(
      await decideReviewCreation({ ...student, profile: { ...student.profile!, isUniversityVerified: false } }, target),
    ).toEqual({
      allowed: false,
      status: 403,
      message: REVIEW_MESSAGES.notVerified,
    });
    const [outsider] = await viewersWhere(sql`p.university_id <> ${universityId}`);
    expect(await decideReviewCreation(outsider!, target)).toEqual({
      allowed: false,
      status: 403,
      title: "Universidad No Coincide",
      message: "Solo puedes dejar reseñas de profesores de tu universidad.",
    });
    const [otherCareer] = await viewersWhere(sql`p.university_id = ${universityId} AND p.career_id <> ${careerId}
      AND NOT EXISTS (SELECT 1 FROM subject_professors sp JOIN subjects s ON s.id = sp.subject_id WHERE sp.professor_id = ${professorId} AND s.career_id = p.career_id)`);
    expect(await decideReviewCreation(otherCareer!, target)).toEqual({
      allowed: false,
      status: 403,
      message: "No puedes opinar sobre este profesor. Solo puedes opinar sobre profesores de tu carrera.",
    });
    expect(await decideReviewCreation(student, target)).toEqual({ allowed: true });

    const { id: reviewId } = await createReview(student, target, professorReview(4));
    expect(await decideReviewCreation(student, target)).toEqual({
      allowed: false,
      status: 409,
      message: "Ya has dejado tu reseña",
      ownReviewId: reviewId,
    });
    await expect(createReview(student, target, professorReview(5))).rejects.toBeInstanceOf(DuplicateReviewError);
    expect(await decideReviewOwnership(student, reviewId, target)).toEqual({ allowed: true });
    expect(await decideReviewOwnership(outsider!, reviewId, target)).toMatchObject({ allowed: false, status: 403 });
    expect(await decideReviewOwnership(null, reviewId, target)).toMatchObject({ allowed: false, status: 401 });
  });

  it("applies the subject rules: other university and other career", async () => {
    const [subject] = await rows<{ id: string; career_id: string; university_id: string }>(sql`
      SELECT s.id, s.career_id, c.university_id FROM subjects s JOIN careers c ON c.id = s.career_id
      WHERE EXISTS (SELECT 1 FROM user_profiles up WHERE up.career_id = s.career_id) ORDER BY s.id LIMIT 1`);
    const target = { kind: "subject" as const, id: subject!.id };
    const [outsider] = await viewersWhere(sql`p.university_id <> ${subject!.university_id}`);
    expect(await decideReviewCreation(outsider!, target)).toMatchObject({
      status: 403,
      title: "Universidad No Coincide",
      message: "Solo puedes dejar reseñas de asignaturas de tu universidad.",
    });
    const [otherCareer] = await viewersWhere(
      sql`p.university_id = ${subject!.university_id} AND p.career_id <> ${subject!.career_id}`,
    );
    expect(await decideReviewCreation(otherCareer!, target)).toMatchObject({
      status: 403,
      message: "No puedes opinar sobre esta asignatura. Solo puedes opinar sobre asignaturas de tu carrera.",
    });
  });
});

describe("review writes keep the aggregates equal to the rows", () => {
  it("10 parallel reviews of one professor, then an edit and a delete", async () => {
    const { professorId, students } = await professorWithCareerStudents(10);
    const target = { kind: "professor" as const, id: professorId };
    const ids = (
      await Promise.all(
        students.map((student, index) => createReview(student, target, professorReview((index % 5) + 1))),
      )
    ).map((written) => written.id);
    let aggregate = await professorAggregate(professorId);
    expect(aggregate.stored_count).toBe(aggregate.real_count);
    expect(aggregate.stored_avg).toBeCloseTo(aggregate.real_avg!, 10);

    await updateReview(students[0]!, ids[0]!, target, professorReview(5, "He cambiado de opinión."));
    await deleteReview(students[1]!, ids[1]!, target);
    aggregate = await professorAggregate(professorId);
    expect(aggregate.stored_count).toBe(aggregate.real_count);
    expect(aggregate.stored_avg).toBeCloseTo(aggregate.real_avg!, 10);
  });

  it("a failure between the review and its details leaves no review", async () => {
    const { professorId, students } = await professorWithCareerStudents(1);
    const target = { kind: "professor" as const, id: professorId };
    const before = await professorAggregate(professorId);
    const broken = {
      ...professorReview(3),
      values: { ...professorReview(3).values, subjectId: "00000000-0000-4000-8000-000000000000" },
    };
    await expect(createReview(students[0]!, target, broken)).rejects.toThrow();
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reviews WHERE user_id = ${students[0]!.id} AND professor_id = ${professorId}`,
    );
    expect(n).toBe(0);
    expect(await professorAggregate(professorId)).toEqual(before);
  });
});
