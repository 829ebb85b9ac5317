"""Decide what every sample is: ticket content, truth, camera settings and condition labels.

make_plan(seed) -> list of sample dicts, fully determined by the seed. Rendering happens in
generate.py; nothing here draws pixels.
"""
from __future__ import annotations

from datetime import date, timedelta, timezone

import numpy as np

from common import (CATALOGUE, DST_DAYS, MAPPED_LOCATIONS, PACIFIC, UNMAPPED_LOCATIONS,
                    crosses_dst, is_nonexistent_or_ambiguous, is_recent, iso_pacific, local)

P12_L, P12_P = (4032, 3024), (3024, 4032)
MEDIUM = [(2016, 1512), (1512, 2016), (1920, 1440), (1600, 1200), (1200, 1600), (2592, 1944),
          (1944, 2592), (1280, 960), (1080, 1440)]
SMALL = [(1280, 960), (1000, 750), (1000, 1333), (1024, 768), (1050, 1400)]
HARD_BG = ["windshield", "windshield", "windshield", "paint", "dashboard", "asphalt", "hand", "hand"]
CLEAN_BG = ["table", "dashboard", "paint", "windshield", "table"]
CASTS = [(1.0, 1.0, 1.0), (1.08, 1.0, 0.86), (0.92, 0.98, 1.1), (1.05, 1.03, 0.9), (0.95, 1.04, 0.95)]

# Wall-clock DST scenarios: (ticket local, now local, now fold). Real elapsed time differs
# from the wall-clock difference, which is the point.
DST_CASES = [
    ((2025, 3, 9, 0, 40), (2025, 3, 9, 3, 55), 0),    # 2h15 real (3h15 on the wall) -> recent
    ((2026, 3, 8, 1, 30), (2026, 3, 8, 4, 20), 0),    # 1h50 real -> recent
    ((2026, 3, 8, 0, 10), (2026, 3, 8, 4, 5), 0),     # 2h55 real (3h55 wall) -> recent
    ((2025, 11, 2, 0, 20), (2025, 11, 2, 2, 30), 0),  # 3h10 real (2h10 wall) -> old
    ((2026, 11, 1, 0, 50), (2026, 11, 1, 1, 40), 1),  # now in the repeated hour, PST: 1h50 -> recent
    ((2025, 11, 2, 0, 30), (2025, 11, 2, 3, 20), 0),  # 3h50 real (2h50 wall) -> old
    ((2026, 11, 1, 10, 15), (2026, 11, 1, 12, 0), 0),  # on the change day, plain -> recent
    ((2025, 3, 9, 14, 5), (2025, 3, 10, 9, 0), 0),    # old
    ((2024, 3, 10, 9, 30), (2024, 3, 10, 11, 10), 0),  # recent
    ((2024, 11, 3, 22, 45), (2024, 11, 4, 0, 5), 0),  # recent, crosses midnight
]


def rand_date(rng):
    d0 = date(2024, 1, 1)
    return d0 + timedelta(days=int(rng.integers(0, (date(2026, 12, 31) - d0).days + 1)))


def rand_ticket(rng):
    while True:
        d = rand_date(rng)
        h = int(rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 6, 0]))
        t = local(d.year, d.month, d.day, h, int(rng.integers(0, 60)))
        if not is_nonexistent_or_ambiguous(t):
            return t


def now_for(rng, ticket, kind):
    """A 'now' instant at a real (UTC) offset from the ticket; kind may be minutes (int)."""
    if kind == "recent":
        delta = timedelta(minutes=float(rng.uniform(0, 170)))
    elif kind == "old":
        delta = (timedelta(hours=float(rng.uniform(3.2, 20))) if rng.random() < 0.5
                 else timedelta(days=float(rng.uniform(1, 60))))
    elif kind == "future":
        delta = -timedelta(minutes=float(rng.uniform(10, 3 * 24 * 60)))
    else:
        delta = timedelta(minutes=kind)
    now = (ticket.astimezone(timezone.utc) + delta).astimezone(PACIFIC)
    sec = int(rng.integers(0, 60)) if isinstance(kind, str) else 0
    return now.replace(second=sec, microsecond=0)


# Minutes between ticket and "now" for the samples at the edge of the recency window.
EDGE_MINUTES = [-2, 190, 178, -6]


def ticket_and_now(rng, dst, recency, edges):
    """The ticket's instant and the sample's "now": a DST case as given, or a random ticket with
    a "now" of the `recency` kind (drawn when None; "edge" picks minutes from `edges`)."""
    if dst:
        (ty, tmo, td, th, tmi), (ny, nmo, nd, nh, nmi), fold = dst
        return local(ty, tmo, td, th, tmi), local(ny, nmo, nd, nh, nmi).replace(fold=fold)
    ticket = rand_ticket(rng)
    kind = recency if recency is not None else str(rng.choice(["recent"] * 50 + ["old"] * 36 + ["future"] * 8 + ["edge"] * 6))
    if kind == "edge":
        kind = int(rng.choice(edges))
    return ticket, now_for(rng, ticket, kind)


def truth(ticket, now, location, unreadable=()):
    d = None if "date" in unreadable else ticket.strftime("%Y-%m-%d")
    t = None if "time" in unreadable else ticket.strftime("%H:%M")
    loc = None if "location" in unreadable else location
    ok = not (d is None and t is None and loc is None)
    return {"success": ok, "error_code": None if ok else "fields_unreadable",
            "ticket_date": d, "ticket_time": t, "ticket_location": loc,
            "mapped_lot_id": CATALOGUE.get(loc) if loc else None,
            "is_recent": bool(d and t and is_recent(ticket, now))}


def recency_label(ticket, now):
    if is_recent(ticket, now):
        return "recent"
    return "future" if now < ticket else "old"


def cap_for(rng, size, lo=22, hi=56, floor=12):
    return max(floor, float(rng.uniform(lo, hi)) * min(size) / 3024)


def camera(rng, size, mode, bg=None):
    """Camera settings. mode: clean / scan / hard."""
    cam = {"size": size, "roll": 0.0, "yaw": 0.0, "pitch": 0.0, "focal": float(rng.uniform(1.3, 2.5)),
           "curl": 0.0, "shadow": 0.0, "glare": 0.0, "blur": 0.0, "motion": 0.0, "exposure": 1.0,
           "noise": 0.0, "vignette": 0.0, "cast": (1, 1, 1), "contrast": 0.0, "sharpen": 0,
           "wiper": False, "thumb": False, "crease": False, "center_bias": 0.5}
    labels = []
    big = size in (P12_L, P12_P)
    if mode == "scan":
        cam.update(background="scanner", roll=float(rng.uniform(-1.2, 1.2)), noise=0.6,
                   cap_px=0, quality=int(rng.integers(85, 96)))
        return cam, ["scan"]
    if mode == "clean":
        cam.update(background=bg or CLEAN_BG[int(rng.integers(len(CLEAN_BG)))],
                   roll=float(rng.uniform(-2.5, 2.5)), yaw=float(rng.uniform(-5, 5)), pitch=float(rng.uniform(-5, 5)),
                   noise=float(rng.uniform(0.8, 1.6)), vignette=float(rng.uniform(0, 0.15)),
                   sharpen=int(rng.integers(0, 60)), contrast=float(rng.uniform(0, 0.3)),
                   cap_px=cap_for(rng, size, 30, 52, 16),
                   quality=int(rng.integers(70, 80) if big else rng.integers(82, 91)))
        return cam, ["clean"]
    cam["background"] = bg or HARD_BG[int(rng.integers(len(HARD_BG)))]
    cam["cap_px"] = cap_for(rng, size, 38, 58, 20) if cam["background"] == "hand" else cap_for(rng, size, 22, 56, 14)
    cam["quality"] = int(rng.integers(50, 74) if big else rng.integers(55, 86))
    cam["noise"] = float(rng.uniform(1.0, 2.5))
    cam["vignette"] = float(rng.uniform(0, 0.35))
    cam["sharpen"] = int(rng.choice([0, 40, 80] if big else [0, 40, 80, 120]))
    cam["contrast"] = float(rng.uniform(0, 0.5))
    cam["center_bias"] = float(rng.uniform(0.3, 0.7))
    cam["crease"] = bool(rng.random() < 0.25)
    cap = cam["cap_px"]
    if rng.random() < 0.75:
        cam["roll"] = float(rng.choice([-1, 1]) * rng.uniform(3, 15))
        labels.append("tilt")
    else:
        cam["roll"] = float(rng.uniform(-2, 2))
    if rng.random() < 0.45:
        cam["yaw"], cam["pitch"] = float(rng.uniform(-32, 32)), float(rng.uniform(-35, 35))
        cam["focal"] = float(rng.uniform(0.9, 1.6))
        labels.append("perspective")
    else:
        cam["yaw"], cam["pitch"] = float(rng.uniform(-8, 8)), float(rng.uniform(-8, 8))
    if rng.random() < 0.4:
        cam["curl"] = float(rng.uniform(0.4, 1.0)); labels.append("curl")
    if rng.random() < 0.4:
        cam["shadow"] = float(rng.uniform(0.4, 0.85)); labels.append("shadow")
    if rng.random() < 0.3:
        cam["glare"] = float(rng.uniform(0.6, 1.1)); labels.append("glare")
    if rng.random() < 0.3:
        cam["blur"] = float(rng.uniform(0.05, 0.1) * cap); labels.append("blur")
    elif rng.random() < 0.2:
        cam["motion"] = float(rng.uniform(0.15, 0.32) * cap)
        cam["motion_angle"] = float(rng.uniform(0, 180)); labels.append("motion")
    else:
        cam["blur"] = float(rng.uniform(0.0, 0.035) * cap)
    if rng.random() < 0.16:
        cam["exposure"] = float(rng.uniform(0.3, 0.5))
        cam["noise"] = float(rng.uniform(2, 3) if big else rng.uniform(3, 5))
        cam["quality"] = min(cam["quality"], 66 if big else 80)
        cam["cast"] = (1.12, 1.0, 0.75) if rng.random() < 0.6 else (1.0, 1.0, 1.0)
        labels += ["lowlight", "noise"]
    elif rng.random() < 0.15:
        cam["noise"] = float(rng.uniform(2.5, 3.2) if big else rng.uniform(3.5, 5)); labels.append("noise")
    if "lowlight" not in labels and rng.random() < 0.4:
        cam["cast"] = CASTS[int(rng.integers(len(CASTS)))]
    if cam["background"] == "windshield" and rng.random() < 0.5:
        cam["wiper"] = True
    if cam["background"] == "hand":
        cam["thumb"] = True
    return cam, labels


EXIF_TAGS = [6, 6, 6, 6, 6, 8, 8, 8, 3, 3, 2, 2, 4, 4, 5, 5, 7, 7]
ILLEGIBLE = [  # (name, slip damage, camera overrides, unreadable fields)
    ("torn", {"tear_below": "time"}, {}, ("location",)),
    ("coffee", {"ops": [("coffee", "date")]}, {}, ("date",)),
    ("coffee", {"ops": [("coffee", "time")]}, {}, ("time",)),
    ("smudge", {"ops": [("blacken", "location")]}, {}, ("location",)),
    ("rubbed", {"ops": [("fade", "date")]}, {}, ("date",)),
    ("glare", {}, {"glare": 1.0, "glare_target": ["date"]}, ("date",)),
    ("stain", {"ops": [("coffee", "location"), ("fade", "time")]}, {}, ("time", "location")),
    ("blot", {"ops": [("coffee", "fields")]}, {}, ("date", "time", "location")),
    ("blank", {"ops": [("fade_all", None)]}, {}, ("date", "time", "location")),
    ("blur", {}, {"blur": "extreme"}, ("date", "time", "location")),
]
NEGATIVES = ["receipt", "receipt", "restaurant", "sacramento", "sacramento", "citydavis", "paystation",
             "flyer", "flyer", "bill", "bill", "blank", "scene", "scene"]
SCANS = [((1000, 1600), 170), ((1100, 1700), 190), ((1275, 1650), 150), ((1700, 2200), 200),
         ((1240, 1754), 150), ((2550, 3300), 300)]


def _size(rng, kind):
    if kind == "12mp-p":
        return P12_P
    if kind == "12mp":
        return P12_P if rng.random() < 0.6 else P12_L
    if kind == "small":
        return SMALL[int(rng.integers(len(SMALL)))]
    return MEDIUM[int(rng.integers(len(MEDIUM)))]


def size_labels(size):
    if size in (P12_L, P12_P):
        return ["12mp"]
    return ["small"] if max(size) <= 1400 else []


def ticket_sample(rng, mode, size, *, dst=None, recency=None, illegible=None, exif=None, rot=None,
                  location=None, counter=[0]):
    labels = []
    if location is None:
        if rng.random() < 0.15:
            location = UNMAPPED_LOCATIONS[int(rng.integers(len(UNMAPPED_LOCATIONS)))]
        else:
            location = MAPPED_LOCATIONS[counter[0] % 4]
            counter[0] += 1
    if location not in CATALOGUE:
        labels.append("unmapped")
    ticket, now = ticket_and_now(rng, dst, recency, EDGE_MINUTES)
    if dst or (ticket.year, ticket.month, ticket.day) in DST_DAYS or crosses_dst(ticket, now):
        labels.append("dst")
    r = rng.random()
    date_fmt = "mdy" if r < 0.62 else ("mmddyyyy" if r < 0.9 else "mmddyy")
    time_fmt = "ampm" if rng.random() < 0.2 else "24"
    issued = bool(rng.random() < 0.25)
    labels += (["ampm"] if time_fmt == "ampm" else []) + (["twodigityear"] if date_fmt == "mmddyy" else [])
    labels += ["issued-label"] if issued else []
    cam, cl = camera(rng, size, mode)
    faded = mode == "hard" and illegible is None and rng.random() < 0.15
    if faded:
        cl.append("faded")
        cam["blur"] *= 0.6
        cam["motion"] *= 0.6
    unreadable = ()
    if illegible:
        name, damage, over, unreadable = illegible
        cam.update(over)
        cl.append("illegible")
    if rot:
        cam["roll"] = rot + float(rng.uniform(-4, 4))
        cl = [x for x in cl if x != "tilt"] + [f"rot{rot}"]
    from content import ticket_content  # noqa: local import keeps plan importable without fonts
    content = ticket_content(rng, ticket.date(), ticket.hour, ticket.minute, location, date_fmt=date_fmt,
                             time_fmt=time_fmt, issued_label=issued, clean=mode in ("clean", "scan"), faded=faded)
    if illegible:
        content["damage"] = illegible[1]
    exp = truth(ticket, now, location, unreadable)
    if exp["ticket_date"] and exp["ticket_time"]:
        labels.append(recency_label(ticket, now))
    if exif:
        cl.append("exif")
    return {"type": "ticket", "content": content, "cam": cam, "exif": exif,
            "labels": cl + size_labels(size) + labels, "now": iso_pacific(now), "expected": exp,
            "illegible_name": illegible[0] if illegible else None}


def negative_sample(rng, kind, size):
    now = rand_ticket(rng) + timedelta(minutes=int(rng.integers(0, 600)))
    mode = "hard" if rng.random() < 0.7 else "clean"
    bg = "table" if kind in ("flyer", "bill", "blank") and rng.random() < 0.6 else None
    cam, cl = camera(rng, size, mode, bg=bg)
    cl = [c for c in cl if c != "clean" and not (kind == "scene" and c in ("tilt", "perspective", "curl"))]
    exp = {"success": False, "error_code": "not_a_ticket", "ticket_date": None, "ticket_time": None,
           "ticket_location": None, "mapped_lot_id": None, "is_recent": False}
    return {"type": "negative", "kind": kind, "cam": cam, "exif": None, "now": iso_pacific(now),
            "labels": ["negative"] + cl + size_labels(size), "expected": exp}


# The condition a photo's file name starts with: the first of these among its labels.
NAME_CONDITIONS = ["rot90", "rot180", "rot270", "lowlight", "motion", "blur", "glare", "perspective",
                   "faded", "curl", "shadow", "tilt", "noise"]


def name_for(s, idx, conditions=NAME_CONDITIONS):
    L = s["labels"]
    if s["type"] == "negative":
        base = f"negative-{s['kind']}"
    elif s.get("illegible_name"):
        base = f"illegible-{s['illegible_name']}"
    elif s["exif"]:
        base = f"exif{s['exif']}"
    elif "scan" in L:
        base = "scan"
    elif "clean" in L:
        base = "clean"
    else:
        base = next((x for x in conditions if x in L), "photo").replace("faded-thermal", "faded")
    if "12mp" in L and s["type"] == "ticket":
        base += "-12mp"
    if "dst" in L and s["type"] == "ticket" and not s.get("illegible_name"):
        base += "-dst"
    return f"{base}-{idx:03d}.jpg"


def make_plan(seed):
    rng = np.random.default_rng([seed, 0])
    out = []
    for i in range(14):
        out.append(ticket_sample(rng, "clean", _size(rng, "12mp-p" if i < 5 else "medium")))
    for size, dpi in SCANS:
        s = ticket_sample(rng, "scan", size)
        s["content"]["dpi"] = dpi
        out.append(s)
    for i, tag in enumerate(EXIF_TAGS):
        up_size = _size(rng, "12mp-p" if i < 12 else "medium")
        if tag >= 5 and up_size[0] > up_size[1]:
            up_size = (up_size[1], up_size[0])
        out.append(ticket_sample(rng, "hard" if i % 3 else "clean", up_size, exif=tag))
    for i, rot in enumerate([90, 180, 270] * 3):
        size = P12_L if i < 3 and rot != 180 else (P12_P if i < 4 else _size(rng, "medium"))
        if rot in (90, 270) and size[0] < size[1]:
            size = (size[1], size[0])
        if rot == 180 and size[0] > size[1]:
            size = (size[1], size[0])
        out.append(ticket_sample(rng, "hard", size, rot=rot))
    for i, case in enumerate(DST_CASES):
        out.append(ticket_sample(rng, "hard" if i % 2 else "clean", _size(rng, "medium"), dst=case))
    kinds = ["12mp"] * 18 + ["small"] * 11 + ["medium"] * 30
    edges = [-2, 190, 178, -6]  # minutes from ticket to now: recent, old, recent, future
    for i, k in enumerate(kinds):
        rec = edges[i // 5] if i % 5 == 0 and i // 5 < len(edges) else None
        out.append(ticket_sample(rng, "hard", _size(rng, k), recency=rec))
    for i, ill in enumerate(ILLEGIBLE):
        out.append(ticket_sample(rng, "hard", _size(rng, "12mp" if i < 2 else "medium"), illegible=ill))
    for i, kind in enumerate(NEGATIVES):
        out.append(negative_sample(rng, kind, _size(rng, "12mp" if i in (3, 9) else ("small" if i % 4 == 0 else "medium"))))
    for i, s in enumerate(out, 1):
        s["index"] = i
        s["file"] = name_for(s, i)
        s["seed"] = [int(seed), i]
    return out
