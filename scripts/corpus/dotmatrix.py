"""A dot-matrix typeface: an ordinary font rasterised on a coarse grid (capitals about `rows`
cells tall, hinted, no anti-aliasing; a bitmap font at one of its own sizes), each on-cell
printed as a round dot with gaps between dots, so digits look like a receipt printer's
5x8/7x9-style matrix rather than solid strokes. Bold is double-struck: the dots printed twice,
the second pass half a dot to the right.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw

from common import font
from faces import Face


def _grid_font(rel: str, g: int):
    try:
        return font(rel, g)
    except OSError:  # a bitmap font has only a few sizes
        return None


@lru_cache(maxsize=512)
def _cells(rel: str, g: int, s: str):
    f = font(rel, g)
    w = int(f.getlength(s)) + 3
    im = Image.new("L", (w, int(g * 1.6) + 2), 0)
    d = ImageDraw.Draw(im)
    d.fontmode = "1"  # hinted, one bit per cell
    d.text((1, 0), s, font=f, fill=255)
    return np.asarray(im) > 127


def _rows(rel, g, s):
    r = np.nonzero(_cells(rel, g, s).any(1))[0]
    return int(r.min()), int(r.max()) + 1


@lru_cache(maxsize=32)
def _grid_size(rel: str, rows: int) -> int:
    """Em size (cells) at which the font's capitals are closest to `rows` cells tall."""
    best = None
    for g in range(max(6, rows - 2), rows * 3):
        if _grid_font(rel, g) is None:
            continue
        top, bot = _rows(rel, g, "H")
        if best is None or abs((bot - top) - rows) < abs(best[1] - rows):
            best = (g, bot - top)
    return best[0]


class DotMatrixFace(Face):
    def __init__(self, rel: str, size: float, rows: int = 7, bold: bool = False, dot: float = 0.82):
        self.rel, self.size, self.rows, self.bold, self.dot = rel, float(size), rows, bold, dot
        self.g = _grid_size(rel, rows)
        self.base = font(rel, self.g)
        self.pitch = self.size / self.g
        top, bot = _rows(rel, self.g, "H")
        self.cap_top, self.cap = top * self.pitch, (bot - top) * self.pitch
        self.bottom = _rows(rel, self.g, "Hgy,")[1] * self.pitch + (0.5 * self.pitch if bold else 0)

    def length(self, s):
        return self.base.getlength(s) * self.pitch

    def draw(self, ink, x, y, s):
        if not s.strip():
            return
        cells = _cells(self.rel, self.g, s)
        p = self.pitch
        H, W = int(np.ceil(cells.shape[0] * p)), int(np.ceil(cells.shape[1] * p))
        xs = (np.arange(W) + 0.5) / p
        ys = (np.arange(H) + 0.5) / p
        ix = np.minimum(xs.astype(int), cells.shape[1] - 1)
        iy = np.minimum(ys.astype(int), cells.shape[0] - 1)
        fx, fy = xs - ix - 0.5, ys - iy - 0.5
        dist = np.sqrt(fy[:, None] ** 2 + fx[None, :] ** 2) * p  # pixels from the cell centre
        a = np.clip(self.dot * p / 2 - dist + 0.5, 0, 1) * cells[iy][:, ix]
        mask = Image.fromarray((a * 255).astype(np.uint8), "L")
        x0 = x - p
        for dx in ((0, 0.5 * p) if self.bold else (0,)):
            ink.paste(255, (int(round(x0 + dx)), int(round(y))), mask)

    def sized(self, size):
        return DotMatrixFace(self.rel, size, self.rows, self.bold, self.dot)
