/**
 * A study plan pasted as text, from a university's plan page or from a spreadsheet, read into rows
 * the student previews and corrects before sending them. It runs in the browser and on the server.
 *
 * A line is cut into cells (tabs; " | ", ";", " · " or a run of spaces) and each cell gives up what
 * it says of a subject: a code (dropped), the credits, the course year, the term and the category.
 * What is left is the name. A line that only names a course, a term or a category heads the rows
 * below it; one that only gives credits or a category («6 ECTS · Obligatoria») finishes the row above.
 */
import { COURSE_YEAR_RANGE } from "~/lib/study-plan";

export interface PastedRow {
  /** Trimmed, inner whitespace collapsed, without the codes, credits and terms read from its line. */
  name: string;
  courseYear: number | null;
  /** Semester 1, semester 2 or year-long; null when unknown. */
  term: "1" | "2" | "anual" | null;
  credits: number | null;
  category: "Formación básica" | "Obligatoria" | "Optativa" | "Prácticas externas" | "Trabajo Fin de Grado" | null;
}

type Term = NonNullable<PastedRow["term"]>;
type Category = NonNullable<PastedRow["category"]>;

/** What a cell or a line says of a subject besides its name. */
interface Fields {
  credits: number | null;
  courseYear: number | null;
  term: Term | null;
  category: Category | null;
}

/** More than any degree's plan has; the form applies its own, smaller limit. */
const MAX_ROWS = 200;
const CREDIT_RANGE = { min: 0.5, max: 90 } as const;

function noFields(): Fields {
  return { credits: null, courseYear: null, term: null, category: null };
}

/** Fills what `fields` lacks from `read`: the first mention of a field in a line wins. */
function keepFirst(fields: Fields, read: Partial<Fields>): void {
  fields.credits ??= read.credits ?? null;
  fields.courseYear ??= read.courseYear ?? null;
  fields.term ??= read.term ?? null;
  fields.category ??= read.category ?? null;
}

// ── Matching text ───────────────────────────────────────────────────────────────────────────────

/**
 * Lowercase without accents, one character for each, so that a match in the folded text is found at
 * the same place in the original and the name keeps its spelling.
 */
function fold(text: string): string {
  let folded = "";
  for (const char of text) {
    const plain = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    folded += plain.length === char.length ? plain : char;
  }
  return folded;
}

function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The words of folded text, for comparing with the word lists below ("nº" gives "n"). */
function plainWords(text: string): string[] {
  return fold(text).match(/[a-z]+/g) ?? [];
}

// `\b` knows no accented letter, hence these edges of a word.
const BEFORE = "(?<![\\p{L}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{N}])";

function bounded(source: string): RegExp {
  return new RegExp(`${BEFORE}(?:${source})${AFTER}`, "gu");
}

// ── Reading values ──────────────────────────────────────────────────────────────────────────────

const ORDINAL_WORDS: Partial<Record<string, number>> = {
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
  sexto: 6,
  septimo: 7,
  setimo: 7,
  octavo: 8,
  noveno: 9,
  decimo: 10,
};

const ROMAN_ONES = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"];

/** I to XXXIX, enough to number the courses and «ciclos» of a degree. */
function romanNumeral(text: string): number | null {
  const match = /^(x{0,3})(ix|iv|v?i{0,3})$/.exec(text);
  if (!text || !match) return null;
  return match[1].length * 10 + ROMAN_ONES.indexOf(match[2]);
}

/** "2", "2.º", "2do", "segundo" or "II" as 2. */
function ordinal(text: string): number | null {
  const digits = /^\d+/.exec(text);
  if (digits) return Number(digits[0]);
  return ORDINAL_WORDS[text] ?? romanNumeral(text);
}

function credits(text: string): Partial<Fields> | null {
  const value = Number(text.replace(",", "."));
  return value >= CREDIT_RANGE.min && value <= CREDIT_RANGE.max ? { credits: value } : null;
}

function courseYear(value: number | null): Partial<Fields> | null {
  if (value == null || !Number.isInteger(value)) return null;
  return value >= COURSE_YEAR_RANGE.min && value <= COURSE_YEAR_RANGE.max ? { courseYear: value } : null;
}

/** A Latin American «ciclo» is a semester counted through the degree: two make a course year. */
function cycle(value: number | null): Partial<Fields> | null {
  if (value == null || value < 1 || value > 2 * COURSE_YEAR_RANGE.max) return null;
  return { courseYear: Math.ceil(value / 2), term: value % 2 === 1 ? "1" : "2" };
}

/** Semesters 1 and 2 are a year's terms; a higher one is counted through the degree, like a «ciclo». */
function period(value: number | null): Partial<Fields> | null {
  if (value === 1) return { term: "1" };
  if (value === 2) return { term: "2" };
  return cycle(value);
}

// ── What a cell says ────────────────────────────────────────────────────────────────────────────

/** A code is dropped; a field (a value or a label such as "Carácter:") ends the name before it. */
type SpanKind = "code" | "field";

interface Extractor {
  pattern: RegExp;
  kind: SpanKind;
  read: (match: RegExpMatchArray) => Partial<Fields> | null;
}

const NUMBER = "(\\d{1,2}(?:[.,]\\d{1,2})?)";
const CREDIT_UNIT = "(?:ects|creditos?|cred|cr|cts)\\.?";
const ORDINAL_WORD = "primero|primer|segundo|tercero|tercer|cuarto|quinto|sexto|septimo|setimo|octavo|noveno|decimo";
/** An ordinal that cannot be a plain number: "1º", "1.º", "1er", "2do", "primer". */
const MARKED_ORDINAL = `(\\d{1,2}(?:\\s?\\.?\\s?[º°ª]|\\.?(?:ero|er|ro|do|to|vo|mo|no|o)\\.?)|${ORDINAL_WORD})`;
/** What follows "Curso", "Semestre" or "Ciclo": "2", "II", "primero". */
const COUNT = `(\\d{1,2}|[ivx]{1,4}|${ORDINAL_WORD})`;
const TERM_NOUN = "(?:semestre|cuatrimestre|cuatri)";
const YEAR_NOUN = "(?:curso|ano)";

const CODE_CATEGORIES: Partial<Record<string, Category>> = {
  fb: "Formación básica",
  ob: "Obligatoria",
  op: "Optativa",
  opt: "Optativa",
  pe: "Prácticas externas",
  tfg: "Trabajo Fin de Grado",
};

/** A field's name before its value ("Carácter: Obligatoria"), left behind once the value is read. */
const LABELS = "caracter|tipo|tipologia|naturaleza|duracion|periodo|modalidad|curso|ano|semestre|cuatrimestre";
const MORE_LABELS = "creditos|ects|codigo|cod";

function code(source: string): Extractor {
  return { pattern: bounded(source), kind: "code", read: () => ({}) };
}

/** `open` leaves the end of the match unbounded, for what ends in a letter-like "º" or ":". */
function field(source: string, read: Extractor["read"], open = false): Extractor {
  return { pattern: open ? new RegExp(`${BEFORE}(?:${source})`, "gu") : bounded(source), kind: "field", read };
}

/**
 * Words that cannot be part of a subject's name, read wherever they are. The order matters: credits
 * before terms ("Semestre 3 ECTS"), an ordinal with its noun before a bare number ("2.º curso 6").
 */
const EXTRACTORS: Extractor[] = [
  code("[a-z]{1,6}[-_]?\\d{2,7}[a-z]?|\\d{3,9}[a-z]?"),
  field(`${NUMBER}\\s?${CREDIT_UNIT}`, (match) => credits(match[1])),
  field(`${CREDIT_UNIT}\\s?:?\\s?${NUMBER}`, (match) => credits(match[1])),
  field("\\d{1,2}[.,]\\d{1,2}", (match) => credits(match[0])),
  field(`${MARKED_ORDINAL}\\s*${TERM_NOUN}`, (match) => period(ordinal(match[1]))),
  field(`${TERM_NOUN}\\s?:?\\s?${COUNT}`, (match) => period(ordinal(match[1]))),
  field(`(\\d{1,2})\\s?${TERM_NOUN}`, (match) => period(ordinal(match[1]))),
  field("anual(?:es)?", () => ({ term: "anual" })),
  field("([12])[cqs]|[sq]([12])", (match) => period(Number(match[1] ?? match[2]))),
  field(`${MARKED_ORDINAL}\\s*${YEAR_NOUN}`, (match) => courseYear(ordinal(match[1]))),
  field(`${YEAR_NOUN}\\s?:?\\s?${COUNT}`, (match) => courseYear(ordinal(match[1]))),
  field(`(\\d)\\s?${YEAR_NOUN}`, (match) => courseYear(ordinal(match[1]))),
  field(`${MARKED_ORDINAL}\\s*ciclo`, (match) => cycle(ordinal(match[1]))),
  field(`ciclo\\s?:?\\s?${COUNT}`, (match) => cycle(ordinal(match[1]))),
  // "1º" alone is a course year.
  field("(\\d)\\s?\\.?\\s?[º°]", (match) => courseYear(Number(match[1])), true),
  field("(fb|ob|opt?|pe|tfg)\\.?", (match) => ({ category: CODE_CATEGORIES[match[1]] })),
  field(`(?:${LABELS}|${MORE_LABELS})\\.?\\s?:`, () => ({}), true),
];

/**
 * Words that also make up names ("Matemática básica", "Segundo idioma", "Trabajo Fin de Grado"):
 * each counts when it is a cell of its own or comes after a field; a category that rarely ends a
 * name counts at its end too, when the line gives no other ("Fundamentos de Psicología Obligatoria 6").
 */
interface NameWord {
  pattern: RegExp;
  read: (match: RegExpMatchArray) => Partial<Fields> | null;
  countsAtNameEnd: boolean;
  /** A subject is called this, so a line of only these words is a name, not a category. */
  namesSubject: boolean;
}

const TFG_WORDS = "trabajo\\s+(?:de\\s+)?fin\\s+de\\s+(?:grado|carrera)|trabajo\\s+de\\s+grado";

function isCategory(category: Category): NameWord["read"] {
  return () => ({ category });
}

const NAME_WORDS: NameWord[] = [
  {
    pattern: bounded("formacion\\s+basica(?:\\s+de\\s+rama)?"),
    read: isCategory("Formación básica"),
    countsAtNameEnd: true,
    namesSubject: false,
  },
  {
    pattern: bounded("basic[ao]s?"),
    read: isCategory("Formación básica"),
    countsAtNameEnd: false,
    namesSubject: false,
  },
  {
    pattern: bounded("obligatori[ao]s?"),
    read: isCategory("Obligatoria"),
    countsAtNameEnd: true,
    namesSubject: false,
  },
  {
    pattern: bounded("(?:optativ|electiv)[ao]s?"),
    read: isCategory("Optativa"),
    countsAtNameEnd: true,
    namesSubject: true,
  },
  {
    pattern: bounded(TFG_WORDS),
    read: isCategory("Trabajo Fin de Grado"),
    countsAtNameEnd: false,
    namesSubject: true,
  },
  {
    pattern: bounded("practicas\\s+(?:academicas\\s+)?externas"),
    read: isCategory("Prácticas externas"),
    countsAtNameEnd: false,
    namesSubject: true,
  },
  {
    pattern: bounded("primero|segundo|tercero|cuarto|quinto|sexto|septimo|octavo"),
    read: (match) => courseYear(ordinal(match[0])),
    countsAtNameEnd: false,
    namesSubject: false,
  },
];

/** A single letter is a code only as a cell of its own: "A" in the name "Inglés A" is not «anual». */
const LETTER_CODES: Partial<Record<string, Partial<Fields>>> = {
  a: { term: "anual" },
  b: { category: "Formación básica" },
  o: { category: "Obligatoria" },
};

/** A cell's text, its folded twin and which of their characters were read as something else than the name. */
interface Cell {
  text: string;
  folded: string;
  taken: boolean[];
  spans: { start: number; end: number; kind: SpanKind }[];
}

interface NumberToken {
  start: number;
  end: number;
  value: number;
}

interface CellReading {
  cell: Cell;
  fields: Fields;
  /** Lone numbers read as fields: the credits when nothing else gave them, then the course and term. */
  numbers: number[];
  /** Lone numbers ending the name: the credits when nothing else gave them, else part of it ("Física 2"). */
  run: NumberToken[];
  /** The cell's text when it is both a category and a subject's name («Trabajo Fin de Grado»). */
  nameable: string | null;
}

function newCell(text: string): Cell {
  const folded = fold(text);
  return { text, folded, taken: new Array<boolean>(folded.length).fill(false), spans: [] };
}

function take(cell: Cell, start: number, end: number, kind: SpanKind): void {
  cell.taken.fill(true, start, end);
  cell.spans.push({ start, end, kind });
}

/** `source` (the cell's text or its folded twin) with what was read blanked out. */
function untaken(cell: Cell, source: string): string {
  return source.replace(/[\s\S]/g, (char, index: number) => (cell.taken[index] ? " " : char));
}

function loneNumbers(open: string): NumberToken[] {
  return [...open.matchAll(bounded("\\d{1,2}"))].map((match) => {
    const start = match.index ?? 0;
    return { start, end: start + match[0].length, value: Number(match[0]) };
  });
}

/**
 * Where the first field after the name starts (Infinity when none does): what follows a name is read
 * more boldly than what opens it. A lone number counts when `withNumbers`.
 */
function firstFieldAfterName(cell: Cell, withNumbers: boolean): number {
  const open = untaken(cell, cell.folded);
  const starts = cell.spans.filter((span) => span.kind === "field").map((span) => span.start);
  if (withNumbers) starts.push(...loneNumbers(open).map((token) => token.start));
  const afterName = starts.filter((start) => hasLetter(open.slice(0, start)));
  return afterName.length > 0 ? Math.min(...afterName) : Infinity;
}

function readExtractors(cell: Cell, fields: Fields): void {
  for (const { pattern, kind, read } of EXTRACTORS) {
    for (const match of untaken(cell, cell.folded).matchAll(pattern)) {
      const found = read(match);
      if (!found) continue;
      const start = match.index ?? 0;
      take(cell, start, start + match[0].length, kind);
      keepFirst(fields, found);
    }
  }
}

/** Reads the name words that count where they stand; returns the cell's text when it names a subject too. */
function readNameWords(cell: Cell, fields: Fields, multiCell: boolean): string | null {
  const afterField = firstFieldAfterName(cell, true);
  let nameable: string | null = null;
  for (const word of NAME_WORDS) {
    const open = untaken(cell, cell.folded);
    for (const match of open.matchAll(word.pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const alone = !/[\p{L}\p{N}]/u.test(`${open.slice(0, start)} ${open.slice(end)}`);
      const atNameEnd = hasLetter(open.slice(0, start)) && !hasLetter(open.slice(end));
      // A line of only «Trabajo Fin de Grado» is that subject; as a cell beside a name it is the category.
      const ownCell = alone && (multiCell || !word.namesSubject);
      // At the name's end only when nothing else gave the category: "Educación Secundaria Obligatoria 6 OB".
      const endsName = word.countsAtNameEnd && atNameEnd && fields.category == null;
      const counts = start > afterField || endsName || ownCell;
      const found = counts ? word.read(match) : null;
      if (!found) continue;
      take(cell, start, end, "field");
      keepFirst(fields, found);
      if (alone && word.namesSubject) nameable = cell.text;
    }
  }
  return nameable;
}

/** The lone numbers right before `end`, after some letters: "Física 2 6" ends its name with 2 and 6. */
function trailingRun(open: string, before: NumberToken[], end: number): NumberToken[] {
  const run: NumberToken[] = [];
  let limit = Math.min(end, open.length);
  for (const token of [...before].reverse()) {
    if (/[\p{L}\p{N}]/u.test(open.slice(token.end, limit))) break;
    run.unshift(token);
    limit = token.start;
  }
  return hasLetter(open.slice(0, limit)) ? run : [];
}

/** Takes the lone numbers after the first field (or all of a cell without letters); finds those ending the name. */
function readCellNumbers(cell: Cell): { numbers: number[]; run: NumberToken[] } {
  const open = untaken(cell, cell.folded);
  const tokens = loneNumbers(open);
  const fieldStart = hasLetter(open) ? firstFieldAfterName(cell, false) : -1;
  const after = tokens.filter((token) => token.start > fieldStart);
  for (const token of after) take(cell, token.start, token.end, "field");
  const before = tokens.filter((token) => token.start < fieldStart);
  return { numbers: after.map((token) => token.value), run: trailingRun(open, before, fieldStart) };
}

function readCell(text: string, multiCell: boolean): CellReading {
  const cell = newCell(text);
  const fields = noFields();
  const letterCode = multiCell ? LETTER_CODES[cell.folded.trim().replace(/\.$/, "")] : undefined;
  if (letterCode) {
    take(cell, 0, text.length, "field");
    return { cell, fields: { ...fields, ...letterCode }, numbers: [], run: [], nameable: null };
  }
  readExtractors(cell, fields);
  const nameable = readNameWords(cell, fields, multiCell);
  return { cell, fields, ...readCellNumbers(cell), nameable };
}

/**
 * Lone numbers of a line, in order: the largest is the credits unless the line gave them, then a
 * course year, then a term ("Anatomía\t6\t1\t2": 6 credits, first course, second semester).
 */
function assignNumbers(values: number[], fields: Fields): void {
  const rest = [...values];
  if (fields.credits == null && rest.length > 0) {
    const largest = rest.indexOf(Math.max(...rest));
    keepFirst(fields, credits(String(rest[largest])) ?? {});
    rest.splice(largest, 1);
  }
  for (const value of rest) {
    const year = fields.courseYear == null ? courseYear(value) : null;
    const term = !year && fields.term == null && (value === 1 || value === 2) ? period(value) : null;
    keepFirst(fields, year ?? term ?? {});
  }
}

/**
 * The numbers ending a name give the credits when nothing else did: the last one ("Física 2 6"),
 * the larger of two that fall ("Anatomía 6 1": 6 credits, first course), three as columns would.
 */
function readTrailingNumbers(cell: Cell, run: NumberToken[], fields: Fields): void {
  const [first, second] = run.slice(-2);
  const falling = run.length === 2 && first.value > second.value && first.value >= 3;
  const read = run.length >= 3 ? run.slice(-3) : falling && courseYear(second.value) ? run : run.slice(-1);
  for (const token of read) take(cell, token.start, token.end, "field");
  const values = read.map((token) => token.value);
  assignNumbers(values, fields);
}

// ── Spreadsheet columns ─────────────────────────────────────────────────────────────────────────

type ColumnKind = "code" | "category" | "credits" | "term" | "cycle" | "courseYear" | "name" | "subjectGroup" | "other";

function wordList(list: string): string[] {
  return list.split(" ");
}

/** The words of a column header, by the column they name; the first that matches a cell wins. */
const COLUMN_WORDS: [ColumnKind, string[]][] = [
  ["code", wordList("codigo cod clave ref id")],
  ["category", wordList("tipo caracter tipologia naturaleza clase")],
  ["credits", wordList("creditos credito ects cr cred cts")],
  ["term", wordList("semestre cuatrimestre periodo temporalidad duracion imparticion")],
  ["cycle", wordList("ciclo")],
  ["courseYear", wordList("curso ano nivel")],
  ["name", wordList("asignatura asignaturas nombre denominacion unidad curricular descripcion")],
  // In a Spanish plan a «materia» groups subjects; it is the subject only when no column says so.
  ["subjectGroup", wordList("materia materias")],
  ["other", wordList("modulo horas departamento area grupo observaciones guia docente profesorado mencion n num")],
];

const COLUMN_KINDS = new Map(COLUMN_WORDS.flatMap(([kind, words]) => words.map((word) => [word, kind] as const)));
const CONNECTORS = new Set(wordList("de del la el los las y e o en por academico lectivo"));

function columnKind(cell: string): ColumnKind {
  const words = plainWords(cell);
  return COLUMN_WORDS.find(([, vocabulary]) => words.some((word) => vocabulary.includes(word)))?.[0] ?? "other";
}

/** A line of only column names ("Asignatura\tCréditos\tCurso"): which column is which, else null. */
function readColumnHeader(cells: string[]): ColumnKind[] | null {
  const words = cells.flatMap(plainWords);
  if (words.length < 2 || cells.some((cell) => /\d/.test(cell))) return null;
  if (!words.every((word) => COLUMN_KINDS.has(word) || CONNECTORS.has(word))) return null;
  const kinds = cells.map(columnKind);
  const group = kinds.indexOf("subjectGroup");
  if (!kinds.includes("name") && group >= 0) kinds[group] = "name";
  return kinds;
}

/** A cell under a known column: a bare number means what the column says ("1" under «Semestre»). */
function readColumnValue(text: string, kind: ColumnKind): Partial<Fields> {
  const folded = fold(text).trim();
  const plain = /^(\d{1,2})(?:\s?\.?\s?[º°ª])?$/.exec(folded);
  const count = plain ? Number(plain[1]) : (ORDINAL_WORDS[folded] ?? romanNumeral(folded));
  const direct: Partial<Record<ColumnKind, Partial<Fields> | null>> = {
    credits: /^\d{1,2}(?:[.,]\d{1,2})?$/.test(folded) ? credits(folded) : null,
    courseYear: courseYear(count),
    term: period(count),
    cycle: cycle(count),
  };
  if (kind === "code" || kind === "other" || kind === "subjectGroup") return {};
  return direct[kind] ?? readCell(text, true).fields;
}

// ── A line ──────────────────────────────────────────────────────────────────────────────────────

// "·" only between spaces: Catalan writes it inside words ("col·laboració").
const CELL_BREAK = /\s*[|;]\s*|\s+[·•]\s+|^[·•]\s*| {2,}/;

function splitCells(line: string): { cells: string[]; tabbed: boolean } {
  if (line.includes("\t")) {
    const cells = line.split("\t").map((cell) => cell.trim());
    while (cells.length > 0 && !cells[cells.length - 1]) cells.pop();
    return { cells, tabbed: true };
  }
  return {
    cells: line
      .split(CELL_BREAK)
      .map((cell) => cell.trim())
      .filter(Boolean),
    tabbed: false,
  };
}

/** A numeral kept uppercase in a sentence-cased name: "Anatomía humana II". */
const ROMAN_WORD = /^(?:x{0,3})(?:ix|iv|v?i{0,3})$/;
/** Proper nouns a plan's names often carry, kept capitalized when a name is sentence-cased. */
const PROPER_NOUNS = new Set(["espana", "europa", "america", "latinoamerica", "iberoamerica", "hispanoamerica"]);

/** A name in capitals ("ANATOMÍA HUMANA I") as a sentence ("Anatomía humana I"); short acronyms stay. */
function sentenceCase(name: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}{4}/u.test(name)) return name;
  const lower = name.replace(/\p{L}+/gu, (word) => {
    const folded = fold(word);
    if (ROMAN_WORD.test(folded)) return word;
    const lowered = word.toLowerCase();
    return PROPER_NOUNS.has(folded) ? lowered.charAt(0).toUpperCase() + lowered.slice(1) : lowered;
  });
  return lower.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** What is left of a line once its fields are read, as a name: no empty brackets, numbering or edge punctuation. */
function cleanName(raw: string): string {
  const name = raw
    .replace(/[([{][^\p{L}\p{N}]*[)\]}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\d{1,2}[.)]\s+/, "")
    .replace(/^[^\p{L}\p{N}¿¡"«(]+|[^\p{L}\p{N}).?!"»]+$/gu, "");
  return sentenceCase(name);
}

/** Names that are a category too: «Trabajo Fin de Grado», «Prácticas externas», «Optativa I». */
const NAMED_CATEGORIES: [RegExp, Category][] = [
  [/^trabajo (?:de )?fin de (?:grado|carrera)|^trabajo de grado/, "Trabajo Fin de Grado"],
  [/^practicas (?:academicas )?externas/, "Prácticas externas"],
  [/^(?:optativ|electiv)[ao]s?(?![a-z])/, "Optativa"],
];

function categoryNamedBy(name: string): Category | null {
  const folded = fold(name).replace(/\s+/g, " ");
  return NAMED_CATEGORIES.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

interface LineReading {
  fields: Fields;
  name: string;
}

function readLine(cells: string[], tabbed: boolean, columns: ColumnKind[] | null): LineReading {
  const multiCell = cells.filter(Boolean).length > 1;
  const mapped = tabbed && columns && cells.length <= columns.length ? columns : null;
  const fields = noFields();
  const numbers: number[] = [];
  const pieces: (string | CellReading)[] = [];
  const readings: CellReading[] = [];
  let nameable: string | null = null;
  cells.forEach((text, index) => {
    const kind = mapped?.[index];
    if (!text) return;
    if (kind === "name") pieces.push(text);
    else if (kind) keepFirst(fields, readColumnValue(text, kind));
    else {
      const reading = readCell(text, multiCell);
      keepFirst(fields, reading.fields);
      readings.push(reading);
      numbers.push(...reading.numbers);
      nameable ??= reading.nameable;
      pieces.push(reading);
    }
  });
  assignNumbers(numbers, fields);
  // A spreadsheet's cell is all name: "Física 2" in its own cell keeps its 2.
  const withRun = readings.find((reading) => reading.run.length > 0);
  if (fields.credits == null && !tabbed && withRun) readTrailingNumbers(withRun.cell, withRun.run, fields);
  const texts = pieces.map((piece) => (typeof piece === "string" ? piece : untaken(piece.cell, piece.cell.text)));
  let name = cleanName(texts.join(" "));
  if (letterCount(name) < 2 && nameable) name = cleanName(nameable);
  fields.category ??= categoryNamedBy(name);
  return { fields, name };
}

// ── Lines that are not subjects ─────────────────────────────────────────────────────────────────

const HEADING_WORDS = wordList("total totales subtotal suma plan estudios asignaturas materias grado");
const NOISE_WORDS = new Set([...COLUMN_KINDS.keys(), ...CONNECTORS, ...HEADING_WORDS]);

/** A name of only words like "Créditos", "Total" or "Asignaturas de": what is left of a heading. */
function isNoise(name: string): boolean {
  return plainWords(name)
    .filter((word) => word.length > 1)
    .every((word) => NOISE_WORDS.has(word));
}

/** Totals and the page's own headings, whose courses and credits belong to no subject. */
const TOTALS = "(?:sub)?total(?:es)?|suma";
const PAGE_TITLES = "plan de estudios|(?:doble )?grado en|master en|curso academico";
const PAGE_HEADING = new RegExp(`^(?:${TOTALS}|${PAGE_TITLES})(?![a-z])`);

function isPageHeading(line: string): boolean {
  return PAGE_HEADING.test(fold(line).replace(/^[^a-z0-9]+/, ""));
}

const HEADING_CATEGORIES: Partial<Record<string, Category>> = {
  "formacion basica": "Formación básica",
  basicas: "Formación básica",
  obligatorias: "Obligatoria",
  optativas: "Optativa",
  electivas: "Optativa",
};

const HEADING_GROUP = "(?:(?:asignaturas|materias|creditos|modulo|bloque) (?:de )?(?:caracter )?)?";
const CATEGORY_HEADING = new RegExp(`^${HEADING_GROUP}(${Object.keys(HEADING_CATEGORIES).join("|")})$`);

/** A line heading subjects by their category: "Optativas", "Asignaturas de formación básica (60 ECTS)". */
function readCategoryHeading(line: string): Category | null {
  const words = fold(line)
    .replace(/\([^)]*\)/g, " ")
    .replace(/\d+(?:[.,]\d+)?\s*(?:ects|creditos?|cr)\.?/g, " ")
    .match(/[a-z]+/g);
  const match = CATEGORY_HEADING.exec(words?.join(" ") ?? "");
  return match ? (HEADING_CATEGORIES[match[1]] ?? null) : null;
}

// ── The plan ────────────────────────────────────────────────────────────────────────────────────

interface Context {
  /** Set by the headings above the current line. */
  courseYear: number | null;
  term: Term | null;
  category: Category | null;
  columns: ColumnKind[] | null;
  /** The row read from the line before, which a line of details may finish. */
  last: { fields: Fields; row: PastedRow } | null;
}

const FIELD_NAMES = ["credits", "courseYear", "term", "category"] as const;

/** A nameless line's fields fill what the row above lacks; false when they fill nothing. */
function finishRow(last: { fields: Fields; row: PastedRow }, details: Fields): boolean {
  const missing = FIELD_NAMES.filter((key) => last.fields[key] == null && details[key] != null);
  const filled = Object.fromEntries(missing.map((key) => [key, details[key]]));
  Object.assign(last.fields, filled);
  Object.assign(last.row, filled);
  return missing.length > 0;
}

/**
 * A line without a name finishes the row above it when it gives its credits or category under the
 * subject's name («6 ECTS · Obligatoria · 2.º semestre»); otherwise a course or a term in it heads
 * the rows below («Primer curso (60 ECTS)», «Segundo cuatrimestre»).
 */
function readNamelessLine(fields: Fields, context: Context): void {
  const onlyCredits = fields.credits != null && fields.courseYear == null && fields.term == null;
  const details = fields.category != null || onlyCredits;
  if (details && context.last && finishRow(context.last, fields)) return;
  if (fields.courseYear == null && fields.term == null) return;
  if (fields.courseYear != null) Object.assign(context, { courseYear: fields.courseYear, term: null, category: null });
  if (fields.term != null) context.term = fields.term;
  context.last = null;
}

function readRow(line: string, context: Context, defaults: Pick<Fields, "courseYear" | "term">): PastedRow | null {
  const { cells, tabbed } = splitCells(line);
  const columns = readColumnHeader(cells);
  const heading = columns ? null : readCategoryHeading(line);
  if (columns || heading) {
    if (columns && cells.length > 1) context.columns = columns;
    if (heading) context.category = heading;
    context.last = null;
    return null;
  }
  // A line without a letter ("60", "6 | 6", "-----") heads nothing: its numbers could be anything.
  if (!hasLetter(line) || isPageHeading(line)) return null;
  const { fields, name } = readLine(cells, tabbed, context.columns);
  if (isNoise(name) || letterCount(name) < 2) {
    readNamelessLine(fields, context);
    return null;
  }
  const row: PastedRow = {
    name,
    courseYear: fields.courseYear ?? context.courseYear ?? defaults.courseYear,
    term: fields.term ?? context.term ?? defaults.term,
    credits: fields.credits,
    category: fields.category ?? context.category,
  };
  context.last = { fields, row };
  return row;
}

interface PlanDefaults {
  courseYear?: number | null;
  term?: PastedRow["term"];
}

/**
 * The subjects of a pasted study plan, at most 200. `defaults` give the course year and term of the
 * rows that state none and have no heading above them.
 */
export function parsePastedPlan(text: string, defaults: PlanDefaults = {}): PastedRow[] {
  const context: Context = { courseYear: null, term: null, category: null, columns: null, last: null };
  const fallbackYear = courseYear(defaults.courseYear ?? null)?.courseYear ?? null;
  const fallback = { courseYear: fallbackYear, term: defaults.term ?? null };
  const rows: PastedRow[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (rows.length >= MAX_ROWS) break;
    // Spaces only: a spreadsheet row may start or end with an empty cell, and its tabs say which.
    const line = raw
      .replace(/[\u00a0\u2007\u202f]/g, " ")
      .replace(/[\u200b\ufeff]/g, "")
      .replace(/^ +| +$/g, "");
    if (!line.trim()) continue;
    const row = readRow(line, context, fallback);
    if (row) rows.push(row);
  }
  return rows;
}
