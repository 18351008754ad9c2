import Foundation
import Raster

/// A gradient as a shape style, as SwiftUI's `AnyGradient`: drawn as a linear gradient from the
/// top of what it fills (unit point (0.5, 0)) to the bottom ((0.5, 1)), as Apple documents.
/// `Color.gradient` makes one from a single colour.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// A colour's standard gradient.
        case color(Color)
    }

    let source: Source

    /// The gradient `gradient`.
    public init(_ gradient: Gradient) {
        source = .gradient(gradient)
    }

    init(color: Color) {
        source = .color(color)
    }

    /// The gradient interpolating in `colorSpace` (SnapUI interpolates in sRGB in any).
    public func colorSpace(_ colorSpace: Gradient.ColorSpace) -> AnyGradient { self }

    /// How much of the way to white the top of a colour's gradient is. Apple does not publish the
    /// rule of `Color.gradient` ("a standard gradient for the color"), which on iOS is a subtle
    /// light-to-colour fall from top to bottom; SnapUI draws the colour mixed 20% with white at
    /// the top down to the colour itself at the bottom, an estimate.
    static let colorGradientLightening = 0.2

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        let stops: [ColorStop]
        switch source {
        case .gradient(let gradient):
            stops = gradient.resolved(in: environment)
        case .color(let color):
            let bottom = color.resolve(in: environment)
            let top = bottom.mix(with: RGBA(r: 255, g: 255, b: 255, a: bottom.a), AnyGradient.colorGradientLightening)
            stops = [ColorStop(location: 0, color: top), ColorStop(location: 1, color: bottom)]
        }
        return ShapePaint(.gradient(ResolvedGradient(geometry: .linear(start: .top, end: .bottom), stops: stops)))
    }
}

extension Color {
    /// A standard gradient of the colour: lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension Gradient: ShapeStyle {
    /// A gradient used as a style draws from top to bottom, as `AnyGradient`.
    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        AnyGradient(self).resolvePaint(in: environment)
    }
}
