/**
 * The rankings (SPEC §2 "Rankings", §7, §9) and the home's featured lists, which are their first
 * rows: each ranking is ONE indexed query over stored aggregates that every review write keeps
 * exact in its transaction (aggregates.server.ts), so a ranking is never computed per university
 * in a loop and is current as soon as a review is.
 *
 * - Universities: score = average rating × log10(review count + 1), over the reviews written by
 *   the university's students (`universities.average_rating`, `total_reviews`).
 * - Careers: by the sum of their subjects' review counts (`careers.review_count`), with the average
 *   of those reviews (`careers.average_rating`).
 * - Subjects: by average rating, then review count.
 * - The least difficult subjects: by average difficulty (lowest first), then review count.
 * - Professors students would take again: by the share who said yes among those who answered,
 *   from RANKING_MIN_ANSWERS answers, then by the number of answers.
 * - Careers and universities by their students' verdict (lib/verdicts.ts): by its average stars,
 *   overall or in one category, from RANKING_MIN_VERDICTS answers, then by the number of answers.
 * Only enabled universities and careers, and only entries with at least one review, are ranked.
 */
import { and, asc, desc, eq, gt, gte, isNotNull, sql } from "drizzle-orm";

import { RANKING_MIN_ANSWERS, RANKING_SIZE } from "~/lib/ranking";
import { RANKING_MIN_VERDICTS, VERDICT_CATEGORIES, type VerdictKind } from "~/lib/verdicts";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getReadDb } from "~/server/db/client.server";
import { careers, professors, subjects, universities } from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";

/**
 * The refresh button is a post, and every successful post makes the cached pages stale for every
 * visitor (router-handler.server.ts): per client address it is allowed a few times per window, so
 * nobody can keep the page cache empty by pressing it in a loop.
 */
const REFRESH_RULE: ThrottleRule = { limit: 5, windowSeconds: 10 * 60 };

/** Counts a refresh of the rankings from this address; false when the address has used up its window. */
export async function allowRankingRefresh(clientAddress: string): Promise<boolean> {
  const key = `ranking:ip:${throttleAddress(clientAddress)}`;
  if (await isThrottled([key], REFRESH_RULE)) return false;
  await recordAttempt([key], REFRESH_RULE);
  return true;
}

export interface RankedUniversity {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  averageRating: number;
  reviewCount: number;
  score: number;
}

export interface RankedCareer {
  id: string;
  name: string;
  universityName: string;
  /** Null only for the home's padding (careers without reviews). */
  averageRating: number | null;
  reviewCount: number;
}

export interface RankedSubject {
  id: string;
  name: string;
  courseYear: number;
  /** 1 or 2; null for a year-long subject. */
  semester: number | null;
  careerName: string;
  universityName: string;
  averageRating: number | null;
  reviewCount: number;
  averageDifficulty: number | null;
}

export type RankedVerdict = {
  id: string;
  name: string;
  /** The career's university, or the university's city. */
  place: string | null;
  average: number;
  answers: number;
};

/**
 * The stars average and the answers of a verdict, overall or in the category at `index` (from its
 * five stored counts), over the table aliased `t`.
 */
function verdictFigure(index: number | null) {
  if (index === null) return { average: sql.raw("t.verdict_average"), answers: sql.raw("t.verdict_count") };
  const counts = [1, 2, 3, 4, 5].map((stars) => ({ stars, count: `t.verdict_category_counts[${index * 5 + stars}]` }));
  const answers = counts.map(({ count }) => count).join(" + ");
  return {
    average: sql.raw(
      `(${counts.map(({ stars, count }) => `${stars} * ${count}`).join(" + ")})::float8 / nullif(${answers}, 0)`,
    ),
    answers: sql.raw(`(${answers})`),
  };
}

/**
 * The careers or universities their students rate best, overall or in one category (`aspect`, a
 * key of VERDICT_CATEGORIES), each with its answers; only those with RANKING_MIN_VERDICTS or more.
 */
export const rankVerdicts = sharedRead(
  "rankings.rankVerdicts",
  async (kind: VerdictKind, aspect: string | null, limit: number = RANKING_SIZE): Promise<RankedVerdict[]> => {
    const index = aspect === null ? null : VERDICT_CATEGORIES[kind].findIndex((category) => category.key === aspect);
    const { average, answers } = verdictFigure(index === -1 ? null : index);
    const from =
      kind === "career"
        ? sql`careers t JOIN universities u ON u.id = t.university_id AND u.is_enabled WHERE t.is_enabled`
        : sql`universities t WHERE t.is_enabled`;
    const place = kind === "career" ? sql`u.name` : sql`t.city`;
    const { rows } = await getReadDb().execute<RankedVerdict>(sql`
      SELECT id, name, place, average, answers FROM (
        SELECT t.id, t.name, ${place} AS place, ${average} AS average, ${answers}::int AS answers FROM ${from}
      ) ranked
      WHERE answers >= ${RANKING_MIN_VERDICTS[kind]}
      ORDER BY average DESC, answers DESC, name, id LIMIT ${limit}`);
    return rows.map((row) => ({ ...row, average: Number(row.average), answers: Number(row.answers) }));
  },
);

/** The expression of SPEC §9's score, also its sort key. */
const universityScore =
  sql<number>`${universities.averageRating} * log((${universities.totalReviews} + 1)::float8)`.mapWith(Number);

/** Universities by score (a few hundred rows: read and sorted in one pass). */
export const rankUniversities = sharedRead(
  "rankings.rankUniversities",
  (limit: number = RANKING_SIZE): Promise<RankedUniversity[]> => {
    return getReadDb()
      .select({
        id: universities.id,
        name: universities.name,
        acronym: universities.acronym,
        city: universities.city,
        averageRating: sql<number>`${universities.averageRating}`,
        reviewCount: universities.totalReviews,
        score: universityScore,
      })
      .from(universities)
      .where(
        and(eq(universities.isEnabled, true), gt(universities.totalReviews, 0), isNotNull(universities.averageRating)),
      )
      .orderBy(desc(universityScore), desc(universities.totalReviews), asc(universities.name))
      .limit(limit);
  },
);

/** Careers as the rankings list them, with their university. */
const careerListing = () =>
  getReadDb()
    .select({
      id: careers.id,
      name: careers.name,
      universityName: universities.name,
      averageRating: careers.averageRating,
      reviewCount: careers.reviewCount,
    })
    .from(careers)
    .innerJoin(universities, eq(universities.id, careers.universityId))
    .$dynamic();

const visibleCareer = and(eq(careers.isEnabled, true), eq(universities.isEnabled, true));

/** Careers with reviews, the most reviewed first. Walks careers_most_reviewed_idx and stops at `limit`. */
export const rankCareers = sharedRead(
  "rankings.rankCareers",
  (limit: number = RANKING_SIZE): Promise<RankedCareer[]> => {
    return careerListing()
      .where(and(gt(careers.reviewCount, 0), visibleCareer))
      .orderBy(desc(careers.reviewCount), asc(careers.name), asc(universities.name))
      .limit(limit);
  },
);

/** Subjects as lists show them, with their career and university. */
export const subjectListing = () =>
  getReadDb()
    .select({
      id: subjects.id,
      name: subjects.name,
      courseYear: subjects.courseYear,
      semester: subjects.semester,
      careerName: careers.name,
      universityName: universities.name,
      averageRating: subjects.averageRating,
      reviewCount: subjects.reviewCount,
      averageDifficulty: subjects.averageDifficulty,
    })
    .from(subjects)
    .innerJoin(careers, eq(careers.id, subjects.careerId))
    .innerJoin(universities, eq(universities.id, careers.universityId))
    .$dynamic();

/** Subjects with reviews, best average first, then most reviewed. Walks subjects_top_rated_idx backwards. */
export const rankSubjects = sharedRead(
  "rankings.rankSubjects",
  (limit: number = RANKING_SIZE): Promise<RankedSubject[]> => {
    return subjectListing()
      .where(and(gt(subjects.reviewCount, 0), isNotNull(subjects.averageRating), visibleCareer))
      .orderBy(desc(subjects.averageRating), desc(subjects.reviewCount), asc(subjects.name))
      .limit(limit);
  },
);

/** The least difficult first among subjects whose reviews gave a difficulty, then the most reviewed: subjects_least_difficult_idx. */
export const LEAST_DIFFICULT = {
  condition: isNotNull(subjects.averageDifficulty),
  order: [asc(subjects.averageDifficulty), sql`${subjects.reviewCount} DESC NULLS LAST`, asc(subjects.id)],
};

/** Subjects whose reviews gave a difficulty, the least difficult first, then the most reviewed. */
export const rankLeastDifficultSubjects = sharedRead(
  "rankings.rankLeastDifficultSubjects",
  (limit: number = RANKING_SIZE): Promise<RankedSubject[]> => {
    return subjectListing()
      .where(and(LEAST_DIFFICULT.condition, visibleCareer))
      .orderBy(...LEAST_DIFFICULT.order)
      .limit(limit);
  },
);

export interface RankedProfessor extends FeaturedProfessor {
  wouldTakeAgainYes: number;
  wouldTakeAgainAnswers: number;
}

/** The share of yes among the would-take-again answers: the sort key of professors_would_take_again_idx. */
const wouldTakeAgainShare = sql`(${professors.wouldTakeAgainYes}::float8 / ${professors.wouldTakeAgainAnswers})`;

/** Professors with RANKING_MIN_ANSWERS answers or more, the highest share who would take them again first, then the most answers. */
export const MOST_WOULD_TAKE_AGAIN = {
  condition: gte(professors.wouldTakeAgainAnswers, RANKING_MIN_ANSWERS),
  order: [
    sql`${wouldTakeAgainShare} DESC`,
    sql`${professors.wouldTakeAgainAnswers} DESC NULLS LAST`,
    asc(professors.id),
  ],
};

/** Professors as lists show them, with their would-take-again answers. */
export const rankedProfessorListing = () =>
  getReadDb()
    .select({
      ...professorColumns,
      wouldTakeAgainYes: professors.wouldTakeAgainYes,
      wouldTakeAgainAnswers: professors.wouldTakeAgainAnswers,
    })
    .from(professors)
    .innerJoin(universities, eq(universities.id, professors.universityId))
    .$dynamic();

export const rankProfessorsWouldTakeAgain = sharedRead(
  "rankings.rankProfessorsWouldTakeAgain",
  (limit: number = RANKING_SIZE): Promise<RankedProfessor[]> => {
    return rankedProfessorListing()
      .where(and(MOST_WOULD_TAKE_AGAIN.condition, eq(universities.isEnabled, true)))
      .orderBy(...MOST_WOULD_TAKE_AGAIN.order)
      .limit(limit);
  },
);

/**
 * The home's top careers: the careers ranking, padded with random enabled careers when fewer
 * than `limit` have reviews (SPEC §7). The padding is read only then.
 */
export const listTopCareers = sharedRead("rankings.listTopCareers", async (limit: number): Promise<RankedCareer[]> => {
  const ranked = await rankCareers(limit);
  if (ranked.length >= limit) return ranked;
  const padding = await careerListing()
    .where(and(eq(careers.reviewCount, 0), visibleCareer))
    .orderBy(sql`random()`)
    .limit(limit - ranked.length);
  return [...ranked, ...padding];
});

export interface FeaturedProfessor {
  id: string;
  /** Null unless the professor's name is public ('Profesor Anónimo'). */
  name: string | null;
  department: string | null;
  universityName: string;
  averageRating: number | null;
  reviewCount: number;
}

const professorColumns = {
  id: professors.id,
  name: professorPublicName,
  department: professors.department,
  universityName: universities.name,
  averageRating: professors.averageRating,
  reviewCount: professors.reviewCount,
};

/** Professors as lists show them: the name only when public, with their university. */
const professorListing = () =>
  getReadDb()
    .select(professorColumns)
    .from(professors)
    .innerJoin(universities, eq(universities.id, professors.universityId))
    .$dynamic();

/** Best rated first, unrated last, then the most reviewed: the order of professors_top_rated_idx. */
export const PROFESSOR_ORDER = [
  sql`${professors.averageRating} DESC NULLS LAST`,
  sql`${professors.reviewCount} DESC NULLS LAST`,
  asc(professors.id),
];

/** Professors with at least one review, best average first, then most reviewed (SPEC §7). Stops at `limit`. */
export const listFeaturedProfessors = sharedRead(
  "rankings.listFeaturedProfessors",
  (limit: number): Promise<FeaturedProfessor[]> => {
    return professorListing()
      .where(and(gt(professors.reviewCount, 0), isNotNull(professors.averageRating), eq(universities.isEnabled, true)))
      .orderBy(...PROFESSOR_ORDER)
      .limit(limit);
  },
);
