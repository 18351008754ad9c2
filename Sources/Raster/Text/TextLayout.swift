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

/// A string set in lines: wrapped to a width, aligned, possibly cut short with an ellipsis.
///
/// The string is NFC-normalised (so "w" + combining circumflex becomes "ŵ"), "\r\n" and "\r" count
/// as "\n", a tab as a space, and each Unicode scalar is mapped through the face's character map;
/// a character the face lacks is set as its `.notdef` box (see `hasMissingGlyphs`).
///
/// Geometry, in points, from the layout's top-left corner: line `i`'s box starts at
/// `i * (font.lineHeight + lineSpacing)` and is `font.lineHeight` tall, with half the font's line
/// gap above the ascent and half below the descent; `size` is the widest line by the lines' total
/// height. Lines are aligned within `size.width`, as SwiftUI aligns multiline text within its
/// frame. Spaces at the end of a line are not part of it.
public struct TextLayout: Sendable {
    /// A glyph and where its origin (left end of its baseline) goes, from the layout's top-left.
    public struct PositionedGlyph: Hashable, Sendable {
        public var glyph: GlyphID
        public var position: Point
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
        /// The line's glyphs, positioned from the layout's top-left.
        public var glyphs: [PositionedGlyph]
    }

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
    /// True when the line limit cut text off (the last line then ends with "…").
    public let isTruncated: Bool

    /// Sets `string` in `font`.
    /// - Parameters:
    ///   - maxWidth: the width to wrap to (negative counts as 0); nil for no wrapping.
    ///   - alignment: where shorter lines sit.
    ///   - lineSpacing: extra points between lines.
    ///   - lineLimit: the most lines to show (at least 1); the last one shown ends in "…" when
    ///     text was cut off, shortened to fit `maxWidth` with it.
    public init(
        _ string: String, font: Font, maxWidth: Double? = nil, alignment: TextAlignment = .leading,
        lineSpacing: Double = 0, lineLimit: Int? = nil
    ) {
        let maxWidth = maxWidth.map { max($0, 0) }
        let lineLimit = lineLimit.map { max($0, 1) }
        self.font = font
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit

        var runs: [GlyphRun] = []
        for paragraph in TextLayout.normalized(string).split(separator: "\n", omittingEmptySubsequences: false) {
            let run = GlyphRun(paragraph.unicodeScalars, font: font)
            let ranges = maxWidth.map { LineBreaker.lines(of: run, maxWidth: $0) } ?? [0..<run.count]
            for range in ranges {
                runs.append(GlyphRun(run.scalars[run.trimmingTrailingSpaces(range)], font: font))
            }
        }
        isTruncated = lineLimit.map { runs.count > $0 } ?? false
        if let lineLimit, isTruncated {
            runs.removeLast(runs.count - lineLimit)
            runs[lineLimit - 1] = TextLayout.truncated(runs[lineLimit - 1], toFit: maxWidth)
        }

        let widths = runs.map { $0.width(of: 0..<$0.count) }
        let width = widths.max() ?? 0
        let pitch = font.lineHeight + lineSpacing
        lines = zip(runs, widths).enumerated().map { index, element in
            let (run, lineWidth) = element
            let x = switch alignment {
            case .leading: 0.0
            case .center: (width - lineWidth) / 2
            case .trailing: width - lineWidth
            }
            let baseline = Double(index) * pitch + font.lineGap / 2 + font.ascent
            return Line(
                text: String(String.UnicodeScalarView(run.scalars)), width: lineWidth, x: x, baseline: baseline,
                glyphs: zip(run.glyphs, run.offsets).map { PositionedGlyph(glyph: $0, position: Point(x: x + $1, y: baseline)) }
            )
        }
        size = Size(width: width, height: Double(runs.count) * pitch - lineSpacing)
    }

    /// True when some character is set as the face's missing-glyph box.
    public var hasMissingGlyphs: Bool {
        lines.contains { $0.glyphs.contains { $0.glyph == 0 } }
    }

    /// `string` in Unicode NFC with every line break as "\n" and tabs as spaces: the form layout
    /// works on.
    static func normalized(_ string: String) -> String {
        string.precomposedStringWithCanonicalMapping
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\t", with: " ")
    }

    /// `run` shortened until it fits `maxWidth` with "…" after it, then with "…" after it.
    private static func truncated(_ run: GlyphRun, toFit maxWidth: Double?) -> GlyphRun {
        var kept = run.trimmingTrailingSpaces(0..<run.count)
        while true {
            let candidate = GlyphRun(run.scalars[kept] + ["\u{2026}"], font: run.font)
            if kept.isEmpty || maxWidth.map({ candidate.width(of: 0..<candidate.count) <= $0 }) ?? true {
                return candidate
            }
            kept = run.trimmingTrailingSpaces(kept.dropLast())
        }
    }
}
