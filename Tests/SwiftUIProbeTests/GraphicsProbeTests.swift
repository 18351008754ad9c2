import Raster
import SwiftUI
import Testing

/// Shapes, paths and gradients beyond the basics: elliptical, mesh, colour and angular gradients,
/// container-relative and insettable shapes, path construction, angle arithmetic, animatable data.
@Suite struct GraphicsProbeTests {
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let white = RGBA.white

    func near(_ value: UInt8, _ expected: Int, within tolerance: Int) -> Bool {
        abs(Int(value) - expected) <= tolerance
    }

    @Test func anEllipticalGradientStretchesWithItsBounds() throws {
        let image = try probe(EllipticalSpotlightProbe(), width: 200).image
        // Red at the centre, blue at fraction 0.5 (the edges); half way out is half way in both
        // directions: 50 points across and 25 down alike, because the ellipse is the bounds'.
        #expect(image[100, 50].r > 245 && image[199, 50].b > 248 && image[100, 99].b > 248)
        #expect(near(image[150, 50].r, 126, within: 6) && near(image[100, 75].r, 125, within: 6))
        #expect(abs(Int(image[150, 50].r) - Int(image[100, 75].r)) <= 4)
    }

    @Test func aMeshGradientFollowsItsMovedPoint() throws {
        let image = try probe(MeshGradientHeroProbe(), width: 100).image
        // The blue vertex sits at (75, 50), pulled right of the middle.
        #expect(image[75, 50].b == 255 && image[75, 50].r < 10)
        // Two thirds of the way from the white left edge to it: Catmull-Rom gives 55 of red (bilinear 83).
        #expect(near(image[50, 50].r, 55, within: 8) && image[50, 50].b == 255)
        #expect(image[2, 2] == white && image[97, 97] == white)
    }

    @Test func aColorsGradientFallsFromLighterToTheColour() throws {
        let image = try probe(ColorGradientBarProbe(), width: 40).image
        // Top to bottom (Apple's documented direction); the colour itself at the bottom.
        let top = image[20, 1], middle = image[20, 50], bottom = image[20, 98]
        #expect(top.b == 255 && bottom.b == 255)
        #expect(top.r > middle.r && middle.r > bottom.r && bottom.r < 5 && top.r > 30)
    }

    @Test func anAngularGradientRunsOnceRoundTheRing() throws {
        let image = try probe(AngularGradientRingProbe(), width: 100).image
        // Clockwise from the right: red at 0, a quarter of the way at the bottom, half at the left.
        #expect(image[95, 50].r > 250)
        #expect(near(image[50, 95].r, 191, within: 5))
        #expect(near(image[4, 50].r, 127, within: 5))
        #expect(near(image[50, 4].r, 64, within: 5))
    }

    @Test func aContainerRelativeShapeIsConcentricWithItsContainer() throws {
        let image = try probe(WidgetContainerRelativeProbe(), width: 100).image
        // 8 points inside a 20-point circular corner: a 12-point corner. Its curve passes 3.5 points
        // in from the inner corner on the diagonal (a 20-point one would pass 5.9 in).
        #expect(image[4, 4] == red && image[9, 9] == red)
        #expect(image[13, 13] == blue && image[50, 9] == blue)
    }

    @Test func withNoContainerShapeItIsARectangle() throws {
        let image = try probe(AppContainerRelativeProbe(), width: 60).image
        #expect(image[0, 0] == blue && image[59, 39] == blue)
    }

    @Test func strokeBorderStrokesTheShapesOwnInset() throws {
        let image = try probe(PillCardInsettableProbe(), width: 100).image
        // The card's inset by 4 has a 12-point corner, so the 8-point border's outer edge is the
        // card's own 16-point corner; (5, 5) is inside it (outside a 20-point corner).
        #expect(image[5, 5] == red && image[50, 3] == red && image[50, 10] == white)
        #expect(image[0, 0] == white)
    }

    @Test func currentPointContinuesFromTheLastPoint() throws {
        let image = try probe(ChartDropLineProbe(), width: 100).image
        #expect(image[45, 45] == blue && image[5, 45] == blue && image[25, 30] == blue)
        #expect(image[55, 45] == white && image[25, 20] == white)
    }

    @Test func aTangentArcRoundsTheCorner() throws {
        let image = try probe(SpeechBubbleCornerProbe(), width: 80).image
        // A 20-point arc from (60, 0) to (80, 20) round (60, 20).
        #expect(image[75, 4] == white && image[79, 0] == white)
        #expect(image[58, 1] == blue && image[79, 25] == blue && image[5, 5] == blue)
    }

    @Test func aRelativeArcTurnsClockwiseForAPositiveDelta() throws {
        let image = try probe(PieSliceRelativeArcProbe(), width: 80).image
        #expect(image[60, 20] == red && image[20, 20] == white && image[60, 60] == white)
    }

    @Test func angleArithmeticTurnsTheNeedle() throws {
        let quarter = try probe(AngleArithmeticDialProbe(), width: 100).image
        #expect(quarter[80, 50] == red && quarter[50, 80] == white)
        let half = try probe(AngleArithmeticDialProbe(fraction: 0.5), width: 100).image
        #expect(half[50, 80] == red && half[80, 50] == white)
        let threeQuarters = try probe(AngleArithmeticDialProbe(fraction: 0.75), width: 100).image
        #expect(threeQuarters[20, 50] == red)
    }

    @Test func animatableDataDrawsAtRestAndCanBeSet() throws {
        let image = try probe(AnimatableProgressArcProbe(), width: 100).image
        #expect(image[81, 18] == red && image[18, 18] == white)
        var arc = ProgressArc(start: 0, end: 0.25)
        arc.animatableData = AnimatablePair(0.5, 0.75)
        let moved = try probe(AnimatableProgressArcProbe(arc: arc), width: 100).image
        #expect(moved[18, 81] == red && moved[81, 18] == white)
    }
}
