/// A sequence of characters mapped to glyphs, with their advances and kerning in font units, so
/// that the width of any stretch of it is two subtractions.
///
/// Widths are integers in font units until the last step (`* font.scale`), so the same stretch
/// always measures the same, whether it is measured inside a paragraph or on a line of its own.
struct GlyphRun {
    let font: Font
    let scalars: [Unicode.Scalar]
    let glyphs: [GlyphID]
    /// `advanceSums[i]`: the advances of glyphs `0..<i`.
    private let advanceSums: [Int]
    /// `kerningSums[i]`: the kerning between glyphs `j - 1` and `j` for `j` in `1..<i` (0 for i ≤ 1).
    private let kerningSums: [Int]

    init(_ scalars: some Sequence<Unicode.Scalar>, font: Font) {
        self.font = font
        self.scalars = Array(scalars)
        glyphs = self.scalars.map(font.face.glyph(for:))
        var advanceSums = [0], kerningSums = [0]
        for (i, glyph) in glyphs.enumerated() {
            advanceSums.append(advanceSums[i] + font.face.advance(of: glyph))
            kerningSums.append(kerningSums[i] + (i == 0 ? 0 : font.face.kerning(glyphs[i - 1], glyph)))
        }
        self.advanceSums = advanceSums
        self.kerningSums = kerningSums
    }

    var count: Int { scalars.count }

    /// The width of the glyphs in `range` set side by side, in font units.
    func units(of range: Range<Int>) -> Int {
        if range.isEmpty { return 0 }
        return advanceSums[range.upperBound] - advanceSums[range.lowerBound]
            + kerningSums[range.upperBound] - kerningSums[range.lowerBound + 1]
    }

    /// `range` without the spaces it ends with.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1] == " " { end -= 1 }
        return range.lowerBound..<end
    }

    /// The width of the glyphs in `range` set side by side, in points.
    func width(of range: Range<Int>) -> Double { Double(units(of: range)) * font.scale }

    /// The pen position of every glyph (where its origin goes) from the start of the run, in points.
    var offsets: [Double] {
        glyphs.indices.map { Double(advanceSums[$0] + kerningSums[$0 + 1]) * font.scale }
    }
}
