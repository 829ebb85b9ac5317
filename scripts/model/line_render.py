"""One training line as TicketScan hands it to Tesseract: printed, photographed, prepared.

The three stages follow the pipeline (docs/pipeline.md):

1. **Print**: the text typeset in a face of fonts.py (regular, bold, stroke-emboldened, or a
   dot matrix), put through a thermal head's dot grid (scripts/corpus/slip.py), with uneven
   and often faded density, missing dot rows and dead head elements.
2. **Photo**: the print on paper, shrunk to the size a phone sees it at (capitals 8 to 45 px),
   defocused or smeared, lit unevenly, noisy, JPEG-compressed.
3. **Preparation**: scaled so that capitals are about 20 px tall, slightly turned and slanted
   (the pipeline levels lines, but keeps some lean), levels stretched to dark print on white.

Every draw comes from the `rng` given, so a line is a pure function of its seed.
"""
from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageFilter

import fonts
from dotmatrix import DotMatrixFace
from faces import OutlineFace
from slip import smooth_field, thermal_dots

PRINT_CAP = 30.0  # capital height of the typeset print, in its own pixels


def choose_face(rng, style_weights=None):
    """A face of the pool and how it prints: outline (regular, bold or stroked) or dot matrix."""
    if rng.random() < 0.22:
        rel = fonts.DOT_MATRIX[int(rng.integers(len(fonts.DOT_MATRIX)))]
        rows = int(rng.choice([7, 7, 8, 9, 9, 11]))
        face = DotMatrixFace(rel, 40, rows=rows, bold=bool(rng.random() < 0.4), dot=float(rng.uniform(0.6, 0.95)))
        return face.sized(40 * PRINT_CAP / max(face.cap, 1)), "dotmatrix"
    fam = fonts.FAMILIES[int(rng.integers(len(fonts.FAMILIES)))]
    weight = rng.random()
    if weight < 0.45:
        face = OutlineFace(fam.regular, 40)
    elif weight < 0.85:
        face = OutlineFace(fam.bold, 40)
    else:
        face = OutlineFace(fam.regular, 40, stroke=1)
    return face.sized(40 * PRINT_CAP / max(face.cap, 1)), "outline"


def typeset(text, face):
    """The ink mask of `text` (255 = ink)."""
    pad = int(PRINT_CAP * 0.8)
    width = int(face.length(text)) + 2 * pad
    height = int(face.bottom + 2 * pad)
    ink = Image.new("L", (max(width, 8), max(height, 8)), 0)
    face.draw(ink, pad, pad, text)
    return ink


def printed(ink, kind, rng):
    """Ink coverage 0..1 after the thermal head, the print's density and its faults."""
    if kind == "dotmatrix":
        t = {"head_dpi": None}
    else:
        dots_per_cap = float(rng.uniform(11, 26))  # how many head dots a capital is tall
        t = {"head_dpi": 203.0, "dot_jitter": float(rng.uniform(0.2, 1.4)),
             "missing_rows": int(rng.choice([0, 0, 0, 0, 1, 2])),
             "dead_columns": int(rng.choice([0, 0, 0, 1, 2, 3])), "dead_widths": None}
        t["dead_widths"] = [int(rng.integers(1, 3)) for _ in range(t["dead_columns"])]
        d = 203.0 * PRINT_CAP / dots_per_cap
        return _density(thermal_dots(ink, rng, d, t), rng)
    return _density(thermal_dots(ink, rng, 300.0, t), rng)


def _density(a, rng):
    h, w = a.shape
    faded = rng.random() < 0.3
    darkness = float(rng.uniform(0.2, 0.5) if faded else rng.uniform(0.55, 1.0))
    uneven = float(rng.uniform(0.0, 0.45))
    dens = darkness * (1 - uneven * smooth_field(rng, w, h, cells=3))
    return a * dens


def photographed(a, rng):
    """The print on paper as a phone photographs it: grey, small, blurred, noisy, compressed."""
    h, w = a.shape
    paper = float(rng.uniform(150, 250))
    ink = float(rng.uniform(5, 70))
    light = 1 - float(rng.uniform(0, 0.45)) * smooth_field(rng, w, h, cells=2, octaves=2)
    grey = (paper * (1 - a) + ink * a) * light
    img = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8), "L")
    cap = float(np.exp(rng.uniform(np.log(8), np.log(45))))  # capitals in the photo, px
    k = cap / PRINT_CAP
    img = img.resize((max(8, round(w * k)), max(8, round(h * k))), Image.BOX)
    # blur that leaves the line legible to a person: a sigma of at most 7% of the capitals
    blur = rng.random()
    if blur < 0.35:
        img = img.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.3, 0.07 * cap + 0.35))))
    elif blur < 0.45:
        img = _motion(img, float(rng.uniform(1, 0.18 * cap + 1)), float(rng.uniform(0, 180)))
    arr = np.asarray(img, np.float32)
    noise = float(rng.choice([0, 0, 2, 4, 8, 14]))
    if noise:
        arr = arr + rng.normal(0, noise, arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=int(rng.integers(45, 96)))
    return Image.open(io.BytesIO(buf.getvalue())).convert("L"), cap


def _motion(img, length, angle):
    n = max(2, int(round(length)))
    kernel = Image.new("L", (n, n), 0)
    arr = np.zeros((n, n), np.float32)
    c = (n - 1) / 2
    for i in range(n * 3):
        t = i / (n * 3 - 1) - 0.5
        x = int(round(c + t * (n - 1) * np.cos(np.radians(angle))))
        y = int(round(c + t * (n - 1) * np.sin(np.radians(angle))))
        arr[y, x] = 1
    kernel = arr / arr.sum()
    src = np.asarray(img, np.float32)
    pad = np.pad(src, n, mode="edge")
    out = np.zeros_like(src)
    for y, x in zip(*np.nonzero(kernel)):
        out += kernel[y, x] * pad[n + y - n // 2:n + y - n // 2 + src.shape[0], n + x - n // 2:n + x - n // 2 + src.shape[1]]
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), "L")


def prepared(img, cap, rng):
    """What the pipeline hands Tesseract: capitals near 20 px, dark print on a white ground,
    levelled but leaning a little, cropped to the line with a margin."""
    target = float(rng.uniform(16, 26))
    k = target / cap
    img = img.resize((max(8, round(img.width * k)), max(8, round(img.height * k))), Image.BICUBIC)
    # background normalisation, as the pipeline's: the ground's brightness estimated by a max
    # filter over more than a character, smoothed, and divided out; then the levels stretched
    arr = np.asarray(img, np.float32)
    ground = img.filter(ImageFilter.MaxFilter(min(int(target * 1.6) | 1, 31))).filter(ImageFilter.GaussianBlur(target))
    arr = arr / np.maximum(np.asarray(ground, np.float32), 1) * 235
    lo, hi = np.percentile(arr, 1), np.percentile(arr, 90)
    arr = (arr - lo) / max(hi - lo, 8) * 255
    if rng.random() < 0.2:  # a ground flattened to white, as a global threshold leaves it
        arr = np.where(arr > float(rng.uniform(170, 230)), 255, arr)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    shear = float(np.tan(np.radians(rng.normal(0, 4))))
    img = img.transform(img.size, Image.AFFINE, (1, shear, -shear * img.height / 2, 0, 1, 0),
                        Image.BICUBIC, fillcolor=255)
    img = img.rotate(float(rng.normal(0, 0.6)), Image.BICUBIC, expand=False, fillcolor=255)
    return _crop(img, target, rng)


def _crop(img, cap, rng):
    arr = np.asarray(img)
    rows = np.nonzero((arr < 160).any(1))[0]
    cols = np.nonzero((arr < 160).any(0))[0]
    if len(rows) == 0 or len(cols) == 0:
        return img
    m = lambda: int(rng.uniform(0.2, 0.7) * cap)  # noqa: E731
    box = (max(0, cols[0] - m()), max(0, rows[0] - m()), min(img.width, cols[-1] + 1 + m()),
           min(img.height, rows[-1] + 1 + m()))
    return img.crop(box)


def render_line(text, rng):
    """The prepared grey image of `text`, and the kind of face it was printed in."""
    face, kind = choose_face(rng)
    ink = typeset(text, face)
    a = printed(ink, kind, rng)
    photo, cap = photographed(a, rng)
    return prepared(photo, cap, rng), kind
