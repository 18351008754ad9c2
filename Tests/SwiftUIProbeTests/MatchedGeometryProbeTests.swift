import Raster
import SwiftUI
import Testing

/// Matched geometry and transitions at rest: a source is where its layout puts it; a view that is not
/// a source takes the source's frame.
@Suite struct MatchedGeometryProbeTests {
    private let red = RGBA(hex: "#ff383c")!, green = RGBA(hex: "#34c759")!, blue = RGBA(hex: "#0088ff")!

    @Test func aHighlightTakesTheSelectedSegmentsFrame() throws {
        let image = try probe(SegmentHighlightProbe(), width: 180).image
        #expect(image.height == 30)
        #expect(image[90, 15] == blue && image[63, 15] == blue && image[117, 15] == blue)
        #expect(image[30, 15] == .white && image[150, 15] == .white)
    }

    @Test func aSourceMovesNothing() throws {
        let matched = try probe(HeroThumbnailProbe(isMatched: true))
        let plain = try probe(HeroThumbnailProbe(isMatched: false))
        #expect(matched.image == plain.image)
        #expect(matched.image[200 - 16 - 20, matched.image.height / 2] == green)
    }

    @Test func aPositionMatchKeepsItsOwnSize() throws {
        let image = try probe(BadgePositionMatchProbe(), width: 100).image
        #expect(image[70, 40] == red && image[62, 32] == green && image[5, 5] == .white)
        #expect(image[66, 40] == red && image[63, 40] == green)
    }

    @Test func aTransitionShowsTheViewInPlace() throws {
        let rendering = try probe(ToastTransitionProbe(), width: 100)
        #expect(rendering.texts == ["Saved"])
        let text = try #require(rendering.elements(withRole: "text").first)
        #expect(text.frame.midX == 50 && text.frame.midY == 30)
        #expect(rendering.image[50, Int(text.frame.minY) - 4] == green)
    }

    @Test func scaleAndOffsetTransitionsDrawAtRest() throws {
        let image = try probe(CardInsertionTransitionProbe(), width: 60).image
        #expect(image.height == 60)
        #expect(image[0, 0] == green && image[59, 29] == green && image[0, 30] == blue && image[59, 59] == blue)
    }
}
