import SnapUI

/// How a screen's title shows: as a large heading leading the content, or inline in the bar.
public enum NHSTitleDisplayMode: Hashable, Sendable {
    /// A large heading at the top of the content (a `Title()`), which moves into the bar once it
    /// scrolls under it.
    case large
    /// In the bar only, wrapping onto as many lines as it needs: it never truncates.
    case inline
}

private struct NHSTitleKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The screen's title, set by `nhsTitle(_:displayMode:)` and shown by `Title()`.
    public var nhsTitle: String? {
        get { self[NHSTitleKey.self] }
        set { self[NHSTitleKey.self] = newValue }
    }
}

extension View {
    /// Titles the screen. Apply it to the screen's scrolling container: the title becomes the
    /// navigation title and, in `.large` mode, the heading of the `Title()` that leads the content,
    /// so it is written once.
    public func nhsTitle(_ title: String, displayMode: NHSTitleDisplayMode = .large) -> some View {
        environment(\.nhsTitle, title)
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(displayMode == .large ? .large : .inline)
            // The inline title is the screen's only heading, so it wraps where iOS's would truncate.
            .navigationTitleNeverTruncates(displayMode == .inline)
    }
}
