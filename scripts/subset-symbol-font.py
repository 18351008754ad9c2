#!/usr/bin/env python3
"""Make Fonts/MaterialSymbolsOutlined.ttf: Material Symbols Outlined cut down to the glyphs nhs-snap draws.

Run once, offline, by a maintainer (not by nhs-snap or CI); needs fontTools (pip install fonttools).
The full font (8.6 MB, 3,800 icons) is too large to commit. This keeps:
  - every Material Symbols glyph that Sources/SnapUI/Views/BuiltInSymbols.swift maps an SF Symbols
    name to, the glyphs named in EXTRA_GLYPHS below (used by tests), and each one's ".fill" alternate;
  - all four axes (FILL and wght, which nhs-snap sets, and opsz and GRAD): pinning opsz and GRAD at
    their defaults would save 0.5 MB but rounds some deltas, moving pixels at bold weights;
  - the glyph names (post table): nhs-snap finds each icon by its name, not through ligatures.
It drops the ligature table (GSUB), which nhs-snap does not read.

    python3 scripts/subset-symbol-font.py FULL_FONT.ttf Fonts/MaterialSymbolsOutlined.ttf

The full font is in the PyPI package qtmaterialsymbols 1.0.1 (qtmaterialsymbols/resources/
MaterialSymbolsOutlined.ttf); `pip download --no-deps qtmaterialsymbols==1.0.1` fetches it.
"""
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "Sources/SnapUI/Views/BuiltInSymbols.swift"
# Glyphs outside the SF Symbols table: drawn by their Material Symbols name in tests, or registered
# in the README's and SymbolTable's examples.
EXTRA_GLYPHS = [
    "check_circle", "chevron_right", "close", "favorite", "home", "person", "psychology", "search",
    "self_improvement", "settings", "warning",
]


def table_glyphs():
    """The Material Symbols names in the built-in table: the second word of each "sf.name material" row."""
    text = TABLE.read_text()
    rows = text.split('let builtInSymbolRows = """', 1)[1].split('"""', 1)[0]
    names = set()
    for line in rows.splitlines():
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        parts = line.split()
        if len(parts) != 2 or not re.fullmatch(r"[a-z0-9_]+", parts[1]):
            sys.exit(f"error: {TABLE}: cannot read the row '{line}'")
        names.add(parts[1])
    return names


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: subset-symbol-font.py FULL_FONT.ttf OUTPUT.ttf")
    source, output = sys.argv[1:]
    font = TTFont(source)
    order = set(font.getGlyphOrder())
    wanted = table_glyphs() | set(EXTRA_GLYPHS)
    missing = sorted(name for name in wanted if name not in order)
    if missing:
        sys.exit(f"error: {source}: has no glyph named {', '.join(missing)}")
    keep = sorted(wanted | {name + ".fill" for name in wanted if name + ".fill" in order})

    options = subset.Options()
    options.glyph_names = True
    options.notdef_outline = True
    options.layout_features = []
    options.drop_tables += ["GSUB"]
    options.name_IDs = ["*"]
    options.name_legacy = True
    options.name_languages = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(glyphs=keep)
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep the source's date, so that the same input gives the same file
    font.save(output)
    print(f"{output}: {len(keep)} glyphs ({len(wanted)} icons), {Path(output).stat().st_size} bytes")


if __name__ == "__main__":
    main()
