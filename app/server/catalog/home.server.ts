/**
 * The home page queries (SPEC §2 "Home", §9: 3 items per featured list, 6 recent posts).
 * Every list joins only enabled universities and careers; counters and averages are read from
 * their stored columns, never recounted from rows.
 */
import { and, asc, desc, eq, isNotNull, or, sql } from "drizzle-orm";

import { truncate } from "~/lib/format";
import { type Option, optionsMarkup } from "~/lib/options";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getDb, prepared } from "~/server/db/client.server";
import { careers, professors, reviews, subjects, universities } from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";
import { isPublicStatus } from "~/server/public-content.server";

/** SPEC §9: each featured list on the home shows 3 items. */
/** How many entries each featured list of the home shows (the first rows of the rankings). */
export const FEATURED_LIMIT = 3;
/** SPEC §9: the home shows the 6 latest campus-life posts. */
export const HOME_POSTS_LIMIT = 6;
/** Student voices: reviews written in the last 180 days. */
const VOICES_WINDOW_DAYS = 180;
/** Characters of a student voice excerpt. */
const VOICE_EXCERPT_LENGTH = 200;
/**
 * Most-liked recent reviews considered before dropping those of hidden universities/careers and
 * keeping one per university; enough that a few busy universities cannot fill all three cards.
 */
const VOICE_CANDIDATES = 60;

/* ------------------------------------------------------------------ totals */

export interface HomeTotals {
  universities: number;
  careers: number;
  subjects: number;
  professors: number;
  reviews: number;
  posts: number;
}

const EMPTY_TOTALS: HomeTotals = { universities: 0, careers: 0, subjects: 0, professors: 0, reviews: 0, posts: 0 };

/**
 * The platform totals aggregate every visible subject and professor (half a second at national
 * scale): they are indicative figures, read again at most once a minute however often the site is
 * written to.
 */
const HOME_TOTALS_MINIMUM_AGE_MS = 60_000;

/**
 * Platform totals in ONE query. Reviews are the sum of the stored review counters of the visible
 * subjects and professors and of the verdicts on visible careers and universities, so reviews of
 * disabled catalog entries are not counted and no review row is scanned.
 */
export const getHomeTotals = sharedRead(
  "home.getHomeTotals",
  async (): Promise<HomeTotals> => {
    const result = await getDb().execute<Record<keyof HomeTotals, number | string | null>>(sql`
    WITH enabled_universities AS (
      SELECT id, verdict_count FROM universities WHERE is_enabled
    ), enabled_careers AS (
      SELECT c.id, c.verdict_count FROM careers c JOIN enabled_universities u ON u.id = c.university_id WHERE c.is_enabled
    ), visible_subjects AS (
      SELECT count(*)::int AS n, coalesce(sum(s.review_count), 0)::bigint AS reviews
      FROM subjects s JOIN enabled_careers c ON c.id = s.career_id
    ), visible_professors AS (
      SELECT count(*)::int AS n, coalesce(sum(p.review_count), 0)::bigint AS reviews
      FROM professors p JOIN enabled_universities u ON u.id = p.university_id
    )
    SELECT
      (SELECT count(*)::int FROM enabled_universities) AS universities,
      (SELECT count(*)::int FROM enabled_careers) AS careers,
      (SELECT n FROM visible_subjects) AS subjects,
      (SELECT n FROM visible_professors) AS professors,
      ((SELECT reviews FROM visible_subjects) + (SELECT reviews FROM visible_professors)
        + (SELECT coalesce(sum(verdict_count), 0) FROM enabled_careers) + (SELECT coalesce(sum(verdict_count), 0) FROM enabled_universities))::float8 AS reviews,
      (SELECT count(*)::int FROM university_life_posts p JOIN enabled_universities u ON u.id = p.university_id WHERE p.is_published) AS posts
  `);
    const row = result.rows[0];
    if (!row) return EMPTY_TOTALS;
    return {
      universities: Number(row.universities ?? 0),
      careers: Number(row.careers ?? 0),
      subjects: Number(row.subjects ?? 0),
      professors: Number(row.professors ?? 0),
      reviews: Number(row.reviews ?? 0),
      posts: Number(row.posts ?? 0),
    };
  },
  { keepAcrossWritesMs: HOME_TOTALS_MINIMUM_AGE_MS },
);

/* ------------------------------------------------------------------ explore form */

/** The enabled universities of the home's and Explore's selects: their ids, to check a chosen one, and their options' markup (lib/options.ts). */
export interface UniversityChoices {
  ids: ReadonlySet<string>;
  markup: string;
}

export const NO_UNIVERSITY_CHOICES: UniversityChoices = { ids: new Set(), markup: "" };

/** Enabled universities, by name. */
export const listUniversityChoices = sharedRead("home.listUniversityChoices", async (): Promise<UniversityChoices> => {
  const options = await getDb()
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(eq(universities.isEnabled, true))
    .orderBy(asc(universities.name));
  return { ids: new Set(options.map((option) => option.id)), markup: optionsMarkup(options) };
});

/** Enabled careers of an enabled university, by name (empty when the university is hidden). */
export const listCareerOptions = sharedRead("home.listCareerOptions", (universityId: string): Promise<Option[]> => {
  return getDb()
    .select({ id: careers.id, name: careers.name })
    .from(careers)
    .innerJoin(universities, eq(universities.id, careers.universityId))
    .where(and(eq(careers.universityId, universityId), eq(careers.isEnabled, true), eq(universities.isEnabled, true)))
    .orderBy(asc(careers.name));
});

/** The subjects of an enabled career, in the order of its plan, named with their course ('2.º · Estadística'). */
export const listSubjectOptions = sharedRead("home.listSubjectOptions", async (careerId: string): Promise<Option[]> => {
  const rows = await getDb()
    .select({ id: subjects.id, name: subjects.name, courseYear: subjects.courseYear })
    .from(subjects)
    .innerJoin(careers, eq(careers.id, subjects.careerId))
    .innerJoin(universities, eq(universities.id, careers.universityId))
    .where(and(eq(subjects.careerId, careerId), eq(careers.isEnabled, true), eq(universities.isEnabled, true)))
    .orderBy(asc(subjects.courseYear), asc(subjects.semester), asc(subjects.name), asc(subjects.id));
  return rows.map((row) => ({ id: row.id, name: `${row.courseYear}.º · ${row.name}` }));
});

/** An enabled career of an enabled university (its id and university), or null. */
export const findVisibleCareer = sharedRead(
  "home.findVisibleCareer",
  async (careerId: string): Promise<{ id: string; universityId: string } | null> => {
    const [row] = await getDb()
      .select({ id: careers.id, universityId: careers.universityId })
      .from(careers)
      .innerJoin(universities, eq(universities.id, careers.universityId))
      .where(and(eq(careers.id, careerId), eq(careers.isEnabled, true), eq(universities.isEnabled, true)))
      .limit(1);
    return row ?? null;
  },
);

/* ------------------------------------------------------------------ the signed-in student's places */

export interface StudentPlaces {
  university: { id: string; name: string; acronym: string | null; bannerUrl: string | null; logoUrl: string | null };
  /** Null when the student's career is no longer shown (disabled). */
  career: { id: string; name: string } | null;
}

/**
 * The student's university and career for the home's 'Mi Universidad' and 'Mi Carrera' cards, in
 * one query; null when the university is no longer shown, so no card leads to a 404.
 */
const studentPlaces = prepared((db) =>
  db
    .select({
      universityId: universities.id,
      universityName: universities.name,
      acronym: universities.acronym,
      bannerUrl: universities.bannerUrl,
      logoUrl: universities.logoUrl,
      careerId: careers.id,
      careerName: careers.name,
    })
    .from(universities)
    .leftJoin(
      careers,
      and(
        eq(careers.id, sql.placeholder("careerId")),
        eq(careers.universityId, universities.id),
        eq(careers.isEnabled, true),
      ),
    )
    .where(and(eq(universities.id, sql.placeholder("universityId")), eq(universities.isEnabled, true)))
    .limit(1)
    .prepare("student_places"),
);

export async function getStudentPlaces(universityId: string, careerId: string | null): Promise<StudentPlaces | null> {
  const [row] = await studentPlaces().execute({ universityId, careerId });
  if (!row) return null;
  return {
    university: {
      id: row.universityId,
      name: row.universityName,
      acronym: row.acronym,
      bannerUrl: row.bannerUrl,
      logoUrl: row.logoUrl,
    },
    career: row.careerId && row.careerName ? { id: row.careerId, name: row.careerName } : null,
  };
}

/* ------------------------------------------------------------------ featured lists */

/** A university as its card shows it (components/university-card.tsx). */
export interface UniversityCardData {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  bannerUrl: string | null;
  logoUrl: string | null;
  /** Average and count of the reviews written by the university's students. */
  averageRating: number | null;
  totalReviews: number;
}

/** The enabled universities with the most reviews (total_reviews desc, then name). */
export const listFeaturedUniversities = sharedRead(
  "home.listFeaturedUniversities",
  (limit: number = FEATURED_LIMIT): Promise<UniversityCardData[]> => {
    return getDb()
      .select({
        id: universities.id,
        name: universities.name,
        acronym: universities.acronym,
        city: universities.city,
        bannerUrl: universities.bannerUrl,
        logoUrl: universities.logoUrl,
        averageRating: universities.averageRating,
        totalReviews: universities.totalReviews,
      })
      .from(universities)
      .where(eq(universities.isEnabled, true))
      .orderBy(desc(universities.totalReviews), asc(universities.name))
      .limit(limit);
  },
);

/* ------------------------------------------------------------------ student voices */

type StudentVoiceTarget =
  | { type: "subject"; id: string; name: string }
  /** `name` is null when the professor's name is not public. */
  | { type: "professor"; id: string; name: string | null };

export interface StudentVoice {
  id: string;
  rating: number;
  /** At most VOICE_EXCERPT_LENGTH characters (word boundary, ellipsis). */
  excerpt: string;
  likesCount: number;
  createdAt: Date;
  universityName: string;
  target: StudentVoiceTarget;
}

/**
 * Recent, well-liked reviews with a comment: likes desc, then newest, at most one per university so
 * the home shows voices from different places. Never selects the author. The target's university
 * (and, for a subject, its career) must be enabled.
 */
export const listStudentVoices = sharedRead(
  "home.listStudentVoices",
  async (limit: number = FEATURED_LIMIT): Promise<StudentVoice[]> => {
    const db = getDb();
    // Candidates first: walks reviews_popular_idx (likes desc, created desc) and stops early, so
    // the cost does not grow with the number of reviews. The joins then drop the (rare) reviews
    // of hidden universities or careers.
    const candidates = db
      .select({
        id: reviews.id,
        reviewType: reviews.reviewType,
        rating: reviews.rating,
        // One character more than the excerpt so truncation knows when to add the ellipsis.
        comment: sql<string>`left(btrim(${reviews.comment}), ${sql.raw(String(VOICE_EXCERPT_LENGTH + 1))})`.as(
          "comment_excerpt",
        ),
        likesCount: reviews.likesCount,
        createdAt: reviews.createdAt,
        subjectId: reviews.subjectId,
        professorId: reviews.professorId,
      })
      .from(reviews)
      .where(
        and(
          sql`${reviews.createdAt} >= now() - ${sql.raw(`interval '${VOICES_WINDOW_DAYS} days'`)}`,
          isPublicStatus(reviews.moderationStatus),
          isNotNull(reviews.comment),
          sql`btrim(${reviews.comment}) <> ''`,
          // A voice quotes a review of a subject or a professor: what a verdict says is on its own page.
          sql`${reviews.reviewType} IN ('professor', 'subject')`,
        ),
      )
      .orderBy(desc(reviews.likesCount), desc(reviews.createdAt))
      .limit(VOICE_CANDIDATES)
      .as("candidates");

    const rows = await db
      .select({
        id: candidates.id,
        reviewType: candidates.reviewType,
        rating: candidates.rating,
        comment: candidates.comment,
        likesCount: candidates.likesCount,
        createdAt: candidates.createdAt,
        subjectId: subjects.id,
        subjectName: subjects.name,
        professorId: professors.id,
        professorName: professorPublicName,
        universityId: universities.id,
        universityName: universities.name,
      })
      .from(candidates)
      .leftJoin(subjects, eq(subjects.id, candidates.subjectId))
      .leftJoin(careers, eq(careers.id, subjects.careerId))
      .leftJoin(professors, eq(professors.id, candidates.professorId))
      .innerJoin(universities, eq(universities.id, sql`coalesce(${careers.universityId}, ${professors.universityId})`))
      .where(and(eq(universities.isEnabled, true), or(isNotNull(professors.id), eq(careers.isEnabled, true))))
      .orderBy(desc(candidates.likesCount), desc(candidates.createdAt));

    const shownUniversities = new Set<string>();
    return rows.flatMap((row): StudentVoice[] => {
      if (shownUniversities.size >= limit || shownUniversities.has(row.universityId)) return [];
      let target: StudentVoiceTarget;
      if (row.reviewType === "subject" && row.subjectId && row.subjectName) {
        target = { type: "subject", id: row.subjectId, name: row.subjectName };
      } else if (row.reviewType === "professor" && row.professorId) {
        target = { type: "professor", id: row.professorId, name: row.professorName };
      } else {
        return [];
      }
      shownUniversities.add(row.universityId);
      return [
        {
          id: row.id,
          rating: row.rating,
          excerpt: truncate(row.comment, VOICE_EXCERPT_LENGTH),
          likesCount: row.likesCount,
          createdAt: row.createdAt,
          universityName: row.universityName,
          target,
        },
      ];
    });
  },
);
