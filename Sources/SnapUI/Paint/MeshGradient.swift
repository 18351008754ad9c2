import Foundation
import Raster

/// A two-dimensional gradient over a grid of positioned colours, as SwiftUI's `MeshGradient`:
/// `width` x `height` points in unit coordinates of the bounds, row by row, each with its colour.
///
/// SwiftUI draws each cell as a Bézier patch whose implicit control points make its edges curve
/// when points are moved, and interpolates colours cubically when `smoothsColors` (the default).
/// SnapUI draws each cell as a bilinear patch (straight edges between the points: exact for a
/// regular grid) and interpolates colours with a Catmull-Rom cubic through neighbouring rows and
/// columns when `smoothsColors`, bilinearly otherwise, in sRGB whatever the `colorSpace`; outside
/// the mesh it draws `background`. As a view it fills the space it is offered.
public struct MeshGradient: ShapeStyle, View, Sendable {
    let width: Int
    let height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color
    let smoothsColors: Bool

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        (self.width, self.height, self.points, self.colors, self.background, self.smoothsColors) =
            (width, height, points, colors, background, smoothsColors)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        let resolved = colors.map { $0.resolve(in: environment) }
        let grid = MeshGradientGrid(
            width: width, height: height, points: points.map { Point(x: Double($0.x), y: Double($0.y)) },
            colors: resolved, background: background.resolve(in: environment), smooth: smoothsColors)
        return ShapePaint(.gradient(ResolvedGradient(
            geometry: .mesh(grid), stops: resolved.prefix(1).map { ColorStop(location: 0, color: $0) })))
    }

    public var body: some View { Rectangle().fill(self) }
}

extension Gradient {
    /// How a gradient interpolates between its colours, as SwiftUI's `Gradient.ColorSpace`. SnapUI
    /// interpolates in sRGB (`.device`) in either.
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        /// The device's colour space (sRGB): SwiftUI's default.
        public static let device = ColorSpace(name: "device")
        /// A perceptually uniform space (Oklab in SwiftUI).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
