#!/usr/bin/env bash
# The frontend's API types, generated from the server's OpenAPI document.
#
#   scripts/api-types.sh          regenerate frontend/src/lib/api-schema.ts
#   scripts/api-types.sh --check  fail when the committed file differs from what the code makes
#
# Defaults do not make a field required: a request may leave out what has a default.
# The document comes from `portal openapi`, built from the code as it is now, so a server change
# that the client does not follow fails the frontend's type check, and a stale file fails `make lint`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET="$ROOT/frontend/src/lib/api-schema.ts"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$ROOT"
cargo build --quiet --locked --bin portal
"$TARGET_DIR/debug/portal" openapi >"$work/openapi.json"
frontend/node_modules/.bin/openapi-typescript "$work/openapi.json" --output "$work/schema.ts" --default-non-nullable false >/dev/null

if [[ "${1:-}" == "--check" ]]; then
  if ! cmp -s "$work/schema.ts" "$TARGET"; then
    diff -u "$TARGET" "$work/schema.ts" | head -40 >&2 || true
    echo "frontend/src/lib/api-schema.ts is stale: run 'make api-types' and commit it." >&2
    exit 1
  fi
  exit 0
fi
mkdir -p "$(dirname "$TARGET")"
cp "$work/schema.ts" "$TARGET"
echo "wrote ${TARGET#"$ROOT"/}"
