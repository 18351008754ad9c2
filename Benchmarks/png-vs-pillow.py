#!/usr/bin/env python3
"""PNG encoding: nhs-snap (libpng through nhs-snap-bench) against Pillow, side by side.

For each input image this runs, in alternating rounds so that both see the same machine load,
`nhs-snap-bench png-encode` (release build) and Pillow's `Image.save(buffer, "PNG")` at its
defaults (compress_level 6, adaptive filtering), and prints the median time per encode, the file
sizes and the ratios ours / Pillow. Both encode the same pixels in the same colour type: an opaque
image is handed to Pillow as RGB, which is what nhs-snap writes for it.

Inputs: a deterministic UI-like 1206x2622 picture (a 3x phone screenshot: flat colours,
anti-aliased rounded cards and circles, text in Liberation Sans), generated here, plus any PNGs
given on the command line (e.g. /work/shared/reference/screenshots/HomeMenu.png).

    swift build -c release --product nhs-snap-bench
    python3 Benchmarks/png-vs-pillow.py [--rounds 3] [--repeat 3] [--sweep] [extra.png ...]

--sweep also times a grid of nhs-snap settings (level x strategy x filters), for tuning the
defaults in PNGWriteOptions.
"""
import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, ".build", "release", "nhs-snap-bench")
FONT = os.path.join(ROOT, "Fonts", "LiberationSans-Regular.ttf")
BOLD = os.path.join(ROOT, "Fonts", "LiberationSans-Bold.ttf")


def ui_like_image(width=1206, height=2622):
    """A phone-screenshot-like picture, the same on every run (no randomness)."""
    scale = 3  # shapes are drawn at 3x and shrunk, which anti-aliases their edges
    shapes = Image.new("RGB", (width * scale, height * scale), "#f0f4f5")
    draw = ImageDraw.Draw(shapes)
    draw.rectangle([0, 0, width * scale, 300 * scale], fill="#005eb8")
    y = 340
    for card in range(9):
        top, bottom = y * scale, (y + 220) * scale
        draw.rounded_rectangle([48 * scale, top, (width - 48) * scale, bottom], radius=36 * scale,
                               fill="#ffffff", outline="#d8dde0", width=3 * scale)
        cx, cy, r = 140 * scale, (y + 110) * scale, 44 * scale
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=["#007f3b", "#d5281b", "#ffb81c"][card % 3])
        draw.line([(width - 120) * scale, (y + 80) * scale, (width - 90) * scale, (y + 110) * scale,
                   (width - 120) * scale, (y + 140) * scale], fill="#005eb8", width=8 * scale, joint="curve")
        y += 250
    image = shapes.resize((width, height), Image.LANCZOS)

    draw = ImageDraw.Draw(image)
    title, body = ImageFont.truetype(BOLD, 64), ImageFont.truetype(FONT, 40)
    draw.text((60, 180), "Your health services", font=title, fill="#ffffff")
    y = 340
    for card in range(9):
        draw.text((220, y + 50), f"Service number {card + 1}", font=ImageFont.truetype(BOLD, 46), fill="#212b32")
        draw.text((220, y + 120), "Check details, book and manage appointments", font=body, fill="#4c6272")
        y += 250
    return image


def pillow_encode_ms(image, repeat):
    """Times of `repeat` Pillow encodes at defaults, in milliseconds, and the encoded size."""
    times, size = [], 0
    for _ in range(repeat):
        buffer = io.BytesIO()
        start = time.perf_counter()
        image.save(buffer, "PNG")
        times.append((time.perf_counter() - start) * 1e3)
        size = buffer.tell()
    return times, size


def ours_encode_ms(path, out, repeat, extra=()):
    """Times of `repeat` nhs-snap encodes, in milliseconds, and the encoded size."""
    result = subprocess.run([BENCH, "png-encode", path, out, "--repeat", str(repeat), *extra],
                            check=True, capture_output=True, text=True)
    report = json.loads(result.stdout)
    return report["encode_ms"], report["bytes"]


def compare(path, rounds, repeat, workdir):
    image = Image.open(path)
    image.load()
    rgba = image.convert("RGBA")
    opaque = rgba.getextrema()[3][0] == 255
    image = rgba.convert("RGB") if opaque else rgba
    out = os.path.join(workdir, "ours.png")
    ours, theirs = [], []
    for _ in range(rounds):
        times, ours_size = ours_encode_ms(path, out, repeat)
        ours += times
        times, pillow_size = pillow_encode_ms(image, repeat)
        theirs += times
    with Image.open(out) as check:  # our file must hold the same pixels
        assert check.convert("RGBA").tobytes() == rgba.tobytes(), f"{path}: nhs-snap output differs"
    return {
        "image": os.path.basename(path), "size": f"{image.width}x{image.height}", "mode": image.mode,
        "ours_ms": statistics.median(ours), "pillow_ms": statistics.median(theirs),
        "ours_bytes": ours_size, "pillow_bytes": pillow_size,
    }


def sweep(path, repeat, workdir):
    out = os.path.join(workdir, "sweep.png")
    print(f"\nsweep on {os.path.basename(path)} (median of {repeat}):")
    print(f"{'level':>5} {'strategy':>9} {'filters':>24} {'ms':>8} {'bytes':>9}")
    settings = [(6, strategy, filters) for strategy in ("default", "filtered")
                for filters in ("all", "up", "sub,up", "up,paeth", "none,up", "sub,up,paeth")]
    settings += [(level, "default", "sub,up") for level in (3, 4, 5, 7, 9)]
    for level, strategy, filters in settings:
        times, size = ours_encode_ms(path, out, repeat,
                                     ["--level", str(level), "--strategy", strategy, "--filters", filters])
        print(f"{level:>5} {strategy:>9} {filters:>24} {statistics.median(times):8.1f} {size:>9}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("images", nargs="*", help="extra PNG files to compare on")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--repeat", type=int, default=3, help="encodes per round and side (default 3)")
    parser.add_argument("--sweep", action="store_true", help="also time a grid of nhs-snap settings")
    args = parser.parse_args()
    if not os.path.exists(BENCH):
        sys.exit(f"{BENCH} not found: run `swift build -c release --product nhs-snap-bench` first")

    with tempfile.TemporaryDirectory() as workdir:
        generated = os.path.join(workdir, "ui-like-1206x2622.png")
        ui_like_image().save(generated, compress_level=1)
        inputs = [generated, *args.images]
        print(f"{'image':<24} {'size':>10} {'mode':>4} {'ours ms':>8} {'Pillow ms':>9} {'time ratio':>10} "
              f"{'ours bytes':>10} {'Pillow bytes':>12} {'size ratio':>10}")
        for path in inputs:
            r = compare(path, args.rounds, args.repeat, workdir)
            print(f"{r['image']:<24} {r['size']:>10} {r['mode']:>4} {r['ours_ms']:8.1f} {r['pillow_ms']:9.1f} "
                  f"{r['ours_ms'] / r['pillow_ms']:10.3f} {r['ours_bytes']:>10} {r['pillow_bytes']:>12} "
                  f"{r['ours_bytes'] / r['pillow_bytes']:10.3f}")
        if args.sweep:
            for path in inputs:
                sweep(path, args.repeat, workdir)


if __name__ == "__main__":
    main()
