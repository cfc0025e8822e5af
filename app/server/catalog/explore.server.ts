/**
 * Explore's reads (SPEC §2 "Explore", §5, §7, §9): the four tabs' lists and their count badges,
 * searched and filtered in the database.
 *
 * - The search is the one every search of the site shares (search-match.server.ts): acronyms and
 *   other names, degree abbreviations, a place named beside a degree, near matches; with it, the
 *   best matches first (the tab's own order is one choice away).
 * - The branch of knowledge is the careers' stored `area`, matched for equality: careers of that
 *   branch, and the subjects of those careers.
 * - Only enabled universities and careers, and what hangs from them, are listed. A professor whose
 *   name is not public is listed as 'Profesor Anónimo' and never matched by a search: a search must
 *   not tell that a hidden name exists.
 * - Subjects can be ordered by difficulty and professors by how many would take them again, as
 *   the rankings do (the same condition, order and index): then only those with that figure are listed.
 * - Each tab is one indexed query (joins, never a query per row); a count never reads past what
 *   it shows: 101 rows for a badge ('100+'), 1,000 for the results (SPEC §9's fetch limit).
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";

import type { LatestCutoff } from "~/lib/cutoff-marks";
import {
  COUNT_BADGE_CAP,
  effectiveSort,
  EXPLORE_PAGE_SIZE,
  EXPLORE_RESULT_LIMIT,
  type ExploreSort,
  type ExploreState,
} from "~/lib/explore";
import type { KnowledgeBranch } from "~/lib/knowledge-branches";
import type { Region } from "~/lib/regions";
import { SUGGESTIONS_MIN_LENGTH, suggestionText } from "~/lib/search";
import { EXPLORE_TABS, type ExploreTab, searchApplies } from "~/lib/search-text";
import { sharedRead } from "~/server/cache/shared-reads.server";
import {
  LEAST_DIFFICULT,
  MOST_WOULD_TAKE_AGAIN,
  PROFESSOR_ORDER,
  type RankedProfessor,
  rankedProfessorListing,
  type RankedSubject,
  subjectListing,
} from "~/server/catalog/rankings.server";
import { LATEST_CUTOFF_COLUMNS } from "~/server/catalog/reads.server";
import { searchSuggestions } from "~/server/catalog/search.server";
import {
  careerCore,
  idArray,
  type NameMatch,
  nameMatch,
  NEAR_TIER,
  wholeName,
} from "~/server/catalog/search-match.server";
import {
  forNearMatches,
  readQuery,
  type SearchQuery,
  searchUniversities,
  withoutDegreeMeanings,
} from "~/server/catalog/search-query.server";
import { rankUniversities } from "~/server/catalog/search-universities.server";
import { readPage } from "~/server/core/pagination.server";
import { getReadDb } from "~/server/db/client.server";
import { readThroughIndexes } from "~/server/db/read-through-indexes.server";
import { careers, countries, professors, subjectProfessors, subjects, universities } from "~/server/db/schema";

interface ExploreFilters {
  tab: ExploreTab;
  q: string;
  university: string | null;
  career: string | null;
  region: Region | null;
  branch: KnowledgeBranch | null;
  /** Careers whose latest official cut-off is at or below it. */
  mark: number | null;
  minRating: number | null;
  sort: ExploreSort | null;
  /**
   * The search read, the universities it finds best first, and whether its matches are only near
   * ones (then listed: otherwise near matches are not); null without one.
   */
  search: { query: SearchQuery; universityIds: string[]; onlyNear: boolean } | null;
}

interface UniversityResult {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  countryName: string;
  averageRating: number | null;
  reviewCount: number;
}

interface CareerResult extends LatestCutoff {
  id: string;
  name: string;
  universityName: string;
  durationYears: number | null;
  averageRating: number | null;
  reviewCount: number;
}

/** A subject as lists show them, with its career and university. */
type SubjectResult = RankedSubject;

/** A professor as lists show them (the name only when public), with their would-take-again answers. */
type ProfessorResult = RankedProfessor;

export type ExploreResults =
  | { tab: "universidades"; rows: UniversityResult[] }
  | { tab: "carreras"; rows: CareerResult[] }
  | { tab: "asignaturas"; rows: SubjectResult[] }
  | { tab: "profesores"; rows: ProfessorResult[] };

export type TabCounts = Record<ExploreTab, number>;

export interface ExplorePage {
  results: ExploreResults;
  /** Matches of the active tab, at most EXPLORE_RESULT_LIMIT. */
  total: number;
  page: number;
  pageCount: number;
  /**
   * Every tab's matches for the same search and filters, at most COUNT_BADGE_CAP + 1 (the active one
   * up to the result limit). The branch counts only on the tabs it narrows, as the links to the
   * others leave it out.
   */
  counts: TabCounts;
}

/* How each kind's names match a search (search-match.server.ts). */

const careerMatch = (query: SearchQuery) => nameMatch(query, careers.searchName, careerCore(), careers.universityId);
const subjectMatch = (query: SearchQuery) =>
  nameMatch(query, subjects.searchName, wholeName(subjects.searchName), careers.universityId);
const professorMatch = (query: SearchQuery) =>
  nameMatch(
    withoutDegreeMeanings(query),
    professors.searchName,
    wholeName(professors.searchName),
    professors.universityId,
  );

/** The universities the search found (search-universities.server.ts ranks them). */
function universityFound(ids: string[]): SQL {
  return sql`${universities.id} = ANY(${idArray(ids)})`;
}

/** The rows a search keeps on a tab: near matches («dercho») only when it has no other (the top bar's rule). */
function searchCondition(f: ExploreFilters, match: NameMatch): SQL {
  return f.search?.onlyNear ? match.condition : match.strict;
}

/** Best matches first: in the place named, then by tier; the tab's own order breaks ties. */
function relevance(match: NameMatch): SQL[] {
  return match.placeNamed ? [sql`${match.place} DESC`, match.tier] : [match.tier];
}

/** Whether the tab lists by relevance: a search applies and no other order is chosen. */
function byRelevance(f: ExploreFilters): boolean {
  return f.search !== null && searchApplies(f.tab, f.q) && effectiveSort(f) === null;
}

/* The conditions of each tab. `university` and `career` are already checked by the caller (an
 * enabled career of the chosen university). */

function universityConditions(f: ExploreFilters): SQL[] {
  const conditions: SQL[] = [sql`${universities.isEnabled}`];
  if (f.search && searchApplies("universidades", f.q)) conditions.push(universityFound(f.search.universityIds));
  if (f.university) conditions.push(eq(universities.id, f.university));
  if (f.region) conditions.push(eq(universities.region, f.region));
  if (f.minRating) conditions.push(gte(universities.averageRating, f.minRating));
  return conditions;
}

function careerConditions(f: ExploreFilters): SQL[] {
  const conditions: SQL[] = [sql`${careers.isEnabled}`, sql`${universities.isEnabled}`];
  if (f.search && searchApplies("carreras", f.q)) conditions.push(searchCondition(f, careerMatch(f.search.query)));
  if (f.university) conditions.push(eq(careers.universityId, f.university));
  if (f.career) conditions.push(eq(careers.id, f.career));
  if (f.region) conditions.push(eq(universities.region, f.region));
  if (f.branch) conditions.push(eq(careers.area, f.branch));
  if (f.mark !== null) conditions.push(lte(careers.latestCutoff, f.mark));
  if (f.minRating) conditions.push(gte(careers.averageRating, f.minRating));
  if (f.sort === "nota-alta" || f.sort === "nota-baja") conditions.push(isNotNull(careers.latestCutoff));
  return conditions;
}

function subjectConditions(f: ExploreFilters): SQL[] {
  const conditions: SQL[] = [sql`${careers.isEnabled}`, sql`${universities.isEnabled}`];
  if (f.search && searchApplies("asignaturas", f.q)) conditions.push(searchCondition(f, subjectMatch(f.search.query)));
  if (f.university) conditions.push(eq(careers.universityId, f.university));
  if (f.career) conditions.push(eq(subjects.careerId, f.career));
  if (f.region) conditions.push(eq(universities.region, f.region));
  if (f.branch) conditions.push(eq(careers.area, f.branch));
  if (f.minRating) conditions.push(gte(subjects.averageRating, f.minRating));
  if (f.sort === "menos-dificiles") conditions.push(LEAST_DIFFICULT.condition);
  return conditions;
}

function professorConditions(f: ExploreFilters): SQL[] {
  const conditions: SQL[] = [sql`${universities.isEnabled}`];
  // A hidden name is never searched: only public names can match.
  if (f.search && searchApplies("profesores", f.q))
    conditions.push(and(sql`${professors.isNamePublic}`, searchCondition(f, professorMatch(f.search.query)))!);
  if (f.university) conditions.push(eq(professors.universityId, f.university));
  if (f.region) conditions.push(eq(universities.region, f.region));
  if (f.career) {
    const teachingInCareer = getReadDb()
      .select({ professorId: subjectProfessors.professorId })
      .from(subjectProfessors)
      .innerJoin(subjects, eq(subjects.id, subjectProfessors.subjectId))
      .where(eq(subjects.careerId, f.career));
    conditions.push(inArray(professors.id, teachingInCareer));
  }
  if (f.minRating) conditions.push(gte(professors.averageRating, f.minRating));
  if (f.sort === "volverian") conditions.push(MOST_WOULD_TAKE_AGAIN.condition);
  return conditions;
}

/** At most `cap` of a tab's matches (the same joins and conditions as its rows), as a subquery to count. */
function cappedMatches(tab: ExploreTab, f: ExploreFilters, cap: number) {
  const one = getReadDb().select({ one: sql`1` });
  switch (tab) {
    case "universidades":
      return one
        .from(universities)
        .where(and(...universityConditions(f)))
        .limit(cap);
    case "carreras":
      return one
        .from(careers)
        .innerJoin(universities, eq(universities.id, careers.universityId))
        .where(and(...careerConditions(f)))
        .limit(cap);
    case "asignaturas":
      return one
        .from(subjects)
        .innerJoin(careers, eq(careers.id, subjects.careerId))
        .innerJoin(universities, eq(universities.id, careers.universityId))
        .where(and(...subjectConditions(f)))
        .limit(cap);
    case "profesores":
      return one
        .from(professors)
        .innerJoin(universities, eq(universities.id, professors.universityId))
        .where(and(...professorConditions(f)))
        .limit(cap);
  }
}

/** Every tab's number of matches in ONE statement, each read no further than its cap. */
async function countTabs(f: ExploreFilters): Promise<TabCounts> {
  const capped = (tab: ExploreTab) => {
    const cap = tab === f.tab ? EXPLORE_RESULT_LIMIT : COUNT_BADGE_CAP + 1;
    return sql`(SELECT count(*)::int FROM ${cappedMatches(tab, f, cap)} AS matches)`;
  };
  const { rows } = await getReadDb().execute<Record<ExploreTab, number>>(
    sql`SELECT ${sql.join(
      EXPLORE_TABS.map((tab) => sql`${capped(tab)} AS ${sql.identifier(tab)}`),
      sql`, `,
    )}`,
  );
  const row = rows[0]!;
  return Object.fromEntries(EXPLORE_TABS.map((tab) => [tab, Number(row[tab])])) as TabCounts;
}

type ExploreRow = ExploreResults["rows"][number];

/**
 * Careers by name; by their latest cut-off when asked, or when a mark is given (the most demanding
 * the mark reaches first: careers_latest_cutoff_idx); with a search, the best matches first, the
 * most reviewed and largest first among equals (as the top bar's suggestions).
 */
function careerOrder(f: ExploreFilters): SQL[] {
  const sort = effectiveSort(f);
  if (sort === "nota-alta") return [sql`${careers.latestCutoff} DESC`, asc(careers.id)];
  if (sort === "nota-baja") return [asc(careers.latestCutoff), asc(careers.id)];
  if (byRelevance(f)) {
    const ties = [sql`${careers.reviewCount} DESC`, sql`${careers.plazasOfertadas} DESC NULLS LAST`];
    return [...relevance(careerMatch(f.search!.query)), ...ties, asc(careers.name), asc(careers.id)];
  }
  return [asc(careers.name), asc(universities.name), asc(careers.id)];
}

function universityOrder(f: ExploreFilters): SQL[] {
  const byName = [asc(universities.name), asc(universities.id)];
  if (!byRelevance(f)) return byName;
  return [sql`array_position(${idArray(f.search!.universityIds)}, ${universities.id})`, ...byName];
}

function subjectOrder(f: ExploreFilters): SQL[] {
  if (f.sort === "menos-dificiles") return LEAST_DIFFICULT.order;
  // Best rated first, unrated last, then by name (subjects_explore_idx).
  const own = [sql`${subjects.averageRating} DESC NULLS LAST`, asc(subjects.name), asc(subjects.id)];
  return byRelevance(f) ? [...relevance(subjectMatch(f.search!.query)), ...own] : own;
}

function professorOrder(f: ExploreFilters): SQL[] {
  if (f.sort === "volverian") return MOST_WOULD_TAKE_AGAIN.order;
  return byRelevance(f) ? [...relevance(professorMatch(f.search!.query)), ...PROFESSOR_ORDER] : PROFESSOR_ORDER;
}

/** One page of the active tab's results, in the tab's order (SPEC §7). */
async function listResults(f: ExploreFilters, limit: number, offset: number): Promise<ExploreRow[]> {
  const db = getReadDb();
  switch (f.tab) {
    case "universidades": {
      const rows: UniversityResult[] = await db
        .select({
          id: universities.id,
          name: universities.name,
          acronym: universities.acronym,
          city: universities.city,
          countryName: countries.name,
          averageRating: universities.averageRating,
          reviewCount: universities.totalReviews,
        })
        .from(universities)
        .innerJoin(countries, eq(countries.id, universities.countryId))
        .where(and(...universityConditions(f)))
        .orderBy(...universityOrder(f))
        .limit(limit)
        .offset(offset);
      return rows;
    }
    case "carreras": {
      const rows: CareerResult[] = await db
        .select({
          id: careers.id,
          name: careers.name,
          universityName: universities.name,
          durationYears: careers.durationYears,
          averageRating: careers.averageRating,
          reviewCount: careers.reviewCount,
          ...LATEST_CUTOFF_COLUMNS,
        })
        .from(careers)
        .innerJoin(universities, eq(universities.id, careers.universityId))
        .where(and(...careerConditions(f)))
        .orderBy(...careerOrder(f))
        .limit(limit)
        .offset(offset);
      return rows;
    }
    case "asignaturas": {
      const rows: SubjectResult[] = await subjectListing()
        .where(and(...subjectConditions(f)))
        .orderBy(...subjectOrder(f))
        .limit(limit)
        .offset(offset);
      return rows;
    }
    case "profesores": {
      const rows: ProfessorResult[] = await rankedProfessorListing()
        .where(and(...professorConditions(f)))
        .orderBy(...professorOrder(f))
        .limit(limit)
        .offset(offset);
      return rows;
    }
  }
}

async function readSearch(q: string): Promise<ExploreFilters["search"]> {
  const known = await searchUniversities();
  const read = readQuery(q, known);
  const text = suggestionText(q);
  const onlyNear = text.length >= SUGGESTIONS_MIN_LENGTH && (await searchSuggestions(text)).onlyNear;
  const query = onlyNear ? await readThroughIndexes((tx) => forNearMatches(read, tx)) : read;
  const universities = rankUniversities(query, known).filter(({ tier }) => onlyNear || tier < NEAR_TIER);
  return { query, universityIds: universities.map(({ university }) => university.id), onlyNear };
}

/**
 * The page of results Explore shows, with every tab's count: two statements run together. A page
 * past the end shows the last one (pagination.server.ts); results stop at EXPLORE_RESULT_LIMIT.
 */
export const explore = sharedRead("explore.explore", async (state: ExploreState): Promise<ExplorePage> => {
  const filters: ExploreFilters = {
    tab: state.tab,
    q: state.q,
    university: state.university,
    career: state.career,
    region: state.region,
    branch: state.branch,
    mark: state.mark,
    minRating: state.minRating,
    sort: state.sort,
    search: state.q ? await readSearch(state.q) : null,
  };
  let counts: TabCounts | undefined;
  const page = await readPage<ExploreRow>(
    state.page,
    EXPLORE_PAGE_SIZE,
    async () => {
      counts = await countTabs(filters);
      return counts[filters.tab];
    },
    (limit, offset) =>
      offset >= EXPLORE_RESULT_LIMIT
        ? Promise.resolve([])
        : listResults(filters, Math.min(limit, EXPLORE_RESULT_LIMIT - offset), offset),
  );
  return {
    // The rows are those of the active tab (listResults).
    results: { tab: filters.tab, rows: page.rows } as ExploreResults,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    counts: counts!,
  };
});
