#!/usr/bin/env python3
"""Generate Tests/HostileImages: broken, malicious and odd image files for TicketScan.

    python3 scripts/hostile-images/make_hostile_images.py --out Tests/HostileImages

Writes every file plus manifest.json (sorted by file name; what `ticketscan scan` should
answer for each, checked by scripts/hostile-images/check.py) and README.md. The files are
derived from samples/clean-006.jpg (a generated, CC0 sample) or made from scratch: truncated
and bit-flipped JPEGs and PNGs, headers declaring huge images, decompression bombs, hostile
EXIF, odd colour spaces and encodings, and other formats under image names.

Deterministic: fixed seeds, no timestamps; the same Pillow, zlib and jpegtran give the same
bytes on every run. Needs Python 3, Pillow and `jpegtran` (progressive and arithmetic-coded
JPEG; Debian/Ubuntu: `apt-get install -y libjpeg-turbo-progs`).
"""
from __future__ import annotations

import argparse
import io
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from PIL import Image, ImageChops, ImageDraw, ImageOps

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = "clean-006.jpg"          # the sample the ticket files are derived from
SOURCE_NOW = "2024-07-12T07:41:01-07:00"   # its "now" in samples/manifest.json
FIELDS = {"ticket_date": "2024-05-18", "ticket_time": "07:37", "ticket_location": "LOT 15"}
OTHER_NOW = "2026-11-20T12:00:00-08:00"    # for files that owe nothing to the sample
LONG_SIDE, QUALITY = 1200, 75      # the base ticket, ~105 KB: at quality 85 (146 KB) its ~25
                                   # copies would not fit the folder's 3 MB
APP_SEGMENTS = 3                   # maximal APP1/APP2 segments in exif-many-app-segments.jpg
SEED = 20261120


def rng(name):
    """A random generator of its own for each file (str seeds are stable across runs)."""
    return random.Random(f"{SEED}:{name}")


def item(file, data, kind, expect, why, now=OTHER_NOW):
    entry = {"file": file, "kind": kind, "expect": expect, "why": why, "now": now, "data": data}
    if expect == "ticket":
        entry["fields"] = FIELDS
    return entry


def ticket(file, data, kind, expect, why):
    """A file derived from the base ticket, scanned with the sample's own "now"."""
    return item(file, data, kind, expect, why, now=SOURCE_NOW)


# ---------------------------------------------------------------- byte-level helpers

def encode(image, fmt, **options):
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def jpegtran(data, *args, scans=None):
    """Lossless JPEG transcoding through jpegtran; `scans` is a progressive scan script."""
    if shutil.which("jpegtran") is None:
        sys.exit("jpegtran not found: apt-get install -y libjpeg-turbo-progs")
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as script:
        if scans:
            script.write(scans)
            script.flush()
            args += ("-scans", script.name)
        return subprocess.run(["jpegtran", "-copy", "all", *args], input=data,
                              capture_output=True, check=True).stdout


def jpeg_segments(data):
    """(marker, offset, length) of each marker segment from SOI up to and including SOS."""
    found, offset = [(0xD8, 0, 0)], 2
    while offset + 4 <= len(data):
        marker = data[offset + 1]
        length = struct.unpack(">H", data[offset + 2:offset + 4])[0]
        found.append((marker, offset, length))
        if marker == 0xDA:
            break
        offset += 2 + length
    return found


def segment(data, marker):
    """Offset and length of the first segment with this marker."""
    return next((o, n) for m, o, n in jpeg_segments(data) if m == marker)


def app_segment(marker, payload):
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload


def after_soi(data, *segments):
    return data[:2] + b"".join(segments) + data[2:]


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width, height, depth, colour, idat, interlace=0):
    """A PNG from an already compressed IDAT payload."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def png_chunks(data):
    """(type, offset, length) of every chunk."""
    found, offset = [], 8
    while offset + 8 <= len(data):
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        found.append((data[offset + 4:offset + 8], offset, length))
        offset += 12 + length
    return found


def insert_before_idat(data, extra):
    idat = next(o for t, o, n in png_chunks(data) if t == b"IDAT")
    return data[:idat] + extra + data[idat:]


# ---------------------------------------------------------------- the files

def base_image():
    """samples/clean-006.jpg scaled so its long side is LONG_SIDE."""
    image = Image.open(os.path.join(REPO, "samples", SOURCE)).convert("RGB")
    scale = LONG_SIDE / max(image.size)
    return image.resize((round(image.width * scale), round(image.height * scale)), Image.LANCZOS)


def png_base(image):
    """The base in grey, posterised to 4 levels so that lossless copies stay small."""
    return ImageOps.posterize(image.convert("L"), 2)


def tiny_files():
    one = Image.new("RGB", (1, 1), (255, 255, 255))
    return [
        item("empty.jpg", b"", "empty file", "invalid_image", "Zero bytes: no signature to sniff."),
        item("one-pixel.jpg", encode(one, "JPEG", quality=85), "1x1 JPEG", "not_a_ticket",
             "A valid JPEG of a single white pixel decodes but holds no notice."),
        item("one-pixel.png", encode(one, "PNG"), "1x1 PNG", "not_a_ticket",
             "A valid PNG of a single white pixel decodes but holds no notice."),
    ]


def jpeg_variants(image, base):
    c, m, y = (ImageOps.invert(band) for band in image.split())
    k = ImageChops.darker(ImageChops.darker(c, m), y)   # grey component replacement
    cmyk = encode(Image.merge("CMYK", [ImageChops.subtract(b, k) for b in (c, m, y)] + [k]),
                  "JPEG", quality=QUALITY)
    garbage = rng("trailing").randbytes(100_000)
    return [
        ticket("ticket-base.jpg", base, "base ticket JPEG", "ticket",
               f"samples/{SOURCE} scaled to a {LONG_SIDE} px long side, baseline JPEG quality {QUALITY}."),
        ticket("ticket-progressive.jpg", jpegtran(base, "-progressive"), "progressive JPEG", "ticket",
               "The base losslessly recoded as progressive JPEG (jpegtran)."),
        ticket("ticket-arithmetic.jpg", jpegtran(base, "-arithmetic"), "arithmetic-coded JPEG", "ticket",
               "The base losslessly recoded with arithmetic coding (jpegtran); libjpeg-turbo decodes it."),
        ticket("ticket-cmyk.jpg", cmyk, "CMYK JPEG", "ticket",
               "The base as CMYK with full grey component replacement (K carries the grey), "
               "a 4-component Adobe (inverted) JPEG written by Pillow."),
        ticket("ticket-grey.jpg", jpegtran(base, "-grayscale"), "greyscale JPEG", "ticket",
               "The base's luminance only, as a 1-component JPEG (jpegtran -grayscale)."),
        ticket("ticket-trailing-garbage.jpg", base + garbage, "trailing garbage", "ticket",
               "100 KB of random bytes after EOI, which libjpeg never reads."),
    ]


def adam7(grey):
    """Raw Adam7-interlaced scanlines (filter 0) of an 8-bit grey image."""
    width, pixels, out = grey.width, grey.tobytes(), bytearray()
    for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                           (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
        if x0 >= width:
            continue
        for y in range(y0, grey.height, dy):
            out += b"\0" + pixels[y * width + x0:(y + 1) * width:dx]
    return bytes(out)


def grey16(grey):
    """Raw 16-bit scanlines (filter 0) of an 8-bit grey image: each value v becomes v * 257."""
    width, pixels, out = grey.width, grey.tobytes(), bytearray()
    for y in range(grey.height):
        row = pixels[y * width:(y + 1) * width]
        wide = bytearray(2 * width)
        wide[0::2], wide[1::2] = row, row
        out += b"\0" + wide
    return bytes(out)


def png_variants(grey):
    why = "The base in grey posterised to 4 levels (lossless files of a photo are large), "
    rgba = Image.merge("RGBA", [grey, grey, grey, Image.new("L", grey.size, 255)])
    interlaced = png(grey.width, grey.height, 8, 0, zlib.compress(adam7(grey), 9), interlace=1)
    return [
        ticket("ticket-grey8.png", encode(grey, "PNG", optimize=True), "PNG 8-bit grey", "ticket",
               why + "as an 8-bit grey PNG."),
        ticket("ticket-grey16.png", png(grey.width, grey.height, 16, 0, zlib.compress(grey16(grey), 9)),
               "PNG 16-bit grey", "ticket",
               why + "as a 16-bit grey PNG (libpng strips it to 8 bits)."),
        ticket("ticket-rgba.png", encode(rgba, "PNG", optimize=True), "PNG RGBA", "ticket",
               why + "as an opaque 8-bit RGBA PNG."),
        ticket("ticket-palette.png", encode(grey.convert("P"), "PNG", optimize=True), "PNG palette", "ticket",
               why + "as a palette PNG."),
        ticket("ticket-interlaced.png", interlaced, "PNG Adam7 interlaced", "ticket",
               why + "as an Adam7-interlaced 8-bit grey PNG written by hand."),
    ]


def truncated_jpegs(base):
    dqt, sof, dht, sos = (segment(base, m) for m in (0xDB, 0xC0, 0xC4, 0xDA))
    cuts = [
        ("in-app0", 11, "inside the JFIF APP0 header"),
        ("in-dqt", dqt[0] + 30, "inside the first quantisation table (DQT)"),
        ("in-sof", sof[0] + 8, "inside the frame header (SOF0)"),
        ("in-dht", dht[0] + 12, "inside the first Huffman table (DHT)"),
        ("after-sos", sos[0] + 2 + sos[1], "just after the scan header, before any entropy-coded data"),
        ("middle", len(base) // 2, "in the middle of the entropy-coded data"),
        ("10-before-end", len(base) - 10, "10 bytes before the end"),
        ("no-eoi", len(base) - 2, "only the final EOI marker missing"),
    ]
    return [ticket(f"truncated-jpeg-{name}.jpg", base[:at], "truncated JPEG", "invalid_image",
                   f"The base cut at byte {at}, {where}; libjpeg's premature-end warning is an error.")
            for name, at, where in cuts]


def truncated_pngs(data):
    idat = next((o, n) for t, o, n in png_chunks(data) if t == b"IDAT")
    cuts = [
        ("in-ihdr", 8 + 8 + 6, "inside IHDR"),
        ("mid-idat", idat[0] + 8 + idat[1] // 2, "in the middle of IDAT"),
        ("no-iend", len(data) - 12, "just before IEND, which is missing"),
    ]
    return [ticket(f"truncated-png-{name}.png", data[:at], "truncated PNG", "invalid_image",
                   f"ticket-grey8.png cut at byte {at}, {where}; running out of bytes is an error.")
            for name, at, where in cuts]


def flip(data, name, ranges):
    """Flips one random bit in each of `count` random bytes of each (start, end, count) range."""
    r, out = rng(name), bytearray(data)
    for start, end, count in ranges:
        for at in r.sample(range(start, end), count):
            out[at] ^= 1 << r.randrange(8)
    return bytes(out)


def bit_flips(base):
    (dqt, _), (sof, _), (dht, _), (sos, _) = (segment(base, m) for m in (0xDB, 0xC0, 0xC4, 0xDA))
    specs = [  # name, ranges (start, end, how many bytes), expect, why
        ("dqt", [(dqt + 4, dqt + 5, 1), (dqt + 5, dqt + 69, 2)], "invalid_image",
         "The first DQT's table id (0 -> 2) and two of its values flipped: "
         "'Quantization table 0x00 was not defined'."),
        ("dht", [(dht + 5, dht + 21, 2)], "invalid_image",
         "Two of the first DHT's 16 code-length counts flipped: 'Bogus Huffman table definition'."),
        ("sof-size", [(sof + 5, sof + 9, 2)], "invalid_image",
         "SOF0 height 1200 -> 1456 and width 900 -> 932: the entropy data runs out "
         "('premature end of data segment')."),
        ("sof-components", [(sof + 9, sof + 10, 1)], "invalid_image",
         "The SOF0 component count flipped (3 -> 35): 'Bogus marker length'."),
        ("sos", [(sos + 4, sos + 6, 2)], "invalid_image",
         "The SOS component count (3 -> 7) and first selector flipped: 'Bogus marker length'."),
        ("header-random", [(2, 600, 4)], "ticket",
         "One bit flipped in each of 4 seeded random bytes of the first 600; they hit the JFIF "
         "identifier, a quantisation value and two chroma AC Huffman symbols, all harmless to a grey decode."),
    ]
    return [ticket(f"bitflip-{name}.jpg", flip(base, name, ranges), "bit-flipped JPEG header", expect, why)
            for name, ranges, expect, why in specs]


def huge_headers():
    tiny = bytearray(encode(Image.new("L", (8, 8), 255), "JPEG", quality=85))
    sof = segment(bytes(tiny), 0xC0)[0]
    huge = {}
    for side in (65535, 20000):
        tiny[sof + 5:sof + 9] = struct.pack(">HH", side, side)
        huge[side] = bytes(tiny)
    wide = zlib.compress(b"\0" + b"\xff" * 100_000, 9)
    tall = zlib.compress(b"\0\xff" * 100_000, 9)
    return [
        item("sof-65535x65535.jpg", huge[65535], "huge JPEG header", "image_too_large",
             "An 8x8 JPEG whose SOF0 claims 65535x65535 (4.3 GP); libjpeg itself refuses sides over "
             "65500 ('Maximum supported image dimension'), reported as too large."),
        item("sof-20000x20000.jpg", huge[20000], "huge JPEG header", "image_too_large",
             "An 8x8 JPEG whose SOF0 claims 20000x20000 (400 MP), refused before allocation."),
        item("ihdr-65535x65535.png", png(65535, 65535, 8, 0, zlib.compress(b"\0\xff", 9)),
             "huge PNG header", "image_too_large",
             "A 1x1 grey PNG whose IHDR (correct CRC) claims 65535x65535, refused before allocation."),
        item("ihdr-100000x1.png", png(100_000, 1, 8, 0, wide), "very wide PNG", "not_a_ticket",
             "A real 100000x1 white grey PNG, blank. Scaled to 2400x1 (Leptonica alone would refuse a "
             "height under a pixel and leave it 100000 px wide: minutes and GBs of trial rotations)."),
        item("ihdr-1x100000.png", png(1, 100_000, 8, 0, tall), "very tall PNG", "not_a_ticket",
             "A real 1x100000 white grey PNG, blank. Scaled to 1x2400, as the wide one."),
    ]


def png_bomb(side):
    """A white side x side 8-bit grey PNG: 100 MP of pixels from ~120 KB of zlib."""
    row = b"\0" + b"\xff" * side
    packer = zlib.compressobj(9)
    return png(side, side, 8, 0, b"".join(packer.compress(row) for _ in range(side)) + packer.flush())


def progressive_bomb(width, height, subsampling):
    """A near-flat progressive arithmetic-coded JPEG: about 1 KB whatever its size."""
    page = Image.new("RGB", (width, height), (250, 250, 250))
    ImageDraw.Draw(page).rectangle((width // 3, height // 3, width // 3 + 100, height // 3 + 100), fill=(0, 0, 0))
    # Without successive approximation, arithmetic coding makes flat blocks almost free.
    scans = "0 1 2: 0 0 0 0;\n0: 1 5 0 0;\n1: 1 63 0 0;\n2: 1 63 0 0;\n0: 6 63 0 0;\n"
    return jpegtran(encode(page, "JPEG", quality=85, subsampling=subsampling), "-arithmetic", scans=scans)


def bombs():
    return [
        item("bomb-6000x6000.png", png_bomb(6000), "PNG decompression bomb", "not_a_ticket",
             "6000x6000 white 8-bit grey (36 MP, within the 40 MP PNG limit) from 40 KB of zlib: "
             "decoded in full, then scaled: a blank page."),
        item("bomb-10000x10000.png", png_bomb(10_000), "PNG decompression bomb", "image_too_large",
             "10000x10000 white 8-bit grey (100 MP) from 120 KB of zlib: over the 40 MP PNG limit, "
             "refused before allocation."),
        item("bomb-progressive-4000x3000.jpg", progressive_bomb(4000, 3000, 2), "progressive JPEG bomb",
             "not_a_ticket",
             "A 12 MP progressive arithmetic-coded 4:2:0 JPEG, grey with a black square, in 1 KB: "
             "37 MB of coefficient buffers, within the 128 MiB decoder limit."),
        item("bomb-progressive-10000x10000.jpg", progressive_bomb(10_000, 10_000, 2), "progressive JPEG bomb",
             "image_too_large",
             "As above at 100 MP: 300 MB of coefficient buffers exceed the 128 MiB decoder limit "
             "(libjpeg: 'Backing store not supported'): too large, not corrupt."),
        item("bomb-progressive-444-10000x10000.jpg", progressive_bomb(10_000, 10_000, 0),
             "progressive JPEG bomb 4:4:4", "image_too_large",
             "As above in 4:4:4: 600 MB of coefficient buffers, refused the same way."),
    ]


def tiff(orientation=None, count=None, entries=b"", next_ifd=0):
    """A big-endian TIFF header and IFD0 at offset 8, as in an Exif APP1 payload."""
    if orientation is not None:
        entries = struct.pack(">HHIHH", 0x0112, 3, 1, orientation, 0)
    count = len(entries) // 12 if count is None else count
    return b"MM\0*" + struct.pack(">I", 8) + struct.pack(">H", count) + entries + struct.pack(">I", next_ifd)


def exif(payload):
    return app_segment(0xE1, b"Exif\0\0" + payload)


def exif_variants(base):
    out = [ticket(f"exif-orientation-{value}.jpg", after_soi(base, exif(tiff(orientation=value))),
                  "EXIF orientation out of range", "ticket",
                  f"APP1 Exif orientation {value} is outside 1...8, so the photo is taken as upright.")
           for value in (0, 9, 65535)]
    wild = (struct.pack(">HHII", 0x8769, 4, 1, 0xFFFFFFF0)        # Exif IFD far outside
            + struct.pack(">HHII", 0x010F, 2, 4000, 0x7FFFFF00))  # Make: 4000 bytes far outside
    out.append(ticket("exif-ifd-count-65535.jpg", after_soi(base, exif(tiff(count=65535, entries=wild))),
                      "EXIF IFD count 65535", "ticket",
                      "IFD0 claims 65535 entries but holds two, whose offsets point far outside the segment."))
    loop = struct.pack(">HHII", 0x8769, 4, 1, 8)                  # Exif IFD pointer -> IFD0 itself
    out.append(ticket("exif-ifd-loop.jpg", after_soi(base, exif(tiff(entries=loop, next_ifd=8))),
                      "EXIF IFD loop", "ticket",
                      "IFD0's next-IFD offset and Exif-IFD pointer both point back at IFD0."))
    r, segments = rng("app-segments"), []
    for index in range(APP_SEGMENTS):
        head = b"Exif\0\0" if index % 2 == 0 else b"ICC_PROFILE\0" + bytes([index // 2 + 1, 255])
        segments.append(app_segment(0xE1 if index % 2 == 0 else 0xE2,
                                    head + r.randbytes(65533 - len(head))))
    out.append(ticket("exif-many-app-segments.jpg", after_soi(base, *segments), "many APP segments", "ticket",
                      f"{APP_SEGMENTS} maximal (65533-byte) APP1 Exif / APP2 ICC segments of random bytes "
                      "before the image."))
    return out


def png_oddities(grey8):
    text = b"Comment\0\0" + zlib.compress(b"parking " * 131_072, 9)    # 1 MiB of text
    idat = next(o for t, o, n in png_chunks(grey8) if t == b"IDAT")
    idat_length = struct.unpack(">I", grey8[idat:idat + 4])[0]
    crc_at = idat + 8 + idat_length
    bad_crc = grey8[:crc_at] + bytes([grey8[crc_at] ^ 0x01]) + grey8[crc_at + 1:]
    return [
        ticket("ztxt-1mib.png", insert_before_idat(grey8, chunk(b"zTXt", text)), "PNG 1 MiB zTXt", "ticket",
               "ticket-grey8.png with a zTXt chunk inflating to 1 MiB before IDAT; ancillary, ignored."),
        ticket("bad-crc-idat.png", bad_crc, "PNG wrong IDAT CRC", "invalid_image",
               "ticket-grey8.png with one bit of the IDAT CRC flipped; libpng rejects critical chunks."),
    ]


def wrong_formats():
    r = rng("random")
    small = Image.new("RGB", (16, 16), (200, 30, 30))
    pdf = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    html = b"<!DOCTYPE html>\n<html><head><title>Ticket</title></head><body><img src=x></body></html>\n"
    sig = "Unknown signature: refused as invalid_image before any decoder runs."
    return [
        item("text.jpg", b"Date Issued: 05/18/2024\nTime Issued: 7:37 AM\nLocation: LOT 15\n",
             "text named .jpg", "invalid_image", "Plain text of a notice; " + sig),
        item("html.jpg", html, "HTML named .jpg", "invalid_image", "An HTML page; " + sig),
        item("gif.jpg", encode(small, "GIF"), "GIF named .jpg", "invalid_image", "A GIF; " + sig),
        item("pdf-header.jpeg", pdf, "PDF named .jpeg", "invalid_image", "The start of a PDF; " + sig),
        item("bmp.png", encode(small, "BMP"), "BMP named .png", "invalid_image", "A BMP; " + sig),
        item("random.jpg", b"\x00" + r.randbytes(4095), "random bytes", "invalid_image",
             "4 KB of seeded random bytes (after a zero byte, so no signature); " + sig),
        item("jpeg-signature-garbage.jpg", b"\xff\xd8\xff" + r.randbytes(4093), "JPEG signature + garbage",
             "invalid_image", "FF D8 FF then random bytes: sniffed as JPEG, libjpeg finds no valid "
             "marker ('Unsupported marker type')."),
    ]


# ---------------------------------------------------------------- output

README = """# Hostile images

Broken, malicious and odd image files for TicketScan's decoder and scanner: truncated and
bit-flipped JPEGs and PNGs, headers declaring huge images, decompression bombs, hostile EXIF,
odd colour spaces and encodings, and other formats under image names.
`manifest.json` lists each file with what `ticketscan scan FILE --now NOW` should answer
(`expect`: an error code, or `ticket` with the `fields` read), and why. The tests hold the
code to it: `HostileImageDecodingTests` (the decoder, file by file, and the ticket cut at 120
offsets) and `HostileBatchTests` (`ticketscan batch` over the folder: every outcome, a quiet
stderr, peak memory under 300 MB).

To keep the folder under 3 MB, the ticket files derive from samples/{source} scaled to a
{long_side} px long side at JPEG quality {quality}, and the lossless ones from a 4-level grey copy.

Regenerate (needs Pillow and jpegtran from libjpeg-turbo-progs) and check against a build:

    python3 scripts/hostile-images/make_hostile_images.py --out Tests/HostileImages
    python3 scripts/hostile-images/check.py Tests/HostileImages

Licence: generated material, dedicated to the public domain (CC0 1.0). The ticket files are
derived from samples/{source}, itself generated and CC0.
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="output folder, e.g. Tests/HostileImages")
    out = parser.parse_args().out

    image = base_image()
    base = encode(image, "JPEG", quality=QUALITY)
    pngs = png_variants(png_base(image))
    grey8 = pngs[0]["data"]
    entries = (tiny_files() + jpeg_variants(image, base) + pngs + truncated_jpegs(base)
               + truncated_pngs(grey8) + bit_flips(base) + huge_headers() + bombs()
               + exif_variants(base) + png_oddities(grey8) + wrong_formats())

    os.makedirs(out, exist_ok=True)
    for entry in entries:
        with open(os.path.join(out, entry["file"]), "wb") as f:
            f.write(entry.pop("data"))
    entries.sort(key=lambda e: e["file"])
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(entries, f, indent=1)
        f.write("\n")
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write(README.format(source=SOURCE, long_side=LONG_SIDE, quality=QUALITY))
    total = sum(os.path.getsize(os.path.join(out, n)) for n in os.listdir(out))
    print(f"{len(entries)} files, {total / 1e6:.2f} MB in {out}")


if __name__ == "__main__":
    main()
