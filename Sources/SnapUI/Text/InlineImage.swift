import Raster

// Images in text: `Text(Image(systemName:))`, `Text(image) + Text(...)` and images interpolated in a
// literal (`Text("Due \(Image(systemName: "clock")) today")`), set in the line as iOS sets them.

extension Text {
    /// A symbol set in a line of text.
    ///
    /// It draws as the standalone `Image` would in the text's font (see `SymbolGeometry`): as
    /// large as iOS draws it, in the text's weight and colour, advancing the line by its ink's
    /// width. Vertically it is centred on the text's cap height, as SF Symbols are drawn beside
    /// San Francisco, so it sits on the baseline and reaches a little below it, and it leaves the
    /// line's height as the text's font sets it.
    struct Symbol: Hashable, Sendable {
        /// The SF Symbols name.
        var name: String
        /// The image's own scale; nil for the environment's.
        var scale: Image.Scale?

        /// The symbol beside text in `font`, at `weight`; nil (reported) when it cannot be drawn.
        func inline(beside font: Raster.Font, weight: Font.Weight, in environment: EnvironmentValues) -> TextRun.InlineSymbol? {
            let face: FontFace
            let entry: SymbolTable.Entry
            do {
                entry = try SymbolTable.entry(for: name)
                face = try environment.fonts.symbolFace(
                    weight: weight.value, filled: entry.isFilled || environment.symbolVariants.contains(.fill))
            } catch {
                environment.diagnostics.report(error)
                return nil
            }
            let glyph = face.symbolGlyph(named: entry.glyphName)
            guard glyph != 0 else {
                environment.diagnostics.report(MissingSymbolGlyphError(name: name, glyphName: entry.glyphName, fontPath: face.path))
                return nil
            }
            let scale = scale ?? environment.imageScale
            if environment.layoutsSymbolsInEmSquares {
                let side = font.size * Image.sizeToFont * scale.factor
                return TextRun.InlineSymbol(glyph: glyph, font: Raster.Font(face: face, size: side), drop: side / 2 - font.capHeight / 2)
            }
            let geometry = SymbolGeometry(
                glyph: glyph, face: face, pointSize: font.size, scale: scale, weight: weight, capHeight: font.capHeight)
            let side = geometry.emSide(of: face)
            return TextRun.InlineSymbol(
                glyph: glyph, font: Raster.Font(face: face, size: side), drop: side / 2 - font.capHeight / 2,
                advance: geometry.ink.width, offset: -geometry.ink.minX)
        }
    }

    /// Text of one image: its symbol set as a character of the line, so it joins other text with
    /// `+` and takes the text's font and colour.
    public init(_ image: Image) {
        var formatted = Formatted(Text(verbatim: Text.objectReplacement))
        formatted.symbol = Symbol(name: image.systemName, scale: image.scale)
        self.init(content: .formatted(formatted))
    }

    /// The character an image stands in the text as (U+FFFC, as iOS's text attachments).
    static let objectReplacement = "\u{FFFC}"
}

extension LocalizedStringKey.StringInterpolation {
    /// Inserts an image, set in the line as `Text(image)` is.
    public mutating func appendInterpolation(_ image: Image) {
        var formatted = Text.Formatted(Text(verbatim: Text.objectReplacement))
        formatted.symbol = Text.Symbol(name: image.systemName, scale: image.scale)
        insert(formatted)
    }
}
