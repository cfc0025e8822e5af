/**
 * Catalog reads for the university and career pages (SPEC §2, §7 "Reads").
 * Only enabled universities and careers are visible: a disabled university, or a career of a
 * disabled university, reads as "not found" everywhere. Counters and averages are stored columns,
 * so every function here is a single SQL statement.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

import type { LatestCutoff } from "~/lib/cutoff-marks";
import { KNOWLEDGE_BRANCHES } from "~/lib/knowledge-branches";
import { medianWorkloadBand } from "~/lib/review-figures";
import type { VerdictFigures } from "~/lib/verdicts";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { type PageRead, readPage } from "~/server/core/pagination.server";
import { getDb, prepared } from "~/server/db/client.server";
import {
  careers,
  countries,
  emailDomains,
  professors,
  subjectCategories,
  subjectProfessors,
  subjects,
  universities,
  userProfiles,
} from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";

/** The stored verdict figures of a career's or a university's row, to select with its page's head. */
function verdictColumnsOf(table: typeof careers | typeof universities) {
  return {
    verdictCount: table.verdictCount,
    verdictAverage: table.verdictAverage,
    verdictRatingCounts: table.verdictRatingCounts,
    verdictCategoryCounts: table.verdictCategoryCounts,
    verdictAgainYes: table.verdictAgainYes,
    verdictAgainAnswers: table.verdictAgainAnswers,
  };
}

/* ------------------------------------------------------------------ university */

export interface UniversityPage extends VerdictFigures {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  countryName: string;
  /** ISO code: how the country names its academic years (lib/academic-terms.ts). */
  countryCode: string;
  website: string | null;
  bannerUrl: string | null;
  logoUrl: string | null;
  description: string | null;
  foundationYear: number | null;
  studentCapacity: number | null;
  campusSizeKm2: number | null;
  rankingPosition: number | null;
  acceptanceRate: number | null;
  tuitionRange: string | null;
  facilities: string[] | null;
  phoneNumber: string | null;
  emailContact: string | null;
  campusImages: string[] | null;
  isPublicInstitution: boolean | null;
  averageRating: number | null;
  totalReviews: number;
  /** The active e-mail domains its students sign up with, by name. */
  emailDomains: string[];
  careerCount: number;
  professorCount: number;
  subjectCount: number;
  studentCount: number;
}

/** An enabled university with its country, student e-mail domains and the four header counts, in one query; null if not visible. */
const universityHead = prepared((db) =>
  db
    .select({
      id: universities.id,
      name: universities.name,
      acronym: universities.acronym,
      city: universities.city,
      countryName: countries.name,
      countryCode: countries.code,
      website: universities.website,
      bannerUrl: universities.bannerUrl,
      logoUrl: universities.logoUrl,
      description: universities.description,
      foundationYear: universities.foundationYear,
      studentCapacity: universities.studentCapacity,
      campusSizeKm2: universities.campusSizeKm2,
      rankingPosition: universities.rankingPosition,
      acceptanceRate: universities.acceptanceRate,
      tuitionRange: universities.tuitionRange,
      facilities: universities.facilities,
      phoneNumber: universities.phoneNumber,
      emailContact: universities.emailContact,
      campusImages: universities.campusImages,
      isPublicInstitution: universities.isPublicInstitution,
      averageRating: universities.averageRating,
      totalReviews: universities.totalReviews,
      ...verdictColumnsOf(universities),
      emailDomains: sql<
        string[]
      >`coalesce((SELECT array_agg(${emailDomains.domain} ORDER BY ${emailDomains.domain}) FROM ${emailDomains} WHERE ${emailDomains.universityId} = ${universities.id} AND ${emailDomains.isActive} AND ${emailDomains.kind} <> 'staff'), '{}')`,
      careerCount:
        sql<number>`(SELECT count(*) FROM ${careers} WHERE ${careers.universityId} = ${universities.id} AND ${careers.isEnabled})`.mapWith(
          Number,
        ),
      professorCount:
        sql<number>`(SELECT count(*) FROM ${professors} WHERE ${professors.universityId} = ${universities.id})`.mapWith(
          Number,
        ),
      // SPEC §7: subjects are counted across the university's enabled careers only.
      subjectCount:
        sql<number>`(SELECT count(*) FROM ${subjects} INNER JOIN ${careers} ON ${careers.id} = ${subjects.careerId} WHERE ${careers.universityId} = ${universities.id} AND ${careers.isEnabled})`.mapWith(
          Number,
        ),
      studentCount:
        sql<number>`(SELECT count(*) FROM ${userProfiles} WHERE ${userProfiles.universityId} = ${universities.id})`.mapWith(
          Number,
        ),
    })
    .from(universities)
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(and(eq(universities.id, sql.placeholder("universityId")), eq(universities.isEnabled, true)))
    .limit(1)
    .prepare("university_head"),
);

export const getUniversityPage = sharedRead(
  "catalog.getUniversityPage",
  async (id: string): Promise<UniversityPage | null> => {
    const [row] = await universityHead().execute({ universityId: id });
    return row ?? null;
  },
);

export interface UniversityCareer extends LatestCutoff {
  id: string;
  name: string;
  durationYears: number | null;
  area: string | null;
  modalidad: string | null;
  /** A student added it when it was not listed, and no moderator has confirmed it yet. */
  pendingConfirmation: boolean;
}

/** A career's latest official cut-off, as cards and its page show it. */
export const LATEST_CUTOFF_COLUMNS = {
  latestCutoff: careers.latestCutoff,
  latestCutoffYear: careers.latestCutoffYear,
  latestCutoffCentres: careers.latestCutoffCentres,
};

/** Careers per page of a university's careers tab: a national university has well over a hundred. */
const UNIVERSITY_CAREERS_PAGE_SIZE = 24;

/** The branches in the order the careers tab shows them; a career without one last. */
const BRANCH_ORDER = sql.raw(`ARRAY[${KNOWLEDGE_BRANCHES.map((branch) => `'${branch}'`).join(", ")}]::text[]`);

/**
 * One page of a university's enabled careers, by branch of knowledge and then by name, with their
 * total (both on careers_university_name_idx; a university's careers are few enough to sort).
 */
const universityCareers = prepared((db) => {
  const enabledOfUniversity = and(
    eq(careers.universityId, sql.placeholder("universityId")),
    eq(careers.isEnabled, true),
  );
  return {
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(careers)
      .where(enabledOfUniversity)
      .prepare("university_career_count"),
    page: db
      .select({
        id: careers.id,
        name: careers.name,
        durationYears: careers.durationYears,
        area: careers.area,
        modalidad: careers.modalidad,
        pendingConfirmation: sql<boolean>`${careers.addedByStudent} AND ${careers.confirmedAt} IS NULL`,
        ...LATEST_CUTOFF_COLUMNS,
      })
      .from(careers)
      .where(enabledOfUniversity)
      .orderBy(sql`array_position(${BRANCH_ORDER}, ${careers.area}) NULLS LAST`, asc(careers.name), asc(careers.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("university_careers"),
  };
});

export const listUniversityCareers = sharedRead(
  "catalog.listUniversityCareers",
  (universityId: string, page: number): Promise<PageRead<UniversityCareer>> => {
    const queries = universityCareers();
    return readPage(
      page,
      UNIVERSITY_CAREERS_PAGE_SIZE,
      async () => (await queries.total.execute({ universityId }))[0]!.total,
      (limit, offset) => queries.page.execute({ universityId, limit, offset }),
    );
  },
);

/* ------------------------------------------------------------------ career */

export interface CareerPage extends LatestCutoff, VerdictFigures {
  id: string;
  name: string;
  description: string | null;
  durationYears: number | null;
  area: string | null;
  campus: string | null;
  modalidad: string | null;
  plazasOfertadas: number | null;
  precioCredito1: number | null;
  precioCredito2: number | null;
  precioCredito3: number | null;
  precioCredito4: number | null;
  professionalOutcomes: string | null;
  url: string | null;
  /** Its codes in the Ministry's register (RUCT); empty for a degree not registered there. */
  ructCodes: string[];
  universityId: string;
  universityName: string;
  universityAcronym: string | null;
  universityCity: string | null;
  /** The university's country (ISO code): the words of its plan (lib/academic-terms.ts). */
  countryCode: string;
  /** A student added it when it was not listed, and no moderator has confirmed it yet. */
  pendingConfirmation: boolean;
}

/** An enabled career of an enabled university, with its university. One query; null if not visible. */
const careerHead = prepared((db) =>
  db
    .select({
      id: careers.id,
      name: careers.name,
      description: careers.description,
      durationYears: careers.durationYears,
      area: careers.area,
      campus: careers.campus,
      modalidad: careers.modalidad,
      plazasOfertadas: careers.plazasOfertadas,
      precioCredito1: careers.precioCredito1,
      precioCredito2: careers.precioCredito2,
      precioCredito3: careers.precioCredito3,
      precioCredito4: careers.precioCredito4,
      professionalOutcomes: careers.professionalOutcomes,
      url: careers.url,
      ructCodes: careers.ructCodes,
      universityId: universities.id,
      universityName: universities.name,
      universityAcronym: universities.acronym,
      universityCity: universities.city,
      countryCode: countries.code,
      pendingConfirmation: sql<boolean>`${careers.addedByStudent} AND ${careers.confirmedAt} IS NULL`,
      ...LATEST_CUTOFF_COLUMNS,
      ...verdictColumnsOf(careers),
    })
    .from(careers)
    .innerJoin(universities, eq(universities.id, careers.universityId))
    .innerJoin(countries, eq(countries.id, universities.countryId))
    .where(
      and(eq(careers.id, sql.placeholder("careerId")), eq(careers.isEnabled, true), eq(universities.isEnabled, true)),
    )
    .limit(1)
    .prepare("career_head"),
);

export const getCareerPage = sharedRead("catalog.getCareerPage", async (id: string): Promise<CareerPage | null> => {
  const [row] = await careerHead().execute({ careerId: id });
  return row ?? null;
});

export interface PlanSubject {
  id: string;
  name: string;
  courseYear: number;
  /** 1 or 2; null for a year-long subject ('Anual'). */
  semester: number | null;
  credits: number | null;
  categoryName: string | null;
  averageRating: number | null;
  reviewCount: number;
  averageDifficulty: number | null;
  /** The median band of the hours a week its reviews report (lib/review-scales.ts); null when none does. */
  workloadBand: number | null;
  /** A student of the career added it (published at once)… */
  addedByStudent: boolean;
  /** …and a moderator or a second student confirmed it. */
  confirmed: boolean;
}

/** The study plan: subjects ordered by course year, semester and name (SPEC §7). One query. */
const careerSubjects = prepared((db) =>
  db
    .select({
      id: subjects.id,
      name: subjects.name,
      courseYear: subjects.courseYear,
      semester: subjects.semester,
      credits: subjects.credits,
      categoryName: subjectCategories.name,
      averageRating: subjects.averageRating,
      reviewCount: subjects.reviewCount,
      averageDifficulty: subjects.averageDifficulty,
      workloadCounts: subjects.workloadCounts,
      addedByStudent: subjects.addedByStudent,
      confirmed: sql<boolean>`${subjects.confirmedAt} IS NOT NULL`,
    })
    .from(subjects)
    .leftJoin(subjectCategories, eq(subjectCategories.id, subjects.categoryId))
    .where(eq(subjects.careerId, sql.placeholder("careerId")))
    .orderBy(asc(subjects.courseYear), asc(subjects.semester), asc(subjects.name), asc(subjects.id))
    .prepare("career_subjects"),
);

export const listCareerSubjects = sharedRead(
  "catalog.listCareerSubjects",
  async (careerId: string): Promise<PlanSubject[]> => {
    const rows = await careerSubjects().execute({ careerId });
    return rows.map(({ workloadCounts, ...subject }) => ({
      ...subject,
      workloadBand: medianWorkloadBand(workloadCounts),
    }));
  },
);

export interface CareerProfessor {
  id: string;
  /** Null unless the professor agreed to show the name ('Profesor Anónimo'). */
  name: string | null;
  department: string | null;
  averageRating: number | null;
  reviewCount: number;
}

/**
 * The distinct professors teaching any subject of the career (through subject_professors), most
 * reviewed first. A semi-join keeps each professor once without DISTINCT. One query.
 */
const careerProfessors = prepared((db) => {
  const teachingInCareer = db
    .select({ professorId: subjectProfessors.professorId })
    .from(subjectProfessors)
    .innerJoin(subjects, eq(subjects.id, subjectProfessors.subjectId))
    .where(eq(subjects.careerId, sql.placeholder("careerId")));
  return db
    .select({
      id: professors.id,
      name: professorPublicName,
      department: professors.department,
      averageRating: professors.averageRating,
      reviewCount: professors.reviewCount,
    })
    .from(professors)
    .where(inArray(professors.id, teachingInCareer))
    .orderBy(
      desc(professors.reviewCount),
      sql`${professors.averageRating} DESC NULLS LAST`,
      sql`${professorPublicName} ASC NULLS LAST`,
      asc(professors.id),
    )
    .prepare("career_professors");
});

export const listCareerProfessors = sharedRead(
  "catalog.listCareerProfessors",
  (careerId: string): Promise<CareerProfessor[]> => {
    return careerProfessors().execute({ careerId });
  },
);

/* ------------------------------------------------------------------ form options */

export interface CountryOption {
  id: number;
  name: string;
}

/** Every country, by name (SPEC §7 "Countries, all fields ordered by name"). */
export const listCountryOptions = sharedRead("catalog.listCountryOptions", (): Promise<CountryOption[]> => {
  return getDb().select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
});

/** Enabled universities of a country, by name (the submit form's country → university step). */
export const listUniversityOptionsIn = sharedRead(
  "catalog.listUniversityOptionsIn",
  (countryId: number): Promise<{ id: string; name: string }[]> => {
    return getDb()
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(and(eq(universities.countryId, countryId), eq(universities.isEnabled, true)))
      .orderBy(asc(universities.name), asc(universities.id));
  },
);

export type UniversityWebsite = {
  id: string;
  name: string;
  website: string;
};

/** Every university of the catalog whose website it knows, by name: where its Defensor Universitario and Unidad de Igualdad are found. */
export const listUniversityWebsites = sharedRead(
  "catalog.listUniversityWebsites",
  async (): Promise<UniversityWebsite[]> => {
    const { rows } = await getDb().execute<UniversityWebsite>(
      sql`SELECT id, name, website FROM universities WHERE is_enabled AND website ~ '^https?://' ORDER BY name`,
    );
    return rows;
  },
);
