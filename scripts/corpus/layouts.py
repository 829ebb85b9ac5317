"""Field layouts of the test split: how a printer template places a label and its value.

A layout is a value (`Layout`) picked from `LAYOUTS`: which fields share a printed row
(`rows`) and how each label relates to its value (`place`). `Sheet` typesets lines into a
slip's ink mask and records the boxes photo.py needs ("date", "date_value", "date_cap", ...).

The tuning set (slip.py) prints only `TUNING_LAYOUTS`: label and value on one line, the values
optionally aligned in a column. Every test layout except the one-line control `inline` is new;
`test_styles.assert_disjoint` checks that.
"""
from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from faces import Face

# placements: how a label sits relative to its value
INLINE = "inline"      # "Date: 3/7/2025"
ABOVE = "above"        # "Date:" on one line, the value on the next (maybe indented)
RIGHT = "right"        # label at the left margin, value flush with the right margin
LEADERS = "leaders"    # "Date ........ 3/7/2025", value flush right

D, T, L, DT = "date", "time", "location", "datetime"  # DT: one "Date/Time:" label, both values


@dataclass(frozen=True)
class Layout:
    name: str
    labels: tuple          # condition labels (the first is the layout's own)
    rows: tuple            # field keys per printed row
    place: str


LAYOUTS = (
    Layout("inline", ("inline",), ((D,), (T,), (L,)), INLINE),
    Layout("label-above", ("label-above",), ((D,), (T,), (L,)), ABOVE),
    Layout("datetime-line", ("datetime-line",), ((D, T), (L,)), INLINE),
    Layout("datetime-spread", ("datetime-line", "right-aligned"), ((D, T), (L,)), RIGHT),
    Layout("datetime-label", ("datetime-line", "label-above"), ((DT,), (L,)), ABOVE),
    Layout("datetime-label-inline", ("datetime-line",), ((DT,), (L,)), INLINE),
    Layout("right-aligned", ("right-aligned",), ((D,), (T,), (L,)), RIGHT),
    Layout("leaders", ("leaders",), ((D,), (T,), (L,)), LEADERS),
)
BY_NAME = {x.name: x for x in LAYOUTS}
LAYOUT_LABELS = sorted({lab for x in LAYOUTS for lab in x.labels})
# what slip.py (the tuning set) prints; "inline" is shared on purpose as the control
TUNING_LAYOUTS = ("inline", "inline-column")
SHARED_WITH_TUNING = ("inline",)


def _union(*bs):
    return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs))


class Sheet:
    """Typesets lines top to bottom into an ink mask ("L", 255 = ink)."""

    def __init__(self, ink: Image.Image, margin: float, y: float, gap: float = 1.3,
                 indent: float = 0.0, leader: str = "."):
        self.ink, self.W, self.margin, self.y = ink, ink.width, margin, y
        self.gap, self.indent, self.leader = gap, indent, leader
        self.boxes = {}

    @property
    def right(self):
        return self.W - self.margin

    def _box(self, key, x, face, s):
        b = (x, self.y + face.cap_top, x + face.length(s), self.y + face.bottom)
        self.boxes[key] = b
        self.boxes[key.split("_")[0] + "_cap"] = face.cap
        return b

    def newline(self, face, gap=None):
        self.y += face.size * (gap or self.gap)

    def text(self, x, s, face, key=None):
        face.draw(self.ink, x, self.y, s)
        return self._box(key, x, face, s) if key else None

    def center(self, s, face, gap=None):
        face = face.fit(s, self.W - 2 * self.margin)
        self.text((self.W - face.length(s)) / 2, s, face)
        self.newline(face, gap)

    def left(self, s, face, gap=None):
        face = face.fit(s, self.W - 2 * self.margin)
        self.text(self.margin, s, face)
        self.newline(face, gap)

    def pair(self, label, value, face, place, key=None):
        """One label/value pair on its own row(s). Returns the face used (maybe shrunk)."""
        m, avail = self.margin, self.W - 2 * self.margin
        vkey = key + "_value" if key else None
        if place == ABOVE:
            lf = face.fit(label, avail)
            lb = self.text(m, label, lf, key + "_label" if key else None)
            self.newline(lf, 1.12)
            ind = face.length(" ") * self.indent
            vf = face.fit(value, avail - ind)
            vb = self.text(m + ind, value, vf, vkey)
            if key:
                self.boxes[key] = _union(lb, vb)
                self.boxes[key + "_cap"] = vf.cap
            self.newline(vf)
            return vf
        sp = face.length(" ")
        need = face.length(label) + face.length(value) + (sp if place == INLINE else 2.5 * sp)
        f = face.fit(label + " " * (1 if place == INLINE else 3) + value, avail) if need > avail else face
        sp = f.length(" ")
        lb = self.text(m, label, f)
        vx = m + f.length(label) + sp if place == INLINE else self.right - f.length(value)
        vb = self.text(vx, value, f, vkey)
        if place == LEADERS:
            self._leaders(m + f.length(label) + 0.5 * sp, vx - 0.5 * sp, f)
        if key:
            self.boxes[key] = (lb[0] if lb else m, vb[1], vb[2], vb[3])
        self.newline(f)
        return f

    def _leaders(self, x0, x1, f):
        n = int((x1 - x0) / max(1.0, f.length(self.leader)))
        if n > 0:
            s = self.leader * n
            self.text(x1 - f.length(s), s, f)

    def two_pairs(self, p1, p2, face, place):
        """Two labelled values on one row: (label, value, key) each. INLINE: the second follows
        after a wide gap; RIGHT: the second pair sits flush with the right margin."""
        (l1, v1, k1), (l2, v2, k2) = p1, p2
        gap = "   " if place == RIGHT else "  "
        whole = f"{l1} {v1}{gap}{l2} {v2}"
        f = face.fit(whole, self.W - 2 * self.margin)
        sp = f.length(" ")
        x = self.margin
        lb1 = self.text(x, l1, f, k1 + "_label")
        x += f.length(l1) + sp
        vb1 = self.text(x, v1, f, k1 + "_value")
        x2 = x + f.length(v1) + f.length(gap) if place != RIGHT else self.right - f.length(f"{l2} {v2}")
        lb2 = self.text(x2, l2, f, k2 + "_label")
        vb2 = self.text(x2 + f.length(l2) + sp, v2, f, k2 + "_value")
        self.boxes[k1], self.boxes[k2] = _union(lb1, vb1), _union(lb2, vb2)
        self.boxes[k1 + "_cap"] = self.boxes[k2 + "_cap"] = f.cap
        self.newline(f)
        return f

    def datetime(self, label, date, time, face, place, sep="  "):
        """One label, both values: "Date/Time: 3/7/2025 10:42" (inline) or label above."""
        avail = self.W - 2 * self.margin
        m = self.margin
        if place == ABOVE:
            lf = face.fit(label, avail)
            lb = self.text(m, label, lf, "date_label")
            self.newline(lf, 1.12)
            ind = face.length(" ") * self.indent
            f = face.fit(date + sep + time, avail - ind)
            x = m + ind
        else:
            f = face.fit(f"{label} {date}{sep}{time}", avail)
            lb = self.text(m, label, f, "date_label")
            x = m + f.length(label + " ")
        db = self.text(x, date, f, "date_value")
        tb = self.text(x + f.length(date + sep), time, f, "time_value")
        self.boxes["date"], self.boxes["time"] = _union(lb, db), tb
        self.boxes["date_cap"] = self.boxes["time_cap"] = f.cap
        self.newline(f)
        return f

    def fields(self, layout: Layout, labels: dict, values: dict, face: Face):
        """The Date/Time/Location block in `layout`. labels/values keyed date/time/location/datetime."""
        for row in layout.rows:
            if row == (DT,):
                self.datetime(labels[DT], values[D], values[T], face, layout.place)
            elif len(row) == 2:
                self.two_pairs((labels[row[0]], values[row[0]], row[0]),
                               (labels[row[1]], values[row[1]], row[1]), face, layout.place)
            else:
                self.pair(labels[row[0]], values[row[0]], face, layout.place, row[0])
        fb = [self.boxes[k] for k in (D, T, L)]
        self.boxes["fields"] = _union(*fb)
