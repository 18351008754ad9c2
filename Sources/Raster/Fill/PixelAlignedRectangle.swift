/// The fast path for the commonest fill, a rectangle on whole device pixels (a screen's, a bar's
/// or a row's background): its coverage is 255 on every pixel it holds within a clip box that is
/// on whole pixels too, which is what the scan converter computes for it, without sizing and
/// sweeping cells for every pixel of the block.
extension Path {
    /// The pixels this path covers when it is one closed axis-aligned rectangle (a move and three
    /// lines, in either direction, then a close, as `Path.rect` makes) whose corners are whole
    /// device pixels and which holds at least one pixel; nil for any other path.
    var pixelAlignedRectangle: IntRect? {
        let corners: [Point]
        switch elements.count {
        case 5:
            guard case .move(let a) = elements[0], case .line(let b) = elements[1], case .line(let c) = elements[2],
                  case .line(let d) = elements[3], case .close = elements[4] else { return nil }
            corners = [a, b, c, d]
        case 6:
            // The same with the first corner repeated before the close.
            guard case .move(let a) = elements[0], case .line(let b) = elements[1], case .line(let c) = elements[2],
                  case .line(let d) = elements[3], case .line(let e) = elements[4], e == a,
                  case .close = elements[5] else { return nil }
            corners = [a, b, c, d]
        default:
            return nil
        }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        return IntRect(wholePixelsFrom: min(a.x, c.x), min(a.y, c.y), max(a.x, c.x), max(a.y, c.y))
    }
}

extension Rect {
    /// The pixels of this rectangle when its edges are whole device pixels and it holds at least
    /// one; nil otherwise.
    var wholePixels: IntRect? { IntRect(wholePixelsFrom: minX, minY, maxX, maxY) }
}

extension IntRect {
    /// The rectangle from (`x0`, `y0`) to (`x1`, `y1`) when those are whole numbers, well inside
    /// what the scan converter handles, with `x0 < x1` and `y0 < y1`; nil otherwise.
    init?(wholePixelsFrom x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let limit = Double(1 << 30)
        for value in [x0, y0, x1, y1] {
            guard value.rounded() == value, abs(value) < limit else { return nil }
        }
        guard x0 < x1, y0 < y1 else { return nil }
        self.init(x: Int(x0), y: Int(y0), width: Int(x1) - Int(x0), height: Int(y1) - Int(y0))
    }
}

extension ScanConverter {
    /// The coverage of `path` over `clip` when it is a pixel-aligned rectangle and `clip` is on
    /// whole pixels: 255 on every pixel both hold, exactly the scan converter's result; nil when
    /// the fast path does not apply (and the converter must do the work).
    static func pixelAlignedMask(of path: Path, clip: Rect) -> CoverageMask? {
        guard let box = path.pixelAlignedRectangle, let clipPixels = clip.wholePixels else { return nil }
        let area = box.intersection(clipPixels)
        guard !area.isEmpty, area.width * area.height <= maximumPixelCount else { return nil }
        return CoverageMask(
            x: area.x, y: area.y, width: area.width, height: area.height,
            coverage: [UInt8](repeating: 255, count: area.width * area.height))
    }
}
