#!/usr/bin/env bash
# Installs what the build and the tests need and a fresh Debian machine may lack.
#   scripts/ensure-deps.sh            PostgreSQL, libpq headers, Node.js
#   scripts/ensure-deps.sh --browser  the same plus Debian's Chromium (end-to-end tests)
#   scripts/ensure-deps.sh --bench    the same plus wrk, curl and pgbench (make bench)
#   scripts/ensure-deps.sh --instances  the same plus nginx (the two-instance test)
#   scripts/ensure-deps.sh --fuzz     the same plus Python's venv and curl (make fuzz, and the
#                                     S3 server of the Rust tests)
set -euo pipefail

want_browser=false
want_bench=false
want_fuzz=false
[[ "${1:-}" == "--browser" ]] && want_browser=true
[[ "${1:-}" == "--fuzz" ]] && want_fuzz=true
[[ "${1:-}" == "--bench" ]] && want_bench=true
want_instances=false
[[ "${1:-}" == "--instances" ]] && want_instances=true

if ! command -v cargo >/dev/null 2>&1 && [[ ! -x "$HOME/.cargo/bin/cargo" ]]; then
  echo "Rust is missing: install it with rustup (https://rustup.rs), then run again." >&2
  exit 1
fi

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || missing+=(postgresql)
[[ -e /usr/include/postgresql/libpq-fe.h ]] || missing+=(libpq-dev)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if $want_browser; then
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  # Fonts with Portuguese accents for readable screenshots.
  [[ -d /usr/share/fonts/truetype/dejavu ]] || missing+=(fonts-dejavu-core)
fi

if $want_bench; then
  command -v wrk >/dev/null 2>&1 || missing+=(wrk)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  # The database's own ceilings, in the same run.
  command -v pgbench >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pgbench >/dev/null 2>&1 ||
    missing+=(postgresql-client)
fi

if $want_instances; then
  # The round-robin proxy in front of two instances (scripts/instances.sh).
  command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
fi

if $want_fuzz; then
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
fi

if ((${#missing[@]} == 0)); then exit 0; fi

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. Install them (Debian: apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
echo "[deps] installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
