"""Plan the TEST split (samples-test/): every sample's printed content, truth, camera and labels.

make_test_plan(seed) -> list of sample dicts in the same shape as plan.make_plan's, marked
`"split": "test"` so that generate.py renders them with test_slip.py / test_negatives.py.
Its random stream ([seed, 2]) is separate from the tuning plan's ([seed, 0]); its typefaces,
layouts, banners, printer models and unmapped locations come from test_styles.py and
layouts.py, which are disjoint from the tuning pools (test_styles.assert_disjoint).
"""
from __future__ import annotations

import string
from datetime import date, timedelta

import numpy as np

from common import CATALOGUE, DST_DAYS, MAPPED_LOCATIONS, crosses_dst, iso_pacific
from content import particulars
from layouts import BY_NAME, LAYOUTS
from plan import (MEDIUM, P12_L, P12_P, SMALL, camera, name_for, rand_ticket, recency_label, size_labels,
                  ticket_and_now, truth)
from slip import format_date, format_time
from test_styles import (BANNER_FONTS, BANNERS, FACE_WEIGHTS, FACES, HEAD_DPI, LABEL_SETS, PAPER_WIDTHS,
                         TEST_UNMAPPED, assert_disjoint, printed_location)

# DST scenarios other than the tuning set's: (ticket local, now local, now fold)
TEST_DST_CASES = [
    ((2024, 11, 3, 0, 45), (2024, 11, 3, 2, 10), 0),   # 2h25 real (1h25 wall) -> recent
    ((2024, 11, 3, 0, 5), (2024, 11, 3, 2, 15), 0),    # 3h10 real (2h10 wall) -> old
    ((2024, 3, 10, 1, 50), (2024, 3, 10, 3, 20), 0),   # 0h30 real (1h30 wall) -> recent
    ((2024, 3, 10, 0, 15), (2024, 3, 10, 4, 10), 0),   # 2h55 real (3h55 wall) -> recent
    ((2026, 3, 8, 1, 55), (2026, 3, 8, 3, 0), 0),      # 5 min real -> recent
    ((2026, 11, 1, 0, 40), (2026, 11, 1, 1, 30), 1),   # now in the repeated hour (PST): 1h50 -> recent
    ((2025, 3, 8, 23, 30), (2025, 3, 9, 3, 15), 0),    # day before the change: 2h45 real (3h45 wall) -> recent
    ((2026, 11, 1, 0, 30), (2026, 11, 1, 2, 35), 0),   # 3h05 real (2h05 wall) -> old
]
TEST_SCANS = [((1100, 1800), 180), ((1275, 1650), 150), ((1654, 2339), 200), ((2480, 3508), 300),
              ((1200, 1900), 160), ((1000, 1500), 140)]
TEST_EXIF_TAGS = [6, 6, 6, 6, 8, 8, 8, 3, 3, 2, 4, 5, 7, 5]
TEST_ILLEGIBLE = [  # (name, slip damage, camera overrides, unreadable fields)
    ("torn", {"tear_below": "time"}, {}, ("location",)),
    ("torn", {"tear_below": "date"}, {}, ("time", "location")),
    ("coffee", {"ops": [("coffee", "date")]}, {}, ("date",)),
    ("coffee", {"ops": [("coffee", "time")]}, {}, ("time",)),
    ("smudge", {"ops": [("blacken", "location")]}, {}, ("location",)),
    ("rubbed", {"ops": [("fade", "date")]}, {}, ("date",)),
    ("rubbed", {"ops": [("fade", "location")]}, {}, ("location",)),
    ("glare", {}, {"glare": 1.0, "glare_target": ["time"]}, ("time",)),
    ("stain", {"ops": [("coffee", "time"), ("fade", "location")]}, {}, ("time", "location")),
    ("blot", {"ops": [("coffee", "fields")]}, {}, ("date", "time", "location")),
    ("faded", {"ops": [("fade_all", None)]}, {}, ("date", "time", "location")),
    ("blur", {}, {"blur": "extreme"}, ("date", "time", "location")),
]
TEST_NEGATIVES = ["gas", "gas", "garage", "garage", "woodland", "woodland", "yolo", "yolo", "library",
                  "library", "permit", "permit", "event", "event", "poster", "blankslip", "scene", "scene"]
FADE_LEVELS = {"light": (0.42, 0.56), "medium": (0.31, 0.42), "heavy": (0.23, 0.31)}


class Cycle:
    """Hands out the items of a pool in shuffled rounds, so every item is used evenly."""

    def __init__(self, rng, items):
        self.rng, self.items, self.queue = rng, list(items), []

    def next(self, ok=lambda x: True):
        for _ in range(3):
            for j in range(len(self.queue) - 1, -1, -1):
                if ok(self.queue[j]):
                    return self.queue.pop(j)
            self.queue = [self.items[i] for i in self.rng.permutation(len(self.items))] + self.queue
        raise ValueError("no item fits")


def notice_content(rng, tdate, th, tm, location, *, layout, face, labelset, date_fmt, time_fmt, mixed,
                 clean, fade, dead):
    """Everything test_slip.render_test_ticket needs."""
    spec = FACES[face]
    due = tdate + timedelta(days=int(rng.choice([21, 30, 28, 14, 10])))
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
        "gap": float(rng.uniform(1.2, 1.45)),
        "indent": float(rng.choice([0, 0, 2, 4])),
        "leader": str(rng.choice([".", ". ", "_"])) if layout == "leaders" else ".",
        "header_align": "c" if rng.random() < 0.7 else "l",
        "section_style": str(rng.choice(["reverse", "dashes", "plain"])),
        "margin": float(rng.uniform(18, 44)),
        "top": float(rng.uniform(16, 40)), "after_banner": float(rng.uniform(16, 34)),
        "before_fields": float(rng.uniform(6, 26)), "after_fields": float(rng.uniform(10, 30)),
        "tail": float(rng.uniform(50, 110)),
        "banner": BANNERS[int(rng.integers(len(BANNERS)))],
        "banner_font": BANNER_FONTS[int(rng.integers(len(BANNER_FONTS)))],
        "banner_h": float(rng.uniform(78, 104)),
        "banner_blue": [float(rng.uniform(0, 30)), float(rng.uniform(40, 90)), float(rng.uniform(120, 175))],
        "banner_strength": float(rng.uniform(0.85, 1.0)),
        "upper_labels": "upper-label" in ls.conditions, "nocolon": "nocolon" in ls.conditions,
        "date_label": ls.date, "time_label": ls.time, "location_label": ls.location,
        "datetime_label": ls.datetime,
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
        "missing_rows": 0 if clean else int(rng.choice([0, 0, 0, 1, 2, 4])),
        "dead_columns": n_dead,
        "dead_widths": [int(rng.integers(1, 3 if head == 300 else 2)) for _ in range(n_dead)],
        "paper": [w + float(rng.uniform(-2, 2)), w + float(rng.uniform(-2, 1)), w - float(rng.uniform(0, 7))],
        "ink_color": [float(rng.uniform(10, 45))] * 2 + [float(rng.uniform(20, 60))],
        "damage": None,
    }


def split_camera(rng, size, mode, cap_kind=None, bg=None):
    """plan.camera, then the test split's wider ranges: capital heights 8-90 px, tilt to 30 deg."""
    cam, cl = camera(rng, size, mode, bg=bg)
    if mode != "hard":
        return cam, cl
    big = size in (P12_L, P12_P)
    old = cam["cap_px"]
    if cap_kind == "tiny":
        cam["cap_px"] = float(rng.uniform(8, 11.5))
    elif cap_kind == "close":
        cam["cap_px"] = float(rng.uniform(62, 90))
    else:
        cam["cap_px"] = max(12.5, float(rng.uniform(16, 60)) * min(size) / 3024)
    cam["blur"] *= cam["cap_px"] / old  # blur and motion are relative to the capital height
    cam["motion"] *= cam["cap_px"] / old
    if cap_kind == "tiny":
        cam["quality"] = max(cam["quality"], 72 if big else 80)
        cam["blur"] = min(cam["blur"], 0.4)
        cam["motion"] = 0.0
        cl = [c for c in cl if c not in ("blur", "motion")] + ["tinyprint"]
    elif cap_kind == "close":
        cl.append("closeup")
    if rng.random() < 0.4:
        cam["roll"] = float(rng.choice([-1, 1]) * rng.uniform(15, 30))
        cl = [c for c in cl if c != "tilt"] + ["steep"]
    if "perspective" in cl:  # keep it strongly off-axis
        cam["yaw"] = float(np.sign(cam["yaw"] or 1) * max(abs(cam["yaw"]), 12))
    return cam, cl


class Pools:
    def __init__(self, rng):
        self.layouts = Cycle(rng, [x.name for x in LAYOUTS])
        self.faces = Cycle(rng, [k for k, w in FACE_WEIGHTS.items() for _ in range(w)])
        self.labelsets = Cycle(rng, [i for i, ls in enumerate(LABEL_SETS) for _ in range(ls.weight)])
        self.mapped = Cycle(rng, MAPPED_LOCATIONS)
        self.unmapped = Cycle(rng, TEST_UNMAPPED)
        self.is_unmapped = Cycle(rng, [True] * 3 + [False] * 17)  # 15% outside the catalogue


SEPARATE_ROWS = ("inline", "label-above", "right-aligned", "leaders")


def layouts_for(illegible):
    """Layouts in which the damage hits only the fields the truth calls unreadable: each field
    on its own row, and for a stain or glare spot on one field, values two lines apart."""
    names = [x.name for x in LAYOUTS]
    if not illegible or set(illegible[3]) == {"date", "time", "location"}:
        return names
    spots = {op[0] for op in illegible[1].get("ops", [])} | ({"glare"} if illegible[2].get("glare_target") else set())
    return ["label-above"] if spots & {"coffee", "blacken", "glare"} else list(SEPARATE_ROWS)


# Minutes between ticket and "now" at the edge of the recency window (plan.ticket_and_now).
TEST_EDGE_MINUTES = [-4, 185, 179, -7, 0]


def ticket_sample(rng, pools, mode, size, *, dst=None, recency=None, illegible=None, exif=None, rot=None,
                  cap_kind=None):
    labels = []
    location = pools.unmapped.next() if pools.is_unmapped.next() else pools.mapped.next()
    if location not in CATALOGUE:
        labels.append("unmapped")
    ticket, now = ticket_and_now(rng, dst, recency, TEST_EDGE_MINUTES)
    if dst or (ticket.year, ticket.month, ticket.day) in DST_DAYS or crosses_dst(ticket, now):
        labels.append("dst")
    r = rng.random()
    date_fmt = "mdy" if r < 0.5 else ("mmddyyyy" if r < 0.85 else "mmddyy")
    time_fmt = "ampm" if rng.random() < 0.22 else "24"
    labels += (["ampm"] if time_fmt == "ampm" else []) + (["twodigityear"] if date_fmt == "mmddyy" else [])
    layout = pools.layouts.next(lambda n: n in layouts_for(illegible))
    face = pools.faces.next((lambda k: FACES[k].kind != "dotmatrix") if cap_kind == "tiny" else (lambda k: True))
    ls = pools.labelsets.next()
    labels += list(BY_NAME[layout].labels) + list(LABEL_SETS[ls].conditions)
    mixed = bool(rng.random() < 0.3)
    if mixed:
        labels.append("mixedcase")
    if FACES[face].kind == "dotmatrix":
        labels.append("dotmatrix")
    cam, cl = split_camera(rng, size, mode, cap_kind)
    fade = None
    if mode == "hard" and illegible is None and rng.random() < 0.24:
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
    if illegible:
        content["damage"] = illegible[1]
        content["stain_pad"] = 0.3
    exp = truth(ticket, now, location, unreadable)
    if exp["ticket_date"] and exp["ticket_time"]:
        labels.append(recency_label(ticket, now))
    if exif:
        cl.append("exif")
    return {"split": "test", "type": "ticket", "content": content, "cam": cam, "exif": exif,
            "labels": cl + size_labels(size) + labels, "now": iso_pacific(now), "expected": exp,
            "illegible_name": illegible[0] if illegible else None}


NEGATIVE_LAYOUTS = {"gas": "datetime-line", "garage": "label-above", "woodland": "leaders",
                    "yolo": "right-aligned", "library": "inline", "permit": "label-above",
                    "event": "label-above", "poster": "inline"}


def negative_sample(rng, kind, size):
    now = rand_ticket(rng) + timedelta(minutes=int(rng.integers(0, 600)))
    mode = "hard" if rng.random() < 0.7 else "clean"
    bg = "table" if kind in ("event", "poster") and rng.random() < 0.6 else None
    cam, cl = split_camera(rng, size, mode, bg=bg)
    cl = [c for c in cl if c != "clean" and not (kind == "scene" and c in ("tilt", "steep", "perspective", "curl"))]
    if kind in ("event", "poster") and "cap_px" in cam:
        cam["cap_px"] = max(cam["cap_px"], 14.0)
    exp = {"success": False, "error_code": "not_a_ticket", "ticket_date": None, "ticket_time": None,
           "ticket_location": None, "mapped_lot_id": None, "is_recent": False}
    lay = NEGATIVE_LAYOUTS.get(kind)
    return {"split": "test", "type": "negative", "kind": kind, "cam": cam, "exif": None, "now": iso_pacific(now),
            "layout": lay, "labels": ["negative"] + cl + size_labels(size) + (list(BY_NAME[lay].labels) if lay else []),
            "expected": exp}


# The condition a test photo's file name starts with (plan.name_for): the first among its labels.
TEST_NAME_CONDITIONS = ["rot90", "rot180", "rot270", "tinyprint", "closeup", "steep", "dotmatrix",
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


def make_test_plan(seed):
    assert_disjoint()
    rng = np.random.default_rng([seed, 2])
    pools = Pools(rng)
    out = []
    for i in range(10):
        out.append(ticket_sample(rng, pools, "clean", _size(rng, "12mp-p" if i < 4 else "medium")))
    for size, dpi in TEST_SCANS:
        s = ticket_sample(rng, pools, "scan", size)
        s["content"]["dpi"] = dpi
        out.append(s)
    for i, tag in enumerate(TEST_EXIF_TAGS):
        up_size = _size(rng, "12mp-p" if i < 9 else "medium")
        if tag >= 5 and up_size[0] > up_size[1]:
            up_size = (up_size[1], up_size[0])
        out.append(ticket_sample(rng, pools, "hard" if i % 3 else "clean", up_size, exif=tag))
    for i, rot in enumerate([90, 180, 270] * 2):
        size = P12_L if i == 0 else (P12_P if i == 1 else _size(rng, "medium"))
        if rot in (90, 270) and size[0] < size[1]:
            size = (size[1], size[0])
        if rot == 180 and size[0] > size[1]:
            size = (size[1], size[0])
        out.append(ticket_sample(rng, pools, "hard", size, rot=rot))
    for i, case in enumerate(TEST_DST_CASES):
        out.append(ticket_sample(rng, pools, "hard" if i % 2 else "clean", _size(rng, "medium"), dst=case))
    kinds = ["12mp-l"] * 8 + ["12mp"] * 12 + ["small"] * 14 + ["medium"] * 34
    caps = {i: "close" for i in range(8)}
    caps.update({i: "tiny" for i in (8, 9, 20, 21, 22, 34, 35, 36, 37)})
    edges = [-4, 185, 179, -7, 0]  # minutes from ticket to now: recent, old, recent, future, recent
    for i, k in enumerate(kinds):
        rec = edges[i // 6] if i % 6 == 3 and i // 6 < len(edges) else None
        out.append(ticket_sample(rng, pools, "hard", _size(rng, k), recency=rec, cap_kind=caps.get(i)))
    for i, ill in enumerate(TEST_ILLEGIBLE):
        out.append(ticket_sample(rng, pools, "hard", _size(rng, "12mp" if i < 2 else "medium"), illegible=ill))
    for i, kind in enumerate(TEST_NEGATIVES):
        size = _size(rng, "12mp" if i in (2, 7) else ("small" if i % 4 == 0 else "medium"))
        out.append(negative_sample(rng, kind, size))
    for i, s in enumerate(out, 1):
        s["index"] = i
        s["file"] = name_for(s, i, TEST_NAME_CONDITIONS)
        s["seed"] = [int(seed), 2, i]
    return out
