/// What a screen's toolbar is for, as SwiftUI's `ToolbarRole`. On iOS it changes only how a pushed
/// screen's back button is titled; iOS 26's back button is a chevron alone in every role, so the
/// bar draws the same.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's: the back button carries no title.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// The role of this screen's toolbar: on iOS 26 the bar draws the same in every role.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// The colour scheme of the bars in `bars` (the navigation bar among them): over the bar's own
    /// background (`toolbarBackground(_:for:)`) its title and glass are drawn in `colorScheme`, as iOS
    /// applies it only where the bar's background shows. Nil keeps the screen's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { preference, _ in
            if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) { preference.barColorScheme = colorScheme }
        }
    }
}
