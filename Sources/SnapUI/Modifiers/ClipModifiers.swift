import Raster

// Clipping and masking: `.clipShape`, `.clipped`, `.cornerRadius`, `.mask`, and `.contentShape`
// (which only changes where touches land, so draws nothing).

extension View {
    /// Clips the view to `shape` in its bounds, anti-aliased: a Circle clips round.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNode { ClipNode(child: $0, shape: shape, rule: style.rule) }
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to a rectangle with rounded corners of `radius` in its bounds.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Shows the view only where `mask` is opaque: each pixel's opacity is multiplied by the
    /// mask's. The mask is proposed the view's size and aligned in it; it is never seen or read.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return wrapNode { node, environment in
            MaskNode(content: node, mask: makeNode(mask, in: environment), alignment: alignment)
        }
    }

    /// Shows the view only where `mask` is opaque (the older form of `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask { mask }
    }

    /// Sets the shape that receives touches; a snapshot draws nothing of it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Sets the shape used for `kinds` of interaction; a snapshot draws nothing of it.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}

/// The interactions a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Clips its child to a shape in its frame: to the frame itself for a rectangle, else through an
/// anti-aliased mask.
final class ClipNode: WrapperNode {
    let shape: any Shape
    let rule: FillRule

    init(child: Node, shape: any Shape, rule: FillRule) {
        self.shape = shape
        self.rule = rule
        super.init(child: child)
    }

    override var drawingEffect: DrawingEffect { .clip(shape, rule) }
}

/// Draws its content only where its mask is opaque; the mask is laid out as an overlay would be.
final class MaskNode: LayeredNode {
    var mask: Node { layer }

    init(content: Node, mask: Node, alignment: Alignment) {
        super.init(content: content, layer: mask, alignment: alignment, isBehind: false)
    }

    override var drawingEffect: DrawingEffect { .mask(mask) }

    /// The content; the mask is drawn by the effect.
    override func drawContent(in canvas: inout Canvas) {
        content.draw(in: &canvas)
    }

    override func accessibilityOrderedChildren() -> [Node] { [content] }
    override func layoutChildren() -> [Node] { [content] }
}
