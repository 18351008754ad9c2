// The rest of SwiftUI's arithmetic on angles (its `_VectorMath`): compound assignment, scaling by a
// number and the magnitude. `+`, `-` and unary `-` are in Angle.swift.

extension Angle {
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }

    /// The size of the angle in radians, whatever its sign.
    public var magnitude: Double { abs(radians) }

    /// Makes the angle its opposite.
    public mutating func negate() { radians = -radians }
}
