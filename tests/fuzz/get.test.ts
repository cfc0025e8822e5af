/**
 * Issue 15 item 3, reads: every route of `app/routes.ts`, as a visitor, a verified student and a
 * moderator, with random and malicious path parameters and query strings, as a page and as its
 * `.data`. Never a 5xx, and a page never contains injected markup unescaped. A failure prints the
 * seed (`FUZZ_SEED=… npx vitest run tests/fuzz/get.test.ts` repeats it).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApp, type TestApp } from "../support/app";
import { type Actor, fuzzActors } from "./actors";
import { expectSafeResponse, fuzzSettings, hostileText, queryString } from "./payloads";
import {
  dataUrl,
  fillPath,
  type FuzzRoute,
  KNOWN_FIELD_NAMES,
  loadRoutes,
  paramNames,
  RAW_PATH_SEGMENTS,
  validParams,
} from "./routes";

/** Requests per route: with ~60 routes, about a minute on a loaded machine. */
const RUNS_PER_ROUTE = 12;

let app: TestApp;
let actors: Actor[];
let valid: Record<string, string[]>;
const routes = loadRoutes();

beforeAll(async () => {
  app = await startTestApp();
  actors = await fuzzActors(app, 0);
  valid = await validParams(app);
});
afterAll(() => app.close());

function pathValues(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const hostile = fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  );
  const entries = paramNames(route.pattern).map((name) => {
    const known = valid[name] ?? [];
    const value =
      known.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: hostile })
        : hostile;
    return [name, value] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

describe("GET of every route with hostile parameters", () => {
  it("reads the whole route table", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route) => [route.pattern || "/", route] as const))("%s", async (_, route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2),
        pathValues(route),
        queryString(KNOWN_FIELD_NAMES),
        fc.boolean(),
        async (actorIndex, values, query, asData) => {
          const actor = actors[actorIndex]!;
          const pathname = fillPath(route.pattern, values);
          const url = asData ? dataUrl(pathname, query) : `${pathname}${query}`;
          await expectSafeResponse(await actor.client.request(url), `${actor.name} GET ${url}`);
          await actor.renew?.();
        },
      ),
      fuzzSettings(RUNS_PER_ROUTE, route.id),
    );
  });
});
