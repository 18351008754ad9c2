import Foundation

/// An affine transform, mapping (x, y) to (a x + c y + tx, b x + d y + ty), as Core Graphics does.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func scale(_ k: Double) -> Transform { scale(x: k, y: k) }

    /// A rotation by `angle` radians, clockwise on screen (y grows downwards).
    public static func rotation(_ angle: Double) -> Transform {
        let cosine = cos(angle), sine = sin(angle)
        return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A horizontal shear: x moves by `k` times the distance above the origin (a synthetic italic).
    public static func skew(x k: Double) -> Transform {
        Transform(a: 1, b: 0, c: -k, d: 1, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `self` preceded by a translation: what drawing at an offset under this transform means.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation of `angle` radians (clockwise on screen).
    public func rotatedBy(_ angle: Double) -> Transform {
        Transform.rotation(angle).concatenating(self)
    }

    /// The transform that undoes `self`; nil when `self` squashes the plane onto a line or a
    /// point (its determinant is zero or not finite).
    public func inverted() -> Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var isIdentity: Bool { self == .identity }

    /// True when the transform only scales and translates (no rotation or shear).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The factor by which the transform scales lengths, on average over directions.
    public var averageScale: Double { (abs(a * d - b * c)).squareRoot() }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect`'s four corners once transformed.
    public func apply(_ rect: Rect) -> Rect {
        let corners = [
            apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
            apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
