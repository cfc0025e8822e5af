/**
 * The search's one ranking measured on what students type (tests/fixtures/search-queries.ts): each
 * labelled query asks the top bar's suggestions through HTTP, and its first result — the first
 * suggestion of the kind the answer puts first, the tab Explore opens on — must be the expected
 * one. Prints the share right per group of queries and overall; the target is 95 %.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SearchSuggestions } from "~/lib/search";

import { LABELLED_QUERIES, type LabelledQuery } from "./fixtures/search-queries";
import { startTestApp, type TestApp } from "./support/app";

const TARGET = 0.95;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

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
  const universityRight = !query.university || (kind === "universidades" ? first.name === query.university : first.context.split(" · ").includes(query.university));
  return { query, right: kind === query.kind && first.name === query.name && universityRight, got };
}

describe("the first result of what students type", () => {
  it(`is the expected one for at least ${TARGET * 100} % of ${LABELLED_QUERIES.length} labelled queries`, async () => {
    const outcomes: Outcome[] = [];
    for (const query of LABELLED_QUERIES) {
      const response = await app.request(`/buscar?q=${encodeURIComponent(query.q)}`);
      expect(response.status).toBe(200);
      outcomes.push(judge(query, (await response.json()) as SearchSuggestions));
    }
    const right = outcomes.filter((outcome) => outcome.right).length;
    const share = right / outcomes.length;
    const misses = outcomes.filter((outcome) => !outcome.right);
    console.log(
      [
        `Búsqueda: primer resultado correcto en ${right} de ${outcomes.length} consultas (${(share * 100).toFixed(1)} %; objetivo ${TARGET * 100} %).`,
        ...misses.map(({ query, got }) => `  «${query.q}»: se esperaba ${query.kind}: ${query.name}${query.university ? ` · ${query.university}` : ""}; salió ${got}`),
      ].join("\n"),
    );
    expect(share).toBeGreaterThanOrEqual(TARGET);
  });
});
