#!/usr/bin/env bash
# Project-local PostgreSQL cluster under .data/pg, on its own port.
#   scripts/pg.sh start     init (once) and start; idempotent
#   scripts/pg.sh stop      stop if running
#   scripts/pg.sh status    exit 0 when running
#   scripts/pg.sh createdb NAME   create database NAME if missing
#   scripts/pg.sh dropdb NAME     drop database NAME if it exists
#   scripts/pg.sh url [NAME]      print the connection URL
#   scripts/pg.sh crash     stop at once, as a power cut would (`pg_ctl -m immediate`; make soak's crash run)
# STEEKWERK_PG_PORT and STEEKWERK_PG_DATA choose another port and cluster folder (make soak runs its own).
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
data_dir=${STEEKWERK_PG_DATA:-$root/.data/pg}
socket_dir="$data_dir-socket"
log_file="$data_dir.log"
port=${STEEKWERK_PG_PORT:-54329}
db_user=steekwerk

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local candidate
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    [ -x "$candidate" ] && { echo "$candidate"; return; }
  done
  echo "PostgreSQL binary $name not found (install the postgresql package)" >&2
  exit 1
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_ctl_cmd() { as_owner "$(find_bin pg_ctl)" -D "$data_dir" "$@"; }

is_running() { [ -f "$data_dir/postmaster.pid" ] && pg_ctl_cmd status >/dev/null 2>&1; }

psql_cmd() { "$(find_bin psql)" -h 127.0.0.1 -p "$port" -U "$db_user" -v ON_ERROR_STOP=1 -qAt "$@"; }

init_cluster() {
  mkdir -p "$(dirname "$data_dir")" "$socket_dir"
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$(dirname "$data_dir")" "$socket_dir"
  fi
  if [ ! -f "$data_dir/PG_VERSION" ]; then
    echo "Creating the PostgreSQL cluster in $data_dir"
    as_owner "$(find_bin initdb)" -D "$data_dir" -U "$db_user" -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
    cat >>"$data_dir/postgresql.conf" <<CONF
# Steekwerk project-local settings
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$socket_dir'
default_toast_compression = 'lz4'
max_connections = 100
shared_buffers = 128MB
CONF
  fi
}

case "${1:-}" in
  start)
    init_cluster
    if is_running; then
      echo "PostgreSQL already running on port $port"
    else
      pg_ctl_cmd -l "$log_file" -w -t 60 start >/dev/null
      echo "PostgreSQL started on port $port"
    fi
    psql_cmd -d postgres -c "select 1" >/dev/null
    ;;
  stop)
    if is_running; then pg_ctl_cmd -m fast -w stop >/dev/null && echo "PostgreSQL stopped"; fi
    ;;
  crash)
    if is_running; then pg_ctl_cmd -m immediate -w stop >/dev/null && echo "PostgreSQL stopped at once"; fi
    ;;
  status)
    is_running
    ;;
  createdb)
    name=${2:?database name}
    if [ -z "$(psql_cmd -d postgres -c "select 1 from pg_database where datname = '$name'")" ]; then
      psql_cmd -d postgres -c "create database \"$name\""
    fi
    ;;
  dropdb)
    name=${2:?database name}
    PGOPTIONS=--client-min-messages=warning psql_cmd -d postgres -c "drop database if exists \"$name\" with (force)"
    ;;
  url)
    echo "postgres://$db_user@127.0.0.1:$port/${2:-steekwerk}"
    ;;
  *)
    echo "usage: $0 start|stop|crash|status|createdb NAME|dropdb NAME|url [NAME]" >&2
    exit 2
    ;;
esac
