/**
 * The automatic screening of everything students write: reviews, review comments,
 * campus-life posts and comments, article comments and requests. A pure function of the text, so
 * it is tested against a labelled fixture (app/server/moderation/screening-examples.ts) and every
 * threshold lives here.
 *
 * Outcomes:
 * - `publish`: nothing found;
 * - `flag`: published, and queued for the moderators (status 'flagged') with a note of what was found;
 * - `hold`: stored as 'pending', seen only by its author with a Spanish message saying what to change.
 *
 * Rules, in the order a moderator reads them:
 * | rule | finds | outcome |
 * |---|---|---|
 * | slur | discriminatory words and "<group> de mierda" | hold |
 * | threat | "te voy a matar", "sé dónde vives", "ojalá te mueras"… | hold |
 * | insult | insults aimed at a person, Spain and Latin America ("gilipollas", "pendejo", "hijo de puta"…) | hold |
 * | personal data | phone numbers (Spain, Latin America, +prefix), e-mail addresses, DNI/NIE (letter checked), RUT (check digit), CURP, street addresses | hold |
 * | links | more than MAX_UNKNOWN_LINKS_FLAGGED links to hosts off the allow list | hold |
 * | link | one link to a host off the allow list (UniOpina, the catalog's universities) | flag |
 * | profanity | swearing not aimed at anyone ("mierda", "joder", "pinche", "puto examen") | flag |
 * | capitals | more than CAPITALS_RATIO of the letters in capitals (from CAPITALS_MIN_LETTERS letters) | flag |
 * | repetition | a character repeated REPEATED_CHARACTER_RUN times, or a word REPEATED_WORD_RUN times in a row | flag |
 *
 * Words are compared after normalizing what people do to slip past a list: case, accents (ñ
 * kept: "coño" is not "cono"), leetspeak inside words ("1d10t4"), stretched letters
 * ("idiotaaa", and a double letter counts as one: "gilipolas"), letters split by dots or spaces
 * ("p.u.t.a", "i d i o t a"). They are compared as whole words, never as parts of one, so
 * "computadora", "disputa", "cálculo", "Pichincha" or a professor called Gil or Concha pass.
 */
import type { ModerationStatus } from "~/lib/moderation";
import type { CommunityRule } from "~/lib/moderation-decisions";

export type ScreeningOutcome = "publish" | "flag" | "hold";

type ScreeningRule = "slur" | "threat" | "insult" | "personal_data" | "links" | "link" | "profanity" | "capitals" | "repetition";

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
export const STATUS_OF_OUTCOME: Record<ScreeningOutcome, ModerationStatus> = { publish: "published", flag: "flagged", hold: "pending" };

/**
 * The state an edited text takes: a moderator's decision to hide it stands, whatever the edit; a
 * held edit waits again; an item already waiting in the queue (flagged by reports) stays there.
 */
export function statusAfterEdit(current: { status: ModerationStatus; note: string | null }, result: ScreeningResult): { status: ModerationStatus; note: string | null } {
  if (current.status === "hidden") return current;
  if (result.outcome === "hold") return { status: "pending", note: result.note };
  if (current.status === "flagged") return { status: "flagged", note: result.note ?? current.note };
  return { status: STATUS_OF_OUTCOME[result.outcome], note: result.note };
}

/** The rule of the terms a held text breaks, for its statement of reasons: personal data and links have their own, the rest is about respect. */
export function ruleOfHold(result: ScreeningResult): CommunityRule {
  const held = result.findings.filter((finding) => HOLD_RULES.has(finding.rule));
  if (held.some((finding) => finding.rule === "slur" || finding.rule === "insult" || finding.rule === "threat")) return "respeto";
  if (held.some((finding) => finding.rule === "personal_data")) return "datos_personales";
  if (held.some((finding) => finding.rule === "links")) return "publicidad";
  return "respeto";
}

/** Whether an edit put a text on hold that was not held before: a new decision of the screening (an edit of a held text keeps the one it has). */
export function newlyHeld(previous: ModerationStatus, next: ModerationStatus): boolean {
  return next === "pending" && previous !== "pending";
}

/** What the author reads right after writing a held text ("Tu reseña", "Tu comentario"…). */
export function heldMessage(what: string, note: string | null): string {
  return `${what} se ha guardado, pero todavía no se ha publicado. ${note ? `${note} ` : ""}Un moderador lo revisará; mientras tanto solo tú lo ves, en tu perfil.`;
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

const HOLD_RULES: ReadonlySet<ScreeningRule> = new Set(["slur", "threat", "insult", "personal_data", "links"]);

/* ------------------------------------------------------------------ normalization */

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Lower case, accents off (ñ kept), stretched and doubled letters collapsed to one. */
function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replaceAll("ñ", "\u0000")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replaceAll("\u0000", "ñ")
    .replace(/([a-zñ])\1+/g, "$1");
}

/** The text as a sequence of normalized words (leetspeak undone inside words, split letters joined). */
function normalizedWords(text: string): { words: string[]; originals: string[] } {
  // "p.u.t.a", "i d i o t a": three or more single letters split by dots, dashes or stars, or by spaces.
  const joined = text
    .replace(/(?<![\p{L}\d@$])(?:[\p{L}@$][.\-_*]+){2,}[\p{L}@$](?![\p{L}\d@$])/gu, (match) => match.replace(/[.\-_*]+/g, ""))
    .replace(/(?<![\p{L}\d@$])(?:[\p{L}@$]\s+){2,}[\p{L}@$](?![\p{L}\d@$])/gu, (match) => match.replace(/\s+/g, ""));
  const originals = joined.match(/[\p{L}\d@$]+/gu) ?? [];
  const words = originals.map((token) => {
    const hasLetter = /\p{L}/u.test(token);
    // Only inside words: "2024" or "7,5" stay numbers.
    const unleeted = hasLetter ? token.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : token;
    return normalizeWord(unleeted);
  });
  return { words, originals };
}

/* ------------------------------------------------------------------ word lists */

/** A word with its endings: `inflect("cabron", "", "es", "a", "as")`. */
function inflect(stem: string, ...endings: string[]): string[] {
  return endings.map((ending) => stem + ending);
}

function wordSet(words: string[]): ReadonlySet<string> {
  return new Set(words.map(normalizeWord));
}

/** Insults aimed at a person (Spain and Latin America). */
const INSULTS = wordSet([
  "gilipollas",
  "gilipoyas",
  "gilipolleces",
  "jilipollas",
  ...inflect("imbecil", "", "es"),
  ...inflect("idiota", "", "s"),
  ...inflect("cabron", "", "es", "a", "as", "azo"),
  ...inflect("capull", "o", "a", "os", "as"),
  ...inflect("subnormal", "", "es"),
  ...inflect("anormal", "", "es"),
  ...inflect("tarad", "o", "a", "os", "as"),
  ...inflect("cretin", "o", "a", "os", "as"),
  ...inflect("mamon", "", "a", "es", "azo"),
  ...inflect("zorr", "a", "as"),
  "hdp",
  "hdlgp",
  "hijueputa",
  "hijoputa",
  "hijaputa",
  "malparido",
  "malparida",
  "malparidos",
  ...inflect("pendej", "o", "a", "os", "as"),
  ...inflect("pelotud", "o", "a", "os", "as"),
  ...inflect("conchud", "o", "a", "os", "as"),
  "conchatumadre",
  "csm",
  "ctm",
  ...inflect("culer", "o", "a", "os", "as"),
  "mamahuevo",
  "mamahuevos",
  "sorete",
  "soretes",
  ...inflect("inept", "o", "a", "os", "as"),
  "lameculos",
  "mierdas",
  "comemierda",
]);

/** Discriminatory words: held whatever the context. */
const SLURS = wordSet([
  ...inflect("maricon", "", "es", "a", "azo"),
  "marica",
  "maricas",
  "bollera",
  "bolleras",
  "travelo",
  "travelos",
  "sudaca",
  "sudacas",
  "panchito",
  "panchitos",
  "moraco",
  "moracos",
  "negrata",
  "negratas",
  ...inflect("mongol", "o", "a", "os", "as"),
]);

/** Groups that become a slur in "<group> de mierda". */
const GROUPS = wordSet([
  "negro",
  "negra",
  "negros",
  "gitano",
  "gitana",
  "gitanos",
  "moro",
  "moros",
  "indio",
  "india",
  "indios",
  "chino",
  "china",
  "chinos",
  "judio",
  "judios",
  "gallego",
  "gallegos",
  "maricon",
  "maricones",
  "sudaca",
  "sudacas",
  "mujer",
  "mujeres",
]);

/** Swearing not aimed at a person: flagged for a look, published. */
const PROFANITY = wordSet([
  "mierda",
  "joder",
  "jodido",
  "jodida",
  "coño",
  "cojones",
  "hostia",
  "hostias",
  "carajo",
  "pinche",
  "pinches",
  "puto",
  "putos",
  "puta",
  "putas",
  "verga",
  "chingada",
  "chingado",
  "chingar",
  "chingue",
  "cagada",
  "cagarla",
  "ostia",
  "mamada",
  "mamadas",
  "cagon",
  ...inflect("estupid", "o", "a", "os", "as", "ez", "eces"),
  ...inflect("payas", "o", "a", "os", "as"),
  "boludo",
  "boluda",
  "boludos",
  "huevon",
  "huevones",
  "weon",
  "weona",
  "gueon",
  "guevon",
]);

/** Multi-word insults and threats, written plain (normalized like the text before matching). */
const INSULT_PHRASES = ["hijo de puta", "hija de puta", "hijos de puta", "concha de tu madre", "retrasado mental", "retrasada mental", "me cago en tu madre", "tu puta madre"];

const THREAT_PHRASES = [
  "te voy a (matar|partir|romper|reventar|buscar|pegar|esperar)",
  "le voy a (matar|partir|romper|reventar|pegar)",
  "(te|lo|la|los|las|le) (mato|matare|reviento|rompo la cara)",
  "(partir|romper|reventar)(le|te) la cara",
  "(pegar|meter)(le|te) un tiro",
  "un tiro en la cabeza",
  "(hay|habria|habra) que (matarlo|matarla|matarle|colgarlo|colgarla)",
  "ojala (que )?(te|se) mueras?",
  "ojala (que )?(lo|la|le) maten",
  "(se|sabemos|sabes) donde vives?",
  "te espero (a|en) la salida",
  "(vas|va) a (pagarlo|pagarla|lamentarlo)",
  "(quemar|quemarle|quemarte) el coche",
  "(le|te) (vamos a dar|daremos|voy a dar) una paliza",
];

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
const RUT_CANDIDATE = /(?<![\p{L}\d])\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\p{L}\d])/gu;
const CURP = /(?<![\p{L}\d])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d(?![\p{L}\d])/u;
/** Digits with the separators people write in phone numbers, optionally after an international prefix. */
const PHONE_CANDIDATE = /(?:\+|\b00)?\d[\d\s.()-]{6,}\d/g;
/** Words that say a number is a phone: then eight digits are enough. */
const PHONE_CONTEXT = /\b(tel[eé]fono|tlf|tfno|m[oó]vil|celular|whats?app|wasap|ll[aá]ma(me|nos)?|escr[ií]beme|mi n[uú]mero|bizum)\b/i;
const STREET_ADDRESS = /\b(viv[eo]|vivimos|viven)\s+en\s+(la\s+)?(calle|c\/|avenida|avda\.?|plaza|paseo|jir[oó]n|carrera|colonia)\s+\S+/i;

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

function personalData(text: string): string[] {
  const found = new Set<string>();
  if (EMAIL.test(text)) found.add("dirección de correo electrónico");
  const hasPhoneContext = PHONE_CONTEXT.test(text);
  for (const candidate of text.match(PHONE_CANDIDATE) ?? []) {
    if (looksLikePhone(candidate.trim(), hasPhoneContext)) found.add("número de teléfono");
  }
  for (const candidate of text.match(DNI_CANDIDATE) ?? []) {
    if (isValidDniOrNie(candidate)) found.add("documento de identidad (DNI/NIE)");
  }
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
const INSULT_PHRASE_REGEXES = INSULT_PHRASES.map((phrase) => ({ phrase, regex: phraseRegex(phrase) }));
const THREAT_REGEXES = THREAT_PHRASES.map(phraseRegex);

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

/** Screens one text (or several, e.g. a post's title and body) and says what to do with it; links to `catalogHosts` are fine. */
export function screenText(input: string | readonly (string | null | undefined)[], catalogHosts: ReadonlySet<string>): ScreeningResult {
  const text = (typeof input === "string" ? [input] : input).filter(Boolean).join("\n");
  const { words, originals } = normalizedWords(text);
  const sentence = words.join(" ");
  const findings: ScreeningFinding[] = [];
  const add = (rule: ScreeningRule, detail: string) => {
    if (!findings.some((f) => f.rule === rule && f.detail === detail)) findings.push({ rule, detail });
  };

  words.forEach((word, i) => {
    if (SLURS.has(word)) add("slur", originals[i]!);
    else if (INSULTS.has(word)) add("insult", originals[i]!);
    else if (PROFANITY.has(word)) {
      if (word === "mierda" && i >= 2 && words[i - 1] === "de" && GROUPS.has(words[i - 2]!)) add("slur", `${originals[i - 2]} de ${originals[i]}`);
      else add("profanity", originals[i]!);
    }
  });
  for (const { phrase, regex } of INSULT_PHRASE_REGEXES) if (regex.test(sentence)) add("insult", phrase);
  if (THREAT_REGEXES.some((regex) => regex.test(sentence))) add("threat", "amenaza");
  for (const kind of personalData(text)) add("personal_data", kind);
  const hosts = unknownLinkHosts(text, catalogHosts);
  if (hosts.length > MAX_UNKNOWN_LINKS_FLAGGED) add("links", [...new Set(hosts)].join(", "));
  else if (hosts.length > 0) add("link", hosts[0]!);
  if (shouting(text)) add("capitals", "mayúsculas");
  if (repetitive(text, words)) add("repetition", "repeticiones");

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
  if (of("slur").length) sentences.push(`Contiene expresiones discriminatorias (${quoted(of("slur"))}): reescríbelo sin ellas.`);
  if (of("insult").length) sentences.push(`Contiene insultos (${quoted(of("insult"))}): critica hechos e ideas, no a las personas, y quítalos.`);
  if (of("threat").length) sentences.push("Contiene lo que parece una amenaza: quítala, aquí no se publican amenazas ni intimidaciones.");
  if (of("personal_data").length) {
    sentences.push(
      `Contiene datos personales (${of("personal_data")
        .map((f) => f.detail)
        .join(", ")}): quítalos, no se publican datos que identifiquen o permitan contactar a nadie.`,
    );
  }
  if (of("links").length) sentences.push(`Contiene enlaces a sitios externos (${of("links")[0]!.detail}): quítalos; solo se permiten enlaces a UniOpina y a las webs de las universidades.`);
  return sentences.join(" ");
}

const RULE_LABELS: Record<ScreeningRule, string> = {
  slur: "Expresión discriminatoria",
  threat: "Amenaza",
  insult: "Insulto",
  personal_data: "Datos personales",
  links: "Enlaces externos",
  link: "Enlace externo",
  profanity: "Lenguaje malsonante",
  capitals: "Mayúsculas excesivas",
  repetition: "Repeticiones excesivas",
};

/** What a moderator reads in the queue next to a flagged item. */
function moderatorNote(findings: ScreeningFinding[]): string {
  return `Revisión automática: ${findings.map((finding) => (finding.rule === "capitals" || finding.rule === "repetition" ? RULE_LABELS[finding.rule] : `${RULE_LABELS[finding.rule]} («${finding.detail}»)`)).join("; ")}.`;
}
