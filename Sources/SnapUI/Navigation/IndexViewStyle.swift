/// How a paged TabView's index (its dots) is backed, as SwiftUI's `IndexViewStyle`; set it with
/// `.indexViewStyle(_:)`.
public protocol IndexViewStyle {}

/// The page index style: dots, with a backing capsule shown as `backgroundDisplayMode` says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Whether the capsule shows in a snapshot, which is a view at rest: only `.always` shows it
    /// without an interaction (`.automatic` and `.interactive` show it while the dots are touched).
    var showsBackgroundAtRest: Bool { backgroundDisplayMode == .always }

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

extension EnvironmentValues {
    /// How the paged TabViews inside back their dots: the style set with `indexViewStyle(_:)`, or `.page`.
    var indexViewStyle: any IndexViewStyle { style(of: (any IndexViewStyle).self, or: PageIndexViewStyle()) }
}

extension View {
    /// Sets how paged TabViews inside back their dots: `.page(backgroundDisplayMode: .always)` draws
    /// the capsule behind them.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self.style(style, of: (any IndexViewStyle).self)
    }
}
