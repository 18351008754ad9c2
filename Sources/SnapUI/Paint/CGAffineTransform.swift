import Foundation
import Raster

/// Core Graphics' affine transform, which Foundation on Linux lacks: it maps (x, y) to
/// (a x + c y + tx, b x + d y + ty). SnapUI draws with the same transform as Raster's.
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self = .identity }

    public init(translationX x: CGFloat, y: CGFloat) { self.init(Transform.translation(x: x, y: y)) }
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(Transform.scale(x: x, y: y)) }
    /// A rotation by `angle` radians, clockwise on screen.
    public init(rotationAngle angle: CGFloat) { self.init(Transform.rotation(angle)) }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(raster.concatenating(other.raster))
    }

    /// `self` preceded by a translation.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(raster.translatedBy(x: x, y: y))
    }

    /// `self` preceded by a scale.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(raster.scaledBy(x: x, y: y))
    }

    /// `self` preceded by a rotation of `angle` radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(raster.rotatedBy(angle))
    }

    /// The transform that undoes `self`; `self` unchanged when it cannot be undone, as Core Graphics.
    public func inverted() -> CGAffineTransform {
        raster.inverted().map(CGAffineTransform.init) ?? self
    }

    init(_ transform: Transform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }

    /// As Raster's transform.
    var raster: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.raster.apply(Point(self))) }
}

extension CGRect {
    /// The bounding box of the rectangle's corners mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.raster.apply(Rect(self))) }
}
