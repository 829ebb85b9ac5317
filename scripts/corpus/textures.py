"""Procedural photo backgrounds: windshield, car paint, dashboard, asphalt, hand-held,
wooden table, scanner lid. Each returns a float32 RGB array (h, w, 3) in 0..255.

Low-frequency structure is built at reduced resolution and upscaled, so that even 12 MP
backgrounds are quick to make and compress well (phones denoise flat areas anyway)."""
from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from slip import smooth_field


def up(arr, w, h, resample=Image.BILINEAR):
    """Upscale a float32 (h', w'[, 3]) array in 0..255 to (h, w[, 3])."""
    a = np.clip(arr, 0, 255).astype(np.uint8)
    if a.ndim == 3 and a.shape[2] != 3:  # avoid Pillow's premultiplied RGBA resize
        return np.stack([np.asarray(Image.fromarray(a[..., i]).resize((w, h), resample), np.float32)
                         for i in range(a.shape[2])], -1)
    return np.asarray(Image.fromarray(a).resize((w, h), resample), np.float32)


def grain(rng, w, h, sigma, div=2):
    """Fine texture at 1/div resolution, upscaled (h, w, 1)."""
    g = rng.normal(128, sigma, (max(2, h // div), max(2, w // div))).astype(np.float32)
    return (up(g, w, h) - 128.0)[..., None]


def blobs(rng, w, h, n, colors, rmin, rmax, blur):
    im = Image.new("RGB", (w, h), (0, 0, 0))
    mask = Image.new("L", (w, h), 0)
    d, dm = ImageDraw.Draw(im), ImageDraw.Draw(mask)
    for _ in range(n):
        r = rng.uniform(rmin, rmax) * w
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        c = tuple(int(v) for v in colors[int(rng.integers(len(colors)))])
        e = [x - r, y - r * rng.uniform(0.5, 1.2), x + r, y + r * rng.uniform(0.5, 1.2)]
        d.ellipse(e, fill=c)
        dm.ellipse(e, fill=int(rng.uniform(120, 255)))
    im = im.filter(ImageFilter.GaussianBlur(blur))
    mask = mask.filter(ImageFilter.GaussianBlur(blur))
    return np.asarray(im, np.float32), np.asarray(mask, np.float32)[..., None] / 255.0


def windshield(rng, w, h):
    sw, sh = max(8, w // 8), max(8, h // 8)
    yy = np.linspace(0, 1, sh, dtype=np.float32)[:, None, None]
    sky = np.array([rng.uniform(150, 210), rng.uniform(165, 215), rng.uniform(180, 235)], np.float32)
    dark = np.array([rng.uniform(20, 45)] * 3, np.float32)
    t0 = rng.uniform(0.2, 0.7)
    mix = np.clip((yy - t0) / rng.uniform(0.2, 0.5) + 0.5, 0, 1)
    base = sky * (1 - mix) * 0.75 + dark * mix
    base = np.broadcast_to(base, (sh, sw, 3)).copy()
    col, m = blobs(rng, sw, sh, 14, [(40, 70, 35), (70, 90, 60), (25, 30, 30), (120, 125, 130)], 0.05, 0.25, sw / 30)
    base = base * (1 - 0.75 * m) + col * 0.75 * m
    # long reflection streaks
    streak = np.zeros((sh, sw), np.float32)
    xx = np.arange(sw, dtype=np.float32)[None, :]
    yy2 = np.arange(sh, dtype=np.float32)[:, None]
    for _ in range(int(rng.integers(1, 4))):
        ang, off = rng.uniform(-1.2, 1.2), rng.uniform(-0.5, 1.5) * sw
        dist = np.abs(xx - off - ang * yy2) / (sw * rng.uniform(0.02, 0.08))
        streak += np.exp(-dist ** 2) * rng.uniform(20, 60)
    base += streak[..., None]
    img = up(base, w, h)
    return img + grain(rng, w, h, 2, div=3) + dust(rng, w, h)


def dust(rng, w, h):
    n = int(w * h / 150000)
    sw, sh = w // 2, h // 2
    im = Image.new("L", (sw, sh), 0)
    d = ImageDraw.Draw(im)
    for _ in range(n):
        x, y, r = rng.uniform(0, sw), rng.uniform(0, sh), rng.uniform(0.5, 2.5)
        d.ellipse([x - r, y - r, x + r, y + r], fill=int(rng.uniform(20, 70)))
    return up(np.asarray(im, np.float32), w, h)[..., None]


def car_paint(rng, w, h):
    colors = [(170, 172, 175), (25, 27, 30), (225, 225, 222), (110, 112, 115), (30, 50, 110),
              (140, 25, 28), (40, 70, 50), (95, 30, 35)]
    c = np.array(colors[int(rng.integers(len(colors)))], np.float32)
    sw, sh = max(8, w // 8), max(8, h // 8)
    refl = smooth_field(rng, sw, sh, cells=2, octaves=2)[..., None]
    base = c[None, None, :] * (0.55 + 0.75 * refl)
    # a body-panel crease highlight
    yy = np.arange(sh, dtype=np.float32)[:, None]
    xx = np.arange(sw, dtype=np.float32)[None, :]
    y0, sl = rng.uniform(0.1, 0.9) * sh, rng.uniform(-0.3, 0.3)
    line = np.exp(-((yy - y0 - sl * xx) / (sh * 0.01)) ** 2)
    base += (line * rng.uniform(30, 80))[..., None]
    return up(base, w, h) + grain(rng, w, h, 3, div=3)


def dashboard(rng, w, h):
    g = rng.uniform(28, 70)
    sw, sh = max(8, w // 6), max(8, h // 6)
    f = smooth_field(rng, sw, sh, cells=3)[..., None]
    base = np.full((sh, sw, 3), g, np.float32) * (0.8 + 0.4 * f)
    base[..., 2] += rng.uniform(-4, 6)
    img = up(base, w, h) + grain(rng, w, h, 4, div=3)
    # vent slots
    if rng.random() < 0.6:
        im = Image.new("L", (w, h), 0)
        d = ImageDraw.Draw(im)
        x0, y0 = rng.uniform(0, 0.7) * w, rng.uniform(0, 0.8) * h
        for k in range(6):
            y = y0 + k * h * 0.018
            d.rectangle([x0, y, x0 + w * 0.25, y + h * 0.006], fill=200)
        img *= (1 - 0.6 * np.asarray(im.filter(ImageFilter.GaussianBlur(2)), np.float32) / 255.0)[..., None]
    return img


def asphalt(rng, w, h):
    g = rng.uniform(85, 135)
    sw, sh = max(8, w // 8), max(8, h // 8)
    f = smooth_field(rng, sw, sh, cells=4)[..., None]
    base = np.full((sh, sw, 3), g, np.float32) * (0.85 + 0.3 * f)
    base[..., 2] += rng.uniform(-3, 5)
    img = up(base, w, h)
    # aggregate speckle at half resolution
    sp = rng.normal(0, 9, (h // 3, w // 3)).astype(np.float32)
    sp += (rng.random((h // 3, w // 3)) < 0.02) * rng.uniform(30, 60)
    img += (up(sp + 128, w, h) - 128)[..., None]
    if rng.random() < 0.5:  # painted stripe
        im = Image.new("L", (w, h), 0)
        d = ImageDraw.Draw(im)
        x = rng.uniform(0, w)
        sl = rng.uniform(-0.4, 0.4) * h
        wd = rng.uniform(0.04, 0.08) * w
        d.polygon([(x, 0), (x + wd, 0), (x + wd + sl, h), (x + sl, h)], fill=255)
        m = np.asarray(im.filter(ImageFilter.GaussianBlur(3)), np.float32)[..., None] / 255.0
        paint = np.array([225, 220, 200] if rng.random() < 0.6 else [220, 185, 60], np.float32)
        img = img * (1 - 0.8 * m) + paint * 0.8 * m
    return img


def indoor(rng, w, h):
    sw, sh = max(8, w // 8), max(8, h // 8)
    warm = np.array([rng.uniform(120, 200), rng.uniform(100, 170), rng.uniform(70, 140)], np.float32)
    f = smooth_field(rng, sw, sh, cells=2)[..., None]
    base = warm * (0.4 + 0.8 * f)
    col, m = blobs(rng, sw, sh, 10, [(240, 230, 200), (60, 50, 45), (90, 110, 140), (200, 120, 80)], 0.03, 0.12, sw / 40)
    base = base * (1 - 0.6 * m) + col * 0.6 * m
    return up(base, w, h) + grain(rng, w, h, 2, div=3)


def wood_table(rng, w, h):
    """Table top: warped growth rings and fine streaks running along the boards."""
    sw, sh = max(8, w // 3), max(8, h // 3)
    c = np.array([rng.uniform(125, 175), rng.uniform(90, 125), rng.uniform(55, 85)], np.float32)
    yy = np.arange(sh, dtype=np.float32)[:, None]
    warp = smooth_field(rng, sw, sh, cells=2) * sh * rng.uniform(0.03, 0.08)
    rings = 0.5 + 0.5 * np.sin((yy + warp) / (sh * rng.uniform(0.004, 0.012)))
    rings = rings ** 3
    st = rng.random((sh, 12)).astype(np.float32)
    streak = np.asarray(Image.fromarray((st * 255).astype(np.uint8)).resize((sw, sh), Image.BICUBIC), np.float32) / 255
    base = c * (0.78 + 0.12 * rings[..., None] + 0.14 * streak[..., None])
    if rng.random() < 0.5:  # board seams
        for y in rng.uniform(0, sh, 2):
            base[max(0, int(y)):int(y) + 2] *= 0.55
    return up(base, w, h) + grain(rng, w, h, 2, div=2)


def scanner(rng, w, h):
    g = rng.uniform(225, 245)
    sw, sh = max(8, w // 8), max(8, h // 8)
    f = smooth_field(rng, sw, sh, cells=2)[..., None]
    base = np.full((sh, sw, 3), g, np.float32) * (0.98 + 0.03 * f)
    return up(base, w, h)


BACKGROUNDS = {"windshield": windshield, "paint": car_paint, "dashboard": dashboard,
               "asphalt": asphalt, "hand": indoor, "table": wood_table, "scanner": scanner}
