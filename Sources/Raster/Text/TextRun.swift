/// A stretch of text in one style: what a paragraph of mixed fonts, colours and decorations is
/// made of. `TextLayout` sets runs side by side and wraps them as one paragraph.
public struct TextRun: Hashable, Sendable {
    /// How a run looks.
    public struct Style: Hashable, Sendable {
        public var font: Font
        /// The colour of the glyphs; nil for the colour the layout is drawn with.
        public var color: RGBA?
        /// Drawn under the text (at the face's underline position and thickness) when set.
        public var underline: Decoration?
        /// Drawn through the text (at the face's strikeout position and thickness) when set.
        public var strikethrough: Decoration?
        /// Extra points after every character (SwiftUI's kerning and tracking, which are the same
        /// here as no ligatures are formed).
        public var tracking: Double
        /// Points the glyphs are raised above the baseline (negative lowers them).
        public var baselineOffset: Double
        /// Digits set at one width: no kerning beside a digit, so "1111" is as wide as "8888" (in a
        /// face whose digits advance alike, as Liberation's do).
        public var monospacedDigits: Bool
        /// A symbol drawn for each character of the run instead of its glyph (an image in text);
        /// nil for text. The run's `font` still sets the line's height and its decorations.
        public var symbol: InlineSymbol?
        /// The colour filled behind the run, over its line's box; nil for none.
        public var background: RGBA?

        public init(
            font: Font, color: RGBA? = nil, underline: Decoration? = nil, strikethrough: Decoration? = nil,
            tracking: Double = 0, baselineOffset: Double = 0, monospacedDigits: Bool = false, symbol: InlineSymbol? = nil,
            background: RGBA? = nil
        ) {
            self.font = font
            self.color = color
            self.underline = underline
            self.strikethrough = strikethrough
            self.tracking = tracking
            self.baselineOffset = baselineOffset
            self.monospacedDigits = monospacedDigits
            self.symbol = symbol
            self.background = background
        }
    }

    /// A symbol set in a line of text: a glyph of a symbol face, its em square `drop` points
    /// below the baseline and `offset` points after the pen, advancing the pen by `advance`.
    public struct InlineSymbol: Hashable, Sendable {
        public var glyph: GlyphID
        /// The symbol face at the size of its em square.
        public var font: Font
        /// How far the em square's bottom sits below the baseline (negative: above it).
        public var drop: Double
        /// How far the pen moves past the symbol, in points.
        public var advance: Double
        /// How far after the pen the glyph's origin is, in points.
        public var offset: Double

        /// `glyph` of `font`'s face, its em square's bottom `drop` below the baseline and its origin
        /// `offset` after the pen, advancing the pen by `advance` (nil: the em square's side).
        public init(glyph: GlyphID, font: Font, drop: Double, advance: Double? = nil, offset: Double = 0) {
            self.glyph = glyph
            self.font = font
            self.drop = drop
            self.advance = advance ?? font.size
            self.offset = offset
        }

        /// The symbol `factor` times as large.
        public func scaled(by factor: Double) -> InlineSymbol {
            InlineSymbol(
                glyph: glyph, font: font.withSize(font.size * factor), drop: drop * factor, advance: advance * factor,
                offset: offset * factor)
        }
    }

    /// A line drawn under or through a run.
    public struct Decoration: Hashable, Sendable {
        /// The line's colour; nil for the run's text colour.
        public var color: RGBA?
        public init(color: RGBA? = nil) { self.color = color }
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style) {
        self.text = text
        self.style = style
    }

    public init(_ text: String, font: Font) {
        self.init(text, style: Style(font: font))
    }
}
