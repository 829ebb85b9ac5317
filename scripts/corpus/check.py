#!/usr/bin/env python3
"""Check samples/ (or the test split samples-test/) against the corpus requirements and
docs/contract.md §4-6.

    python3 scripts/corpus/check.py samples
    python3 scripts/corpus/check.py samples-test

A folder whose manifest carries layout labels is the test split: it also needs a layout label on
every notice, its own totals, and test pools disjoint from the tuning ones
(test_styles.assert_disjoint).

Recomputes mapped_lot_id and is_recent from the manifest, checks labels, EXIF orientation
(stored pixels come back to the upright size with ImageOps.exif_transpose), image sizes, counts
and the folder size. Prints label counts; exits 1 on any failure.
"""
from __future__ import annotations

import collections
import json
import os
import sys
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from PIL import Image, ImageOps  # noqa: E402

from common import CATALOGUE, PACIFIC, is_recent  # noqa: E402

LABELS = set("clean scan tilt perspective rot90 rot180 rot270 exif curl shadow glare blur motion "
             "lowlight noise faded 12mp small unmapped future old recent dst ampm twodigityear "
             "issued-label negative illegible".split())
# the test split's own labels (README.md in this folder)
LAYOUT_LABELS = set("inline label-above datetime-line right-aligned leaders".split())
TEST_LABELS = LAYOUT_LABELS | set("mixedcase dotmatrix faded-thermal deadcolumns tinyprint closeup steep "
                                  "upper-label issue-label nocolon".split())
KEYS = ["success", "error_code", "ticket_date", "ticket_time", "ticket_location", "mapped_lot_id", "is_recent"]


def main(folder):
    fails = []
    m = json.load(open(os.path.join(folder, "manifest.json")))
    assert m["version"] == 1
    S = m["samples"]
    test = any(set(s["conditions"]) & LAYOUT_LABELS for s in S)
    labels_ok = LABELS | TEST_LABELS if test else LABELS
    files = sorted(f for f in os.listdir(folder) if f.endswith(".jpg"))
    if sorted(s["file"] for s in S) != files:
        fails.append("manifest and folder list different files")
    counts = collections.Counter()
    tags = collections.Counter()
    n12 = 0
    for s in S:
        f, e, L = s["file"], s["expected"], s["conditions"]
        counts.update(L)
        if set(e) != set(KEYS):
            fails.append(f"{f}: expected keys {sorted(e)}")
        if not set(L) <= labels_ok:
            fails.append(f"{f}: unknown labels {set(L) - labels_ok}")
        if test and "negative" not in L and not set(L) & LAYOUT_LABELS:
            fails.append(f"{f}: no layout label")
        now = datetime.fromisoformat(s["now"])
        if now.utcoffset() != now.astimezone(PACIFIC).utcoffset():
            fails.append(f"{f}: now offset is not the Pacific offset in force")
        loc = e["ticket_location"]
        if loc is not None and loc != " ".join(loc.upper().split()):
            fails.append(f"{f}: ticket_location not upper case with single spaces")
        if e["mapped_lot_id"] != (CATALOGUE.get(loc) if loc else None):
            fails.append(f"{f}: mapped_lot_id")
        if e["ticket_date"] and e["ticket_time"]:
            t = datetime.fromisoformat(f"{e['ticket_date']}T{e['ticket_time']}").replace(tzinfo=PACIFIC)
            if e["is_recent"] != is_recent(t, now):
                fails.append(f"{f}: is_recent")
        elif e["is_recent"]:
            fails.append(f"{f}: is_recent true without date and time")
        if "negative" in L:
            if e != {"success": False, "error_code": "not_a_ticket", "ticket_date": None, "ticket_time": None,
                     "ticket_location": None, "mapped_lot_id": None, "is_recent": False}:
                fails.append(f"{f}: negative truth")
        else:
            none = loc is None and e["ticket_date"] is None and e["ticket_time"] is None
            if e["success"] == none or (e["error_code"] == "fields_unreadable") != none:
                fails.append(f"{f}: success/error_code")
            if any(v is None for v in (loc, e["ticket_date"], e["ticket_time"])) and "illegible" not in L:
                fails.append(f"{f}: null field without 'illegible'")
        im = Image.open(os.path.join(folder, f))
        o = im.getexif().get(0x0112)
        up = ImageOps.exif_transpose(im)
        if ("exif" in L) != bool(o and o != 1):
            fails.append(f"{f}: exif label vs tag {o}")
        if o:
            tags[o] += 1
            if o >= 5 and up.size != im.size[::-1]:
                fails.append(f"{f}: transposed size")
        if up.size in ((4032, 3024), (3024, 4032)):
            n12 += 1
            if "12mp" not in L:
                fails.append(f"{f}: 12mp label")
        if min(up.size) < 700 or max(up.size) < 1000:
            fails.append(f"{f}: too small {up.size}")
    total = sum(os.path.getsize(os.path.join(folder, x)) for x in os.listdir(folder))
    if test:
        notices = len(S) - counts["negative"]
        need = [(len(S) >= 130, f"{len(S)} samples < 130"), (n12 >= 30, f"{n12} 12 MP < 30"),
                (sum(tags.values()) >= 12, "fewer than 12 EXIF"),
                (all(tags[k] >= 1 for k in range(2, 9)), f"EXIF tags {dict(tags)}"),
                (0.85 <= notices / len(S) <= 0.9, f"{notices} notices of {len(S)}: not 85-90%"),
                (counts["illegible"] >= 8, "illegible < 8"), (counts["unmapped"] >= 0.1 * notices, "unmapped < 10%"),
                (all(counts[k] >= 8 for k in TEST_LABELS),
                 f"fewer than 8 photos: {sorted(k for k in TEST_LABELS if counts[k] < 8)}"),
                (total < 70e6, f"folder {total / 1e6:.1f} MB >= 70 MB")]
        try:
            from test_styles import assert_disjoint
            assert_disjoint()
        except AssertionError as exc:
            fails.append(str(exc))
    else:
        need = [(len(S) >= 130, f"{len(S)} samples < 130"), (n12 >= 35, f"{n12} 12 MP < 35"),
                (sum(tags.values()) >= 16, "fewer than 16 EXIF"),
                (all(tags[k] >= 2 for k in range(2, 9)), f"EXIF tags {dict(tags)}"),
                (counts["negative"] >= 12, "negatives < 12"), (counts["illegible"] >= 8, "illegible < 8"),
                (total < 55e6, f"folder {total / 1e6:.1f} MB >= 55 MB")]
    fails += [msg for ok, msg in need if not ok]
    for k, v in sorted(counts.items()):
        print(f"  {k:14s} {v}")
    print(f"{len(S)} samples, {n12} at 12 MP, EXIF tags {dict(sorted(tags.items()))}, {total / 1e6:.1f} MB")
    for x in fails:
        print("FAIL", x)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "samples"))
