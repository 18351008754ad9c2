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
/// The buffers are kept between uses, so one converter drawing many shapes allocates once. The
/// cells are all zero between uses: `sweep` clears each cell as it reads it.
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
    private var clipBox = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)

    /// Rasterises `path` (device pixels) over the pixels of `clip` and returns its coverage.
    mutating func mask(of path: Path, rule: FillRule, clip: Rect) -> CoverageMask {
        if let rectangle = ScanConverter.pixelAlignedMask(of: path, clip: clip) { return rectangle }
        accumulate(path, clip: clip)
        let width = region.width
        var coverage = [UInt8](repeating: 0, count: width * region.height)
        let half = ScanConverter.fullCoverage / 2
        coverage.withUnsafeMutableBufferPointer { coverage in
            sweep(rule: rule) { row, values in
                let out = coverage.baseAddress! + row * width
                for column in 0..<width {
                    // Round to nearest: value * 255 / fullCoverage, exact in integers.
                    out[column] = UInt8(truncatingIfNeeded: (values[column] * 255 + half) >> 33)
                }
            }
        }
        return CoverageMask(x: region.x, y: region.y, width: width, height: region.height, coverage: coverage)
    }

    /// Sizes the cells for `path`'s bounds within `clip` and adds all of `path`'s lines. Must be
    /// followed by `sweep`, which reads and clears the cells.
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
        let (region, box) = (self.region, clipBox)
        cover.withUnsafeMutableBufferPointer { cover in
            area.withUnsafeMutableBufferPointer { area in
                let cells = CellWriter(cover: cover.baseAddress!, area: area.baseAddress!, region: region, clip: box)
                for polyline in polylines {
                    guard var previous = polyline.points.last else { continue }
                    for p in polyline.points {
                        cells.addLine(previous, p)
                        previous = p
                    }
                }
            }
        }
    }

    /// Sizes the cells for the pixels that both `bounds` and `clip` touch (all zero already).
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
        clipBox = (left: max(clip.minX - Double(x), 0), top: max(clip.minY - Double(y), 0),
                   right: min(clip.maxX - Double(x), Double(width)), bottom: min(clip.maxY - Double(y), Double(height)))
        if cover.count < count {
            cover = [Int64](repeating: 0, count: count)
            area = [Int64](repeating: 0, count: count)
        }
    }

    /// Sums each row of cells into per-pixel coverage, 0...`fullCoverage`, folded by `rule`, and
    /// hands every row (its index within `region`) to `body`. Clears the cells.
    mutating func sweep(rule: FillRule, _ body: (Int, UnsafeMutablePointer<Int64>) -> Void) {
        let (width, height) = (region.width, region.height)
        guard width > 0, height > 0 else { return }
        let full = UInt64(ScanConverter.fullCoverage)
        let values = UnsafeMutablePointer<Int64>.allocate(capacity: width)
        defer { values.deallocate() }
        cover.withUnsafeMutableBufferPointer { cover in
            area.withUnsafeMutableBufferPointer { area in
                for row in 0..<height {
                    let covers = cover.baseAddress! + row * width, areas = area.baseAddress! + row * width
                    var accumulated: Int64 = 0
                    for column in 0..<width {
                        accumulated &+= covers[column]
                        var magnitude = (accumulated &* (2 * ScanConverter.one) &- areas[column]).magnitude
                        covers[column] = 0
                        areas[column] = 0
                        switch rule {
                        case .nonZero:
                            magnitude = min(magnitude, full)
                        case .evenOdd:
                            // The winding number's parity: fold as FreeType does, two pixels a period.
                            magnitude &= 2 * full - 1
                            if magnitude > full { magnitude = 2 * full - magnitude }
                        }
                        values[column] = Int64(magnitude)
                    }
                    body(row, values)
                }
            }
        }
    }
}

/// Writes lines into the cells of a `ScanConverter`.
private struct CellWriter {
    let cover: UnsafeMutablePointer<Int64>
    let area: UnsafeMutablePointer<Int64>
    let region: IntRect
    /// The clip box relative to `region`'s origin, in pixels.
    let clip: (left: Double, top: Double, right: Double, bottom: Double)

    /// Adds the line from `p0` to `p1` (device pixels), clipped to the clip box.
    func addLine(_ p0: Point, _ p1: Point) {
        var x0 = p0.x - Double(region.x), y0 = p0.y - Double(region.y)
        var x1 = p1.x - Double(region.x), y1 = p1.y - Double(region.y)
        guard y0 != y1, max(y0, y1) > clip.top, min(y0, y1) < clip.bottom else { return }

        // Vertically: keep only the part inside the clip box.
        if y0 < clip.top || y1 < clip.top {
            let x = x0 + (x1 - x0) * ((clip.top - y0) / (y1 - y0))
            if y0 < clip.top { (x0, y0) = (x, clip.top) } else { (x1, y1) = (x, clip.top) }
        }
        if y0 > clip.bottom || y1 > clip.bottom {
            let x = x0 + (x1 - x0) * ((clip.bottom - y0) / (y1 - y0))
            if y0 > clip.bottom { (x0, y0) = (x, clip.bottom) } else { (x1, y1) = (x, clip.bottom) }
        }
        guard x0.isFinite, x1.isFinite else { return }

        // Horizontally: split where the line crosses a side, and move the parts outside onto it.
        func crossing(_ side: Double) -> (t: Double, x: Double, y: Double)? {
            guard min(x0, x1) < side, side < max(x0, x1) else { return nil }
            let t = (side - x0) / (x1 - x0)
            return (t, side, y0 + (y1 - y0) * t)
        }
        var first = crossing(clip.left), second = crossing(clip.right)
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
    func addClippedLine(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
        func fixed(_ v: Double, _ low: Double, _ high: Double) -> Int64 {
            Int64((min(max(v, low), high) * Double(ScanConverter.one)).rounded())
        }
        addFixedLine(fixed(a.x, clip.left, clip.right), fixed(a.y, clip.top, clip.bottom),
                     fixed(b.x, clip.left, clip.right), fixed(b.y, clip.top, clip.bottom))
    }

    /// Walks a line (fixed point, relative to `region`) row by row.
    func addFixedLine(_ x0: Int64, _ y0: Int64, _ x1: Int64, _ y1: Int64) {
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
    func addRowPiece(row: Int, _ xa: Int64, _ ya: Int64, _ xb: Int64, _ yb: Int64) {
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
    func addToCell(_ index: Int, _ fx0: Int64, _ fx1: Int64, _ dy: Int64) {
        cover[index] &+= dy
        area[index] &+= (fx0 + fx1) &* dy
    }
}
