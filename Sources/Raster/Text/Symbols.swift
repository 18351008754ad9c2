/// Symbols: single glyphs of a symbol face (Material Symbols), found by glyph name and fitted to a box.
///
/// Material Symbols reaches its icons through ligatures ("home" typed in the font), which need a
/// shaper; here each icon is found by its glyph name in the font's post table instead, which is the
/// same name. At a filled instance the font's `rclt` feature swaps some icons for a ".fill" glyph
/// drawn for it; `symbolGlyph(named:)` does the same swap by name.
extension FontFace {
    /// The glyph of the symbol `name` ("home", "calendar_month"); at a filled instance (`FILL` of at
    /// least 0.99, where the font's own feature variation applies) its ".fill" alternate when it has
    /// one. 0 when the face has no glyph of that name.
    public func symbolGlyph(named name: String) -> GlyphID {
        if (variation["FILL"] ?? 0) >= 0.99 {
            let filled = glyph(named: name + ".fill")
            if filled != 0 { return filled }
        }
        return glyph(named: name)
    }

    /// The outline of `glyph`, its em square scaled to fit `rect` and centred in it (so the symbol
    /// keeps the padding it was designed with). The em square sits on the baseline, as Material
    /// Symbols' glyphs are drawn (y 0 ... unitsPerEm above it).
    public func symbolPath(_ glyph: GlyphID, in rect: Rect) -> Path {
        let scale = min(rect.width, rect.height) / Double(unitsPerEm)
        let side = Double(unitsPerEm) * scale
        let toRect = Transform(a: scale, b: 0, c: 0, d: scale, tx: rect.midX - side / 2, ty: rect.midY + side / 2)
        return outline(of: glyph).applying(toRect)
    }

    /// The box the outline of `glyph` reaches (its ink), in font units, y downwards from the baseline.
    public func symbolInkBounds(_ glyph: GlyphID) -> Rect {
        outline(of: glyph).bounds(tolerance: Double(unitsPerEm) / 10_000)
    }

    /// The outline of `glyph` with its ink stretched to fill `rect`, each axis on its own: a
    /// resizable symbol image, which keeps none of the em square's padding.
    public func symbolPath(_ glyph: GlyphID, filling rect: Rect) -> Path {
        let ink = symbolInkBounds(glyph)
        guard ink.width > 0, ink.height > 0 else { return Path() }
        let sx = rect.width / ink.width, sy = rect.height / ink.height
        let toRect = Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - ink.minX * sx, ty: rect.minY - ink.minY * sy)
        return outline(of: glyph).applying(toRect)
    }

    /// The outline of the symbol `name` fitted to `rect` (see `symbolPath(_:in:)`). Throws
    /// `FontError.missingSymbol` when the face has no glyph of that name.
    public func symbolPath(named name: String, in rect: Rect) throws -> Path {
        let glyph = symbolGlyph(named: name)
        guard glyph != 0 else { throw FontError.missingSymbol(name: name, path: path) }
        return symbolPath(glyph, in: rect)
    }
}
