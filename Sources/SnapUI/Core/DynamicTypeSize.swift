/// The user's preferred text size, with SwiftUI's names, smallest first.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
