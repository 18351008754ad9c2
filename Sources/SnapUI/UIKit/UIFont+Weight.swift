import Foundation

extension UIFont {
    /// A font weight on UIKit's scale, -1 (lightest) ... 0 (regular) ... 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        private static let named: [(Weight, Font.Weight, String)] = [
            (.ultraLight, .ultraLight, "Ultralight"), (.thin, .thin, "Thin"), (.light, .light, "Light"),
            (.regular, .regular, "Regular"), (.medium, .medium, "Medium"), (.semibold, .semibold, "Semibold"),
            (.bold, .bold, "Bold"), (.heavy, .heavy, "Heavy"), (.black, .black, "Black"),
        ]

        /// The named weight nearest this one.
        private var nearest: (Weight, Font.Weight, String) {
            Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        /// SwiftUI's weight nearest this one.
        var fontWeight: Font.Weight { nearest.1 }

        /// The weight's part of the system font's PostScript name (`Semibold` in `.SFUI-Semibold`).
        var postScriptSuffix: String { nearest.2 }

        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// UIKit's text styles, each a SwiftUI text style (title1 is `.title`, caption1 `.caption`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same size (body for an unknown raw value).
        var snapStyle: SnapUI.TextStyle {
            let styles: [TextStyle: SnapUI.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption, .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }
}
