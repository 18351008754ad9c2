private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The accent colour `.accentColor(_:)` sets, which `Color.accentColor` draws; nil means
    /// iOS's blue.
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent colour of this view and the views inside, as SwiftUI's (which deprecates it
    /// from iOS 27 in favour of the asset catalogue and `tint(_:)`): `Color.accentColor` draws it,
    /// and so do controls with no `tint`. nil keeps the inherited accent colour.
    public func accentColor(_ accentColor: Color?) -> some View {
        transformEnvironment { environment in
            guard let accentColor else { return }
            // `Color.accentColor` here means the accent colour inherited, not itself.
            if let opacity = accentColor.accentOpacity {
                environment.accentColor = (environment.accentColor ?? .blue).opacity(opacity)
            } else {
                environment.accentColor = accentColor
            }
        }
    }
}
