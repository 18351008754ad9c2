import Raster

// `.background`, `.overlay` and `.border`: views and styles drawn behind or in front of a view,
// proposed the view's size.

extension View {
    /// Draws `content` behind the view, proposed the view's size and aligned in it.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        layered(content(), alignment: alignment, isBehind: true)
    }

    /// Draws `background` behind the view (the older form of `background(alignment:content:)`).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, isBehind: true)
    }

    /// Fills the view's bounds behind it with `style`: a colour, a gradient, a material. Where the
    /// view lies on the edge of a screen's safe area, the fill runs on under the inset across `edges`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), alignment: .center, isBehind: true, ignoresSafeAreaEdges: edges)
    }

    /// Fills the view's bounds behind it with the environment's background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape`, in the view's bounds, behind the view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(style, style: fillStyle), alignment: .center, isBehind: true)
    }

    /// Fills `shape` behind the view with the environment's background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Draws `content` in front of the view, proposed the view's size and aligned in it.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        layered(content(), alignment: alignment, isBehind: false)
    }

    /// Draws `overlay` in front of the view (the older form of `overlay(alignment:content:)`).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, isBehind: false)
    }

    /// Fills the view's bounds in front of it with `style`, running on under a screen's safe-area
    /// insets across `edges` as `background(_:ignoresSafeAreaEdges:)` does.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), alignment: .center, isBehind: false, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape`, in the view's bounds, in front of the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(style, style: fillStyle), alignment: .center, isBehind: false)
    }

    /// Draws a border of `width` points inside the view's bounds, in `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        layered(Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, isBehind: false)
    }

    private func layered<Layer: View>(
        _ layer: Layer, alignment: Alignment, isBehind: Bool, ignoresSafeAreaEdges edges: Edge.Set = []
    ) -> some View {
        wrapNode { node, environment in
            LayeredNode(content: node, layer: makeNode(layer, in: environment), alignment: alignment, isBehind: isBehind,
                        extending: edges.isEmpty ? nil : environment.placedScreen.map { ($0, edges) })
        }
    }
}

/// A view with another drawn behind or in front of it, proposed the view's size.
class LayeredNode: Node {
    let alignment: Alignment
    let isBehind: Bool
    var content: Node { isBehind ? children[1] : children[0] }
    var layer: Node { isBehind ? children[0] : children[1] }
    /// A fill that runs on under the screen's safe-area insets across the edges given, where the
    /// view lies on the safe area's edge; nil for a layer kept to the view's bounds.
    let extending: (screen: PlacedScreen, edges: Edge.Set)?

    init(content: Node, layer: Node, alignment: Alignment, isBehind: Bool, extending: (PlacedScreen, Edge.Set)? = nil) {
        self.alignment = alignment
        self.isBehind = isBehind
        self.extending = extending
        super.init(children: isBehind ? [layer, content] : [content, layer])
        layoutPriority = content.layoutPriority
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        content.place(in: frame)
        if let (screen, edges) = extending {
            return layer.place(in: screen.extending(frame, across: edges))
        }
        let size = layer.sizeThatFits(ProposedViewSize(frame.size))
        layer.place(in: Rect(origin: alignment.origin(of: ViewDimensions(size: size, node: layer), in: frame), size: size))
    }

    // The view is laid out, spaced, aligned and read by its containers as its content is.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        content.explicitAlignment(key, size: size, proposal: proposal)
    }
    override var viewSpacing: ViewSpacing { content.viewSpacing }
    override var ignoredSafeAreaEdges: Edge.Set { content.ignoredSafeAreaEdges }
    override var backgroundUnderBars: RGBA? { content.backgroundUnderBars }
    override var traits: ViewTraits { content.traits }
    override var zIndex: Double { content.zIndex }
}
