#!/usr/bin/env bash
# Runs a command with an S3-compatible server beside it, for the tests of the S3 document store:
# moto's server (PyPI `moto[server]`, installed once into target/s3/venv) on a free port, with the
# bucket portal-test created, named to the command in PORTAL_TEST_S3_ENDPOINT and
# PORTAL_TEST_S3_BUCKET. The server stops when the command ends.
#
#   scripts/with-s3.sh cargo test --workspace
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/harness.sh" s3

scripts/ensure-deps.sh --fuzz
VENV="$OUT/venv"
ensure_venv "$VENV" moto_server 'moto[server]>=5,<6'

PORT="$(free_port)"
"$VENV/bin/moto_server" -H 127.0.0.1 -p "$PORT" >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true' EXIT

ENDPOINT="http://127.0.0.1:$PORT"
for _ in $(seq 1 100); do
  curl -fs -o /dev/null -X PUT "$ENDPOINT/portal-test" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$OUT/server.log" >&2; log "the S3 server did not start"; exit 1; }
  sleep 0.1
done
curl -fs -o /dev/null "$ENDPOINT/portal-test" || { log "the bucket portal-test could not be made"; exit 1; }

export PORTAL_TEST_S3_ENDPOINT="$ENDPOINT" PORTAL_TEST_S3_BUCKET=portal-test
"$@"
