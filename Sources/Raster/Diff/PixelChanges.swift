#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How two images differ, byte for byte: the exact comparison. A pixel has changed when any of
/// its four bytes (red, green, blue, alpha) differs, however little.
///
/// Images of different sizes are compared over their overlap, the top-left part both have (no
/// memory is allocated for either size), and ``sizeMismatch`` names both sizes.
public struct PixelChanges: Sendable, Equatable {
    /// Pixels of the compared area whose bytes differ.
    public var count: Int
    /// Pixels compared: the overlap's width times its height.
    public var comparedPixels: Int
    /// The smallest rectangle of pixels holding every changed one; nil when none changed.
    public var bounds: IntRect?
    /// The largest difference of one channel between a changed pixel's two values, 1...255
    /// (0 when none changed).
    public var largestChannelDifference: Int
    /// Set when the images have different sizes.
    public var sizeMismatch: SizeMismatch?

    /// True when the images are the same size and every byte is the same.
    public var isIdentical: Bool { count == 0 && sizeMismatch == nil }

    /// Compares `actual` with `expected`. Rows are compared with memcmp first, so only rows that
    /// hold a change are visited pixel by pixel.
    public init(expected: Bitmap, actual: Bitmap) {
        let overlap = (width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        count = 0
        comparedPixels = overlap.width * overlap.height
        bounds = nil
        largestChannelDifference = 0
        sizeMismatch = expected.width == actual.width && expected.height == actual.height
            ? nil
            : SizeMismatch(
                expected: .init(width: expected.width, height: expected.height),
                actual: .init(width: actual.width, height: actual.height))
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        Self.forEachChangedRow(expected, actual, overlap) { y, row1, row2 in
            for x in 0..<overlap.width {
                guard Self.pixel(row1, x) != Self.pixel(row2, x) else { continue }
                count += 1
                (minX, maxX) = (min(minX, x), max(maxX, x))
                for channel in 0..<4 {
                    largestChannelDifference = max(largestChannelDifference, abs(Int(row1[x * 4 + channel]) - Int(row2[x * 4 + channel])))
                }
            }
            (minY, maxY) = (min(minY, y), y)
        }
        if count > 0 { bounds = IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
    }

    /// The diff image of this exact comparison of `expected` with `actual` (the images it was made
    /// from): changed pixels red, the rest the expected image in faded grey, sized as `DiffImage`
    /// explains for images of different sizes.
    public static func diffImage(expected: Bitmap, actual: Bitmap, alpha: Double = DiffOptions().alpha) -> Bitmap {
        let overlap = (width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        var rows: Range<Int>?
        forEachChangedRow(expected, actual, overlap) { y, _, _ in rows = (rows?.lowerBound ?? y)..<(y + 1) }
        var marks = rows.map { DiffMarks(width: overlap.width, rows: $0) } ?? .none
        forEachChangedRow(expected, actual, overlap) { y, row1, row2 in
            for x in 0..<overlap.width where pixel(row1, x) != pixel(row2, x) {
                marks.mark(x, y, .differing)
            }
        }
        return DiffImage.draw(expected: expected, actualSize: (actual.width, actual.height), marks: marks, alpha: alpha)
    }

    /// The four bytes of pixel `x` of `row` as one number.
    @inline(__always) private static func pixel(_ row: UnsafePointer<UInt8>, _ x: Int) -> UInt32 {
        UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// Calls `body` with the index and the first `overlap.width` pixels of each of the top
    /// `overlap.height` rows whose bytes differ, top to bottom.
    private static func forEachChangedRow(
        _ expected: Bitmap, _ actual: Bitmap, _ overlap: (width: Int, height: Int),
        _ body: (Int, UnsafePointer<UInt8>, UnsafePointer<UInt8>) -> Void
    ) {
        guard overlap.width > 0 else { return }
        expected.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                for y in 0..<overlap.height {
                    let row1 = img1.baseAddress! + y * expected.width * 4, row2 = img2.baseAddress! + y * actual.width * 4
                    if memcmp(row1, row2, overlap.width * 4) != 0 { body(y, row1, row2) }
                }
            }
        }
    }
}
