#!/usr/bin/env bash
# Installs the Debian packages TicketScan builds and runs with (the `providers:` of
# Package.swift, GRDB's libsqlite3-dev, and curl for the demo server); with --test also
# PostgreSQL's server and client, which the tests run a throwaway server of. Does nothing when
# they are all present already.
set -euo pipefail

packages=(pkg-config libtesseract-dev libleptonica-dev libjpeg-dev libpng-dev tesseract-ocr-eng libsqlite3-dev curl)
[ "${1:-}" = "--test" ] && packages+=(postgresql postgresql-client)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
