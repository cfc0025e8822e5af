#!/usr/bin/env bash
# Load benchmark of the main pages (see bench/README.md): build once, then bench/pages.ts for
# PGlite and, when the PostgreSQL server answers, for PostgreSQL.
#
#   BENCH_ONLY=pglite|postgres   run a single kind
#   BENCH_DURATION, BENCH_CONNECTIONS, BENCH_EXTRA_REVIEWS, BENCH_PG_URL   see bench/pages.ts
#
# The server runs from a private snapshot of build/ (server.ts + build/ copied, app/ and
# node_modules/ linked), so another `react-router build` in the checkout during the run (which
# empties build/ and renames the hashed assets) cannot break it.
set -uo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

snapshot="$(mktemp -d "${TMPDIR:-/tmp}/uniopina-bench-app-XXXXXX")"
trap 'rm -rf "$snapshot"' EXIT

# Every /assets/… file the server bundle references must exist in the copied client build.
snapshot_is_consistent() {
  [[ -f "$snapshot/build/server/index.js" ]] || return 1
  local asset
  for asset in $(grep -o '/assets/[A-Za-z0-9._-]*\.\(css\|js\)' "$snapshot/build/server/index.js" | sort -u); do
    [[ -f "$snapshot/build/client$asset" ]] || return 1
  done
}

for attempt in 1 2 3; do
  node_modules/.bin/react-router build || exit 1
  rm -rf "$snapshot/build"
  cp -R build "$snapshot/build" 2>/dev/null
  snapshot_is_consistent && break
  if [[ "$attempt" == 3 ]]; then
    echo "[bench] build/ cambió mientras se copiaba (¿otro build en marcha?); vuelve a intentarlo." >&2
    exit 1
  fi
  echo "[bench] build/ cambió mientras se copiaba; se recompila." >&2
done
cp server.ts package.json tsconfig.json "$snapshot/"
ln -s "$repo/app" "$snapshot/app"
ln -s "$repo/node_modules" "$snapshot/node_modules"
export BENCH_APP_ROOT="$snapshot"

export BENCH_PG_URL="${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
status=0

if [[ "${BENCH_ONLY:-pglite}" == "pglite" ]]; then
  node node_modules/tsx/dist/cli.mjs bench/pages.ts pglite || status=1
fi

if [[ "${BENCH_ONLY:-postgres}" == "postgres" ]]; then
  if node -e '
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.env.BENCH_PG_URL, connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
  '; then
    node node_modules/tsx/dist/cli.mjs bench/pages.ts postgres || status=1
  else
    echo "[bench] PostgreSQL no responde en ${BENCH_PG_URL}: se omite."
  fi
fi

exit "$status"
