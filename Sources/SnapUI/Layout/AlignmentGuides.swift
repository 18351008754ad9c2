import Raster

extension View {
    /// Sets where the view's `guide` lies, from its dimensions: a stack or frame that aligns on
    /// `guide` lines this value up with its other children's.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        wrapNode { AlignmentGuideNode(child: $0, key: guide.key, computeValue: computeValue) }
    }

    /// Sets where the view's vertical `guide` lies, from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        wrapNode { AlignmentGuideNode(child: $0, key: guide.key, computeValue: computeValue) }
    }
}

/// A view with an explicit value for one guide.
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> Double

    init(child: Node, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> Double) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child)
    }
}

extension ViewDimensions {
    /// The guide's value: the view's explicit one, or the guide's default.
    func value(_ key: AlignmentKey) -> Double {
        node.flatMap { explicitAlignment(of: $0, key, size: size) } ?? key.id.defaultValue(in: self)
    }
}

extension LayoutSubview {
    /// The child's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: node)
    }
}

/// The value `node`, at `size`, sets for the guide `key`, in its own coordinates; nil when it sets
/// none. Texts set their baselines; an alignment guide its own; a modifier passes its child's on,
/// moved by where it puts the child; a stack combines its children's (`AlignmentID._combineExplicit`).
func explicitAlignment(of node: Node, _ key: AlignmentKey, size: Size) -> Double? {
    func along(_ point: Point) -> Double { key.axis == .horizontal ? point.x : point.y }
    func child(_ child: Node, in frame: Rect) -> Double? {
        explicitAlignment(of: child, key, size: frame.size).map { $0 + along(frame.origin) }
    }
    switch node {
    case let guide as AlignmentGuideNode:
        if guide.key == key { return guide.computeValue(ViewDimensions(size: size, node: guide.child)) }
        return explicitAlignment(of: guide.child, key, size: size)
    case let text as TextNode:
        guard key.axis == .vertical else { return nil }
        let layout = text.makeLayout(width: size.width, height: size.height)
        if key == VerticalAlignment.firstTextBaseline.key { return layout.lines.first?.baseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout.lines.last?.baseline }
        return nil
    case let padding as PaddingNode:
        let insets = padding.insets
        return child(padding.child, in: Rect(
            x: insets.leading, y: insets.top,
            width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0)))
    case let frame as FrameNode:
        let inner = frame.child.sizeThatFits(ProposedViewSize(
            width: frame.width.childProposal(size.width), height: frame.height.childProposal(size.height)))
        return child(frame.child, in: Rect(origin: frame.alignment.origin(of: inner, in: Rect(origin: .zero, size: size)), size: inner))
    case is ScrollNode:
        return nil
    case let wrapper as WrapperNode:
        return explicitAlignment(of: wrapper.child, key, size: size)
    case let layered as LayeredNode:
        return explicitAlignment(of: layered.content, key, size: size)
    case let layout as any ChildFramesProviding:
        let frames = layout.childFrames(in: Rect(origin: .zero, size: size))
        return key.combine(zip(layout.children, frames).map { child($0, in: $1) })
    default:
        return nil
    }
}

/// A container that can say where it would put its children in a frame, without placing them.
protocol ChildFramesProviding: Node {
    func childFrames(in bounds: Rect) -> [Rect]
}

extension LayoutNode: ChildFramesProviding {
    /// Where a stack puts its children in `bounds`; other layouts say nothing (no frames).
    func childFrames(in bounds: Rect) -> [Rect] {
        let subviews = children.map(LayoutSubview.init)
        if let stack = layout as? any StackLayout { return stack.arithmetic.childFrames(in: bounds, subviews) }
        if let zStack = layout as? ZStackLayout { return zStack.childFrames(in: bounds, subviews) }
        return []
    }
}
