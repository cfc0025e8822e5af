/**
 * Issue 15 item 3, writes: every action of `app/routes.ts` gets random and malicious form bodies
 * (every real intent and random ones, known and unknown fields, duplicated fields, missing fields,
 * wrong types, oversized fields, bytes that are not UTF-8, multipart and JSON bodies), first as a
 * visitor, then as a verified student and a moderator. Properties:
 * - never a 5xx, and no page shows injected markup unescaped (also the pages re-read after the writes);
 * - the visitor writes nothing that only an account may write (tables compared before and after);
 * - injected markup is stored only in columns that pages escape (text), never where a page writes HTML.
 * A failure prints the seed (`FUZZ_SEED=… npx vitest run tests/fuzz/post.test.ts` repeats it).
 */
import { readFileSync } from "node:fs";

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestApp, type TestApp } from "../support/app";
import { sourceFiles } from "../support/source-files";
import { rows } from "../support/students";
import { type Actor, fuzzActors } from "./actors";
import {
  acceptedText,
  expectSafeResponse,
  fieldName,
  fieldPairs,
  fuzzSettings,
  hostileText,
  STORED_MARKUP_PATTERN,
} from "./payloads";
import {
  fillPath,
  formVocabulary,
  type FuzzRoute,
  KNOWN_FIELD_NAMES,
  KNOWN_INTENTS,
  loadRoutes,
  paramNames,
  RAW_PATH_SEGMENTS,
  validParams,
} from "./routes";

/** Posts per action and actor: with ~25 actions and 3 actors, about a minute on a loaded machine. */
const RUNS_PER_ACTION = 15;

/**
 * Tables a visitor may write: accounts and their throttles (register, sign-in, password reset),
 * and the public forms (contact, institutions, newsletter). Everything else needs an account.
 */
const VISITOR_WRITABLE_TABLES = new Set([
  "user",
  "session",
  "account",
  "verification",
  "rate_limits",
  "user_profiles",
  "contact_messages",
  "institution_requests",
  "newsletter_subscriptions",
  "__drizzle_migrations",
]);

/**
 * The stored columns a page writes as HTML instead of text (`dangerouslySetInnerHTML`): only the
 * article body, sanitized on the server. A test below counts the uses, so a new one must be added here.
 * The one other inner HTML is markup the app builds itself with every value escaped: a select's
 * options (`selectMarkup`, lib/options.ts; its escaping is tested in tests/pages.test.ts).
 */
const COLUMNS_RENDERED_AS_HTML = new Set(["blog_posts.content"]);
/** An inner HTML of `selectMarkup`, however the formatter lays it out. */
const ESCAPED_MARKUP = /dangerouslySetInnerHTML=\{\{\s*__html:\s*selectMarkup\(/g;

let app: TestApp;
let actors: Actor[];
let valid: Record<string, string[]>;
let plausibleValues: string[];
const actionRoutes = loadRoutes().filter((route) => route.hasAction);
/** Every address posted to, read again as a page once the writes are done. */
const postedPaths = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
  actors = await fuzzActors(app, 20);
  valid = await validParams(app);
  // Values the forms expect, so that many bodies get past the first checks into the real work.
  const ids = await rows<{ value: string }>(
    app,
    sql`(SELECT id::text AS value FROM review_comments LIMIT 2) UNION ALL (SELECT id::text FROM university_life_comments LIMIT 2)
        UNION ALL (SELECT id::text FROM blog_post_comments LIMIT 2) UNION ALL (SELECT id::text FROM careers LIMIT 2)
        UNION ALL (SELECT id::text FROM "user" ORDER BY id LIMIT 2)`,
  );
  plausibleValues = [
    ...Object.values(valid).flat(),
    ...ids.map((row) => row.value),
    ...[
      "true",
      "false",
      "public",
      "anonymous",
      "1",
      "3",
      "5",
      "ELIMINAR",
      "dark",
      "light",
      "system",
      "spam",
      "otro",
      "es",
    ],
  ];
});
afterAll(() => app.close());

/** Every table with a checksum of its rows (those of accounts that existed before, for the account tables). */
async function tableChecksums(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    app,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    if (VISITOR_WRITABLE_TABLES.has(name) && name !== "user" && name !== "user_profiles") continue;
    const scope = VISITOR_WRITABLE_TABLES.has(name)
      ? sql` WHERE id IN (SELECT id FROM "user" WHERE created_at < ${visitorPassStart})`
      : sql``;
    const [row] = await rows<{ sum: string }>(
      app,
      sql`SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM ${sql.identifier(name)} t${scope}`,
    );
    sums[name] = row!.sum;
  }
  return sums;
}
let visitorPassStart: Date;

function pathValues(route: FuzzRoute): fc.Arbitrary<Record<string, string>> {
  const hostile = fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  );
  const entries = paramNames(route.pattern).map((name) => {
    const known = valid[name] ?? [];
    return [
      name,
      known.length > 0
        ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: hostile })
        : hostile,
    ] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

type Encoding = "urlencoded" | "raw-bytes" | "multipart" | "json" | "oversized";

/** A body of the given encoding with these fields (and the request headers it needs). */
function encodeBody(
  encoding: Encoding,
  fields: [string, string][],
): { body: BodyInit; headers: Record<string, string> } {
  switch (encoding) {
    case "urlencoded":
      return { body: new URLSearchParams(fields), headers: {} };
    case "raw-bytes": {
      // Percent-escapes that decode to bytes which are not UTF-8, or to NUL.
      const tail = ["%ED%A0%80", "%FF", "%00", "%C3", "%E2%80%AE"];
      return {
        body: `${new URLSearchParams(fields)}&comment=${tail.join("")}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      };
    }
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      form.append("adjunto", new Blob(["<script>"], { type: "text/html" }), "x.html");
      return { body: form, headers: {} };
    }
    case "json":
      return { body: JSON.stringify(Object.fromEntries(fields)), headers: { "Content-Type": "application/json" } };
    case "oversized":
      return { body: new URLSearchParams([...fields, ["comment", "x".repeat(70_000)]]), headers: {} };
  }
}

/** Bodies for one route: mostly its own fields and intents (so they reach its real work), sometimes anyone's. */
function bodies(route: FuzzRoute) {
  const own = formVocabulary(route.id);
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 2, arbitrary: fc.constantFrom(...plausibleValues) },
  );
  const anyIntent = fc.oneof(fc.constantFrom(...own.intents, ...KNOWN_INTENTS), hostileText);
  // Mostly one of the intents the action declares (none for "", as its form posts); otherwise
  // none, other routes' intents, random ones, or several (an array where one is expected).
  const declared = fc.constantFrom(...route.intents).map((intent) => (intent ? [intent] : []));
  return fc.record({
    intents: fc.oneof(
      { weight: 3, arbitrary: declared },
      { weight: 1, arbitrary: fc.array(anyIntent, { minLength: 0, maxLength: 3 }) },
    ),
    fields: fc.oneof(
      fieldPairs(fieldName(own.fieldNames.length > 0 ? own.fieldNames : KNOWN_FIELD_NAMES, KNOWN_FIELD_NAMES), value),
      // Every field of the route's forms once, with text a form accepts: a body shaped like a real
      // submission, which gets through to the write itself (and stores the markup probes).
      fc
        .tuple(...own.fieldNames.map(() => fc.oneof(acceptedText, fc.constantFrom(...plausibleValues))))
        .map((values) => own.fieldNames.map((name, index): [string, string] => [name, values[index]!])),
    ),
    encoding: fc.constantFrom<Encoding>(
      "urlencoded",
      "urlencoded",
      "urlencoded",
      "urlencoded",
      "raw-bytes",
      "multipart",
      "json",
      "oversized",
    ),
  });
}

async function fuzzAction(route: FuzzRoute, actorNames: Actor["name"][]) {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...actorNames),
      pathValues(route),
      bodies(route),
      async (actorName, values, { intents, fields, encoding }) => {
        const actor = actors.find((candidate) => candidate.name === actorName)!;
        const pathname = fillPath(route.pattern, values);
        const { body, headers } = encodeBody(encoding, [
          ...intents.map((intent): [string, string] => ["intent", intent]),
          ...fields,
        ]);
        const response = await actor.client.request(pathname, { method: "POST", body, headers });
        await expectSafeResponse(
          response,
          `${actor.name} POST ${pathname} (${encoding}) ${JSON.stringify({ intents, fields }).slice(0, 600)}`,
        );
        if (response.status < 400) postedPaths.add(pathname);
        await actor.renew?.();
      },
    ),
    fuzzSettings(RUNS_PER_ACTION * actorNames.length, `${route.id} ${actorNames.join(" ")}`),
  );
}

describe("POST to every action with hostile bodies", () => {
  it("finds the actions and their intents in the code", () => {
    expect(actionRoutes.length).toBeGreaterThan(15);
    for (const intent of [
      "crear",
      "editar",
      "eliminar",
      "me-gusta",
      "comentar",
      "privacidad",
      "eliminar-cuenta",
      "reenviar",
    ])
      expect(KNOWN_INTENTS).toContain(intent);
  });

  describe("as a visitor: nothing that needs an account is written", () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      visitorPassStart = new Date();
      before = await tableChecksums();
    });

    it.each(actionRoutes.map((route) => [route.pattern || "/", route] as const))("%s", (_, route) =>
      fuzzAction(route, ["visitante"]),
    );

    it("left every table that needs an account as it was", async () => {
      expect(await tableChecksums()).toEqual(before);
    });
  });

  describe("as a verified student and a moderator", () => {
    it.each(actionRoutes.map((route) => [route.pattern || "/", route] as const))("%s", (_, route) =>
      fuzzAction(route, ["estudiante", "moderador"]),
    );
  });

  it("stored injected markup only in columns that pages escape", async () => {
    const occurrences = (text: string, part: string | RegExp) => text.split(part).length - 1;
    const storedHtmlUses = sourceFiles("app").reduce((count, file) => {
      const text = readFileSync(file, "utf8");
      return count + occurrences(text, "dangerouslySetInnerHTML={") - occurrences(text, ESCAPED_MARKUP);
    }, 0);
    expect(storedHtmlUses).toBe(COLUMNS_RENDERED_AS_HTML.size);
    const columns = await rows<{ table: string; column: string }>(
      app,
      sql`SELECT table_name AS table, column_name AS column FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')`,
    );
    const holding: string[] = [];
    for (const { table, column } of columns) {
      const [found] = await rows<{ count: number }>(
        app,
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} LIKE ${STORED_MARKUP_PATTERN}`,
      );
      if (found!.count > 0) holding.push(`${table}.${column}`);
    }
    expect(holding.filter((column) => COLUMNS_RENDERED_AS_HTML.has(column))).toEqual([]);
    // The run wrote probes where students write (the check above had something to check).
    expect(holding.filter((column) => column !== "rate_limits.key").length).toBeGreaterThan(0);
    // The pages the writes landed on, read again by everyone: the stored probes are shown as text.
    for (const pathname of postedPaths) {
      for (const actor of actors)
        await expectSafeResponse(
          await actor.client.request(pathname),
          `${actor.name} GET ${pathname} después de las escrituras`,
        );
    }
  });
});
