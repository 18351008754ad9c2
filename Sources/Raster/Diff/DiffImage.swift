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
        let alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        precondition(marks.width == 0 || marks.width == overlap.width, "marks are over the overlap")
        let markedRows = marks.firstRow..<(marks.firstRow + (marks.width == 0 ? 0 : marks.marks.count / marks.width))

        let count = size.width * size.height
        guard count > 0 else { return Bitmap(width: size.width, height: size.height) }
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            expected.pixels.withUnsafeBufferPointer { source in
                marks.marks.withUnsafeBufferPointer { marked in
                    for y in 0..<size.height {
                        let row = out + y * size.width * 4
                        let columns = y < overlap.height ? overlap.width : 0
                        if markedRows.contains(y) {
                            let markRow = (y - markedRows.lowerBound) * marks.width
                            for x in 0..<columns {
                                let pixel: UInt32
                                switch marked[markRow + x] {
                                case DiffMarks.Mark.differing.rawValue: pixel = red
                                case DiffMarks.Mark.antialiased.rawValue: pixel = yellow
                                default: pixel = grey(source, (y * expected.width + x) * 4, alpha)
                                }
                                row.storeBytes(of: pixel.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                            }
                        } else {
                            for x in 0..<columns {
                                let pixel = grey(source, (y * expected.width + x) * 4, alpha)
                                row.storeBytes(of: pixel.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                            }
                        }
                        for x in columns..<size.width {
                            row.storeBytes(of: red.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        }
                    }
                }
            }
            initialized = count * 4
        }
        return Bitmap(width: size.width, height: size.height, pixels: pixels)!
    }

    /// Pixel `pos` of `img` as an opaque grey of its brightness, faded onto white by `alpha`
    /// times its own opacity (pixelmatch's arithmetic, so the picture is the same).
    @inline(__always)
    static func grey(_ img: UnsafeBufferPointer<UInt8>, _ pos: Int, _ alpha: Double) -> UInt32 {
        let brightness = Pixelmatch.rgb2y(Double(img[pos]), Double(img[pos + 1]), Double(img[pos + 2]))
        let value = Pixelmatch.blend(brightness, alpha * Double(img[pos + 3]) / 255)
        let level = UInt32(UInt8(value))  // truncated, as pixelmatch's output; 0...255 for alpha in 0...1
        return pack(level, level, level)
    }

    /// An opaque pixel as one little-endian UInt32, R in the low byte.
    @inline(__always) static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { r | g << 8 | b << 16 | 0xFF00_0000 }
}
