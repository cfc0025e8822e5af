/**
 * Subjects and professors as their pages show them (SPEC §2 "Subject page", "Professor page").
 * A subject or professor is visible only while its career and university are enabled (SPEC §6);
 * professor names only ever come through `professorPublicName`.
 */
import { and, asc, eq, sql } from "drizzle-orm";

import type { ReviewFigures } from "~/lib/review-figures";
import type { ReviewListQuery } from "~/lib/review-list";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getDb, prepared } from "~/server/db/client.server";
import {
  careers,
  countries,
  professors,
  subjectCategories,
  subjectProfessors,
  subjects,
  universities,
} from "~/server/db/schema";
import { professorNameWithheldByChoice, professorPublicName } from "~/server/privacy.server";
import { publicGradeDistribution, type PublicGrades } from "~/server/reviews/figures.server";
import { listReviews, type ReviewPage } from "~/server/reviews/reads.server";

/** The stored review figures of a subject or a professor (lib/review-figures.ts), as a query selects them. */
export function reviewFigureColumns(table: typeof subjects | typeof professors) {
  return {
    averageRating: table.averageRating,
    reviewCount: table.reviewCount,
    averageDifficulty: table.averageDifficulty,
    ratingCounts: table.ratingCounts,
    wouldTakeAgainYes: table.wouldTakeAgainYes,
    wouldTakeAgainAnswers: table.wouldTakeAgainAnswers,
    workloadCounts: table.workloadCounts,
    tagCounts: table.tagCounts,
  };
}

/* ------------------------------------------------------------------ subject page */

interface SubjectDetail extends ReviewFigures, PublicGrades {
  id: string;
  name: string;
  description: string | null;
  courseYear: number;
  /** 1 or 2; null for a year-long subject ('Anual'). */
  semester: number | null;
  credits: number | null;
  category: { name: string; description: string | null } | null;
  career: { id: string; name: string };
  university: { id: string; name: string; acronym: string | null; countryCode: string };
  /** Added to the plan by a student of the career and not confirmed yet by a moderator or a second student. */
  unconfirmedStudentAddition: boolean;
}

export interface SubjectProfessor {
  id: string;
  /** Null when the name is not public ('Profesor Anónimo'). */
  name: string | null;
  role: string;
  department: string | null;
  averageRating: number | null;
  reviewCount: number;
}

export interface SubjectPage {
  subject: SubjectDetail;
  professors: SubjectProfessor[];
  reviews: ReviewPage;
}

/**
 * Everything the subject page shows, in four queries run together (prepared: every view runs
 * them): the subject with its career, university and category; its professors; one page of
 * reviews; the review count. The same for every reader (`reviewPageForViewer` marks a signed-in
 * viewer's likes and own review). Null when the subject does not exist or its career or
 * university is disabled.
 */
const subjectHead = prepared((db) =>
  db
    .select({
      id: subjects.id,
      name: subjects.name,
      description: subjects.description,
      courseYear: subjects.courseYear,
      semester: subjects.semester,
      credits: subjects.credits,
      ...reviewFigureColumns(subjects),
      gradeCounts: subjects.gradeCounts,
      categoryName: subjectCategories.name,
      categoryDescription: subjectCategories.description,
      careerId: careers.id,
      careerName: careers.name,
      universityId: universities.id,
      universityName: universities.name,
      universityAcronym: universities.acronym,
      countryCode: countries.code,
      unconfirmedStudentAddition: sql<boolean>`(${subjects.addedByStudent} AND ${subjects.confirmedAt} IS NULL)`,
    })
    .from(subjects)
    .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
    .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .leftJoin(subjectCategories, eq(subjectCategories.id, subjects.categoryId))
    .where(eq(subjects.id, sql.placeholder("subjectId")))
    .limit(1)
    .prepare("subject_page_head"),
);

const subjectTeachers = prepared((db) =>
  db
    .select({
      id: professors.id,
      name: professorPublicName,
      role: subjectProfessors.role,
      department: professors.department,
      averageRating: professors.averageRating,
      reviewCount: professors.reviewCount,
    })
    .from(subjectProfessors)
    .innerJoin(professors, eq(professors.id, subjectProfessors.professorId))
    .innerJoin(universities, and(eq(universities.id, professors.universityId), eq(universities.isEnabled, true)))
    .where(eq(subjectProfessors.subjectId, sql.placeholder("subjectId")))
    // Ordered by the public name only, so the order never hints at a hidden one.
    .orderBy(sql`${professorPublicName} ASC NULLS LAST`, asc(professors.id))
    .prepare("subject_page_professors"),
);

export const getSubjectPage = sharedRead(
  "teaching.getSubjectPage",
  async (subjectId: string, list: ReviewListQuery): Promise<SubjectPage | null> => {
    const [[row], professorRows, reviewPage] = await Promise.all([
      subjectHead().execute({ subjectId }),
      subjectTeachers().execute({ subjectId }),
      listReviews({ subjectId }, list),
    ]);
    if (!row) return null;
    const subject: SubjectDetail = {
      id: row.id,
      name: row.name,
      description: row.description,
      courseYear: row.courseYear,
      semester: row.semester,
      credits: row.credits,
      averageRating: row.averageRating,
      reviewCount: row.reviewCount,
      averageDifficulty: row.averageDifficulty,
      ratingCounts: row.ratingCounts,
      wouldTakeAgainYes: row.wouldTakeAgainYes,
      wouldTakeAgainAnswers: row.wouldTakeAgainAnswers,
      workloadCounts: row.workloadCounts,
      tagCounts: row.tagCounts,
      ...publicGradeDistribution(row.gradeCounts),
      category: row.categoryName ? { name: row.categoryName, description: row.categoryDescription } : null,
      career: { id: row.careerId, name: row.careerName },
      university: {
        id: row.universityId,
        name: row.universityName,
        acronym: row.universityAcronym,
        countryCode: row.countryCode,
      },
      unconfirmedStudentAddition: row.unconfirmedStudentAddition,
    };
    return { subject, professors: professorRows, reviews: reviewPage };
  },
);

/* ------------------------------------------------------------------ professor page */

interface ProfessorDetail extends ReviewFigures {
  id: string;
  /** Null when the name is not public: shown as 'Profesor Anónimo' with a 'Nombre privado' badge. */
  name: string | null;
  department: string | null;
  description: string | null;
  /** Whether a verified professor account manages it (professors/claims.server.ts). */
  isClaimed: boolean;
  /** The name is private because the professor chose it: in their account's settings, or by an objection moderators accepted. */
  nameWithheldByChoice: boolean;
  /** A student added this professor through a subject they teach (published at once, moderated after). */
  addedByStudent: boolean;
  university: { id: string; name: string; acronym: string | null; city: string | null; countryCode: string };
}

/** The grades of the subject's reviews taken with this professor, from enough of them on (reviews/figures.server.ts). */
export interface TaughtSubject extends PublicGrades {
  id: string;
  name: string;
  role: string;
  courseYear: number;
  semester: number | null;
  career: { id: string; name: string };
}

export interface ProfessorPage {
  professor: ProfessorDetail;
  subjects: TaughtSubject[];
  reviews: ReviewPage;
}

/**
 * Everything the professor page shows, in four queries run together (prepared, like the subject
 * page's): the professor with the university, the subjects taught (subject_professors → subjects
 * → careers), one page of reviews and the review count, the same for every reader (like the
 * subject page's). Null when unknown or when the university is disabled.
 */
const professorHead = prepared((db) =>
  db
    .select({
      id: professors.id,
      name: professorPublicName,
      department: professors.department,
      description: professors.description,
      isClaimed: sql<boolean>`${professors.claimedBy} IS NOT NULL`,
      nameWithheldByChoice: professorNameWithheldByChoice,
      addedByStudent: professors.addedByStudent,
      ...reviewFigureColumns(professors),
      universityId: universities.id,
      universityName: universities.name,
      universityAcronym: universities.acronym,
      universityCity: universities.city,
      countryCode: countries.code,
    })
    .from(professors)
    .innerJoin(universities, and(eq(universities.id, professors.universityId), eq(universities.isEnabled, true)))
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(eq(professors.id, sql.placeholder("professorId")))
    .limit(1)
    .prepare("professor_page_head"),
);

const taughtSubjects = prepared((db) =>
  db
    .select({
      id: subjects.id,
      name: subjects.name,
      role: subjectProfessors.role,
      courseYear: subjects.courseYear,
      semester: subjects.semester,
      careerId: careers.id,
      careerName: careers.name,
      gradeCounts: subjectProfessors.gradeCounts,
    })
    .from(subjectProfessors)
    .innerJoin(subjects, eq(subjects.id, subjectProfessors.subjectId))
    .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
    .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
    .where(eq(subjectProfessors.professorId, sql.placeholder("professorId")))
    .orderBy(asc(careers.name), asc(subjects.courseYear), sql`${subjects.semester} ASC NULLS LAST`, asc(subjects.name))
    .prepare("professor_page_subjects"),
);

export const getProfessorPage = sharedRead(
  "teaching.getProfessorPage",
  async (professorId: string, list: ReviewListQuery): Promise<ProfessorPage | null> => {
    const [[row], subjectRows, reviewPage] = await Promise.all([
      professorHead().execute({ professorId }),
      taughtSubjects().execute({ professorId }),
      listReviews({ professorId }, list),
    ]);
    if (!row) return null;
    const { universityId, universityName, universityAcronym, universityCity, countryCode, ...head } = row;
    const professor: ProfessorDetail = {
      ...head,
      university: {
        id: universityId,
        name: universityName,
        acronym: universityAcronym,
        city: universityCity,
        countryCode,
      },
    };
    const taught = subjectRows.map(({ careerId, careerName, gradeCounts, ...subject }) => ({
      ...subject,
      career: { id: careerId, name: careerName },
      ...publicGradeDistribution(gradeCounts),
    }));
    return { professor, subjects: taught, reviews: reviewPage };
  },
);

/** Whether the professor teaches the subject (a row of subject_professors). */
export async function teaches(professorId: string, subjectId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ subjectId: subjectProfessors.subjectId })
    .from(subjectProfessors)
    .where(and(eq(subjectProfessors.professorId, professorId), eq(subjectProfessors.subjectId, subjectId)))
    .limit(1);
  return row !== undefined;
}

/** The country (ISO code) of the university of a subject or a professor: the words its forms use (lib/academic-terms.ts). */
export async function countryCodeOf(target: { kind: "professor" | "subject"; id: string }): Promise<string | null> {
  const university =
    target.kind === "professor"
      ? sql`SELECT university_id FROM professors WHERE id = ${target.id}`
      : sql`SELECT ca.university_id FROM subjects s JOIN careers ca ON ca.id = s.career_id WHERE s.id = ${target.id}`;
  const { rows } = await getDb().execute<{ code: string }>(sql`
    SELECT c.code FROM universities u JOIN countries c ON c.id = u.country_id WHERE u.id = (${university})`);
  return rows[0]?.code ?? null;
}
