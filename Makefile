# TicketScan's entry points. `make regress` and `make test` install what they need first.
.PHONY: setup setup-test build scan regress test dist fuzz api-fuzz test-asan test-tsan demo-server lint clean

SWIFT ?= swift
FUZZ_SECONDS ?= 60
# `make test` replays each fuzz target's corpus, then fuzzes it this long: a check, not a hunt.
TEST_FUZZ_SECONDS ?= 20
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

## The lint, the whole test suite (with a throwaway PostgreSQL server), the corpus regression
## on the tuning set and on the held-out test split (samples-test/, never tuned on),
## every command of the README, each fuzz target's corpus and TEST_FUZZ_SECONDS of fuzzing (default 20), then schemathesis against
## the running server (CI runs this).
test: setup-test lint
	$(SWIFT) build --build-tests $(TESTABLE_RELEASE)
	scripts/with-test-postgres.sh $(SWIFT) test $(TESTABLE_RELEASE) --skip-build
	$(RELEASE_BIN) regress samples
	$(RELEASE_BIN) regress samples-test
	scripts/readme-commands.sh $(RELEASE_BIN)
	scripts/fuzz.sh $(TEST_FUZZ_SECONDS)
	scripts/api-fuzz.sh 200

## dist/ticketscan: a release binary with the Swift runtime linked in (--static-swift-stdlib),
## which runs on Debian without the toolchain (it needs Debian's tesseract, leptonica, libjpeg,
## libpng and sqlite libraries, which scripts/check-dist.sh lists). Built in .build-dist.
## Debian's tesseract.pc puts libarchive and libcurl, which libtesseract loads itself, among the
## libraries to link: a copy without them keeps the binary from naming the build machine's curl.
dist: setup
	mkdir -p .build-dist/pkgconfig dist
	sed -E 's/ -l(archive|curl)\b//g' "$$(pkg-config --variable=pcfiledir tesseract)/tesseract.pc" > .build-dist/pkgconfig/tesseract.pc
	PKG_CONFIG_PATH=$(CURDIR)/.build-dist/pkgconfig $(SWIFT) build -c release --product ticketscan --static-swift-stdlib --scratch-path .build-dist
	strip -o dist/ticketscan .build-dist/release/ticketscan
	scripts/check-dist.sh dist/ticketscan

## swift-format's lint with the rules in .swift-format (Hummingbird's); `swift format -i -r` fixes most.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz/Sources Fuzz/Package.swift

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
	rm -rf .build .build-dist dist .demo Fuzz/.build .build-schemathesis
