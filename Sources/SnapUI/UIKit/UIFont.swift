import Foundation

/// UIKit's font, a class as UIKit's is: the system font at a size and weight, a text style's font at
/// the snapshot's text size, or a font family by name. SwiftUI draws it with `Font(_:)`, at its size
/// and weight and not scaling further, as a `CTFont` does on iOS.
///
/// Sizes and metrics are iOS's: a text style's point size is iOS's at the snapshot's text size, and
/// `lineHeight`, `ascender` and `descender` are SF Pro's (2444, 1950 and 494 units of its 2048 an em), so
/// layout arithmetic written against them gives iOS's figures. A font by name is the face of that
/// PostScript or family name among the snapshot's fonts (`FontSet.face(named:weight:italic:)`).
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's PostScript name: `.SFUI-Regular` (or its weight) for the system font, else the name given.
    public let fontName: String
    /// `.AppleSystemUIFont` for the system font, else the name given.
    public let familyName: String
    public let pointSize: CGFloat
    /// The weight of a system font; regular for a named one.
    let weight: Weight
    let isItalic: Bool
    let isMonospaced: Bool
    /// The text style a preferred font is for.
    let textStyle: TextStyle?

    private init(name: String?, size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false, textStyle: TextStyle? = nil) {
        fontName = name ?? ".SFUI-\(weight.postScriptSuffix)\(italic ? "Italic" : "")"
        familyName = name ?? ".AppleSystemUIFont"
        pointSize = size
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
        self.textStyle = textStyle
        super.init()
    }

    /// The font of PostScript or family name `fontName` at `fontSize` points; nil, as on iOS, when
    /// no face of the snapshot's fonts (the font folder's and the app's) has the name. Made outside
    /// a render, the name is looked up when the font is drawn.
    public init?(name fontName: String, size fontSize: CGFloat) {
        if let fonts = UIKitSnapshot.current.fonts, fonts.face(named: fontName) == nil { return nil }
        self.fontName = fontName
        familyName = fontName
        pointSize = fontSize
        weight = .regular
        isItalic = false
        isMonospaced = false
        textStyle = nil
        super.init()
    }

    /// The system font at `fontSize` points, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: nil, size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points in `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: nil, size: fontSize, weight: weight)
    }

    /// The system font at `fontSize` points, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: nil, size: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points, italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: nil, size: fontSize, weight: .regular, italic: true)
    }

    /// The system font's monospaced design at `fontSize` points in `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: nil, size: fontSize, weight: weight, monospaced: true)
    }

    /// The font for `style` at the current snapshot's text size (`UITraitCollection.current`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the text size of `traitCollection`, or the current snapshot's when
    /// it is nil or leaves the size unspecified.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let snapStyle = style.snapStyle
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize
            ?? UITraitCollection.current.preferredContentSizeCategory.dynamicTypeSize ?? .large
        return UIFont(
            name: nil, size: CGFloat(snapStyle.pointSize(at: size)), weight: snapStyle.weight == .semibold ? .semibold : .regular,
            textStyle: style)
    }

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if familyName != ".AppleSystemUIFont" { return UIFont(name: fontName, size: fontSize, weight: weight) }
        return UIFont(name: nil, size: fontSize, weight: weight, italic: isItalic, monospaced: isMonospaced, textStyle: textStyle)
    }

    /// The distance from the baseline to the top of the tallest glyphs, SF Pro's.
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative, SF Pro's.
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    /// SF Pro has no leading.
    open var leading: CGFloat { 0 }
    /// The height of a line: ascender minus descender, as iOS gives it (20.29 for 17 points).
    open var lineHeight: CGFloat { ascender - descender }

    /// UIKit's standard sizes: a label's (17), a button's (18), the system's (14) and a small one (12).
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The font as SwiftUI draws it: its size, fixed, in its weight, slant and design.
    var font: Font {
        // A named font is its face, in that face's weight.
        let size = Double(pointSize)
        var font = familyName == ".AppleSystemUIFont"
            ? Font.system(size: size).weight(weight.fontWeight) : Font.custom(fontName, fixedSize: size)
        if isItalic { font = font.italic() }
        if isMonospaced { font = font.monospaced() }
        return font
    }
}

extension Font {
    /// A SwiftUI font from a UIKit one, as SwiftUI's `Font(_:)` takes a `CTFont` (a `UIFont` on iOS):
    /// its size, which does not scale further with Dynamic Type, its weight, slant and design.
    public init(_ font: UIFont) {
        self = font.font
    }
}
