#!/usr/bin/env bash
# `make bench`: the server's speed on a realistic data set, and the frontend's weight.
#
# Seeds a private database (10 000 clients, 100 000 appointments over two years) with
# `portal load-bench-data`, serves it with the release build, and drives it with wrk over
# loopback: 32 connections, BENCH_DURATION seconds per endpoint. Prints one table and writes
# it to target/bench/report.md. In the same run, pgbench (-M prepared, the same connections) measures
# the database alone doing the least work two answers need (a page of the staff list, a booking), and
# dd a plain write to the disk uploads go to: each endpoint is reported as a share of its ceiling,
# and every budget of docs/performance.md is printed as PASS or FAIL (the exit status stays 0 in
# the full run; the smoke run checks the harness, not the budgets).
#
#   BENCH_DURATION (s, default 10)  BENCH_USERS  BENCH_APPOINTMENTS  BENCH_CONNECTIONS (32)
#   PORTAL_BIN  a prebuilt server (default: cargo build --release)
#   --smoke     a few seconds on a tiny data set with the debug build: checks the harness runs
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh" bench

SMOKE=false
[[ "${1:-}" == "--smoke" ]] && SMOKE=true
if $SMOKE; then
  DURATION="${BENCH_DURATION:-1}"; USERS="${BENCH_USERS:-50}"; APPOINTMENTS="${BENCH_APPOINTMENTS:-500}"
  DB_NAME="portal_bench_smoke_$$"; PROFILE=debug
  export BCRYPT_COST=4
else
  DURATION="${BENCH_DURATION:-10}"; USERS="${BENCH_USERS:-10000}"; APPOINTMENTS="${BENCH_APPOINTMENTS:-100000}"
  DB_NAME="portal_bench"; PROFILE=release
fi
CONNECTIONS="${BENCH_CONNECTIONS:-32}"

scripts/ensure-deps.sh --bench
if [[ -z "${PORTAL_BIN:-}" ]]; then
  log "building the server ($PROFILE)"
  if [[ "$PROFILE" == release ]]; then cargo build --quiet --release --bin portal; else cargo build --quiet --bin portal; fi
  PORTAL_BIN="$ROOT/target/$PROFILE/portal"
fi

export DATABASE_URL="${BENCH_DATABASE_URL:-$(scripts/pg.sh url "$DB_NAME")}"
PSQL="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)/psql"
[[ -x "$PSQL" ]] || PSQL=psql
drop_smoke_database() {
  "$PSQL" "$(scripts/pg.sh url postgres)" -q -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >/dev/null || true
}
# The booking row's appointments (scripts/bench/book.lua), so every run books the same free slots.
forget_bench_bookings() {
  "$PSQL" "$DATABASE_URL" -q -c "DELETE FROM appointments WHERE client_email = 'bench@bench.local'" >/dev/null || true
}
log "loading $USERS clients and $APPOINTMENTS appointments (kept between runs)"
"$PORTAL_BIN" load-bench-data --users "$USERS" --appointments "$APPOINTMENTS" >&2
# Left by a run that was killed: its bookings' mails would come due during this one.
forget_bench_bookings
# A fresh load is vacuumed and analysed before anything is measured, not by autovacuum during the
# rows (on a kept database this finds little to do).
"$PSQL" "$DATABASE_URL" -q -c "VACUUM (ANALYZE)" >/dev/null
# The mixed day's staff are administrators only during the day (scripts/bench/day.sh); as such
# all along they would each receive every staff mail the other rows cause.
day_staff_role() {
  "$PSQL" "$DATABASE_URL" -q -c "UPDATE users SET role = '$1' WHERE username LIKE 'bench-day-staff-%' AND role <> '$1'" >/dev/null
}
day_staff_role user

PORT="$(free_port)"
BASE="http://127.0.0.1:$PORT"
export PORTAL_BIND="127.0.0.1:$PORT" PUBLIC_URL="$BASE" STATIC_DIR="$ROOT/frontend/dist" \
  MAIL_DIR="$OUT/mail" STORAGE_URL="file://$OUT/files" SESSION_SECRET="bench-secret-bench-secret-bench-secret-0123" \
  AUTH_RATE_LIMIT_PER_MINUTE=1000000 AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE=1000000 \
  PASSWORD_QUEUE_MAX=16 OUTBOX_POLL_MS=200 DOCUMENT_QUOTA_MB=1000000 RUST_LOG=warn
"$PORTAL_BIN" serve >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
stop() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  forget_bench_bookings
  if $SMOKE && [[ -z "${BENCH_DATABASE_URL:-}" ]]; then drop_smoke_database; fi
}
trap stop EXIT
for _ in $(seq 1 100); do curl -fs "$BASE/api/ready" >/dev/null && break; sleep 0.2; done
curl -fs "$BASE/api/ready" >/dev/null || { log "server not ready"; cat "$OUT/server.log" >&2; exit 1; }

cookie_of() {
  curl -fs -c - -H 'Content-Type: application/json' \
    -d "{\"username\":\"$1\",\"password\":\"bench-password\"}" "$BASE/api/login" |
    awk '$6 == "portal_session" { print "portal_session=" $7 }'
}
ADMIN_COOKIE="$(cookie_of bench-admin)"
USER_COOKIE="$(cookie_of bench-user-1)"
[[ -n "$ADMIN_COOKIE" && -n "$USER_COOKIE" ]] || { log "could not sign in"; exit 1; }
SERVICE_ID="$(curl -fs -H "Cookie: $ADMIN_COOKIE" "$BASE/api/services" |
  python3 -c 'import json,sys; print(next(s["id"] for s in json.load(sys.stdin) if s["name"]=="Agendamento de Passaporte Italiano"))')"
TOMORROW="$(date -d tomorrow +%Y-%m-%d)"
PLACE="Consulado%20Geral%20da%20It%C3%A1lia%20em%20S%C3%A3o%20Paulo"

ROWS=()
# Each row's numbers by name, for the ratios and the budgets.
declare -A RPS P50 P99 ERRORS
# What a row is compared with (its ceiling, measured in the same run); /api/ready when not named.
PAGE_CEILING="pgbench: a page of 50 summaries with service names"
INSERT_CEILING="pgbench: one booking inserted and committed"
WHOLE_BOOKING_CEILING="pgbench: one booking with its links and mails"
UNCACHED_LIST="staff list, from a different day each time (database)"
BOOKING="POST /api/appointments"
declare -A CEILING_OF=(["GET /api/health"]="—" ["GET /api/ready"]="—"
  ["$UNCACHED_LIST"]="$PAGE_CEILING" ["$BOOKING"]="$INSERT_CEILING")
# percent A B: A as a whole percentage of B.
percent() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.0f", 100 * a / b; else print 0 }'; }
# Converts wrk's latency ("812.00us", "1.20ms", "2.01s") to milliseconds.
to_ms() { awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n += 0; else if (v ~ /s$/) n *= 1000; printf "%.2f", n }'; }

# run NAME URL [wrk options...]: one bounded wrk run, recorded as a table row.
run() {
  local name="$1" url="$2"; shift 2
  record "$name" "$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@" "$url" 2>&1)"
}

# record NAME REPORT: wrk's report as a table row.
record() {
  local name="$1" report="$2"
  echo "$report" >"$OUT/$(echo "$name" | tr -c 'a-zA-Z0-9' '_').txt"
  local rps p50 p99 errors non2xx socket
  rps="$(awk '/^Requests\/sec/ { print $2 }' <<<"$report")"
  p50="$(to_ms "$(awk '$1 == "50%" { print $2 }' <<<"$report")")"
  p99="$(to_ms "$(awk '$1 == "99%" { print $2 }' <<<"$report")")"
  non2xx="$(awk '/Non-2xx or 3xx responses/ { print $NF }' <<<"$report")"
  socket="$(awk -F'[ ,]+' '/Socket errors/ { print $4 + $6 + $8 + $10 }' <<<"$report")"
  errors=$(( ${non2xx:-0} + ${socket:-0} ))
  ROWS+=("$name"); P50["$name"]="$p50"
  RPS["$name"]="${rps:-0}"; P99["$name"]="$p99"; ERRORS["$name"]="$errors"
  log "$name: ${rps:-0} req/s, p50 $p50 ms, p99 $p99 ms, $errors errors"
}

PGBENCH="$(dirname "$PSQL")/pgbench"
[[ -x "$PGBENCH" ]] || PGBENCH=pgbench
# ceiling NAME SCRIPT [pgbench options...]: the database alone, prepared statements, the same
# connections and duration as the wrk rows, recorded as a row (p99 from pgbench's own log).
ceiling() {
  local name="$1" script="$2"; shift 2
  local logs="$OUT/pgbench-$(basename "$script" .sql)"
  rm -rf "$logs"; mkdir -p "$logs"
  local report
  report="$(cd "$logs" && "$PGBENCH" -n -M prepared -c "$CONNECTIONS" -j 2 -T "$DURATION" -l \
    -f "$ROOT/$script" "$@" "$DATABASE_URL" 2>&1)" || { log "$name failed: $report"; return 1; }
  echo "$report" >"$logs/report.txt"
  local tps p50 p99 failed
  tps="$(awk '/^tps = / { printf "%.0f", $3 }' <<<"$report")"
  read -r p50 p99 < <(cat "$logs"/pgbench_log.* | awk '{ print $3 / 1000 }' | sort -n |
    awk '{ v[NR] = $1 } END { if (NR) printf "%.2f %.2f\n", v[int(NR * 0.5) + 1], v[int(NR * 0.99) + 1]; else print "0 0" }')
  failed="$(awk '/number of failed transactions/ { print $5 }' <<<"$report")"
  ROWS+=("$name"); P50["$name"]="$p50"; CEILING_OF["$name"]="—"
  RPS["$name"]="${tps:-0}"; P99["$name"]="$p99"; ERRORS["$name"]="${failed:-0}"
  rm -f "$logs"/pgbench_log.*
  log "$name: ${tps:-0} tps, p50 $p50 ms, p99 $p99 ms"
}

# The pool opens its connections on demand: open them before measuring, or the first database
# row pays for 16 connection set-ups in its tail.
wrk -t2 -c"$CONNECTIONS" -d1s "$BASE/api/ready" >/dev/null 2>&1 || true
log "driving $BASE for ${DURATION}s per endpoint with $CONNECTIONS connections"
run "GET /api/health" "$BASE/api/health"
run "GET /api/ready" "$BASE/api/ready"
run "GET /api/user (client)" "$BASE/api/user" -H "Cookie: $USER_COOKIE"
run "staff list, page of 50" "$BASE/api/appointments?pageSize=50&page=40" -H "Cookie: $ADMIN_COOKIE"
run "staff list, filtered" "$BASE/api/appointments?pageSize=50&page=5&status=pending&from=$TOMORROW" -H "Cookie: $ADMIN_COOKIE"
# The seeded appointments span the year before and the year after today.
export BENCH_THREADS=2 BENCH_DAYS=730 BENCH_FIRST_DAY="$(date -d '-365 days' +%Y-%m-%d)"
run "staff list, from a different day each time (database)" "$BASE" -H "Cookie: $ADMIN_COOKIE" -s scripts/bench/days.lua
ceiling "pgbench: a page of 50 summaries with service names" scripts/bench/page.sql \
  -D days="$BENCH_DAYS" -D first_day="$BENCH_FIRST_DAY"
run "staff search, one client" "$BASE/api/appointments?pageSize=50&q=cliente%20$((USERS / 2 + 7))" -H "Cookie: $ADMIN_COOKIE"
run "client's own list" "$BASE/api/appointments?pageSize=50" -H "Cookie: $USER_COOKIE"
run "availability" "$BASE/api/appointments/availability?serviceId=$SERVICE_ID&location=$PLACE&date=$TOMORROW" -H "Cookie: $USER_COOKIE"
run "GET /api/messages" "$BASE/api/messages" -H "Cookie: $ADMIN_COOKIE"
forget_bench_bookings
export BENCH_SERVICE_ID="$SERVICE_ID" BENCH_BOOK_FIRST_DAY="$(date -d '+370 days' +%Y-%m-%d)"
# closed_days FIRST: the days every place is closed (national holidays) in the 360 days from FIRST,
# comma-separated, asked in spans of at most 93 days (the API's limit).
closed_days() {
  local from to
  for span in 0 93 186 279; do
    from="$(date -d "$1 +$span days" +%Y-%m-%d)" to="$(date -d "$1 +$((span + 92)) days" +%Y-%m-%d)"
    curl -fs -H "Cookie: $ADMIN_COOKIE" "$BASE/api/closed-days?from=$from&to=$to" |
      python3 -c 'import json,sys; print("".join(d["date"] + "," for d in json.load(sys.stdin)), end="")'
  done
}
export BENCH_CLOSED_DAYS="$(closed_days "$BENCH_BOOK_FIRST_DAY")"
ceiling "$INSERT_CEILING" scripts/bench/insert.sql \
  -D service_id="$SERVICE_ID" -D first_day="$BENCH_BOOK_FIRST_DAY"
forget_bench_bookings
# What the database alone does for a whole booking (the links and mails are part of it): the bare
# insert stays the budget's ceiling, this one shows how much of the rest is the server's.
ceiling "$WHOLE_BOOKING_CEILING" scripts/bench/booking.sql \
  -D service_id="$SERVICE_ID" -D first_day="$BENCH_BOOK_FIRST_DAY" \
  -D client_mail="$(sed -n 1p scripts/bench/booking-mails.jsonl)" \
  -D staff_mail="$(sed -n 2p scripts/bench/booking-mails.jsonl)" \
  -D reminder_mail="$(sed -n 3p scripts/bench/booking-mails.jsonl)"
forget_bench_bookings
# The ceilings wrote and removed some 100 000 rows: their dead rows are cleared now, not by an
# autovacuum in the middle of the booking row.
"$PSQL" "$DATABASE_URL" -q -c "VACUUM (ANALYZE) appointments, outbox, appointment_action_tokens" >/dev/null
run "POST /api/appointments" "$BASE" \
  -H "Cookie: $ADMIN_COOKIE" -s scripts/bench/book.lua

outbox_count() { "$PSQL" "$DATABASE_URL" -tAq -c "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND $1"; }
wait_until_sent() {
  local deadline=$((SECONDS + 120))
  while (( $(outbox_count "$1") > 0 && SECONDS < deadline )); do sleep 0.1; done
}
# The bookings' mails (two each) go out before the next rows: the worker sending them would share
# the cores with whatever row came next.
wait_until_sent "appointment_id IS NULL AND due_at <= now()"

source scripts/bench/features.sh

# The bookings just made (a year ahead) each queued two reminders. Now the reminders are made due
# at once and timed until the worker has sent them all (as .eml files, so this is the worker's own
# pace: claim, render, write, mark sent).
REMINDERS_DUE="$("$PSQL" "$DATABASE_URL" -tAq -c "WITH due AS (UPDATE outbox SET due_at = now(), next_attempt_at = now() WHERE appointment_id IS NOT NULL AND sent_at IS NULL RETURNING 1) SELECT count(*) FROM due")"
REMINDERS_START="$(date +%s.%N)"
wait_until_sent "appointment_id IS NOT NULL"
REMINDERS_LEFT="$(outbox_count "appointment_id IS NOT NULL")"
REMINDERS_RATE="$(awk -v n="$REMINDERS_DUE" -v left="$REMINDERS_LEFT" -v t0="$REMINDERS_START" -v t1="$(date +%s.%N)" \
  'BEGIN { printf "%.0f", (n - left) / (t1 - t0) }')"
log "reminders: $((REMINDERS_DUE - REMINDERS_LEFT)) of $REMINDERS_DUE sent, $REMINDERS_RATE per second"

log "GET /api/health while 8 sign-ins run at once"
wrk -t1 -c8 -d"${DURATION}s" -s scripts/bench/login.lua "$BASE/api/login" >"$OUT/login-load.txt" 2>&1 &
LOGIN_PID=$!
sleep 0.3
run "GET /api/health during 8 sign-ins" "$BASE/api/health"
wait "$LOGIN_PID" || true
SIGNINS="$(awk '/^Requests\/sec/ { print $2 }' "$OUT/login-load.txt")"

# A burst of sign-ins (the morning rush) must not starve the reads that need the database.
log "GET /api/user while 16 sign-ins run at once"
wrk -t1 -c16 -d"${DURATION}s" -s scripts/bench/login.lua "$BASE/api/login" >"$OUT/login-burst.txt" 2>&1 &
LOGIN_PID=$!
sleep 0.3
run "GET /api/user during 16 sign-ins" "$BASE/api/user" -H "Cookie: $USER_COOKIE"
wait "$LOGIN_PID" || true

# Beyond the password queue (16 here), sign-ins are refused at once with 503 and Retry-After:
# the reads keep their latency and the flood gets a quick answer instead of a timeout.
log "GET /api/user while 64 sign-ins overflow a password queue of 16"
wrk -t1 -c64 -d"${DURATION}s" --latency -s scripts/bench/login.lua "$BASE/api/login" >"$OUT/login-flood.txt" 2>&1 &
LOGIN_PID=$!
sleep 0.3
run "GET /api/user during 64 sign-ins (queue of 16)" "$BASE/api/user" -H "Cookie: $USER_COOKIE"
wait "$LOGIN_PID" || true
FLOOD_ANSWERS="$(awk '/^Requests\/sec/ { print $2 }' "$OUT/login-flood.txt")"
FLOOD_REFUSED="$(awk '/Non-2xx or 3xx responses/ { print $NF }' "$OUT/login-flood.txt")"
FLOOD_P99="$(to_ms "$(awk '$1 == "99%" { print $2 }' "$OUT/login-flood.txt")")"

source scripts/bench/day.sh

PEAK_KB="$(awk '/VmHWM/ { print $2 }' "/proc/$SERVER_PID/status")"

frontend_weight() {
  [[ -f frontend/dist/index.html ]] || (cd frontend && npm run build >/dev/null 2>&1) || return 0
  local initial=0 largest=0 largest_name="" file size
  for file in $(grep -oE 'src="?/assets/[^" >]+\.js' frontend/dist/index.html | sed -E 's/src="?\///'); do
    initial=$((initial + $(gzip -9c "frontend/dist/$file" | wc -c)))
  done
  for file in frontend/dist/assets/*.js; do
    grep -q "$(basename "$file")" frontend/dist/index.html && continue
    size=$(gzip -9c "$file" | wc -c)
    if ((size > largest)); then largest=$size; largest_name="$(basename "$file")"; fi
  done
  echo "$initial $largest $largest_name"
}
read -r INITIAL_JS LARGEST_CHUNK LARGEST_NAME <<<"$(frontend_weight)"

# share_budget ROW CEILING_ROW MIN_PERCENT MAX_P99_MS: one budget line, PASS or FAIL.
share_budget() {
  local row="$1" ceiling_row="$2" least="$3" most="$4" share verdict=PASS
  share="$(percent "${RPS[$row]:-0}" "${RPS[$ceiling_row]:-0}")"
  if ((share < least)) || awk -v p="${P99[$row]:-9999}" -v m="$most" 'BEGIN { exit !(p >= m) }' ||
    ((${ERRORS[$row]:-1} > 0)); then verdict=FAIL; fi
  echo "- $verdict: $row at least $least % of ${ceiling_row#pgbench: } ($share %), p99 under $most ms (${P99[$row]:-?} ms), no errors (${ERRORS[$row]:-?})"
}
budgets() {
  share_budget "$UNCACHED_LIST" "$PAGE_CEILING" 75 25
  share_budget "$BOOKING" "$INSERT_CEILING" 75 40
  local row verdict
  for row in "staff case list" "staff request inbox" "staff documents list" "GET /api/family-tree (500 persons)"; do
    share_budget "$row" "GET /api/ready" 40 10
  done
  for row in "${ROWS[@]}"; do
    [[ "$row" == "day: "* ]] || continue
    verdict=PASS
    if [[ "$row" == "day: signin"* ]]; then
      ((${ERRORS[$row]:-1} == 0)) || verdict=FAIL
      echo "- $verdict: $row with no errors (${ERRORS[$row]:-?}; p99 ${P99[$row]:-?} ms, no latency budget)"
    else
      if ((${ERRORS[$row]:-1} > 0)) || awk -v p="${P99[$row]:-9999}" 'BEGIN { exit !(p >= 100) }'; then verdict=FAIL; fi
      echo "- $verdict: $row p99 under 100 ms (${P99[$row]:-?} ms), no errors (${ERRORS[$row]:-?})"
    fi
  done
  local upload_share
  upload_share="$(percent "${UPLOAD_RATE:-0}" "${DD_RATE:-0}")"
  verdict=PASS
  ((upload_share >= 50)) || verdict=FAIL
  echo "- $verdict: uploads at least 50 % of dd to the same disk ($UPLOAD_RATE MB/s against $DD_RATE MB/s: $upload_share %)"
}
BUDGETS="$(budgets)"
FAILED_BUDGETS="$(grep -c '^- FAIL' <<<"$BUDGETS" || true)"

{
  echo "# Benchmark report"
  echo
  echo "$(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), $PROFILE build,"
  echo "$USERS clients and $APPOINTMENTS appointments, $CONNECTIONS connections, ${DURATION}s per row."
  echo
  echo "| endpoint | requests/s | p50 (ms) | p99 (ms) | errors | share of its ceiling |"
  echo "|---|---:|---:|---:|---:|---|"
  for name in "${ROWS[@]}"; do
    ceiling_name="${CEILING_OF[$name]:-GET /api/ready}"
    if [[ "$ceiling_name" == "—" ]]; then share="—"
    else share="$(percent "${RPS[$name]}" "${RPS[$ceiling_name]:-0}") % of ${ceiling_name#pgbench: }"; fi
    echo "| $name | ${RPS[$name]} | ${P50[$name]} | ${P99[$name]} | ${ERRORS[$name]} | $share |"
  done
  echo
  echo "- sign-ins per second while GET /api/health ran (bcrypt, 8 at once): ${SIGNINS:-0}"
  echo "- sign-in answers per second while 64 ran at once against a queue of 16: ${FLOOD_ANSWERS:-0} (${FLOOD_REFUSED:-0} of them 503 'queue full'; p99 ${FLOOD_P99:-0} ms)"
  echo "- reminders sent per second by one instance's worker: ${REMINDERS_RATE:-0} (${REMINDERS_DUE:-0} made due at once, ${REMINDERS_LEFT:-0} left after 120 s)"
  echo "- bookings against the whole booking in the database alone: $(percent "${RPS[$BOOKING]:-0}" "${RPS[$WHOLE_BOOKING_CEILING]:-0}") % (the whole booking is $(percent "${RPS[$WHOLE_BOOKING_CEILING]:-0}" "${RPS[$INSERT_CEILING]:-0}") % of the bare insert)"
  echo "- peak server memory (VmHWM): $((PEAK_KB / 1024)) MB"
  echo "- frontend initial JavaScript: $((${INITIAL_JS:-0} / 1024)) KB gzipped; largest route chunk: $((${LARGEST_CHUNK:-0} / 1024)) KB gzipped (${LARGEST_NAME:-none})"
  echo "- uploads: $UPLOAD_RATE MB/s (1 MB PDFs, ${UPLOADED:-0} stored); dd to the same disk (conv=fdatasync): $DD_RATE MB/s"
  echo
  echo "## Budgets ($FAILED_BUDGETS failed)"
  echo
  echo "$BUDGETS"
} | tee "$OUT/report.md"

if $SMOKE; then
  rows="$(grep -c '^| [^e-]' "$OUT/report.md" || true)"
  if ((rows != ${#ROWS[@]} || rows < 10)); then
    log "smoke: the report has $rows rows, expected ${#ROWS[@]} (at least 10)"
    exit 1
  fi
  booking_errors="$(awk -F'|' '/^\| POST \/api\/appointments/ { gsub(/ /, "", $6); print $6 }' "$OUT/report.md")"
  if [[ "$booking_errors" != 0 ]]; then
    log "smoke: $booking_errors bookings failed (see $OUT/POST__api_appointments.txt)"
    exit 1
  fi
  left_by_ceiling="$("$PSQL" "$DATABASE_URL" -tAq -c "SELECT count(*) FROM outbox WHERE payload->>'to' LIKE 'pgbench%'")"
  if [[ "$left_by_ceiling" != 0 ]] || awk -v r="${RPS[$WHOLE_BOOKING_CEILING]:-0}" 'BEGIN { exit !(r <= 0) }'; then
    log "smoke: the whole-booking ceiling made ${RPS[$WHOLE_BOOKING_CEILING]:-0} bookings a second and left $left_by_ceiling mails in the outbox"
    exit 1
  fi
  if (( ${REMINDERS_DUE:-0} == 0 || ${REMINDERS_LEFT:-1} > 0 )); then
    log "smoke: reminders made due: ${REMINDERS_DUE:-0}, left unsent: ${REMINDERS_LEFT:-?}"
    exit 1
  fi
  for name in "${ROWS[@]}"; do
    [[ "$name" == "day: "* ]] || continue
    if ((${ERRORS[$name]} > 0)) || awk -v r="${RPS[$name]}" 'BEGIN { exit !(r <= 0) }'; then
      log "smoke: $name made ${RPS[$name]} requests a second with ${ERRORS[$name]} errors (see $OUT/day-*.txt)"
      exit 1
    fi
  done
  log "smoke: the harness ran and wrote $OUT/report.md"
fi
