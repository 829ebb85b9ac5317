#!/usr/bin/env bash
# Installs the Debian packages TicketScan builds and runs with (the `providers:` of
# Package.swift, GRDB's libsqlite3-dev, and curl for the demo server); with --test also
# PostgreSQL's server and client, which the tests run a throwaway server of; with --bench the
# programs the benchmarks compare with and drive: the `tesseract` command (tesseract-ocr),
# hyperfine and wrk. Does nothing when they are all present already.
#
#   scripts/install-system-packages.sh [--test | --bench]
set -euo pipefail

packages=(pkg-config libtesseract-dev libleptonica-dev libjpeg-dev libpng-dev tesseract-ocr-eng libsqlite3-dev curl)
case "${1:-}" in
    --test) packages+=(postgresql postgresql-client) ;;
    --bench) packages+=(tesseract-ocr hyperfine wrk) ;;
    "") ;;
    *) echo "install-system-packages: unknown option $1 (use --test, --bench or nothing)" >&2; exit 2 ;;
esac

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
