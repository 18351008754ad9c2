import Foundation

/// A value that can be interpolated, as SwiftUI's `VectorArithmetic`: added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose drawing SwiftUI interpolates during an animation through `animatableData`, as
/// SwiftUI's `Animatable` (shapes, geometry effects, views and modifiers that declare it). A
/// snapshot shows the resting state: SnapUI draws the value as it is and never interpolates.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: the type does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier whose `animatableData` SwiftUI interpolates (SwiftUI deprecates it for `Animatable`
/// on a `ViewModifier`, but code still declares it).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
