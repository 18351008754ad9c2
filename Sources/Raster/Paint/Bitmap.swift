#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image of 8-bit RGBA pixels with straight alpha, rows top to bottom, no padding:
/// the pixel at (x, y) starts at byte `(y * width + x) * 4`.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    /// A bitmap filled with `color` (transparent by default).
    public init(width: Int, height: Int, fill color: RGBA = .clear) {
        precondition(width >= 0 && height >= 0, "a bitmap cannot have a negative size")
        self.width = width
        self.height = height
        let count = width * height
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            // One 32-bit word a pixel, the bytes in memory order R, G, B, A on any CPU.
            let word = UInt32(littleEndian: UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24)
            UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
                .initialize(repeating: word, count: count)
            initialized = count * 4
        }
    }

    /// A bitmap over existing pixel bytes; nil unless there are exactly `width * height * 4`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// Bitmaps are equal when they have the same size and the same bytes (compared with memcmp).
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    /// True when every pixel has alpha 255. Two pixels at a time, as one 64-bit word whose
    /// alpha bytes are all ones (a 3840x2160 picture is checked in a few milliseconds).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i + 8 <= bytes.count {
                if UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & alphas != alphas {
                    return false
                }
                i += 8
            }
            return i == bytes.count || bytes[i + 3] == 255
        }
    }
}
