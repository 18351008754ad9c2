import Raster

// Right-to-left layout, as SwiftUI does it: "SwiftUI horizontally flips the x position of each view
// within its parent" (LayoutDirection's documentation). Flipping every view within its parent is
// mirroring the whole subtree, so SnapUI lays a right-to-left subtree out as left-to-right and draws
// it through a mirror (a `MirrorNode` where the direction changes): stacks run from the right,
// leading alignment and padding are on the right, `position` and `offset` measure x from the right
// (as Apple's "Making fine adjustments to a view's position" says, x grows towards the trailing
// edge), and custom shapes and paths mirror (`Shape.layoutDirectionBehavior` is `.mirrors` since
// iOS 17). What reads the same in either direction is drawn unmirrored in its mirrored frame
// (`Node.unmirrorsContent`): text, whose lines take the leading edge on the right, and symbols,
// except those with a right-to-left form (`chevron.forward`, `arrow.backward` ...).

/// Draws its subtree mirrored about its frame's vertical centre line: where the layout direction
/// changes, and for `flipsForRightToLeftLayoutDirection(true)` in a right-to-left layout. VoiceOver's
/// frames and the layout tree's are mirrored with it.
final class MirrorNode: WrapperNode {
    override var drawingEffect: DrawingEffect { .transform(.scale(x: -1, y: 1), anchor: .center) }

    /// `element`'s frame, and those inside it, as drawn.
    func mirrored(_ element: LayoutElement) -> LayoutElement {
        var element = element
        element.frame = Rect(
            x: frame.minX + frame.maxX - element.frame.maxX, y: element.frame.minY,
            width: element.frame.width, height: element.frame.height)
        element.children = element.children.map(mirrored)
        return element
    }
}

extension TextAlignment {
    /// The alignment as drawn in `direction`: leading and trailing swap sides right to left.
    func physical(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

extension Image {
    /// True for a symbol with a right-to-left form, which a right-to-left layout draws mirrored:
    /// those that point forward or backward, or to the leading or trailing edge.
    static func hasRightToLeftForm(_ systemName: String) -> Bool {
        systemName.split(separator: ".").contains { ["forward", "backward", "leading", "trailing"].contains($0) }
    }
}

extension View {
    /// Mirrors the view's drawing when the layout direction is right to left (a symbol or drawing that
    /// points the way text runs); nothing changes left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        wrapNode { node, environment in
            enabled && environment.layoutDirection == .rightToLeft ? MirrorNode(child: node) : node
        }
    }
}
