#!/usr/bin/env bash
# The whole test suite: style, types, build, integration tests on PGlite (and on PostgreSQL when a server
# answers), then browser tests in Chromium. Prints one closing "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
status=0

step() { printf '\n=== %s\n' "$1"; }

step "Estilo y código sin usar (ESLint, Prettier, knip)"
# knip follows the route modules' imports of their generated types: generate them first.
node_modules/.bin/react-router typegen && node_modules/.bin/eslint . && node_modules/.bin/prettier --check --log-level warn . && node_modules/.bin/knip || exit 1

step "Tipos (react-router typegen + tsc)"
node_modules/.bin/react-router typegen && node_modules/.bin/tsc || exit 1

step "Compilación de producción"
npm run build > "$results_dir/build.log" 2>&1 || { cat "$results_dir/build.log"; exit 1; }

step "Integración sobre PGlite"
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/pglite.json" || status=1

pg_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$pg_url"; then
  step "Integración sobre PostgreSQL ($pg_url)"
  TEST_DATABASE_URL="$pg_url" node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/postgres.json" || status=1
else
  step "PostgreSQL no disponible en $pg_url: se omite la segunda pasada"
fi

step "Navegador (Chromium)"
node_modules/.bin/vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results_dir/e2e.json" || status=1

# Each failing test counts once; a file that fails without a failing test (it did not load, or a
# hook failed) counts as one failure. The failures are named again at the end, where a log cut to
# its last lines still shows them.
node -e '
const fs = require("fs");
const path = require("path");
let passed = 0;
const failures = [];
for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
  const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
  const pass = path.basename(f, ".json");
  passed += r.numPassedTests;
  for (const file of r.testResults) {
    const where = `[${pass}] ${path.relative(process.cwd(), file.name)}`;
    const failedTests = file.assertionResults.filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`${where} > ${t.fullName}\n    ${(t.failureMessages[0] ?? "").split("\n")[0]}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${where}\n    ${(file.message ?? "").split("\n")[0]}`);
  }
}
if (failures.length > 0) console.log(`\nFallos:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failures.length} failed`);
if (passed === 0) process.exit(1);
' "$results_dir" || status=1
exit $status
