import Foundation
import Raster

/// A container's way of sizing and placing its children, as SwiftUI's `Layout` protocol.
///
/// Conform a type to it and call it like a view: `MyLayout() { child1; child2 }`. Only
/// `sizeThatFits` and `placeSubviews` are required; the rest have SwiftUI's defaults: no cache, the
/// union of the subviews' spacing, the subviews' own alignment guides where they are placed, and no
/// stack orientation.
public protocol Layout {
    /// Facts about the container, such as the axis a spacer inside it runs along.
    static var layoutProperties: LayoutProperties { get }

    /// Values shared by the layout's methods, made once for its subviews (`makeCache`).
    associatedtype Cache = Void

    /// The subviews a layout is given.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`; its contents must follow from the subviews alone.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews change: by default, makes it again. (A
    /// snapshot's subviews never change, so SnapUI makes each layout's cache once.)
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space the container prefers between itself and its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` with `LayoutSubview.place(at:anchor:proposal:)`; a
    /// subview left unplaced is centred in `bounds`, sized for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container's guide `guide` lies in `bounds` (the container sized for `proposal`);
    /// nil when it sets none, so that the guide's default applies.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where the container's vertical guide `guide` lies in `bounds`; nil when it sets none.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void {}
}

extension Layout {
    /// No stack orientation: a spacer inside grows both ways.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Every subview's preferences on every edge, the larger where two ask for the same.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing(minima: [:])
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The subviews' explicit values for the guide, each where `placeSubviews` puts the subview in
    /// `bounds`, combined by the guide's kind (`AlignmentID._combineExplicit`: their mean by
    /// default, the first or last text baseline); none for the edge and centre guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !(key.id is any FrameAlignmentID.Type), !subviews.isEmpty else { return nil }
        let placements = subviews.placements(in: Rect(bounds), proposal: proposal, recordingOnly: true) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return key.combine(zip(subviews, placements).map { subview, placed in
            subview.node.explicitAlignment(key, size: placed.frame.size, proposal: placed.proposal)
                .map { $0 + key.along(placed.frame.origin) }
        }).map { CGFloat($0) }
    }

    /// Lays out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Facts about a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the container lines its subviews up along, as a stack does: a `Spacer` or `Divider`
    /// inside runs along (or across) it. nil, the default, for a container that is not a stack.
    public var stackOrientation: Axis?

    public init() {}
}

/// A point in a rectangle in unit coordinates: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// The view a layout makes of its content.
struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let children = SnapUI.makeNodes(content, in: environment)
        if let erased = layout as? AnyLayout { return [erased.makeNode(children: children, environment: environment)] }
        return [LayoutNode(layout: layout, children: children, environment: environment)]
    }
}

/// A node whose children a `Layout` sizes and places, with one cache made for them.
final class LayoutNode<L: Layout>: Node {
    let layout: L
    private lazy var subviews = LayoutSubviews(children)
    private var cache: L.Cache?

    init(layout: L, children: [Node], environment: EnvironmentValues) {
        self.layout = layout
        super.init(children: children)
        // A spacer or divider, inside any modifiers, runs along (or across) the stack that holds it.
        if let axis = L.layoutProperties.stackOrientation {
            for child in children { child.runAlongStack(axis) }
        }
    }

    /// Runs `body` with the layout's cache, made the first time (taken out while `body` runs, so
    /// that no two uses of it overlap).
    private func withCache<Result>(_ body: (inout L.Cache) -> Result) -> Result {
        var cache = self.cache.take() ?? layout.makeCache(subviews: subviews)
        defer { self.cache = cache }
        return body(&cache)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        withCache { Size(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)) }
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let proposal = proposal(placingIn: frame)
        let placements = subviews.placements(in: frame, proposal: proposal, recordingOnly: false) {
            withCache { layout.placeSubviews(in: CGRect(frame), proposal: proposal, subviews: subviews, cache: &$0) }
        }
        for (subview, placed) in zip(subviews, placements) where !placed.byLayout {
            subview.place(in: placed.frame, proposal: placed.proposal)
        }
    }

    /// Worked out once, by the layout's `spacing(subviews:cache:)`.
    override var viewSpacing: ViewSpacing { spacing }
    private lazy var spacing = withCache { layout.spacing(subviews: subviews, cache: &$0) }

    /// The layout's value for the guide, the node sized `size` for `proposal`.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        let bounds = CGRect(Rect(origin: .zero, size: size))
        let value = withCache { cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(
                    of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        return value.map { Double($0) }
    }
}
