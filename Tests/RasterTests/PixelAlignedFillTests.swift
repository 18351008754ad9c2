import Testing
@testable import Raster

/// The fast path for rectangles on whole pixels (`ScanConverter.pixelAlignedMask`) gives exactly
/// the scan converter's coverage, and applies only where it can.
struct PixelAlignedFillTests {
    /// The scan converter's own mask of `path` over `clip`, by its general algorithm (the fast
    /// path is not in `exactCoverage`), rounded to 8 bits as `mask(of:rule:clip:)` rounds.
    private func convertedMask(_ path: Path, rule: FillRule = .nonZero, clip: IntRect) -> CoverageMask {
        let (bounds, values) = Rasterizer.exactCoverage(of: path, rule: rule, clip: clip)
        let half = ScanConverter.fullCoverage / 2
        return CoverageMask(
            x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height,
            coverage: values.map { UInt8(truncatingIfNeeded: ($0 * 255 + half) >> 33) })
    }

    /// `r` as a path walked the other way round, with the first corner repeated before the close.
    private func anticlockwise(_ r: Rect) -> Path {
        Path(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.minX, y: r.maxY)), .line(Point(x: r.maxX, y: r.maxY)),
            .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.minX, y: r.minY)), .close,
        ])
    }

    @Test func matchesTheScanConverterOnWholePixels() throws {
        let clips = [
            IntRect(x: 0, y: 0, width: 40, height: 30), IntRect(x: 5, y: 3, width: 12, height: 20),
            IntRect(x: -10, y: -10, width: 100, height: 100),
        ]
        var checked = 0
        for clip in clips {
            for (x, y, width, height) in [(0, 0, 40, 30), (2, 3, 1, 1), (-5, -4, 20, 50), (10, 8, 35, 4), (16, 22, 3, 9)] {
                let rect = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
                for rule in [FillRule.nonZero, .evenOdd] {
                    for path in [Path.rect(rect), anticlockwise(rect)] {
                        guard let fast = ScanConverter.pixelAlignedMask(of: path, clip: clip.rect) else { continue }
                        let slow = convertedMask(path, rule: rule, clip: clip)
                        #expect(fast.bounds == slow.bounds, "\(rect) in \(clip)")
                        #expect(fast.coverage == slow.coverage, "\(rect) in \(clip)")
                        #expect(fast.coverage.allSatisfy { $0 == 255 })
                        checked += 1
                    }
                }
            }
        }
        // Every rectangle overlaps every clip but (2, 3), left of the second clip.
        #expect(checked == 56)
    }

    @Test func appliesOnlyToOneRectangleOnWholePixels() {
        let clip = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(ScanConverter.pixelAlignedMask(of: .rect(Rect(x: 1, y: 2, width: 10, height: 10)), clip: clip) != nil)
        // A fractional edge, a fractional clip, no pixel, a curve, a slanted side, two rectangles.
        #expect(ScanConverter.pixelAlignedMask(of: .rect(Rect(x: 1.5, y: 2, width: 10, height: 10)), clip: clip) == nil)
        #expect(ScanConverter.pixelAlignedMask(
            of: .rect(Rect(x: 1, y: 2, width: 10, height: 10)), clip: Rect(x: 0, y: 0, width: 20.5, height: 20)) == nil)
        #expect(ScanConverter.pixelAlignedMask(of: .rect(Rect(x: 1, y: 2, width: 0, height: 10)), clip: clip) == nil)
        #expect(ScanConverter.pixelAlignedMask(of: .rect(Rect(x: 60, y: 2, width: 5, height: 10)), clip: clip) == nil)
        #expect(ScanConverter.pixelAlignedMask(of: .ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10)), clip: clip) == nil)
        let slanted = Path(elements: [
            .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 12, y: 10)), .line(Point(x: 0, y: 10)), .close,
        ])
        #expect(ScanConverter.pixelAlignedMask(of: slanted, clip: clip) == nil)
        var two = Path.rect(Rect(x: 0, y: 0, width: 5, height: 5))
        two.addPath(.rect(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(ScanConverter.pixelAlignedMask(of: two, clip: clip) == nil)
    }

    /// On a canvas, under a scale, a clip path, a layer and a translucent colour: the fast path
    /// draws the bytes the general path draws for the same rectangle with an extra corner on one
    /// side (which the fast path does not take).
    @Test func drawsWhatTheGeneralPathDraws() {
        func draw(_ path: Path) -> Bitmap {
            var canvas = Canvas(width: 60, height: 40, background: RGBA(r: 250, g: 250, b: 245, a: 255))
            canvas.transform = .scale(2)
            canvas.fill(.rect(Rect(x: 3, y: 2, width: 20, height: 10)), color: RGBA(r: 0, g: 94, b: 184, a: 255))
            canvas.save()
            canvas.clip(to: .ellipse(in: Rect(x: 4, y: 1, width: 22, height: 17)))
            canvas.beginLayer(opacity: 0.75)
            canvas.fill(path, color: RGBA(r: 218, g: 41, b: 28, a: 160))
            canvas.endLayer()
            canvas.restore()
            canvas.fill(path, color: RGBA(r: 0, g: 0, b: 0, a: 40))
            return canvas.bitmap
        }
        let rect = Rect(x: 2, y: 3.5, width: 25, height: 12)
        var extraCorner = Path()
        extraCorner.move(to: Point(x: rect.minX, y: rect.minY))
        extraCorner.addLine(to: Point(x: rect.midX, y: rect.minY))
        extraCorner.addLine(to: Point(x: rect.maxX, y: rect.minY))
        extraCorner.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        extraCorner.addLine(to: Point(x: rect.minX, y: rect.maxY))
        extraCorner.closeSubpath()
        #expect(Path.rect(rect).applying(.scale(2)).pixelAlignedRectangle == IntRect(x: 4, y: 7, width: 50, height: 24))
        #expect(extraCorner.applying(.scale(2)).pixelAlignedRectangle == nil)
        #expect(draw(.rect(rect)) == draw(extraCorner))
    }
}
