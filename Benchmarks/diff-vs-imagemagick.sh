#!/usr/bin/env bash
# nhs-snap diff against ImageMagick's `compare -metric AE`, side by side on one machine, in one run,
# on 3840x2160 pairs nhs-snap did not make: wallpapers from Debian's plasma-workspace-wallpapers
# (as shipped, encoded by their authors' tools), each against a copy that ImageMagick edited (a
# region made brighter, a card with a label drawn over it).
#
# For each pair it times, with hyperfine, the whole command (process start and PNG decoding
# included) in three cases:
#   diff image  nhs-snap diff A B -o D.png       vs  compare -metric AE A B D.png
#   count only  nhs-snap diff A B                vs  compare -metric AE A B null:
#   unchanged   nhs-snap diff A A-copy           vs  compare -metric AE A A-copy null:
# and prints wall-clock means and CPU time (user + system), which is steadier on a shared machine.
#
# Usage: Benchmarks/diff-vs-imagemagick.sh [RUNS]      (RUNS defaults to 5)
# Needs: swift, ImageMagick (convert, compare), hyperfine, apt-get (to download the wallpapers).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
root="$PWD"

swift build -c release --product nhs-snap >/dev/null
nhs_snap="$(swift build -c release --show-bin-path)/nhs-snap"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download plasma-workspace-wallpapers >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get download plasma-workspace-wallpapers >/dev/null; }
dpkg -x plasma-workspace-wallpapers_*.deb deb
for wallpaper in Patak/contents/images_dark Canopee/contents/images Cascade/contents/images; do
    name="$(echo "${wallpaper%%/*}" | tr 'A-Z' 'a-z')"
    cp "deb/usr/share/wallpapers/$wallpaper/3840x2160.png" "$name-a.png"
    cp "$name-a.png" "$name-a-copy.png"
    convert "$name-a.png" -region 900x500+1400+800 -modulate 112,100,100 +region \
        -fill '#ffffff' -stroke '#005eb8' -strokewidth 6 -draw "roundrectangle 300,1500 1500,1800 40,40" \
        -font "$root/Fonts/LiberationSans-Bold.ttf" -pointsize 96 -fill '#005eb8' -stroke none \
        -annotate +380+1690 'Book now' -alpha off +repage "$name-b.png"
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| pair | case | nhs-snap wall ms | ImageMagick wall ms | wall ratio | nhs-snap CPU ms | ImageMagick CPU ms | CPU ratio |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for name in patak canopee cascade; do
    cases=(
        "diff image|$nhs_snap diff $name-a.png $name-b.png -o ours.png|compare -metric AE $name-a.png $name-b.png theirs.png"
        "count only|$nhs_snap diff $name-a.png $name-b.png|compare -metric AE $name-a.png $name-b.png null:"
        "unchanged|$nhs_snap diff $name-a.png $name-a-copy.png|compare -metric AE $name-a.png $name-a-copy.png null:"
    )
    for case in "${cases[@]}"; do
        IFS='|' read -r label ours theirs <<<"$case"
        # Exit status 1 means "the images differ": --ignore-failure.
        hyperfine -N --warmup 1 --runs "$runs" --ignore-failure --export-json times.json \
            --command-name ours "$ours" --command-name theirs "$theirs" >/dev/null 2>&1
        python3 - "$name" "$label" <<'PY'
import json, sys
ours, theirs = json.load(open("times.json"))["results"]
wall = [ours["mean"] * 1000, theirs["mean"] * 1000]
cpu = [(r["user"] + r["system"]) * 1000 for r in (ours, theirs)]
print(f"| {sys.argv[1]} | {sys.argv[2]} | {wall[0]:.0f} | {wall[1]:.0f} | {wall[1] / wall[0]:.1f}x | {cpu[0]:.0f} | {cpu[1]:.0f} | {cpu[1] / cpu[0]:.1f}x |")
PY
    done
    echo "counts: nhs-snap $("$nhs_snap" diff "$name-a.png" "$name-b.png" | head -1); ImageMagick AE $(compare -metric AE "$name-a.png" "$name-b.png" null: 2>&1)" >&2
done
