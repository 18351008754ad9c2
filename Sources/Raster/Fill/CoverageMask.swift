/// How much of each device pixel of a block a shape covers.
public struct CoverageMask: Sendable {
    /// The block's top-left pixel and size, in device pixels.
    public let x, y, width, height: Int
    /// `width * height` values, row-major: 0 is uncovered, 255 fully covered.
    public let coverage: [UInt8]

    /// A mask over existing coverage; `coverage` must hold `width * height` values (anything
    /// else is a programming error and traps).
    public init(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "a coverage mask needs width * height values")
        (self.x, self.y, self.width, self.height, self.coverage) = (x, y, width, height, coverage)
    }

    /// The block as an `IntRect`.
    public var bounds: IntRect { IntRect(x: x, y: y, width: width, height: height) }

    /// The coverage of device pixel (`px`, `py`); 0 outside the block.
    public subscript(px: Int, py: Int) -> UInt8 {
        let cx = px - x, cy = py - y
        guard cx >= 0, cx < width, cy >= 0, cy < height else { return 0 }
        return coverage[cy * width + cx]
    }

    /// The coverage of both masks at once (each pixel's values multiplied, rounded to nearest),
    /// over the pixels both hold.
    public func multiplied(by other: CoverageMask) -> CoverageMask {
        let area = bounds.intersection(other.bounds)
        guard !area.isEmpty else { return CoverageMask(x: x, y: y, width: 0, height: 0, coverage: []) }
        var values = [UInt8](repeating: 0, count: area.width * area.height)
        for row in 0..<area.height {
            for column in 0..<area.width {
                let a = Int(self[area.x + column, area.y + row]), b = Int(other[area.x + column, area.y + row])
                values[row * area.width + column] = UInt8((a * b + 127) / 255)
            }
        }
        return CoverageMask(x: area.x, y: area.y, width: area.width, height: area.height, coverage: values)
    }
}
