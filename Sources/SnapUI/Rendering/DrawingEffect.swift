import Raster

/// How a node changes the drawing of everything it draws, as a value: drawing applies it, VoiceOver's
/// frames move with its transform, and the audit reads its clips, scroll views, transforms and
/// opacities from it. A modifier that clips, moves or fades its view declares it here once.
enum DrawingEffect {
    /// Draws as it is.
    case none
    /// Draws nothing of the subtree; its space is kept (`hidden()`).
    case hidden
    /// Clips to `shape` in the node's frame (to the frame itself for a `Rectangle`), anti-aliased.
    case clip(any Shape, FillRule)
    /// Clips to the frame as a scroll view does: what is outside has scrolled out of view, so
    /// VoiceOver does not reach what is above it and the audit does not read it as clipped.
    case scroll
    /// Composites the subtree as one layer: an opacity, a blend mode, a shadow, filters (a blur, a
    /// colour matrix, a 3D rotation's projection).
    case layer(LayerEffect)
    /// Draws the subtree moved, turned or scaled by `transform` about `anchor` of the frame.
    case transform(Transform, anchor: UnitPoint)
    /// Draws the subtree only where `mask`, a node laid out with it, is opaque.
    case mask(Node)

    /// The transform from where the node's subtree is laid out to where it is drawn, for a node
    /// placed in `frame`; nil when the effect moves nothing.
    func placedTransform(in frame: Rect) -> Transform? {
        guard case .transform(let transform, let anchor) = self else { return nil }
        let pivot = anchor.point(in: frame)
        return Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(transform).concatenating(.translation(x: pivot.x, y: pivot.y))
    }

    /// Draws `node`'s content through the effect.
    func draw(_ node: Node, in canvas: inout Canvas) {
        switch self {
        case .none:
            node.drawContent(in: &canvas)
        case .hidden:
            return
        case .clip(let shape, let rule):
            canvas.save()
            if shape is Rectangle {
                canvas.clip(to: node.frame)
            } else {
                canvas.clip(to: shape.rasterPath(in: node.frame), rule: rule)
            }
            node.drawContent(in: &canvas)
            canvas.restore()
        case .scroll:
            canvas.save()
            canvas.clip(to: node.frame)
            node.drawContent(in: &canvas)
            canvas.restore()
        case .layer(let effect):
            guard !effect.isNone else { return node.drawContent(in: &canvas) }
            let filters = effect.filters.map { $0.layerFilter(frame: node.frame, transform: canvas.transform) }
            canvas.beginLayer(opacity: effect.opacity, blendMode: effect.blendMode, shadow: effect.shadow, filters: filters)
            node.drawContent(in: &canvas)
            canvas.endLayer()
        case .transform:
            canvas.save()
            canvas.transform = placedTransform(in: node.frame)!.concatenating(canvas.transform)
            node.drawContent(in: &canvas)
            canvas.restore()
        case .mask(let mask):
            canvas.beginLayer()
            node.drawContent(in: &canvas)
            canvas.beginLayer()
            mask.draw(in: &canvas)
            canvas.endLayerAsMask()
            canvas.endLayer()
        }
    }
}
