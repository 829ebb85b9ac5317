#!/usr/bin/env python3
"""Check samples/ (or the test split samples-test/) against the corpus requirements and
docs/contract.md §4-6.

    python3 scripts/corpus/check.py samples
    python3 scripts/corpus/check.py samples-test

A folder whose manifest carries layout labels outside the tuning set's wide part is the test
split: it also needs a layout label on every notice, its own totals, and test pools disjoint
from the tuning ones (test_styles.assert_disjoint). In samples/, the photos labelled `wide`
(the wide part, after the narrow set's 140) need a wide layout label on every notice, their own
totals, and wide pools disjoint from the test split's (wide_styles.assert_disjoint).

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
# the wide part's labels (samples/, photos labelled "wide"): its layouts, wordings, banners, and
# the test split's names for the conditions it shares with it
WIDE_LAYOUT_LABELS = set("inline inline-column colon-aligned ruled-table reverse-label".split())
WIDE_CONDITIONS = set("mixedcase dotmatrix faded-thermal deadcolumns tinyprint closeup steep".split())
WIDE_LABELS = ({"wide"} | WIDE_LAYOUT_LABELS | WIDE_CONDITIONS
               | set("upper-label of-issue-label violation-label lot-label outline-banner notched-banner".split()))
KEYS = ["success", "error_code", "ticket_date", "ticket_time", "ticket_location", "mapped_lot_id", "is_recent"]


def main(folder):
    fails = []
    m = json.load(open(os.path.join(folder, "manifest.json")))
    assert m["version"] == 1
    S = m["samples"]
    test = any(set(s["conditions"]) & LAYOUT_LABELS for s in S if "wide" not in s["conditions"])
    labels_ok = LABELS | TEST_LABELS if test else LABELS
    wide_seen = False
    files = sorted(f for f in os.listdir(folder) if f.endswith(".jpg"))
    if sorted(s["file"] for s in S) != files:
        fails.append("manifest and folder list different files")
    counts = collections.Counter()
    tags = collections.Counter()
    n12 = 0
    wide = collections.Counter()  # the wide part's label counts (and "_12mp", "_exif")
    for s in S:
        f, e, L = s["file"], s["expected"], s["conditions"]
        is_wide = not test and "wide" in L
        (wide if is_wide else counts).update(L)
        if set(e) != set(KEYS):
            fails.append(f"{f}: expected keys {sorted(e)}")
        ok = LABELS | WIDE_LABELS if is_wide else labels_ok
        if not set(L) <= ok:
            fails.append(f"{f}: unknown labels {set(L) - ok}")
        if test and "negative" not in L and not set(L) & LAYOUT_LABELS:
            fails.append(f"{f}: no layout label")
        if is_wide:
            wide_seen = True
            if not f.startswith("wide-"):
                fails.append(f"{f}: a wide photo's name starts with wide-")
            if len(set(L) & WIDE_LAYOUT_LABELS) != 1 and "negative" not in L:
                fails.append(f"{f}: not one wide layout label")
        elif wide_seen:
            fails.append(f"{f}: a narrow tuning photo after the wide part")
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
            if is_wide:
                wide["_exif"] += 1
            else:
                tags[o] += 1
            if o >= 5 and up.size != im.size[::-1]:
                fails.append(f"{f}: transposed size")
        if up.size in ((4032, 3024), (3024, 4032)):
            if is_wide:
                wide["_12mp"] += 1
            else:
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
        narrow = len(S) - wide["wide"]
        need = [(narrow >= 130, f"{narrow} narrow samples < 130"), (n12 >= 35, f"{n12} 12 MP < 35"),
                (sum(tags.values()) >= 16, "fewer than 16 EXIF"),
                (all(tags[k] >= 2 for k in range(2, 9)), f"EXIF tags {dict(tags)}"),
                (counts["negative"] >= 12, "negatives < 12"), (counts["illegible"] >= 8, "illegible < 8"),
                (total < 80e6, f"folder {total / 1e6:.1f} MB >= 80 MB")]
        if wide["wide"]:
            notices = wide["wide"] - wide["negative"]
            need += [(notices >= 55, f"{notices} wide notices < 55"), (wide["negative"] >= 8, "wide negatives < 8"),
                     (wide["_12mp"] >= 10, "wide 12 MP < 10"), (wide["_exif"] >= 4, "wide EXIF < 4"),
                     (wide["illegible"] >= 3, "wide illegible < 3"),
                     (wide["unmapped"] >= 0.1 * notices, "wide unmapped < 10%"),
                     (all(wide[k] >= 5 for k in WIDE_CONDITIONS | WIDE_LAYOUT_LABELS),
                      f"fewer than 5 wide photos: {sorted(k for k in WIDE_CONDITIONS | WIDE_LAYOUT_LABELS if wide[k] < 5)}")]
            try:
                from wide_styles import assert_disjoint
                assert_disjoint()
            except AssertionError as exc:
                fails.append(str(exc))
    fails += [msg for ok, msg in need if not ok]
    for k, v in sorted(counts.items()):
        print(f"  {k:14s} {v}")
    if wide["wide"]:
        print("wide part:")
        for k, v in sorted(wide.items()):
            if not k.startswith("_"):
                print(f"  {k:14s} {v}")
        print(f"wide part: {wide['wide']} samples, {wide['_12mp']} at 12 MP, {wide['_exif']} EXIF")
    print(f"{len(S)} samples, {n12} at 12 MP, EXIF tags {dict(sorted(tags.items()))}, {total / 1e6:.1f} MB")
    for x in fails:
        print("FAIL", x)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "samples"))
