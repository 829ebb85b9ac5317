# TicketScan's entry points. `make regress` and `make test` install what they need first.
.PHONY: setup setup-test build scan regress test demo-server clean

SWIFT ?= swift
RELEASE_BIN = .build/release/ticketscan

setup:
	@scripts/install-system-packages.sh

setup-test:
	@scripts/install-system-packages.sh --test

build: setup
	$(SWIFT) build -c release --product ticketscan

## Scan every photo of the sample corpus, one JSON line each.
scan: build
	$(RELEASE_BIN) scan samples/*.jpg

## Run the regression over the sample corpus and compare with samples/baseline.json.
regress: build
	$(RELEASE_BIN) regress samples

## Start `ticketscan serve` in the background with a demo database and token in .demo/.
demo-server: build
	scripts/demo-server.sh

## The whole test suite (with a throwaway PostgreSQL server), then the corpus regression (CI runs this).
test: setup-test
	$(SWIFT) build --build-tests
	scripts/with-test-postgres.sh $(SWIFT) test --skip-build
	$(MAKE) regress

clean:
	rm -rf .build .demo
