/// UIKit's name for the user's preferred text size, as `UITraitCollection.preferredContentSizeCategory`
/// reports it: the snapshot's Dynamic Type size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in order, smallest first: SwiftUI's Dynamic Type sizes one for one.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        self = Self.ordered[size.rawValue]
    }

    /// The Dynamic Type size of the category; nil for `unspecified` (or an unknown raw value).
    var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).flatMap { DynamicTypeSize(rawValue: $0) }
    }

    /// True for the five accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }

    /// Smaller text first; `unspecified` before every size, as UIKit orders it.
    public static func < (a: Self, b: Self) -> Bool {
        (a.dynamicTypeSize?.rawValue ?? -1) < (b.dynamicTypeSize?.rawValue ?? -1)
    }
}
