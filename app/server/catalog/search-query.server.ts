/**
 * How a typed search is read, before any name is matched (docs/search.md):
 *
 * - Folded as the stored names are (case, accents), cut into words.
 * - Words that name a place — a university's acronym or other name («umu», «complutense»), the
 *   name it is known by («murcia» for the Universidad de Murcia), its city or its region — narrow
 *   the rest: «psicología murcia» is Psicología at the universities of Murcia, the Universidad de
 *   Murcia first. A text that is only a place is a search for universities.
 * - Abbreviations students use for degrees («ade», «teleco», lib/search-synonyms.ts) stand for the
 *   words of the official names: each meaning is one more reading of the text.
 *
 * Universities are few (a few hundred), so they are matched and ranked here, from one shared read
 * of their names; careers, subjects and professors in the database (search-match.server.ts).
 */
import { sql } from "drizzle-orm";

import { REGIONS } from "~/lib/regions";
import { DEGREE_ABBREVIATIONS, FILLER_WORDS } from "~/lib/search-synonyms";
import { foldText } from "~/lib/search-text";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { type NameWords, readNameWords, typedWords } from "~/server/catalog/search-words.server";
import { type Database, getReadDb } from "~/server/db/client.server";
import { NEAR_WORD_SIMILARITY } from "~/server/db/name-search.server";

/** A word's trigrams as pg_trgm takes them: two spaces before, one after. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return trigrams;
}

/** pg_trgm's similarity of two words, from their trigrams: shared trigrams over all of them. */
export function trigramSimilarity(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** pg_trgm's similarity of two words. */
export function wordSimilarity(a: string, b: string): number {
  return trigramSimilarity(trigramsOf(a), trigramsOf(b));
}

/** One way of reading the text as a name. */
export interface Reading {
  /** Its words joined, compared with a whole name (the same, or its start). */
  phrase: string;
  /** The words a name must all have, each as the start of one of its words (fillers left out). */
  words: string[];
}

/** How strongly a place word points at a university: its own name, its city, its region. */
export const PLACE_STRENGTH = { name: 3, city: 2, region: 1 } as const;
type PlaceStrength = (typeof PLACE_STRENGTH)[keyof typeof PLACE_STRENGTH];

export interface SearchQuery {
  /** The whole text, folded: what a name may contain, as before any reading. */
  text: string;
  /** The readings of what is left once the place words are out, the text's own words first. */
  readings: Reading[];
  /** The readings of the whole text, place words included (a name that holds them is no place). */
  literalReadings: Reading[];
  /** Universities the place words name, with how strongly; empty when no place is named or nothing else is left. */
  places: Map<string, PlaceStrength>;
  /** What the names' words say of the readings' words (search-words.server.ts). */
  nameWords: NameWords;
}

/** A university as the search reads it. */
export interface SearchUniversity {
  id: string;
  name: string;
  acronym: string | null;
  city: string | null;
  reviews: number;
  students: number | null;
  /** Folded phrases that name it, each with how strongly. */
  keys: Map<string, PlaceStrength>;
  /** Of those, its name, the name it is known by and its acronym (the others are other names students use). */
  ownKeys: Set<string>;
  /** Each word of those phrases, with how strongly it names it and its trigrams (near matches). */
  naming: Map<string, { strength: PlaceStrength; trigrams: Set<string> }>;
  /** Its name folded, and without «Universidad de…»: «murcia», «politecnica de valencia». */
  foldedName: string;
  coreName: string;
}

/** The most readings a text gets: a few abbreviations side by side do not multiply without end. */
const MAX_READINGS = 8;
/** The longest place or abbreviation, in words («universidad politecnica de madrid» is a name, not a phrase). */
const MAX_PHRASE_WORDS = 4;

const FILLERS = new Set(FILLER_WORDS);

/** A word that names no degree and narrows nothing on its own («grado», «de»). */
export function isFillerWord(word: string): boolean {
  return FILLERS.has(word);
}

/** The folded words of a text: letters and digits, the rest separates them. */
function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** «Universidad de Murcia» → «murcia»; «Universitat Politècnica de València» → «politecnica de valencia». */
function coreOfUniversityName(folded: string): string {
  return folded
    .replace(
      /^(universidad|universitat|universidade|unibertsitatea|pontificia universidad|universidad nacional)( (de|del|de la|de les|d))? /,
      "",
    )
    .trim();
}

/** Each region's names as typed, by its name folded: «region de murcia» → «region de murcia», «murcia». */
const REGION_KEYS = new Map(
  REGIONS.map((region) => [
    wordsOf(region.name).join(" "),
    [wordsOf(region.name).join(" "), region.slug.replaceAll("-", " ")],
  ]),
);

/** A text the database already folded (lower case, no accents), cut into words. */
function foldedWords(folded: string): string {
  return folded
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean)
    .join(" ");
}

function addKey(keys: Map<string, PlaceStrength>, folded: string, strength: PlaceStrength) {
  const key = foldedWords(folded);
  if (key && (keys.get(key) ?? 0) < strength) keys.set(key, strength);
}

/**
 * The listed universities and the phrases that name them, shared per generation of the public
 * pages. The database folds the names as it folds the searched ones (f_unaccent, lower).
 */
export const searchUniversities = sharedRead("search.universities", async (): Promise<SearchUniversity[]> => {
  const { rows } = await getReadDb().execute<{
    id: string;
    name: string;
    acronym: string | null;
    city: string | null;
    folded_name: string;
    folded_acronym: string | null;
    folded_aliases: string[];
    folded_city: string | null;
    folded_region: string | null;
    reviews: number;
    students: number | null;
  }>(sql`SELECT id, name, acronym, city, search_name AS folded_name, search_acronym AS folded_acronym,
      ARRAY(SELECT f_unaccent(lower(alias)) FROM unnest(aliases) AS alias) AS folded_aliases,
      f_unaccent(lower(city)) AS folded_city, f_unaccent(lower(region)) AS folded_region,
      total_reviews AS reviews, student_capacity AS students
    FROM universities WHERE is_enabled ORDER BY id`);
  return rows.map((row) => {
    const foldedName = foldedWords(row.folded_name);
    const coreName = coreOfUniversityName(foldedName);
    const keys = new Map<string, PlaceStrength>();
    for (const name of [foldedName, coreName, row.folded_acronym ?? "", ...row.folded_aliases])
      addKey(keys, name, PLACE_STRENGTH.name);
    const ownKeys = new Set([foldedName, coreName, foldedWords(row.folded_acronym ?? "")].filter(Boolean));
    // «la Poli»: also without its article.
    for (const alias of row.folded_aliases) addKey(keys, alias.replace(/^(la|el|los|las) /, ""), PLACE_STRENGTH.name);
    if (row.folded_city) addKey(keys, row.folded_city, PLACE_STRENGTH.city);
    const region = row.folded_region ? foldedWords(row.folded_region) : null;
    if (region) for (const key of REGION_KEYS.get(region) ?? [region]) addKey(keys, key, PLACE_STRENGTH.region);
    const naming = new Map<string, { strength: PlaceStrength; trigrams: Set<string> }>();
    for (const [key, strength] of keys) {
      for (const word of key.split(" ")) {
        const known = naming.get(word);
        if (!known) naming.set(word, { strength, trigrams: trigramsOf(word) });
        else if (known.strength < strength) known.strength = strength;
      }
    }
    return {
      id: row.id,
      name: row.name,
      naming,
      acronym: row.acronym,
      city: row.city,
      reviews: Number(row.reviews),
      students: row.students,
      keys,
      ownKeys,
      foldedName,
      coreName,
    };
  });
});

/** Universities by the places that name them. */
interface PlaceIndex {
  /** Each phrase that names a place, with the universities it names. */
  phrases: Map<string, Map<string, PlaceStrength>>;
  /** The one-word names and cities, with their trigrams: what a typo may stand for. */
  nearKeys: { key: string; trigrams: Set<string>; named: Map<string, PlaceStrength> }[];
}

function placeIndex(universities: SearchUniversity[]): PlaceIndex {
  const phrases = new Map<string, Map<string, PlaceStrength>>();
  for (const university of universities) {
    for (const [key, strength] of university.keys) {
      const named = phrases.get(key) ?? new Map<string, PlaceStrength>();
      named.set(university.id, strength);
      phrases.set(key, named);
    }
  }
  const nearKeys = [...phrases]
    .filter(
      ([key, named]) => !key.includes(" ") && [...named.values()].some((strength) => strength >= PLACE_STRENGTH.city),
    )
    .map(([key, named]) => ({ key, trigrams: trigramsOf(key), named }));
  return { phrases, nearKeys };
}

const placeIndexOf = new WeakMap<SearchUniversity[], PlaceIndex>();

/** The longest phrase of `words` starting at `start` that `known` holds, as its number of words (0: none). */
function longestPhraseAt(words: string[], start: number, known: (phrase: string) => boolean): number {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length > 0; length--) {
    if (known(words.slice(start, start + length).join(" "))) return length;
  }
  return 0;
}

function readingOf(words: string[]): Reading {
  // «primaria» after a meaning that ends with it («magisterio primaria»: «educacion primaria primaria»).
  const phrase = words.filter((word, index) => word !== words[index - 1]);
  const unique = words.filter((word, index) => words.indexOf(word) === index);
  const meaningful = unique.filter((word) => !FILLERS.has(word));
  return { phrase: phrase.join(" "), words: meaningful.length > 0 ? meaningful : unique };
}

/** The text's own words first, then each abbreviation replaced by each of its meanings. */
function readingsOf(words: string[]): Reading[] {
  let variants: string[][] = [[]];
  for (let start = 0; start < words.length;) {
    const length = longestPhraseAt(words, start, (phrase) => phrase in DEGREE_ABBREVIATIONS);
    if (length === 0) {
      variants = variants.map((variant) => [...variant, words[start]!]);
      start++;
      continue;
    }
    const typed = words.slice(start, start + length);
    const meanings = DEGREE_ABBREVIATIONS[typed.join(" ")]!.map((meaning) => meaning.split(" "));
    variants = variants
      .flatMap((variant) => [typed, ...meanings].map((replacement) => [...variant, ...replacement]))
      .slice(0, MAX_READINGS);
    start += length;
  }
  const readings = variants.filter((variant) => variant.length > 0).map(readingOf);
  return readings.filter((reading, index) => readings.findIndex((other) => other.phrase === reading.phrase) === index);
}

/** Shorter words are left as typed: too few letters to tell a typo of a place from another word. */
const NEAR_PLACE_MIN_LENGTH = 5;

/**
 * The word of `words` closest to the one-word name or city of a university (pg_trgm's similarity at
 * least NEAR_WORD_SIMILARITY), with the universities it names; [null, empty] when none is.
 */
function nearPlace(words: string[], index: PlaceIndex): [string | null, Map<string, PlaceStrength>] {
  let best: { word: string; named: Map<string, PlaceStrength>; similarity: number } | null = null;
  for (const word of words) {
    if (word.length < NEAR_PLACE_MIN_LENGTH || FILLERS.has(word)) continue;
    const trigrams = trigramsOf(word);
    for (const { trigrams: keyTrigrams, named } of index.nearKeys) {
      const similarity = trigramSimilarity(trigrams, keyTrigrams);
      if (similarity >= NEAR_WORD_SIMILARITY && (!best || similarity > best.similarity))
        best = { word, named, similarity };
    }
  }
  return best ? [best.word, best.named] : [null, new Map()];
}

/** How `q` (as lib/search-text.ts `cleanSearchText` leaves it) is read; see the header. */
export function readQuery(q: string, universities: SearchUniversity[]): SearchQuery {
  const words = wordsOf(q);
  let index = placeIndexOf.get(universities);
  if (!index) placeIndexOf.set(universities, (index = placeIndex(universities)));
  const places = new Map<string, PlaceStrength>();
  const rest: string[] = [];
  for (let start = 0; start < words.length;) {
    const length = longestPhraseAt(words, start, (phrase) => index.phrases.has(phrase) && !FILLERS.has(phrase));
    if (length === 0) {
      rest.push(words[start]!);
      start++;
      continue;
    }
    for (const [id, strength] of index.phrases.get(words.slice(start, start + length).join(" "))!) {
      places.set(id, Math.max(places.get(id) ?? 0, strength) as PlaceStrength);
    }
    start += length;
  }
  // A place typed with a typo («salamnca»), when nothing else was a place and other words remain.
  if (places.size === 0 && rest.length > 1) {
    const [typo, named] = nearPlace(rest, index);
    if (typo !== null) {
      for (const [id, strength] of named) places.set(id, strength);
      rest.splice(rest.indexOf(typo), 1);
    }
  }
  const literalReadings = readingsOf(words);
  const nameLeft = rest.some((word) => !FILLERS.has(word));
  const readings = nameLeft ? readingsOf(rest) : literalReadings;
  return {
    text: words.join(" "),
    readings,
    literalReadings,
    places: nameLeft ? places : new Map(),
    nameWords: typedWords([...literalReadings, ...readings].flatMap((reading) => reading.words)),
  };
}

/**
 * `query` for people's names: a person's name is never a degree's, so the readings an abbreviation
 * gives («ade» as «administracion direccion empresas») are not searched among professors.
 */
export function withoutDegreeMeanings(query: SearchQuery): SearchQuery {
  return { ...query, readings: query.readings.slice(0, 1), literalReadings: query.literalReadings.slice(0, 1) };
}

/** `query` ready for near matches: with what the names' words say of its first readings' words. */
export async function forNearMatches(query: SearchQuery, db: Pick<Database, "execute">): Promise<SearchQuery> {
  const words = [query.literalReadings[0]!, query.readings[0]!].flatMap((reading) => reading.words);
  return { ...query, nameWords: await readNameWords(db, query.nameWords, words) };
}
