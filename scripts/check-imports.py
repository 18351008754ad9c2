#!/usr/bin/env python3
"""Checks that Package.swift declares every module a target imports as one of its dependencies.

SwiftPM lets a target import a module that is only a dependency of a dependency, so a missing
declaration builds today and breaks when the graph changes. Run from the package root (or pass
its path); prints each import a target does not declare and exits 1 if there is any. Run it on Linux:
Package.swift declares the SwiftUI and UIKit modules (which NHSDesignSystem imports there) only on Linux.
"""
import json
import pathlib
import re
import subprocess
import sys

# Modules of the toolchain and the system, which are never package dependencies.
SYSTEM = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc", "Darwin",
          "Dispatch", "Observation", "RegexBuilder", "Synchronization", "Testing", "XCTest"}
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:(?:struct|class|enum|func|protocol)\s+)?(\w+)", re.M)


def main(root: pathlib.Path) -> int:
    package = json.loads(subprocess.run(
        ["swift", "package", "--package-path", str(root), "dump-package"],
        check=True, capture_output=True, text=True).stdout)
    problems = []
    for target in package["targets"]:
        if target["type"] == "system":
            continue
        name = target["name"]
        folder = root / (target.get("path") or ("Tests" if target["type"] == "test" else "Sources") + "/" + name)
        declared = set()
        for dependency in target["dependencies"]:
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0])
        imported = set()
        for source in folder.rglob("*.swift"):
            imported |= set(IMPORT.findall(source.read_text()))
        for module in sorted(imported - declared - SYSTEM - {name}):
            problems.append(f"{name} imports {module} but does not declare it in Package.swift")
    print("\n".join(problems) if problems else "every import is a declared dependency")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()))
