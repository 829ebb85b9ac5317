"""Render a notice of the TEST split: the same printed content as slip.py's notice
(docs/contract.md §2), typeset by another printer model: test typefaces (faces.py,
dotmatrix.py), a field layout from layouts.py, other banner designs, paper widths and
print-head resolutions. Printing itself (dots, density, damage, paper) is slip.finish_slip.

render_test_ticket(t, rng) -> (RGBA image, info) like slip.render_ticket.
"""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from common import font
from dotmatrix import DotMatrixFace
from faces import BitmapFace, OutlineFace
from layouts import BY_NAME, RIGHT, Sheet
from slip import finish_slip
from test_styles import FACES

GOLD = (218, 170, 30)
HEADER = ["UNIVERSITY OF CALIFORNIA,", "DAVIS TRANSPORTATION SVCS", "PARKING INVOICE"]


def make_face(key: str, em: float, bold: bool):
    spec = FACES[key]
    rel = spec.bold if bold else spec.regular
    if spec.kind == "bitmap":
        return BitmapFace(rel, em)
    if spec.kind == "dotmatrix":
        return DotMatrixFace(spec.regular, em, spec.rows, bold=bold)
    stroke = max(1, round(em / 30)) if bold and spec.stroke_bold else 0
    return OutlineFace(rel, em, stroke)


def em_for_cap(key: str, cap: float, bold: bool) -> float:
    """Em size (px) whose capitals are `cap` px tall in this face."""
    ref = make_face(key, 100, bold)
    return cap * 100 / max(1e-6, ref.cap)


def label(text: str, t) -> str:
    """A secondary label ("Due Date:") in the wording style of the field labels."""
    if t["upper_labels"]:
        text = text.upper()
    return text.rstrip(":") if t["nocolon"] else text


def _banner(pre: Image.Image, t, y: float, u: float) -> float:
    """The pre-printed banner (its ink does not fade with the thermal print). Returns its bottom."""
    W = pre.width
    pd = ImageDraw.Draw(pre)
    blue = tuple(int(c) for c in t["banner_blue"]) + (255,)
    white = (255, 255, 255, 255)
    bh = t["banner_h"] * u
    design = t["banner"]
    x0, x1 = 0, W
    if design == "inset":
        x0, x1 = 0.06 * W, 0.94 * W
        pd.rounded_rectangle([x0, y, x1, y + bh], radius=bh * 0.22, fill=blue)
    elif design == "twoline":
        bh *= 1.35
        pd.rectangle([0, y, W, y + bh], fill=blue)
    else:
        pd.rectangle([0, y, W, y + bh], fill=blue)
    if design == "stripe":
        pd.rectangle([0, y + bh, W, y + bh + 9 * u], fill=GOLD + (255,))
    if design == "left":
        pd.rectangle([W - 0.16 * W, y + bh * 0.2, W - 0.06 * W, y + bh * 0.8], fill=GOLD + (255,))
    size = bh * (0.5 if design != "twoline" else 0.42)
    bf = font(t["banner_font"], int(size))
    room = (x1 - x0) - 24 * u - (0.2 * W if design == "left" else 0)
    tw = pd.textlength("PARKING NOTICE", font=bf)
    if tw > room:
        bf = font(t["banner_font"], int(size * room / tw))
        tw = pd.textlength("PARKING NOTICE", font=bf)
    cy = y + bh / 2 if design != "twoline" else y + bh * 0.63
    tx = (x0 + x1 - tw) / 2 if design != "left" else 0.05 * W
    pd.text((tx, cy), "PARKING NOTICE", font=bf, fill=white, anchor="lm")
    if design == "twoline":
        sf = font(t["banner_font"], int(bh * 0.17))
        pd.text((W / 2, y + bh * 0.24), "UC DAVIS  \u2022  TAPS", font=sf, fill=white, anchor="mm")
    return y + bh + (9 * u if design == "stripe" else 0)


def render_test_ticket(t, rng):
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
    sh = Sheet(ink, t["margin"] * u, y, gap=t["gap"], indent=t["indent"], leader=t["leader"])
    place = layout.place

    for i, text in enumerate(HEADER):
        f = head if (i == 2 or t["bold_header"]) else body
        (sh.center if t["header_align"] == "c" else sh.left)(text, f)
    sh.y += t["before_fields"] * u
    sh.pair(label("Notice #:", t), t["notice_no"], body, place)
    labels = {"date": t["date_label"], "time": t["time_label"], "location": t["location_label"],
              "datetime": t["datetime_label"]}
    values = {"date": t["date_text"], "time": t["time_text"], "location": t["location_text"]}
    sh.fields(layout, labels, values, fieldf)
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
    for lab, val in (("Fine Amount:", t["fine"]), ("Late Penalty:", t["late"]), ("Amount Due:", t["fine"])):
        sh.pair(label(lab, t), f"${val:.2f}", body, RIGHT)
    sh.pair(label("Due Date:", t), t["due_text"], body, place)
    sh.y += 12 * u
    heading("VEHICLE INFORMATION")
    sh.pair(label("Plate:", t), f"{t['plate']} CA", body, place)
    sh.pair(label("VIN:", t), t["vin"], small, place)
    sh.pair(label("Make:", t), t["make"], body, place)
    sh.pair(label("Color:", t), t["color"], body, place)
    sh.pair(label("Permit Exp:", t), t["permit_text"], body, place)
    if t["officer"]:
        sh.pair(label("Officer:", t), t["officer"], body, place)
    sh.y += 18 * u
    sh.center("Pay online: taps.ucdavis.edu", small)
    sh.y += t["tail"] * u
    H = min(H, int(sh.y))
    return finish_slip(ink.crop((0, 0, W, H)), pre.crop((0, 0, W, H)), sh.boxes, t, rng)


def ticket_doc(s, cam):
    """generate.py's entry point for a test notice: pick the rendering dpi from the camera's
    target capital height, render, and add the boxes photo.py frames the shot with."""
    t = dict(s["content"])
    if "scan" not in s["labels"]:
        em = em_for_cap(t["face"], t["body_cap"], t["bold_body"]) * t["field_scale"]
        cap300 = make_face(t["face"], em, t["bold_fields"]).cap
        t["dpi"] = int(np.clip(300 * cam["cap_px"] / (cap300 * 1.2), 120, 640))
    doc, info = render_test_ticket(t, np.random.default_rng(s["seed"] + [1]))
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
