import Foundation
import Testing
@testable import Raster

@Suite struct ShapesTests {
    let box = Rect(x: 10.5, y: 20.25, width: 80, height: 50)

    @Test func rectIsItsFourCorners() {
        #expect(Path.rect(box).elements == [
            .move(Point(x: 10.5, y: 20.25)), .line(Point(x: 90.5, y: 20.25)),
            .line(Point(x: 90.5, y: 70.25)), .line(Point(x: 10.5, y: 70.25)), .close,
        ])
    }

    @Test func ellipseCoversPiAB() {
        let expected = Double.pi * 40 * 25
        #expect(abs(coveredArea(.ellipse(in: box)) - expected) / expected < 0.002)
    }

    @Test func circularRoundedRectLosesTheCornerSquaresOutsideQuarterDiscs() {
        let r = 12.0
        let expected = 80 * 50 - (4 - Double.pi) * r * r
        // The corners are flattened circles, held to the same 0.5% as circles.
        #expect(abs(coveredArea(.roundedRect(box, cornerRadius: r)) - expected) < 0.005 * Double.pi * r * r)
    }

    @Test func continuousAndCircularCornersDifferAndStayInside() {
        let clip = IntRect(x: 0, y: 0, width: 110, height: 90)
        let circular = Rasterizer.mask(of: .roundedRect(box, cornerRadius: 14, style: .circular), rule: .nonZero, clip: clip)
        let continuous = Rasterizer.mask(of: .roundedRect(box, cornerRadius: 14, style: .continuous), rule: .nonZero, clip: clip)
        #expect(circular.coverage != continuous.coverage)
        for mask in [circular, continuous] {
            for y in 0..<90 {
                for x in 0..<110 where mask[x, y] != 0 {
                    // Pixels the rectangle does not reach at all (the rect starts at 10.5, 20.25).
                    #expect(x >= 10 && x <= 90 && y >= 20 && y <= 70, "(\(x), \(y)) outside the rect")
                }
            }
        }
        // The continuous corner starts curving 1.528 radii from the corner, the circular one at 1.
        let points = Path.roundedRect(box, cornerRadius: 14, style: .continuous).elements
        #expect(points.first == .move(Point(x: 90.5 - 1.52866483 * 14, y: 20.25)))
        // 1.2 radii from the corner the circular top edge is still straight (covering y 20.25...21
        // of row 20: 0.75, 191) while the continuous one has started to curve down.
        let x = Int(90.5 - 1.2 * 14)
        #expect(circular[x, 20] == 191)
        #expect(continuous[x, 20] < 191)
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        let pill = Path.roundedRect(box, cornerRadius: 1000, style: .circular)
        #expect(pill == Path.capsule(in: box))
        let expected = 30 * 50 + Double.pi * 25 * 25
        #expect(abs(coveredArea(pill) - expected) / expected < 0.002)
        // At the largest radius a continuous corner stays continuous, as iOS's continuous capsule:
        // it leaves the long sides 1.528 radii from the ends and meets the next corner at the
        // middle of the short side, its ends a little narrower than half circles (0.56% less area).
        let continuousPill = Path.roundedRect(box, cornerRadius: 25, style: .continuous)
        #expect(continuousPill == Path.capsule(in: box, style: .continuous))
        #expect(continuousPill.elements.first == .move(Point(x: 90.5 - 1.52866483 * 25, y: 20.25)))
        #expect(continuousPill.controlPointBounds == box)
        let ratio = coveredArea(continuousPill) / coveredArea(pill)
        #expect(ratio > 0.992 && ratio < 0.997, "\(ratio)")
        #expect(Path.roundedRect(box, cornerRadius: 0, style: .continuous) == Path.rect(box))
    }

    @Test func arcsAreCubicsOfAtMostNinetyDegrees() {
        var half = Path()
        half.addArc(center: Point(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: true)
        half.closeSubpath()
        #expect(half.elements.filter { if case .cubic = $0 { true } else { false } }.count == 2)
        #expect(abs(coveredArea(half) - Double.pi * 200) < 0.2)
        // Clockwise on screen from angle 0 goes down first (y grows downwards).
        #expect(half.controlPointBounds.maxY > 69 && half.controlPointBounds.minY > 49)
        var other = Path()
        other.addArc(center: Point(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: false)
        #expect(other.controlPointBounds.minY < 31 && other.controlPointBounds.maxY < 51)
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(path.elements.count == 3)
        #expect(path.elements[1] == .line(Point(x: 60, y: 50)))
        var bad = Path()
        bad.addArc(center: Point(x: 0, y: 0), radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(bad.isEmpty)
    }
}
