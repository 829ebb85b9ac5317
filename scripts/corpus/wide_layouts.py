"""Field layouts of the tuning set's WIDE part: how its printer templates place a label and value.

Every layout keeps each field on its own row with the label before the value (the test
split's label-above, date-and-time rows, flush-right values and dot leaders are never used;
wide_styles.assert_disjoint checks that). The tuning set's own two layouts come first:

    inline          Date: 3/7/2025                 (the control, as slip.py prints it)
    inline-column   Date:      3/7/2025            (values aligned in a column, as slip.py)
    colon-aligned        Date: 3/7/2025            (labels right-aligned, the colons in line)
                     Location: LOT 15
    ruled-table     a table: rules between the rows, a vertical rule between label and value
    reverse-label   the label white on a black block (reverse video), the value after it

`WideSheet` (a layouts.Sheet) typesets a block of label/value pairs in one of them, sharing the
column across the block, and records the boxes photo.py needs ("date", "date_value", ...).
"""
from __future__ import annotations

from PIL import Image, ImageDraw

from layouts import INLINE, Layout, Sheet, _union

# placements of the wide part (INLINE is layouts.INLINE, shared with both splits)
COLUMN = "column"      # label at the margin, values aligned at a column after the longest label
COLON = "colon"        # labels right-aligned so their colons line up, values left-aligned after
RULED = "ruled"        # table rows: horizontal rules, a vertical rule between label and value
REVERSE = "reverse"    # label knocked out of a black block, value after the block

D, T, L = "date", "time", "location"
ROWS = ((D,), (T,), (L,))

WIDE_LAYOUTS = (
    Layout("inline", ("inline",), ROWS, INLINE),
    Layout("inline-column", ("inline-column",), ROWS, COLUMN),
    Layout("colon-aligned", ("colon-aligned",), ROWS, COLON),
    Layout("ruled-table", ("ruled-table",), ROWS, RULED),
    Layout("reverse-label", ("reverse-label",), ROWS, REVERSE),
)
BY_NAME = {x.name: x for x in WIDE_LAYOUTS}
WIDE_LAYOUT_LABELS = sorted({lab for x in WIDE_LAYOUTS for lab in x.labels})
# how often each layout is drawn: the new ones twice as often as the tuning set's own
LAYOUT_WEIGHTS = {"inline": 1, "inline-column": 1, "colon-aligned": 2, "ruled-table": 2, "reverse-label": 2}


class WideSheet(Sheet):
    """A Sheet that also typesets blocks of pairs in the wide placements.

    `rule` is the thickness of a ruled table's rules in slip pixels, `pad` the padding of a
    table cell or a reverse block in spaces of the block's face, `boxed` draws the table's
    outer border too."""

    def __init__(self, ink: Image.Image, margin: float, y: float, gap: float = 1.3, rule: float = 2.0,
                 pad: float = 0.6, boxed: bool = True):
        super().__init__(ink, margin, y, gap=gap)
        self.rule, self.pad, self.boxed = rule, pad, boxed

    def block(self, pairs, face, place):
        """Typeset `pairs` ((label, value, key or None), ...) one per row in `place`."""
        if place == INLINE:
            for lab, val, key in pairs:
                self.pair(lab, val, face, INLINE, key)
            return
        avail = self.W - 2 * self.margin
        labels = [p[0] for p in pairs]
        widest = max(labels, key=face.length)
        # the block's face: the longest label and a short value must fit on the row
        face = face.fit(widest + "  " + "00/00/0000", avail - (4 * self.pad + 1) * face.length(" "))
        sp = face.length(" ")
        lw = face.length(widest)
        if place == RULED:
            self._table(pairs, face, lw, sp)
        elif place == REVERSE:
            self._reverse(pairs, face, lw, sp)
        else:
            col = self.margin + lw + sp
            for lab, val, key in pairs:
                lx = self.margin if place == COLUMN else col - sp - face.length(lab)
                self._row(lab, lx, val, col, face, key)
                self.newline(face)

    def _row(self, lab, lx, val, vx, face, key, label_ink=True):
        """Label at lx (drawn unless knocked out elsewhere), value at vx (shrunk to fit the row)."""
        vf = face.fit(val, self.right - vx)
        if label_ink:
            self.text(lx, lab, face)
        lb = (lx, self.y + face.cap_top, lx + face.length(lab), self.y + face.bottom)
        if key:
            vb = self.text(vx, val, vf, key + "_value")
            self.boxes[key] = _union(lb, vb)
        else:
            self.text(vx, val, vf)

    def _hrule(self, x0, x1, y):
        ImageDraw.Draw(self.ink).rectangle([x0, y, x1, y + self.rule], fill=255)

    def _vrule(self, x, y0, y1):
        ImageDraw.Draw(self.ink).rectangle([x, y0, x + self.rule, y1], fill=255)

    def _table(self, pairs, face, lw, sp):
        """A ruled table: a rule above and below each row, a vertical rule after the label cell."""
        x0, x1 = self.margin - 0.5 * sp, self.right + 0.5 * sp
        xv = self.margin + lw + self.pad * sp
        row_h = face.size * self.gap
        top = self.y
        self._hrule(x0, x1, top)
        for lab, val, key in pairs:
            row_top = self.y
            # centre the capitals in the row
            self.y = row_top + (row_h - face.cap) / 2 - face.cap_top + self.rule / 2
            self._row(lab, self.margin, val, xv + self.rule + self.pad * sp, face, key)
            self.y = row_top + row_h
            self._hrule(x0, x1, self.y)
        self._vrule(xv, top, self.y + self.rule)
        if self.boxed:
            self._vrule(x0, top, self.y + self.rule)
            self._vrule(x1 - self.rule, top, self.y + self.rule)
        self.y += self.rule + 0.45 * face.size

    def _reverse(self, pairs, face, lw, sp):
        """Each label knocked out of a black block as wide as the widest label, value after it."""
        bw = lw + 2 * self.pad * sp
        for lab, val, key in pairs:
            y0 = self.y + face.cap_top - 0.45 * face.cap
            y1 = self.y + face.cap_top + 1.45 * face.cap
            x0 = self.margin
            ImageDraw.Draw(self.ink).rectangle([x0, y0, x0 + bw, y1], fill=255)
            tmp = Image.new("L", (int(bw) + 2, int(y1 - y0) + 2), 0)
            face.draw(tmp, self.pad * sp, self.y - y0, lab)
            self.ink.paste(0, (int(round(x0)), int(round(y0))), tmp)
            self._row(lab, x0 + self.pad * sp, val, x0 + bw + sp, face, key, label_ink=False)
            if key:
                b = self.boxes[key]
                self.boxes[key] = (x0, min(b[1], y0), b[2], max(b[3], y1))
            self.newline(face, max(self.gap, 2.2 * face.cap / face.size))

    def fields_block(self, layout: Layout, notice: tuple, labels: dict, values: dict, face):
        """The notice number and the Date/Time/Location rows as one block in `layout`."""
        pairs = [notice] + [(labels[k], values[k], k) for (k,) in layout.rows]
        self.block(pairs, face, layout.place)
        self.boxes["fields"] = _union(*(self.boxes[k] for k in (D, T, L)))
