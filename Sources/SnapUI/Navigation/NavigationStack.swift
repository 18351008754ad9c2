import Raster

/// The values pushed onto a navigation stack, as SwiftUI's `NavigationPath`.
public struct NavigationPath {
    var elements: [any Hashable] = []

    public init() {}

    /// A path holding `elements`, the last one shown.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = Array(elements)
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(value)
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// The metrics of iOS 26's navigation bar and its Liquid Glass buttons, from the reference screenshots.
public enum NavigationBarMetrics {
    /// Space above and below the bar's items on a screen with no status bar (the top safe-area inset
    /// is zero, as in the catalogue's screens), and above and below the bottom bar's items.
    public static let verticalPadding = 8.0
    /// Under a status bar (a top safe-area inset), iOS 26 puts the row of items directly below it and
    /// ends the bar this far below the row: a 54-point bar, 52 more with a large title. Measured on
    /// iOS 26's own images (Fidelity.md, "Navigation bar"): bar buttons centred 22 points below the
    /// status bar, content starting 54 points below it.
    public static let paddingBelowItemsUnderStatusBar = 10.0
    /// The height of a bar item: buttons are 44-point circles or 44-point-tall capsules.
    public static let itemHeight = 44.0
    /// Space between the screen edge and the first item.
    public static let margin = 16.0
    /// Space between items, or groups of items.
    public static let itemSpacing = 8.0
    /// Space either side of a capsule's text.
    public static let capsulePadding = 16.0
    /// The glass of a bar button: near-white in light, a raised grey in dark.
    public static let glass = Color(light: "#f7fafb", dark: "#2c3338")
    /// The soft shadow under glass, drawn as rings of this colour growing outwards.
    public static let shadow = Color(light: RGBA(r: 0, g: 0, b: 0, a: 3), dark: RGBA(r: 0, g: 0, b: 0, a: 7))
    public static let shadowRings = 8
    /// How much each ring grows beyond the one inside it, in points.
    public static let shadowRingStep = 1.0
    /// The inline title: headline size, bold (iOS's semibold).
    public static let titleFont = Font.headline
    /// The bar's items and inline title grow with Dynamic Type up to this size and no further: iOS keeps
    /// its bars small and shows their items in the large content viewer at the accessibility sizes. The
    /// same cap as the design system's toolbar text, so an item keeps its glass circle or capsule.
    public static let largestTextSize = DynamicTypeSize.accessibility1
    /// The inline title does not shrink below its size at this text size: iOS 26 draws it at 17 points
    /// at `.medium` as at `.large` (Fidelity.md row 21: its capitals 12.0 points tall in both).
    public static let titleSmallestTextSize = DynamicTypeSize.large
    /// The large title, under the bar's row of items: SF Pro Bold at `.largeTitle` size, growing with
    /// every Dynamic Type size, on one line.
    public static let largeTitleFont = Font.largeTitle.bold()
    /// The height a large title adds to the bar at the default text size; the title rests this far
    /// above its bottom, and at least `largeTitleMinimumTopPadding` below the row.
    public static let largeTitleHeight = 52.0
    public static let largeTitleBottomPadding = 8.0
    public static let largeTitleMinimumTopPadding = 3.0

    /// The large title's distance from the screen's edges: the layout margin, 16 points on a phone and
    /// 20 on wider screens (as a list's inset sections).
    public static func largeTitleMargin(width: Double) -> Double {
        width >= ListMetrics.wideMarginMinimumWidth ? ListMetrics.wideMargin : ListMetrics.narrowMargin
    }
    /// The back button's chevron: a fixed size, so it stays inside its circle at every text size.
    public static let backSymbolFont = Font.system(size: 17, weight: .semibold)
    /// The colour of symbols on glass, such as the back button's chevron.
    public static let symbolColor = Color(light: "#171a1b", dark: "#ffffff")
    /// A badge (`.badge(_:)` on an item's content): a red circle, or a capsule for longer text, with a
    /// white label, overlapping the item's top-trailing corner.
    public static let badgeHeight = 18.0
    public static let badgeOverlap = 3.0
    /// Space either side of a badge's label when it is wider than a circle.
    public static let badgePadding = 5.0
    public static let badgeColor = Color.red
    public static let badgeFont = Font.system(size: 12)
}

/// A stack of screens with a navigation bar: shows its root, or the destination of the last value
/// on its path with a back button.
public struct NavigationStack<Root: View>: PrimitiveView {
    let path: Binding<NavigationPath>?
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = path
        self.root = root()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        Self.stackNodes(root: makeNode(root, in: environment), path: path?.wrappedValue.elements ?? [], in: environment)
    }

    /// A stack showing `rootNode` or, when `path` holds values, the destination of its last; with no
    /// path, the destination of an active link on the root (`NavigationLink(isActive:)`), pushed.
    static func stackNodes(root rootNode: Node, path: [any Hashable], in environment: EnvironmentValues) -> [Node] {
        guard let last = path.last else {
            if let active = rootNode.preferenceValue(ActiveNavigationLinkKey.self).first {
                let modeBelow = NavigationNode.ownTitleMode(rootNode).resolved(after: .large)
                return [NavigationNode(content: makeNode(active(), in: environment), isPushed: true,
                                       titleModeBelow: modeBelow, environment: environment)]
            }
            return [NavigationNode(content: rootNode, isPushed: false, titleModeBelow: .large, environment: environment)]
        }
        let destinations = rootNode.preferenceValue(NavigationBarPreferenceKey.self).reduce(into: [:]) { $0.merge($1.destinations) { a, _ in a } }
        guard let destination = destinations[ObjectIdentifier(type(of: last))] else {
            environment.diagnostics.report(NavigationError.noDestination(String(describing: type(of: last))))
            return []
        }
        // Each screen's automatic title mode is that of the screen below it, from the root up.
        var modeBelow = NavigationNode.ownTitleMode(rootNode).resolved(after: .large)
        for value in path.dropLast() {
            guard let screen = destinations[ObjectIdentifier(type(of: value))] else { continue }
            modeBelow = NavigationNode.ownTitleMode(makeNode(screen(value), in: environment)).resolved(after: modeBelow)
        }
        let screen = makeNode(destination(last), in: environment)
        return [NavigationNode(content: screen, isPushed: true, titleModeBelow: modeBelow, environment: environment)]
    }
}

/// A navigation problem found while resolving.
public enum NavigationError: Error, CustomStringConvertible {
    case noDestination(String)

    public var description: String {
        switch self {
        case .noDestination(let type): "the navigation path holds a \(type), but no navigationDestination(for: \(type).self) is set"
        }
    }
}

/// A screen under a navigation bar that holds its toolbar items, its title and, on a pushed screen,
/// a back button.
final class NavigationNode: Node {
    let leading: [ToolbarItemNode]
    let trailing: [ToolbarItemNode]
    /// The bottom bar's items (`.bottomBar`, `.status`), spread across it.
    let bottom: [ToolbarItemNode]
    /// The `.principal` item, centred in the bar in place of the title, without glass.
    let principal: ToolbarItemNode?
    /// The field of `searchable(text:)`, under the bar's title.
    let searchField: Node?
    /// The bar's own background, from `toolbarBackground(_:for:)`.
    let barFill: RGBA?
    /// The screen's safe-area insets: the bar starts below the top one, the bottom bar ends above the
    /// bottom one.
    let safeArea: EdgeInsets
    let title: Text?
    /// How the title shows: `.inline` or `.large`, the screen's own mode resolved.
    let titleMode: NavigationBarTitleDisplayMode
    /// The bar's inline title (for a large title, its collapsed copy).
    let titleNode: TextNode?
    /// The bar's own large title, under its items, when the title is large, the content marks no
    /// large title of its own (`navigationLargeTitle()`) and no `.principal` item takes the title's place.
    let largeTitle: Node?
    let background: RGBA
    let glass: RGBA
    let shadow: RGBA
    /// The screen's width, for a stack offered none.
    let screenWidth: Double
    /// Pixels per point, to centre the content on a whole pixel.
    let displayScale: Double
    var content: Node { children[0] }
    /// Whether the title shows in the bar, decided when placed.
    private(set) var showsTitle = false
    /// Whether the title shows for each size of the stack, from where the content's large title rests.
    private var titleShowsBySize: [Size: Bool] = [:]
    /// Where the stack was last placed, to put its content back after measuring moved it.
    private var placedFrame: Rect?

    /// What VoiceOver reads for the back button. On iOS 26 the button is a chevron alone; the
    /// previous screen's title was its label only up to iOS 18 (as the spec's Title page notes).
    static let backLabel = "Back"

    /// A screen of `content`, whose automatic title mode is `titleModeBelow` (the mode of the screen
    /// below it on the stack).
    init(content: Node, isPushed: Bool, titleModeBelow: NavigationBarTitleDisplayMode, environment: EnvironmentValues) {
        // Worked out in static functions: closures in this initialiser crash the 6.3 optimiser.
        let preferences = content.preferenceValue(NavigationBarPreferenceKey.self)
        let barShows = Self.first(preferences, \.barVisibility) != .hidden
        let items = barShows ? Self.barItems(preferences, isPushed: isPushed, environment: environment) : []
        (leading, trailing, bottom, principal) = Self.split(items)
        title = Self.first(preferences, \.title)
        titleMode = Self.ownTitleMode(content).resolved(after: titleModeBelow)
        let wraps = titleMode == .inline && Self.first(preferences, \.titleNeverTruncates) == true
        barFill = Self.first(preferences, \.barBackground)?.resolve(in: environment)
        // Over its own background the bar takes the colour scheme `toolbarColorScheme(_:for:)` asks for.
        let bar = Self.barEnvironment(environment, scheme: barFill == nil ? nil : Self.first(preferences, \.barColorScheme))
        titleNode = barShows && principal == nil ? Self.makeTitleNode(title, wraps: wraps, environment: bar) : nil
        largeTitle = barShows && principal == nil && titleMode == .large && content.preferenceValue(LargeTitlePreferenceKey.self) == nil
            ? Self.makeLargeTitleNode(title, environment: bar) : nil
        searchField = barShows ? Self.first(preferences, \.searchField) : nil
        safeArea = environment.safeAreaInsets
        background = environment.screenBackground.resolve(in: environment)
        glass = NavigationBarMetrics.glass.resolve(in: bar)
        shadow = NavigationBarMetrics.shadow.resolve(in: bar)
        screenWidth = environment.screenWidth
        displayScale = environment.displayScale
        super.init(children: Self.children(content, leading + trailing + bottom, principal, titleNode, largeTitle, searchField))
        // The bar's copy of a large title is one line, truncated if need be, as on iOS.
        titleNode?.isCollapsedLargeTitle = titleMode != .inline
    }

    private static func children(
        _ content: Node, _ items: [ToolbarItemNode], _ principal: ToolbarItemNode?, _ title: TextNode?, _ largeTitle: Node?,
        _ search: Node?
    ) -> [Node] {
        var children: [Node] = [content] + items
        if let principal { children.append(principal) }
        if let title { children.append(title) }
        if let largeTitle { children.append(largeTitle) }
        if let search { children.append(search) }
        return children
    }

    /// `environment` in the bar's colour scheme, when it has one of its own.
    private static func barEnvironment(_ environment: EnvironmentValues, scheme: ColorScheme?) -> EnvironmentValues {
        var bar = environment
        if let scheme { bar.colorScheme = scheme }
        return bar
    }

    /// The title mode `content` asks for itself (`navigationBarTitleDisplayMode(_:)`), `.automatic` if none.
    static func ownTitleMode(_ content: Node) -> NavigationBarTitleDisplayMode {
        first(content.preferenceValue(NavigationBarPreferenceKey.self), \.titleDisplayMode) ?? .automatic
    }

    /// The items on the leading side, on the trailing side, in the bottom bar, and the first principal
    /// item; keyboard items are not shown (the keyboard is down).
    private static func split(
        _ items: [ToolbarItemNode]
    ) -> ([ToolbarItemNode], [ToolbarItemNode], [ToolbarItemNode], ToolbarItemNode?) {
        let shown = items.filter { $0.placement != .keyboard && $0.placement != .principal }
        return (shown.filter { $0.placement.isLeading }, shown.filter { !$0.placement.isLeading && !$0.placement.isBottom },
                shown.filter { $0.placement.isBottom }, items.first { $0.placement == .principal })
    }

    /// The first preference that sets `value`.
    private static func first<T>(_ preferences: [NavigationBarPreference], _ value: KeyPath<NavigationBarPreference, T?>) -> T? {
        preferences.lazy.compactMap { $0[keyPath: value] }.first
    }

    /// The bar's items: the back button first on a pushed screen, then the content's toolbar items.
    private static func barItems(
        _ preferences: [NavigationBarPreference], isPushed: Bool, environment: EnvironmentValues
    ) -> [ToolbarItemNode] {
        var items: [ToolbarItemNode] = []
        if isPushed && first(preferences, \.backButtonHidden) != true {
            let back = ToolbarItem(placement: .topBarLeading) {
                Button(action: {}) {
                    Image(systemName: "chevron.backward").font(NavigationBarMetrics.backSymbolFont).symbolsInEmSquares()
                }
                .foregroundStyle(NavigationBarMetrics.symbolColor)
                .accessibilityLabel(backLabel)
            }
            items += back.makeItems(in: environment)
        }
        for preference in preferences { items += preference.toolbarItems }
        return items
    }

    /// The bar's title: centred, a heading for VoiceOver; one line, truncated if need be, between the
    /// title's smallest text size and the bar's largest, unless it `wraps` (`navigationTitleNeverTruncates()`).
    private static func makeTitleNode(_ title: Text?, wraps: Bool, environment: EnvironmentValues) -> TextNode? {
        guard let title else { return nil }
        var titleEnvironment = environment
        titleEnvironment.multilineTextAlignment = .center
        titleEnvironment.lineLimit = wraps ? nil : 1
        if !wraps {
            titleEnvironment.dynamicTypeSize = max(environment.inNavigationBar.dynamicTypeSize, NavigationBarMetrics.titleSmallestTextSize)
        }
        let shown = Text(verbatim: title.plainText(in: titleEnvironment)).font(NavigationBarMetrics.titleFont)
        let node = SnapUI.makeNode(shown, in: titleEnvironment) as? TextNode
        node?.accessibility.traits = .isHeader
        return node
    }

    /// The bar's large title: leading aligned, one line, a heading for VoiceOver, marked as the screen's
    /// large title as a design system's own is.
    private static func makeLargeTitleNode(_ title: Text?, environment: EnvironmentValues) -> Node? {
        guard let title else { return nil }
        var titleEnvironment = environment
        titleEnvironment.lineLimit = 1
        let heading = Text(verbatim: title.plainText(in: titleEnvironment)).font(NavigationBarMetrics.largeTitleFont)
            .accessibilityAddTraits(.isHeader)
        return SnapUI.makeNode(heading.navigationLargeTitle(), in: titleEnvironment)
    }

    private func groupWidth(_ items: [ToolbarItemNode]) -> Double {
        let widths = items.map { $0.sizeThatFits(.unspecified).width }
        return widths.reduce(0, +) + Double(max(items.count - 1, 0)) * NavigationBarMetrics.itemSpacing
    }

    /// Where the title goes and how tall the bar is.
    private struct BarLayout {
        var height: Double
        /// The title's frame relative to the bar's top-left corner, when it shows.
        var title: Rect?
        /// The large title's frame relative to the bar's top-left corner.
        var largeTitle: Rect?
        /// The search field's frame relative to the bar's top-left corner.
        var search: Rect?
    }

    /// The bar at `width`: items on one row; the title centred between them, in the space the wider
    /// side leaves so it stays centred, or on a row of its own below them when that space is less
    /// than a third of the bar. The title wraps there rather than truncate.
    private func barLayout(width: Double, showsTitle: Bool) -> BarLayout {
        var bar = itemsAndTitleLayout(width: width, showsTitle: showsTitle)
        if let largeTitle {
            let margin = NavigationBarMetrics.largeTitleMargin(width: width)
            let size = largeTitle.sizeThatFits(ProposedViewSize(width: max(width - 2 * margin, 0), height: nil))
            let bottom = NavigationBarMetrics.largeTitleBottomPadding
            let height = max(NavigationBarMetrics.largeTitleHeight, NavigationBarMetrics.largeTitleMinimumTopPadding + size.height + bottom)
            bar.largeTitle = Rect(x: margin, y: bar.height + height - bottom - size.height, width: size.width, height: size.height)
            bar.height += height
        }
        if let searchField {
            let inner = max(width - 2 * NavigationBarMetrics.margin, 0)
            let size = searchField.sizeThatFits(ProposedViewSize(width: inner, height: nil))
            bar.search = Rect(x: NavigationBarMetrics.margin, y: bar.height, width: inner, height: size.height)
            bar.height += size.height + NavigationBarMetrics.verticalPadding
        }
        return bar
    }

    /// The space above and below the bar's row of items: directly under a status bar, with iOS 26's
    /// space below it; on a screen without one, the bar's padding either side.
    private var rowPadding: (top: Double, bottom: Double) {
        safeArea.top > 0
            ? (0, NavigationBarMetrics.paddingBelowItemsUnderStatusBar)
            : (NavigationBarMetrics.verticalPadding, NavigationBarMetrics.verticalPadding)
    }

    /// The bar's rows of items and title, without the search field.
    private func itemsAndTitleLayout(width: Double, showsTitle: Bool) -> BarLayout {
        if isEmptyBar { return BarLayout(height: 0, title: nil) }
        let padding = rowPadding, row = NavigationBarMetrics.itemHeight
        guard showsTitle, let titleNode else { return BarLayout(height: padding.top + row + padding.bottom, title: nil) }
        let inner = max(width - 2 * NavigationBarMetrics.margin, 0)
        let side = max(groupWidth(leading), groupWidth(trailing))
        let between = max(inner - 2 * side - (side > 0 ? 2 * NavigationBarMetrics.itemSpacing : 0), 0)
        if between >= inner / 3 {
            let size = titleNode.sizeThatFits(ProposedViewSize(width: between, height: nil))
            let height = max(row, size.height)
            return BarLayout(
                height: padding.top + height + padding.bottom,
                title: Rect(x: (width - size.width) / 2, y: padding.top + (height - size.height) / 2,
                            width: size.width, height: size.height))
        }
        let size = titleNode.sizeThatFits(ProposedViewSize(width: inner, height: nil))
        return BarLayout(
            height: padding.top + row + NavigationBarMetrics.itemSpacing + size.height + padding.bottom,
            title: Rect(x: (width - size.width) / 2, y: padding.top + row + NavigationBarMetrics.itemSpacing,
                        width: size.width, height: size.height))
    }

    /// A bar with no items and no title takes no space.
    private var isEmptyBar: Bool {
        leading.isEmpty && trailing.isEmpty && principal == nil && titleNode == nil && largeTitle == nil && searchField == nil
    }

    /// The bottom bar's height: a row of buttons with the bar's padding, or nothing without items.
    private var bottomBarHeight: Double {
        bottom.isEmpty ? 0 : NavigationBarMetrics.itemHeight + 2 * NavigationBarMetrics.verticalPadding
    }

    /// What the content does not get of the stack's height: the safe area, the bar and the bottom bar.
    private func chrome(_ bar: Double) -> Double { safeArea.vertical + bar + bottomBarHeight }

    /// Whether the title shows in the bar when the stack is `size`: always when inline; never beside
    /// the bar's own large title, which is at rest; for the content's large title (found through
    /// `LargeTitlePreferenceKey`), once it, placed under the bar at rest, has scrolled up under it.
    /// To find out, the content is placed under the resting bar; `place(in:)` then places it where
    /// it belongs, and a stack measured after it was placed puts its content back, so measuring
    /// moves nothing.
    private func titleShows(in size: Size) -> Bool {
        guard titleNode != nil, largeTitle == nil else { return false }
        guard titleMode != .inline, let marked = content.preferenceValue(LargeTitlePreferenceKey.self) else { return true }
        if let shows = titleShowsBySize[size] { return shows }
        let rest = barLayout(width: size.width, showsTitle: false).height
        placeContent(in: Rect(x: 0, y: rest, width: size.width, height: max(size.height - chrome(rest), 0)))
        let shows = marked.frame.maxY <= rest
        titleShowsBySize[size] = shows
        if let placedFrame { place(in: placedFrame) }
        return shows
    }

    /// Places the screen's content in `area`, the space between the bars, as a navigation controller
    /// places its root view: offered the whole area, the content keeps the size it chooses, centred
    /// in the area on a whole pixel (a spinner sits in the middle of the screen; a list or a scroll
    /// view fills the area and is placed as before).
    private func placeContent(in area: Rect) {
        let size = content.sizeThatFits(ProposedViewSize(area.size))
        /// Along one axis: the content's start and length, centred where it is shorter than the area.
        func span(_ length: Double, _ start: Double, _ available: Double) -> (Double, Double) {
            guard length < available else { return (start, available) }
            return (pixelAlignedCentre(of: length, in: start, available, scale: displayScale), length)
        }
        let (x, width) = span(size.width, area.minX, area.width), (y, height) = span(size.height, area.minY, area.height)
        content.place(in: Rect(x: x, y: y, width: width, height: height))
    }

    /// The bars are drawn inside the screen's insets: as a root it takes the whole screen.
    override var ignoredSafeAreaEdges: Edge.Set { .all }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? screenWidth
        let rest = barLayout(width: width, showsTitle: false).height
        let resting = content.sizeThatFits(ProposedViewSize(width: width, height: proposal.height.map { max($0 - chrome(rest), 0) }))
        let shows = titleShows(in: Size(width: width, height: max(proposal.height ?? 0, chrome(rest) + resting.height)))
        let bar = barLayout(width: width, showsTitle: shows).height
        let content = self.content.sizeThatFits(ProposedViewSize(width: width, height: proposal.height.map { max($0 - chrome(bar), 0) }))
        // Greedy, as a navigation controller: it takes the height offered, or its content's if taller.
        return Size(width: width, height: max(proposal.height ?? 0, chrome(bar) + content.height))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        placedFrame = nil  // placed below, after the title is decided
        showsTitle = titleShows(in: frame.size)
        placedFrame = frame
        let bar = barLayout(width: frame.width, showsTitle: showsTitle)
        let top = frame.minY + safeArea.top
        placeContent(in: Rect(x: frame.minX, y: top + bar.height, width: frame.width, height: max(frame.height - chrome(bar.height), 0)))
        // Items shorter than a button (such as a logo with no glass) are centred on the buttons' row.
        func itemY(_ size: Size, row: Double) -> Double {
            row + max(NavigationBarMetrics.itemHeight - size.height, 0) / 2
        }
        func topItemY(_ size: Size) -> Double { itemY(size, row: top + rowPadding.top) }
        var x = frame.minX + NavigationBarMetrics.margin
        for item in leading {
            let size = item.sizeThatFits(.unspecified)
            item.place(in: Rect(x: x, y: topItemY(size), width: size.width, height: size.height))
            x += size.width + NavigationBarMetrics.itemSpacing
        }
        x = frame.maxX - NavigationBarMetrics.margin
        for item in trailing.reversed() {
            let size = item.sizeThatFits(.unspecified)
            x -= size.width
            item.place(in: Rect(x: x, y: topItemY(size), width: size.width, height: size.height))
            x -= NavigationBarMetrics.itemSpacing
        }
        // A hidden title is left unplaced: it is not drawn, read or listed.
        if let titleNode, let title = bar.title {
            titleNode.place(in: title.offsetBy(dx: frame.minX, dy: top))
        }
        if let largeTitle, let rect = bar.largeTitle {
            largeTitle.place(in: rect.offsetBy(dx: frame.minX, dy: top))
        }
        if let principal {
            let size = principal.sizeThatFits(.unspecified)
            principal.place(in: Rect(x: frame.minX + (frame.width - size.width) / 2, y: topItemY(size), width: size.width, height: size.height))
        }
        if let searchField, let search = bar.search {
            searchField.place(in: search.offsetBy(dx: frame.minX, dy: top))
        }
        placeBottomBar(row: frame.maxY - safeArea.bottom - bottomBarHeight + NavigationBarMetrics.verticalPadding, in: frame, itemY: itemY)
    }

    /// Spreads the bottom bar's items across it: one item at the leading edge, several from edge to
    /// edge with equal space between them.
    private func placeBottomBar(row: Double, in frame: Rect, itemY: (Size, Double) -> Double) {
        let sizes = bottom.map { $0.sizeThatFits(.unspecified) }
        let inner = frame.width - 2 * NavigationBarMetrics.margin
        let gap = bottom.count > 1 ? max(inner - sizes.map(\.width).reduce(0, +), 0) / Double(bottom.count - 1) : 0
        var x = frame.minX + NavigationBarMetrics.margin
        for (item, size) in zip(bottom, sizes) {
            item.place(in: Rect(x: x, y: itemY(size, row), width: size.width, height: size.height))
            x += size.width + gap
        }
    }

    override func drawContent(in canvas: inout Canvas) {
        // iOS 26's bar is see-through at rest: over a list it shows the list's background.
        canvas.fill(.rect(frame), color: content.backgroundUnderBars ?? background)
        content.draw(in: &canvas)
        if let barFill {
            let bar = barLayout(width: frame.width, showsTitle: showsTitle).height
            canvas.fill(.rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: safeArea.top + bar)), color: barFill)
        }
        for group in glassGroups(leading) + glassGroups(trailing) + glassGroups(bottom) {
            drawGlass(group, glass: glass, shadow: shadow, in: &canvas)
        }
        searchField?.draw(in: &canvas)
        principal?.draw(in: &canvas)
        for item in leading + trailing + bottom {
            if case .prominent(let color) = item.background {
                canvas.fill(.capsule(in: item.frame), color: color.resolve(in: item.environment))
            }
            item.draw(in: &canvas)
        }
        if showsTitle { titleNode?.draw(in: &canvas) }
        largeTitle?.draw(in: &canvas)
    }

    /// The frames of glass to draw: each text item alone, neighbouring symbol items sharing one capsule.
    private func glassGroups(_ items: [ToolbarItemNode]) -> [Rect] {
        var groups: [Rect] = []
        var previousWasSymbol = false
        for item in items where item.background == .glass {
            if item.isSymbolOnly, previousWasSymbol, let last = groups.popLast() {
                groups.append(last.union(item.frame))
            } else {
                groups.append(item.frame)
            }
            previousWasSymbol = item.isSymbolOnly
        }
        return groups
    }

    /// Keeps its screen's navigation preferences and large title from the views above: they are
    /// this stack's. Tells them it is a navigation stack.
    override func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if K.self == NavigationStackPreferenceKey.self { return true as? K.Value }
        if K.self == NavigationBarPreferenceKey.self || K.self == LargeTitlePreferenceKey.self || K.self == ActiveNavigationLinkKey.self {
            return nil
        }
        return super.preference(key)
    }

    override func layoutChildren() -> [Node] {
        // The bar's title is in the tree only while it shows.
        showsTitle ? children : children.filter { $0 !== titleNode }
    }

    override func accessibilityOrderedChildren() -> [Node] {
        // VoiceOver reads the bar first: leading items, the title (once it shows), trailing items, the
        // large title, the search field.
        let title = showsTitle ? [titleNode].compactMap { $0 } : []
        return leading + [principal].compactMap { $0 } + title + trailing + [largeTitle, searchField].compactMap { $0 } + [content] + bottom
    }
}

/// Liquid Glass behind a bar's items: a capsule of `glass` over a soft shadow, drawn as rings of
/// `shadow` growing outwards.
func drawGlass(_ rect: Rect, glass: RGBA, shadow: RGBA, in canvas: inout Canvas) {
    for ring in stride(from: NavigationBarMetrics.shadowRings, through: 1, by: -1) {
        let grow = Double(ring) * NavigationBarMetrics.shadowRingStep
        canvas.fill(.capsule(in: rect.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: grow / 2)), color: shadow)
    }
    canvas.fill(.capsule(in: rect), color: glass)
}
