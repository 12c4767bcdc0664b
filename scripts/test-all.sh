#!/usr/bin/env bash
# Runs every test suite against the real parts (wasm engine, PostgreSQL, Chromium) and ends with the line
# `N passed, N failed, N skipped`. Starts the project's PostgreSQL if needed and stops it again after, before the
# summary is printed, so the summary stays the last thing on the screen.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pg="$root/scripts/pg.sh"

started_pg=no
if ! "$pg" status; then
  "$pg" start
  started_pg=yes
fi
cleanup() {
  if [ "$started_pg" = yes ]; then
    started_pg=no
    "$pg" stop
  fi
}
trap cleanup EXIT

"$pg" createdb steekwerk_test
# The e2e server starts from an empty database every run (users, rate limits and charts of earlier runs gone).
"$pg" dropdb steekwerk_e2e
"$pg" createdb steekwerk_e2e
export TEST_DATABASE_URL=$("$pg" url steekwerk_test)
export E2E_DATABASE_URL=$("$pg" url steekwerk_e2e)

summary=$(mktemp)
status=0
node "$root/scripts/run-suites.mjs" --summary-file "$summary" || status=$?
cleanup
if [ -s "$summary" ]; then
  cat "$summary"
else
  echo "(the test runner ended with exit status $status before writing its summary)"
  echo "0 passed, 1 failed, 0 skipped"
  [ "$status" -ne 0 ] || status=1
fi
rm -f "$summary"
exit "$status"
