/// Drawing bitmaps: a picture stretched over a rectangle, as an image view draws its image.
extension Canvas {
    /// Draws `bitmap` stretched over `rect` (user space, under the current transform), composited
    /// source-over through the clip. Each device pixel takes the bitmap's colour at its centre:
    /// interpolated bilinearly between the four nearest bitmap pixels where the bitmap is enlarged
    /// (so a bitmap drawn at one bitmap pixel a device pixel, on whole pixels, keeps its bytes
    /// exactly), and averaged over the pixel's footprint where it is reduced. Colours are mixed
    /// premultiplied, so transparent pixels lend no colour to their neighbours; the rectangle's
    /// edges are anti-aliased as a filled rectangle's are.
    ///
    /// With `tint`, the bitmap is a template: every pixel is `tint`, at the bitmap's alpha times
    /// the tint's (as UIKit draws an image whose rendering mode is template).
    public mutating func draw(_ bitmap: Bitmap, in rect: Rect, tint: RGBA? = nil) {
        guard !clipBox.isEmpty, bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0,
              rect.width.isFinite, rect.height.isFinite, let inverse = transform.inverted()
        else { return }
        let mask = converter.mask(of: Path.rect(rect).applying(transform), rule: .nonZero, clip: clipBox)
        guard !mask.bounds.isEmpty else { return }
        let sampler = BitmapSampler(bitmap: bitmap, rect: rect, inverse: inverse)
        var colors = [RGBA](repeating: .clear, count: mask.width * mask.height)
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                var color = sampler.color(at: Point(x: Double(mask.x + column) + 0.5, y: Double(mask.y + row) + 0.5))
                if let tint {
                    color = RGBA(r: tint.r, g: tint.g, b: tint.b, a: SourceOver.scale(Int(color.a), Int(tint.a)).clampedByte)
                }
                colors[row * mask.width + column] = color
            }
        }
        blend(mask, source: .pixels(colors, bounds: mask.bounds))
    }
}

/// Reads a bitmap's colour at device points, for a bitmap stretched over a user-space rectangle.
private struct BitmapSampler {
    let bitmap: Bitmap
    /// Device point to bitmap coordinates (pixel (i, j) covers i...i+1, j...j+1).
    let toBitmap: Transform
    /// How many samples a device pixel takes across and down: 1 when the bitmap is enlarged, more
    /// where one device pixel covers several bitmap pixels.
    let samplesX: Int
    let samplesY: Int

    init(bitmap: Bitmap, rect: Rect, inverse: Transform) {
        self.bitmap = bitmap
        let toRect = Transform.translation(x: -rect.minX, y: -rect.minY)
        let toPixels = Transform.scale(x: Double(bitmap.width) / rect.width, y: Double(bitmap.height) / rect.height)
        toBitmap = inverse.concatenating(toRect).concatenating(toPixels)
        // The footprint of one device pixel in bitmap pixels.
        let origin = toBitmap.apply(Point(x: 0, y: 0))
        let across = toBitmap.apply(Point(x: 1, y: 0)), down = toBitmap.apply(Point(x: 0, y: 1))
        let spanX = abs(across.x - origin.x) + abs(down.x - origin.x)
        let spanY = abs(across.y - origin.y) + abs(down.y - origin.y)
        samplesX = max(1, min(16, Int((spanX - 1e-9).rounded(.up))))
        samplesY = max(1, min(16, Int((spanY - 1e-9).rounded(.up))))
    }

    /// The straight-alpha colour at device point `p` (a pixel's centre).
    func color(at p: Point) -> RGBA {
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for sy in 0..<samplesY {
            for sx in 0..<samplesX {
                let point = Point(
                    x: p.x - 0.5 + (Double(sx) + 0.5) / Double(samplesX),
                    y: p.y - 0.5 + (Double(sy) + 0.5) / Double(samplesY))
                let sample = bilinear(at: toBitmap.apply(point))
                sum = (sum.r + sample.r, sum.g + sample.g, sum.b + sample.b, sum.a + sample.a)
            }
        }
        let count = Double(samplesX * samplesY)
        let alpha = sum.a / count
        guard alpha > 0 else { return .clear }
        func channel(_ premultiplied: Double) -> UInt8 { UInt8(min(max((premultiplied / count / alpha).rounded(), 0), 255)) }
        return RGBA(r: channel(sum.r), g: channel(sum.g), b: channel(sum.b), a: UInt8(min(max(alpha.rounded(), 0), 255)))
    }

    /// The premultiplied colour at bitmap coordinates `u`, from the four pixels whose centres are
    /// nearest; the edge pixels extend beyond the bitmap.
    private func bilinear(at u: Point) -> (r: Double, g: Double, b: Double, a: Double) {
        let x = u.x - 0.5, y = u.y - 0.5
        let x0 = x.rounded(.down), y0 = y.rounded(.down)
        let fx = x - x0, fy = y - y0
        let ix = Int(x0), iy = Int(y0)
        var result = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for (dx, dy, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)]
        where weight > 0 {
            let pixel = bitmap[min(max(ix + dx, 0), bitmap.width - 1), min(max(iy + dy, 0), bitmap.height - 1)]
            let a = Double(pixel.a) * weight
            result.r += Double(pixel.r) * a
            result.g += Double(pixel.g) * a
            result.b += Double(pixel.b) * a
            result.a += a
        }
        return result
    }
}

private extension Int {
    /// The value as a byte, 0...255.
    var clampedByte: UInt8 { UInt8(Swift.min(Swift.max(self, 0), 255)) }
}
