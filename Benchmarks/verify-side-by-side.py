#!/usr/bin/env python3
"""The main job before and after a change, side by side in one run.

usage: Benchmarks/verify-side-by-side.py OLD_NHS_SNAP [--runs N] [--new NEW_NHS_SNAP]

Runs `nhs-snap verify` (the whole default matrix against the repository's Goldens/, every core) with
the old binary (for example one built from main in a separate clone) and this checkout's release
binary, alternately, N times each (default 5), so that both see the same machine load. Each run's
wall-clock time and processor time (user + system, from the kernel's accounting of the child) are
recorded; both binaries must pass. Prints each run, then the medians and the old/new ratios.
The artefacts go to a scratch folder; Goldens/ is only read.
"""
import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run(binary: str, out: str) -> tuple[float, float]:
    """Wall-clock and processor seconds of one verify with `binary`; exits if it does not pass."""
    before = os.times()
    start = time.monotonic()
    result = subprocess.run([binary, "verify", "--out", out], cwd=ROOT, capture_output=True, text=True)
    wall = time.monotonic() - start
    after = os.times()
    if result.returncode != 0:
        sys.exit(f"error: {binary} verify exited {result.returncode}: {result.stdout.splitlines()[:1]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("--new", default=str(ROOT / ".build/release/nhs-snap"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for binary in (args.old, args.new):
        if not os.access(binary, os.X_OK):
            sys.exit(f"error: {binary}: not an executable (build it with swift build -c release)")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    times: dict[str, list[tuple[float, float]]] = {"old": [], "new": []}
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(args.runs):
            for name, binary in (("old", args.old), ("new", args.new)):
                wall, cpu = run(binary, f"{scratch}/{name}")
                times[name].append((wall, cpu))
                print(f"run {index + 1} {name}: {wall:.2f} s wall, {cpu:.2f} s processor")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    median = {name: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)) for name, runs in times.items()}
    print("| binary | median wall s | median processor s |")
    print("| --- | ---: | ---: |")
    for name in ("old", "new"):
        print(f"| {name} | {median[name][0]:.2f} | {median[name][1]:.2f} |")
    print(f"| old / new | {median['old'][0] / median['new'][0]:.2f}x | {median['old'][1] / median['new'][1]:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
