import Raster

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the last
/// if none does, as SwiftUI's.
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [ViewThatFitsNode(axes: axes, children: SnapUI.makeNodes(content, in: environment))]
    }
}

/// Measures and places only the child that fits.
final class ViewThatFitsNode: Node {
    let axes: Axis.Set
    private var chosen: [ProposedViewSize: Int] = [:]

    init(axes: Axis.Set, children: [Node]) {
        self.axes = axes
        super.init(children: children)
    }

    /// The index of the first child whose ideal length fits `proposal` along each of `axes`.
    private func choice(_ proposal: ProposedViewSize) -> Int? {
        if let index = chosen[proposal] { return index }
        guard !children.isEmpty else { return nil }
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        let index = children.firstIndex { child in
            let size = child.sizeThatFits(ideal)
            return (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + 1e-9)
                && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + 1e-9)
        } ?? children.count - 1
        chosen[proposal] = index
        return index
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        choice(proposal).map { children[$0].sizeThatFits(proposal) } ?? .zero
    }

    private var shown: Int?

    override func place(in frame: Rect) {
        self.frame = frame
        shown = choice(ProposedViewSize(frame.size))
        guard let shown else { return }
        children[shown].place(in: frame)
    }

    override func drawContent(in canvas: inout Canvas) {
        if let shown { children[shown].draw(in: &canvas) }
    }

    override func layoutChildren() -> [Node] { shown.map { [children[$0]] } ?? [] }
    override func accessibilityOrderedChildren() -> [Node] { layoutChildren() }
}
