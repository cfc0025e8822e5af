/**
 * Accent- and case-insensitive comparisons of names ('cordoba' finds 'Córdoba'). Every searched
 * table stores its name folded the same way (`searchText` in db/schema/columns.ts, under a trigram index);
 * only the other side — typed text, or a column such as a request's proposed name — is folded per
 * query.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

type Text = string | AnyColumn;

/**
 * pg_trgm's word similarity from which a typed word is a near match of a name's word («dercho» and
 * «derecho» are 0.5; its default, 0.6, misses them). Every session runs with it (client.server.ts),
 * so the `<%` operator, which the trigram indexes serve, reads it.
 */
export const NEAR_WORD_SIMILARITY = 0.5;

/** The session setting that makes `<%` use NEAR_WORD_SIMILARITY. */
export const NEAR_WORD_SETTING = `pg_trgm.word_similarity_threshold=${NEAR_WORD_SIMILARITY}`;

/** The text folded as the stored search columns are. */
function folded(text: Text): SQL {
  return sql`f_unaccent(lower(${text}::text))`;
}

/** The folded name contains the text; `%`, `_` and `\` in it are letters, not LIKE wildcards. */
export function nameContains(searchColumn: AnyColumn, text: Text): SQL {
  return containsLiterally(searchColumn, folded(text));
}

/** `haystack` contains `needle` as it is, `%`, `_` and `\` included (no LIKE wildcards, no folding). */
export function containsLiterally(haystack: AnyColumn | SQL, needle: string | SQL): SQL {
  return sql`${haystack} LIKE '%' || ${likeLiteral(needle)} || '%'`;
}

/**
 * The folded name has a word that starts with the text ('med' in 'Grado en Medicina', not in
 * 'Intermedio'). The name containing the text is what the trigram index finds, in one scan; the
 * word start is then checked on those rows alone (with a space before the name, the first word
 * counts), an expression no index serves, so the planner does not scan the index once more for it.
 */
export function nameHasWordStartingWith(searchColumn: AnyColumn, text: Text): SQL {
  const literal = likeLiteral(folded(text));
  return sql`(${searchColumn} LIKE '%' || ${literal} || '%' AND ' ' || ${searchColumn} LIKE '% ' || ${literal} || '%')`;
}

const LIKE_WILDCARD = /[%_\\]/;

/**
 * `nameHasWordStartingWith` for a text the database would fold as it is, and so compared as it is:
 * a statement with many words carries each as one value, with nothing to fold or escape.
 */
export function nameHasFoldedWordStartingWith(searchColumn: AnyColumn, folded: string): SQL {
  if (LIKE_WILDCARD.test(folded)) return nameHasWordStartingWith(searchColumn, folded);
  return sql`(${searchColumn} LIKE ${`%${folded}%`} AND ' ' || ${searchColumn} LIKE ${`% ${folded}%`})`;
}

/**
 * The folded name has each of the folded `words` at the start of one of its words, or contains
 * `text` (which holds them all): both need every word somewhere in the name, so that is one condition
 * the trigram index finds in one scan, and the rest is checked on those rows alone.
 */
export function nameHasFoldedWordsOrText(searchColumn: AnyColumn, words: string[], text: string): SQL {
  if ([text, ...words].some((part) => LIKE_WILDCARD.test(part))) {
    const starts = sql.join(
      words.map((word) => nameHasWordStartingWith(searchColumn, word)),
      sql` AND `,
    );
    return sql`((${starts}) OR ${containsLiterally(searchColumn, text)})`;
  }
  const somewhere = words.map((word) => sql`${searchColumn} LIKE ${`%${word}%`}`);
  const starts = words.map((word) => sql`' ' || ${searchColumn} LIKE ${`% ${word}%`}`);
  const startsOrText = sql`((${sql.join(starts, sql` AND `)}) OR ${searchColumn} LIKE ${`%${text}%`})`;
  return sql`(${sql.join(somewhere, sql` AND `)} AND ${startsOrText})`;
}

/** `containsLiterally` for a text with no `%`, `_` or `\` (a typed text cut into words), as one value. */
export function containsWords(haystack: AnyColumn | SQL, words: string): SQL {
  if (LIKE_WILDCARD.test(words)) return containsLiterally(haystack, words);
  return sql`${haystack} LIKE ${`%${words}%`}`;
}

/** The text with `%`, `_` and `\` escaped, to be matched as it is by LIKE. */
function likeLiteral(needle: string | SQL): SQL {
  return sql`replace(replace(replace(${needle}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/** The folded name is the folded text. */
export function nameEquals(searchColumn: AnyColumn, text: Text): SQL {
  return sql`${searchColumn} = ${folded(text)}`;
}

/** How alike the two are, from 0 to 1 (pg_trgm's trigram similarity): the closest first. */
export function nameSimilarity(searchColumn: AnyColumn, text: Text): SQL<number> {
  return sql<number>`similarity(${searchColumn}, ${folded(text)})`;
}

/** Close enough to be the same entry spelt another way (a moderator's duplicate check): trigram similarity, or containment. */
export function nameResembles(searchColumn: AnyColumn, text: Text): SQL {
  return sql`(${nameSimilarity(searchColumn, text)} > 0.35 OR ${nameContains(searchColumn, text)})`;
}
