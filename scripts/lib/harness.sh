# shellcheck shell=bash
# Sourced by the test harnesses with their name, as in `source scripts/lib/harness.sh bench`:
# leaves the shell at the repository's root with ROOT, OUT (target/<name>, created) and a log()
# that prefixes the harness's name.
HARNESS="$1"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
OUT="$ROOT/target/$HARNESS"
mkdir -p "$OUT"
log() { echo "[$HARNESS] $*" >&2; }
