/**
 * The rows of a posted study plan: read from the form (`filas[3].nombre`…), checked one by one, and
 * answered with each row's message under its field and every row as typed, so a refused send loses
 * nothing. Blank rows (no name, no credits) are left out; the selects alone do not make a row.
 */
import type { SubmissionResult } from "@conform-to/dom";

import {
  blankPlanRow,
  catalogNameProblem,
  PLAN_CATEGORIES,
  PLAN_CREDITS_RANGE,
  PLAN_MESSAGES,
  PLAN_ROW_FIELDS,
  planFieldName,
  type PlanRowField,
  type TypedPlanRow,
} from "~/lib/plan-form";
import { foldText } from "~/lib/search-text";
import { COURSE_YEAR_RANGE, type Semester, TERM_CHOICES } from "~/lib/study-plan";

/** A row that passed its own checks, with where it was in the form. */
export interface PlanRow {
  index: number;
  name: string;
  courseYear: number;
  semester: Semester;
  credits: number | null;
  category: (typeof PLAN_CATEGORIES)[number] | null;
  /** The student said it is not the near name the form asked about. */
  confirmedDifferent: boolean;
}

/** Posted indexes beyond this are ignored: a form shows far fewer rows, and reading stays bounded. */
const INDEX_LIMIT = 500;
const ROW_FIELD = /^filas\[(\d{1,3})\]\.([a-z]+)$/;

/** The posted rows in the order of their indexes, renumbered from 0, blank ones left out. */
export function typedPlanRows(formData: FormData): TypedPlanRow[] {
  const byIndex = new Map<number, TypedPlanRow>();
  for (const [key, value] of formData) {
    const match = ROW_FIELD.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    const field = PLAN_ROW_FIELDS.find((name) => name === match[2]);
    if (!field || index >= INDEX_LIMIT) continue;
    const row = byIndex.get(index) ?? blankPlanRow();
    // The first value of a field posted twice counts, as FormData.get reads it.
    if (row[field] === "") row[field] = value.trim();
    byIndex.set(index, row);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => row.nombre !== "" || row.creditos !== "");
}

/** How many rows the posted form showed, blank ones included (the highest row index posted, plus one). */
export function shownPlanRows(formData: FormData): number {
  let shown = 0;
  for (const key of formData.keys()) {
    const match = ROW_FIELD.exec(key);
    if (match && Number(match[1]) < INDEX_LIMIT) shown = Math.max(shown, Number(match[1]) + 1);
  }
  return shown;
}

export type RowErrors = Map<number, Partial<Record<PlanRowField, string>>>;

/** Each row checked on its own and against the rows before it: the good ones, and the messages of the others. */
export function checkPlanRows(rows: readonly TypedPlanRow[]): { valid: PlanRow[]; errors: RowErrors } {
  const valid: PlanRow[] = [];
  const errors: RowErrors = new Map();
  const firstRowOfName = new Map<string, number>();
  rows.forEach((row, index) => {
    const rowErrors: Partial<Record<PlanRowField, string>> = {};
    const name = row.nombre.replace(/\s+/g, " ");
    const nameProblem = catalogNameProblem(name);
    if (nameProblem) rowErrors.nombre = nameProblem;
    else {
      const earlier = firstRowOfName.get(foldText(name));
      if (earlier !== undefined) rowErrors.nombre = PLAN_MESSAGES.row.repeated(earlier + 1);
      else firstRowOfName.set(foldText(name), index);
    }
    const courseYear = Number(row.curso);
    const courseOk =
      /^\d$/.test(row.curso) && courseYear >= COURSE_YEAR_RANGE.min && courseYear <= COURSE_YEAR_RANGE.max;
    if (!courseOk) rowErrors.curso = PLAN_MESSAGES.row.courseMissing;
    const term = TERM_CHOICES.find((choice) => choice.id === row.periodo);
    if (!term) rowErrors.periodo = PLAN_MESSAGES.row.termMissing;
    const credits = parseCredits(row.creditos);
    if (credits === undefined) rowErrors.creditos = PLAN_MESSAGES.row.credits;
    const category =
      row.tipo === "" ? null : (PLAN_CATEGORIES.find((candidate) => candidate === row.tipo) ?? undefined);
    if (category === undefined) rowErrors.tipo = PLAN_MESSAGES.row.category;
    if (Object.keys(rowErrors).length > 0) {
      errors.set(index, rowErrors);
      return;
    }
    valid.push({
      index,
      name,
      courseYear,
      semester: term!.semester,
      credits: credits!,
      category: category!,
      confirmedDifferent: row.distinta === "on",
    });
  });
  return { valid, errors };
}

/** Credits as typed ("6", "4,5"): null when empty, undefined when not a number in range. */
function parseCredits(typed: string): number | null | undefined {
  if (typed === "") return null;
  if (!/^\d{1,2}(?:[.,]\d{1,2})?$/.test(typed)) return undefined;
  const value = Number(typed.replace(",", "."));
  return value >= PLAN_CREDITS_RANGE.min && value <= PLAN_CREDITS_RANGE.max ? value : undefined;
}

/** The reply a refused send carries: every row as typed, and each message under its field. */
export function planReply(rows: readonly TypedPlanRow[], errors: RowErrors = new Map()): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const field of PLAN_ROW_FIELDS) initialValue[planFieldName(index, field)] = row[field];
  });
  const error: Record<string, string[]> = {};
  for (const [index, rowErrors] of errors) {
    for (const [field, message] of Object.entries(rowErrors))
      error[planFieldName(index, field as PlanRowField)] = [message];
  }
  return { status: "error", initialValue, error };
}
