#!/usr/bin/env bash
# Fuzzes the running API against openapi.yaml with schemathesis: a server on a fresh SQLite
# database with a verified device and its token, every schemathesis check (no 5xx, bodies and
# statuses as the spec says, 405 for undeclared methods...), then the server must still be up.
#
#   scripts/api-fuzz.sh [EXAMPLES]    examples per operation and phase (default 100)
#
# schemathesis comes from PyPI into .build-schemathesis/venv, every package of it pinned and
# checked against its SHA-256 (scripts/api-fuzz-requirements.txt); the server is the
# release build (`make build`). Exits non-zero on any failure or if the server died; its log
# is kept in .build-schemathesis/server.log.
set -euo pipefail
cd "$(dirname "$0")/.."

examples=${1:-100}
work=.build-schemathesis
bin=.build/release/ticketscan
[ -x "$bin" ] || { echo "Run 'make build' first." >&2; exit 1; }
requirements=scripts/api-fuzz-requirements.txt
if ! cmp -s "$requirements" "$work/venv/requirements.txt"; then
    echo "api-fuzz: installing schemathesis into $work/venv" >&2
    rm -rf "$work/venv"
    python3 -m venv "$work/venv"
    "$work/venv/bin/pip" install --quiet --require-hashes --only-binary :all: -r "$requirements"
    cp "$requirements" "$work/venv/requirements.txt"
fi

rm -rf "$work/run" && mkdir -p "$work/run"
export TICKETSCAN_JWT_SECRET=$(head -c 48 /dev/urandom | base64)
database=(--database "sqlite:$work/run/db.sqlite")
$bin admin device add phone-1 "${database[@]}" > /dev/null
token=$($bin admin token phone-1 "${database[@]}")
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
$bin serve --port "$port" --workers 1 --scans-per-hour 1000000 "${database[@]}" > /dev/null 2> "$work/server.log" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/health" > /dev/null 2>&1 && break
    sleep 0.1
done

status=0
"$work/venv/bin/st" run openapi.yaml --url "http://127.0.0.1:$port" \
    -H "Authorization: Bearer $token" --checks all --max-examples "$examples" --seed 20261122 \
    --no-color || status=$?
if ! kill -0 $server 2>/dev/null; then
    tail -60 "$work/server.log" >&2
    echo "api-fuzz: the server died (log: $work/server.log)" >&2
    exit 1
fi
exit $status
