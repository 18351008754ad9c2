// Gestures made of two: recognised together, one after the other, or one instead of the other. At rest
// (in a snapshot) none is recognised, so their actions never run.

/// Two gestures recognised at the same time, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, nil while that one is not under way.
    public struct Value {
        /// The first gesture's value, while it is under way.
        public var first: First.Value?
        /// The second gesture's value, while it is under way.
        public var second: Second.Value?
    }

    /// The gesture recognised first (or preferred).
    public var first: First
    /// The other gesture.
    public var second: Second

    /// The two gestures, composed.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that must succeed before the second begins, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture under way, or the first done and the second under way.
    public enum Value {
        /// The first gesture under way.
        case first(First.Value)
        /// The first gesture done, with its value, and the second's (nil until it begins).
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognised first (or preferred).
    public var first: First
    /// The other gesture.
    public var second: Second

    /// The two gestures, composed.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture if it succeeds, otherwise the second, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture is under way.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture recognised first (or preferred).
    public var first: First
    /// The other gesture.
    public var second: Second

    /// The two gestures, composed.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if it fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
