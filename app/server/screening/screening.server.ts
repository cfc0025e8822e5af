/**
 * The automatic screening of everything students write: reviews, review comments,
 * campus-life posts and comments, article comments and requests. A pure function of the text, so
 * it is tested against labelled fixtures, one per class of what it must catch
 * (tests/fixtures/screening/). Every threshold lives here; the words and phrases of
 * each class are data (words/), and words are read by their Snowball stem where one entry
 * should cover every form (word-stems.server.ts, decision record 008).
 *
 * Outcomes:
 * - `publish`: nothing found;
 * - `flag`: published, and queued for the moderators (status 'flagged') with a note of what was found;
 * - `hold`: stored as 'pending', seen only by its author with a Spanish message saying what to change.
 *
 * Rules, in the order a moderator reads them:
 * | rule | finds | outcome |
 * |---|---|---|
 * | slur | discriminatory words (orientation, ethnicity, nationality, disability), "<group> de mierda", a group pointed at ("el moro ese") | hold |
 * | threat | said outright, conditional or vague ("se va a enterar"), wishing harm, harm to property, letting someone know they are watched, calls for others to act | hold |
 * | accusation | a crime or sexual misconduct someone commits ("acosa a las alumnas", "vende los exámenes") or is ("es un acosador"), not course content about crimes | hold |
 * | insult | insults of Spain, Latin America and the co-official languages and English; the ambiguous ones ("boludo", "gonorrea", "gil") only when said of someone | hold |
 * | appearance | someone's body or looks made fun of ("la profe gorda esa", "parece un cerdo") | hold |
 * | personal data | phones (also in words), e-mail addresses, DNI/NIE (letter checked), RUT (check digit), CURP, addresses and whereabouts, number plates, social handles and profiles, private group invitations, private people's full names | hold |
 * | links | more than MAX_UNKNOWN_LINKS_FLAGGED links to hosts off the allow list | hold |
 * | link | one link to a host off the allow list (UniOpina, the catalog's universities) | flag |
 * | profanity | swearing not aimed at anyone ("mierda", "joder", "puto examen", "boludo, el final está regalado") | flag |
 * | capitals | more than CAPITALS_RATIO of the letters in capitals (from CAPITALS_MIN_LETTERS letters) | flag |
 * | repetition | a character repeated REPEATED_CHARACTER_RUN times, or a word REPEATED_WORD_RUN times in a row | flag |
 * | classifier | reads like the held texts (CLASSIFIER_MIN_WORDS words on, a listed word or a flag, no hold) | hold |
 *
 * The classifier (classifier.server.ts, decision record 011) is a second signal trained on the
 * labelled fixtures, asked only about a sentence with a word of the lists or something to flag
 * (most sentences have one: its threshold is what keeps clean texts published).
 *
 * Words are compared after normalizing what people do to slip past a list: case, accents (ñ
 * kept: "coño" is not "cono"), leetspeak inside words ("1d10t4"), stretched letters
 * ("idiotaaa", and a double letter counts as one: "gilipolas"), letters split by dots or spaces
 * ("p.u.t.a", "i d i o t a"). They are compared as whole words, never as parts of one, so
 * "computadora", "disputa", "cálculo", "Pichincha" or a professor called Gil or Concha pass.
 */
import { pronounFor, yourContentShort } from "~/lib/content-nouns";
import type { ModeratedContentKind, ModerationStatus } from "~/lib/moderation";
import type { CommunityRule } from "~/lib/moderation-decisions";
import {
  accusationFinder,
  FICTION,
  isCourseContent,
  namesATopic,
  type ScreenedWords,
} from "~/server/screening/accusations.server";
import { type Classifier, scoreOf, strongestWords, TRAINED_CLASSIFIER } from "~/server/screening/classifier.server";
import {
  byPrefix,
  entriesOf,
  isVerbOf,
  normalizeWord,
  stemOf,
  stemsOfWord,
  stemsOfWords,
} from "~/server/screening/word-stems.server";
import * as accusationWords from "~/server/screening/words/accusations";
import * as aimedInsultWords from "~/server/screening/words/aimed-insults";
import * as appearanceWords from "~/server/screening/words/appearance";
import * as groupWords from "~/server/screening/words/groups";
import * as insultWords from "~/server/screening/words/insults";
import * as profanityWords from "~/server/screening/words/profanity";
import * as threatWords from "~/server/screening/words/threats";

export type ScreeningOutcome = "publish" | "flag" | "hold";

export type ScreeningRule =
  | "slur"
  | "threat"
  | "accusation"
  | "insult"
  | "appearance"
  | "personal_data"
  | "links"
  | "link"
  | "profanity"
  | "capitals"
  | "repetition"
  | "classifier";

interface ScreeningFinding {
  rule: ScreeningRule;
  /** What was found, as written (a word, a host), or the kind of personal data. */
  detail: string;
}

export interface ScreeningResult {
  outcome: ScreeningOutcome;
  findings: ScreeningFinding[];
  /**
   * The note stored with the content: for `hold`, the Spanish message the author sees (what to
   * change); for `flag`, what the moderators should look at; null for `publish`.
   */
  note: string | null;
}

/** A text stored after its screening, and the state it is in (the caller tells a held text's author why). */
export interface ScreenedWrite {
  id: string;
  status: ModerationStatus;
  note: string | null;
}

/** The state a new text is stored in after its screening. */
export const STATUS_OF_OUTCOME: Record<ScreeningOutcome, ModerationStatus> = {
  publish: "published",
  flag: "flagged",
  hold: "pending",
};

/**
 * The state an edited text takes: a moderator's decision to hide it stands, whatever the edit; a
 * held edit waits again; an item already waiting in the queue (flagged by reports) stays there.
 */
export function statusAfterEdit(
  current: { status: ModerationStatus; note: string | null },
  result: ScreeningResult,
): { status: ModerationStatus; note: string | null } {
  if (current.status === "hidden") return current;
  if (result.outcome === "hold") return { status: "pending", note: result.note };
  if (current.status === "flagged") return { status: "flagged", note: result.note ?? current.note };
  return { status: STATUS_OF_OUTCOME[result.outcome], note: result.note };
}

/** The rule of the terms a held text breaks, for its statement of reasons: personal data and links have their own, the rest is about respect. */
export function ruleOfHold(result: ScreeningResult): CommunityRule {
  const held = result.findings.filter((finding) => HOLD_RULES.has(finding.rule));
  if (
    held.some(
      (finding) =>
        finding.rule === "slur" ||
        finding.rule === "insult" ||
        finding.rule === "threat" ||
        finding.rule === "appearance",
    )
  )
    return "respeto";
  // An accusation of a crime is about someone's honour: the rule of the law and others' rights.
  if (held.some((finding) => finding.rule === "accusation")) return "ilegal";
  if (held.some((finding) => finding.rule === "personal_data")) return "datos_personales";
  if (held.some((finding) => finding.rule === "links")) return "publicidad";
  return "respeto";
}

/** Whether an edit put a text on hold that was not held before: a new decision of the screening (an edit of a held text keeps the one it has). */
export function newlyHeld(previous: ModerationStatus, next: ModerationStatus): boolean {
  return next === "pending" && previous !== "pending";
}

/** The rules behind an outcome: those that held a held text, every rule found in a flagged one. */
export function rulesOfOutcome(result: ScreeningResult): ScreeningRule[] {
  const behind = result.findings.filter((finding) => result.outcome === "flag" || HOLD_RULES.has(finding.rule));
  return [...new Set(behind.map((finding) => finding.rule))];
}

/** What the author reads right after writing a held text ("Tu reseña se ha guardado…"). */
export function heldMessage(kind: ModeratedContentKind, note: string | null): string {
  const it = pronounFor(kind);
  const noted = note ? `${note} ` : "";
  return `${yourContentShort(kind)} se ha guardado, pero todavía no se ha publicado. ${noted}Un moderador ${it} revisará; mientras tanto solo tú ${it} ves, en tu perfil.`;
}

/* ------------------------------------------------------------------ thresholds (all of them) */

/** Share of capital letters above which a text is shouting… */
const CAPITALS_RATIO = 0.7;
/** …counted only from this many letters ("UNED", "TFG" alone are not shouting). */
const CAPITALS_MIN_LETTERS = 20;
/** The same character this many times in a row ("!!!!!!", "aaaaaa"). */
const REPEATED_CHARACTER_RUN = 6;
/** The same word this many times in a row ("malo malo malo malo"). */
const REPEATED_WORD_RUN = 4;
/** Links to unknown hosts up to this many are flagged; more are held as likely spam. */
const MAX_UNKNOWN_LINKS_FLAGGED = 1;
/**
 * The classifier learned from sentences: a shorter text (a name, a title, a subject's name in a
 * study plan) is left to the rules, or a surname that is also a word would read like an insult.
 */
const CLASSIFIER_MIN_WORDS = 6;

const CLITIC_BEFORE: ReadonlySet<string> = new Set(["me", "te", "se", "nos", "le", "les"]);

const HOLD_RULES: ReadonlySet<ScreeningRule> = new Set([
  "slur",
  "threat",
  "accusation",
  "insult",
  "appearance",
  "personal_data",
  "links",
  "classifier",
]);

/* ------------------------------------------------------------------ normalization */

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/**
 * The text as a sequence of normalized words (leetspeak undone inside words, split letters joined),
 * the words as written, and the sentence with its punctuation kept as "," tokens: a word followed
 * by a comma is said to someone ("huevón, el profe es lo máximo"), not of them.
 */
function normalizedWords(text: string): ScreenedWords & { words: string[]; originals: string[]; clauses: string } {
  // "p.u.t.a", "i d i o t a": three or more single letters split by dots, dashes or stars, or by spaces.
  const joined = text
    .replace(/(?<![\p{L}\d@$])(?:[\p{L}@$][.\-_*]+){2,}[\p{L}@$](?![\p{L}\d@$])/gu, (match) =>
      match.replace(/[.\-_*]+/g, ""),
    )
    .replace(/(?<![\p{L}\d@$])(?:[\p{L}@$]\s+){2,}[\p{L}@$](?![\p{L}\d@$])/gu, (match) => match.replace(/\s+/g, ""));
  const normalize = (token: string) => {
    const hasLetter = /\p{L}/u.test(token);
    // Only inside words: "2024" or "7,5" stay numbers.
    const unleeted = hasLetter ? token.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : token;
    return normalizeWord(unleeted);
  };
  const tokens = [...joined.matchAll(/[\p{L}\d@$]+/gu)];
  const originals = tokens.map((match) => match[0]);
  const words = originals.map(normalize);
  // Whether each word opens a sentence, a line or a quotation (where any word takes a capital).
  const sentenceStarts = tokens.map(
    (match) =>
      match.index === 0 ||
      /[\n.!?¡¿:;"«“—…-][ \t]*$|^[ \t]*$/u.test(joined.slice(Math.max(0, match.index - 12), match.index)),
  );
  const sentenceOf: number[] = [];
  const quoted: boolean[] = [];
  let sentence = 0;
  let quotes = 0;
  let end = 0;
  for (const match of tokens) {
    const between = joined.slice(end, match.index);
    if (/[.!?;\n]/.test(between)) sentence++;
    // An apostrophe inside a word (don't) is no quotation mark.
    if (between !== "'") quotes += (between.match(/["«»“”‘’']/g) ?? []).length;
    sentenceOf.push(sentence);
    quoted.push(quotes % 2 === 1);
    end = match.index + match[0].length;
  }
  const clauses = (joined.match(/[\p{L}\d@$]+|[,;:.!?¿¡()…«»"]+/gu) ?? [])
    .map((token) => (/[\p{L}\d@$]/u.test(token) ? normalize(token) : ","))
    .join(" ");
  return { words, originals, clauses, sentenceStarts, sentenceOf, quoted };
}

/* ------------------------------------------------------------------ word lists */

/**
 * Every word of four letters or more in any list or phrase, by its stem: a text that has none, and
 * nothing to flag, never goes to the classifier. The phrases' words are everyday words (casa,
 * salida, notas), so most texts have one: the classifier's threshold, not this, keeps clean texts
 * published (decision record 011 has the measurements of a narrower list, which did worse).
 */
const LISTED_STEMS: ReadonlySet<string> = new Set(
  [accusationWords, aimedInsultWords, appearanceWords, groupWords, insultWords, profanityWords, threatWords]
    .flatMap((file) => Object.values(file))
    .flatMap((list) => entriesOf(list).flatMap((line) => line.split("|")[0]!.match(/\p{L}{4,}/gu) ?? []))
    .map((word) => stemOf(normalizeWord(word))),
);

/** The words of a word file, each line a word and its forms, compared as written (normalized). */
function wordSet(file: string): ReadonlySet<string> {
  return new Set(entriesOf(file).flatMap((line) => line.split(/\s+/).map(normalizeWord)));
}

/*
 * The word lists and phrases of each class are data (words/, one file a class); a
 * phrase is a regular expression over the text's normalized words, one space apart.
 */
const INSULTS = wordSet(insultWords.INSULTS);
const INSULT_PHRASES = entriesOf(insultWords.INSULT_PHRASES);
const AIMED_VULGAR = wordSet(aimedInsultWords.AIMED_VULGAR);
const AIMED_FILLER = wordSet(aimedInsultWords.AIMED_FILLER);
const AIMED_ORDINARY = wordSet(aimedInsultWords.AIMED_ORDINARY);
/** Where an aimed word (written W) is said of a person; matched on the sentence with its commas. */
const AIMED_AT = entriesOf(aimedInsultWords.AIMED_AT);
const SLURS = wordSet(groupWords.SLURS);
const GROUPS = wordSet(groupWords.GROUPS);
const GROUP_POINTED = entriesOf(groupWords.GROUP_POINTED);
const PROFANITY = wordSet(profanityWords.PROFANITY);
const PROFANITY_PHRASES = entriesOf(profanityWords.PROFANITY_PHRASES);
const THREAT_PHRASES = entriesOf(threatWords.THREAT_PHRASES);
const ACCUSATION_PHRASES = entriesOf(accusationWords.ACCUSATION_PHRASES);
/** Words about looks in the phrases (LOOKS), compared as written. */
const APPEARANCE_WORDS = `(${[...wordSet(appearanceWords.LOOKS_WORDS)].join("|")})`;
const APPEARANCE_PHRASES = entriesOf(appearanceWords.APPEARANCE_PHRASES).map((phrase) =>
  phrase.replaceAll("LOOKS", APPEARANCE_WORDS),
);
const TAGGED_THREAT_PHRASES = entriesOf(threatWords.TAGGED_THREAT_PHRASES);
const TAGGED_APPEARANCE_PHRASES = entriesOf(appearanceWords.TAGGED_APPEARANCE_PHRASES);
const TAGGED_SLUR_PHRASES = entriesOf(groupWords.TAGGED_SLUR_PHRASES);

const AIMED_INSULTS: ReadonlySet<string> = new Set([...AIMED_VULGAR, ...AIMED_FILLER, ...AIMED_ORDINARY]);

const DAMAGE_STEMS = stemsOfWords(entriesOf(threatWords.DAMAGE_VERBS), normalizeWord);
const THING_STEMS = stemsOfWords(entriesOf(threatWords.BELONGINGS), normalizeWord);
const BODY_STEMS = stemsOfWords(entriesOf(appearanceWords.BODY_WORDS), normalizeWord);
const GROUP_STEMS = stemsOfWords(entriesOf(groupWords.GROUP_WORDS), normalizeWord);
const PERSON_SLUR_WORDS = wordSet(groupWords.PERSON_SLURS);

/** The text's normalized words with each word of a class replaced by the class's tag; a name is never tagged (la profesora Gordillo, el profesor Calvo). */
function taggedWords(written: WrittenWords): string[] {
  return written.words.map((word, i) => {
    if (isName(written, i)) return word;
    if (PERSON_SLUR_WORDS.has(word)) return "_slur";
    const stems = stemsOfWord(word, written.originals[i]!);
    const has = (set: ReadonlySet<string>) => stems.some((stem) => set.has(stem));
    if (has(GROUP_STEMS)) return "_group";
    if (has(BODY_STEMS)) return "_body";
    // Done to someone: romperle, quemarles, pincharte.
    if (has(DAMAGE_STEMS) || isDamageVerb(word, written.originals[i]!))
      return /(?:ar|er|ir)(?:le|les|te)$/.test(word) ? "_damageto" : "_damage";
    if (has(THING_STEMS)) return "_thing";
    return word;
  });
}

const DAMAGE_INFINITIVES = entriesOf(threatWords.DAMAGE_VERBS)
  .map(normalizeWord)
  .filter((word) => /(?:ar|er|ir)$/.test(word));

const damageVerbsStartingLike = byPrefix(DAMAGE_INFINITIVES, (infinitive) => [infinitive]);

/** A form of a verb of damage that Snowball stems apart from its infinitive (pateo, patear). */
function isDamageVerb(word: string, written: string): boolean {
  return damageVerbsStartingLike(word).some((infinitive) => isVerbOf(word, written, infinitive));
}

const DAMAGE_SIGN_STEMS = stemsOfWords(entriesOf(threatWords.DAMAGE_SIGNS), normalizeWord);
const THREAT_FRAME_REGEXES = entriesOf(threatWords.THREAT_FRAMES).map(phraseRegex);
/** Whose a belonging is when it is one's own: "mi coche", "se me rompió el portátil". */
const OWN = new Set(["mi", "mis"]);

/**
 * A threat to someone's things, however it is put: one sentence with someone else's belonging, a
 * sign of damage (a verb of damage in any form, "pedazos", "sin ruedas"…) and a threat's frame
 * (what is coming, a condition, a call on others). What it covers, as written, or null.
 */
function threatToThings(written: ScreenedWords, tags: readonly string[]): string | null {
  const { words, originals, sentenceOf } = written;
  const sentences = new Map<number, number[]>();
  words.forEach((_, i) => {
    const indexes = sentences.get(sentenceOf[i]!);
    if (indexes) indexes.push(i);
    else sentences.set(sentenceOf[i]!, [i]);
  });
  for (const indexes of sentences.values()) {
    const text = indexes.map((i) => words[i]).join(" ");
    if (/(?:^| )se me /.test(text) || FICTION.test(text) || isCourseContent(text)) continue;
    const thing = indexes.find((i) => tags[i] === "_thing" && !OWN.has(words[i - 1] ?? ""));
    if (thing === undefined) continue;
    const damage = indexes.find(
      (i) =>
        tags[i]!.startsWith("_damage") ||
        stemsOfWord(words[i]!, originals[i]!).some((stem) => DAMAGE_SIGN_STEMS.has(stem)) ||
        (words[i] === "sin" && tags[i + 1] === "_thing"),
    );
    if (damage === undefined || !THREAT_FRAME_REGEXES.some((regex) => regex.test(text))) continue;
    const [from, to] = [Math.min(thing, damage), Math.max(thing, damage)];
    return originals.slice(from, Math.min(to + 1, from + 8)).join(" ");
  }
  return null;
}

/* ------------------------------------------------------------------ personal data */

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

function isValidDniOrNie(raw: string): boolean {
  const value = raw.toUpperCase().replace(/[\s.-]/g, "");
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(value);
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if (prefix ? digits!.length !== 7 : digits!.length !== 8) return false;
  const number = Number(`${prefix ? "XYZ".indexOf(prefix) : ""}${digits}`);
  return DNI_LETTERS[number % 23] === letter;
}

function isValidRut(raw: string): boolean {
  const value = raw.toUpperCase().replace(/[.\s]/g, "");
  const match = /^(\d{7,8})-?([\dK])$/.exec(value);
  if (!match) return false;
  let sum = 0;
  let factor = 2;
  for (const digit of [...match[1]!].reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? "0" : rest === 10 ? "K" : String(rest);
  return expected === match[2];
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
const DNI_CANDIDATE = /(?<![\p{L}\d])[XYZxyz]?[\s.-]?\d{1,2}[.\s]?\d{3}[.\s]?\d{3}[\s-]?[A-Za-z](?![\p{L}\d])/gu;
const NAMED_DOCUMENT = /\b(?:DNI|NIE|NIF|dni|nie|nif)\b[^.\n\d]{0,30}[XYZxyz]?\d{7,8}[\s-]?[A-Za-z](?![\p{L}\d])/u;
const RUT_CANDIDATE = /(?<![\p{L}\d])\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\p{L}\d])/gu;
const CURP = /(?<![\p{L}\d])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d(?![\p{L}\d])/u;
/** Digits with the separators people write in phone numbers, optionally after an international prefix. */
const PHONE_CANDIDATE = /(?:\+|\b00)?\d[\d\s.()-]{6,}\d/g;
/** Words that say a number is a phone: then eight digits are enough. */
const PHONE_CONTEXT =
  /\b(tel[eé]fono|tlf|tfno|m[oó]vil|celular|whats?app|wasap|ll[aá]ma(me|nos)?|escr[ií]beme|mi n[uú]mero|bizum)\b/i;
const STREET_ADDRESS =
  /\b(viv[eo]|vivimos|viven)\s+en\s+(la\s+)?(calle|c\/|avenida|avda\.?|plaza|paseo|jir[oó]n|carrera|colonia)\s+\S+/i;

function looksLikePhone(candidate: string, hasContext: boolean): boolean {
  const international = /^(\+|00)/.test(candidate);
  const digits = candidate.replace(/\D/g, "");
  // Textbooks: ISBNs are 13 digits starting 978/979.
  if (digits.length === 13 && /^97[89]/.test(digits)) return false;
  if (international) return digits.length >= 10 && digits.length <= 15;
  if (digits.length === 9) return /^[6789]/.test(digits); // Spain (mobile 6/7, landline 8/9), Peru and Chile mobiles 9
  if (digits.length === 10) return /^[1-9]/.test(digits) && !/^(19|20)\d{2}\D/.test(candidate); // Mexico, Colombia (3xx), Argentina (11…)
  return hasContext && digits.length >= 8 && digits.length <= 12;
}

/** Invitations to private chat groups and links to someone's social profile. */
const PRIVATE_GROUP_LINK =
  /\b(?:chat\.whatsapp\.com|wa\.me|t\.me|telegram\.me|discord\.gg|discord\.com\/invite|signal\.group)\/\S+/i;
const SOCIAL_PROFILE_LINK =
  /\b(?:instagram\.com|tiktok\.com|facebook\.com|twitter\.com|x\.com|snapchat\.com|onlyfans\.com)\/[\w.@-]{2,}/i;
/** A handle ("@laura.mtz99", "snap: marta_xx_03") in a text that says it is someone's account. */
const HANDLE = /(?<![\p{L}\d.])@([\p{L}\d_.]{3,30})/gu;
const SOCIAL_CONTEXT =
  /\b(insta|instagram|ig|tiktok|twitter|tw|facebook|face|fb|snap|snapchat|onlyfans|twitch|cuenta|perfil|usuario)\b/i;
const NAMED_HANDLE =
  /\b(?:snap|snapchat|insta|instagram|ig|tiktok|twitter)\s*(?::|es|=)\s*@?([a-z\d_.]*[\d_.][a-z\d_.]*)/i;
/** The university's, a faculty's or a service's own accounts are public. */
const INSTITUTIONAL_HANDLE = /uni|fac|campus|oficial|biblio|rector|escuela|ua_|ucm|upv|uned|unam|uba|udea/i;
/** Number plates: Spanish (1234 BCD) and, after the word, others (placas PXR-452-A). */
const PLATE =
  /(?<![\p{L}\d])\d{4}[\s-]?[BCDFGHJKLMNPRSTVWXYZ]{3}(?![\p{L}\d])|\b(?:placas?|matr[ií]cula|patente)\s*:?\s*(?=[A-Z\d\s-]*\d)(?=[A-Z\d\s-]*[A-Z])[A-Z\d]{2,4}[\s-]?[A-Z\d]{2,4}(?:[\s-]?[A-Z\d]{1,2})?\b|\b(?:placa|patente)\b[^.\n\d]{0,40}?\b[A-Z]{2,4}[\s-]?\d{2,4}\b/u;
/** A private person's full name: after a word for someone who is not a professor (a classmate, a relative, the delegate…). */
const PRIVATE_ROLE =
  /\b(?:compa[ñn]er[oa]s?|compis?|hij[oa]|mujer|marido|se[ñn]ora|espos[oa]|novi[oa]|parej[ao]|herman[oa]|delegad[oa]|monitor[a]?|ayudante|t[ée]cnic[oa]|secretari[oa]|cham[oa]|conserje|becari[oa])\b(?:\s+\S+){0,4}?\s+(?:se\s+llama\s+|es\s+)?(?<!\b(?:de|del|en)\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}/u;
const NAME_AND_YEAR = /\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3},?\s+(?:la|el)\s+de\s+\d/u;
/** Someone named in full ("se llama Camila Andrea Restrepo Vélez"), unless a professor (whose name is public). */
const NAMED_IN_FULL =
  /(?<!(?:profe|profesor|profesora|maestro|maestra|doctor|doctora|docente|materia|asignatura|ramo|curso|carrera|m[oó]dulo|libro|proyecto|grupo)\b[^.]{0,30})\bse\s+llama\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}/u;
/** A first name and two surnames opening a sentence about someone, then where they study ("Sebastián Ortega Muñoz, de Ingeniería…"). */
const FULL_NAME_AND_STUDIES =
  /(?:^|[.!?]\s+)\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+,\s+(?:la\s+|el\s+)?de\s+(?:\d|\p{Lu}|primero|segundo|tercero|cuarto|quinto)/u;
/** Where someone lives, works or can be found alone. */
const WHEREABOUTS =
  /\bvive\s+(?:en\s+(?:la|el|los|las)\s+\p{Lu}|en\s+el\s+(?:edificio|portal|bloque|piso|n[uú]mero|barrio)|encima|debajo|al\s+lado|enfrente)|\b(?:vive|va|sale|vuelve|coge|camina|anda|se\s+queda|queda)\s+(?:sol[oa])\b|\bpor\s+si\s+alguien\s+quiere\s+(?:encontrarl[oa]|buscarl[oa]|esperarl[oa]|verl[oa]|ir)\b|\b(?:su|sus)\s+(?:padres?|madre|familia|mujer|marido|pareja)\s+(?:tiene|tienen|trabaja|trabajan)\b|\btrabaja\s+en\s+la\s+\S+\s+(?:frente|enfrente|al\s+lado)/iu;

const DIGIT_WORDS: Record<string, number> = Object.fromEntries([
  ...["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"].map((word) => [word, 1]),
  ...[
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciseis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
  ].map((word) => [word, 2]),
  ["y", 0],
]);

/** A phone number written in words ("seis uno dos, tres cuatro cinco…"): a run of number words and digits worth eight digits or more. */
function phoneInWords(words: string[]): boolean {
  let digits = 0;
  let wordsInRun = 0;
  for (const word of words) {
    const value = /^\d+$/.test(word) ? word.length : DIGIT_WORDS[normalizeWord(word)];
    if (value === undefined) {
      digits = 0;
      wordsInRun = 0;
      continue;
    }
    digits += value;
    if (!/^\d+$/.test(word) && value > 0) wordsInRun++;
    if (digits >= 8 && wordsInRun >= 3) return true;
  }
  return false;
}

function personalData(text: string, words: string[] = []): string[] {
  const found = new Set<string>();
  if (PRIVATE_GROUP_LINK.test(text)) found.add("enlace a un grupo privado de mensajería");
  if (SOCIAL_PROFILE_LINK.test(text)) found.add("perfil en redes sociales");
  const handles = [...text.matchAll(HANDLE)]
    .map((match) => match[1]!)
    .filter((handle) => !INSTITUTIONAL_HANDLE.test(handle));
  if ((handles.length > 0 && SOCIAL_CONTEXT.test(text)) || NAMED_HANDLE.test(text))
    found.add("cuenta en redes sociales");
  if (PLATE.test(text)) found.add("matrícula de un vehículo");
  if (
    PRIVATE_ROLE.test(text) ||
    NAME_AND_YEAR.test(text) ||
    NAMED_IN_FULL.test(text) ||
    FULL_NAME_AND_STUDIES.test(text)
  )
    found.add("nombre completo de una persona que no es docente");
  if (WHEREABOUTS.test(text)) found.add("dónde vive o dónde encontrar a una persona");
  if (phoneInWords(words)) found.add("número de teléfono");
  if (EMAIL.test(text)) found.add("dirección de correo electrónico");
  const hasPhoneContext = PHONE_CONTEXT.test(text);
  for (const candidate of text.match(PHONE_CANDIDATE) ?? []) {
    if (looksLikePhone(candidate.trim(), hasPhoneContext)) found.add("número de teléfono");
  }
  for (const candidate of text.match(DNI_CANDIDATE) ?? []) {
    if (isValidDniOrNie(candidate)) found.add("documento de identidad (DNI/NIE)");
  }
  // Named as one, a document number is personal data whether or not its letter checks out.
  if (NAMED_DOCUMENT.test(text)) found.add("documento de identidad (DNI/NIE)");
  for (const candidate of text.match(RUT_CANDIDATE) ?? []) {
    if (isValidRut(candidate)) found.add("documento de identidad (RUT)");
  }
  if (CURP.test(text)) found.add("documento de identidad (CURP)");
  if (STREET_ADDRESS.test(text)) found.add("dirección postal");
  return [...found];
}

/* ------------------------------------------------------------------ links */

/** The site's own host; the catalog's universities' hosts come with each call (catalog-hosts.server.ts). */
const OWN_HOST = "uniopina.es";
/** The page that says where to take an accusation (routes/info/where-to-turn.tsx): held accusations point to it. */
const WHERE_TO_TURN_PATH = "/donde-acudir";

/** Whether `host` is, or is a sub-domain of, UniOpina or one of `catalogHosts`. */
function isAllowedHost(host: string, catalogHosts: ReadonlySet<string>): boolean {
  const parts = host.toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < parts.length - 1; i++) {
    const suffix = parts.slice(i).join(".");
    if (suffix === OWN_HOST || catalogHosts.has(suffix)) return true;
  }
  return false;
}

/**
 * Addresses with a scheme or "www.", and bare lower-case domains of common top-level domains
 * ("bit.ly/x", "apuntes.com"; "bueno.Es difícil", a missing space, is not one).
 */
const LINK =
  /\b(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|[Ww][Ww][Ww]\.)[^\s<>"]+|\b[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|net|org|info|biz|io|ly|co|me|es|mx|ar|cl|pe|tk|xyz|site|online|shop|app)(?:\/[^\s<>"]*)?(?![\p{L}\d@])/gu;

function unknownLinkHosts(text: string, catalogHosts: ReadonlySet<string>): string[] {
  // An e-mail address is personal data, not a link.
  const withoutEmails = text.replace(new RegExp(EMAIL.source, "gu"), " ");
  const hosts: string[] = [];
  for (const link of withoutEmails.match(LINK) ?? []) {
    let host: string;
    try {
      host = new URL(/^https?:\/\//i.test(link) ? link : `http://${link}`).hostname;
    } catch {
      continue;
    }
    if (!isAllowedHost(host, catalogHosts)) hosts.push(host.replace(/^www\./, ""));
  }
  return hosts;
}

/* ------------------------------------------------------------------ the screening */

function phraseRegex(phrase: string): RegExp {
  const normalized = phrase.replace(/\p{L}+/gu, (word) => normalizeWord(word));
  return new RegExp(`(?:^| )${normalized}(?= |$)`);
}

/** What a phrase matched in the sentence (its normalized words, one space apart). */
function firstMatch(regexes: readonly RegExp[], sentence: string): string | null {
  for (const regex of regexes) {
    const match = regex.exec(sentence);
    if (match) return match[0].trim();
  }
  return null;
}

/** The words as written that a match of the sentence covers: what the note quotes ("te vas a arrepentir", not its normalized form). */
function asWritten(match: string, sentence: string, originals: readonly string[]): string {
  const at = sentence.startsWith(match) ? 0 : sentence.indexOf(` ${match}`) + 1;
  const first = at === 0 ? 0 : sentence.slice(0, at).split(" ").length - 1;
  return originals.slice(first, first + match.split(" ").length).join(" ");
}

const INSULT_PHRASE_REGEXES = INSULT_PHRASES.map(phraseRegex);
const THREAT_REGEXES = THREAT_PHRASES.map(phraseRegex);
const PROFANITY_PHRASE_REGEXES = PROFANITY_PHRASES.map(phraseRegex);
const ACCUSATION_REGEXES = ACCUSATION_PHRASES.map(phraseRegex);
const TAGGED_THREAT_REGEXES = TAGGED_THREAT_PHRASES.map(phraseRegex);
const TAGGED_APPEARANCE_REGEXES = TAGGED_APPEARANCE_PHRASES.map(phraseRegex);
const TAGGED_SLUR_REGEXES = TAGGED_SLUR_PHRASES.map(phraseRegex);
const findAccusation = accusationFinder(normalizeWord);
const APPEARANCE_REGEXES = APPEARANCE_PHRASES.map(phraseRegex);
const GROUP_POINTED_REGEXES = GROUP_POINTED.map(phraseRegex);
const AIMED_AT_REGEXES = AIMED_AT.map((pattern) =>
  phraseRegex(pattern.replace("W", `(${[...AIMED_INSULTS].join("|")})`)),
);

interface WrittenWords {
  words: readonly string[];
  originals: readonly string[];
  sentenceStarts: readonly boolean[];
}

/** A word written with a capital inside a sentence is a name (la profesora Gil, el profesor Calvo), not an insult. */
function isName({ originals, sentenceStarts }: WrittenWords, i: number): boolean {
  return i >= 0 && !sentenceStarts[i] && /^\p{Lu}\p{Ll}/u.test(originals[i]!);
}

/** A word in capitals inside a sentence is an acronym (la CTM, HP): never swearing on its own. */
function isAcronym({ originals, sentenceStarts }: WrittenWords, i: number): boolean {
  return !sentenceStarts[i] && /^\p{Lu}{2,5}$/u.test(originals[i]!);
}

/** Whether a matched phrase's body word is someone's name as written (el profesor Calvo): then it is not about a body. */
function namesSomeone(phrase: string, written: WrittenWords): boolean {
  const bodyWord = new RegExp(`^${APPEARANCE_WORDS}$`);
  return isName(
    written,
    written.words.findIndex((word) => bodyWord.test(word) && phrase.split(" ").includes(word)),
  );
}

function shouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < CAPITALS_MIN_LETTERS) return false;
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  return capitals / letters.length > CAPITALS_RATIO;
}

function repetitive(text: string, words: string[]): boolean {
  if (new RegExp(`(\\S)\\1{${REPEATED_CHARACTER_RUN - 1},}`, "u").test(text)) return true;
  let run = 1;
  for (let i = 1; i < words.length; i++) {
    run = words[i] === words[i - 1] ? run + 1 : 1;
    if (run >= REPEATED_WORD_RUN) return true;
  }
  return false;
}

/** The text says a word is someone's surname: then a body word in it is that surname (normalized: "apellido" is "apelido"). */
const SURNAME_MENTIONED = phraseRegex("(su apellido|de apellido|se apellida|por el apellido)");

/** Screens one text (or several, e.g. a post's title and body) and says what to do with it; links to `catalogHosts` are fine. */
export function screenText(
  input: string | readonly (string | null | undefined)[],
  catalogHosts: ReadonlySet<string>,
  classifier: Classifier | null = TRAINED_CLASSIFIER,
): ScreeningResult {
  const text = (typeof input === "string" ? [input] : input).filter(Boolean).join("\n");
  const written = normalizedWords(text);
  const { words, originals, clauses } = written;
  const sentence = words.join(" ");
  const findings: ScreeningFinding[] = [];
  const add = (rule: ScreeningRule, detail: string) => {
    if (!findings.some((f) => f.rule === rule && f.detail === detail)) findings.push({ rule, detail });
  };

  // A word in quotes is mentioned, not used («boludo» in a class on dialects).
  const quotedWords = new Set(
    [...text.matchAll(/[«"“]([^»"”]{1,40})[»"”]/gu)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  words.forEach((word, i) => {
    // A name is never held for what it sounds like (la profesora Gil); swearing in one still asks for a look (only a flag).
    // A title is a name too: «El idiota» de Dostoievski.
    const name =
      isName(written, i) || (i > 0 && /^(?:El|La|Los|Las)$/.test(originals[i - 1]!) && !written.sentenceStarts[i - 1]);
    // A slur quoted in class ("sudaca" es un término peyorativo) is the lesson's topic.
    if (SLURS.has(word) && !name && !(written.quoted[i] && isCourseContent(sentence))) add("slur", originals[i]!);
    else if (INSULTS.has(word) && !name) add("insult", originals[i]!);
    // "me pinché el dedo" is a verb, not the Mexican "pinche".
    else if (PROFANITY.has(word) && !(word.startsWith("pinche") && CLITIC_BEFORE.has(words[i - 1] ?? ""))) {
      if (word === "mierda" && i >= 2 && words[i - 1] === "de" && GROUPS.has(words[i - 2]!))
        add("slur", `${originals[i - 2]} de ${originals[i]}`);
      else add("profanity", originals[i]!);
    } else if (AIMED_VULGAR.has(word) && !name && !isAcronym(written, i) && !quotedWords.has(originals[i]!))
      add("profanity", originals[i]!);
  });
  // An ambiguous word said of someone is an insult; said to no one (filler, an exclamation) it stays profanity.
  const aimed = firstMatch(AIMED_AT_REGEXES, clauses);
  if (aimed) {
    const insult = aimed.split(" ").find((word) => AIMED_INSULTS.has(word))!;
    const i = words.indexOf(insult);
    if (!isName(written, i)) {
      const asProfanity = findings.findIndex((f) => f.rule === "profanity" && normalizeWord(f.detail) === insult);
      if (asProfanity >= 0) findings.splice(asProfanity, 1);
      add("insult", i >= 0 ? originals[i]! : insult);
    }
  }
  for (const regex of INSULT_PHRASE_REGEXES) {
    const match = regex.exec(sentence);
    if (match) add("insult", asWritten(match[0].trim(), sentence, originals));
  }
  const exclamation = firstMatch(PROFANITY_PHRASE_REGEXES, sentence);
  if (exclamation) add("profanity", asWritten(exclamation, sentence, originals));
  const tags = taggedWords(written);
  const tagged = tags.join(" ");
  // Reported speech is not the author's own threat (la profe analizó el diálogo «te voy a matar»).
  const unquoted = words.map((word, i) => (written.quoted[i] ? "_quoted" : word)).join(" ");
  /** What the first of `regexes` to match `source` (the words, one per word of the text) covers, as written. */
  const foundIn = (regexes: readonly RegExp[], source: string) => {
    const match = firstMatch(regexes, source);
    return match ? asWritten(match, source, originals) : null;
  };
  const pointed = foundIn(GROUP_POINTED_REGEXES, sentence) ?? foundIn(TAGGED_SLUR_REGEXES, tagged);
  if (pointed) add("slur", pointed);
  const threat = FICTION.test(sentence)
    ? null
    : (foundIn(THREAT_REGEXES, unquoted) ?? foundIn(TAGGED_THREAT_REGEXES, tagged) ?? threatToThings(written, tags));
  if (threat) add("threat", threat);
  const accusation = namesATopic(sentence) ? null : firstMatch(ACCUSATION_REGEXES, sentence);
  if (accusation) add("accusation", asWritten(accusation, sentence, originals));
  else {
    const deed = findAccusation(written);
    if (deed) add("accusation", originals.slice(deed.start, deed.end + 1).join(" "));
  }
  const appearance = firstMatch(APPEARANCE_REGEXES, sentence);
  if (SURNAME_MENTIONED.test(sentence)) {
    // "el profe Gordo, su apellido no le hace justicia": a body word that is someone's surname.
  } else if (appearance && !namesSomeone(appearance, written))
    add("appearance", asWritten(appearance, sentence, originals));
  else {
    const looks = foundIn(TAGGED_APPEARANCE_REGEXES, tagged);
    if (looks) add("appearance", looks);
  }
  for (const kind of personalData(text, originals)) add("personal_data", kind);
  const hosts = unknownLinkHosts(text, catalogHosts);
  if (hosts.length > MAX_UNKNOWN_LINKS_FLAGGED) add("links", [...new Set(hosts)].join(", "));
  else if (hosts.length > 0) add("link", hosts[0]!);
  if (shouting(text)) add("capitals", "mayúsculas");
  if (repetitive(text, words)) add("repetition", "repeticiones");

  const noHold = !findings.some((finding) => HOLD_RULES.has(finding.rule));
  const foundSomething = findings.length > 0 || words.some((word) => LISTED_STEMS.has(stemOf(word)));
  const asked = classifier !== null && noHold && foundSomething && words.length >= CLASSIFIER_MIN_WORDS;
  if (asked && scoreOf(classifier, text) >= classifier.threshold) {
    const weighing = strongestWords(classifier, text);
    // The score can pass the threshold with no word of its own weighing towards it (a bias alone).
    for (const word of weighing.length > 0 ? weighing : [""]) add("classifier", word);
  }

  // An insult phrase ("hijo de puta") already covers the profanity inside it.
  const held = findings.filter((finding) => HOLD_RULES.has(finding.rule));
  if (held.length > 0) return { outcome: "hold", findings, note: authorMessage(held) };
  if (findings.length > 0) return { outcome: "flag", findings, note: moderatorNote(findings) };
  return { outcome: "publish", findings, note: null };
}

/* ------------------------------------------------------------------ messages */

const quoted = (findings: ScreeningFinding[]) => findings.map((finding) => `«${finding.detail}»`).join(", ");

/** What the author reads on a held item: what was found and what to change, one sentence a rule. */
function authorMessage(held: ScreeningFinding[]): string {
  const of = (rule: ScreeningRule) => held.filter((finding) => finding.rule === rule);
  const sentences: string[] = [];
  if (of("slur").length)
    sentences.push(`Contiene expresiones discriminatorias (${quoted(of("slur"))}): reescríbelo sin ellas.`);
  if (of("insult").length)
    sentences.push(
      `Contiene insultos (${quoted(of("insult"))}): critica hechos e ideas, no a las personas, y quítalos.`,
    );
  if (of("threat").length)
    sentences.push(
      `Contiene lo que parece una amenaza (${quoted(of("threat"))}): quítala, aquí no se publican amenazas ni intimidaciones.`,
    );
  if (of("accusation").length) {
    sentences.push(
      `Acusa a una persona de un delito o de una conducta sexual indebida (${quoted(of("accusation"))}). UniOpina no es el lugar para denunciarlo: si es cierto, cuéntaselo a quien puede actuar, el Defensor Universitario de tu universidad o su Unidad de Igualdad si se trata de acoso, y la policía si es un delito; te explicamos cómo en ${OWN_HOST}${WHERE_TO_TURN_PATH}. Si quieres opinar sobre la docencia o la universidad, hazlo sin la acusación.`,
    );
  }
  if (of("appearance").length)
    sentences.push(
      `Se burla del aspecto físico de alguien (${quoted(of("appearance"))}): critica la docencia, no el cuerpo ni la apariencia de nadie.`,
    );
  if (of("personal_data").length) {
    sentences.push(
      `Contiene datos personales (${of("personal_data")
        .map((f) => f.detail)
        .join(", ")}): quítalos, no se publican datos que identifiquen o permitan contactar a nadie.`,
    );
  }
  if (of("classifier").length) {
    const weighing = of("classifier").filter((finding) => finding.detail);
    const because = weighing.length > 0 ? ` (por ${quoted(weighing)})` : "";
    sentences.push(
      `Se parece a los textos que acusan, amenazan, insultan o se burlan de alguien${because}, así que una persona del equipo lo leerá antes de publicarlo. Si denuncias un delito o un acoso, cuéntaselo a quien puede actuar; te explicamos cómo en ${OWN_HOST}${WHERE_TO_TURN_PATH}. Si no es eso, no tienes que cambiar nada.`,
    );
  }
  if (of("links").length)
    sentences.push(
      `Contiene enlaces a sitios externos (${of("links")[0]!.detail}): quítalos; solo se permiten enlaces a UniOpina y a las webs de las universidades.`,
    );
  return sentences.join(" ");
}

export const SCREENING_RULE_LABELS: Record<ScreeningRule, string> = {
  slur: "Expresión discriminatoria",
  threat: "Amenaza",
  accusation: "Acusación de un delito o de conducta sexual",
  appearance: "Burla del aspecto físico",
  insult: "Insulto",
  personal_data: "Datos personales",
  links: "Enlaces externos",
  link: "Enlace externo",
  profanity: "Lenguaje malsonante",
  capitals: "Mayúsculas excesivas",
  repetition: "Repeticiones excesivas",
  classifier: "Parecido a textos retenidos (clasificador)",
};

/** What a moderator reads in the queue next to a flagged item. */
function moderatorNote(findings: ScreeningFinding[]): string {
  return `Revisión automática: ${findings.map((finding) => (finding.rule === "capitals" || finding.rule === "repetition" ? SCREENING_RULE_LABELS[finding.rule] : `${SCREENING_RULE_LABELS[finding.rule]} («${finding.detail}»)`)).join("; ")}.`;
}
