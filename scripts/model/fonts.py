"""The typefaces training lines are printed in: the tuning set's, and 30-odd more families from
Debian's font packages, none of them a test-split family or a clone of one.

`check()` fails when a file is missing (naming the packages to install) or when a family is
one of samples-test/'s (scripts/corpus/test_styles.py), so that the test split stays a
measure of typefaces the model never saw.
"""
from __future__ import annotations

import os
import sys
from typing import NamedTuple

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "corpus"))

from common import font, font_path  # noqa: E402

PACKAGES = ["fonts-dejavu-core", "fonts-liberation", "fonts-noto-mono", "fonts-urw-base35", "fonts-hack",
            "fonts-anonymous-pro", "fonts-mononoki", "fonts-3270", "fonts-fantasque-sans", "fonts-agave",
            "fonts-league-mono", "fonts-b612", "fonts-lato", "fonts-cantarell", "fonts-inter",
            "fonts-crosextra-carlito", "fonts-crosextra-caladea", "fonts-cabin", "fonts-jura", "fonts-quicksand",
            "fonts-dosis", "fonts-sil-andika", "fonts-croscore", "fonts-linuxlibertine", "fonts-sil-charis",
            "fonts-sil-gentiumplus", "fonts-ebgaramond", "fonts-league-spartan", "fonts-monoid", "fonts-cmu"]


class Family(NamedTuple):
    regular: str
    bold: str          # the regular file again when the family has no bold (drawn with a stroke)
    style: str         # "mono" | "sans" | "condensed" | "serif"


FAMILIES = [
    Family("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf", "mono"),
    Family("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf", "mono"),
    Family("noto/NotoSansMono-Regular.ttf", "noto/NotoSansMono-Bold.ttf", "mono"),
    Family("urw-base35/NimbusMonoPS-Regular.otf", "urw-base35/NimbusMonoPS-Bold.otf", "mono"),
    Family("hack/Hack-Regular.ttf", "hack/Hack-Bold.ttf", "mono"),
    Family("anonymous-pro/Anonymous Pro.ttf", "anonymous-pro/Anonymous Pro B.ttf", "mono"),
    Family("mononoki/mononoki-Regular.ttf", "mononoki/mononoki-Bold.ttf", "mono"),
    Family("3270/3270-Regular.ttf", "3270/3270-Regular.ttf", "mono"),
    Family("fantasque-sans/Normal/OTF/FantasqueSansMono-Regular.otf",
           "fantasque-sans/Normal/OTF/FantasqueSansMono-Bold.otf", "mono"),
    Family("agave/agave-r-autohinted.ttf", "agave/agave-b-autohinted.ttf", "mono"),
    Family("league-mono/LeagueMono-Regular.otf", "league-mono/LeagueMono-Bold.otf", "mono"),
    Family("league-mono/LeagueMono-NarrowRegular.otf", "league-mono/LeagueMono-NarrowBold.otf", "condensed"),
    Family("b612/B612Mono-Regular.otf", "b612/B612Mono-Bold.otf", "mono"),
    Family("croscore/Cousine-Regular.ttf", "croscore/Cousine-Bold.ttf", "mono"),
    Family("monoid/Monoid-Regular.ttf", "monoid/Monoid-Bold.ttf", "mono"),
    Family("cmu/cmuntt.ttf", "cmu/cmuntb.ttf", "mono"),
    Family("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf", "sans"),
    Family("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf", "condensed"),
    Family("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf", "sans"),
    Family("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf", "condensed"),
    Family("urw-base35/NimbusSans-Regular.otf", "urw-base35/NimbusSans-Bold.otf", "sans"),
    Family("urw-base35/NimbusSansNarrow-Regular.otf", "urw-base35/NimbusSansNarrow-Bold.otf", "condensed"),
    Family("lato/Lato-Regular.ttf", "lato/Lato-Bold.ttf", "sans"),
    Family("cantarell/Cantarell-Regular.otf", "cantarell/Cantarell-Bold.otf", "sans"),
    Family("inter/Inter-Regular.otf", "inter/Inter-Bold.otf", "sans"),
    Family("crosextra/Carlito-Regular.ttf", "crosextra/Carlito-Bold.ttf", "sans"),
    Family("cabin/Cabin-Regular.otf", "cabin/Cabin-Bold.otf", "sans"),
    Family("jura/Jura-Regular.otf", "jura/Jura-Bold.otf", "sans"),
    Family("quicksand/Quicksand-Regular.ttf", "quicksand/Quicksand-Bold.ttf", "sans"),
    Family("dosis/Dosis-Medium.otf", "dosis/Dosis-Bold.otf", "condensed"),
    Family("andika/Andika-Regular.ttf", "andika/Andika-Bold.ttf", "sans"),
    Family("croscore/Arimo-Regular.ttf", "croscore/Arimo-Bold.ttf", "sans"),
    Family("b612/B612-Regular.otf", "b612/B612-Bold.otf", "sans"),
    Family("league-spartan/LeagueSpartan-Regular.otf", "league-spartan/LeagueSpartan-Bold.otf", "sans"),
    Family("linux-libertine/LinBiolinum_R.otf", "linux-libertine/LinBiolinum_RB.otf", "sans"),
    Family("cmu/cmunss.ttf", "cmu/cmunsx.ttf", "sans"),
    Family("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf", "serif"),
    Family("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf", "serif"),
    Family("urw-base35/P052-Roman.otf", "urw-base35/P052-Bold.otf", "serif"),
    Family("urw-base35/URWBookman-Light.otf", "urw-base35/URWBookman-Demi.otf", "serif"),
    Family("croscore/Tinos-Regular.ttf", "croscore/Tinos-Bold.ttf", "serif"),
    Family("crosextra/Caladea-Regular.ttf", "crosextra/Caladea-Bold.ttf", "serif"),
    Family("linux-libertine/LinLibertine_R.otf", "linux-libertine/LinLibertine_RB.otf", "serif"),
    Family("charis/CharisSIL-Regular.ttf", "charis/CharisSIL-Bold.ttf", "serif"),
    Family("gentiumplus/GentiumPlus-Regular.ttf", "gentiumplus/GentiumPlus-Bold.ttf", "serif"),
    Family("ebgaramond/EBGaramond12-Regular.otf", "ebgaramond/EBGaramond12-Bold.otf", "serif"),
    Family("cmu/cmunrm.ttf", "cmu/cmunbx.ttf", "serif"),
]
# fonts whose digits and capitals make a recognisable dot matrix on a coarse grid (IBM 3270
# draws nothing unhinted at 7 to 11 pixels)
DOT_MATRIX = [f.regular for f in FAMILIES if f.style in ("mono", "condensed") and not f.regular.startswith("3270/")]


def family_name(rel: str) -> str:
    return font(rel, 20).getname()[0]


def check() -> None:
    """Every file present, and no family shared with the test split (nor a clone of one)."""
    missing = []
    for fam in FAMILIES:
        for rel in (fam.regular, fam.bold):
            try:
                font_path(rel)
            except FileNotFoundError:
                missing.append(rel)
    if missing:
        raise SystemExit(f"fonts missing: {', '.join(sorted(set(missing)))}; install: {' '.join(PACKAGES)}")
    import test_styles
    test = {spec.family for spec in test_styles.FACES.values()}
    test |= {family_name(rel) for rel in test_styles.BANNER_FONTS if _present(rel)}
    test_clones = {"Droid Sans", "TeX Gyre Adventor", "TeX Gyre Schola", "TeX Gyre Termes", "FreeSerif",
                   "Fira Sans", "Fira Mono", "Noto Sans", "Noto Serif", "Open Sans", "Roboto", "Go",
                   "Terminus", "Inconsolata", "JetBrains Mono", "Courier Prime"}
    bad = [f"{rel} ({family_name(rel)})" for fam in FAMILIES for rel in (fam.regular, fam.bold)
           if family_name(rel) in test | test_clones]
    if bad:
        raise SystemExit("training fonts shared with the test split: " + ", ".join(bad))


def _present(rel: str) -> bool:
    try:
        font_path(rel)
        return True
    except FileNotFoundError:
        return False


if __name__ == "__main__":
    check()
    print(f"{len(FAMILIES)} families, {len(DOT_MATRIX)} dot-matrix faces: "
          f"{', '.join(sorted({family_name(f.regular) for f in FAMILIES}))}")
