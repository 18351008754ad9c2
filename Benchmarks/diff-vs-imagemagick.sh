#!/usr/bin/env bash
# nhs-snap diff against ImageMagick's `compare -metric AE`, side by side on one machine, in one run.
#
# Builds nhs-snap in release once, draws a pair of 2000x3000 UI-like PNGs with Pillow (the same
# pixels every run: fixed shapes and text from the bundled Liberation Sans, no randomness) that
# differ in one small region, then times both tools on them, PNG decoding included, with hyperfine
# (or a plain timing loop without it) and prints how many times faster nhs-snap is.
#
# Usage: Benchmarks/diff-vs-imagemagick.sh [RUNS]      (RUNS defaults to 10)
# Needs: swift, python3 with Pillow, ImageMagick's `compare`; hyperfine optional.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"

swift build -c release --product nhs-snap >/dev/null
nhs_snap="$(swift build -c release --show-bin-path)/nhs-snap"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
from PIL import Image, ImageDraw, ImageFont

work = sys.argv[1]
W, H = 2000, 3000
font = ImageFont.truetype("Fonts/LiberationSans-Regular.ttf", 40)
bold = ImageFont.truetype("Fonts/LiberationSans-Bold.ttf", 56)

def screen(changed):
    image = Image.new("RGBA", (W, H), (240, 244, 245, 255))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, W, 180), fill=(0, 94, 184, 255))
    draw.text((60, 60), "NHS App - Appointments", font=bold, fill=(255, 255, 255, 255))
    for i in range(12):
        top = 240 + i * 230
        draw.rounded_rectangle((60, top, W - 60, top + 200), radius=24, fill=(255, 255, 255, 255),
                               outline=(216, 221, 224, 255), width=3)
        draw.text((100, top + 40), f"Card {i + 1}: GP surgery, routine review", font=font, fill=(33, 43, 50, 255))
        draw.text((100, top + 110), "Tuesday 14 March, 10:30 with Dr Patel", font=font, fill=(76, 100, 115, 255))
        button = (0, 125, 50, 255) if not (changed and i == 5) else (218, 41, 28, 255)
        draw.rounded_rectangle((W - 460, top + 60, W - 100, top + 140), radius=12, fill=button)
        label = "Confirm" if not (changed and i == 5) else "Cancel"
        draw.text((W - 420, top + 78), label, font=font, fill=(255, 255, 255, 255))
    return image

screen(False).save(f"{work}/a.png")
screen(True).save(f"{work}/b.png")
PY

cd "$work"
cp a.png a-copy.png  # a snapshot that still matches its golden: the same bytes
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
echo "images:  2000x3000, $(stat -c %s a.png) and $(stat -c %s b.png) bytes"
echo "nhs-snap diff a b:  $("$nhs_snap" diff a.png b.png | tr '\n' ' ')"
echo "ImageMagick AE a b: $(compare -metric AE a.png b.png null: 2>&1) pixels differ (any change at all)"
echo

# name|our command|ImageMagick's command, for each pair compared
pairs=(
    "changed (a.png b.png)|$nhs_snap diff a.png b.png|compare -metric AE a.png b.png null:"
    "unchanged (a.png a-copy.png)|$nhs_snap diff a.png a-copy.png|compare -metric AE a.png a-copy.png null:"
)
for pair in "${pairs[@]}"; do
    IFS='|' read -r name ours theirs <<<"$pair"
    echo "== $name"
    if command -v hyperfine >/dev/null; then
        # Exit status 1 means "the images differ": --ignore-failure.
        hyperfine --warmup 2 --runs "$runs" --ignore-failure --export-json times.json \
            --command-name "nhs-snap diff" "$ours" --command-name "ImageMagick compare" "$theirs" >/dev/null 2>&1
        read -r t_ours t_theirs c_ours c_theirs < <(python3 -c 'import json; r = json.load(open("times.json"))["results"]
print(*[x["mean"] for x in r], *[x["user"] + x["system"] for x in r])')
        # CPU time (user + system) is steadier than wall time on a machine shared with other work.
        awk -v a="$c_ours" -v b="$c_theirs" 'BEGIN {
            printf "CPU time: nhs-snap %.1f ms, ImageMagick %.1f ms (%.1fx less)\n", a * 1000, b * 1000, b / a }'
    else
        mean() { # mean wall time in seconds of $runs runs of a command line
            local start end
            start=$(date +%s.%N)
            for _ in $(seq "$runs"); do $1 >/dev/null 2>&1 || true; done
            end=$(date +%s.%N)
            echo "($end - $start) / $runs" | bc -l
        }
        t_ours=$(mean "$ours")
        t_theirs=$(mean "$theirs")
    fi
    awk -v a="$t_ours" -v b="$t_theirs" -v n="$runs" 'BEGIN {
        printf "nhs-snap diff:       %6.1f ms\nImageMagick compare: %6.1f ms\nnhs-snap is %.1fx faster (mean of %d runs each)\n\n", a * 1000, b * 1000, b / a, n }'
done
