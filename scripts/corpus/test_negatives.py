"""Documents that are NOT a UC Davis parking notice, in the TEST split's looks (expected
error_code "not_a_ticket"): test typefaces and field layouts, other printers and other decoys
than negatives.py has. Each returns (RGBA image, info) like slip.render_ticket.

- gas: fuel receipt, "DATE 03/07/25  TIME 10:42" on one line
- garage: city garage entry ticket, labels above values
- woodland / yolo: other agencies' parking citations (dot leaders / right-aligned values) that
  even print a catalogued location (LOT 25, LOT 47)
- library: UC Davis library checkout receipt with Issue Date/Issue Time/Location
- permit: a TAPS visitor daily permit (blue banner, "Location: LOT 25"): campus parking, but
  not a notice
- event: a printed event ticket card; poster: a letter-size info-session poster
- blankslip: unprinted thermal paper; scene: no document at all
"""
from __future__ import annotations

from datetime import timedelta

import numpy as np
from PIL import Image, ImageDraw

from common import font
from layouts import ABOVE, INLINE, LEADERS, RIGHT, Sheet
from negatives import empty_scene, sheet
from slip import format_date, format_time, paper_rgb, serrated_alpha, smooth_field, thermal_dots
from test_slip import GOLD, em_for_cap, make_face
from test_styles import BANNER_FONTS, FACES, HEAD_DPI, PAPER_WIDTHS

THERMAL_FACES = [k for k in FACES if FACES[k].style in ("mono", "condensed")]


def _pick(rng, xs):
    return xs[int(rng.integers(len(xs)))]


def _thermal(rng, build, banner=None, dpi=300):
    """A thermal slip typeset by build(sheet, faces, W) in a random test face and printer."""
    u = dpi / 300.0
    key = _pick(rng, THERMAL_FACES)
    W, H = int(_pick(rng, PAPER_WIDTHS) * dpi), int(10 * dpi)
    ink = Image.new("L", (W, H), 0)
    pre = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    y = rng.uniform(20, 40) * u
    if banner:
        text, col = banner
        bh = rng.uniform(80, 100) * u
        pd = ImageDraw.Draw(pre)
        pd.rectangle([0, y, W, y + bh], fill=tuple(col) + (255,))
        rel, size = _pick(rng, BANNER_FONTS), int(bh * 0.48)
        while pd.textlength(text, font=font(rel, size)) > W - 30 * u:
            size -= 2
        bf = font(rel, size)
        pd.text((W / 2, y + bh / 2), text, font=bf, fill=(255, 255, 255, 255), anchor="mm")
        y += bh + rng.uniform(18, 30) * u
    em = em_for_cap(key, rng.uniform(19, 25) * u, False)
    faces = {"body": make_face(key, em, False), "bold": make_face(key, em, True),
             "big": make_face(key, em * 1.3, True), "small": make_face(key, em * 0.8, False)}
    sh = Sheet(ink, rng.uniform(22, 40) * u, y, gap=float(rng.uniform(1.2, 1.4)), indent=float(rng.choice([0, 2])))
    build(sh, faces, W)
    H = int(sh.y + rng.uniform(60, 100) * u)
    ink, pre = ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H))
    w = float(rng.uniform(240, 251))
    st = {"dot_jitter": 0.6, "missing_rows": int(rng.choice([0, 0, 1])), "dead_columns": int(rng.choice([0, 0, 3])),
          "dead_widths": [1, 2, 1], "head_dpi": None if FACES[key].kind == "dotmatrix" else _pick(rng, HEAD_DPI),
          "darkness": float(rng.uniform(0.5, 0.95)), "unevenness": float(rng.uniform(0.05, 0.35)),
          "fade_band": False, "paper": [w, w - 1, w - 5], "ink_color": [25, 25, 35]}
    a = thermal_dots(ink, rng, dpi, st)
    dens = st["darkness"] * (1 - st["unevenness"] * smooth_field(rng, W, H, cells=3))
    rgb = paper_rgb(rng, W, H, st, a * dens, pre)
    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(Image.fromarray(serrated_alpha(rng, W, H, u), "L"))
    return img, _info(sh.boxes, faces["body"], W, H)


def _info(boxes, face, W, H):
    b = boxes.get("date_value") or boxes.get("date")
    if b:
        boxes["focus_cap_at"] = ((b[0] + b[2]) / 2, b[1])
    else:
        boxes["focus_cap_at"] = (W / 2, H * 0.2)
    cap = boxes.get("date_cap", face.cap)
    boxes["focus"] = (0, 0, W, min(H, boxes["focus_cap_at"][1] + 9 * cap))
    return {"boxes": boxes, "cap": cap, "size": (W, H)}


def gas(rng, now):
    t = now - timedelta(minutes=int(rng.integers(5, 400)))

    def build(sh, f, W):
        sh.center("AGGIE FUEL & MART", f["big"])
        sh.center("2100 RUSSELL BLVD", f["body"])
        sh.center("DAVIS CA 95616", f["body"])
        sh.y += f["body"].size * 0.6
        sh.two_pairs(("DATE", format_date(t.date(), "mmddyy"), "date"),
                     ("TIME", format_time(t.hour, t.minute, "24"), "time"), f["body"], INLINE)
        sh.pair("PUMP", f"{int(rng.integers(1, 13)):02d}", f["body"], INLINE)
        sh.pair("PRODUCT", str(rng.choice(["UNLEADED", "PLUS", "PREMIUM", "DIESEL"])), f["body"], INLINE)
        gal, ppg = float(rng.uniform(4, 15)), float(rng.uniform(4.2, 5.6))
        sh.pair("GALLONS", f"{gal:.3f}", f["body"], RIGHT)
        sh.pair("PRICE/GAL", f"${ppg:.3f}", f["body"], RIGHT)
        sh.pair("FUEL TOTAL", f"${gal * ppg:.2f}", f["bold"], RIGHT)
        sh.y += f["body"].size * 0.5
        sh.center(f"AUTH CODE {int(rng.integers(100000, 999999))}", f["small"])
        sh.center("THANK YOU - COME AGAIN", f["bold"])
    return _thermal(rng, build)


def garage(rng, now):
    t = now - timedelta(minutes=int(rng.integers(10, 300)))

    def build(sh, f, W):
        sh.center("CITY OF DAVIS", f["big"])
        sh.center("PUBLIC PARKING", f["body"])
        sh.center("ENTRY TICKET", f["bold"])
        sh.y += f["body"].size * 0.5
        sh.pair("ENTERED", f"{format_date(t.date(), 'mmddyyyy')} {format_time(t.hour, t.minute, 'ampm')}",
                f["body"], ABOVE, "date")
        sh.pair("LOCATION", str(rng.choice(["4TH & G ST GARAGE", "1ST & F ST GARAGE"])) + " L2", f["body"], ABOVE)
        sh.pair("TICKET NO", f"{int(rng.integers(10 ** 6, 10 ** 7))}", f["body"], ABOVE)
        sh.y += f["body"].size * 0.5
        for s in ["KEEP TICKET WITH YOU", "PAY AT STATION", "BEFORE EXIT", "LOST TICKET $20.00"]:
            sh.center(s, f["small"])
    return _thermal(rng, build)


def citation(rng, now, agency, title, col, location, place):
    t = now - timedelta(minutes=int(rng.integers(10, 2000)))
    upper = place == RIGHT

    def L(s):
        return s.upper() + ":" if upper else s

    def build(sh, f, W):
        sh.center(agency, f["big"])
        sh.center("PARKING ENFORCEMENT", f["body"])
        sh.y += f["body"].size * 0.4
        sh.pair(L("Citation"), f"{int(rng.integers(10 ** 7, 10 ** 8))}", f["body"], place)
        sh.pair(L("Date"), format_date(t.date(), "mdy"), f["bold"], place, "date")
        sh.pair(L("Time"), format_time(t.hour, t.minute, "24"), f["bold"], place, "time")
        sh.pair(L("Location"), location, f["bold"], place, "location")
        sh.pair(L("Code"), str(rng.choice(["10.12.040", "22500(E)", "8.04.110"])), f["body"], place)
        sh.pair(L("Fine"), "$45.00", f["body"], RIGHT)
        sh.pair(L("Pay by"), format_date((t + timedelta(days=21)).date(), "mdy"), f["body"], place)
        sh.y += f["body"].size * 0.4
        sh.center(f"Pay online: {agency.split()[-1].lower()}.gov/parking", f["small"])
    return _thermal(rng, build, banner=(title, col))


def library(rng, now):
    t = now - timedelta(minutes=int(rng.integers(2, 200)))

    def build(sh, f, W):
        sh.center("UC DAVIS LIBRARY", f["big"])
        sh.center("PETER J. SHIELDS LIBRARY", f["body"])
        sh.center("CHECKOUT RECEIPT", f["bold"])
        sh.y += f["body"].size * 0.5
        sh.pair("Issue Date:", format_date(t.date(), "mmddyyyy"), f["body"], INLINE, "date")
        sh.pair("Issue Time:", format_time(t.hour, t.minute, "ampm"), f["body"], INLINE, "time")
        sh.pair("Location:", "Shields Library", f["body"], INLINE)
        sh.y += f["body"].size * 0.5
        for title in rng.choice(["Intro to Statistics", "Organic Chemistry", "Calculus II", "Soil Science",
                                 "World History", "Microeconomics"], 2, replace=False):
            sh.left(str(title), f["bold"])
            sh.pair("Due Date:", format_date((t + timedelta(days=28)).date(), "mmddyyyy"), f["body"], INLINE)
        sh.y += f["body"].size * 0.4
        sh.center("Renew at library.ucdavis.edu", f["small"])
    return _thermal(rng, build)


def permit(rng, now):
    t = now - timedelta(minutes=int(rng.integers(5, 300)))
    lot = str(rng.choice(["LOT 25", "LOT 47", "LOT 15"]))

    def build(sh, f, W):
        sh.center("UC DAVIS TAPS", f["big"])
        sh.center("VISITOR PERMIT", f["body"])
        sh.y += f["body"].size * 0.4
        sh.pair("Valid Date:", format_date(t.date(), "mdy"), f["bold"], ABOVE, "date")
        sh.pair("Time Purchased:", format_time(t.hour, t.minute, "24"), f["bold"], ABOVE, "time")
        sh.pair("Location:", lot, f["bold"], ABOVE, "location")
        sh.pair("Expires:", "11:59 PM", f["body"], ABOVE)
        sh.y += f["body"].size * 0.4
        sh.center("DISPLAY FACE UP", f["bold"])
        sh.center("ON DASHBOARD", f["bold"])
    return _thermal(rng, build, banner=("DAILY PERMIT", (20, 60, 140)))


def _card(rng, w_in, h_in, dpi, draw):
    return sheet(rng, w_in, h_in, dpi, draw, paper=(246, 244, 238))


def event(rng, now, dpi=200):
    t = now + timedelta(days=int(rng.integers(1, 30)))
    reg = _pick(rng, ["open-sans/OpenSans-Regular.ttf", "roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
                      "urw-base35/URWGothic-Book.otf"])
    bold = _pick(rng, BANNER_FONTS)

    def draw(d, W, H):
        d.rectangle([0, 0, W, H * 0.22], fill=(0, 40, 90))
        d.rectangle([0, H * 0.22, W, H * 0.25], fill=GOLD)
        d.text((W * 0.05, H * 0.11), "AGGIE ATHLETICS", font=font(bold, int(H * 0.1)), fill=(255, 255, 255), anchor="lm")
        d.text((W * 0.05, H * 0.33), "MEN'S BASKETBALL vs SACRAMENTO STATE", font=font(bold, int(H * 0.065)),
               fill=(20, 20, 20), anchor="lm")
        lf, vf = font(reg, int(H * 0.05)), font(bold, int(H * 0.075))
        cols = [("DATE", format_date(t.date(), "mmddyyyy")), ("TIME", format_time(19, 0, "ampm")),
                ("LOCATION", "UNIVERSITY CREDIT UNION CENTER")]
        x = W * 0.05
        vy = H * 0.55
        for i, (lab, val) in enumerate(cols):
            d.text((x, H * 0.45), lab, font=lf, fill=(90, 90, 90))
            d.text((x, vy), val, font=vf, fill=(15, 15, 15))
            x += d.textlength(val, font=vf) + W * 0.05 if i < 2 else 0
        d.text((W * 0.05, H * 0.78), f"SEC {int(rng.integers(1, 20))}   ROW {_pick(rng, list('ABCDEFGH'))}   "
               f"SEAT {int(rng.integers(1, 30))}", font=lf, fill=(40, 40, 40))
        d.line([W * 0.8, 0, W * 0.8, H], fill=(160, 160, 160), width=3)
        bb = vf.getbbox("H")
        return {"focus": (0, 0, W * 0.8, H * 0.75), "focus_cap_at": (W * 0.1, vy + bb[1])}, bb[3] - bb[1]
    return _card(rng, 7.0, 2.6, dpi, draw)


def poster(rng, now, dpi=110):
    t = now + timedelta(days=int(rng.integers(1, 20)))
    title = _pick(rng, ["STUDY ABROAD INFO SESSION", "CAREER FAIR PREP", "BIKE SAFETY WORKSHOP"])
    reg = _pick(rng, ["noto/NotoSerif-Regular.ttf", "urw-base35/C059-Roman.otf", "freefont/FreeSans.ttf"])
    bold = _pick(rng, ["noto/NotoSerif-Bold.ttf", "urw-base35/NimbusRoman-Bold.otf", "fonts-go/Go-Bold.ttf"])
    loc = _pick(rng, ["PAVILION ROOM, MEMORIAL UNION", "LOT 47 TENT", "SHIELDS LIBRARY 2ND FLOOR"])

    def draw(d, W, H):
        d.text((W / 2, H * 0.12), title, font=font(bold, int(W * 0.06)), fill=(120, 20, 30), anchor="mm")
        d.line([W * 0.1, H * 0.18, W * 0.9, H * 0.18], fill=(120, 20, 30), width=6)
        bf = font(bold, int(W * 0.045))
        y = H * 0.26
        cap_y = y
        for lab, val in (("Date:", format_date(t.date(), "mdy")), ("Time:", f"{format_time(12, 10, 'ampm')}"),
                         ("Location:", loc)):
            d.text((W * 0.1, y), f"{lab} {val}", font=bf, fill=(30, 30, 30))
            y += W * 0.07
        rf = font(reg, int(W * 0.028))
        for s in ["Open to all students. Light refreshments.", "RSVP at the front desk.",
                  "Accessible entrance on the north side."]:
            y += W * 0.045
            d.text((W * 0.1, y), s, font=rf, fill=(50, 50, 50))
        bb = bf.getbbox("H")
        return {"focus": (0, 0, W, H * 0.6), "focus_cap_at": (W * 0.2, cap_y + bb[1])}, bb[3] - bb[1]
    return _card(rng, 8.5, 11, dpi, draw)


def blank_slip(rng, now, dpi=200):
    u = dpi / 300.0
    W, H = int(_pick(rng, PAPER_WIDTHS) * dpi), int(rng.uniform(4, 7) * dpi)
    w = float(rng.uniform(240, 251))
    st = {"paper": [w, w - 1, w - 5], "ink_color": [25, 25, 35]}
    rgb = paper_rgb(rng, W, H, st, np.zeros((H, W), np.float32))
    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(Image.fromarray(serrated_alpha(rng, W, H, u), "L"))
    return img, {"boxes": {"focus": (0, 0, W, H * 0.6), "focus_cap_at": (W / 2, H / 3)}, "cap": 18 * u,
                 "size": (W, H)}


KINDS = {"gas": gas, "garage": garage,
         "woodland": lambda rng, now: citation(rng, now, "CITY OF WOODLAND", "PARKING CITATION", (30, 110, 60),
                                               "LOT 25", LEADERS),
         "yolo": lambda rng, now: citation(rng, now, "COUNTY OF YOLO", "NOTICE OF VIOLATION", (150, 30, 35),
                                           "LOT 47", RIGHT),
         "library": library, "permit": permit, "event": event, "poster": poster,
         "blankslip": blank_slip, "scene": empty_scene}
