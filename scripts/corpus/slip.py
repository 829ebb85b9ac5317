"""Render the UC Davis parking notice as a flat thermal-printed slip (docs/contract.md §2).

The slip is about 2.9 in wide. It is rendered at `dpi` (200-450) with the thermal text
quantised to a 203 dpi dot grid, uneven print density, optional missing dot rows and dead
print-head elements, a pre-printed blue banner, and optional damage (stains, tears, fading)
used by the illegible samples.

render_ticket(t, rng) -> (RGBA image, info) where info["boxes"] holds, in slip pixels, the
boxes of the Date/Time/Location lines ("date", "time", "location", plus "*_value" for the
values only) and "fields" (their union); info["cap"] is the field capital height in pixels.
"""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from common import MONO_FONTS, NARROW_FONTS, font

PAPER_IN = 2.9
DOT_DPI = 203.0


def smooth_field(rng, w, h, cells=6, octaves=3):
    """Smooth random field in [0,1], shape (h, w), built from upsampled random grids."""
    acc = np.zeros((h, w), np.float32)
    amp, tot = 1.0, 0.0
    for o in range(octaves):
        gw, gh = max(2, int(cells * 2 ** o)), max(2, int(cells * 2 ** o * h / max(w, 1)))
        g = rng.random((gh, gw)).astype(np.float32)
        im = Image.fromarray((g * 255).astype(np.uint8)).resize((w, h), Image.BICUBIC)
        acc += amp * np.asarray(im, np.float32) / 255.0
        tot += amp
        amp *= 0.5
    acc /= tot
    lo, hi = acc.min(), acc.max()
    return (acc - lo) / max(hi - lo, 1e-6)


def format_date(d, fmt):
    if fmt == "mmddyyyy":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if fmt == "mmddyy":
        return f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}"
    return f"{d.month}/{d.day}/{d.year}"


def format_time(h, m, fmt, pad=True):
    if fmt == "ampm":
        suf = "AM" if h < 12 else "PM"
        return f"{(h % 12) or 12}:{m:02d} {suf}"
    return f"{h:02d}:{m:02d}" if pad else f"{h}:{m:02d}"


def blob_mask(rng, w, h, box, grow=1.0, roughness=0.35):
    """Irregular stain-shaped mask (float 0..1) covering `box` in a (h, w) canvas."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    rx, ry = (x1 - x0) / 2 * grow, (y1 - y0) / 2 * grow
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    ang = np.arctan2((yy - cy) / max(ry, 1), (xx - cx) / max(rx, 1))
    r = np.hypot((xx - cx) / max(rx, 1), (yy - cy) / max(ry, 1))
    wob = np.zeros_like(ang)
    for k in range(2, 7):
        wob += rng.uniform(-roughness, roughness) / k * np.sin(k * ang + rng.uniform(0, 6.3))
    m = np.clip((1.0 + wob - r) * 6.0, 0, 1)
    return m


def thermal_dots(ink, rng, D, t):
    """Quantise an ink mask (L) to the dot grid of a thermal head -> float 0..1.

    The head has `t["head_dpi"]` dots per inch (203 unless given); None means the face already
    printed its own dots (dotmatrix.py): the mask is only softened. `t["dead_widths"]`, when
    given, holds the width in dots of each dead element (1 otherwise)."""
    W, H = ink.size
    head = t.get("head_dpi", DOT_DPI)
    if head is None:
        soft = ink.filter(ImageFilter.GaussianBlur(max(0.4, 0.25 * D / DOT_DPI)))
        return np.asarray(soft, np.float32) / 255.0
    p = D / head
    gw, gh = max(2, int(W / p)), max(2, int(H / p))
    dots = np.asarray(ink.resize((gw, gh), Image.BOX), np.float32) / 255.0
    thr = 0.45 + rng.normal(0, 0.05, dots.shape).astype(np.float32) * t["dot_jitter"]
    dots = (dots > thr).astype(np.float32)
    for _ in range(t["missing_rows"]):  # feed glitch: a dot row left blank
        r = int(rng.integers(0, gh))
        dots[r:r + int(rng.integers(1, 3)), :] = 0
    widths = t.get("dead_widths")
    for i in range(t["dead_columns"]):  # dead heating element: a blank line along the feed
        c = int(rng.integers(int(gw * 0.05), int(gw * 0.95)))
        dots[:, c:c + (widths[i] if widths else 1)] = 0
    dimg = Image.fromarray((dots * 255).astype(np.uint8)).resize((W, H), Image.NEAREST)
    dimg = dimg.filter(ImageFilter.GaussianBlur(max(0.4, 0.33 * p)))
    return np.asarray(dimg, np.float32) / 255.0


def print_density(rng, W, H, t):
    dens = t["darkness"] * (1 - t["unevenness"] * smooth_field(rng, W, H, cells=3))
    if t["fade_band"]:
        band = smooth_field(rng, 1, H, cells=2)[:, :1]
        dens = dens * (1 - 0.5 * band)
    return dens.astype(np.float32)


def paper_rgb(rng, W, H, t, a, pre=None):
    paper = np.array(t["paper"], np.float32)
    mott = smooth_field(rng, W, H, cells=5)[..., None]
    base = paper[None, None, :] * (1 - 0.035 * mott)
    inkc = np.array(t["ink_color"], np.float32)
    rgb = base * (1 - a[..., None]) + inkc[None, None, :] * a[..., None]
    if pre is not None:
        pre_a = np.asarray(pre, np.float32)
        pa = pre_a[..., 3:4] / 255.0 * t.get("banner_strength", 1.0)
        rgb = rgb * (1 - pa) + pre_a[..., :3] * pa
    return rgb


def serrated_alpha(rng, W, H, u):
    """Opaque slip with the saw-tooth edges left by the printer's tear bar."""
    alpha = np.full((H, W), 255, np.uint8)
    xs = np.arange(W)
    tooth = (np.abs(((xs / (9 * u)) % 2) - 1) * 5 * u + rng.uniform(0, 2 * u, W)).astype(int)
    rows = np.arange(H)[:, None]
    alpha[rows < tooth[None, :]] = 0
    alpha[rows >= H - tooth[::-1][None, :]] = 0
    return alpha


def render_ticket(t, rng):
    D = t["dpi"]
    u = D / 300.0
    W = int(round(PAPER_IN * D))
    H = int(round(7.2 * D))  # cropped to content later
    fam = MONO_FONTS if t["font_kind"] == "mono" else NARROW_FONTS
    reg, bold = fam[t["font_family"]]
    body_sz = int(t["body_size"] * u)
    field_sz = int(body_sz * t["field_scale"])
    small_sz = int(body_sz * 0.78)
    body = font(bold if t["bold_body"] else reg, body_sz)
    fieldf = font(bold if t["bold_fields"] else reg, field_sz)
    small = font(reg, small_sz)
    head = font(bold, int(body_sz * 1.05))
    margin = int(t["margin"] * u)

    ink = Image.new("L", (W, H), 0)
    d = ImageDraw.Draw(ink)
    pre = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    pd = ImageDraw.Draw(pre)
    boxes = {}
    y = int(rng.uniform(18, 40) * u)

    # pre-printed blue banner
    bh = int(rng.uniform(82, 100) * u)
    blue = tuple(int(c) for c in np.array(t["banner_blue"]))
    pd.rectangle([0, y, W, y + bh], fill=blue + (255,))
    bf = font(t["banner_font"], int(bh * 0.58))
    tw = pd.textlength("PARKING NOTICE", font=bf)
    if tw > W - 20 * u:
        bf = font(t["banner_font"], int(bh * 0.58 * (W - 20 * u) / tw))
        tw = pd.textlength("PARKING NOTICE", font=bf)
    pd.text(((W - tw) / 2, y + bh / 2), "PARKING NOTICE", font=bf, fill=(255, 255, 255, 255), anchor="lm")
    y += bh + int(rng.uniform(18, 34) * u)

    def center(text, f, gap=1.22):
        nonlocal y
        tw = d.textlength(text, font=f)
        if tw > W - 2 * margin:  # shrink to fit
            f = font(f.path, int(f.size * (W - 2 * margin) / tw))
            tw = d.textlength(text, font=f)
        d.text(((W - tw) / 2, y), text, font=f, fill=255)
        y += int(f.size * gap)

    def line(label, value, f, key=None, gap=1.3, col=None):
        nonlocal y
        lab = label + (" " if col is None else "")
        x = margin
        vx = x + d.textlength(lab, font=f) if col is None else margin + col
        if vx + d.textlength(value, font=f) > W - margin * 0.6:
            lab = label + " "
            full = d.textlength(lab + value, font=f)
            f = font(f.path, int(f.size * (W - margin * 1.6) / full))
            vx = x + d.textlength(lab, font=f)
        d.text((x, y), lab, font=f, fill=255)
        d.text((vx, y), value, font=f, fill=255)
        if key:
            asc = f.getbbox("H")
            top, bot = y + asc[1], y + f.getbbox("Hgy,")[3]
            boxes[key] = (x, top, vx + d.textlength(value, font=f), bot)
            boxes[key + "_value"] = (vx, top, vx + d.textlength(value, font=f), bot)
            boxes[key + "_cap"] = asc[3] - asc[1]
        y += int(f.size * gap)

    for i, text in enumerate(["UNIVERSITY OF CALIFORNIA,", "DAVIS TRANSPORTATION SVCS", "PARKING INVOICE"]):
        center(text, head if (i == 2 or t["bold_header"]) else body)
    y += int(rng.uniform(8, 26) * u)
    col = None
    if t["aligned"]:
        col = d.textlength(max([t["date_label"], t["time_label"], "Location:", "Notice #:"], key=len) + " ", font=fieldf)
    line("Notice #:", t["notice_no"], body if not t["aligned"] else fieldf, col=col)
    line(t["date_label"], t["date_text"], fieldf, "date", col=col)
    line(t["time_label"], t["time_text"], fieldf, "time", col=col)
    line("Location:", t["location"], fieldf, "location", col=col)
    y += int(rng.uniform(10, 30) * u)

    # thermal reverse-print banner
    kh = int(body_sz * 1.55)
    d.rectangle([0, y, W, y + kh], fill=255)
    kf = font(bold, int(body_sz * 1.0))
    tw = d.textlength("INVOICE INFORMATION", font=kf)
    d.text(((W - tw) / 2, y + kh / 2), "INVOICE INFORMATION", font=kf, fill=0, anchor="lm")
    y += kh + int(14 * u)
    words = ("**Notice** See the reverse side for important information about your rights, "
             "payment options and how to contest this notice. " + t["violation"]).split()
    cur = ""
    for wd in words:
        if d.textlength(cur + " " + wd, font=small) > W - 2 * margin and cur:
            d.text((margin, y), cur, font=small, fill=255)
            y += int(small_sz * 1.2)
            cur = wd
        else:
            cur = (cur + " " + wd).strip()
    d.text((margin, y), cur, font=small, fill=255)
    y += int(small_sz * 1.2) + int(16 * u)

    def heading(text):
        if t["dash_headings"]:
            text = f"-- {text} --"
        center(text, head, gap=1.35)

    def money(label, value):
        nonlocal y
        d.text((margin, y), label, font=body, fill=255)
        d.text((W - margin - d.textlength(value, font=body), y), value, font=body, fill=255)
        y += int(body_sz * 1.25)

    heading("PAYMENT INFORMATION")
    money("Fine Amount:", f"${t['fine']:.2f}")
    money("Late Penalty:", f"${t['late']:.2f}")
    money("Amount Due:", f"${t['fine']:.2f}")
    line("Due Date:", t["due_text"], body)
    y += int(12 * u)
    heading("VEHICLE INFORMATION")
    line("Plate:", f"{t['plate']}   State: CA", body)
    line("VIN:", t["vin"], small if t["font_kind"] == "mono" else body)
    line("Make:", t["make"], body)
    line("Color:", t["color"], body)
    line("Permit Exp:", t["permit_text"], body)
    if t["officer"]:
        line("Officer:", t["officer"], body)
    y += int(18 * u)
    center("Pay online: taps.ucdavis.edu", small)
    y += int(rng.uniform(50, 110) * u)
    H = min(H, y)
    return finish_slip(ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H)), boxes, t, rng)


def finish_slip(ink, pre, boxes, t, rng):
    """Print the typeset slip: thermal dots, print density, damage (t["damage"]), paper, banner
    ink (`pre`, which keeps its colour however faded the thermal print), torn edges.
    `boxes` needs date/time/location with their "_value" and "_cap" entries."""
    D = t["dpi"]
    u = D / 300.0
    W, H = ink.size
    a = thermal_dots(ink, rng, D, t)
    dens = print_density(rng, W, H, t)
    damage = t.get("damage") or {}
    stain_layers = []
    for kind, target in damage.get("ops", []):
        if kind == "fade_all":  # thermal print faded to nothing; the pre-printed banner stays
            dens = dens * 0.03
            continue
        keys = ["date", "time", "location"] if target == "fields" else [target]
        bx = [boxes[k + "_value"] if kind != "fade" else boxes[k] for k in keys]
        box = (min(b[0] for b in bx), min(b[1] for b in bx), max(b[2] for b in bx), max(b[3] for b in bx))
        if kind in ("coffee", "blacken"):
            pad = t.get("stain_pad", 0.5) * (box[3] - box[1]) if target != "fields" else 0.3 * (box[3] - box[1])
            box = (box[0] - pad * 1.2, box[1] - pad, box[2] + pad * 1.5, box[3] + pad)
            m = blob_mask(rng, W, H, box, grow=1.25)
            dens = dens * (1 - 0.97 * m)
            stain_layers.append((kind, m))
        elif kind == "fade":  # print rubbed / heat-faded off the value
            pad = 0.35 * (box[3] - box[1])
            box = (box[0] - pad, box[1] - pad, box[2] + pad * 2, box[3] + pad)
            m = blob_mask(rng, W, H, box, grow=1.3, roughness=0.2)
            dens = dens * (1 - 0.985 * m)
    a = a * dens

    rgb = paper_rgb(rng, W, H, t, a, pre)
    for kind, m in stain_layers:
        if kind == "coffee":  # hot coffee: translucent brown, the thermal coating greyed out
            grey = smooth_field(rng, W, H, cells=12, octaves=2)
            rgb = rgb * (1 - (m * (0.25 + 0.35 * grey))[..., None])
            col = np.array([120, 78, 40], np.float32)
            ring = np.clip(m * (1 - m) * 4, 0, 1)
            al = (0.5 * m + 0.35 * ring)[..., None]
        else:
            col = np.array([38, 36, 40], np.float32)
            al = (0.9 * m)[..., None]
        rgb = rgb * (1 - al) + col * al

    alpha = serrated_alpha(rng, W, H, u)
    if "tear_below" in damage:
        k = damage["tear_below"]
        b = boxes[k]
        cap = boxes[k + "_cap"]
        ytear = b[3] + 0.1 * cap + 0.35 * cap * smooth_field(rng, W, 1, cells=8)[0]
        ytear += rng.normal(0, 0.6 * u, W)
        for x in range(W):
            alpha[int(ytear[x]):, x] = 0
        H2 = int(ytear.max()) + 2
        rgb, alpha = rgb[:H2], alpha[:H2]
        H = H2

    img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8), "RGB")
    img.putalpha(Image.fromarray(alpha, "L"))
    fb = [boxes[k] for k in ("date", "time", "location")]
    boxes["fields"] = (min(b[0] for b in fb), min(b[1] for b in fb), max(b[2] for b in fb), max(b[3] for b in fb))
    return img, {"boxes": boxes, "cap": boxes["date_cap"], "size": (W, H)}
