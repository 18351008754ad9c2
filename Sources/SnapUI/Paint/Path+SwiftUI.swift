import Raster

/// Core Graphics' name for an affine transform, with its initialisers.
public typealias CGAffineTransform = Raster.Transform

extension Transform {
    public init(translationX x: Double, y: Double) { self = .translation(x: x, y: y) }
    public init(scaleX x: Double, y: Double) { self = .scale(x: x, y: y) }
    /// A rotation by `angle` radians, clockwise on screen.
    public init(rotationAngle angle: Double) { self = .rotation(angle) }
}

// SwiftUI's way of building a path, for custom shapes:
//
//     Path { path in
//         path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
//         path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
//         path.addArc(center: c, radius: r, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
//         path.closeSubpath()
//     }
extension Path {
    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: Rect) {
        self = .rect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(rect, cornerRadius: cornerRadius, style: style.cornerStyle)
    }

    /// A rounded rectangle with corners of `cornerSize` (rounded by its smaller side).
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self = .ellipse(in: rect)
    }

    /// Adds a rectangle as a new subpath.
    public mutating func addRect(_ rect: Rect) {
        addPath(.rect(rect))
    }

    /// Adds rectangles, each a new subpath.
    public mutating func addRects(_ rects: [Rect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds a rounded rectangle as a new subpath.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
    }

    /// Adds a rectangle whose corners each have their own radius as a new subpath.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addPath(.roundedRect(rect, cornerRadii: cornerRadii.raster, style: style.cornerStyle))
    }

    /// Adds an ellipse inscribed in `rect` as a new subpath.
    public mutating func addEllipse(in rect: Rect) {
        addPath(.ellipse(in: rect))
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a circular arc, with SwiftUI's (and Core Graphics') sense of direction: angles grow
    /// clockwise on screen, but `clockwise: true` draws the arc anticlockwise on screen, because
    /// the flag is named for a y-up coordinate space. A line joins the current point to the start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        addArc(center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
               clockwise: !clockwise)
    }

    /// Appends `path`'s subpaths, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: Transform) {
        addPath(path.applying(transform))
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: Rect { controlPointBounds }

    /// The part of the path from `from` to `to`, fractions of its length.
    public func trimmedPath(from: Double, to: Double) -> Path {
        trimmed(from: from, to: to)
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(.translation(x: dx, y: dy))
    }
}
