#!/usr/bin/env bash
# Runs every command the README shows a user typing, as written, and fails on the first that
# fails. A command is a line starting with `$ ` inside a ```console block; the two set-up
# commands (`make ...`) are left out, since this runs inside one of them. The commands run in
# order in one bash session, in a scratch folder holding a `samples` link to the corpus, with
# the built `ticketscan` first on PATH and a JWT secret in the environment; servers they start
# in the background are stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/ticketscan}")
readme=${README:-README.md}

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
ln -s "$PWD/samples" "$work/samples"
mkdir -p "$work/bin"
ln -s "$binary" "$work/bin/ticketscan"

# The commands, each echoed before it runs so that a failure shows which one it was.
script="$work/commands.sh"
awk '
    /^```console/ { inside = 1; next }
    /^```/        { inside = 0; next }
    inside && /^\$ / {
        command = substr($0, 3)
        if (command ~ /^make /) next
        quoted = command; gsub(/\047/, "\047\\\047\047", quoted)
        printf "echo \047+ %s\047 >&2\n%s\n", quoted, command
    }
' "$readme" > "$script"
count=$(grep -c '^echo ' "$script" || true)
[ "$count" -gt 0 ] || { echo "readme-commands: no \$ command found in $readme" >&2; exit 1; }

cd "$work"
PATH="$work/bin:$PATH" TICKETSCAN_JWT_SECRET=${TICKETSCAN_JWT_SECRET:-readme-secret-0123456789abcdefghijkl} \
    bash -euo pipefail "$script" > "$work/out.txt"
echo "readme-commands: all $count commands of $readme ran"
