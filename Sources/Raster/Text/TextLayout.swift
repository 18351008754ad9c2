import Foundation

/// How the lines of a layout sit against each other.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case leading
    /// Lines are centred on the widest line.
    case center
    /// Lines end at the right edge.
    case trailing
}

/// Where text that does not fit is cut and "…" put in its place.
public enum TruncationMode: Hashable, Sendable {
    /// The last line shown keeps its start: "The beginning of th…".
    case tail
    /// The last line shown keeps its end: "…of the sentence".
    case head
    /// The last line shown keeps its start and end: "The begin…sentence".
    case middle
}

/// Text set in lines: runs of styled text (`TextRun`) wrapped as one paragraph to a width, aligned,
/// possibly cut short with an ellipsis.
///
/// The text is NFC-normalised (so "w" + combining circumflex becomes "ŵ"), "\r\n" and "\r" count
/// as "\n", a tab as a space, and each Unicode scalar is mapped through its run's face's character
/// map; a character the face lacks is drawn in a face of the `FontFallback` that has it, else set as
/// its own face's `.notdef` box (see `hasMissingGlyphs`).
///
/// Each paragraph is ordered by the Unicode Bidirectional Algorithm (`Bidi`) from its base direction:
/// a line shows its runs left to right in visual order, right-to-left runs reversed, while `Line.text`
/// keeps the logical order. Scripts that need shaping (Arabic, Hebrew, Devanagari ...), right-to-left
/// runs and fallback faces are shaped with HarfBuzz (`TextShaper`); Latin, Greek and Cyrillic left to
/// right are set glyph by glyph with the face's kerning (`GlyphRun`).
///
/// Geometry, in points, from the layout's top-left corner. A line is as tall as the tallest font on
/// it (ascent + descent + line gap, half the gap above and half below) and its baseline is as low
/// as the tallest ascent needs; line `i + 1`'s box starts `lineSpacing` plus the largest `leading`
/// of line `i`'s fonts below line `i`'s (a text-style font's leading, set between lines). `size`
/// is the widest line by the lines' total height. Lines are aligned within `size.width`, as SwiftUI
/// aligns multiline text within its frame. Spaces at the end of a line are not part of it.
public struct TextLayout: Sendable {
    /// A glyph and where its origin (left end of its baseline) goes, from the layout's top-left.
    public struct PositionedGlyph: Hashable, Sendable {
        public var glyph: GlyphID
        public var position: Point
        /// The font the glyph is drawn in.
        public var font: Font
        /// The glyph's colour; nil for the colour the layout is drawn with.
        public var color: RGBA?
    }

    /// An underline or strikethrough: a filled rectangle, from the layout's top-left.
    public struct DecorationLine: Hashable, Sendable {
        public var rect: Rect
        /// nil for the colour the layout is drawn with.
        public var color: RGBA?
    }

    /// One line of the layout.
    public struct Line: Hashable, Sendable {
        /// The characters the line shows (with "…" when it was truncated).
        public var text: String
        /// The advance width of the line in points.
        public var width: Double
        /// The line's left edge after alignment, from the layout's left.
        public var x: Double
        /// The line's baseline, from the layout's top.
        public var baseline: Double
        /// The top of the line's box, from the layout's top.
        public var top: Double
        /// The height of the line's box.
        public var height: Double
        /// The line's glyphs, positioned from the layout's top-left.
        public var glyphs: [PositionedGlyph]
        /// The line's underlines and strikethroughs.
        public var decorations: [DecorationLine]
        /// The backgrounds behind the line's runs that have one, drawn before its glyphs.
        public var backgrounds: [DecorationLine]
    }

    /// The font of the text's start: the one an empty text is as tall as.
    public let font: Font
    /// The width lines wrap to; nil sets each paragraph on one line.
    public let maxWidth: Double?
    public let alignment: TextAlignment
    /// Extra points between one line's box and the next.
    public let lineSpacing: Double
    /// The most lines shown; nil for no limit.
    public let lineLimit: Int?

    public let lines: [Line]
    /// The widest line's width by the height of all lines.
    public let size: Size
    /// True when the line limit cut text off (the last line then shows "…").
    public let isTruncated: Bool

    /// Sets `string` in `font` (one run).
    public init(
        _ string: String, font: Font, maxWidth: Double? = nil, alignment: TextAlignment = .leading,
        lineSpacing: Double = 0, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        baseDirection: BaseWritingDirection = .natural(.leftToRight), fallback: FontFallback = .none
    ) {
        self.init(
            runs: [TextRun(string, font: font)], font: font, maxWidth: maxWidth, alignment: alignment,
            lineSpacing: lineSpacing, lineLimit: lineLimit, truncationMode: truncationMode,
            baseDirection: baseDirection, fallback: fallback)
    }

    /// Sets `runs` side by side as one text, wrapping across their boundaries.
    /// - Parameters:
    ///   - font: the font an empty text (or one of no runs) is measured in.
    ///   - maxWidth: the width to wrap to (negative counts as 0); nil for no wrapping.
    ///   - alignment: where shorter lines sit.
    ///   - lineSpacing: extra points between lines.
    ///   - lineLimit: the most lines to show (at least 1); the last one shown has "…" where text
    ///     was cut off (as `truncationMode` says), shortened to fit `maxWidth` with it.
    ///   - baseDirection: each paragraph's base direction, which orders text of both directions.
    ///   - fallback: the faces a character its own face lacks is drawn in.
    public init(
        runs: [TextRun], font: Font, maxWidth: Double? = nil, alignment: TextAlignment = .leading,
        lineSpacing: Double = 0, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        baseDirection: BaseWritingDirection = .natural(.leftToRight), fallback: FontFallback = .none
    ) {
        let maxWidth = maxWidth.map { max($0, 0) }
        let lineLimit = lineLimit.map { max($0, 1) }
        self.font = runs.first?.style.font ?? font
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit

        let baseStyle = runs.first?.style ?? TextRun.Style(font: font)
        var lineRuns: [GlyphRun] = []
        var lineStyles: [TextRun.Style] = []  // the style of each line's start, for empty lines
        for paragraph in TextLayout.paragraphs(of: runs) {
            let run = GlyphRun(
                paragraph.scalars, styles: paragraph.styles, levels: Bidi.levels(of: paragraph.scalars, base: baseDirection),
                fallback: fallback)
            let ranges = maxWidth.map { LineBreaker.lines(of: run, maxWidth: $0) } ?? [0..<run.count]
            for range in ranges {
                lineRuns.append(run.slice(run.trimmingTrailingSpaces(range)))
                lineStyles.append(run.style(at: range.lowerBound) ?? paragraph.emptyStyle ?? baseStyle)
            }
        }
        isTruncated = lineLimit.map { lineRuns.count > $0 } ?? false
        if let lineLimit, isTruncated {
            let cut = Array(lineRuns[(lineLimit - 1)...])
            lineRuns.removeLast(lineRuns.count - lineLimit)
            lineStyles.removeLast(lineStyles.count - lineLimit)
            lineRuns[lineLimit - 1] = TextLayout.truncated(
                cut, mode: truncationMode, toFit: maxWidth, emptyStyle: lineStyles[lineLimit - 1], baseDirection: baseDirection)
        }

        let widths = lineRuns.map { $0.width(of: 0..<$0.count) }
        let width = widths.max() ?? 0
        let metrics = zip(lineRuns, lineStyles).map { LineMetrics(fonts: $0.segments.map(\.font), empty: $1.font) }
        let uniform = metrics.allSatisfy { $0 == metrics[0] }
        var lines: [Line] = []
        var top = 0.0
        for (index, run) in lineRuns.enumerated() {
            let metric = metrics[index]
            // Lines of one height are placed by multiplying, so each lands exactly where a single
            // font's line always has; lines of different heights are stacked one after another.
            if uniform { top = Double(index) * (metric.height + metric.leading + lineSpacing) }
            let x = switch alignment {
            case .leading: 0.0
            case .center: (width - widths[index]) / 2
            case .trailing: width - widths[index]
            }
            lines.append(TextLayout.line(run, width: widths[index], x: x, top: top, metrics: metric))
            if !uniform { top += metric.height + metric.leading + lineSpacing }
        }
        self.lines = lines
        let height = lines.isEmpty ? 0 : uniform
            ? Double(lines.count) * (metrics[0].height + metrics[0].leading + lineSpacing) - metrics[0].leading - lineSpacing
            : top - metrics[metrics.count - 1].leading - lineSpacing
        size = Size(width: width, height: height)
    }

    /// True when some character is set as the face's missing-glyph box.
    public var hasMissingGlyphs: Bool {
        lines.contains { $0.glyphs.contains { $0.glyph == 0 } }
    }

    /// The text the layout was made from, as its lines show it.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// `string` in Unicode NFC with every line break as "\n" and tabs as spaces: the form layout
    /// works on. Most text is ASCII (already NFC) without a carriage return or a tab, and is
    /// returned as it is, without Foundation's normalisation and replacing.
    static func normalized(_ string: String) -> String {
        var needsNFC = false, needsReplacing = false
        for byte in string.utf8 {
            needsNFC = needsNFC || byte >= 0x80
            needsReplacing = needsReplacing || byte == 0x0D || byte == 0x09
        }
        var result = needsNFC ? string.precomposedStringWithCanonicalMapping : string
        if needsReplacing {
            result = result
                .replacingOccurrences(of: "\r\n", with: "\n")
                .replacingOccurrences(of: "\r", with: "\n")
                .replacingOccurrences(of: "\t", with: " ")
        }
        return result
    }

    /// The characters of one paragraph with the style of each stretch.
    private struct Paragraph {
        var scalars: [Unicode.Scalar] = []
        var styles: [(style: TextRun.Style, count: Int)] = []
        /// The style of the run the paragraph starts in, for a paragraph with no characters.
        var emptyStyle: TextRun.Style?
    }

    /// The runs' text split at "\n" into paragraphs, each character keeping its run's style.
    private static func paragraphs(of runs: [TextRun]) -> [Paragraph] {
        var paragraphs = [Paragraph(emptyStyle: runs.first?.style)]
        for run in runs {
            for (index, piece) in normalized(run.text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { paragraphs.append(Paragraph(emptyStyle: run.style)) }
                let scalars = Array(piece.unicodeScalars)
                guard !scalars.isEmpty else { continue }
                paragraphs[paragraphs.count - 1].scalars += scalars
                paragraphs[paragraphs.count - 1].styles.append((run.style, scalars.count))
            }
        }
        return paragraphs
    }

    /// How tall a line is and where its baseline falls, from the fonts on it.
    private struct LineMetrics: Equatable {
        var height: Double
        /// The baseline is `gapAbove + ascent` below the line's top (added in that order, as a
        /// line of one font always has been).
        var gapAbove: Double
        var ascent: Double
        /// The space between this line's box and the next line's, beyond the layout's line spacing.
        var leading: Double

        init(fonts: [Font], empty: Font) {
            let fonts = fonts.isEmpty ? [empty] : fonts
            leading = fonts.map(\.leading).max()!
            if let only = fonts.first, fonts.allSatisfy({ $0 == only }) {
                height = only.lineHeight
                (gapAbove, ascent) = (only.lineGap / 2, only.ascent)
            } else {
                (gapAbove, ascent) = (0, fonts.map { $0.lineGap / 2 + $0.ascent }.max()!)
                height = ascent + fonts.map { $0.descent + $0.lineGap / 2 }.max()!
            }
        }
    }

    /// A line from its run, with its glyphs and decorations placed, its segments in visual order.
    private static func line(_ run: GlyphRun, width: Double, x: Double, top: Double, metrics: LineMetrics) -> Line {
        let baseline = top + metrics.gapAbove + metrics.ascent
        var glyphs: [PositionedGlyph] = []
        var decorations: [DecorationLine] = []
        var backgrounds: [DecorationLine] = []
        var start = x
        let order = run.levels == nil ? Array(run.segments.indices) : Bidi.visualOrder(of: run.segments.map(\.level))
        for segment in order.map({ run.segments[$0] }) {
            let style = segment.style
            for placed in segment.shapedPlacements() {
                glyphs.append(PositionedGlyph(
                    glyph: placed.glyph, position: Point(x: start + placed.x, y: baseline - style.baselineOffset + placed.y),
                    font: segment.font, color: style.color))
            }
            for local in 0..<(segment.shaped == nil ? segment.range.count : 0) {
                let position = Point(x: start + segment.offset(of: local), y: baseline - style.baselineOffset)
                if let symbol = style.symbol {
                    glyphs.append(PositionedGlyph(
                        glyph: symbol.glyph, position: Point(x: position.x + symbol.offset, y: position.y + symbol.drop), font: symbol.font,
                        color: style.color))
                } else {
                    glyphs.append(PositionedGlyph(
                        glyph: run.glyphs[segment.range.lowerBound + local], position: position, font: style.font, color: style.color))
                }
            }
            let segmentWidth = segment.width(of: 0..<segment.range.count)
            if let background = style.background {
                backgrounds.append(DecorationLine(
                    rect: Rect(x: start, y: top, width: segmentWidth, height: metrics.height), color: background))
            }
            let face = style.font.face, scale = style.font.scale
            if let underline = style.underline {
                let thickness = Double(face.underlineThickness) * scale
                let centre = baseline - style.baselineOffset + Double(face.underlinePosition) * scale
                decorations.append(DecorationLine(
                    rect: Rect(x: start, y: centre - thickness / 2, width: segmentWidth, height: thickness),
                    color: underline.color ?? style.color))
            }
            if let strikethrough = style.strikethrough {
                let thickness = Double(face.strikeoutThickness) * scale
                let topOfStroke = baseline - style.baselineOffset - Double(face.strikeoutPosition) * scale
                decorations.append(DecorationLine(
                    rect: Rect(x: start, y: topOfStroke, width: segmentWidth, height: thickness),
                    color: strikethrough.color ?? style.color))
            }
            start += segmentWidth
        }
        return Line(
            text: String(String.UnicodeScalarView(run.scalars)), width: width, x: x, baseline: baseline, top: top,
            height: metrics.height, glyphs: glyphs, decorations: decorations, backgrounds: backgrounds)
    }

    /// The last line shown, `cut[0]`, with "…" where the text it and the lines after it (`cut`)
    /// hold is cut, shortened until it fits `maxWidth`. The ellipsis takes the style of the
    /// character beside it, or `emptyStyle` on a line with no characters.
    private static func truncated(
        _ cut: [GlyphRun], mode: TruncationMode, toFit maxWidth: Double?, emptyStyle: TextRun.Style,
        baseDirection: BaseWritingDirection
    ) -> GlyphRun {
        let line = cut[0], fallback = cut[0].fallback
        func fits(_ run: GlyphRun) -> Bool { maxWidth.map { run.width(of: 0..<run.count) <= $0 } ?? true }
        func joined(_ head: GlyphRun, _ tail: GlyphRun?, ellipsisStyle: TextRun.Style) -> GlyphRun {
            var ellipsisStyle = ellipsisStyle
            ellipsisStyle.symbol = nil  // beside an image, the ellipsis is text
            var scalars = head.scalars + ["\u{2026}"]
            var styles = head.styles(in: 0..<head.count) + [(ellipsisStyle, 1)]
            if let tail {
                scalars += tail.scalars
                styles += tail.styles(in: 0..<tail.count)
            }
            return GlyphRun(scalars, styles: styles, levels: Bidi.levels(of: scalars, base: baseDirection), fallback: fallback)
        }
        switch mode {
        case .tail:
            var kept = line.trimmingTrailingSpaces(0..<line.count)
            while true {
                let style = line.style(at: kept.isEmpty ? 0 : kept.upperBound - 1) ?? emptyStyle
                let candidate = joined(line.slice(kept), nil, ellipsisStyle: style)
                if kept.isEmpty || fits(candidate) { return candidate }
                kept = line.trimmingTrailingSpaces(kept.dropLast())
            }
        case .head, .middle:
            // What is left from this line's start to the text's end, on one line.
            let rest = cut.dropFirst().reduce(into: (line.scalars, line.styles(in: 0..<line.count))) { result, next in
                result.0 += [" "] + next.scalars
                result.1 += [(next.style(at: 0) ?? emptyStyle, 1)] + next.styles(in: 0..<next.count)
            }
            let all = GlyphRun(rest.0, styles: rest.1, levels: Bidi.levels(of: rest.0, base: baseDirection), fallback: fallback)
            var head = mode == .middle ? (all.count + 1) / 2 : 0
            var tail = mode == .middle ? all.count / 2 : all.count
            while true {
                let front = all.slice(all.trimmingTrailingSpaces(0..<head))
                var back = all.count - tail
                while back < all.count, all.scalars[back] == " " { back += 1 }
                let end = all.slice(back..<all.count)
                let style = all.style(at: back) ?? emptyStyle
                let candidate = joined(front, end, ellipsisStyle: style)
                if head + tail == 0 || fits(candidate) { return candidate }
                if mode == .middle, head >= tail { head -= 1 } else { tail -= 1 }
            }
        }
    }
}
