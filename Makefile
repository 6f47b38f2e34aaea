# The two commands of the README are the contract: `make run` and `make test`.
# Both work on a fresh Debian machine: they install what is missing and start
# a private PostgreSQL under .data/ unless DATABASE_URL says otherwise.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
export PATH := $(HOME)/.cargo/bin:$(PATH)
# The private PostgreSQL speaks plain TCP on loopback: libpq need not try GSSAPI, whose Kerberos
# library can abort a test process as it exits.
export PGGSSENCMODE ?= disable

FRONTEND_STAMP := frontend/node_modules/.installed-from-lock

.PHONY: help run test test-rust test-frontend e2e lint fmt build frontend deps deps-browser db-stop bench bench-smoke test-instances lighthouse lighthouse-smoke profile-smoke fuzz fuzz-smoke api-types

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

run: deps frontend ## Build everything and serve the portal on http://127.0.0.1:8080
	cargo build --release --bin portal
	scripts/run.sh

test: deps-browser $(FRONTEND_STAMP) lint test-rust test-frontend e2e bench-smoke fuzz-smoke profile-smoke test-instances ## Every test: lint, Rust, frontend, browser end-to-end, harness smoke tests, two instances

test-rust: deps ## Rust unit and integration tests (against the private PostgreSQL and a local S3 server)
	PORTAL_TEST_DATABASE_URL="$${PORTAL_TEST_DATABASE_URL:-$$(scripts/pg.sh url postgres)}" \
	  scripts/with-s3.sh cargo test --workspace --locked

test-frontend: $(FRONTEND_STAMP) ## Frontend unit tests (Jest)
	cd frontend && CI=true npm test

e2e: deps-browser $(FRONTEND_STAMP) ## End-to-end journeys in Debian's Chromium
	scripts/e2e.sh

lint: $(FRONTEND_STAMP) ## rustfmt, clippy, eslint, tsc, and the frontend's API types against the server's
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets --locked -- -D warnings
	scripts/api-types.sh --check
	cd frontend && npm run lint && npm run typecheck

api-types: $(FRONTEND_STAMP) ## Regenerate frontend/src/lib/api-schema.ts from the server's OpenAPI document
	scripts/api-types.sh

fmt: $(FRONTEND_STAMP) ## Format the Rust and TypeScript code
	cargo fmt --all
	cd frontend && npx prettier --write "src/**/*.{ts,tsx}" "e2e/**/*.ts"

build: deps frontend ## Release build of the server and the frontend
	cargo build --release --bin portal

frontend: $(FRONTEND_STAMP) ## Production build of the frontend into frontend/dist
	cd frontend && npm run build

$(FRONTEND_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@

deps: ## System packages: PostgreSQL, libpq, Node.js
	scripts/ensure-deps.sh

deps-browser: ## The same plus Debian's Chromium
	scripts/ensure-deps.sh --browser

bench: deps frontend ## Speed on 10 000 clients and 100 000 appointments, then the browser's budgets (Lighthouse)
	scripts/bench.sh
	scripts/lighthouse.sh

lighthouse: deps-browser frontend $(FRONTEND_STAMP) ## Lighthouse on /auth and the signed-in pages (client and staff), mobile and desktop, each budget PASS/FAIL; writes target/lighthouse/report.md
	scripts/lighthouse.sh

lighthouse-smoke: deps-browser frontend $(FRONTEND_STAMP) ## One Lighthouse pass (/auth, desktop): accessibility, best practices, initial JavaScript
	scripts/lighthouse.sh --smoke

profile-smoke: deps-browser $(FRONTEND_STAMP) ## The start-up profiler once on /auth: a source-mapped build, three loads, time named by package
	cargo build --quiet --bin portal
	LIGHTHOUSE_PAGES=/auth PORTAL_BIN=target/debug/portal scripts/lighthouse.sh --profile

bench-smoke: deps ## A few seconds of the bench harness on a tiny data set
	scripts/bench.sh --smoke

test-instances: deps ## Two instances on one database behind nginx (round robin): sessions, prices, limits, mails, documents
	scripts/instances.sh

fuzz: deps frontend ## schemathesis against /api/openapi.json as admin and client; reports in target/fuzz
	scripts/fuzz.sh

fuzz-smoke: deps ## A couple of examples per operation: the fuzz harness runs
	scripts/fuzz.sh --smoke

db-stop: ## Stop the private PostgreSQL
	scripts/pg.sh stop
