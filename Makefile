# Tokri — the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run
CARGO ?= cargo
WEB := web
BIN := target/release/tokri
CHROMIUM ?= /usr/bin/chromium
CLIPPY_DRIVER := $(shell rustup which clippy-driver 2>/dev/null || command -v clippy-driver)

.PHONY: run test dev build web-deps web-build release api-types check-api-types bundle-size \
        rust-checks fmt-check rust-build rust-test two-instances growth-check web-checks e2e lighthouse lighthouse-check bench chromium clean

## run: install what is needed, build, and start the shop at http://127.0.0.1:8080 (SQLite, demo catalogue)
run: build
	$(BIN) serve

## build: the web app and the release binary (with the web app embedded)
build: web-build release

web-deps:
	@command -v node >/dev/null || { echo "Node.js 20+ is needed (apt-get install -y nodejs npm)"; exit 1; }
	@if [ ! -d $(WEB)/node_modules ] || [ $(WEB)/package-lock.json -nt $(WEB)/node_modules/.package-lock.json ]; then \
		cd $(WEB) && npm ci --no-audit --no-fund --prefer-offline; fi

## web-build: only when a source is newer than the last build (make test's steps each ask for it).
## Vite alone: the type check (`tsc -b`, part of `npm run build`) runs in `make test`'s web checks,
## so the build does not wait for it.
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public -type f 2>/dev/null) \
	$(wildcard $(WEB)/*.json $(WEB)/*.ts $(WEB)/*.js $(WEB)/index.html)
web-build: $(WEB)/dist/index.html
$(WEB)/dist/index.html: $(WEB_SOURCES) | web-deps
	cd $(WEB) && npx vite build && node scripts/precompress.mjs dist

release:
	$(CARGO) build --release --locked -p tokri

## test: every check — formatting, lints, Rust tests (SQLite, and PostgreSQL when
## TOKRI_TEST_POSTGRES_URL is set), two instances behind nginx (PostgreSQL only), web
## lint/types/unit tests, API types drift, browser e2e
## The browser tests run against the debug binary `rust-build` builds (with the tests), which spares
## CI a release build; `make e2e` alone tests the release build. web/dist must exist before that
## debug build: rust-embed only reads it from disk at run time when it was there at compile time.
## Clippy runs inside the builds `make test` needs anyway: clippy-driver compiles the workspace's
## own crates as rustc does, adding clippy's lints with warnings denied, and the dependencies are
## compiled once instead of once more by `cargo clippy`'s separate check (minutes on CI).
## Each step is timed (scripts/timed-steps.sh): CI prints where its minutes go. The web checks
## (ESLint, tsc, Vitest) run beside the debug build, using the core that cargo leaves idle in its
## long single-crate stretches and links. Lighthouse runs last, on an otherwise idle machine, and
## requires performance 70 besides SEO 100, accessibility 100 and best practices 95 (a page's
## performance comes from a simulation fed by the observed run, so it must not share the cores;
## `make lighthouse` holds an idle machine to 90, docs/decisions.md "CI's performance floor").
test: export E2E_PROFILE := debug
test: export RUSTC_WORKSPACE_WRAPPER := $(CLIPPY_DRIVER)
test: export CLIPPY_ARGS := -Dwarnings
test: export CARGO_INCREMENTAL := 0
test: export STEP_BUDGET_MINUTES ?= 15
test: export TOKRI_BUILT := 1
test: export LIGHTHOUSE_PERFORMANCE_FLOOR ?= 70
test:
	@./scripts/timed-steps.sh fmt-check web-deps web-build chromium web-checks+rust-build check-api-types rust-test two-instances growth-check bundle-size e2e lighthouse-check
	@echo "All checks passed."

bundle-size: web-build
	cd $(WEB) && npm run size

## rust-checks: formatting and clippy on their own (make test lints while it builds)
rust-checks: fmt-check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

fmt-check:
	$(CARGO) fmt --all --check

## rust-build: every crate, test and binary of the workspace, once. `make test` builds here and
## nowhere else: the API types check, the Rust tests, the two instances and the browser tests
## all use these artefacts (TOKRI_BUILT=1 skips their own builds). A `cargo build -p tokri`
## beside `cargo test --workspace` would compile a dozen dependencies twice, with two feature
## sets (dev-dependencies add features).
rust-build:
	$(CARGO) test --workspace --locked --no-run

rust-test:
	@if [ -n "$$TOKRI_TEST_POSTGRES_URL" ]; then echo "Rust tests on SQLite and PostgreSQL"; else echo "Rust tests on SQLite (set TOKRI_TEST_POSTGRES_URL for PostgreSQL too)"; fi
	$(CARGO) test --workspace --locked

## two-instances: two debug instances on one fresh PostgreSQL database behind nginx
## (scripts/two-instances.sh); skipped unless TOKRI_TEST_POSTGRES_URL is set
two-instances:
	@if [ -z "$$TOKRI_TEST_POSTGRES_URL" ]; then \
		echo "Two-instance check skipped (set TOKRI_TEST_POSTGRES_URL to run it)"; \
	else $(if $(TOKRI_BUILT),,$(CARGO) build --locked -p tokri &&) ./scripts/two-instances.sh; fi

## growth-check: a shop grown to 2,000 products and 20,000 orders (SQLite, and PostgreSQL when
## TOKRI_TEST_POSTGRES_URL is set) answers the reads that slow down as a shop grows within twice
## their budget, a page at most each (scripts/growth-check.py; `make bench` measures the
## full size with the release build)
growth-check:
	$(if $(TOKRI_BUILT),,$(CARGO) build --locked -p tokri &&) python3 scripts/growth-check.py target/debug/tokri

web-checks: web-deps
	cd $(WEB) && npm run lint && npm run typecheck && npm test

## api-types: regenerate web/src/lib/api from the server's OpenAPI document
api-types: web-deps
	$(CARGO) run -q --locked -p tokri -- openapi > $(WEB)/src/lib/api/openapi.json
	cd $(WEB) && npm run api-types

check-api-types: web-deps
	@tmp=$$(mktemp -d); \
	$(if $(TOKRI_BUILT),target/debug/tokri openapi,$(CARGO) run -q --locked -p tokri -- openapi) > $$tmp/openapi.json && \
	if ! diff -q $$tmp/openapi.json $(WEB)/src/lib/api/openapi.json >/dev/null; then \
		echo "web/src/lib/api/openapi.json is stale: run 'make api-types'"; rm -rf $$tmp; exit 1; fi; \
	cd $(WEB) && npx openapi-typescript src/lib/api/openapi.json -o $$tmp/schema.d.ts >/dev/null && \
	if ! diff -q $$tmp/schema.d.ts src/lib/api/schema.d.ts >/dev/null; then \
		echo "web/src/lib/api/schema.d.ts is stale: run 'make api-types'"; rm -rf $$tmp; exit 1; fi; \
	rm -rf $$tmp; echo "API types are up to date."

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian's Chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi

E2E_PROFILE ?= release
e2e: chromium web-build
	$(if $(TOKRI_BUILT),,$(CARGO) build --locked -p tokri $(if $(filter release,$(E2E_PROFILE)),--release))
	cd $(WEB) && TOKRI_E2E_BINARY=$(CURDIR)/target/$(E2E_PROFILE)/tokri npm run e2e

## lighthouse: Lighthouse (mobile) on home, a category and a product page with Debian's Chromium
## (web/scripts/lighthouse.mjs), on the release build: fails below SEO 100, accessibility 100, best
## practices 95, and performance LIGHTHOUSE_PERFORMANCE_FLOOR (printed only when unset). Run it on an
## idle machine for the performance figures. `make test` runs the check on its debug build as its
## last step, with the performance floor at 70 (lighthouse-check: no build of its own).
lighthouse: chromium web-build
	$(CARGO) build --locked -p tokri $(if $(filter release,$(E2E_PROFILE)),--release)
	$(MAKE) --no-print-directory lighthouse-check

lighthouse-check:
	cd $(WEB) && node scripts/lighthouse.mjs $(CURDIR)/target/$(E2E_PROFILE)/tokri

## dev: the API on :8080 and Vite with hot reload on :5173
dev: web-deps
	$(CARGO) build -p tokri
	( target/debug/tokri serve & echo $$! > /tmp/tokri-dev.pid; cd $(WEB) && npm run dev; kill $$(cat /tmp/tokri-dev.pid) )

## bench: load-test the catalogue and orders against the release binary (bounded)
bench: build
	./scripts/bench.sh

clean:
	rm -rf target $(WEB)/dist $(WEB)/node_modules
