/**
 * The search's one ranking measured on what students type: each labelled query asks the top bar's
 * suggestions through HTTP, and its first result — the first suggestion of the kind the answer puts
 * first, the tab Explore opens on — must be the expected one. Prints the share right and the misses.
 * - tests/fixtures/search-queries.ts: the labelled set the search was built against; target 95 %.
 * - tests/fixtures/search-queries-held-out.ts: written without seeing the search or its tables and
 *   never used to tune it; its share is printed, not held to a target, so that it stays unseen.
 */
import { describe, expect, it } from "vitest";

import type { SearchSuggestions } from "~/lib/search";

import { LABELLED_QUERIES, type LabelledQuery } from "./fixtures/search-queries";
import { HELD_OUT_QUERIES } from "./fixtures/search-queries-held-out";
import { useTestApp } from "./support/app";

const TARGET = 0.95;

const { app } = useTestApp();

interface Outcome {
  query: LabelledQuery;
  right: boolean;
  got: string;
}

/** Whether the first result is the expected one: its kind, its name and, when said, its university. */
function judge(query: LabelledQuery, answer: SearchSuggestions): Outcome {
  const kind = answer.order[0];
  const first = kind ? answer.groups[kind][0] : undefined;
  if (!kind || !first) return { query, right: false, got: "(nada)" };
  const got = `${kind}: ${first.name} · ${first.context}`;
  const universityRight =
    !query.university ||
    (kind === "universidades"
      ? first.name === query.university
      : first.context.split(" · ").includes(query.university));
  return { query, right: kind === query.kind && first.name === query.name && universityRight, got };
}

/** Asks each query, and prints the share right and the misses. */
async function measure(label: string, queries: readonly LabelledQuery[]): Promise<number> {
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    const response = await app.request(`/buscar?q=${encodeURIComponent(query.q)}`);
    expect(response.status).toBe(200);
    outcomes.push(judge(query, (await response.json()) as SearchSuggestions));
  }
  const right = outcomes.filter((outcome) => outcome.right).length;
  const share = right / outcomes.length;
  const misses = outcomes.filter((outcome) => !outcome.right);
  console.log(
    [
      `Búsqueda, ${label}: primer resultado correcto en ${right} de ${outcomes.length} consultas (${(share * 100).toFixed(1)} %).`,
      ...misses.map(
        ({ query, got }) =>
          `  «${query.q}»: se esperaba ${query.kind}: ${query.name}${query.university ? ` · ${query.university}` : ""}; salió ${got}`,
      ),
    ].join("\n"),
  );
  return share;
}

describe("the first result of what students type", () => {
  it(`is the expected one for at least ${TARGET * 100} % of ${LABELLED_QUERIES.length} labelled queries`, async () => {
    expect(await measure(`conjunto etiquetado (objetivo ${TARGET * 100} %)`, LABELLED_QUERIES)).toBeGreaterThanOrEqual(
      TARGET,
    );
  });

  it(`is measured, every query answered, on ${HELD_OUT_QUERIES.length} held-out queries nobody tuned on`, async () => {
    expect(HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(80);
    await measure("conjunto reservado (sin ajustar)", HELD_OUT_QUERIES);
  });
});
