/**
 * What the words of the searched names (the `search_words` table: every word of a career's, a
 * subject's or a public professor's name) say of the typed words, in one small read before any
 * name is matched:
 *
 * - whether a typed word is in some name at all: a reading with a word that no name holds cannot
 *   match strictly, so its statement is not run («xilofono» reads three tiny indexes, not three
 *   tables);
 * - which names' words are close to a typed word (pg_trgm's word similarity, which the trigram index
 *   serves on a few thousand words, where on the names themselves a four-letter word's trigrams are
 *   in a third of them): a near match is a name with one of those words.
 *
 * Only words of a–z and digits are judged: the names' words are their runs of those, so a typed word
 * of them that some name contains is in one of its words. Any other word is taken as held.
 */
import { type SQL, sql } from "drizzle-orm";

import { getReadDb } from "~/server/db/client.server";

/** Shorter words must be there as typed: three letters are too few to tell a typo from another word. */
export const NEAR_MATCH_MIN_LENGTH = 4;

/** The strict word similarity a near word also needs («enfermeira» and «enfermería» are 0.47). */
const NEAR_WHOLE_WORD_SIMILARITY = 0.4;

/** How many names' words, closest first, a typed word may stand for. */
const NEAR_WORDS_PER_WORD = 8;

export interface NameWords {
  /** Typed words that no name holds. */
  absent: Set<string>;
  /**
   * Whether the database folds every typed word as it is (folded here, a letter such as «ß» may
   * still differ): then the statements compare the words as they are, with nothing left to fold.
   */
  foldedAsStored: boolean;
  /**
   * For each typed word of NEAR_MATCH_MIN_LENGTH letters or more, the names' words near it, closest
   * first: read only for near matches (`withNearWords`), empty before.
   */
  near: Map<string, string[]>;
}

/** A word the names' words can judge: of a–z and digits, and with a trigram of its own (two letters are in nearly every name). */
const JUDGED_WORD = /^[a-z0-9]{3,}$/;

/**
 * One statement on `search_words` through its trigram index, whatever the planner estimates: the
 * table is small enough for a scan to look cheap, and a scan computes the similarity of every word.
 */
async function readWords<T extends Record<string, unknown>>(statement: SQL): Promise<T[]> {
  return getReadDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
    return (await tx.execute<T>(statement)).rows as T[];
  });
}

function wordList(words: string[]): SQL {
  return sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
}

/** Which of `typed` (folded words) no name holds, and whether the database folds them all as they are. */
export async function absentWordsOf(typed: Iterable<string>): Promise<NameWords> {
  const words = [...new Set(typed)];
  const answer: NameWords = { absent: new Set(), foldedAsStored: true, near: new Map() };
  if (words.length === 0) return answer;
  const rows = await readWords<{ typed: string; absent: boolean; as_stored: boolean }>(sql`
    SELECT typed, f_unaccent(lower(typed)) = typed AS as_stored,
      CASE WHEN typed ~ ${JUDGED_WORD.source} THEN NOT EXISTS (SELECT 1 FROM search_words WHERE word LIKE '%' || typed || '%') ELSE false END AS absent
    FROM unnest(${wordList(words)}) AS typed`);
  for (const row of rows) {
    if (row.absent) answer.absent.add(row.typed);
    if (!row.as_stored) answer.foldedAsStored = false;
  }
  return answer;
}

/** `nameWords` with the names' words near each of `typed` that is long enough. */
export async function withNearWords(nameWords: NameWords, typed: Iterable<string>): Promise<NameWords> {
  const words = [...new Set(typed)].filter((word) => JUDGED_WORD.test(word) && word.length >= NEAR_MATCH_MIN_LENGTH);
  const near = new Map<string, string[]>();
  if (words.length > 0) {
    const rows = await readWords<{ typed: string; near: string[] }>(sql`
      SELECT typed, ARRAY(
        SELECT word FROM search_words
        WHERE typed <% word AND strict_word_similarity(typed, word) >= ${sql.raw(String(NEAR_WHOLE_WORD_SIMILARITY))}
        ORDER BY strict_word_similarity(typed, word) DESC, word LIMIT ${sql.raw(String(NEAR_WORDS_PER_WORD))}
      ) AS near
      FROM unnest(${wordList(words)}) AS typed`);
    for (const row of rows) if (row.near.length > 0) near.set(row.typed, row.near);
  }
  return { ...nameWords, near };
}
