#!/usr/bin/env bash
# A bounded load test of `ticketscan serve` on loopback: wrk posts a real sample photo as
# multipart/form-data with a valid token at CONCURRENCY connections (default 16) for
# DURATION (default 60s), then stops by itself. Prints the answers by status (503s are the
# designed answer to a full pool; any other non-200 is a failure), 200s whose body was not
# the expected scan, latency p50/p90/p99, and the server's resident memory after its first
# scan, every 10 s during the run, and at the end. The server runs on a fresh SQLite file in a temporary folder, deleted after.
#
#   scripts/load-test.sh
#   DURATION=5m CONCURRENCY=32 scripts/load-test.sh samples/clean-010.jpg
set -euo pipefail
cd "$(dirname "$0")/.."
photo=${1:-samples/clean-006.jpg}
duration=${DURATION:-60s}
concurrency=${CONCURRENCY:-16}
port=${PORT:-18090}
bin=.build/release/ticketscan
scripts/install-system-packages.sh --bench
make --no-print-directory build >/dev/null

work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
head -c 48 /dev/urandom | base64 > "$work/secret"
database=(--database "sqlite:$work/db.sqlite")
$bin admin device add load-1 "${database[@]}" >/dev/null
expected=$($bin scan "$photo" | python3 -c 'import json,sys; r=json.load(sys.stdin); print("\"ticket_date\":\"%s\",\"ticket_time\":\"%s\",\"ticket_location\":\"%s\"" % (r["ticket_date"], r["ticket_time"], r["ticket_location"]))')

$bin serve --port "$port" --jwt-secret-file "$work/secret" "${database[@]}" --scans-per-hour 100000000 \
    --log-level warning > /dev/null 2> "$work/server.log" &
server=$!
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break; sleep 0.1; done
rss() { awk '/VmRSS/ {print $2 / 1024 " MB"}' "/proc/$server/status"; }
curl -s -o /dev/null -H "Authorization: Bearer $($bin admin token load-1 --jwt-secret-file "$work/secret" "${database[@]}")" \
    -F "image=@$photo" "http://127.0.0.1:$port/ticket-scan"
echo "server resident memory after one scan: $(rss)"

( while kill -0 "$server" 2>/dev/null; do sleep 10; echo "$(date +%T) $(rss)"; done ) > "$work/rss.log" 2>/dev/null &
sampler=$!
LOAD_PHOTO=$photo LOAD_TOKEN=$($bin admin token load-1 --jwt-secret-file "$work/secret" "${database[@]}") LOAD_EXPECT=$expected \
    wrk -t 2 -c "$concurrency" -d "$duration" --timeout 30s -s scripts/load-test.lua "http://127.0.0.1:$port/ticket-scan" \
    | sed -n '/^requests /,$p'
kill "$sampler" 2>/dev/null || true
echo "server resident memory every 10 s during the run: $(tr '\n' ';' < "$work/rss.log")"
echo "server resident memory at the end: $(rss)"
curl -s "http://127.0.0.1:$port/metrics" | grep -E '^ticketscan_(scans|requests_refused)_total'
