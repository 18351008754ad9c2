import Raster

extension TextNode {
    /// SwiftUI's text spacing from the largest font on the text. SnapUI sets half a face's line
    /// gap above each line and half below (SwiftUI's uniform line height), so that gap is inside
    /// the frame; a text style's leading (`Raster.Font.leading`, set between lines) is outside it,
    /// as SwiftUI's standard text sizing leaves a font's leading: text to text is that leading, and
    /// two texts sit as two lines of one paragraph. A view above is kept a tenth of a line height,
    /// rounded up to a pixel, from the descenders' line; a view below as far from the caps as the
    /// next line's would be.
    var fontSpacing: ViewSpacing {
        let fonts = [font] + runs.map(\.style.font)
        let ascent = fonts.map(\.ascent).max()!, descent = fonts.map(\.descent).max()!
        let gap = fonts.map(\.lineGap).max()!
        let capHeight = fonts.map(\.capHeight).max()!
        let lineHeight = ascent + descent
        let textSpacing = roundedUp(lineHeight * 0.1, to: pixelLength)
        let metrics = ViewSpacing.TextMetrics(
            ascend: ascent + gap / 2, descend: descent + gap / 2, leading: fonts.map(\.leading).max()!, pixelLength: pixelLength)
        let lineSpacing = lineHeight + textSpacing
        let ideal = makeLayout(width: nil)
        let firstBaseline = ideal.lines.first?.baseline ?? metrics.ascend
        let lastBaseline = ideal.lines.last?.baseline ?? metrics.ascend
        typealias Key = ViewSpacing.Key
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - ideal.size.height),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - metrics.ascend),
            Key(category: .edgeBelowText, edge: .bottom): .distance(
                max(lineSpacing - capHeight, textSpacing + metrics.descend)),
        ])
    }
}

extension Raster.Font {
    /// The height of a capital letter: the top of "H" above the baseline.
    var capHeight: Double {
        let bounds = path(of: glyph(for: "H"), at: .zero).controlPointBounds
        return bounds.height.isFinite ? bounds.height : ascent
    }
}
