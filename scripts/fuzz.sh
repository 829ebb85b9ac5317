#!/usr/bin/env bash
# Fuzzes TicketScan's JPEG and PNG decoders (through the C shim), its parser and its streaming
# multipart reader with libFuzzer under AddressSanitizer, for a bounded time, after replaying
# every known bad input.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     SECONDS per target (default 60); TARGET of
#                                             jpeg, png, parser, multipart (default all four)
#
# Builds the package in Fuzz/ (its own .build) with `--sanitize=fuzzer --sanitize=address` and
# explicit coverage flags (swiftc's -sanitize=fuzzer alone leaves SwiftPM's Swift modules
# uninstrumented). Debian's libjpeg and libpng are not instrumented: coverage guides the
# mutations through our shim, EXIF reader and parser, and a crash inside the libraries is
# still caught.
#
# Each target first runs once over Fuzz/Regressions/TARGET (inputs that once failed) and, for
# the decoders, over Tests/HostileImages; then fuzzes from Fuzz/Corpus/TARGET, keeping what it
# learns in Fuzz/.build/corpus/TARGET so that later runs go deeper. A crash, sanitizer report,
# leak, input slower than 10 s or over 2 GB is written to Fuzz/.build/findings/TARGET/ and the
# script exits 1: fix it, then add the input to Fuzz/Regressions/TARGET.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(jpeg png parser multipart)

echo "fuzz: building the fuzz targets with ASan and coverage" >&2
(cd Fuzz && swift build -c release --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp 2>&1 \
    | grep -v "Cannot export local symbol" >&2)

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
status=0
for target in "${targets[@]}"; do
    binary=Fuzz/.build/release/fuzz-$target
    corpus=Fuzz/.build/corpus/$target
    findings=Fuzz/.build/findings/$target
    mkdir -p "$corpus" "$findings" "Fuzz/Regressions/$target"
    known=(Fuzz/Regressions/"$target"/*)
    case $target in
        jpeg) known+=(Tests/HostileImages/*.jpg Tests/HostileImages/*.jpeg) ;;
        png) known+=(Tests/HostileImages/*.png) ;;
    esac
    files=()
    for file in "${known[@]}"; do [ -f "$file" ] && [ "${file##*/}" != README.md ] && files+=("$file"); done
    if [ ${#files[@]} -gt 0 ]; then
        echo "fuzz-$target: replaying ${#files[@]} known inputs" >&2
        if ! "$binary" -rss_limit_mb=2048 -timeout=10 "${files[@]}" > "$findings/replay.log" 2>&1; then
            tail -40 "$findings/replay.log" >&2
            echo "fuzz-$target: a known input fails again (log: $findings/replay.log)" >&2
            status=1
            continue
        fi
    fi
    extra=()
    [ "$target" = parser ] && extra+=(-dict=Fuzz/parser.dict)
    echo "fuzz-$target: fuzzing for $seconds s" >&2
    if "$binary" "$corpus" "Fuzz/Corpus/$target" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" "${extra[@]}" \
        > "$findings/fuzz.log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$findings/fuzz.log")
        coverage=$(grep -o 'cov: [0-9]*' "$findings/fuzz.log" | tail -1)
        echo "fuzz-$target: no finding in $runs executions ($coverage edges, corpus $(ls "$corpus" | wc -l) inputs)" >&2
    else
        tail -60 "$findings/fuzz.log" >&2
        echo "fuzz-$target: FINDING, input saved in $findings/ (log: $findings/fuzz.log)" >&2
        status=1
    fi
done
exit $status
