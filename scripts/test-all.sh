#!/usr/bin/env bash
# Runs every test suite against the real parts (wasm engine, PostgreSQL, Chromium) and ends with
# the line `N passed, N failed`. Starts the project's PostgreSQL if needed and stops it again after.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pg="$root/scripts/pg.sh"

started_pg=no
if ! "$pg" status; then
  "$pg" start
  started_pg=yes
fi
cleanup() { if [ "$started_pg" = yes ]; then "$pg" stop; fi; }
trap cleanup EXIT

"$pg" createdb steekwerk_test
# The e2e server starts from an empty database every run (users, rate limits and charts of earlier runs gone).
"$pg" dropdb steekwerk_e2e
"$pg" createdb steekwerk_e2e
export TEST_DATABASE_URL=$("$pg" url steekwerk_test)
export E2E_DATABASE_URL=$("$pg" url steekwerk_e2e)

node "$root/scripts/run-suites.mjs"
