"""Documents that are NOT a UC Davis parking notice, for the tuning set's WIDE part (expected
error_code "not_a_ticket"): each prints Date/Time/Location lines in a wide typeface and field
layout (wide_styles.py, wide_layouts.py), and none is one of the test split's kinds. Each returns
(RGBA image, info) like slip.render_ticket.

- gasstation: fuel receipt from a dot-matrix printer, colons aligned
- exitreceipt: a private garage's exit receipt, entry and exit times in a ruled table
- meter: City of Sacramento pay-and-display meter receipt, labels in reverse video
- bookstore: UC Davis Stores receipt (campus, but not a notice), values in a column
- hotelpass: a hotel's guest parking pass, a printed card with colons aligned
"""
from __future__ import annotations

from datetime import timedelta

import numpy as np
from PIL import Image, ImageDraw

from common import font
from slip import format_date, format_time, paper_rgb, serrated_alpha, smooth_field, thermal_dots
from wide_layouts import BY_NAME, WideSheet
from wide_slip import em_for_cap, make_face
from wide_styles import BANNER_FONTS, FACES, HEAD_DPI, PAPER_WIDTHS

THERMAL_FACES = [k for k, v in FACES.items() if v.kind == "outline" and v.style in ("mono", "condensed")]
DOT_MATRIX_FACES = [k for k, v in FACES.items() if v.kind == "dotmatrix"]
CARD_FACES = [k for k, v in FACES.items() if v.kind == "outline" and v.style == "sans"]


def _pick(rng, xs):
    return xs[int(rng.integers(len(xs)))]


def _faces(rng, key, u):
    em = em_for_cap(key, rng.uniform(19, 25) * u, False)
    return {"body": make_face(key, em, False), "bold": make_face(key, em, True),
            "big": make_face(key, em * 1.3, True), "small": make_face(key, em * 0.8, False)}


def _info(boxes, face, W, H):
    b = boxes.get("date_value") or boxes.get("date")
    boxes["focus_cap_at"] = ((b[0] + b[2]) / 2, b[1]) if b else (W / 2, H * 0.2)
    cap = boxes.get("date_cap", face.cap)
    boxes["focus"] = (0, 0, W, min(H, boxes["focus_cap_at"][1] + 9 * cap))
    return {"boxes": boxes, "cap": cap, "size": (W, H)}


def _thermal(rng, build, keys, banner=None, dpi=300):
    """A thermal slip typeset by build(sheet, faces) in a face drawn from `keys`, on a wide
    printer. banner: (text, colour, "solid" | "outline"), pre-printed."""
    u = dpi / 300.0
    key = _pick(rng, keys)
    W, H = int(_pick(rng, PAPER_WIDTHS) * dpi), int(10 * dpi)
    ink = Image.new("L", (W, H), 0)
    pre = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    y = rng.uniform(20, 40) * u
    if banner:
        text, col, design = banner
        bh = rng.uniform(80, 100) * u
        pd = ImageDraw.Draw(pre)
        fill = tuple(col) + (255,)
        if design == "outline":
            pd.rectangle([0.05 * W, y, 0.95 * W, y + bh], outline=fill, width=int(6 * u))
        else:
            pd.rectangle([0, y, W, y + bh], fill=fill)
        rel, size = _pick(rng, BANNER_FONTS), int(bh * 0.46)
        while pd.textlength(text, font=font(rel, size)) > W * 0.86:
            size -= 2
        pd.text((W / 2, y + bh / 2), text, font=font(rel, size), anchor="mm",
                fill=fill if design == "outline" else (255, 255, 255, 255))
        y += bh + rng.uniform(18, 30) * u
    faces = _faces(rng, key, u)
    sh = WideSheet(ink, rng.uniform(22, 40) * u, y, gap=float(rng.uniform(1.25, 1.4)),
                   rule=max(2.0, 2 * dpi / 203), pad=float(rng.uniform(0.4, 0.8)), boxed=bool(rng.random() < 0.5))
    build(sh, faces)
    H = int(sh.y + rng.uniform(60, 100) * u)
    ink, pre = ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H))
    w = float(rng.uniform(240, 251))
    st = {"dot_jitter": 0.6, "missing_rows": int(rng.choice([0, 0, 1])), "dead_columns": 0,
          "head_dpi": None if FACES[key].kind == "dotmatrix" else _pick(rng, HEAD_DPI),
          "darkness": float(rng.uniform(0.55, 0.95)), "unevenness": float(rng.uniform(0.05, 0.35)),
          "fade_band": False, "paper": [w, w - 1, w - 5], "ink_color": [25, 25, 35]}
    a = thermal_dots(ink, rng, dpi, st)
    dens = st["darkness"] * (1 - st["unevenness"] * smooth_field(rng, W, H, cells=3))
    rgb = paper_rgb(rng, W, H, st, a * dens, pre)
    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(Image.fromarray(serrated_alpha(rng, W, H, u), "L"))
    return img, _info(sh.boxes, faces["body"], W, H)


def gas_station(rng, now):
    t = now - timedelta(minutes=int(rng.integers(5, 400)))
    place = BY_NAME["colon-aligned"].place

    def build(sh, f):
        sh.center("PUTAH CREEK GAS & GO", f["big"])
        sh.center("1800 COWELL BLVD", f["body"])
        sh.center("DAVIS CA 95618", f["body"])
        sh.y += f["body"].size * 0.6
        sh.block([("Date:", format_date(t.date(), "mmddyy"), "date"),
                  ("Time:", format_time(t.hour, t.minute, "24"), "time"),
                  ("Location:", f"STORE #{int(rng.integers(100, 999))}", "location"),
                  ("Pump:", f"{int(rng.integers(1, 13)):02d}", None)], f["body"], place)
        gal, ppg = float(rng.uniform(4, 15)), float(rng.uniform(4.2, 5.6))
        sh.y += f["body"].size * 0.4
        sh.block([("Product:", str(rng.choice(["UNLEADED", "PLUS", "PREMIUM", "DIESEL"])), None),
                  ("Gallons:", f"{gal:.3f}", None), ("Price/Gal:", f"${ppg:.3f}", None),
                  ("Fuel Sale:", f"${gal * ppg:.2f}", None)], f["body"], place)
        sh.y += f["body"].size * 0.5
        sh.center(f"APPROVAL {int(rng.integers(100000, 999999))}", f["small"])
        sh.center("THANK YOU", f["bold"])
    return _thermal(rng, build, DOT_MATRIX_FACES)


def exit_receipt(rng, now):
    t = now - timedelta(minutes=int(rng.integers(10, 300)))
    entry = t - timedelta(minutes=int(rng.integers(20, 400)))
    hours = max(1, int(np.ceil((t - entry).total_seconds() / 3600)))
    place = BY_NAME["ruled-table"].place

    def build(sh, f):
        sh.center("CAPITOL PARKING CO.", f["big"])
        sh.center("DOWNTOWN PLAZA GARAGE", f["body"])
        sh.center("EXIT RECEIPT", f["bold"])
        sh.y += f["body"].size * 0.5
        sh.block([("Date:", format_date(t.date(), "mmddyyyy"), "date"),
                  ("Entry Time:", format_time(entry.hour, entry.minute, "ampm"), None),
                  ("Exit Time:", format_time(t.hour, t.minute, "ampm"), "time"),
                  ("Location:", str(rng.choice(["LEVEL 2", "LEVEL 3", "ROOF"])), "location"),
                  ("Duration:", f"{hours} HR", None), ("Amount Paid:", f"${4.5 * hours:.2f}", None)],
                 f["body"], place)
        sh.y += f["body"].size * 0.4
        sh.center("THANK YOU - DRIVE SAFELY", f["small"])
    return _thermal(rng, build, THERMAL_FACES)


def meter(rng, now):
    t = now - timedelta(minutes=int(rng.integers(5, 200)))
    exp = t + timedelta(minutes=int(rng.choice([30, 60, 90, 120])))
    place = BY_NAME["reverse-label"].place

    def build(sh, f):
        sh.center("CITY OF SACRAMENTO", f["big"])
        sh.center("ON-STREET PARKING RECEIPT", f["body"])
        sh.y += f["body"].size * 0.4
        sh.block([("Date:", format_date(t.date(), "mdy"), "date"),
                  ("Time:", format_time(t.hour, t.minute, "24"), "time"),
                  ("Location:", str(rng.choice(["1400 J ST", "900 K ST", "1000 I ST"])), "location"),
                  ("Expires:", format_time(exp.hour, exp.minute, "24"), None),
                  ("Paid:", f"${1.75 * (exp - t).total_seconds() / 3600:.2f}", None)], f["body"], place)
        sh.y += f["body"].size * 0.5
        sh.center("DISPLAY ON DASH", f["bold"])
        sh.center("FACE UP", f["bold"])
    return _thermal(rng, build, THERMAL_FACES, banner=("PAY & DISPLAY", (30, 110, 60), "outline"))


def bookstore(rng, now):
    t = now - timedelta(minutes=int(rng.integers(5, 500)))
    place = BY_NAME["inline-column"].place
    items = ["AGGIE HOODIE", "UCD NOTEBOOK", "BLUE BOOK 8.5X11", "SCANTRON 882-E", "USB-C CABLE", "COFFEE MUG",
             "CHEM 2A LAB MANUAL", "PENCIL 2-PACK"]

    def build(sh, f):
        sh.center("THE UC DAVIS STORES", f["big"])
        sh.center("MEMORIAL UNION", f["body"])
        sh.y += f["body"].size * 0.5
        sh.block([("Date:", format_date(t.date(), "mmddyyyy"), "date"),
                  ("Time:", format_time(t.hour, t.minute, "ampm"), "time"),
                  ("Location:", "MU BOOKSTORE", "location"),
                  ("Register:", f"{int(rng.integers(1, 9))}", None)], f["body"], place)
        sh.y += f["body"].size * 0.5
        picked = rng.choice(items, int(rng.integers(2, 5)), replace=False)
        prices = [float(rng.integers(199, 6499)) / 100 for _ in picked]
        sh.block([(str(it), f"${p:.2f}", None) for it, p in zip(picked, prices)]
                 + [("TOTAL", f"${sum(prices) * 1.0725:.2f}", None)], f["body"], place)
        sh.y += f["body"].size * 0.5
        sh.center("GO AGS!", f["bold"])
        sh.center("Returns within 14 days with receipt", f["small"])
    return _thermal(rng, build, THERMAL_FACES)


def hotel_pass(rng, now, dpi=200):
    """A printed card (no thermal dots): guest parking pass to hang from the mirror."""
    t = now - timedelta(hours=int(rng.integers(1, 30)))
    u = dpi / 300.0
    W, H = int(3.4 * dpi), int(7 * dpi)
    band = 0.9 * dpi
    key = _pick(rng, CARD_FACES)
    col = _pick(rng, [(110, 30, 50), (20, 70, 110), (40, 90, 60)])
    ink = Image.new("L", (W, H), 0)
    faces = _faces(rng, key, u * 1.2)
    sh = WideSheet(ink, 40 * u, band + 0.55 * dpi, gap=1.35)
    sh.center("GUEST PARKING PASS", faces["big"])
    sh.y += faces["body"].size * 0.5
    sh.block([("Date:", format_date(t.date(), "mdy"), "date"),
              ("Time:", format_time(t.hour, t.minute, "ampm"), "time"),
              ("Location:", str(rng.choice(["NORTH LOT", "GARAGE P2", "LOT B"])), "location"),
              ("Room:", f"{int(rng.integers(101, 420))}", None),
              ("Valid Until:", format_date((t + timedelta(days=int(rng.integers(1, 4)))).date(), "mdy"), None)],
             faces["body"], BY_NAME["colon-aligned"].place)
    sh.y += faces["body"].size * 0.6
    for line in ("Hang from rear-view mirror,", "face out. Vehicles without", "a pass may be towed."):
        sh.center(line, faces["small"], 1.25)
    H = int(sh.y + 0.35 * dpi + band * 0.45)
    a = np.asarray(ink.crop((0, 0, W, H)), np.float32)[..., None] / 255.0
    paper = np.array([247, 245, 239], np.float32) * (1 - 0.03 * smooth_field(rng, W, H, cells=3))[..., None]
    rgb = paper * (1 - a) + np.array([30, 30, 34], np.float32) * a
    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, W, band], fill=col)
    d.rectangle([0, H - band * 0.45, W, H], fill=col)
    rel, size = _pick(rng, BANNER_FONTS), int(0.4 * band)
    while d.textlength("ARBORETUM INN", font=font(rel, size)) > 0.86 * W:
        size -= 2
    d.text((W / 2, band * 0.62), "ARBORETUM INN", font=font(rel, size), fill=(255, 255, 255), anchor="mm")
    d.text((W / 2, band * 0.2), "DAVIS, CA", font=font(rel, int(0.14 * band)), fill=(255, 255, 255), anchor="mm")
    hole = (W / 2, band + 0.25 * dpi, 0.06 * W)  # the hanger's cut-out
    alpha = Image.new("L", (W, H), 255)
    ImageDraw.Draw(alpha).ellipse([hole[0] - hole[2], hole[1] - hole[2], hole[0] + hole[2], hole[1] + hole[2]],
                                  fill=0)
    img.putalpha(alpha)
    return img, _info(sh.boxes, faces["body"], W, H)


KINDS = {"gasstation": gas_station, "exitreceipt": exit_receipt, "meter": meter, "bookstore": bookstore,
         "hotelpass": hotel_pass}
