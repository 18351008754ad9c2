import Foundation
import Raster

extension View {
    /// Puts the view's centre at `x`, `y` in its parent's space; the view then takes all the
    /// space it is offered, as SwiftUI's `position` does.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNode { PositionNode(child: $0, position: Point(x: x, y: y)) }
    }

    /// Puts the view's centre at `position` in its parent's space.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}

/// Fills the space offered and centres its child, at its own size, on a point of it.
final class PositionNode: WrapperNode {
    let position: Point

    init(child: Node, position: Point) {
        self.position = position
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The child at its size for the whole frame, centred on the position.
    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(ProposedViewSize(bounds.size))
        return Rect(
            x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2,
            width: size.width, height: size.height)
    }
}
