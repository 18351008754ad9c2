/// One subpath of a path with its curves replaced by straight lines.
struct Polyline: Sendable {
    /// The vertices in order; a closed polyline does not repeat its first point at the end.
    var points: [Point] = []
    /// For each vertex, true when it lies inside a curve (a smooth vertex that only exists
    /// because the curve was split), false at the path's own corners and ends.
    var isSmooth: [Bool] = []
    /// True when the subpath was closed with `closeSubpath()`.
    var isClosed = false

    mutating func append(_ p: Point, smooth: Bool) {
        points.append(p)
        isSmooth.append(smooth)
    }
}

extension Path {
    /// The path as polylines whose distance from the true curves is at most about `tolerance`.
    ///
    /// The number of lines a curve becomes is a pure function of its control points (Wang's
    /// formula), and each vertex is evaluated directly from the Bernstein form, so flattening is
    /// deterministic. Non-finite points are dropped: an element whose end point is not finite is
    /// skipped, one with only a non-finite control point becomes a straight line.
    func flattened(tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline()
        var subpathStart: Point?
        var last: Point?

        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline()
        }
        /// Makes sure a subpath is open at the current point before drawing from it.
        func beginIfNeeded() {
            if current.points.isEmpty, let last {
                current.append(last, smooth: false)
                subpathStart = last
            }
        }

        for element in elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { continue }
                finish()
                current.append(p, smooth: false)
                subpathStart = p
                last = p
            case .line(let p):
                guard p.isFinite else { continue }
                if last == nil { subpathStart = p } else { beginIfNeeded() }
                current.append(p, smooth: false)
                last = p
            case .quad(let c, let p):
                guard p.isFinite else { continue }
                guard let p0 = last, c.isFinite else {
                    if last == nil { subpathStart = p } else { beginIfNeeded() }
                    current.append(p, smooth: false)
                    last = p
                    continue
                }
                beginIfNeeded()
                let n = Path.segmentCount(secondDifference: (p0 - c * 2 + p).length, factor: 0.25, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t), smooth: true)
                }
                current.append(p, smooth: false)
                last = p
            case .cubic(let c1, let c2, let p):
                guard p.isFinite else { continue }
                guard let p0 = last, c1.isFinite, c2.isFinite else {
                    if last == nil { subpathStart = p } else { beginIfNeeded() }
                    current.append(p, smooth: false)
                    last = p
                    continue
                }
                beginIfNeeded()
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Path.segmentCount(secondDifference: dd, factor: 0.75, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
                    current.append(p0 * a + c1 * b + c2 * c + p * d, smooth: true)
                }
                current.append(p, smooth: false)
                last = p
            case .close:
                if !current.points.isEmpty {
                    current.isClosed = true
                    finish()
                }
                last = subpathStart
            }
        }
        finish()
        return result
    }

    /// The most lines one curve is split into, whatever its size: bounds the work for absurd input.
    static let maximumSegmentsPerCurve = 1024

    /// Wang's formula: the number of equal parameter steps that keeps a curve within `tolerance`
    /// of its chords, from the length of its largest second difference of control points.
    /// `factor` is 1/4 for a quadratic and 3/4 for a cubic.
    private static func segmentCount(secondDifference dd: Double, factor: Double, tolerance: Double) -> Int {
        let n = (factor * dd / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return max(1, Int(n))
    }
}

extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The distance from the origin.
    var length: Double { (x * x + y * y).squareRoot() }
}
