import Raster

extension View {
    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the colour of the text and symbols inside.
    public func foregroundStyle(_ style: Color) -> some View {
        environment(\.foregroundStyle, style)
    }

    /// Sets the colour of the text and symbols inside (the older name of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color)
    }

    /// Sets the tint of the controls inside.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Disables the controls inside: they fade and do not respond.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Sets how wrapped lines of text inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Limits the text inside to `limit` lines, truncating the last.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Sets the Dynamic Type size for the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of the views inside to at most the range's upper bound.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        transformEnvironment { $0.dynamicTypeSize = min($0.dynamicTypeSize, range.upperBound) }
    }

    /// Draws `background` behind the view, at the view's size.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder _ background: () -> Background
    ) -> some View {
        let background = background()
        return wrapNode { node, environment in
            LayeredNode(content: node, layer: makeNode(background, in: environment), alignment: alignment, isBehind: true)
        }
    }

    /// Fills the area behind the view with a colour.
    public func background(_ color: Color) -> some View {
        background { Rectangle().fill(color) }
    }

    /// Fills `shape` behind the view with a colour.
    public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
        background { shape.fill(color) }
    }

    /// Draws `overlay` in front of the view, at the view's size.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay
    ) -> some View {
        let overlay = overlay()
        return wrapNode { node, environment in
            LayeredNode(content: node, layer: makeNode(overlay, in: environment), alignment: alignment, isBehind: false)
        }
    }

    /// Draws the view with an opacity: as one layer, so overlapping parts do not darken.
    public func opacity(_ opacity: Double) -> some View {
        wrapNode { OpacityNode(child: $0, opacity: opacity) }
    }

    /// Clips the view to a rounded shape, or to its bounds.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        wrapNode { ClipNode(child: $0, shape: shape) }
    }
}

/// A view with another drawn behind or in front of it, proposed the view's size.
final class LayeredNode: Node {
    let alignment: Alignment
    let isBehind: Bool
    var content: Node { isBehind ? children[1] : children[0] }
    var layer: Node { isBehind ? children[0] : children[1] }

    init(content: Node, layer: Node, alignment: Alignment, isBehind: Bool) {
        self.alignment = alignment
        self.isBehind = isBehind
        super.init(children: isBehind ? [layer, content] : [content, layer])
        layoutPriority = content.layoutPriority
        rowTraits = content.rowTraits
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        content.place(in: frame)
        let size = layer.sizeThatFits(ProposedViewSize(frame.size))
        layer.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
    }
}

/// Draws its child into a layer composited with an opacity.
final class OpacityNode: WrapperNode {
    let opacity: Double

    init(child: Node, opacity: Double) {
        self.opacity = opacity
        super.init(child: child)
    }

    override func draw(in canvas: inout Canvas) {
        if opacity >= 1 { return drawChildren(in: &canvas) }
        canvas.beginLayer(opacity: opacity)
        drawChildren(in: &canvas)
        canvas.endLayer()
    }
}

/// Clips its child to a shape's bounding box (SnapUI's clip is rectangular).
final class ClipNode: WrapperNode {
    let shape: any Shape

    init(child: Node, shape: any Shape) {
        self.shape = shape
        super.init(child: child)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.save()
        canvas.clip(to: shape.path(in: frame).controlPointBounds.intersection(frame))
        drawChildren(in: &canvas)
        canvas.restore()
    }
}
