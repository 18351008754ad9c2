import Raster

/// How a navigation title shows in the bar.
public enum NavigationBarTitleDisplayMode: Hashable, Sendable {
    /// In the bar, on one line (truncated if need be) at no more than the bar's largest text size.
    case inline
    /// As a large title: the content's own (see `navigationLargeTitle()`), whose copy shows in the bar
    /// on one line once it has scrolled under it; or, when the content has none, the bar's, leading
    /// aligned below its items, SF Pro Bold at `.largeTitle` size.
    case large
    /// The previous screen's mode; large at the stack's root, as iOS shows a root's title.
    case automatic

    /// The mode a screen shows in: its own, or for `automatic` that of the screen below it on the stack
    /// (`previous`, `.large` under the root).
    func resolved(after previous: NavigationBarTitleDisplayMode) -> NavigationBarTitleDisplayMode {
        self == .automatic ? previous : self
    }
}

/// How the navigation title shows, as iOS 17's `ToolbarTitleDisplayMode`.
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large, inlineLarge

    /// The bar's mode it comes to: `inlineLarge` (a large title in the bar) shows as `large`.
    var barMode: NavigationBarTitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .inline: .inline
        case .large, .inlineLarge: .large
        }
    }
}

/// What a screen tells the navigation stack around it: toolbar items, a title, destinations. Each
/// navigation modifier passes one up (`NavigationBarPreferenceKey`); the nearest NavigationStack above
/// reads them and keeps them from the views above it, as SwiftUI's stack keeps its screens' titles.
struct NavigationBarPreference {
    var toolbarItems: [ToolbarItemNode] = []
    /// The screen's title, resolved in the bar's environment (its locale) where it is drawn.
    var title: Text?
    var titleDisplayMode: NavigationBarTitleDisplayMode?
    var destinations: [ObjectIdentifier: (Any) -> any View] = [:]
    /// The search field of `searchable(text:)`, drawn under the bar's title.
    var searchField: Node?
    /// The bar's background, from `toolbarBackground(_:for:)`.
    var barBackground: Color?
    /// The colour scheme of the bar's title and glass over its background, from `toolbarColorScheme(_:for:)`.
    var barColorScheme: ColorScheme?
    /// Whether the bar shows, from `toolbar(_:for:)`.
    var barVisibility: Visibility?
    /// True when a pushed screen hides its back button (`navigationBarBackButtonHidden()`).
    var backButtonHidden: Bool?
    /// True when the bar's inline title wraps rather than truncates (`navigationTitleNeverTruncates()`).
    var titleNeverTruncates: Bool?
}

/// A screen's navigation preferences, outermost first (a modifier further out wins where two set
/// the same thing; toolbar items come in this order).
struct NavigationBarPreferenceKey: PreferenceKey {
    static var defaultValue: [NavigationBarPreference] { [] }
    static func reduce(value: inout [NavigationBarPreference], nextValue: () -> [NavigationBarPreference]) {
        value += nextValue()
    }
}

/// The view marked as the screen's large title (see `navigationLargeTitle()`): the first marked.
struct LargeTitlePreferenceKey: PreferenceKey {
    static var defaultValue: Node? { nil }
    static func reduce(value: inout Node?, nextValue: () -> Node?) {
        if value == nil { value = nextValue() }
    }
}

/// True for a subtree that holds a NavigationStack.
struct NavigationStackPreferenceKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
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
    /// The screen's title, shown in the navigation bar as `navigationBarTitleDisplayMode` says: its
    /// characters (markdown read, values formatted) in the bar's own font; the Text's styles are not kept.
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference { $0.title = title }
    }

    /// The screen's title, a localised string's key looked up in the bar's locale.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The screen's title, a string shown as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// How the navigation title shows.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        navigationPreference { $0.titleDisplayMode = mode }
    }

    /// How the navigation title shows, as iOS 17's name for `navigationBarTitleDisplayMode(_:)`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// SnapUI's own: the bar's inline title wraps onto as many lines as it needs and grows with every
    /// Dynamic Type size, where iOS's truncates on one line at the bar's largest text size
    /// (`NavigationBarMetrics.largestTextSize`). For a design system whose inline title is the screen's
    /// only heading and must be read in full. The collapsed copy of a large title stays on one line.
    public func navigationTitleNeverTruncates(_ neverTruncates: Bool = true) -> some View {
        navigationPreference { $0.titleNeverTruncates = neverTruncates }
    }

    /// Hides a pushed screen's back button.
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
        navigationPreference { $0.backButtonHidden = hidden }
    }

    /// The screen pushed while `isPresented` is true. A snapshot shows the screen at rest, as if it
    /// were not presented (push a value onto a `NavigationStack(path:)` to show a destination).
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) -> some View {
        self
    }

    /// The screen pushed while `item` holds a value; as `navigationDestination(isPresented:destination:)`,
    /// a snapshot shows the screen at rest.
    public func navigationDestination<D: Hashable, Destination: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        self
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
        wrapNode { node in PreferenceNode<LargeTitlePreferenceKey>(child: node) { _ in node } }
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

    private func navigationPreference(_ set: @escaping (inout NavigationBarPreference) -> Void) -> some View {
        navigationPreference { preference, _ in set(&preference) }
    }

    /// Passes up one more navigation preference, made in the view's environment, before (outside)
    /// those set inside the view.
    func navigationPreference(_ set: @escaping (inout NavigationBarPreference, EnvironmentValues) -> Void) -> some View {
        wrapNode { node, environment in
            var preference = NavigationBarPreference()
            set(&preference, environment)
            return PreferenceNode<NavigationBarPreferenceKey>(child: node) { [preference] + ($0 ?? []) }
        }
    }
}
