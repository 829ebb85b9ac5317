"""Turn a flat document (RGBA slip) into a phone photo.

photograph(doc, info, cam, rng) -> (upright RGB PIL image, qa dict)

`info` comes from the renderer: "boxes" (slip-pixel boxes; "focus" must end up in frame,
"date"/"time"/"location" and their "*_value" are used for glare placement and QA) and "cap"
(capital height of the field text in slip pixels). `cam` is a dict of camera parameters chosen
by the planner (see generate.py): size, background, target capital height, roll/yaw/pitch,
curl, shadow, glare, blur, motion, low light, noise, vignette, colour cast, wiper, thumb.

Order of effects follows a real capture: scene (background, paper curl and its shading, drop
shadow, occluders) -> lighting (shadows, glare, vignetting) -> optics (defocus, motion) ->
sensor (exposure, noise) -> phone processing (white balance cast, tone curve, sharpening).
"""
from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from occluders import thumb, wiper
from textures import BACKGROUNDS, up



# ------------------------------------------------------------------ geometry

def homography(src, dst):
    A, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.append(u)
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y]); b.append(v)
    h = np.linalg.solve(np.array(A, float), np.array(b, float))
    return np.append(h, 1).reshape(3, 3)


def project(pts, W, H, roll, yaw, pitch, focal):
    """Rotate the slip plane in 3D about its centre and project (pinhole)."""
    cx, cy = W / 2, H / 2
    P = np.c_[np.asarray(pts, float) - [cx, cy], np.zeros(len(pts))]
    a, b, c = math.radians(yaw), math.radians(pitch), math.radians(roll)
    Ry = np.array([[math.cos(a), 0, math.sin(a)], [0, 1, 0], [-math.sin(a), 0, math.cos(a)]])
    Rx = np.array([[1, 0, 0], [0, math.cos(b), -math.sin(b)], [0, math.sin(b), math.cos(b)]])
    Rz = np.array([[math.cos(c), -math.sin(c), 0], [math.sin(c), math.cos(c), 0], [0, 0, 1]])
    Q = P @ (Rz @ Rx @ Ry).T
    F = focal * max(W, H)
    return Q[:, :2] * (F / (F + Q[:, 2:3]))


def box_pts(b):
    x0, y0, x1, y1 = b[:4]
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


# ------------------------------------------------------------------ paper curl

def curl(doc, amount, cap, rng):
    """Bend the paper: text lines bow, edges wave, with matching shading."""
    W, H = doc.size
    nx, ny = 14, max(10, int(28 * H / W / 2.2))
    g1, g2 = rng.uniform(0, 6.3), rng.uniform(0, 6.3)
    k = rng.uniform(0.6, 1.6)
    A = amount * cap * rng.uniform(0.8, 1.6)
    B = amount * cap * rng.uniform(0.3, 0.9)

    def disp(x, y):
        xn, yn = 2 * x / W - 1, y / H
        dy = A * (xn * xn - 0.4) * math.cos(math.pi * k * yn + g1)
        dx = B * math.sin(math.pi * yn + g2) * (1 - 0.3 * xn * xn)
        return x + dx, y + dy

    mesh = []
    for j in range(ny):
        for i in range(nx):
            x0, x1 = W * i / nx, W * (i + 1) / nx
            y0, y1 = H * j / ny, H * (j + 1) / ny
            q = disp(x0, y0) + disp(x0, y1) + disp(x1, y1) + disp(x1, y0)
            mesh.append(((int(x0), int(y0), int(math.ceil(x1)), int(math.ceil(y1))), q))
    out = doc.transform((W, H), Image.MESH, mesh, Image.BICUBIC)
    xs = np.linspace(-1, 1, 64, dtype=np.float32)[None, :]
    ys = np.linspace(0, 1, 128, dtype=np.float32)[:, None]
    shade = 1 - amount * 0.16 * (xs * xs) * (0.6 + 0.4 * np.cos(math.pi * k * ys + g1))
    shade -= amount * 0.05 * np.sin(math.pi * ys * 2 + g2)
    sh = up(shade * 200.0, W, H) / 200.0
    a = np.asarray(out, np.float32)
    a[..., :3] *= sh[..., None]
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGBA")


def crease(doc, rng, cap):
    """A fold across the slip: a thin light/dark ridge and a small brightness step."""
    W, H = doc.size
    a = np.asarray(doc, np.float32).copy()
    y0 = rng.uniform(0.5, 0.85) * H
    sl = rng.uniform(-0.06, 0.06)
    yy = np.arange(H, dtype=np.float32)[:, None] - (y0 + sl * np.arange(W, dtype=np.float32)[None, :])
    ridge = np.exp(-(yy / (0.12 * cap)) ** 2) * rng.uniform(-35, 25)
    step = np.where(yy > 0, rng.uniform(-14, 8), 0)
    a[..., :3] += (ridge + step)[..., None]
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGBA")


def photograph(doc, info, cam, rng):
    w, h = cam["size"]
    boxes = info["boxes"]
    cap = info["cap"]
    if cam.get("crease"):
        doc = crease(doc, rng, cap)
    if cam.get("curl", 0) > 0:
        doc = curl(doc, cam["curl"], cap, rng)
    W, H = doc.size
    roll, yaw, pitch, focal = cam["roll"], cam["yaw"], cam["pitch"], cam.get("focal", 1.6)

    # scale so that the field capitals are cam["cap_px"] tall
    fc = boxes["focus_cap_at"]
    p = project([fc, (fc[0], fc[1] + cap)], W, H, roll, yaw, pitch, focal)
    s = cam["cap_px"] / max(1e-6, float(np.hypot(*(p[1] - p[0]))))
    corners = project(box_pts((0, 0, W, H)), W, H, roll, yaw, pitch, focal) * s
    focus = project(box_pts(boxes["focus"]), W, H, roll, yaw, pitch, focal) * s
    m = 0.03 * min(w, h)
    fw, fh = np.ptp(focus[:, 0]), np.ptp(focus[:, 1])
    shrink = min(1.0, (w - 2 * m) / fw, (h - 2 * m) / fh)
    if shrink < 1.0:
        s *= shrink; corners *= shrink; focus *= shrink

    def pick(lo_f, hi_f, lo_s, hi_s):
        lo, hi = max(lo_f, lo_s), min(hi_f, hi_s)
        if lo > hi:
            lo, hi = lo_f, hi_f
        if lo > hi:
            return (lo + hi) / 2
        c = cam.get("center_bias", 0.5)
        return lo + (hi - lo) * float(np.clip(rng.normal(c, 0.15), 0, 1))

    tx = pick(m - focus[:, 0].min(), w - m - focus[:, 0].max(),
              *sorted([m - corners[:, 0].min(), w - m - corners[:, 0].max()]))
    ty = pick(m - focus[:, 1].min(), h - m - focus[:, 1].max(),
              *sorted([m - corners[:, 1].min(), h - m - corners[:, 1].max()]))

    def to_img(pts):
        return project(pts, W, H, roll, yaw, pitch, focal) * s + [tx, ty]

    Hm = homography(box_pts((0, 0, W, H)), to_img(box_pts((0, 0, W, H))))
    Hi = np.linalg.inv(Hm)
    Hi /= Hi[2, 2]
    warped = doc.transform((w, h), Image.PERSPECTIVE, tuple(Hi.flatten()[:8]), Image.BICUBIC)
    wa = np.asarray(warped, np.float32)
    alpha = wa[..., 3:4] / 255.0

    img = BACKGROUNDS[cam["background"]](rng, w, h)
    # drop shadow of the slip on its background
    if cam["background"] not in ("scanner",):
        sd = warped.getchannel("A").resize((max(4, w // 8), max(4, h // 8)), Image.BILINEAR)
        sd = sd.filter(ImageFilter.GaussianBlur(rng.uniform(1, 4)))
        off = rng.uniform(-0.01, 0.01, 2) * [w, h]
        sd = sd.transform(sd.size, Image.AFFINE, (1, 0, -off[0] / 8, 0, 1, -off[1] / 8))
        img *= 1 - 0.45 * (up(np.asarray(sd, np.float32), w, h) / 255.0)[..., None]
    img = img * (1 - alpha) + wa[..., :3] * alpha

    fields = [to_img(box_pts(boxes[k])) for k in ("date", "time", "location") if k in boxes]
    fpts = np.vstack(fields) if fields else focus + [tx, ty]
    slip_w = s * W

    if cam.get("wiper"):
        img = wiper(img, rng, to_img, boxes, cap, W, H, roll, slip_w, fpts, cam["cap_px"])
    if cam.get("thumb"):
        img = thumb(img, rng, to_img, boxes, cap, W, H, slip_w, fpts)

    # ---------------- lighting (low resolution maps)
    lw, lh = max(8, w // 8), max(8, h // 8)
    yy, xx = np.mgrid[0:lh, 0:lw].astype(np.float32)
    xn, yn = xx / lw, yy / lh
    M = np.ones((lh, lw), np.float32)
    if cam.get("vignette", 0) > 0:
        r2 = ((xn - 0.5) ** 2 + (yn - 0.5) ** 2) / 0.5
        M *= 1 - cam["vignette"] * r2
    if cam.get("shadow", 0) > 0:
        a = rng.uniform(0, 2 * math.pi)
        ramp = np.clip((np.cos(a) * (xn - 0.5) + np.sin(a) * (yn - 0.5)) * rng.uniform(1.5, 4) + 0.5, 0, 1)
        M *= 1 - cam["shadow"] * 0.6 * ramp
        pts = [(rng.uniform(-0.2, 1.2) * lw, rng.uniform(-0.2, 1.2) * lh) for _ in range(5)]
        sm = Image.new("L", (lw, lh), 0)
        ImageDraw.Draw(sm).polygon(pts, fill=255)
        sm = np.asarray(sm.filter(ImageFilter.GaussianBlur(rng.uniform(1, 4))), np.float32) / 255.0
        M *= 1 - cam["shadow"] * 0.55 * sm
    G = np.zeros((lh, lw), np.float32)
    if cam.get("glare", 0) > 0:
        rx = rng.uniform(0.08, 0.25) * lw
        ry = rx * rng.uniform(0.5, 1.5)
        fl = fpts / 8.0
        fctr = fl.mean(0)
        frad = np.max(np.hypot(*(fl - fctr).T))
        target = cam.get("glare_target")
        if target:
            tb = np.vstack([to_img(box_pts(boxes[k + "_value"])) for k in target]) / 8.0
            gc = tb.mean(0)
            rx = 0.6 * np.ptp(tb[:, 0]) + 0.6 * cam["cap_px"] / 8
            ry = 0.5 * np.ptp(tb[:, 1]) + 0.45 * cam["cap_px"] / 8
            peak, pw = 420.0, 3.0
        else:
            peak, pw = cam["glare"] * 230.0, 1.0
            sc = to_img(box_pts((0, 0, W, H))).mean(0) / 8.0
            gc = None
            for _ in range(60):
                cand = sc + rng.normal(0, 1, 2) * [lw * 0.2, lh * 0.2]
                if np.hypot(*(cand - fctr)) > frad + 2.2 * max(rx, ry):
                    gc = cand
                    break
            if gc is None:
                gc = np.array([lw * 0.05, lh * 0.05]) if fctr[1] > lh / 2 else np.array([lw * 0.9, lh * 0.95])
        d2 = ((xx - gc[0]) / rx) ** 2 + ((yy - gc[1]) / ry) ** 2
        G = peak * np.exp(-(d2 ** pw))
    Mf = up(M * 200.0, w, h) / 200.0
    img *= Mf[..., None]
    if G.max() > 0:
        gm = float(G.max())
        img += (up(G * (255.0 / gm), w, h) * (gm / 255.0))[..., None]
    img = np.clip(img, 0, 255)

    # ---------------- optics
    pil = Image.fromarray(img.astype(np.uint8))
    if cam.get("blur", 0) > 0:
        pil = pil.filter(ImageFilter.GaussianBlur(cam["blur"]))
    if cam.get("motion", 0) > 1:
        L, ang = cam["motion"], math.radians(cam.get("motion_angle", 0))
        n = int(min(15, max(3, L)))
        arr = np.asarray(pil, np.float32)
        acc = np.zeros_like(arr)
        for i in range(n):
            t = (i / (n - 1) - 0.5) * L
            acc += np.roll(arr, (int(round(t * math.sin(ang))), int(round(t * math.cos(ang)))), axis=(0, 1))
        pil = Image.fromarray(np.clip(acc / n, 0, 255).astype(np.uint8))
    img = np.asarray(pil, np.float32)

    # ---------------- sensor and phone processing
    gain = cam.get("exposure", 1.0)
    img = img * gain
    ns = cam.get("noise", 0.0)
    if ns > 0:
        # phones denoise: mostly blotchy low-frequency luma/chroma noise, little fine grain
        big = w * h > 8e6
        img += (up(rng.normal(128, ns * (0.75 if big else 1.1), (h // 2, w // 2)).astype(np.float32), w, h) - 128)[..., None]
        img += rng.normal(0, ns * (0.12 if big else 0.25), (h, w, 1)).astype(np.float32)
        img += up(rng.normal(128, ns * 0.55, (h // 4, w // 4, 3)).astype(np.float32), w, h) - 128
    if gain < 0.9:  # the phone brightens a dark scene, amplifying the noise
        img = img / gain * rng.uniform(0.7, 0.85)
    img *= np.array(cam.get("cast", (1, 1, 1)), np.float32)
    img = np.clip(img, 0, 255) / 255.0
    c = cam.get("contrast", 0.0)  # mild S tone curve
    img = img + c * img * (1 - img) * (2 * img - 1)
    out = Image.fromarray((np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8))
    if cam.get("sharpen"):
        out = out.filter(ImageFilter.UnsharpMask(radius=2, percent=int(cam["sharpen"]), threshold=3))

    qa = {"scale": s, "cap_px": cam["cap_px"] * (shrink if shrink < 1 else 1)}
    g = np.asarray(out.convert("L"), np.float32)
    for k in ("date", "time", "location"):
        if k + "_value" in boxes:
            q = to_img(box_pts(boxes[k + "_value"]))
            x0, y0 = np.floor(q.min(0)).astype(int)
            x1, y1 = np.ceil(q.max(0)).astype(int)
            x0, y0, x1, y1 = max(0, x0), max(0, y0), min(w, x1), min(h, y1)
            if x1 - x0 > 2 and y1 - y0 > 2:
                reg = g[y0:y1, x0:x1]
                qa[k + "_contrast"] = float(np.percentile(reg, 97) - np.percentile(reg, 3))
            else:
                qa[k + "_contrast"] = -1.0
    if fields:
        qa["fields_bbox"] = [float(v) for v in (*fpts.min(0), *fpts.max(0))]
    cq = to_img(box_pts((0, 0, W, H)))
    poly = Image.new("L", (max(4, w // 8), max(4, h // 8)), 0)
    ImageDraw.Draw(poly).polygon([tuple(p / 8) for p in cq], fill=255)
    qa["fill"] = float(np.asarray(poly, np.float32).mean() / 255.0)
    return out, qa
