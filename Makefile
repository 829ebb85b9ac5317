# TicketScan's entry points. `make regress` and `make test` install what they need first.
.PHONY: setup setup-test build scan regress test fuzz api-fuzz test-asan test-tsan demo-server clean

SWIFT ?= swift
FUZZ_SECONDS ?= 60
RELEASE_BIN = .build/release/ticketscan
# The tests run from an optimised build with testable imports, so that `make test` compiles
# everything once: the suite, the corpus regression and schemathesis's server all use it.
TESTABLE_RELEASE = -c release -Xswiftc -enable-testing

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

## The whole test suite (with a throwaway PostgreSQL server), the corpus regression, a bounded
## run of each fuzz target, then schemathesis against the running server (CI runs this).
test: setup-test
	$(SWIFT) build --build-tests $(TESTABLE_RELEASE)
	scripts/with-test-postgres.sh $(SWIFT) test $(TESTABLE_RELEASE) --skip-build
	$(RELEASE_BIN) regress samples
	scripts/fuzz.sh $(FUZZ_SECONDS)
	scripts/api-fuzz.sh 200

## Fuzz the JPEG and PNG decoders, the parser and the multipart reader under ASan, FUZZ_SECONDS
## each (default 60).
fuzz: setup
	scripts/fuzz.sh $(FUZZ_SECONDS)

## schemathesis (from PyPI) against openapi.yaml and a running server.
api-fuzz: build
	scripts/api-fuzz.sh

## The test suite under AddressSanitizer (in .build-asan) or ThreadSanitizer (in .build-tsan).
test-asan:
	scripts/test-sanitized.sh address

test-tsan:
	scripts/test-sanitized.sh thread

clean:
	rm -rf .build .demo Fuzz/.build .build-schemathesis
