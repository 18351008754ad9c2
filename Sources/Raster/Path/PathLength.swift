/// Cutting a path by length along it: trimming (SwiftUI's `trim(from:to:)`) and dashing.
///
/// Lengths are measured on each line and curve (a curve as 32 chords, within about 1e-4 of its
/// true length), and pieces of curves are cut out exactly with de Casteljau's construction, so a
/// trimmed circle is still a curve and strokes as smoothly as the whole one.
extension Path {
    /// The part of the path from `start` to `end`, each a fraction (0...1) of the path's whole
    /// length, over all its subpaths in order. The whole path when the range covers it; an empty
    /// path when `start >= end`. A trimmed closed subpath comes back open.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let from = min(max(start.isNaN ? 0 : start, 0), 1), to = min(max(end.isNaN ? 0 : end, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let pieces = PathPieces(self)
        return pieces.slices([(from * pieces.totalLength, to * pieces.totalLength)])
    }

    /// The path cut into dashes: `pattern` gives the lengths of dashes and gaps in turn (an odd
    /// count is repeated, as SVG does), starting `phase` into the pattern at the start of each
    /// subpath. The path itself when the pattern has no positive length or a negative one.
    public func dashed(_ pattern: [Double], phase: Double = 0) -> Path {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite else { return self }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = lengths.reduce(0, +)
        guard period > 0 else { return self }
        let pieces = PathPieces(self)
        var intervals: [(Double, Double)] = []
        for subpath in pieces.subpaths {
            // Where in the pattern the subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= lengths[index] {
                offset -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var position = subpath.start
            var remaining = lengths[index] - offset
            while position < subpath.end {
                let next = min(position + remaining, subpath.end)
                if index % 2 == 0 && next > position { intervals.append((position, next)) }
                position = next
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
        }
        return pieces.slices(intervals)
    }
}

/// A path as a list of lines and curves, each with its length, laid end to end.
private struct PathPieces {
    /// One line or curve, with the cumulative length at 32 even steps of its parameter.
    struct Piece {
        /// The control points: 2 for a line, 3 for a quadratic, 4 for a cubic.
        var points: [Point]
        /// Where the piece starts along the whole path.
        var start: Double
        /// `lengths[k]` is the length from the piece's start to parameter k / 32.
        var lengths: [Double]
        var length: Double { lengths.last! }
        /// True when the piece continues the subpath of the piece before it.
        var continues: Bool

        static let steps = 32

        init(points: [Point], start: Double, continues: Bool) {
            self.points = points
            self.start = start
            self.continues = continues
            var lengths = [0.0]
            var previous = points[0]
            let steps = points.count == 2 ? 1 : Piece.steps
            for k in 1...steps {
                let p = Piece.evaluate(points, Double(k) / Double(steps))
                lengths.append(lengths[k - 1] + previous.distance(to: p))
                previous = p
            }
            self.lengths = lengths
        }

        /// The parameter at `distance` along the piece.
        func parameter(at distance: Double) -> Double {
            if distance <= 0 { return 0 }
            if distance >= length { return 1 }
            let steps = lengths.count - 1
            var k = 0
            while k < steps - 1 && lengths[k + 1] < distance { k += 1 }
            let span = lengths[k + 1] - lengths[k]
            let fraction = span > 0 ? (distance - lengths[k]) / span : 0
            return (Double(k) + fraction) / Double(steps)
        }

        /// The control points of the piece between parameters `t0` and `t1`.
        func portion(_ t0: Double, _ t1: Double) -> [Point] {
            let head = t1 < 1 ? Piece.split(points, at: t1).left : points
            guard t0 > 0, t1 > 0 else { return head }
            return Piece.split(head, at: t0 / t1).right
        }

        /// The Bézier curve of `points` at parameter `t`.
        static func evaluate(_ points: [Point], _ t: Double) -> Point {
            var p = points
            for level in stride(from: p.count - 1, to: 0, by: -1) {
                for i in 0..<level { p[i] = p[i].lerp(to: p[i + 1], t) }
            }
            return p[0]
        }

        /// The curve cut at `t` into two curves of the same degree (de Casteljau).
        static func split(_ points: [Point], at t: Double) -> (left: [Point], right: [Point]) {
            var p = points
            var left = [p[0]], right = [p[p.count - 1]]
            for level in stride(from: p.count - 1, to: 0, by: -1) {
                for i in 0..<level { p[i] = p[i].lerp(to: p[i + 1], t) }
                left.append(p[0])
                right.append(p[level - 1])
            }
            return (left, right.reversed())
        }
    }

    private(set) var pieces: [Piece] = []
    /// Each subpath's extent along the whole path.
    private(set) var subpaths: [(start: Double, end: Double)] = []
    private(set) var totalLength = 0.0

    init(_ path: Path) {
        var current: Point?
        var subpathStart: Point?
        var continues = false
        var beganAt = 0.0
        func add(_ points: [Point]) {
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            let piece = Piece(points: points, start: totalLength, continues: continues)
            pieces.append(piece)
            totalLength += piece.length
            continues = true
        }
        func endSubpath() {
            if continues { subpaths.append((beganAt, totalLength)) }
            continues = false
            beganAt = totalLength
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                endSubpath()
                current = p
                subpathStart = p
            case .line(let p):
                if let from = current { add([from, p]) } else { subpathStart = p }
                current = p
            case .quad(let c, let p):
                if let from = current { add([from, c, p]) } else { subpathStart = p }
                current = p
            case .cubic(let c1, let c2, let p):
                if let from = current { add([from, c1, c2, p]) } else { subpathStart = p }
                current = p
            case .close:
                if let from = current, let start = subpathStart, from != start { add([from, start]) }
                current = subpathStart
                endSubpath()
            }
        }
        endSubpath()
    }

    /// The parts of the path between each pair of distances along it, as open subpaths.
    func slices(_ intervals: [(Double, Double)]) -> Path {
        var path = Path()
        for (from, to) in intervals where to > from {
            var open = false
            for piece in pieces where piece.start < to && piece.start + piece.length > from {
                let t0 = piece.parameter(at: from - piece.start), t1 = piece.parameter(at: to - piece.start)
                guard t1 > t0 else { continue }
                let points = piece.portion(t0, t1)
                if !open || !piece.continues { path.move(to: points[0]) }
                open = true
                switch points.count {
                case 2: path.addLine(to: points[1])
                case 3: path.addQuadCurve(to: points[2], control: points[1])
                default: path.addCurve(to: points[3], control1: points[1], control2: points[2])
                }
            }
        }
        return path
    }
}
