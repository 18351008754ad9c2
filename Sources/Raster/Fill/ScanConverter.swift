/// Exact anti-aliased scan conversion by signed-area accumulation, as in FreeType's smooth
/// rasteriser, libart and font-rs, in integer arithmetic.
///
/// Every line of the outline is walked through the pixels ("cells") it crosses. Each cell
/// accumulates, in fixed point of 1/65536 px, `cover` (the signed height the outline crosses in
/// it) and `area` (twice the signed area between the crossing and the cell's left side). A running
/// sum of `cover` along a row then gives every pixel's exact covered area: the outline is treated
/// as exactly the polygon through its (rounded) vertices. Lines are clipped to the clip box first:
/// parts above or below it are dropped, parts left or right of it are moved onto its side, which
/// keeps what they contribute to the pixels inside (the clip box may have fractional edges and the
/// coverage along them is still exact).
///
/// The buffers are kept between uses, so one converter drawing many shapes allocates once.
struct ScanConverter {
    /// Subpixel steps per pixel along each axis.
    static let one: Int64 = 1 << 16
    /// A fully covered pixel's value in the sweep: twice a pixel's area in subpixel units.
    static let fullCoverage: Int64 = 2 * one * one
    /// The largest block of pixels one shape is rasterised over; a larger clip gives nothing.
    static let maximumPixelCount = 1 << 28

    private var cover: [Int64] = []
    private var area: [Int64] = []
    /// The device pixels the cells stand for.
    private(set) var region = IntRect(x: 0, y: 0, width: 0, height: 0)
    /// The clip box relative to `region`'s origin, in pixels: within `0...width`, `0...height`.
    private var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0

    /// Rasterises `path` (device pixels) over the pixels of `clip` and returns its coverage.
    mutating func mask(of path: Path, rule: FillRule, clip: Rect) -> CoverageMask {
        accumulate(path, clip: clip)
        var coverage = [UInt8](repeating: 0, count: region.width * region.height)
        let half = ScanConverter.fullCoverage / 2
        sweep(rule: rule) { row, values in
            let start = row * region.width
            for (column, value) in values.enumerated() {
                // Round to nearest: value * 255 / fullCoverage, exact in integers.
                coverage[start + column] = UInt8(truncatingIfNeeded: (value * 255 + half) >> 33)
            }
        }
        return CoverageMask(x: region.x, y: region.y, width: region.width, height: region.height, coverage: coverage)
    }

    /// Resets the cells to cover `path`'s bounds within `clip` and adds all of `path`'s lines.
    mutating func accumulate(_ path: Path, clip: Rect) {
        let polylines = path.flattened(tolerance: Rasterizer.flatteningTolerance)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for polyline in polylines {
            for p in polyline.points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        reset(bounds: (x0, y0, x1, y1), clip: clip)
        guard !region.isEmpty else { return }
        for polyline in polylines {
            guard var previous = polyline.points.last else { continue }
            for p in polyline.points {
                addLine(previous, p)
                previous = p
            }
        }
    }

    /// Sizes the cells for the pixels that both `bounds` and `clip` touch, and clears them.
    private mutating func reset(bounds: (x0: Double, y0: Double, x1: Double, y1: Double), clip: Rect) {
        region = IntRect(x: 0, y: 0, width: 0, height: 0)
        let left = max(bounds.x0, clip.minX), right = min(bounds.x1, clip.maxX)
        let top = max(bounds.y0, clip.minY), bottom = min(bounds.y1, clip.maxY)
        guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite, left < right, top < bottom,
              abs(left) < 1e12, abs(right) < 1e12, abs(top) < 1e12, abs(bottom) < 1e12
        else { return }
        let x = Int(left.rounded(.down)), y = Int(top.rounded(.down))
        let width = Int(right.rounded(.up)) - x, height = Int(bottom.rounded(.up)) - y
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= ScanConverter.maximumPixelCount else { return }
        region = IntRect(x: x, y: y, width: width, height: height)
        (clipLeft, clipRight) = (max(clip.minX - Double(x), 0), min(clip.maxX - Double(x), Double(width)))
        (clipTop, clipBottom) = (max(clip.minY - Double(y), 0), min(clip.maxY - Double(y), Double(height)))
        cover.removeAll(keepingCapacity: true)
        cover.append(contentsOf: repeatElement(0, count: count))
        area.removeAll(keepingCapacity: true)
        area.append(contentsOf: repeatElement(0, count: count))
    }

    /// Adds the line from `p0` to `p1` (device pixels), clipped to the clip box.
    private mutating func addLine(_ p0: Point, _ p1: Point) {
        var x0 = p0.x - Double(region.x), y0 = p0.y - Double(region.y)
        var x1 = p1.x - Double(region.x), y1 = p1.y - Double(region.y)
        guard y0 != y1, max(y0, y1) > clipTop, min(y0, y1) < clipBottom else { return }

        // Vertically: keep only the part inside the clip box.
        if y0 < clipTop || y1 < clipTop {
            let x = x0 + (x1 - x0) * ((clipTop - y0) / (y1 - y0))
            if y0 < clipTop { (x0, y0) = (x, clipTop) } else { (x1, y1) = (x, clipTop) }
        }
        if y0 > clipBottom || y1 > clipBottom {
            let x = x0 + (x1 - x0) * ((clipBottom - y0) / (y1 - y0))
            if y0 > clipBottom { (x0, y0) = (x, clipBottom) } else { (x1, y1) = (x, clipBottom) }
        }
        guard x0.isFinite, x1.isFinite else { return }

        // Horizontally: split where the line crosses a side, and move the parts outside onto it.
        func crossing(_ side: Double) -> (t: Double, x: Double, y: Double)? {
            guard min(x0, x1) < side, side < max(x0, x1) else { return nil }
            let t = (side - x0) / (x1 - x0)
            return (t, side, y0 + (y1 - y0) * t)
        }
        var first = crossing(clipLeft), second = crossing(clipRight)
        if let a = first, let b = second, b.t < a.t { (first, second) = (b, a) }
        var from = (x: x0, y: y0)
        if first != nil || second != nil {
            for split in [first, second] {
                guard let split else { continue }
                addClippedLine(from, (split.x, split.y))
                from = (split.x, split.y)
            }
        }
        addClippedLine(from, (x1, y1))
    }

    /// Converts a line inside the clip box's rows to fixed point, x clamped onto the clip box.
    private mutating func addClippedLine(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
        func fixed(_ v: Double, _ low: Double, _ high: Double) -> Int64 {
            Int64((min(max(v, low), high) * Double(ScanConverter.one)).rounded())
        }
        addFixedLine(fixed(a.x, clipLeft, clipRight), fixed(a.y, clipTop, clipBottom),
                     fixed(b.x, clipLeft, clipRight), fixed(b.y, clipTop, clipBottom))
    }

    /// Walks a line (fixed point, relative to `region`) row by row.
    private mutating func addFixedLine(_ x0: Int64, _ y0: Int64, _ x1: Int64, _ y1: Int64) {
        if y0 == y1 { return }
        let one = ScanConverter.one
        let dx = x1 - x0, dy = y1 - y0
        let down = dy > 0
        var row = down ? y0 >> 16 : (y0 - 1) >> 16
        let lastRow = down ? (y1 - 1) >> 16 : y1 >> 16
        var xa = x0, ya = y0
        while true {
            let rowTop = row << 16
            let yb = down ? min(rowTop + one, y1) : max(rowTop, y1)
            let xb = yb == y1 ? x1 : x0 + dx * (yb - y0) / dy
            addRowPiece(row: Int(row), xa, ya - rowTop, xb, yb - rowTop)
            if row == lastRow { break }
            (xa, ya) = (xb, yb)
            row += down ? 1 : -1
        }
    }

    /// Walks a piece of line within one row (y relative to the row's top) cell by cell.
    private mutating func addRowPiece(row: Int, _ xa: Int64, _ ya: Int64, _ xb: Int64, _ yb: Int64) {
        let base = row * region.width
        if xa == xb {
            let column = min(xa >> 16, Int64(region.width - 1))
            let fx = xa - column << 16
            addToCell(base + Int(column), fx, fx, yb - ya)
            return
        }
        let dx = xb - xa, dy = yb - ya
        let right = xa < xb
        var column = right ? xa >> 16 : (xa - 1) >> 16
        let lastColumn = right ? (xb - 1) >> 16 : xb >> 16
        var (px, py) = (xa, ya)
        while true {
            let cellLeft = column << 16
            let nx = right ? min(cellLeft + ScanConverter.one, xb) : max(cellLeft, xb)
            let ny = nx == xb ? yb : ya + dy * (nx - xa) / dx
            addToCell(base + Int(column), px - cellLeft, nx - cellLeft, ny - py)
            if column == lastColumn { break }
            (px, py) = (nx, ny)
            column += right ? 1 : -1
        }
    }

    /// Adds a crossing from `fx0` to `fx1` (x within the cell) of signed height `dy` to a cell.
    private mutating func addToCell(_ index: Int, _ fx0: Int64, _ fx1: Int64, _ dy: Int64) {
        cover[index] &+= dy
        area[index] &+= (fx0 + fx1) &* dy
    }

    /// Sums each row of cells into per-pixel coverage, 0...`fullCoverage`, folded by `rule`, and
    /// hands every row (its index within `region`) to `body`.
    func sweep(rule: FillRule, _ body: (Int, [Int64]) -> Void) {
        let full = UInt64(ScanConverter.fullCoverage)
        var values = [Int64](repeating: 0, count: region.width)
        for row in 0..<region.height {
            let base = row * region.width
            var accumulated: Int64 = 0
            for column in 0..<region.width {
                accumulated &+= cover[base + column]
                let signed = accumulated &* (2 * ScanConverter.one) &- area[base + column]
                var magnitude = signed.magnitude
                switch rule {
                case .nonZero:
                    magnitude = min(magnitude, full)
                case .evenOdd:
                    // The winding number's parity: fold as FreeType does, two pixels to a period.
                    magnitude &= 2 * full - 1
                    if magnitude > full { magnitude = 2 * full - magnitude }
                }
                values[column] = Int64(magnitude)
            }
            body(row, values)
        }
    }
}
