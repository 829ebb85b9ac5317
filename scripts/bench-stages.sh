#!/usr/bin/env bash
# The time of each stage of a scan (decode at full and at DCT-reduced scale, EXIF rotation,
# preprocessing, Tesseract on the whole slip, stopped below the field section and on the three
# field lines alone, parsing,
# lot mapping, JSON) and of the whole scan, as medians of repeated runs after a warm-up.
#
#   scripts/bench-stages.sh                 # a flat scan, a 3 MP and a 12 MP photo, 15 runs
#   scripts/bench-stages.sh --runs 30 a.jpg
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh
swift build -c release --product ticketscan-bench >&2
exec .build/release/ticketscan-bench "$@"
