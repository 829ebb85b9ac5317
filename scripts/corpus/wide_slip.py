"""Render a notice of the tuning set's WIDE part: the same printed content as slip.py's notice
(docs/contract.md §2), typeset by more printer models than the narrow tuning set has: the
typefaces of wide_styles.py (dot-matrix faces included), a field layout of wide_layouts.py,
label wordings, banner designs, paper widths and print heads that the test split never uses.
Printing itself (dots, density, damage, paper) is slip.finish_slip.

render_wide_ticket(t, rng) -> (RGBA image, info) like slip.render_ticket.
"""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from common import font
from dotmatrix import DotMatrixFace
from faces import OutlineFace
from slip import finish_slip
from wide_layouts import BY_NAME, WideSheet
from wide_styles import FACES

HEADER = ["UNIVERSITY OF CALIFORNIA,", "DAVIS TRANSPORTATION SVCS", "PARKING INVOICE"]


def make_face(key: str, em: float, bold: bool):
    spec = FACES[key]
    if spec.kind == "dotmatrix":
        return DotMatrixFace(spec.regular, em, spec.rows, bold=bold)
    return OutlineFace(spec.bold if bold else spec.regular, em)


def em_for_cap(key: str, cap: float, bold: bool) -> float:
    """Em size (px) whose capitals are `cap` px tall in this face."""
    return cap * 100 / max(1e-6, make_face(key, 100, bold).cap)


def label(text: str, t) -> str:
    """A secondary label ("Due Date:") in the case of the field labels."""
    return text.upper() if t["upper_labels"] else text


def _banner(pre: Image.Image, t, y: float, u: float) -> float:
    """The pre-printed banner (its ink does not fade with the thermal print). Returns its bottom."""
    W = pre.width
    pd = ImageDraw.Draw(pre)
    blue = tuple(int(c) for c in t["banner_blue"]) + (255,)
    white = (255, 255, 255, 255)
    bh = t["banner_h"] * u
    design = t["banner"]
    x0, x1, ink = 0.0, float(W), white
    if design == "outline":  # blue outline box, blue text on the paper
        lw = max(3, int(round(t["banner_line"] * u)))
        x0, x1 = 0.05 * W, 0.95 * W
        pd.rounded_rectangle([x0, y, x1, y + bh], radius=bh * t["banner_round"], outline=blue, width=lw)
        ink = blue
    elif design == "notched":  # a band whose right end is cut in a V (a ribbon)
        notch = bh * 0.42
        pd.polygon([(0, y), (W, y), (W - notch, y + bh / 2), (W, y + bh), (0, y + bh)], fill=blue)
        x1 = W - notch
    else:  # the tuning set's full-width band
        pd.rectangle([0, y, W, y + bh], fill=blue)
    size = bh * 0.52
    bf = font(t["banner_font"], int(size))
    room = (x1 - x0) - 30 * u
    tw = pd.textlength("PARKING NOTICE", font=bf)
    if tw > room:
        bf = font(t["banner_font"], int(size * room / tw))
        tw = pd.textlength("PARKING NOTICE", font=bf)
    pd.text(((x0 + x1 - tw) / 2, y + bh / 2), "PARKING NOTICE", font=bf, fill=ink, anchor="lm")
    return y + bh


def render_wide_ticket(t, rng):
    D = t["dpi"]
    u = D / 300.0
    W = int(round(t["paper_in"] * D))
    H = int(round(9.5 * D))
    layout = BY_NAME[t["layout"]]
    em = em_for_cap(t["face"], t["body_cap"] * u, t["bold_body"])
    body = make_face(t["face"], em, t["bold_body"])
    fieldf = make_face(t["face"], em * t["field_scale"], t["bold_fields"])
    small = make_face(t["face"], em * 0.8, False)
    head = make_face(t["face"], em * 1.05, True)

    ink = Image.new("L", (W, H), 0)
    pre = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    y = _banner(pre, t, t["top"] * u, u) + t["after_banner"] * u
    rule = max(2.0, t["rule_dots"] * D / (t["head_dpi"] or 203))
    sh = WideSheet(ink, t["margin"] * u, y, gap=t["gap"], rule=rule, pad=t["cell_pad"], boxed=t["boxed"])
    place = layout.place

    for i, text in enumerate(HEADER):
        f = head if (i == 2 or t["bold_header"]) else body
        (sh.center if t["header_align"] == "c" else sh.left)(text, f)
    sh.y += t["before_fields"] * u
    labels = {"date": t["date_label"], "time": t["time_label"], "location": t["location_label"]}
    values = {"date": t["date_text"], "time": t["time_text"], "location": t["location_text"]}
    sh.fields_block(layout, (label("Notice #:", t), t["notice_no"], None), labels, values, fieldf)
    sh.y += t["after_fields"] * u

    # section heading: thermal reverse print, dashes or plain
    def heading(text, reverse=False):
        if reverse and t["section_style"] == "reverse":
            kh = body.size * 1.5
            ImageDraw.Draw(ink).rectangle([0, sh.y, W, sh.y + kh], fill=255)
            f = head.fit(text, W - 2 * sh.margin)
            tmp = Image.new("L", (W, int(kh) + 1), 0)
            f.draw(tmp, (W - f.length(text)) / 2, (kh - f.cap) / 2 - f.cap_top, text)
            ink.paste(0, (0, int(sh.y)), tmp)
            sh.y += kh + 14 * u
        elif t["section_style"] == "dashes":
            sh.center(f"-- {text} --", head, gap=1.35)
        else:
            sh.center(text, head, gap=1.35)

    heading("INVOICE INFORMATION", reverse=True)
    words = ("**Notice** See the reverse side for important information about your rights, "
             "payment options and how to contest this notice. " + t["violation"]).split()
    cur = ""
    for wd in words:
        if small.length(cur + " " + wd) > W - 2 * sh.margin and cur:
            sh.left(cur, small, 1.2)
            cur = wd
        else:
            cur = (cur + " " + wd).strip()
    sh.left(cur, small, 1.2)
    sh.y += 16 * u
    heading("PAYMENT INFORMATION")
    sh.block([(label("Fine Amount:", t), f"${t['fine']:.2f}", None),
              (label("Late Penalty:", t), f"${t['late']:.2f}", None),
              (label("Amount Due:", t), f"${t['fine']:.2f}", None),
              (label("Due Date:", t), t["due_text"], None)], body, place)
    sh.y += 12 * u
    heading("VEHICLE INFORMATION")
    vehicle = [(label("Plate:", t), f"{t['plate']} CA", None), (label("VIN:", t), t["vin"], None),
               (label("Make:", t), t["make"], None), (label("Color:", t), t["color"], None),
               (label("Permit Exp:", t), t["permit_text"], None)]
    if t["officer"]:
        vehicle.append((label("Officer:", t), t["officer"], None))
    sh.block(vehicle, body, place)
    sh.y += 18 * u
    sh.center("Pay online: taps.ucdavis.edu", small)
    sh.y += t["tail"] * u
    H = min(H, int(sh.y))
    return finish_slip(ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H)), sh.boxes, t, rng)


def ticket_doc(s, cam):
    """generate.py's entry point for a wide notice: pick the rendering dpi from the camera's
    target capital height, render, and add the boxes photo.py frames the shot with."""
    t = dict(s["content"])
    if "scan" not in s["labels"]:
        em = em_for_cap(t["face"], t["body_cap"], t["bold_body"]) * t["field_scale"]
        cap300 = make_face(t["face"], em, t["bold_fields"]).cap
        t["dpi"] = int(np.clip(300 * cam["cap_px"] / (cap300 * 1.2), 120, 640))
    doc, info = render_wide_ticket(t, np.random.default_rng(s["seed"] + [1]))
    b, cap = info["boxes"], info["cap"]
    W, H = info["size"]
    bottom = max([b[k][3] for k in ("date", "time", "location") if b[k][3] < H] or [b["date"][3]])
    fx0 = min(b[k][0] for k in ("date", "time", "location"))
    fx1 = max(b[k][2] for k in ("date", "time", "location"))
    b["focus"] = (max(0, fx0 - cap), 0, min(W, fx1 + cap), min(H, bottom + 1.5 * cap))
    b["focus_cap_at"] = ((b["date_value"][0] + b["date_value"][2]) / 2, b["date_value"][1])
    if "tear_below" in (t.get("damage") or {}):
        for k in ("location", "location_value"):
            b.pop(k, None)
    return doc, info
