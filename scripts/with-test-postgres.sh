#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server (scripts/test-postgres.sh) whose URL is in
# TICKETSCAN_TEST_POSTGRES_URL, then stops the server and deletes it, also when the command
# fails or is interrupted. `make test` runs the test suite this way.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=$(mktemp -d /tmp/ticketscan-test-pg.XXXXXX)
rmdir "$dir"
cleanup() { scripts/test-postgres.sh destroy "$dir"; }
trap cleanup EXIT
port=${TICKETSCAN_TEST_POSTGRES_PORT:-55432}
TICKETSCAN_TEST_POSTGRES_URL=$(scripts/test-postgres.sh start "$dir" "$port")
export TICKETSCAN_TEST_POSTGRES_URL
echo "PostgreSQL for the tests: $TICKETSCAN_TEST_POSTGRES_URL" >&2
"$@"
