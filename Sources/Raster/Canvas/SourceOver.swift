/// Source-over compositing of straight-alpha 8-bit colours, in integers, rounded to nearest.
///
/// A colour (c, alpha) over a pixel (d, da) gives alpha `A = alpha + da (255 - alpha) / 255` and
/// colour `(c alpha + d da (255 - alpha) / 255) / A`, both rounded to the nearest integer (halves
/// up). Over an opaque pixel this is `(c alpha + d (255 - alpha)) / 255`: 50% black (alpha 128, as
/// `RGBA.black.opacity(0.5)` rounds 127.5 up) over white gives 255 * 127 / 255 = 127 exactly.
/// An opaque colour at full coverage writes the colour's bytes.
enum SourceOver {
    /// `value * factor / 255` rounded to nearest, both 0...255. Exact: `x / 255` is never a half.
    @inline(__always)
    static func scale(_ value: Int, _ factor: Int) -> Int { (value * factor + 127) / 255 }

    /// Blends `(r, g, b)` with alpha `alpha` (0...255) over the pixel starting at byte `i`.
    @inline(__always)
    static func blend(_ pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int, r: Int, g: Int, b: Int, alpha: Int) {
        if alpha == 0 { return }
        let da = Int(pixels[i + 3])
        if alpha == 255 || da == 0 {
            pixels[i] = UInt8(r); pixels[i + 1] = UInt8(g); pixels[i + 2] = UInt8(b); pixels[i + 3] = UInt8(alpha)
            return
        }
        let inverse = 255 - alpha
        if da == 255 {
            pixels[i] = UInt8((r * alpha + Int(pixels[i]) * inverse + 127) / 255)
            pixels[i + 1] = UInt8((g * alpha + Int(pixels[i + 1]) * inverse + 127) / 255)
            pixels[i + 2] = UInt8((b * alpha + Int(pixels[i + 2]) * inverse + 127) / 255)
            return
        }
        // 255 * 255 * the result's alpha, and each channel's numerator at the same scale.
        let total = alpha * 255 + da * inverse
        let under = da * inverse
        func channel(_ c: Int, _ d: UInt8) -> UInt8 {
            UInt8((2 * (c * alpha * 255 + Int(d) * under) + total) / (2 * total))
        }
        pixels[i] = channel(r, pixels[i])
        pixels[i + 1] = channel(g, pixels[i + 1])
        pixels[i + 2] = channel(b, pixels[i + 2])
        pixels[i + 3] = UInt8((total + 127) / 255)
    }
}
