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
        var row = [UInt8]()
        row.reserveCapacity(width * 4)
        for _ in 0..<width { row.append(contentsOf: [color.r, color.g, color.b, color.a]) }
        pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height { pixels.append(contentsOf: row) }
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

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
