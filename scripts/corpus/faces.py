"""Typefaces as drawable objects for the test split's slips (and its negatives).

A face knows how wide a string is, where its capitals sit and how to draw itself into an ink
mask (mode "L", 255 = ink). Three kinds share that interface:

- `OutlineFace`: an ordinary TrueType/OpenType font (optionally emboldened with a stroke),
- `BitmapFace`: a bitmap font (Terminus .otb) drawn at one of its fixed pixel sizes and scaled
  up with nearest-neighbour, so its pixels stay square like a printer's dots,
- `dotmatrix.DotMatrixFace`: any outline font rasterised on a coarse grid, each on-cell printed
  as a round dot.

`size` is always the em size in slip pixels; `cap_top` is the offset from the drawing y to the
top of a capital, `cap` the capital height and `bottom` the offset to the lowest descender.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from common import font, font_path


class Face:
    size: float

    def length(self, s: str) -> float:
        raise NotImplementedError

    def draw(self, ink: Image.Image, x: float, y: float, s: str) -> None:
        raise NotImplementedError

    def sized(self, size: float) -> "Face":
        raise NotImplementedError

    def fit(self, s: str, width: float) -> "Face":
        """This face, or a smaller one, so that `s` is at most `width` wide."""
        f = self
        for _ in range(8):
            w = f.length(s)
            if w <= width or f.size < 6:
                return f
            f = f.sized(f.size * width / w * 0.995)
        return f


class OutlineFace(Face):
    def __init__(self, rel: str, size: float, stroke: int = 0):
        self.rel, self.size, self.stroke = rel, max(4, int(size)), stroke
        self.f = font(rel, self.size)
        bb = self.f.getbbox("H")
        self.cap_top, self.cap = bb[1], bb[3] - bb[1]
        self.bottom = self.f.getbbox("Hgy,")[3] + stroke

    def length(self, s):
        return self.f.getlength(s) + 2 * self.stroke * (1 if s else 0)

    def draw(self, ink, x, y, s):
        ImageDraw.Draw(ink).text((x, y), s, font=self.f, fill=255,
                                 stroke_width=self.stroke, stroke_fill=255)

    def sized(self, size):
        return OutlineFace(self.rel, size, self.stroke and max(1, round(self.stroke * size / self.size)))


@lru_cache(maxsize=64)
def _bitmap_sizes(rel: str):
    sizes = []
    for s in range(6, 64):
        try:
            ImageFont.truetype(font_path(rel), s)
            sizes.append(s)
        except OSError:
            pass
    return tuple(sizes)


@lru_cache(maxsize=64)
def _bitmap_font(rel: str, native: int):
    return ImageFont.truetype(font_path(rel), native)


@lru_cache(maxsize=64)
def _ink_rows(rel: str, native: int, s: str):
    f = _bitmap_font(rel, native)
    im = Image.new("L", (native * (len(s) + 2), native * 2), 0)
    ImageDraw.Draw(im).text((0, 0), s, font=f, fill=255)
    rows = np.nonzero(np.asarray(im).max(1))[0]
    return int(rows.min()), int(rows.max()) + 1


class BitmapFace(Face):
    """A fixed-size bitmap font scaled to `size` with square pixels."""

    def __init__(self, rel: str, size: float):
        self.rel, self.size = rel, float(size)
        sizes = _bitmap_sizes(rel)
        fitting = [s for s in sizes if s <= size]
        self.native = max(fitting) if fitting else min(sizes)
        self.k = self.size / self.native
        self.f = _bitmap_font(rel, self.native)
        top, bot = _ink_rows(rel, self.native, "H")
        self.cap_top, self.cap = top * self.k, (bot - top) * self.k
        self.bottom = _ink_rows(rel, self.native, "Hgy,")[1] * self.k

    def length(self, s):
        return self.f.getlength(s) * self.k

    def draw(self, ink, x, y, s):
        if not s:
            return
        w = int(self.f.getlength(s)) + 2
        im = Image.new("L", (w, self.native * 2), 0)
        ImageDraw.Draw(im).text((0, 0), s, font=self.f, fill=255)
        im = im.resize((max(1, round(w * self.k)), max(1, round(im.height * self.k))), Image.NEAREST)
        ink.paste(255, (int(round(x)), int(round(y))), im)

    def sized(self, size):
        return BitmapFace(self.rel, size)
