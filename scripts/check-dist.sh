#!/usr/bin/env bash
# Checks that a `make dist` binary stands on its own: no shared library of the Swift toolchain
# (libswiftCore, Foundation, Dispatch, ...) among what it loads, only Debian's, and that it runs
# with the toolchain out of reach. Prints the Debian packages a machine needs to run it.
set -euo pipefail
binary=${1:?usage: scripts/check-dist.sh BINARY}

libraries=$(ldd "$binary")
toolchain=$(printf '%s\n' "$libraries" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|lib_Foundation|libicu.*swift|/swift/' || true)
if [ -n "$toolchain" ]; then
    echo "$binary still loads the Swift toolchain's runtime:" >&2
    printf '%s\n' "$toolchain" >&2
    exit 1
fi
missing=$(printf '%s\n' "$libraries" | grep 'not found' || true)
if [ -n "$missing" ]; then
    echo "$binary needs libraries this machine lacks:" >&2
    printf '%s\n' "$missing" >&2
    exit 1
fi
# Run it with nothing of the toolchain on the paths.
env -i PATH=/usr/bin:/bin "$binary" --version >/dev/null

# The Debian package of each library the binary names itself (not the ones those load), found
# under /lib or /usr/lib, which Debian 12 merges.
packages=$(objdump -p "$binary" | awk '$1 == "NEEDED" {print $2}' | while read -r library; do
    path=$(printf '%s\n' "$libraries" | awk -v name="$library" '$1 == name && $3 ~ /^\// {print $3}')
    [ -n "$path" ] || continue
    for candidate in "$path" "/usr$path" "${path#/usr}"; do
        dpkg -S "$candidate" 2>/dev/null | head -n 1 | cut -d: -f1 && break
    done
done | sort -u | tr '\n' ' ')
echo "$binary: no Swift toolchain library; it runs with these Debian packages: $packages"
