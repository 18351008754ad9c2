/// The navigation bar modifiers of iOS 13, deprecated since iOS 16 and still in many codebases: each is
/// the modifier that replaced it, so a screen written either way draws the same bar.
extension View {
    /// The screen's title, as `navigationTitle(_:)` with the automatic display mode.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The screen's title from a localised key, as `navigationTitle(_:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The screen's title from a string, shown as it is, as `navigationTitle(_:)`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The screen's title and how it shows, as `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The screen's title from a localised key, and how it shows.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The screen's title from a string, shown as it is, and how it shows.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Items on the bar's leading and trailing sides, as toolbar items placed there.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item on the bar's leading side.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item on the bar's trailing side.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar, as `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }
}

/// The namespace of iOS 13's bar item types, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How a title set with `navigationBarTitle(_:displayMode:)` shows: the display modes of today.
    public typealias TitleDisplayMode = NavigationBarTitleDisplayMode
}
