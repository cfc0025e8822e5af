/**
 * The official cut-off marks of the Spanish public universities (data/notas-de-corte/ with its
 * README: source, attribution, known defects), matched to the catalog's careers. Pure functions
 * over the file and the catalog, so the tests check every rule on the real data.
 *
 * - A row belongs to the career that holds its register code at its university: an
 *   inter-university degree shares one code between universities, each with its own marks.
 * - The file names a university by its short name ("Autónoma de Madrid"): the catalog's name
 *   without "Universidad de" matches it, and the few written otherwise are listed below.
 * - `NA` is a year without a published mark (null), never a number.
 * - A centre with several marks in one year (campuses the source does not tell apart) keeps the
 *   lowest: the mark that gave a place at one of them.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseCsv } from "./csv";
import { foldUniversityName } from "./register-careers";

/** From the checkout, as the migrations are found (db/client.server.ts): the compiled server lives elsewhere. */
const DATA_FILE = path.resolve(process.cwd(), "seed/data/notas-de-corte/notas_de_corte_2016_2022.csv");

export interface CutoffRow {
  year: number;
  /** The university's short name as the file writes it. */
  university: string;
  centre: string;
  code: string;
  /** 5–14; null where the Ministry published none. */
  mark: number | null;
}

export interface CareerCodes {
  careerId: string;
  universityId: string;
  ructCodes: string[];
}

export interface CareerCutoff {
  careerId: string;
  centre: string;
  year: number;
  mark: number | null;
}

export interface CutoffMatchReport {
  rows: number;
  matchedRows: number;
  careersWithMarks: number;
  /** Short names no university of the catalog matched (their rows are left out). */
  unmatchedUniversities: string[];
  /** Rows whose code no career of that university holds (double degrees, renumbered codes, degrees the register extract lost). */
  rowsWithoutCareer: number;
  /** Distinct code and university pairs among those rows. */
  degreesWithoutCareer: number;
  /** Centre-year pairs with more than one row: the lowest mark kept. */
  repeatedCentreYears: number;
}

/** Short names whose catalog name is not "Universidad de" + the short name. */
const WRITTEN_OTHERWISE: Record<string, string> = {
  "A Coruña": "Universidade da Coruña",
  "Illes Balears (Les)": "Universitat de les Illes Balears",
  "Jaume I de Castellón": "Universitat Jaume I",
  "València (Estudi General)": "Universitat de València",
};

export function readCutoffFile(): { rows: CutoffRow[]; checksum: string } {
  const text = readFileSync(DATA_FILE, "utf8");
  const [header, ...lines] = parseCsv(text).filter((row) => row.length > 1);
  if (header?.join(",") !== "Year,University,Unit,Code,Degree,Cutoff,DegreeOnly")
    throw new Error("notas de corte: cabecera inesperada");
  const rows = lines.map(([year, university, unit, code, , cutoff]) => ({
    year: Number(year),
    university: university!,
    centre: unit!.replace(/\s+/g, " ").trim(),
    code: code!,
    mark: cutoff === "NA" ? null : Number(cutoff),
  }));
  return { rows, checksum: createHash("sha256").update(text).digest("hex") };
}

/** The catalog university each short name of the file names (only those that match). */
export function universitiesOfShortNames(
  shortNames: Iterable<string>,
  catalog: { id: string; name: string }[],
): Map<string, string> {
  const byName = new Map(catalog.map((university) => [foldUniversityName(university.name), university.id]));
  const matched = new Map<string, string>();
  for (const shortName of shortNames) {
    const candidates = WRITTEN_OTHERWISE[shortName]
      ? [foldUniversityName(WRITTEN_OTHERWISE[shortName])]
      : ["de ", "del ", ""].map((article) => foldUniversityName(`Universidad ${article}${shortName}`));
    const id = candidates.map((name) => byName.get(name)).find(Boolean);
    if (id) matched.set(shortName, id);
  }
  return matched;
}

export function matchCutoffMarks(
  rows: CutoffRow[],
  careers: CareerCodes[],
  universities: { id: string; name: string }[],
): { marks: CareerCutoff[]; report: CutoffMatchReport } {
  const shortNames = new Set(rows.map((row) => row.university));
  const universityOf = universitiesOfShortNames(shortNames, universities);
  const careerOf = new Map<string, string>();
  for (const career of careers)
    for (const code of career.ructCodes) careerOf.set(`${career.universityId}:${code}`, career.careerId);

  const marks = new Map<string, CareerCutoff>();
  const degreesWithoutCareer = new Set<string>();
  let matchedRows = 0;
  const repeated = new Set<string>();
  let rowsWithoutCareer = 0;
  for (const row of rows) {
    const universityId = universityOf.get(row.university);
    if (!universityId) continue;
    const careerId = careerOf.get(`${universityId}:${row.code}`);
    if (!careerId) {
      rowsWithoutCareer++;
      degreesWithoutCareer.add(`${universityId}:${row.code}`);
      continue;
    }
    matchedRows++;
    const key = `${careerId}:${row.centre}:${row.year}`;
    const kept = marks.get(key);
    if (!kept) {
      marks.set(key, { careerId, centre: row.centre, year: row.year, mark: row.mark });
      continue;
    }
    repeated.add(key);
    if (row.mark !== null && (kept.mark === null || row.mark < kept.mark)) kept.mark = row.mark;
  }
  const list = [...marks.values()];
  return {
    marks: list,
    report: {
      rows: rows.length,
      matchedRows,
      careersWithMarks: new Set(list.map((mark) => mark.careerId)).size,
      unmatchedUniversities: [...shortNames].filter((name) => !universityOf.has(name)).sort(),
      rowsWithoutCareer,
      degreesWithoutCareer: degreesWithoutCareer.size,
      repeatedCentreYears: repeated.size,
    },
  };
}
