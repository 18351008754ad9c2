import Raster

/// A view resolved in its environment: it measures itself for a proposal, is placed in a frame,
/// draws itself, and describes itself for the layout tree and for VoiceOver.
///
/// Nodes are SnapUI's own; the subclasses are the primitive views (text, image, shape, stacks, ...).
public class Node {
    /// Where the node was placed, in points from the snapshot's top-left corner.
    public internal(set) var frame: Rect = .zero
    /// The nodes inside this one, in reading order.
    var children: [Node]
    /// Accessibility facts that modifiers attach.
    var accessibility = AccessibilityInfo()
    /// What the node is, in the layout tree (`banner`, `text`, `icon` ...); nil for plain containers.
    var role: String?
    /// How willing the node is to take space from its siblings in a stack.
    var layoutPriority: Double = 0

    init(children: [Node] = []) {
        self.children = children
    }

    private var sizeCache: [ProposedViewSize: Size] = [:]

    /// The proposal the layout that places this node sized it with (SwiftUI's
    /// `placeSubviews(in:proposal:)` is given it); nil when a modifier places it at a size.
    var placementProposal: ProposedViewSize?

    /// What a container lays its children out for when placed in `frame`: the proposal it was
    /// sized with when that gave this frame's size, else the size itself.
    final func proposal(placingIn frame: Rect) -> ProposedViewSize {
        if let placementProposal, sizeThatFits(placementProposal) == frame.size { return placementProposal }
        return ProposedViewSize(frame.size)
    }

    /// The size the node chooses for `proposal`; measured once per proposal.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let size = sizeCache[proposal] { return size }
        let size = measure(proposal)
        sizeCache[proposal] = size
        return size
    }

    /// Measures the node; subclasses override.
    func measure(_ proposal: ProposedViewSize) -> Size {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    /// Takes `frame` and places the children in it; subclasses with several children override.
    func place(in frame: Rect) {
        self.frame = frame
        for child in children { child.place(in: frame) }
    }

    /// Draws the node and its children; subclasses that paint override and call `drawChildren`.
    func draw(in canvas: inout Canvas) {
        drawChildren(in: &canvas)
    }

    final func drawChildren(in canvas: inout Canvas) {
        for child in childrenInDrawingOrder { child.draw(in: &canvas) }
    }

    /// The children in the order VoiceOver reads them; the order they were built in unless overridden.
    func accessibilityOrderedChildren() -> [Node] { children }

    /// The children that appear in the layout tree: all of them unless some are not drawn.
    func layoutChildren() -> [Node] { children }

    /// Extra facts for the layout tree (a text's lines, an icon's symbol).
    func layoutAttributes() -> [String: LayoutValue] { [:] }

    /// The accessibility element this node is by itself (text and images are; containers are not).
    func ownAccessibilityElement() -> AccessibilityElement? { nil }
}

/// A node that wraps one child and takes its size: the base of modifiers that change no layout.
class WrapperNode: Node {
    var child: Node { children[0] }

    /// Wraps `child`, carrying up its layout priority (its traits are read through it: see `traits`).
    init(child: Node) {
        super.init(children: [child])
        layoutPriority = child.layoutPriority
    }
}
