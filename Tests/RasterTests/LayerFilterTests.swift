import Foundation
import Testing
@testable import Raster

/// Filters applied to a layer before it is composited: colour matrices, Gaussian blurs and projections.
@Suite struct LayerFilterTests {
    let red = RGBA(r: 255, g: 0, b: 0)

    /// A 20 x 20 canvas on white with a square of `color` from 5 to 15, drawn through `filters`.
    private func square(_ color: RGBA, filters: [LayerFilter]) -> Bitmap {
        var canvas = Canvas(width: 20, height: 20, background: .white)
        canvas.beginLayer(filters: filters)
        canvas.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), color: color)
        canvas.endLayer()
        return canvas.bitmap
    }

    @Test func grayscaleTakesRec709Luminance() {
        // Red's luminance is 0.2126: 54 of 255, in sRGB-encoded values.
        #expect(square(red, filters: [.colorMatrix(.grayscale(1))])[10, 10] == RGBA(r: 54, g: 54, b: 54))
        // Half way: 255 * 0.5 + 54.2 * 0.5.
        #expect(square(red, filters: [.colorMatrix(.grayscale(0.5))])[10, 10] == RGBA(r: 155, g: 27, b: 27))
        #expect(square(red, filters: [.colorMatrix(.grayscale(0))])[10, 10] == red)
    }

    @Test func brightnessContrastAndSaturationFollowSwiftUIsMatrices() {
        let grey = RGBA(r: 100, g: 100, b: 100)
        #expect(square(grey, filters: [.colorMatrix(.brightness(0.2))])[10, 10] == RGBA(r: 151, g: 151, b: 151))
        #expect(square(grey, filters: [.colorMatrix(.contrast(0))])[10, 10] == RGBA(r: 128, g: 128, b: 128))
        // Contrast 1.5 about the middle: 1.5 * 100 - 0.25 * 255 = 86.25.
        #expect(square(grey, filters: [.colorMatrix(.contrast(1.5))])[10, 10] == RGBA(r: 86, g: 86, b: 86))
        #expect(square(red, filters: [.colorMatrix(.saturation(0))])[10, 10] == RGBA(r: 54, g: 54, b: 54))
        // A pixel the layer did not draw on stays white.
        #expect(square(grey, filters: [.colorMatrix(.brightness(0.2))])[1, 1] == .white)
    }

    @Test func hueRotationTurnsRedTowardsGreenAndKeepsGreyAlone() {
        let turned = square(red, filters: [.colorMatrix(.hueRotation(Double.pi * 2 / 3))])[10, 10]
        #expect(turned.g > turned.r && turned.g > turned.b)
        let grey = RGBA(r: 90, g: 90, b: 90)
        #expect(square(grey, filters: [.colorMatrix(.hueRotation(1))])[10, 10] == grey)
    }

    @Test func colorMultiplyInvertAndLuminanceToAlpha() {
        let white = RGBA(r: 255, g: 255, b: 255)
        #expect(square(white, filters: [.colorMatrix(.multiply(RGBA(r: 0, g: 128, b: 255)))])[10, 10] == RGBA(r: 0, g: 128, b: 255))
        #expect(square(red, filters: [.colorMatrix(.invert)])[10, 10] == RGBA(r: 0, g: 255, b: 255))
        // White's luminance is 1: opaque black; on a white canvas it shows black.
        #expect(square(white, filters: [.colorMatrix(.luminanceToAlpha)])[10, 10] == .black)
        // Red's: black at 21% over white.
        #expect(square(red, filters: [.colorMatrix(.luminanceToAlpha)])[10, 10] == RGBA(r: 201, g: 201, b: 201))
    }

    @Test func matricesConcatenateInOrder() {
        let both = ColorMatrix.grayscale(1).concatenating(.brightness(0.1))
        #expect(both.apply(to: red) == ColorMatrix.brightness(0.1).apply(to: ColorMatrix.grayscale(1).apply(to: red)))
    }

    @Test func aBlurSpreadsBeyondTheLayerAndFadesItsEdges() {
        let blurred = square(red, filters: [.blur(sigma: 2)])
        // In the middle, 2.5 standard deviations from every edge, nearly red; at the edge, part way; outside,
        // a pink fringe.
        #expect(blurred[10, 10].r == 255 && blurred[10, 10].g > 0 && blurred[10, 10].g < 12)
        // (A true Gaussian covers the first pixel inside 60%, so its green is about 102.)
        #expect(blurred[5, 10].g > 70 && blurred[5, 10].g < 170)
        #expect(blurred[3, 10] != .white && blurred[3, 10].r == 255)
    }

    @Test func anOpaqueBlurStaysWithinItsBoundsAndKeepsThemOpaque() {
        var canvas = Canvas(width: 20, height: 20, background: .white)
        canvas.beginLayer(filters: [.opaqueBlur(sigma: 1, bounds: IntRect(x: 5, y: 5, width: 10, height: 10))])
        canvas.fill(.rect(Rect(x: 5, y: 5, width: 5, height: 10)), color: red)
        canvas.fill(.rect(Rect(x: 10, y: 5, width: 5, height: 10)), color: .black)
        canvas.endLayer()
        let image = canvas.bitmap
        // The edge pixels extend, so the left edge stays pure red and the corner is opaque; the seam softens.
        #expect(image[5, 5] == red && image[14, 14] == .black)
        #expect(image[9, 10].r < 255 && image[9, 10].r > 100)
        #expect(image[4, 10] == .white && image[15, 10] == .white)
    }

    @Test func aProjectionMovesAndScalesTheLayer() {
        // Twice as large about the origin: the square covers 10 ..< 30, clipped to the canvas.
        let scaled = square(red, filters: [.projection(Projection(.scale(2)))])
        #expect(scaled[12, 12] == red && scaled[19, 19] == red && scaled[8, 8] == .white)
        let inverse = Projection(m11: 1, m13: 0.01).inverted()!
        let there = Projection(m11: 1, m13: 0.01).apply(Point(x: 10, y: 4))!
        #expect(abs(inverse.apply(there)!.x - 10) < 1e-9 && abs(inverse.apply(there)!.y - 4) < 1e-9)
    }

    @Test func aPerspectiveMakesTheFarEdgeShorter() {
        // w grows with x: the right edge is drawn smaller than the left.
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.beginLayer(filters: [.projection(Projection(m13: 0.02, m31: 0))])
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 40)), color: red)
        canvas.endLayer()
        let image = canvas.bitmap
        func height(at x: Int) -> Int { (0..<40).filter { image[x, $0].g < 128 }.count }
        // Source (x, y) goes to (x, y) / (1 + 0.02 x): the right edge (x = 20) lands at 14.3, 28.6 tall.
        #expect(height(at: 1) >= 38)
        // Output column 13 comes from source x = 13.5 / (1 - 0.27) = 18.5, drawn 40 / 1.37 = 29.2 tall.
        #expect(abs(height(at: 13) - 29) <= 1)
        #expect(image[16, 5] == .white)
    }
}
