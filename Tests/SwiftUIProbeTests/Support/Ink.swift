import Raster

/// Where a rendering's pixels meet a test: the probes' way of finding what was drawn.
struct InkBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var midY: Double { Double(minY + maxY) / 2 }
}

extension Bitmap {
    /// The box around the pixels in `columns` (all when nil) that pass `test`; nil when none do.
    func box(columns: Range<Int>? = nil, where test: (RGBA) -> Bool) -> InkBox? {
        var box: InkBox?
        for y in 0..<height {
            for x in columns?.clamped(to: 0..<width) ?? 0..<width where test(self[x, y]) {
                box = InkBox(
                    minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y),
                    maxX: max(box?.maxX ?? x, x), maxY: max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// How many pixels pass `test`.
    func count(where test: (RGBA) -> Bool) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where test(self[x, y]) { count += 1 } }
        return count
    }
}

extension RGBA {
    /// Anything drawn on a white background.
    var isInk: Bool { self != .white }
    /// Clearly red: a strong red channel over weak green and blue (antialiased black or grey never is).
    var isReddish: Bool { Int(r) > 180 && Int(g) < 140 && Int(b) < 140 && Int(r) - Int(g) > 80 }
    /// Clearly blue.
    var isBluish: Bool { Int(b) > 150 && Int(b) - Int(r) > 80 }
    /// Clearly yellow.
    var isYellowish: Bool { Int(r) > 200 && Int(g) > 170 && Int(b) < 120 }
}
