/// A pixel operation applied to everything a layer drew before it is composited (see
/// `Canvas.beginLayer(opacity:blendMode:shadow:filters:)`): a colour matrix, a Gaussian blur, a
/// projective transform. Geometry is in device pixels.
public enum LayerFilter: Hashable, Sendable {
    /// Every pixel through a colour matrix.
    case colorMatrix(ColorMatrix)
    /// A Gaussian blur of standard deviation `sigma` device pixels that spreads the layer beyond
    /// its edges, fading to transparent.
    case blur(sigma: Double)
    /// A Gaussian blur of standard deviation `sigma` kept within `bounds`: beyond its edges the
    /// edge pixels extend, so an opaque layer stays opaque to its edges (SwiftUI's `opaque: true`).
    case opaqueBlur(sigma: Double, bounds: IntRect)
    /// The layer mapped through a projective transform (a 3D rotation's perspective).
    case projection(Projection)

    /// Applies the filter to the pixels of `bitmap` drawn in `area`; returns the area drawn after it.
    func apply(to bitmap: inout Bitmap, in area: IntRect) -> IntRect {
        switch self {
        case .colorMatrix(let matrix):
            matrix.apply(to: &bitmap, in: area)
            return area
        case .blur(let sigma):
            return LayerBlur.blur(&bitmap, in: area, sigma: sigma)
        case .opaqueBlur(let sigma, let bounds):
            return LayerBlur.opaqueBlur(&bitmap, in: area, sigma: sigma, bounds: bounds)
        case .projection(let projection):
            return projection.resample(&bitmap, in: area)
        }
    }
}
