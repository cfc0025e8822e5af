#!/usr/bin/env bash
# Load benchmark of the public pages on PostgreSQL with the synthetic dataset (see bench/README.md):
# build the checkout to measure, snapshot it, then bench/pages.ts from this checkout.
#
#   BENCH_APP_ROOT=/path/to/other/checkout   measure another checkout (e.g. an older commit), built
#                                            with its own `npm run build`; default this one
#   BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SCALE, BENCH_PG_URL   see bench/pages.ts
#
# The server runs from a private snapshot (server.ts + build/ copied, app/, seed/ and node_modules/
# linked), so another build in the checkout during the run (which empties build/ and renames the
# hashed assets) cannot break it.
set -uo pipefail
cd "$(dirname "$0")/.."
app_root="$(cd "${BENCH_APP_ROOT:-.}" && pwd)" || exit 1

export BENCH_PG_URL="${BENCH_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e '
  const pg = require("pg");
  const client = new pg.Client({ connectionString: process.env.BENCH_PG_URL, connectionTimeoutMillis: 3000 });
  client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
'; then
  echo "[bench] PostgreSQL no responde en ${BENCH_PG_URL}: el banco de pruebas lo necesita." >&2
  exit 1
fi

snapshot="$(mktemp -d "${TMPDIR:-/tmp}/uniopina-bench-app-XXXXXX")"
trap 'rm -rf "$snapshot"' EXIT

# Every /assets/… file the server bundle (its entry and its chunks) references must exist in the
# copied build: the client's, or the server's own chunks (the parts the pages load after their
# first script).
snapshot_is_consistent() {
  [[ -f "$snapshot/build/server/index.js" ]] || return 1
  local asset
  for asset in $(grep -oh '/assets/[A-Za-z0-9._-]*\.\(css\|js\)' "$snapshot"/build/server/*.js \
    "$snapshot"/build/server/assets/*.js | sort -u); do
    [[ -f "$snapshot/build/client$asset" || -f "$snapshot/build/server$asset" ]] || return 1
  done
}

for attempt in 1 2 3; do
  (cd "$app_root" && npm run build) || exit 1
  rm -rf "$snapshot/build"
  cp -R "$app_root/build" "$snapshot/build" 2>/dev/null
  snapshot_is_consistent && break
  if [[ "$attempt" == 3 ]]; then
    echo "[bench] build/ cambió mientras se copiaba (¿otro build en marcha?); vuelve a intentarlo." >&2
    exit 1
  fi
  echo "[bench] build/ cambió mientras se copiaba; se recompila." >&2
done
cp "$app_root/server.ts" "$app_root/package.json" "$app_root/tsconfig.json" "$snapshot/"
ln -s "$app_root/app" "$snapshot/app"
# The official data files the server loads at start (cut-off marks, degrees) live in seed/.
[[ -d "$app_root/seed" ]] && ln -s "$app_root/seed" "$snapshot/seed"
ln -s "$app_root/node_modules" "$snapshot/node_modules"

BENCH_APP_ROOT="$snapshot" node node_modules/tsx/dist/cli.mjs bench/pages.ts
