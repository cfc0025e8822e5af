import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * Files whose outcome cannot depend on which PostgreSQL answers — the embedded one (PGlite) or a
 * server — so the PostgreSQL pass does not run them again: pure functions, what the HTTP layer does
 * before any query (headers, hostile URLs and bodies, redirects, the form reader), the markup and
 * weight of pages, crawls for leaks that read through the same SQL on both, and tests that bring
 * a database of their own. Everything that writes, counts, locks or runs in parallel runs twice.
 * tests/test-passes.test.ts checks that each file named here exists.
 */
export const PGLITE_PASS_ONLY = [
  "tests/env.test.ts",
  "tests/format.test.ts",
  "tests/wording.test.ts",
  "tests/docs-prose.test.ts",
  "tests/server-folders.test.ts",
  "tests/university-art.test.ts",
  "tests/html-validity.test.ts",
  "tests/page-weight.test.ts",
  "tests/react-router-document.test.ts",
  "tests/better-auth-internals.test.ts",
  "tests/info-pages.test.ts",
  "tests/seo.test.ts",
  "tests/privacy.test.ts",
  "tests/fuzz/get.test.ts",
  "tests/fuzz/post.test.ts",
  "tests/http/edge.test.ts",
  "tests/http/typed-text-in-forms.test.ts",
  "tests/http/hostile-requests.test.ts",
  "tests/http/redirects.test.ts",
  "tests/http/database-outage.test.ts",
  "tests/http/redis-data-loss.test.ts",
  "tests/db/demo-data.test.ts",
  // The screening is a pure function of the text: one pass measures it.
  "tests/screening.test.ts",
];

/** Unit tests of pure modules, beside them; they need no database, so only the first pass runs them. */
const UNIT_TESTS = "app/**/*.test.ts";

/** Integration tests against a real database and the built request handler, and the unit tests beside the app's pure modules. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts", UNIT_TESTS],
    exclude: process.env.TEST_DATABASE_URL ? [...PGLITE_PASS_ONLY, UNIT_TESTS] : [],
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    // Limits only catch a hang: on a loaded machine every test is slower, never wrong.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: "forks",
    maxWorkers: 2,
    // The server build is imported by Node as it is, not transformed again: a module as large as
    // the build, given an inline source map by the transform, makes the source-mapping of any error
    // thrown inside it overflow the regular expression stack that reads the map back.
    server: { deps: { external: [/\/build\/server\//] } },
  },
});
