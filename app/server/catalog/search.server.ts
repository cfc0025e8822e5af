/**
 * The global search's suggestions (lib/search.ts): a few universities, careers, subjects and
 * professors with a word starting with the typed text, in one statement.
 *
 * - Word starts, since suggestions follow what is being typed: 'med' suggests 'Grado en Medicina',
 *   not 'Intermedio' (Explore, where Enter leads, also finds the text inside words). Matched as
 *   Explore matches: the stored folded name, so accents and case do not count
 *   (db/name-search.server.ts); universities by acronym too.
 * - Only what Explore lists: enabled universities and careers and what hangs from them; a professor
 *   only when the name is public — in the WHERE clause, so a hidden name is never matched nor read.
 * - In the order of Explore's lists and the rankings: most reviewed universities and careers, best
 *   rated subjects and professors.
 * - A bounded cost at the national scale, whatever the text (`kindRows`; decision record 002).
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";

import { SEARCH_KINDS, type SearchKind, type SearchSuggestions, type Suggestion, SUGGESTIONS_PER_KIND, suggestsKind } from "~/lib/search";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { getReadDb } from "~/server/db/client.server";
import { nameEquals, nameHasWordStartingWith } from "~/server/db/name-search.server";
import { careers, professors, subjects, universities } from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";

interface SuggestionRow extends Record<string, unknown> {
  kind: SearchKind;
  /** In the kind's order. */
  position: number;
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
  /** `id, name, context_a, context_b` and the columns `order` names. */
  columns: SQL;
  /** The joins after the searched table (its university, a subject's career). */
  joins: SQL;
  /** What may be listed (enabled, a public name)… */
  listed: SQL;
  /** …and the part of it the searched table alone says. */
  ownListed: SQL;
  /** The order, on the tables' columns… */
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
 * How many matches, best first, the second step takes from the searched table before joining them
 * to their career and university, which may hide a few: sorting the matches alone and joining only
 * these is what keeps a common word (4,000 subjects start with 'matemáticas') within a few ms.
 */
const SUGGESTION_CANDIDATES = 20;

const LIMIT = sql.raw(String(SUGGESTIONS_PER_KIND));
const WALK_LIMIT = sql.raw(String(SUGGESTION_WALK_ROWS));
const CANDIDATES = sql.raw(String(SUGGESTION_CANDIDATES));

/**
 * The kind's first SUGGESTIONS_PER_KIND listed names with a word starting with the text, numbered
 * in its order, in two steps:
 * 1. `walked`: among the top SUGGESTION_WALK_ROWS rows of the order, read along its index. Five
 *    matches there are the answer: a common text ('derecho' starts 29,000 subject names) costs a
 *    few hundred rows.
 * 2. Only otherwise, every match, found through the trigram index and sorted on the table alone;
 *    the first SUGGESTION_CANDIDATES are then joined and checked. OFFSET 0 plans that subquery on
 *    its own, so it is not read in the index's order instead — which for a rare text would walk
 *    the whole index.
 * PostgreSQL's estimates for a pattern come from a hundred sampled names (a rare name that happens
 * to be among them counts as 1 % of the table), so the plan is not left to them.
 */
function kindRows(k: KindQuery, q: string): SQL {
  const walked = sql.identifier(`${k.kind}_arriba`);
  const found = sql.identifier(k.kind);
  const match = nameHasWordStartingWith(k.searchColumn, q);
  const top = sql`(SELECT * FROM ${k.table} ORDER BY ${k.orderBy} LIMIT ${WALK_LIMIT}) AS ${k.table}`;
  const walkedCount = sql`(SELECT count(*) FROM ${walked})`;
  return sql`WITH ${walked} AS MATERIALIZED (
      SELECT ${k.columns} FROM ${top} ${k.joins} WHERE ${k.listed} AND ${match} ORDER BY ${k.orderBy} LIMIT ${LIMIT}
    ),
    ${found} AS (
      SELECT * FROM ${walked} WHERE ${walkedCount} = ${LIMIT}
      UNION ALL
      (SELECT ${k.columns}
        FROM (SELECT * FROM ${k.table} WHERE ${walkedCount} < ${LIMIT} AND ${k.ownListed} AND ${match} ORDER BY ${k.orderBy} LIMIT ${CANDIDATES} OFFSET 0) AS ${k.table}
        ${k.joins} WHERE ${k.listed} ORDER BY ${k.orderBy} LIMIT ${LIMIT})
    )
    SELECT ${k.kind}::text AS kind, (row_number() OVER (ORDER BY ${k.order}))::int AS position, id, name, context_a, context_b FROM ${found}`;
}

/** Universities are few: one query ranks them all, those whose acronym is the text first ('UA'). */
function universityRows(q: string): SQL {
  const acronymIs = sql`${nameEquals(universities.searchAcronym, q)} IS TRUE`;
  return sql`SELECT 'universidades'::text AS kind, (row_number() OVER (ORDER BY acronym_is DESC, reviews DESC, name, id))::int AS position, id, name, context_a, context_b
    FROM (
      SELECT ${universities.id} AS id, ${universities.name} AS name, ${universities.acronym} AS context_a, ${universities.city} AS context_b,
        ${acronymIs} AS acronym_is, ${universities.totalReviews} AS reviews
      FROM ${universities}
      WHERE ${universities.isEnabled} AND (${nameHasWordStartingWith(universities.searchName, q)} OR ${nameHasWordStartingWith(universities.searchAcronym, q)})
      ORDER BY acronym_is DESC, ${universities.totalReviews} DESC, ${universities.name}, ${universities.id}
      LIMIT ${LIMIT}
    ) AS found`;
}

const careerQuery: KindQuery = {
  kind: "carreras",
  table: careers,
  id: careers.id,
  searchColumn: careers.searchName,
  columns: sql`${careers.id} AS id, ${careers.name} AS name, ${universities.name} AS context_a, NULL::text AS context_b, ${careers.reviewCount} AS reviews`,
  joins: sql`JOIN ${universities} ON ${universities.id} = ${careers.universityId}`,
  listed: sql`${careers.isEnabled} AND ${universities.isEnabled}`,
  ownListed: sql`${careers.isEnabled}`,
  // careers_most_reviewed_idx
  orderBy: sql`${careers.reviewCount} DESC, ${careers.name}, ${careers.id}`,
  order: sql`reviews DESC, name, id`,
};

const subjectQuery: KindQuery = {
  kind: "asignaturas",
  table: subjects,
  id: subjects.id,
  searchColumn: subjects.searchName,
  columns: sql`${subjects.id} AS id, ${subjects.name} AS name, ${careers.name} AS context_a, ${universities.name} AS context_b, ${subjects.averageRating} AS rating`,
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
  columns: sql`${professors.id} AS id, ${professorPublicName} AS name, ${universities.name} AS context_a, NULL::text AS context_b, ${professors.averageRating} AS rating, ${professors.reviewCount} AS reviews`,
  joins: sql`JOIN ${universities} ON ${universities.id} = ${professors.universityId}`,
  // A hidden name is never matched: only public names are searched.
  listed: sql`${professors.isNamePublic} AND ${universities.isEnabled}`,
  ownListed: sql`${professors.isNamePublic}`,
  // professors_top_rated_idx, Explore's order
  orderBy: sql`${professors.averageRating} DESC NULLS LAST, ${professors.reviewCount} DESC NULLS LAST, ${professors.id}`,
  order: sql`rating DESC NULLS LAST, reviews DESC NULLS LAST, id`,
};

const ROWS_OF_KIND: Record<SearchKind, (q: string) => SQL> = {
  universidades: universityRows,
  carreras: (q) => kindRows(careerQuery, q),
  asignaturas: (q) => kindRows(subjectQuery, q),
  profesores: (q) => kindRows(professorQuery, q),
};

function contextOf(row: SuggestionRow): string {
  return [row.context_a, row.context_b].filter((part): part is string => Boolean(part)).join(" · ");
}

/** The suggestions for `q` (cleaned by lib/search.ts `suggestionText`); the kinds it is too short for stay empty. */
export const searchSuggestions = sharedRead("search.searchSuggestions", async (q: string): Promise<SearchSuggestions> => {
  const groups: Record<SearchKind, Suggestion[]> = { universidades: [], carreras: [], asignaturas: [], profesores: [] };
  const kinds = SEARCH_KINDS.filter((kind) => suggestsKind(kind, q));
  if (kinds.length === 0) return { q, groups, failed: false };
  const statement = sql.join(
    kinds.map((kind) => sql`(${ROWS_OF_KIND[kind](q)})`),
    sql` UNION ALL `,
  );
  const rows = await getReadDb().transaction(async (tx) => {
    // Every part reads through an index (the walks above, the trigram indexes, primary keys): no
    // estimate, however wrong, can turn one into a read of a whole table. Parallel workers cost more
    // to start than these few rows take to read.
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return (await tx.execute<SuggestionRow>(statement)).rows;
  });
  rows.sort((a, b) => a.position - b.position);
  for (const row of rows) {
    const group = groups[row.kind];
    if (group.length < SUGGESTIONS_PER_KIND) group.push({ id: row.id, name: row.name, context: contextOf(row) });
  }
  return { q, groups, failed: false };
});
