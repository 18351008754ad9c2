import Foundation
import Raster

// SwiftUI's path building beyond the basics: the current point, tangent and relative arcs, and the
// shapes added through a transform.

extension Path {
    /// Where the next segment starts: the end of the last one, or the start of a subpath just
    /// closed; nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: Point?, current: Point?
        for element in raster.elements {
            switch element {
            case .move(let p): (start, current) = (p, p)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current.map(CGPoint.init)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`),
    /// with a line from the current point to where it starts; a corner rounded by `radius`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        var arc = Path()
        let corner = Point(tangent1End), next = Point(tangent2End)
        let from = currentPoint.map(Point.init) ?? corner
        arc.move(to: CGPoint(from))
        let v1 = Point(x: from.x - corner.x, y: from.y - corner.y), v2 = Point(x: next.x - corner.x, y: next.y - corner.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else {
            arc.addLine(to: tangent1End)
            return appendSegments(of: arc, transform: transform)
        }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let half = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)) / 2
        let along = radius / tan(half), out = radius / sin(half)
        let start = Point(x: corner.x + u1.x * along, y: corner.y + u1.y * along)
        let end = Point(x: corner.x + u2.x * along, y: corner.y + u2.y * along)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let center = Point(x: corner.x + bisector.x / length * out, y: corner.y + bisector.y / length * out)
        arc.addLine(to: CGPoint(start))
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        arc.raster.addArc(center: center, radius: radius, startAngle: a0, endAngle: a0 + delta, clockwise: delta > 0)
        appendSegments(of: arc, transform: transform)
    }

    /// Adds an arc of `delta` (positive: clockwise on screen) from `startAngle` round `center`,
    /// with a line from the current point to where it starts.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        if let currentPoint { arc.move(to: currentPoint) }
        arc.raster.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians,
                          endAngle: startAngle.radians + delta.radians, clockwise: delta.radians > 0)
        appendSegments(of: arc, transform: transform)
    }

    /// Adds a circular arc through `transform` (see `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform
    ) {
        var arc = Path()
        if let currentPoint { arc.move(to: currentPoint) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendSegments(of: arc, transform: transform)
    }

    /// Adds a rectangle through `transform` as a new subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds an ellipse inscribed in `rect`, through `transform`, as a new subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rounded rectangle through `transform` as a new subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform
    ) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// Appends `path` through `transform`, continuing the current subpath: its first move is
    /// dropped when the path already has a current point there.
    private mutating func appendSegments(of path: Path, transform: CGAffineTransform) {
        let moved = transform.isIdentity ? path.raster : path.raster.applying(transform.raster)
        for (index, element) in moved.elements.enumerated() {
            switch element {
            case .move(let p):
                if index == 0, let current = currentPoint, Point(current) == p { continue }
                raster.move(to: p)
            case .line(let p): raster.addLine(to: p)
            case .quad(let c, let p): raster.addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): raster.addCurve(to: p, control1: c1, control2: c2)
            case .close: raster.closeSubpath()
            }
        }
    }
}
