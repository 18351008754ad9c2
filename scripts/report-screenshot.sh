#!/usr/bin/env bash
# Renders the HTML report of a failing verify in headless Chromium, so a person can look at it as a
# browser shows it. Makes a scratch copy of the goldens with one scene's goldens swapped for
# another's, runs verify against it, and screenshots .nhs-snap-style output to a PNG.
#
# usage: scripts/report-screenshot.sh [OUT.png]     (default: report.png in the current folder)
# needs: Debian's chromium
set -euo pipefail
out=$(realpath -m "${1:-report.png}")
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "error: chromium not found (Debian: apt-get install chromium)" >&2
  exit 2
fi
swift build -c release --product nhs-snap >/dev/null
bin=$PWD/.build/release/nhs-snap

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Goldens "$work/Goldens"
# banner/solid's goldens replaced by banner/outlined's: a failure with an obvious diff.
for golden in "$work"/Goldens/banner/solid/*.png; do
  cp "$work/Goldens/banner/outlined/$(basename "$golden")" "$golden"
done
"$bin" verify --goldens "$work/Goldens" --out "$work/report" --filter 'banner/*' --device iphone-se >/dev/null || true
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1200 \
  --screenshot="$out" "file://$work/report/index.html" 2>/dev/null
echo "$out"
