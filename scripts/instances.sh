#!/usr/bin/env bash
# `make test-instances`: the portal as several machines would run it. Two `portal serve` on one
# database, one shared directory of documents and a mail directory each, behind Debian's nginx
# sending requests to them in turn (round robin), as docs/operations.md describes. Then
# scripts/instances/check.py checks through the proxy and each instance directly that nothing
# of a user's state lives in one instance's memory: sign-in and sign-out, a password change
# ending the sessions on the other instance, a price change seen by both, attempt limits
# counted across both, every mail (reminders included) sent exactly once, and a document
# uploaded through one instance downloaded through the other.
#
#   PORTAL_BIN  a prebuilt server (default: cargo build, debug)
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh" instances

scripts/ensure-deps.sh --instances
if [[ -z "${PORTAL_BIN:-}" ]]; then
  log "building the server"
  cargo build --quiet --bin portal
  PORTAL_BIN="$ROOT/target/debug/portal"
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
PSQL="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)/psql"
[[ -x "$PSQL" ]] || PSQL=psql

DB_NAME="portal_instances_$$"
ADMIN_URL="$(scripts/pg.sh url postgres)"
export DATABASE_URL
DATABASE_URL="$(scripts/pg.sh url "$DB_NAME")"
RUN="$OUT/run-$$"
rm -rf "$OUT"/run-*
mkdir -p "$RUN/files" "$RUN/mail-a" "$RUN/mail-b" "$RUN/nginx"

PIDS=()
stop() {
  local pid
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  "$PSQL" "$ADMIN_URL" -q -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null 2>&1 || true
}
trap stop EXIT

PROXY_PORT="$(free_port)" PORT_A="$(free_port)" PORT_B="$(free_port)"

# What both instances share; only the address and the mail directory differ.
export SESSION_SECRET="instances-secret-instances-secret-0123456789" \
  STORAGE_URL="file://$RUN/files" STATIC_DIR="$RUN/static" PUBLIC_URL="http://127.0.0.1:$PROXY_PORT" \
  TRUSTED_PROXIES="127.0.0.1" BCRYPT_COST=4 OUTBOX_POLL_MS=100 \
  AUTH_RATE_LIMIT_PER_MINUTE=1000 AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE=4 RUST_LOG=warn
mkdir -p "$STATIC_DIR" && echo '<!doctype html><title>Portal</title>' >"$STATIC_DIR/index.html"

"$PORTAL_BIN" migrate >/dev/null
"$PORTAL_BIN" seed >/dev/null
printf '%s\n' 'Cavalo-Girassol-Trem-47' |
  "$PORTAL_BIN" create-admin --username admin --email admin@exemplo.com --full-name 'Administradora' \
    --password-stdin >/dev/null

start_instance() {
  local name="$1" port="$2"
  PORTAL_BIND="127.0.0.1:$port" MAIL_DIR="$RUN/mail-$name" "$PORTAL_BIN" serve >"$RUN/server-$name.log" 2>&1 &
  PIDS+=($!)
}
start_instance a "$PORT_A"
start_instance b "$PORT_B"

cat >"$RUN/nginx/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $RUN/nginx/nginx.pid;
error_log $RUN/nginx/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $RUN/nginx/body;
  proxy_temp_path $RUN/nginx/proxy;
  fastcgi_temp_path $RUN/nginx/fastcgi;
  uwsgi_temp_path $RUN/nginx/uwsgi;
  scgi_temp_path $RUN/nginx/scgi;
  client_max_body_size 12m;
  upstream portal {
    server 127.0.0.1:$PORT_A max_fails=0;
    server 127.0.0.1:$PORT_B max_fails=0;
  }
  server {
    listen 127.0.0.1:$PROXY_PORT;
    location / {
      proxy_pass http://portal;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_next_upstream off;
    }
  }
}
CONF
"$NGINX" -p "$RUN/nginx" -c "$RUN/nginx/nginx.conf" 2>>"$RUN/nginx/error.log" &
PIDS+=($!)

for port in "$PORT_A" "$PORT_B" "$PROXY_PORT"; do
  for _ in $(seq 1 150); do curl -fs "http://127.0.0.1:$port/api/ready" >/dev/null && break; sleep 0.1; done
  curl -fs "http://127.0.0.1:$port/api/ready" >/dev/null ||
    { log "port $port is not ready"; cat "$RUN"/server-*.log "$RUN/nginx/error.log" >&2; exit 1; }
done

log "two instances on :$PORT_A and :$PORT_B behind nginx on :$PROXY_PORT"
python3 scripts/instances/check.py \
  --proxy "http://127.0.0.1:$PROXY_PORT" --a "http://127.0.0.1:$PORT_A" --b "http://127.0.0.1:$PORT_B" \
  --mail-a "$RUN/mail-a" --mail-b "$RUN/mail-b" --psql "$PSQL" --database "$DATABASE_URL"
