"""Pools of the TEST split (samples-test/): typefaces, banners, label wordings, locations and
printer models that the tuning set (samples/, drawn from common.py and slip.py) never uses.

`assert_disjoint()` fails loudly if any test typeface family, banner design, field layout,
paper width, print-head resolution or unmapped location is also in the tuning pools. The
generator runs it before planning the test split and check.py runs it again.

Fonts come from Debian packages (see README.md): fonts-freefont-ttf, fonts-inconsolata,
fonts-firacode, fonts-jetbrains-mono, fonts-courier-prime, fonts-go, fonts-roboto-unhinted,
fonts-open-sans, fonts-noto-core, fonts-urw-base35, fonts-terminus-otb.
"""
from __future__ import annotations

from typing import NamedTuple

import common
from common import CATALOGUE, UNMAPPED_LOCATIONS, font


class FaceSpec(NamedTuple):
    family: str        # family name as FreeType reports it (checked against the tuning fonts)
    kind: str          # "outline" | "bitmap" | "dotmatrix"
    regular: str       # font file (relative to a font folder, see common.FONT_DIRS)
    bold: str
    style: str         # "mono" | "sans" | "condensed" | "serif"
    stroke_bold: bool = False   # no bold file: the regular one drawn with a stroke
    rows: int = 0               # dot matrix: cells per capital height


FACES = {
    "freemono": FaceSpec("FreeMono", "outline", "freefont/FreeMono.ttf", "freefont/FreeMonoBold.ttf", "mono"),
    "inconsolata": FaceSpec("Inconsolata", "outline", "inconsolata/Inconsolata.otf", "inconsolata/Inconsolata.otf",
                            "mono", stroke_bold=True),
    "fira-code": FaceSpec("Fira Code", "outline", "firacode/FiraCode-Regular.ttf", "firacode/FiraCode-Bold.ttf", "mono"),
    "jetbrains-mono": FaceSpec("JetBrains Mono", "outline", "jetbrains-mono/JetBrainsMono-Regular.ttf",
                               "jetbrains-mono/JetBrainsMono-ExtraBold.ttf", "mono"),
    "courier-prime": FaceSpec("Courier Prime", "outline", "courier-prime/Courier Prime.otf",
                              "courier-prime/Courier Prime Bold.otf", "mono"),
    "go-mono": FaceSpec("Go Mono", "outline", "fonts-go/Go-Mono.ttf", "fonts-go/Go-Mono-Bold.ttf", "mono"),
    "terminus": FaceSpec("Terminus", "bitmap", "terminus/terminus-normal.otb", "terminus/terminus-bold.otb", "mono"),
    "freesans": FaceSpec("FreeSans", "outline", "freefont/FreeSans.ttf", "freefont/FreeSansBold.ttf", "sans"),
    "go": FaceSpec("Go", "outline", "fonts-go/Go-Regular.ttf", "fonts-go/Go-Bold.ttf", "sans"),
    "roboto": FaceSpec("Roboto", "outline", "roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
                       "roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", "sans"),
    "roboto-condensed": FaceSpec("Roboto Condensed", "outline", "roboto/unhinted/RobotoCondensed-Regular.ttf",
                                 "roboto/unhinted/RobotoCondensed-Bold.ttf", "condensed"),
    "open-sans": FaceSpec("Open Sans", "outline", "open-sans/OpenSans-Regular.ttf", "open-sans/OpenSans-Bold.ttf", "sans"),
    "open-sans-condensed": FaceSpec("Open Sans Condensed", "outline", "open-sans/OpenSans-CondLight.ttf",
                                    "open-sans/OpenSans-CondBold.ttf", "condensed"),
    "noto-sans": FaceSpec("Noto Sans", "outline", "noto/NotoSans-Regular.ttf", "noto/NotoSans-Bold.ttf", "sans"),
    "urw-gothic": FaceSpec("URW Gothic", "outline", "urw-base35/URWGothic-Book.otf", "urw-base35/URWGothic-Demi.otf",
                           "sans"),
    "noto-serif": FaceSpec("Noto Serif", "outline", "noto/NotoSerif-Regular.ttf", "noto/NotoSerif-Bold.ttf", "serif"),
    "nimbus-roman": FaceSpec("Nimbus Roman", "outline", "urw-base35/NimbusRoman-Regular.otf",
                             "urw-base35/NimbusRoman-Bold.otf", "serif"),
    "c059": FaceSpec("C059", "outline", "urw-base35/C059-Roman.otf", "urw-base35/C059-Bold.otf", "serif"),
    # dot-matrix faces: a font on an 8- or 9-row grid, each on-cell a round dot (bold: double-struck)
    "dotmatrix-8": FaceSpec("Terminus", "dotmatrix", "terminus/terminus-normal.otb", "terminus/terminus-normal.otb",
                            "mono", rows=8),
    "dotmatrix-9": FaceSpec("FreeMono", "dotmatrix", "freefont/FreeMono.ttf", "freefont/FreeMono.ttf", "mono", rows=9),
}
# how often each face is drawn for a notice (the dot matrix more often: it is the odd one out)
FACE_WEIGHTS = {k: (3 if v.kind == "dotmatrix" else 2 if k == "terminus" else 1) for k, v in FACES.items()}

# pre-printed banners: bold display faces, none of them the tuning set's DejaVu/Liberation/Nimbus
BANNER_FONTS = ["roboto/unhinted/RobotoTTF/Roboto-Black.ttf", "open-sans/OpenSans-ExtraBold.ttf",
                "urw-base35/URWGothic-Demi.otf", "freefont/FreeSansBold.ttf", "noto/NotoSansDisplay-Bold.ttf",
                "fonts-go/Go-Bold.ttf", "roboto/unhinted/RobotoCondensed-Bold.ttf"]
# banner designs; the tuning slip has one full-width solid blue band ("solid")
BANNERS = ["inset", "stripe", "twoline", "left"]
TUNING_BANNERS = ["solid"]

# printer models: paper width (in) and print-head resolution (dpi); tuning: 2.9 in, 203 dpi.
# A dot-matrix face prints its own dots (head None).
PAPER_WIDTHS = [2.28, 2.45, 3.0, 3.15]
HEAD_DPI = [180, 300, 300]
TUNING_PAPER_WIDTHS, TUNING_HEAD_DPI = [2.9], [203]


class LabelSet(NamedTuple):
    date: str
    time: str
    location: str
    datetime: str           # the single label of the datetime-label layouts
    conditions: tuple       # condition labels this wording adds
    weight: int


LABEL_SETS = [
    LabelSet("Date:", "Time:", "Location:", "Date/Time:", (), 2),
    LabelSet("DATE:", "TIME:", "LOCATION:", "DATE/TIME:", ("upper-label",), 3),
    LabelSet("Issue Date:", "Issue Time:", "Location:", "Issued:", ("issue-label",), 2),
    LabelSet("ISSUE DATE:", "ISSUE TIME:", "LOCATION:", "ISSUED:", ("issue-label", "upper-label"), 1),
    LabelSet("Date Issued:", "Time Issued:", "Location:", "Date/Time Issued:", ("issued-label",), 2),
    LabelSet("DATE ISSUED", "TIME ISSUED", "LOCATION", "DATE/TIME ISSUED", ("issued-label", "upper-label", "nocolon"), 1),
    LabelSet("Date", "Time", "Location", "Date/Time", ("nocolon",), 2),
    LabelSet("DATE", "TIME", "LOCATION", "DATE/TIME", ("upper-label", "nocolon"), 1),
]

# Locations outside the catalogue, none of them in tuning's UNMAPPED_LOCATIONS. Several are one
# OCR slip from a catalogued lot (LOT 13/LOT 26/LOT 28/LOT 35 vs LOT 15/LOT 25, LOT 46/LOT 4
# vs LOT 47); none is within one letter of PAVILION STRUCTURE (docs/contract.md §5 would map it).
TEST_UNMAPPED = ["LOT 3", "LOT 57", "LOT 115", "LOT 7", "LOT 13", "LOT 26", "LOT 35", "LOT 28",
                 "LOT 4", "LOT 46", "RUSSELL FIELD", "SEGUNDO SERVICE CENTER", "VET MED LOT"]


def printed_location(loc: str, mixed: bool) -> str:
    """How the printer writes a location: upper case, or mixed case ("Lot 15")."""
    if not mixed:
        return loc
    return " ".join(w if w.isdigit() else w.capitalize() for w in loc.split())


def _one_letter(a: str, b: str) -> bool:
    if a == b:
        return True
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    s, t = (a, b) if len(a) < len(b) else (b, a)
    return any(t[:i] + t[i + 1:] == s for i in range(len(t)))


def maps_by_contract(loc: str) -> bool:
    """docs/contract.md §5 matching (exact, or words of six letters or more off by one letter)."""
    for lot in CATALOGUE:
        a, b = loc.split(), lot.split()
        if len(a) == len(b) and all(x == y or (len(y) >= 6 and not any(c.isdigit() for c in x + y)
                                              and _one_letter(x, y)) for x, y in zip(a, b)):
            return True
    return False


def _family(rel: str) -> str:
    return font(rel, 20).getname()[0]


def tuning_families() -> set:
    rels = [r for fam in (common.MONO_FONTS, common.NARROW_FONTS) for pair in fam.values() for r in pair]
    rels += common.SANS_BOLD + common.SANS_REGULAR + common.SERIF_BOLD
    return {_family(r) for r in rels}


# same glyph designs as the tuning fonts under another name (never use them in the test split)
CLONES = {"Cousine", "Arimo", "Tinos", "Bitstream Vera Sans", "Bitstream Vera Sans Mono", "Nimbus Mono L",
          "Nimbus Sans L", "Liberation Sans", "Liberation Serif", "DejaVu Sans", "DejaVu Serif"}


# design families of the tuning fonts: no test family may start with one of these
TUNING_ROOTS = ("DejaVu", "Liberation", "Nimbus Mono", "Nimbus Sans", "Noto Sans Mono", "P052")


def split_font_files() -> list:
    rels = [r for spec in FACES.values() for r in (spec.regular, spec.bold)]
    return sorted(set(rels + BANNER_FONTS))


def assert_disjoint() -> None:
    """Fail if the test pools share a typeface, layout, banner, printer or location with tuning."""
    from layouts import LAYOUTS, SHARED_WITH_TUNING, TUNING_LAYOUTS
    tuning = tuning_families() | CLONES
    bad = []
    for rel in split_font_files():
        fam = _family(rel)
        if fam in tuning or any(fam == r or fam.startswith(r + " ") for r in TUNING_ROOTS):
            bad.append(f"font {rel} ({fam}) is a tuning family")
    for key, spec in FACES.items():
        if spec.family not in (_family(spec.regular), _family(spec.bold)):
            bad.append(f"face {key}: files say {_family(spec.regular)}, pool says {spec.family}")
    for lay in LAYOUTS:
        if lay.name in TUNING_LAYOUTS and lay.name not in SHARED_WITH_TUNING:
            bad.append(f"layout {lay.name} is a tuning layout")
    if set(BANNERS) & set(TUNING_BANNERS):
        bad.append("banner design shared with tuning")
    if set(PAPER_WIDTHS) & set(TUNING_PAPER_WIDTHS) or set(HEAD_DPI) & set(TUNING_HEAD_DPI):
        bad.append("printer model shared with tuning")
    for loc in TEST_UNMAPPED:
        if loc in UNMAPPED_LOCATIONS or loc in CATALOGUE or maps_by_contract(loc):
            bad.append(f"location {loc} is a tuning location or maps to a lot")
    if len({s.family for s in FACES.values()}) < 12:
        bad.append("fewer than 12 test typeface families")
    if bad:
        raise AssertionError("test split pools overlap the tuning set:\n  " + "\n  ".join(bad))
