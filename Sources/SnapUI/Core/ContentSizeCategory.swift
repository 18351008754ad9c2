// `ContentSizeCategory`, the name Dynamic Type's sizes had before `DynamicTypeSize` (iOS 15), which
// code still reads and writes through `\.sizeCategory`.

/// The user's preferred text size under its older name, as SwiftUI's `ContentSizeCategory`: each
/// case is one `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// The category of a Dynamic Type size.
    init(_ dynamicTypeSize: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[dynamicTypeSize.rawValue]
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool { DynamicTypeSize(a) < DynamicTypeSize(b) }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a size category.
    init(_ sizeCategory: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory)!]
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size as a size category: reading it reads `dynamicTypeSize`, setting it
    /// sets `dynamicTypeSize`, so text inside resizes.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
