/// Which pixels of the compared area a comparison found changed, kept so that the diff image can
/// be drawn later, and only when someone will look at it. One byte a pixel, for the rows from the
/// first to the last that hold a change (every other row is unchanged).
public struct DiffMarks: Sendable, Equatable {
    /// What a pixel of the diff image shows.
    enum Mark: UInt8 {
        /// Faded grey: no change (or one under the threshold).
        case unchanged = 0
        /// Red: a difference.
        case differing = 1
        /// Yellow: a difference recognised as anti-aliasing and not counted.
        case antialiased = 2
    }

    /// The compared area's width: the images' width, or their overlap's when the sizes differ.
    let width: Int
    /// The first row of `marks`.
    let firstRow: Int
    /// `width` bytes a row from `firstRow`, each a `Mark`'s raw value.
    var marks: [UInt8]

    /// Marks for the rows `rows` of an area `width` pixels wide, every pixel unchanged.
    init(width: Int, rows: Range<Int>) {
        self.width = width
        firstRow = rows.lowerBound
        marks = [UInt8](repeating: Mark.unchanged.rawValue, count: width * rows.count)
    }

    /// No change anywhere.
    static let none = DiffMarks(width: 0, rows: 0..<0)

    /// Marks pixel (x, y) of the compared area; y is within the rows given at creation.
    @inline(__always)
    mutating func mark(_ x: Int, _ y: Int, _ mark: Mark) {
        marks[(y - firstRow) * width + x] = mark.rawValue
    }
}

/// Draws the diff image of a comparison as pixelmatch draws it: unchanged pixels as the expected
/// image's brightness in grey, faded onto white, differences red (255, 0, 0), anti-aliasing
/// yellow (255, 255, 0).
///
/// Images of different sizes are compared over their overlap (the top-left part both have). The
/// diff image then covers their union, the part outside the overlap red, as long as the union is
/// no larger than the two images together; otherwise (say a 100,000,000 x 1 golden beside a
/// 375 x 143 render, whose union would be 14 billion pixels) it covers only the overlap, so
/// drawing never needs more memory than the images themselves.
enum DiffImage {
    static let red = pack(255, 0, 0)
    static let yellow = pack(255, 255, 0)

    /// The diff image of `expected` against an image of `actualSize`, with `marks` over their overlap
    /// and unchanged pixels faded by `alpha` (0...1, clamped; NaN counts as 0).
    static func draw(expected: Bitmap, actualSize: (width: Int, height: Int), marks: DiffMarks, alpha: Double) -> Bitmap {
        let overlap = (width: min(expected.width, actualSize.width), height: min(expected.height, actualSize.height))
        let union = (width: max(expected.width, actualSize.width), height: max(expected.height, actualSize.height))
        let unionFits = union.width * union.height <= expected.width * expected.height + actualSize.width * actualSize.height
        let size = unionFits ? union : overlap
        precondition(marks.width == 0 || marks.width == overlap.width, "marks are over the overlap")

        let count = size.width * size.height
        guard count > 0 else { return Bitmap(width: size.width, height: size.height) }
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            expected.pixels.withUnsafeBytes { source in
                drawRows(
                    from: source.baseAddress!, width: expected.width, into: UnsafeMutableRawPointer(buffer.baseAddress!),
                    size: size, overlap: overlap, marks: marks, alpha: alpha)
            }
            initialized = count * 4
        }
        return Bitmap(width: size.width, height: size.height, pixels: pixels)!
    }

    /// Draws the diff image over `expected`'s own pixels, for images of the same size (`marks` over
    /// the whole image): the same picture as ``draw(expected:actualSize:marks:alpha:)``, without a
    /// second picture's worth of memory when `expected` holds the only reference to its pixels.
    static func draw(over expected: inout Bitmap, marks: DiffMarks, alpha: Double) {
        precondition(marks.width == 0 || marks.width == expected.width, "marks are over the whole image")
        let size = (width: expected.width, height: expected.height)
        expected.pixels.withUnsafeMutableBytes { pixels in
            guard let base = pixels.baseAddress else { return }
            drawRows(from: base, width: size.width, into: base, size: size, overlap: size, marks: marks, alpha: alpha)
        }
    }

    /// Writes the diff image's `size` pixels to `out` from the expected image's rows at `source`
    /// (`width` pixels a row), `overlap` the compared part. Each pixel is read before it is written,
    /// so `out` may be `source` itself when the sizes are the same.
    private static func drawRows(
        from source: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer,
        size: (width: Int, height: Int), overlap: (width: Int, height: Int), marks: DiffMarks, alpha: Double
    ) {
        let alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        let markedRows = marks.firstRow..<(marks.firstRow + (marks.width == 0 ? 0 : marks.marks.count / marks.width))
        let greys = Greys(alpha: alpha)
        greys.table.withUnsafeBufferPointer { table in
            let greyTable = table.baseAddress!
            marks.marks.withUnsafeBufferPointer { marked in
                for y in 0..<size.height {
                    let row = out + y * size.width * 4
                    let columns = y < overlap.height ? overlap.width : 0
                    let sourceRow = source + y * width * 4
                    if markedRows.contains(y) {
                        let markRow = (y - markedRows.lowerBound) * marks.width
                        for x in 0..<columns {
                            let pixel: UInt32
                            switch marked[markRow + x] {
                            case DiffMarks.Mark.differing.rawValue: pixel = red
                            case DiffMarks.Mark.antialiased.rawValue: pixel = yellow
                            default: pixel = Greys.grey(greyTable, sourceRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                            }
                            row.storeBytes(of: pixel.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        }
                    } else {
                        for x in 0..<columns {
                            let pixel = Greys.grey(greyTable, sourceRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                            row.storeBytes(of: pixel.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        }
                    }
                    for x in columns..<size.width {
                        row.storeBytes(of: red.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    }
                }
            }
        }
    }

    /// pixelmatch's grey for an unchanged pixel: its brightness (`Pixelmatch.rgb2y`) faded onto
    /// white by `alpha` times its own opacity (`Pixelmatch.blend`), truncated as pixelmatch's
    /// output is. The products of each channel value with its coefficient and each opacity's fade
    /// are looked up in tables of the very doubles the formulas give, and added in the formulas'
    /// order, so every grey is the formulas' to the last bit, without a multiplication or a
    /// division a channel.
    struct Greys {
        /// 256 entries a table, one per channel value: R, G and B products, then the fades.
        let table: [Double]

        init(alpha: Double) {
            var table = [Double](repeating: 0, count: 4 * 256)
            for value in 0..<256 {
                let v = Double(value)
                // rgb2y with the other two channels 0 is exactly that channel's product.
                table[value] = Pixelmatch.rgb2y(v, 0, 0)
                table[256 + value] = Pixelmatch.rgb2y(0, v, 0)
                table[512 + value] = Pixelmatch.rgb2y(0, 0, v)
                table[768 + value] = alpha * v / 255
            }
            self.table = table
        }

        /// The grey of a pixel given as its four bytes (R in the low byte), as an opaque pixel,
        /// from `table`, a ``table``'s storage.
        @inline(__always)
        static func grey(_ table: UnsafePointer<Double>, _ bytes: UInt32) -> UInt32 {
            let pixel = UInt32(littleEndian: bytes)
            let brightness =
                table[Int(pixel & 0xFF)] + table[256 + Int(pixel >> 8 & 0xFF)] + table[512 + Int(pixel >> 16 & 0xFF)]
            let value = Pixelmatch.blend(brightness, table[768 + Int(pixel >> 24)])
            let level = UInt32(UInt8(value))  // 0...255 for alpha in 0...1
            return pack(level, level, level)
        }
    }

    /// An opaque pixel as one little-endian UInt32, R in the low byte.
    @inline(__always) static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { r | g << 8 | b << 16 | 0xFF00_0000 }
}
