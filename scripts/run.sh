#!/usr/bin/env bash
# Serves the portal: private PostgreSQL unless DATABASE_URL is set, migrations,
# an optional first admin from PORTAL_ADMIN_USERNAME/PORTAL_ADMIN_PASSWORD
# (with --promote-existing: the operator names the account and sets its password
# here, so re-runs keep working and an account of that name becomes theirs),
# then `portal serve` in the foreground (Ctrl+C stops it).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PORTAL="$ROOT/target/release/portal"

export DATABASE_URL="${DATABASE_URL:-$(scripts/pg.sh url portal)}"
export STATIC_DIR="${STATIC_DIR:-$ROOT/frontend/dist}"
export MAIL_DIR="${MAIL_DIR:-$ROOT/.data/mail}"
export STORAGE_URL="${STORAGE_URL:-file://$ROOT/.data/files}"

# A stable secret keeps sessions valid across restarts of a local run.
if [[ -z "${SESSION_SECRET:-}" ]]; then
  secret_file="$ROOT/.data/session-secret"
  if [[ ! -s "$secret_file" ]]; then
    mkdir -p "$ROOT/.data"
    (umask 077; head -c 48 /dev/urandom | base64 -w0 > "$secret_file")
  fi
  SESSION_SECRET="$(cat "$secret_file")"
  export SESSION_SECRET
fi

"$PORTAL" migrate
"$PORTAL" seed

if [[ -n "${PORTAL_ADMIN_USERNAME:-}" && -n "${PORTAL_ADMIN_PASSWORD:-}" ]]; then
  printf '%s\n' "$PORTAL_ADMIN_PASSWORD" | "$PORTAL" create-admin \
    --username "$PORTAL_ADMIN_USERNAME" \
    --email "${PORTAL_ADMIN_EMAIL:-$PORTAL_ADMIN_USERNAME@localhost}" \
    --full-name "${PORTAL_ADMIN_FULL_NAME:-Administrador}" \
    --password-stdin \
    --promote-existing
fi

echo "Portal em ${PUBLIC_URL:-http://${PORTAL_BIND:-127.0.0.1:8080}}  (Ctrl+C para parar)"
exec "$PORTAL" serve
