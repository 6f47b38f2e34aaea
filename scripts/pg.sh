#!/usr/bin/env bash
# A private PostgreSQL cluster for development and tests, kept under .data/.
#
#   scripts/pg.sh start        start it (initialising it the first time)
#   scripts/pg.sh url [DB]     start it, create DB if missing, print its URL
#   scripts/pg.sh stop         stop it
#   scripts/pg.sh status       say whether it runs
#
# Works as a normal user and as root (PostgreSQL refuses to run as root, so
# root runs the cluster as the `postgres` system user). Installs Debian's
# PostgreSQL when no server binaries are found and apt is usable.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE_DIR="$ROOT/.data"
PORT_FILE="$STATE_DIR/pg.port"
FIRST_PORT="${PORTAL_PG_PORT:-55432}"

log() { echo "[pg] $*" >&2; }

find_bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" ]]; then echo "$dir"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  return 1
}

ensure_binaries() {
  if BINDIR="$(find_bindir)"; then return; fi
  if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    log "installing PostgreSQL from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    BINDIR="$(find_bindir)" && return
  fi
  log "no PostgreSQL server binaries found: install PostgreSQL (Debian: apt-get install postgresql) or set DATABASE_URL"
  exit 1
}

# As root, everything runs as `postgres`, which must be able to reach the data folder.
as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

choose_data_dir() {
  DATA_DIR="$STATE_DIR/pg"
  if [[ "$(id -u)" -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    mkdir -p "$STATE_DIR"
    # A checkout under a private home (e.g. /root) is not reachable by `postgres`.
    if ! runuser -u postgres -- test -x "$STATE_DIR"; then
      DATA_DIR="/var/tmp/portal-pg-$(echo -n "$ROOT" | sha1sum | cut -c1-12)"
    fi
  fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

is_running() { as_owner "$BINDIR/pg_ctl" status -D "$DATA_DIR" >/dev/null 2>&1; }

initialise() {
  [[ -f "$DATA_DIR/PG_VERSION" ]] && return
  log "initialising a private cluster in $DATA_DIR"
  mkdir -p "$DATA_DIR"
  [[ "$(id -u)" -eq 0 ]] && chown postgres:postgres "$DATA_DIR"
  chmod 700 "$DATA_DIR"
  as_owner "$BINDIR/initdb" -D "$DATA_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_owner tee -a "$DATA_DIR/postgresql.conf" >/dev/null <<CONF
# private cluster of the portal (scripts/pg.sh)
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DATA_DIR'
max_connections = 300
shared_buffers = 256MB
CONF
}

start() {
  ensure_binaries
  choose_data_dir
  mkdir -p "$STATE_DIR"
  initialise
  if is_running && [[ -f "$PORT_FILE" ]]; then return; fi
  local port="$FIRST_PORT"
  while port_in_use "$port"; do port=$((port + 1)); done
  log "starting PostgreSQL on 127.0.0.1:$port"
  as_owner "$BINDIR/pg_ctl" -D "$DATA_DIR" -l "$DATA_DIR/server.log" -w -t 60 -o "-p $port" start >/dev/null
  echo "$port" > "$PORT_FILE"
}

url_of() {
  local db="$1" port
  port="$(cat "$PORT_FILE")"
  if [[ "$db" != "postgres" ]]; then
    local exists
    exists="$("$BINDIR/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname = '$db'")"
    if [[ "$exists" != "1" ]]; then
      "$BINDIR/createdb" -h 127.0.0.1 -p "$port" -U postgres "$db"
    fi
  fi
  echo "postgres://postgres@127.0.0.1:$port/$db"
}

case "${1:-}" in
  start) start ;;
  url)
    db="${2:-portal}"
    [[ "$db" =~ ^[a-z_][a-z0-9_]*$ ]] || { log "invalid database name: $db"; exit 2; }
    start
    url_of "$db"
    ;;
  stop)
    ensure_binaries
    choose_data_dir
    if is_running; then as_owner "$BINDIR/pg_ctl" -D "$DATA_DIR" -m fast stop >/dev/null; log "stopped"; fi
    rm -f "$PORT_FILE"
    ;;
  status)
    ensure_binaries
    choose_data_dir
    if is_running; then echo "running on port $(cat "$PORT_FILE" 2>/dev/null || echo '?') ($DATA_DIR)"; else echo "stopped"; exit 3; fi
    ;;
  *) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
