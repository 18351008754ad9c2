import Raster

extension View {
    /// Keeps the view's space but draws nothing of it, and hides it from VoiceOver.
    public func hidden() -> some View {
        wrapNode { HiddenNode(child: $0) }
    }

    /// Draws the view above (a larger value) or below its siblings in the same container; the
    /// layout does not change. Equal values keep the order they were written in.
    public func zIndex(_ value: Double) -> some View {
        wrapNode { ZIndexNode(child: $0, zIndex: value) }
    }
}

/// A child laid out but neither drawn nor read.
final class HiddenNode: WrapperNode {
    override func draw(in canvas: inout Canvas) {}
    override func layoutChildren() -> [Node] { [] }
    override func accessibilityOrderedChildren() -> [Node] { [] }
}

/// A child with its drawing order among its siblings.
final class ZIndexNode: WrapperNode {
    let zIndex: Double

    init(child: Node, zIndex: Double) {
        self.zIndex = zIndex
        super.init(child: child)
    }
}

extension Node {
    /// The children in the order they are drawn: by `zIndex`, then as written.
    var childrenInDrawingOrder: [Node] {
        guard children.contains(where: { $0 is ZIndexNode }) else { return children }
        return children.enumerated().sorted { a, b in
            let (za, zb) = ((a.element as? ZIndexNode)?.zIndex ?? 0, (b.element as? ZIndexNode)?.zIndex ?? 0)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
