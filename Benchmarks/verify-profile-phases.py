#!/usr/bin/env python3
"""Where verify's processor time goes, phase by phase, from a `perf record -g` profile.

usage: Benchmarks/verify-profile-phases.py PERF_DATA [--snapshots N]

Record the profile with, for example,
    perf record -F 2000 -g -o verify.data .build/release/nhs-snap verify --jobs 1
Each sample (cpu-clock, so its period is processor time) is counted in the phase of the outermost frame of its stack that names one (building
the views, layout, drawing, the canvas's first fill, reading and decoding the golden, comparing,
...), or, where a library without frame pointers cut the stack short, of its innermost frame;
samples in none are "other" (process start, allocation, the runtime). Prints each phase's share and
its milliseconds of processor time per snapshot.
"""
import argparse
import collections
import re
import subprocess
import sys

# Outermost match wins; the order only matters for a frame that matches two patterns.
PHASES = [
    ("catalogue build", r"Context.*catalogue|SceneCatalogueV.*(init|check)"),
    ("selection (matrix, filter, sort)", r"SceneCatalogueV9snapshots|SelectionV9snapshots"),
    ("goldens walk (orphans, strays)", r"SafeFolderV8contents|SelectionV7orphans|StaleTemporary"),
    ("build views", r"SnapUI8makeNode"),
    ("layout", r"SnapUI4NodeC12sizeThatFits|SnapUI4NodeC5place"),
    ("canvas (first fill)", r"Raster6CanvasV5width6height10background"),
    ("draw", r"SnapUI4NodeC4draw|SnapUI14NavigationNodeC4draw"),
    ("golden read + decode", r"ComparerV10readGolden|Raster3PNGO6decode|Raster3PNGO8readFile"),
    ("compare", r"SnapshotComparisonV.*actual|ComparerV7compare.*memcmp|__memcmp"),
    ("report writing", r"VerifyO6finish|ReportFolderV5write|JUnitReport"),
    ("fonts", r"FontSetV6folder|SceneFontsC4load"),
]
# Code built without frame pointers breaks the stack after its own frame: such a sample is placed by
# its innermost frame (its function, or the library it is in) when no frame names a phase.
LEAVES = [
    ("golden read + decode", r"libdeflate|pngshim_"),
    ("draw", r"Raster6CanvasV|Raster13ScanConverter|Raster10CellWriter|Raster7Stroker|Raster10GlyphCache"),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data")
    parser.add_argument("--snapshots", type=int, default=1574)
    args = parser.parse_args()
    script = subprocess.run(["perf", "script", "-i", args.data, "-F", "period,ip,sym,dso"],
                            capture_output=True, text=True, check=True).stdout
    patterns = [(name, re.compile(pattern)) for name, pattern in PHASES]
    leaves = [(name, re.compile(pattern)) for name, pattern in LEAVES]
    nanoseconds: collections.Counter[str] = collections.Counter()
    for sample in script.split("\n\n"):
        lines = sample.strip().splitlines()
        if not lines:
            continue
        period = int(lines[0].split()[0])  # cpu-clock samples: nanoseconds of processor time
        frames = [line.strip().split(None, 1)[1] if len(line.split()) > 1 else "" for line in lines[1:]]
        phase = "other"
        for frame in reversed(frames):  # root first
            hit = next((name for name, pattern in patterns if pattern.search(frame)), None)
            if hit:
                phase = hit
                break
        if phase == "other" and frames:
            phase = next((name for name, pattern in leaves if pattern.search(frames[0])), "other")
        nanoseconds[phase] += period
    total = sum(nanoseconds.values())
    print(f"{total / 1e9:.2f} s of processor time sampled")
    print("| phase | share | ms a snapshot |")
    print("| --- | ---: | ---: |")
    for name in [name for name, _ in PHASES] + ["other"]:
        print(f"| {name} | {100 * nanoseconds[name] / total:.1f}% | {nanoseconds[name] / 1e6 / args.snapshots:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
