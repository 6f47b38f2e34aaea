# Sourced by scripts/bench.sh after the booking row: the newer features' main reads (none is held
# in memory: every request reads the database), saving a family tree, and uploads against a plain
# dd write to the same disk. Seeds what they read once, kept between runs like the rest of the
# bench data: a case and a service request for half of the clients (copies of one made through
# the API), two documents a client, and a 500-person family tree for the bench client.

sql() { "$PSQL" "$DATABASE_URL" -tAq -v ON_ERROR_STOP=1 "$@"; }
BENCH_CLIENTS="bench_clients AS (SELECT id FROM users WHERE username LIKE 'bench-user-%' ORDER BY id)"
SEED_COUNT=$((USERS / 2))
# copy_for_clients TABLE ID COLUMNS VALUES: row ID of TABLE copied once for each of the first
# SEED_COUNT - 1 bench clients but the first (u.id is the client's id, t the row copied).
copy_for_clients() {
  sql -c "WITH $BENCH_CLIENTS
    INSERT INTO $1 ($3)
    SELECT $4 FROM $1 t, (SELECT id FROM bench_clients OFFSET 1 LIMIT $((SEED_COUNT - 1))) u WHERE t.id = $2"
}
# id_of JSON: the id of the object curl answered.
id_of() { python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
RECENT="now() - (u.id % 5000) * interval '1 hour'"
USER_ID="$(curl -fs -H "Cookie: $USER_COOKIE" "$BASE/api/user" | id_of)"

if (( $(sql -c "SELECT count(*) FROM cases") < SEED_COUNT )); then
  log "seeding $SEED_COUNT cases"
  first="$(curl -fs -H "Cookie: $ADMIN_COOKIE" -H 'Content-Type: application/json' "$BASE/api/cases" \
    -d "{\"userId\":$USER_ID,\"type\":\"italian_citizenship\",\"country\":\"Itália\",\"protocol\":\"BENCH-1\",\"startDate\":\"$(date +%Y-%m-%d)\",\"notes\":\"Aguardando a certidão de nascimento do bisavô.\"}" | id_of)"
  copy_for_clients cases "$first" \
    "client_id, case_type, country, protocol, status, progress, start_date, notes, created_at, updated_at" \
    "u.id, t.case_type, t.country, 'BENCH-' || u.id, t.status, (u.id % 100)::int, t.start_date, t.notes, $RECENT, $RECENT"
fi

if (( $(sql -c "SELECT count(*) FROM service_requests") < SEED_COUNT )); then
  log "seeding $SEED_COUNT service requests"
  first="$(curl -fs -H "Cookie: $USER_COOKIE" -H 'Content-Type: application/json' "$BASE/api/requests" \
    -d '{"kind":"citizenship","offer":"contra-decreto","name":"Cliente 1","email":"bench-user-1@bench.local","phone":"(11) 98765-4321","message":"Meu pedido foi negado pelo consulado."}' | id_of)"
  copy_for_clients service_requests "$first" "client_id, kind, title, form, status, created_at, updated_at" \
    "u.id, t.kind, t.title, t.form, t.status, $RECENT, $RECENT"
fi

# The documents list reads copies of one uploaded PDF, two a client (their files are not needed).
UPLOAD_FILE="$OUT/bench.pdf"
{ printf '%%PDF-1.4\n'; head -c $((1024 * 1024 - 9)) /dev/urandom; } >"$UPLOAD_FILE"
if (( $(sql -c "SELECT count(*) FROM documents WHERE original_name <> 'bench.pdf'") < USERS )); then
  log "seeding $((USERS * 2)) documents"
  curl -fs -o /dev/null -H "Cookie: $USER_COOKIE" -F "file=@$UPLOAD_FILE;type=application/pdf;filename=bench.pdf" \
    "$BASE/api/documents" || { log "could not upload a document"; exit 1; }
  sql -c "WITH $BENCH_CLIENTS
    INSERT INTO documents (owner_id, object_key, original_name, kind, content_type, size_bytes, sha256, uploaded_by, uploaded_at)
    SELECT u.id, d.object_key || '-' || u.id || '-' || n, 'certidao-' || n || '.pdf', d.kind, d.content_type, d.size_bytes,
           d.sha256, u.id, now() - (u.id % 5000) * interval '1 hour' - n * interval '1 minute'
    FROM (SELECT * FROM documents WHERE owner_id = $USER_ID AND original_name = 'bench.pdf' LIMIT 1) d,
         bench_clients u, generate_series(1, 2) n"
fi
# What was just seeded is vacuumed and analysed now, not by autovacuum while the rows below are
# measured (the documents list had a p99 of 30 ms in the run that seeded, 11 ms in the ones after).
sql -c "VACUUM (ANALYZE) cases, service_requests, documents"
# The bench's uploads go (their rows; the files go with $OUT): every run lists the same documents.
forget_uploads() { sql -c "DELETE FROM documents WHERE owner_id = $USER_ID AND original_name = 'bench.pdf'" >/dev/null; }
forget_uploads

TREE_FILE="$OUT/tree.json"
python3 scripts/bench/tree.py 500 >"$TREE_FILE"
curl -fs -o /dev/null -X PUT -H "Cookie: $USER_COOKIE" -H 'Content-Type: application/json' \
  --data-binary "@$TREE_FILE" "$BASE/api/family-tree" || { log "could not save the family tree"; exit 1; }

# The reads first, while the disk is quiet: after the uploads and dd below, the kernel goes on
# writing their pages back for seconds, and the reads measured then paid for it.
run "staff case list" "$BASE/api/cases" -H "Cookie: $ADMIN_COOKIE"
run "staff request inbox" "$BASE/api/requests" -H "Cookie: $ADMIN_COOKIE"
run "staff documents list" "$BASE/api/documents" -H "Cookie: $ADMIN_COOKIE"
# As a browser asks (every one takes gzip): a saved tree is sent as the gzip its save kept.
run "GET /api/family-tree (500 persons)" "$BASE/api/family-tree" -H "Cookie: $USER_COOKIE" \
  -H "Accept-Encoding: gzip"

# One upload of 1 MB, POSTed as many times as wrk can; then dd writes as much to the same disk.
UPLOAD_MB="$(awk -v b="$(stat -c %s "$UPLOAD_FILE")" 'BEGIN { printf "%.3f", b / 1048576 }')"
export BENCH_UPLOAD_FILE="$UPLOAD_FILE"
run "POST /api/documents (1 MB PDF)" "$BASE" -H "Cookie: $USER_COOKIE" -s scripts/bench/upload.lua
UPLOADED="$(sql -c "SELECT count(*) FROM documents WHERE owner_id = $USER_ID AND original_name = 'bench.pdf'")"
UPLOAD_RATE="$(awk -v r="${RPS["POST /api/documents (1 MB PDF)"]}" -v mb="$UPLOAD_MB" 'BEGIN { printf "%.1f", r * mb }')"
if $SMOKE; then DD_MB=16; else DD_MB=512; fi
mkdir -p "$OUT/files"
# "536870912 bytes (537 MB, 512 MiB) copied, 1.23 s, 436 MB/s": MiB over the seconds.
DD_RATE="$(LC_ALL=C dd if=/dev/zero of="$OUT/files/dd.bin" bs=1M count="$DD_MB" conv=fdatasync 2>&1 |
  awk -v mb="$DD_MB" '/copied/ { for (i = 1; i < NF; i++) if ($i == "copied,") printf "%.1f", mb / $(i + 1) }')"
rm -f "$OUT/files/dd.bin"
log "uploads: $UPLOAD_RATE MB/s ($UPLOADED stored); dd: $DD_RATE MB/s"
forget_uploads

export BENCH_BODY_FILE="$TREE_FILE" BENCH_METHOD=PUT BENCH_PATH=/api/family-tree
run "PUT /api/family-tree (500 persons)" "$BASE" -H "Cookie: $USER_COOKIE" -s scripts/bench/send.lua
