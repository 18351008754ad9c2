/// Turns a path into the outline of its stroke: a path that, filled with the non-zero rule,
/// covers everything the stroke covers.
///
/// Each subpath is flattened, then its two offset sides (half the width to the left and right)
/// are joined into one contour: for an open subpath, the left side forwards, the end cap, the
/// right side backwards and the start cap; for a closed one, each side as its own loop. At a
/// corner the outer side gets the join (miter, round or bevel); the inner side turns where the two
/// offset lines cross, or, when a segment is too short for that, goes through the corner point
/// itself, which leaves the overlap counted twice, harmless under non-zero. Round
/// parts are cubic arcs, flattened later with the fill. Only square roots are used, so the
/// outline is the same on every machine.
enum Stroker {
    /// The outline of `path` stroked with `style`; `tolerance` is how far, in the path's units,
    /// flattened curves and shortcut joins may stray from the exact shape.
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite, tolerance > 0 else { return Path() }
        var builder = OutlineBuilder(style: style, halfWidth: halfWidth, tolerance: tolerance)
        for polyline in path.flattened(tolerance: tolerance) {
            builder.add(polyline)
        }
        return builder.outline
    }
}

private struct OutlineBuilder {
    let style: StrokeStyle
    let halfWidth: Double
    let tolerance: Double
    var outline = Path()
    /// False until the contour being built has its first point.
    var isContourOpen = false

    init(style: StrokeStyle, halfWidth: Double, tolerance: Double) {
        (self.style, self.halfWidth, self.tolerance) = (style, halfWidth, tolerance)
    }

    mutating func add(_ polyline: Polyline) {
        // Repeated points have no direction: drop them.
        var points: [Point] = [], smooth: [Bool] = []
        for (p, isSmooth) in zip(polyline.points, polyline.isSmooth) where points.last != p {
            points.append(p)
            smooth.append(isSmooth)
        }
        if polyline.isClosed, points.count > 1, points.first == points.last {
            points.removeLast()
            smooth.removeLast()
        }
        guard points.count > 1 else {
            if let p = points.first { addDot(p) }
            return
        }
        let closed = polyline.isClosed
        let segmentCount = closed ? points.count : points.count - 1
        // Unit direction and left normal (scaled to half the width) of every segment.
        var directions: [Point] = [], normals: [Point] = []
        for i in 0..<segmentCount {
            let d = points[(i + 1) % points.count] - points[i]
            let unit = d * (1 / d.length)
            directions.append(unit)
            normals.append(Point(x: -unit.y, y: unit.x) * halfWidth)
        }
        var lengths: [Double] = []
        for i in 0..<segmentCount { lengths.append(points[(i + 1) % points.count].distance(to: points[i])) }
        func corner(at i: Int, incoming: Int) -> Corner {
            let outgoing = i % segmentCount
            let cross = directions[incoming].x * directions[outgoing].y - directions[incoming].y * directions[outgoing].x
            return Corner(point: points[i], incoming: directions[incoming], outgoing: directions[outgoing],
                          inNormal: normals[incoming], outNormal: normals[outgoing],
                          shorterSide: min(lengths[incoming], lengths[outgoing]),
                          leftIsOuter: cross <= 0, isSmooth: smooth[i])
        }

        if closed {
            // The left side forwards, then the right side backwards, each a loop of its own.
            let corners = (0..<points.count).map { corner(at: $0, incoming: ($0 + segmentCount - 1) % segmentCount) }
            // Backwards, the corners come 0, n - 1, ..., 1.
            for loop in [corners, ([corners[0]] + corners.dropFirst().reversed()).map(\.reversed)] {
                isContourOpen = false
                for corner in loop { addJoin(corner) }
                outline.closeSubpath()
            }
        } else {
            let last = points.count - 1
            let corners = (1..<last).map { corner(at: $0, incoming: $0 - 1) }
            isContourOpen = false
            lineTo(points[0] + normals[0])
            for corner in corners { addJoin(corner) }
            lineTo(points[last] + normals[last - 1])
            addCap(at: points[last], direction: directions[last - 1], from: normals[last - 1])
            for corner in corners.reversed() { addJoin(corner.reversed) }
            lineTo(points[0] - normals[0])
            addCap(at: points[0], direction: directions[0] * -1, from: normals[0] * -1)
            outline.closeSubpath()
        }
    }

    /// Continues the contour with a line to `p`, or starts it at `p`.
    private mutating func lineTo(_ p: Point) {
        if isContourOpen { outline.addLine(to: p) } else { outline.move(to: p) }
        isContourOpen = true
    }

    /// A vertex where two segments meet, seen in the direction of travel.
    struct Corner {
        var point, incoming, outgoing, inNormal, outNormal: Point
        /// The length of the shorter of the two segments.
        var shorterSide: Double
        /// True when the left side is on the outside of the turn (for a U-turn, one side is
        /// picked, so that only one side draws the join).
        var leftIsOuter: Bool
        var isSmooth: Bool

        /// The same corner travelled the other way, its left side being the other side.
        var reversed: Corner {
            Corner(point: point, incoming: outgoing * -1, outgoing: incoming * -1,
                   inNormal: outNormal * -1, outNormal: inNormal * -1, shorterSide: shorterSide,
                   leftIsOuter: !leftIsOuter, isSmooth: isSmooth)
        }
    }

    /// Continues the left side from the incoming segment's offset, round the corner, to the
    /// outgoing segment's offset.
    private mutating func addJoin(_ corner: Corner) {
        let p = corner.point, a = corner.inNormal, b = corner.outNormal
        let cross = corner.incoming.x * corner.outgoing.y - corner.incoming.y * corner.outgoing.x
        let dot = corner.incoming.x * corner.outgoing.x + corner.incoming.y * corner.outgoing.y
        if cross == 0 && dot > 0 {  // straight on: both offsets are the same point
            lineTo(p + a)
            return
        }
        guard corner.leftIsOuter else {
            // Inside the turn the two offset lines cross at p + (a + b) / (1 + dot), half the width
            // times tan(turn / 2) along each segment. When both segments are long enough (twice
            // that, leaving room for the next corner), the side turns there: the exact boundary.
            // Otherwise it goes out to each segment's end through the corner point itself.
            if dot > -1, halfWidth * halfWidth * (1 - dot) * 4 <= corner.shorterSide * corner.shorterSide * (1 + dot) {
                lineTo(p + (a + b) * (1 / (1 + dot)))
            } else {
                lineTo(p + a)
                lineTo(p)
                lineTo(p + b)
            }
            return
        }
        lineTo(p + a)
        // cos of half the turn; a turn this small only needs a straight line on the outside.
        let halfTurnCosine = max(0, (1 + dot) / 2).squareRoot()
        if halfWidth * (1 - halfTurnCosine) <= tolerance {
            lineTo(p + b)
            return
        }
        switch corner.isSmooth ? .round : style.join {
        case .bevel:
            lineTo(p + b)
        case .miter:
            if (1 + dot) * style.miterLimit * style.miterLimit >= 2 {
                lineTo(p + (a + b) * (1 / (1 + dot)))
            }
            lineTo(p + b)
        case .round:
            if dot >= 0 {
                addArc(center: p, from: a, to: b)
            } else {
                // Over 90 degrees: two arcs, split where the corner points (ahead, on a U-turn).
                let sum = a + b, length = sum.length
                let middle = length > halfWidth * 1e-9 ? sum * (halfWidth / length) : corner.incoming * halfWidth
                addArc(center: p, from: a, to: middle)
                addArc(center: p, from: middle, to: b)
            }
        }
    }

    /// Closes the end of a side at `p`, from offset `normal` round to `-normal`, the line having
    /// arrived going `direction`.
    private mutating func addCap(at p: Point, direction: Point, from normal: Point) {
        let ahead = direction * halfWidth
        switch style.cap {
        case .butt:
            break
        case .square:
            lineTo(p + normal + ahead)
            lineTo(p - normal + ahead)
        case .round:
            addArc(center: p, from: normal, to: ahead)
            addArc(center: p, from: ahead, to: normal * -1)
        }
        lineTo(p - normal)
    }

    /// A lone point: a disc for round caps, a square for square caps, nothing for butt caps.
    private mutating func addDot(_ p: Point) {
        switch style.cap {
        case .butt:
            break
        case .round:
            outline.addPath(.circle(center: p, radius: halfWidth))
        case .square:
            outline.addPath(.rect(Rect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth)))
        }
    }

    /// A cubic arc of at most 90 degrees round `center`, from offset `a` to offset `b` (both of
    /// length `halfWidth`), continuing the current contour.
    private mutating func addArc(center: Point, from a: Point, to b: Point) {
        let r2 = halfWidth * halfWidth
        let cosine = min(max((a.x * b.x + a.y * b.y) / r2, -1), 1)
        // tan(angle / 4) from the cosine, through the half-angle formulas.
        let halfCosine = ((1 + cosine) / 2).squareRoot(), halfSine = ((1 - cosine) / 2).squareRoot()
        let k = 4.0 / 3.0 * halfSine / (1 + halfCosine)
        // Tangents at each end, pointing along the arc.
        var ta = Point(x: -a.y, y: a.x), tb = Point(x: b.y, y: -b.x)
        if ta.x * b.x + ta.y * b.y < 0 { ta = ta * -1 }
        if tb.x * a.x + tb.y * a.y < 0 { tb = tb * -1 }
        outline.addCurve(to: center + b, control1: center + a + ta * k, control2: center + b + tb * k)
    }
}
