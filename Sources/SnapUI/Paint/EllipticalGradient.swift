import Foundation

/// A radial gradient stretched to its bounds, as SwiftUI's `EllipticalGradient`: the colours change
/// in ellipses round `center` whose radii are fractions of the bounds' width and height, the first
/// colour at `startRadiusFraction` and the last at `endRadiusFraction` (0.5, the default, reaches
/// the bounds' edges). As a view it fills the space it is offered.
public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) =
            (gradient, center, startRadiusFraction, endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(.gradient(ResolvedGradient(
            geometry: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
            stops: gradient.resolved(in: environment))))
    }

    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
