import Raster

/// A font as SwiftUI describes one: a text style that scales with Dynamic Type, or a fixed or
/// relative size, in a weight, design and slant.
///
/// This is a description, resolved against an environment (its Dynamic Type size and `FontSet`)
/// into a `Raster.Font`, a face at a point size, when text is laid out (`resolved(in:)`). The two
/// stay two types because they are two things: this one is what a view asks for and can be
/// written before any font file is read; Raster's is the face and size text is measured in.
///
/// SnapUI draws every weight with the nearest bundled face: ultraLight ... medium with the regular
/// face, semibold ... black with the bold one (Liberation Sans has two weights). Italic uses the
/// bundled italic faces, `.monospaced` design Liberation Mono; `.serif` and `.rounded` draw in the
/// default design. A custom font (`custom(_:size:)`) is the face of that PostScript or family name
/// among the font folder's files and the app's (`FontSet.face(named:weight:italic:)`), scaling as
/// SwiftUI scales it; a name no face has fails the render (`FontNotFoundError`). Symbols follow the
/// weight exactly, through the symbol font's weight axis.
public struct Font: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        case style(TextStyle)
        /// A size that does not scale with Dynamic Type.
        case fixed(Double)
        /// A size at the default text size that scales as `relativeTo` does.
        case relative(Double, to: TextStyle)
    }

    var size: Size
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// Set by `monospacedDigit()`: digits are set without kerning, so every digit takes its
    /// advance, which is one width in the bundled faces (a face with proportional digits would
    /// need its `tnum` feature, which SnapUI does not apply).
    var hasMonospacedDigits = false
    /// The PostScript or family name of a custom font; nil for the system font.
    var name: String?
    /// Set by `leading(_:)`: the line spacing of a text style's system font.
    var lineLeading = Leading.standard

    /// SwiftUI's weights, lightest to heaviest.
    public enum Weight: Int, Hashable, Sendable, Comparable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// True for the weights drawn with the bold face: semibold and heavier.
        var isBold: Bool { self >= .semibold }

        /// The weight on the CSS/OpenType scale (100 ultraLight ... 400 regular ... 900 black), the
        /// symbol font's `wght` axis (which stops at 700, so heavy and black draw as bold).
        public var value: Double { Double(rawValue + 1) * 100 }

        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// SwiftUI's font designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    /// A font of a fixed size that does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    /// A font in a text style, as `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// A font of `size` points at the default text size that scales as `textStyle` does.
    public static func custom(size: CGFloat, relativeTo textStyle: TextStyle = .body) -> Font {
        Font(size: .relative(size, to: textStyle))
    }

    /// The font of PostScript or family name `name` at `size` points, scaling with Dynamic Type
    /// relative to body, as SwiftUI's.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font of PostScript or family name `name` at `size` points, scaling with Dynamic Type as
    /// `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: .relative(size, to: textStyle), name: name)
    }

    /// The font of PostScript or family name `name` at `fixedSize` points, not scaling with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: .fixed(fixedSize), name: name)
    }

    /// The font in another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font in its monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The font with digits of one width (see `hasMonospacedDigits`).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The point size at a Dynamic Type size.
    public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> Double {
        switch size {
        case .style(let style): style.pointSize(at: dynamicTypeSize)
        case .fixed(let points): points
        case .relative(let points, let style):
            points * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
        }
    }

    /// The weight the font draws in: its own, else its text style's (semibold for headline).
    public var resolvedWeight: Weight {
        if let weight { return weight }
        if case .style(let style) = size { return style.weight }
        return .regular
    }

    /// The face and point size that draw the font at `dynamicTypeSize` from `fonts`: a custom
    /// font's named face, or the bundled faces (also for a name no face has: `resolved(in:)` reports it).
    public func resolved(at dynamicTypeSize: DynamicTypeSize, in fonts: FontSet) -> Raster.Font {
        if let name, let face = fonts.face(named: name, weight: weight?.value, italic: isItalic) {
            let font = Raster.Font(face: face, size: pointSize(at: dynamicTypeSize))
            return isItalic && !face.isItalic ? font.italic() : font
        }
        return fonts.font(
            size: pointSize(at: dynamicTypeSize), bold: resolvedWeight.isBold, italic: isItalic,
            monospaced: design == .monospaced)
    }
}
