// A gesture's transient state, as SwiftUI's `@GestureState`. A snapshot never touches the screen, so
// no gesture is ever under way: the state is always its initial value and `updating` never calls back.

/// A value that a gesture updates while it is under way and that returns to its initial value when
/// the gesture ends, as SwiftUI's `GestureState`. At rest (in a snapshot) it is its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// A state that starts at, and resets to, `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// A state that starts at, and resets to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A state that resets in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// A state that resets in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue)
    }

    /// A state that calls `reset` as it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    /// A state that calls `reset` as it resets.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue)
    }

    /// The state's value: its initial value, as no gesture is under way at rest.
    public var wrappedValue: Value { initialValue }

    /// The state itself, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Takes nothing from the environment.
    public func install(_ environment: EnvironmentValues) {}
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state that starts at nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }

    /// A state that starts at nil and calls `reset` as it resets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil)
    }
}

/// A gesture that updates a `GestureState` as it changes, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value

    /// The gesture updating the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// What it does to the state as the gesture changes (never called at rest).
    public var body: (Value, inout State, inout Transaction) -> Void

    /// `base` updating `state` with `body`.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// Updates `state` with `body` as the gesture changes (never called in a snapshot, where the state
    /// keeps its initial value).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
