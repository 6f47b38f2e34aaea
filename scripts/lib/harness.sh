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

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# free_port: a port for a server of the harness, below Linux's range of ephemeral ports
# (32768 and up, where the machine's own outgoing connections take theirs) and free right now.
free_port() {
  local port attempt
  for attempt in $(seq 1 50); do
    port=$((20000 + RANDOM % 12000))
    if ! port_in_use "$port"; then echo "$port"; return; fi
  done
  log "no free port found"
  return 1
}

# ensure_venv DIR COMMAND PACKAGE: a Python virtual environment in DIR with PACKAGE installed,
# made once (when DIR/bin/COMMAND is missing).
ensure_venv() {
  local dir="$1" command="$2" package="$3"
  [[ -x "$dir/bin/$command" ]] && return 0
  log "installing $package into $dir"
  python3 -m venv "$dir"
  "$dir/bin/pip" install --quiet "$package"
}

# session_cookie BASE USERNAME: signs in with the bench data's password (`portal load-bench-data`)
# and prints "portal_session=…" for a Cookie header (empty when the sign-in fails).
session_cookie() {
  curl -fs -c - -H 'Content-Type: application/json' \
    -d "{\"username\":\"$2\",\"password\":\"bench-password\"}" "$1/api/login" |
    awk '$6 == "portal_session" { print "portal_session=" $7 }'
}
