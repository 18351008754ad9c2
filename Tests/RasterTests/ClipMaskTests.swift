import Testing
@testable import Raster

/// Clipping to a path: anti-aliased, composable with the rectangular clip and with other path
/// clips, and undone by `restore()`.
@Suite struct ClipMaskTests {
    let blue = RGBA(r: 0, g: 0x5e, b: 0xb8)
    let square = Path.rect(Rect(x: 0, y: 0, width: 40, height: 40))

    @Test func aCircleClipLeavesTheSquaresCornersUntouchedAndAntiAliasesItsEdge() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.clip(to: .circle(center: Point(x: 20, y: 20), radius: 20))
        canvas.fill(square, color: blue)
        let image = canvas.bitmap
        for corner in [(0, 0), (39, 0), (0, 39), (39, 39), (3, 3), (36, 36)] {
            #expect(image[corner.0, corner.1] == .white)
        }
        #expect(image[20, 20] == blue)
        #expect(image[20, 1] == blue && image[1, 20] == blue)
        // On the diagonal the edge crosses pixels: partly blue, neither white nor blue.
        let edge = (0..<20).map { image[$0, $0] }.filter { $0 != .white && $0 != blue }
        #expect(!edge.isEmpty)
        // The circle's area, within a pixel's worth per row: pi r^2 = 1256.6 pixels of blue.
        var coverage = 0.0
        for y in 0..<40 { for x in 0..<40 { coverage += Double(255 - Int(image[x, y].r)) / 255 } }
        #expect(abs(coverage - Double.pi * 400) < 5)
    }

    @Test func aPathClipComposesWithTheRectangularClipAndAnotherPathClip() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.clip(to: Rect(x: 20, y: 0, width: 20, height: 40))
        canvas.clip(to: .circle(center: Point(x: 20, y: 20), radius: 20))
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 40, height: 20)))
        canvas.fill(square, color: blue)
        let image = canvas.bitmap
        // Only the top right quarter of the circle is drawn.
        #expect(image[30, 10] == blue)
        #expect(image[10, 10] == .white && image[30, 30] == .white && image[10, 30] == .white)
        #expect(image[39, 0] == .white)
    }

    @Test func restoreRemovesAPathClip() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.save()
        canvas.clip(to: .circle(center: Point(x: 20, y: 20), radius: 10))
        canvas.restore()
        canvas.fill(square, color: blue)
        #expect(canvas.bitmap[0, 0] == blue)
    }

    @Test func aClipUnderATransformFollowsIt() {
        var canvas = Canvas(width: 80, height: 80, background: .white)
        canvas.transform = .scale(2)
        canvas.clip(to: .circle(center: Point(x: 20, y: 20), radius: 20))
        canvas.fill(square, color: blue)
        #expect(canvas.bitmap[40, 40] == blue && canvas.bitmap[40, 1] == blue)
        #expect(canvas.bitmap[4, 4] == .white && canvas.bitmap[76, 76] == .white)
    }

    @Test func glyphMasksAreClippedByThePathToo() {
        var canvas = Canvas(width: 20, height: 20, background: .white)
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 10.5, height: 20)))
        canvas.composite(CoverageMask(x: 0, y: 0, width: 20, height: 20, coverage: [UInt8](repeating: 255, count: 400)), color: .black)
        #expect(canvas.bitmap[5, 5] == .black)
        #expect(canvas.bitmap[15, 5] == .white)
        #expect(canvas.bitmap[10, 5] == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func coverageMasksMultiply() {
        let a = CoverageMask(x: 0, y: 0, width: 2, height: 1, coverage: [255, 128])
        let b = CoverageMask(x: 1, y: 0, width: 2, height: 1, coverage: [128, 255])
        let product = a.multiplied(by: b)
        #expect(product.bounds == IntRect(x: 1, y: 0, width: 1, height: 1))
        #expect(product.coverage == [64])
    }
}
