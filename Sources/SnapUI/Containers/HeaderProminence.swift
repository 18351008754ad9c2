/// How prominent a section's header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// A list's usual header: footnote text in the secondary colour.
    case standard
    /// A larger header, as UIKit's prominent inset-grouped header: `.title3` bold in the label colour.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The prominence of the section headers inside.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers inside (of a Section, its own).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
