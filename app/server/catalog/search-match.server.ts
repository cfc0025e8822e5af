/**
 * One ranking for every search of names in the database (Explore's careers, subjects and
 * professors, and the top bar's suggestions of them), from a text read by search-query.server.ts:
 *
 * 0. the name is the text, or one of its readings («medicina» is «Grado en Medicina»);
 * 1. the name starts with it;
 * 2. the name has every word of a reading, each as the start of one of its words;
 * 3. the name contains the text («medicina» in «Biomedicina»);
 * 4. a near match: every word of NEAR_MATCH_MIN_LENGTH letters or more that is not there is close
 *    to one that is: the name has one of the names' words near it (search-words.server.ts:
 *    «dercho», «mercantl»).
 *
 * A place named in the text (search-query.server.ts) comes before all of these: the careers of the
 * Universidad de Murcia first for «psicología murcia». Ties go to the better known, in each kind's
 * order. Every condition is one the names' trigram indexes serve.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

import type { Reading, SearchQuery } from "~/server/catalog/search-query.server";
import { isHeld, type NameWords, NEAR_MATCH_MIN_LENGTH } from "~/server/catalog/search-words.server";
import {
  containsWords,
  nameHasFoldedWordsOrText,
  nameHasFoldedWordStartingWith,
  nameHasWordStartingWith,
} from "~/server/db/name-search.server";
import { careers } from "~/server/db/schema";

/** The first tier of near matches. */
export const NEAR_TIER = 4;

/** The tier of a row that is no match at all (never listed). */
const NO_MATCH = 9;

export interface NameMatch {
  /** Whether the row matches at all: `strict` or `near`. */
  condition: SQL;
  /** Tiers 0 to 3 (with the place when one is named). */
  strict: SQL;
  /** Tier 4. */
  near: SQL;
  /**
   * Without the place, what the searched table alone says: `indexed`, the strict matches its trigram
   * index finds at a bounded cost; `near`; how close a near match is (lower is closer).
   */
  own: { indexed: SQL; near: SQL; closeness: SQL };
  /** 0 to 4, as the header says (NO_MATCH when it does not match). */
  tier: SQL<number>;
  /** How strongly the row's university is the place named: 0 to 3 (search-query.server.ts PLACE_STRENGTH). */
  place: SQL<number>;
  /** Whether a place was named: `place` is 0 otherwise. */
  placeNamed: boolean;
}

/** The name has a word that starts with the typed `word`. */
function wordStart(name: AnyColumn, word: string, nameWords: NameWords): SQL {
  return nameWords.foldedAsStored ? nameHasFoldedWordStartingWith(name, word) : nameHasWordStartingWith(name, word);
}

function everyWord(name: AnyColumn, reading: Reading, nameWords: NameWords): SQL {
  return sql.join(
    reading.words.map((word) => wordStart(name, word, nameWords)),
    sql` AND `,
  );
}

function anyReading(name: AnyColumn, readings: Reading[], nameWords: NameWords): SQL {
  return sql`(${sql.join(
    readings.map((reading) => sql`(${everyWord(name, reading, nameWords)})`),
    sql` OR `,
  )})`;
}

/** The name has a word that starts with one of the names' words near `word` (none: FALSE). */
function isNear(name: AnyColumn, word: string, nameWords: NameWords): SQL {
  const near = nameWords.near.get(word) ?? [];
  if (near.length === 0) return sql`FALSE`;
  return sql`(${sql.join(
    // The names' own words: folded as the names are.
    near.map((nearWord) => nameHasFoldedWordStartingWith(name, nearWord)),
    sql` OR `,
  )})`;
}

/** Every word of the typed reading is there, or, from NEAR_MATCH_MIN_LENGTH letters, close to a word that is. */
function nearly(name: AnyColumn, reading: Reading, nameWords: NameWords): SQL {
  if (!reading.words.some((word) => word.length >= NEAR_MATCH_MIN_LENGTH)) return sql`FALSE`;
  return sql.join(
    reading.words.map((word) =>
      word.length >= NEAR_MATCH_MIN_LENGTH
        ? sql`(${wordStart(name, word, nameWords)} OR ${isNear(name, word, nameWords)})`
        : wordStart(name, word, nameWords),
    ),
    sql` AND `,
  );
}

/** Shorter words have no trigram of their own: a trigram index cannot narrow by them. */
const TRIGRAM_LENGTH = 3;

/** The text ends in a word still too short to have a trigram of its own («psicologia c», as it is typed). */
function endsInShortWord(text: string): boolean {
  const words = text.split(" ");
  return words.length > 1 && words.at(-1)!.length < TRIGRAM_LENGTH;
}

/**
 * The name has every word of one of the text's `readings`, each at a word start, or contains the
 * text. The text's own words (its first reading) are in the name either way: with the text, they
 * are one condition (`nameHasFoldedWordsOrText`), which the trigram index serves in one scan.
 */
function everyWordOrText(name: AnyColumn, readings: Reading[], text: string, nameWords: NameWords): SQL {
  const [own, ...others] = readings;
  const ownOrText = nameWords.foldedAsStored
    ? nameHasFoldedWordsOrText(name, own!.words, text)
    : sql`(${everyWord(name, own!, nameWords)} OR ${containsWords(name, text)})`;
  return others.length === 0 ? ownOrText : sql`(${ownOrText} OR ${anyReading(name, others, nameWords)})`;
}

/**
 * Whether some name may match `query` strictly (tiers 0 to 3), as a condition on the names' words:
 * every word of one of its readings is held by some name. A statement cut short by it reads no name.
 */
export function mayMatchStrictly(query: SearchQuery): SQL {
  const readings = query.places.size > 0 ? [...query.literalReadings, ...query.readings] : query.literalReadings;
  return sql`(${sql.join(
    readings.map(
      (reading) =>
        sql`(${sql.join(
          reading.words.map((word) => isHeld(word)),
          sql` AND `,
        )})`,
    ),
    sql` OR `,
  )})`;
}

/**
 * Whether any name may be a near match of `query` (of its words without the place, when one is
 * named): a word long enough, and every word held by some name or near one that is.
 */
export function mayMatchNearly(query: SearchQuery): boolean {
  const { nameWords } = query;
  const reading = query.places.size > 0 ? query.readings[0]! : query.literalReadings[0]!;
  const nearSome = (word: string) => word.length >= NEAR_MATCH_MIN_LENGTH && nameWords.near.has(word);
  return (
    reading.words.some((word) => word.length >= NEAR_MATCH_MIN_LENGTH) &&
    reading.words.every((word) => !nameWords.absent.has(word) || nearSome(word))
  );
}

/**
 * 4, and up to 5 the farther the longest typed word is from the name's closest whole words
 * (pg_trgm's strict word similarity, which, unlike the looser one that finds them, does not reward
 * a match across two words): the closest near match first.
 */
function nearTier(name: AnyColumn, reading: Reading): SQL {
  const longest = reading.words.reduce((a, b) => (b.length > a.length ? b : a));
  return sql`(5 - strict_word_similarity(${longest}, ${name}))`;
}

/**
 * The tier of a row for these readings (NULL when none applies). Within a tier, the earlier reading
 * first (the text's own words, then each abbreviation's meanings in the order the table gives them):
 * «ade» is «Administración y Dirección de Empresas» before «Administración de Empresas».
 */
function tierOf(name: AnyColumn, core: NameCore, readings: Reading[], text: string, nameWords: NameWords): SQL {
  const when = (condition: (reading: Reading) => SQL, tier: number) =>
    readings.map((reading, index) => sql`WHEN ${condition(reading)} THEN ${sql.raw(String(tier + index / 100))}`);
  return sql`CASE
    ${sql.join(
      [
        ...when((reading) => sql`${name} = ${reading.phrase} OR ${core.typed} = ${reading.phrase}`, 0),
        ...(core.shorter ? when((reading) => sql`${core.shorter} = ${reading.phrase}`, 0.5) : []),
        ...when((reading) => sql`${core.typed} LIKE ${`${reading.phrase}%`}`, 1),
        ...when((reading) => everyWord(name, reading, nameWords), 2),
      ],
      sql` `,
    )}
    WHEN ${containsWords(name, text)} THEN 3
    WHEN ${nearly(name, readings[0]!, nameWords)} THEN ${nearTier(name, readings[0]!)} END`;
}

/** The universities a place named in the text names, as a uuid[] (empty when none). */
export function placeIds(query: SearchQuery): SQL {
  return idArray([...query.places.keys()]);
}

/** `ids` as a uuid[] literal. */
export function idArray(ids: string[]): SQL {
  if (ids.length === 0) return sql`ARRAY[]::uuid[]`;
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

function placeOf(query: SearchQuery, universityId: AnyColumn | SQL): SQL<number> {
  if (query.places.size === 0) return sql<number>`0`;
  const byStrength = [3, 2, 1].flatMap((strength) => {
    const ids = [...query.places].filter(([, placeStrength]) => placeStrength === strength).map(([id]) => id);
    return ids.length > 0 ? [sql`WHEN ${universityId} = ANY(${idArray(ids)}) THEN ${sql.raw(String(strength))}`] : [];
  });
  return sql<number>`(CASE ${sql.join(byStrength, sql` `)} ELSE 0 END)`;
}

/** The part of a folded name a student types, and a shorter one that still names it. */
export interface NameCore {
  /** «medicina» of «grado en medicina». */
  typed: SQL;
  /** «informatica» of «grado en ingenieria informatica»: an exact match of it ranks just after one of `typed`. */
  shorter?: SQL;
}

/**
 * How a kind's rows match `query`: `name` is its folded search column, `core` the part of it a
 * student types, `universityId` its university's.
 */
export function nameMatch(
  query: SearchQuery,
  name: AnyColumn,
  core: NameCore,
  universityId: AnyColumn | SQL,
): NameMatch {
  const literal = query.literalReadings;
  const noMatch = sql.raw(String(NO_MATCH));
  if (literal.length === 0) {
    const none = sql`FALSE`;
    const nothing = { strict: none, near: none };
    return {
      condition: none,
      ...nothing,
      own: { near: none, indexed: none, closeness: sql`0::double precision` },
      tier: sql<number>`${noMatch}`,
      place: sql<number>`0`,
      placeNamed: false,
    };
  }
  const literalStrict = everyWordOrText(name, literal, query.text, query.nameWords);
  // While the last word is typed, the names that go on with the text: by every word, the trigram
  // index would find each name with the other words (15,000 for «psicologia» at the national scale).
  const literalIndexed = endsInShortWord(query.text) ? containsWords(name, query.text) : literalStrict;
  const literalNear = sql`(${nearly(name, literal[0]!, query.nameWords)})`;
  const literalTier = tierOf(name, core, literal, query.text, query.nameWords);
  if (query.places.size === 0 || query.readings.length === 0) {
    return {
      condition: sql`(${literalStrict} OR ${literalNear})`,
      strict: literalStrict,
      near: literalNear,
      own: {
        indexed: literalIndexed,
        near: literalNear,
        closeness: nearTier(name, literal[0]!),
      },
      tier: sql<number>`coalesce(${literalTier}, ${noMatch})`,
      place: sql<number>`0`,
      placeNamed: false,
    };
  }
  const place = placeOf(query, universityId);
  // With a place named, its words are no name's: «murcia» is not searched as a near word of a name.
  const literalNearOutside = sql`FALSE`;
  const placeStrict = sql`(${place} > 0 AND ${anyReading(name, query.readings, query.nameWords)})`;
  const placeNear = sql`(${place} > 0 AND (${nearly(name, query.readings[0]!, query.nameWords)}))`;
  const inPlace = sql`(${placeStrict} OR ${placeNear})`;
  return {
    condition: sql`(${inPlace} OR ${literalStrict})`,
    strict: sql`(${placeStrict} OR ${literalStrict})`,
    near: placeNear,
    own: {
      indexed: literalIndexed,
      near: literalNearOutside,
      closeness: sql`0::double precision`,
    },
    tier: sql<number>`coalesce(CASE WHEN ${inPlace} THEN least(${tierOf(name, core, query.readings, query.text, query.nameWords)}, ${literalTier}) ELSE ${literalTier} END, ${noMatch})`,
    place: sql<number>`(CASE WHEN ${inPlace} THEN ${place} ELSE 0 END)`,
    placeNamed: true,
  };
}

/**
 * A career's name as students type it (its stored `search_core`: «medicina» of «grado en
 * medicina»), and without «ingeniería (de|en)»: «informatica».
 */
export function careerCore(): NameCore {
  const typed = sql`${careers.searchCore}`;
  return { typed, shorter: sql`regexp_replace(${typed}, '^ingenieria (en |de )?(la |las |los )?', '')` };
}

/** A name typed whole (subjects, professors). */
export function wholeName(name: AnyColumn): NameCore {
  return { typed: sql`${name}` };
}
