/// A shape made of subpaths of straight lines and Bézier curves, in any coordinate space.
///
/// Build one with `move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)` and `closeSubpath()`, or take a ready-made shape
/// (see `Path+Shapes.swift`). A path is a value: drawing never changes it.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(point))
    }

    public mutating func addLine(to point: Point) {
        elements.append(.line(point))
    }

    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quad(control: control, to: point))
    }

    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: point))
    }

    /// Joins the current point back to the start of the subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Appends all of `other`'s subpaths.
    public mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: Transform) -> Path {
        if transform.isIdentity { return self }
        let t: (Point) -> Point = transform.apply
        return Path(elements: elements.map {
            switch $0 {
            case .move(let p): .move(t(p))
            case .line(let p): .line(t(p))
            case .quad(let c, let p): .quad(control: t(c), to: t(p))
            case .cubic(let c1, let c2, let p): .cubic(control1: t(c1), control2: t(c2), to: t(p))
            case .close: .close
            }
        })
    }

    /// A box that contains the path: the bounds of all its points, control points included.
    public var controlPointBounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        if x0 > x1 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
