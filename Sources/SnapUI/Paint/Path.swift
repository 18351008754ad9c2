import Foundation
import Raster

/// An outline of lines and curves, as SwiftUI's `Path`: custom shapes build one in `path(in:)`.
///
///     Path { path in
///         path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addArc(center: c, radius: r, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
///         path.closeSubpath()
///     }
///
/// It speaks Foundation's geometry and draws as Raster's path, which it holds.
public struct Path: Hashable, Sendable {
    /// The path as Raster draws it.
    var raster: Raster.Path

    /// An empty path.
    public init() { raster = Raster.Path() }

    init(_ raster: Raster.Path) { self.raster = raster }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init(.rect(Rect(rect)))
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(.roundedRect(Rect(rect), cornerRadius: cornerRadius, style: style.cornerStyle))
    }

    /// A rounded rectangle with corners of `cornerSize` (rounded by its smaller side).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init(.ellipse(in: Rect(rect)))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { raster.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        raster.move(to: Point(point))
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        raster.addLine(to: Point(point))
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        raster.addQuadCurve(to: Point(point), control: Point(control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        raster.addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        raster.closeSubpath()
    }

    /// Adds a rectangle as a new subpath.
    public mutating func addRect(_ rect: CGRect) {
        raster.addPath(.rect(Rect(rect)))
    }

    /// Adds rectangles, each a new subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds a rounded rectangle as a new subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
    }

    /// Adds a rectangle whose corners each have their own radius as a new subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        raster.addPath(.roundedRect(Rect(rect), cornerRadii: cornerRadii.raster, style: style.cornerStyle))
    }

    /// Adds an ellipse inscribed in `rect` as a new subpath.
    public mutating func addEllipse(in rect: CGRect) {
        raster.addPath(.ellipse(in: Rect(rect)))
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a circular arc, with SwiftUI's (and Core Graphics') sense of direction: angles grow
    /// clockwise on screen, but `clockwise: true` draws the arc anticlockwise on screen, because
    /// the flag is named for a y-up coordinate space. A line joins the current point to the start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        raster.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
                      clockwise: !clockwise)
    }

    /// Appends `path`'s subpaths, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        raster.addPath(transform.isIdentity ? path.raster : path.raster.applying(transform.raster))
    }

    /// The path mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(raster.applying(transform.raster))
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect { CGRect(raster.controlPointBounds) }

    /// The part of the path from `from` to `to`, fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(raster.trimmed(from: from, to: to))
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}
