/**
 * What the words of the searched names (the `search_words` table: every word of a career's, a
 * subject's or a public professor's name) say of the typed words:
 *
 * - whether a typed word is in some name at all (`isHeld`): a reading with a word that no name holds
 *   cannot match, so the statement that matches names is cut short before reading them
 *   («xilofono» reads one tiny index, not three tables);
 * - which names' words are close to a typed word (pg_trgm's word similarity, which the trigram index
 *   serves on a few thousand words, where on the names themselves a four-letter word's trigrams are
 *   in a third of them): a near match is a name with one of those words.
 *
 * Only words of a–z and digits are judged: the names' words are their runs of those, so a typed word
 * of them that some name contains is in one of its words. Any other word is taken as held.
 */
import { type SQL, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client.server";

/** Shorter words must be there as typed: three letters are too few to tell a typo from another word. */
export const NEAR_MATCH_MIN_LENGTH = 4;

/** The strict word similarity a near word also needs («enfermeira» and «enfermería» are 0.47). */
const NEAR_WHOLE_WORD_SIMILARITY = 0.4;

/** How many names' words, closest first, a typed word may stand for. */
const NEAR_WORDS_PER_WORD = 8;

/** Whether some word is long enough to be matched nearly. */
export function hasNearLength(words: readonly string[]): boolean {
  return words.some((word) => word.length >= NEAR_MATCH_MIN_LENGTH);
}

export interface NameWords {
  /**
   * Whether every typed word is of a–z and digits, which the database folds as it is: then the
   * statements compare the words as they are, with nothing left to fold («ß» would be «ss» there).
   */
  foldedAsStored: boolean;
  /** Typed words that no name holds: read with the near words (`readNameWords`), empty before. */
  absent: Set<string>;
  /**
   * For each typed word of NEAR_MATCH_MIN_LENGTH letters or more, the names' words near it, closest
   * first: read only for near matches (`readNameWords`), empty before.
   */
  near: Map<string, string[]>;
}

/** A word the names' words can judge: of a–z and digits, and with a trigram of its own (two letters are in nearly every name). */
const JUDGED_WORD = /^[a-z0-9]{3,}$/;

const FOLDED_AS_STORED = /^[a-z0-9]+$/;

/** What the typed words are before the names' words are read. */
export function typedWords(words: Iterable<string>): NameWords {
  return {
    foldedAsStored: [...words].every((word) => FOLDED_AS_STORED.test(word)),
    absent: new Set(),
    near: new Map(),
  };
}

/** Whether some name holds `word` (a word not judged counts as held), as a condition. */
export function isHeld(word: string): SQL {
  // A judged word is of a–z and digits: no LIKE wildcard in it.
  return JUDGED_WORD.test(word) ? sql`EXISTS (SELECT 1 FROM search_words WHERE word LIKE ${`%${word}%`})` : sql`TRUE`;
}

/** `nameWords` with the typed words no name holds and the names' words near each long enough. */
export async function readNameWords(
  db: Pick<Database, "execute">,
  nameWords: NameWords,
  typed: Iterable<string>,
): Promise<NameWords> {
  const words = [...new Set(typed)].filter((word) => JUDGED_WORD.test(word));
  const answer: NameWords = { ...nameWords, absent: new Set(), near: new Map() };
  if (words.length === 0) return answer;
  const similarity = sql.raw(String(NEAR_WHOLE_WORD_SIMILARITY));
  const statement = sql.join(
    words.map((word) => {
      const near =
        word.length >= NEAR_MATCH_MIN_LENGTH
          ? sql`ARRAY(SELECT word FROM search_words WHERE ${word}::text <% word AND strict_word_similarity(${word}::text, word) >= ${similarity}
              ORDER BY strict_word_similarity(${word}::text, word) DESC, word LIMIT ${sql.raw(String(NEAR_WORDS_PER_WORD))})`
          : sql`ARRAY[]::text[]`;
      return sql`SELECT ${word}::text AS typed, NOT ${isHeld(word)} AS absent, ${near} AS near`;
    }),
    sql` UNION ALL `,
  );
  const rows = (await db.execute<{ typed: string; absent: boolean; near: string[] }>(statement)).rows;
  for (const row of rows) {
    if (row.absent) answer.absent.add(row.typed);
    if (row.near.length > 0) answer.near.set(row.typed, row.near);
  }
  return answer;
}
