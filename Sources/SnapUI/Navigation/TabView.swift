import Raster

/// The metrics of iOS 26's floating tab bar: a Liquid Glass capsule over the bottom of the content,
/// each tab a symbol above a small label, the selected one tinted on a lighter capsule of its own.
/// Estimates from iOS 26's screens, not measured from reference screenshots.
public enum TabBarMetrics {
    /// The bar's height and its space from the screen's sides.
    public static let height = 62.0
    public static let margin = 20.0
    /// The space between the bar and the bottom of the safe area.
    public static let bottomMargin = 8.0
    /// The selected tab's capsule: this far inside the bar.
    public static let selectionInset = 4.0
    public static let selection = Color(light: RGBA(r: 0, g: 0, b: 0, a: 18), dark: RGBA(r: 255, g: 255, b: 255, a: 30))
    /// A tab's symbol and its label.
    public static let symbolFont = Font.system(size: 22)
    public static let labelFont = Font.system(size: 10, weight: .semibold)
    public static let symbolToLabel = 2.0
    /// The space between the bar and the search tab's circle after it.
    public static let searchSpacing = 8.0
}

/// How a TabView shows its tabs: a tab bar, or pages with dots (`.page`).
public protocol TabViewStyle {}

/// The tab bar.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

/// Pages, one at a time, with a dot for each below them.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the dots show.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// iOS 18's adaptable sidebar: a tab bar on iPhone.
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// True for the page of a search tab (`Tab(role: .search)`).
struct SearchTabTraitKey: ViewTraitKey { static var defaultValue: Bool { false } }

/// What a tab is for, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search tab: titled "Search" with a magnifying glass, and on iOS 26 drawn apart from the
    /// other tabs, in a glass circle of its own after the bar.
    public static let search = TabRole(name: "search")

    /// iOS's own title of the search tab, which no app's table translates.
    var title: Text { Text(verbatim: "Search") }
    var systemImage: String { "magnifyingglass" }
}

/// The label of a tab in the tab bar, set with `tabItem(_:)` or by a `Tab`.
struct TabItemTraitKey: ViewTraitKey { static var defaultValue: AnyView? { nil } }

extension View {
    /// Sets how the TabViews inside show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        self.style(style, of: (any TabViewStyle).self)
    }

    /// The label of this view's tab in the enclosing TabView: a `Label`, or an `Image` and a `Text`.
    public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
        trait(TabItemTraitKey.self, AnyView(label()))
    }
}

/// A tab of a TabView, as iOS 18's `Tab`: its title and symbol, the value that selects it, its content.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let systemImage: String
    let value: Value?
    let role: TabRole?
    let content: Content

    /// A tab titled `title` (a localised key or a string shown as it is), selected by `value`.
    init(title: Text, systemImage: String, value: Value?, role: TabRole?, content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.role = role
        self.content = content()
    }

    /// A tab with a localised title, selected when the TabView's selection is `value`; a `.search`
    /// role sets it apart.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: value, role: role, content: content)
    }

    /// A tab titled with a string, shown as it is, selected when the TabView's selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(title), systemImage: systemImage, value: value, role: role, content: content)
    }

    /// A tab of `role` selected when the TabView's selection is `value`, titled and drawn as the role's.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(title: role.title, systemImage: role.systemImage, value: value, role: role, content: content)
    }

    public var body: some View {
        let tagged = role == .search
            ? AnyView(content.tabItem { Image(systemName: systemImage).accessibilityLabel(title) }.trait(SearchTabTraitKey.self, true))
            : AnyView(content.tabItem { Label { title } icon: { Image(systemName: systemImage) } })
        return Group {
            if let value { tagged.tag(value) } else { tagged }
        }
    }
}

extension Tab where Value == Never {
    /// A tab with a localised title and no value: selected by its place when the TabView has no selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: nil, role: role, content: content)
    }

    /// A tab titled with a string, shown as it is, and no value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: nil, role: role, content: content)
    }

    /// A tab of `role` with no value, titled and drawn as the role's.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(title: role.title, systemImage: role.systemImage, value: nil, role: role, content: content)
    }
}

/// Views shown one at a time, chosen by a tab bar at the bottom of the screen (or, in the page style,
/// pages with dots). The tab whose tag (or `Tab` value) is the selection shows; the first without one.
public struct TabView<Selection: Hashable, Content: View>: PrimitiveView {
    let selection: Selection?
    let content: Content

    /// Tabs whose selection is bound to `selection`.
    public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var tabs = environment
        tabs.readsTags = true
        let pages = SnapUI.makeNodes(content, in: tabs)
        guard !pages.isEmpty else { return [] }
        let selected = selection.flatMap { selection in pages.firstIndex { $0.tag == AnyHashable(selection) } } ?? 0
        if let page = environment.style(of: (any TabViewStyle).self, or: DefaultTabViewStyle()) as? PageTabViewStyle {
            return [PageNode(page: pages[selected], count: pages.count, selected: selected, style: page, environment: environment)]
        }
        let items = pages.enumerated().map { index, page in
            TabBarItemNode(page: page, isSelected: index == selected, environment: environment)
        }
        return [TabBarNode(page: pages[selected], items: items, environment: environment)]
    }
}

extension TabView where Selection == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab in the bar: its symbol above its label, tinted when selected, with the badge of its page.
final class TabBarItemNode: Node {
    let isSelected: Bool
    /// True for the search tab (`Tab(role: .search)`), which iOS 26 draws apart, after the bar.
    let isSearch: Bool
    let badge: BadgeNode?
    var label: Node { children[0] }

    init(page: Node, isSelected: Bool, environment: EnvironmentValues) {
        self.isSelected = isSelected
        isSearch = page.traits[SearchTabTraitKey.self]
        badge = page.traits[BadgeTraitKey.self]
        super.init(children: [Self.label(page.traits[TabItemTraitKey.self], isSelected: isSelected, environment: environment)]
                   + [badge].compactMap { $0 })
        role = "tabItem"
        accessibility.traits = isSelected ? [.isButton, .isSelected] : .isButton
    }

    /// The tab's label: each view of it drawn as a tab draws it (a symbol at the symbol's size, text
    /// at the label's), stacked.
    private static func label(_ item: AnyView?, isSelected: Bool, environment: EnvironmentValues) -> Node {
        var label = environment
        label.foregroundStyle = isSelected ? (environment.tint ?? .accentColor) : environment.labelColor
        label.lineLimit = 1
        label.layoutsSymbolsInEmSquares = true  // as the bar was measured
        var symbol = label
        symbol.font = TabBarMetrics.symbolFont
        label.font = TabBarMetrics.labelFont
        guard let item else { return LayoutNode(layout: VStackLayout(), children: [], environment: label) }
        let styled = item.labelStyle(TabItemLabelStyle())
        let asText = SnapUI.makeNodes(styled, in: label), asSymbol = SnapUI.makeNodes(styled, in: symbol)
        let parts = zip(asText, asSymbol).map { text, symbol in text.containsText ? text : symbol }
        return LayoutNode(layout: VStackLayout(spacing: TabBarMetrics.symbolToLabel), children: parts, environment: label)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        label.sizeThatFits(.unspecified)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let size = label.sizeThatFits(.unspecified)
        label.place(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
        if let badge {
            let badgeSize = badge.sizeThatFits(.unspecified)
            badge.place(in: Rect(x: frame.midX + 4, y: label.frame.minY - NavigationBarMetrics.badgeOverlap,
                                 width: badgeSize.width, height: badgeSize.height))
        }
    }
}

/// A Label in the tab bar: its symbol at the symbol's size above its title.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabBarMetrics.symbolToLabel) {
            configuration.icon.font(TabBarMetrics.symbolFont)
            configuration.title
        }
    }
}

/// The selected tab's page under iOS 26's floating tab bar.
final class TabBarNode: Node {
    let items: [TabBarItemNode]
    let glass: RGBA
    let shadow: RGBA
    let selection: RGBA
    let safeArea: EdgeInsets
    let screenWidth: Double
    var page: Node { children[0] }
    private var bar: Rect = .zero
    /// The search tab's own glass circle after the bar, when there is a search tab.
    private var searchCircle: Rect?

    init(page: Node, items: [TabBarItemNode], environment: EnvironmentValues) {
        self.items = items
        glass = NavigationBarMetrics.glass.resolve(in: environment)
        shadow = NavigationBarMetrics.shadow.resolve(in: environment)
        selection = TabBarMetrics.selection.resolve(in: environment)
        safeArea = environment.safeAreaInsets
        screenWidth = environment.screenWidth
        super.init(children: [page] + items)
        role = "tabBar"
    }

    /// The bar is drawn above the bottom inset, the page runs under it: as a root it takes the whole screen.
    override var ignoredSafeAreaEdges: Edge.Set { .all }

    /// The height under the page that the bar needs: the bar, its margin and the bottom safe area.
    private var barSpace: Double { TabBarMetrics.height + TabBarMetrics.bottomMargin + safeArea.bottom }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? screenWidth
        let page = self.page.sizeThatFits(ProposedViewSize(width: width, height: proposal.height.map { max($0 - barSpace, 0) }))
        // The page runs under the bar; it is at least as tall as the bar needs.
        return Size(width: width, height: max(page.height + barSpace, proposal.height ?? 0))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        page.place(in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(frame.height - barSpace, 0)))
        bar = Rect(x: frame.minX + TabBarMetrics.margin, y: frame.maxY - barSpace, width: frame.width - 2 * TabBarMetrics.margin,
                   height: TabBarMetrics.height)
        searchCircle = nil
        if let search = items.first(where: \.isSearch) {
            // iOS 26 sets the search tab apart: a circle of the bar's height at its trailing end.
            let circle = Rect(x: bar.maxX - TabBarMetrics.height, y: bar.minY, width: TabBarMetrics.height, height: TabBarMetrics.height)
            bar.size.width -= TabBarMetrics.height + TabBarMetrics.searchSpacing
            search.place(in: circle.insetBy(dx: TabBarMetrics.selectionInset, dy: TabBarMetrics.selectionInset))
            searchCircle = circle
        }
        let tabs = items.filter { !$0.isSearch }
        let slot = (bar.width - 2 * TabBarMetrics.selectionInset) / Double(max(tabs.count, 1))
        for (index, item) in tabs.enumerated() {
            item.place(in: Rect(x: bar.minX + TabBarMetrics.selectionInset + Double(index) * slot,
                                y: bar.minY + TabBarMetrics.selectionInset, width: slot,
                                height: bar.height - 2 * TabBarMetrics.selectionInset))
        }
    }

    override func drawContent(in canvas: inout Canvas) {
        page.draw(in: &canvas)
        drawGlass(bar, glass: glass, shadow: shadow, in: &canvas)
        if let searchCircle { drawGlass(searchCircle, glass: glass, shadow: shadow, in: &canvas) }
        for item in items where item.isSelected {
            canvas.fill(.capsule(in: item.frame), color: selection)
        }
        for item in items { item.draw(in: &canvas) }
    }

    override func accessibilityOrderedChildren() -> [Node] {
        [page] + items
    }
}
