#!/usr/bin/env bash
# Every photo's cost on a mixed set: the held-out corpus split (samples-test/: notices and
# negatives) and real photos that are not notices (samples-scenes/), by default. Runs
# `ticketscan batch --jobs 1` and then `tesseract IMAGE stdout` on the same files one after
# another, in the same run, and prints p50, p90, p99, max and total per folder and overall,
# the ratio of the totals, and how the non-notices were answered.
#
#   scripts/bench-mixed.sh                       # samples-test/ and samples-scenes/
#   scripts/bench-mixed.sh DIR...                # other folders
#   BATCH_ARGS="--budget 2" scripts/bench-mixed.sh
#   SKIP_BUILD=1 scripts/bench-mixed.sh          # time the binary already built, as it is
set -euo pipefail
cd "$(dirname "$0")/.."
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(samples-test samples-scenes)
batch_args=${BATCH_ARGS:-}
bin=.build/release/ticketscan
scripts/install-system-packages.sh --bench
[ -n "${SKIP_BUILD:-}" ] || make --no-print-directory build >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for folder in "${folders[@]}"; do
    name=$(basename "$folder")
    start=$(date +%s.%N)
    # shellcheck disable=SC2086 # BATCH_ARGS holds several words
    "$bin" batch "$folder" --jobs 1 --output "$work/$name.jsonl" $batch_args >/dev/null 2>"$work/$name.log" || true
    end=$(date +%s.%N)
    echo "$start $end" >"$work/$name.batch"
    start=$(date +%s.%N)
    for photo in "$folder"/*.jpg; do OMP_THREAD_LIMIT=1 tesseract "$photo" stdout >/dev/null 2>&1 || true; done
    end=$(date +%s.%N)
    echo "$start $end" >"$work/$name.tesseract"
done

python3 - "$work" "${folders[@]}" <<'PY'
import json, os, sys
work, folders = sys.argv[1], sys.argv[2:]

def seconds(path):
    start, end = map(float, open(path).read().split())
    return end - start

def quantile(values, q):
    return values[min(len(values) - 1, int(q * len(values)))]

def row(label, times, batch, tesseract):
    times = sorted(times)
    print(f"| {label} | {len(times)} | {quantile(times, .5):.3f} | {quantile(times, .9):.3f} | "
          f"{quantile(times, .99):.3f} | {times[-1]:.3f} | {sum(1 for t in times if t > 3)} | "
          f"{batch:.1f} | {tesseract:.1f} | {tesseract / batch:.2f}x |")

print("| folder | photos | p50 s | p90 s | p99 s | max s | over 3 s | batch total s | tesseract loop s | tesseract / batch |")
print("|---|---|---|---|---|---|---|---|---|---|")
every, refusals, batch_all, tesseract_all = [], [], 0.0, 0.0
for folder in folders:
    name = os.path.basename(folder)
    records = [json.loads(line) for line in open(os.path.join(work, name + ".jsonl"))]
    manifest = os.path.join(folder, "manifest.json")
    expected = {}
    if os.path.exists(manifest):
        expected = {s["file"]: s["expected"]["error_code"] for s in json.load(open(manifest))["samples"]}
    times = [r["elapsed_ms"] / 1000 for r in records]
    batch, tesseract = seconds(os.path.join(work, name + ".batch")), seconds(os.path.join(work, name + ".tesseract"))
    row(name, times, batch, tesseract)
    every += times
    batch_all += batch
    tesseract_all += tesseract
    for r in records:
        if expected.get(os.path.basename(r["file"])) == "not_a_ticket":
            refusals.append((r["elapsed_ms"] / 1000, r["response"]["error_code"] == "not_a_ticket"))
row("all", every, batch_all, tesseract_all)
if refusals:
    times = sorted(t for t, _ in refusals)
    print(f"\nnon-notices: {len(refusals)}, answered not_a_ticket {sum(ok for _, ok in refusals)}, "
          f"median {quantile(times, .5):.3f} s, max {times[-1]:.3f} s")
PY
