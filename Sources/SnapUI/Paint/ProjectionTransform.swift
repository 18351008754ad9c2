import Foundation
import Raster

/// A projective transform, as SwiftUI's `ProjectionTransform`: a point (x, y) goes to
/// ((m11 x + m21 y + m31) / w, (m12 x + m22 y + m32) / w), w = m13 x + m23 y + m33. What a
/// `GeometryEffect` returns, and what `rotation3DEffect` draws its view through.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// True when the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform that applies `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(raster.concatenating(rhs.raster))
    }

    /// Inverts the transform in place; false (leaving it as it was) when it has no inverse.
    public mutating func invert() -> Bool {
        guard let inverse = raster.inverted() else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    /// The inverse transform (the transform itself when it has none).
    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    init(_ p: Projection) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33)
    }

    /// The transform as Raster's.
    var raster: Projection {
        Projection(m11: m11, m12: m12, m13: m13, m21: m21, m22: m22, m23: m23, m31: m31, m32: m32, m33: m33)
    }
}
