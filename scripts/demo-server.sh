#!/usr/bin/env bash
# Starts `ticketscan serve` on 127.0.0.1:8080 in the background for trying the endpoint by hand:
# a fresh database in .demo/ with a verified device phone-1 (the scanner) and phone-2 parked at
# the Quad Structure (MU), a random JWT secret, phone-1's token in .demo/token, and the clock
# pinned to 2024-05-18 08:30 Pacific so that samples/clean-006.jpg (LOT 15, 07:37) is recent.
# `scripts/demo-server.sh stop` stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=.build/release/ticketscan
demo=.demo
port=${PORT:-8080}

if [ "${1:-}" = "stop" ]; then
    [ -f "$demo/pid" ] && kill "$(cat "$demo/pid")" 2>/dev/null && echo "stopped" || echo "not running"
    rm -f "$demo/pid"
    exit 0
fi

[ -x "$bin" ] || { echo "Run 'make build' first." >&2; exit 1; }
if [ -f "$demo/pid" ] && kill -0 "$(cat "$demo/pid")" 2>/dev/null; then
    echo "Already running (pid $(cat "$demo/pid")); 'scripts/demo-server.sh stop' stops it." >&2
    exit 1
fi
rm -rf "$demo"
mkdir -p "$demo"
head -c 48 /dev/urandom | base64 > "$demo/secret"
database=(--database "sqlite:$demo/ticketscan.sqlite")
$bin admin device add phone-1 "${database[@]}" >/dev/null
$bin admin device add phone-2 "${database[@]}" >/dev/null
$bin admin checkin phone-2 MU "${database[@]}" >/dev/null
$bin admin token phone-1 --jwt-secret-file "$demo/secret" "${database[@]}" > "$demo/token"

$bin serve --port "$port" --jwt-secret-file "$demo/secret" "${database[@]}" \
    --now 2024-05-18T08:30:00-07:00 > /dev/null 2> "$demo/server.log" &
echo $! > "$demo/pid"
for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    kill -0 "$(cat "$demo/pid")" 2>/dev/null || { cat "$demo/server.log" >&2; exit 1; }
    sleep 0.1
done
cat <<TEXT
ticketscan serve is listening on 127.0.0.1:$port (pid $(cat "$demo/pid"), log in $demo/server.log).
Scan a notice as phone-1:
  curl -H "Authorization: Bearer \$(cat $demo/token)" -F image=@samples/clean-006.jpg http://127.0.0.1:$port/ticket-scan
Stop it with: scripts/demo-server.sh stop
TEXT
