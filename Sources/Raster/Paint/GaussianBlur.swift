/// A Gaussian blur approximated by three successive box blurs in each direction, as the W3C
/// filter effects specification describes for `feGaussianBlur` (and browsers do): within 3% of a
/// true Gaussian, in integer arithmetic, so the same input gives the same bytes everywhere.
///
/// The blur works in place on interleaved 8-bit planes (one channel for an alpha mask, four for
/// premultiplied RGBA) and treats everything outside the buffer as zero: to blur the middle of a
/// picture faithfully, pass a buffer with a margin of `GaussianBlur.extent(sigma:)` around it.
enum GaussianBlur {
    /// The three box widths for a standard deviation of `sigma` pixels, and where each is
    /// centred: the W3C's `d = floor(sigma * 3 * sqrt(2 pi) / 4 + 0.5)`; an odd `d` gives three
    /// centred boxes of `d`, an even one two boxes of `d` (half a pixel left, then right) and a
    /// centred box of `d + 1`. Empty when the blur would change nothing.
    static func boxes(sigma: Double) -> [(width: Int, left: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d, d / 2), count: 3) }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// How far, in pixels, the blur spreads a pixel in each direction.
    static func extent(sigma: Double) -> Int {
        boxes(sigma: sigma).reduce(0) { $0 + max($1.left, $1.width - 1 - $1.left) }
    }

    /// Blurs `pixels`, `width` x `height` pixels of `channels` bytes each, in place.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, channels: Int, sigma: Double) {
        let boxes = boxes(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        precondition(pixels.count == width * height * channels, "a blur needs width * height * channels bytes")
        let longest = max(width, height)
        var values = [Int64](repeating: 0, count: longest)
        var sums = [Int64](repeating: 0, count: longest + 1)
        pixels.withUnsafeMutableBufferPointer { pixels in
            values.withUnsafeMutableBufferPointer { values in
                sums.withUnsafeMutableBufferPointer { sums in
                    for channel in 0..<channels {
                        for row in 0..<height {
                            blurLine(pixels, start: row * width * channels + channel, stride: channels, count: width,
                                     boxes: boxes, values: values, sums: sums)
                        }
                        for column in 0..<width {
                            blurLine(pixels, start: column * channels + channel, stride: width * channels, count: height,
                                     boxes: boxes, values: values, sums: sums)
                        }
                    }
                }
            }
        }
    }

    /// Runs every box over one line of `count` values, `stride` bytes apart from `start`. The boxes'
    /// sums are kept whole and divided once, at the end, so a symmetric input stays exactly symmetric.
    private static func blurLine(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, start: Int, stride: Int, count: Int,
        boxes: [(width: Int, left: Int)], values: UnsafeMutableBufferPointer<Int64>, sums: UnsafeMutableBufferPointer<Int64>
    ) {
        for i in 0..<count { values[i] = Int64(pixels[start + i * stride]) }
        var divisor: Int64 = 1
        for box in boxes {
            // sums[i] holds the total of values 0..<i, so a window's sum is one subtraction.
            sums[0] = 0
            for i in 0..<count { sums[i + 1] = sums[i] + values[i] }
            for i in 0..<count {
                values[i] = sums[min(i - box.left + box.width, count)] - sums[max(i - box.left, 0)]
            }
            divisor *= Int64(box.width)
        }
        for i in 0..<count { pixels[start + i * stride] = UInt8(truncatingIfNeeded: (values[i] + divisor / 2) / divisor) }
    }
}
