/**
 * «¿Quisiste decir …?»: when a search finds only near matches («dercho»), the text as it was
 * probably meant — each typed word that the best of the names found (with its university and
 * place) does not have, replaced by its closest word there (pg_trgm's similarity, as the database
 * found them).
 */
import { foldText } from "~/lib/search-text";
import { NEAR_TIER } from "~/server/catalog/search-match.server";
import { type SearchQuery, wordSimilarity } from "~/server/catalog/search-query.server";
import { NEAR_WORD_SIMILARITY } from "~/server/db/name-search.server";

/** The corrected text, or null when something matched better than nearly, or nothing did. */
export function didYouMean(query: SearchQuery, found: readonly { words: string; tier: number }[]): string | null {
  if (found.length === 0 || found.some((entry) => entry.tier < NEAR_TIER)) return null;
  const best = found.reduce((a, b) => (b.tier < a.tier ? b : a));
  const nameWords = best.words.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const typed = query.text.split(" ").filter(Boolean);
  let changed = false;
  const corrected = typed.map((word) => {
    if (nameWords.some((nameWord) => foldText(nameWord).startsWith(word))) return word;
    let closest: { word: string; similarity: number } | null = null;
    for (const nameWord of nameWords) {
      const similarity = wordSimilarity(word, foldText(nameWord));
      if (similarity >= NEAR_WORD_SIMILARITY / 2 && (!closest || similarity > closest.similarity))
        closest = { word: nameWord, similarity };
    }
    if (!closest) return word;
    changed = true;
    return closest.word.toLocaleLowerCase("es");
  });
  return changed ? corrected.join(" ") : null;
}
