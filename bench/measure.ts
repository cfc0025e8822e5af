/**
 * One benchmark row: a few sequential requests to warm the page (and read its size), then
 * autocannon for BENCH_DURATION seconds, keeping the latency of every counted response so p95 is
 * exact (autocannon's own summary has no p95).
 */
import http from "node:http";
import zlib from "node:zlib";

import autocannon from "autocannon";

/** What a current browser sends: the server picks brotli or gzip like it does for real visitors. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };

export interface BenchRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** Bodies each connection sends in turn instead of `body` (the first one also warms the row up). */
  bodies?: string[];
  /** Which answers count as served: pages also count their redirects, the like only 2xx. */
  counts(status: number): boolean;
}

export interface Probe {
  status: number;
  /** Body bytes as sent (compressed when the server compressed it) and once decompressed. */
  wireBytes: number;
  rawBytes: number;
  encoding: string | null;
  /** The page cache's X-Cache header (absent before the cache existed, and on bypassed requests). */
  cache: string | null;
  body: Buffer;
}

export function probe(url: string, request: BenchRequest): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...BROWSER_HEADERS, ...request.headers };
    if (request.body !== undefined) headers["content-length"] = Buffer.byteLength(request.body);
    const outgoing = http.request(url, { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"] ?? null;
        const body =
          encoding === "br"
            ? zlib.brotliDecompressSync(wire)
            : encoding === "gzip"
              ? zlib.gunzipSync(wire)
              : encoding === "deflate"
                ? zlib.inflateSync(wire)
                : wire;
        const cache = response.headers["x-cache"];
        resolve({
          status: response.statusCode ?? 0,
          wireBytes: wire.length,
          rawBytes: body.length,
          encoding,
          cache: typeof cache === "string" ? cache : null,
          body,
        });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/**
 * Requests the page until it is served from the page cache by every worker (two hits in a row),
 * or a few times when it is not cacheable (or the server has no cache): the JIT and the database
 * buffers are warm, as they would be on a live site.
 */
export async function warmUp(url: string, request: BenchRequest, expectCached: boolean): Promise<Probe> {
  let last = await probe(url, request);
  let hitsInARow = 0;
  for (let attempt = 1; attempt < (expectCached ? 12 : 3); attempt++) {
    last = await probe(url, request);
    hitsInARow = last.cache === "hit" ? hitsInARow + 1 : 0;
    if (expectCached && (hitsInARow >= 2 || (last.cache === null && attempt >= 2))) break;
  }
  return last;
}

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  counted: number;
  /** Answers that did not count (e.g. a like refused), and requests that got none. */
  uncounted: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

function percentile(sorted: number[], quantile: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(quantile * sorted.length) - 1))]!;
}

export async function load(
  url: string,
  request: BenchRequest,
  connections: number,
  durationSeconds: number,
): Promise<Load> {
  const run = autocannon({
    url,
    connections,
    duration: durationSeconds,
    method: request.method,
    headers: { ...BROWSER_HEADERS, ...request.headers },
    body: request.body,
    ...(request.bodies ? { requests: request.bodies.map((body) => ({ body })) } : {}),
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let uncounted = 0;
  run.on("response", (_client, status, _bytes, responseTimeMs) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (request.counts(status)) latencies.push(responseTimeMs);
    else uncounted += 1;
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    counted: latencies.length,
    uncounted,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}
