#!/usr/bin/env bash
# Batch throughput on a folder of photos (default: the sample corpus), measured with
# hyperfine in one run: `ticketscan batch --jobs 1` and `--jobs 2` against plain
# `tesseract IMAGE stdout` (default settings) run over the same files one after another.
# Prints the median of RUNS runs each (default 3), photos per second, the scaling of
# --jobs 2 over --jobs 1, the ratio against the tesseract loop, and the peak resident
# memory of `batch --jobs 2`.
#
#   scripts/bench-batch.sh              # samples/, 3 runs each
#   RUNS=5 scripts/bench-batch.sh DIR
#   BATCH_ARGS="--budget 1" scripts/bench-batch.sh   # options for both batch commands
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-samples}
runs=${RUNS:-3}
batch_args=${BATCH_ARGS:-}
bin=.build/release/ticketscan
scripts/install-system-packages.sh --bench
make --no-print-directory build >/dev/null
photos=$(find "$folder" -maxdepth 1 -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' \) | wc -l)
results=$(mktemp)
trap 'rm -f "$results"' EXIT

hyperfine --style basic --shell bash --runs "$runs" --export-json "$results" \
    -n "batch --jobs 1" "$bin batch $folder --jobs 1 $batch_args" \
    -n "batch --jobs 2" "$bin batch $folder --jobs 2 $batch_args" \
    -n "tesseract loop" "shopt -s nullglob nocaseglob; for f in $folder/*.{jpg,jpeg,png}; do tesseract \"\$f\" stdout || true; done" \
    >&2

memory=$(mktemp)
# shellcheck disable=SC2086 # BATCH_ARGS holds several words
/usr/bin/time -f '%M' -o "$memory" "$bin" batch "$folder" --jobs 2 $batch_args >/dev/null 2>&1
peak_kb=$(tail -1 "$memory")
rm -f "$memory"

python3 - "$results" "$photos" "$peak_kb" <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
photos, peak = int(sys.argv[2]), int(sys.argv[3])
median = {name: r["median"] for name, r in runs.items()}
print(f"{photos} photos, median of {len(next(iter(runs.values()))['times'])} runs each")
for name, seconds in median.items():
    print(f"  {name:16} {seconds:7.1f} s  {photos / seconds:5.2f} photos/s")
one, two, loop = median["batch --jobs 1"], median["batch --jobs 2"], median["tesseract loop"]
print(f"--jobs 2 over --jobs 1: {one / two:.2f}x")
print(f"batch --jobs 2 against the tesseract loop: {loop / two:.2f}x faster")
print(f"peak resident memory of batch --jobs 2: {peak / 1024:.0f} MB")
PY
