/// How a paged TabView's index (its dots) is backed, as SwiftUI's `IndexViewStyle`; set it with
/// `.indexViewStyle(_:)`. Accepted so that screens compile; SnapUI draws the dots without the
/// backing capsule that `.always` asks for.
public protocol IndexViewStyle {}

/// The page index style: dots, with a backing capsule shown as `backgroundDisplayMode` says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots, backed as iOS chooses.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots, backed as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how paged TabViews inside back their dots (accepted; the backing is not drawn).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
