/**
 * Accent- and case-insensitive comparisons of names ('cordoba' finds 'Córdoba'). Every searched
 * table stores its name folded the same way (`searchText` in schema.ts, under a trigram index);
 * only the typed text is folded per query.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** The text folded as the stored search columns are. */
function folded(text: string): SQL {
  return sql`f_unaccent(lower(${text}::text))`;
}

/** The folded name contains the text; `%`, `_` and `\` typed by someone are letters, not LIKE wildcards. */
export function nameContains(searchColumn: AnyColumn, text: string): SQL {
  return sql`${searchColumn} LIKE '%' || ${folded(text.replace(/[\\%_]/g, "\\$&"))} || '%'`;
}

/** The folded name is the folded text. */
export function nameEquals(searchColumn: AnyColumn, text: string): SQL {
  return sql`${searchColumn} = ${folded(text)}`;
}

/** Close enough to be the same entry spelt another way (a moderator's duplicate check): trigram similarity, or containment. */
export function nameResembles(searchColumn: AnyColumn, text: string): SQL {
  return sql`(similarity(${searchColumn}, ${folded(text)}) > 0.35 OR ${nameContains(searchColumn, text)})`;
}
