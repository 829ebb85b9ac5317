#!/usr/bin/env python3
"""Scan every file of Tests/HostileImages and compare with its manifest entry.

    python3 scripts/hostile-images/check.py Tests/HostileImages [--bin .build/release/ticketscan]

Runs `ticketscan scan FILE --now NOW` once per file (30 s timeout) and
prints file, expected, actual, seconds, peak memory (MB) and any stderr. Flags mismatches, files slower than
2 s, crashes, timeouts and non-empty stderr; exits 1 if there is any.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEYS = ("ticket_date", "ticket_time", "ticket_location")
TIMEOUT, SLOW = 30, 2.0


def run(command, env):
    """(exit status or None on timeout, stdout, stderr, seconds, peak RSS in MB) of one run."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        child = subprocess.Popen(command, stdout=out, stderr=err, env=env)
        while True:  # os.wait4 gives this child's own peak memory
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > TIMEOUT:
                child.kill()
                pid, status, usage = os.wait4(child.pid, 0)
                status = None
                break
            time.sleep(0.005)
        seconds = time.monotonic() - start
        out.seek(0)
        err.seek(0)
        code = None if status is None else os.waitstatus_to_exitcode(status)
        return (code, out.read().decode(errors="replace"), err.read().decode(errors="replace"),
                seconds, usage.ru_maxrss / 1024)


def scan(binary, path, now):
    """(actual, seconds, MB, stderr, problem): actual is an error code or ("ticket", fields)."""
    code, stdout, stderr, seconds, mb = run([binary, "scan", path, "--now", now], dict(os.environ))
    if code is None:
        return "timeout", seconds, mb, stderr, f"no answer within {TIMEOUT} s"
    if code != 0:
        return f"exit {code}", seconds, mb, stderr, f"exit status {code}"
    try:
        response = json.loads(stdout)
    except ValueError:
        return "bad output", seconds, mb, stderr, f"stdout is not JSON: {stdout[:200]!r}"
    if response["success"]:
        return ("ticket", {k: response[k] for k in KEYS}), seconds, mb, stderr, None
    return response["error_code"], seconds, mb, stderr, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default=os.path.join(REPO, "Tests", "HostileImages"))
    parser.add_argument("--bin", default=os.path.join(REPO, ".build", "release", "ticketscan"))
    args = parser.parse_args()

    manifest = json.load(open(os.path.join(args.folder, "manifest.json")))
    listed = {e["file"] for e in manifest}
    present = set(os.listdir(args.folder)) - {"manifest.json", "README.md"}
    problems = [f"{name}: not in the manifest" for name in sorted(present - listed)]
    problems += [f"{name}: listed but missing" for name in sorted(listed - present)]

    print(f"{'file':40} {'expect':15} {'actual':15} {'seconds':>7} {'MB':>6}")
    for entry in manifest:
        name = entry["file"]
        actual, seconds, mb, stderr, problem = scan(args.bin, os.path.join(args.folder, name), entry["now"])
        shown = actual
        if isinstance(actual, tuple):
            shown = "ticket" if actual[1] == entry.get("fields") else "ticket?"
            if shown != "ticket":
                problem = problem or f"read {actual[1]}, expected {entry.get('fields')}"
        print(f"{name:40} {entry['expect']:15} {shown:15} {seconds:7.2f} {mb:6.0f}", flush=True)
        if shown != entry["expect"]:
            problems.append(f"{name}: expected {entry['expect']}, got {shown}"
                            + (f" ({problem})" if problem else ""))
        elif problem:
            problems.append(f"{name}: {problem}")
        if seconds > SLOW:
            problems.append(f"{name}: took {seconds:.2f} s (more than {SLOW:g} s)")
        if stderr.strip():
            problems.append(f"{name}: stderr: {stderr.strip()[:500]}")

    total = sum(os.path.getsize(os.path.join(args.folder, n)) for n in os.listdir(args.folder))
    print(f"\n{len(manifest)} files, folder {total / 1e6:.2f} MB")
    for problem in problems:
        print("PROBLEM", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
