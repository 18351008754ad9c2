import Foundation
import Raster

/// A modifier that draws its view through a projection of its own coordinates, worked out from
/// its size, as SwiftUI's `GeometryEffect` (a shake, a flip). Its layout does not change.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection for a view of `size`, in the view's coordinates (origin at its top-left).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`.
    public func body(content: Content) -> some View {
        content.wrapNode { ProjectionEffectNode(child: $0) { self.effectValue(size: CGSize($0.size)) } }
    }
}

extension View {
    /// Draws the view through `transform` of its own coordinates (origin at its top-left);
    /// its layout does not change.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrapNode { ProjectionEffectNode(child: $0) { _ in ProjectionTransform(transform) } }
    }

    /// Draws the view through `transform` of its own coordinates; its layout does not change.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        wrapNode { ProjectionEffectNode(child: $0) { _ in transform } }
    }
}

/// Draws its child through a projection made from its frame, in its own coordinates: as a transform
/// when affine (so VoiceOver's frames follow), else as a layer resampled through the projection.
final class ProjectionEffectNode: WrapperNode {
    let projection: (Rect) -> ProjectionTransform

    init(child: Node, projection: @escaping (Rect) -> ProjectionTransform) {
        self.projection = projection
        super.init(child: child)
    }

    override var drawingEffect: DrawingEffect {
        let value = projection(frame)
        guard value.isAffine else { return .layer(LayerEffect(filters: [.projection(value)])) }
        let affine = Transform(a: value.m11, b: value.m12, c: value.m21, d: value.m22, tx: value.m31, ty: value.m32)
        return affine == .identity ? .none : .transform(affine, anchor: .topLeading)
    }
}
