private struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }

extension EnvironmentValues {
    /// Pixels per point of the snapshot being rendered, as SwiftUI's `displayScale`.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
