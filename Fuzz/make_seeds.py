#!/usr/bin/env python3
"""Write the small image seeds of the fuzz targets: Fuzz/Corpus/jpeg and Fuzz/Corpus/png.

    python3 Fuzz/make_seeds.py

Tiny images (64x48) in every encoding the decoder meets, so that each fuzz execution is fast
and mutations start from every code path: baseline, progressive, arithmetic-coded, grey, CMYK,
4:4:4 and restart-interval JPEGs, one with an EXIF orientation; 8- and 16-bit grey, palette,
RGBA and interlaced PNGs. Deterministic. Needs Pillow and `jpegtran` (libjpeg-turbo-progs).
The parser's seeds (Fuzz/Corpus/parser) are OCR readings of samples, written by hand.
"""
import io
import os
import subprocess
import zlib
import struct

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))


def picture(mode="RGB"):
    image = Image.new("RGB", (64, 48), (240, 236, 228))
    draw = ImageDraw.Draw(image)
    draw.text((4, 4), "Date:", fill=(20, 20, 20))
    draw.text((4, 20), "10:44", fill=(20, 20, 90))
    return image.convert(mode)


def encode(image, fmt, **options):
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def jpegtran(data, *args):
    return subprocess.run(["jpegtran", *args], input=data, capture_output=True, check=True).stdout


def exif_orientation(data, value):
    tiff = b"MM\0\x2a\0\0\0\x08" + struct.pack(">HHHIHH", 1, 0x0112, 3, 1, value, 0) + b"\0\0\0\0"
    payload = b"Exif\0\0" + tiff
    return data[:2] + b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload + data[2:]


def png_chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def interlaced_png(grey):
    rows = bytearray()
    for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                           (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
        for y in range(y0, grey.height, dy):
            rows += b"\0" + bytes(grey.getpixel((x, y)) for x in range(x0, grey.width, dx))
    header = struct.pack(">IIBBBBB", grey.width, grey.height, 8, 0, 0, 0, 1)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + png_chunk(b"IEND", b""))


def main():
    base = encode(picture(), "JPEG", quality=80)
    jpegs = {
        "baseline.jpg": base,
        "progressive.jpg": jpegtran(base, "-progressive"),
        "arithmetic.jpg": jpegtran(base, "-arithmetic"),
        "restart.jpg": jpegtran(base, "-restart", "1"),
        "grey.jpg": encode(picture("L"), "JPEG", quality=80),
        "cmyk.jpg": encode(picture("CMYK"), "JPEG", quality=80),
        "444.jpg": encode(picture(), "JPEG", quality=80, subsampling=0),
        "exif-orientation-6.jpg": exif_orientation(base, 6),
    }
    grey = picture("L")
    pngs = {
        "grey8.png": encode(grey, "PNG"),
        "grey16.png": encode(grey.convert("I;16"), "PNG"),
        "palette.png": encode(picture().convert("P"), "PNG"),
        "rgba.png": encode(picture("RGBA"), "PNG"),
        "interlaced.png": interlaced_png(grey),
    }
    for folder, files in (("jpeg", jpegs), ("png", pngs)):
        os.makedirs(os.path.join(HERE, "Corpus", folder), exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(HERE, "Corpus", folder, name), "wb") as out:
                out.write(data)


if __name__ == "__main__":
    main()
