import Foundation
import Testing
@testable import Raster

/// The area covered by `path` stroked with `style` (device space = user space).
func strokedArea(_ path: Path, _ style: StrokeStyle) -> Double {
    coveredArea(Stroker.outline(of: path, style: style, tolerance: Rasterizer.flatteningTolerance))
}

func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    var path = Path()
    for (i, p) in points.enumerated() {
        if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.addLine(to: Point(x: p.0, y: p.1)) }
    }
    if closed { path.closeSubpath() }
    return path
}

@Suite struct StrokeTests {
    let line = polyline([(20.3, 50.4), (120.7, 50.4)])  // length 100.4
    let width = 6.5

    @Test func buttCappedLineCoversLengthTimesWidth() {
        #expect(abs(strokedArea(line, StrokeStyle(width: width, cap: .butt)) - 100.4 * width) < 1e-3)
    }

    @Test func squareCapsAddHalfTheWidthAtEachEnd() {
        #expect(abs(strokedArea(line, StrokeStyle(width: width, cap: .square)) - (100.4 + width) * width) < 1e-3)
    }

    @Test func roundCapsAddADisc() {
        let disc = Double.pi * (width / 2) * (width / 2)
        // Chords of the flattened caps lose a little of the disc (0.3% at 1/128 px tolerance).
        #expect(abs(strokedArea(line, StrokeStyle(width: width, cap: .round)) - (100.4 * width + disc)) < 0.005 * disc)
    }

    @Test func hairlinesCoverInProportionToTheirWidth() {
        let hairline = polyline([(2, 5.5), (9, 5.5)])
        let mask = Rasterizer.mask(of: Stroker.outline(of: hairline, style: StrokeStyle(width: 0.25), tolerance: 1.0 / 128),
                                   rule: .nonZero, clip: IntRect(x: 0, y: 0, width: 12, height: 12))
        for x in 2..<9 { #expect(mask[x, 5] == 64) }  // 0.25 * 255 = 63.75
        #expect(mask[5, 4] == 0 && mask[5, 6] == 0 && mask[1, 5] == 0 && mask[9, 5] == 0)
    }

    // A right-angle corner, (20, 20) to (100, 20) to (100, 90), 8 wide with butt caps: the arms
    // are [20, 100] x [16, 24] and [96, 104] x [20, 90], 640 + 560 - 16 overlapping, plus the
    // outer 4 x 4 corner square for a miter, half of it for a bevel, a quarter disc for round.
    @Test(arguments: [(LineJoin.miter, 16.0), (.bevel, 8.0), (.round, 4 * Double.pi)])
    func joinsFillTheOuterCorner(join: LineJoin, corner: Double) {
        let path = polyline([(20, 20), (100, 20), (100, 90)])
        let arms = 640.0 + 560 - 16
        #expect(abs(strokedArea(path, StrokeStyle(width: 8, join: join)) - (arms + corner)) < 0.005 * corner)
    }

    @Test func miterLimitBevelsSharpCorners() {
        // A 20-degree spike: its miter is 1 / sin(10 degrees) = 5.76 widths long, over the limit 4.
        let angle = 20 * Double.pi / 180
        let path = polyline([(20, 100), (120, 100), (120 - 100 * cos(angle), 100 - 100 * sin(angle))])
        let limited = strokedArea(path, StrokeStyle(width: 4, join: .miter))
        let bevel = strokedArea(path, StrokeStyle(width: 4, join: .bevel))
        let unlimited = strokedArea(path, StrokeStyle(width: 4, join: .miter, miterLimit: 6))
        #expect(abs(limited - bevel) < 1e-6)
        #expect(unlimited > bevel + 1)
    }

    @Test func closedRectangleStrokeIsARing() {
        let square = Path.rect(Rect(x: 30, y: 30, width: 60, height: 40))
        // Outer 64 x 44 minus inner 56 x 36: miter corners make the outside exactly square.
        #expect(abs(strokedArea(square, StrokeStyle(width: 4, join: .miter)) - (64 * 44 - 56 * 36)) < 1e-3)
    }

    @Test func strokedCircleIsAnAnnulus() {
        let circle = Path.circle(center: Point(x: 60, y: 60), radius: 30)
        let expected = Double.pi * (33 * 33 - 27 * 27)
        #expect(abs(strokedArea(circle, StrokeStyle(width: 6)) - expected) / expected < 0.005)
    }

    @Test func lonePointsDrawDotsOnlyWithRoundOrSquareCaps() {
        let dot = Path(elements: [.move(Point(x: 50, y: 50)), .line(Point(x: 50, y: 50))])
        #expect(strokedArea(dot, StrokeStyle(width: 4, cap: .butt)) == 0)
        #expect(abs(strokedArea(dot, StrokeStyle(width: 4, cap: .square)) - 16) < 1e-3)
        #expect(abs(strokedArea(dot, StrokeStyle(width: 4, cap: .round)) - 4 * Double.pi) < 0.005 * 4 * Double.pi)
    }

    @Test func uTurnsAndBadWidthsDoNotBreak() {
        let back = polyline([(20, 50), (80, 50), (30, 50)])
        // A U-turn with round joins: the 60-long stroke plus a disc's half at the turn and caps.
        // Butt caps: [20, 80] x [48, 52], doubled back over itself, and a half disc at the turn.
        let expected = 60 * 4 + 2 * Double.pi
        #expect(abs(strokedArea(back, StrokeStyle(width: 4, join: .round)) - expected) < 0.005 * 2 * Double.pi)
        for width in [0, -3, Double.nan, .infinity] {
            #expect(Stroker.outline(of: back, style: StrokeStyle(width: width), tolerance: 0.01).isEmpty)
        }
    }
}
