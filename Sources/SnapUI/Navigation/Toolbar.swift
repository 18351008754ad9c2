import Raster

/// Where a toolbar item sits in the navigation bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, topBarLeading, topBarTrailing, principal, cancellationAction, confirmationAction, primaryAction
    case navigationBarLeading, navigationBarTrailing, secondaryAction, destructiveAction
    /// The bar at the bottom of the screen (and `status`, its middle).
    case bottomBar, status
    /// Above the keyboard: not shown in a snapshot, as the keyboard is down.
    case keyboard

    /// True for the placements iOS puts on the leading side of the bar (cancellation, as iOS 26 does;
    /// `principal` is centred in place of the title).
    var isLeading: Bool { self == .topBarLeading || self == .navigationBarLeading || self == .cancellationAction }

    /// True for the placements in the bottom bar.
    var isBottom: Bool { self == .bottomBar || self == .status }
}

/// How iOS 26 backs a toolbar item: Liquid Glass (a circle for a symbol, a capsule for text), a
/// tinted capsule (`.buttonStyle(.borderedProminent)`), or nothing (`.sharedBackgroundVisibility(.hidden)`).
public enum ToolbarItemBackground: Hashable, Sendable {
    case glass
    case prominent(Color)
    case hidden
}

/// Content for a navigation bar, as SwiftUI's `ToolbarContent`.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content that SnapUI places itself.
public protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    func makeItems(in environment: EnvironmentValues) -> [ToolbarItemNode]
}

extension PrimitiveToolbarContent {
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

extension Never: ToolbarContent {}

/// Resolves toolbar content to the items it holds.
func makeToolbarItems(_ content: any ToolbarContent, in environment: EnvironmentValues) -> [ToolbarItemNode] {
    if let primitive = content as? any PrimitiveToolbarContent {
        return primitive.makeItems(in: environment)
    }
    installDynamicProperties(of: content, environment: environment)
    return makeToolbarItems(content.body, in: environment)
}

/// Builds toolbar content from the items of a closure.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> ToolbarItemList {
        var items: [any ToolbarContent] = []
        for item in repeat each content { items.append(item) }
        return ToolbarItemList(items: items)
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<Content: ToolbarContent>(first content: Content) -> ToolbarItemList {
        ToolbarItemList(items: [content])
    }

    public static func buildEither<Content: ToolbarContent>(second content: Content) -> ToolbarItemList {
        ToolbarItemList(items: [content])
    }
}

/// Toolbar content under an `if`: its items when the condition held, else none.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    public func makeItems(in environment: EnvironmentValues) -> [ToolbarItemNode] {
        map { makeToolbarItems($0, in: environment) } ?? []
    }
}

/// Several toolbar items from a builder.
public struct ToolbarItemList: PrimitiveToolbarContent {
    let items: [any ToolbarContent]

    public func makeItems(in environment: EnvironmentValues) -> [ToolbarItemNode] {
        items.flatMap { makeToolbarItems($0, in: environment) }
    }
}

/// One item of a navigation bar.
public struct ToolbarItem<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let background: ToolbarItemBackground
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, background: ToolbarItemBackground = .glass,
                @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.background = background
        self.content = content()
    }

    public func makeItems(in environment: EnvironmentValues) -> [ToolbarItemNode] {
        // iOS draws the labels of a toolbar as their icons alone.
        let environment = environment.inNavigationBar
        return [ToolbarItemNode(content: makeNode(content.labelStyle(.iconOnly), in: environment), placement: placement,
                                background: background, environment: environment)]
    }
}

/// Several items in one placement, as SwiftUI's: each view is an item, its label shown as its icon
/// alone (neighbouring symbols share one glass capsule); spacers between them are accepted (a bottom
/// bar spreads its items out by itself).
public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func makeItems(in environment: EnvironmentValues) -> [ToolbarItemNode] {
        let environment = environment.inNavigationBar
        return makeNodes(content.labelStyle(.iconOnly), in: environment).filter { !($0 is SpacerNode) }.map {
            ToolbarItemNode(content: $0, placement: placement, background: .glass, environment: environment)
        }
    }
}

/// A toolbar item, resolved: its content, its badge and how the bar backs it.
public final class ToolbarItemNode: Node {
    let placement: ToolbarItemPlacement
    let background: ToolbarItemBackground
    let environment: EnvironmentValues
    /// True when the item shows symbols and no text: neighbouring symbol items share their glass.
    let isSymbolOnly: Bool
    /// True when the item shows one symbol alone: iOS backs it with a circle. Several symbols (a
    /// control group's buttons) get a capsule around them, as text does.
    let isOneSymbol: Bool
    /// The badge set on the content with `.badge(_:)`, drawn over the item's top-trailing corner.
    let badge: BadgeNode?

    init(content: Node, placement: ToolbarItemPlacement, background: ToolbarItemBackground, environment: EnvironmentValues) {
        self.placement = placement
        self.background = background
        self.environment = environment
        isSymbolOnly = !content.containsText
        // Read from the node, not worked out here: a closure (`&&`) in this initialiser crashes the 6.3 optimiser.
        isOneSymbol = content.showsOneSymbolAlone
        badge = content.preferenceValue(BadgePreferenceKey.self)
        super.init(children: [content] + [badge].compactMap { $0 })
        role = "toolbarItem"
    }

    var content: Node { children[0] }

    /// VoiceOver outlines, and a finger taps, the whole glass circle or capsule behind the item.
    override var accessibilityHitArea: Rect? { background == .hidden ? nil : frame }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let size = content.sizeThatFits(.unspecified)
        if background == .hidden { return size }
        if isOneSymbol { return Size(width: NavigationBarMetrics.itemHeight, height: NavigationBarMetrics.itemHeight) }
        return Size(width: size.width + 2 * NavigationBarMetrics.capsulePadding,
                    height: max(size.height, NavigationBarMetrics.itemHeight))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let size = content.sizeThatFits(.unspecified)
        content.place(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
        if let badge {
            let overlap = NavigationBarMetrics.badgeOverlap
            let badgeSize = badge.sizeThatFits(.unspecified)
            badge.place(in: Rect(x: frame.maxX + overlap - badgeSize.width, y: frame.minY - overlap,
                                 width: badgeSize.width, height: badgeSize.height))
        }
    }
}

extension EnvironmentValues {
    /// The environment of a bar's items: text and symbols grow no larger than the bar's largest text
    /// size, so each item keeps its glass circle or capsule at every size; controls know they are on
    /// an item's glass (`isInToolbarItem`).
    var inNavigationBar: EnvironmentValues {
        var environment = self
        environment.dynamicTypeSize = min(dynamicTypeSize, NavigationBarMetrics.largestTextSize)
        environment.isInToolbarItem = true
        return environment
    }
}

extension Node {
    /// True when the subtree draws any text.
    var containsText: Bool { self is TextNode || children.contains { $0.containsText } }

    /// How many symbols the subtree draws.
    var symbolCount: Int { (self is ImageNode ? 1 : 0) + children.reduce(0) { $0 + $1.symbolCount } }

    /// True when the subtree draws no text and at most one symbol.
    var showsOneSymbolAlone: Bool { !containsText && symbolCount <= 1 }
}

extension View {
    /// Adds items to the navigation bar of the enclosing NavigationStack.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return navigationPreference { preference, environment in
            preference.toolbarItems = makeToolbarItems(content, in: environment)
        }
    }
}
