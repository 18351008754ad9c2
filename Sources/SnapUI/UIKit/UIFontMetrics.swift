import Foundation

/// Scales fonts and lengths with the user's text size as a text style scales, as UIKit's
/// `UIFontMetrics`: a value at the default size (large) times the style's point size at the snapshot's
/// text size over its point size at large, the same ratio `@ScaledMetric` uses.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics that scale as body text does.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// How much larger the style is in `traitCollection` (else the current snapshot) than at the default size.
    private func ratio(in traitCollection: UITraitCollection?) -> CGFloat {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize
            ?? UITraitCollection.current.preferredContentSizeCategory.dynamicTypeSize ?? .large
        let style = textStyle.snapStyle
        return CGFloat(style.pointSize(at: size) / style.pointSize(at: .large))
    }

    /// `value` scaled to the current snapshot's text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { value * ratio(in: nil) }

    /// `value` scaled to the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(in: traitCollection)
    }

    /// `font` at its size scaled to the current snapshot's text size.
    open func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }

    /// `font` scaled, but no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }

    /// `font` at its size scaled to the text size of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }
}
