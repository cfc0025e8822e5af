/**
 * Universities found by a search, ranked as names in the database are (search-match.server.ts):
 * the text is its acronym or its name (0), another name students use (0.5), its name starts with it (1), every word
 * names it — its name's words, its city, its region, another name (2), its name contains the text
 * (3), or is near one of its names (4). Within a tier, the one the words name most strongly first
 * («la poli valencia»: the Politècnica de València, the «Poli» of Valencia), then the most reviewed
 * and the largest. A few hundred, read once per generation of the public pages: ranked here.
 */
import {
  isFillerWord,
  PLACE_STRENGTH,
  type SearchQuery,
  type SearchUniversity,
  trigramSimilarity,
  trigramsOf,
} from "~/server/catalog/search-query.server";
import { hasNearLength, NEAR_MATCH_MIN_LENGTH } from "~/server/catalog/search-words.server";
import { NEAR_WORD_SIMILARITY } from "~/server/db/name-search.server";

export interface RankedUniversity {
  university: SearchUniversity;
  tier: number;
}

type Naming = SearchUniversity["naming"];

/** How strongly every word of the text names the university (0: some word does not). */
function coverage(words: string[], naming: Naming): number {
  let total = 0;
  for (const word of words) {
    let best: number = naming.get(word)?.strength ?? 0;
    if (best === 0)
      for (const [known, { strength }] of naming) if (known.startsWith(word)) best = Math.max(best, strength);
    if (best === 0 && !isFillerWord(word)) return 0;
    total += best;
  }
  return total;
}

/** Every word is one of its words, starts one, or (from NEAR_MATCH_MIN_LENGTH letters) is near one. */
function isNear(words: { word: string; trigrams: Set<string> }[], naming: Naming): boolean {
  return words.every(({ word, trigrams }) => {
    for (const [known, entry] of naming) {
      if (known.startsWith(word)) return true;
      if (word.length >= NEAR_MATCH_MIN_LENGTH && trigramSimilarity(trigrams, entry.trigrams) >= NEAR_WORD_SIMILARITY)
        return true;
    }
    return false;
  });
}

/** The universities `query` finds, best first (see the header). */
export function rankUniversities(query: SearchQuery, universities: SearchUniversity[]): RankedUniversity[] {
  const text = query.text;
  const words = text.split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const mayBeNear = hasNearLength(words);
  const typed = words.map((word) => ({ word, trigrams: trigramsOf(word) }));
  const ranked: { university: SearchUniversity; tier: number; strength: number }[] = [];
  for (const university of universities) {
    const naming = university.naming;
    let tier: number | null = null;
    let strength = 0;
    if (university.ownKeys.has(text)) tier = 0;
    // Another name («UPV» is also the País Vasco's): just after the universities whose own it is.
    else if (university.keys.get(text) === PLACE_STRENGTH.name) tier = 0.5;
    else if (
      text.length >= 3 &&
      [...university.keys].some(([key, keyStrength]) => keyStrength === 3 && key.startsWith(text))
    )
      tier = 1;
    else if ((strength = coverage(words, naming)) > 0) tier = 2;
    else if (university.foldedName.includes(text)) tier = 3;
    else if (mayBeNear && isNear(typed, naming)) tier = 4;
    if (tier !== null) ranked.push({ university, tier, strength });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.strength - a.strength ||
      b.university.reviews - a.university.reviews ||
      (b.university.students ?? 0) - (a.university.students ?? 0) ||
      a.university.name.localeCompare(b.university.name, "es"),
  );
  return ranked.map(({ university, tier }) => ({ university, tier }));
}
