import Raster
import SwiftUI
import Testing

/// `Canvas` and `GraphicsContext`: paths filled and stroked with shadings, text, images and symbols,
/// transforms, clips, opacity, layers and filters.
@Suite struct CanvasProbeTests {
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let green = RGBA(r: 0, g: 255, b: 0)
    let white = RGBA.white

    func close(_ color: RGBA, _ expected: RGBA, within tolerance: Int = 1) -> Bool {
        abs(Int(color.r) - Int(expected.r)) <= tolerance && abs(Int(color.g) - Int(expected.g)) <= tolerance
            && abs(Int(color.b) - Int(expected.b)) <= tolerance
    }

    @Test func aCanvasStrokesAndFillsPathsInItsOwnCoordinates() throws {
        let image = try probe(CanvasSparklineProbe(), width: 100).image
        #expect(image.height == 60)
        // The band: the bottom 10 points in 0.9 grey; the line at half height, 4 points wide, in iOS 26's red.
        let systemRed = RGBA(r: 0xff, g: 0x38, b: 0x3c)
        #expect(image[50, 55] == RGBA(r: 230, g: 230, b: 230))
        #expect(image[50, 28] == systemRed && image[50, 31] == systemRed && image[1, 30] == systemRed)
        #expect(image[50, 27] == white && image[50, 32] == white)
    }

    @Test func aGradientShadingIsInTheContextsCoordinates() throws {
        let image = try probe(CanvasGradientMeterProbe(), width: 120).image
        // From red at x 20 to blue at x 100; the end colours extend beyond.
        #expect(image[10, 10] == red && image[110, 10] == blue)
        #expect(image[60, 10].r > 118 && image[60, 10].r < 136 && image[60, 10].b > 118 && image[60, 10].b < 136)
    }

    @Test func textIsDrawnCentredOnAPointInItsShading() throws {
        let image = try probe(CanvasCentredTextProbe(), width: 80).image
        // The ring: 4 points wide, 2 to 6 points in from the edge.
        #expect(image[40, 4] == blue && image[4, 40] == blue)
        // "72" in red, centred: red ink in the middle, none near the ring.
        func isRed(_ c: RGBA) -> Bool { c.r > 200 && c.g < 100 && c.b < 100 }
        var inMiddle = 0, elsewhere = 0
        for y in 0..<80 {
            for x in 0..<80 where isRed(image[x, y]) {
                if abs(x - 40) < 14 && abs(y - 40) < 12 { inMiddle += 1 } else { elsewhere += 1 }
            }
        }
        #expect(inMiddle > 30 && elsewhere == 0)
        // Balanced about the centre: as much ink left of it as right.
        let left = (20..<40).reduce(0) { sum, x in sum + (28..<52).filter { isRed(image[x, $0]) }.count }
        let right = (40..<60).reduce(0) { sum, x in sum + (28..<52).filter { isRed(image[x, $0]) }.count }
        #expect(abs(left - right) < (left + right) / 3)
    }

    @Test func translateScaleAndRotateMoveWhatIsDrawnNext() throws {
        let image = try probe(CanvasTransformedTilesProbe(), width: 120).image
        #expect(image[15, 15] == red && image[25, 15] != red)
        // Scaled twice about the moved origin: 40 ..< 60, 10 ..< 30.
        #expect(image[55, 25] == blue && image[62, 25] != blue)
        // Turned a quarter clockwise about (90, 20): the tile goes to x 80 ..< 90, y 20 ..< 30.
        #expect(image[85, 25] == green && image[95, 25] != green)
    }

    @Test func aClipAndAnOpacityApplyToWhatIsDrawnAfterThem() throws {
        let image = try probe(CanvasClippedAvatarProbe(), width: 60).image
        #expect(image[30, 15] == blue)
        #expect(close(image[30, 45], RGBA(r: 128, g: 128, b: 255)))
        // Outside the circle: nothing, at the top corner and beside the faded half.
        #expect(image[2, 2] == white && image[2, 45] == white)
    }

    @Test func aLayerIsFadedAsOne() throws {
        let image = try probe(CanvasLayerBadgeProbe(), width: 100).image
        #expect(close(image[20, 10], RGBA(r: 127, g: 127, b: 255)))
        #expect(image[50, 10] == image[20, 10] && image[80, 10] == image[20, 10])
    }

    @Test func symbolsAreDrawnWhereTheRendererPutsThem() throws {
        let image = try probe(CanvasSymbolsMapProbe(), width: 100).image
        #expect(image[20, 20] == red && image[80, 30] == red)
        #expect(image[50, 25] == white && image[20, 30] == white)
    }

    @Test func anImageIsDrawnInItsShading() throws {
        let image = try probe(CanvasSymbolImageProbe(), width: 60).image
        func isRed(_ c: RGBA) -> Bool { c.r > 200 && c.g < 80 && c.b < 80 }
        let reds = (0..<40).flatMap { y in (0..<60).filter { isRed(image[$0, y]) }.map { ($0, y) } }
        #expect(reds.count > 40)
        #expect(reds.allSatisfy { abs($0.0 - 30) < 14 && abs($0.1 - 20) < 14 })
    }

    @Test func filtersApplyToWhatIsDrawnAfterThem() throws {
        let image = try probe(CanvasShadowedCardProbe(), width: 120).image
        let grey = RGBA(r: 204, g: 204, b: 204)
        #expect(image[50, 25] == white)
        // The shadow, 6 points down, shows below the card and not above it.
        #expect(image[50, 43].r < 190 && image[50, 5] == grey)
        #expect(image[100, 20] == RGBA(r: 54, g: 54, b: 54))
    }
}
