import Raster
import SwiftUI
import Testing

/// Visual effects: blurs, colour adjustments (SwiftUI's colour matrices, in sRGB-encoded values,
/// Rec. 709 luminance), 3D rotation, groups, visual and geometry effects, glass.
@Suite struct EffectsProbeTests {
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let white = RGBA.white

    /// True when every channel is within `tolerance` of `expected`'s (blends round either way).
    func close(_ color: RGBA, _ expected: RGBA, within tolerance: Int = 1) -> Bool {
        abs(Int(color.r) - Int(expected.r)) <= tolerance && abs(Int(color.g) - Int(expected.g)) <= tolerance
            && abs(Int(color.b) - Int(expected.b)) <= tolerance && abs(Int(color.a) - Int(expected.a)) <= tolerance
    }

    @Test func aBlurSpreadsTheBalanceBeyondItsFrame() throws {
        let image = try probe(BlurredBalanceProbe(), width: 100).image
        // The square is 30 ..< 70; the blur's standard deviation is the radius, 4 points.
        #expect(image[50, 50].b == 255 && image[50, 50].r < 3)
        // The first pixel inside is about 55% covered; 4.5 points outside about 13%; far away, nothing.
        #expect(image[30, 50].r > 80 && image[30, 50].r < 160)
        #expect(image[25, 50].r > 180 && image[25, 50].r < 250)
        #expect(image[5, 5] == white)
        let revealed = try probe(BlurredBalanceProbe(isRevealed: true), width: 100).image
        #expect(revealed[30, 50] == blue && revealed[25, 50] == white)
    }

    @Test func anOpaqueBlurKeepsItsEdgesOpaqueAndStaysInside() throws {
        let image = try probe(OpaqueBlurBackdropProbe(), width: 120).image
        // Edge pixels extend, so the edges stay pure red rather than fading into the white around.
        #expect(image[10, 40] == red && image[10, 10] == red && image[109, 69] == blue)
        #expect(image[5, 40] == white && image[115, 40] == white)
        // The seam between red and blue is softened.
        #expect(image[59, 40].r > 60 && image[59, 40].r < 220 && image[59, 40].b > 40)
    }

    @Test func grayscaleTakesTheLuminance() throws {
        let image = try probe(GrayscaleUnavailableCardProbe(), width: 100).image
        // Red's Rec. 709 luminance: 0.2126 of 255 = 54.
        #expect(image[25, 25] == red)
        #expect(image[75, 25] == RGBA(r: 54, g: 54, b: 54))
        #expect(try probe(GrayscaleUnavailableCardProbe(isAvailable: true), width: 100).image[75, 25] == red)
    }

    @Test func brightnessAddsToEachChannel() throws {
        // 0.4 (102) + 0.2 = 0.6 (153).
        #expect(try probe(BrightnessPressedTileProbe(), width: 80).image[40, 20] == RGBA(r: 153, g: 153, b: 153))
        #expect(try probe(BrightnessPressedTileProbe(isPressed: false), width: 80).image[40, 20] == RGBA(r: 102, g: 102, b: 102))
    }

    @Test func contrastScalesAboutMiddleGrey() throws {
        let image = try probe(ContrastMutedPhotoProbe(), width: 60).image
        // 0.5 * 0.2 + 0.25 = 0.35 (89); 0.5 * 0.8 + 0.25 = 0.65 (166).
        #expect(image[30, 10] == RGBA(r: 89, g: 89, b: 89))
        #expect(image[30, 30] == RGBA(r: 166, g: 166, b: 166))
    }

    @Test func saturationMovesColoursTowardsTheirLuminance() throws {
        let image = try probe(SaturationFadedChipProbe(), width: 120).image
        // Blue's luminance 0.0722 (18); red half saturated: 0.2126 + 0.5 * 0.7874 = 0.606 (155), 0.106 (27).
        #expect(image[30, 15] == RGBA(r: 18, g: 18, b: 18))
        #expect(image[90, 15] == RGBA(r: 155, g: 27, b: 27))
    }

    @Test func colorMultiplyTintsTheLogoOnly() throws {
        let image = try probe(ColorMultiplyLogoProbe(), width: 60).image
        #expect(image[30, 30] == RGBA(r: 0, g: 128, b: 255))
        #expect(image[2, 2].r == image[2, 2].g && image[2, 2].g == image[2, 2].b && image[2, 2].r > 120)
    }

    @Test func hueRotationTurnsRedToCyanOfTheSameLuminance() throws {
        // Half a turn: red (1, 0, 0) becomes (0, 0.4252, 0.4252); white text stays white.
        let image = try probe(HueRotatedBadgeProbe(), width: 60).image
        #expect(image[1, 1] == RGBA(r: 0, g: 108, b: 108))
    }

    @Test func luminanceToAlphaMakesAMaskOfAPicture() throws {
        let image = try probe(LuminanceMaskedBannerProbe(), width: 100).image
        #expect(image[25, 10] == blue)
        #expect(image[75, 10] == white)
    }

    @Test func colorInvertInvertsEachChannel() throws {
        // (255, 128, 0) -> (0, 127, 255).
        #expect(try probe(InvertedIconProbe(), width: 44).image[22, 22] == RGBA(r: 0, g: 127, b: 255))
    }

    @Test func aCardTurnedAboutItsVerticalAxisIsSeenInPerspective() throws {
        let image = try probe(FlippedCardProbe(), width: 160).image
        #expect(image.height == 160)
        // Turned 45 degrees about y through its centre (80, 80), the viewer 100 points away: a point u
        // from the axis goes to 80 + 0.7071 u / (1 + 0.007071 u), its height divided by the same. The
        // trailing edge recedes to x 106.1 (y 43.1 ... 116.9); the leading edge comes to x 25.3 (y 3 ... 157).
        #expect(image[104, 80] == red && image[108, 80] == white)
        #expect(image[104, 45] == red && image[104, 40] == white)
        #expect(image[27, 80] == red && image[24, 80] == white)
        #expect(image[27, 6] == red)
    }

    @Test func aDrawingGroupFlattensBeforeFading() throws {
        let image = try probe(DrawingGroupRingsProbe(), width: 80).image
        // Faded as one: red alone at half opacity, and blue over red (not a mix of both) where they overlap.
        #expect(close(image[15, 20], RGBA(r: 255, g: 127, b: 127)))
        #expect(close(image[40, 20], RGBA(r: 127, g: 127, b: 255)))
    }

    @Test func aGeometryGroupDrawsAsLaidOut() throws {
        let image = try probe(GeometryGroupBadgeProbe(), width: 40).image
        #expect(image[5, 35] == blue && image[32, 8] == red)
    }

    @Test func aVisualEffectReadsEachRowsFrame() throws {
        let image = try probe(ScrollFadeVisualEffectProbe(), width: 100).image
        // Rows at y 0, 20, 40: the first opaque and in place, the others at half opacity, moved 10 and 20.
        #expect(image[5, 10] == blue)
        #expect(image[5, 30] == white && close(image[15, 30], RGBA(r: 127, g: 127, b: 255)))
        #expect(image[15, 50] == white && close(image[25, 50], RGBA(r: 127, g: 127, b: 255)))
    }

    @Test func aGeometryEffectMovesTheField() throws {
        let image = try probe(NudgeGeometryEffectProbe(), width: 80).image
        #expect(image[5, 10] == white && image[45, 10] == red)
        let still = try probe(NudgeGeometryEffectProbe(attempts: 0), width: 80).image
        #expect(still[5, 10] == red && still[45, 10] == white)
    }

    @Test func glassIsALightTranslucentCapsuleBehindTheLabel() throws {
        let rendering = try probe(GlassEffectPillProbe(), width: 160)
        let image = rendering.image
        let label = try #require(rendering.elements(withRole: "text").first?.frame)
        // Inside the capsule, 8 points before the text: the glass veil (#f7fafb at 80%) over the blurred blue.
        let glass = image[Int(label.minX) - 8, Int(label.midY)]
        #expect(glass.r > 170 && glass.r < 215 && glass.b > 240)
        // Outside it, the blue map.
        #expect(image[2, 30] == blue)
        let clear = try probe(GlassEffectPillProbe(glass: .clear), width: 160).image[Int(label.minX) - 8, Int(label.midY)]
        #expect(clear.r > 50 && clear.r < 110 && clear.b > 240)
        #expect(try probe(GlassEffectPillProbe(glass: .identity), width: 160).image[Int(label.minX) - 8, Int(label.midY)] == blue)
    }
}
