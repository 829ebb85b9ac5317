"""Documents that are NOT a UC Davis parking notice (expected error_code "not_a_ticket").

Several are deliberate decoys: thermal receipts with Date:/Time: lines, another city's
parking citation that even says "Location: LOT 15", a flyer with Date/Time/Location, a
utility bill with a Due Date, a campus pay-station receipt. Each render_* returns
(RGBA image, info) in the same shape as slip.render_ticket, so photo.photograph can shoot it.
"""
from __future__ import annotations

from datetime import timedelta

import numpy as np
from PIL import Image, ImageDraw

from common import MONO_FONTS, NARROW_FONTS, SANS_BOLD, SANS_REGULAR, SERIF_BOLD, font
from slip import format_date, format_time, paper_rgb, serrated_alpha, smooth_field, thermal_dots


def _style(rng):
    w = float(rng.uniform(240, 251))
    return {"dot_jitter": 0.6, "missing_rows": int(rng.choice([0, 0, 1])), "dead_columns": 0,
            "darkness": float(rng.uniform(0.6, 0.95)), "unevenness": float(rng.uniform(0.05, 0.3)),
            "fade_band": False, "paper": [w, w - 1, w - 4], "ink_color": [25, 25, 35]}


def _thermal_doc(rng, lines, dpi=300, width_in=2.9, banner=None):
    """lines: (text, align 'l'/'c'/'r'/'lr', size factor, bold). 'lr' text is 'left|right'."""
    u = dpi / 300.0
    W, H = int(width_in * dpi), int(9 * dpi)
    kind = MONO_FONTS if rng.random() < 0.6 else NARROW_FONTS
    reg, bold = kind[list(kind)[int(rng.integers(len(kind)))]]
    base = (32 if kind is MONO_FONTS else 38) * u
    ink = Image.new("L", (W, H), 0)
    pre = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(ink)
    m = int(36 * u)
    y = int(30 * u)
    if banner:
        text, col = banner
        bh = int(90 * u)
        pd = ImageDraw.Draw(pre)
        pd.rectangle([0, y, W, y + bh], fill=tuple(col) + (255,))
        bf = font(SANS_BOLD[0], int(bh * 0.45))
        while pd.textlength(text, font=bf) > W - 30 * u:
            bf = font(SANS_BOLD[0], bf.size - 2)
        pd.text((W / 2, y + bh / 2), text, font=bf, fill=(255, 255, 255, 255), anchor="mm")
        y += bh + int(24 * u)
    boxes, cap = {}, None
    for text, align, sz, b in lines:
        f = font(bold if b else reg, int(base * sz))
        if align == "lr":
            left, right = text.split("|")
            d.text((m, y), left, font=f, fill=255)
            d.text((W - m - d.textlength(right, font=f), y), right, font=f, fill=255)
        else:
            while d.textlength(text, font=f) > W - 2 * m and f.size > 8:
                f = font(f.path, f.size - 2)
            tw = d.textlength(text, font=f)
            x = {"l": m, "c": (W - tw) / 2, "r": W - m - tw}[align]
            d.text((x, y), text, font=f, fill=255)
        if text.startswith(("Date", "Time")) and "focus_cap_at" not in boxes:
            bb = f.getbbox("H")
            cap = bb[3] - bb[1]
            boxes["focus_cap_at"] = (m + 2 * cap, y + bb[1])
        y += int(f.size * 1.28) if text else int(base * 0.6)
    H = y + int(80 * u)
    ink, pre = ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H))
    st = _style(rng)
    a = thermal_dots(ink, rng, dpi, st)
    dens = st["darkness"] * (1 - st["unevenness"] * smooth_field(rng, W, H, cells=3))
    rgb = paper_rgb(rng, W, H, st, a * dens, pre)
    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(Image.fromarray(serrated_alpha(rng, W, H, u), "L"))
    if cap is None:
        bb = font(reg, int(base)).getbbox("H")
        cap = bb[3] - bb[1]
        boxes["focus_cap_at"] = (W / 2, H * 0.2)
    boxes["focus"] = (0, 0, W, min(H, boxes["focus_cap_at"][1] + 8 * cap))
    return img, {"boxes": boxes, "cap": cap, "size": (W, H)}


def grocery_receipt(rng, now):
    store = ["GREEN VALLEY MARKET", "SUNRISE FOODS", "DAVIS CO-OP GROCERY", "QUICK STOP MART"][int(rng.integers(4))]
    items = ["ORGANIC BANANAS", "WHOLE MILK 1GAL", "SOURDOUGH BREAD", "EGGS LARGE 12CT", "COFFEE BEANS",
             "TORTILLA CHIPS", "APPLES FUJI", "PASTA PENNE", "CHEDDAR CHEESE", "SPARKLING WATER"]
    t = now - timedelta(minutes=int(rng.integers(5, 600)))
    lines = [(store, "c", 1.3, True), ("1234 MAIN STREET", "c", 0.9, False), ("(530) 555-0142", "c", 0.9, False), ("", "l", 1, False),
             (f"Date: {format_date(t.date(), 'mmddyyyy')}", "l", 1, False),
             (f"Time: {format_time(t.hour, t.minute, 'ampm' if rng.random() < 0.5 else '24')}", "l", 1, False),
             (f"Register: {int(rng.integers(1, 9))}  Cashier: {int(rng.integers(10, 99))}", "l", 1, False), ("", "l", 1, False)]
    total = 0.0
    for it in rng.choice(items, int(rng.integers(5, 9)), replace=False):
        p = float(rng.integers(99, 1299)) / 100
        total += p
        lines.append((f"{it}|{p:.2f}", "lr", 1, False))
    tax = round(total * 0.0725, 2)
    lines += [("", "l", 1, False), (f"SUBTOTAL|{total:.2f}", "lr", 1, False), (f"TAX|{tax:.2f}", "lr", 1, False),
              (f"TOTAL|{total + tax:.2f}", "lr", 1.15, True), (f"VISA ****{int(rng.integers(1000, 9999))}|{total + tax:.2f}", "lr", 1, False),
              ("", "l", 1, False), ("THANK YOU FOR SHOPPING!", "c", 1, True)]
    return _thermal_doc(rng, lines)


def restaurant_receipt(rng, now):
    t = now - timedelta(minutes=int(rng.integers(20, 300)))
    lines = [("THE HUNGRY AGGIE CAFE", "c", 1.2, True), ("Davis, CA", "c", 0.9, False), ("", "l", 1, False),
             (f"Date: {format_date(t.date(), 'mdy')}", "l", 1, False),
             (f"Time: {format_time(t.hour, t.minute, 'ampm')}", "l", 1, False),
             (f"Table: {int(rng.integers(1, 30))}   Server: JESSICA", "l", 1, False), ("", "l", 1, False),
             ("BURRITO BOWL|11.50", "lr", 1, False), ("ICED TEA|3.25", "lr", 1, False), ("SIDE SALAD|4.75", "lr", 1, False),
             ("", "l", 1, False), ("TOTAL|20.96", "lr", 1.1, True), ("", "l", 1, False), ("Tip: ________", "l", 1, False)]
    return _thermal_doc(rng, lines)


def city_citation(rng, now, city="SACRAMENTO", location="LOT 15"):
    t = now - timedelta(minutes=int(rng.integers(10, 2000)))
    col = (30, 120, 60) if city == "SACRAMENTO" else (150, 30, 35)
    title = "PARKING CITATION" if city == "SACRAMENTO" else "NOTICE OF PARKING VIOLATION"
    lines = [(f"CITY OF {city}", "c", 1.15, True), ("PARKING ENFORCEMENT DIVISION", "c", 0.95, False), ("", "l", 1, False),
             (f"Citation #: {int(rng.integers(10 ** 7, 10 ** 8))}", "l", 1, False),
             (f"Date: {format_date(t.date(), 'mdy')}", "l", 1.05, True),
             (f"Time: {format_time(t.hour, t.minute, '24')}", "l", 1.05, True),
             (f"Location: {location}", "l", 1.05, True),
             ("Violation: 10.36.090 EXPIRED METER", "l", 0.9, False), ("", "l", 1, False),
             ("Fine Amount:|$53.00", "lr", 1, False),
             (f"Pay By: {format_date((t + timedelta(days=21)).date(), 'mdy')}", "l", 1, False),
             ("Plate: 7KLM512  State: CA", "l", 1, False), ("", "l", 1, False),
             (f"Pay online at cityof{city.lower()}.org/parking", "c", 0.75, False)]
    return _thermal_doc(rng, lines, banner=(title, col))


def paystation_receipt(rng, now):
    t = now - timedelta(minutes=int(rng.integers(10, 200)))
    exp = t + timedelta(hours=2)
    lot = ["LOT 25", "LOT 47", "LOT 15"][int(rng.integers(3))]
    lines = [("VISITOR PARKING", "c", 1.3, True), ("PAY STATION RECEIPT", "c", 1.0, True), ("", "l", 1, False),
             (f"Date: {format_date(t.date(), 'mdy')}", "l", 1, False),
             (f"Time: {format_time(t.hour, t.minute, '24')}", "l", 1, False),
             (f"Location: {lot}", "l", 1, False), (f"Station: PS-{int(rng.integers(10, 99))}", "l", 1, False),
             ("", "l", 1, False), ("Paid:|$6.00", "lr", 1, False),
             (f"Expires: {format_time(exp.hour, exp.minute, '24')}", "l", 1.2, True), ("", "l", 1, False),
             ("DISPLAY ON DASHBOARD", "c", 1.0, True), ("FACE UP", "c", 1.0, True)]
    return _thermal_doc(rng, lines)


def sheet(rng, w_in, h_in, dpi, draw_fn, paper):
    """A sheet of `paper` colour, `w_in` x `h_in` inches at `dpi`, drawn on by `draw_fn` and
    lit a little unevenly; with the boxes and cap height `draw_fn` returns."""
    W, H = int(w_in * dpi), int(h_in * dpi)
    img = Image.new("RGB", (W, H), paper)
    boxes, cap = draw_fn(ImageDraw.Draw(img), W, H)
    a = np.asarray(img, np.float32) * (1 - 0.03 * smooth_field(rng, W, H, cells=3))[..., None]
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(255)
    return img, {"boxes": boxes, "cap": cap, "size": (W, H)}


def _page(rng, dpi, draw_fn, paper=(246, 245, 240)):
    return sheet(rng, 8.5, 11, dpi, draw_fn, paper)


def flyer(rng, now, dpi=110):
    evs = [("CAMPUS BAKE SALE", "MEMORIAL UNION"), ("BIKE REPAIR CLINIC", "LOT 25"),
           ("FREE FLU SHOTS", "STUDENT HEALTH CENTER"), ("FARMERS MARKET", "QUAD")]
    title, loc = evs[int(rng.integers(len(evs)))]
    t = now + timedelta(days=int(rng.integers(1, 20)))
    col = [(200, 60, 40), (40, 110, 190), (30, 140, 90), (150, 60, 160)][int(rng.integers(4))]

    def draw(d, W, H):
        d.rectangle([0, 0, W, int(H * 0.22)], fill=col)
        tf = font(SANS_BOLD[int(rng.integers(3))], int(W * 0.085))
        d.text((W / 2, H * 0.11), title, font=tf, fill=(255, 255, 255), anchor="mm")
        bf = font(SANS_BOLD[0], int(W * 0.05))
        y = H * 0.3
        cap_y = y
        for s in [f"Date: {format_date(t.date(), 'mdy')}", f"Time: {format_time(11, 0, 'ampm')} - {format_time(14, 0, 'ampm')}",
                  f"Location: {loc}"]:
            d.text((W * 0.1, y), s, font=bf, fill=(30, 30, 30))
            y += W * 0.075
        rf = font(SANS_REGULAR[0], int(W * 0.03))
        for s in ["All students, staff and visitors welcome.", "Bring a friend and a reusable bag!",
                  "Questions? Ask at the front desk."]:
            y += W * 0.05
            d.text((W * 0.1, y), s, font=rf, fill=(60, 60, 60))
        for _ in range(6):
            x, yy, r = rng.uniform(0, W), rng.uniform(H * 0.7, H), rng.uniform(0.03, 0.09) * W
            d.ellipse([x - r, yy - r, x + r, yy + r], fill=tuple(int(c * 0.6 + 100) for c in col))
        bb = bf.getbbox("H")
        return {"focus": (0, 0, W, H * 0.55), "focus_cap_at": (W * 0.2, cap_y + bb[1])}, bb[3] - bb[1]
    return _page(rng, dpi, draw)


def utility_bill(rng, now, dpi=110):
    sd = (now - timedelta(days=int(rng.integers(5, 40)))).date()

    def draw(d, W, H):
        lf = font(SERIF_BOLD[int(rng.integers(3))], int(W * 0.05))
        d.text((W * 0.07, H * 0.05), "PACIFIC VALLEY ENERGY", font=lf, fill=(20, 70, 130))
        rf = font(SANS_REGULAR[1], int(W * 0.025))
        bf = font(SANS_BOLD[1], int(W * 0.028))
        rows = [("Account Number:", f"{int(rng.integers(10 ** 9, 10 ** 10))}"),
                ("Statement Date:", format_date(sd, "mmddyyyy")),
                ("Due Date:", format_date(sd + timedelta(days=21), "mmddyyyy")),
                ("Service Address:", "1715 OLIVE DR APT 12, DAVIS CA"),
                ("Amount Due:", f"${rng.uniform(40, 180):.2f}")]
        y = H * 0.16
        cap_y = y
        for a, b in rows:
            d.text((W * 0.07, y), a, font=bf, fill=(30, 30, 30))
            d.text((W * 0.4, y), b, font=rf, fill=(30, 30, 30))
            y += W * 0.045
        y += W * 0.04
        d.rectangle([W * 0.07, y, W * 0.93, y + W * 0.04], fill=(20, 70, 130))
        d.text((W * 0.09, y + W * 0.005), "USAGE SUMMARY", font=bf, fill=(255, 255, 255))
        y += W * 0.07
        for mth in ["JAN", "FEB", "MAR", "APR", "MAY", "JUN"]:
            v = rng.uniform(150, 600)
            d.text((W * 0.09, y), mth, font=rf, fill=(30, 30, 30))
            d.rectangle([W * 0.2, y + 4, W * 0.2 + v / 600 * W * 0.6, y + W * 0.025], fill=(120, 160, 200))
            y += W * 0.04
        bb = bf.getbbox("H")
        return {"focus": (0, 0, W, H * 0.45), "focus_cap_at": (W * 0.2, cap_y + bb[1])}, bb[3] - bb[1]
    return _page(rng, dpi, draw)


def blank_page(rng, now, dpi=100):
    def draw(d, W, H):
        return {"focus": (0, 0, W, H), "focus_cap_at": (W / 2, H / 2)}, H / 40
    return _page(rng, dpi, draw, paper=tuple(int(rng.uniform(238, 250)) for _ in range(3)))


def empty_scene(rng, now):
    """No document at all: a fully transparent 'document' so only the background shows."""
    img = Image.new("RGBA", (400, 600), (0, 0, 0, 0))
    return img, {"boxes": {"focus": (0, 0, 400, 600), "focus_cap_at": (200, 300)}, "cap": 15, "size": (400, 600)}


KINDS = {"receipt": grocery_receipt, "restaurant": restaurant_receipt,
         "sacramento": lambda rng, now: city_citation(rng, now, "SACRAMENTO", "LOT 15"),
         "citydavis": lambda rng, now: city_citation(rng, now, "DAVIS", "2ND ST & E ST"),
         "paystation": paystation_receipt, "flyer": flyer, "bill": utility_bill,
         "blank": blank_page, "scene": empty_scene}
