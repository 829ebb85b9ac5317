"""Shared helpers for the TicketScan corpus generator: fonts, lots, time zone, truth.

Fonts come from Debian packages: fonts-dejavu-core, fonts-liberation,
fonts-noto-mono, fonts-urw-base35 (see README.md in this folder).
"""
from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo

from PIL import ImageFont

PACIFIC = ZoneInfo("America/Los_Angeles")

# docs/contract.md §5: text on the notice -> lot id
CATALOGUE = {"PAVILION STRUCTURE": 1, "LOT 15": 2, "LOT 25": 3, "LOT 47": 4}
MAPPED_LOCATIONS = list(CATALOGUE)
# Not in the catalogue. Several are one OCR slip away from a catalogued lot
# (LOT 5 / LOT 16 / LOT 45 / LOT 25A is not used) on purpose.
UNMAPPED_LOCATIONS = ["LOT 16", "LOT 41", "LOT 5", "LOT 1", "LOT 45", "LOT 17",
                      "MEMORIAL UNION", "SOUTH ENTRY STRUCTURE", "LOT 55", "LOT 14"]

FONT_DIRS = ["/usr/share/fonts/truetype", "/usr/share/fonts/opentype",
             "/usr/share/fonts"]  # the last for fonts-go (test split), which installs there

# (family key) -> (regular file, bold file), grouped by style
MONO_FONTS = {
    "dejavu-mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    "liberation-mono": ("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf"),
    "noto-mono": ("noto/NotoSansMono-Regular.ttf", "noto/NotoSansMono-Bold.ttf"),
    "nimbus-mono": ("urw-base35/NimbusMonoPS-Bold.otf", "urw-base35/NimbusMonoPS-Bold.otf"),
}
NARROW_FONTS = {
    "liberation-narrow": ("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf"),
    "nimbus-narrow": ("urw-base35/NimbusSansNarrow-Regular.otf", "urw-base35/NimbusSansNarrow-Bold.otf"),
    "dejavu-condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
}
SANS_BOLD = ["dejavu/DejaVuSans-Bold.ttf", "liberation/LiberationSans-Bold.ttf",
             "urw-base35/NimbusSans-Bold.otf"]
SANS_REGULAR = ["dejavu/DejaVuSans.ttf", "liberation/LiberationSans-Regular.ttf",
                "urw-base35/NimbusSans-Regular.otf"]
SERIF_BOLD = ["dejavu/DejaVuSerif-Bold.ttf", "liberation/LiberationSerif-Bold.ttf",
              "urw-base35/P052-Bold.otf"]


def font_path(rel: str) -> str:
    for d in FONT_DIRS:
        p = os.path.join(d, rel)
        if os.path.exists(p):
            return p
    raise FileNotFoundError(
        f"font {rel} not found; install fonts-dejavu-core fonts-liberation "
        f"fonts-noto-mono fonts-urw-base35 (tuning) and, for --split test, the packages "
        f"listed in scripts/corpus/README.md")


@lru_cache(maxsize=256)
def font(rel: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(rel), int(size))


def check_fonts() -> None:
    rels = [r for fam in (MONO_FONTS, NARROW_FONTS) for pair in fam.values() for r in pair]
    rels += SANS_BOLD + SANS_REGULAR + SERIF_BOLD
    for r in rels:
        font_path(r)


# ---------------------------------------------------------------- time / truth

def local(y, mo, d, h, mi) -> datetime:
    """Wall-clock Pacific time (fold=0, i.e. the first occurrence if ambiguous)."""
    return datetime(y, mo, d, h, mi, tzinfo=PACIFIC)


def iso_pacific(instant: datetime) -> str:
    """ISO 8601 with the Pacific offset in force at that instant, seconds precision."""
    return instant.astimezone(PACIFIC).isoformat(timespec="seconds")


def is_recent(ticket: datetime | None, now: datetime) -> bool:
    """docs/contract.md §6: -5 min <= now - ticket < 3 h, on real (UTC) instants."""
    if ticket is None:
        return False
    delta = now.astimezone(timezone.utc) - ticket.astimezone(timezone.utc)
    return timedelta(minutes=-5) <= delta < timedelta(hours=3)


def is_nonexistent_or_ambiguous(dt: datetime) -> bool:
    """True for wall times skipped (spring forward) or repeated (fall back)."""
    a = dt.replace(fold=0).astimezone(timezone.utc)
    b = dt.replace(fold=1).astimezone(timezone.utc)
    back = a.astimezone(PACIFIC).replace(tzinfo=None) == dt.replace(tzinfo=None)
    return a != b or not back


DST_DAYS = {(2024, 3, 10), (2024, 11, 3), (2025, 3, 9), (2025, 11, 2),
            (2026, 3, 8), (2026, 11, 1)}


def crosses_dst(a: datetime, b: datetime) -> bool:
    return a.astimezone(PACIFIC).utcoffset() != b.astimezone(PACIFIC).utcoffset()
