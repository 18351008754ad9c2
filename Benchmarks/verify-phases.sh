#!/usr/bin/env bash
# The main job's cost: the whole default `nhs-snap verify` (every catalogue scene over the default
# matrix) in a release build, timed wall-clock and split per snapshot into render (layout +
# raster), PNG encode, golden decode and compare; and the size of the goldens it needs.
#
# usage: Benchmarks/verify-phases.sh [--jobs N]     (default: every core)
#
# Steps, in a scratch folder (the repository's Goldens/ is never touched):
#   1. record --mode all: render + encode every golden (the encode figure comes from here);
#   2. verify, all matching: render + decode + compare, no encode (a match needs none);
#   3. verify with every golden of one scene replaced by another scene's: the failure path
#      (pixelmatch with a diff image, three artefact PNGs a snapshot).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
if [ "${1:-}" = "--jobs" ]; then jobs=$2; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! swift build -c release --product nhs-snap >"$work/build.log" 2>&1; then
  grep -m5 -E 'error|Error' "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
  echo "verify-phases.sh: the release build failed" >&2
  exit 1
fi
bin=$PWD/.build/release/nhs-snap

seconds() { local start=$1 end; end=$(date +%s.%N); echo "$end - $start" | bc; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); jobs $jobs"
echo "scenes: $($bin list | grep -c . || true)"

start=$(date +%s.%N)
CI= $bin record --goldens "$work/Goldens" --mode all --jobs "$jobs" --timings >"$work/record.out" 2>"$work/record.timings"
tail -1 "$work/record.out"
echo "record:  $(seconds "$start") s wall; $(cat "$work/record.timings")"

count=$(find "$work/Goldens" -name '*.png' | wc -l)
bytes=$(find "$work/Goldens" -name '*.png' -printf '%s\n' | awk '{s += $1} END {print s + 0}')
echo "goldens: $count files, $(echo "scale=2; $bytes / 1000000" | bc) MB ($bytes bytes), $(( count > 0 ? bytes / count : 0 )) bytes each on average"

start=$(date +%s.%N)
status=0
$bin verify --goldens "$work/Goldens" --out "$work/out" --jobs "$jobs" --timings >"$work/verify.out" 2>"$work/verify.timings" || status=$?
head -1 "$work/verify.out"
echo "verify:  $(seconds "$start") s wall (exit $status); $(cat "$work/verify.timings")"

first=$($bin list | head -1)
second=$($bin list | sed -n 2p)
if [ -n "$first" ] && [ -n "$second" ]; then
  for golden in "$work/Goldens/$first"/*.png; do
    other="$work/Goldens/$second/$(basename "$golden")"
    if [ -f "$other" ]; then cp "$other" "$golden"; fi
  done
  start=$(date +%s.%N)
  $bin verify --goldens "$work/Goldens" --out "$work/out" --jobs "$jobs" --timings >"$work/fail.out" 2>"$work/fail.timings" || true
  head -1 "$work/fail.out"
  echo "verify with $first failing: $(seconds "$start") s wall; $(cat "$work/fail.timings")"
fi
