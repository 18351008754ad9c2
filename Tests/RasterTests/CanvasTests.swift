import Foundation
import Testing
@testable import Raster

@Suite struct CanvasTests {
    let blue = RGBA(r: 0, g: 0x5e, b: 0xb8)

    @Test func halfBlackOverWhiteIs127() {
        // 50% alpha is stored as 128 (127.5 rounded up), so white keeps 127/255 of itself:
        // 255 * 127 / 255 = 127 exactly.
        var canvas = Canvas(width: 4, height: 4, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), color: RGBA.black.opacity(0.5))
        #expect(canvas.bitmap[1, 1] == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func opaqueColourAtFullCoverageWritesItsBytes() {
        var canvas = Canvas(width: 4, height: 4, background: RGBA(r: 200, g: 10, b: 30, a: 77))
        canvas.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), color: blue)
        #expect(canvas.bitmap[1, 2] == blue)
        #expect(canvas.bitmap[0, 0] == RGBA(r: 200, g: 10, b: 30, a: 77))
    }

    @Test func compositingOverTranslucentPixelsFollowsSourceOver() {
        // Alpha 128 red over alpha 100 blue: A = 128 + 100 * 127 / 255 = 177.8 -> 178;
        // red = 255 * 128 * 255 / (128 * 255 + 100 * 127) = 183.9 -> 184, blue = 255 - that
        // numerator share: 255 * 100 * 127 / 45340 = 71.4 -> 71.
        var canvas = Canvas(width: 2, height: 2, background: RGBA(r: 0, g: 0, b: 255, a: 100))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), color: RGBA(r: 255, g: 0, b: 0, a: 128))
        #expect(canvas.bitmap[0, 0] == RGBA(r: 184, g: 0, b: 71, a: 178))
        // Over a transparent pixel, the colour itself.
        var clear = Canvas(width: 2, height: 2)
        clear.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), color: RGBA(r: 9, g: 99, b: 199, a: 55))
        #expect(clear.bitmap[1, 1] == RGBA(r: 9, g: 99, b: 199, a: 55))
    }

    @Test func partialCoverageScalesTheColoursAlpha() {
        var canvas = Canvas(width: 4, height: 1, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 1.25, height: 1)), color: .black)
        // Pixel 1 is a quarter covered: coverage 64, so white keeps 191/255 of itself = 191.
        #expect(canvas.bitmap[1, 0] == RGBA(r: 191, g: 191, b: 191))
    }

    @Test func layerOpacityAppliesToTheGroupAsAWhole() {
        var canvas = Canvas(width: 20, height: 10, background: .white)
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(.rect(Rect(x: 1, y: 1, width: 10, height: 8)), color: RGBA(r: 255, g: 0, b: 0))
        canvas.fill(.rect(Rect(x: 6, y: 1, width: 10, height: 8)), color: RGBA(r: 255, g: 0, b: 0))
        #expect(canvas.bitmap[8, 4] == .white)  // not drawn until the layer ends
        canvas.endLayer()
        // Red at alpha 128 over white: green and blue (255 * 127 + 127) / 255 = 127.
        let expected = RGBA(r: 255, g: 127, b: 127)
        #expect(canvas.bitmap[3, 4] == expected)
        #expect(canvas.bitmap[8, 4] == expected)  // the overlap, not darker
        #expect(canvas.bitmap[14, 4] == expected)
        #expect(canvas.bitmap[18, 4] == .white)
    }

    @Test func clipEdgesAreExactAtFractionalPositions() {
        var canvas = Canvas(width: 10, height: 4, background: .white)
        canvas.clip(to: Rect(x: 2.5, y: 0, width: 2.75, height: 4))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 4)), color: .black)
        let row = (0..<10).map { canvas.bitmap[$0, 1].r }
        // Pixel 2 is half inside (coverage 128: white keeps 127), 5 a quarter (64: keeps 191).
        #expect(row == [255, 255, 127, 0, 0, 191, 255, 255, 255, 255])
        // A mask composited directly is scaled by the same fractions.
        var direct = Canvas(width: 10, height: 4, background: .white)
        direct.clip(to: Rect(x: 2.5, y: 0, width: 2.75, height: 4))
        direct.composite(CoverageMask(x: 0, y: 0, width: 10, height: 4, coverage: Array(repeating: 255, count: 40)), color: .black)
        #expect(direct.bitmap == canvas.bitmap)
    }

    @Test func saveAndRestoreBringBackTransformAndClip() {
        var canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.save()
        canvas.transform = .scale(2)
        canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))  // device 0...4
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), color: .black)
        canvas.restore()
        #expect(canvas.transform == .identity)
        #expect(canvas.bitmap[3, 3] == .black && canvas.bitmap[4, 4] == .white)
        canvas.fill(.rect(Rect(x: 6, y: 6, width: 2, height: 2)), color: .black)
        #expect(canvas.bitmap[7, 7] == .black)
        canvas.restore()  // nothing saved: no effect
        canvas.endLayer() // nothing begun: no effect
        #expect(canvas.bitmap[7, 7] == .black)
    }

    @Test func strokesFollowTheTransform() {
        var canvas = Canvas(width: 20, height: 20, background: .white)
        canvas.transform = Transform.scale(2).concatenating(.translation(x: 1, y: 0))
        canvas.stroke(polyline([(2, 5), (8, 5)]), color: .black, style: StrokeStyle(width: 1))
        // User line y 4.5...5.5, x 2...8 becomes device y 9...11, x 5...17.
        #expect(canvas.bitmap[5, 9] == .black && canvas.bitmap[16, 10] == .black)
        #expect(canvas.bitmap[4, 10] == .white && canvas.bitmap[17, 10] == .white && canvas.bitmap[10, 11] == .white)
    }

    @Test func drawingTwiceGivesIdenticalBytes() {
        #expect(renderShapes(scale: 2).pixels == renderShapes(scale: 2).pixels)
    }

    @Test func nanCoordinatesDoNotCrashTheCanvas() {
        var canvas = Canvas(width: 10, height: 10, background: .white)
        let nan = Path(elements: [.move(Point(x: .nan, y: 1)), .line(Point(x: 5, y: .nan)),
                                  .cubic(control1: Point(x: .infinity, y: 0), control2: Point(x: 0, y: 0), to: Point(x: .nan, y: .nan)), .close])
        canvas.fill(nan, color: .black)
        canvas.stroke(nan, color: .black, style: StrokeStyle(width: 3, cap: .round, join: .round))
        canvas.stroke(.circle(center: Point(x: 5, y: 5), radius: .nan), color: .black, style: StrokeStyle(width: 1))
        canvas.clip(to: Rect(x: .nan, y: 0, width: 1, height: 1))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        canvas.beginLayer(opacity: .nan)
        canvas.endLayer()
        #expect(canvas.bitmap == Canvas(width: 10, height: 10, background: .white).bitmap)
    }

    /// The shapes picture at 2x and 3x, box-filtered down to 1x, matches the 1x drawing: the same
    /// drawing at any scale covers the same area of each 1x pixel. Differences remain where two
    /// anti-aliased edges share a pixel (coverage is composited shape by shape) and from the
    /// rounding of each pixel, so the check is on the mean and on how many pixels stray.
    @Test func shapesPictureIsConsistentAcrossScales() throws {
        let one = renderShapes(scale: 1)
        for scale in [2, 3] {
            let big = renderShapes(scale: scale)
            try writeForViewing(big, name: "shapes@\(scale)x")
            var total = 0, strays = 0
            for y in 0..<one.height {
                for x in 0..<one.width {
                    for channel in 0..<3 {
                        var sum = 0
                        for dy in 0..<scale { for dx in 0..<scale { sum += Int(big.pixels[((y * scale + dy) * big.width + x * scale + dx) * 4 + channel]) } }
                        let difference = abs(sum / (scale * scale) - Int(one.pixels[(y * one.width + x) * 4 + channel]))
                        total += difference
                        if difference > 24 { strays += 1 }
                    }
                }
            }
            let samples = one.width * one.height * 3
            #expect(Double(total) / Double(samples) < 0.5, "mean difference at \(scale)x")
            #expect(Double(strays) / Double(samples) < 0.002, "strays at \(scale)x")
        }
        try writeForViewing(one, name: "shapes@1x")
    }
}

/// A test picture of everything the canvas draws, at `scale` device pixels per unit.
func renderShapes(scale: Int) -> Bitmap {
    let k = Double(scale)
    var canvas = Canvas(width: 200 * scale, height: 140 * scale, background: .white)
    canvas.transform = .scale(k)
    let blue = RGBA(r: 0, g: 0x5e, b: 0xb8), green = RGBA(r: 0, g: 0x96, b: 0x39)
    let red = RGBA(r: 0xd5, g: 0x28, b: 0x1b), yellow = RGBA(r: 0xff, g: 0xeb, b: 0x3b)

    // Abutting rectangles at fractional positions: no seams between same-coloured neighbours.
    for i in 0..<6 {
        canvas.fill(.rect(Rect(x: 4.3 + Double(i) * 5.35, y: 4.6, width: 5.35, height: 12.2)), color: i < 3 ? blue : green)
    }
    canvas.fill(.rect(Rect(x: 40.7, y: 4.25, width: 0.5, height: 12)), color: .black)
    // Circles of several sizes.
    for (i, r) in [1.5, 3.3, 6.0, 10.0].enumerated() {
        canvas.fill(.circle(center: Point(x: 52 + Double(i) * 16 + r / 2, y: 12), radius: r), color: red)
    }
    // The star in both fill rules.
    canvas.fill(pentagram(center: Point(x: 135, y: 16), radius: 12), color: blue, rule: .nonZero)
    canvas.fill(pentagram(center: Point(x: 165, y: 16), radius: 12), color: blue, rule: .evenOdd)
    // Rounded rectangles: circular, continuous, and capsules.
    canvas.fill(.roundedRect(Rect(x: 4.5, y: 36.2, width: 40, height: 24), cornerRadius: 9, style: .circular), color: green)
    canvas.fill(.roundedRect(Rect(x: 50.5, y: 36.2, width: 40, height: 24), cornerRadius: 9, style: .continuous), color: green)
    canvas.stroke(.roundedRect(Rect(x: 96.5, y: 36.5, width: 40, height: 24), cornerRadius: 9, style: .continuous),
                  color: blue, style: StrokeStyle(width: 1))
    canvas.fill(.capsule(in: Rect(x: 142.3, y: 40.1, width: 50, height: 16)), color: yellow)
    // Lines of several widths with round caps, and joins.
    for (i, width) in [0.25, 0.5, 1, 2, 4, 7].enumerated() {
        let y = 72 + Double(i) * 8.3
        canvas.stroke(polyline([(8, y), (70, y + 3)]), color: .black, style: StrokeStyle(width: width, cap: .round))
    }
    for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
        let x = 84 + Double(i) * 22
        canvas.stroke(polyline([(x, 120), (x + 8, 74), (x + 16, 120)]), color: red,
                      style: StrokeStyle(width: 5, cap: .butt, join: join))
    }
    // An opacity layer: two overlapping discs fading as one.
    canvas.beginLayer(opacity: 0.5)
    canvas.fill(.circle(center: Point(x: 160, y: 95), radius: 16), color: blue)
    canvas.fill(.circle(center: Point(x: 176, y: 105), radius: 16), color: red)
    canvas.endLayer()
    // A clipped circle with a fractional clip.
    canvas.save()
    canvas.clip(to: Rect(x: 150.5, y: 118.25, width: 40.3, height: 12))
    canvas.stroke(.circle(center: Point(x: 170, y: 130), radius: 10), color: green, style: StrokeStyle(width: 3))
    canvas.restore()
    return canvas.bitmap
}

/// Writes `bitmap` as a binary PPM for a person to look at, only when the environment variable
/// NHS_SNAP_WRITE_TEST_IMAGES names a directory (any other value: the temporary directory).
func writeForViewing(_ bitmap: Bitmap, name: String) throws {
    guard let setting = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] else { return }
    var isDirectory: ObjCBool = false
    let directory = FileManager.default.fileExists(atPath: setting, isDirectory: &isDirectory) && isDirectory.boolValue
        ? URL(fileURLWithPath: setting) : FileManager.default.temporaryDirectory
    var data = Data("P6\n\(bitmap.width) \(bitmap.height)\n255\n".utf8)
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) { data.append(contentsOf: bitmap.pixels[i..<i + 3]) }
    let url = directory.appendingPathComponent(name + ".ppm")
    try data.write(to: url)
    print("wrote \(url.path)")
}
