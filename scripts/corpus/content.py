"""Random content and print style for one notice (what is printed, and how)."""
from __future__ import annotations

import string
from datetime import date, timedelta

from common import MONO_FONTS, NARROW_FONTS, SANS_BOLD
from slip import format_date, format_time

MAKES = ["HONDA", "TOYOTA", "FORD", "SUBARU", "NISSAN", "CHEVROLET", "HYUNDAI", "KIA",
         "VOLKSWAGEN", "MAZDA", "TESLA", "BMW", "JEEP", "LEXUS"]
COLORS = ["SILVER", "BLACK", "WHITE", "GRAY", "BLUE", "RED", "GREEN", "GOLD", "MAROON"]
VIOLATIONS = ["Violation: NO VALID PERMIT DISPLAYED.", "Violation: PARKED IN RESTRICTED ZONE.",
              "Violation: EXPIRED METER.", "Violation: PERMIT NOT VALID IN THIS LOT.",
              "Violation: OVER TIME LIMIT.", ""]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def particulars(rng):
    """The random print below the fields, never read: violation, amounts, vehicle, officer."""
    return {
        "violation": VIOLATIONS[int(rng.integers(len(VIOLATIONS)))],
        "fine": float(rng.choice([40, 45, 55, 60, 75, 120])),
        "late": float(rng.choice([20, 25, 35])),
        "plate": f"{int(rng.integers(5, 10))}{''.join(rng.choice(list(string.ascii_uppercase), 3))}"
                 f"{int(rng.integers(100, 999))}",
        "vin": "".join(rng.choice(list(VIN_CHARS), 17)),
        "make": MAKES[int(rng.integers(len(MAKES)))],
        "color": COLORS[int(rng.integers(len(COLORS)))],
        "officer": f"{int(rng.integers(100, 9999))}" if rng.random() < 0.7 else "",
    }


def ticket_content(rng, tdate: date, th: int, tm: int, location: str, *, date_fmt="mdy",
                   time_fmt="24", issued_label=False, clean=False, faded=False, dpi=300):
    """Everything slip.render_ticket needs. `clean` keeps the print crisp; `faded` makes it weak."""
    kind = "mono" if rng.random() < 0.6 else "narrow"
    fam = MONO_FONTS if kind == "mono" else NARROW_FONTS
    family = list(fam)[int(rng.integers(len(fam)))]
    due = tdate + timedelta(days=int(rng.choice([21, 30, 28, 14])))
    permit = date(tdate.year + int(rng.integers(0, 2)), 6, 30)
    if permit == tdate:
        permit = date(tdate.year + 1, 6, 30)
    if faded:
        darkness, uneven = float(rng.uniform(0.34, 0.5)), float(rng.uniform(0.3, 0.5))
    elif clean:
        darkness, uneven = float(rng.uniform(0.85, 0.97)), float(rng.uniform(0.0, 0.12))
    else:
        darkness, uneven = float(rng.uniform(0.55, 0.95)), float(rng.uniform(0.05, 0.4))
    w = float(rng.uniform(238, 251))
    paper = [w + float(rng.uniform(-2, 2)), w + float(rng.uniform(-2, 1)), w - float(rng.uniform(0, 6))]
    return {
        "dpi": dpi,
        "font_kind": kind,
        "font_family": family,
        "body_size": float(rng.uniform(31, 37) if kind == "mono" else rng.uniform(36, 42)),
        "field_scale": float(rng.choice([1.0, 1.0, 1.1, 1.2])),
        "bold_body": bool(rng.random() < 0.4 or family == "nimbus-mono"),
        "bold_fields": bool(rng.random() < 0.6),
        "bold_header": bool(rng.random() < 0.5),
        "aligned": bool(rng.random() < 0.35),
        "dash_headings": bool(rng.random() < 0.4),
        "margin": float(rng.uniform(26, 52)),
        "banner_font": SANS_BOLD[int(rng.integers(len(SANS_BOLD)))],
        "banner_blue": [float(rng.uniform(10, 40)), float(rng.uniform(60, 100)), float(rng.uniform(150, 190))],
        "banner_strength": float(rng.uniform(0.85, 1.0)),
        "notice_no": f"{tdate.year % 100:02d}{string.ascii_uppercase[int(rng.integers(0, 6))]}"
                     f"{int(rng.integers(0, 99999)):05d}",
        "date_label": "Date Issued:" if issued_label else "Date:",
        "time_label": "Time Issued:" if issued_label else "Time:",
        "date_text": format_date(tdate, date_fmt),
        "time_text": format_time(th, tm, time_fmt, pad=bool(rng.random() < 0.8)),
        "location": location,
        "due_text": format_date(due, date_fmt),
        "permit_text": format_date(permit, "mdy" if date_fmt != "mmddyy" else "mmddyy"),
        **particulars(rng),
        "darkness": darkness,
        "unevenness": uneven,
        "fade_band": bool((not clean) and rng.random() < 0.3),
        "dot_jitter": float(0.3 if clean else rng.uniform(0.3, 1.5)),
        "missing_rows": 0 if clean else int(rng.choice([0, 0, 0, 1, 2, 4])),
        "dead_columns": 0 if clean else int(rng.choice([0, 0, 0, 1, 2])),
        "paper": paper,
        "ink_color": [float(rng.uniform(15, 45))] * 2 + [float(rng.uniform(25, 60))],
        "damage": None,
    }
