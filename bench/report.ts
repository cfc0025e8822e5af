/** The benchmark's one table, with each row checked against its target (bench/README.md). */
import type { Load, Probe } from "./measure";

/** ceiling: the static page; warm: anonymous from the page cache; bypass: anonymous rendered per request. */
export type RowKind = "ceiling" | "warm" | "bypass" | "signed" | "like";

export interface Row {
  connections: number;
  page: string;
  path: string;
  kind: RowKind;
  probe: Probe;
  load: Load;
}

export const MODE_LABELS: Record<RowKind, string> = {
  ceiling: "estático (techo)",
  warm: "anónima, caché caliente",
  bypass: "anónima, sin caché",
  signed: "con sesión",
  like: "con sesión (POST)",
};

export interface Verdict {
  target: string;
  pass: boolean | null;
}

/**
 * What each kind of row must reach, relative to the same run's ceiling (the static file served by
 * the same server at the same connection level): a share of its req/s, and a p95 within a multiple
 * of its p95. A machine twice as fast or as slow moves the ceiling and the pages alike, so the
 * verdicts hold on any machine of the kind; the absolute figures stay in the table as information.
 * On the reference run (bench/README.md) the old absolute targets — p95 under 250 ms rendered,
 * 100 ms for the like, 50 ms from the cache at 50 connections — stood at about these ratios.
 */
export const TARGETS: Record<Exclude<RowKind, "ceiling">, { minShare: number; maxP95Multiple: number }> = {
  warm: { minShare: 0.5, maxP95Multiple: 2 },
  bypass: { minShare: 0.08, maxP95Multiple: 15 },
  signed: { minShare: 0.08, maxP95Multiple: 15 },
  like: { minShare: 0.15, maxP95Multiple: 5 },
};

/**
 * A signed-in page the server composed from the shared one (`X-Cache: composed`, decision record
 * 014) is held to a quarter of the ceiling: it renders only the reader's parts.
 */
const COMPOSED_TARGET = { minShare: 0.25, maxP95Multiple: 5 };

export function verdict(row: Row, ceiling: Load): Verdict {
  if (row.kind === "ceiling") return { target: "—", pass: null };
  const { minShare, maxP95Multiple } =
    row.kind === "signed" && row.probe.cache === "composed" ? COMPOSED_TARGET : TARGETS[row.kind];
  const { counted, requestsPerSecond, p95 } = row.load;
  return {
    target: `≥ ${Math.round(minShare * 100)} % del techo, p95 ≤ ${maxP95Multiple} × el del techo`,
    pass:
      counted > 0 && requestsPerSecond >= minShare * ceiling.requestsPerSecond && p95 <= maxP95Multiple * ceiling.p95,
  };
}

/** The ceiling row of each connection level. */
export function ceilingsOf(rows: Row[]): Map<number, Load> {
  return new Map(rows.filter((row) => row.kind === "ceiling").map((row) => [row.connections, row.load]));
}

const integer = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "—");
const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB`;

/** The most frequent counted status ("200", "302"…), with the number of answers that did not count. */
function statusCell(load: Load): string {
  const [main] = Object.entries(load.statuses).sort(([, a], [, b]) => b - a);
  const missing = load.uncounted + load.errors;
  return `${main?.[0] ?? "—"}${missing > 0 ? ` (+${integer(missing)} fallidas)` : ""}`;
}

export function markdownTable(rows: Row[]): string {
  const ceilings = ceilingsOf(rows);
  const lines = [
    "| Conex. | Página | Modo | Estado | req/s | p50 (ms) | p95 (ms) | p99 (ms) | HTML bruto | HTML enviado | % techo | p95 / techo | Objetivo | Resultado |",
    "|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const row of rows) {
    const ceiling = ceilings.get(row.connections)!;
    const { target, pass } = verdict(row, ceiling);
    const sent = `${kilobytes(row.probe.wireBytes)}${row.probe.encoding ? ` ${row.probe.encoding}` : ""}`;
    const multiple = (row.load.p95 / ceiling.p95).toLocaleString("en-US", { maximumFractionDigits: 1 });
    lines.push(
      `| ${row.connections} | ${row.page} | ${MODE_LABELS[row.kind]} | ${statusCell(row.load)} | ${integer(row.load.requestsPerSecond)} | ${integer(row.load.p50)} | ${integer(row.load.p95)} | ${integer(row.load.p99)} | ${kilobytes(row.probe.rawBytes)} | ${sent} | ${integer((100 * row.load.requestsPerSecond) / ceiling.requestsPerSecond)} % | ${multiple} × | ${target} | ${pass === null ? "—" : pass ? "PASS" : "**FAIL**"} |`,
    );
  }
  return lines.join("\n");
}
