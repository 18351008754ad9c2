/// A Dynamic Type text size, as the workflow names it in golden file names and options: SwiftUI's
/// names, smallest first.
public enum TextSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's name for the size, such as `xxxLarge` or `accessibility3`.
    public var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// The size named `name`: SwiftUI's names (`xSmall` ... `accessibility5`, any case) or `AX1` to `AX5`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let size = Self.allCases.first(where: { $0.name.lowercased() == lowered }) {
            self = size
        } else if lowered.hasPrefix("ax"), let n = Int(lowered.dropFirst(2)), let size = Self(rawValue: Self.accessibility1.rawValue + n - 1),
            size.isAccessibilitySize
        {
            self = size
        } else {
            return nil
        }
    }

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Light or dark appearance, as the workflow names it.
public enum Scheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
