#!/usr/bin/env python3
"""Reference counts for Tests/RasterTests/DiffTests.swift, from the PyPI `pixelmatch` package
(a faithful port of mapbox/pixelmatch v5). Run once, by hand:

    python3 Tests/RasterTests/Fixtures/pixelmatch_reference.py

Each pattern is a pure formula of (x, y) written identically in DiffTests.swift (integer maths only,
no random generator). For every case it prints the differing pixels pixelmatch counts, the
anti-aliased pixels it ignores (the yellow pixels of its diff image) and an FNV-1a 32-bit hash of
its diff image bytes. Not used by `swift test`.
"""
from pixelmatch import pixelmatch


def image(width, height, pixel):
    data = bytearray()
    for y in range(height):
        for x in range(width):
            data += bytes(pixel(x, y))
    return data


# A vertical edge: black left of column 10, white right of it, column 10 a partly covered grey.
def edge(grey):
    return lambda x, y: (0, 0, 0, 255) if x < 10 else (grey, grey, grey, 255) if x == 10 else (255, 255, 255, 255)


# An NHS-blue disc on white, anti-aliased with 4x4 samples a pixel; centre and radius in 1/8 px.
def disc(cx8, cy8, r8):
    def pixel(x, y):
        count = 0
        for j in range(4):
            for i in range(4):
                dx = 8 * x + 2 * i + 1 - cx8
                dy = 8 * y + 2 * j + 1 - cy8
                if dx * dx + dy * dy <= r8 * r8:
                    count += 1
        return tuple(255 - (255 - c) * count // 16 for c in (0, 94, 184)) + (255,)
    return pixel


# A black square with a one-pixel grey outline (as a rasteriser draws its edges) on white.
def outlined(grey):
    def pixel(x, y):
        if 10 <= x < 20 and 8 <= y < 18:
            return (0, 0, 0, 255)
        if 9 <= x <= 20 and 7 <= y <= 18:
            return (grey, grey, grey, 255)
        return (255, 255, 255, 255)
    return pixel


# A filled rectangle on white.
def rect(colour):
    return lambda x, y: colour + (255,) if 8 <= x < 28 and 6 <= y < 22 else (255, 255, 255, 255)


# A smooth gradient, optionally with integer-hash noise inside a region.
def gradient(noisy):
    def pixel(x, y):
        if noisy and 10 <= x < 26 and 8 <= y < 20:
            return ((x * 37 + y * 91 + x * y * 13) % 256, (x * 59 + y * 17 + x * y * 7) % 256,
                    (x * 11 + y * 67 + x * y * 29) % 256, 255)
        return (x * 6, y * 6, 128, 255)
    return pixel


# Alpha: rows 0-3 fully transparent in both with different colours (invisible, so equal);
# below, the same red with alpha ramps 40 apart (wrapping at 256).
def alpha(shift):
    def pixel(x, y):
        if y < 4:
            return (x * 8, 255, 0, 0) if shift else (0, 0, 0, 0)
        return (200, 50, 50, (x * 8 + shift) % 256)
    return pixel


def fnv1a(data):
    h = 0x811C9DC5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return h


CASES = [
    # name, width, height, expected pattern, actual pattern
    ("edge", 32, 24, edge(128), edge(64)),
    ("disc", 40, 34, disc(20 * 8 + 3, 16 * 8 + 5, 10 * 8 + 4), disc(21 * 8 + 3, 16 * 8 + 5, 10 * 8 + 4)),
    ("outlined", 30, 26, outlined(128), outlined(80)),
    ("rectBelow", 36, 28, rect((100, 150, 200)), rect((146, 150, 200))),
    ("rectAbove", 36, 28, rect((100, 150, 200)), rect((147, 150, 200))),
    ("noise", 40, 30, gradient(False), gradient(True)),
    ("alpha", 32, 12, alpha(0), alpha(40)),
]

for name, width, height, expected, actual in CASES:
    img1 = image(width, height, expected)
    img2 = image(width, height, actual)
    for threshold in (0.1, 0.3):
        for include_aa in (False, True):
            out = bytearray(width * height * 4)
            count = pixelmatch(img1, img2, width, height, out, threshold=threshold, includeAA=include_aa)
            yellow = sum(1 for i in range(0, len(out), 4) if tuple(out[i:i + 3]) == (255, 255, 0))
            print(f"{name} threshold={threshold} includeAA={include_aa}: "
                  f"differing={count} antialiased={yellow} hash=0x{fnv1a(out):08X}")
