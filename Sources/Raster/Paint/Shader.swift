/// A colour of a gradient at a location from 0 (the gradient's start) to 1 (its end).
public struct ColorStop: Hashable, Sendable {
    public var location: Double
    public var color: RGBA

    public init(location: Double, color: RGBA) {
        (self.location, self.color) = (location, color)
    }
}

/// How a fill is coloured at each pixel: one colour, or a gradient.
///
/// A gradient's geometry is in user space, like the path it fills: the canvas's transform at the
/// time of the fill maps both to device pixels. Between stops colours are interpolated with
/// premultiplied alpha (so a colour fading to clear keeps its hue, as CSS specifies), and past the
/// first and last stop the end colours extend. Each pixel is shaded at its centre.
public enum Shader: Hashable, Sendable {
    /// One colour everywhere.
    case solid(RGBA)
    /// Colours change along the line from `start` to `end` and are constant across it.
    case linearGradient(start: Point, end: Point, stops: [ColorStop])
    /// Colours change with the distance from `center`: the first stop at `startRadius`, the last
    /// at `endRadius`.
    case radialGradient(center: Point, startRadius: Double, endRadius: Double, stops: [ColorStop])
    /// Colours change with the angle around `center`, in radians clockwise on screen from the
    /// positive x axis: the first stop at `startAngle`, the last at `endAngle`. A span of more
    /// than a turn draws its last turn; short of a turn, the first half of the gap takes the last
    /// colour and the second half the first (as SwiftUI's `AngularGradient`).
    case angularGradient(center: Point, startAngle: Double, endAngle: Double, stops: [ColorStop])
    /// Colours change in ellipses round `center`, of radii `radiusX` and `radiusY` at fraction 1:
    /// the first stop at `startFraction`, the last at `endFraction` (SwiftUI's `EllipticalGradient`).
    case ellipticalGradient(center: Point, radiusX: Double, radiusY: Double, startFraction: Double, endFraction: Double,
                            stops: [ColorStop])
    /// Colours across a mesh of points (SwiftUI's `MeshGradient`), in user space.
    case meshGradient(MeshGradientGrid)
}

/// A shader made ready for one fill: its geometry mapped to device pixels and its colours
/// tabulated, so that shading a pixel is a little arithmetic and a table look-up.
struct ShaderContext {
    private enum Geometry {
        /// t = dx * x + dy * y + t0 at device pixel centre (x, y).
        case linear(dx: Double, dy: Double, t0: Double)
        /// The device-to-user transform, the centre and radii in user space.
        case radial(inverse: Transform, center: Point, startRadius: Double, span: Double)
        /// `skipped`: how much of a span of more than a turn is hidden under its last turn.
        case angular(inverse: Transform, center: Point, startAngle: Double, span: Double, skipped: Double)
        /// Every pixel takes one entry.
        case constant(t: Double)
        /// Each pixel's colour comes from the mesh at its user-space point.
        case mesh(inverse: Transform, grid: MeshGradientGrid)
    }

    /// How many colours the gradient is tabulated in: more than enough for 8-bit channels.
    static let tableSize = 1024

    private let geometry: Geometry
    /// `tableSize` straight-alpha colours from t = 0 to t = 1.
    private let table: [RGBA]

    /// Prepares `shader` for a fill under `transform`; nil for a solid colour, which needs none.
    init?(_ shader: Shader, transform: Transform) {
        let inverse = transform.inverted()
        switch shader {
        case .solid:
            return nil
        case let .linearGradient(start, end, stops):
            table = ShaderContext.tabulate(stops)
            let vx = end.x - start.x, vy = end.y - start.y
            let squared = vx * vx + vy * vy
            guard let inverse, squared > 0, squared.isFinite else {
                geometry = .constant(t: 1)
                return
            }
            // t(user point u) = ((u - start) . v) / |v|^2, and u = inverse(device point), both affine.
            let dx = (inverse.a * vx + inverse.b * vy) / squared
            let dy = (inverse.c * vx + inverse.d * vy) / squared
            let t0 = ((inverse.tx - start.x) * vx + (inverse.ty - start.y) * vy) / squared
            geometry = .linear(dx: dx, dy: dy, t0: t0)
        case let .radialGradient(center, startRadius, endRadius, stops):
            table = ShaderContext.tabulate(stops)
            let span = endRadius - startRadius
            guard let inverse, span != 0, span.isFinite else {
                geometry = .constant(t: 1)
                return
            }
            geometry = .radial(inverse: inverse, center: center, startRadius: startRadius, span: span)
        case let .angularGradient(center, startAngle, endAngle, stops):
            table = ShaderContext.tabulate(stops)
            let span = endAngle - startAngle
            guard let inverse, span > 0, span.isFinite, startAngle.isFinite else {
                geometry = .constant(t: 0)
                return
            }
            // More than a turn: only the last turn shows, so angles are measured from its start.
            let skipped = max(span - 2 * Double.pi, 0)
            geometry = .angular(inverse: inverse, center: center, startAngle: startAngle + skipped, span: span, skipped: skipped)
        case let .ellipticalGradient(center, radiusX, radiusY, startFraction, endFraction, stops):
            table = ShaderContext.tabulate(stops)
            let span = endFraction - startFraction
            guard let inverse, radiusX > 0, radiusY > 0, span != 0, span.isFinite else {
                geometry = .constant(t: 1)
                return
            }
            // A radial gradient in the space where the ellipse of fraction 1 is the unit circle.
            let toUnit = inverse.concatenating(.translation(x: -center.x, y: -center.y))
                .concatenating(.scale(x: 1 / radiusX, y: 1 / radiusY))
            geometry = .radial(inverse: toUnit, center: Point(x: 0, y: 0), startRadius: startFraction, span: span)
        case let .meshGradient(grid):
            guard let inverse, grid.isValid else {
                table = [grid.background]
                geometry = .constant(t: 0)
                return
            }
            table = []
            geometry = .mesh(inverse: inverse, grid: grid)
        }
    }

    /// Writes the colours of `count` pixels of row `y`, from column `x`, into `colors`.
    func shade(row y: Int, from x: Int, count: Int, into colors: UnsafeMutablePointer<RGBA>) {
        let py = Double(y) + 0.5
        for i in 0..<count {
            let px = Double(x + i) + 0.5
            let t: Double
            switch geometry {
            case let .linear(dx, dy, t0):
                t = dx * px + dy * py + t0
            case let .radial(inverse, center, startRadius, span):
                let u = inverse.apply(Point(x: px, y: py))
                t = (u.distance(to: center) - startRadius) / span
            case let .angular(inverse, center, startAngle, span, skipped):
                let u = inverse.apply(Point(x: px, y: py))
                let fullTurn = 2 * Double.pi
                var angle = ShaderContext.angle(x: u.x - center.x, y: u.y - center.y) - startAngle
                angle -= (angle / fullTurn).rounded(.down) * fullTurn
                angle += skipped
                // Short of a full turn, the gap is split: its first half takes the last colour.
                t = angle <= span ? angle / span : (angle - span < (fullTurn - span) / 2 ? 1 : 0)
            case let .constant(value):
                t = value
            case let .mesh(inverse, grid):
                colors[i] = grid.color(at: inverse.apply(Point(x: px, y: py)))
                continue
            }
            colors[i] = table[ShaderContext.index(t)]
        }
    }

    /// The table entry for `t`, clamped to 0...1 (NaN counts as 0).
    private static func index(_ t: Double) -> Int {
        guard t > 0 else { return 0 }
        guard t < 1 else { return tableSize - 1 }
        return Int((t * Double(tableSize - 1)).rounded())
    }

    /// The gradient's colours at `tableSize` evenly spaced locations. Stops are taken in order of
    /// location (stably, so two at one place make a hard edge), clamped to 0...1.
    static func tabulate(_ stops: [ColorStop]) -> [RGBA] {
        let sorted = stops.enumerated()
            .map { (index: $0.offset, location: min(max($0.element.location.isNaN ? 0 : $0.element.location, 0), 1), color: $0.element.color) }
            .sorted { ($0.location, $0.index) < ($1.location, $1.index) }
        guard let first = sorted.first, let last = sorted.last else {
            return [RGBA](repeating: .clear, count: tableSize)
        }
        var table: [RGBA] = []
        table.reserveCapacity(tableSize)
        var next = 0
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            while next < sorted.count && sorted[next].location <= t { next += 1 }
            if next == 0 {
                table.append(first.color)
            } else if next == sorted.count {
                table.append(last.color)
            } else {
                let a = sorted[next - 1], b = sorted[next]
                table.append(mix(a.color, b.color, (t - a.location) / (b.location - a.location)))
            }
        }
        return table
    }

    /// `a` moved a fraction `f` of the way to `b`, interpolating premultiplied colour.
    private static func mix(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        let aa = Double(a.a), ba = Double(b.a)
        let alpha = aa + (ba - aa) * f
        guard alpha > 0 else { return .clear }
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let premultiplied = Double(x) * aa + (Double(y) * ba - Double(x) * aa) * f
            return UInt8(min(max((premultiplied / alpha).rounded(), 0), 255))
        }
        return RGBA(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: UInt8(alpha.rounded()))
    }

    /// The angle of (x, y) from the positive x axis, 0 ..< 2 pi, increasing clockwise on screen.
    ///
    /// Computed from a polynomial in basic arithmetic rather than the C library's `atan2`, so it
    /// is the same on every machine; it is within 1e-5 radians of the true angle.
    static func angle(x: Double, y: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        guard ax > 0 || ay > 0 else { return 0 }
        // atan of the smaller over the larger, 0...1, by a minimax polynomial in z^2.
        let z = min(ax, ay) / max(ax, ay)
        let z2 = z * z
        var a = z * (0.99997726 + z2 * (-0.33262347 + z2 * (0.19354346 + z2 * (-0.11643287
            + z2 * (0.05265332 + z2 * -0.01172120)))))
        if ay > ax { a = Double.pi / 2 - a }
        if x < 0 { a = Double.pi - a }
        if y < 0 { a = 2 * Double.pi - a }
        return a >= 2 * Double.pi ? 0 : a
    }
}
