import Foundation
import Raster

/// A container's way of sizing and placing its children, as SwiftUI's `Layout` protocol.
///
/// Conform a type to it and call it like a view: `MyLayout() { child1; child2 }`.
public protocol Layout {
    /// Values computed once per measurement and shared by `sizeThatFits` and `placeSubviews`.
    associatedtype Cache = Void

    func makeCache(subviews: LayoutSubviews) -> Cache

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) -> Void {}
}

extension Layout {
    /// Lays out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// The children of a layout container.
public typealias LayoutSubviews = [LayoutSubview]

/// A child as a layout sees it: it can be measured and placed, nothing else.
public struct LayoutSubview {
    let node: Node

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal))
    }

    /// `sizeThatFits(_:)` in Raster's geometry, for SnapUI's own layouts.
    func measuredSize(_ proposal: ProposedViewSize) -> Size {
        node.sizeThatFits(proposal)
    }

    /// The child's layout priority.
    public var priority: Double { node.layoutPriority }

    /// The space the child prefers between itself and its neighbours.
    public var spacing: ViewSpacing { node.viewSpacing }

    /// True for a `Spacer`.
    public var isSpacer: Bool { node is SpacerNode }

    /// Places the child with its `anchor` at `point`, at the size it chooses for `proposal`.
    public func place(at point: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        place(at: Point(point), anchor: anchor, proposal: proposal)
    }

    /// `place(at:anchor:proposal:)` in Raster's geometry, for SnapUI's own layouts.
    func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        node.placementProposal = proposal
        node.place(in: Rect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height))
    }
}

/// A point in a rectangle in unit coordinates: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x, y: Double
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

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
        [LayoutNode(layout: layout, children: SnapUI.makeNodes(content, in: environment), environment: environment)]
    }
}

/// A node whose children a `Layout` sizes and places.
final class LayoutNode<L: Layout>: Node {
    let layout: L

    init(layout: L, children: [Node], environment: EnvironmentValues) {
        self.layout = layout
        super.init(children: children)
        // A spacer or divider, inside any modifiers, runs along (or across) the stack that holds it.
        if let axis = (layout as? any StackLayout)?.axis {
            for child in children { child.runAlongStack(axis) }
        }
    }

    private var subviews: LayoutSubviews { children.map(LayoutSubview.init) }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let subviews = self.subviews
        var cache = layout.makeCache(subviews: subviews)
        return Size(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let subviews = self.subviews
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(frame), proposal: proposal(placingIn: frame), subviews: subviews, cache: &cache)
    }

    /// Worked out once from the children's (see `childrenSpacing`).
    override var viewSpacing: ViewSpacing { spacing }
    private lazy var spacing = childrenSpacing

    /// A stack's or ZStack's children's guides combined (`AlignmentID._combineExplicit`), each
    /// where the layout sized for `proposal` puts it; none of the edge and centre guides, which a
    /// container takes from its own frame, and none from other layouts.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        guard !(key.id is any FrameAlignmentID.Type) else { return nil }
        let subviews = self.subviews
        let placing: [(frame: Rect, proposal: ProposedViewSize)]
        if let stack = layout as? any StackLayout {
            let placement = stack.arithmetic.placement(in: Rect(origin: .zero, size: size), proposal: proposal, subviews)
            placing = Array(zip(placement.frames, placement.offers))
        } else if let zStack = layout as? ZStackLayout {
            placing = zStack.childFrames(in: Rect(origin: .zero, size: size), subviews).map { ($0, ProposedViewSize($0.size)) }
        } else {
            return nil
        }
        return key.combine(zip(children, placing).map { child, placed in
            child.explicitAlignment(key, size: placed.frame.size, proposal: placed.proposal).map { $0 + key.along(placed.frame.origin) }
        })
    }
}
