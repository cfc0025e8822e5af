/**
 * Hostile values for query strings, path parameters and form fields, and the checks on what comes
 * back. The markup probes carry a marker that no page contains, so finding the probe's markup in a
 * page means it was written unescaped.
 */
import fc from "fast-check";
import { expect } from "vitest";

/** The one seed of every fuzz run (FUZZ_SEED overrides it): a failure names it, and the run repeats exactly. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);

/**
 * fast-check's settings: a fixed number of runs (the time spent is bounded by count, never by a
 * clock) and a seed made of FUZZ_SEED and the property's name, so each route gets other values and
 * a failure repeats exactly (fast-check prints the seed and the failing case).
 */
export function fuzzSettings(numRuns: number, name: string): fc.Parameters<unknown> {
  let seed = FUZZ_SEED;
  for (const char of name) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return { seed, numRuns, endOnFailure: true };
}

const MARKER = "fuzzprobe7";

/** Markup that would run if a page wrote it unescaped. */
const MARKUP_PROBES = [
  `<script>alert("${MARKER}")</script>`,
  `"><img src=x onerror=alert("${MARKER}")>`,
  `'><svg onload=alert("${MARKER}")>`,
  `</textarea><script>alert("${MARKER}")</script>`,
  `javascript:alert("${MARKER}")`,
];

/** What the probes look like when they were written as markup (escaped text never contains these). */
const UNESCAPED_MARKUP = [
  `<script>alert("${MARKER}")`,
  `<img src=x onerror=alert("${MARKER}")`,
  `<svg onload=alert("${MARKER}")`,
];

/** The rendered probes in a body: each one is markup a page wrote unescaped. */
function unescapedProbes(body: string): string[] {
  return UNESCAPED_MARKUP.filter((probe) => body.includes(probe));
}

/** Whether stored text holds a probe's markup (a column a page might render as HTML must not). */
export const STORED_MARKUP_PATTERN = `%${MARKER}%`;

/** Attacks made of text a form accepts: they get past the form reader into the routes' own checks. */
const ACCEPTED_ATTACKS = [
  ...MARKUP_PROBES,
  "' OR '1'='1",
  "'; DROP TABLE reviews; --",
  "1; SELECT pg_sleep(0) --",
  '" OR 1=1 --',
  '%\' AND 1=0 UNION SELECT id, email FROM "user" --',
  "\u202Eevil\u202C",
  "\u200F\u200E\u061C",
  "\uFEFF",
  "\u2028\u2029",
  "🎓👩🏽‍🎓",
  "e\u0301\u0301\u0301",
  "../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "-1",
  "0",
  "1.5",
  "99999999999999999999999",
  "1e309",
  "NaN",
  "Infinity",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "mailto:a@b.c",
  "ELIMINAR",
  "",
  " ",
];

/** Attacks a form accepts, and the markup probes most often (what a real submission would carry). */
export const acceptedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...MARKUP_PROBES) },
  { weight: 1, arbitrary: fc.constantFrom(...ACCEPTED_ATTACKS) },
);

/** Text the form and query readers clean (control characters, lone surrogates, the replacement character). */
const MEANINGLESS_TEXT = ["\u0000", "a\u0000b", "\uD800", "x\uDC00y", "\uFFFD", "\u0085", "\r\n\t", "\u001B[31m"];

/**
 * One hostile text: mostly attacks a form accepts, at times text the readers clean or random
 * unicode (lone surrogates and control characters included), or a long run.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...ACCEPTED_ATTACKS) },
  { weight: 1, arbitrary: fc.constantFrom(...MEANINGLESS_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...MARKUP_PROBES), fc.integer({ min: 1, max: 3000 }))
      .map(([probe, times]) => probe.repeat(times)),
  },
);

/** A field name: one the code reads (usually) or an odd one. */
export function fieldName(
  knownNames: readonly string[],
  otherNames: readonly string[] = knownNames,
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...knownNames) },
    { weight: 1, arbitrary: fc.constantFrom(...otherNames) },
    { weight: 1, arbitrary: hostileText.filter((name) => name.length < 200) },
  );
}

/** A list of name/value pairs, names repeated at times (arrays where scalars are expected). */
export function fieldPairs(
  names: fc.Arbitrary<string>,
  values: fc.Arbitrary<string> = hostileText,
  maxLength = 6,
): fc.Arbitrary<[string, string][]> {
  return fc
    .array(fc.tuple(names, values), { maxLength })
    .chain((pairs) => fc.subarray(pairs).map((repeated) => [...pairs, ...repeated]));
}

/**
 * A query string: the pairs percent-encoded as a browser would, or raw bytes that are not UTF-8
 * (lone surrogate encodings, truncated sequences, bare `%`).
 */
export function queryString(knownNames: readonly string[]): fc.Arbitrary<string> {
  const encoded = fieldPairs(fieldName(knownNames)).map((pairs) => new URLSearchParams(pairs).toString());
  const rawBytes = fc
    .tuple(
      fc.constantFrom(...knownNames),
      fc.constantFrom("%ED%A0%80", "%FF%FE", "%E0%A4%A", "%", "%00", "%C0%AF", "%25%32%65"),
    )
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return fc
    .oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: rawBytes })
    .map((query) => (query ? `?${query}` : ""));
}

/** The check every response passes: no server error, and no probe written as markup into a page. */
export async function expectSafeResponse(response: Response, request: string): Promise<void> {
  const body = await response.text();
  expect(response.status, `${request} → ${response.status}\n${body.slice(0, 400)}`).toBeLessThan(500);
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) {
    expect(unescapedProbes(body), `${request}: marcado sin escapar en la página`).toEqual([]);
  }
}
