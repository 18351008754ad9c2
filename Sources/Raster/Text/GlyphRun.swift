/// A sequence of characters, each in a style (`TextRun.Style`), mapped to glyphs, with their
/// advances and kerning, so that the width of any stretch of it is a few subtractions.
///
/// Characters in one style, face, embedding level and kind of script side by side form a segment.
/// A segment of Latin, Greek, Cyrillic or shared characters, left to right in the style's own face,
/// is set glyph by glyph: widths are integers in font units until the last step (`* font.scale`), so
/// the same stretch always measures the same, whether it is measured inside a paragraph or on a line
/// of its own; kerning applies between neighbours of one such segment only. Any other segment (a
/// script that needs shaping, right-to-left text, a fallback face) is shaped by HarfBuzz, each
/// glyph's advance counted to the first character of its cluster. A stretch across segments adds
/// each segment's part.
struct GlyphRun {
    /// The characters of one style, face and level, side by side.
    struct Segment {
        let range: Range<Int>
        let style: TextRun.Style
        /// The font the glyphs are drawn in: the style's, or a fallback face at its size and slant.
        let font: Font
        /// The UAX #9 embedding level: even reads left to right, odd right to left.
        let level: UInt8
        /// `advanceSums[i]`: the advances of the segment's glyphs `0..<i` (shaped: of the clusters
        /// starting at characters `0..<i`).
        let advanceSums: [Int]
        /// `kerningSums[i]`: the kerning between glyphs `j - 1` and `j` for `j` in `1..<i` (0 for i ≤ 1).
        let kerningSums: [Int]
        /// The glyphs HarfBuzz set, in visual order; nil for a segment set glyph by glyph.
        let shaped: [ShapedGlyph]?

        /// The width of the segment's glyphs `local` (indices from the segment's start), in points.
        func width(of local: Range<Int>) -> Double {
            if local.isEmpty { return 0 }
            let units = advanceSums[local.upperBound] - advanceSums[local.lowerBound]
                + kerningSums[local.upperBound] - kerningSums[local.lowerBound + 1]
            return Double(units) * font.scale + style.tracking * Double(local.count)
        }

        /// Where the glyph at `local` starts from the segment's start, in points (a segment set glyph by glyph).
        func offset(of local: Int) -> Double {
            Double(advanceSums[local] + kerningSums[local + 1]) * font.scale + style.tracking * Double(local)
        }

        /// The shaped glyphs with where each goes from the segment's left end, in points (x right, y
        /// down from the baseline), tracking added after each cluster for each character it shows.
        func shapedPlacements() -> [(glyph: GlyphID, x: Double, y: Double)] {
            guard let shaped else { return [] }
            let starts = Set(shaped.map(\.cluster)).sorted()
            var length: [Int: Int] = [:]
            for (index, start) in starts.enumerated() {
                length[start] = (index + 1 < starts.count ? starts[index + 1] : range.count) - start
            }
            var pen = 0.0
            var placements: [(GlyphID, Double, Double)] = []
            for (index, glyph) in shaped.enumerated() {
                placements.append((glyph.glyph, pen + Double(glyph.offsetX) * font.scale, -Double(glyph.offsetY) * font.scale))
                pen += Double(glyph.advance) * font.scale
                if index + 1 == shaped.count || shaped[index + 1].cluster != glyph.cluster {
                    pen += style.tracking * Double(length[glyph.cluster] ?? 1)
                }
            }
            return placements
        }
    }

    let scalars: [Unicode.Scalar]
    /// Each character's glyph in its segment's face by the character map (a segment set glyph by glyph
    /// draws these; a shaped one draws `Segment.shaped`).
    let glyphs: [GlyphID]
    let segments: [Segment]
    /// Each character's UAX #9 embedding level; nil when all are 0.
    let levels: [UInt8]?
    /// The faces characters missing from their style's face are drawn in.
    let fallback: FontFallback

    /// `scalars` in the styles given with their counts, in order (the counts add up to the scalars'),
    /// at the embedding `levels` (nil: all left to right at level 0), falling back to `fallback`'s faces.
    init(
        _ scalars: [Unicode.Scalar], styles: [(style: TextRun.Style, count: Int)], levels: [UInt8]? = nil,
        fallback: FontFallback = .none
    ) {
        self.scalars = scalars
        self.levels = levels
        self.fallback = fallback
        var glyphs: [GlyphID] = []
        var segments: [Segment] = []
        var start = 0
        for (style, count) in styles where count > 0 {
            for piece in GlyphRun.pieces(of: start..<start + count, in: scalars, style: style, levels: levels, fallback: fallback) {
                let range = piece.range
                if piece.shaped {
                    var font = style.font
                    if piece.face != font.face { font = Font(face: piece.face, size: font.size, slant: font.slant) }
                    glyphs += scalars[range].map { piece.face.glyph(for: $0) }
                    segments.append(GlyphRun.shapedSegment(range, scalars: scalars, style: style, font: font, level: piece.level))
                    continue
                }
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
                if let last = segments.last, last.style == style, last.shaped == nil, last.level == piece.level,
                    last.range.upperBound == range.lowerBound
                {
                    segments[segments.count - 1] = GlyphRun.merged(last, with: range, scalars: scalars, glyphs: glyphs)
                } else {
                    segments.append(Segment(
                        range: range, style: style, font: style.font, level: piece.level, advanceSums: advanceSums,
                        kerningSums: kerningSums, shaped: nil))
                }
            }
            start += count
        }
        self.glyphs = glyphs
        self.segments = segments
    }

    /// A stretch of one style's characters in one face, at one level, shaped or not.
    private struct Piece {
        var range: Range<Int>
        var face: FontFace
        var level: UInt8
        var shaped: Bool
    }

    /// `range` (characters of one style) cut where the face, the level or the kind of script
    /// changes. A piece is shaped when its script needs it, it reads right to left or its face is a
    /// fallback; an inline symbol's characters are one piece, never shaped.
    private static func pieces(
        of range: Range<Int>, in scalars: [Unicode.Scalar], style: TextRun.Style, levels: [UInt8]?, fallback: FontFallback
    ) -> [Piece] {
        let own = style.font.face
        if style.symbol != nil { return [Piece(range: range, face: own, level: levels?[range.lowerBound] ?? 0, shaped: false)] }
        // Each character's face, a letter and the marks after it in one face where a face has them all.
        var faces: [FontFace] = []
        var clusterStart = range.lowerBound
        while clusterStart < range.upperBound {
            var end = clusterStart + 1
            while end < range.upperBound, ComplexScripts.followsPrevious(scalars[end]) { end += 1 }
            let cluster = scalars[clusterStart..<end]
            if let face = fallback.face(forCluster: cluster, in: own) {
                faces += Array(repeating: face, count: cluster.count)
            } else {
                faces += cluster.map { fallback.face(for: $0, in: own) }
            }
            clusterStart = end
        }
        var pieces: [Piece] = []
        var complex = false
        for index in range {
            let scalar = scalars[index]
            let previous = pieces.last
            let face = faces[index - range.lowerBound]
            if !ComplexScripts.followsPrevious(scalar) || previous == nil { complex = ComplexScripts.contains(scalar) }
            let level = levels?[index] ?? 0
            let shaped = complex || level & 1 == 1 || face != own
            if let previous, previous.face == face, previous.level == level, previous.shaped == shaped {
                pieces[pieces.count - 1].range = previous.range.lowerBound..<index + 1
            } else {
                pieces.append(Piece(range: index..<index + 1, face: face, level: level, shaped: shaped))
            }
        }
        return pieces
    }

    /// The segment of `range` shaped by HarfBuzz in `font`, in the direction of `level`, with the
    /// style's characters around it as context.
    private static func shapedSegment(
        _ range: Range<Int>, scalars: [Unicode.Scalar], style: TextRun.Style, font: Font, level: UInt8
    ) -> Segment {
        let glyphs = TextShaper.shaper(for: font.face).shape(
            scalars, range: range, direction: level & 1 == 1 ? .rightToLeft : .leftToRight)
        var advances = [Int](repeating: 0, count: range.count)
        for glyph in glyphs where advances.indices.contains(glyph.cluster) { advances[glyph.cluster] += glyph.advance }
        var advanceSums = [0]
        for advance in advances { advanceSums.append(advanceSums[advanceSums.count - 1] + advance) }
        return Segment(
            range: range, style: style, font: font, level: level, advanceSums: advanceSums,
            kerningSums: [Int](repeating: 0, count: range.count + 1), shaped: glyphs)
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
        return Segment(
            range: whole, style: segment.style, font: segment.font, level: segment.level, advanceSums: advanceSums,
            kerningSums: kerningSums, shaped: nil)
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
        GlyphRun(Array(scalars[range]), styles: styles(in: range), levels: levels.map { Array($0[range]) }, fallback: fallback)
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
}
