/// Icons: single glyphs of an icon face (Material Icons), found by code point and fitted to a box.
///
/// Material Icons names its glyphs by ligature ("close"), which needs a shaper; here each icon is
/// reached by its Unicode private-use code point instead (U+E5CD is "close").
extension FontFace {
    /// The outline of the glyph for `scalar`, its em square scaled to fit `rect` and centred in
    /// it (so the icon keeps the padding it was designed with). Throws `FontError.missingGlyph`
    /// when the face has no glyph for `scalar`.
    public func iconPath(_ scalar: Unicode.Scalar, in rect: Rect) throws -> Path {
        let glyph = glyph(for: scalar)
        guard glyph != 0 else { throw FontError.missingGlyph(scalar: scalar, path: path) }
        let scale = min(rect.width, rect.height) / Double(unitsPerEm)
        let side = Double(unitsPerEm) * scale
        // The em square spans x 0...unitsPerEm and, y growing down, -ascender...(unitsPerEm - ascender).
        let toRect = Transform(
            a: scale, b: 0, c: 0, d: scale,
            tx: rect.midX - side / 2, ty: rect.midY - side / 2 + Double(ascender) * scale)
        return outline(of: glyph).applying(toRect)
    }

    /// Fills the icon for `scalar` fitted to `rect` (user space) on `canvas`.
    public func drawIcon(_ scalar: Unicode.Scalar, in rect: Rect, on canvas: inout Canvas, color: RGBA) throws {
        canvas.fill(try iconPath(scalar, in: rect), color: color)
    }
}
