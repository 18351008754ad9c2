import Foundation

/// A face at a size: what text is measured and drawn with.
///
/// Sizes are in user units (points) and may be fractional. Every metric is the face's value in
/// font units times `scale` (`size / unitsPerEm`); outlines are unhinted, so text at twice the
/// size is exactly twice as wide. `slant` shears glyphs for a synthetic italic.
public struct Font: Hashable, Sendable {
    /// The face the glyphs come from.
    public let face: FontFace
    /// The em size in points.
    public var size: Double
    /// The horizontal shear of a synthetic italic: a point `h` above the baseline moves `slant * h`
    /// to the right. 0 is upright; `Font.italicSlant` is the usual ~12 degrees.
    public var slant: Double
    /// The metrics lines are set with in place of the face's hhea ascender, descender and line
    /// gap (the face standing in for another); nil for the face's own.
    public var verticalMetrics: VerticalMetrics?

    /// tan(12°): the shear `italic()` applies, as a face without a true italic usually gets. Written
    /// as a literal, not computed with `tan`, whose last bit may differ between maths libraries.
    public static let italicSlant = 0.2125565616700221

    public init(face: FontFace, size: Double, slant: Double = 0, verticalMetrics: VerticalMetrics? = nil) {
        self.face = face
        self.size = size
        self.slant = slant
        self.verticalMetrics = verticalMetrics
    }

    /// The same font with a synthetic italic slant.
    public func italic() -> Font { Font(face: face, size: size, slant: Font.italicSlant, verticalMetrics: verticalMetrics) }

    /// The same face, slant and vertical metrics at another size.
    public func withSize(_ size: Double) -> Font { Font(face: face, size: size, slant: slant, verticalMetrics: verticalMetrics) }

    /// Points per font unit.
    public var scale: Double { size / Double(face.unitsPerEm) }

    /// How far the font reaches above the baseline (hhea ascender, or `verticalMetrics`'), in points.
    public var ascent: Double { verticalMetrics.map { $0.ascender * size } ?? Double(face.ascender) * scale }
    /// How far the font reaches below the baseline (hhea descender, or `verticalMetrics`', positive),
    /// in points.
    public var descent: Double { verticalMetrics.map { $0.descender * size } ?? Double(face.descender) * scale }
    /// The extra space the font asks for between lines (hhea line gap; none with `verticalMetrics`),
    /// in points.
    public var lineGap: Double { verticalMetrics == nil ? Double(face.lineGap) * scale : 0 }
    /// The space `verticalMetrics` put between one line and the next (not above the first nor
    /// below the last), in points; 0 for the face's own metrics, whose line gap is inside its lines.
    public var leading: Double { (verticalMetrics?.leading ?? 0) * size }
    /// The height of a line's box: ascent + descent + line gap, in points. Lines of a font with a
    /// `leading` are that much further apart.
    public var lineHeight: Double {
        verticalMetrics == nil ? Double(face.ascender + face.descender + face.lineGap) * scale : ascent + descent
    }

    /// The glyph for `scalar`, or 0 (`.notdef`, drawn as a box) when the face lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID { face.glyph(for: scalar) }

    /// The glyph's advance in points.
    public func advance(of glyph: GlyphID) -> Double { Double(face.advance(of: glyph)) * scale }

    /// The kerning between two adjacent glyphs in points (negative brings them closer).
    public func kerning(_ left: GlyphID, _ right: GlyphID) -> Double {
        Double(face.kerning(left, right)) * scale
    }

    /// The width of `string` without wrapping, in points: advances plus kerning of its widest
    /// line (lines split at "\n"; spaces ending a line not counted). See `TextLayout` for wrapping.
    public func width(of string: String) -> Double {
        TextLayout(string, font: self).size.width
    }

    /// True when the face has no glyph for some character of `string` (it is drawn as a box).
    public func hasMissingGlyphs(_ string: String) -> Bool {
        TextLayout(string, font: self).hasMissingGlyphs
    }

    /// The glyph's outline in user space: scaled to the size, slanted, its origin (the left end of
    /// its baseline) at `origin`.
    public func path(of glyph: GlyphID, at origin: Point) -> Path {
        face.outline(of: glyph).applying(glyphTransform(at: origin))
    }

    /// Maps the glyph's font units (y down) to user space with its origin at `origin`.
    func glyphTransform(at origin: Point) -> Transform {
        Transform(a: scale, b: 0, c: -slant * scale, d: scale, tx: origin.x, ty: origin.y)
    }
}
