/// A sequence of characters, each in a style (`TextRun.Style`), mapped to glyphs, with their
/// advances and kerning, so that the width of any stretch of it is a few subtractions.
///
/// Characters in one style side by side form a segment. Within a segment widths are integers in
/// font units until the last step (`* font.scale`), so the same stretch always measures the same,
/// whether it is measured inside a paragraph or on a line of its own; a stretch across segments
/// adds each segment's part. Kerning applies between neighbours of one segment only.
struct GlyphRun {
    /// The characters of one style, side by side.
    struct Segment {
        let range: Range<Int>
        let style: TextRun.Style
        /// `advanceSums[i]`: the advances of the segment's glyphs `0..<i`.
        let advanceSums: [Int]
        /// `kerningSums[i]`: the kerning between glyphs `j - 1` and `j` for `j` in `1..<i` (0 for i ≤ 1).
        let kerningSums: [Int]

        /// The width of the segment's glyphs `local` (indices from the segment's start), in points.
        func width(of local: Range<Int>) -> Double {
            if local.isEmpty { return 0 }
            let units = advanceSums[local.upperBound] - advanceSums[local.lowerBound]
                + kerningSums[local.upperBound] - kerningSums[local.lowerBound + 1]
            return Double(units) * style.font.scale + style.tracking * Double(local.count)
        }

        /// Where the glyph at `local` starts from the segment's start, in points.
        func offset(of local: Int) -> Double {
            Double(advanceSums[local] + kerningSums[local + 1]) * style.font.scale + style.tracking * Double(local)
        }
    }

    let scalars: [Unicode.Scalar]
    let glyphs: [GlyphID]
    let segments: [Segment]

    /// One style for all of `scalars`.
    init(_ scalars: some Sequence<Unicode.Scalar>, style: TextRun.Style) {
        let scalars = Array(scalars)
        self.init(scalars, styles: [(style, scalars.count)])
    }

    /// `scalars` in the styles given with their counts, in order (the counts add up to the scalars').
    init(_ scalars: [Unicode.Scalar], styles: [(style: TextRun.Style, count: Int)]) {
        self.scalars = scalars
        var glyphs: [GlyphID] = []
        var segments: [Segment] = []
        var start = 0
        for (style, count) in styles where count > 0 {
            let range = start..<start + count
            let face = style.font.face
            var advanceSums = [0], kerningSums = [0]
            for (i, scalar) in scalars[range].enumerated() {
                let glyph = style.symbol?.glyph ?? face.glyph(for: scalar)
                advanceSums.append(advanceSums[i] + GlyphRun.advance(of: glyph, in: style))
                let kerns = i > 0 && style.symbol == nil && !(style.monospacedDigits && (GlyphRun.isDigit(scalar) || GlyphRun.isDigit(scalars[range.lowerBound + i - 1])))
                kerningSums.append(kerningSums[i] + (kerns ? face.kerning(glyphs[glyphs.count - 1], glyph) : 0))
                glyphs.append(glyph)
            }
            // Neighbouring stretches in one style are one segment, kerned across.
            if let last = segments.last, last.style == style {
                segments[segments.count - 1] = GlyphRun.merged(last, with: range, scalars: scalars, glyphs: glyphs)
            } else {
                segments.append(Segment(range: range, style: style, advanceSums: advanceSums, kerningSums: kerningSums))
            }
            start += count
        }
        self.glyphs = glyphs
        self.segments = segments
    }

    /// `segment` extended over `range`, which follows it: its sums recomputed over both.
    private static func merged(_ segment: Segment, with range: Range<Int>, scalars: [Unicode.Scalar], glyphs: [GlyphID]) -> Segment {
        let whole = segment.range.lowerBound..<range.upperBound
        let face = segment.style.font.face
        var advanceSums = [0], kerningSums = [0]
        for (i, index) in whole.enumerated() {
            advanceSums.append(advanceSums[i] + advance(of: glyphs[index], in: segment.style))
            let kerns = i > 0 && segment.style.symbol == nil && !(segment.style.monospacedDigits && (isDigit(scalars[index]) || isDigit(scalars[index - 1])))
            kerningSums.append(kerningSums[i] + (kerns ? face.kerning(glyphs[index - 1], glyphs[index]) : 0))
        }
        return Segment(range: whole, style: segment.style, advanceSums: advanceSums, kerningSums: kerningSums)
    }

    var count: Int { scalars.count }

    /// The advance of `glyph` in `style`, in the units of the style's font: an inline symbol's
    /// own, else the glyph's.
    private static func advance(of glyph: GlyphID, in style: TextRun.Style) -> Int {
        guard let symbol = style.symbol else { return style.font.face.advance(of: glyph) }
        return Int((symbol.advance / style.font.scale).rounded())
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The style of the character at `index` (clamped to the run; nil for an empty run).
    func style(at index: Int) -> TextRun.Style? {
        guard !segments.isEmpty else { return nil }
        return segments.first { $0.range.contains(index) }?.style
            ?? (index <= 0 ? segments[0].style : segments[segments.count - 1].style)
    }

    /// The styles and counts of the characters in `range`, in order: what `slice` is built from.
    func styles(in range: Range<Int>) -> [(style: TextRun.Style, count: Int)] {
        segments.compactMap { segment in
            let overlap = segment.range.clamped(to: range)
            return overlap.isEmpty ? nil : (segment.style, overlap.count)
        }
    }

    /// The characters in `range` as a run of their own (kerning at its ends dropped).
    func slice(_ range: Range<Int>) -> GlyphRun {
        GlyphRun(Array(scalars[range]), styles: styles(in: range))
    }

    /// `range` without the spaces it ends with.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, scalars[end - 1] == " " { end -= 1 }
        return range.lowerBound..<end
    }

    /// The width of the glyphs in `range` set side by side, in points.
    func width(of range: Range<Int>) -> Double {
        var total = 0.0
        for segment in segments where segment.range.overlaps(range) {
            let overlap = segment.range.clamped(to: range)
            total += segment.width(of: overlap.lowerBound - segment.range.lowerBound..<overlap.upperBound - segment.range.lowerBound)
        }
        return total
    }

    /// The pen position of every glyph (where its origin goes) from the start of the run, in points,
    /// with its segment.
    var placements: [(offset: Double, segment: Segment)] {
        var placements: [(Double, Segment)] = []
        var start = 0.0
        for segment in segments {
            for local in 0..<segment.range.count { placements.append((start + segment.offset(of: local), segment)) }
            start += segment.width(of: 0..<segment.range.count)
        }
        return placements
    }
}
