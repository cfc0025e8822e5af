/**
 * The professors and subjects `/comparar` shows side by side, with their stored review figures, and
 * the ones it offers to add: colleagues who teach the same subjects, subjects of the same course of
 * the same degree, the same subject in other degrees. Names only through `professorPublicName`; only
 * enabled universities and careers.
 */
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";

import { academicTermsOf } from "~/lib/academic-terms";
import { subjectWorkloadNote } from "~/lib/credit-workload";
import type { ReviewFigures } from "~/lib/review-figures";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getDb } from "~/server/db/client.server";
import { careers, countries, professors, subjectProfessors, subjects, universities } from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";
import { publicGradeDistribution, type PublicGrades } from "~/server/reviews/figures.server";
import { reviewFigureColumns } from "~/server/teaching/reads.server";

/** A professor or subject as the comparison names it: its name and where it belongs. */
export interface CompareEntry {
  id: string;
  /** Null for a professor whose name is not public ('Profesor Anónimo'). */
  name: string | null;
  context: string;
}

export interface ComparedProfessor extends CompareEntry, ReviewFigures {}

export interface ComparedSubject extends CompareEntry, ReviewFigures, PublicGrades {
  credits: number | null;
  /** Null for a year-long subject. */
  semester: number | null;
  /** What its credits mean beside the hours its reviews report; null where they are not ECTS credits. */
  workloadNote: string | null;
}

/** How many professors or subjects the page offers to add. */
const CANDIDATES = 8;

/** In the order the link lists them; unknown or hidden ones are left out. */
const inRequestedOrder = <T extends { id: string }>(ids: string[], found: T[]) =>
  ids.flatMap((id) => found.filter((row) => row.id === id));

export const getComparedProfessors = sharedRead(
  "compare.professors",
  async (ids: string[]): Promise<ComparedProfessor[]> => {
    const found = await getDb()
      .select({
        id: professors.id,
        name: professorPublicName,
        context: universities.name,
        ...reviewFigureColumns(professors),
      })
      .from(professors)
      .innerJoin(universities, and(eq(universities.id, professors.universityId), eq(universities.isEnabled, true)))
      .where(inArray(professors.id, ids));
    return inRequestedOrder(ids, found);
  },
);

/** Who else teaches a subject the compared professors teach, the most reviewed first. */
export const getProfessorCandidates = sharedRead(
  "compare.professorCandidates",
  async (ids: string[]): Promise<CompareEntry[]> => {
    const taught = getDb()
      .select({ subjectId: subjectProfessors.subjectId })
      .from(subjectProfessors)
      .where(inArray(subjectProfessors.professorId, ids));
    return getDb()
      .selectDistinct({
        id: professors.id,
        name: professorPublicName,
        context: universities.name,
        reviewCount: professors.reviewCount,
      })
      .from(subjectProfessors)
      .innerJoin(professors, eq(professors.id, subjectProfessors.professorId))
      .innerJoin(universities, and(eq(universities.id, professors.universityId), eq(universities.isEnabled, true)))
      .where(and(inArray(subjectProfessors.subjectId, taught), notInArray(professors.id, ids)))
      .orderBy(desc(professors.reviewCount), professors.id)
      .limit(CANDIDATES);
  },
);

const subjectContext = sql<string>`${careers.name} || ' · ' || ${universities.name}`;

export const getComparedSubjects = sharedRead("compare.subjects", async (ids: string[]): Promise<ComparedSubject[]> => {
  const found = await getDb()
    .select({
      id: subjects.id,
      name: subjects.name,
      context: subjectContext,
      credits: subjects.credits,
      semester: subjects.semester,
      countryCode: countries.code,
      gradeCounts: subjects.gradeCounts,
      ...reviewFigureColumns(subjects),
    })
    .from(subjects)
    .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
    .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(inArray(subjects.id, ids));
  return inRequestedOrder(
    ids,
    found.map(({ gradeCounts, countryCode, ...subject }) => ({
      ...subject,
      ...publicGradeDistribution(gradeCounts),
      workloadNote: subjectWorkloadNote(subject, academicTermsOf(countryCode).creditsAreEcts),
    })),
  );
});

/** The other subjects of the same course of the compared subjects' degrees, the most reviewed first. */
export const getSubjectCandidates = sharedRead(
  "compare.subjectCandidates",
  async (ids: string[]): Promise<CompareEntry[]> => {
    const compared = getDb()
      .select({ careerId: subjects.careerId, courseYear: subjects.courseYear })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    return getDb()
      .select({ id: subjects.id, name: subjects.name, context: subjectContext })
      .from(subjects)
      .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
      .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
      .where(and(sql`(${subjects.careerId}, ${subjects.courseYear}) IN ${compared}`, notInArray(subjects.id, ids)))
      .orderBy(desc(subjects.reviewCount), subjects.name, subjects.id)
      .limit(CANDIDATES);
  },
);

/** Subjects of the same name (accents and case aside) in other degrees, at any university, the most reviewed first. */
export const getSameSubjectElsewhere = sharedRead(
  "compare.sameSubjectElsewhere",
  async (ids: string[]): Promise<CompareEntry[]> => {
    const compared = getDb()
      .select({ searchName: subjects.searchName })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    const comparedCareers = getDb()
      .select({ careerId: subjects.careerId })
      .from(subjects)
      .where(inArray(subjects.id, ids));
    return getDb()
      .select({ id: subjects.id, name: subjects.name, context: subjectContext })
      .from(subjects)
      .innerJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
      .innerJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
      .where(
        and(
          inArray(subjects.searchName, compared),
          notInArray(subjects.careerId, comparedCareers),
          notInArray(subjects.id, ids),
        ),
      )
      .orderBy(desc(subjects.reviewCount), subjects.id)
      .limit(CANDIDATES);
  },
);
