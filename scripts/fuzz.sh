#!/usr/bin/env bash
# `make fuzz`: schemathesis against the live /api/openapi.json, signed in as an administrator
# and as a client: no 5xx, every answer documented (status, content type, body schema), and the
# database consistent afterwards. Reports land in target/fuzz/.
#
#   FUZZ_EXAMPLES   examples per operation (default 30)
#   PORTAL_BIN      a prebuilt server (default: cargo build)
#   --smoke         a handful of examples: checks the harness runs
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh" fuzz

EXAMPLES="${FUZZ_EXAMPLES:-30}"
[[ "${1:-}" == "--smoke" ]] && EXAMPLES="${FUZZ_EXAMPLES:-2}"

scripts/ensure-deps.sh --fuzz
VENV="$OUT/venv"
ensure_venv "$VENV" st 'schemathesis>=4,<5'

if [[ -z "${PORTAL_BIN:-}" ]]; then
  cargo build --quiet --bin portal
  PORTAL_BIN="$ROOT/target/debug/portal"
fi

PSQL="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)/psql"
[[ -x "$PSQL" ]] || PSQL=psql
ADMIN_URL="$(scripts/pg.sh url postgres)"
DB_NAME="portal_fuzz_$$"
"$PSQL" "$ADMIN_URL" -q -c "CREATE DATABASE \"$DB_NAME\"" >/dev/null
export DATABASE_URL="${ADMIN_URL%/*}/$DB_NAME"

PORT="$(free_port)"
BASE="http://127.0.0.1:$PORT"
export PORTAL_BIND="127.0.0.1:$PORT" PUBLIC_URL="$BASE" STATIC_DIR="$ROOT/frontend/dist" MAIL_DIR="$OUT/mail" \
  STORAGE_URL="file://$OUT/files" \
  SESSION_SECRET="fuzz-secret-fuzz-secret-fuzz-secret-01234567" AUTH_RATE_LIMIT_PER_MINUTE=1000000 \
  BCRYPT_COST=4 RUST_LOG=warn

SERVER_PID=""
stop() {
  [[ -n "$SERVER_PID" ]] && { kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; }
  "$PSQL" "$ADMIN_URL" -q -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null || true
}
trap stop EXIT

"$PORTAL_BIN" load-bench-data --users 20 --appointments 200 >/dev/null
"$PORTAL_BIN" serve >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do curl -fs "$BASE/api/ready" >/dev/null && break; sleep 0.2; done

cookie_of() {
  curl -fs -c - -H 'Content-Type: application/json' \
    -d "{\"username\":\"$1\",\"password\":\"bench-password\"}" "$BASE/api/login" |
    awk '$6 == "portal_session" { print "portal_session=" $7 }'
}

# Calls that end the fuzzer's own session or lock its account are left out of the signed-in
# runs; the api test suite covers them.
EXCLUDE=(--exclude-path /api/logout --exclude-path /api/users/{id}/password
  --exclude-path /api/reset-password/confirm)
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance

# Both sign in before either run, so that what one run changes (the administrator's may rename or
# deactivate the client) cannot keep the other from signing in. The client runs first: a client
# can change nothing of the administrator's.
declare -A COOKIES
for who in bench-user-3 bench-admin; do
  COOKIES[$who]="$(cookie_of "$who")"
  [[ -n "${COOKIES[$who]}" ]] || { log "could not sign in as $who"; exit 1; }
done

status=0
for who in bench-user-3 bench-admin; do
  cookie="${COOKIES[$who]}"
  log "fuzzing as $who, $EXAMPLES examples per operation"
  "$VENV/bin/st" run "$BASE/api/openapi.json" --url "$BASE" -H "Cookie: $cookie" \
    --checks "$CHECKS" --max-examples "$EXAMPLES" --seed 7 --phases examples,coverage,fuzzing \
    "${EXCLUDE[@]}" --exclude-method DELETE --report junit --report-dir "$OUT/$who" \
    >"$OUT/$who.log" 2>&1 || status=1
  tail -n 15 "$OUT/$who.log" >&2
done

log "checking the database"
# Rules the database cannot hold by itself; each query must find nothing.
problems="$("$PSQL" "$DATABASE_URL" -At <<'SQL'
SELECT 'no active administrator' WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin' AND active);
SELECT 'Italian appointment ' || a.id || ' without its passport data' FROM appointments a JOIN services s ON s.id = a.service_id
  WHERE (lower(s.name) LIKE '%italia%') AND (a.birth_date IS NULL OR a.document_number IS NULL OR a.aire_registration_number IS NULL);
SELECT 'appointment ' || id || ' at a time outside the slots' FROM appointments
  WHERE time < '09:00' OR time > '17:30' OR extract(minute FROM time) NOT IN (0, 30) OR extract(second FROM time) <> 0;
SELECT 'service ' || id || ' with a discount but no percentage' FROM services WHERE discount_available AND discount_percent IS NULL;
SELECT 'message ' || id || ' with blank content' FROM messages WHERE btrim(content) = '';
SELECT 'user ' || id || ' with a blank name' FROM users WHERE btrim(full_name) = '';
SELECT 'appointment counter ' || date || ' ' || status || ' is off'
  FROM appointment_day_counts c
  FULL JOIN (SELECT date, status, count(*) AS n FROM appointments GROUP BY date, status) r USING (date, status)
  WHERE coalesce(c.n, 0) <> coalesce(r.n, 0);
SELECT 'appointment month counter ' || month || ' ' || status || ' is off'
  FROM appointment_month_counts c
  FULL JOIN (SELECT date_trunc('month', date)::date AS month, status, count(*) AS n
             FROM appointments GROUP BY 1, 2) r USING (month, status)
  WHERE coalesce(c.n, 0) <> coalesce(r.n, 0);
SELECT 'case counter ' || case_type || ' ' || status || ' is off'
  FROM case_counts c
  FULL JOIN (SELECT case_type, status, count(*) AS n FROM cases GROUP BY 1, 2) r USING (case_type, status)
  WHERE coalesce(c.n, 0) <> coalesce(r.n, 0);
SELECT 'request counter ' || kind || ' ' || status || ' is off'
  FROM service_request_counts c
  FULL JOIN (SELECT kind, status, assigned_to IS NULL AS unassigned, priority, count(*) AS n
             FROM service_requests GROUP BY 1, 2, 3, 4) r USING (kind, status, unassigned, priority)
  WHERE coalesce(c.n, 0) <> coalesce(r.n, 0);
SELECT 'document counter ' || kind || ' is off'
  FROM (SELECT kind, sum(n) AS n FROM document_counts GROUP BY kind) c
  FULL JOIN (SELECT kind, count(*) AS n FROM documents GROUP BY kind) r USING (kind)
  WHERE coalesce(c.n, 0) <> coalesce(r.n, 0);
SELECT 'case ' || id || ' counts its documents or updates wrong' FROM cases c
  WHERE document_count <> (SELECT count(*) FROM documents d WHERE d.case_id = c.id)
     OR update_count <> (SELECT count(*) FROM case_updates u WHERE u.case_id = c.id);
SELECT 'case ' || c.id || ' keeps another name of its client' FROM cases c JOIN users u ON u.id = c.client_id
  WHERE c.client_full_name <> u.full_name;
SELECT 'request ' || r.id || ' keeps other names of its people' FROM service_requests r
  JOIN users u ON u.id = r.client_id LEFT JOIN users a ON a.id = r.assigned_to
  WHERE (r.client_full_name, r.client_username) <> (u.full_name, u.username)
     OR (r.assignee_full_name, r.assignee_username) IS DISTINCT FROM (a.full_name, a.username);
SQL
)"
if [[ -n "$problems" ]]; then
  log "the database is inconsistent:"; echo "$problems" >&2; status=1
fi
((status == 0)) && log "no findings" || log "findings: see $OUT/*.log"
exit "$status"
