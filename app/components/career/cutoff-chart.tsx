import { useId } from "react";

import { NO_CUTOFF_MARK } from "~/lib/cutoff-marks";
import { formatCutoff } from "~/lib/cutoff-marks";

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { left: 30, right: 18, top: 12, bottom: 24 };
const MIN_MARK = 5;
const MAX_MARK = 14;
/** The narrowest range of marks drawn: a change of a tenth should not look like a cliff. */
const MIN_SPAN = 2;

type YearMark = { year: number; mark: number | null };

/** The marks' range, in whole marks, at least MIN_SPAN wide and within 5–14. */
function markRange(marks: number[]): { low: number; high: number } {
  let low = Math.max(MIN_MARK, Math.floor(Math.min(...marks)));
  let high = Math.min(MAX_MARK, Math.ceil(Math.max(...marks)));
  if (high - low < MIN_SPAN) {
    high = Math.min(MAX_MARK, low + MIN_SPAN);
    low = Math.max(MIN_MARK, high - MIN_SPAN);
  }
  return { low, high };
}

/** Runs of consecutive years with a mark: a year without one breaks the line. */
function runs(points: { year: number; mark: number | null; x: number; y: number }[]) {
  const lines: { x: number; y: number }[][] = [];
  let current: { x: number; y: number }[] = [];
  for (const point of points) {
    if (point.mark === null) {
      if (current.length > 0) lines.push(current);
      current = [];
    } else current.push(point);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** The chart in words, for those who cannot see it: first and last mark, the highest, the years without one. */
function cutoffSummary(years: YearMark[]): string {
  const known = years.filter((entry): entry is { year: number; mark: number } => entry.mark !== null);
  if (known.length === 0) return "Ningún año tiene nota de corte publicada.";
  const words = (mark: number) => (mark <= NO_CUTOFF_MARK ? "sin nota de corte" : formatCutoff(mark));
  const first = known[0]!;
  const last = known.at(-1)!;
  const highest = known.reduce((top, entry) => (entry.mark > top.mark ? entry : top), first);
  const parts = [
    known.length === 1
      ? `${words(first.mark)} en ${first.year}`
      : `De ${words(first.mark)} en ${first.year} a ${words(last.mark)} en ${last.year}`,
  ];
  if (known.length > 2 && highest !== first && highest !== last)
    parts.push(`la más alta, ${formatCutoff(highest.mark)} en ${highest.year}`);
  const missing = years.filter((entry) => entry.mark === null).map((entry) => entry.year);
  if (missing.length > 0) parts.push(`sin dato en ${missing.join(", ")}`);
  const sentence = parts.join("; ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * Cut-off marks by year (a centre's, or a career's lowest) as a line drawn on the server: an SVG
 * image named by `title` and described by a summary in words; a page shows the numbers beside it.
 */
export function CutoffChart({ title, years }: { title: string; years: YearMark[] }) {
  const id = useId();
  const marks = years.flatMap((entry) => (entry.mark === null ? [] : [entry.mark]));
  if (marks.length < 2) return null;
  const { low, high } = markRange(marks);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = years.length > 1 ? plotWidth / (years.length - 1) : 0;
  // A tenth of a unit is finer than the screen draws: shorter numbers, a lighter page.
  const round = (value: number) => Math.round(value * 10) / 10;
  const yOf = (mark: number) => round(PAD.top + ((high - mark) / (high - low)) * plotHeight);
  const points = years.map((entry, index) => ({
    ...entry,
    x: round(PAD.left + index * step),
    y: entry.mark === null ? 0 : yOf(entry.mark),
  }));
  const ticks = Array.from({ length: high - low + 1 }, (_, index) => low + index).filter(
    (tick) => high - low <= 4 || (tick - low) % 2 === 0,
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full text-slate-600 dark:text-slate-400"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{cutoffSummary(years)}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={yOf(tick)}
            y2={yOf(tick)}
            className="stroke-slate-200 dark:stroke-slate-700"
            strokeWidth="1"
          />
          <text x={PAD.left - 6} y={yOf(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor">
            {tick}
          </text>
        </g>
      ))}
      {points.map((point) => (
        <text key={point.year} x={point.x} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="currentColor">
          {point.year}
        </text>
      ))}
      {runs(points).map((run) => (
        <polyline
          key={run[0]!.x}
          points={run.map((point) => `${point.x},${point.y}`).join(" ")}
          fill="none"
          strokeWidth="2.5"
          strokeLinejoin="round"
          className="stroke-brand-600 dark:stroke-brand-400"
        />
      ))}
      {points.map((point) =>
        point.mark === null ? null : (
          <circle key={point.year} cx={point.x} cy={point.y} r="3.5" className="fill-brand-600 dark:fill-brand-400" />
        ),
      )}
    </svg>
  );
}
