import Foundation
import Testing
@testable import Raster

/// Exact coverage, in pixels, of every pixel of `path` over `clip`.
func exactCoverage(_ path: Path, rule: FillRule = .nonZero, clip: IntRect) -> (bounds: IntRect, values: [Double]) {
    let (bounds, values) = Rasterizer.exactCoverage(of: path, rule: rule, clip: clip)
    return (bounds, values.map { Double($0) / Double(ScanConverter.fullCoverage) })
}

/// The total covered area of `path` over `clip`, in square pixels.
func coveredArea(_ path: Path, rule: FillRule = .nonZero, clip: IntRect = IntRect(x: 0, y: 0, width: 200, height: 200)) -> Double {
    exactCoverage(path, rule: rule, clip: clip).values.reduce(0, +)
}

/// A five-point star whose edges cross (a pentagram), centred on `center`.
func pentagram(center: Point, radius: Double) -> Path {
    var path = Path()
    for i in 0..<5 {
        let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
        let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}

@Suite struct FillTests {
    let clip = IntRect(x: 0, y: 0, width: 12, height: 10)

    @Test func fractionalRectCoversItsExactArea() {
        let (bounds, values) = exactCoverage(.rect(Rect(x: 1.25, y: 2.3, width: 6.35, height: 3.6)), clip: clip)
        #expect(abs(values.reduce(0, +) - 6.35 * 3.6) < 1e-3)
        func at(_ x: Int, _ y: Int) -> Double { values[(y - bounds.y) * bounds.width + (x - bounds.x)] }
        // Each pixel's coverage is its overlap with the rectangle: x fraction times y fraction.
        #expect(abs(at(1, 2) - 0.75 * 0.7) < 1e-4)  // top-left corner
        #expect(abs(at(4, 2) - 0.7) < 1e-4)         // top edge
        #expect(abs(at(1, 4) - 0.75) < 1e-4)        // left edge
        #expect(abs(at(7, 5) - 0.6 * 0.9) < 1e-4)   // bottom-right corner
        #expect(abs(at(4, 4) - 1) < 1e-9)           // inside
    }

    @Test func maskRoundsTheExactCoverageToNearest() {
        let path = Path.circle(center: Point(x: 6.2, y: 4.9), radius: 3.7)
        let exact = Rasterizer.exactCoverage(of: path, rule: .nonZero, clip: clip)
        let mask = Rasterizer.mask(of: path, rule: .nonZero, clip: clip)
        #expect(mask.bounds == exact.bounds)
        let full = Double(ScanConverter.fullCoverage)
        let expected = exact.values.map { UInt8((Double($0) / full * 255).rounded()) }
        #expect(mask.coverage == expected)
        // A corner pixel of the earlier rectangle: 0.525 * 255 = 133.875 rounds to 134.
        let rect = Rasterizer.mask(of: .rect(Rect(x: 1.25, y: 2.3, width: 6.35, height: 3.6)), rule: .nonZero, clip: clip)
        #expect(rect[1, 2] == 134)
    }

    @Test(arguments: [3.3, 10, 57.5])
    func circleCoversPiRSquared(radius: Double) {
        let area = coveredArea(.circle(center: Point(x: 80.3, y: 70.6), radius: radius))
        let exact = Double.pi * radius * radius
        #expect(abs(area - exact) / exact < 0.005)
    }

    @Test func fillRulesDifferOnlyInsideTheStarsPentagon() {
        let star = pentagram(center: Point(x: 20, y: 20), radius: 15)
        let box = IntRect(x: 0, y: 0, width: 40, height: 40)
        let nonZero = Rasterizer.mask(of: star, rule: .nonZero, clip: box)
        let evenOdd = Rasterizer.mask(of: star, rule: .evenOdd, clip: box)
        #expect(nonZero[20, 20] == 255)
        #expect(evenOdd[20, 20] == 0)
        // The inner pentagon reaches 15 cos 72 / cos 36 = 5.73 from the centre; beyond it the
        // winding is 0 or 1 and the rules must agree.
        var differing = 0
        for y in 0..<40 {
            for x in 0..<40 where nonZero[x, y] != evenOdd[x, y] {
                differing += 1
                let distance = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: Point(x: 20, y: 20))
                #expect(distance < 5.73 + 0.75, "pixel (\(x), \(y)) differs outside the pentagon")
            }
        }
        #expect(differing > 50)
    }

    @Test func pathsLeftOfTheClipStillContributeTheirCover() {
        var triangle = Path()
        triangle.move(to: Point(x: -30.5, y: 1.2))
        triangle.addLine(to: Point(x: 9.7, y: 4.4))
        triangle.addLine(to: Point(x: -12.25, y: 8.9))
        triangle.closeSubpath()
        // The same triangle over a clip wide enough to hold it gives the reference coverage.
        let wide = Rasterizer.mask(of: triangle, rule: .nonZero, clip: IntRect(x: -40, y: 0, width: 52, height: 10))
        let visible = Rasterizer.mask(of: triangle, rule: .nonZero, clip: clip)
        #expect(visible.x == 0)
        var compared = 0
        for y in 0..<10 {
            for x in 0..<12 {
                #expect(visible[x, y] == wide[x, y], "pixel (\(x), \(y))")
                compared += 1
            }
        }
        #expect(visible[0, 4] == 255)
        #expect(compared == 120)
    }

    @Test func windingDirectionDoesNotChangeNonZeroCoverage() {
        let forward = Path.circle(center: Point(x: 6.3, y: 4.6), radius: 3.9)
        var backward = Path()
        backward.move(to: Point(x: 6.3 + 3.9, y: 4.6))
        backward.addArc(center: Point(x: 6.3, y: 4.6), radius: 3.9, startAngle: 0, endAngle: -2 * Double.pi, clockwise: false)
        backward.closeSubpath()
        let a = Rasterizer.mask(of: forward, rule: .nonZero, clip: clip)
        let b = Rasterizer.mask(of: backward, rule: .nonZero, clip: clip)
        var largest = 0
        for y in 0..<10 { for x in 0..<12 { largest = max(largest, abs(Int(a[x, y]) - Int(b[x, y]))) } }
        #expect(largest <= 1)  // the two circles' cubics are built differently, not the winding
        let rect = Path.rect(Rect(x: 1.3, y: 2.6, width: 7.1, height: 4.45))
        let reversed = Path(elements: [.move(Point(x: 1.3, y: 2.6)), .line(Point(x: 1.3, y: 7.05)),
                                       .line(Point(x: 8.4, y: 7.05)), .line(Point(x: 8.4, y: 2.6)), .close])
        #expect(Rasterizer.mask(of: rect, rule: .nonZero, clip: clip).coverage
                == Rasterizer.mask(of: reversed, rule: .nonZero, clip: clip).coverage)
    }

    @Test func nonFiniteCoordinatesAreIgnored() {
        let rect = Path.rect(Rect(x: 2.5, y: 2.5, width: 5, height: 4))
        var spoiled = Path()
        spoiled.move(to: Point(x: 2.5, y: 2.5))
        spoiled.addLine(to: Point(x: .nan, y: 3))
        spoiled.addLine(to: Point(x: 7.5, y: 2.5))
        spoiled.addCurve(to: Point(x: 7.5, y: 6.5), control1: Point(x: .infinity, y: 0), control2: Point(x: 7.5, y: .nan))
        spoiled.addLine(to: Point(x: 2.5, y: 6.5))
        spoiled.addQuadCurve(to: Point(x: -.infinity, y: 1), control: Point(x: 1, y: 1))
        spoiled.closeSubpath()
        #expect(Rasterizer.mask(of: spoiled, rule: .nonZero, clip: clip).coverage
                == Rasterizer.mask(of: rect, rule: .nonZero, clip: clip).coverage)
        let onlyNaN = Path(elements: [.move(Point(x: .nan, y: .nan)), .line(Point(x: .nan, y: 1)), .close])
        #expect(Rasterizer.mask(of: onlyNaN, rule: .evenOdd, clip: clip).coverage.allSatisfy { $0 == 0 })
    }

    @Test func hugeCoordinatesFillTheClip() {
        for size in [1e7, 1e12, 1e300] {
            let mask = Rasterizer.mask(of: .rect(Rect(x: -size, y: -size, width: 2 * size, height: 2 * size)),
                                       rule: .nonZero, clip: clip)
            #expect(mask.bounds == clip)
            #expect(mask.coverage.allSatisfy { $0 == 255 }, "size \(size)")
        }
        // A thin sliver of an enormous triangle: the half-plane below the line y = x / 2.
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 2e9, y: 1e9))
        triangle.addLine(to: Point(x: 0, y: 1e9))
        triangle.closeSubpath()
        let area = coveredArea(triangle, clip: clip)
        #expect(abs(area - (12 * 10 - 0.5 * 12 * 6)) < 1e-3)
    }

    @Test func emptyAndDegeneratePathsCoverNothing() {
        let line = Path(elements: [.move(Point(x: 1, y: 1)), .line(Point(x: 8, y: 7))])
        let point = Path(elements: [.move(Point(x: 3, y: 3)), .close])
        for path in [Path(), line, point, .rect(Rect(x: 2, y: 2, width: 0, height: 5))] {
            #expect(Rasterizer.mask(of: path, rule: .nonZero, clip: clip).coverage.allSatisfy { $0 == 0 })
        }
        #expect(Rasterizer.mask(of: .rect(Rect(x: 20, y: 20, width: 3, height: 3)), rule: .nonZero, clip: clip).bounds.isEmpty)
    }

    @Test func evenOddCancelsAnOverlapAndNonZeroDoesNot() {
        // The second rectangle's edges are on pixel boundaries: coverage is a sum of signed areas,
        // so where edges of both cross one pixel the overlap inside that pixel is only known
        // through the winding's total (the usual limit of area-accumulation rasterisers).
        var twice = Path.rect(Rect(x: 1.5, y: 1.5, width: 6, height: 5))
        twice.addPath(.rect(Rect(x: 3, y: 3, width: 6, height: 5)))
        let overlap = 4.5 * 3.5
        let union = 2 * 30 - overlap
        #expect(abs(coveredArea(twice, rule: .nonZero) - union) < 1e-3)
        #expect(abs(coveredArea(twice, rule: .evenOdd) - (union - overlap)) < 1e-3)
    }
}
