/// The user's preferred text size, with SwiftUI's names, smallest first.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// SwiftUI's name for the size, such as `xxxLarge` or `accessibility3`.
    public var name: String { "\(self)" }

    /// The size named `name`: SwiftUI's names (`xSmall` ... `accessibility5`, any case) or `AX1` to `AX5`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let size = Self.allCases.first(where: { $0.name.lowercased() == lowered }) {
            self = size
        } else if lowered.hasPrefix("ax"), let n = Int(lowered.dropFirst(2)), (1...5).contains(n) {
            self = Self(rawValue: Self.accessibility1.rawValue + n - 1)!
        } else {
            return nil
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
