import Testing
@testable import Raster

/// Layers with effects: the Gaussian blur they rest on, drop shadows, masks, blend modes and the
/// backdrop blur of materials.
@Suite struct LayerEffectTests {
    let blue = RGBA(r: 0, g: 0x5e, b: 0xb8)

    @Test func boxWidthsFollowTheW3CFormula() {
        // d = floor(sigma * 3 sqrt(2 pi) / 4 + 0.5): sigma 2 gives 4 (even: two boxes of 4, one of 5),
        // sigma 3 gives 6, sigma 1.5 gives 3 (odd: three boxes of 3); sigma 0.5 blurs nothing.
        #expect(GaussianBlur.boxes(sigma: 2).map(\.width) == [4, 4, 5])
        #expect(GaussianBlur.boxes(sigma: 2).map(\.left) == [2, 1, 2])
        #expect(GaussianBlur.boxes(sigma: 1.5).map(\.width) == [3, 3, 3])
        #expect(GaussianBlur.boxes(sigma: 0.5).isEmpty)
        #expect(GaussianBlur.extent(sigma: 2) == 6 && GaussianBlur.extent(sigma: 1.5) == 3)
    }

    @Test func blurSpreadsAPointSymmetricallyAndKeepsItsWeight() {
        let size = 41
        var plane = [UInt8](repeating: 0, count: size * size)
        // A 5 x 5 block of 255 in the middle.
        for y in 18..<23 { for x in 18..<23 { plane[y * size + x] = 255 } }
        GaussianBlur.blur(&plane, width: size, height: size, channels: 1, sigma: 3)
        func at(_ x: Int, _ y: Int) -> Int { Int(plane[y * size + x]) }
        // About 255 * 0.595^2 = 90 at the middle: the part of the Gaussian within 2.5 pixels, squared.
        #expect(at(20, 20) < 255 && at(20, 20) > 60)
        for d in 1...12 {
            #expect(at(20 - d, 20) == at(20 + d, 20))
            #expect(at(20, 20 - d) == at(20, 20 + d))
            #expect(at(20 + d, 20) <= at(20 + d - 1, 20))
        }
        let total = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 25 * 255) < 25 * 255 / 20)
    }

    private func shadowed(offset: Point, sigma: Double = 3) -> Bitmap {
        var canvas = Canvas(width: 60, height: 60, background: .white)
        canvas.beginLayer(shadow: DropShadow(color: .black, sigma: sigma, offset: offset))
        canvas.fill(.rect(Rect(x: 20, y: 20, width: 20, height: 20)), color: blue)
        canvas.endLayer()
        return canvas.bitmap
    }

    @Test func aShadowFallsOffSymmetricallyAroundWhatCastsIt() {
        let image = shadowed(offset: .zero)
        #expect(image[30, 30] == blue)
        // Grey outside the square, lightening outwards, the same on every side.
        for d in 1...10 {
            let left = image[20 - d, 30], right = image[39 + d, 30], top = image[30, 20 - d], bottom = image[30, 39 + d]
            #expect(left == right && top == bottom && left == top)
            #expect(left.r == left.g && left.r < 255 || d > 8)
            #expect(left.r >= image[20 - d + 1, 30].r || d == 1)
        }
        #expect(image[5, 30] == .white)
    }

    @Test func aShadowsOffsetMovesIt() {
        let still = shadowed(offset: .zero), moved = shadowed(offset: Point(x: 4, y: 6))
        #expect(moved[30, 30] == blue)
        // Below and right of the square the moved shadow is where the still one was 4 and 6 pixels earlier.
        for d in 1...8 {
            #expect(moved[30 + 4, 39 + d + 6] == still[30, 39 + d])
            #expect(moved[39 + d + 4, 25] == still[39 + d, 25 - 6])
        }
        #expect(moved[30, 42].r < still[30, 42].r)
        #expect(moved[30, 17].r > still[30, 17].r)
    }

    @Test func aMaskKeepsTheLayerUnderItOnlyWhereItIsOpaque() {
        var canvas = Canvas(width: 20, height: 20, background: .white)
        canvas.beginLayer()
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: blue)
        canvas.beginLayer()
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), color: .black)
        canvas.fill(.rect(Rect(x: 10, y: 0, width: 5, height: 20)), color: RGBA.black.opacity(0.5))
        canvas.endLayerAsMask()
        canvas.endLayer()
        let image = canvas.bitmap
        #expect(image[5, 5] == blue)
        #expect(image[17, 5] == .white)
        // Half the mask's opacity lets half the blue through: white keeps 127/255 of itself.
        #expect(image[12, 5] == RGBA(r: 127, g: 174, b: 219))
    }

    @Test func blendModesCombineWithWhatIsUnder() {
        func blended(_ mode: BlendMode, _ top: RGBA, over under: RGBA) -> RGBA {
            var canvas = Canvas(width: 1, height: 1, background: under)
            canvas.beginLayer(blendMode: mode)
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: top)
            canvas.endLayer()
            return canvas.bitmap[0, 0]
        }
        let grey = RGBA(r: 128, g: 128, b: 128), orange = RGBA(r: 255, g: 128, b: 0)
        #expect(blended(.multiply, orange, over: .white) == orange)
        #expect(blended(.multiply, grey, over: orange) == RGBA(r: 128, g: 64, b: 0))
        #expect(blended(.screen, grey, over: .black) == grey)
        #expect(blended(.screen, grey, over: orange) == RGBA(r: 255, g: 192, b: 128))
        #expect(blended(.darken, grey, over: orange) == RGBA(r: 128, g: 128, b: 0))
        #expect(blended(.lighten, grey, over: orange) == RGBA(r: 255, g: 128, b: 128))
        #expect(blended(.difference, .white, over: orange) == RGBA(r: 0, g: 127, b: 255))
        #expect(blended(.plusLighter, grey, over: grey) == .white)
        #expect(blended(.normal, grey, over: orange) == grey)
        #expect(blended(.destinationOut, .black, over: orange).a == 0)
    }

    private func stripes() -> Canvas {
        var canvas = Canvas(width: 60, height: 40, background: .white)
        for x in stride(from: 0, to: 60, by: 4) {
            canvas.fill(.rect(Rect(x: Double(x), y: 0, width: 2, height: 40)), color: RGBA(r: 200, g: 0, b: 0))
        }
        return canvas
    }

    @Test func aBackdropBlurSmoothsStripesInsideItsPathOnly() {
        var canvas = stripes()
        let before = canvas.bitmap
        canvas.fillBackdrop(.rect(Rect(x: 10, y: 10, width: 40, height: 20)), sigma: 3)
        let after = canvas.bitmap
        // Inside, neighbouring columns of red and white become nearly the same pink.
        let a = after[30, 20], b = after[32, 20]
        #expect(abs(Int(a.g) - Int(b.g)) < 8 && a.g > 90 && a.g < 160)
        #expect(before[30, 20] != before[32, 20])
        // Outside, untouched.
        #expect(after[5, 5] == before[5, 5] && after[55, 35] == before[55, 35] && after[30, 5] == before[30, 5])
    }

    @Test func saturationZeroMakesTheBackdropGrey() {
        var canvas = stripes()
        canvas.fillBackdrop(.rect(Rect(x: 10, y: 10, width: 40, height: 20)), sigma: 3, saturation: 0)
        let pixel = canvas.bitmap[30, 20]
        #expect(pixel.r == pixel.g && pixel.g == pixel.b)
    }

    @Test func aBackdropInsideALayerBlursWhatIsBehindTheLayer() {
        var canvas = stripes()
        canvas.beginLayer(opacity: 1)
        canvas.fillBackdrop(.rect(Rect(x: 10, y: 10, width: 40, height: 20)), sigma: 3)
        canvas.endLayer()
        var direct = stripes()
        direct.fillBackdrop(.rect(Rect(x: 10, y: 10, width: 40, height: 20)), sigma: 3)
        #expect(canvas.bitmap == direct.bitmap)
    }

    @Test func effectsAreDeterministic() {
        #expect(shadowed(offset: Point(x: 1, y: 2)) == shadowed(offset: Point(x: 1, y: 2)))
        var a = stripes(), b = stripes()
        a.fillBackdrop(.circle(center: Point(x: 30, y: 20), radius: 15), sigma: 4, saturation: 1.8)
        b.fillBackdrop(.circle(center: Point(x: 30, y: 20), radius: 15), sigma: 4, saturation: 1.8)
        #expect(a.bitmap == b.bitmap)
    }
}
