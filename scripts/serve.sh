#!/usr/bin/env bash
# Serves the built app and /nl/ajax from one process at http://localhost:${PORT:-8080}/nl.
# Starts the project's PostgreSQL when it is not running, creates the database, runs the migrations and the
# catalogue import first.
# Ctrl-C stops the server and, if this script started it, the project's PostgreSQL.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pg="$root/scripts/pg.sh"

started_pg=no
if ! "$pg" status; then
  "$pg" start
  started_pg=yes
fi
export PORT=${PORT:-8080}
# The development outbox (/nl/email) shows every mail the app sends; only this local server turns it on.
export SHOW_OUTBOX=${SHOW_OUTBOX:-true}

server_pid=
stop() {
  trap - INT TERM EXIT
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ "$started_pg" = yes ]; then "$pg" stop; fi
}
trap stop INT TERM EXIT

project_url=$("$pg" url steekwerk)
export DATABASE_URL=${DATABASE_URL:-$project_url}
if [ "$DATABASE_URL" = "$project_url" ]; then "$pg" createdb steekwerk; fi
node "$root/api/dist/cli/migrate.js"
# The brand palettes of the catalogue; writes nothing when the files were imported before.
node "$root/api/dist/cli/catalogue-import.js"

node "$root/api/dist/main.js" &
server_pid=$!
echo "Steekwerk: http://localhost:$PORT/nl  (Ctrl-C stops)"
wait "$server_pid"
