import Raster

/// A pixel operation on everything a view draws, in the view's own terms (points, its frame): a
/// layer's filters, made Raster's at drawing time, when the canvas's transform is known.
enum ViewFilter {
    /// Every pixel through a colour matrix (grayscale, brightness, a hue rotation ...).
    case colorMatrix(ColorMatrix)
    /// A Gaussian blur whose standard deviation is `radius` points; `opaque` keeps it within the frame.
    case blur(radius: Double, opaque: Bool)
    /// The view drawn through a projective transform of its own coordinates (origin at its top-left).
    case projection(ProjectionTransform)

    /// The filter in device pixels, for a view placed in `frame` on a canvas drawing through `transform`.
    func layerFilter(frame: Rect, transform: Transform) -> LayerFilter {
        switch self {
        case .colorMatrix(let matrix):
            return .colorMatrix(matrix)
        case .blur(let radius, let opaque):
            let sigma = max(radius, 0) * transform.averageScale
            guard opaque else { return .blur(sigma: sigma) }
            let device = transform.apply(frame)
            let x0 = Int(device.minX.rounded()), y0 = Int(device.minY.rounded())
            return .opaqueBlur(sigma: sigma, bounds: IntRect(
                x: x0, y: y0, width: Int(device.maxX.rounded()) - x0, height: Int(device.maxY.rounded()) - y0))
        case .projection(let projection):
            // Device -> user -> the view's own coordinates -> projected -> user -> device.
            let toDevice = Projection(transform)
            let toUser = transform.inverted().map(Projection.init) ?? Projection()
            return .projection(toUser
                .concatenating(Projection(.translation(x: -frame.minX, y: -frame.minY)))
                .concatenating(projection.raster)
                .concatenating(Projection(.translation(x: frame.minX, y: frame.minY)))
                .concatenating(toDevice))
        }
    }
}
