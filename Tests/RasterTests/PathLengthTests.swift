import Foundation
import Testing
@testable import Raster

/// Trimming and dashing paths by length, and rectangles with corners of their own radii.
@Suite struct PathLengthTests {
    /// The end point of a path's last element.
    private func end(of path: Path) -> Point? {
        switch path.elements.last {
        case .line(let p), .move(let p): p
        case .quad(_, let p), .cubic(_, _, let p): p
        default: nil
        }
    }

    private func start(of path: Path) -> Point? {
        if case .move(let p) = path.elements.first { return p }
        return nil
    }

    private func near(_ a: Point?, _ b: Point, within tolerance: Double = 0.01) -> Bool {
        guard let a else { return false }
        return a.distance(to: b) < tolerance
    }

    /// True when the paths have the same moves and lines at points within 1e-9 of each other.
    private func same<S: Sequence>(_ a: S, _ b: [Path.Element]) -> Bool where S.Element == Path.Element {
        let a = Array(a)
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            switch (x, y) {
            case let (.move(p), .move(q)), let (.line(p), .line(q)): p.distance(to: q) < 1e-9
            default: false
            }
        }
    }

    @Test func trimmingACircleCutsItByLengthFromItsRightmostPointClockwise() {
        let circle = Path.circle(center: Point(x: 50, y: 50), radius: 40)
        let quarter = circle.trimmed(from: 0, to: 0.25)
        #expect(near(start(of: quarter), Point(x: 90, y: 50)))
        #expect(near(end(of: quarter), Point(x: 50, y: 90)))
        let middle = circle.trimmed(from: 0.25, to: 0.625)
        #expect(near(start(of: middle), Point(x: 50, y: 90)))
        // 0.625 of a turn clockwise from 3 o'clock: up and to the left, at 225 degrees on screen.
        #expect(near(end(of: middle), Point(x: 50 - 40 / 2.0.squareRoot(), y: 50 - 40 / 2.0.squareRoot()), within: 0.05))
        // A trimmed piece is still curves, not a polyline.
        #expect(quarter.elements.contains { if case .cubic = $0 { true } else { false } })
    }

    @Test func theWholeRangeIsThePathAndAnEmptyRangeIsNothing() {
        let circle = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: -1, to: 3) == circle)
        #expect(circle.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test func trimmingSpansSubpathsAsOneLength() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: 10, y: 0))
        path.move(to: Point(x: 0, y: 5)); path.addLine(to: Point(x: 30, y: 5))
        // 40 long in all: 0.1 ... 0.5 is 4 ... 20, so 6 of the first line and 10 of the second.
        let piece = path.trimmed(from: 0.1, to: 0.5)
        #expect(same(piece.elements, [.move(Point(x: 4, y: 0)), .line(Point(x: 10, y: 0)),
                                      .move(Point(x: 0, y: 5)), .line(Point(x: 10, y: 5))]))
    }

    @Test func aClosedSubpathsClosingEdgeCounts() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        // 40 around: the last quarter is the closing edge, from (0, 10) back up to (0, 0).
        let last = square.trimmed(from: 0.75, to: 1)
        #expect(same(last.elements, [.move(Point(x: 0, y: 10)), .line(Point(x: 0, y: 0))]))
    }

    @Test func dashesAlternateAlongTheLineAndRestartOnEachSubpath() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: 20, y: 0))
        path.move(to: Point(x: 0, y: 5)); path.addLine(to: Point(x: 7, y: 5))
        let dashed = path.dashed([4, 2])
        #expect(same(dashed.elements, [
            .move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .move(Point(x: 6, y: 0)), .line(Point(x: 10, y: 0)),
            .move(Point(x: 12, y: 0)), .line(Point(x: 16, y: 0)), .move(Point(x: 18, y: 0)), .line(Point(x: 20, y: 0)),
            .move(Point(x: 0, y: 5)), .line(Point(x: 4, y: 5)), .move(Point(x: 6, y: 5)), .line(Point(x: 7, y: 5)),
        ]))
        // A phase starts that far into the pattern; an odd pattern repeats (dash 3, gap 3, dash 3 ...).
        var line = Path()
        line.move(to: .zero); line.addLine(to: Point(x: 10, y: 0))
        #expect(same(line.dashed([4, 2], phase: 3).elements.prefix(4), [
            .move(Point(x: 0, y: 0)), .line(Point(x: 1, y: 0)), .move(Point(x: 3, y: 0)), .line(Point(x: 7, y: 0))]))
        #expect(same(line.dashed([3]).elements, [
            .move(Point(x: 0, y: 0)), .line(Point(x: 3, y: 0)), .move(Point(x: 6, y: 0)), .line(Point(x: 9, y: 0))]))
        #expect(line.dashed([0, 0]) == line && line.dashed([-1, 2]) == line)
    }

    @Test func unevenCornersAreEachTheirOwn() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 40),
                                 cornerRadii: CornerRadii(topLeft: 0, topRight: 16, bottomRight: 0, bottomLeft: 8)),
                    color: .black)
        let image = canvas.bitmap
        #expect(image[0, 0] == .black && image[39, 39] == .black)
        #expect(image[39, 0] == .white && image[35, 2] == .white)
        #expect(image[0, 39] == .white && image[1, 38] != .black)
        #expect(image[1, 31] == .black)
        // One radius everywhere is the rounded rectangle of that radius.
        #expect(Path.roundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadii: CornerRadii(6), style: .continuous)
            == Path.roundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 6, style: .continuous))
    }
}
