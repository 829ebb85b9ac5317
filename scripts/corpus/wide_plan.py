"""Plan the tuning set's WIDE part: about 60 notices and 10 negatives appended to samples/ after
the narrow tuning set's 140 photos, each labelled `wide`.

make_wide_plan(seed, first) -> list of sample dicts in the same shape as plan.make_plan's,
numbered from `first` and marked `"split": "wide"` so that generate.py renders them with
wide_slip.py / wide_negatives.py. Its random stream ([seed, 3]) is separate from the tuning
plan's ([seed, 0]) and the test split's ([seed, 2]), so the first 140 photos stay exactly as
they were. Its typefaces, layouts, banners, label wordings, printers and unmapped locations
come from wide_styles.py and wide_layouts.py, which share nothing with the test split
(wide_styles.assert_disjoint); its conditions are the test split's kinds of hardship (faded
thermal print, dead print-head columns, tiny and close-up print, steep tilt, mixed case) on
top of the tuning set's.
"""
from __future__ import annotations

import string
from datetime import date, timedelta

import numpy as np

from common import CATALOGUE, DST_DAYS, MAPPED_LOCATIONS, crosses_dst, iso_pacific
from content import particulars
from plan import (MEDIUM, P12_L, P12_P, SMALL, camera, name_for, rand_ticket, recency_label, size_labels,
                  ticket_and_now, truth)
from slip import format_date, format_time
from test_plan import FADE_LEVELS, Cycle
from test_styles import printed_location
from wide_layouts import BY_NAME, LAYOUT_WEIGHTS
from wide_styles import (BANNER_FONTS, BANNER_LABELS, BANNERS, FACE_WEIGHTS, FACES, HEAD_DPI, LABEL_SETS,
                         PAPER_WIDTHS, WIDE_UNMAPPED, assert_disjoint)

# DST scenarios neither split has: (ticket local, now local, now fold)
WIDE_DST_CASES = [
    ((2025, 3, 9, 1, 15), (2025, 3, 9, 4, 0), 0),      # 1h45 real (2h45 wall) -> recent
    ((2026, 11, 1, 0, 55), (2026, 11, 1, 3, 5), 0),    # 3h10 real (2h10 wall) -> old
]
WIDE_SCANS = [((1200, 1800), 170), ((1654, 2339), 200)]
WIDE_EXIF_TAGS = [6, 6, 8, 3, 5, 7]
WIDE_ILLEGIBLE = [  # (name, slip damage, camera overrides, unreadable fields)
    ("torn", {"tear_below": "time"}, {}, ("location",)),
    ("rubbed", {"ops": [("fade", "time")]}, {}, ("time",)),
    ("blot", {"ops": [("coffee", "fields")]}, {}, ("date", "time", "location")),
    ("faded", {"ops": [("fade_all", None)]}, {}, ("date", "time", "location")),
    ("blur", {}, {"blur": "extreme"}, ("date", "time", "location")),
]
WIDE_NEGATIVES = ["gasstation", "gasstation", "exitreceipt", "exitreceipt", "meter", "meter", "bookstore",
                  "bookstore", "hotelpass", "hotelpass"]


def notice_content(rng, tdate, th, tm, location, *, layout, face, labelset, date_fmt, time_fmt, mixed,
                   clean, fade, dead):
    """Everything wide_slip.render_wide_ticket needs."""
    spec = FACES[face]
    due = tdate + timedelta(days=int(rng.choice([21, 30, 28, 14])))
    permit = date(tdate.year + int(rng.integers(0, 2)), 6, 30)
    if permit == tdate:
        permit = date(tdate.year + 1, 6, 30)
    if fade:
        darkness, uneven = float(rng.uniform(*FADE_LEVELS[fade])), float(rng.uniform(0.25, 0.5))
    elif clean:
        darkness, uneven = float(rng.uniform(0.85, 0.97)), float(rng.uniform(0.0, 0.12))
    else:
        darkness, uneven = float(rng.uniform(0.55, 0.95)), float(rng.uniform(0.05, 0.4))
    head = None if spec.kind == "dotmatrix" else int(HEAD_DPI[int(rng.integers(len(HEAD_DPI)))])
    n_dead = int(rng.integers(3, 11)) if dead else 0
    w = float(rng.uniform(236, 252))
    ls = LABEL_SETS[labelset]
    return {
        "dpi": 300, "face": face, "layout": layout,
        "paper_in": float(PAPER_WIDTHS[int(rng.integers(len(PAPER_WIDTHS)))]),
        "head_dpi": head,
        "body_cap": float(rng.uniform(19, 26)),
        "field_scale": float(rng.choice([1.0, 1.1, 1.2, 1.3])),
        "bold_body": bool(rng.random() < 0.4),
        "bold_fields": bool(rng.random() < 0.6),
        "bold_header": bool(rng.random() < 0.5),
        "gap": float(rng.uniform(1.25, 1.45)),
        "rule_dots": float(rng.uniform(1.6, 3.0)),
        "cell_pad": float(rng.uniform(0.4, 0.8)),
        "boxed": bool(rng.random() < 0.6),
        "header_align": "c" if rng.random() < 0.7 else "l",
        "section_style": str(rng.choice(["reverse", "dashes", "plain"])),
        "margin": float(rng.uniform(20, 44)),
        "top": float(rng.uniform(16, 40)), "after_banner": float(rng.uniform(16, 34)),
        "before_fields": float(rng.uniform(8, 26)), "after_fields": float(rng.uniform(10, 30)),
        "tail": float(rng.uniform(50, 110)),
        "banner": BANNERS[int(rng.integers(len(BANNERS)))],
        "banner_font": BANNER_FONTS[int(rng.integers(len(BANNER_FONTS)))],
        "banner_h": float(rng.uniform(78, 104)),
        "banner_line": float(rng.uniform(4, 8)),
        "banner_round": float(rng.choice([0.0, 0.15, 0.3])),
        "banner_blue": [float(rng.uniform(0, 40)), float(rng.uniform(50, 100)), float(rng.uniform(130, 190))],
        "banner_strength": float(rng.uniform(0.85, 1.0)),
        "upper_labels": "upper-label" in ls.conditions,
        "date_label": ls.date, "time_label": ls.time, "location_label": ls.location,
        "notice_no": f"{tdate.year % 100:02d}{string.ascii_uppercase[int(rng.integers(0, 8))]}"
                     f"{int(rng.integers(0, 99999)):05d}",
        "date_text": format_date(tdate, date_fmt),
        "time_text": format_time(th, tm, time_fmt, pad=bool(rng.random() < 0.75)),
        "location_text": printed_location(location, mixed),
        "due_text": format_date(due, date_fmt),
        "permit_text": format_date(permit, "mmddyyyy" if date_fmt != "mmddyy" else "mmddyy"),
        **particulars(rng),
        "darkness": darkness, "unevenness": uneven,
        "fade_band": bool((not clean) and rng.random() < (0.5 if fade else 0.3)),
        "dot_jitter": float(0.3 if clean else rng.uniform(0.3, 1.5)),
        "missing_rows": 0 if clean else int(rng.choice([0, 0, 0, 1, 2])),
        "dead_columns": n_dead,
        "dead_widths": [int(rng.integers(1, 3)) for _ in range(n_dead)],
        "paper": [w + float(rng.uniform(-2, 2)), w + float(rng.uniform(-2, 1)), w - float(rng.uniform(0, 7))],
        "ink_color": [float(rng.uniform(10, 45))] * 2 + [float(rng.uniform(20, 60))],
        "damage": None,
    }


def wide_camera(rng, size, mode, cap_kind=None, bg=None):
    """plan.camera, then the wide part's ranges: capitals 8-11 px (tiny) or 60-90 px (close-up),
    otherwise 20-60 px scaled to the photo's short side (at least 13); in-plane rotation 15-30 deg on 35%."""
    cam, cl = camera(rng, size, mode, bg=bg)
    if mode != "hard":
        return cam, cl
    big = size in (P12_L, P12_P)
    old = cam["cap_px"]
    if cap_kind == "tiny":
        cam["cap_px"] = float(rng.uniform(8, 11))
    elif cap_kind == "close":
        cam["cap_px"] = float(rng.uniform(60, 90))
    else:
        cam["cap_px"] = max(13.0, float(rng.uniform(20, 60)) * min(size) / 3024)
    cam["blur"] *= cam["cap_px"] / old  # blur and motion are relative to the capital height
    cam["motion"] *= cam["cap_px"] / old
    if cap_kind == "tiny":
        cam["quality"] = max(cam["quality"], 72 if big else 80)
        cam["blur"] = min(cam["blur"], 0.4)
        cam["motion"] = 0.0
        cl = [c for c in cl if c not in ("blur", "motion")] + ["tinyprint"]
    elif cap_kind == "close":
        cl.append("closeup")
    if rng.random() < 0.35:
        cam["roll"] = float(rng.choice([-1, 1]) * rng.uniform(15, 30))
        cl = [c for c in cl if c != "tilt"] + ["steep"]
    return cam, cl


class Pools:
    def __init__(self, rng):
        self.layouts = Cycle(rng, [k for k, w in LAYOUT_WEIGHTS.items() for _ in range(w)])
        self.faces = Cycle(rng, [k for k, w in FACE_WEIGHTS.items() for _ in range(w)])
        self.labelsets = Cycle(rng, [i for i, ls in enumerate(LABEL_SETS) for _ in range(ls.weight)])
        self.mapped = Cycle(rng, MAPPED_LOCATIONS)
        self.unmapped = Cycle(rng, WIDE_UNMAPPED)
        self.is_unmapped = Cycle(rng, [True] * 3 + [False] * 17)  # 15% outside the catalogue


# Minutes between ticket and "now" at the edge of the recency window (plan.ticket_and_now).
WIDE_EDGE_MINUTES = [-3, 183, 177, -8]


def ticket_sample(rng, pools, mode, size, *, dst=None, recency=None, illegible=None, exif=None, rot=None,
                  cap_kind=None):
    labels = ["wide"]
    location = pools.unmapped.next() if pools.is_unmapped.next() else pools.mapped.next()
    if location not in CATALOGUE:
        labels.append("unmapped")
    ticket, now = ticket_and_now(rng, dst, recency, WIDE_EDGE_MINUTES)
    if dst or (ticket.year, ticket.month, ticket.day) in DST_DAYS or crosses_dst(ticket, now):
        labels.append("dst")
    r = rng.random()
    date_fmt = "mdy" if r < 0.5 else ("mmddyyyy" if r < 0.85 else "mmddyy")
    time_fmt = "ampm" if rng.random() < 0.22 else "24"
    labels += (["ampm"] if time_fmt == "ampm" else []) + (["twodigityear"] if date_fmt == "mmddyy" else [])
    layout = pools.layouts.next()
    # tiny print stays an outline face: a dot matrix at 8 px capitals is no longer print
    face = pools.faces.next((lambda k: FACES[k].kind != "dotmatrix") if cap_kind == "tiny" else (lambda k: True))
    ls = pools.labelsets.next()
    labels += list(BY_NAME[layout].labels) + list(LABEL_SETS[ls].conditions)
    mixed = bool(rng.random() < 0.3)
    if mixed:
        labels.append("mixedcase")
    if FACES[face].kind == "dotmatrix":
        labels.append("dotmatrix")
    cam, cl = wide_camera(rng, size, mode, cap_kind)
    fade = None  # (never on tiny print: faded 8 px capitals are no longer legible to a person)
    if mode == "hard" and illegible is None and cap_kind != "tiny" and rng.random() < 0.25:
        fade = str(rng.choice(list(FADE_LEVELS)))
        cam["blur"] *= 0.6
        cam["motion"] *= 0.6
        cl.append("faded-thermal")
    dead = mode == "hard" and FACES[face].kind != "dotmatrix" and rng.random() < 0.3
    if dead:
        cl.append("deadcolumns")
    unreadable = ()
    if illegible:
        name, damage, over, unreadable = illegible
        cam.update(over)
        cam["wiper"] = cam["wiper"] and "tear_below" not in damage  # no paper left below the fields to hold
        cl.append("illegible")
        if name == "faded":
            cl.append("faded-thermal")
    if rot:
        cam["roll"] = rot + float(rng.uniform(-4, 4))
        cl = [x for x in cl if x not in ("tilt", "steep")] + [f"rot{rot}"]
    content = notice_content(rng, ticket.date(), ticket.hour, ticket.minute, location, layout=layout, face=face,
                             labelset=ls, date_fmt=date_fmt, time_fmt=time_fmt, mixed=mixed,
                             clean=mode in ("clean", "scan"), fade=fade, dead=dead)
    labels += list(BANNER_LABELS[content["banner"]])
    if illegible:
        content["damage"] = illegible[1]
        content["stain_pad"] = 0.3
    exp = truth(ticket, now, location, unreadable)
    if exp["ticket_date"] and exp["ticket_time"]:
        labels.append(recency_label(ticket, now))
    if exif:
        cl.append("exif")
    return {"split": "wide", "type": "ticket", "content": content, "cam": cam, "exif": exif,
            "labels": cl + size_labels(size) + labels, "now": iso_pacific(now), "expected": exp,
            "illegible_name": illegible[0] if illegible else None}


# the layout each negative's Date/Time/Location lines are printed in (wide_negatives.py)
NEGATIVE_LAYOUTS = {"gasstation": "colon-aligned", "exitreceipt": "ruled-table", "meter": "reverse-label",
                    "bookstore": "inline-column", "hotelpass": "colon-aligned"}


def negative_sample(rng, kind, size):
    now = rand_ticket(rng) + timedelta(minutes=int(rng.integers(0, 600)))
    mode = "hard" if rng.random() < 0.7 else "clean"
    bg = "table" if kind == "hotelpass" and rng.random() < 0.5 else None
    cam, cl = wide_camera(rng, size, mode, bg=bg)
    cl = [c for c in cl if c != "clean"]
    exp = {"success": False, "error_code": "not_a_ticket", "ticket_date": None, "ticket_time": None,
           "ticket_location": None, "mapped_lot_id": None, "is_recent": False}
    lay = NEGATIVE_LAYOUTS[kind]
    extra = ["dotmatrix"] if kind == "gasstation" else []
    return {"split": "wide", "type": "negative", "kind": kind, "cam": cam, "exif": None, "now": iso_pacific(now),
            "layout": lay, "labels": ["negative", "wide"] + cl + size_labels(size) + list(BY_NAME[lay].labels) + extra,
            "expected": exp}


# The condition a wide photo's file name starts with (after "wide-"): the first among its labels.
WIDE_NAME_CONDITIONS = ["rot90", "rot180", "rot270", "tinyprint", "closeup", "steep", "dotmatrix",
                        "faded-thermal", "deadcolumns", "lowlight", "motion", "blur", "glare",
                        "perspective", "curl", "shadow", "tilt", "noise"]


def _size(rng, kind):
    if kind == "12mp-p":
        return P12_P
    if kind == "12mp-l":
        return P12_L
    if kind == "12mp":
        return P12_P if rng.random() < 0.6 else P12_L
    if kind == "small":
        return SMALL[int(rng.integers(len(SMALL)))]
    return MEDIUM[int(rng.integers(len(MEDIUM)))]


def make_wide_plan(seed, first):
    """The wide part of the tuning set for `seed`, its photos numbered from `first`."""
    assert_disjoint()
    rng = np.random.default_rng([seed, 3])
    pools = Pools(rng)
    out = []
    for i in range(4):
        out.append(ticket_sample(rng, pools, "clean", _size(rng, "12mp-p" if i < 1 else "medium")))
    for size, dpi in WIDE_SCANS:
        s = ticket_sample(rng, pools, "scan", size)
        s["content"]["dpi"] = dpi
        out.append(s)
    for i, tag in enumerate(WIDE_EXIF_TAGS):
        up_size = _size(rng, "12mp-p" if i < 3 else "medium")
        if tag >= 5 and up_size[0] > up_size[1]:
            up_size = (up_size[1], up_size[0])
        out.append(ticket_sample(rng, pools, "hard" if i % 3 else "clean", up_size, exif=tag))
    for i, rot in enumerate([90, 180, 270]):
        size = P12_L if i == 0 else _size(rng, "medium")
        if rot in (90, 270) and size[0] < size[1]:
            size = (size[1], size[0])
        if rot == 180 and size[0] > size[1]:
            size = (size[1], size[0])
        out.append(ticket_sample(rng, pools, "hard", size, rot=rot))
    for i, case in enumerate(WIDE_DST_CASES):
        out.append(ticket_sample(rng, pools, "hard" if i % 2 else "clean", _size(rng, "medium"), dst=case))
    kinds = ["12mp-l"] * 3 + ["12mp"] * 5 + ["small"] * 9 + ["medium"] * 21
    caps = {i: "close" for i in (0, 1, 3, 4, 5)}  # close-ups need a 12 MP frame to stay close
    caps.update({i: "tiny" for i in (2, 8, 9, 10, 17, 18)})
    for i, k in enumerate(kinds):
        rec = WIDE_EDGE_MINUTES[i // 6] if i % 6 == 2 and i // 6 < len(WIDE_EDGE_MINUTES) else None
        out.append(ticket_sample(rng, pools, "hard", _size(rng, k), recency=rec, cap_kind=caps.get(i)))
    for i, ill in enumerate(WIDE_ILLEGIBLE):
        out.append(ticket_sample(rng, pools, "hard", _size(rng, "12mp" if i < 1 else "medium"), illegible=ill))
    for i, kind in enumerate(WIDE_NEGATIVES):
        size = _size(rng, "12mp" if i in (1, 6) else ("small" if i % 4 == 0 else "medium"))
        out.append(negative_sample(rng, kind, size))
    for i, s in enumerate(out, first):
        s["index"] = i
        s["file"] = "wide-" + name_for(s, i, WIDE_NAME_CONDITIONS)
        s["seed"] = [int(seed), 3, i]
    return out
