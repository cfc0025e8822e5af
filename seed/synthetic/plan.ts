/**
 * How much synthetic data a scale asks for (see README.md in this folder). Every count is the
 * full-scale count times SYNTHETIC_SCALE, rounded, and at least 1, so a tiny scale still builds a
 * complete (small) country.
 */
import type { SQL } from "drizzle-orm";

/** A named group of statements of the generation, timed together. */
export interface Step {
  label: string;
  statements: SQL[];
}

/** Counts at SYNTHETIC_SCALE=1 (a national-scale site). Reviews include the students' own. */
const FULL_SCALE = {
  universities: 200,
  careers: 15_000,
  subjects: 300_000,
  professors: 150_000,
  students: 50_000,
  reviews: 3_000_000,
  posts: 500_000,
} as const;

export type SyntheticPlan = { scale: number } & { [Count in keyof typeof FULL_SCALE]: number };

/** The embedded database runs in one WebAssembly process: above this scale it would take hours. */
export const PGLITE_MAX_SCALE = 0.01;

export function syntheticPlan(scale: number): SyntheticPlan {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100)
    throw new Error(`SYNTHETIC_SCALE debe ser un número mayor que 0 y como mucho 100 (es ${scale}).`);
  const counts = Object.fromEntries(
    Object.entries(FULL_SCALE).map(([name, full]) => [name, Math.max(1, Math.round(full * scale))]),
  );
  return { scale, ...(counts as { [Count in keyof typeof FULL_SCALE]: number }) };
}

/** SYNTHETIC_SCALE as written in the environment; unset or empty means 1. */
export function parseScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`SYNTHETIC_SCALE debe ser un número (es "${raw}").`);
  return value;
}
