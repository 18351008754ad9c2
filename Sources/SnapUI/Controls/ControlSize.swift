/// The size of controls, as SwiftUI's `ControlSize`: it changes bordered buttons' padding and font,
/// and the spinner of a `ProgressView`.
public enum ControlSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of the controls inside.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
