/// A font as SwiftUI describes one: a text style that scales with Dynamic Type, or a fixed or
/// relative size, in a weight. SnapUI draws every font with the bundled face of that weight.
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
    var isItalic = false

    /// The weights SnapUI can draw: regular and bold faces (semibold and heavier draw bold).
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var isBold: Bool { self >= .semibold }

        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
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
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: .fixed(size), weight: weight)
    }

    /// A font in a text style, as `Font.system(_:)`.
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight)
    }

    /// A font of `size` points at the default text size that scales as `textStyle` does.
    public static func custom(size: Double, relativeTo textStyle: TextStyle = .body) -> Font {
        Font(size: .relative(size, to: textStyle))
    }

    /// The font in another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font slanted (drawn with a synthetic slant, as no italic face is bundled).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
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

    /// True when the font draws with the bold face.
    var isBold: Bool {
        if let weight { return weight.isBold }
        if case .style(let style) = size { return style.isBold }
        return false
    }
}
