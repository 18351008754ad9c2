// The direction of writing, as SwiftUI's environment gives it: left to right unless a view sets it.

/// Which way text and horizontal layout run, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The direction of writing: `.leftToRight` unless set.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
