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
    override var drawingEffect: DrawingEffect { .hidden }
    override func layoutChildren() -> [Node] { [] }
    override func accessibilityOrderedChildren() -> [Node] { [] }
}

/// A child with its drawing order among its siblings.
final class ZIndexNode: WrapperNode {
    let ownZIndex: Double

    init(child: Node, zIndex: Double) {
        ownZIndex = zIndex
        super.init(child: child)
    }

    override var zIndex: Double { ownZIndex }
}
