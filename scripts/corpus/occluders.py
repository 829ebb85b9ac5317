"""Things between the camera and the slip: a wiper blade holding the notice, a thumb.

Both keep clear of the Date/Time/Location lines (`fpts`, their corners in image pixels), so
they make photos harder without making a field unreadable.
"""
from __future__ import annotations

import math

import numpy as np

from textures import up

SKIN = [(224, 172, 140), (198, 140, 105), (160, 110, 80), (110, 75, 55), (236, 192, 160)]


def line_dist(p, a, ang):
    return abs(-(p[0] - a[0]) * math.sin(ang) + (p[1] - a[1]) * math.cos(ang))


def _grid(w, h, div):
    sw, sh = max(4, w // div), max(4, h // div)
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    return (xx + 0.5) * div, (yy + 0.5) * div, sw, sh


def wiper(img, rng, to_img, boxes, cap, W, H, roll, slip_w, fpts, cap_px):
    """A wiper blade lying across the slip below the fields (it holds the notice)."""
    h, w = img.shape[:2]
    below_fields = boxes["focus"][3] + 1.5 * cap
    if below_fields > H * 0.95:
        return img  # no room below the fields (numpy's uniform refuses a low above its high)
    for _ in range(40):
        v0 = rng.uniform(below_fields, H * 0.95)
        if v0 >= H * 0.95:
            return img
        a0 = to_img([(rng.uniform(0.15, 0.85) * W, v0)])[0]
        ang = math.radians(roll + rng.uniform(-28, 28))
        thick = slip_w * rng.uniform(0.13, 0.22)
        if min(line_dist(q, a0, ang) for q in fpts) > thick / 2 + cap_px:
            break
    else:
        return img
    xx, yy, sw, sh = _grid(w, h, 2)
    across = -(xx - a0[0]) * math.sin(ang) + (yy - a0[1]) * math.cos(ang)
    t = across / (thick / 2)
    m = np.clip((1 - np.abs(t)) * thick / 4, 0, 1)
    col = 22 + 18 * np.exp(-((t + 0.35) / 0.12) ** 2) + 8 * (t > 0.3)
    shadow = np.clip(1 - np.abs(t - 1.3) / 1.1, 0, 1) * 0.45
    m8 = np.stack([m * 255, col, shadow * 255], -1)
    mf = up(m8, w, h) / [255.0, 1.0, 255.0]
    img = img * (1 - mf[..., 2:3])
    return img * (1 - mf[..., 0:1]) + mf[..., 1:2] * mf[..., 0:1]


def thumb(img, rng, to_img, boxes, cap, W, H, slip_w, fpts):
    """A thumb holding the slip at one side, below the fields, reaching in from outside."""
    h, w = img.shape[:2]
    lo = boxes["focus"][3] + cap
    for _ in range(24):
        side = 0.0 if rng.random() < 0.5 else float(W)
        v = rng.uniform(lo, H * 0.92) if H * 0.92 > lo else H * 0.92
        inner = to_img([(side, v), (W / 2, v)])
        d = inner[0] - inner[1]
        d /= np.hypot(*d) + 1e-9
        rot = math.radians(rng.uniform(-30, 30))
        d = np.array([d[0] * math.cos(rot) - d[1] * math.sin(rot), d[0] * math.sin(rot) + d[1] * math.cos(rot)])
        r = slip_w * rng.uniform(0.1, 0.14)
        T = inner[0] - d * r * rng.uniform(0.6, 1.2)  # tip lies over the paper
        if min(np.hypot(*(q - T)) for q in fpts) < 2.2 * r:
            continue
        # the thumb must reach in from outside the frame, not float
        reach = min([(w - T[0]) / d[0] if d[0] > 1e-6 else 1e9, -T[0] / d[0] if d[0] < -1e-6 else 1e9,
                     (h - T[1]) / d[1] if d[1] > 1e-6 else 1e9, -T[1] / d[1] if d[1] < -1e-6 else 1e9])
        if reach < 9 * r:
            break
    else:
        return img
    xx, yy, sw, sh = _grid(w, h, 4)
    along = (xx - T[0]) * d[0] + (yy - T[1]) * d[1] - r
    across = -(xx - T[0]) * d[1] + (yy - T[1]) * d[0]
    dist = np.where(along >= 0, np.abs(across), np.hypot(along, across))
    m = np.clip((r - dist) / 3.0 + 0.5, 0, 1)
    shade = 0.7 + 0.38 * np.sqrt(np.clip(1 - (across / r) ** 2, 0, 1))
    nail = np.clip(1 - np.hypot((along + 0.25 * r) / (0.62 * r), across / (0.45 * r)), 0, 1)
    nail = np.clip(nail * 6, 0, 1)
    sdist = np.hypot(along, across + 0.25 * r)
    shadow = np.clip((1.5 * r - np.where(along >= 0, np.abs(across + 0.25 * r), sdist)) / r, 0, 1) * 0.5
    skin = np.array(SKIN[int(rng.integers(len(SKIN)))], np.float32)
    pack = np.stack([m * 255, shade * 150, nail * 255, shadow * 255], -1)
    pf = up(pack, w, h) / [255.0, 150.0, 255.0, 255.0]
    img = img * (1 - pf[..., 3:4])
    col = skin * pf[..., 1:2]
    col = col * (1 - 0.5 * pf[..., 2:3]) + (skin * 0.6 + np.array([110, 95, 95], np.float32)) * 0.5 * pf[..., 2:3]
    return img * (1 - pf[..., 0:1]) + col * pf[..., 0:1]
