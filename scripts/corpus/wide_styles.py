"""Pools of the tuning set's WIDE part (the `wide` photos of samples/): typefaces, banners, label
wordings, printers and unmapped locations that broaden the narrow tuning set without taking
anything from the held-out test split (test_styles.py).

The wide part may use what the tuning set uses (its font families, the one-line layouts, the
solid banner, 2.9 in paper and 203 dpi heads, "Date:" and "Date Issued:" labels) and new
things that neither split has. `assert_disjoint()` fails loudly if a wide typeface family,
dot-matrix font, field layout, banner design, label wording, paper width, print-head
resolution or unmapped location is one of the test split's. The generator runs it before
planning the wide part and check.py runs it again.

The typefaces are those of scripts/model/fonts.py (FAMILIES) that are not test families nor
IBM 3270 / CMU Serif; the list is mirrored here so that the corpus needs nothing outside
scripts/corpus. Fonts come from Debian packages (see README.md): fonts-hack,
fonts-anonymous-pro, fonts-mononoki, fonts-fantasque-sans, fonts-agave, fonts-league-mono,
fonts-b612, fonts-croscore, fonts-monoid, fonts-cmu, fonts-lato, fonts-cantarell, fonts-inter,
fonts-crosextra-carlito, fonts-crosextra-caladea, fonts-cabin, fonts-jura, fonts-quicksand,
fonts-dosis, fonts-sil-andika, fonts-league-spartan, fonts-linuxlibertine, fonts-sil-charis,
fonts-sil-gentiumplus, fonts-ebgaramond (and the tuning set's packages).
"""
from __future__ import annotations

from typing import NamedTuple

import common
from common import CATALOGUE, UNMAPPED_LOCATIONS, font
from test_styles import FaceSpec


def _face(family, regular, bold, style):
    return FaceSpec(family, "outline", regular, bold, style)


# Outline faces: the tuning set's mono and narrow families, then the wide families.
FACES = {
    # tuning families (the control)
    "dejavu-mono": _face("DejaVu Sans Mono", "dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf", "mono"),
    "liberation-mono": _face("Liberation Mono", "liberation/LiberationMono-Regular.ttf",
                             "liberation/LiberationMono-Bold.ttf", "mono"),
    "noto-mono": _face("Noto Sans Mono", "noto/NotoSansMono-Regular.ttf", "noto/NotoSansMono-Bold.ttf", "mono"),
    "nimbus-mono": _face("Nimbus Mono PS", "urw-base35/NimbusMonoPS-Regular.otf", "urw-base35/NimbusMonoPS-Bold.otf",
                         "mono"),
    "liberation-narrow": _face("Liberation Sans Narrow", "liberation/LiberationSansNarrow-Regular.ttf",
                               "liberation/LiberationSansNarrow-Bold.ttf", "condensed"),
    "nimbus-narrow": _face("Nimbus Sans Narrow", "urw-base35/NimbusSansNarrow-Regular.otf",
                           "urw-base35/NimbusSansNarrow-Bold.otf", "condensed"),
    "dejavu-condensed": _face("DejaVu Sans", "dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
                              "condensed"),
    # wide monospaced families
    "hack": _face("Hack", "hack/Hack-Regular.ttf", "hack/Hack-Bold.ttf", "mono"),
    "anonymous-pro": _face("Anonymous Pro", "anonymous-pro/Anonymous Pro.ttf", "anonymous-pro/Anonymous Pro B.ttf",
                           "mono"),
    "mononoki": _face("mononoki", "mononoki/mononoki-Regular.ttf", "mononoki/mononoki-Bold.ttf", "mono"),
    "fantasque": _face("Fantasque Sans Mono", "fantasque-sans/Normal/OTF/FantasqueSansMono-Regular.otf",
                       "fantasque-sans/Normal/OTF/FantasqueSansMono-Bold.otf", "mono"),
    "agave": _face("Agave", "agave/agave-r-autohinted.ttf", "agave/agave-b-autohinted.ttf", "mono"),
    "league-mono": _face("League Mono", "league-mono/LeagueMono-Regular.otf", "league-mono/LeagueMono-Bold.otf", "mono"),
    "league-mono-narrow": _face("League Mono", "league-mono/LeagueMono-NarrowRegular.otf",
                                "league-mono/LeagueMono-NarrowBold.otf", "condensed"),
    "b612-mono": _face("B612 Mono", "b612/B612Mono-Regular.otf", "b612/B612Mono-Bold.otf", "mono"),
    "cousine": _face("Cousine", "croscore/Cousine-Regular.ttf", "croscore/Cousine-Bold.ttf", "mono"),
    "monoid": _face("Monoid", "monoid/Monoid-Regular.ttf", "monoid/Monoid-Bold.ttf", "mono"),
    "cmu-typewriter": _face("CMU Typewriter Text", "cmu/cmuntt.ttf", "cmu/cmuntb.ttf", "mono"),
    # wide sans and condensed families
    "lato": _face("Lato", "lato/Lato-Regular.ttf", "lato/Lato-Bold.ttf", "sans"),
    "cantarell": _face("Cantarell", "cantarell/Cantarell-Regular.otf", "cantarell/Cantarell-Bold.otf", "sans"),
    "inter": _face("Inter", "inter/Inter-Regular.otf", "inter/Inter-Bold.otf", "sans"),
    "carlito": _face("Carlito", "crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf", "sans"),
    "cabin": _face("Cabin", "cabin/Cabin-Regular.otf", "cabin/Cabin-Bold.otf", "sans"),
    "jura": _face("Jura", "jura/Jura-Regular.otf", "jura/Jura-Bold.otf", "sans"),
    "quicksand": _face("Quicksand", "quicksand/Quicksand-Regular.ttf", "quicksand/Quicksand-Bold.ttf", "sans"),
    "dosis": _face("Dosis", "dosis/Dosis-Medium.otf", "dosis/Dosis-Bold.otf", "condensed"),
    "andika": _face("Andika", "andika/Andika-Regular.ttf", "andika/Andika-Bold.ttf", "sans"),
    "arimo": _face("Arimo", "croscore/Arimo-Regular.ttf", "croscore/Arimo-Bold.ttf", "sans"),
    "b612": _face("B612", "b612/B612-Regular.otf", "b612/B612-Bold.otf", "sans"),
    "league-spartan": _face("League Spartan", "league-spartan/LeagueSpartan-Regular.otf",
                            "league-spartan/LeagueSpartan-Bold.otf", "sans"),
    "biolinum": _face("Linux Biolinum O", "linux-libertine/LinBiolinum_R.otf", "linux-libertine/LinBiolinum_RB.otf",
                      "sans"),
    "cmu-sans": _face("CMU Sans Serif", "cmu/cmunss.ttf", "cmu/cmunsx.ttf", "sans"),
    # wide serif families
    "tinos": _face("Tinos", "croscore/Tinos-Regular.ttf", "croscore/Tinos-Bold.ttf", "serif"),
    "caladea": _face("Caladea", "crosextra/Caladea-Regular.ttf", "crosextra/Caladea-Bold.ttf", "serif"),
    "libertine": _face("Linux Libertine O", "linux-libertine/LinLibertine_R.otf", "linux-libertine/LinLibertine_RB.otf",
                       "serif"),
    "charis": _face("Charis SIL", "charis/CharisSIL-Regular.ttf", "charis/CharisSIL-Bold.ttf", "serif"),
    "gentium": _face("Gentium Plus", "gentiumplus/GentiumPlus-Regular.ttf", "gentiumplus/GentiumPlus-Bold.ttf", "serif"),
    "eb-garamond": _face("EB Garamond", "ebgaramond/EBGaramond12-Regular.otf", "ebgaramond/EBGaramond12-Bold.otf",
                         "serif"),
    "urw-bookman": _face("URW Bookman", "urw-base35/URWBookman-Light.otf", "urw-base35/URWBookman-Demi.otf", "serif"),
    # dot-matrix faces: a tuning or wide monospaced font on a 7/8/9/11-row grid, each on-cell a
    # round dot (bold: double-struck); never the test split's Terminus or FreeMono
    "dotmatrix-liberation-7": FaceSpec("Liberation Mono", "dotmatrix", "liberation/LiberationMono-Regular.ttf",
                                       "liberation/LiberationMono-Regular.ttf", "mono", rows=7),
    "dotmatrix-anonymous-7": FaceSpec("Anonymous Pro", "dotmatrix", "anonymous-pro/Anonymous Pro.ttf",
                                      "anonymous-pro/Anonymous Pro.ttf", "mono", rows=7),
    "dotmatrix-hack-8": FaceSpec("Hack", "dotmatrix", "hack/Hack-Regular.ttf", "hack/Hack-Regular.ttf", "mono", rows=8),
    "dotmatrix-dejavu-9": FaceSpec("DejaVu Sans Mono", "dotmatrix", "dejavu/DejaVuSansMono.ttf",
                                   "dejavu/DejaVuSansMono.ttf", "mono", rows=9),
    "dotmatrix-cousine-11": FaceSpec("Cousine", "dotmatrix", "croscore/Cousine-Regular.ttf",
                                     "croscore/Cousine-Regular.ttf", "mono", rows=11),
}
# how often each face is drawn for a notice: the dot matrix twice as often as one outline face
FACE_WEIGHTS = {k: (2 if v.kind == "dotmatrix" else 1) for k, v in FACES.items()}

# pre-printed banners: the tuning set's bold sans faces and wide bold sans faces, none of the
# test split's Roboto/Open Sans/URW Gothic/FreeSans/Noto Sans Display/Go
BANNER_FONTS = common.SANS_BOLD + ["lato/Lato-Black.ttf", "cabin/Cabin-Bold.otf", "inter/Inter-Bold.otf",
                                   "league-spartan/LeagueSpartan-Bold.otf", "crosextra/Carlito-Bold.ttf",
                                   "croscore/Arimo-Bold.ttf"]
# banner designs: the tuning set's full-width band, a blue outline box with blue text, a band
# whose right end is cut in a notch (a ribbon)
BANNERS = ["solid", "outline", "notched"]
BANNER_LABELS = {"solid": (), "outline": ("outline-banner",), "notched": ("notched-banner",)}

# printer models: paper width (in) and print-head resolution (dpi); a dot-matrix face prints its
# own dots (head None). 2.9 in and 203 dpi are the tuning set's.
PAPER_WIDTHS = [2.6, 2.9, 3.3]
HEAD_DPI = [203, 203, 240]


class LabelSet(NamedTuple):
    date: str
    time: str
    location: str
    conditions: tuple       # condition labels this wording adds
    weight: int


LABEL_SETS = [
    LabelSet("Date:", "Time:", "Location:", (), 2),
    LabelSet("DATE:", "TIME:", "LOCATION:", ("upper-label",), 2),
    LabelSet("Date Issued:", "Time Issued:", "Location:", ("issued-label",), 1),
    LabelSet("DATE ISSUED:", "TIME ISSUED:", "LOCATION:", ("issued-label", "upper-label"), 1),
    LabelSet("Date of Issue:", "Time of Issue:", "Location:", ("of-issue-label",), 2),
    LabelSet("DATE OF ISSUE:", "TIME OF ISSUE:", "LOT:", ("of-issue-label", "upper-label", "lot-label"), 1),
    LabelSet("Violation Date:", "Violation Time:", "Location:", ("violation-label",), 2),
    LabelSet("Date:", "Time:", "Lot:", ("lot-label",), 2),
]
LABEL_CONDITIONS = sorted({c for ls in LABEL_SETS for c in ls.conditions})

# Locations outside the catalogue, neither tuning's nor the test split's. LOT 9 and LOT 150 are
# one OCR slip from LOT 15, LOT 33 from LOT 35 (test) / LOT 3; none maps under docs/contract.md §5.
WIDE_UNMAPPED = ["LOT 19", "LOT 62", "LOT 9", "LOT 33", "LOT 150", "HUTCHISON FIELD", "LOT 48", "LOT 21",
                 "QUAD STRUCTURE"]

# test wordings the wide part must not print (upper-cased; a label without a colon is also test-only)
TEST_ONLY_WORDINGS = ("ISSUE DATE", "ISSUE TIME", "DATE/TIME")
TEST_ONLY_LABELS = ("ISSUED:",)


def _family(rel: str) -> str:
    return font(rel, 20).getname()[0]


def font_files() -> list:
    rels = [r for spec in FACES.values() for r in (spec.regular, spec.bold)]
    return sorted(set(rels + BANNER_FONTS))


def test_split_families() -> set:
    """Family names of the test split's typefaces (as its pool names them) and of its banner fonts
    that are installed (as FreeType reports them; TEST_ROOTS covers those that are not, so the
    tuning set can be generated without the test split's fonts)."""
    import test_styles
    names = {spec.family for spec in test_styles.FACES.values()}
    for rel in test_styles.BANNER_FONTS:
        try:
            names.add(_family(rel))
        except OSError:
            pass
    return names


# design roots of the test families: no wide family may be one of these or start with one
TEST_ROOTS = ("FreeMono", "FreeSans", "FreeSerif", "Inconsolata", "Fira", "JetBrains", "Courier Prime", "Go",
              "Terminus", "Roboto", "Open Sans", "Noto Sans", "Noto Serif", "URW Gothic", "Nimbus Roman", "C059",
              "TeX Gyre")


def assert_disjoint() -> None:
    """Fail if the wide pools share a typeface, layout, banner, wording, printer or location with
    the test split (test_styles.py, layouts.LAYOUTS)."""
    import test_styles
    from layouts import LAYOUTS, SHARED_WITH_TUNING
    from wide_layouts import WIDE_LAYOUTS
    bad = []
    tuning = test_styles.tuning_families()
    test = test_split_families()
    test_files = set(test_styles.split_font_files())
    for rel in font_files():
        fam = _family(rel)
        if rel in test_files or fam in test:
            bad.append(f"font {rel} ({fam}) is a test family")
        elif fam not in tuning and any(fam == r or fam.startswith(r + " ") for r in TEST_ROOTS):
            bad.append(f"font {rel} ({fam}) is a test design")
    for key, spec in FACES.items():
        if spec.family not in (_family(spec.regular), _family(spec.bold)):
            bad.append(f"face {key}: files say {_family(spec.regular)}, pool says {spec.family}")
        if spec.kind == "dotmatrix" and (spec.style != "mono" or spec.rows not in (7, 8, 9, 11)):
            bad.append(f"dot-matrix face {key}: a mono font on 7, 8, 9 or 11 rows")
    test_layouts = {x.name for x in LAYOUTS} - set(SHARED_WITH_TUNING)
    test_places = {x.place for x in LAYOUTS if x.name not in SHARED_WITH_TUNING}
    for lay in WIDE_LAYOUTS:
        if lay.name in test_layouts or (lay.place in test_places and lay.name not in SHARED_WITH_TUNING):
            bad.append(f"layout {lay.name} is a test layout")
        if any(len(row) != 1 for row in lay.rows):
            bad.append(f"layout {lay.name} prints two fields on one row")
    if set(BANNERS) & set(test_styles.BANNERS):
        bad.append("banner design shared with the test split")
    if set(PAPER_WIDTHS) & set(test_styles.PAPER_WIDTHS) or set(HEAD_DPI) & set(test_styles.HEAD_DPI):
        bad.append("printer model shared with the test split")
    for ls in LABEL_SETS:
        for lab in (ls.date, ls.time, ls.location):
            if (not lab.endswith(":") or lab.upper() in TEST_ONLY_LABELS
                    or any(w in lab.upper() for w in TEST_ONLY_WORDINGS)):
                bad.append(f"label {lab!r} is a test wording")
    for loc in WIDE_UNMAPPED:
        if (loc in UNMAPPED_LOCATIONS or loc in test_styles.TEST_UNMAPPED or loc in CATALOGUE
                or test_styles.maps_by_contract(loc)):
            bad.append(f"location {loc} is a tuning or test location or maps to a lot")
    if bad:
        raise AssertionError("wide pools overlap the test split:\n  " + "\n  ".join(bad))
