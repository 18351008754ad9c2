import Foundation

/// How the corners of a rounded rectangle are shaped.
public enum CornerStyle: Hashable, Sendable {
    /// A quarter circle of the corner radius, meeting the straight sides abruptly.
    case circular
    /// Apple's "continuous" corner (the iOS squircle): the curve leaves the side about 1.528 radii
    /// before the corner and its curvature eases in, so side and corner blend without a visible seam.
    case continuous
}

/// The radii of a rectangle's four corners.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}

extension Path {
    /// A closed rectangle, drawn clockwise on screen from its top-left corner.
    public static func rect(_ r: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: r.minX, y: r.minY))
        path.addLine(to: Point(x: r.maxX, y: r.minY))
        path.addLine(to: Point(x: r.maxX, y: r.maxY))
        path.addLine(to: Point(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }

    /// A closed ellipse inscribed in `r`: four cubic quarter arcs, clockwise on screen from the
    /// rightmost point.
    public static func ellipse(in r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterArcControl, ky = ry * quarterArcControl
        let cx = r.midX, cy = r.midY
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.addCurve(to: Point(x: cx, y: cy + ry),
                      control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.addCurve(to: Point(x: cx - rx, y: cy),
                      control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.addCurve(to: Point(x: cx, y: cy - ry),
                      control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.addCurve(to: Point(x: cx + rx, y: cy),
                      control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.closeSubpath()
        return path
    }

    /// A closed circle: `ellipse(in:)` of the square around it.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rectangle whose corner radius is half its shorter side (a pill): `.circular` ends are
    /// half circles, `.continuous` ones are continuous corners of that radius (see `roundedRect`).
    public static func capsule(in r: Rect, style: CornerStyle = .circular) -> Path {
        roundedRect(r, cornerRadius: min(abs(r.width), abs(r.height)) / 2, style: style)
    }

    /// A closed rectangle with rounded corners, clockwise on screen.
    ///
    /// The radius is clamped to `0...` half the shorter side. A `.continuous` corner reaches
    /// 1.528 radii along each side; along a side too short for that (a radius near half the
    /// shorter side) the corner's points stop at the side's middle, where it meets the next corner
    /// running along the side, so the largest radius gives iOS's continuous capsule: the full
    /// curve along the long sides, easing into ends a little narrower than half circles that meet
    /// at the middle of the short side (measured on iOS 26's `Capsule()`: within 0.25 points of
    /// iOS's edge at every depth sampled, where half circles were up to 5 points off).
    public static func roundedRect(_ r: Rect, cornerRadius: Double, style: CornerStyle = .circular) -> Path {
        roundedRect(r, cornerRadii: CornerRadii(cornerRadius), style: style)
    }

    /// A closed rectangle whose corners each have their own radius, clockwise on screen; each
    /// radius is clamped and shaped as in `roundedRect(_:cornerRadius:style:)`, and a corner of
    /// radius 0 is square.
    public static func roundedRect(_ r: Rect, cornerRadii radii: CornerRadii, style: CornerStyle = .circular) -> Path {
        let x0 = min(r.minX, r.maxX), x1 = max(r.minX, r.maxX)
        let y0 = min(r.minY, r.maxY), y1 = max(r.minY, r.maxY)
        let half = min(x1 - x0, y1 - y0) / 2
        let all = [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft]
        guard all.allSatisfy(\.isFinite), half.isFinite else { return rect(r) }
        let clamped = all.map { max(0, min($0, half)) }
        if clamped.allSatisfy({ $0 == 0 }) { return rect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }

        // Each corner in its own frame: `along` runs back along the side the corner is entered
        // from, `into` along the side it leaves by, both in radii from the rectangle's corner.
        let frames: [(corner: Point, along: Point, into: Point)] = [
            (Point(x: x1, y: y0), Point(x: -1, y: 0), Point(x: 0, y: 1)),  // top right
            (Point(x: x1, y: y1), Point(x: 0, y: -1), Point(x: -1, y: 0)), // bottom right
            (Point(x: x0, y: y1), Point(x: 1, y: 0), Point(x: 0, y: -1)),  // bottom left
            (Point(x: x0, y: y0), Point(x: 0, y: 1), Point(x: 1, y: 0)),   // top left
        ]
        var path = Path()
        for (index, frame) in frames.enumerated() {
            let radius = clamped[index]
            guard radius > 0 else {
                if index == 0 { path.move(to: frame.corner) } else { path.addLine(to: frame.corner) }
                continue
            }
            let corner = style == .circular ? CornerStep.circular : CornerStep.continuous
            // How far, in radii, the corner may reach along each of its sides: to the side's middle.
            // Its sides alternate: the top (or bottom), which is the width, then the right (or left).
            let (width, height) = (x1 - x0, y1 - y0)
            let alongLimit = (index.isMultiple(of: 2) ? width : height) / 2 / radius
            let intoLimit = (index.isMultiple(of: 2) ? height : width) / 2 / radius
            func place(_ p: Point) -> Point {
                frame.corner + frame.along * (min(p.x, alongLimit) * radius) + frame.into * (min(p.y, intoLimit) * radius)
            }
            let start = place(corner[0].to)
            if index == 0 { path.move(to: start) } else { path.addLine(to: start) }
            for step in corner.dropFirst() {
                if let c1 = step.control1, let c2 = step.control2 {
                    path.addCurve(to: place(step.to), control1: place(c1), control2: place(c2))
                } else {
                    path.addLine(to: place(step.to))
                }
            }
        }
        path.closeSubpath()
        return path
    }

    /// Appends a circular arc as cubic segments of at most 90 degrees each.
    ///
    /// Angles are in radians from the positive x axis; as y grows downwards, `clockwise` (on
    /// screen) means increasing angles, as in UIKit. A sweep of a full turn or more draws one
    /// full circle. When the path has a current point, a straight line joins it to the arc's
    /// start; otherwise the arc starts a new subpath. Non-finite arguments append nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite
        else { return }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep < 0 { sweep += fullTurn }
            }
        } else {
            if sweep <= -fullTurn { sweep = -fullTurn } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep > 0 { sweep -= fullTurn }
            }
        }
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }

        let start = point(startAngle)
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let count = max(1, Int((abs(sweep) / Path.quarterTurn).rounded(.up)))
        let step = sweep / Double(count)
        let k = radius * Path.arcControlRatio(step)
        for i in 0..<count {
            let a0 = startAngle + step * Double(i), a1 = startAngle + step * Double(i + 1)
            let p0 = point(a0), p1 = point(a1)
            addCurve(to: p1,
                     control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                     control2: Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
        }
    }

    static let quarterTurn = Double.pi / 2

    /// `arcControlRatio` of a quarter turn, 4/3 (sqrt 2 - 1), from a square root alone so that it
    /// is the same on every machine.
    static let quarterArcControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// The distance of a cubic arc's control points from its ends, per unit radius, for an arc
    /// of `angle` radians (signed): 4/3 tan(angle / 4), the standard tangent-matching choice.
    static func arcControlRatio(_ angle: Double) -> Double { 4.0 / 3.0 * tan(angle / 4) }
}

/// One step of a rounded-rectangle corner in the corner's own frame (see `roundedRect`): a line
/// to `to`, or a cubic when it has control points.
private struct CornerStep {
    var control1: Point?
    var control2: Point?
    var to: Point

    /// How far a continuous corner reaches along each side, in radii.
    static let continuousReach = 1.52866483

    private static func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ p: (Double, Double)) -> CornerStep {
        CornerStep(control1: Point(x: c1.0, y: c1.1), control2: Point(x: c2.0, y: c2.1), to: Point(x: p.0, y: p.1))
    }

    private static func line(_ p: (Double, Double)) -> CornerStep { CornerStep(to: Point(x: p.0, y: p.1)) }

    /// The iOS 7 continuous corner as reverse-engineered by PaintCode ("Code for iOS 7 rounded
    /// rectangles"): three cubics joined by two short lines, symmetric about the diagonal.
    static let continuous: [CornerStep] = [
        line((continuousReach, 0)),
        curve((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)),
        line((0.63149399, 0.074911)),
        curve((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)),
        line((0.065496, 0.66993427)),
        curve((0, 0.86840689), (0, 1.08849323), (0, continuousReach)),
    ]

    /// A quarter circle, in the same steps as `continuous` (the others degenerate).
    static let circular: [CornerStep] = {
        let k = 1 - Path.quarterArcControl
        return [
            line((1, 0)),
            curve((1, 0), (1, 0), (1, 0)),
            line((1, 0)),
            curve((k, 0), (0, k), (0, 1)),
            line((0, 1)),
            curve((0, 1), (0, 1), (0, 1)),
        ]
    }()
}
