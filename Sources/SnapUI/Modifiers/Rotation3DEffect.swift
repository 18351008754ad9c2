import Foundation
import Raster

extension View {
    /// Draws the view turned by `angle` about `axis` through `anchor` (and `anchorZ` points towards
    /// the viewer), seen in perspective: as SwiftUI, the viewer stands `max(width, height) / perspective`
    /// points in front of the view (0: no perspective) and the rotation is Core Animation's (a turn
    /// about the y axis by a positive angle takes the trailing edge away). Layout does not change.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let rotation = Rotation3D(angle: angle.radians, axis: [axis.x, axis.y, axis.z], anchorZ: anchorZ, perspective: perspective)
        return wrapNode { Rotation3DEffectNode(child: $0, anchor: anchor, rotation: rotation) }
    }
}

/// A turn in space about an axis, seen in perspective.
struct Rotation3D {
    let angle: Double
    let axis: [Double]
    let anchorZ: Double
    let perspective: Double

    /// The projection of a view of `size` turned about `anchor` (in its own coordinates): each
    /// point is moved to the anchor, turned (Rodrigues' rotation, clockwise on screen for the z
    /// axis), divided by w = 1 - z perspective / max(width, height), and moved back.
    func projection(size: Size, anchor: Point) -> ProjectionTransform {
        let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
        guard length > 0, angle.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis[0] / length, axis[1] / length, axis[2] / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        let r = [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
                 [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
                 [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
        let longest = max(size.width, size.height)
        let k = longest > 0 ? perspective / longest : 0
        // (numerator x, numerator y, w) of a point, each affine in the point.
        func image(_ px: Double, _ py: Double) -> (Double, Double, Double) {
            let p = [px - anchor.x, py - anchor.y, -anchorZ]
            let q = r.map { $0[0] * p[0] + $0[1] * p[1] + $0[2] * p[2] }
            let w = 1 - q[2] * k
            return (q[0] + anchor.x * w, q[1] + anchor.y * w, w)
        }
        let o = image(0, 0), ex = image(1, 0), ey = image(0, 1)
        var projection = ProjectionTransform()
        (projection.m11, projection.m12, projection.m13) = (ex.0 - o.0, ex.1 - o.1, ex.2 - o.2)
        (projection.m21, projection.m22, projection.m23) = (ey.0 - o.0, ey.1 - o.1, ey.2 - o.2)
        (projection.m31, projection.m32, projection.m33) = (o.0, o.1, o.2)
        return projection
    }
}

/// Draws its child through a 3D rotation's projection, worked out for the frame it is placed in.
final class Rotation3DEffectNode: WrapperNode {
    let anchor: UnitPoint
    let rotation: Rotation3D

    init(child: Node, anchor: UnitPoint, rotation: Rotation3D) {
        self.anchor = anchor
        self.rotation = rotation
        super.init(child: child)
    }

    override var drawingEffect: DrawingEffect {
        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let projection = rotation.projection(size: frame.size, anchor: anchor.point(in: local))
        return .layer(LayerEffect(filters: [.projection(projection)]))
    }
}
