import Raster

/// How a navigation title shows in the bar.
public enum NavigationBarTitleDisplayMode: Hashable, Sendable {
    /// In the bar, wrapping onto more lines rather than truncating.
    case inline
    /// In the bar only once the content's large title (see `navigationLargeTitle()`) has scrolled
    /// under it, on one line, truncated if need be: the heading has been read in full above. Without
    /// a large title in the content the bar's title is the only heading, so it shows inline.
    case large
    /// As `large`.
    case automatic
}

/// What a screen tells the navigation stack around it: toolbar items, a title, destinations.
/// The nearest NavigationStack above collects these from its content, as SwiftUI's preferences.
final class NavigationPreferenceNode: WrapperNode {
    var toolbarItems: [ToolbarItemNode] = []
    var title: String?
    var titleDisplayMode: NavigationBarTitleDisplayMode?
    var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The search field of `searchable(text:)`, drawn under the bar's title.
    var searchField: Node?
    /// The bar's background, from `toolbarBackground(_:for:)`.
    var barBackground: Color?
    /// Whether the bar shows, from `toolbar(_:for:)`.
    var barVisibility: Visibility?
}

/// The view marked as the screen's large title (see `navigationLargeTitle()`).
final class LargeTitleNode: WrapperNode {}

extension Node {
    /// The navigation preferences in this subtree, outermost first, not looking inside nested stacks.
    var navigationPreferences: [NavigationPreferenceNode] {
        if self is NavigationNode { return [] }
        let inner = children.flatMap(\.navigationPreferences)
        return (self as? NavigationPreferenceNode).map { [$0] + inner } ?? inner
    }

    /// The first node in the subtree marked as the screen's large title.
    var largeTitleNode: Node? {
        if self is LargeTitleNode { return self }
        for child in children { if let found = child.largeTitleNode { return found } }
        return nil
    }
}

/// A bar of the screen, as SwiftUI's `ToolbarPlacement`: what `toolbarBackground` and `toolbar(_:for:)` change.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
    /// The screen's title, shown in the navigation bar as `navigationBarTitleDisplayMode` says.
    public func navigationTitle(_ title: String) -> some View {
        navigationPreference { $0.title = title }
    }

    /// How the navigation title shows.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        navigationPreference { $0.titleDisplayMode = mode }
    }

    /// What to show when a value of `type` is pushed onto the stack's path.
    public func navigationDestination<D: Hashable, Destination: View>(
        for type: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        navigationPreference { $0.destinations[ObjectIdentifier(type)] = { destination($0 as! D) } }
    }

    /// A sheet shown while `isPresented` is true. A snapshot shows the screen at rest, without the sheet.
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Marks this view as the screen's large title: while it is on screen the bar's copy of the title
    /// is hidden, and once it scrolls under the bar the bar shows the title.
    public func navigationLargeTitle() -> some View {
        wrapNode { node in LargeTitleNode(child: node) }
    }

    /// Paints the navigation bar (with `.navigationBar` among `bars`) in `style`; other bars are
    /// accepted and left as they are.
    public func toolbarBackground(_ style: Color, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) { $0.barBackground = style } }
    }

    /// Accepted for SwiftUI's sake: a snapshot draws the bar's background only when it is given a colour.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Hides (or shows) the navigation bar (with `.navigationBar` among `bars`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) { $0.barVisibility = visibility } }
    }

    private func navigationPreference(_ set: @escaping (NavigationPreferenceNode) -> Void) -> some View {
        wrapNode { node, _ in
            let preference = node as? NavigationPreferenceNode ?? NavigationPreferenceNode(child: node)
            set(preference)
            return preference
        }
    }
}
