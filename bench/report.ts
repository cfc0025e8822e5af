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

/** The targets of issue 10: anonymous pages near the static ceiling, everything else fast enough. */
export function verdict(row: Row, ceilingRequestsPerSecond: number): Verdict {
  const { p95, counted, requestsPerSecond } = row.load;
  switch (row.kind) {
    case "ceiling":
      return { target: "—", pass: null };
    case "warm":
      return { target: "≥ 50 % del techo, p95 < 50 ms", pass: counted > 0 && requestsPerSecond >= 0.5 * ceilingRequestsPerSecond && p95 < 50 };
    case "bypass":
    case "signed":
      return { target: "p95 < 250 ms", pass: counted > 0 && p95 < 250 };
    case "like":
      return { target: "p95 < 100 ms", pass: counted > 0 && p95 < 100 };
  }
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
  const ceilings = new Map(rows.filter((row) => row.kind === "ceiling").map((row) => [row.connections, row.load.requestsPerSecond]));
  const lines = [
    "| Conex. | Página | Modo | Estado | req/s | p50 (ms) | p95 (ms) | p99 (ms) | HTML bruto | HTML enviado | % techo | Objetivo | Resultado |",
    "|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const row of rows) {
    const ceiling = ceilings.get(row.connections) ?? Number.NaN;
    const { target, pass } = verdict(row, ceiling);
    const sent = `${kilobytes(row.probe.wireBytes)}${row.probe.encoding ? ` ${row.probe.encoding}` : ""}`;
    lines.push(
      `| ${row.connections} | ${row.page} | ${MODE_LABELS[row.kind]} | ${statusCell(row.load)} | ${integer(row.load.requestsPerSecond)} | ${integer(row.load.p50)} | ${integer(row.load.p95)} | ${integer(row.load.p99)} | ${kilobytes(row.probe.rawBytes)} | ${sent} | ${integer((100 * row.load.requestsPerSecond) / ceiling)} % | ${target} | ${pass === null ? "—" : pass ? "PASS" : "**FAIL**"} |`,
    );
  }
  return lines.join("\n");
}
