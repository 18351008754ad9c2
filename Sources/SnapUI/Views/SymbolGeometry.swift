import Raster

/// How large a symbol draws and the frame it takes, as iOS lays out SF Symbols beside text.
///
/// Size: SF Symbols are drawn so that `circle.fill` is a fixed share of the font's point size,
/// growing with the weight, per image scale (SwiftUI's reference figures, as OpenSwiftUI audited
/// them: 99.61% at medium and regular, 78.86% small, 127.2% large; 94.63% ultraLight and 106.64%
/// black at medium). The symbol font's glyphs are scaled by one factor per font, weight and scale:
/// the one that makes its `circle` glyph, at the instance drawn, that diameter; every other glyph
/// takes the same factor, keeping the proportions the symbol font gives it, except the symbols
/// whose SF Symbols ink was measured (`MeasuredSymbolInk`), whose ink takes SF's box: its shares of
/// the circle's diameter, about the glyph's own ink centre.
///
/// Frame: iOS gives a symbol image its alignment rectangle, the glyph's bounds with the margins its
/// designer set, which for a circle lie within a fraction of a point of the ink; so a symbol's frame
/// here is its glyph's ink (some SF Symbols' margins are wider, `lock.fill`'s 0.14 of the point
/// size: Fidelity.md row 316, not drawn yet). Vertically SF Symbols are centred on the cap height of
/// the text beside them: the symbol font's em square, whose centre is its glyphs' centre, is
/// centred on the capitals of the font the text would draw in, which places the frame's baseline.
struct SymbolGeometry: Hashable {
    /// Points per font unit of the symbol face.
    let pointsPerUnit: Double
    /// The glyph's ink in points: x from the glyph's origin, y down from the baseline the symbol
    /// shares with text (negative above it). Its size is the symbol's frame.
    let ink: Rect

    /// The geometry of `glyph` of `face` (the instance drawn) beside text whose font has
    /// `capHeight` at `pointSize`, at `scale` and `weight`; with `measured`, SF Symbols' ink box of
    /// the symbol the glyph stands for.
    init(glyph: GlyphID, face: FontFace, pointSize: Double, scale: Image.Scale, weight: Font.Weight, capHeight: Double,
         measured: MeasuredSymbolInk.Share? = nil) {
        let units = Double(face.unitsPerEm)
        let circle = face.symbolGlyph(named: "circle")
        // A face without a circle glyph: Material Symbols' grid, whose circles fill the 20-unit
        // live area of its 24-unit em.
        let circleWidth = circle != 0 ? face.symbolInkBounds(circle).width : units * 20 / 24
        let diameter = scale.circleDiameter(pointSize: pointSize, weight: weight)
        pointsPerUnit = diameter / circleWidth
        let glyphInk = face.symbolInkBounds(glyph)
        // The em square sits on the font's baseline; its centre goes to half the cap height.
        let emCentreToCaps = units / 2 * pointsPerUnit - capHeight / 2
        let own = Rect(
            x: glyphInk.minX * pointsPerUnit, y: glyphInk.minY * pointsPerUnit + emCentreToCaps,
            width: glyphInk.width * pointsPerUnit, height: glyphInk.height * pointsPerUnit)
        guard let measured else {
            ink = own
            return
        }
        let size = Size(width: measured.width * diameter, height: measured.height * diameter)
        ink = Rect(x: own.midX - size.width / 2, y: own.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The side of the symbol font's em square, in points: the size of a font that draws the glyph so.
    func emSide(of face: FontFace) -> Double { Double(face.unitsPerEm) * pointsPerUnit }

    /// How far the baseline lies below the frame's top.
    var baselineBelowTop: Double { -ink.minY }
}

extension Image.Scale {
    /// The diameter of SF Symbols' `circle.fill` at `pointSize` and `weight` at this scale:
    /// SwiftUI's share of the point size at ultraLight, regular and black, interpolated by the
    /// weight's value (SwiftUI's `Font.Weight` values, -0.8 to 0.62) between them.
    func circleDiameter(pointSize: Double, weight: Font.Weight) -> Double {
        let (light, regular, black): (Double, Double, Double) = switch self {
        case .small: (74.46, 78.86, 83.98)
        case .medium: (94.63, 99.61, 106.64)
        case .large: (121.66, 127.2, 135.89)
        }
        let value = weight.swiftUIValue
        let percent = value < 0
            ? light + (value + 0.8) / 0.8 * (regular - light)
            : regular + value / 0.62 * (black - regular)
        return percent / 100 * pointSize
    }
}

extension Font.Weight {
    /// SwiftUI's value of the weight: -0.8 ultraLight, 0 regular, 0.62 black.
    var swiftUIValue: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }
}
