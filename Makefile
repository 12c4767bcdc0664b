# Steekwerk: the README's two commands are `make start` and `make test`.
# Every target installs what is missing first, so a fresh Debian 12 machine needs nothing by hand.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := start

ROOT := $(CURDIR)
PG := $(ROOT)/scripts/pg.sh
DATABASE_URL ?= $(shell $(PG) url steekwerk)
export DATABASE_URL

# soak: the crash and load runs of issue 26 (README, "Soak"); minutes, not part of make test
.PHONY: start test check bench soak dev build deps system-deps npm-deps db migrate clean \
        build-engine build-model build-formats build-api build-web

## start: install, build, start PostgreSQL and serve http://localhost:8080/nl (Ctrl-C stops both)
start: deps build
	@exec $(ROOT)/scripts/serve.sh

## test: install, check, build, then every suite; the last line is `N passed, N failed, N skipped`
test: deps check build
	@$(ROOT)/scripts/test-all.sh

## check: type checks, ESLint (layer rules), Prettier, cargo fmt and clippy, the web's size budget, the audit of the
## production dependencies (fails on high and critical advisories; says so when the audit endpoint is unreachable)
## (the engine and model are built first: the other workspaces type-check against their declarations; the web is
## built for the budget, scripts/bundle-budget.json)
check: deps build-engine build-model build-formats build-web
	node scripts/check.mjs
	cd engine-rs && cargo fmt --check
	cd engine-rs && cargo clippy --all-targets --quiet -- -D warnings
	node scripts/bundle-budget.mjs
	node scripts/dependency-audit.mjs

## bench: benchmarks, printing JSON lines
bench: deps build
	@node bench/run-all.mjs

## soak: load on loopback (one API process, then two behind a proxy), then the crash run; its last line is
## `saves acknowledged: N, crashes survived: N, saves lost: 0`
soak: deps build
	node bench/soak/load.mjs
	node bench/soak/crash.mjs

## dev: Vite with hot reload, proxied to the API (started here on :8080)
dev: deps build
	@$(ROOT)/scripts/dev.sh

deps: system-deps npm-deps

system-deps:
	@$(ROOT)/scripts/system-deps.sh

npm-deps: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json $(wildcard */package.json)
	npm ci --no-audit --no-fund
	@touch $@

build: build-engine build-model build-formats build-api build-web

build-engine:
	cd engine-rs && sh ./build-wasm.sh
	npx tsc -p engine-rs/tsconfig.build.json

build-model:
	npx tsc -p model/tsconfig.build.json

build-formats: build-engine build-model
	npx tsc -p formats/tsconfig.build.json
	node scripts/make-key-font-module.mjs --rebuild

build-api: build-engine build-model build-formats
	npx tsc -p api/tsconfig.build.json

build-web: build-engine
	cd web && npx vite build --logLevel warn

db:
	@$(PG) start
	@$(PG) createdb steekwerk

migrate: build-api
	node api/dist/cli/migrate.js

clean:
	rm -rf engine-rs/target engine-rs/dist model/dist formats/dist api/dist web/dist e2e/test-results
	@echo "Kept .data/ (the database); remove it yourself to start over."
