# Sourced by scripts/bench.sh: a mixed day. 500 clients and 20 staff (the `bench-day-*` accounts
# of `portal load-bench-data`), each signed in, each doing one thing again and again with
# BENCH_DAY_THINK_MS (500) between requests, all at once for BENCH_DAY_DURATION seconds: one wrk
# per step, so every step has its own p50, p99 and errors. Sign-ins use the bench clients'
# real-cost passwords. What the day books and uploads is removed before and after.

DAY_DURATION="${BENCH_DAY_DURATION:-$DURATION}"
DAY_CLIENTS_SQL="(SELECT id FROM users WHERE username LIKE 'bench-day-client-%')"
forget_the_day() {
  sql -c "DELETE FROM appointments WHERE user_id IN $DAY_CLIENTS_SQL;
          DELETE FROM documents WHERE owner_id IN $DAY_CLIENTS_SQL" >/dev/null || true
  day_staff_role user
}
forget_the_day
day_staff_role admin

# step:people, how many connections (people) do it: 500 clients, 20 staff (the smoke run: one each).
DAY_STEPS=(signin:2 dashboard:100 availability:100 book:50 messages:100 upload:48 own-list:100
  staff-page:12 staff-confirm:8)
$SMOKE && DAY_STEPS=(signin:1 dashboard:1 availability:1 book:1 messages:1 upload:1 own-list:1
  staff-page:1 staff-confirm:1)
DAY_CLIENTS=0 DAY_STAFF=0
for entry in "${DAY_STEPS[@]}"; do
  if [[ "$entry" == staff* ]]; then DAY_STAFF=$((DAY_STAFF + ${entry##*:})); else DAY_CLIENTS=$((DAY_CLIENTS + ${entry##*:})); fi
done
log "mixed day: signing in $DAY_CLIENTS clients and $DAY_STAFF staff"
DAY_COOKIES="$OUT/day-cookies.txt"
{
  seq 1 "$DAY_CLIENTS" | sed 's/^/client bench-day-client-/'
  seq 1 "$DAY_STAFF" | sed 's/^/staff bench-day-staff-/'
} | BASE="$BASE" xargs -P 8 -n 2 sh -c '
    # A sign-in refused while the password queue drains (503 after the sign-in rows) is retried.
    for attempt in $(seq 1 30); do
      cookie="$(curl -fs -c - -H "Content-Type: application/json" \
        -d "{\"username\":\"$1\",\"password\":\"bench-password\"}" "$BASE/api/login" |
        awk "\$6 == \"portal_session\" { print \"portal_session=\" \$7 }")"
      if [ -n "$cookie" ]; then echo "$0 $cookie"; exit 0; fi
      sleep 1
    done' >"$DAY_COOKIES"
signed_in="$(wc -l <"$DAY_COOKIES")"
((signed_in == DAY_CLIENTS + DAY_STAFF)) ||
  { log "mixed day: only $signed_in of $((DAY_CLIENTS + DAY_STAFF)) signed in"; exit 1; }

DAY_SERVICE_ID="$(curl -fs -H "Cookie: $ADMIN_COOKIE" "$BASE/api/services" |
  python3 -c 'import json,sys; print(next(s["id"] for s in json.load(sys.stdin) if s["name"]=="Consulta Jurídica"))')"
# Staff confirm pending appointments of the day's clients, made here on the free weekday slots
# 100 to 300 days ahead (and removed with the rest of the day); the form carries what each has.
DAY_CONFIRMATIONS="$OUT/day-confirmations.tsv"
sql -F $'\t' -c "WITH slots AS (
          SELECT d::date AS date, TIME '09:00' + s * interval '30 minutes' AS time,
                 row_number() OVER (ORDER BY d, s) AS k
          FROM generate_series(CURRENT_DATE + 100, CURRENT_DATE + 300, interval '1 day') d,
               generate_series(0, 17) s
          WHERE extract(isodow FROM d) < 6),
        people AS (SELECT id, full_name, email, row_number() OVER (ORDER BY id) AS k
                   FROM users WHERE username LIKE 'bench-day-client-%'),
        made AS (
          INSERT INTO appointments (user_id, client_name, client_email, service_id, location, date, time, status)
          SELECT p.id, p.full_name, p.email, $DAY_SERVICE_ID, 'Escritório Principal - São Paulo', s.date, s.time, 'pending'
          FROM slots s JOIN people p ON p.k = (s.k - 1) % (SELECT count(*) FROM people) + 1
          ON CONFLICT DO NOTHING
          RETURNING *)
        SELECT id, json_build_object('clientName', client_name, 'clientEmail', client_email,
          'serviceId', service_id, 'location', location, 'date', date,
          'time', to_char(time, 'HH24:MI'), 'status', 'confirmed')
        FROM made" >"$DAY_CONFIRMATIONS"
[[ -s "$DAY_CONFIRMATIONS" ]] || { log "mixed day: no appointment to confirm"; exit 1; }

# A person's first request waits a random think too (up to twice the think time): in the smoke run's
# single second, with one person a step, a 500 ms think could leave a step with no request at all.
$SMOKE && : "${BENCH_DAY_THINK_MS:=50}"

DAY_UPLOAD="$OUT/day.pdf"
{ printf '%%PDF-1.4\n'; head -c $((100 * 1024 - 9)) /dev/urandom; } >"$DAY_UPLOAD"
export BENCH_USERS="$USERS" BENCH_DAY_COOKIES="$DAY_COOKIES" BENCH_DAY_SERVICE_ID="$DAY_SERVICE_ID" \
  BENCH_DAY_PLACE="Escrit%C3%B3rio%20Principal%20-%20S%C3%A3o%20Paulo" \
  BENCH_DAY_FIRST_DAY="$(date -d '+370 days' +%Y-%m-%d)" BENCH_DAY_UPLOAD_FILE="$DAY_UPLOAD" \
  BENCH_DAY_CONFIRMATIONS="$DAY_CONFIRMATIONS" BENCH_DAY_THINK_MS="${BENCH_DAY_THINK_MS:-500}"

log "mixed day: ${DAY_DURATION}s, think time ${BENCH_DAY_THINK_MS} ms"
DAY_PIDS=()
for entry in "${DAY_STEPS[@]}"; do
  step="${entry%%:*}" people="${entry##*:}"
  BENCH_DAY_STEP="$step" wrk -t1 -c"$people" -d"${DAY_DURATION}s" --timeout 10s --latency \
    -s scripts/bench/day.lua "$BASE" >"$OUT/day-$step.txt" 2>&1 &
  DAY_PIDS+=($!)
done
wait "${DAY_PIDS[@]}" || true
for entry in "${DAY_STEPS[@]}"; do
  step="${entry%%:*}"
  record "day: $step (${entry##*:} people)" "$(cat "$OUT/day-$step.txt")"
  CEILING_OF["day: $step (${entry##*:} people)"]="—"
done
forget_the_day
