/// A two-dimensional gradient over a grid of points, each with a colour, as SwiftUI's
/// `MeshGradient`: `width` x `height` vertices, row by row, in user space. Each cell between four
/// neighbouring vertices is a bilinear patch (its edges straight lines between the vertices); a
/// point in a cell takes the colour at its patch coordinates (u, v): bilinear between the cell's
/// corner colours, or, when `smooth`, a Catmull-Rom cubic through the neighbouring rows and columns
/// of colours, which is continuous in slope across cells. Outside every patch it takes `background`.
public struct MeshGradientGrid: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var points: [Point]
    public var colors: [RGBA]
    public var background: RGBA
    public var smooth: Bool

    public init(width: Int, height: Int, points: [Point], colors: [RGBA], background: RGBA = .clear, smooth: Bool = true) {
        (self.width, self.height, self.points, self.colors, self.background, self.smooth) =
            (width, height, points, colors, background, smooth)
    }

    /// True when there are enough points and colours for the grid.
    var isValid: Bool {
        width >= 2 && height >= 2 && points.count >= width * height && colors.count >= width * height
    }

    /// The colour at `point`.
    public func color(at point: Point) -> RGBA {
        guard isValid else { return background }
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                guard let (u, v) = patchCoordinates(of: point, column: column, row: row) else { continue }
                return color(column: column, row: row, u: u, v: v)
            }
        }
        return background
    }

    /// (u, v) in 0...1 of `p` in the bilinear patch of the cell at `column`, `row`; nil when outside.
    private func patchCoordinates(of p: Point, column: Int, row: Int) -> (Double, Double)? {
        let a = points[row * width + column], b = points[row * width + column + 1]
        let c = points[(row + 1) * width + column], d = points[(row + 1) * width + column + 1]
        // p = a + (b - a) u + (c - a) v + (a - b - c + d) u v, solved for v by a quadratic, then u.
        let e = Point(x: b.x - a.x, y: b.y - a.y), f = Point(x: c.x - a.x, y: c.y - a.y)
        let g = Point(x: a.x - b.x - c.x + d.x, y: a.y - b.y - c.y + d.y), h = Point(x: p.x - a.x, y: p.y - a.y)
        func cross(_ m: Point, _ n: Point) -> Double { m.x * n.y - m.y * n.x }
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        var candidates: [Double] = []
        if abs(k2) < 1e-12 {
            if abs(k1) > 1e-12 { candidates = [-k0 / k1] }
        } else {
            let discriminant = k1 * k1 - 4 * k0 * k2
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            candidates = [(-k1 - root) / (2 * k2), (-k1 + root) / (2 * k2)]
        }
        let epsilon = 1e-9
        for v in candidates where v >= -epsilon && v <= 1 + epsilon {
            let denominatorX = e.x + g.x * v, denominatorY = e.y + g.y * v
            let u = abs(denominatorX) > abs(denominatorY)
                ? (h.x - f.x * v) / denominatorX : (h.y - f.y * v) / denominatorY
            if u >= -epsilon && u <= 1 + epsilon { return (min(max(u, 0), 1), min(max(v, 0), 1)) }
        }
        return nil
    }

    /// The colour at patch coordinates (u, v) of the cell at `column`, `row`, interpolated in
    /// premultiplied colour.
    private func color(column: Int, row: Int, u: Double, v: Double) -> RGBA {
        // Beyond the grid's edges the edge colours repeat.
        func premultiplied(_ x: Int, _ y: Int) -> [Double] {
            let color = colors[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
            let a = Double(color.a) / 255
            return [Double(color.r) * a, Double(color.g) * a, Double(color.b) * a, Double(color.a)]
        }
        func mix(_ values: [[Double]], _ t: Double) -> [Double] {
            guard smooth else { return (0..<4).map { values[1][$0] + (values[2][$0] - values[1][$0]) * t } }
            // Catmull-Rom through four values, the middle two at t = 0 and 1.
            let t2 = t * t, t3 = t2 * t
            return (0..<4).map { k in
                let (p0, p1, p2, p3) = (values[0][k], values[1][k], values[2][k], values[3][k])
                return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
            }
        }
        let rows = (-1...2).map { dy in mix((-1...2).map { dx in premultiplied(column + dx, row + dy) }, u) }
        let value = mix(rows, v)
        let alpha = min(max(value[3], 0), 255)
        guard alpha > 0.5 else { return .clear }
        func channel(_ c: Double) -> UInt8 { UInt8(min(max((c / (alpha / 255)).rounded(), 0), 255)) }
        return RGBA(r: channel(value[0]), g: channel(value[1]), b: channel(value[2]), a: UInt8(alpha.rounded()))
    }
}
