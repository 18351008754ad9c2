#!/usr/bin/env python3
"""Draws the example's images into its asset catalogue (no downloaded art): the bitmap Badge at 1x, 2x and
3x (a 24-point NHS-blue rounded square with a white tick, each scale drawn at its own pixel size, supersampled),
the vector Calendar as SVG, the vector template Symptoms as PDF (a 24-point ring and cross, as a design tool
exports one: FlateDecode content, a stroke and fills), and the photo Surgery as a JPEG at 2x (make-photo.c,
built with the C compiler and libjpeg). Run again after changing a shape; the files are committed."""
import math, os, struct, subprocess, tempfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "Sources/ResourcesApp/Resources/Assets.xcassets")


def write_png(path, width, height, pixels):
    """pixels: rows of (r, g, b, a) tuples; writes an 8-bit RGBA PNG."""
    raw = b"".join(b"\x00" + b"".join(bytes(p) for p in row) for row in pixels)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def distance_to_segment(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def badge_colour(x, y):
    """The badge at a point in points (0-24): white tick over a blue rounded square, or clear."""
    radius = 6.0
    cx, cy = min(max(x, radius), 24 - radius), min(max(y, radius), 24 - radius)
    if math.hypot(x - cx, y - cy) > radius:
        return (0, 0, 0, 0)
    tick = min(distance_to_segment(x, y, 6, 12.5, 10, 16.5), distance_to_segment(x, y, 10, 16.5, 18, 7.5))
    return (255, 255, 255, 255) if tick <= 1.5 else (0, 94, 184, 255)


def draw_badge(scale):
    size, samples = 24 * scale, 4
    rows = []
    for py in range(size):
        row = []
        for px in range(size):
            total = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    c = badge_colour((px + (sx + 0.5) / samples) / scale, (py + (sy + 0.5) / samples) / scale)
                    for i in range(3):
                        total[i] += c[i] * c[3]
                    total[3] += c[3]
            n = samples * samples
            alpha = total[3] / n
            colour = [round(total[i] / total[3]) if total[3] else 0 for i in range(3)]
            row.append((*colour, round(alpha)))
        rows.append(row)
    return size, rows


def main():
    badge = os.path.join(ASSETS, "Badge.imageset")
    for scale in (1, 2, 3):
        size, rows = draw_badge(scale)
        write_png(os.path.join(badge, f"badge@{scale}x.png"), size, size, rows)
    calendar = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
  <rect x="4" y="8" width="40" height="36" rx="6" fill="#005eb8"/>
  <rect x="8" y="18" width="32" height="22" rx="2" fill="#ffffff"/>
  <rect x="12" y="3" width="5" height="10" rx="2.5" fill="#003087"/>
  <rect x="31" y="3" width="5" height="10" rx="2.5" fill="#003087"/>
  <circle cx="16" cy="25" r="2.5" fill="#005eb8"/>
  <circle cx="24" cy="25" r="2.5" fill="#005eb8"/>
  <circle cx="32" cy="25" r="2.5" fill="#005eb8"/>
  <circle cx="16" cy="33" r="2.5" fill="#005eb8"/>
  <circle cx="24" cy="33" r="2.5" fill="#009639"/>
  <path d="M28 33.2 L29.5 31.7 L31.5 33.7 L35.5 29.2 L37 30.6 L31.5 36.7 Z" fill="#009639"/>
</svg>
"""
    with open(os.path.join(ASSETS, "Calendar.imageset", "calendar.svg"), "w") as f:
        f.write(calendar)
    write_pdf(os.path.join(ASSETS, "Symptoms.imageset", "symptoms.pdf"), 24, 24, SYMPTOMS)
    write_photo(os.path.join(ASSETS, "Surgery.imageset", "surgery@2x.jpg"))


def write_pdf(path, width, height, content):
    """A one-page PDF of `width` x `height` points whose content stream (FlateDecode) is `content`."""
    data = zlib.compress(content.encode(), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] /Contents 4 0 R /Resources << >> >>".encode(),
        f"<< /Length {len(data)} /Filter /FlateDecode >>\nstream\n".encode() + data + b"\nendstream",
    ]
    pdf = bytearray(b"%PDF-1.3\n%\xc4\xe5\xf2\xe5\xeb\xa7\xf3\xa0\xd0\xc4\xc6\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    pdf += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    pdf += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as f:
        f.write(pdf)


# Symptoms: a ring of radius 10 (stroked 2 points wide, four cubic curves) around a cross of two bars.
K = 0.5522847498 * 10
SYMPTOMS = f"""0 g 2 w
12 22 m {12 + K:.4f} 22 22 {12 + K:.4f} 22 12 c 22 {12 - K:.4f} {12 + K:.4f} 2 12 2 c
{12 - K:.4f} 2 2 {12 - K:.4f} 2 12 c 2 {12 + K:.4f} {12 - K:.4f} 22 12 22 c h S
10.5 6.5 3 11 re f 6.5 10.5 11 3 re f
"""


def write_photo(path):
    """Builds make-photo.c with libjpeg and runs it."""
    with tempfile.TemporaryDirectory() as folder:
        program = os.path.join(folder, "make-photo")
        subprocess.run(["cc", "-O1", "-o", program, os.path.join(HERE, "make-photo.c"), "-ljpeg", "-lm"], check=True)
        subprocess.run([program, path], check=True)


if __name__ == "__main__":
    main()
