// Privacy-sensitive content: drawn as it is, and redacted (as `.placeholder` redacts) when the
// view around it is redacted for `.privacy`, as iOS redacts it on a locked screen.

private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a view marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}

extension View {
    /// Marks the view as holding private data: text and images inside draw as placeholders when a
    /// view around is redacted with `.privacy`; otherwise they draw as they are.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment { $0.isPrivacySensitive = sensitive }
    }
}
