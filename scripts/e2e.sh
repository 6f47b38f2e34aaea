#!/usr/bin/env bash
# End-to-end tests: builds the frontend and the server, starts `portal serve` on a fresh database
# and a free port, runs the Playwright suite of frontend/e2e in Debian's Chromium, and cleans up.
#
#   scripts/e2e.sh [playwright arguments]
#
# PORTAL_BIN       a prebuilt server binary to use instead of `cargo build --bin portal`
# PORTAL_E2E_ADMIN_URL
#                  a PostgreSQL URL allowed to create databases (default: the private cluster
#                  of scripts/pg.sh)
# CHROMIUM_PATH    the browser (default /usr/bin/chromium)
#
# The database starts seeded, with an administrator whose credentials the tests get in
# PORTAL_E2E_ADMIN_USERNAME / PORTAL_E2E_ADMIN_PASSWORD.
#
# Screenshots, traces and the server log are left under target/e2e/.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh" e2e
SERVER_LOG="$OUT/server.log"

find_pg_tool() {
  local name="$1" dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/$name" ]]; then echo "$dir/$name"; return; fi
  command -v "$name"
}

# GET /api/ready through bash's /dev/tcp, so the script needs no curl.
server_ready() {
  (
    exec 3<>"/dev/tcp/127.0.0.1/$PORT" || exit 1
    printf 'GET /api/ready HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
    read -r -t 5 _ status _ <&3 || exit 1
    [[ "$status" == 200 ]]
  ) 2>/dev/null
}

SERVER_PID=""
DATABASE=""
WORK_DIR=""
cleanup() {
  local status=$?
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    # Graceful shutdown first; a server that hangs must not keep the database alive.
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [[ -n "$DATABASE" ]]; then
    "$PSQL" "$ADMIN_URL" -q -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$DATABASE\" WITH (FORCE)" >/dev/null ||
      log "could not drop the database $DATABASE"
  fi
  [[ -n "$WORK_DIR" ]] && rm -rf "$WORK_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir -p "$OUT/screenshots"

log "building the frontend (log: target/e2e/frontend-build.log)"
if ! (cd frontend && npm run build >"$OUT/frontend-build.log" 2>&1); then
  cat "$OUT/frontend-build.log" >&2
  exit 1
fi

if [[ -z "${PORTAL_BIN:-}" ]]; then
  log "building the server"
  cargo build --quiet --bin portal
  PORTAL_BIN="$ROOT/target/debug/portal"
fi
[[ -x "$PORTAL_BIN" ]] || { log "no server binary at $PORTAL_BIN"; exit 1; }

PSQL="$(find_pg_tool psql)" || { log "psql not found: install PostgreSQL (scripts/ensure-deps.sh)"; exit 1; }
ADMIN_URL="${PORTAL_E2E_ADMIN_URL:-$(scripts/pg.sh url postgres)}"
DATABASE="portal_e2e_$$"
"$PSQL" "$ADMIN_URL" -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$DATABASE\"" >/dev/null
DATABASE_URL="${ADMIN_URL%/*}/$DATABASE"

WORK_DIR="$(mktemp -d)"
PORT="$(free_port)"
BASE_URL="http://127.0.0.1:$PORT"

# Every journey signs the one administrator in, often several a minute: the sign-in budgets
# (tested in the api suite) are raised so they never decide a journey.
export DATABASE_URL PORTAL_BIND="127.0.0.1:$PORT" PUBLIC_URL="$BASE_URL" \
  STATIC_DIR="$ROOT/frontend/dist" MAIL_DIR="$WORK_DIR/mail" STORAGE_URL="file://$WORK_DIR/files" \
  SESSION_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  AUTH_RATE_LIMIT_PER_MINUTE=1000 AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE=1000 OUTBOX_POLL_MS=200 RUST_LOG="${RUST_LOG:-info}"

# The journeys start from what `make run` gives: the seeded catalogue and one administrator.
export PORTAL_E2E_ADMIN_USERNAME=admin PORTAL_E2E_ADMIN_PASSWORD=admin-e2e-123
"$PORTAL_BIN" migrate >"$OUT/setup.log" 2>&1
"$PORTAL_BIN" seed >>"$OUT/setup.log" 2>&1
printf '%s\n' "$PORTAL_E2E_ADMIN_PASSWORD" | "$PORTAL_BIN" create-admin --username "$PORTAL_E2E_ADMIN_USERNAME" \
  --email admin@exemplo.com --full-name 'Administradora Portal' --password-stdin >>"$OUT/setup.log" 2>&1

log "starting the server on $BASE_URL (log: target/e2e/server.log)"
"$PORTAL_BIN" serve >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!

ready=""
for _ in $(seq 1 120); do
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
  if server_ready; then ready=1; break; fi
  sleep 0.5
done
if [[ -z "$ready" ]]; then
  log "the server did not become ready; its log:"
  cat "$SERVER_LOG" >&2
  exit 1
fi

log "running the browser tests"
cd frontend
# The journeys read the mails the server writes (reset links) from PORTAL_E2E_MAIL_DIR.
PORTAL_E2E_URL="$BASE_URL" PORTAL_E2E_MAIL_DIR="$WORK_DIR/mail" npx playwright test "$@"
