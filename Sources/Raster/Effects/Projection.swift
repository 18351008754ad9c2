/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point (x, y) goes to
/// ((m11 x + m21 y + m31) / w, (m12 x + m22 y + m32) / w) with w = m13 x + m23 y + m33. An affine
/// transform is one with m13 = m23 = 0 and m33 = 1; a 3D rotation seen in perspective is not.
public struct Projection: Hashable, Sendable {
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    public init(m11: Double = 1, m12: Double = 0, m13: Double = 0, m21: Double = 0, m22: Double = 1, m23: Double = 0,
                m31: Double = 0, m32: Double = 0, m33: Double = 1) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) =
            (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    /// The affine transform as a projection.
    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m21: t.c, m22: t.d, m31: t.tx, m32: t.ty)
    }

    /// The projection that applies `self` first, then `other`.
    public func concatenating(_ o: Projection) -> Projection {
        Projection(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse projection; nil when the transform collapses the plane.
    public func inverted() -> Projection? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return Projection(
            m11: c11 * k, m12: c12 * k, m13: c13 * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// Where `point` goes; nil when it goes behind the viewer (w not positive).
    public func apply(_ point: Point) -> Point? {
        let w = m13 * point.x + m23 * point.y + m33
        guard w > 0 else { return nil }
        return Point(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// Maps the pixels of `area` of `bitmap` through the projection in place, sampling each new
    /// pixel's centre bilinearly (in premultiplied colour) from where it came; returns the area drawn.
    func resample(_ bitmap: inout Bitmap, in area: IntRect) -> IntRect {
        let canvas = IntRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        guard !area.isEmpty, let inverse = inverted() else { return area }
        let corners = [(area.x, area.y), (area.maxX, area.y), (area.x, area.maxY), (area.maxX, area.maxY)]
            .compactMap { apply(Point(x: Double($0.0), y: Double($0.1))) }
        var target = canvas
        if corners.count == 4 {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let x0 = Int(xs.min()!.rounded(.down)), y0 = Int(ys.min()!.rounded(.down))
            target = IntRect(x: x0, y: y0, width: Int(xs.max()!.rounded(.up)) - x0, height: Int(ys.max()!.rounded(.up)) - y0)
                .intersection(canvas)
        }
        let source = bitmap
        for y in area.y..<area.maxY { for x in area.x..<area.maxX { bitmap[x, y] = .clear } }
        for y in target.y..<target.maxY {
            for x in target.x..<target.maxX {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                // A point with no preimage in front of the viewer stays clear.
                guard let from = inverse.apply(centre) else { continue }
                bitmap[x, y] = Projection.sample(source, at: from, within: area)
            }
        }
        return target
    }

    /// The colour at `point` (pixel centres at half-integers), interpolated between the four nearest
    /// pixels of `area` (pixels outside it are clear).
    private static func sample(_ bitmap: Bitmap, at point: Point, within area: IntRect) -> RGBA {
        let fx = point.x - 0.5, fy = point.y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        var sums = [0.0, 0.0, 0.0, 0.0]
        for (dx, dy, weight) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] {
            let x = x0 + dx, y = y0 + dy
            guard weight > 0, x >= area.x, x < area.maxX, y >= area.y, y < area.maxY else { continue }
            let color = bitmap[x, y]
            let a = Double(color.a) * weight
            sums[0] += Double(color.r) * a
            sums[1] += Double(color.g) * a
            sums[2] += Double(color.b) * a
            sums[3] += a
        }
        let alpha = sums[3].rounded()
        guard alpha > 0 else { return .clear }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(max((sum / sums[3]).rounded(), 0), 255)) }
        return RGBA(r: channel(sums[0]), g: channel(sums[1]), b: channel(sums[2]), a: UInt8(min(alpha, 255)))
    }
}
