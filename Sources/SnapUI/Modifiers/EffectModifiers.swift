import Foundation
import Raster

// Effects drawn on a view as a whole, which change none of its layout: opacity, blend modes,
// shadows, offsets, rotation and scale.

/// How a view's colours combine with what is under it: `.multiply`, `.screen` ...
public typealias BlendMode = Raster.BlendMode

extension View {
    /// Draws the view with an opacity: as one layer, so overlapping parts do not darken.
    public func opacity(_ opacity: Double) -> some View {
        wrapNode { LayerEffectNode(child: $0, effect: LayerEffect(opacity: opacity)) }
    }

    /// Composites the view onto what is under it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        wrapNode { LayerEffectNode(child: $0, effect: LayerEffect(blendMode: blendMode)) }
    }

    /// Draws the view into a layer of its own before compositing it, so effects outside it
    /// (an opacity, a blend mode) apply to it as a whole.
    public func compositingGroup() -> some View {
        wrapNode { LayerEffectNode(child: $0, effect: LayerEffect(isGroup: true)) }
    }

    /// Draws a shadow of the view behind it: the view's opacity, blurred by `radius` points,
    /// moved by `x` and `y` and tinted with `color` (SwiftUI's default: black at 33% in linear
    /// sRGB). As on iOS, the blur's standard deviation is the radius itself (Bjango, "Matching drop
    /// shadows across CSS, Android, iOS, Figma, and Sketch": iOS's blur radius is twice CSS's,
    /// whose standard deviation is half its radius).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNode { node, environment in
            let shadow = DropShadow(color: color.resolve(in: environment), sigma: max(radius, 0), offset: Point(x: x, y: y))
            return LayerEffectNode(child: node, effect: LayerEffect(shadow: shadow))
        }
    }

    /// Draws the view moved by `x` and `y` points; its layout does not change, but, as in SwiftUI,
    /// its accessibility frames (VoiceOver's, the audit's) move with it.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNode { TransformEffectNode(child: $0, anchor: .zero, transform: .translation(x: x, y: y)) }
    }

    /// Draws the view moved by `offset`; its layout does not change.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws the view turned by `angle` about `anchor` of its frame; its layout does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapNode { TransformEffectNode(child: $0, anchor: anchor, transform: .rotation(angle.radians)) }
    }

    /// Draws the view scaled by `scale` about `anchor`; its layout does not change.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `scale.width` and `scale.height` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; its layout does not change.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrapNode { TransformEffectNode(child: $0, anchor: anchor, transform: .scale(x: x, y: y)) }
    }
}

/// What a layer changes about how its view is composited.
struct LayerEffect {
    var opacity = 1.0
    var blendMode = BlendMode.normal
    var shadow: DropShadow?
    /// True when the view is drawn apart even with no other effect (`compositingGroup`).
    var isGroup = false
    /// Pixel operations on what the view drew (a blur, a colour matrix, a projection), in order.
    var filters: [ViewFilter] = []

    /// True when drawing straight onto the canvas would give the same pixels.
    var isNone: Bool { opacity >= 1 && blendMode == .normal && shadow == nil && !isGroup && filters.isEmpty }
}

/// Draws its child into a layer composited with an effect.
final class LayerEffectNode: WrapperNode {
    let effect: LayerEffect

    init(child: Node, effect: LayerEffect) {
        self.effect = effect
        super.init(child: child)
    }

    override var drawingEffect: DrawingEffect { .layer(effect) }
}

/// Draws its child through a transform about a point of its frame.
final class TransformEffectNode: WrapperNode {
    let anchor: UnitPoint
    let transform: Transform

    init(child: Node, anchor: UnitPoint, transform: Transform) {
        self.anchor = anchor
        self.transform = transform
        super.init(child: child)
    }

    /// Drawn through the transform about the anchor; VoiceOver and the audit find it there too, as in SwiftUI.
    override var drawingEffect: DrawingEffect { .transform(transform, anchor: anchor) }
}
