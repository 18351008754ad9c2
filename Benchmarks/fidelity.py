#!/usr/bin/env python3
"""Fidelity to iOS: Fidelity.md's table from the tests' own measurements.

Runs the fidelity suites (Tests/SnapUITests/FidelityTests.swift, FidelityMoreTests.swift,
FidelitySearchTests.swift) with NHS_SNAP_FIDELITY_REPORT=1, which makes each row's test print one line,

    fidelity row N | what | iOS <figure> | SnapUI <figure> | known issue|expected to match

and prints the table: each row's iOS figure, SnapUI's figure as measured now, the difference, and
whether its test expects them to differ (a known issue) or to match. It then checks Fidelity.md
against the run: a row of the document that no test printed, a row whose iOS figure in the document
is not the test's, and a row whose SnapUI figure or known-issue mark in the document is stale (its
difference moved by more than a hundredth of a point, or a colour changed). With --check, any of
these, or a failing suite, exits 1, so the document's claims stay the tests' measurements.

    swift build --build-tests
    python3 Benchmarks/fidelity.py [--build] [--check] [--markdown]

--build runs `swift build --build-tests` first; --markdown prints the table as Fidelity.md's rows.
Standard library only.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
XCTEST = os.path.join(ROOT, ".build", "debug", "nhs-snapPackageTests.xctest")
DOCUMENT = os.path.join(ROOT, "Fidelity.md")
LINE = re.compile(r"^fidelity row (\d+) \| (.*?) \| iOS (\S+) \| SnapUI (\S+)(?: \| (known issue|expected to match))?$")
COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")


def run_tests():
    """Runs the fidelity suites; returns (rows by number, the runner's exit code, its output)."""
    if not os.path.exists(XCTEST):
        sys.exit(f"no test bundle at {XCTEST}: run `swift build --build-tests` (or pass --build)")
    environment = dict(os.environ, NHS_SNAP_FIDELITY_REPORT="1")
    done = subprocess.run([XCTEST, "--testing-library", "swift-testing", "--filter", "Fidelity"],
                          cwd=ROOT, env=environment, capture_output=True, text=True)
    rows = {}
    for line in done.stdout.splitlines():
        match = LINE.match(line.strip())
        if match:
            number, what, ios, snap, status = match.groups()
            rows[int(number)] = {"what": what, "ios": ios, "snap": snap, "known": status == "known issue"}
    return rows, done.returncode, done.stdout + done.stderr


def document_rows():
    """Fidelity.md's table rows by number: situation, iOS figure, source, SnapUI cell."""
    rows = {}
    with open(DOCUMENT, encoding="utf-8") as document:
        for line in document:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) == 6 and cells[0].isdigit():
                number, situation, ios, source, snap, difference = cells
                rows[int(number)] = {"situation": situation, "ios": ios, "source": source, "snap": snap,
                                     "known": "known issue" in difference}
    return rows


def leading_number(text):
    match = re.match(r"[+-]?\d+(?:\.\d+)?", text.strip())
    return float(match.group(0)) if match else None


def leading_colour(text):
    match = re.match(r"#[0-9A-Fa-f]{6}", text.strip())
    return match.group(0).upper() if match else None


def difference(ios, snap):
    """SnapUI minus iOS, as Fidelity.md writes it; for colours, whether they are the same."""
    if COLOUR.match(ios):
        return "same" if snap.upper() == ios.upper() else "differs"
    a, b = leading_number(ios), leading_number(snap)
    if a is None or b is None:
        return "?"
    value = b - a
    return "0" if abs(value) < 0.005 else f"{value:+.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="run `swift build --build-tests` first")
    parser.add_argument("--check", action="store_true", help="exit 1 if Fidelity.md disagrees with the tests")
    parser.add_argument("--markdown", action="store_true", help="print the table as Fidelity.md's rows")
    arguments = parser.parse_args()
    if arguments.build:
        subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, check=True)
    measured, code, output = run_tests()
    if not measured:
        sys.stderr.write(output[-4000:])
        sys.exit("the fidelity suites printed no rows")
    documented = document_rows()

    if arguments.markdown:
        print("| # | situation | iOS | source | SnapUI | difference |")
        print("| --- | --- | --- | --- | --- | --- |")
    else:
        print(f"{'#':>3}  {'iOS':>9}  {'SnapUI':>9}  {'diff':>8}  {'':11}  what")
    for number in sorted(measured):
        row = measured[number]
        change = difference(row["ios"], row["snap"])
        if arguments.markdown:
            situation = documented.get(number, {}).get("situation", row["what"])
            source = documented.get(number, {}).get("source", "?")
            mark = ", known issue" if row["known"] else ""
            print(f"| {number} | {situation} | {row['ios']} | {source} | {row['snap']} | {change}{mark} |")
        else:
            status = "known issue" if row["known"] else "matches"
            print(f"{number:>3}  {row['ios']:>9}  {row['snap']:>9}  {change:>8}  {status:11}  {row['what']}")

    known = sum(row["known"] for row in measured.values())
    sources = {row["source"].split("-")[0] for row in documented.values()}
    print(f"\n{len(measured)} rows measured by the tests ({len(measured) - known} expected to match, {known} known issues); "
          f"Fidelity.md has {len(documented)} rows from {len(sources)} projects' images; "
          f"the suites {'passed' if code == 0 else f'FAILED (exit {code})'}.")

    problems = []
    for number in sorted(set(documented) - set(measured)):
        problems.append(f"row {number}: in Fidelity.md, but no test printed it")
    for number in sorted(set(measured) - set(documented)):
        problems.append(f"row {number}: measured by a test, but not in Fidelity.md")
    for number in sorted(set(measured) & set(documented)):
        row, doc = measured[number], documented[number]
        if COLOUR.match(row["ios"]):
            if leading_colour(doc["ios"]) != row["ios"].upper():
                problems.append(f"row {number}: Fidelity.md's iOS figure {doc['ios']!r}, the test's {row['ios']}")
            elif leading_colour(doc["snap"]) != row["snap"].upper():
                problems.append(f"row {number}: Fidelity.md's SnapUI figure {doc['snap']!r}, measured {row['snap']}")
        else:
            ios, snap = leading_number(doc["ios"]), leading_number(doc["snap"])
            if ios is None or abs(ios - float(row["ios"])) > 0.005:
                problems.append(f"row {number}: Fidelity.md's iOS figure {doc['ios']!r}, the test's {row['ios']}")
            elif row["snap"] == "none" or snap is None or abs(snap - float(row["snap"])) > 0.01:
                problems.append(f"row {number}: Fidelity.md's SnapUI figure {doc['snap']!r}, measured {row['snap']}")
        if doc["known"] and not row["known"]:
            problems.append(f"row {number}: Fidelity.md marks a known issue, its test expects a match")
        elif row["known"] and not doc["known"]:
            problems.append(f"row {number}: Fidelity.md marks no known issue, its test expects a difference")
    for problem in problems:
        print(problem)
    if arguments.check and (problems or code != 0):
        sys.exit(1)


if __name__ == "__main__":
    main()
