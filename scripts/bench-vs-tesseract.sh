#!/usr/bin/env bash
# `ticketscan scan IMAGE` against `tesseract IMAGE stdout` (default settings) on the same
# images, with the ratio of their medians. Both are whole processes: start-up and engine
# initialisation are in both times. Default images: a small flat scan, a 3 MP photo and an
# EXIF-rotated 12 MP photo.
#
# This machine is shared and its speed comes in bursts, and hyperfine runs all of one command
# before the other: so each image is measured in ROUNDS rounds (default 5) of RUNS runs of
# each command (default 3), alternating, and the medians are taken over all rounds.
#
#   scripts/bench-vs-tesseract.sh
#   ROUNDS=10 RUNS=2 scripts/bench-vs-tesseract.sh a.jpg b.jpg
#
# The time of each stage inside a scan: .build/release/ticketscan-bench (scripts/bench-stages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
rounds=${ROUNDS:-5}
bin=.build/release/ticketscan
scripts/install-system-packages.sh --bench
make --no-print-directory build >/dev/null
images=("$@")
[ ${#images[@]} -gt 0 ] || images=(samples/scan-016.jpg samples/clean-010.jpg samples/exif6-12mp-021.jpg)
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

for round in $(seq "$rounds"); do
    for image in "${images[@]}"; do
        hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$results/$(basename "$image").$round.json" \
            -n "ticketscan" "$bin scan $image" \
            -n "tesseract" "tesseract $image stdout" >&2
    done
done

python3 - "$results" "${images[@]}" <<'PY'
import glob, json, os, statistics, sys
folder, images = sys.argv[1], sys.argv[2:]
print("| image | ticketscan scan (median s) | tesseract IMAGE stdout (median s) | tesseract / ticketscan |")
print("|---|---|---|---|")
for image in images:
    times = {"ticketscan": [], "tesseract": []}
    for export in glob.glob(os.path.join(folder, os.path.basename(image) + ".*.json")):
        for result in json.load(open(export))["results"]:
            times[result["command"]] += result["times"]
    ours, theirs = statistics.median(times["ticketscan"]), statistics.median(times["tesseract"])
    print(f"| {os.path.basename(image)} | {ours:.3f} | {theirs:.3f} | {theirs / ours:.2f}x |")
PY
