// Keyframe animations, as SwiftUI's `KeyframeAnimator` and `.keyframeAnimator`. A snapshot is at rest
// before any animation plays: the content is drawn with the initial value. The keyframes are type-
// checked as SwiftUI's are and never played.

import Foundation

/// Keyframes that change a value over time, as SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value
}

/// Keyframes for the properties of a value: the tracks a `@KeyframesBuilder` closure lists (never
/// played at rest, so not kept).
public struct KeyframeTracks<Value>: Keyframes {}

/// A sequence of keyframes for one property of `Root`, as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    /// Keyframes for the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}

    /// Keyframes for the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// Builds the tracks of a keyframe animation, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeTracks<Value> {
        KeyframeTracks()
    }
    public static func buildBlock(_ tracks: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { KeyframeTracks() }
    public static func buildOptional(_ tracks: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { KeyframeTracks() }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
    public static func buildArray(_ tracks: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { KeyframeTracks() }
}

/// Keyframes for one value, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes take.
    associatedtype Value
}

/// The keyframes a `@KeyframeTrackContentBuilder` closure lists (never played at rest, so not kept).
public struct KeyframeSequence<Value>: KeyframeTrackContent {}

/// Builds the keyframes of one track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence() }
}

/// A keyframe reached along a timing curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A view that animates a value through keyframes, as SwiftUI's `KeyframeAnimator`: a snapshot draws
/// the content with the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays `keyframes` from `initialValue` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays `keyframes` from `initialValue`, over and over when `repeating`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content with the initial value.
    public var body: some View {
        content(initialValue)
    }
}

extension View {
    /// Animates this view through `keyframes` from `initialValue` each time `trigger` changes: at rest,
    /// drawn with the initial value.
    public func keyframeAnimator<Value, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }

    /// Animates this view through `keyframes` from `initialValue`, over and over when `repeating`: at
    /// rest, drawn with the initial value.
    public func keyframeAnimator<Value, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }
}
