"""Writes training lines for lstmtraining: multi-page TIFFs of rendered lines (line_render.py)
with their WordStr box files, turned into .lstmf files by `tesseract ... lstm.train`, and a
list of those files.

    python3 make_lines.py --out DIR --lines 20000 --seed 1 --words words.txt

Line i is a pure function of (seed, i), whatever --jobs is. `--preview N` also writes the
first N lines as PNGs with their text, to look at.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "corpus"))
sys.path.insert(0, os.path.dirname(__file__))

from line_render import render_line  # noqa: E402
from line_text import line_text  # noqa: E402

LINES_PER_PAGE_FILE = 250
WORDS: list[str] = []


# roots of words the English model's list holds that no training line should print
UNPRINTABLE = ("porn", "fuck", "shit", "cunt", "nigg", "fag", "slut", "whore", "bitch", "cock", "dick", "pussy",
               "rape", "nazi", "sex", "anal", "tits", "twat", "wank", "bastard", "retard")


def load_words(path: str) -> list[str]:
    """Plain words of the English model's word list (dawg2wordlist), in a fixed order."""
    with open(path, encoding="utf-8") as f:
        words = {w for w in f.read().split() if w.isascii() and w.isalpha() and 2 <= len(w) <= 12}
    return sorted(w for w in words if not any(root in w.lower() for root in UNPRINTABLE))


def _init(words):
    WORDS[:] = words


def make_group(args):
    """One TIFF of LINES_PER_PAGE_FILE lines, its box file and its .lstmf."""
    out, seed, group, count, preview = args
    stem = os.path.join(out, f"lines-{group:04d}")
    pages, boxes, texts = [], [], []
    for k in range(count):
        index = group * LINES_PER_PAGE_FILE + k
        rng = np.random.default_rng([seed, index])
        text = line_text(rng, WORDS)
        image, kind = render_line(text, rng)
        text = " ".join(text.split())  # printed with its gaps; read as single spaces
        pages.append(image)
        w, h = image.size
        boxes.append(f"WordStr 0 0 {w} {h} {k} #{text}\n\t 0 0 {w} {h} {k}\n")
        texts.append(f"{index}\t{kind}\t{text}\n")
        if index < preview:
            image.copy().save(os.path.join(out, "preview", f"{index:05d}.png"))
    pages[0].save(stem + ".tif", save_all=True, append_images=pages[1:])
    with open(stem + ".box", "w", encoding="utf-8") as f:
        f.writelines(boxes)
    with open(stem + ".txt", "w", encoding="utf-8") as f:
        f.writelines(texts)
    run = subprocess.run(["tesseract", stem + ".tif", stem, "--psm", "13", "lstm.train"],
                         capture_output=True, text=True, env={**os.environ, "OMP_THREAD_LIMIT": "1"})
    if run.returncode != 0 or not os.path.exists(stem + ".lstmf"):
        raise RuntimeError(f"tesseract lstm.train failed on {stem}.tif: {run.stderr[-500:]}")
    os.remove(stem + ".tif")
    return stem + ".lstmf"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--lines", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--words", required=True, help="word list from dawg2wordlist")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--preview", type=int, default=0)
    args = ap.parse_args()
    os.makedirs(os.path.join(args.out, "preview"), exist_ok=True)
    words = load_words(args.words)
    groups = [(args.out, args.seed, g, min(LINES_PER_PAGE_FILE, args.lines - g * LINES_PER_PAGE_FILE), args.preview)
              for g in range((args.lines + LINES_PER_PAGE_FILE - 1) // LINES_PER_PAGE_FILE)]
    with ProcessPoolExecutor(args.jobs, initializer=_init, initargs=(words,)) as pool:
        files = []
        for i, path in enumerate(pool.map(make_group, groups)):
            files.append(path)
            print(f"make_lines: {min((i + 1) * LINES_PER_PAGE_FILE, args.lines)}/{args.lines} lines", file=sys.stderr)
    with open(os.path.join(args.out, "list.txt"), "w") as f:
        f.write("".join(p + "\n" for p in files))


if __name__ == "__main__":
    main()
