/**
 * Spanish words reduced to their Snowball stem (decision record 008), and what a word's ending
 * says about it: a verb form, someone who does the act, or the act as a noun.
 */
import { stemmer } from "@orama/stemmers/spanish";

/** Stems of the words already seen: reviews repeat the same few thousand words. */
const stems = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 50_000;

/** Lower case, accents off (ñ kept), stretched and doubled letters collapsed to one. */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replaceAll("ñ", "\u0000")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replaceAll("\u0000", "ñ")
    .replace(/([a-zñ])\1+/g, "$1");
}

/** The stem of a normalized word (lower case, no accents, doubled letters as one). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/**
 * The stems a word may have: of its normalized form and of the form as written (Snowball reads
 * accents, and students leave them out), and without a superlative (gordísimo is gordo).
 */
export function stemsOfWord(word: string, written: string): string[] {
  const stems = [stemOf(word), stemOf(written.toLowerCase())];
  // Snowball keeps the pronouns an infinitive or a gerund carries (aprobarte, robándole).
  const bare = word.replace(WITH_ENCLITIC, "$1");
  if (bare !== word) stems.push(stemOf(bare));
  for (const stem of [...stems]) if (stem.endsWith("isim") && stem.length > 6) stems.push(stem.slice(0, -4));
  return stems;
}

/** The entries of a word file: one a line, `#` comments and blank lines left out. */
export function entriesOf(file: string): string[] {
  return file
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);
}

/** The stems of listed words, the way `stemsOfWord` reads a text's words. */
export function stemsOfWords(words: readonly string[], normalize: (word: string) => string): ReadonlySet<string> {
  return new Set(words.flatMap((word) => [stemOf(normalize(word.trim())), stemOf(word.trim().toLowerCase())]));
}

const WITH_ENCLITIC = /(ar|er|ir|ando|iendo)(?:me|te|se|le|les|lo|los|la|las|nos|os)+$/;

/** Pronouns attached to an infinitive, a gerund or a command (robarle, acosándola). */
const ENCLITIC = /(?:me|te|se|le|les|lo|los|la|las|nos|os)+$/;

/** The endings of the regular conjugations, without accents, by the infinitive's ending. */
const VERB_ENDINGS: Record<"ar" | "er" | "ir", readonly string[]> = {
  ar: [
    ...["a", "as", "an", "amos", "ais", "aba", "abas", "abamos", "aban", "aste", "asteis", "aron"],
    ...[
      "e",
      "es",
      "en",
      "emos",
      "eis",
      "ara",
      "aras",
      "aran",
      "are",
      "aremos",
      "ase",
      "asen",
      "aria",
      "arias",
      "arian",
    ],
    ...["ar", "ando", "ado", "ada", "ados", "adas"],
  ],
  er: [
    ...["e", "es", "en", "emos", "eis", "ia", "ias", "iamos", "ian", "iste", "isteis", "ieron", "io"],
    ...[
      "a",
      "as",
      "an",
      "amos",
      "era",
      "eras",
      "eran",
      "ere",
      "eremos",
      "iera",
      "ieras",
      "ieran",
      "iese",
      "eria",
      "erian",
    ],
    ...["er", "iendo", "ido", "ida", "idos", "idas"],
  ],
  ir: [
    ...["e", "es", "en", "imos", "is", "ia", "ias", "iamos", "ian", "iste", "isteis", "ieron", "io"],
    ...[
      "a",
      "as",
      "an",
      "amos",
      "ira",
      "iras",
      "iran",
      "ire",
      "iremos",
      "iera",
      "ieras",
      "ieran",
      "iese",
      "iria",
      "irian",
    ],
    ...["ir", "iendo", "ido", "ida", "idos", "idas"],
  ],
};

/** Endings that make the one who does the act (acosador, agresora, corruptores). */
const AGENT_ENDING = /^(?:ador|adora|adores|adoras|edor|edora|edores|edoras|idor|idora|idores|idoras)$/;

export type WordForm = "verb" | "agent" | "noun";

/**
 * What `word` is of `infinitive` (both normalized), `written` being the word as written in lower
 * case: a conjugated or non-finite verb (acosó, acosaba, acosando), the agent (acosador), or any
 * other form of its family (acoso, the act as a noun). "acoso" unaccented is the noun; "acosó", the verb.
 */
export function formOf(word: string, written: string, infinitive: string): WordForm {
  const conjugation = infinitive.slice(-2) as "ar" | "er" | "ir";
  const root = infinitive.slice(0, -2);
  if (!word.startsWith(root)) return "noun";
  const ending = word.slice(root.length);
  if (AGENT_ENDING.test(ending)) return "agent";
  const endings = VERB_ENDINGS[conjugation] ?? [];
  // A first person without its accent is the noun (el acoso, el robo); with it, the preterite (acosó, robó).
  if (ending === "o") return /[óé]$/.test(written) ? "verb" : "noun";
  if (endings.includes(ending)) return "verb";
  const bare = ending.replace(ENCLITIC, "");
  return bare !== ending && ["ar", "er", "ir", "ando", "iendo", "a", "e", "en", "an"].includes(bare) ? "verb" : "noun";
}

/** Whether `word` (normalized; `written` as typed) is a conjugated or non-finite form of `infinitive`. */
export function isVerbOf(word: string, written: string, infinitive: string): boolean {
  return formOf(word, written.toLowerCase(), infinitive) === "verb";
}

/** Items grouped by the first three letters of a key, so a word is checked against a handful rather than all of them. */
export function byPrefix<T>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
): (word: string) => readonly T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key.slice(0, 3));
      if (!group) groups.set(key.slice(0, 3), [item]);
      else if (!group.includes(item)) group.push(item);
    }
  }
  return (word) => groups.get(word.slice(0, 3)) ?? [];
}
