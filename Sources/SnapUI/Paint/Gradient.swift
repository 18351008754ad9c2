import Raster

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1 (one colour sits at 0, and fills everything).
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops' colours in `environment`.
    func resolved(in environment: EnvironmentValues) -> [ColorStop] {
        stops.map { ColorStop(location: $0.location, color: $0.color.resolve(in: environment)) }
    }
}

/// A gradient's geometry in unit points of the bounds it fills, with its colours resolved.
struct ResolvedGradient: Sendable {
    enum Geometry: Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
        /// Radii are fractions of the bounds' width and height (0.5 reaches their edges).
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        /// A grid of unit points and their colours (`stops` holds the first colour alone).
        case mesh(MeshGradientGrid)
    }

    let geometry: Geometry
    var stops: [ColorStop]

    /// The Raster shader of the gradient over `bounds`.
    func shader(in bounds: Rect) -> Shader {
        switch geometry {
        case let .linear(start, end):
            .linearGradient(start: start.point(in: bounds), end: end.point(in: bounds), stops: stops)
        case let .radial(center, startRadius, endRadius):
            .radialGradient(center: center.point(in: bounds), startRadius: startRadius, endRadius: endRadius, stops: stops)
        case let .angular(center, startAngle, endAngle):
            .angularGradient(center: center.point(in: bounds), startAngle: startAngle.radians, endAngle: endAngle.radians, stops: stops)
        case let .elliptical(center, startFraction, endFraction):
            .ellipticalGradient(center: center.point(in: bounds), radiusX: bounds.width, radiusY: bounds.height,
                                startFraction: startFraction, endFraction: endFraction, stops: stops)
        case .mesh(var grid):
            {
                grid.points = grid.points.map { UnitPoint(x: $0.x, y: $0.y).point(in: bounds) }
                return .meshGradient(grid)
            }()
        }
    }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`: the first colour at `startPoint`, the
/// last at `endPoint`, in unit points of what it fills. As a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(.gradient(ResolvedGradient(geometry: .linear(start: startPoint, end: endPoint),
                                              stops: gradient.resolved(in: environment))))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles round a centre, as SwiftUI's `RadialGradient`: the first colour at
/// `startRadius` points from `center`, the last at `endRadius`.
public struct RadialGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(.gradient(ResolvedGradient(
            geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
            stops: gradient.resolved(in: environment))))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient round a centre by angle, as SwiftUI's `AngularGradient` (a conic gradient): angles
/// clockwise from the positive x axis. Short of a full turn, the gap is split between the last
/// colour and the first; `angle:` makes a full turn from that angle.
public struct AngularGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        // SwiftUI draws equal angles (its defaults) as a full turn.
        let end = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, end)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(.gradient(ResolvedGradient(
            geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle),
            stops: gradient.resolved(in: environment))))
    }

    public var body: some View { Rectangle().fill(self) }
}

// SwiftUI's static forms: `.fill(.linearGradient(colors: [...], startPoint: .top, endPoint: .bottom))`.

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
