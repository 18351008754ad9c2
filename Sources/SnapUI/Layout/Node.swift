import Raster

/// A view resolved in its environment. Every node answers the whole layout contract, as SwiftUI's
/// layouts and modifiers do, through the methods below and nothing else:
///
/// - its size for a proposal (`measure`), and where its children go (`place(in:)`);
/// - the spacing it prefers from its neighbours (`viewSpacing`) and the alignment guides it sets
///   (`explicitAlignment(_:size:proposal:)`);
/// - the effect it has on how its subtree is drawn (`drawingEffect`: a clip, a transform, a layer,
///   a mask), which drawing, VoiceOver's frames and the audit all read;
/// - the preferences it passes up (`preference(_:)`) and the traits a container reads from it
///   (`traits`, `zIndex`).
///
/// Each has a default that a node which changes nothing there keeps, so a new node overrides what
/// it changes and cannot fall into another node's case. Single-child modifiers derive from
/// `WrapperNode`, which derives placing and alignment from one placement of the child.
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

    // MARK: Layout

    /// Measures the node; subclasses override.
    func measure(_ proposal: ProposedViewSize) -> Size {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    /// Takes `frame` and places the children in it; subclasses with several children override.
    func place(in frame: Rect) {
        self.frame = frame
        for child in children { child.place(in: frame) }
    }

    /// The spacing the node prefers between itself and its neighbours in a stack (see
    /// `ViewSpacing`): by default that of a view that asks for nothing.
    var viewSpacing: ViewSpacing { ViewSpacing() }

    /// The value the node sets for the guide `key` when it is `size` for `proposal`, in its own
    /// coordinates; nil when it sets none (the guide's default then applies).
    func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? { nil }

    /// The edges across which the view lays itself out into the screen's safe-area insets: all of
    /// them for a view that draws its bars inside the insets (a navigation stack, a tab bar), those
    /// it names for `ignoresSafeArea(edges:)`. As a screen's root it is given the safe area grown
    /// across these edges (`ScreenPlacement`). A modifier answers for its content.
    var ignoredSafeAreaEdges: Edge.Set { [] }

    /// The colour a screen shows under its navigation bar when this view is the screen's content: a
    /// list's background, which iOS 26's see-through bar lets show, as the list scrolls under the bar;
    /// nil for a view whose screen keeps its own background there. A modifier answers for its content.
    var backgroundUnderBars: RGBA? { nil }

    /// Tells a spacer or divider inside this node which stack holds it: it runs along `axis`.
    func runAlongStack(_ axis: Axis) {}

    // MARK: Preferences and traits

    /// The value of preference `key` this subtree passes up: its children's, combined in order; nil
    /// where none of them sets one. A node that sets a value (`PreferenceNode`), or keeps its
    /// content's from the views above (a navigation stack keeps its screen's title), overrides.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var result: K.Value?
        for child in children {
            guard let next = child.preference(key) else { continue }
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }

    /// The traits set on the view this node stands for, which a container reads (a List row's
    /// insets, a Picker option's tag); none by default.
    var traits: ViewTraits { ViewTraits() }

    /// The node's drawing order among its siblings (`zIndex(_:)`): higher is drawn later.
    var zIndex: Double { 0 }

    // MARK: Drawing

    /// How the node changes the drawing of its subtree: read by `draw`, by VoiceOver's frames and by
    /// the audit, so an effect is declared once.
    var drawingEffect: DrawingEffect { .none }

    /// True for a node in a right-to-left layout whose own drawing reads the same either way (a
    /// text's glyphs, most symbols): the layout's mirror (`MirrorNode`) is undone for it, so it is
    /// drawn as it is, in its mirrored frame.
    var unmirrorsContent = false

    /// Draws the node and its children through its drawing effect.
    final func draw(in canvas: inout Canvas) {
        guard unmirrorsContent else { return drawingEffect.draw(self, in: &canvas) }
        canvas.save()
        canvas.transform = Transform.scale(x: -1, y: 1).concatenating(.translation(x: frame.minX + frame.maxX, y: 0))
            .concatenating(canvas.transform)
        drawingEffect.draw(self, in: &canvas)
        canvas.restore()
    }

    /// Draws what the node paints and its children; nodes that paint override and call `drawChildren`.
    func drawContent(in canvas: inout Canvas) {
        drawChildren(in: &canvas)
    }

    final func drawChildren(in canvas: inout Canvas) {
        for child in childrenInDrawingOrder { child.draw(in: &canvas) }
    }

    /// The children in the order they are drawn: by `zIndex`, then as written.
    final var childrenInDrawingOrder: [Node] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Trees

    /// The children in the order VoiceOver reads them; the order they were built in unless overridden.
    func accessibilityOrderedChildren() -> [Node] { children }

    /// The children that appear in the layout tree: all of them unless some are not drawn.
    func layoutChildren() -> [Node] { children }

    /// Extra facts for the layout tree (a text's lines, an icon's symbol).
    func layoutAttributes() -> [String: LayoutValue] { [:] }

    /// Gives the audit what the node itself draws (a text's runs, a symbol's name, a control's
    /// stroked edge) as drawn in `state`; nothing by default. Clips, scroll views, transforms and
    /// opacities come from every node's `drawingEffect`, so only what is drawn is said here.
    func collectAuditFacts(into collector: inout AuditFactCollector, state: AuditFactCollector.State) {}

    /// The accessibility element this node is by itself (text and images are; containers are not).
    func ownAccessibilityElement() -> AccessibilityElement? { nil }

    /// The frame VoiceOver outlines and a finger taps for the one element inside this node, when
    /// it is larger than the element's own (a toolbar item's glass); nil to keep the element's.
    var accessibilityHitArea: Rect? { nil }
}

/// A node that wraps one child: the base of every modifier. By default it changes nothing: it takes
/// its child's size, frame, spacing, guides and traits. A layout modifier overrides `measure` and
/// `childFrame(in:)`; placing the child and the alignment guides it passes on both follow from that
/// one placement, so they cannot disagree. (As SwiftUI's unary layouts, the child is placed at the
/// size it takes for its frame's size.)
class WrapperNode: Node {
    var child: Node { children[0] }

    /// Wraps `child`, carrying up its layout priority.
    init(child: Node) {
        super.init(children: [child])
        layoutPriority = child.layoutPriority
    }

    /// Where the child goes when this node is placed in `bounds`: by default the same frame.
    func childFrame(in bounds: Rect) -> Rect {
        bounds
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override final func place(in frame: Rect) {
        self.frame = frame
        child.place(in: childFrame(in: frame))
    }

    /// The child's guide, moved by where the placement puts the child.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        let frame = childFrame(in: Rect(origin: .zero, size: size))
        return child.explicitAlignment(key, size: frame.size, proposal: ProposedViewSize(frame.size))
            .map { $0 + key.along(frame.origin) }
    }

    override var viewSpacing: ViewSpacing { child.viewSpacing }

    override var ignoredSafeAreaEdges: Edge.Set { child.ignoredSafeAreaEdges }

    override var backgroundUnderBars: RGBA? { child.backgroundUnderBars }
    override func runAlongStack(_ axis: Axis) { child.runAlongStack(axis) }
    override var traits: ViewTraits { child.traits }
    override var zIndex: Double { child.zIndex }
}
