#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A port of mapbox/pixelmatch (v5/v6 index.js, the same arithmetic as the PyPI `pixelmatch`
// package) so counts match it exactly: a perceptual YIQ colour distance with semi-transparent
// pixels blended onto white, and anti-aliasing detection after Vysniauskas (2009), "Anti-aliased
// Pixel and Intensity Slope Detector". Two additions make it fast on snapshots, where almost every
// pixel is unchanged: identical buffers are recognised with one memcmp, and only the rows between
// the first and the last differing row are visited pixel by pixel; pixels whose four bytes are
// equal never reach the floating-point colour maths.

/// The pixelmatch image comparison.
public enum Pixelmatch {
    /// Compares two images pixel by pixel.
    ///
    /// Images of different sizes are a difference in themselves: every pixel of their union
    /// (`max width × max height`) counts as differing and `sizeMismatch` names both sizes; the
    /// union is only counted, never allocated. With `options.diffImage` the overlapping top-left
    /// part is compared as usual, so that the diff image can show what moved (see `DiffImage`).
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions()) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return compareMismatchedSizes(expected, actual, options: options)
        }
        let width = expected.width, height = expected.height
        let maxDelta = 35215 * options.threshold * options.threshold
        var differing = 0, antialiased = 0
        var marks = DiffMarks.none

        expected.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                let rowBytes = width * 4
                func rowsDiffer(_ y: Int) -> Bool {
                    memcmp(img1.baseAddress! + y * rowBytes, img2.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                guard img1.count > 0, memcmp(img1.baseAddress!, img2.baseAddress!, img1.count) != 0 else { return }
                var first = 0, last = height - 1
                while !rowsDiffer(first) { first += 1 }
                while !rowsDiffer(last) { last -= 1 }
                if options.diffImage { marks = DiffMarks(width: width, rows: first..<(last + 1)) }
                for y in first...last {
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        guard colorDelta(img1, img2, pos, pos) > maxDelta else { continue }
                        if !options.includeAA
                            && (isAntialiased(img1, x, y, width, height, img2) || isAntialiased(img2, x, y, width, height, img1))
                        {
                            antialiased += 1
                            if options.diffImage { marks.mark(x, y, .antialiased) }
                        } else {
                            differing += 1
                            if options.diffImage { marks.mark(x, y, .differing) }
                        }
                    }
                }
            }
        }
        var result = DiffResult(differingPixels: differing, antialiasedPixels: antialiased, totalPixels: width * height)
        if options.diffImage {
            result.picture = .init(expected: expected, actualSize: (width, height), marks: marks, alpha: options.alpha)
        }
        return result
    }

    static func compareMismatchedSizes(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions) -> DiffResult {
        let union = (width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let area = union.width * union.height
        var result = DiffResult(
            differingPixels: area, antialiasedPixels: 0, totalPixels: area,
            sizeMismatch: SizeMismatch(
                expected: .init(width: expected.width, height: expected.height),
                actual: .init(width: actual.width, height: actual.height)))
        if options.diffImage {
            let overlap = (width: min(expected.width, actual.width), height: min(expected.height, actual.height))
            let inner = compare(
                topLeft(of: expected, overlap.width, overlap.height), topLeft(of: actual, overlap.width, overlap.height),
                options: options)
            result.picture = .init(
                expected: expected, actualSize: (actual.width, actual.height), marks: inner.picture!.marks, alpha: options.alpha)
        }
        return result
    }

    /// The top-left `width × height` pixels of `bitmap`.
    static func topLeft(of bitmap: Bitmap, _ width: Int, _ height: Int) -> Bitmap {
        if width == bitmap.width && height == bitmap.height { return bitmap }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            pixels += bitmap.pixels[y * bitmap.width * 4..<(y * bitmap.width + width) * 4]
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    // MARK: pixelmatch's colour maths, kept operation for operation so results match exactly

    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2`, or with `yOnly`
    /// the signed brightness difference; semi-transparent pixels are first blended onto white.
    @inline(__always)
    static func colorDelta(
        _ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool = false
    ) -> Double {
        if load(img1, k) == load(img2, m) { return 0 }
        var (r1, g1, b1, a1) = (Double(img1[k]), Double(img1[k + 1]), Double(img1[k + 2]), Double(img1[k + 3]))
        var (r2, g2, b2, a2) = (Double(img2[m]), Double(img2[m + 1]), Double(img2[m + 2]), Double(img2[m + 3]))
        if a1 < 255 {
            a1 /= 255
            (r1, g1, b1) = (blend(r1, a1), blend(g1, a1), blend(b1, a1))
        }
        if a2 < 255 {
            a2 /= 255
            (r2, g2, b2) = (blend(r2, a2), blend(g2, a2), blend(b2, a2))
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
    /// A channel of opacity `a` blended onto white.
    @inline(__always) static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// Whether pixel (x1, y1) of `img` is likely part of anti-aliasing: among its 8 neighbours
    /// (fewer than 3 of them equal to it) there are both a darker and a brighter one, and the
    /// darkest or the brightest sits in a flat area in both images.
    static func isAntialiased(
        _ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ img2: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }  // more than 2 equal siblings: not anti-aliasing
                } else if delta < minDelta {
                    (minDelta, minX, minY) = (delta, x, y)
                } else if delta > maxDelta {
                    (maxDelta, maxX, maxY) = (delta, x, y)
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its colour.
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pixel = load(img, (y1 * width + x1) * 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if load(img, (y * width + x) * 4) == pixel { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: a pixel's four bytes as one little-endian UInt32 (R in the low byte)

    @inline(__always) static func load(_ img: UnsafeBufferPointer<UInt8>, _ pos: Int) -> UInt32 {
        UnsafeRawPointer(img.baseAddress! + pos).loadUnaligned(as: UInt32.self).littleEndian
    }
}
