/**
 * The global search's suggestions (lib/search.ts): a few universities, careers, subjects and
 * professors for the typed text, in the one ranking every search shares (search-match.server.ts):
 * the exact name, acronym or other name first, then names that start with the text, names with
 * every word of it, names that contain it, near matches; a place named in the text first.
 *
 * - Only what Explore lists: enabled universities and careers and what hangs from them; a professor
 *   only when the name is public — in the WHERE clause, so a hidden name is never matched nor read.
 * - Ties in the order of Explore's lists: most reviewed universities and careers, best rated
 *   subjects and professors.
 * - A bounded cost at the national scale, whatever the text (`kindRows`; decision record 002).
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";

import {
  emptySuggestions,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSuggestions,
  type Suggestion,
  SUGGESTIONS_PER_KIND,
  suggestsKind,
} from "~/lib/search";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { didYouMean } from "~/server/catalog/search-correction.server";
import {
  careerCore,
  mayMatchNearly,
  mayMatchStrictly,
  type NameCore,
  type NameMatch,
  nameMatch,
  NEAR_TIER,
  placeIds,
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
import { hasNearLength } from "~/server/catalog/search-words.server";
import type { Transaction } from "~/server/db/client.server";
import { readThroughIndexes } from "~/server/db/read-through-indexes.server";
import { careers, professors, subjects, universities } from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";

interface SuggestionRow extends Record<string, unknown> {
  kind: SearchKind;
  /** In the kind's ranking. */
  position: number;
  tier: number;
  id: string;
  name: string;
  context_a: string | null;
  context_b: string | null;
}

/** What a kind reads and how it orders it. */
interface KindQuery {
  kind: Exclude<SearchKind, "universidades">;
  /** The table searched; an index keeps it in `orderBy`. */
  table: AnyPgTable;
  id: AnyColumn;
  searchColumn: AnyColumn;
  /** The part of the name a student types. */
  core: NameCore;
  /** A person's name, never a degree's: searched by the text's own words alone (`withoutDegreeMeanings`). */
  isPersonName: boolean;
  /** The university of a row, in `joins`. */
  universityId: AnyColumn;
  /**
   * The table's rows of these universities, as the table: read by university first (an index),
   * then matched, which for a common word costs far less than every match checked for its place.
   */
  ofUniversities: (ids: SQL) => SQL;
  /** `id, name, context_a, context_b` and the columns `order` names. */
  columns: SQL;
  /** The joins after the searched table (its university, a subject's career). */
  joins: SQL;
  /** What may be listed (enabled, a public name)… */
  listed: SQL;
  /** …and the part of it the searched table alone says. */
  ownListed: SQL;
  /** Ties, on the tables' columns… */
  orderBy: SQL;
  /** …and the same on `columns`' names. */
  order: SQL;
}

/**
 * How far down a kind's order the search looks first: a text with five matches this high is
 * answered without reading another row.
 */
const SUGGESTION_WALK_ROWS = 2000;

/**
 * How many matches, best first, the later steps take from the searched table before joining them
 * to their career and university, which may hide a few: sorting the matches alone and joining only
 * these is what keeps a common word (4,000 subjects start with 'matemáticas') within a few ms.
 */
const SUGGESTION_CANDIDATES = 20;

const LIMIT = sql.raw(String(SUGGESTIONS_PER_KIND));
const WALK_LIMIT = sql.raw(String(SUGGESTION_WALK_ROWS));
const CANDIDATES = sql.raw(String(SUGGESTION_CANDIDATES));
/** How many near matches are sifted, in no order, before the closest are chosen from them. */
const NEAR_LIMIT = sql.raw("500");

/**
 * The ids of up to SUGGESTION_CANDIDATES rows of `from` (the table or a part of it, named as the
 * table) that `condition` keeps, in the kind's order: the candidates the ranking then chooses from.
 */
function ids(k: KindQuery, from: SQL | AnyPgTable, condition: SQL, inOrder = true): SQL {
  // Without an order (exact names: a few), so that no plan walks the order's index looking for them.
  const order = inOrder ? sql`ORDER BY ${k.orderBy}` : sql``;
  return sql`SELECT ${k.id} AS id FROM ${from} ${k.joins} WHERE ${k.listed} AND ${condition} ${order} LIMIT ${CANDIDATES}`;
}

/**
 * The best SUGGESTIONS_PER_KIND of the rows whose ids `found` lists, ranked (tier and place are
 * computed here only, on those few rows), numbered best first.
 */
function ranked(k: KindQuery, match: NameMatch, found: SQL): SQL {
  const best = sql`SELECT ${k.columns}, ${match.tier} AS tier, ${match.place} AS place
    FROM ${k.table} ${k.joins} WHERE ${k.id} IN (${found})
    ORDER BY place DESC, tier, ${k.orderBy} LIMIT ${LIMIT}`;
  return sql`SELECT ${k.kind}::text AS kind, (row_number() OVER (ORDER BY place DESC, tier, ${k.order}))::int AS position,
      tier, id, name, context_a, context_b
    FROM (${best}) AS ${sql.identifier(`${k.kind}_filas`)}`;
}

/** The first SUGGESTION_CANDIDATES of the table, in its order, that `condition` keeps, as the table. */
function candidates(k: KindQuery, condition: SQL, when: SQL): SQL {
  return sql`(SELECT * FROM ${k.table} WHERE ${when} AND ${k.ownListed} AND ${condition}
    ORDER BY ${k.orderBy} LIMIT ${CANDIDATES} OFFSET 0) AS ${k.table}`;
}

/**
 * The closest SUGGESTION_CANDIDATES near matches among the first NEAR_LIMIT the trigram index
 * finds, as the table: a misspelt common word («dercho») is near 30,000 subject names, and how close
 * each is costs a third of a second at the national scale.
 */
function nearCandidates(k: KindQuery, match: NameMatch): SQL {
  const sifted = sql`(SELECT * FROM ${k.table} WHERE ${k.ownListed} AND ${match.own.near} LIMIT ${NEAR_LIMIT}) AS ${k.table}`;
  return sql`(SELECT ${k.table}.* FROM ${sifted} ORDER BY ${match.own.closeness}, ${k.orderBy} LIMIT ${CANDIDATES}) AS ${k.table}`;
}

/** Which matches a statement reads: near ones are read only when nothing else was found. */
type Phase = "strict" | "near";

/**
 * The kind's best SUGGESTIONS_PER_KIND matches of the phase, ranked. Near ones (read only when no
 * kind had another match): the closest of a bounded set the trigram index sifts, and those of the
 * place named. Others: from a few bounded steps whose rows are then ranked together:
 * 1. `walked`: matches among the top SUGGESTION_WALK_ROWS rows of the kind's order, read along its
 *    index. Five there answer a common text ('derecho' starts 29,000 subject names) in a few hundred
 *    rows.
 * 2. `exact`: names that are the text (or a reading of it) as students type it, through an index.
 * 3. Only when the walk found fewer than five, `found`: every match, found through the trigram index
 *    and sorted on the table alone; the first SUGGESTION_CANDIDATES are then joined and checked.
 *    OFFSET 0 plans that subquery on its own, so it is not read in the index's order instead —
 *    which for a rare text would walk the whole index.
 * 4. `placed`: with a place named, its matches, read by university first, whatever their place in
 *    the order.
 * PostgreSQL's estimates for a pattern come from a hundred sampled names (a rare name that happens
 * to be among them counts as 1 % of the table), so the plan is not left to them.
 */
function kindRows(k: KindQuery, typed: SearchQuery, phase: Phase): SQL {
  const query = k.isPersonName ? withoutDegreeMeanings(typed) : typed;
  const match = nameMatch(query, k.searchColumn, k.core, k.universityId);
  const matches = phase === "strict" ? match.strict : match.near;
  const step = (name: string): SQL => sql`${sql.identifier(`${k.kind}_${name}`)}`;
  const [exact, walked, found, placed] = ["exacta", "arriba", "encontrada", "lugar"].map(step);
  const placeStep =
    query.places.size > 0
      ? ids(k, k.ofUniversities(placeIds(query)), sql`${matches} AND ${match.place} > 0`)
      : sql`SELECT NULL::uuid AS id WHERE FALSE`;
  if (phase === "near") {
    // No walk: a name's similarity costs too much to check along the kind's order.
    return sql`WITH ${placed} AS MATERIALIZED (${placeStep})
      ${ranked(k, match, sql`(${ids(k, nearCandidates(k, match), sql`TRUE`)}) UNION ALL SELECT id FROM ${placed}`)}`;
  }
  // Equalities joined by OR, which the index of whole names serves (one lookup each).
  const isPhrase = sql.join(
    query.literalReadings.map((reading) => sql`${k.core.typed} = ${reading.phrase}`),
    sql` OR `,
  );
  const top = sql`(SELECT * FROM ${k.table} ORDER BY ${k.orderBy} LIMIT ${WALK_LIMIT}) AS ${k.table}`;
  const walkedCount = sql`(SELECT count(*) FROM ${walked})`;
  return sql`WITH ${walked} AS MATERIALIZED (${ids(k, top, match.strict)}),
    ${exact} AS MATERIALIZED (${ids(k, k.table, sql`(${isPhrase})`, false)}),
    ${found} AS MATERIALIZED (
      SELECT id FROM ${walked} WHERE ${walkedCount} >= ${LIMIT}
      UNION ALL (${ids(k, candidates(k, match.own.indexed, sql`${walkedCount} < ${LIMIT}`), sql`TRUE`)})
    ),
    ${placed} AS MATERIALIZED (${placeStep})
    ${ranked(k, match, sql`SELECT id FROM ${exact} UNION ALL SELECT id FROM ${found} UNION ALL SELECT id FROM ${placed}`)}`;
}

const careerQuery: KindQuery = {
  kind: "carreras",
  table: careers,
  id: careers.id,
  searchColumn: careers.searchName,
  core: careerCore(),
  isPersonName: false,
  ofUniversities: (ids) =>
    sql`(SELECT * FROM ${careers} WHERE ${careers.universityId} = ANY(${ids}) OFFSET 0) AS ${careers}`,
  universityId: careers.universityId,
  columns: sql`${careers.id} AS id, ${careers.name} AS name, ${universities.name} AS context_a, NULL::text AS context_b,
    ${careers.reviewCount} AS reviews, ${careers.plazasOfertadas} AS places_offered`,
  joins: sql`JOIN ${universities} ON ${universities.id} = ${careers.universityId}`,
  listed: sql`${careers.isEnabled} AND ${universities.isEnabled}`,
  ownListed: sql`${careers.isEnabled}`,
  // careers_most_reviewed_idx
  orderBy: sql`${careers.reviewCount} DESC, ${careers.plazasOfertadas} DESC NULLS LAST, ${careers.name}, ${careers.id}`,
  order: sql`reviews DESC, places_offered DESC NULLS LAST, name, id`,
};

const subjectQuery: KindQuery = {
  kind: "asignaturas",
  table: subjects,
  id: subjects.id,
  searchColumn: subjects.searchName,
  core: wholeName(subjects.searchName),
  isPersonName: false,
  ofUniversities: (ids) =>
    sql`(SELECT * FROM ${subjects} WHERE ${subjects.careerId} IN (SELECT id FROM ${careers} WHERE university_id = ANY(${ids})) OFFSET 0) AS ${subjects}`,
  universityId: careers.universityId,
  columns: sql`${subjects.id} AS id, ${subjects.name} AS name, ${careers.name} AS context_a, ${universities.name} AS context_b,
    ${subjects.averageRating} AS rating`,
  joins: sql`JOIN ${careers} ON ${careers.id} = ${subjects.careerId} JOIN ${universities} ON ${universities.id} = ${careers.universityId}`,
  listed: sql`${careers.isEnabled} AND ${universities.isEnabled}`,
  ownListed: sql`TRUE`,
  // subjects_explore_idx, Explore's order
  orderBy: sql`${subjects.averageRating} DESC NULLS LAST, ${subjects.name}, ${subjects.id}`,
  order: sql`rating DESC NULLS LAST, name, id`,
};

const professorQuery: KindQuery = {
  kind: "profesores",
  table: professors,
  id: professors.id,
  searchColumn: professors.searchName,
  core: wholeName(professors.searchName),
  isPersonName: true,
  ofUniversities: (ids) =>
    sql`(SELECT * FROM ${professors} WHERE ${professors.universityId} = ANY(${ids}) OFFSET 0) AS ${professors}`,
  universityId: professors.universityId,
  columns: sql`${professors.id} AS id, ${professorPublicName} AS name, ${universities.name} AS context_a, NULL::text AS context_b,
    ${professors.averageRating} AS rating, ${professors.reviewCount} AS reviews`,
  joins: sql`JOIN ${universities} ON ${universities.id} = ${professors.universityId}`,
  // A hidden name is never matched: only public names are searched.
  listed: sql`${professors.isNamePublic} AND ${universities.isEnabled}`,
  ownListed: sql`${professors.isNamePublic}`,
  // professors_top_rated_idx, Explore's order
  orderBy: sql`${professors.averageRating} DESC NULLS LAST, ${professors.reviewCount} DESC NULLS LAST, ${professors.id}`,
  order: sql`rating DESC NULLS LAST, reviews DESC NULLS LAST, id`,
};

const QUERY_OF_KIND: Record<Exclude<SearchKind, "universidades">, KindQuery> = {
  carreras: careerQuery,
  asignaturas: subjectQuery,
  profesores: professorQuery,
};

function contextOf(row: Pick<SuggestionRow, "context_a" | "context_b">): string {
  return [row.context_a, row.context_b].filter((part): part is string => Boolean(part)).join(" · ");
}

/** The kinds' suggestions of a phase, in one statement, best first within each kind. */
async function readKinds(
  tx: Transaction,
  kinds: Exclude<SearchKind, "universidades">[],
  query: SearchQuery,
  phase: Phase,
): Promise<SuggestionRow[]> {
  const union = sql.join(
    kinds.map((kind) => sql`(${kindRows(QUERY_OF_KIND[kind], query, phase)})`),
    sql` UNION ALL `,
  );
  // Cut short, before any name is read, when the names' words say that nothing can match.
  const statement =
    phase === "strict" ? sql`SELECT * FROM (${union}) AS found WHERE ${mayMatchStrictly(query)}` : union;
  const rows = (await tx.execute<SuggestionRow>(statement)).rows;
  return rows.sort((a, b) => a.position - b.position);
}

/**
 * The kinds' matches of `typed`: strict ones, or, when none of them has one and the universities
 * have none either (`othersFound`), near ones, read in the same transaction.
 */
async function readNames(
  kinds: Exclude<SearchKind, "universidades">[],
  typed: SearchQuery,
  othersFound: boolean,
): Promise<{ phase: Phase; rows: SuggestionRow[] }> {
  const nearAllowed = !othersFound && hasNearLength(typed.literalReadings[0]!.words);
  if (kinds.length === 0) return { phase: nearAllowed ? "near" : "strict", rows: [] };
  return readThroughIndexes(async (tx) => {
    const rows = await readKinds(tx, kinds, typed, "strict");
    if (rows.length > 0 || !nearAllowed) return { phase: "strict", rows };
    const query = await forNearMatches(typed, tx);
    return { phase: "near", rows: mayMatchNearly(query) ? await readKinds(tx, kinds, query, "near") : [] };
  });
}

/**
 * The suggestions for `q` (cleaned by lib/search.ts `suggestionText`); the kinds it is too short for
 * stay empty. Near matches («dercho») are read only when no kind has another match; a statement
 * that the names' words say cannot match is not run.
 */
export async function readSuggestions(q: string): Promise<SearchSuggestions> {
  const answer = emptySuggestions(q);
  const kinds = SEARCH_KINDS.filter((kind) => suggestsKind(kind, q));
  if (kinds.length === 0) return answer;
  const known = await searchUniversities();
  const query = readQuery(q, known);
  if (query.literalReadings.length === 0) return answer;
  const universities = kinds.includes("universidades") ? rankUniversities(query, known) : [];
  const strictUniversities = universities.filter(({ tier }) => tier < NEAR_TIER);
  const inDatabase = kinds.filter((kind) => kind !== "universidades");
  const { phase, rows } = await readNames(inDatabase, query, strictUniversities.length > 0);
  const universityMatches = phase === "near" ? universities : strictUniversities;
  const bestTier: Partial<Record<SearchKind, number>> = {};
  // What was found, with where, for «¿Quisiste decir…?».
  const names: { words: string; tier: number }[] = [];
  const shown = universityMatches.slice(0, SUGGESTIONS_PER_KIND);
  answer.groups.universidades = shown.map(({ university }) => ({
    id: university.id,
    name: university.name,
    context: contextOf({ context_a: university.acronym, context_b: university.city }),
  }));
  if (shown[0]) bestTier.universidades = shown[0].tier;
  names.push(...shown.map(({ university, tier }) => ({ words: `${university.name} ${university.city ?? ""}`, tier })));
  for (const row of rows) {
    const group: Suggestion[] = answer.groups[row.kind];
    if (group.length >= SUGGESTIONS_PER_KIND) continue;
    if (group.length === 0) bestTier[row.kind] = Number(row.tier);
    group.push({ id: row.id, name: row.name, context: contextOf(row) });
    names.push({ words: `${row.name} ${contextOf(row)}`, tier: Number(row.tier) });
  }
  // The kind of the best match first; between matches of one kind of tier (the same name, a name
  // that starts with the text…), in the tabs' order.
  const tierKind = (kind: SearchKind) => Math.floor(bestTier[kind]!);
  answer.order = SEARCH_KINDS.filter((kind) => bestTier[kind] !== undefined).sort((a, b) => tierKind(a) - tierKind(b));
  answer.onlyNear = phase === "near" && answer.order.length > 0;
  answer.didYouMean = didYouMean(query, names);
  return answer;
}

/** `readSuggestions`, shared by every request of a generation of the public pages. */
export const searchSuggestions = sharedRead("search.searchSuggestions", readSuggestions);
