/**
 * Accusations of a crime or of serious misconduct, read by the stem of each word: someone doing an
 * act in any tense or person (acosa, acosó, nos acosaba, ha robado exámenes), someone called its
 * doer (es un acosador, el profe ladrón), or the deed as someone's (el acoso del profesor, sufrimos
 * abusos). The acts and nouns are data (words/accusations.ts). What names a deed without
 * anyone committing it stays published: course content (estudiamos el acoso escolar), a question
 * about the law (qué pasa si alguien roba), a negation (nunca ha plagiado), a quotation, a surname.
 */
import {
  byPrefix,
  entriesOf,
  formOf,
  isVerbOf,
  stemOf,
  stemsOfWord,
  stemsOfWords,
  type WordForm,
} from "~/server/screening/word-stems.server";
import { ACTS, AGENT_NOUNS, DEED_HYPERBOLE, DEED_NOUNS } from "~/server/screening/words/accusations";

/** The words of a text as screening reads them, all arrays by word. */
export interface ScreenedWords {
  /** Normalized: lower case, no accents (ñ kept), doubled letters as one. */
  words: readonly string[];
  /** As written. */
  originals: readonly string[];
  /** Whether the word opens a sentence (where any word takes a capital). */
  sentenceStarts: readonly boolean[];
  /** The sentence each word belongs to (sentences are split at . ! ? ; and line breaks). */
  sentenceOf: readonly number[];
  /** Whether the word is inside quotation marks: reported speech, not the author's claim. */
  quoted: readonly boolean[];
}

/** Normalized the way screening normalizes the text's words (the same function, passed in, so the two never drift). */
type Normalize = (word: string) => string;

interface Act {
  infinitive: string;
  /** The infinitive without its ending, which every regular form starts with, and the roots of its irregular forms. */
  roots: readonly string[];
  stems: ReadonlySet<string>;
  before: ReadonlySet<string>;
  after: ReadonlySet<string>;
  notAfter: ReadonlySet<string>;
  /** Forms, as normalized, that are also the act's noun (estafa): a verb only after a pronoun or a person. */
  nouns: ReadonlySet<string>;
  /** The pronouns of `before`, as written: a verb carrying one (pegándole) meets it. */
  beforeWords: readonly string[];
}

function parseActs(normalize: Normalize): Act[] {
  return entriesOf(ACTS).map((line) => {
    const [verb, ...parts] = line.split("|").map((part) => part.trim());
    const infinitive = normalize(verb!);
    const words = (name: string) => {
      const part = parts.find((p) => p.startsWith(`${name}:`));
      return part
        ? part
            .slice(name.length + 1)
            .split("/")
            .map((word) => word.trim())
        : [];
    };
    const field = (name: string) => stemsOfWords(words(name), normalize);
    return {
      infinitive,
      roots: [infinitive.slice(0, -2), ...words("also").map(normalize)],
      stems: stemsOfWords([verb!], normalize),
      before: field("before"),
      after: field("after"),
      notAfter: field("not after"),
      nouns: new Set(words("noun").map(normalize)),
      beforeWords: words("before").map(normalize),
    };
  });
}

/** Words that say who: a person or a pronoun ("él" only with its accent: "el" is the article). */
const PERSON_WORDS = new Set(
  "profesor profesora profesores profe profes catedratico catedratica docente docentes maestro maestra tutor tutora ayudante ayudantes director directora decano decana coordinador coordinadora jefe jefa ella ellos ellas señor señora doctor doctora".split(
    " ",
  ),
);
/** Titles before a name (el profe quiroga, la dra. ruiz, el lic rivas). */
const TITLES = new Set([
  "profe",
  "profesor",
  "profesora",
  "maestro",
  "maestra",
  "doctor",
  "doctora",
  "dr",
  "dra",
  "lic",
  "licenciado",
  "licenciada",
  "ing",
  "ingeniero",
  "ingeniera",
  "señor",
  "señora",
  "tutor",
  "tutora",
  "catedratico",
  "catedratica",
]);
/** Right before a doer's name, it is said of someone (ese ladrón, el muy corrupto, menudo acosador). */
const POINTING = new Set([
  "ese",
  "esa",
  "este",
  "esta",
  "aquel",
  "aquella",
  "menudo",
  "menuda",
  "vaya",
  "tremendo",
  "tremenda",
  "muy",
  "re",
  "flor",
  "pedazo",
]);
/** Calling someone something (es un acosador, sos un chorro, parece un pervertido). */
const COPULAS = new Set([
  "es",
  "era",
  "fue",
  "son",
  "eran",
  "sos",
  "eres",
  "seria",
  "sera",
  "parece",
  "parecia",
  "resulto",
  "resulta",
]);
/** Between a copula and the noun (es un auténtico ladrón). */
const ARTICLES_AND_INTENSIFIERS = new Set([
  "un",
  "una",
  "unos",
  "unas",
  "el",
  "la",
  "todo",
  "toda",
  "autentico",
  "autentica",
  "verdadero",
  "verdadera",
  "completo",
  "completa",
  "maldito",
  "maldita",
  "puto",
  "puta",
  "tremendo",
  "tremenda",
  "bien",
  "muy",
  "re",
  "menudo",
  "menuda",
]);
/** Before a word, they make it a noun: la amenaza, una estafa, su acoso. */
const DETERMINERS = new Set([
  "el",
  "la",
  "los",
  "las",
  "un",
  "una",
  "unos",
  "unas",
  "su",
  "sus",
  "mi",
  "mis",
  "tu",
  "tus",
  "del",
  "al",
  "lo",
]);
/** Before an infinitive, they make it a topic (el delito de acosar, hablar sobre robar). */
const PREPOSITIONS = new Set(["de", "sobre", "por", "para", "sin", "contra", "como", "al", "del"]);
const SUBJECT_PRONOUNS = new Set(["ella", "ellos", "ellas"]);
/** Object pronouns before a verb (me robó, nos acosaba, le pegó). */
const CLITICS = new Set(["me", "te", "se", "le", "les", "lo", "los", "la", "las", "nos", "os"]);
/** Endings a noun of the act's family may also have (la amenaza, la estafa, el robo). */
const NOUN_LIKE_ENDING = /^(?:a|as|an|e|es|en|o)$/;
/** An infinitive, gerund or command carrying `pronoun` (pegándole, amenazarlos). */
const ENCLITIC_OF = (pronoun: string) => new RegExp(`(?:ar|er|ir|ando|iendo)${pronoun}$`);
const INFINITIVE = /(?:ar|er|ir)(?:me|te|se|le|les|lo|los|la|las|nos)?$/;
/** What is done to someone for a deed: lo echaron por acosar, la expedientaron por plagiar. */
const SANCTIONS = [
  "echar",
  "expulsar",
  "despedir",
  "denunciar",
  "condenar",
  "detener",
  "arrestar",
  "sancionar",
  "investigar",
  "acusar",
  "expedientar",
  "juzgar",
];
/** A first person (robamos, acosé): what the author did, not an accusation of someone else. */
const FIRST_PERSON = /(?:amos|emos|imos|asteis|isteis)$/;
/** Someone the deed was done to, before it (le dio una cachetada, nos hizo tocamientos). */
const INDIRECT_OBJECTS = new Set(["me", "te", "le", "les", "nos"]);
/** Verbs of telling or teaching: a pronoun before them is who is told (nos explicó el acoso escolar). */
const TELLING = new Set(
  [
    "hablar",
    "explicar",
    "contar",
    "enseñar",
    "decir",
    "mostrar",
    "comentar",
    "presentar",
    "recomendar",
    "preguntar",
    "dar",
    "poner",
  ].map(stemOf),
);
/** Past participles: after a noun they describe it (un ordenador robado), not say who did it. */
const PARTICIPLE = /(?:ad|id)[oa]s?$/;
/** What a participle needs before it to be a deed: an auxiliary or a pronoun (ha robado, fue acosada, lo han echado). */
const AUXILIARIES = new Set([
  "ha",
  "han",
  "he",
  "has",
  "hemos",
  "habia",
  "habian",
  "habra",
  "haya",
  "hubiera",
  "fue",
  "fueron",
  "era",
  "eran",
  "es",
  "son",
  "sido",
  "esta",
  "estaba",
  "estan",
  "estuvo",
  "sigue",
  "anda",
  "vive",
  "queda",
  "quedo",
  "resulto",
]);
const NEGATIONS = new Set(["no", "nunca", "jamas", "ni"]);
/** Verbs of suffering, reporting or punishing a deed (sufrimos acoso, lo denunciaron por abusos, expedientado por plagio). */
const DEED_REPORTED = new Set(
  [
    "sufrir",
    "sufrimos",
    "denunciar",
    "acusar",
    "someter",
    "investigar",
    "imputar",
    "condenar",
    "expedientar",
    "despedir",
    "sancionar",
    "pillar",
    "cachar",
    "padecer",
    "aguantar",
    "soportar",
    "arrestar",
  ].map(stemOf),
);

/**
 * Course content, fiction and news: the sentence names a deed as a subject, a case or a scene, not
 * as something someone did (normalized words, one space apart).
 */
const TOPIC =
  /(?:^| )((?<!(?:lo|la|los|las|le|les|te|me|nos) )(?:vimos|vemos|dimos|damos)|estudiamos|estudiar|analizamos|analizar|aprendimos|aprender|aprendes|aprendemos|exposicion|investigando|mi investigacion|debate|caso inventado|caso practico|supuesto practico|vs|versus|parte especial|temario|el delito de|los delitos de|delito de|tipo penal|codigo penal|jurisprudencia|el caso de|un caso de|casos de|charla sobre|campana|protocolo|prevencion|prevenir|concepto|modelos|(?<!(?:el|la|profe|profesor|profesora|catedratico|catedratica) de )(?:derecho penal|criminologia|victimologia)|(?<!(?:el|la) de )teoria|consiste en|se define|definicion|tipifica|tipificado|pelicula|novela|cuento|obra|escena|personaje|personajes|protagonista|leimos|leemos|ensayamos|noticia|noticias|periodico|prensa|telediario|lei que|salio en|refran|cuenta la historia|trata sobre|narra|documental|podcast|serie|supuesto|(?:venia|viene|vino|puso|pusieron) un caso|seminario sobre|trabajo sobre|acoso (?:escolar|laboral|callejero)|ciberacoso|derecho laboral)(?= |$)/;
/** Before the act, a hypothetical, a question about the law or anyone at all: nobody is said to have done it. */
const HYPOTHETICAL =
  /(?:^| )(que pasa si|que hacer si|si alguien|si algun dia|imagina|imaginad|imaginen|imaginate|supongamos|si un|si una|si el|si la|cuando alguien|en caso de que|la gente|por que|cualquiera que|todo el que)(?= |$)/;
/** Whether a sentence (normalized words) is about a deed as a topic, a scene or a hypothetical, not as someone's deed. */
export function namesATopic(sentence: string): boolean {
  return TOPIC.test(sentence) || HYPOTHETICAL.test(sentence);
}

/** Whether a sentence (normalized words) is course content, fiction or news: a deed in it is nobody's. */
export function isCourseContent(sentence: string): boolean {
  return TOPIC.test(sentence);
}

/** Fiction and sayings: a threat in them is a character's or a proverb's, not the author's. */
export const FICTION =
  /(?:^| )(pelicula|novela|cuento|obra de teatro|escena|personaje|personajes|protagonista|leimos|ensayamos|refran|documental|serie)(?= |$)/;

/** Someone nobody knows did it (me robó un desconocido, nos entró a robar una banda): no one on the site is accused. */
const STRANGER =
  /(?:^| )(desconocid[oa]s?|un man|unos manes|una banda|unos tipos|ladrones|un chorro|unos chorros|carteristas?)(?= |$)/;
/** A duty or a wish of the author's (hay que perseguirlo, tienes que copiarle el trabajo): the act is not said of anyone. */
const AUTHOR_MUST = /(?:^| )(hay|tienes|tenemos|tengo|toca|habia|tendras) (que|q)( [a-z]+)?$/;
/** A third person plural (me robaron, nos acosaban, si me roban): done to the author by someone unnamed. */
const THIRD_PLURAL = /(?:aron|ieron|an|en|aban|ian)$/;
/** Forms of "haber" between a pronoun and its verb (se ha embolsado, le había pegado). */
const HABER = new Set(["ha", "han", "he", "has", "habia", "habian", "habra", "habria", "haya", "hubiera", "hubiese"]);
/** Whose a deed is when it is the author's loss (el robo de mi portátil): done to the author, not by anyone named. */
const DONE_TO_AUTHOR = new Set(["mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras"]);

/** Right before the act, anyone who does it (el que roba a un ladrón, quien plagia suspende). */
const ANYONE_WHO = /(?:^| )(?<!(?:es|era|fue) )(el que|la que|los que|las que|quien|quienes)$/;

/** How far from an act its narrowing words may be (vende a los de cuarto las preguntas del examen). */
const COMPLEMENT_REACH = 8;

export interface Accusation {
  /** The first and last word of the text that say it. */
  start: number;
  end: number;
}

export function accusationFinder(normalize: Normalize) {
  const acts = parseActs(normalize);
  const actOfStem = new Map(acts.flatMap((act) => [...act.stems].map((stem) => [stem, act] as const)));
  const actsStartingLike = byPrefix(acts, (act) => act.roots);
  const agentStems = stemsOfWords(entriesOf(AGENT_NOUNS), normalize);
  /** The listed doers as written, with their plurals: where a doer shares its stem with an act (drogado, drogas). */
  const agentWords = new Set(
    entriesOf(AGENT_NOUNS).flatMap((word) => [normalize(word), `${normalize(word)}s`, `${normalize(word)}es`]),
  );
  const deedStems = stemsOfWords(entriesOf(DEED_NOUNS), normalize);
  const hyperboleStems = stemsOfWords(entriesOf(DEED_HYPERBOLE), normalize);
  const theftHyperbole = acts.find((act) => act.infinitive === "robar")?.notAfter ?? new Set<string>();
  // The text's words come normalized (ella is "ela"): so must the words they are compared with.
  const normalized = (words: ReadonlySet<string>) => new Set([...words].map(normalize));
  const personWords = normalized(PERSON_WORDS);
  const subjectPronouns = normalized(SUBJECT_PRONOUNS);
  const pointing = normalized(POINTING);
  const articlesAndIntensifiers = normalized(ARTICLES_AND_INTENSIFIERS);

  return function findAccusation(text: ScreenedWords): Accusation | null {
    const { words, originals, sentenceStarts, sentenceOf, quoted } = text;
    const stems = words.map((word, j) => stemsOfWord(word, originals[j]!));
    const stemIn = (set: ReadonlySet<string>, j: number) => stems[j]!.some((stem) => set.has(stem));
    const sameSentence = (i: number, j: number) => j >= 0 && j < words.length && sentenceOf[j] === sentenceOf[i];
    /** Indexes from `from` to `to` (inclusive) within the sentence of `i`, `i` left out. */
    const around = (i: number, from: number, to: number) => {
      const found: number[] = [];
      for (let j = Math.max(0, from); j <= Math.min(words.length - 1, to); j++)
        if (j !== i && sentenceOf[j] === sentenceOf[i]) found.push(j);
      return found;
    };
    const previousOf = (i: number) => (sameSentence(i, i - 1) ? words[i - 1]! : "");
    const isName = (j: number) =>
      j >= 0 && j < words.length && !sentenceStarts[j] && /^\p{Lu}\p{Ll}/u.test(originals[j]!);
    // "él" written without its accent is still the pronoun after "de" or "a" (never "de el", "a
    // el") and at the end of a sentence (el acoso que sufrimos con el).
    const unaccentedHim = (j: number) =>
      words[j] === "el" && (["de", "a"].includes(previousOf(j)) || !sameSentence(j, j + 1));
    // Typed in lower case, a name still follows a title (el profe quiroga) and a subject follows
    // "el de" (el de fisica): the one who teaches it.
    const afterTitle = (j: number) =>
      j > 0 &&
      sameSentence(j, j - 1) &&
      TITLES.has(words[j - 1]!) &&
      !CLITICS.has(words[j]!) &&
      !DETERMINERS.has(words[j]!);
    const teachesIt = (j: number) =>
      j > 1 && sameSentence(j, j - 2) && words[j - 1] === "de" && (words[j - 2] === "el" || words[j - 2] === "la");
    const isPerson = (j: number) =>
      personWords.has(words[j]!) ||
      originals[j]!.toLowerCase() === "él" ||
      unaccentedHim(j) ||
      isName(j) ||
      afterTitle(j) ||
      teachesIt(j);
    const sentenceWords = (i: number, to = words.length - 1) => around(i, 0, to).map((j) => words[j]!);
    const isTopic = (i: number) =>
      TOPIC.test(sentenceWords(i).join(" ")) || HYPOTHETICAL.test(sentenceWords(i, i - 1).join(" "));

    /** The act the word is a form of: by its stem, or by a root and an ending Snowball stems apart (vendia, manoseo). */
    const actOf = (j: number): Act | undefined => {
      for (const stem of stems[j]!) {
        const act = actOfStem.get(stem);
        if (act) return act;
      }
      return actsStartingLike(words[j]!).find((act) =>
        act.roots.some(
          (root) =>
            words[j]!.startsWith(root) &&
            (words[j] === `${root}o` || formOf(words[j]!, originals[j]!.toLowerCase(), act.infinitive) !== "noun"),
        ),
      );
    };

    /** A doer's name said of someone: es un acosador, el muy corrupto, ese ladrón, el profe ladrón. */
    const saidOfSomeone = (i: number): number | null => {
      let j = i - 1;
      // "un estafador" with no copula before it is anyone (explica cómo un estafador engaña).
      const indefinite = ["un", "una", "unos", "unas"].includes(previousOf(i));
      while (sameSentence(i, j) && i - j <= 3 && articlesAndIntensifiers.has(words[j]!)) j--;
      if (sameSentence(i, j) && COPULAS.has(words[j]!)) return j;
      if (pointing.has(previousOf(i))) return i - 1;
      return indefinite ? null : (around(i, i - 3, i + 3).find(isPerson) ?? null);
    };

    /** A deed that is someone's: el acoso del profesor, sufrimos acoso, le dio una cachetada, eso es acoso. */
    const deedOfSomeone = (i: number): number | null => {
      const after = around(i, i + 1, i + 4);
      for (const k of after) {
        if (
          (words[k] === "del" || words[k] === "de" || words[k] === "parte") &&
          after.some((m) => m > k && isPerson(m))
        )
          return after.at(-1)!;
      }
      if (words[i + 1] === "de" && DONE_TO_AUTHOR.has(words[i + 2] ?? "") && sameSentence(i, i + 2)) return null;
      // The author accused or fearing it (que me acusen de plagio) is no one's deed.
      const reported = [...around(i, i - 6, i - 1), ...around(i, i + 1, i + 3)].find(
        (k) => stemIn(DEED_REPORTED, k) && !["me", "nos"].includes(previousOf(k)),
      );
      if (reported !== undefined) return reported;
      // …the pronoun of the deed, not of a verb of telling (nos habló del acoso, me acusan de plagio).
      const clitic = around(i, i - 3, i - 1).find(
        (k) => INDIRECT_OBJECTS.has(words[k]!) && !stemIn(DEED_REPORTED, k + 1) && !stemIn(TELLING, k + 1),
      );
      if (clitic !== undefined) return clitic;
      let j = i - 1;
      const hyperbole = stemIn(hyperboleStems, i);
      while (!hyperbole && sameSentence(i, j) && i - j <= 2 && (words[j] === "un" || words[j] === "una")) j--;
      return sameSentence(i, j) && COPULAS.has(words[j]!) ? j : null;
    };

    /**
     * Done to the author by a stranger or by "them" (me robaron, si me roban la tesis, me acosó un
     * desconocido, nos entraron a robar): no person on the site is named before it.
     */
    const doneByNobodyNamed = (i: number): boolean => {
      if (STRANGER.test(sentenceWords(i).join(" "))) return true;
      const impersonal = [...around(i, i - 2, i - 1), i].find(
        (k) => THIRD_PLURAL.test(words[k]!) && ["me", "nos"].includes(previousOf(k)),
      );
      return impersonal !== undefined && !around(i, 0, impersonal - 1).some((j) => isPerson(j) || words[j] === "de");
    };

    /** A verb form of an act said as a deed, not as a topic, a negation or an everyday sense: the last word that says it, or null. */
    const deedOfVerb = (act: Act, i: number, subjectAfter: boolean): number | null => {
      const previous = previousOf(i);
      const ending = words[i]!.slice(act.roots[0]!.length);
      // "la", "lo", "los", "las" are pronouns before a verb (la acosará, los robo ella) but articles
      // before a noun that looks like one (la amenaza).
      // An article agrees with its noun: "la" before a form in -o is the pronoun (la agarró, la robo).
      // …and "los", "las" before a singular (los revende, las acosa).
      const disagrees =
        ((previous === "la" || previous === "las") && ending.startsWith("o")) ||
        ((previous === "los" || previous === "las") && !words[i]!.endsWith("s"));
      const looksLikeNoun = NOUN_LIKE_ENDING.test(ending) && !subjectAfter && !disagrees;
      if (DETERMINERS.has(previous) && (looksLikeNoun || !CLITICS.has(previous))) return null;
      if (act.nouns.has(words[i]!) && !CLITICS.has(previous) && !(sameSentence(i, i - 1) && isPerson(i - 1)))
        return null;
      if (around(i, i - 2, i - 1).some((j) => NEGATIONS.has(words[j]!))) return null;
      if (
        AUTHOR_MUST.test(
          sentenceWords(i, i - 1)
            .slice(-3)
            .join(" "),
        )
      )
        return null;
      if (doneByNobodyNamed(i)) return null;
      if (FIRST_PERSON.test(words[i]!) || /[éí]$/.test(originals[i]!.toLowerCase())) return null;
      // A participle after its noun describes it (un portátil robado) unless it says by whom (robado por el profe).
      const byWhom = around(i, i + 1, i + 3).some((j) => words[j] === "por" && around(i, j + 1, j + 3).some(isPerson));
      if (PARTICIPLE.test(words[i]!) && !AUXILIARIES.has(previous) && !CLITICS.has(previous) && !byWhom) return null;
      // An infinitive after a preposition is a topic (el delito de acosar), unless a sanction
      // names it as someone's (lo despidieron por acosar a una alumna).
      // Short verbs keep their endings under Snowball (echaron): they are read by root and ending.
      const isSanction = (j: number) => SANCTIONS.some((verb) => isVerbOf(words[j]!, originals[j]!, verb));
      const sanctioned = previous === "por" && around(i, i - 5, i - 2).some(isSanction);
      if (INFINITIVE.test(words[i]!) && PREPOSITIONS.has(previous) && !sanctioned) return null;
      // …unless the sentence names who: el que copió mi trabajo fue él.
      const cleft = /(?:^| )fue (el|ela|la|su|este|ese)(?= |$)/.test(
        around(i, i + 1, words.length - 1)
          .map((j) => words[j]!)
          .join(" "),
      );
      if (
        !cleft &&
        ANYONE_WHO.test(
          sentenceWords(i, i - 1)
            .slice(-3)
            .join(" "),
        )
      )
        return null;
      const next = around(i, i + 1, i + COMPLEMENT_REACH);
      if (next.slice(0, 3).some((j) => stemIn(act.notAfter, j))) return null;
      if (act.before.size === 0 && act.after.size === 0) return i;
      const pronoun = HABER.has(previous) ? previousOf(i - 1) : previous;
      if (stemsOfWord(pronoun, pronoun).some((stem) => act.before.has(stem))) return i;
      if (act.beforeWords.some((pronoun) => ENCLITIC_OF(pronoun).test(words[i]!))) return i;
      // The object may come first too (sobornos, eso es lo que acepta).
      return (
        next.find((j) => stemIn(act.after, j)) ?? around(i, i - 6, i - 1).find((j) => stemIn(act.after, j)) ?? null
      );
    };

    for (let i = 0; i < words.length; i++) {
      // A quotation, a surname (el profesor Roba, and at the start of a sentence, Ladrón de Guevara).
      if (
        quoted[i] ||
        isName(i) ||
        (/^\p{Lu}/u.test(originals[i]!) && (isName(i + 1) || (words[i + 1] === "de" && isName(i + 2))))
      )
        continue;
      const act = actOf(i);
      let form: WordForm | null = act ? formOf(words[i]!, originals[i]!.toLowerCase(), act.infinitive) : null;
      // Unaccented, "robo" after a pronoun or a person, or with the act's object, is the preterite
      // (me robo, el profe robo, acepto coimas), not the noun.
      const unaccentedPreterite = act && act.roots.some((root) => words[i] === `${root}o`);
      const afterArticleOrPreposition = DETERMINERS.has(previousOf(i)) || PREPOSITIONS.has(previousOf(i));
      const withObject =
        act &&
        act.after.size > 0 &&
        !afterArticleOrPreposition &&
        around(i, i + 1, i + COMPLEMENT_REACH).some((j) => stemIn(act.after, j));
      // …and so is one followed by its subject (los robo ella) or its object (plagio la mitad de su libro).
      const next = sameSentence(i, i + 1) ? words[i + 1]! : "";
      const subjectAfter =
        sameSentence(i, i + 1) && (subjectPronouns.has(next) || originals[i + 1]!.toLowerCase() === "él");
      // At the start of a sentence, before a bare plural (hurto equipos de la facultad), it is a verb too.
      const opensWithPlural = !sameSentence(i, i - 1) && /s$/.test(next) && !DETERMINERS.has(next) && next !== "es";
      const objectAfter = !afterArticleOrPreposition && (DETERMINERS.has(next) || next === "a" || opensWithPlural);
      const byPerson = CLITICS.has(previousOf(i)) || (sameSentence(i, i - 1) && isPerson(i - 1));
      if (form === "noun" && unaccentedPreterite && (byPerson || withObject || subjectAfter || objectAfter))
        form = "verb";
      // A listed doer is one whatever follows (el abusador de Cornejo), even of an act narrowed by its object.
      const listedAgent = stemIn(agentStems, i) && (!act || form === "agent" || agentWords.has(words[i]!));
      // A thief of sleep or of hearts is praise (una ladrona de sueño): what theft "of" is no theft.
      if (listedAgent && words[i + 1] === "de" && stemIn(theftHyperbole, i + 2)) continue;
      if (listedAgent) form = "agent";
      else if (!act && stemIn(deedStems, i)) form = "noun";
      if (!form) continue;
      let reach: number | null;
      if (form === "verb") reach = deedOfVerb(act!, i, subjectAfter);
      else if (
        !listedAgent &&
        act &&
        act.after.size > 0 &&
        !around(i, i + 1, i + COMPLEMENT_REACH).some((j) => stemIn(act.after, j))
      )
        reach = null;
      else reach = form === "agent" ? saidOfSomeone(i) : deedOfSomeone(i);
      if (reach === null || isTopic(i)) continue;
      return { start: Math.min(i, reach), end: Math.max(i, reach) };
    }
    return null;
  };
}
