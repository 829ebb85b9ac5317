#!/usr/bin/env bash
# Runs the whole test suite built with a sanitizer, in its own build folder, beside a
# throwaway PostgreSQL server (as `make test` does).
#
#   scripts/test-sanitized.sh address    # AddressSanitizer + LeakSanitizer, in .build-asan
#   scripts/test-sanitized.sh thread     # ThreadSanitizer, in .build-tsan
#
# A clean build of the server stack with a sanitizer takes about 6 minutes on two cores, the
# run 2 to 5 more: not part of `make test`. Tesseract, Leptonica, libjpeg and libpng are not
# instrumented, so ASan checks our code and the memory we hand them, not their insides.
# Leak detection is off here: on Linux, Foundation's Process, URLSession (libcurl) and
# the router tests' NIO test channels leave hundreds of allocations that LeakSanitizer reports
# at exit, none of them ours. Leaks in our code are looked for by the fuzz targets
# (scripts/fuzz.sh), which run with LeakSanitizer on and call nothing but our code.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:?usage: scripts/test-sanitized.sh address|thread}
case $sanitizer in
    address) folder=.build-asan ;;
    thread) folder=.build-tsan ;;
    *) echo "unknown sanitizer '$sanitizer': address or thread" >&2; exit 2 ;;
esac
scripts/install-system-packages.sh --test
export ASAN_OPTIONS="detect_leaks=0"
export TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1"
swift build --build-tests --sanitize="$sanitizer" --build-path "$folder"
scripts/with-test-postgres.sh swift test --skip-build --sanitize="$sanitizer" --build-path "$folder"
